#include "offboardline.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

#include "position.h"

namespace OffBoard {
namespace {

// Inside namespace OffBoard, so lupdate files these under the OffBoard context.
QString tr(const char *text) { return QCoreApplication::translate("OffBoard", text); }

}  // namespace

QString line(const sc::Position &position) {
  const sc::Ruleset &rules = position.rules();
  if (!rules.battlefield.on) return {};
  QStringList parts;
  for (const sc::Color c : {sc::Color::White, sc::Color::Black}) {
    QString side = (c == sc::Color::White ? tr("White: credit %1, losses %2")
                                          : tr("Black: credit %1, losses %2"))
                       .arg(position.credit(c))
                       .arg(position.lost(c));
    QStringList waiting;
    for (int i = 0; i < std::min<int>(int(rules.pieces.size()), sc::kPoolTypes); ++i)
      if (const int n = position.pool(c, i); n > 0) {
        QString name =
            QCoreApplication::translate("PieceName", rules.pieces[std::size_t(i)].name.c_str());
        if (!name.isEmpty()) name[0] = name[0].toUpper();
        waiting << (n == 1 ? name : QStringLiteral("%1 \u00d7%2").arg(name).arg(n));
      }
    if (!waiting.isEmpty()) side += tr(", waiting: %1").arg(waiting.join(QStringLiteral(", ")));
    parts << side;
  }
  if (position.fortune() > 0) parts << tr("The fortune of war at move %1").arg(position.fortune());
  return parts.join(QStringLiteral(" \u00b7 "));
}

}  // namespace OffBoard
