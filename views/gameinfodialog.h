// GameInfoDialog: the game's PGN tags as a form, as ChessX's "Game data" and
// Scid's "Game information" offer them: the players and their ratings, the
// event, site, date, round, result and annotator, and every other tag of the
// game in a table. It opens without blocking, checks what PGN can hold (a
// date as YYYY.MM.DD with "??" for what is unknown, a rating as a number, a
// tag name of letters, digits and "_"), says what is wrong beside OK, and
// commits through the document's undoable setTags when accepted.
#pragma once

#include <QDialog>
#include <QPointer>
#include <map>
#include <string>

#include "gamedocument.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

class GameInfoDialog : public QDialog {
  Q_OBJECT

 public:
  explicit GameInfoDialog(GameDocument *document, QWidget *parent = nullptr);

  // Opens the dialog for the document's game (it deletes itself when closed).
  static GameInfoDialog *edit(GameDocument *document, QWidget *parent);

  // The tags as the form now says them (empty fields left out), and what is
  // wrong with them ("" when they can be saved).
  std::map<std::string, std::string> tags() const;
  QString problem() const;
  // A form field by tag name ("White", "Date", ...), or null.
  QLineEdit *field(const QString &tag) const;

  void accept() override;

 private:
  void addOtherRow(const QString &name = {}, const QString &value = {});
  void check();

  QPointer<GameDocument> m_document;
  std::map<QString, QLineEdit *> m_fields;
  QComboBox *m_result = nullptr;
  QTableWidget *m_others = nullptr;
  QPushButton *m_remove = nullptr;
  QLabel *m_problem = nullptr;
  QPushButton *m_ok = nullptr;
};
