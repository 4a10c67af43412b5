// Words the declaration wizard builds its choices and refusals from, shared
// by declarationwizard_choices.cpp and declarationwizard_reasons.cpp.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "position.h"

namespace wizardtext {

inline QString squareText(sc::Square s) { return QString::fromStdString(sc::squareName(s)); }

// The translated name of the shooter on `s` ("rook"), lower case.
inline QString pieceName(const sc::Position &pos, sc::Square s) {
  return QCoreApplication::translate("PieceName", pos.variant().piece(pos.at(s)).name.c_str());
}

// The shooter on `s` with its definite article ("the rook"): French and
// German nouns carry their gender there ("la tour", "le cavalier", "der
// Turm"), which "the %1" cannot give ("la pièce cavalier", issue 15).
inline QString pieceNameDefinite(const sc::Position &pos, sc::Square s) {
  const std::string the = "the " + pos.variant().piece(pos.at(s)).name;
  return QCoreApplication::translate("PieceNameDefinite", the.c_str());
}

// The first letter in upper case, unless the text starts with a square name
// ("h1 is not empty"), which stays as it is written.
inline QString capitalised(QString text) {
  if (!text.isEmpty() && !(text.size() > 1 && text[1].isDigit())) text[0] = text[0].toUpper();
  return text;
}

}  // namespace wizardtext
