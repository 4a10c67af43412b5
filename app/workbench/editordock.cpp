#include "editordock.h"

#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include "coremessage.h"
#include "editorreserves.h"
#include "epd.h"
#include "pgnio.h"
#include "piecepalette.h"
#include "positioneditor.h"
#include "sfen.h"

namespace {

QToolButton *buttonFor(QAction *action) {
  auto *button = new QToolButton;
  button->setDefaultAction(action);
  button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  return button;
}

}  // namespace

EditorDock::EditorDock(PositionEditor *editor, PiecePalette *palette, QAction *editAction,
                       QAction *flipAction, QWidget *parent)
    : QDockWidget(tr("Board Editor"), parent), m_editor(editor), m_palette(palette) {
  setObjectName(QStringLiteral("editorDock"));

  auto *clear = new QPushButton(tr("Clear board"));
  auto *start = new QPushButton(tr("Start position"));
  clear->setObjectName(QStringLiteral("clearBoardButton"));
  start->setObjectName(QStringLiteral("startPositionButton"));
  connect(clear, &QPushButton::clicked, m_editor, &PositionEditor::clearBoard);
  connect(start, &QPushButton::clicked, m_editor, &PositionEditor::setStartPosition);
  auto *boardRow = new QHBoxLayout;
  boardRow->addWidget(clear);
  boardRow->addWidget(start);
  boardRow->addWidget(buttonFor(flipAction));
  boardRow->addStretch();
  // ChessX's set-up mirrors: the same position for the other colour (a
  // teacher's exercise for both sides), or reflected left to right.
  m_swapSides = new QPushButton(tr("Swap sides"));
  m_swapSides->setObjectName(QStringLiteral("swapSidesButton"));
  m_mirrorFiles = new QPushButton(tr("Mirror left to right"));
  m_mirrorFiles->setObjectName(QStringLiteral("mirrorFilesButton"));
  connect(m_swapSides, &QPushButton::clicked, m_editor,
          [this] { m_editor->mirror(sc::Mirror::SwapSides); });
  connect(m_mirrorFiles, &QPushButton::clicked, m_editor,
          [this] { m_editor->mirror(sc::Mirror::Files); });
  auto *mirrorRow = new QHBoxLayout;
  mirrorRow->addWidget(m_swapSides);
  mirrorRow->addWidget(m_mirrorFiles);
  mirrorRow->addStretch();

  m_problems = new QLabel;
  m_problems->setObjectName(QStringLiteral("problemsLabel"));
  m_problems->setWordWrap(true);
  m_problems->setTextFormat(Qt::PlainText);
  m_analyse = new QPushButton(tr("Analyse from Here"));
  m_analyse->setObjectName(QStringLiteral("analyseButton"));
  m_analyse->setToolTip(tr("Start a new game from this position"));
  connect(m_analyse, &QPushButton::clicked, this, &EditorDock::analyseRequested);

  m_controls = new QWidget;
  auto *controls = new QVBoxLayout(m_controls);
  controls->setContentsMargins(0, 0, 0, 0);
  if (palette) {
    // The palette keeps its natural height; the controls follow right below.
    palette->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    controls->addWidget(palette);
  }
  controls->addSpacing(8);
  controls->addWidget(createCounters());
  m_reserves = new EditorReserves(m_editor);
  controls->addWidget(m_reserves);
  controls->addLayout(boardRow);
  controls->addLayout(mirrorRow);
  controls->addSpacing(8);
  controls->addWidget(createSfenRow());
  controls->addSpacing(8);
  controls->addWidget(m_problems);
  controls->addWidget(m_analyse);

  auto *content = new QWidget;
  auto *layout = new QVBoxLayout(content);
  layout->addWidget(buttonFor(editAction), 0, Qt::AlignLeft);
  layout->addWidget(m_controls);
  layout->addStretch();
  setWidget(content);

  connect(m_editor, &PositionEditor::changed, this, &EditorDock::refresh);
  refresh();
  setEditing(editAction->isChecked());
}

