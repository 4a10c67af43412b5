#include "boardplayinput.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QTimer>
#include <QWheelEvent>

#include "boardmenus.h"
#include "boardshapes.h"
#include "boardslides.h"
#include "boardview.h"
#include "gamedocument.h"
#include "turninput.h"

void BoardPlayInput::mousePress(QMouseEvent *event) {
  TurnInput *input = m_view.turnInput();
  const QPointF point = event->position();
  const auto square = m_view.squareAt(point);
  if (event->button() == Qt::LeftButton) {
    m_rightFrom.reset();
    if (!input) return;
    if (!square) {
      input->cancel();  // a click beside the board lets go of the selection
      return;
    }
    m_lastPress = point;
    // Shift aims at a friendly shooter: unload, bridge, unbridge, and the
    // selected king itself for the bomber (TurnInput::PressMode::Partner).
    const bool partner = event->modifiers() & Qt::ShiftModifier;
    input->pressSquare(*square,
                       partner ? TurnInput::PressMode::Partner : TurnInput::PressMode::Normal);
    // Pressing a shooter selects it; holding the button and moving drags it
    // (Lichess-style), and releasing over a square is a second click there.
    if (!partner && input->stage() == TurnInput::Stage::ShooterSelected &&
        input->selected() == *square) {
      m_dragFrom = square;
      m_pressPoint = point;
    }
    m_view.update();
  } else if (event->button() == Qt::RightButton) {
    m_dragFrom.reset();
    m_dragging = false;
    m_rightFrom = square;
    m_rightTo = square;
    m_rightModifiers = event->modifiers();
  }
}

void BoardPlayInput::mouseMove(QMouseEvent *event) {
  const QPointF point = event->position();
  hover(point);
  if (m_dragFrom && (event->buttons() & Qt::LeftButton)) {
    if (!m_dragging &&
        (point - m_pressPoint).manhattanLength() >= QApplication::startDragDistance())
      m_dragging = true;
    if (m_dragging) {
      m_dragPoint = point;
      m_view.update();
    }
  }
  if (m_rightFrom && (event->buttons() & Qt::RightButton)) {
    const auto square = m_view.squareAt(point);
    if (square != m_rightTo) {
      m_rightTo = square;
      m_view.update();
    }
  }
}

void BoardPlayInput::mouseRelease(QMouseEvent *event) {
  TurnInput *input = m_view.turnInput();
  const QPointF point = event->position();
  const auto square = m_view.squareAt(point);
  if (event->button() == Qt::LeftButton) {
    const bool dropped = m_dragging && m_dragFrom && square && *square != *m_dragFrom;
    m_dragFrom.reset();
    m_dragging = false;
    if (dropped && input) {
      m_view.m_slides->skipNext();  // the piece is already where it goes
      m_lastPress = point;
      input->pressSquare(*square);
    }
    m_view.update();
    return;
  }
  if (event->button() != Qt::RightButton || !m_rightFrom) return;
  const sc::Square from = *m_rightFrom;
  const Qt::KeyboardModifiers modifiers = m_rightModifiers | event->modifiers();
  m_rightFrom.reset();
  m_rightTo.reset();
  m_view.update();
  if (!square) return;
  const sc::ShapeColor color = BoardShapes::colorFor(modifiers);
  if (*square != from) {
    applyArrow({from, *square, color});
    return;
  }
  // A plain right click on one's own shooter opens its turn menu; with a
  // colour modifier, or anywhere else, it toggles a circle (docs/board.md).
  if (input && input->isOwnShooter(from) && !BoardShapes::hasColorModifier(modifiers))
    openTurnMenu(from, point);
  else
    applyCircle({from, color});
}

void BoardPlayInput::wheel(QWheelEvent *event) {
  // The wheel steps through the game, as in ChessX and Scid: up goes back.
  GameDocument *doc = m_view.document();
  if (!doc) return;
  m_wheel += event->angleDelta().y();
  while (m_wheel >= 120) {
    m_wheel -= 120;
    doc->goBack();
  }
  while (m_wheel <= -120) {
    m_wheel += 120;
    doc->goForward();
  }
  event->accept();
}

bool BoardPlayInput::key(QKeyEvent *event) {
  if (event->key() != Qt::Key_Escape) return false;
  const bool busy = m_dragging || m_rightFrom;
  cancel();
  TurnInput *input = m_view.turnInput();
  if (input && (input->hasSelection() || busy)) {
    input->cancel();
    return true;
  }
  return busy;
}

