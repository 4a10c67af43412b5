// GamesView: the Games dock. A filter line (which tags, what text), the
// table of games, and a search for the games that reach the board's
// position with its progress. It shows a proxy of the game list and emits
// intents; the app runs the filter and the search.
#pragma once

#include <QHash>
#include <QWidget>

class QAbstractProxyModel;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTableView;

class GamesView : public QWidget {
  Q_OBJECT

 public:
  // The fields of the filter box, in GameFilterModel::Field's order.
  explicit GamesView(QAbstractProxyModel *model, QWidget *parent = nullptr);

  QTableView *table() const { return m_table; }
  // The context menu of a row of the table (the caller owns it): its Copy
  // and Delete take the selected rows when the row is one of them.
  QMenu *createContextMenu(int sourceRow);
  // Selects and shows the list's row (when the filter lets it through).
  void selectSourceRow(int row);

  // Which columns show: the user's choice from the header's context menu
  // (column to shown), else what the model's header says under `role` (a
  // bool; without a role every column shows). Column 0, the number, always
  // shows.
  void setShownByDefaultRole(int role);
  QHash<int, bool> columnChoices() const { return m_choices; }
  void setColumnChoices(const QHash<int, bool> &choices);
  // The header's context menu (the caller owns it): a checkable entry a column.
  QMenu *createColumnMenu();

 public slots:
  void setSearchProgress(int searched, int total, int found);
  void setSearchFinished(bool complete, int searched, int found);
  void setPositionFilterShown(bool shown);
  void updateCount();
  // A line after the count, such as the filtered player's score; empty hides it.
  void setSummary(const QString &text);

 signals:
  void gameActivated(int sourceRow);
  // The context menu, or Delete and Ctrl+C on the selected rows (the list's
  // rows, ascending).
  void copyRequested(const QList<int> &sourceRows);
  void deleteRequested(const QList<int> &sourceRows);
  // The context menu's Export: those games to a PGN file of their own.
  void exportRequested(const QList<int> &sourceRows);
  // The context menu's Export as Web Page: those games as one page.
  void webPageRequested(const QList<int> &sourceRows);
  // The context menu's Merge: those games into the game on the board.
  void mergeRequested(const QList<int> &sourceRows);
  void filterChanged(int field, const QString &text);
  void positionSearchRequested();
  void stopSearchRequested();
  void positionFilterCleared();
  void columnChoicesChanged();

 protected:
  bool eventFilter(QObject *watched, QEvent *event) override;

 private:
  void showFilterHint();  // the filter box's example, by field
  QList<int> selectedSourceRows() const;
  void updateColumns();

  QAbstractProxyModel *m_model;
  QComboBox *m_field;
  QLineEdit *m_text;
  QTableView *m_table;
  QPushButton *m_search;
  QPushButton *m_showAll;
  QLabel *m_count;
  QLabel *m_summary;
  bool m_searching = false;
  int m_shownRole = 0;
  QHash<int, bool> m_choices;
};
