// Recovery files (RecoveryStore::parse, Qt Core's JSON): never a crash; a
// snapshot that parses is serialized, and that parses to an equal snapshot.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "recoverystore.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size > 65536) return 0;
  const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
  const std::optional<RecoverySnapshot> snapshot = RecoveryStore::parse(bytes);
  if (!snapshot) return 0;
  const QByteArray written = RecoveryStore::serialize(*snapshot);
  QString error;
  const std::optional<RecoverySnapshot> again = RecoveryStore::parse(written, &error);
  if (!again || !(*again == *snapshot)) {
    std::fprintf(stderr, "fuzz check failed: a written snapshot %s: %s\n",
                 again ? "parses as another" : "does not parse", written.constData());
    std::abort();
  }
  return 0;
}
