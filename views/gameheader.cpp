#include "gameheader.h"

#include <QMouseEvent>

#include "gamedocument.h"

namespace {

// A tag's value, or "" for the PGN writer's "unknown" forms.
QString known(const std::map<std::string, std::string> &tags, const char *name) {
  const auto it = tags.find(name);
  if (it == tags.end()) return {};
  const QString value = QString::fromStdString(it->second).trimmed();
  static const QStringList unknown = {QStringLiteral("?"), QStringLiteral("????.??.??"),
                                      QStringLiteral("-")};
  return unknown.contains(value) ? QString() : value;
}

}  // namespace

GameHeader::GameHeader(GameDocument *document, QWidget *parent)
    : QLabel(parent), m_document(document) {
  setObjectName(QStringLiteral("gameHeader"));
  setWordWrap(true);
  setTextFormat(Qt::RichText);
  setContentsMargins(6, 4, 6, 2);
  setToolTip(tr("Double-click to edit the game's information"));
  connect(document, &GameDocument::tagsChanged, this, &GameHeader::refresh);
  connect(document, &GameDocument::gameReset, this, &GameHeader::refresh);
  refresh();
}

void GameHeader::refresh() {
  if (!m_document) return;
  const auto &tags = m_document->tree().tags();
  auto player = [&tags](const char *name, const char *elo) {
    QString who = known(tags, name);
    if (who.isEmpty()) return who;
    const QString rating = known(tags, elo);
    who = who.toHtmlEscaped();
    return rating.isEmpty() ? who : who + QStringLiteral(" (%1)").arg(rating.toHtmlEscaped());
  };
  const QString white = player("White", "WhiteElo"), black = player("Black", "BlackElo");
  QString players;
  if (!white.isEmpty() || !black.isEmpty())
    players = (white.isEmpty() ? QStringLiteral("?") : white) + QStringLiteral(" \u2013 ") +
              (black.isEmpty() ? QStringLiteral("?") : black);
  QStringList where;
  for (const char *name : {"Event", "Site"})
    if (const QString v = known(tags, name); !v.isEmpty()) where << v.toHtmlEscaped();
  QString date = known(tags, "Date");
  date.remove(QStringLiteral(".??"));  // "2024.05.??" says 2024.05
  if (!date.isEmpty() && !date.startsWith(QStringLiteral("????"))) where << date.toHtmlEscaped();
  if (const QString round = known(tags, "Round"); !round.isEmpty())
    where << tr("round %1").arg(round.toHtmlEscaped());
  if (players.isEmpty() && where.isEmpty()) {
    clear();
    hide();
    return;
  }
  const QString second = where.join(QStringLiteral(", "));
  QString html;
  if (!players.isEmpty()) html = QStringLiteral("<b>%1</b>").arg(players);
  if (!second.isEmpty())
    html += (html.isEmpty() ? QString() : QStringLiteral("<br>")) +
            QStringLiteral("<span style=\"color: %1\">%2</span>")
                .arg(palette().color(QPalette::PlaceholderText).name(), second);
  setText(html);
  show();
}

void GameHeader::mouseDoubleClickEvent(QMouseEvent *event) {
  if (event->button() == Qt::LeftButton) emit editRequested();
  QLabel::mouseDoubleClickEvent(event);
}
