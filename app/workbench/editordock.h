// EditorDock: the board editor's dock. Assembles the piece palette and
// standard widgets bound to a PositionEditor: side to move, counters, clear,
// start position, flip, the two mirrors, the SFEN field with copy and paste,
// the position's problems in words, and "Analyse from here". The board itself
// is the central BoardView in edit mode; this dock only holds the controls
// around it.
#pragma once

#include <QDockWidget>
#include <string>

class EditorReserves;
class PiecePalette;
class PositionEditor;
class QAction;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QWidget;

class EditorDock : public QDockWidget {
  Q_OBJECT

 public:
  // `editAction` is the checkable "Edit position" action and `flipAction` the
  // board's flip; the dock shows them as buttons. `palette` is the views/
  // piece palette, placed at the top.
  // The palette offers the pieces of the edited position's rule system.
  EditorDock(PositionEditor *editor, PiecePalette *palette, QAction *editAction,
             QAction *flipAction, QWidget *parent = nullptr);

  // The controls act only while the board is in edit mode.
  void setEditing(bool editing);

 signals:
  // "Analyse from here": the position is legal and the user wants a game from it.
  void analyseRequested();
  // An SFEN typed or pasted that the editor's ruleset does not read but
  // another built-in ruleset does (a chess FEN in a Shooters Chess window):
  // the window offers it as a game of that rule system.
  void otherRulesetPosition(const QString &text);

 private:
  QWidget *createCounters();
  QWidget *createSfenRow();
  void refresh();         // from the editor's position
  void checkTypedSfen();  // live message while the SFEN is typed
  void applyTypedSfen();

  PositionEditor *m_editor;
  PiecePalette *m_palette;
  std::string m_paletteRules;  // the rule system whose pieces the palette shows
  QWidget *m_controls = nullptr;
  QRadioButton *m_white = nullptr;
  QRadioButton *m_black = nullptr;
  QSpinBox *m_quiet = nullptr;
  QSpinBox *m_turnNumber = nullptr;
  QLineEdit *m_sfen = nullptr;
  QLabel *m_sfenMessage = nullptr;
  QLabel *m_problems = nullptr;
  QPushButton *m_analyse = nullptr;
  QPushButton *m_swapSides = nullptr;
  QPushButton *m_mirrorFiles = nullptr;
  EditorReserves *m_reserves = nullptr;  // K20-K24, for the rule systems that keep any
};
