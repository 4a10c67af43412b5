// TurnCompletion: typed turns for the turn box under the board
// (docs/turn-box.md). It knows the legal turns at the document's current node
// as the game writes them (the project's notation, SAN for chess, MegaMan's
// volleys), reads a typed token with the core's notation parser and plays it
// through GameDocument::playTurn, the path a click on the board takes. The
// widget (views/turnbox.h) only shows what it says.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>

#include "position.h"

class GameDocument;

class TurnCompletion : public QObject {
  Q_OBJECT

 public:
  explicit TurnCompletion(GameDocument *document, QObject *parent = nullptr);

  GameDocument *document() const { return m_document; }

  // Every legal turn at the current node, as the game writes it (without the
  // check suffix), sorted. Computed when first asked for at a node.
  QStringList turns() const;

  // The legal turn `text` names at the current node; otherwise nothing, and
  // `error` says why in the interface's language ("column 1: 'Z' is not a
  // piece letter (B K N P Q R)", "the rook on b1 cannot shoot b5: ..."). A
  // null move ("--", "Z0") is a pass where sc::mayPass allows one (D39).
  std::optional<sc::Turn> read(const QString &text, QString *error = nullptr) const;

  // Reads `text` and plays it (GameDocument::playTurn). Returns false, with
  // the reason in `error`, and changes nothing when it names no legal turn.
  bool play(const QString &text, QString *error = nullptr);

  // Why `text` names no legal turn in `position`, or "" when it names one.
  static QString problem(const sc::Position &position, const QString &text);

 signals:
  // The current node changed: turns() has other answers.
  void turnsChanged();

 private:
  static QString nullRefusal(const QString &token);

  GameDocument *m_document = nullptr;
  mutable QStringList m_turns;
  mutable bool m_stale = true;
};
