#include "boardview.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QToolTip>
#include <utility>

#include "boardeditinput.h"
#include "boardpainter.h"
#include "boardplayinput.h"
#include "boardslides.h"
#include "gamedocument.h"
#include "pieceset.h"
#include "positioneditor.h"
#include "turninput.h"

BoardView::BoardView(QWidget *parent)
    : QWidget(parent),
      m_pieces(std::make_unique<PieceSet>()),
      m_play(std::make_unique<BoardPlayInput>(*this)),
      m_edit(std::make_unique<BoardEditInput>(*this)) {
  setObjectName(QStringLiteral("boardView"));
  setAccessibleName(tr("Board"));
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);  // hover previews what a click would declare
  setAcceptDrops(true);
  setAttribute(Qt::WA_OpaquePaintEvent);  // paintEvent fills every pixel: no flicker
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  m_slides = new BoardSlides(this);
  m_slides->setDuration(kSlideMs);
  connect(m_slides, &BoardSlides::frame, this, qOverload<>(&QWidget::update));
}

BoardView::~BoardView() = default;

GameDocument *BoardView::document() const { return m_document; }
TurnInput *BoardView::turnInput() const { return m_input; }
PositionEditor *BoardView::editor() const { return m_editor; }
QMenu *BoardView::openMenu() const { return m_menu; }

void BoardView::setDocument(GameDocument *document) {
  if (m_document == document) return;
  if (m_document) disconnect(m_document, nullptr, this, nullptr);
  m_document = document;
  if (document) {
    connect(document, &GameDocument::currentNodeChanged, this, &BoardView::refresh);
    connect(document, &GameDocument::gameReset, this, &BoardView::refresh);
    connect(document, &GameDocument::annotationChanged, this, &BoardView::refresh);
    connect(document, &GameDocument::currentNodeChanged, this, &BoardView::clearPreview);
    // A variation added or taken away at the fork on show changes its arrows.
    connect(document, &GameDocument::nodeInserted, this, qOverload<>(&QWidget::update));
    connect(document, &GameDocument::nodeRemoved, this, qOverload<>(&QWidget::update));
    connect(document, &GameDocument::childrenReordered, this, qOverload<>(&QWidget::update));
    connect(document, &GameDocument::gameReset, this, &BoardView::clearPreview);
  }
  refresh();
}

void BoardView::setTurnInput(TurnInput *input) {
  if (m_input == input) return;
  if (m_input) disconnect(m_input, nullptr, this, nullptr);
  m_input = input;
  if (input) {
    connect(input, &TurnInput::changed, this, qOverload<>(&QWidget::update));
    connect(input, &TurnInput::previewChanged, this, qOverload<>(&QWidget::update));
    connect(input, &TurnInput::choiceNeeded, this,
            [this](const QList<sc::Turn> &turns) { m_play->showChoice(turns); });
    connect(input, &TurnInput::refused, this, &BoardView::statusMessage);
  }
  refresh();
}

void BoardView::setEditor(PositionEditor *editor) {
  if (m_editor == editor) return;
  if (m_editor) disconnect(m_editor, nullptr, this, nullptr);
  m_editor = editor;
  if (editor) connect(editor, &PositionEditor::changed, this, &BoardView::refresh);
  refresh();
}

void BoardView::setMode(Mode mode) {
  if (m_mode == mode) return;
  clearPreview();
  m_play->cancel();
  m_edit->cancel();
  if (m_input) m_input->cancel();
  m_mode = mode;
  refresh();
  emit modeChanged(mode);
}

void BoardView::setFlipped(bool flipped) {
  if (m_flipped == flipped) return;
  m_flipped = flipped;
  refresh();
  emit flippedChanged(flipped);
}

void BoardView::setShowCoordinates(bool show) {
  m_coordinates = show;
  refresh();
}

void BoardView::setShowLegalTargets(bool show) {
  m_legalTargets = show;
  update();
}

void BoardView::setInspectedSquare(std::optional<sc::Square> square) {
  if (square == m_inspected) return;
  m_inspected = square;
  update();
}

void BoardView::setPieceSizeHint(int pixels) {
  m_pieceSize = std::clamp(pixels, 16, 256);
  updateGeometry();
}

void BoardView::setEditTool(const PieceTool &tool) { m_edit->setTool(tool); }
PieceTool BoardView::editTool() const { return m_edit->tool(); }
std::optional<sc::Square> BoardView::editSelection() const { return m_edit->selection(); }

const sc::Position *BoardView::shownPosition() const {
  if (m_mode == Mode::Edit && m_editor) return &m_editor->position();
  if (m_preview) return &*m_preview;
  if (m_document) return &m_document->position();
  return nullptr;
}

