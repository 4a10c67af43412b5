// What an engine writes, as the workbench reads it (EngineClient's line
// parsers, model/document/engineprotocol.h): any engine may be chosen in
// Preferences, so its output is untrusted input. Never a crash; a line read
// as an info line has a slot from 1 and no negative count; an option's type
// is a word, its name and combo values have no space around them; a bestmove
// is one word or none; a score read formats for people.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "engineprotocol.h"

namespace {

[[noreturn]] void fail(const char *what, const QString &line) {
  std::fprintf(stderr, "fuzz check failed: %s: %s\n", what, line.toUtf8().constData());
  std::abort();
}

bool isWord(const QString &s) {
  if (s.isEmpty()) return false;
  for (const QChar c : s)
    if (c.isSpace()) return false;
  return true;
}

void readLine(const QString &line) {
  const EngineReply kind = classifyEngineLine(line);
  if (const auto info = parseEngineInfo(line)) {
    if (kind != EngineReply::Info) fail("an info line not classified as one", line);
    if (info->multiPv < 1 || info->depth < 0 || info->nodes < 0)
      fail("an info line with an impossible number", line);
    for (const QString &turn : info->pv)
      if (!isWord(turn)) fail("a pv turn that is not a word", line);
    if (formatEngineScore(info->score, true).isEmpty()) fail("a score formats to nothing", line);
  }
  if (const auto best = parseBestMove(line); best && !best->isEmpty() && !isWord(*best))
    fail("a bestmove that is not a word", line);
  if (const auto name = parseOptionName(line); name && name->trimmed() != *name)
    fail("an option name with spaces around it", line);
  if (const auto option = parseOption(line)) {
    if (!isWord(option->type)) fail("an option type that is not a word", line);
    if (option->name != parseOptionName(line)) fail("an option's name read two ways", line);
    for (const QString &var : option->vars)
      if (var.isEmpty() || var.trimmed() != var || var.contains(u"  "))
        fail("a combo value with space around it", line);
  }
  if (const auto id = parseIdName(line); id && id->isEmpty()) fail("an empty engine name", line);
  parseInfoString(line);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size > 65536) return 0;
  const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
  // As EngineClient::readLines takes them: a line at a time, UTF-8, trimmed.
  for (const QByteArray &raw : bytes.split('\n')) {
    const QString line = QString::fromUtf8(raw).trimmed();
    if (!line.isEmpty()) readLine(line);
  }
  return 0;
}
