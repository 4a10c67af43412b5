#include "output.h"

#include <algorithm>
#include <memory>

#include "json.h"
#include "movegen.h"
#include "notation.h"
#include "sfen.h"
#include "turninfo.h"

namespace cli {

std::vector<NotatedTurn> notatedLegalTurns(sc::Position &pos) {
  // TurnList holds kMaxTurns turns in place: too large for the stack.
  auto list = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *list);
  std::vector<NotatedTurn> out;
  out.reserve(std::size_t(list->size));
  for (const sc::Turn &t : *list) out.push_back({sc::formatTurnWithSuffix(pos, t), t});
  std::stable_sort(out.begin(), out.end(), [](const NotatedTurn &a, const NotatedTurn &b) {
    return a.notation < b.notation;
  });
  return out;
}

std::string turnJson(sc::Position &pos, const NotatedTurn &t) {
  using sc::json::quote;
  const TurnInfo info = describeTurn(pos, t.turn);
  std::string s = "{\"notation\": " + quote(t.notation);
  s += ", \"kind\": " + quote(sc::kindName(t.turn.kind));
  s += ", \"from\": " + (info.from ? quote(sc::squareName(*info.from)) : std::string("null"));
  s += ", \"to\": " + (info.to ? quote(sc::squareName(*info.to)) : std::string("null"));
  s += ", \"targets\": [";
  for (std::size_t i = 0; i < info.targets.size(); ++i)
    s += (i ? ", " : "") + quote(sc::squareName(info.targets[i]));
  s += "]";
  pos.make(t.turn);
  s += ", \"fen_after\": " + quote(sc::writeSfen(pos));
  pos.undo();
  s += "}";
  return s;
}

}  // namespace cli