QSize BoardView::sizeHint() const {
  const sc::Position *pos = shownPosition();
  const int files = pos ? pos->rules().board.files : 8;
  const int ranks = pos ? pos->rules().board.ranks : 8;
  const int border = int(BoardGeometry::borderFor(m_pieceSize, m_coordinates));
  return QSize(files * m_pieceSize + 2 * border, ranks * m_pieceSize + 2 * border);
}

QSize BoardView::minimumSizeHint() const { return QSize(160, 160); }

void BoardView::relayout() {
  const sc::Position *pos = shownPosition();
  const int files = pos ? pos->rules().board.files : 8;
  const int ranks = pos ? pos->rules().board.ranks : 8;
  m_geometry = BoardGeometry(QRectF(rect()), files, ranks, m_flipped, m_coordinates);
}

void BoardView::refresh() {
  relayout();
  // Pieces slide only in play, on a board someone can see.
  if (const sc::Position *pos = shownPosition())
    m_slides->show(*pos, m_mode == Mode::Play && isVisible());
  update();
}

void BoardView::setAnimationDuration(int ms) { m_slides->setDuration(ms); }
int BoardView::animationDuration() const { return m_slides->duration(); }

QRect BoardView::squareRect(sc::Square square) const {
  return m_geometry.squareRect(square).toAlignedRect();
}

std::optional<sc::Square> BoardView::squareAt(const QPointF &point) const {
  const sc::Position *pos = shownPosition();
  const auto square = m_geometry.squareAt(point);
  if (!pos || !square || !pos->variant().onBoard(*square)) return std::nullopt;
  return square;
}

bool BoardView::event(QEvent *event) {
  // The window binds the arrow keys to game navigation while the board has
  // the focus; in Edit mode they move the edit cursor, and Delete, Backspace
  // and 1-9 edit, so the board claims those keys before any shortcut. In Play
  // mode Escape cancels a half-entered turn first.
  if (event->type() == QEvent::ShortcutOverride) {
    auto *key = static_cast<QKeyEvent *>(event);
    const int k = key->key();
    const bool plain = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    const bool editKey = k == Qt::Key_Left || k == Qt::Key_Right || k == Qt::Key_Up ||
                         k == Qt::Key_Down || k == Qt::Key_Delete || k == Qt::Key_Backspace ||
                         (k >= Qt::Key_1 && k <= Qt::Key_9) || k == Qt::Key_Escape;
    const bool busy = (m_input && m_input->hasSelection()) || m_preview;
    if (plain && ((m_mode == Mode::Edit && editKey) || (k == Qt::Key_Escape && busy))) {
      event->accept();
      return true;
    }
  }
  // Resting the mouse on a piece names it and says what it can do.
  if (event->type() == QEvent::ToolTip) {
    auto *help = static_cast<QHelpEvent *>(event);
    const QString text = toolTipAt(help->pos());
    if (text.isEmpty())
      QToolTip::hideText();
    else
      QToolTip::showText(help->globalPos(), text, this, squareRect(*squareAt(help->pos())));
    return true;
  }
  return QWidget::event(event);
}

QString BoardView::toolTipAt(const QPointF &point) const {
  const std::optional<sc::Square> square = squareAt(point);
  const sc::Position *pos = shownPosition();
  if (!square || !pos) return {};
  // The document's current position knows its legal turns; a preview or the
  // editor's position is only named.
  if (m_mode == Mode::Play && !m_preview && m_input) return m_input->pieceSummary(*square);
  return TurnInput::pieceLabel(*pos, *square);
}

void BoardView::paintEvent(QPaintEvent *) {
  QPainter painter(this);
  painter.fillRect(rect(), palette().window());
  BoardPainter(*m_pieces).paint(painter, m_geometry, scene());
}

void BoardView::resizeEvent(QResizeEvent *event) {
  QWidget::resizeEvent(event);
  relayout();
}

void BoardView::setPreviewPosition(const sc::Position &position, const QString &label) {
  if (m_mode != Mode::Play) return;
  m_play->cancel();
  if (m_input) m_input->cancel();
  m_preview = position;
  m_previewLabel = label;
  refresh();
}

void BoardView::clearPreview() {
  if (!m_preview) return;
  m_preview.reset();
  m_previewLabel.clear();
  refresh();
  emit previewCleared();
}

void BoardView::setResultNote(const QString &text) {
  if (text == m_resultNote) return;
  m_resultNote = text;
  update();
}

void BoardView::setEngineArrows(const std::vector<sc::Arrow> &arrows) {
  if (arrows == m_engineArrows) return;
  m_engineArrows = arrows;
  update();
}

void BoardView::setEngineAlternatives(const std::vector<enginelines::LineArrow> &arrows) {
  if (arrows == m_engineAlternatives) return;
  m_engineAlternatives = arrows;
  update();
}

void BoardView::setShowContinuations(bool show) {
  if (show == m_continuations) return;
  m_continuations = show;
  update();
}

