// Internal to the notation files: a token as a structure. The formatter
// renders it, the reader builds it from text and compares it with the tokens
// of the legal turns, and the explanations read it. Not part of the API.
#pragma once

#include <array>
#include <string>

#include "message.h"
#include "position.h"

namespace sc::notation {

// The token's form (docs/notation.md grammar). Squares by slot:
//   Move [from, to]            MoveShoot [from, to, target]    Shoot [from, target]
//   Series [from, to]          RoutedSeries [from, corner, to] Replace [from, target]
//   Unload [sacrifice, receiver]   Bridge, Unbridge [a, b] (lower first)
//   Translate [a, b, a's destination] (lower first)
//   TranslateShot [shooter, partner, shooter's destination, target]
//   RotateCw, RotateCcw [mover, pivot, end]    Bomber [king]
//   Promotion [from, to] and `promotion`       Volley [capturer, targets in square order]
//   Double, EnPassant [capturer, target]       (MegaMan Chess, M9-M14)
//   Breakthrough, BreakthroughTakes [soldier, square reached, named piece if any] (B17)
enum class Shape : std::uint8_t {
  Move,
  MoveShoot,
  Shoot,
  Series,
  RoutedSeries,
  Replace,
  Unload,
  Bridge,
  Unbridge,
  Translate,
  TranslateShot,
  RotateCw,
  RotateCcw,
  Bomber,
  Promotion,
  Volley,
  Double,
  EnPassant,
  Breakthrough,       // "Se11-e12!c7": onto an empty square
  BreakthroughTakes,  // "Se11xd12!c7": taking the piece there (B16, B17)
};

// A volley names its capturer and up to 16 targets (M9).
inline constexpr int kTokenSquares = 17;

struct Token {
  Shape shape = Shape::Move;
  int count = 0;  // squares used
  std::array<Square, kTokenSquares> squares{};
  std::array<char, kTokenSquares>
      letters{};  // upper-case piece letter of a shooter slot; 0 = none given
  std::array<int, kTokenSquares>
      columns{};       // reading only: where each square's text starts (from 1)
  char promotion = 0;  // Promotion: the new piece's letter

  bool sameDeclaration(const Token &o) const;  // shape and squares
};

// Slots that name a shooter (their letter is checked when given): slot 0
// always, slot 1 for the two-shooter kinds and the unload's receiver.
bool isShooterSlot(Shape shape, int slot);

// The token of a turn in `pos` (before the turn), letters filled in.
Token describe(const Position &pos, const Turn &t);
std::string render(const Token &tok);

// Why a read token names no legal turn in `pos` (the side to move's view).
// `pos` is restored.
Message explainIllegal(Position &pos, const Token &tok);

}  // namespace sc::notation
