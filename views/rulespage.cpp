#include "rulespage.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>
#include <cstdlib>

#include "piecediagram.h"
#include "pieceset.h"

namespace {

// The size of a piece's picture on the page, in logical pixels.
constexpr int kPictureSize = 56;
// A square of a move diagram, in logical pixels.
constexpr int kDiagramSquare = 13;

// The piece's moves (dots) and captures (rings) on its board, holes left out.
QImage diagramImage(const sc::Variant &variant, const PieceDiagram &d, const QPixmap &piece,
                    qreal dpr) {
  const int files = variant.rules().board.files, ranks = variant.rules().board.ranks;
  QImage image(QSize(files, ranks) * kDiagramSquare * dpr, QImage::Format_ARGB32_Premultiplied);
  image.setDevicePixelRatio(dpr);
  image.fill(Qt::transparent);
  QPainter p(&image);
  p.setRenderHint(QPainter::Antialiasing);
  for (sc::Square s : variant.squares()) {
    const int f = sc::fileOf(s), r = sc::rankOf(s);
    const QRectF cell(f * kDiagramSquare, (ranks - 1 - r) * kDiagramSquare, kDiagramSquare,
                      kDiagramSquare);
    p.fillRect(cell, (f + r) % 2 == 0 ? QColor(0x8e, 0xa3, 0xb4) : QColor(0xe8, 0xec, 0xef));
    const QPointF c = cell.center();
    if (s == d.origin) {
      p.drawPixmap(cell.toRect(), piece);
    } else if (d.captures.contains(s)) {
      p.setPen(QPen(QColor(0xc0, 0x39, 0x2b), 1.6));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(c, kDiagramSquare * 0.36, kDiagramSquare * 0.36);
    }
    if (s != d.origin && d.moves.contains(s)) {
      p.setPen(Qt::NoPen);
      p.setBrush(QColor(0x1d, 0x1d, 0x22));
      p.drawEllipse(c, kDiagramSquare * 0.16, kDiagramSquare * 0.16);
    }
  }
  return image;
}
// Where the generated piece sections go in a hand-written text.
const QString kPiecesMarker = QStringLiteral("<!-- pieces -->");

QString helpText(const sc::Ruleset &rules) {
  QFile file(QStringLiteral(":/help/%1.html").arg(QString::fromStdString(rules.name)));
  if (!file.open(QIODevice::ReadOnly)) return {};
  return QString::fromUtf8(file.readAll());
}

QString pieceName(const sc::PieceType &piece) {
  return QCoreApplication::translate("PieceName", piece.name.c_str());
}

QString capitalised(QString s) {
  if (!s.isEmpty()) s[0] = s[0].toUpper();
  return s;
}

// Directions in words, written for White (forward is towards Black) when
// the piece's directions are relative, else for either side alike.
QString directions(sc::DirSet dirs, bool relative) {
  using namespace sc;
  if (dirs == kAllDirections) return RulesPage::tr("in any of the 8 directions");
  if (dirs == kOrthogonal) return RulesPage::tr("orthogonally (along a rank or a file)");
  if (dirs == kDiagonal) return RulesPage::tr("diagonally");
  if (dirs == (DirSet(1u << N) | DirSet(1u << S)))
    return relative ? RulesPage::tr("straight forward or back") : RulesPage::tr("forward or back");
  if (dirs == DirSet(1u << N)) return RulesPage::tr("straight forward");
  if (dirs == (DirSet(1u << NE) | DirSet(1u << NW))) return RulesPage::tr("diagonally forward");
  const char *names[kDirections] = {
      QT_TRANSLATE_NOOP("RulesPage", "north"), QT_TRANSLATE_NOOP("RulesPage", "north-east"),
      QT_TRANSLATE_NOOP("RulesPage", "east"),  QT_TRANSLATE_NOOP("RulesPage", "south-east"),
      QT_TRANSLATE_NOOP("RulesPage", "south"), QT_TRANSLATE_NOOP("RulesPage", "south-west"),
      QT_TRANSLATE_NOOP("RulesPage", "west"),  QT_TRANSLATE_NOOP("RulesPage", "north-west")};
  QStringList out;
  for (int d = 0; d < kDirections; ++d)
    if (dirs >> d & 1) out << RulesPage::tr(names[d]);
  return RulesPage::tr("towards %1").arg(out.join(QStringLiteral(", ")));
}

QString distance(int range) {
  return range >= sc::kUnlimitedRange ? RulesPage::tr("any distance")
         : range == 1                 ? RulesPage::tr("1 square")
                                      : RulesPage::tr("up to %1 squares").arg(range);
}

QString promotionNames(const sc::Ruleset &rules, const std::string &letters) {
  QStringList names;
  for (char letter : letters) {
    const int index = rules.pieceByLetter(letter);
    if (index >= 0) names << pieceName(rules.pieces[index]);
  }
  if (names.size() < 2) return names.join(QString());
  const QString last = names.takeLast();
  return RulesPage::tr("%1 or %2").arg(names.join(QStringLiteral(", ")), last);
}

}  // namespace

