// parseTurnNumber apart from the line's walk, so that the fuzz target of
// typed text (tests/fuzz/fuzz_gamequery.cpp) builds it without a document.
#include <QRegularExpression>

#include "turnnumber.h"

std::optional<TurnNumber> parseTurnNumber(const QString &text) {
  static const QRegularExpression form(
      QStringLiteral("^\\s*(\\d{1,6})\\s*(\\.\\.\\.|\u2026|\\.)?\\s*$"));
  const QRegularExpressionMatch match = form.match(text);
  if (!match.hasMatch()) return std::nullopt;
  TurnNumber turn;
  turn.number = match.captured(1).toInt();
  if (turn.number < 1) return std::nullopt;
  const QString mark = match.captured(2);
  if (mark == QLatin1String("...") || mark == QStringLiteral("\u2026"))
    turn.side = sc::Color::Black;
  else if (mark == QLatin1String("."))
    turn.side = sc::Color::White;
  return turn;
}