void BoardPlayInput::leave() {
  m_hover.reset();
  if (TurnInput *input = m_view.turnInput()) input->clearHover();
}

void BoardPlayInput::cancel() {
  m_dragFrom.reset();
  m_dragging = false;
  m_rightFrom.reset();
  m_rightTo.reset();
  m_view.update();
}

void BoardPlayInput::hover(const QPointF &point) {
  TurnInput *input = m_view.turnInput();
  const auto square = m_view.squareAt(point);
  if (!input || square == m_hover) return;
  m_hover = square;
  if (square)
    input->hoverSquare(*square);
  else
    input->clearHover();
}

void BoardPlayInput::applyArrow(const sc::Arrow &arrow) {
  GameDocument *doc = m_view.document();
  if (!doc) return;
  const sc::NodeId node = doc->currentNode();
  doc->setAnnotation(node, BoardShapes::toggleArrow(doc->tree().node(node).annotation, arrow));
}

void BoardPlayInput::applyCircle(const sc::Circle &circle) {
  GameDocument *doc = m_view.document();
  if (!doc) return;
  const sc::NodeId node = doc->currentNode();
  doc->setAnnotation(node, BoardShapes::toggleCircle(doc->tree().node(node).annotation, circle));
}

void BoardPlayInput::showChoice(const QList<sc::Turn> &turns) {
  TurnInput *input = m_view.turnInput();
  if (!input || turns.isEmpty()) return;
  QMenu *menu = BoardMenus::choiceMenu(&m_view, input, turns);
  // Closing the menu without a choice drops the half-made declaration. The
  // check waits a turn of the event loop: a chosen action's triggered()
  // arrives after aboutToHide.
  QObject::connect(menu, &QMenu::aboutToHide, &m_view, [input = QPointer<TurnInput>(input)] {
    QTimer::singleShot(0, input, [input] {
      if (input && input->stage() == TurnInput::Stage::ChoicePending) input->cancel();
    });
  });
  previewMenu(menu);
  m_view.showMenu(menu, m_view.mapToGlobal(m_lastPress.toPoint()));
}

void BoardPlayInput::previewMenu(QMenu *menu) {
  QList<QMenu *> menus = menu->findChildren<QMenu *>();
  menus << menu;
  for (QMenu *m : menus) {
    QObject::connect(m, &QMenu::hovered, &m_view, [this](QAction *action) {
      TurnInput *input = m_view.turnInput();
      const QVariant data = action->data();
      m_menuPreview = input && data.canConvert<sc::Turn>() ? input->preview(data.value<sc::Turn>())
                                                           : TurnPreview();
      m_view.update();
    });
  }
  QObject::connect(menu, &QMenu::aboutToHide, &m_view, [this] {
    m_menuPreview = TurnPreview();
    m_view.update();
  });
}

void BoardPlayInput::openMenuForSelection() {
  TurnInput *input = m_view.turnInput();
  if (!input) return;
  std::optional<sc::Square> square;
  if (input->hasSelection())
    square = input->selected();
  else if (m_hover && input->isOwnShooter(*m_hover))
    square = m_hover;
  if (square) openTurnMenu(*square, m_view.squareRect(*square).center());
}

void BoardPlayInput::openTurnMenu(sc::Square square, const QPointF &where) {
  TurnInput *input = m_view.turnInput();
  if (!input || !m_view.document()) return;
  QMenu *menu = BoardMenus::turnMenu(&m_view, input, square);
  // The circle a plain right click would have drawn stays one entry away.
  menu->addSeparator();
  QAction *mark = menu->addAction(tr("Mark this square with a circle"));
  QObject::connect(mark, &QAction::triggered, &m_view, [this, square] {
    applyCircle({square, sc::ShapeColor::Green});
  });
  previewMenu(menu);
  m_view.showMenu(menu, m_view.mapToGlobal(where.toPoint()));
}

void BoardPlayInput::decorate(BoardScene &scene) const {
  if (m_dragging && m_dragFrom) {
    scene.hidden = m_dragFrom;
    scene.dragged = scene.position->at(*m_dragFrom);
    scene.dragPoint = m_dragPoint;
    scene.dropTarget = m_view.squareAt(m_dragPoint);
  }
  if (m_rightFrom && m_rightTo && *m_rightFrom != *m_rightTo)
    scene.pendingArrow =
        sc::Arrow{*m_rightFrom, *m_rightTo, BoardShapes::colorFor(m_rightModifiers)};
}
