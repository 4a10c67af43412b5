// BoardView: the central board widget. Shows the document's current position
// (Play mode) or the board editor's position (Edit mode) and turns the user's
// mouse and keys into intents: clicks go to TurnInput, shapes to
// GameDocument::setAnnotation, edits to PositionEditor. It holds no rules:
// what is legal comes from TurnInput and the core. Mouse and keys: docs/board.md.
#pragma once

#include <QPointer>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>

#include "boardgeometry.h"
#include "boardscene.h"
#include "piecetool.h"

class BoardEditInput;
class BoardPlayInput;
class GameDocument;
class PieceSet;
class PositionEditor;
class QMenu;
class QMimeData;
class TurnInput;
struct TurnPreview;

class BoardSlides;

class BoardView : public QWidget {
  Q_OBJECT

 public:
  enum class Mode { Play, Edit };
  Q_ENUM(Mode)

  explicit BoardView(QWidget *parent = nullptr);
  ~BoardView() override;

  void setDocument(GameDocument *document);
  void setTurnInput(TurnInput *input);
  void setEditor(PositionEditor *editor);
  GameDocument *document() const;
  TurnInput *turnInput() const;
  PositionEditor *editor() const;

  Mode mode() const { return m_mode; }
  bool isFlipped() const { return m_flipped; }
  bool showCoordinates() const { return m_coordinates; }
  bool showLegalTargets() const { return m_legalTargets; }
  bool isGuided() const { return m_guided; }
  int pieceSizeHint() const { return m_pieceSize; }
  bool isPreviewing() const { return m_preview.has_value(); }
  const std::vector<sc::Arrow> &engineArrows() const { return m_engineArrows; }
  bool showContinuations() const { return m_continuations; }
  PieceTool editTool() const;
  // The square Delete and the keys 1-9 act on in Edit mode.
  std::optional<sc::Square> editSelection() const;

  // The position on show: the editor's in Edit mode, else the document's.
  const sc::Position *shownPosition() const;
  // Where a square is on the widget, and the square under a point (only
  // squares that exist on this board, holes excluded).
  QRect squareRect(sc::Square square) const;
  std::optional<sc::Square> squareAt(const QPointF &point) const;
  const BoardGeometry &boardGeometry() const { return m_geometry; }
  // The tooltip for a point: the piece there named and, in Play mode, what it
  // can do now (TurnInput::pieceSummary); empty off the pieces.
  QString toolTipAt(const QPointF &point) const;
  // What the widget paints now; an exporter paints the same scene with
  // BoardPainter on its own device and geometry.
  BoardScene scene() const;
  // The square the rank inspector marks (a frame), shown in Play mode.
  std::optional<sc::Square> inspectedSquare() const { return m_inspected; }
  // The context or choice menu on screen, if any (tests trigger its actions).
  QMenu *openMenu() const;
  // Edit mode: the drop handler (a shooter from the palette is placed, one
  // from the board moved; dropped off the board, removed). Returns whether the
  // drop was taken.
  bool dropPiece(const QMimeData *mime, const QPointF &point);

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  static constexpr int kSlideMs = 180;  // the default slide of a turn's pieces
  int animationDuration() const;

 public slots:
  void setMode(BoardView::Mode mode);
  void setFlipped(bool flipped);
  void flip() { setFlipped(!m_flipped); }
  void setShowCoordinates(bool show);
  void setShowLegalTargets(bool show);
  // How long a turn's pieces slide to their squares (BoardSlides), 0 for none.
  void setAnimationDuration(int ms);
  // The preferred piece size in pixels; the board still fills its space.
  void setPieceSizeHint(int pixels);
  // The palette's tool: click squares to place that shooter, or to delete.
  void setEditTool(const PieceTool &tool);
  // Shows `position` instead of the document's (an engine line's end, say)
  // with `label` over the board, until clearPreview(): Esc, a click on the
  // board, a change of the current node or mode. Input waits meanwhile.
  void setPreviewPosition(const sc::Position &position, const QString &label);
  void clearPreview();
  // The analysis engine's arrows, drawn in their own style over the current
  // position (not while previewing) and never saved.
  void setEngineArrows(const std::vector<sc::Arrow> &arrows);
  void setEngineAlternatives(const std::vector<enginelines::LineArrow> &arrows);
  // Lichess's variation arrows: at a turn the game goes on from in more than
  // one way, an arrow for each next turn (BoardScene::continuations).
  void setShowContinuations(bool show);
  // Next turns the view leaves out (training mode's, TurnTrainer::isHidden);
  // refilter() after it changes its mind.
  void setHiddenNodes(std::function<bool(sc::NodeId)> hidden);
  void refilter() { update(); }
  // How the game ended at the position shown, drawn on the board; empty
  // clears it.
  void setResultNote(const QString &text);
  QString resultNote() const { return m_resultNote; }
  // Opens the turn menu (Play) or the edit menu (Edit) for the selected
  // square, as the Menu key and Shift+F10 do.
  void openMenuForSelection();
  void setInspectedSquare(std::optional<sc::Square> square);
  // Guided input (the declaration wizard, docs/wizard.md): while on, a left
  // click in Play mode emits squareClicked instead of going to TurnInput, and
  // the board shows the guide's marks instead of TurnInput's.
  void setGuided(bool guided);
  // `marked` squares get the destination dots (answers given so far).
  void setGuide(const QList<sc::Square> &choices, std::optional<sc::Square> choice,
                std::optional<sc::Square> selected, const QList<sc::Square> &marked,
                const TurnPreview &preview);
  // A refusal in words: a tooltip at the square and a status message.
  void explain(const QString &text, sc::Square square);

