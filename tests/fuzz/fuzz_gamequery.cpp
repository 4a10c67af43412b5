// The Games dock's filter text (GameQuery, model/document/gamequery.h): the
// user types anything. Never a crash; a query keeps at most kMostWords words,
// none of them empty; a pairing is two; a range is never reversed; a tag
// value matches no word beyond the query's; a date key has a four-digit year;
// a filter's named terms are those asked for. Each line is also read as Go to
// Turn's number (turnnumber.h): a number from 1, Black's exactly when the text
// ends in an ellipsis, White's when in one full stop.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include <QStringList>

#include "gamequery.h"
#include "turnnumber.h"

namespace {

[[noreturn]] void fail(const char *what, const QString &text) {
  std::fprintf(stderr, "fuzz check failed: %s: %s\n", what, text.toUtf8().constData());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  // The first line is the filter text, the rest tag values, a line each.
  const QStringList lines =
      QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)).split(u'\n');
  const QString &text = lines.front();
  for (GameQuery::Kind kind : {GameQuery::Kind::Text, GameQuery::Kind::Players,
                               GameQuery::Kind::Date, GameQuery::Kind::Number}) {
    const GameQuery query = GameQuery::parse(text, kind);
    const auto &words = query.words();
    if (int(words.size()) > GameQuery::kMostWords) fail("too many words", text);
    if (query.isPairing() && words.size() != 2) fail("a pairing of other than two", text);
    if (text.trimmed().isEmpty() != query.isEmpty()) fail("a blank text filters, or not", text);
    for (const GameQuery::Word &w : words) {
      if (w.text.trimmed().isEmpty()) fail("an empty word", text);
      if (w.ranged && w.low > w.high) fail("a reversed range", text);
      if (w.ranged && kind != GameQuery::Kind::Date && kind != GameQuery::Kind::Number)
        fail("a range in a text field", text);
    }
    for (qsizetype i = 1; i < lines.size(); ++i) {
      const std::uint32_t mask = query.matchMask(lines[i]);
      if (mask & ~query.allWords()) fail("a match beyond the words", lines[i]);
    }
  }
  // Named terms: each one's name is known; what is left is simplified.
  auto known = [](const QString &name) {
    return name.compare(QLatin1String("white"), Qt::CaseInsensitive) == 0 ||
           name.compare(QLatin1String("rating"), Qt::CaseInsensitive) == 0;
  };
  const GameQuery::Terms terms = GameQuery::splitTerms(text, known);
  for (const auto &[name, value] : terms.named)
    if (!known(name)) fail("a term with a name not asked for", text);
  if (terms.rest != terms.rest.simplified()) fail("the rest not simplified", text);
  if (terms.rest.size() > text.size()) fail("the rest grew", text);

  for (const QString &line : lines) {
    if (const auto key = GameQuery::dateKey(line); key && (*key < 0 || *key > 99999999))
      fail("a date key without a four-digit year", line);
    GameQuery::number(line.toStdString());
    if (const std::optional<TurnNumber> turn = parseTurnNumber(line)) {
      const QString said = line.trimmed();
      if (turn->number < 1 || turn->number > 999999) fail("a turn number out of range", line);
      const bool black = said.endsWith(QLatin1String("...")) || said.endsWith(u'\u2026');
      const bool white = !black && said.endsWith(u'.');
      if (black != (turn->side == sc::Color::Black) || white != (turn->side == sc::Color::White))
        fail("a turn's side other than its text says", line);
    }
  }
  return 0;
}