QWidget *EditorDock::createCounters() {
  m_white = new QRadioButton(tr("White"));
  m_black = new QRadioButton(tr("Black"));
  m_white->setObjectName(QStringLiteral("whiteToMove"));
  m_black->setObjectName(QStringLiteral("blackToMove"));
  auto *side = new QButtonGroup(this);
  side->addButton(m_white);
  side->addButton(m_black);
  connect(m_white, &QRadioButton::clicked, m_editor,
          [this] { m_editor->setSideToMove(sc::Color::White); });
  connect(m_black, &QRadioButton::clicked, m_editor,
          [this] { m_editor->setSideToMove(sc::Color::Black); });
  auto *sideRow = new QHBoxLayout;
  sideRow->addWidget(m_white);
  sideRow->addWidget(m_black);
  sideRow->addStretch();

  m_quiet = new QSpinBox;
  m_quiet->setObjectName(QStringLiteral("quietSpin"));
  m_quiet->setRange(0, 9999);
  m_quiet->setToolTip(tr("Plies since the last shot, capture or pawn move"));
  m_turnNumber = new QSpinBox;
  m_turnNumber->setRange(1, 9999);
  connect(m_quiet, &QSpinBox::valueChanged, m_editor, &PositionEditor::setQuietPlies);
  connect(m_turnNumber, &QSpinBox::valueChanged, m_editor, &PositionEditor::setTurnNumber);

  auto *box = new QWidget;
  auto *form = new QFormLayout(box);
  form->setContentsMargins(0, 0, 0, 0);
  form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
  form->addRow(tr("Side to move:"), sideRow);
  form->addRow(tr("Quiet plies:"), m_quiet);
  form->addRow(tr("Turn number:"), m_turnNumber);
  return box;
}

QWidget *EditorDock::createSfenRow() {
  m_sfen = new QLineEdit;
  m_sfen->setObjectName(QStringLiteral("sfenEdit"));
  m_sfen->setPlaceholderText(tr("SFEN of the position"));
  m_sfen->setToolTip(tr("Type or paste an SFEN and press Enter"));
  connect(m_sfen, &QLineEdit::textEdited, this, &EditorDock::checkTypedSfen);
  connect(m_sfen, &QLineEdit::returnPressed, this, &EditorDock::applyTypedSfen);

  auto *copy = new QPushButton(tr("Copy"));
  copy->setToolTip(tr("Copy the SFEN to the clipboard"));
  connect(copy, &QPushButton::clicked, this,
          [this] { QApplication::clipboard()->setText(m_editor->sfen()); });
  auto *paste = new QPushButton(tr("Paste"));
  paste->setToolTip(tr("Set up the position from an SFEN on the clipboard"));
  connect(paste, &QPushButton::clicked, this, [this] {
    m_sfen->setText(QApplication::clipboard()->text().trimmed());
    applyTypedSfen();
  });

  m_sfenMessage = new QLabel;
  m_sfenMessage->setObjectName(QStringLiteral("sfenMessage"));
  m_sfenMessage->setWordWrap(true);
  m_sfenMessage->setTextFormat(Qt::PlainText);
  m_sfenMessage->setStyleSheet(QStringLiteral("color: #b00020;"));
  m_sfenMessage->hide();

  // The SFEN gets the dock's whole width: it is long, and read as a whole.
  auto *title = new QHBoxLayout;
  auto *label = new QLabel(tr("&SFEN:"));
  label->setBuddy(m_sfen);
  title->addWidget(label);
  title->addStretch();
  title->addWidget(copy);
  title->addWidget(paste);
  auto *box = new QWidget;
  auto *layout = new QVBoxLayout(box);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(title);
  layout->addWidget(m_sfen);
  layout->addWidget(m_sfenMessage);
  return box;
}

void EditorDock::setEditing(bool editing) { m_controls->setEnabled(editing); }

