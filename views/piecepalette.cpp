#include "piecepalette.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCoreApplication>
#include <QDrag>
#include <QGridLayout>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>

#include "pieceset.h"

namespace {

// A palette button that can also be dragged: a press that moves far enough
// becomes a drag of its shooter instead of a click.
class PaletteButton : public QToolButton {
 public:
  PaletteButton(std::optional<PieceDrag> drag, QWidget *parent)
      : QToolButton(parent), m_drag(drag) {}

 protected:
  void mousePressEvent(QMouseEvent *event) override {
    m_pressPoint = event->position();
    QToolButton::mousePressEvent(event);
  }
  void mouseMoveEvent(QMouseEvent *event) override {
    if (m_drag && (event->buttons() & Qt::LeftButton) &&
        (event->position() - m_pressPoint).manhattanLength() >= QApplication::startDragDistance()) {
      setDown(false);  // a drag is not a click
      auto *drag = new QDrag(this);
      drag->setMimeData(m_drag->toMime());
      const QPixmap pix = icon().pixmap(iconSize() * 3 / 2);
      drag->setPixmap(pix);
      drag->setHotSpot(QPoint(pix.width(), pix.height()) / (2 * pix.devicePixelRatio()));
      drag->exec(Qt::CopyAction);
      return;
    }
    QToolButton::mouseMoveEvent(event);
  }

 private:
  std::optional<PieceDrag> m_drag;
  QPointF m_pressPoint;
};

QIcon drawnIcon(int size, const std::function<void(QPainter &, qreal)> &draw) {
  QIcon icon;
  for (qreal dpr : {1.0, 2.0}) {
    QPixmap pix(int(size * dpr), int(size * dpr));
    pix.fill(Qt::transparent);
    QPainter p(&pix);
    p.setRenderHint(QPainter::Antialiasing);
    draw(p, size * dpr);
    p.end();
    pix.setDevicePixelRatio(dpr);
    icon.addPixmap(pix);
  }
  return icon;
}

}  // namespace

PiecePalette::PiecePalette(QWidget *parent)
    : QWidget(parent), m_pieces(std::make_unique<PieceSet>()) {
  setObjectName(QStringLiteral("piecePalette"));
  setAccessibleName(tr("Piece palette"));
  m_layout = new QGridLayout(this);
  m_layout->setSpacing(3);
  // Tiles in the board's own colours: light shooters need a backdrop to be
  // seen at all on a light window, and the chosen tool must stand out.
  setStyleSheet(QStringLiteral(
      "QToolButton { background: #c3cfd9; border: 1px solid #a3b3c0; border-radius: 4px;"
      " padding: 2px; }"
      "QToolButton:hover { border-color: #3a4550; }"
      "QToolButton:checked { background: #ffd66b; border: 2px solid #b7861b; }"));
}

PiecePalette::~PiecePalette() = default;

void PiecePalette::setRuleset(const sc::Ruleset &rules) {
  m_pieces->useSet(rules.pieceSet);
  m_letters.clear();
  m_names.clear();
  // Strongest first, as chess palettes are laid out; types a ruleset adds follow.
  QList<int> order;
  for (char letter : QByteArrayLiteral("KQRBNP")) {
    const int i = rules.pieceByLetter(letter);
    if (i >= 0) order << i;
  }
  for (int i = 0; i < int(rules.pieces.size()); ++i)
    if (!order.contains(i)) order << i;
  for (int i : order) {
    m_letters << rules.pieces[i].letter;
    m_names << QCoreApplication::translate("PieceName", rules.pieces[i].name.c_str());
  }
  rebuild();
}

void PiecePalette::setIconSize(int pixels) {
  m_iconSize = std::clamp(pixels, 16, 128);
  rebuild();
}

QIcon PiecePalette::pieceIcon(char letter, sc::Color color) const {
  QIcon icon;
  for (qreal dpr : {1.0, 2.0}) icon.addPixmap(m_pieces->pixmap(letter, color, m_iconSize, dpr));
  return icon;
}

