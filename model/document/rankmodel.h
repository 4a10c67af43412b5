// RankModel: the shooters on the board at the document's current node, one row
// each, with what decides Shooters Chess: their ranks (base, current, the
// change in the last turn and since the start of the game), bridge partners
// and how many enemy shooters could shoot them down on their next turn.
// A shooter keeps its row while it moves: identity is followed through each
// turn's cell edits from the root (ShooterTracker), and a navigation step
// replays or undoes only the turns between the old node and the new one.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "gametree.h"
#include "rankthreats.h"
#include "shootertracker.h"

class GameDocument;

class RankModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column {
    SideColumn,
    TypeColumn,
    SquareColumn,
    BaseColumn,
    RankColumn,
    TurnChangeColumn,   // since the previous turn
    StartChangeColumn,  // since the start of the game (the root)
    PartnerColumn,
    ThreatColumn,
    // MegaMan Chess (M2-M11): what decides there instead of ranks.
    DefenceColumn,  // the piece's defence type(s)
    WeaponsColumn,  // every weapon it holds, the taken ones marked
    NeedsColumn,    // enemy attackers needed to take it now: 1, 2 (a double) or none
    ColumnCount
  };
  enum Role {
    SortRole = Qt::UserRole + 1,  // numbers as numbers, for the sort proxy
    SquareRole,                   // int: the shooter's square
    ColorRole,                    // int: sc::Color
    LetterRole,                   // QChar: the type's upper-case letter
    FlaggedRole,                  // bool: the rank changed in the last turn
    ThreatListRole,               // QStringList: who could shoot it down
    ShooterIdRole,                // int: stable across the turns of a line
    PieceSetRole,                 // QString: the ruleset's artwork (Ruleset::pieceSet)
    AppliesRole,                  // header, bool: the column means something in this ruleset
  };

  // What the inspector shows in this rule system: ranks (the Shooters
  // editions), weapons (MegaMan Chess) or the pieces alone (chess).
  enum class Focus { Ranks, Weapons, Pieces };
  Focus focus() const;

  explicit RankModel(GameDocument *document, QObject *parent = nullptr);
  ~RankModel() override;

  // The row of the shooter on `square`, or -1.
  int rowOf(sc::Square square) const;
  sc::Square squareAt(int row) const { return m_rows[size_t(row)].square; }

  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

  // Shows `position` instead of the game's: the board editor's, while the
  // board is edited (issue 15), as a position of its own without history.
  // nullptr returns to the game's current position.
  void setShownPosition(const sc::Position *position);

 private:
  struct Row {
    int id = 0;
    sc::Square square = 0;
    sc::Cell cell;
    int previousRank = 0;  // at the parent node (the current rank at the root)
    int startRank = 0;     // at the root
    int threatCount = 0;
    QStringList threats;
    int needs = 0;  // NeedsColumn: 0 when no enemy reaches it
  };

  void reset();
  void follow(sc::NodeId node);
  void updateRows();
  std::vector<Row> collectRows();
  QVariant display(const Row &row, int column) const;
  QVariant sortValue(const Row &row, int column) const;
  QString toolTip(const Row &row, int column) const;

  GameDocument *m_doc = nullptr;
  sc::Position m_position;              // follows m_path by make/undo
  std::vector<sc::NodeId> m_path;       // root first, the current node last
  ShooterTracker m_tracker;             // one state per node of m_path
  std::optional<sc::Position> m_shown;  // set while another position is shown
  std::unique_ptr<ThreatFinder> m_threats;
  std::vector<Row> m_rows;  // ordered by shooter id
};
