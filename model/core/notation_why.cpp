// explainTurn: the reason a declaration built from squares (a wizard's or a
// board's answer) is not legal, with the same words as an unreadable token.
#include <memory>

#include "notation.h"
#include "notation_explain.h"

namespace sc {

Message explainTurn(Position &pos, const Turn &t) {
  using namespace notation;
  auto legal = std::make_unique<TurnList>();
  generateLegal(pos, *legal);
  const Token tok = describe(pos, t);
  for (const Turn &l : *legal)
    if (describe(pos, l).sameDeclaration(tok)) return {};
  return explainIllegal(pos, tok);
}

}  // namespace sc
