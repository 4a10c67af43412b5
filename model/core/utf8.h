// UTF-8 for the readers that decode other encodings (a JSON escape, a
// Latin-1 or UTF-16 game file) into the text every layer above holds.
#pragma once

#include <string>

namespace sc {

// Appends code point `code` (below U+110000) to `out` in UTF-8.
inline void appendUtf8(std::string &out, unsigned code) {
  if (code < 0x80) {
    out += char(code);
  } else if (code < 0x800) {
    out += char(0xC0 | (code >> 6));
    out += char(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += char(0xE0 | (code >> 12));
    out += char(0x80 | ((code >> 6) & 0x3F));
    out += char(0x80 | (code & 0x3F));
  } else {
    out += char(0xF0 | (code >> 18));
    out += char(0x80 | ((code >> 12) & 0x3F));
    out += char(0x80 | ((code >> 6) & 0x3F));
    out += char(0x80 | (code & 0x3F));
  }
}

}  // namespace sc
