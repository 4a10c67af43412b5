// BoardView's scene: what the board shows, gathered from the document (last
// turn, shapes), TurnInput (selection, hints, preview) or the editor, as the
// plain data BoardPainter draws.
#include "boardeditinput.h"
#include "boardplayinput.h"
#include "boardslides.h"
#include "boardview.h"
#include "enginelines.h"
#include "gamedocument.h"
#include "turninput.h"

namespace {

// A TurnPreview as the painter's plain data: path, stops, shots and falls.
void fillPreview(BoardScene &scene, const TurnPreview &pv) {
  BoardScene::Preview &out = scene.preview;
  out.valid = true;
  out.origin = pv.origin;
  out.stop = pv.stop;
  out.originRemoved = pv.originRemoved;
  out.path = pv.path;
  out.falls = pv.falls;
  for (const auto &change : pv.rankChanges)
    out.rankChanges.push_back({change.square, change.before, change.after});
  out.blast = pv.blast;
  out.group = pv.group;
  const sc::Turn &t = pv.turn;
  switch (t.kind) {
    case sc::TurnKind::Shoot:
    case sc::TurnKind::Replace:
      out.shotFrom = t.from;
      out.shotTargets << t.target;
      break;
    case sc::TurnKind::MoveShoot:
      out.shotFrom = t.to;
      out.shotTargets << t.target;
      break;
    case sc::TurnKind::PairTranslate:
      out.partnerFrom = pv.origin == t.from ? t.extra : t.from;
      out.partnerStop = pv.partnerStop;
      if (t.flags & sc::Turn::kShot) {
        out.shotFrom = t.to;
        out.shotTargets << t.target;
      }
      break;
    case sc::TurnKind::Fire:  // K11: over everything between, to the landing square
      out.shotFrom = t.from;
      out.shotTargets << t.to;
      break;
    case sc::TurnKind::Bomber:
      // The blast: a line from the king to every shooter it hits.
      out.shotFrom = t.from;
      out.shotTargets = pv.falls;
      for (const auto &change : pv.rankChanges) out.shotTargets << change.square;
      break;
    default:
      break;
  }
}

}  // namespace

BoardScene BoardView::scene() const {
  BoardScene scene;
  scene.position = shownPosition();
  if (!scene.position) return scene;
  if (m_mode == Mode::Play) scene.slides = m_slides->slides();
  if (m_mode == Mode::Play && m_preview) {
    scene.banner = m_previewLabel;
    // Tint what the line's last turn changed, so its end reads as a turn.
    if (m_preview->historySize() > 0)
      for (const sc::Edit &e : m_preview->lastEdits())
        if (!e.offBoard) scene.lastTurn << e.square;
    return scene;
  }
  if (m_mode == Mode::Play) {
    fillLastTurn(scene);
    if (m_guided)
      fillGuide(scene);
    else
      fillTurnInput(scene);
    scene.inspected = m_inspected;
    if (m_document) {
      const sc::Annotation &note = m_document->tree().node(m_document->currentNode()).annotation;
      scene.arrows = note.arrows;
      scene.circles = note.circles;
    }
    scene.engineArrows = m_engineArrows;
    scene.engineAlternatives = m_engineAlternatives;
    if (!m_guided) fillContinuations(scene);
    scene.result = m_resultNote;
    m_play->decorate(scene);
  } else {
    m_edit->decorate(scene);
  }
  return scene;
}

void BoardView::fillContinuations(BoardScene &scene) const {
  if (!m_continuations || !m_document) return;
  const sc::GameTree &tree = m_document->tree();
  const std::vector<sc::NodeId> &next = tree.node(m_document->currentNode()).children;
  // One way on is what → plays; the arrows are for the choice at a fork.
  if (next.size() < 2) return;
  for (const sc::NodeId child : next) {
    if (m_hidden && m_hidden(child)) continue;
    for (const sc::Arrow &arrow : enginelines::turnArrows(tree.node(child).turn))
      scene.continuations.append({arrow.from, arrow.to, child == next.front()});
  }
}

