#include "positioneditor.h"

#include <QCoreApplication>

#include "coremessage.h"
#include "editorcommands.h"
#include "epd.h"
#include "gamedocument.h"
#include "sfen.h"
#include "validation.h"

using sc::Cell;
using sc::Square;

namespace {

QString squareText(Square s) { return QString::fromStdString(sc::squareName(s)); }

QString pieceName(const sc::Variant &v, const Cell &c) {
  return QCoreApplication::translate("PieceName", v.piece(c).name.c_str());
}

QString sideName(sc::Color c) {
  return c == sc::Color::White ? PositionEditor::tr("White") : PositionEditor::tr("Black");
}

// S4: side by side is orthogonal. The direction from a to b, or -1.
int sideBySide(Square a, Square b) {
  const int df = sc::fileOf(b) - sc::fileOf(a), dr = sc::rankOf(b) - sc::rankOf(a);
  for (int d = 0; d < sc::kDirections; d += 2)
    if (sc::dirFile(d) == df && sc::dirRank(d) == dr) return d;
  return -1;
}

// The cells an edit would change, read through the edits made so far, so an
// edit is composed step by step and stored as one delta.
class Delta {
 public:
  explicit Delta(const sc::Position &pos) : m_pos(pos) {}
  Cell get(Square s) const {
    for (auto it = m_edits.crbegin(); it != m_edits.crend(); ++it)
      if (it->square == s) return it->after;
    return m_pos.at(s);
  }
  void set(Square s, const Cell &c) {
    if (get(s) != c) m_edits.append(sc::Edit{s, get(s), c});
  }
  Square partner(Square s) const {
    Square p = s;
    m_pos.variant().neighbour(s, get(s).bridge - 1, p);
    return p;
  }
  void dissolveBridge(Square s) {
    const Cell c = get(s);
    if (!c.bridged()) return;
    const Square p = partner(s);
    Cell pc = get(p), own = c;
    pc.bridge = own.bridge = 0;
    set(p, pc);
    set(s, own);
  }
  // Empties a square; a bridge it held dissolves, its partner stays.
  void vacate(Square s) {
    dissolveBridge(s);
    set(s, Cell{});
  }
  const QList<sc::Edit> &edits() const { return m_edits; }

 private:
  const sc::Position &m_pos;
  QList<sc::Edit> m_edits;
};

}  // namespace

PositionEditor::PositionEditor(sc::VariantPtr variant, QObject *parent)
    : QObject(parent), m_position(sc::startPosition(variant)) {
  m_castling = m_position.castling();
  m_hasEp = m_position.hasEnPassant();
  m_ep = m_position.enPassant();
}

void PositionEditor::load(const sc::Position &position) {
  m_position = sc::withoutHistory(position);
  m_castling = m_position.castling();
  m_hasEp = m_position.hasEnPassant();
  m_ep = m_position.enPassant();
  m_undo.clear();
  emit changed();
}

QString PositionEditor::checkSquare(Square square, bool needShooter) const {
  if (!variant().onBoard(square)) {
    // A hole (B1) lies inside the board's rectangle: say why nothing goes there.
    const sc::BoardShape &shape = variant().rules().board;
    if (sc::fileOf(square) < shape.files && sc::rankOf(square) < shape.ranks)
      return tr("%1 is a hole in this board: no piece can stand there").arg(squareText(square));
    return tr("%1 is not on the board").arg(squareText(square));
  }
  if (needShooter && m_position.at(square).empty())
    return tr("There is no shooter on %1").arg(squareText(square));
  return {};
}

