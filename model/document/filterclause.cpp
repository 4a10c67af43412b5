#include "filterclause.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>

namespace {

using sc::IndexTag;

std::vector<IndexTag> tagsOf(FilterField field) {
  switch (field) {
    case FilterField::Players:
      return {IndexTag::White, IndexTag::Black};
    case FilterField::White:
      return {IndexTag::White};
    case FilterField::Black:
      return {IndexTag::Black};
    case FilterField::Event:
      return {IndexTag::Event};
    case FilterField::Site:
      return {IndexTag::Site};
    case FilterField::Round:
      return {IndexTag::Round};
    case FilterField::Date:
      return {IndexTag::Date};
    case FilterField::Result:
      return {IndexTag::Result};
    case FilterField::Rules:
      return {IndexTag::Variant};
    case FilterField::Opening:
      return {IndexTag::ECO, IndexTag::Opening};
    case FilterField::Themes:
      return {IndexTag::Themes};
    case FilterField::Rating:
      return {IndexTag::Rating, IndexTag::WhiteElo, IndexTag::BlackElo};
    case FilterField::Plies:
      return {};
    case FilterField::AnyTag:
      break;
  }
  std::vector<IndexTag> all;
  for (int i = 0; i < sc::kIndexTagCount; ++i) all.push_back(IndexTag(i));
  return all;
}

GameQuery::Kind kindOf(FilterField field) {
  switch (field) {
    case FilterField::Players:
      return GameQuery::Kind::Players;
    case FilterField::Date:
      return GameQuery::Kind::Date;
    case FilterField::Rating:
    case FilterField::Plies:
      return GameQuery::Kind::Number;
    default:
      return GameQuery::Kind::Text;
  }
}

constexpr std::int32_t kNoNumber = std::numeric_limits<std::int32_t>::min();

}  // namespace

FilterClause::FilterClause(FilterField field, const QString &text)
    : m_field(field), m_tags(tagsOf(field)), m_query(GameQuery::parse(text, kindOf(field))) {
  m_numberRanges = kindOf(field) == GameQuery::Kind::Number &&
                   std::any_of(m_query.words().begin(), m_query.words().end(),
                               [](const GameQuery::Word &w) { return w.ranged; });
}

std::optional<FilterField> FilterClause::fieldNamed(const QString &name) {
  // The English names work in every language (a filter from the manual, or
  // a colleague's); the language's own names too.
  static const std::pair<const char *, FilterField> kNames[] = {
      //: The names of this context are the Games filter's fields, as in
      //: "white:carlsen", in lower case. Several names may be given, separated
      //: by '|' ("weiß|weiss"); the English names work in every language too.
      {QT_TRANSLATE_NOOP("FilterFieldName", "white"), FilterField::White},
      {QT_TRANSLATE_NOOP("FilterFieldName", "black"), FilterField::Black},
      {QT_TRANSLATE_NOOP("FilterFieldName", "player"), FilterField::Players},
      {QT_TRANSLATE_NOOP("FilterFieldName", "players"), FilterField::Players},
      {QT_TRANSLATE_NOOP("FilterFieldName", "event"), FilterField::Event},
      {QT_TRANSLATE_NOOP("FilterFieldName", "site"), FilterField::Site},
      {QT_TRANSLATE_NOOP("FilterFieldName", "round"), FilterField::Round},
      {QT_TRANSLATE_NOOP("FilterFieldName", "date"), FilterField::Date},
      {QT_TRANSLATE_NOOP("FilterFieldName", "year"), FilterField::Date},
      {QT_TRANSLATE_NOOP("FilterFieldName", "result"), FilterField::Result},
      {QT_TRANSLATE_NOOP("FilterFieldName", "rules"), FilterField::Rules},
      {QT_TRANSLATE_NOOP("FilterFieldName", "variant"), FilterField::Rules},
      {QT_TRANSLATE_NOOP("FilterFieldName", "opening"), FilterField::Opening},
      {QT_TRANSLATE_NOOP("FilterFieldName", "eco"), FilterField::Opening},
      {QT_TRANSLATE_NOOP("FilterFieldName", "theme"), FilterField::Themes},
      {QT_TRANSLATE_NOOP("FilterFieldName", "themes"), FilterField::Themes},
      {QT_TRANSLATE_NOOP("FilterFieldName", "rating"), FilterField::Rating},
      {QT_TRANSLATE_NOOP("FilterFieldName", "elo"), FilterField::Rating},
      {QT_TRANSLATE_NOOP("FilterFieldName", "plies"), FilterField::Plies},
      {QT_TRANSLATE_NOOP("FilterFieldName", "length"), FilterField::Plies},
  };
  for (const auto &[key, field] : kNames) {
    if (name.compare(QLatin1String(key), Qt::CaseInsensitive) == 0) return field;
    const QString own = QCoreApplication::translate("FilterFieldName", key);
    for (QStringView alias : QStringView(own).split(u'|'))
      if (name.compare(alias.trimmed(), Qt::CaseInsensitive) == 0) return field;
  }
  return std::nullopt;
}

