// Writing PGN (docs/pgn.md): deterministic, lines of at most 80 columns
// (a longer single token or shape list gets a line of its own), and written so
// that the reader gives back the same tree. The tree is walked with an explicit
// task stack, never recursively, for the same reason the reader uses one.
#include <cctype>
#include <utility>

#include "notation.h"
#include "pgn.h"
#include "registry.h"
#include "startview.h"

namespace sc {
namespace {

constexpr std::size_t kWidth = 80;

const char *const kRoster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
const char *const kUnknown[] = {"?", "?", "????.??.??", "?", "?", "?", "*"};

bool isDerivedTag(const std::string &name) {
  std::string key;
  for (char c : name) key += char(std::tolower(static_cast<unsigned char>(c)));
  return key == "variant" || key == "setup" || key == "fen";
}

bool isRosterTag(const std::string &name) {
  for (const char *r : kRoster)
    if (name == r) return true;
  return false;
}

std::size_t width(const std::string &s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

std::string tagLine(const std::string &name, const std::string &value) {
  std::string safeName;
  for (char c : name) safeName += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  std::string escaped;
  for (char c : value) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += (c == '\n' || c == '\r') ? ' ' : c;  // a tag value is one line
  }
  return "[" + (safeName.empty() ? std::string("_") : safeName) + " \"" + escaped + "\"]\n";
}

// "[Event" or "%": a line that starts so inside a comment could be taken for
// a tag or an escape line. "[%cal" cannot.
bool startsLikeTagOrEscape(const std::string &w) {
  return w[0] == '%' || (w[0] == '[' && w.size() > 1 &&
                         (std::isalnum(static_cast<unsigned char>(w[1])) || w[1] == '_'));
}

// Fills lines word by word. A word never breaks; inside a comment a line
// never starts like a tag or an escape line.
class Lines {
 public:
  explicit Lines(std::string &out) : m_out(out) {}

  void word(const std::string &w, bool inComment = false) {
    if (m_width > 0 && m_width + 1 + width(w) > kWidth) {
      m_out += '\n';
      m_width = 0;
      if (inComment && startsLikeTagOrEscape(w)) {
        m_out += ' ';
        m_width = 1;
      }
    } else if (m_width > 0) {
      m_out += ' ';
      ++m_width;
    }
    m_out += w;
    m_width += width(w);
  }
  void end() {
    if (m_width > 0) m_out += '\n';
    m_width = 0;
  }

 private:
  std::string &m_out;
  std::size_t m_width = 0;
};

const char kColorLetters[] = "GRYB";

// A command another program wrote into the text ("[%draw arrow,e2,e4,orange]",
// ChessBase's "[%tqu ...]") stays on one line, as its readers look for it:
// its words become one word, when the command closes and fits a line.
void keepCommandsWhole(std::vector<std::string> &words) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    std::string joined = words[i];
    std::size_t last = i;
    if (joined.rfind("[%", 0) == 0 && joined.find(']') == std::string::npos) {
      while (last + 1 < words.size() && joined.find(']') == std::string::npos &&
             width(joined) + 1 + width(words[last + 1]) <= kWidth)
        joined += " " + words[++last];
      if (joined.find(']') == std::string::npos) {
        joined = words[i];
        last = i;
      }
    }
    out.push_back(std::move(joined));
    i = last;
  }
  words = std::move(out);
}

