#include "message.h"

namespace sc {

std::string fillPlaceholders(const std::string &text, const std::vector<std::string> &args) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (text[i] == '%' && next >= '1' && next <= '9' && std::size_t(next - '1') < args.size()) {
      out += args[std::size_t(next - '1')];
      ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

std::string Message::str() const {
  if (!context) return text;
  std::vector<std::string> filled;
  filled.reserve(args.size());
  for (const Message &a : args) filled.push_back(a.str());
  return fillPlaceholders(text, filled);
}

}  // namespace sc