RulesPage::RulesPage(QWidget *parent) : QDialog(parent) {
  setObjectName(QStringLiteral("rulesPage"));
  m_browser = new QTextBrowser;
  m_browser->setObjectName(QStringLiteral("rulesBrowser"));
  m_browser->setOpenExternalLinks(true);
  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
  auto *layout = new QVBoxLayout(this);
  layout->addWidget(m_browser);
  layout->addWidget(buttons);
}

QSize RulesPage::sizeHint() const {
  return {fontMetrics().averageCharWidth() * 90, fontMetrics().lineSpacing() * 40};
}

void RulesPage::refreshPictures() {
  if (m_rules) setRuleset(sc::Ruleset(*m_rules));
}

void RulesPage::setRuleset(const sc::Ruleset &rules) {
  m_rules = rules;
  m_name = QString::fromStdString(rules.name);
  setWindowTitle(tr("Rules of %1").arg(QString::fromStdString(rules.title)));
  // The pictures are drawn by the board's own piece set, so they look as on
  // the board, and registered with the document under the names the HTML uses.
  QTextDocument *document = m_browser->document();
  PieceSet pieces;
  pieces.useSet(rules.pieceSet);
  const qreal dpr = devicePixelRatioF();
  for (const sc::PieceType &p : rules.pieces)
    for (const sc::Color c : {sc::Color::White, sc::Color::Black}) {
      QPixmap pixmap = pieces.pixmap(p.letter, c, kPictureSize, dpr);
      document->addResource(
          QTextDocument::ImageResource,
          QUrl(QStringLiteral("piece:%1%2")
                   .arg(c == sc::Color::White ? QLatin1Char('w') : QLatin1Char('b'))
                   .arg(QLatin1Char(p.letter))),
          pixmap.toImage());
    }
  // Each piece's moves and captures, drawn by the generator itself.
  const auto variant = std::make_shared<const sc::Variant>(rules);
  for (int i = 0; i < int(rules.pieces.size()); ++i) {
    const sc::PieceType &p = rules.pieces[std::size_t(i)];
    const PieceDiagram d = PieceDiagram::of(variant, i);
    document->addResource(
        QTextDocument::ImageResource, QUrl(QStringLiteral("diagram:%1").arg(QLatin1Char(p.letter))),
        diagramImage(*variant, d, pieces.pixmap(p.letter, sc::Color::White, kDiagramSquare, dpr),
                     dpr));
  }
  m_browser->setHtml(html(rules));
}

QString RulesPage::summary(const sc::Ruleset &rules) {
  static const QRegularExpression meta(
      QStringLiteral("<meta\\s+name=\"description\"\\s+content=\"([^\"]*)\""));
  const QRegularExpressionMatch m = meta.match(helpText(rules));
  if (m.hasMatch()) return m.captured(1).simplified();
  const bool shoots =
      std::any_of(rules.pieces.begin(), rules.pieces.end(),
                  [](const sc::PieceType &p) { return p.capture == sc::CaptureStyle::Shoot; });
  return tr("%1\u00d7%2 board, %3 piece types; ")
             .arg(rules.board.files)
             .arg(rules.board.ranks)
             .arg(rules.pieces.size()) +
         (shoots ? tr("pieces take by shooting.") : tr("pieces take by moving onto their target."));
}

