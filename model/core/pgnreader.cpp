// Reading PGN (docs/pgn.md). One loop per game, no recursion: variations
// are a stack of frames, so a 100,000-deep nest costs memory, not the call
// stack. The position follows the reader by make/undo, so each turn is read
// once against the position it is played in.
#include <algorithm>
#include <cctype>
#include <map>

#include "notation.h"
#include "pgn.h"
#include "pgnlexer.h"
#include "pgnmovetext.h"
#include "registry.h"

namespace sc {

std::string PgnProblem::toString() const {
  return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

namespace {

using pgn::Lexer;
using pgn::Place;
using pgn::TagLine;

PgnProblem problemAt(Place at, Message why) {
  std::string text = why.str();
  return PgnProblem{at.line, at.column, std::move(text), std::move(why)};
}

std::string lower(std::string s) {
  for (char &c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// "Shooters Chess (revised edition)" is also known as "Shooters Chess".
std::string shortTitle(const std::string &title) {
  const std::size_t paren = title.find(" (");
  return paren == std::string::npos ? title : title.substr(0, paren);
}

// The Seven Tag Roster with PGN's "unknown" values: the writer fills a missing
// tag with them, so the reader leaves such a tag out (docs/pgn.md).
const std::map<std::string, std::string> &placeholders() {
  static const std::map<std::string, std::string> table = {
      {"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"}, {"Round", "?"},
      {"White", "?"}, {"Black", "?"}, {"Result", "*"}};
  return table;
}

// Finds the ruleset a Variant tag names: the caller's own variant first (it
// may carry options), then the registry by name, title or short title.
class VariantFinder {
 public:
  explicit VariantFinder(VariantPtr preferred) : m_preferred(std::move(preferred)) {}

  VariantPtr find(const std::string &value, Message &why) {
    const std::string key = lower(value);
    auto names = [&key](const Ruleset &r) {
      for (const std::string &alias : r.aliases)
        if (key == lower(alias)) return true;
      return key == lower(r.name) || key == lower(r.title) || key == lower(shortTitle(r.title));
    };
    // What the writer writes for the primary game names it, whatever else
    // shares its short title (a window of another Shooters edition included).
    VariantPtr primary = Registry::instance().defaultVariant();
    if (m_preferred->rules().name != primary->rules().name &&
        key == lower(variantTagValue(primary->rules())))
      return primary;
    if (names(m_preferred->rules())) return m_preferred;
    std::vector<VariantPtr> found;
    std::string known;
    for (const std::string &name : Registry::instance().names()) {
      VariantPtr v = load(name);
      if (!v) continue;
      known += (known.empty() ? "" : ", ") + ("\"" + v->rules().title + "\" (" + name + ")");
      if (key == lower(name) || key == lower(v->rules().title)) return v;
      for (const std::string &alias : v->rules().aliases)
        if (key == lower(alias)) return v;
      if (key == lower(shortTitle(v->rules().title))) found.push_back(v);
    }
    if (found.size() == 1) return found.front();
    why = found.empty()
              ? message(SC_TRANSLATE_NOOP("sc::Pgn", "unknown variant %1; known: %2"),
                        "\"" + value + "\"", known)
              : message(SC_TRANSLATE_NOOP("sc::Pgn",
                                          "the variant %1 names several rulesets; known: %2"),
                        "\"" + value + "\"", known);
    return nullptr;
  }

  VariantPtr byName(const std::string &name) { return load(name); }

 private:
  VariantPtr load(const std::string &name) {
    auto it = m_cache.find(name);
    if (it != m_cache.end()) return it->second;
    std::string error;
    VariantPtr v = Registry::instance().load(name, {}, error);
    m_cache[name] = v;
    return v;
  }

  VariantPtr m_preferred;
  std::map<std::string, VariantPtr> m_cache;
};

class GameReader {
 public:
  GameReader(Lexer &lexer, VariantFinder &variants, const VariantPtr &fallback,
             pgn::TurnCache &cache)
      : m_lexer(lexer), m_variants(variants), m_fallback(fallback), m_cache(cache) {}

  // Reads one game from the cursor. `empty` is set when it held no tags and
  // nothing to keep (junk between games): its problems belong to the file.
  PgnGame read(bool &empty) {
    PgnGame game;
    game.firstLine = m_lexer.place().line;
    std::map<std::string, std::string> tags;
    std::map<std::string, TagLine> special;  // Variant, SetUp, FEN by lower-case name
    bool anyTag = false;
    const std::string leading = leadingComments(game.problems);
    for (m_lexer.skipBlank(); m_lexer.atTag(); m_lexer.skipBlank()) {
      TagLine tag = m_lexer.readTag();
      anyTag = true;
      for (const pgn::Note &n : tag.notes)
        game.problems.push_back(problemAt(
            n.at, message(SC_TRANSLATE_NOOP("sc::Pgn", "in the tag %1: %2"), tag.name, n.message)));
      if (tag.problem.message.context) {
        game.problems.push_back(problemAt(tag.problem.at, tag.problem.message));
        continue;
      }
      const std::string key = lower(tag.name);
      if (key == "variant" || key == "setup" || key == "fen") {
        special[key] = tag;
        continue;
      }
      auto ph = placeholders().find(tag.name);
      if (ph != placeholders().end() && ph->second == tag.value) {
        tags.erase(tag.name);
        continue;
      }
      tags[tag.name] = tag.value;
    }

    const pgn::Lexer mark = m_lexer;
    const std::vector<PgnProblem> tagProblems = game.problems;
    std::string result;
    std::unique_ptr<GameTree> tree =
        attempt(startTree(special, game.problems), game.problems, result);
    // A game without a Variant tag is read as the caller's rule system; when
    // that fails and another built-in one reads it whole (a chess game from
    // a puzzle collection opened in a Shooters window), it is that one's.
    // When none reads it whole and the caller's could not read its first
    // turn, the one that reads furthest names the real problem (a chess
    // game's null move, not its first turn read as a Shooters turn); a game
    // the caller's rule system reads in part stays its own, so that a typo in
    // a Shooters Chess game does not make it a first-edition game.
    if (!special.count("variant") && game.problems.size() > tagProblems.size()) {
      struct Reading {
        std::unique_ptr<GameTree> tree;
        std::vector<PgnProblem> problems;
        std::string result;
        pgn::Lexer end;
      };
      Reading best{nullptr, {}, {}, m_lexer};
      const int fallbackNodes = tree ? tree->nodeCount() : 0;
      for (const std::string &name : Registry::instance().names()) {
        VariantPtr v = m_variants.byName(name);
        if (!v || v->rules().name == m_fallback->rules().name) continue;
        Reading trial{nullptr, tagProblems, {}, mark};
        m_lexer.rewind(mark);
        trial.tree = attempt(startTree(special, trial.problems, v), trial.problems, trial.result);
        trial.end = m_lexer;
        if (!trial.tree) continue;
        const bool whole = trial.problems.size() == tagProblems.size();
        const int nodes = trial.tree->nodeCount();
        if (whole || (fallbackNodes <= 1 &&
                      nodes > std::max(fallbackNodes, best.tree ? best.tree->nodeCount() : 0)))
          best = std::move(trial);
        if (whole) break;
      }
      if (best.tree) {
        tree = std::move(best.tree);
        game.problems = std::move(best.problems);
        result = best.result;
      }
      m_lexer.rewind(best.end);
    }
    if (tree && !leading.empty()) {
      std::string &intro = tree->annotation(tree->root()).commentBefore;
      intro = leading + (intro.empty() ? "" : " " + intro);
    }
    if (tree) {
      tree->tags() = tags;
      if (!tags.count("Result") && result != "*" && !result.empty())
        tree->tags()["Result"] = result;
      const Annotation &rootNote = tree->node(tree->root()).annotation;
      empty = !anyTag && tree->nodeCount() == 1 && rootNote == Annotation{};
      game.tree = std::move(tree);
    } else {
      pgn::MovetextReader::skipGame(m_lexer);
      empty = false;
    }
    return game;
  }

 private:
  // Comments before the tags (Lexer::commentsBeforeTags) as one text, the
  // game's introduction; their replaced bytes are the game's problems.
  std::string leadingComments(std::vector<PgnProblem> &problems) {
    std::string text;
    for (const pgn::Token &tok : m_lexer.commentsBeforeTags()) {
      for (const pgn::Note &n : tok.notes)
        problems.push_back(
            problemAt(n.at, message(SC_TRANSLATE_NOOP("sc::Pgn", "in a comment: %1"), n.message)));
      const std::size_t first = tok.text.find_first_not_of(" \t\n\r\f\v");
      if (first == std::string::npos) continue;
      const std::size_t last = tok.text.find_last_not_of(" \t\n\r\f\v");
      text += (text.empty() ? "" : " ") + tok.text.substr(first, last - first + 1);
    }
    return text;
  }

  // Reads the movetext into `tree` (when there is one) and returns it.
  std::unique_ptr<GameTree> attempt(std::unique_ptr<GameTree> tree,
                                    std::vector<PgnProblem> &problems, std::string &result) {
    if (!tree) return tree;
    pgn::MovetextReader movetext(m_lexer, *tree, problems, m_cache);
    movetext.read();
    result = movetext.result();
    return tree;
  }

  std::unique_ptr<GameTree> startTree(const std::map<std::string, TagLine> &special,
                                      std::vector<PgnProblem> &problems,
                                      VariantPtr variant = nullptr) {
    if (!variant) variant = m_fallback;
    if (auto it = special.find("variant"); it != special.end() && variant == m_fallback) {
      Message why;
      variant = m_variants.find(it->second.value, why);
      if (!variant) {
        problems.push_back(problemAt(it->second.valueAt, why));
        return nullptr;
      }
    }
    auto fen = special.find("fen");
    if (fen == special.end()) {
      auto setUp = special.find("setup");
      if (setUp != special.end() && setUp->second.value == "1") {
        const Message m =
            message(SC_TRANSLATE_NOOP("sc::Pgn",
                                      "SetUp is \"1\" but there is no FEN tag; the game "
                                      "starts from the ruleset's start position"));
        problems.push_back({setUp->second.at.line, setUp->second.at.column, m.str(), m});
      }
      ParseError error;
      std::optional<Position> start = readSfen(variant, variant->rules().startSfen, &error);
      if (!start) {  // a ruleset whose start does not read is a loader bug
        problems.push_back(problemAt(
            Place{1, 1},
            message(SC_TRANSLATE_NOOP("sc::Pgn",
                                      "the ruleset's start position cannot be read: column %1: %2"),
                    error.column, error.detail)));
        return nullptr;
      }
      return std::make_unique<GameTree>(*start);
    }
    ParseError error;
    std::optional<Position> start = readSfen(variant, fen->second.value, &error);
    if (!start) {
      const Place at = fen->second.valueAt;
      const Message m =
          message(SC_TRANSLATE_NOOP("sc::Pgn", "the FEN tag is not a valid SFEN: column %1: %2"),
                  error.column, error.detail);
      problems.push_back({at.line, at.column + error.column - 1, m.str(), m});
      return nullptr;
    }
    return std::make_unique<GameTree>(*start);
  }

  Lexer &m_lexer;
  VariantFinder &m_variants;
  const VariantPtr &m_fallback;
  pgn::TurnCache &m_cache;
};

}  // namespace

struct PgnReader::State {
  explicit State(VariantPtr v) : variant(std::move(v)), variants(variant) {}
  VariantPtr variant;
  VariantFinder variants;
  pgn::TurnCache cache;
};

PgnReader::PgnReader(VariantPtr variant) : m_state(std::make_unique<State>(std::move(variant))) {}
PgnReader::~PgnReader() = default;

PgnFile PgnReader::read(std::string_view raw, int firstLine) {
  PgnFile file;
  const std::string text = pgn::decodeLegacy(raw);
  Lexer lexer(text, firstLine);
  for (lexer.skipBlank(); !lexer.atEnd(); lexer.skipBlank()) {
    bool empty = false;
    PgnGame game =
        GameReader(lexer, m_state->variants, m_state->variant, m_state->cache).read(empty);
    if (empty) {
      // Junk between games is not a game: its problems are the file's.
      file.problems.insert(file.problems.end(), game.problems.begin(), game.problems.end());
      continue;
    }
    file.games.push_back(std::move(game));
  }
  return file;
}

PgnGame PgnReader::readGame(std::string_view text, int firstLine) {
  PgnFile file = read(text, firstLine);
  PgnGame game;
  if (!file.games.empty())
    game = std::move(file.games.front());
  else
    game.firstLine = firstLine;
  // Junk around the game is the game's problem here: it is all the caller has.
  game.problems.insert(game.problems.begin(), file.problems.begin(), file.problems.end());
  return game;
}

PgnFile readPgn(const VariantPtr &variant, std::string_view raw, int firstLine) {
  return PgnReader(variant).read(raw, firstLine);
}

}  // namespace sc
