#include "mergemessage.h"

#include <QCoreApplication>

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
