#include "mergemessage.h"

#include <QCoreApplication>
#include <QStringList>

#include "gamedocument.h"
#include "gamemerge.h"
#include "movemenu.h"

namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(MergeMessage)
};

}  // namespace

QString mergeMessage(const GameDocument &document, const MergeOutcome &outcome,
                     const QString &game) {
  const sc::GameTree &tree = document.tree();
  // Said where the new turns begin, which is where the user looks for them.
  const sc::NodeId at =
      outcome.firstNew != sc::kNoNode ? tree.node(outcome.firstNew).parent : outcome.anchor;
  switch (outcome.result) {
    case MergeOutcome::Result::Merged: {
      const QString where = at == tree.root() ? Text::tr("the start") : turnLabel(document, at);
      return Text::tr("%1 merged: %Ln turn(s) added as variations after %2", nullptr, outcome.added)
          .arg(game, where);
    }
    case MergeOutcome::Result::NothingNew:
      return Text::tr("%1 has no turn this game lacks").arg(game);
    case MergeOutcome::Result::NoMeeting:
      return Text::tr("%1 starts from a position this game does not reach: nothing merged")
          .arg(game);
    case MergeOutcome::Result::OtherRules:
      return Text::tr("%1 is of another rule system: nothing merged").arg(game);
  }
  return {};
}

QString mergeSummary(const std::vector<MergeOutcome> &outcomes) {
  int merged = 0, added = 0, otherRules = 0, noMeeting = 0;
  for (const MergeOutcome &outcome : outcomes) {
    merged += outcome.result == MergeOutcome::Result::Merged;
    added += outcome.added;
    otherRules += outcome.result == MergeOutcome::Result::OtherRules;
    noMeeting += outcome.result == MergeOutcome::Result::NoMeeting;
  }
  const int total = int(outcomes.size());
  QString said =
      merged > 0
          ? Text::tr("%1 of %2 games merged: %Ln turn(s) added as variations", nullptr, added)
                .arg(merged)
                .arg(total)
          : Text::tr("None of the %n games brings a turn this game lacks: nothing merged", nullptr,
                     total);
  // Why the others stayed out, when it is not only that they had nothing new.
  QStringList why;
  if (otherRules > 0) why << Text::tr("%n of another rule system", nullptr, otherRules);
  if (noMeeting > 0)
    why << Text::tr("%n from a position this game does not reach", nullptr, noMeeting);
  if (!why.isEmpty()) said += QStringLiteral(" (%1)").arg(why.join(QStringLiteral(", ")));
  return said;
}
