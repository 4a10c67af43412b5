#include "turncompletion.h"

#include <QCoreApplication>
#include <memory>

#include "coremessage.h"
#include "gamedocument.h"
#include "movegen.h"
#include "notation.h"

TurnCompletion::TurnCompletion(GameDocument *document, QObject *parent)
    : QObject(parent), m_document(document) {
  auto invalidate = [this] {
    m_stale = true;
    emit turnsChanged();
  };
  connect(m_document, &GameDocument::currentNodeChanged, this, invalidate);
  connect(m_document, &GameDocument::gameReset, this, invalidate);
}

QStringList TurnCompletion::turns() const {
  if (!m_stale) return m_turns;
  // TurnList holds thousands of turns: off the stack of a GUI event handler.
  auto list = std::make_unique<sc::TurnList>();
  sc::Position pos = m_document->position();
  sc::generateLegal(pos, *list);
  QStringList out;
  out.reserve(int(list->size));
  for (const sc::Turn &t : *list) out << QString::fromStdString(sc::formatTurn(pos, t));
  out.sort();
  out.removeDuplicates();
  m_turns = out;
  m_stale = false;
  return m_turns;
}

std::optional<sc::Turn> TurnCompletion::read(const QString &text, QString *error) const {
  sc::Position pos = m_document->position();
  const QString token = text.trimmed();
  if (token.isEmpty()) {
    if (error) *error = tr("Type a turn, such as one of the suggestions");
    return std::nullopt;
  }
  // An annotator's pass (D39): "--" shows what the other side threatens.
  if (sc::isNullToken(token.toStdString())) {
    if (sc::mayPass(pos)) return sc::nullTurn();
    if (error) *error = nullRefusal(token);
    return std::nullopt;
  }
  std::string english;
  sc::TurnError why;
  const auto turn = sc::parseTurn(pos, token.toStdString(), &english, &why);
  if (turn) return turn;
  if (error) {
    const QString reason = CoreMessage::translated(why.reason, english);
    *error = why.column > 0 ? tr("'%1', column %2: %3").arg(token).arg(why.column).arg(reason)
                            : tr("'%1': %2").arg(token, reason);
  }
  return std::nullopt;
}

bool TurnCompletion::play(const QString &text, QString *error) {
  const auto turn = read(text, error);
  if (!turn) return false;
  m_document->playTurn(*turn);
  return true;
}

QString TurnCompletion::nullRefusal(const QString &token) {
  return tr("'%1': a null move cannot stand here: the side to move is in check or has no turn "
            "to pass")
      .arg(token);
}

QString TurnCompletion::problem(const sc::Position &position, const QString &text) {
  sc::Position pos = position;
  if (sc::isNullToken(text.trimmed().toStdString()))
    return sc::mayPass(pos) ? QString() : nullRefusal(text.trimmed());
  std::string english;
  sc::TurnError why;
  if (sc::parseTurn(pos, text.trimmed().toStdString(), &english, &why)) return {};
  return CoreMessage::translated(why.reason, english);
}
