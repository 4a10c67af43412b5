// OpeningTreeView: the Opening Tree dock's contents. The turns the open file's
// games played from the position on the board, most played first, with a
// bar of how those games ended (White's wins, draws, Black's wins), as
// ChessX's tree and Lichess's explorer show them; a click plays the turn. The
// tree is walked only while the view is shown.
#pragma once

#include <QPointer>
#include <QWidget>

class GameDocument;
class OpeningTree;
class QLabel;
class QTableView;

class OpeningTreeView : public QWidget {
  Q_OBJECT

 public:
  OpeningTreeView(GameDocument *document, OpeningTree *tree, QWidget *parent = nullptr);

  QTableView *table() const { return m_table; }
  QString statusText() const;

 protected:
  void showEvent(QShowEvent *event) override;
  void hideEvent(QHideEvent *event) override;

 private:
  void follow();
  void updateStatus();
  void play(int row);

  QPointer<GameDocument> m_document;
  OpeningTree *m_tree;
  QLabel *m_status = nullptr;
  QTableView *m_table = nullptr;
};
