// EPD (the PGN standard, section 16): a chess position of four fields, then
// operations, `opcode operand ...;` (`bm Qg6; id "WAC.001";`), the form that
// puzzle collections and engine test suites come in. Writers that put the
// FEN's two counters before the operations are read too. EPD is a chess form:
// a rule system whose position is not a FEN reads a line as its SFEN alone.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sfen.h"

namespace sc {

struct EpdOperation {
  std::string opcode;                 // "bm", "id", "c0": a letter, then letters, digits, '_'
  std::vector<std::string> operands;  // as written: a string operand keeps its quotes
};

struct EpdLine {
  Position position;
  std::vector<EpdOperation> operations;

  // The operands of the first `opcode` operation, string quotes taken off,
  // joined by spaces; empty when there is none.
  std::string operand(const std::string &opcode) const;
};

// One line of a position file. A failure names its column in `error`.
std::optional<EpdLine> readEpd(const VariantPtr &variant, const std::string &line,
                               ParseError *error = nullptr);

// Operations as EPD writes them: `bm Qg6; id "WAC.001";`.
std::string writeEpdOperations(const std::vector<EpdOperation> &operations);

}  // namespace sc