 signals:
  // Something the user should read: why an edit was refused, and so on.
  void statusMessage(const QString &text);
  void modeChanged(BoardView::Mode mode);
  void flippedChanged(bool flipped);
  // The preview ended (Esc, a click, the current node changed, clearPreview()).
  void previewCleared();
  // A left click on a square while guided.
  void squareClicked(sc::Square square);

 protected:
  bool event(QEvent *event) override;
  void paintEvent(QPaintEvent *event) override;
  void resizeEvent(QResizeEvent *event) override;
  void mousePressEvent(QMouseEvent *event) override;
  void mouseMoveEvent(QMouseEvent *event) override;
  void mouseReleaseEvent(QMouseEvent *event) override;
  void wheelEvent(QWheelEvent *event) override;
  void keyPressEvent(QKeyEvent *event) override;
  void leaveEvent(QEvent *event) override;
  void contextMenuEvent(QContextMenuEvent *event) override;
  void dragEnterEvent(QDragEnterEvent *event) override;
  void dragMoveEvent(QDragMoveEvent *event) override;
  void dragLeaveEvent(QDragLeaveEvent *event) override;
  void dropEvent(QDropEvent *event) override;

 private:
  friend class BoardEditInput;
  friend class BoardPlayInput;

  void relayout();
  void refresh();
  static void fillLastFire(BoardScene &scene, const sc::Position &pos, const sc::Turn &turn);
  void fillLastTurn(BoardScene &scene) const;
  void fillContinuations(BoardScene &scene) const;
  void fillTurnInput(BoardScene &scene) const;
  void fillGuide(BoardScene &scene) const;
  // Shows a menu at a global position, replacing any menu still open.
  void showMenu(QMenu *menu, const QPoint &globalPos);
  // A refused edit: a tooltip at the pointer and a status message.
  void report(const QString &error, const QPointF &where);

  QPointer<GameDocument> m_document;
  QPointer<TurnInput> m_input;
  QPointer<PositionEditor> m_editor;
  Mode m_mode = Mode::Play;
  bool m_flipped = false;
  bool m_coordinates = true;
  bool m_legalTargets = true;
  int m_pieceSize = 64;
  BoardGeometry m_geometry;
  std::unique_ptr<PieceSet> m_pieces;
  std::unique_ptr<BoardPlayInput> m_play;
  std::unique_ptr<BoardEditInput> m_edit;
  BoardSlides *m_slides = nullptr;
  QPointer<QMenu> m_menu;
  std::optional<sc::Square> m_inspected;
  std::optional<sc::Position> m_preview;  // Play mode only
  QString m_previewLabel;
  bool m_swallowRelease = false;  // the release of the click that ended a preview
  std::vector<sc::Arrow> m_engineArrows;
  std::vector<enginelines::LineArrow> m_engineAlternatives;
  bool m_continuations = true;
  std::function<bool(sc::NodeId)> m_hidden;
  QString m_resultNote;
  bool m_guided = false;
  struct Guide {
    QList<sc::Square> choices;
    std::optional<sc::Square> choice;
    std::optional<sc::Square> selected;
    QList<sc::Square> marked;
    std::shared_ptr<TurnPreview> preview;  // TurnInput is only forward-declared here
  } m_guide;
};