void PiecePalette::rebuild() {
  while (QLayoutItem *item = m_layout->takeAt(0)) {
    delete item->widget();
    delete item;
  }
  delete m_group;
  m_group = new QButtonGroup(this);
  m_group->setExclusive(true);
  m_tools.clear();

  auto add = [&](const PieceTool &tool, const QIcon &icon, const QString &tip,
                 std::optional<PieceDrag> drag, int row, int column) {
    auto *button = new PaletteButton(drag, this);
    button->setCheckable(true);
    button->setAutoRaise(true);
    button->setIcon(icon);
    button->setIconSize(QSize(m_iconSize, m_iconSize));
    button->setToolTip(tip);
    button->setAccessibleName(tip);
    m_group->addButton(button, int(m_tools.size()));
    m_tools << tool;
    m_layout->addWidget(button, row, column);
  };

  for (int c = 0; c < 2; ++c) {
    const sc::Color color = c == 0 ? sc::Color::White : sc::Color::Black;
    for (int i = 0; i < m_letters.size(); ++i) {
      const QString name = m_names[i];
      const QString tip =
          color == sc::Color::White
              ? tr("White %1: drag it onto the board, or click here and then on squares").arg(name)
              : tr("Black %1: drag it onto the board, or click here and then on squares").arg(name);
      add(PieceTool::place(m_letters[i], color), pieceIcon(m_letters[i], color), tip,
          PieceDrag{m_letters[i], color, std::nullopt}, c, i);
    }
  }
  const int size = m_iconSize;
  const QIcon pointer = drawnIcon(size, [](QPainter &p, qreal s) {
    QPainterPath arrow;
    arrow.moveTo(s * 0.3, s * 0.15);
    arrow.lineTo(s * 0.3, s * 0.8);
    arrow.lineTo(s * 0.45, s * 0.65);
    arrow.lineTo(s * 0.58, s * 0.9);
    arrow.lineTo(s * 0.68, s * 0.85);
    arrow.lineTo(s * 0.55, s * 0.6);
    arrow.lineTo(s * 0.75, s * 0.6);
    arrow.closeSubpath();
    p.setPen(QPen(QColor(0x1d, 0x1d, 0x22), s * 0.05, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(QColor(0xf6, 0xf2, 0xe7));
    p.drawPath(arrow);
  });
  const QIcon eraser = drawnIcon(size, [](QPainter &p, qreal s) {
    p.setPen(QPen(QColor(0xc6, 0x28, 0x28), s * 0.1, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(s * 0.25, s * 0.25), QPointF(s * 0.75, s * 0.75));
    p.drawLine(QPointF(s * 0.75, s * 0.25), QPointF(s * 0.25, s * 0.75));
  });
  add(PieceTool{}, pointer, tr("Move and select shooters (no tool)"), std::nullopt, 2, 0);
  add(PieceTool::erase(), eraser, tr("Delete: click shooters to remove them"), std::nullopt, 2, 1);
  m_layout->setRowStretch(3, 1);
  m_layout->setColumnStretch(int(m_letters.size()), 1);
  connect(m_group, &QButtonGroup::idClicked, this, &PiecePalette::clicked);
  setTool(m_tool);
}

void PiecePalette::clicked(int id) {
  PieceTool tool = m_tools.value(id);
  // Clicking the chosen tool again puts it down.
  if (tool == m_tool) tool = PieceTool{};
  setTool(tool);
}

void PiecePalette::setTool(const PieceTool &tool) {
  const bool changed = !(tool == m_tool);
  m_tool = tool;
  if (QAbstractButton *b = button(tool)) b->setChecked(true);
  if (changed) emit toolChanged(tool);
}

QAbstractButton *PiecePalette::button(const PieceTool &tool) const {
  const int id = int(m_tools.indexOf(tool));
  return id >= 0 && m_group ? m_group->button(id) : nullptr;
}