// A comment's words: its text (split at white space; '}' cannot be written
// inside a comment and becomes ')'), then the evaluation and the clocks as
// [%eval], [%clk] and [%emt] (Lichess's order), and the shapes as [%cal] and
// [%csl]. Only an annotation after a turn, or the start's, has the commands.
void writeComment(Lines &lines, const std::string &text, const std::vector<Arrow> &arrows,
                  const std::vector<Circle> &circles, const Annotation *commands = nullptr) {
  std::vector<std::string> words;
  std::string current;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!current.empty()) words.push_back(std::move(current));
      current.clear();
    } else {
      current += c == '}' ? ')' : c;
    }
  }
  if (!current.empty()) words.push_back(std::move(current));
  keepCommandsWhole(words);
  if (commands) {
    for (const auto &[name, raw] : {std::pair{"[%eval ", &commands->eval},
                                    {"[%clk ", &commands->clock},
                                    {"[%emt ", &commands->elapsed}}) {
      std::string value;
      for (char c : *raw)
        if (!std::isspace(static_cast<unsigned char>(c)) && c != ']' && c != '}') value += c;
      if (!value.empty()) words.push_back(name + value + "]");
    }
  }
  if (!arrows.empty()) {
    std::string cal = "[%cal ";
    for (std::size_t i = 0; i < arrows.size(); ++i)
      cal += (i ? "," : "") + std::string(1, kColorLetters[int(arrows[i].color) & 3]) +
             squareName(arrows[i].from) + squareName(arrows[i].to);
    words.push_back(cal + "]");
  }
  if (!circles.empty()) {
    std::string csl = "[%csl ";
    for (std::size_t i = 0; i < circles.size(); ++i)
      csl += (i ? "," : "") + std::string(1, kColorLetters[int(circles[i].color) & 3]) +
             squareName(circles[i].square);
    words.push_back(csl + "]");
  }
  if (words.empty()) {
    lines.word("{}");
    return;
  }
  words.front() = "{" + words.front();
  words.back() += "}";
  for (const std::string &w : words) lines.word(w, true);
}

bool hasAfter(const Annotation &a) {
  return !a.commentAfter.empty() || !a.arrows.empty() || !a.circles.empty() || !a.eval.empty() ||
         !a.clock.empty() || !a.elapsed.empty();
}

class MovetextWriter {
 public:
  MovetextWriter(const GameTree &tree, Lines &lines)
      : m_tree(tree), m_lines(lines), m_pos(tree.start()) {}

  void write() {
    const Annotation &root = m_tree.node(m_tree.root()).annotation;
    // The root has no token: its comments (a game's introduction) come first.
    std::string intro = root.commentBefore;
    if (!root.commentAfter.empty()) intro += (intro.empty() ? "" : " ") + root.commentAfter;
    // The start's [%eval] too (Analyse Game scores it): it weighs the first
    // turn, and the graph begins with it.
    if (!intro.empty() || !root.arrows.empty() || !root.circles.empty() || !root.eval.empty() ||
        !root.clock.empty() || !root.elapsed.empty()) {
      writeComment(m_lines, intro, root.arrows, root.circles, &root);
    }
    std::vector<Task> stack{{Task::Continue, m_tree.root()}};
    while (!stack.empty()) {
      const Task task = stack.back();
      stack.pop_back();
      const Node &node = m_tree.node(task.node);
      switch (task.kind) {
        case Task::Continue: {
          // children[0] first, then its alternatives as variations, then
          // the line goes on after children[0].
          const std::vector<NodeId> &children = node.children;
          if (children.empty()) break;
          stack.push_back({Task::Continue, children[0]});
          stack.push_back({Task::Make, children[0]});
          for (std::size_t i = children.size() - 1; i >= 1; --i) {
            stack.push_back({Task::Close, children[i]});
            stack.push_back({Task::Continue, children[i]});
            stack.push_back({Task::Make, children[i]});
            stack.push_back({Task::Emit, children[i]});
            stack.push_back({Task::Open, children[i]});
          }
          stack.push_back({Task::Emit, children[0]});
          break;
        }
        case Task::Emit:
          emit(node);
          break;
        case Task::Make:
          m_pos.make(node.turn);
          break;
        case Task::Open:
          m_lines.word("(");
          m_lineStart = true;
          m_needNumber = true;
          break;
        case Task::Close:
          for (int ply = m_pos.historySize() - m_startHistory; ply > node.ply - 1; --ply)
            m_pos.undo();
          m_lines.word(")");
          m_needNumber = true;
          break;
      }
    }
  }

 private:
  struct Task {
    enum Kind { Continue, Emit, Make, Open, Close } kind;
    NodeId node;
  };

