// TurnBox: the line under the board where a turn is typed in the game's
// notation (docs/turn-box.md). It completes from TurnCompletion's legal turns,
// plays the typed turn with Enter, says under the line why a turn cannot be
// played (and keeps the text to fix), and gives up the keyboard with Escape.
// It holds no rules: reading and playing belong to TurnCompletion.
#pragma once

#include <QWidget>

class QCompleter;
class QLabel;
class QLineEdit;
class QStringListModel;
class TurnCompletion;

class TurnBox : public QWidget {
  Q_OBJECT

 public:
  explicit TurnBox(TurnCompletion *completion, QWidget *parent = nullptr);

  QLineEdit *lineEdit() const { return m_edit; }
  QCompleter *completer() const { return m_completer; }
  // What the line under the text says: why the last turn was refused, or "".
  QString message() const;

  // Puts the cursor in the line, its text selected.
  void activate();

 signals:
  // Escape on an empty (or just cleared) line: the board may take the keyboard.
  void done();

 protected:
  bool eventFilter(QObject *watched, QEvent *event) override;

 private:
  void submit();
  void refreshTurns();
  void showMessage(const QString &text);

  TurnCompletion *m_completion = nullptr;
  QLineEdit *m_edit = nullptr;
  QLabel *m_message = nullptr;
  QCompleter *m_completer = nullptr;
  QStringListModel *m_model = nullptr;
  bool m_stale = true;  // the completer's list is from another node
};
