#include "gamemerge.h"

#include <memory>
#include <utility>

#include "gamedocument.h"
#include "ruleset.h"

sc::NodeId findMeeting(const sc::GameTree &tree, sc::NodeId current, const sc::Position &start) {
  // The way to the current node, replayed once; then the main line.
  for (const bool mainLine : {false, true}) {
    const std::vector<sc::NodeId> line =
        mainLine ? tree.mainLine() : tree.path(tree.valid(current) ? current : tree.root());
    std::vector<sc::Key> keys;
    keys.reserve(line.size());
    sc::Position pos = tree.start();
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (i > 0) pos.make(tree.node(line[i]).turn);
      keys.push_back(pos.key());
    }
    // Nearest the current node first: where the user is looking.
    for (std::size_t i = line.size(); i-- > 0;)
      if (keys[i] == start.key()) return line[i];
  }
  return sc::kNoNode;
}

std::string mergeLabel(const sc::GameTree &other) {
  auto tag = [&other](const char *name) -> std::string {
    const auto found = other.tags().find(name);
    if (found == other.tags().end()) return {};
    const std::string &value = found->second;
    // "?" says nothing; of a date only the year is said, when it is known.
    const std::string said = std::string(name) == "Date" ? value.substr(0, value.find('.')) : value;
    return said.find_first_not_of('?') == std::string::npos ? std::string() : said;
  };
  const std::string white = tag("White"), black = tag("Black");
  std::string label = white.empty() && black.empty()
                          ? std::string()
                          : (white.empty() ? "?" : white) + " - " + (black.empty() ? "?" : black);
  std::string where = tag("Event");
  if (const std::string year = tag("Date"); !year.empty())
    where += (where.empty() ? "" : " ") + year;
  if (!where.empty()) label += (label.empty() ? "" : ", ") + where;
  return label;
}

namespace {

// Whether some node of `other` has no counterpart below `anchor`.
bool bringsSomethingNew(const sc::GameTree &tree, sc::NodeId anchor, const sc::GameTree &other) {
  std::vector<std::pair<sc::NodeId, sc::NodeId>> todo{{other.root(), anchor}};
  while (!todo.empty()) {
    const auto [from, here] = todo.back();
    todo.pop_back();
    for (const sc::NodeId child : other.node(from).children) {
      const sc::NodeId found = tree.findChild(here, other.node(child).turn);
      if (found == sc::kNoNode) return true;
      todo.emplace_back(child, found);
    }
  }
  return false;
}

}  // namespace

MergeGameCommand::MergeGameCommand(GameDocument *doc, sc::NodeId anchor, const sc::GameTree &other,
                                   std::string label, QUndoCommand *parent)
    : GameCommand(doc, GameCommand::tr("Merge game"), parent),
      m_anchor(anchor),
      m_other(std::make_unique<sc::GameTree>(other)),
      m_label(std::move(label)) {}

void MergeGameCommand::add(sc::NodeId otherNode, sc::NodeId parent) {
  // A new node brings its whole subtree: nothing below it can exist yet.
  std::vector<std::pair<sc::NodeId, sc::NodeId>> todo{{otherNode, parent}};
  for (bool top = true; !todo.empty(); top = false) {
    const auto [from, under] = todo.back();
    todo.pop_back();
    const sc::Node &source = m_other->node(from);
    const int index = int(m_doc->tree().node(under).children.size());
    m_doc->notifyAboutToInsert(under, index, sc::kNoNode);
    const sc::NodeId node = m_doc->mutableTree().addChild(under, source.turn, source.notation);
    m_doc->mutableTree().annotation(node) = source.annotation;
    m_doc->notifyInserted(under, index);
    ++m_count;
    if (top) m_tops.push_back({parent, node, index});
    // Reversed, so that children come out in their order (the main line first).
    for (auto child = source.children.rbegin(); child != source.children.rend(); ++child)
      todo.emplace_back(*child, node);
  }
}

