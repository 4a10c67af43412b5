// Cannon Battle Chess tokens for the kinds the project's notation has no
// shape for (K31, docs/notation.md): fire, frontal attack, withdraw, buy,
// place and the fortune of war's outcomes. Reading compares a token with the
// tokens of the legal turns, so reading can never disagree with writing.
#include "notation_battle.h"

#include <cctype>
#include <memory>

#include "battlefield.h"
#include "notation.h"

namespace sc::notation {

namespace {

std::string letter(const Position &pos, int pieceIndex) {
  return std::string(1, pos.rules().pieces[std::size_t(pieceIndex)].letter);
}

std::string shooter(const Position &pos, Square s) {
  const Cell &c = pos.at(s);
  return (c.empty() ? std::string() : std::string(1, pos.rules().piece(c).letter)) + squareName(s);
}

}  // namespace

bool battleToken(const Position &pos, const Turn &t, std::string &out) {
  switch (t.kind) {
    case TurnKind::Fire:  // K11: the cannon and the landing square
      out = shooter(pos, t.from) + "@" + squareName(t.to);
      return true;
    case TurnKind::Frontal:  // K17: the starting piece and its destination
      out = shooter(pos, t.from) + ">>" + squareName(t.to);
      return true;
    case TurnKind::Withdraw:  // K21
      out = "-" + shooter(pos, t.from);
      return true;
    case TurnKind::Buy:  // K22: the type; a shot is S
      out = "+" + letter(pos, t.extra);
      return true;
    case TurnKind::Place:  // K14: the archers' squares; K23: the pool piece's type
      if (t.flags & Turn::kArchers) {
        const unsigned mask = unsigned(t.target) | unsigned(t.extra) << 8;
        const int rank = pos.sideToMove() == Color::White ? 0 : pos.rules().board.ranks - 1;
        int archer = 0;
        for (int i = 0; i < int(pos.rules().pieces.size()); ++i)
          if (pos.rules().pieces[std::size_t(i)].archer) archer = i;
        out = "*" + letter(pos, archer);
        for (int f = 0; f < kGridSize; ++f)
          if (mask >> f & 1) out += squareName(makeSquare(f, rank));
      } else {
        out = "*" + letter(pos, t.extra);
      }
      return true;
    case TurnKind::Chance:  // K24: the card, its kind, its side and type or its squares
      switch (ChanceCard(t.target)) {
        case ChanceCard::QueenOfHearts:
          out = std::string("QH:") + (t.flags & Turn::kForBlack ? "b" : "w") + letter(pos, t.extra);
          break;
        case ChanceCard::Strike:
          out = "AS:" + squareName(t.from) + squareName(t.to);
          break;
        case ChanceCard::Isolation:
          out = "AS:isolated";
          break;
        case ChanceCard::Repair:
          out = "JK:repair";
          break;
      }
      return true;
    default:
      return false;
  }
}

std::optional<Turn> findBattleTurn(Position &pos, const std::string &body) {
  auto legal = std::make_unique<TurnList>();
  generateLegal(pos, *legal);
  for (const Turn &t : *legal) {
    std::string token;
    if (!battleToken(pos, t, token)) continue;
    if (body == token) return t;
    // A letter may be left out, as everywhere ("b2@b6", "c3>>c4", "-d1").
    const std::size_t at = token[0] == '-' ? 1 : 0;
    if (t.kind != TurnKind::Buy && t.kind != TurnKind::Place && t.kind != TurnKind::Chance &&
        std::isupper(static_cast<unsigned char>(token[at])) &&
        body == token.substr(0, at) + token.substr(at + 1))
      return t;
  }
  return std::nullopt;
}

Message explainFire(Position &pos, Square from, Square to) {
  const Variant &v = pos.variant();
  const Cell &c = pos.at(from);
  if (!v.onBoard(from) || !v.onBoard(to))
    return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 is not on the board"),
                   squareName(v.onBoard(from) ? to : from));
  if (c.empty() || !v.piece(c).fires || c.color != pos.sideToMove())
    return message(SC_TRANSLATE_NOOP("sc::Notation", "no cannon of the side to move on %1"),
                   squareName(from));
  if (!battlefield::canFire(pos, from))  // K11
    return message(SC_TRANSLATE_NOOP("sc::Notation",
                                     "the cannon on %1 has no ammunition right behind it (K11)"),
                   squareName(from));
  const int ahead = (rankOf(to) - rankOf(from)) * (c.color == Color::White ? 1 : -1);
  if (fileOf(to) != fileOf(from) || ahead < 1 || ahead > pos.rules().battlefield.fireRange)
    return message(
        SC_TRANSLATE_NOOP("sc::Notation", "a cannon fires 1 to %1 squares straight ahead (K11)"),
        pos.rules().battlefield.fireRange);
  if (!pos.at(to).empty())
    return message(SC_TRANSLATE_NOOP("sc::Notation", "the landing square %1 is not empty (K11)"),
                   squareName(to));
  return message(
      SC_TRANSLATE_NOOP("sc::Notation", "its blast would leave the own king in check (K26)"));
}

}  // namespace sc::notation