  // A comment after a turn is that turn's; a comment before a turn is written
  // between its number and its token ("9. {Now} Pe4@d5"), or before the
  // number at the start of a variation ("( {Worse is} 9... Qd8-d5@e4").
  void emit(const Node &node) {
    const Annotation &a = node.annotation;
    const bool before = !a.commentBefore.empty();
    const bool white = m_pos.sideToMove() == Color::White;
    const std::string number = std::to_string(m_pos.turnNumber()) + (white ? "." : "...");
    const std::string token = formatTurnWithSuffix(m_pos, node.turn);
    if (before && m_lineStart) {
      writeComment(m_lines, a.commentBefore, {}, {});
      m_lines.word(number + " " + token);
    } else if (before) {
      m_lines.word(number);
      writeComment(m_lines, a.commentBefore, {}, {});
      m_lines.word(token);
    } else {
      // K24: after White's fortune of war, White's own turn goes on under its
      // number, and Black's then names its own ("20. QH:wN Pd3-d4 20... Pc10-c9").
      m_lines.word((white && !m_afterChance) || m_needNumber ? number + " " + token : token);
    }
    const bool whiteAfterChance = white && m_afterChance;
    m_afterChance = node.turn.kind == TurnKind::Chance;
    for (int nag : a.nags) m_lines.word("$" + std::to_string(nag));
    const bool after = hasAfter(a);
    m_needNumber = after || whiteAfterChance;
    m_lineStart = false;
    if (after) writeComment(m_lines, a.commentAfter, a.arrows, a.circles, &a);
  }

  const GameTree &m_tree;
  Lines &m_lines;
  Position m_pos;
  const int m_startHistory = m_pos.historySize();
  bool m_needNumber = true;    // Black's turn needs "9..." (after a comment or a bracket)
  bool m_lineStart = false;    // right after an opening bracket
  bool m_afterChance = false;  // the last turn written was a fortune of war (K24)
};

std::string writeGame(const GameTree &tree) {
  std::string out;
  const std::map<std::string, std::string> &tags = tree.tags();
  for (int i = 0; i < 7; ++i) {
    auto it = tags.find(kRoster[i]);
    out += tagLine(kRoster[i], it == tags.end() || it->second.empty() ? kUnknown[i] : it->second);
  }
  const Ruleset &rules = tree.start().rules();
  out += tagLine("Variant", variantTagValue(rules));
  if (startsFromSetUp(tree)) {
    out += tagLine("SetUp", "1");
    out += tagLine("FEN", writeSfen(tree.start()));
  }
  for (const auto &[name, value] : tags)
    if (!isRosterTag(name) && !isDerivedTag(name)) out += tagLine(name, value);
  out += '\n';

  Lines lines(out);
  MovetextWriter(tree, lines).write();
  auto result = tags.find("Result");
  const bool known = result != tags.end() && (result->second == "1-0" || result->second == "0-1" ||
                                              result->second == "1/2-1/2");
  lines.word(known ? result->second : "*");
  lines.end();
  return out;
}

}  // namespace

std::string writePgn(const GameTree &tree) { return writeGame(tree); }

std::string writePgn(const std::vector<const GameTree *> &trees) {
  std::string out;
  for (const GameTree *tree : trees) {
    if (!tree) continue;
    if (!out.empty()) out += '\n';
    out += writeGame(*tree);
  }
  return out;
}

std::string variantTagValue(const Ruleset &rules) {
  // The family's primary game is plain "Shooters Chess", as players call it;
  // another edition needs its full title to be told apart. A rule system
  // whose short title no other shares goes by it ("Chess-Battle").
  const Registry &registry = Registry::instance();
  const Ruleset &primary = registry.defaultVariant()->rules();
  const auto shortOf = [](const std::string &title) {
    const std::size_t paren = title.find(" (");
    return paren == std::string::npos ? title : title.substr(0, paren);
  };
  const std::string mine = shortOf(rules.title);
  if (rules.name == primary.name) return mine;
  // The built-in titles, read once: writing a game must not compile rulesets.
  static const std::vector<std::pair<std::string, std::string>> titles = [&registry, &shortOf] {
    std::vector<std::pair<std::string, std::string>> out;
    std::string error;
    for (const std::string &name : registry.names())
      if (const VariantPtr v = registry.load(name, {}, error))
        out.emplace_back(name, shortOf(v->rules().title));
    return out;
  }();
  for (const auto &[name, title] : titles)
    if (name != rules.name && title == mine) return rules.title;
  return mine;
}

}  // namespace sc
