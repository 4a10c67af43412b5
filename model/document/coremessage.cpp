#include "coremessage.h"

#include <QCoreApplication>
#include <vector>

namespace {

// Piece names come from the ruleset files, which lupdate does not read; the
// built-in rulesets' names are listed here so that they are translated
// ("PieceName" is also the context the views use).
[[maybe_unused]] constexpr const char *kPieceNames[] = {
    QT_TRANSLATE_NOOP("PieceName", "king"),
    QT_TRANSLATE_NOOP("PieceName", "queen"),
    QT_TRANSLATE_NOOP("PieceName", "rook"),
    QT_TRANSLATE_NOOP("PieceName", "bishop"),
    QT_TRANSLATE_NOOP("PieceName", "knight"),
    QT_TRANSLATE_NOOP("PieceName", "pawn"),
    // Chess-Battle (B4)
    QT_TRANSLATE_NOOP("PieceName", "headquarters"),
    QT_TRANSLATE_NOOP("PieceName", "bomber"),
    QT_TRANSLATE_NOOP("PieceName", "tank"),
    QT_TRANSLATE_NOOP("PieceName", "gun"),
    QT_TRANSLATE_NOOP("PieceName", "machine-gun"),
    QT_TRANSLATE_NOOP("PieceName", "cavalry"),
    QT_TRANSLATE_NOOP("PieceName", "soldier"),
    // Cannon Battle Chess (K2)
    QT_TRANSLATE_NOOP("PieceName", "jester"),
    QT_TRANSLATE_NOOP("PieceName", "elite pawn"),
    QT_TRANSLATE_NOOP("PieceName", "cannon"),
    QT_TRANSLATE_NOOP("PieceName", "ammunition"),
    QT_TRANSLATE_NOOP("PieceName", "archer"),
    QT_TRANSLATE_NOOP("PieceName", "crater"),
};
// With the definite article, for sentences that start with the piece
// (wizardtext::pieceNameDefinite).
[[maybe_unused]] constexpr const char *kDefinitePieceNames[] = {
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the king"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the queen"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the rook"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the bishop"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the knight"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the pawn"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the headquarters"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the bomber"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the tank"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the gun"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the machine-gun"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the cavalry"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the soldier"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the jester"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the elite pawn"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the cannon"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the ammunition"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the archer"),
    QT_TRANSLATE_NOOP("PieceNameDefinite", "the crater"),
};

}  // namespace

namespace CoreMessage {

QString translated(const sc::Message &message) {
  if (!message.context) return QString::fromStdString(message.text);
  std::vector<std::string> args;
  args.reserve(message.args.size());
  for (const sc::Message &a : message.args) args.push_back(translated(a).toStdString());
  // Placeholders are filled in one pass, as in the core, so that an argument
  // holding "%1" is never substituted again.
  const QString text = QCoreApplication::translate(message.context, message.text.c_str());
  return QString::fromStdString(sc::fillPlaceholders(text.toStdString(), args));
}

QString translated(const sc::Message &detail, const std::string &fallback) {
  if (!detail.context) return QString::fromStdString(fallback);
  return translated(detail);
}

}  // namespace CoreMessage