QString PositionEditor::place(Square square, int pieceIndex, sc::Color color) {
  if (QString e = checkSquare(square, false); !e.isEmpty()) return e;
  const auto &pieces = variant().rules().pieces;
  if (pieceIndex < 0 || pieceIndex >= int(pieces.size())) return tr("Unknown shooter type");
  Delta d(m_position);
  d.vacate(square);
  d.set(square,
        Cell{std::uint8_t(pieceIndex + 1), color, std::uint8_t(pieces[pieceIndex].baseRank), 0});
  if (d.edits().isEmpty()) return {};
  const Cell placed = d.get(square);
  m_undo.push(new editor::PlaceCommand(
      this, d.edits(),
      tr("Place %1 %2 on %3")
          .arg(sideName(color), pieceName(variant(), placed), squareText(square))));
  return {};
}

QString PositionEditor::remove(Square square) {
  if (QString e = checkSquare(square, true); !e.isEmpty()) return e;
  Delta d(m_position);
  d.vacate(square);
  m_undo.push(new editor::RemoveCommand(
      this, d.edits(),
      tr("Remove the %1 on %2")
          .arg(pieceName(variant(), m_position.at(square)), squareText(square))));
  return {};
}

QString PositionEditor::move(Square from, Square to) {
  if (QString e = checkSquare(from, true); !e.isEmpty()) return e;
  if (QString e = checkSquare(to, false); !e.isEmpty()) return e;
  if (from == to) return {};
  Delta d(m_position);
  d.vacate(to);  // whatever stood there is replaced, its bridge dissolved
  Cell c = d.get(from);
  if (c.bridged()) {
    // The pair survives the drag only if its members stay side by side;
    // otherwise it dissolves here rather than leaving a bridge validation
    // would have to reject (docs/turn-input.md).
    const Square p = d.partner(from);
    Cell pc = d.get(p);
    const int dir = sideBySide(to, p);
    c.bridge = dir < 0 ? 0 : std::uint8_t(dir + 1);
    pc.bridge = dir < 0 ? 0 : std::uint8_t(sc::opposite(dir) + 1);
    d.set(p, pc);
  }
  d.set(from, Cell{});
  d.set(to, c);
  m_undo.push(
      new editor::MoveCommand(this, d.edits(),
                              tr("Move the %1 from %2 to %3")
                                  .arg(pieceName(variant(), c), squareText(from), squareText(to))));
  return {};
}

QString PositionEditor::setRank(Square square, int rank) {
  if (QString e = checkSquare(square, true); !e.isEmpty()) return e;
  const Cell before = m_position.at(square);
  const int maxRank = variant().piece(before).maxRank;
  if (rank < 1 || rank > maxRank)
    return tr("A %1's rank must be 1 to %2").arg(pieceName(variant(), before)).arg(maxRank);
  if (rank == before.rank) return {};
  Cell after = before;
  after.rank = std::uint8_t(rank);
  m_undo.push(new editor::RankCommand(this, square, before, after, false,
                                      tr("Rank %1 for the %2 on %3")
                                          .arg(rank)
                                          .arg(pieceName(variant(), before), squareText(square))));
  return {};
}

QString PositionEditor::stepRank(Square square, int delta) {
  if (QString e = checkSquare(square, true); !e.isEmpty()) return e;
  const Cell before = m_position.at(square);
  const int rank = std::clamp(before.rank + delta, 1, variant().piece(before).maxRank);
  if (rank == before.rank) return {};
  Cell after = before;
  after.rank = std::uint8_t(rank);
  m_undo.push(new editor::RankCommand(
      this, square, before, after, true,
      tr("Change the rank of the %1 on %2").arg(pieceName(variant(), before), squareText(square))));
  return {};
}