void EditorDock::refresh() {
  const sc::Position &pos = m_editor->position();
  // A position of another rule system (another tab's game, a pasted SFEN)
  // brings its own pieces.
  if (pos.rules().name != m_paletteRules) {
    m_paletteRules = pos.rules().name;
    m_palette->setRuleset(pos.rules());
  }
  {
    const QSignalBlocker blockQuiet(m_quiet);
    const QSignalBlocker blockTurn(m_turnNumber);
    m_white->setChecked(pos.sideToMove() == sc::Color::White);
    m_black->setChecked(pos.sideToMove() == sc::Color::Black);
    m_quiet->setValue(pos.quietPlies());
    m_turnNumber->setValue(pos.turnNumber());
  }
  m_reserves->refresh();
  const auto offerMirror = [this](QPushButton *button, sc::Mirror mirror, const QString &tip) {
    const bool can = m_editor->canMirror(mirror);
    button->setEnabled(can);
    QString text = can ? tip : PositionEditor::whyNotMirror(mirror);
    // Where the rules tell the two boards apart, the user is told before.
    switch (sc::mirrorCaveat(m_editor->variant(), mirror)) {
      case sc::MirrorCaveat::None:
        break;
      case sc::MirrorCaveat::SquareColours:
        // Both reflections together turn the board round, which keeps every
        // square's colour (tst_mirror b15_turnedRoundIsTheSameGame).
        text += QLatin1Char('\n') +
                tr("Here light squares become dark, and some pieces move by the colour of their "
                   "square: the result is another game.") +
                QLatin1Char('\n') +
                tr("Swap sides and then Mirror left to right give the same game, turned round.");
        break;
      case sc::MirrorCaveat::FrontalFiles:
        text += QLatin1Char('\n') +
                tr("Here frontal attacks run towards the last file: the result is another game.");
        break;
    }
    button->setToolTip(text);
  };
  offerMirror(m_swapSides, sc::Mirror::SwapSides,
              tr("Every piece changes colour and moves to the other side's rank; the other side "
                 "moves"));
  offerMirror(m_mirrorFiles, sc::Mirror::Files,
              tr("Reflect the board left to right; colours and the side to move stay"));
  // Text being typed is left alone; the editor's SFEN shows once it is applied.
  if (!m_sfen->hasFocus() || !m_sfen->isModified()) {
    m_sfen->setText(m_editor->sfen());
    m_sfen->setCursorPosition(0);  // the placement reads from its start
    m_sfen->setModified(false);
    m_sfenMessage->hide();
  }

  const QStringList problems = m_editor->problems();
  if (problems.isEmpty()) {
    m_problems->setText(tr("The position is legal."));
    m_problems->setStyleSheet(QString());
  } else {
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setStyleSheet(QStringLiteral("color: #b00020;"));
  }
  m_analyse->setEnabled(problems.isEmpty());
  m_analyse->setToolTip(problems.isEmpty() ? tr("Start a new game from this position")
                                           : tr("Fix the problems above to start a game"));
}

void EditorDock::checkTypedSfen() {
  sc::ParseError error;
  const bool ok =
      sc::readEpd(m_editor->position().variantPtr(), m_sfen->text().toStdString(), &error)
          .has_value();
  m_sfenMessage->setVisible(!ok);
  if (!ok)
    m_sfenMessage->setText(tr("Column %1: %2")
                               .arg(error.column)
                               .arg(CoreMessage::translated(error.detail, error.message)));
}

void EditorDock::applyTypedSfen() {
  const QString text = m_sfen->text().trimmed();
  const QString error = m_editor->setSfen(text);
  if (!error.isEmpty()) {
    m_sfenMessage->setText(error);
    m_sfenMessage->show();
    if (PgnIo::rulesetReadingPosition(m_editor->position().variantPtr(), text))
      emit otherRulesetPosition(text);
    return;
  }
  m_sfen->setModified(false);
  refresh();
}