std::vector<FilterClause> FilterClause::parse(FilterField field, const QString &text) {
  if (field != FilterField::AnyTag) return {FilterClause(field, text)};
  const GameQuery::Terms terms =
      GameQuery::splitTerms(text, [](const QString &name) { return fieldNamed(name).has_value(); });
  if (terms.named.empty()) return {FilterClause(field, text)};
  std::vector<FilterClause> clauses;
  for (const auto &[name, value] : terms.named) clauses.emplace_back(*fieldNamed(name), value);
  clauses.emplace_back(FilterField::AnyTag, terms.rest);
  return clauses;
}

void FilterClause::prepare(const GameList &list) {
  m_stringMatch.clear();
  m_stringNumber.clear();
  if (m_query.isEmpty()) return;
  const std::vector<std::string> &strings = list.strings();
  m_stringMatch.resize(strings.size() + 1, 0);
  for (std::size_t i = 0; i < strings.size(); ++i)
    m_stringMatch[i + 1] = m_query.matchMask(QString::fromStdString(strings[i]));
  if (m_field != FilterField::Rating || !m_numberRanges) return;
  m_stringNumber.resize(strings.size() + 1, kNoNumber);
  for (std::size_t i = 0; i < strings.size(); ++i) {
    const std::optional<std::int64_t> n = GameQuery::number(strings[i]);
    if (n && *n > kNoNumber && *n <= std::numeric_limits<std::int32_t>::max())
      m_stringNumber[i + 1] = std::int32_t(*n);
  }
}

std::uint32_t FilterClause::wordsOf(const GameList &list, int row, IndexTag tag) const {
  const std::uint32_t id = list.tagId(row, tag);
  return id && id < m_stringMatch.size() ? m_stringMatch[id] : 0u;
}

std::optional<std::int64_t> FilterClause::numberOf(const GameList &list, std::uint32_t id) const {
  if (id == 0) return std::nullopt;
  if (id < m_stringNumber.size())
    return m_stringNumber[id] == kNoNumber ? std::nullopt
                                           : std::optional<std::int64_t>(m_stringNumber[id]);
  return GameQuery::number(list.strings()[id - 1]);  // not prepared for numbers
}

std::optional<std::int64_t> FilterClause::rating(const GameList &list, int row) const {
  if (auto puzzle = numberOf(list, list.tagId(row, IndexTag::Rating))) return puzzle;
  const std::optional<std::int64_t> white = numberOf(list, list.tagId(row, IndexTag::WhiteElo));
  const std::optional<std::int64_t> black = numberOf(list, list.tagId(row, IndexTag::BlackElo));
  if (white && black) return (*white + *black) / 2;
  return white ? white : black;
}

bool FilterClause::accepts(const GameList &list, int row) const {
  if (m_query.isEmpty()) return true;
  if (m_query.isPairing()) {
    // One name White's, the other Black's, either way round.
    const std::uint32_t white = wordsOf(list, row, IndexTag::White);
    const std::uint32_t black = wordsOf(list, row, IndexTag::Black);
    return ((white & 1u) && (black & 2u)) || ((white & 2u) && (black & 1u));
  }
  std::uint32_t mask = 0;
  for (IndexTag tag : m_tags) {
    const std::uint32_t id = list.tagId(row, tag);
    if (id && id < m_stringMatch.size()) mask |= m_stringMatch[id];
    // A game without a Variant tag is of the list's own rule system.
    if (!id && tag == IndexTag::Variant) mask |= m_query.matchMask(list.rulesTitle(row));
  }
  if (m_numberRanges) {
    const std::optional<std::int64_t> n = m_field == FilterField::Plies
                                              ? std::optional<std::int64_t>(list.plies(row))
                                              : rating(list, row);
    const std::vector<GameQuery::Word> &words = m_query.words();
    for (std::size_t i = 0; n && i < words.size(); ++i)
      if (words[i].ranged && words[i].contains(*n)) mask |= 1u << i;
  }
  return mask == m_query.allWords();
}
