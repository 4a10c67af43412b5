#include "status.h"

#include "movegen.h"

namespace sc {

namespace {

Outcome winner(Color c) { return c == Color::White ? Outcome::WhiteWins : Outcome::BlackWins; }

// S22: every remaining monarch of `side` outranks the sum of all enemy ranks.
bool outranksEverything(const Position &pos, Color side) {
  const Variant &v = pos.variant();
  int enemySum = 0, lowestMonarch = 1 << 20;
  bool hasMonarch = false;
  for (Square s : v.squares()) {
    const Cell &c = pos.at(s);
    if (c.empty()) continue;
    if (c.color != side) {
      enemySum += c.rank;
    } else if (v.piece(c).monarch) {
      hasMonarch = true;
      lowestMonarch = std::min<int>(lowestMonarch, c.rank);
    }
  }
  return hasMonarch && enemySum < lowestMonarch;
}

// S21: one monarch each and nothing else.
bool bareMonarchs(const Position &pos) {
  const Variant &v = pos.variant();
  int shooters[2] = {0, 0};
  for (Square s : v.squares()) {
    const Cell &c = pos.at(s);
    if (c.empty()) continue;
    if (!v.piece(c).monarch) return false;
    ++shooters[index(c.color)];
  }
  return shooters[0] == 1 && shooters[1] == 1;
}

// The minor pieces of C9 and M19, recognised by their data: a single (2,1)
// leap (the knight) and a diagonal slide (the bishop).
bool knightLike(const PieceType &p) {
  return p.moveStyle == MoveStyle::Leap && p.leaps.size() == 1 &&
         p.leaps[0].files * p.leaps[0].ranks == 2;
}
bool bishopLike(const PieceType &p) {
  return p.moveStyle == MoveStyle::Slide && p.moveDirs == kDiagonal;
}

}  // namespace

// C9: (a) bare kings; (b) a king and one knight against a bare king;
// (c) kings and bishops only (at least one), all on squares of one colour.
bool insufficientMaterial(const Position &pos) {
  const Variant &v = pos.variant();
  int knights = 0, bishops = 0;
  int bishopColours = 0;  // bit 0: a bishop on a dark square, bit 1: on a light one
  // The search asks after every capture: the first piece that can mate answers.
  const bool minorsOnly = pos.forEachPiece([&](Square s) {
    const PieceType &p = v.piece(pos.at(s));
    if (p.monarch) return true;
    if (knightLike(p)) {
      ++knights;
    } else if (bishopLike(p)) {
      ++bishops;
      bishopColours |= 1 << ((fileOf(s) + rankOf(s)) % 2);
    } else {
      return false;
    }
    return true;
  });
  if (!minorsOnly) return false;
  if (knights == 0 && bishops == 0) return true;
  if (knights == 1 && bishops == 0) return true;
  return knights == 0 && bishopColours != 3;
}

namespace {

// F17: the side's only monarch left has reached the winning rank.
bool lastMonarchRanked(const Position &pos, Color side, int rank) {
  Square m;
  return royalMonarch(pos, side, m) && pos.at(m).rank >= rank;
}

// M19: (a) bare kings; (b) a king and one knight or one bishop against a bare
// king; every piece holding only its own weapons (C9(c) does not apply).
bool bareMinor(const Position &pos) {
  const Variant &v = pos.variant();
  int minors = 0;
  for (Square s : v.squares()) {
    const Cell &c = pos.at(s);
    if (c.empty()) continue;
    if (c.weapons) return false;
    if (v.piece(c).monarch) continue;
    if (!knightLike(v.piece(c)) && !bishopLike(v.piece(c))) return false;
    ++minors;
  }
  return minors <= 1;
}

// K28: kings alone on the board (craters aside), nothing in the pools, too
// little credit to buy anything (below 2) and no fortune of war left.
bool bareKings(const Position &pos) {
  const Variant &v = pos.variant();
  for (Square s : v.squares()) {
    const Cell &c = pos.at(s);
    if (!c.empty() && !v.piece(c).monarch && !v.piece(c).crater) return false;
  }
  if (pos.fortune() != 0) return false;
  for (Color c : {Color::White, Color::Black}) {
    if (pos.credit(c) >= 2) return false;
    for (int i = 0; i < kPoolTypes; ++i)
      if (pos.pool(c, i)) return false;
  }
  return true;
}

}  // namespace

Status evaluateStatus(Position &pos) {
  const Color us = pos.sideToMove();
  const int white = pos.monarchCount(Color::White), black = pos.monarchCount(Color::Black);
  // D16 order, with F19's rank-10 victory after S18.
  if (white == 0 || black == 0) {
    // Both gone only after a bomber that won (D14): the side that moved wins.
    const Color won = (white == 0 && black == 0) ? ~us : (white == 0 ? Color::Black : Color::White);
    return {winner(won), EndReason::BothMonarchsLost};
  }
  if (const int rank = pos.rules().lastMonarchWinsAt) {
    const bool w = lastMonarchRanked(pos, Color::White, rank);
    const bool b = lastMonarchRanked(pos, Color::Black, rank);
    if (w || b)
      return {w && b ? Outcome::Draw : winner(w ? Color::White : Color::Black),
              EndReason::LastMonarchRanked, rank};
  }
  if (pos.rules().options.insufficientForce) {
    for (Color c : {Color::White, Color::Black})
      if (outranksEverything(pos, c)) return {winner(c), EndReason::InsufficientForce};
  }
  if (pos.rules().bareMonarchs && bareMonarchs(pos))
    return {Outcome::Draw, EndReason::BareMonarchs};
  TurnList turns;
  generateLegal(pos, turns);
  const bool check = inCheck(pos);
  if (turns.size == 0) {
    if (check) return {winner(~us), EndReason::Checkmate};
    if (pos.rules().options.stalemate == StalemateRule::Loss)
      return {winner(~us), EndReason::Stalemate};
    return {Outcome::Draw, EndReason::Stalemate};
  }
  // C12: checkmate and stalemate first, then the material, then the counter.
  if (pos.rules().material == MaterialRule::BareMinor && bareMinor(pos))
    return {Outcome::Draw, EndReason::InsufficientMaterial};
  if (pos.rules().material == MaterialRule::BareKings && bareKings(pos))
    return {Outcome::Draw, EndReason::InsufficientMaterial};
  if (pos.rules().material == MaterialRule::Fide && insufficientMaterial(pos))
    return {Outcome::Draw, EndReason::InsufficientMaterial};
  if (pos.quietPlies() >= pos.rules().quietLimit)
    return {Outcome::Draw,
            pos.rules().fiftyMove ? EndReason::FiftyMoveRule : EndReason::QuietPlies};
  if (check) return {Outcome::Ongoing, EndReason::Check};
  return {};
}

std::string statusText(const Status &s) {
  std::string reason;
  switch (s.reason) {
    case EndReason::None:
      reason = "";
      break;
    case EndReason::Check:
      reason = "check";
      break;
    case EndReason::BothMonarchsLost:
      reason = "both monarchs lost";
      break;
    case EndReason::Checkmate:
      reason = "checkmate";
      break;
    case EndReason::Stalemate:
      reason = "stalemate";
      break;
    case EndReason::InsufficientForce:
      reason = "insufficient force";
      break;
    case EndReason::BareMonarchs:
      reason = "bare monarchs";
      break;
    case EndReason::QuietPlies:
      reason = "quiet plies";
      break;
    case EndReason::Repetition:
      reason = "threefold repetition";
      break;
    case EndReason::InsufficientMaterial:
      reason = "insufficient material";
      break;
    case EndReason::FiftyMoveRule:
      reason = "fifty-move rule";
      break;
    case EndReason::LastMonarchRanked:  // F17: both sides at once is a draw
      reason = std::string(s.outcome == Outcome::Draw ? "both last monarchs" : "last monarch") +
               " ranked " + std::to_string(s.rank);
      break;
  }
  switch (s.outcome) {
    case Outcome::Ongoing:
      return s.reason == EndReason::Check ? "check" : "ongoing";
    case Outcome::WhiteWins:
      return "white wins: " + reason;
    case Outcome::BlackWins:
      return "black wins: " + reason;
    case Outcome::Draw:
      return "draw: " + reason;
  }
  return "ongoing";
}

Outcome outcomeOfResult(std::string_view result) {
  if (result == "1-0") return Outcome::WhiteWins;
  if (result == "0-1") return Outcome::BlackWins;
  if (result == "1/2-1/2") return Outcome::Draw;
  return Outcome::Ongoing;
}

}  // namespace sc
