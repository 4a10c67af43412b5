#include "reservesmodel.h"

#include <QCoreApplication>
#include <algorithm>
#include <bit>
#include <random>

#include "battlefield.h"
#include "gamedocument.h"
#include "movegen.h"
#include "notation.h"

namespace {

QString squareText(sc::Square s) { return QString::fromStdString(sc::squareName(s)); }

// "Knight": the ruleset's name, translated, capitalised for a list entry.
QString typeName(const sc::Ruleset &rules, int pieceIndex) {
  QString name =
      QCoreApplication::translate("PieceName", rules.pieces[size_t(pieceIndex)].name.c_str());
  if (!name.isEmpty()) name[0] = name[0].toUpper();
  return name;
}

QString lowerName(const sc::Ruleset &rules, int pieceIndex) {
  return QCoreApplication::translate("PieceName", rules.pieces[size_t(pieceIndex)].name.c_str());
}

// K14: the squares of an archer placement, from its file mask on the base line.
QString archerSquares(const sc::Position &pos, const sc::Turn &t, sc::Color c) {
  const unsigned mask = unsigned(t.target) | unsigned(t.extra) << 8;
  const int rank = c == sc::Color::White ? 0 : pos.rules().board.ranks - 1;
  QStringList squares;
  for (int f = 0; f < pos.rules().board.files; ++f)
    if (mask >> f & 1) squares << squareText(sc::makeSquare(f, rank));
  return squares.join(QStringLiteral(", "));
}

// Whether the side's ammunition stands on the board full (K13), so a shot
// cannot be bought.
bool ammunitionFull(const sc::Position &pos, sc::Color c) {
  for (sc::Square s : pos.variant().squares()) {
    const sc::Cell &cell = pos.at(s);
    if (!cell.empty() && cell.color == c && pos.rules().piece(cell).ammunition)
      return cell.rank >= pos.rules().battlefield.shotCapacity;
  }
  return false;
}

}  // namespace

ReservesModel::ReservesModel(GameDocument *document, QObject *parent)
    : QObject(parent), m_doc(document), m_outcomeList(std::make_unique<sc::TurnList>()) {
  connect(document, &GameDocument::currentNodeChanged, this, &ReservesModel::update);
  connect(document, &GameDocument::gameReset, this, &ReservesModel::update);
  update();
}

ReservesModel::~ReservesModel() = default;

void ReservesModel::update() {
  const sc::Position &pos = m_doc->position();
  const sc::Ruleset &rules = pos.rules();
  m_applies = rules.battlefield.on;
  m_withdrawals.clear();
  m_purchases.clear();
  m_placements.clear();
  m_outcomes.clear();
  m_outcomeList->clear();
  m_position.reset();
  for (Side &s : m_sides) s = Side();
  m_fortuneDue = m_applies && pos.fortuneDue();
  m_fortuneMove = m_applies ? pos.fortune() : 0;
  m_mover = pos.sideToMove();
  m_defaultSeed = quint32(pos.key() ^ pos.key() >> 32);
  if (m_applies) {
    for (sc::Color c : {sc::Color::White, sc::Color::Black}) {
      Side &side = m_sides[sc::index(c)];
      side.credit = pos.credit(c);
      side.lost = pos.lost(c);
      for (int i = 0; i < int(rules.pieces.size()) && i < sc::kPoolTypes; ++i)
        if (const int n = pos.pool(c, i))
          side.pool.append({typeName(rules, i), QChar(rules.pieces[size_t(i)].letter), n});
    }
    collectTurns(pos);
    if (!m_fortuneDue) collectRefusedPurchases(pos);
  }
  emit changed();
}