QString PositionEditor::bridge(Square a, Square b) {
  if (QString e = checkSquare(a, true); !e.isEmpty()) return e;
  if (QString e = checkSquare(b, true); !e.isEmpty()) return e;
  if (!variant().rules().bridges) return tr("This rule system has no bridges");
  if (a == b) return tr("A shooter cannot be bridged to itself");
  const Cell ca = m_position.at(a), cb = m_position.at(b);
  const int dir = sideBySide(a, b);
  if (dir < 0)
    return tr("%1 and %2 are not side by side, so they cannot be bridged")
        .arg(squareText(a), squareText(b));
  if (ca.color != cb.color)
    return tr("%1 and %2 are not the same colour, so they cannot be bridged")
        .arg(squareText(a), squareText(b));
  for (Square s : {a, b})
    if (m_position.at(s).bridged())
      return tr("%1 is already bridged to %2; unbridge it first")
          .arg(squareText(s), squareText(m_position.partner(s)));
  Delta d(m_position);
  Cell na = ca, nb = cb;
  na.bridge = std::uint8_t(dir + 1);
  nb.bridge = std::uint8_t(sc::opposite(dir) + 1);
  d.set(a, na);
  d.set(b, nb);
  m_undo.push(new editor::BridgeCommand(this, d.edits(),
                                        tr("Bridge %1 and %2").arg(squareText(a), squareText(b))));
  return {};
}

QString PositionEditor::unbridge(Square a) {
  if (QString e = checkSquare(a, true); !e.isEmpty()) return e;
  if (!m_position.at(a).bridged())
    return tr("The %1 on %2 is not bridged")
        .arg(pieceName(variant(), m_position.at(a)), squareText(a));
  Delta d(m_position);
  const Square b = d.partner(a);
  d.dissolveBridge(a);
  m_undo.push(new editor::BridgeCommand(
      this, d.edits(), tr("Unbridge %1 and %2").arg(squareText(a), squareText(b))));
  return {};
}

void PositionEditor::pushState(sc::Color side, int quiet, int turnNumber, int mergeId,
                               const QString &text) {
  const editor::EditorState before = state();
  editor::EditorState after = before;
  after.side = side;
  after.quietPlies = quiet;
  after.turnNumber = turnNumber;
  if (before == after) return;
  m_undo.push(new editor::StateCommand(this, before, after, mergeId, text));
}

void PositionEditor::setSideToMove(sc::Color side) {
  pushState(side, m_position.quietPlies(), m_position.turnNumber(), -1,
            tr("%1 to move").arg(sideName(side)));
}

void PositionEditor::setQuietPlies(int plies) {
  pushState(m_position.sideToMove(), std::max(0, plies), m_position.turnNumber(),
            editor::QuietPliesId, tr("Set the quiet-ply counter"));
}

void PositionEditor::setTurnNumber(int number) {
  pushState(m_position.sideToMove(), m_position.quietPlies(), std::max(1, number),
            editor::TurnNumberId, tr("Set the turn number"));
}

QString PositionEditor::setSlot(int slot, int value) {
  if (!variant().rules().battlefield.on) return tr("This rule system keeps nothing off the board");
  if (slot < 0 || slot >= sc::kSlots) return tr("There is no such reserve");
  if (value < 0) return tr("A reserve cannot be below 0");
  if (value > 999) return tr("A reserve cannot be above 999");
  editor::EditorState after = state();
  after.offBoard[std::size_t(slot)] = value;
  if (after == state()) return {};
  m_undo.push(new editor::StateCommand(this, state(), after, editor::SlotId * 100 + slot,
                                       tr("Set a reserve")));
  return {};
}

void PositionEditor::replaceWith(const sc::Position &target, const QString &text) {
  QList<sc::Edit> edits;
  for (int s = 0; s < sc::kGridSquares; ++s)
    if (m_position.at(Square(s)) != target.at(Square(s)))
      edits.append(sc::Edit{Square(s), m_position.at(Square(s)), target.at(Square(s))});
  const editor::EditorState before = state();
  editor::EditorState after{target.sideToMove(), target.quietPlies(),   target.turnNumber(),
                            target.castling(),   target.hasEnPassant(), target.enPassant()};
  for (int i = 0; i < sc::kSlots; ++i) after.offBoard[std::size_t(i)] = target.slot(i);
  if (edits.isEmpty() && before == after) return;
  m_undo.push(new editor::BoardCommand(this, edits, before, after, text));
}