void BoardView::setHiddenNodes(std::function<bool(sc::NodeId)> hidden) {
  m_hidden = std::move(hidden);
  update();
}

void BoardView::mousePressEvent(QMouseEvent *event) {
  setFocus(Qt::MouseFocusReason);
  if (m_preview) {  // the click ends the preview; it plays nothing on a board not shown
    clearPreview();
    m_swallowRelease = true;
    event->accept();
    return;
  }
  if (m_guided && m_mode == Mode::Play && event->button() == Qt::LeftButton) {
    if (const auto square = squareAt(event->position())) emit squareClicked(*square);
    return;
  }
  if (m_mode == Mode::Play)
    m_play->mousePress(event);
  else
    m_edit->mousePress(event);
}

void BoardView::mouseMoveEvent(QMouseEvent *event) {
  if (m_preview || m_swallowRelease) return;
  if (m_mode == Mode::Play)
    m_play->mouseMove(event);
  else
    m_edit->mouseMove(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event) {
  if (m_preview || std::exchange(m_swallowRelease, false)) return;
  if (m_mode == Mode::Play)
    m_play->mouseRelease(event);
  else
    m_edit->mouseRelease(event);
}

void BoardView::wheelEvent(QWheelEvent *event) {
  if (m_mode == Mode::Play)
    m_play->wheel(event);
  else
    m_edit->wheel(event);
}

void BoardView::keyPressEvent(QKeyEvent *event) {
  const bool menuKey = event->key() == Qt::Key_Menu ||
                       (event->key() == Qt::Key_F10 && event->modifiers() == Qt::ShiftModifier);
  if (menuKey) {
    openMenuForSelection();
    return;
  }
  if (m_preview && event->key() == Qt::Key_Escape) {
    clearPreview();
    return;
  }
  const bool handled = m_mode == Mode::Play ? m_play->key(event) : m_edit->key(event);
  if (!handled) QWidget::keyPressEvent(event);
}

void BoardView::openMenuForSelection() {
  if (m_mode == Mode::Play)
    m_play->openMenuForSelection();
  else
    m_edit->openMenuForSelection();
}

void BoardView::leaveEvent(QEvent *event) {
  if (m_mode == Mode::Play) m_play->leave();
  QWidget::leaveEvent(event);
}

void BoardView::contextMenuEvent(QContextMenuEvent *event) {
  // The right button is handled by the mouse events (it also draws shapes);
  // only the keyboard's menu request arrives here.
  if (event->reason() == QContextMenuEvent::Keyboard && !(m_menu && m_menu->isVisible()))
    openMenuForSelection();
  event->accept();
}

void BoardView::dragEnterEvent(QDragEnterEvent *event) {
  if (m_mode == Mode::Edit && m_editor && PieceDrag::fromMime(event->mimeData()))
    event->acceptProposedAction();
  else
    event->ignore();
}

void BoardView::dragMoveEvent(QDragMoveEvent *event) {
  if (m_mode != Mode::Edit || !PieceDrag::fromMime(event->mimeData())) {
    event->ignore();
    return;
  }
  m_edit->dragMove(event->position());
  event->acceptProposedAction();
}

void BoardView::dragLeaveEvent(QDragLeaveEvent *) { m_edit->dragLeave(); }

void BoardView::dropEvent(QDropEvent *event) {
  if (dropPiece(event->mimeData(), event->position()))
    event->acceptProposedAction();
  else
    event->ignore();
}

bool BoardView::dropPiece(const QMimeData *mime, const QPointF &point) {
  if (m_mode != Mode::Edit) return false;
  return m_edit->drop(mime, point);
}

void BoardView::showMenu(QMenu *menu, const QPoint &globalPos) {
  if (m_menu) m_menu->deleteLater();
  m_menu = menu;
  // Deleted once closed; an action's triggered() still arrives first.
  connect(menu, &QMenu::aboutToHide, menu, &QObject::deleteLater);
  menu->popup(globalPos);
}

void BoardView::setGuided(bool guided) {
  if (m_guided == guided) return;
  m_guided = guided;
  m_play->cancel();
  if (m_input) m_input->cancel();
  update();
}

void BoardView::setGuide(const QList<sc::Square> &choices, std::optional<sc::Square> choice,
                         std::optional<sc::Square> selected, const QList<sc::Square> &marked,
                         const TurnPreview &preview) {
  m_guide.choices = choices;
  m_guide.marked = marked;
  m_guide.choice = choice;
  m_guide.selected = selected;
  m_guide.preview = std::make_shared<TurnPreview>(preview);
  update();
}

void BoardView::explain(const QString &text, sc::Square square) {
  report(text, squareRect(square).center());
}

void BoardView::report(const QString &error, const QPointF &where) {
  if (error.isEmpty()) return;
  QToolTip::showText(mapToGlobal(where.toPoint()), error, this, QRect(), 5000);
  emit statusMessage(error);
}
