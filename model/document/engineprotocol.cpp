#include "engineprotocol.h"

#include <limits>

namespace {

// UCI separates tokens by any run of white space, tabs included.
QStringList words(const QString &line) {
  QStringList out;
  qsizetype start = -1;
  for (qsizetype i = 0; i <= line.size(); ++i) {
    const bool space = i == line.size() || line[i].isSpace();
    if (space && start >= 0) {
      out << line.mid(start, i - start);
      start = -1;
    } else if (!space && start < 0) {
      start = i;
    }
  }
  return out;
}

// Reads the number after words[i] into `out`; false when it is missing or not a number.
bool readNumber(const QStringList &w, qsizetype &i, qint64 &out) {
  if (i + 1 >= w.size()) return false;
  bool ok = false;
  out = w[++i].toLongLong(&ok);
  return ok;
}

// A depth, a slot or a score is an int: a number past that range is no reading
// at all, where a cast would wrap it to a negative depth or another slot; the
// least int is left out too, as a score is negated for Black.
bool readInt(const QStringList &w, qsizetype &i, int &out) {
  qint64 n = 0;
  if (!readNumber(w, i, n) || n < -std::numeric_limits<int>::max() ||
      n > std::numeric_limits<int>::max())
    return false;
  out = int(n);
  return true;
}

}  // namespace

EngineReply classifyEngineLine(const QString &line) {
  const QStringList w = words(line);
  if (w.isEmpty()) return EngineReply::Unknown;
  const QString &first = w.front();
  if (first == u"uciok") return EngineReply::UciOk;
  if (first == u"readyok") return EngineReply::ReadyOk;
  if (first == u"bestmove") return EngineReply::BestMove;
  if (first == u"id" && w.size() > 1 && w[1] == u"name") return EngineReply::IdName;
  if (first == u"info") {
    return w.size() > 1 && w[1] == u"string" ? EngineReply::InfoString : EngineReply::Info;
  }
  return EngineReply::Unknown;
}

std::optional<EngineInfo> parseEngineInfo(const QString &line) {
  const QStringList w = words(line);
  if (w.isEmpty() || w.front() != u"info") return std::nullopt;
  EngineInfo info;
  bool hasScore = false;
  bool hasPv = false;
  for (qsizetype i = 1; i < w.size(); ++i) {
    const QString &key = w[i];
    qint64 n = 0;
    if (key == u"string") return std::nullopt;  // free text to the end of the line
    if (key == u"pv") {
      info.pv = w.mid(i + 1);
      hasPv = !info.pv.isEmpty();
      break;  // the pv runs to the end of the line
    }
    if (key == u"score") {
      if (i + 2 >= w.size()) return std::nullopt;
      const QString kind = w[++i];
      if (kind != u"cp" && kind != u"mate") return std::nullopt;
      int value = 0;
      if (!readInt(w, i, value)) return std::nullopt;
      info.score = {kind == u"mate", value};
      hasScore = true;
      // A bound of an aspiration window is still the best guess there is.
      if (i + 1 < w.size() && (w[i + 1] == u"lowerbound" || w[i + 1] == u"upperbound")) ++i;
      continue;
    }
    if (key == u"depth" || key == u"seldepth" || key == u"multipv" || key == u"nodes" ||
        key == u"nps" || key == u"time" || key == u"hashfull" || key == u"tbhits" ||
        key == u"sbhits" || key == u"currmovenumber" || key == u"cpuload") {
      if (!readNumber(w, i, n) || n < 0) return std::nullopt;
      const bool small = key == u"depth" || key == u"seldepth" || key == u"multipv";
      if (small && n > std::numeric_limits<int>::max()) return std::nullopt;
      if (key == u"depth") info.depth = int(n);
      if (key == u"seldepth") info.selDepth = int(n);
      if (key == u"multipv") info.multiPv = int(n);
      if (key == u"nodes") info.nodes = n;
      if (key == u"nps") info.nps = n;
      if (key == u"time") info.timeMs = n;
      continue;
    }
    if (key == u"currmove") {
      ++i;  // a turn, not wanted here
      continue;
    }
    if (key == u"wdl") {  // Stockfish's UCI_ShowWDL: wins, draws, losses per mille
      for (int k = 0; k < 3; ++k)
        if (!readNumber(w, i, n) || n < 0) return std::nullopt;
      continue;
    }
    return std::nullopt;  // a word this dialect does not write: better no line than a wrong one
  }
  if (!hasScore || !hasPv || info.multiPv < 1) return std::nullopt;
  return info;
}