void PositionEditor::clearBoard() {
  sc::Position empty = m_position;
  for (Square s : variant().squares()) empty.setCell(s, Cell{});
  replaceWith(empty, tr("Clear the board"));
}

void PositionEditor::setStartPosition() {
  if (auto start = sc::readSfen(m_position.variantPtr(), variant().rules().startSfen))
    replaceWith(*start, tr("Start position"));
}

bool PositionEditor::canMirror(sc::Mirror mirror) const { return sc::canMirror(variant(), mirror); }

QString PositionEditor::whyNotMirror(sc::Mirror mirror) {
  return mirror == sc::Mirror::SwapSides
             ? tr("This board's shape is not the same seen from the other side")
             : tr("This board's shape is not the same reflected left to right");
}

QString PositionEditor::mirror(sc::Mirror mirror) {
  // The rights and the square as set, so a mirror and back gives them back
  // even while the pieces do not allow them.
  sc::Position held = m_position;
  held.setCastling(m_castling);
  held.setEnPassant(m_hasEp, m_ep);
  const std::optional<sc::Position> target = sc::mirrored(held, mirror);
  if (!target) return whyNotMirror(mirror);
  replaceWith(*target,
              mirror == sc::Mirror::SwapSides ? tr("Swap sides") : tr("Mirror left to right"));
  return {};
}

QString PositionEditor::setSfen(const QString &sfen) {
  sc::ParseError error;
  // A chess line copied from a test suite keeps its EPD operations: the
  // position is what is read.
  auto read = sc::readEpd(m_position.variantPtr(), sfen.trimmed().toStdString(), &error);
  if (!read)
    return tr("column %1: %2")
        .arg(error.column)
        .arg(CoreMessage::translated(error.detail, error.message));
  replaceWith(read->position, tr("Paste SFEN"));
  return {};
}

QString PositionEditor::sfen() const { return QString::fromStdString(sc::writeSfen(m_position)); }

void PositionEditor::applyCells(const QList<sc::Edit> &edits, bool forward) {
  if (forward) {
    for (const sc::Edit &e : edits) m_position.setCell(e.square, e.after);
  } else {
    for (auto it = edits.crbegin(); it != edits.crend(); ++it)
      m_position.setCell(it->square, it->before);
  }
  settle();
  emit changed();
}

editor::EditorState PositionEditor::state() const {
  editor::EditorState s{m_position.sideToMove(),
                        m_position.quietPlies(),
                        m_position.turnNumber(),
                        m_castling,
                        m_hasEp,
                        m_ep};
  for (int i = 0; i < sc::kSlots; ++i) s.offBoard[std::size_t(i)] = m_position.slot(i);
  return s;
}

void PositionEditor::applyState(const editor::EditorState &state) {
  m_position.setSideToMove(state.side);
  m_position.setQuietPlies(state.quietPlies);
  m_position.setTurnNumber(state.turnNumber);
  for (int i = 0; i < sc::kSlots; ++i) m_position.setSlot(i, state.offBoard[std::size_t(i)]);
  m_castling = state.castling;
  m_hasEp = state.hasEp;
  m_ep = state.ep;
  settle();
  emit changed();
}

void PositionEditor::settle() {
  m_position.setCastling(m_castling & m_position.possibleCastling());
  const bool ep = m_hasEp && m_position.enPassantPossible(m_ep);
  m_position.setEnPassant(ep, m_ep);
}

QStringList PositionEditor::problems() const {
  // The core describes each problem as a translatable template (message.h).
  QStringList out;
  for (const sc::PositionProblem &p : sc::findProblems(m_position))
    out.append(CoreMessage::translated(p.message, p.text));
  return out;
}

bool PositionEditor::startGame(GameDocument *document) const {
  if (!canStartGame()) return false;
  document->newGame(m_position);
  return true;
}
