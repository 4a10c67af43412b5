// ReservesModel: what lies off the board in Cannon Battle Chess (K20-K24a)
// at the document's current node, and the reserve turns the side to move may
// play there, each in words with its notation, or with the reason it cannot
// be played. The reserves panel and the fortune of war dialog read it; it
// plays nothing itself (the panel hands a chosen turn to the document).
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <memory>

#include "types.h"

class GameDocument;
namespace sc {
class Position;
}

class ReservesModel : public QObject {
  Q_OBJECT

 public:
  // A piece type waiting in a side's pool (K14, K23).
  struct PoolEntry {
    QString name;  // "Archer", translated
    QChar letter;  // upper case
    int count = 0;
  };
  // One side's off-board state.
  struct Side {
    QList<PoolEntry> pool;
    int credit = 0;  // K21
    int lost = 0;    // K20
  };
  // A turn offered by the panel: legal (enabled) or refused with `reason`.
  struct Option {
    sc::Turn turn;
    QString text;      // "Queen on d1 (+10)"
    QString notation;  // "-Qd1"; empty when refused
    bool enabled = true;
    QString reason;  // "costs 13, credit 4"
  };
  // A fortune of war outcome (K24) and its odds (K24a).
  struct Outcome {
    sc::Turn turn;
    QString words;     // "Joker: every crater is repaired"
    QString notation;  // "JK:repair"
    double odds = 0;   // 0..1
  };

  explicit ReservesModel(GameDocument *document, QObject *parent = nullptr);
  ~ReservesModel() override;

  // Whether the game's rule system has reserves at all (rules.battlefield.on).
  bool applies() const { return m_applies; }
  const Side &side(sc::Color c) const { return m_sides[sc::index(c)]; }
  sc::Color sideToMove() const { return m_mover; }
  // K24: the fortune of war is due; then every other list is empty.
  bool fortuneDue() const { return m_fortuneDue; }
  // The move number of the fortune of war, 0 when none is left.
  int fortuneMove() const { return m_fortuneMove; }

  const QList<Option> &withdrawals() const { return m_withdrawals; }  // K21
  const QList<Option> &purchases() const { return m_purchases; }      // K22, refusals too
  const QList<Option> &placements() const { return m_placements; }    // K14, K23
  const QList<Outcome> &outcomes() const { return m_outcomes; }       // K24, K24a

  // K24a: the seed a draw starts from by default, fixed by the position's
  // key so that the same position offers the same draw.
  quint32 defaultSeed() const { return m_defaultSeed; }
  // The index in outcomes() that a std::mt19937 seeded with `seed` draws by
  // the odds, or -1 when none is due. The generator's first output is read as
  // a number in [0, 1): the same on every platform, so a seed replays.
  int draw(quint32 seed) const;

 signals:
  void changed();

 private:
  void update();
  void collectTurns(const sc::Position &pos);
  void collectRefusedPurchases(const sc::Position &pos);

  GameDocument *m_doc;
  bool m_applies = false;
  bool m_fortuneDue = false;
  int m_fortuneMove = 0;
  sc::Color m_mover = sc::Color::White;
  Side m_sides[2];
  QList<Option> m_withdrawals, m_purchases, m_placements;
  QList<Outcome> m_outcomes;
  std::unique_ptr<sc::TurnList> m_outcomeList;  // the legal outcomes, as the draw reads them
  std::unique_ptr<sc::Position> m_position;     // where they are legal
  quint32 m_defaultSeed = 0;
};