QString RulesPage::pieceText(const sc::Ruleset &rules, const sc::PieceType &p) {
  QStringList out;
  // How it moves.
  switch (p.moveStyle) {
    case sc::MoveStyle::Step:
      out << tr("Moves one square %1.").arg(directions(p.moveDirs, p.relative));
      break;
    case sc::MoveStyle::Slide:
      out << tr("Moves %1 %2; every square it passes must be empty.")
                 .arg(distance(p.moveRange), directions(p.moveDirs, p.relative));
      break;
    case sc::MoveStyle::Leap: {
      QStringList leaps;
      for (const sc::Leap &l : p.leaps)
        leaps << QStringLiteral("%1+%2")
                     .arg(std::max(std::abs(l.files), std::abs(l.ranks)))
                     .arg(std::min(std::abs(l.files), std::abs(l.ranks)));
      out << tr("Leaps in an L (%1 squares), over any piece in between.")
                 .arg(leaps.join(QStringLiteral(", ")));
      if (p.routed)
        out << tr(
            "The leap goes along a route through a corner: the two squares of the long leg, "
            "then the short one, or the other way round; at least one route must hold no "
            "enemy piece, and a series names its route.");
      break;
    }
  }
  if (p.doubleStepRank > 0)
    out << tr("From its starting rank it may move two squares at once, if both are empty.");
  // How it takes.
  if (p.capture == sc::CaptureStyle::Move) {
    if (p.captureDirs)
      out << tr("Takes by moving one square %1 onto an enemy piece; it never takes the way it "
                "moves.")
                 .arg(directions(p.captureDirs, p.relative));
    else
      out << tr("Takes an enemy piece by moving onto its square, along its moves.");
    if (p.enPassant)
      out << tr(
          "En passant: right after an enemy pawn's two-square step past it, it may take that "
          "pawn as if it had moved one square.");
  } else if (p.capture == sc::CaptureStyle::Fire) {
    // B12, B13: one shot, standing, at the first piece on a line.
    out << tr("Never takes by moving. Instead of moving it shoots %1, %2: it stays where it is "
              "and removes the first piece on the line, if that piece is an enemy.")
               .arg(directions(p.shootDirs, p.relative), distance(p.range));
  } else if (p.shootDirs) {
    if (p.moveShootRangeAlong == p.moveShootRangeOther && p.moveShootRangeAlong == p.range)
      out << tr("Shoots %1, %2, standing or after a move.")
                 .arg(directions(p.shootDirs, p.relative), distance(p.range));
    else
      out << tr("Shoots %1: %2 standing; after a move, %3 in the direction it moved and %4 in any "
                "other.")
                 .arg(directions(p.shootDirs, p.relative), distance(p.range),
                      distance(p.moveShootRangeAlong), distance(p.moveShootRangeOther));
    if (p.seriesRange <= 0)
      out << tr("It cannot shoot in series.");
    else if (p.seriesRange >= sc::kUnlimitedRange)
      out << tr("In series it shoots every enemy on its path, nearest first.");
    else
      out << (p.seriesRange == 1
                  ? tr("In series it shoots one enemy piece on its path.")
                  : tr("In series it shoots up to %1 enemy pieces on its path, nearest first.")
                        .arg(p.seriesRange));
    if (p.seriesRange > 0 && !p.seriesEndsOnShot)
      out << tr("The square a series ends on must be empty.");
    out << (p.replace ? tr("It may shoot and replace: when its target is shot down, it moves onto "
                           "that square.")
                      : tr("It may not shoot and replace."));
  }
  if (!p.promotesTo.empty())
    out << tr("On the last rank it becomes a %1 of its colour (the player chooses).")
               .arg(promotionNames(rules, p.promotesTo));
  // Ranks, bridges and the monarchs' part.
  if (rules.ranks) out << tr("Starts with rank %1, at most %2.").arg(p.baseRank).arg(p.maxRank);
  if (rules.bridges) out << tr("Bridge range %1.").arg(p.bridgeRange);
  if (p.monarch)
    out << (rules.ranks
                ? tr("It is a monarch: a side that has lost both monarchs has lost the game.")
                : tr("It is the royal piece: it must never be left in check."));
  if (p.bomber)
    out << tr(
        "Bomber: instead of anything else it may explode, leaving the board and shooting "
        "every piece on the 8 squares around it with its rank.");
  if (p.castles) out << tr("It may castle with a rook (see Special moves).");
  if (p.leapsFriend) out << tr("On its way it may pass over one piece of its own (B9).");
  if (!p.immuneTo.empty())
    out << tr("Armour: pieces of the letters %1 cannot take it (B11).")
               .arg(QString::fromStdString(p.immuneTo));
  if (p.breakthrough)
    out << tr(
        "Reaching its last rank it leaves the board, and its player removes one enemy "
        "piece of their choice, never the royal piece (B17).");
  if (!rules.monarchUnload && p.monarch && rules.unload)
    out << tr("It may receive an unload but never be unloaded.");
  return out.join(QLatin1Char(' '));
}

QString RulesPage::html(const sc::Ruleset &rules) {
  QString hand = helpText(rules);
  // The hand-written text is a fragment: drop a <meta> line, if any.
  static const QRegularExpression meta(QStringLiteral("<meta[^>]*>\\s*"));
  hand.remove(meta);
  QString pieces =
      QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n")
          .arg(tr("The pieces"), tr("Beside each piece, its board: dots where it moves from the "
                                    "middle, rings where it takes a lone enemy piece.")
                                     .toHtmlEscaped());
  for (const sc::PieceType &p : rules.pieces) {
    const QString letter(QLatin1Char(p.letter));
    pieces +=
        QStringLiteral(
            "<table cellspacing=\"0\" cellpadding=\"4\"><tr>"
            "<td valign=\"top\" width=\"%1\"><img src=\"piece:w%2\" width=\"%3\" "
            "height=\"%3\"></td>"
            "<td valign=\"top\"><h3>%4 (%2)</h3><p>%5</p></td>"
            "<td valign=\"top\"><img src=\"diagram:%2\"></td></tr></table>\n")
            .arg(kPictureSize + 8)
            .arg(letter)
            .arg(kPictureSize)
            .arg(capitalised(pieceName(p)).toHtmlEscaped(), pieceText(rules, p).toHtmlEscaped());
  }
  QString page =
      QStringLiteral("<h1>%1</h1>\n").arg(QString::fromStdString(rules.title).toHtmlEscaped());
  if (hand.isEmpty())
    return page + QStringLiteral("<p>%1</p>\n").arg(summary(rules).toHtmlEscaped()) + pieces;
  if (hand.contains(kPiecesMarker)) return page + hand.replace(kPiecesMarker, pieces);
  return page + hand + pieces;
}
