// FilterClause: one condition of the Games dock's filter, a field and a
// GameQuery, tested on a GameList's index. A filter is one clause, or in Any
// tag several: "white:carlsen rating:2700+ date:2019" asks each of its
// fields at once, as Scid's header search does (docs/collections.md). Each
// distinct tag value is tested once per clause (`prepare`), so a game
// compares numbers only.
#pragma once

#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

#include "gamelist.h"
#include "gamequery.h"

// Which tags a filter text is looked for in. Opening looks in ECO and
// Opening; Themes in a puzzle's themes; Rating in a puzzle's rating and the
// players' Elo; Plies in the main line's length. The Games dock's field box
// lists them up to Plies, in this order; White, Black and Round are asked by
// name only ("white:carlsen").
enum class FilterField {
  AnyTag,
  Players,
  Event,
  Site,
  Date,
  Result,
  Rules,
  Opening,
  Themes,
  Rating,
  Plies,
  White,
  Black,
  Round
};

class FilterClause {
 public:
  FilterClause(FilterField field, const QString &text);

  // The clauses of a filter text: one for a field; in Any tag, one per
  // "name:value" term with a known name (the value quoted when it has
  // spaces: event:"World Cup"), and one for the other words together.
  static std::vector<FilterClause> parse(FilterField field, const QString &text);
  // The field a term's name asks ("elo" is Rating; in German "weiß" is
  // White), or none.
  static std::optional<FilterField> fieldNamed(const QString &name);

  FilterField field() const { return m_field; }
  const GameQuery &query() const { return m_query; }
  bool isEmpty() const { return m_query.isEmpty(); }

  // Tests every distinct value of the list once; again when strings came.
  void prepare(const GameList &list);
  bool accepts(const GameList &list, int row) const;
  // The words of the query a tag's value matches, once prepared.
  std::uint32_t wordsOf(const GameList &list, int row, sc::IndexTag tag) const;
  // A puzzle's rating, else the mean of the players' Elo the game has.
  std::optional<std::int64_t> rating(const GameList &list, int row) const;

 private:
  std::optional<std::int64_t> numberOf(const GameList &list, std::uint32_t id) const;

  FilterField m_field;
  std::vector<sc::IndexTag> m_tags;  // the field's tags
  GameQuery m_query;
  bool m_numberRanges = false;               // ranged words on a row's number
  std::vector<std::uint32_t> m_stringMatch;  // by string id: the words it matches
  std::vector<std::int32_t> m_stringNumber;  // by string id: its number, when ranges need it
};
