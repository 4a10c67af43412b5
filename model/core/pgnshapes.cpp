// Arrows and circles in comments ([%cal Ge2e4,Rb1c3], [%csl Gd4]), as
// Lichess and ChessX write them (squares may have two-digit ranks), Scid's
// ([%draw arrow,e2,e4,green], [%draw circle,d4,red]), and the engine's score
// and the clocks ([%eval], [%clk], [%emt]).
#include <algorithm>
#include <cctype>
#include <cstring>

#include "pgnclock.h"
#include "pgnmovetext.h"

namespace sc::pgn {
namespace {

bool readColor(char c, ShapeColor &out) {
  const char *const letters = "GRYB";
  const char *p = std::strchr(letters, c);
  if (!c || !p) return false;
  out = ShapeColor(p - letters);
  return true;
}

// Scid's marks, `[%draw arrow,e2,e4,green]` and `[%draw circle,d4,red]`
// (`full`, `square` and `disk` fill or frame a square: a circle here), with
// commas or blanks between the fields. Read into `note` when every field is
// one this board shows; otherwise (another colour, an `x` mark) false, and
// the command stays in the comment's text, so nothing is lost.
bool readDraw(const std::string &body, const Variant &variant, Annotation &note) {
  std::vector<std::string> fields;
  for (std::size_t k = 0; k < body.size();) {
    const std::size_t end = std::min(body.find_first_of(" ,\t\n", k), body.size());
    if (end > k) {
      std::string field = body.substr(k, end - k);
      for (char &c : field) c = char(std::tolower(static_cast<unsigned char>(c)));
      fields.push_back(std::move(field));
    }
    k = end + 1;
  }
  if (fields.empty()) return false;
  const bool arrow = fields[0] == "arrow";
  const bool mark =
      fields[0] == "circle" || fields[0] == "full" || fields[0] == "square" || fields[0] == "disk";
  if (!(arrow || mark) || fields.size() != (arrow ? 4u : 3u)) return false;
  static const char *const names[] = {"green", "red", "yellow", "blue"};
  const auto named = std::find(std::begin(names), std::end(names), fields.back());
  if (named == std::end(names)) return false;
  const ShapeColor color = ShapeColor(named - std::begin(names));
  // A field that is a whole square of this board.
  const auto square = [&](const std::string &field, Square &out) {
    std::size_t j = 0;
    return readSquare(field, j, out) && j == field.size() && variant.onBoard(out);
  };
  Square from = 0, to = 0;
  if (!square(fields[1], from) || (arrow && !square(fields[2], to))) return false;
  if (arrow) {
    note.arrows.push_back({from, to, color});
  } else {
    note.circles.push_back({from, color});
  }
  return true;
}

}  // namespace

bool readSquare(const std::string &s, std::size_t &i, Square &out) {
  if (i >= s.size() || s[i] < 'a' || s[i] > 'p') return false;
  const int file = s[i++] - 'a';
  int rank = 0, digits = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9' && digits < 2)
    rank = rank * 10 + (s[i++] - '0'), ++digits;
  if (digits == 0 || rank < 1 || rank > kGridSize) return false;
  out = makeSquare(file, rank - 1);
  return true;
}

std::string extractShapes(const std::string &raw, const Variant &variant, Annotation &note,
                          std::vector<Message> &problems) {
  std::string text;
  std::size_t i = 0;
  while (i < raw.size()) {
    if (raw[i] != '[') {
      text += raw[i++];
      continue;
    }
    const std::size_t close = raw.find(']', i);
    if (close != std::string::npos) {
      // [%eval], [%clk] and [%emt] take their argument, spaces trimmed; the
      // last one read wins. A clock that is not a time stays in the text.
      std::string *into = raw.compare(i, 6, "[%eval") == 0  ? &note.eval
                          : raw.compare(i, 5, "[%clk") == 0 ? &note.clock
                          : raw.compare(i, 5, "[%emt") == 0 ? &note.elapsed
                                                            : nullptr;
      if (into) {
        const std::size_t name = into == &note.eval ? 6 : 5;
        std::string value = raw.substr(i + name, close - i - name);
        const auto first = value.find_first_not_of(" \t\n");
        value = first == std::string::npos ? "" : value.substr(first);
        value.erase(value.find_last_not_of(" \t\n") + 1);
        if (into == &note.eval || isClockText(value)) {
          *into = value;
          i = close + 1;
          continue;
        }
      }
    }
    if (close != std::string::npos && raw.compare(i, 6, "[%draw") == 0 &&
        readDraw(raw.substr(i + 6, close - i - 6), variant, note)) {
      i = close + 1;
      continue;
    }
    const bool cal = raw.compare(i, 5, "[%cal") == 0, csl = raw.compare(i, 5, "[%csl") == 0;
    if (!(cal || csl) || close == std::string::npos) {
      text += raw[i++];
      continue;
    }
    std::string list = raw.substr(i + 5, close - i - 5);
    std::replace_if(
        list.begin(), list.end(), [](char c) { return c == '\n' || c == '\t'; }, ' ');
    i = close + 1;
    std::size_t k = 0;
    while (k < list.size()) {
      while (k < list.size() && (list[k] == ' ' || list[k] == ',')) ++k;
      if (k >= list.size()) break;
      const std::size_t end = std::min(list.find_first_of(" ,", k), list.size());
      const std::string item = list.substr(k, end - k);
      k = end;
      std::size_t j = 1;
      ShapeColor color;
      Square from = 0, to = 0;
      const bool ok = readColor(item[0], color) && readSquare(item, j, from) &&
                      (csl || readSquare(item, j, to)) && j == item.size();
      if (!ok) {
        problems.push_back(
            cal ? message(
                      SC_TRANSLATE_NOOP("sc::Pgn",
                                        "the arrow %1 cannot be read: expected a colour (G, R, Y "
                                        "or B) and two squares, as in Ge2e4"),
                      "'" + item + "'")
                : message(
                      SC_TRANSLATE_NOOP("sc::Pgn",
                                        "the circle %1 cannot be read: expected a colour (G, R, "
                                        "Y or B) and a square, as in Gd4"),
                      "'" + item + "'"));
      } else if (!variant.onBoard(from) || (cal && !variant.onBoard(to))) {
        problems.push_back(
            cal ? message(SC_TRANSLATE_NOOP("sc::Pgn", "the arrow %1 names a square off the board"),
                          "'" + item + "'")
                : message(
                      SC_TRANSLATE_NOOP("sc::Pgn", "the circle %1 names a square off the board"),
                      "'" + item + "'"));
      } else if (cal) {
        note.arrows.push_back({from, to, color});
      } else {
        note.circles.push_back({from, color});
      }
    }
  }
  std::string collapsed;
  std::size_t w = 0;
  while (w < text.size()) {
    while (w < text.size() && std::isspace(static_cast<unsigned char>(text[w]))) ++w;
    const std::size_t start = w;
    while (w < text.size() && !std::isspace(static_cast<unsigned char>(text[w]))) ++w;
    if (w > start) collapsed += (collapsed.empty() ? "" : " ") + text.substr(start, w - start);
  }
  return collapsed;
}

}  // namespace sc::pgn