std::optional<QString> parseBestMove(const QString &line) {
  const QStringList w = words(line);
  if (w.size() < 2 || w.front() != u"bestmove") return std::nullopt;
  if (w[1] == u"(none)") return QString();
  return w[1];
}

std::optional<QString> parseIdName(const QString &line) {
  const QStringList w = words(line);
  if (w.size() < 3 || w[0] != u"id" || w[1] != u"name") return std::nullopt;
  return w.mid(2).join(u' ');
}

std::optional<QString> parseOptionName(const QString &line) {
  const QStringList w = words(line);
  if (w.size() < 3 || w[0] != u"option" || w[1] != u"name") return std::nullopt;
  const qsizetype type = w.indexOf(QStringLiteral("type"), 2);
  const QString name = w.mid(2, type < 0 ? -1 : type - 2).join(u' ');
  if (name.isEmpty()) return std::nullopt;
  return name;
}

std::optional<EngineOption> parseOption(const QString &line) {
  const std::optional<QString> name = parseOptionName(line);
  if (!name) return std::nullopt;
  const QStringList w = words(line);
  EngineOption option;
  option.name = *name;
  const qsizetype type = w.indexOf(QStringLiteral("type"));
  if (type < 0 || type + 1 >= w.size()) return std::nullopt;
  option.type = w[type + 1];
  // Values run to the next keyword: a string's default may have spaces.
  const auto keyword = [](const QString &s) {
    return s == u"default" || s == u"min" || s == u"max" || s == u"var";
  };
  for (qsizetype i = type + 2; i < w.size();) {
    const QString key = w[i];
    qsizetype end = i + 1;
    while (end < w.size() && !keyword(w[end])) ++end;
    const QString value = w.mid(i + 1, end - i - 1).join(u' ');
    if (key == u"default") option.defaultValue = value == u"<empty>" ? QString() : value;
    if (key == u"min") option.min = value.toLongLong();
    if (key == u"max") option.max = value.toLongLong();
    if (key == u"var" && !value.isEmpty()) option.vars << value;
    i = end;
  }
  return option;
}

std::optional<QString> parseInfoString(const QString &line) {
  const QStringList w = words(line);
  if (w.size() < 2 || w[0] != u"info" || w[1] != u"string") return std::nullopt;
  return w.mid(2).join(u' ');
}

QString positionCommand(const QString &sfen, const QStringList &moves) {
  QString s = QStringLiteral("position fen ") + words(sfen).join(u' ');
  if (!moves.isEmpty()) s += QStringLiteral(" moves ") + moves.join(u' ');
  return s;
}

QString goCommand(const EngineLimits &limits) {
  switch (limits.kind) {
    case EngineLimits::Kind::Depth:
      return QStringLiteral("go depth %1").arg(limits.value);
    case EngineLimits::Kind::MoveTime:
      return QStringLiteral("go movetime %1").arg(limits.value);
    case EngineLimits::Kind::Infinite:
      break;
  }
  return QStringLiteral("go infinite");
}

QString formatEngineScore(const EngineScore &score, bool whiteToMove) {
  const int v = whiteToMove ? score.value : -score.value;
  if (score.mate) return QStringLiteral("#%1").arg(v);
  if (v == 0) return QStringLiteral("0.00");
  return (v > 0 ? QStringLiteral("+") : QStringLiteral("-")) +
         QString::number(qAbs(v) / 100.0, 'f', 2);
}