void MergeGameCommand::walk() {
  // Depth first, each line before its variations: the first node added is
  // where the other game's main line leaves this one, if it does.
  std::vector<std::pair<sc::NodeId, sc::NodeId>> todo;  // (other's node, its parent here)
  const auto &rootChildren = m_other->node(m_other->root()).children;
  for (auto child = rootChildren.rbegin(); child != rootChildren.rend(); ++child)
    todo.emplace_back(*child, m_anchor);
  while (!todo.empty()) {
    const auto [from, under] = todo.back();
    todo.pop_back();
    const sc::Node &source = m_other->node(from);
    if (const sc::NodeId here = m_doc->tree().findChild(under, source.turn); here != sc::kNoNode) {
      for (auto child = source.children.rbegin(); child != source.children.rend(); ++child)
        todo.emplace_back(*child, here);
      continue;
    }
    add(from, under);
  }
  if (!m_tops.empty() && !m_label.empty()) {
    std::string &before = m_doc->mutableTree().annotation(m_tops.front().node).commentBefore;
    before = before.empty() ? m_label : m_label + " " + before;
  }
}

void MergeGameCommand::redo() {
  m_doc->goTo(m_before);
  if (!m_done) {
    walk();
    m_done = true;
    m_other.reset();
    return;
  }
  for (const Top &top : m_tops) attachNode(m_doc, top.parent, top.node, top.index);
}

void MergeGameCommand::undo() {
  m_doc->goTo(m_before);
  for (auto top = m_tops.rbegin(); top != m_tops.rend(); ++top)
    detachNode(m_doc, top->parent, top->node, top->index);
}

namespace {

// Several games' merges as one undo step. Each child is applied as it is
// made, since the next is planned against the game it leaves; the push's
// redo then has nothing left to do.
class MergeGroupCommand : public QUndoCommand {
 public:
  void redo() override {
    if (m_applied) {
      m_applied = false;
      return;
    }
    QUndoCommand::redo();
  }

 private:
  bool m_applied = true;
};

// What merging `other` would do, nothing pushed: Merged with no count when
// it brings something new.
MergeOutcome planMerge(const sc::GameTree &ours, sc::NodeId current, const sc::GameTree &other) {
  MergeOutcome outcome;
  // Options can change what is legal (a stalemate's verdict, a rule of
  // shooting): the other game's turns are kept only under the same rules.
  const sc::Ruleset &theirs = other.start().rules(), &rules = ours.start().rules();
  if (theirs.name != rules.name || sc::optionsText(theirs) != sc::optionsText(rules)) {
    outcome.result = MergeOutcome::Result::OtherRules;
    return outcome;
  }
  outcome.anchor = findMeeting(ours, current, other.start());
  if (outcome.anchor == sc::kNoNode) {
    outcome.result = MergeOutcome::Result::NoMeeting;
    return outcome;
  }
  if (bringsSomethingNew(ours, outcome.anchor, other))
    outcome.result = MergeOutcome::Result::Merged;
  return outcome;
}

}  // namespace

MergeOutcome GameDocument::mergeGame(const sc::GameTree &other) {
  return mergeGames({&other}).front();
}

std::vector<MergeOutcome> GameDocument::mergeGames(
    const std::vector<const sc::GameTree *> &others) {
  std::vector<MergeOutcome> outcomes;
  outcomes.reserve(others.size());
  // Several games are one undo step, named for the games that brought
  // something, which is known only once each is merged; games that bring
  // nothing leave no step (an empty one would drop what Redo could bring).
  auto group = others.size() > 1 ? std::make_unique<MergeGroupCommand>() : nullptr;
  for (const sc::GameTree *other : others) {
    // Each is planned against the game as the ones before it left it: two
    // games with the same opening add it once.
    MergeOutcome outcome = planMerge(*m_tree, m_current, *other);
    if (outcome.result == MergeOutcome::Result::Merged) {  // else no undo step
      auto *command =
          new MergeGameCommand(this, outcome.anchor, *other, mergeLabel(*other), group.get());
      if (group)
        command->redo();
      else
        m_undo->push(command);
      outcome.added = command->added();
      outcome.firstNew = command->firstNew();
    }
    outcomes.push_back(outcome);
  }
  if (group && group->childCount() > 0) {
    const int merged = group->childCount();
    group->setText(merged == 1 ? GameCommand::tr("Merge game")
                               : GameCommand::tr("Merge %n game(s)", nullptr, merged));
    m_undo->push(group.release());
  }
  return outcomes;
}
