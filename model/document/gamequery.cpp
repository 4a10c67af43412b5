#include "gamequery.h"

#include <QRegularExpression>
#include <charconv>

namespace {

using Bounds = std::pair<std::int64_t, std::int64_t>;

// One end of a range: a number is itself; a date prefix spans what it names
// ("2019" is 2019.00.00 to 2019.99.99, so a game of "2019.??.??" is in it).
std::optional<Bounds> endpoint(const QString &text, GameQuery::Kind kind) {
  if (kind == GameQuery::Kind::Number) {
    const std::optional<std::int64_t> n = GameQuery::number(text.toStdString());
    if (!n) return std::nullopt;
    return Bounds{*n, *n};
  }
  static const QRegularExpression datePrefix(
      QStringLiteral("^(\\d{4})(?:[./](\\d{1,2})(?:[./](\\d{1,2}))?)?$"));
  const QRegularExpressionMatch m = datePrefix.match(text);
  if (!m.hasMatch()) return std::nullopt;
  const std::int64_t year = m.captured(1).toLongLong() * 10000;
  if (!m.hasCaptured(2)) return Bounds{year, year + 9999};
  const std::int64_t month = year + m.captured(2).toLongLong() * 100;
  if (!m.hasCaptured(3)) return Bounds{month, month + 99};
  const std::int64_t day = month + m.captured(3).toLongLong();
  return Bounds{day, day};
}

// "1500 - 1800" and ">= 2000" read as one word; "18 -5" stays two.
QString joinRanges(QString text) {
  static const QRegularExpression dash(
      QStringLiteral("(\\d)\\s+(?:\\.\\.|-|\u2013|\u2014)\\s+(?=\\d)"));
  static const QRegularExpression comparison(QStringLiteral("([<>]=?|[=\u2264\u2265])\\s+"));
  text.replace(dash, QStringLiteral("\\1-"));
  text.replace(comparison, QStringLiteral("\\1"));
  return text;
}

// Split at white space as QString::trimmed sees it (a tab, a line feed).
QStringList splitAtSpaces(const QString &text) {
  QStringList out;
  QString word;
  for (const QChar c : text) {
    if (!c.isSpace()) {
      word += c;
    } else if (!word.isEmpty()) {
      out << word;
      word.clear();
    }
  }
  if (!word.isEmpty()) out << word;
  return out;
}

}  // namespace

GameQuery GameQuery::parse(const QString &text, Kind kind) {
  GameQuery query;
  query.m_kind = kind;
  if (kind == Kind::Text || kind == Kind::Players) {
    // Two names apart: "A vs B", "A v. B", "A - B" (a game's title).
    static const QRegularExpression versus(
        QStringLiteral("\\s+(?:vs?\\.?|versus|-|\u2013|\u2014)\\s+"),
        QRegularExpression::CaseInsensitiveOption);
    const QStringList sides = kind == Kind::Players ? text.split(versus) : QStringList{};
    if (sides.size() == 2 && !sides[0].trimmed().isEmpty() && !sides[1].trimmed().isEmpty()) {
      query.m_words = {Word{sides[0].trimmed()}, Word{sides[1].trimmed()}};
      query.m_pairing = true;
    } else if (!text.trimmed().isEmpty()) {
      query.m_words.push_back(Word{text.trimmed()});
    }
    return query;
  }
  QStringList rest;
  for (const QString &word : splitAtSpaces(joinRanges(text))) {
    if (int(query.m_words.size()) == kMostWords - 1) break;  // and the text
    if (std::optional<Word> ranged = range(word, kind))
      query.m_words.push_back(*ranged);
    else
      rest << word;
  }
  if (!rest.isEmpty()) query.m_words.push_back(Word{rest.join(u' ')});
  return query;
}

