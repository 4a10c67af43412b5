// GameQuery: the Games dock's filter text, read once per filter. A text is
// looked for as it is typed ("rival 4" is not "rival" and a round 4), but
// Players "carlsen vs nakamura" (or "carlsen - nakamura") finds their games
// against each other, either side White. Where a field holds numbers or
// dates, a word may be a range, as a database's search dialog offers:
// Rating "2500+" or "1500-1800", Date "1990-1999" or ">=2020.06", Plies
// "<40"; every range must hold, and the other words are one text
// (docs/collections.md).
#pragma once

#include <QString>
#include <QStringView>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

class GameQuery {
 public:
  // How the field's values read: as text, as players' names (a pairing),
  // as PGN dates, as numbers.
  enum class Kind { Text, Players, Date, Number };
  static constexpr std::int64_t kLowest = std::numeric_limits<std::int64_t>::min();
  static constexpr std::int64_t kHighest = std::numeric_limits<std::int64_t>::max();
  // The most words a filter takes (each is a bit of a tag's match mask).
  static constexpr int kMostWords = 32;

  struct Word {
    QString text;         // matched anywhere in a tag, any case, when not `ranged`
    bool ranged = false;  // a value in [low, high]: a number, or a date as dateKey
    std::int64_t low = kLowest;
    std::int64_t high = kHighest;
    bool contains(std::int64_t value) const { return value >= low && value <= high; }
  };

  GameQuery() = default;
  static GameQuery parse(const QString &text, Kind kind);

  const std::vector<Word> &words() const { return m_words; }
  bool isEmpty() const { return m_words.empty(); }
  // Two names, each of which must be in a tag of its own (White and Black).
  bool isPairing() const { return m_pairing; }
  Kind kind() const { return m_kind; }
  // Which words the tag value matches, a bit each (a Number word that is
  // ranged is matched by the caller, on the game's number).
  std::uint32_t matchMask(const QString &value) const;
  std::uint32_t allWords() const;

  // "name:value" terms of a filter text (the value quoted when it has
  // spaces: event:"World Cup"; "name: value" too) whose name `known` takes,
  // in order, and the rest of the text without them, spaces simplified.
  struct Terms {
    std::vector<std::pair<QString, QString>> named;
    QString rest;
  };
  static Terms splitTerms(const QString &text, const std::function<bool(const QString &)> &known);

  // A PGN date ("2019.05.??", also with '-' or '/') as yyyymmdd, an unknown
  // month or day as 00; none without a four-digit year.
  static std::optional<std::int64_t> dateKey(QStringView value);
  // A whole number ("2710"), none for anything else ("?", "2710a", "").
  static std::optional<std::int64_t> number(std::string_view value);

 private:
  static std::optional<Word> range(const QString &word, Kind kind);
  Kind m_kind = Kind::Text;
  std::vector<Word> m_words;
  bool m_pairing = false;
};
