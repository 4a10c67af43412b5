// EPD lines (epd.h): the position's fields by count, then the operations,
// each refusal with its column.
#include "epd.h"

#include <cctype>

#include "sfendetail.h"

namespace sc {

using namespace sfendetail;

namespace {

bool isNumber(const std::string &s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// The operations from text index `i` to the end: an opcode, operands up to
// ';'. The last operation's ';' may be missing, as some writers leave it out.
std::vector<EpdOperation> readOperations(const std::string &s, std::size_t i) {
  std::vector<EpdOperation> ops;
  auto skipBlanks = [&] {
    while (i < s.size() && isBlank(s[i])) ++i;
  };
  for (skipBlanks(); i < s.size(); skipBlanks()) {
    if (!std::isalpha(static_cast<unsigned char>(s[i])))
      fail(int(i) + 1, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                                 "expected an EPD operation (an opcode such as "
                                                 "bm or id), found %1"),
                               quoted(s[i])));
    EpdOperation op;
    while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_'))
      op.opcode += s[i++];
    for (;;) {
      skipBlanks();
      if (i == s.size()) break;
      if (s[i] == ';') {
        ++i;
        break;
      }
      std::string operand;
      if (s[i] == '"') {
        const std::size_t open = i;
        operand += s[i++];
        while (i < s.size() && s[i] != '"') operand += s[i++];
        if (i == s.size())
          fail(int(open) + 1,
               message(SC_TRANSLATE_NOOP("sc::Sfen",
                                         "the string of the operation %1 is not closed: "
                                         "expected '\"' before the end of the line"),
                       op.opcode));
        operand += s[i++];
      } else {
        while (i < s.size() && !isBlank(s[i]) && s[i] != ';') operand += s[i++];
      }
      op.operands.push_back(std::move(operand));
    }
    ops.push_back(std::move(op));
  }
  return ops;
}

std::string unquoted(const std::string &operand) {
  if (operand.size() >= 2 && operand.front() == '"' && operand.back() == '"')
    return operand.substr(1, operand.size() - 2);
  return operand;
}

}  // namespace

std::string EpdLine::operand(const std::string &opcode) const {
  for (const EpdOperation &op : operations) {
    if (op.opcode != opcode) continue;
    std::string out;
    for (const std::string &o : op.operands) out += (out.empty() ? "" : " ") + unquoted(o);
    return out;
  }
  return {};
}

std::optional<EpdLine> readEpd(const VariantPtr &variant, const std::string &line,
                               ParseError *error) {
  if (variant->rules().position != PositionFormat::Fen) {
    std::optional<Position> pos = readSfen(variant, line, error);
    if (!pos) return std::nullopt;
    return EpdLine{std::move(*pos), {}};
  }
  const std::vector<Field> fields = splitFields(line);
  // Four fields, and the counters when both are written (a FEN): what
  // follows them is operations.
  std::size_t count = std::min<std::size_t>(fields.size(), 4);
  if (fields.size() >= 6 && isNumber(fields[4].text) && isNumber(fields[5].text))
    count = 6;
  else if (fields.size() == 5 && isNumber(fields[4].text))
    count = 5;
  const std::size_t end =
      count == 0 ? 0 : std::size_t(fields[count - 1].column - 1) + fields[count - 1].text.size();
  std::optional<Position> pos = readSfen(variant, line.substr(0, end), error);
  if (!pos) return std::nullopt;
  try {
    return EpdLine{std::move(*pos), readOperations(line, end)};
  } catch (const Failure &f) {
    if (error) *error = ParseError{1, f.column, f.message.str(), f.message};
    return std::nullopt;
  }
}

std::string writeEpdOperations(const std::vector<EpdOperation> &operations) {
  std::string out;
  for (const EpdOperation &op : operations) {
    if (!out.empty()) out += ' ';
    out += op.opcode;
    for (const std::string &o : op.operands) out += ' ' + o;
    out += ';';
  }
  return out;
}

}  // namespace sc