void ReservesModel::collectTurns(const sc::Position &current) {
  m_position = std::make_unique<sc::Position>(current);
  sc::Position &pos = *m_position;
  const sc::Ruleset &rules = pos.rules();
  auto list = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *list);
  for (const sc::Turn &t : *list) {
    QList<Option> *into = nullptr;
    QString text;
    switch (t.kind) {
      case sc::TurnKind::Withdraw: {
        const int type = pos.at(t.from).pieceIndex();
        into = &m_withdrawals;
        text = tr("%1 on %2 (+%3)")
                   .arg(typeName(rules, type), squareText(t.from))
                   .arg(rules.pieces[size_t(type)].credit);
        break;
      }
      case sc::TurnKind::Buy: {
        const int cost = rules.pieces[size_t(t.extra)].cost;
        into = &m_purchases;
        if (t.flags & sc::Turn::kRefill)
          text = tr("A shot into the ammunition (costs %1)").arg(cost);
        else if (rules.pieces[size_t(t.extra)].ammunition)
          text = tr("Ammunition with one shot on %1 (costs %2)").arg(squareText(t.to)).arg(cost);
        else
          text =
              tr("%1 on %2 (costs %3)").arg(typeName(rules, t.extra), squareText(t.to)).arg(cost);
        break;
      }
      case sc::TurnKind::Place: {
        into = &m_placements;
        const QString squares = archerSquares(pos, t, m_mover);
        if (!(t.flags & sc::Turn::kArchers))
          text = tr("%1 from the pool on %2").arg(typeName(rules, t.extra), squareText(t.to));
        else if (std::popcount(unsigned(t.target) | unsigned(t.extra) << 8) == 1)
          text = tr("Archer on %1").arg(squares);
        else
          text = tr("Archers on %1").arg(squares);
        break;
      }
      case sc::TurnKind::Chance:
        m_outcomeList->push(t);
        break;
      default:
        break;
    }
    if (into) into->append({t, text, QString::fromStdString(sc::formatTurn(pos, t)), true, {}});
  }
  // Pool pieces first, then the archers by how many come (K14): the short
  // entries a player looks for before the long list of archer sets.
  std::stable_sort(m_placements.begin(), m_placements.end(), [](const Option &a, const Option &b) {
    // (how many archers, their files from a): 0 for a pool piece.
    const auto key = [](const sc::Turn &t) {
      const unsigned mask =
          t.flags & sc::Turn::kArchers ? unsigned(t.target) | unsigned(t.extra) << 8 : 0;
      unsigned fromA = 0;  // file a the highest bit: larger is earlier in file order
      for (int f = 0; f < 16; ++f)
        if (mask >> f & 1) fromA |= 0x8000u >> f;
      return std::pair(std::popcount(mask), ~fromA & 0xffffu);
    };
    return key(a.turn) < key(b.turn);
  });
  // K14: archers waiting for losses are shown, refused, so the player sees why.
  const int archer = rules.pieceByLetter('A');
  if (!m_fortuneDue && archer >= 0 && pos.pool(m_mover, archer) > 0 &&
      pos.lost(m_mover) < rules.battlefield.archersAfter) {
    const QString reason =
        tr("after %1 losses, now %2").arg(rules.battlefield.archersAfter).arg(pos.lost(m_mover));
    m_placements.append({sc::Turn{}, tr("Archers: %1").arg(reason), {}, false, reason});
  }
  for (const sc::Turn &t : *m_outcomeList) {
    Outcome o{t,
              {},
              QString::fromStdString(sc::formatTurn(pos, t)),
              sc::battlefield::chanceOdds(pos, *m_outcomeList, t)};
    const bool black = t.flags & sc::Turn::kForBlack;
    switch (sc::ChanceCard(t.target)) {
      case sc::ChanceCard::QueenOfHearts:
        o.words =
            black ? tr("Queen of Hearts: one %1 for Black's pool").arg(lowerName(rules, t.extra))
                  : tr("Queen of Hearts: one %1 for White's pool").arg(lowerName(rules, t.extra));
        break;
      case sc::ChanceCard::Strike:
        o.words = tr("Ace of Spades, strike: %1 and %2 are cleared")
                      .arg(squareText(t.from), squareText(t.to));
        break;
      case sc::ChanceCard::Isolation:
        o.words = tr("Ace of Spades, isolation: every isolated piece is removed");
        break;
      case sc::ChanceCard::Repair:
        o.words = tr("Joker: every crater is repaired");
        break;
    }
    m_outcomes.append(o);
  }
}

// K22: the types for sale that the legal turns leave out, each with why.
void ReservesModel::collectRefusedPurchases(const sc::Position &pos) {
  const sc::Ruleset &rules = pos.rules();
  const int credit = pos.credit(m_mover);
  sc::Square free = 0;
  const bool hasSquare = sc::battlefield::firstFreeBaseSquare(pos, m_mover, free);
  for (int i = 0; i < int(rules.pieces.size()); ++i) {
    const sc::PieceType &type = rules.pieces[size_t(i)];
    if (type.cost <= 0) continue;
    const bool offered = std::any_of(m_purchases.cbegin(), m_purchases.cend(),
                                     [i](const Option &o) { return o.turn.extra == i; });
    if (offered) continue;
    QString reason;
    if (type.cost > credit)
      reason = tr("costs %1, credit %2").arg(type.cost).arg(credit);
    else if (type.ammunition && ammunitionFull(pos, m_mover))
      reason = tr("the ammunition is full");
    else if (!hasSquare)
      reason = tr("no free square on the base line");
    else
      reason = tr("the king would stay in check");
    const QString name = type.ammunition ? tr("Shot") : typeName(rules, i);
    m_purchases.append({sc::Turn{}, tr("%1: %2").arg(name, reason), {}, false, reason});
  }
}

int ReservesModel::draw(quint32 seed) const {
  if (!m_position || m_outcomeList->size == 0) return -1;
  std::mt19937 generator(seed);
  // mt19937's outputs are fixed by the standard (unlike the distributions').
  const double r = double(generator()) / 4294967296.0;
  return sc::battlefield::drawChance(*m_position, *m_outcomeList, r);
}
