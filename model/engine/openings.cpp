#include "openings.h"

#include <cctype>
#include <memory>
#include <sstream>

#include "epd.h"
#include "pgn.h"
#include "sfen.h"

namespace sc {

namespace {

bool looksLikePgn(const std::string &text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::size_t i = 0;
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    if (i == line.size()) continue;
    if (line[i] == '[' || line[i] == '{') return true;
    // "1." or "1..." begins movetext; a position's first rank never has a dot.
    std::size_t j = i;
    while (j < line.size() && std::isdigit(static_cast<unsigned char>(line[j]))) ++j;
    return j > i && j < line.size() && line[j] == '.';
  }
  return false;
}

std::vector<Opening> readPgnOpenings(const VariantPtr &variant, const std::string &text,
                                     std::string &error) {
  const PgnFile file = readPgn(variant, text);
  if (!file.problems.empty()) {
    error = file.problems.front().toString();
    return {};
  }
  std::vector<Opening> openings;
  for (std::size_t g = 0; g < file.games.size(); ++g) {
    const PgnGame &game = file.games[g];
    const std::string which = "game " + std::to_string(g + 1) + ": ";
    if (!game.problems.empty()) {
      error = which + game.problems.front().toString();
      return {};
    }
    if (!game.tree) {
      error = which + "not read";
      return {};
    }
    const GameTree &tree = *game.tree;
    if (tree.start().rules().name != variant->rules().name) {
      error =
          which + "a game of " + tree.start().rules().name + ", not of " + variant->rules().name;
      return {};
    }
    Opening o{tree.start(), {}};
    for (NodeId id : tree.mainLine(tree.root())) {
      if (id == tree.root()) continue;
      if (tree.node(id).turn.kind == TurnKind::Null) {  // D39: no engine can be told a pass
        error = which + "ply " + std::to_string(o.turns.size() + 1) +
                " is a null move ('--'), which the players could not be told";
        return {};
      }
      o.turns.push_back(tree.node(id).turn);
    }
    openings.push_back(std::move(o));
  }
  if (openings.empty()) error = "no game in the file";
  return openings;
}

}  // namespace

Turn randomLegalTurn(Position &pos, std::mt19937_64 &rng, bool movesOnly) {
  auto list = std::make_unique<TurnList>();
  generateLegal(pos, *list);
  if (movesOnly) {
    int n = 0;
    for (int i = 0; i < list->size; ++i)
      if ((*list)[i].kind == TurnKind::Move) list->turns[n++] = (*list)[i];
    if (n > 0) list->size = n;
  }
  return (*list)[int(rng() % std::uint64_t(list->size))];
}

std::optional<Opening> randomOpening(const VariantPtr &variant, int index, std::uint64_t seed) {
  std::optional<Position> start = readSfen(variant, variant->rules().startSfen);
  if (!start) return std::nullopt;
  Opening o{*start, {}};
  if (index == 0) return o;
  std::mt19937_64 rng(seed * 1000003 + std::uint64_t(index));
  const int plies = 2 + int(rng() % 3);
  Position pos = *start;
  for (int p = 0; p < plies; ++p) {
    o.turns.push_back(randomLegalTurn(pos, rng, true));
    pos.make(o.turns.back());
  }
  return o;
}

std::vector<Opening> readOpenings(const VariantPtr &variant, const std::string &text,
                                  std::string &error) {
  if (looksLikePgn(text)) return readPgnOpenings(variant, text, error);
  std::vector<Opening> openings;
  std::istringstream in(text);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
    std::size_t i = 0;
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    if (i == line.size() || line[i] == '#') continue;
    ParseError why;
    // EPD's operations (`bm`, `id`, as opening suites carry them) say nothing
    // the match needs.
    std::optional<EpdLine> read = readEpd(variant, line.substr(i), &why);
    if (!read) {
      error = "line " + std::to_string(number) + ": " + why.toString();
      return {};
    }
    openings.push_back({read->position, {}});
  }
  if (openings.empty()) error = "no position in the file";
  return openings;
}

}  // namespace sc