std::optional<GameQuery::Word> GameQuery::range(const QString &word, Kind kind) {
  Word out{word, true};
  auto from = [&](QStringView rest, bool after, bool inclusive) -> bool {
    const std::optional<Bounds> b = endpoint(rest.toString(), kind);
    if (!b) return false;
    if (after)
      out.low = inclusive ? b->first : b->second + 1;
    else
      out.high = inclusive ? b->second : b->first - 1;
    return true;
  };
  // "1500..1800" and "1500–1800" as "1500-1800".
  QString normal = word;
  normal.replace(QStringLiteral(".."), QStringLiteral("-"))
      .replace(u'\u2013', u'-')
      .replace(u'\u2014', u'-');
  const QStringView w(normal);
  bool ok = false;
  if (w.startsWith(u">=") || w.startsWith(u"=>"))
    ok = from(w.mid(2), true, true);
  else if (w.startsWith(u"<=") || w.startsWith(u"=<"))
    ok = from(w.mid(2), false, true);
  else if (w.startsWith(u'\u2265'))
    ok = from(w.mid(1), true, true);
  else if (w.startsWith(u'\u2264'))
    ok = from(w.mid(1), false, true);
  else if (w.startsWith(u'>'))
    ok = from(w.mid(1), true, false);
  else if (w.startsWith(u'<'))
    ok = from(w.mid(1), false, false);
  else if (w.startsWith(u'='))
    ok = from(w.mid(1), true, true) && from(w.mid(1), false, true);
  else if (w.endsWith(u'+'))
    ok = from(w.chopped(1), true, true);
  else if (const qsizetype dash = w.indexOf(u'-'); dash > 0 && w.lastIndexOf(u'-') == dash)
    ok = from(w.left(dash), true, true) && from(w.mid(dash + 1), false, true);
  else if (kind == Kind::Number)  // a number alone is that number; a date alone is text
    ok = from(w, true, true) && from(w, false, true);
  if (!ok) return std::nullopt;
  // "1800-1500" means what "1500-1800" does.
  if (out.low > out.high && out.low != kLowest && out.high != kHighest)
    std::swap(out.low, out.high);
  return out;
}

GameQuery::Terms GameQuery::splitTerms(const QString &text,
                                       const std::function<bool(const QString &)> &known) {
  // \s as QString::simplified sees white space (a no-break space too).
  static const QRegularExpression term(
      QStringLiteral("(?:^|(?<=\\s))(\\p{L}[\\p{L}-]*):\\s*(\"[^\"]*\"?|\\S+)"),
      QRegularExpression::UseUnicodePropertiesOption);
  Terms out;
  qsizetype at = 0;
  for (QRegularExpressionMatchIterator it = term.globalMatch(text); it.hasNext();) {
    const QRegularExpressionMatch m = it.next();
    if (!known(m.captured(1))) continue;
    out.rest += text.mid(at, m.capturedStart() - at);
    at = m.capturedEnd();
    QString value = m.captured(2);
    if (value.startsWith(u'"')) {
      value.remove(0, 1);
      if (value.endsWith(u'"')) value.chop(1);
    }
    out.named.emplace_back(m.captured(1), value);
  }
  out.rest = (out.rest + text.mid(at)).simplified();
  return out;
}

std::uint32_t GameQuery::allWords() const {
  return m_words.size() >= 32 ? ~0u : (1u << m_words.size()) - 1;
}

std::uint32_t GameQuery::matchMask(const QString &value) const {
  std::uint32_t mask = 0;
  std::optional<std::int64_t> date;
  bool dateRead = false;
  for (std::size_t i = 0; i < m_words.size(); ++i) {
    const Word &word = m_words[i];
    bool match = false;
    if (!word.ranged) {
      match = value.contains(word.text, Qt::CaseInsensitive);
    } else if (m_kind == Kind::Date) {
      if (!dateRead) date = dateKey(value), dateRead = true;
      match = date && word.contains(*date);
    }
    if (match) mask |= 1u << i;
  }
  return mask;
}

std::optional<std::int64_t> GameQuery::dateKey(QStringView value) {
  static const QRegularExpression date(
      QStringLiteral("^(\\d{4})(?:[./-](\\d{1,2}|[?]{1,2})(?:[./-](\\d{1,2}|[?]{1,2}))?)?$"));
  const QRegularExpressionMatch m = date.match(value.trimmed().toString());
  if (!m.hasMatch()) return std::nullopt;
  auto part = [&](int n) {
    bool ok = false;
    const std::int64_t v = m.captured(n).toLongLong(&ok);
    return ok ? v : 0;
  };
  return part(1) * 10000 + part(2) * 100 + part(3);
}

std::optional<std::int64_t> GameQuery::number(std::string_view value) {
  while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
  while (!value.empty() && value.back() == ' ') value.remove_suffix(1);
  std::int64_t n = 0;
  const char *end = value.data() + value.size();
  const auto [at, error] = std::from_chars(value.data(), end, n);
  if (value.empty() || error != std::errc() || at != end) return std::nullopt;
  return n;
}
