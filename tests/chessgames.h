// Games written out in chess's PGN for the tests of what the window does with
// a game (training, learning from mistakes, the evaluation graph): the rules,
// a game read from text, a turn played as the board plays it, and the token
// of the turn on the board.
#pragma once

#include <QString>
#include <QtGlobal>
#include <memory>
#include <optional>
#include <string>

#include "gamedocument.h"
#include "notation.h"
#include "pgn.h"
#include "registry.h"

namespace wbtest {

inline sc::VariantPtr chessRules() {
  std::string error;
  return sc::Registry::instance().load("chess", {}, error);
}

inline std::unique_ptr<sc::GameTree> readOne(const std::string &text) {
  sc::PgnFile file = sc::readPgn(chessRules(), text);
  if (file.games.size() != 1 || !file.games[0].tree) qFatal("unreadable: %s", text.c_str());
  return std::move(file.games[0].tree);
}

// Plays `token` at the document's current node, as the board would.
inline void play(GameDocument &doc, const char *token) {
  sc::Position pos = doc.position();
  const std::optional<sc::Turn> turn = sc::parseTurn(pos, token);
  if (!turn) qFatal("not a turn here: %s", token);
  doc.playTurn(*turn);
}

inline QString at(const GameDocument &doc) {
  return QString::fromStdString(doc.tree().node(doc.currentNode()).notation);
}

}  // namespace wbtest
