// Writing the turn notation (docs/notation.md).
#include "notation.h"

#include <algorithm>
#include <initializer_list>
#include <memory>

#include "notation_battle.h"
#include "notation_san.h"
#include "notation_token.h"
#include "weapons.h"

namespace sc {
namespace notation {

bool Token::sameDeclaration(const Token &o) const {
  if (shape != o.shape || count != o.count || promotion != o.promotion) return false;
  for (int i = 0; i < count; ++i)
    if (squares[i] != o.squares[i]) return false;
  return true;
}

bool isShooterSlot(Shape shape, int slot) {
  if (slot == 0) return true;
  if (slot != 1) return false;
  switch (shape) {
    case Shape::Unload:
    case Shape::Bridge:
    case Shape::Unbridge:
    case Shape::Translate:
    case Shape::TranslateShot:
    case Shape::RotateCw:
    case Shape::RotateCcw:
      return true;
    default:
      return false;
  }
}

namespace {

// The square reached from `s` by the offset that leads from `from` to `to`;
// a translate moves both members by the same offset.
Square shifted(Square s, Square from, Square to) {
  return makeSquare(fileOf(s) + fileOf(to) - fileOf(from), rankOf(s) + rankOf(to) - rankOf(from));
}

}  // namespace

Token describe(const Position &pos, const Turn &t) {
  Token tok;
  auto set = [&tok](std::initializer_list<Square> squares) {
    for (Square s : squares) tok.squares[tok.count++] = s;
  };
  switch (t.kind) {
    case TurnKind::Move:
      tok.shape = Shape::Move;
      set({t.from, t.to});
      break;
    case TurnKind::Shoot:
      tok.shape = Shape::Shoot;
      set({t.from, t.target});
      break;
    case TurnKind::MoveShoot:
      tok.shape = Shape::MoveShoot;
      set({t.from, t.to, t.target});
      break;
    case TurnKind::Series:
      if (t.flags & Turn::kRouted) {
        tok.shape = Shape::RoutedSeries;
        set({t.from, t.extra, t.to});
      } else {
        tok.shape = Shape::Series;
        set({t.from, t.to});
      }
      break;
    case TurnKind::Replace:
      tok.shape = Shape::Replace;
      set({t.from, t.target});
      break;
    case TurnKind::Unload:
      tok.shape = Shape::Unload;
      set({t.from, t.target});
      break;
    case TurnKind::Bridge:
    case TurnKind::Unbridge:
      // Both members are the same declaration; the lower square comes first.
      tok.shape = t.kind == TurnKind::Bridge ? Shape::Bridge : Shape::Unbridge;
      set({std::min(t.from, t.target), std::max(t.from, t.target)});
      break;
    case TurnKind::PairTranslate:
      if (t.flags & Turn::kShot) {
        tok.shape = Shape::TranslateShot;  // the shooter first (D6)
        set({t.from, t.extra, t.to, t.target});
      } else if (t.from < t.extra) {
        tok.shape = Shape::Translate;
        set({t.from, t.extra, t.to});
      } else {
        tok.shape = Shape::Translate;
        set({t.extra, t.from, shifted(t.extra, t.from, t.to)});
      }
      break;
    case TurnKind::PairRotate:
      tok.shape = (t.flags & Turn::kClockwise) ? Shape::RotateCw : Shape::RotateCcw;
      set({t.from, t.extra, t.to});
      break;
    case TurnKind::Bomber:
      tok.shape = Shape::Bomber;
      set({t.from});
      break;
    // Rulesets with these kinds write SAN (notation_san.h); the project's
    // tokens below only keep every turn describable.
    // MegaMan Chess captures standing (to == from) and has tokens of its own.
    case TurnKind::Capture:
    case TurnKind::EnPassant:
      tok.shape = t.to != t.from                  ? Shape::Replace
                  : t.kind == TurnKind::EnPassant ? Shape::EnPassant
                                                  : Shape::Shoot;
      set({t.from, t.target});
      break;
    case TurnKind::Castle:
      tok.shape = Shape::Move;
      set({t.from, t.to});
      break;
    case TurnKind::Promotion:
      tok.shape = (t.flags & Turn::kTakes) ? Shape::Move : Shape::Promotion;
      if (tok.shape == Shape::Promotion) tok.promotion = pos.rules().pieces[t.extra].letter;
      set({t.from, t.to});
      break;
    case TurnKind::Double:
      tok.shape = Shape::Double;
      set({t.from, t.target});
      break;
    case TurnKind::Breakthrough:  // B17, B19: the soldier, the square reached, the piece named
      tok.shape = pos.at(t.to).empty() ? Shape::Breakthrough : Shape::BreakthroughTakes;
      set({t.from, t.to});
      if (t.flags & Turn::kNamed) set({t.target});
      break;
    // Cannon Battle Chess (K11-K24): written and read by notation_battle.cpp.
    // A fire is a shot at its landing square and a frontal attack a series
    // (shapes no other turn of the ruleset has); the rest name no square, so
    // that no token of the shapes above reads as them.
    case TurnKind::Fire:
      tok.shape = Shape::Shoot;
      set({t.from, t.to});
      break;
    case TurnKind::Frontal:
      tok.shape = Shape::Series;
      set({t.from, t.to});
      break;
    case TurnKind::Withdraw:
    case TurnKind::Buy:
    case TurnKind::Place:
    case TurnKind::Chance:
    case TurnKind::Null:  // formatTurn writes "--" before asking
      tok.shape = Shape::Bomber;
      break;
    case TurnKind::Volley: {
      tok.shape = Shape::Volley;
      Square weak[kMaxReached];
      const int n = volleyTargets(pos, t.from, weak);
      const unsigned mask = t.target | unsigned(t.extra) << 8;
      set({t.from});
      for (int i = 0; i < n; ++i)
        if (mask >> i & 1) set({weak[i]});
      break;
    }
  }
  for (int i = 0; i < tok.count; ++i) {
    const Cell &c = pos.at(tok.squares[i]);
    if (isShooterSlot(tok.shape, i) && !c.empty()) tok.letters[i] = pos.rules().piece(c).letter;
  }
  return tok;
}

std::string render(const Token &tok) {
  auto shooter = [&tok](int i) {
    std::string s = tok.letters[i] ? std::string(1, tok.letters[i]) : std::string();
    return s + squareName(tok.squares[i]);
  };
  auto sq = [&tok](int i) { return squareName(tok.squares[i]); };
  switch (tok.shape) {
    case Shape::Move:
      return shooter(0) + "-" + sq(1);
    case Shape::MoveShoot:
      return shooter(0) + "-" + sq(1) + "@" + sq(2);
    case Shape::Shoot:
      return shooter(0) + "@" + sq(1);
    case Shape::Series:
      return shooter(0) + ">" + sq(1);
    case Shape::RoutedSeries:
      return shooter(0) + ">" + sq(1) + ">" + sq(2);
    case Shape::Replace:
      return shooter(0) + "x" + sq(1);
    case Shape::Unload:
      return shooter(0) + "^" + sq(1);  // the receiver is written without its letter
    case Shape::Bridge:
      return shooter(0) + "=" + shooter(1);
    case Shape::Unbridge:
      return shooter(0) + "|" + shooter(1);
    case Shape::Translate:
      return shooter(0) + "=" + shooter(1) + "-" + sq(2);
    case Shape::TranslateShot:
      return shooter(0) + "=" + shooter(1) + "-" + sq(2) + "@" + sq(3);
    case Shape::RotateCw:
      return shooter(0) + "~" + shooter(1) + ">" + sq(2);
    case Shape::RotateCcw:
      return shooter(0) + "~" + shooter(1) + "<" + sq(2);
    case Shape::Bomber:
      return shooter(0) + "@@";
    case Shape::Promotion:
      return shooter(0) + "-" + sq(1) + "=" + tok.promotion;
    case Shape::Volley: {
      std::string out = shooter(0);
      for (int i = 1; i < tok.count; ++i) out += "@" + sq(i);
      return out;
    }
    case Shape::Double:
      return shooter(0) + "&" + sq(1);
    case Shape::EnPassant:
      return shooter(0) + "&" + sq(1) + "ep";
    case Shape::Breakthrough:
    case Shape::BreakthroughTakes:
      return shooter(0) + (tok.shape == Shape::Breakthrough ? "-" : "x") + sq(1) + "!" +
             (tok.count > 2 ? sq(2) : std::string());
  }
  return {};
}

}  // namespace notation

bool isNullToken(std::string_view token) { return token == kNullToken || token == "Z0"; }

bool mayPass(Position &pos) {
  if (inCheck(pos)) return false;
  auto turns = std::make_unique<TurnList>();
  generateLegal(pos, *turns);
  return turns->size > 0 && (*turns)[0].kind != TurnKind::Chance;
}

std::string formatTurn(const Position &pos, const Turn &t) {
  if (t.kind == TurnKind::Null) return kNullToken;
  if (pos.rules().notation == NotationStyle::San) return san::format(pos, t);
  if (std::string token; notation::battleToken(pos, t, token)) return token;  // K31
  return notation::render(notation::describe(pos, t));
}

std::string formatTurnWithSuffix(Position &pos, const Turn &t) {
  std::string token = formatTurn(pos, t);
  const Color mover = pos.sideToMove();
  pos.make(t);
  // A turn that takes the opponent's last monarch ends the game (S18); the
  // opponent then has no royal monarch, so no suffix is written. A turn after
  // which the same side moves again (a chance turn, K24) gives no check (K26),
  // even when it leaves or finds its own king in check.
  if (pos.sideToMove() != mover && inCheck(pos)) {
    auto turns = std::make_unique<TurnList>();
    generateLegal(pos, *turns);
    token += turns->size == 0 ? "#" : "+";
  }
  pos.undo();
  return token;
}

std::string formatEngineTurn(const Position &pos, const Turn &t) {
  return pos.rules().notation == NotationStyle::San ? san::formatLong(pos, t) : formatTurn(pos, t);
}

std::vector<std::string> formatLine(const Position &start, const std::vector<Turn> &line) {
  Position pos = start;
  std::vector<std::string> out;
  out.reserve(line.size());
  for (const Turn &t : line) {
    out.push_back(formatTurnWithSuffix(pos, t));
    pos.make(t);
  }
  return out;
}

}  // namespace sc
