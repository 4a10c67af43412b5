// PiecePalette: the board editor's palette. Both colours' shooters of the
// ruleset as buttons to drag onto the board, or to click and then click
// squares; a delete tool; a pointer that ends the tool. Emits the chosen tool
// and nothing else; app/ connects it to BoardView::setEditTool.
#pragma once

#include <QList>
#include <QWidget>
#include <memory>

#include "piecetool.h"
#include "ruleset.h"

class PieceSet;
class QButtonGroup;
class QGridLayout;
class QAbstractButton;
class QToolButton;

class PiecePalette : public QWidget {
  Q_OBJECT

 public:
  explicit PiecePalette(QWidget *parent = nullptr);
  ~PiecePalette() override;

  // Shows the shooter types of a ruleset (in the order K Q R B N P, then any
  // others).
  void setRuleset(const sc::Ruleset &rules);
  PieceTool tool() const { return m_tool; }
  void setIconSize(int pixels);
  // Draws the buttons again after the preferred piece set changed
  // (PieceSet::setPreferredSet); the chosen tool stays.
  void refreshArtwork() { rebuild(); }
  // The button of a tool, for tests and for focus handling.
  QAbstractButton *button(const PieceTool &tool) const;

 public slots:
  void setTool(const PieceTool &tool);

 signals:
  void toolChanged(const PieceTool &tool);

 private:
  void rebuild();
  void clicked(int id);
  QIcon pieceIcon(char letter, sc::Color color) const;

  std::unique_ptr<PieceSet> m_pieces;
  QList<char> m_letters;
  QList<QString> m_names;
  QList<PieceTool> m_tools;  // by button id
  QButtonGroup *m_group = nullptr;
  QGridLayout *m_layout = nullptr;
  PieceTool m_tool;
  int m_iconSize = 36;
};