void BoardView::fillLastTurn(BoardScene &scene) const {
  if (!m_document || m_document->currentNode() == m_document->tree().root()) return;
  const sc::Position &pos = m_document->position();
  const sc::Turn &turn = m_document->tree().node(m_document->currentNode()).turn;
  if (pos.historySize() == 0) return;
  if (turn.kind == sc::TurnKind::Fire) return fillLastFire(scene, pos, turn);
  if (sc::startsOnASquare(turn.kind)) scene.lastTurn << turn.from;
  const sc::Color mover = ~pos.sideToMove();
  // Classify the last turn's cell edits: where its own shooters went or
  // changed (yellow), and whom it shot (red). This covers every kind of turn,
  // the bomber's blast and a pair's two members included.
  for (const sc::Edit &e : pos.lastEdits()) {
    if (e.offBoard) continue;  // a reserve or the fortune of war (K20-K24): no square
    const sc::Cell &b = e.before;
    const sc::Cell &a = e.after;
    const bool arrived = !a.empty() && (b.empty() || b.color != a.color || b.type != a.type);
    // The acting shooters: the one declared, a translated pair's second
    // member, the other member of a bridge or unbridge.
    const bool pairKind = turn.kind == sc::TurnKind::Bridge || turn.kind == sc::TurnKind::Unbridge;
    const bool actor = e.square == turn.from ||
                       (turn.kind == sc::TurnKind::PairTranslate && e.square == turn.extra) ||
                       (pairKind && e.square == turn.target);
    const bool shot = !b.empty() && (a.empty() || a.rank < b.rank) && !actor;
    if (arrived || actor || (!shot && !b.empty() && b.color == mover)) {
      if (!scene.lastTurn.contains(e.square)) scene.lastTurn << e.square;
    } else if (shot) {
      scene.lastHits << e.square;
    }
    if (!a.empty() && !b.empty() && a.type == b.type && a.color == b.color && a.rank != b.rank)
      scene.rankFlags << e.square;
  }
  // A shooter still on its square after hitting something fired standing: a
  // tracer from it names the shooter, which the tint alone cannot (B12, B13).
  const sc::Cell &stayed = pos.at(turn.from);
  bool moved = false;
  for (const sc::Edit &e : pos.lastEdits())
    moved = moved ||
            (!e.offBoard && e.square == turn.from && (e.after.empty() || e.after.color != mover));
  if (!moved && !stayed.empty() && stayed.color == mover)
    for (sc::Square hit : scene.lastHits) scene.lastShots.append({turn.from, hit});
}

// K11, K12: the cannon and the landing square, where the crater now is, are
// the turn; what the blast took is hit (of either colour), the ammunition's
// lost shot a flagged badge; the tracer goes from the cannon to the landing.
void BoardView::fillLastFire(BoardScene &scene, const sc::Position &pos, const sc::Turn &turn) {
  scene.lastTurn << turn.from << turn.to;
  for (const sc::Edit &e : pos.lastEdits()) {
    if (e.offBoard || e.square == turn.to || e.before.empty()) continue;
    if (e.after.empty())
      scene.lastHits << e.square;
    else if (e.after.rank != e.before.rank)
      scene.rankFlags << e.square;
  }
  scene.lastShots.append({turn.from, turn.to});
}

void BoardView::fillTurnInput(BoardScene &scene) const {
  if (!m_input) return;
  if (m_input->hasSelection()) {
    scene.selected = m_input->selected();
    if (m_legalTargets) {
      scene.destinations = m_input->destinations();
      scene.targets = m_input->targets();
      scene.partners = m_input->partners();
    }
  }
  // A menu entry under the pointer wins over the hovered square.
  const TurnPreview &pv =
      m_play->menuPreview().valid ? m_play->menuPreview() : m_input->currentPreview();
  if (!pv.valid) return;
  fillPreview(scene, pv);
}

void BoardView::fillGuide(BoardScene &scene) const {
  scene.selected = m_guide.selected;
  scene.choices = m_guide.choices;
  scene.choice = m_guide.choice;
  scene.destinations = m_guide.marked;
  if (m_guide.preview && m_guide.preview->valid) fillPreview(scene, *m_guide.preview);
}
