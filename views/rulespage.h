// RulesPage: the rules of a rule system, to learn the game in the program
// (Help > Rules of ...). A QTextBrowser shows the ruleset's hand-written text
// (resources/help/NAME.html, compiled in as :/help/NAME.html) around a section
// per piece type generated from the ruleset's data: the piece's picture from
// its piece set, how it moves and how far, how it takes, its ranks and shots.
#pragma once

#include <QDialog>
#include <QString>
#include <optional>

#include "ruleset.h"

class QTextBrowser;

class RulesPage : public QDialog {
  Q_OBJECT

 public:
  explicit RulesPage(QWidget *parent = nullptr);

  // Shows the rules of `rules` (the page is rebuilt, its pictures rendered).
  void setRuleset(const sc::Ruleset &rules);
  QString rulesetName() const { return m_name; }
  // Renders the pictures again (the preferred piece set changed).
  void refreshPictures();
  QTextBrowser *browser() const { return m_browser; }

  // The whole page as HTML; pictures are named "piece:wN" (White's knight).
  static QString html(const sc::Ruleset &rules);
  // One line saying what the rule system is: the hand-written text's
  // <meta name="description">, else a line made from the data.
  static QString summary(const sc::Ruleset &rules);
  // The section of one piece type: what it does, in sentences.
  static QString pieceText(const sc::Ruleset &rules, const sc::PieceType &piece);

  QSize sizeHint() const override;

 private:
  QTextBrowser *m_browser = nullptr;
  QString m_name;
  std::optional<sc::Ruleset> m_rules;
};
