// The `shooters` command line, run as a process: every command's output on
// the start and a midgame position, checked against the core API computed
// here in-process, and every error path (exit code, message, no crash).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include "clirun.h"

#include <algorithm>
#include <memory>

#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "registry.h"
#include "sfen.h"
#include "status.h"

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";
// Reduced and raised ranks, two bridges, shots for both pawns and the queen,
// and a king that may explode without taking its own queen down.
const char *const kMidgame =
    "r1bq[6]k2r/pp3ppp/2n5/2ppp3/4P3/2NQ1N2/PPPP1PPP/R[7]1B1KB1R w c2d2,a7b7 4 5";

// Black's lone king on a8 is not attacked, but every square it could go to is.
const char *const kStalemate = "k7/8/4Q3/8/8/8/8/7K b - 0 1";

using Result = CliResult;

sc::Position position(const char *fen) {
  sc::ParseError error;
  auto pos = sc::readSfen(sc::Registry::instance().defaultVariant(), fen, &error);
  if (!pos) qFatal("test position does not read: %s", error.toString().c_str());
  return std::move(*pos);
}

// The legal turns' notations computed in-process, sorted as the CLI sorts.
QStringList legalNotations(sc::Position &pos) {
  auto list = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *list);
  std::vector<std::string> names;
  for (const sc::Turn &t : *list) names.push_back(sc::formatTurnWithSuffix(pos, t));
  std::sort(names.begin(), names.end());
  QStringList out;
  for (const std::string &n : names) out << QString::fromStdString(n);
  return out;
}

int legalCount(sc::Position &pos) {
  auto list = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *list);
  return list->size;
}

QStringList lines(const QString &text) { return text.split('\n', Qt::SkipEmptyParts); }

// The right border (the frame's '+', a rank line's last '|') is in one column
// on every line of the board, so the diagram lines up.
bool bordersAlign(const QString &diagram) {
  QSet<int> borders;
  for (const QString &line : lines(diagram)) {
    if (line.trimmed().startsWith('+'))
      borders.insert(int(line.lastIndexOf('+')));
    else if (line.contains(" |"))
      borders.insert(int(line.lastIndexOf('|')));
  }
  return borders.size() == 1;
}

void addPositions() {
  QTest::addColumn<QString>("fen");
  QTest::newRow("start") << QString(kStart);
  QTest::newRow("midgame") << QString(kMidgame);
}

}  // namespace

class TestCli : public QObject {
  Q_OBJECT

 private slots:
  void perft_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::newRow("start d0") << QString(kStart) << 0;
    QTest::newRow("start d1") << QString(kStart) << 1;
    QTest::newRow("start d2") << QString(kStart) << 2;
    QTest::newRow("midgame d1") << QString(kMidgame) << 1;
    QTest::newRow("midgame d2") << QString(kMidgame) << 2;
  }
  void perft() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    const Result r = runCli({"perft", "--fen", fen, "--depth", QString::number(depth)});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, 0);
    QVERIFY2(QRegularExpression("^\\d+\\n$").match(r.out).hasMatch(), qPrintable(r.out));
    sc::Position pos = position(fen.toUtf8().constData());
    const quint64 expected = depth == 1 ? quint64(legalCount(pos)) : sc::perft(pos, depth);
    QCOMPARE(r.out.trimmed().toULongLong(), expected);
    if (depth == 0) QCOMPARE(r.out, QString("1\n"));
  }

  void perftDivide_data() { addPositions(); }
  void perftDivide() {
    QFETCH(QString, fen);
    const Result r = runCli({"perft", "--divide", "--depth", "2", "--fen", fen});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, 0);
    // "<turn> <count>" lines, an empty line, "total <N>".
    const QStringList parts = r.out.split("\n\n");
    QCOMPARE(parts.size(), 2);
    QVERIFY(parts[1].startsWith("total "));
    const quint64 total = parts[1].mid(6).trimmed().toULongLong();
    quint64 sum = 0;
    QStringList names;
    for (const QString &line : lines(parts[0])) {
      const QStringList f = line.split(' ');
      QCOMPARE(f.size(), 2);
      names << f[0];
      sum += f[1].toULongLong();
    }
    sc::Position pos = position(fen.toUtf8().constData());
    QCOMPARE(names, legalNotations(pos));  // also proves the sort
    QCOMPARE(sum, total);
    QCOMPARE(total, sc::perft(pos, 2));
  }

  void legalText_data() { addPositions(); }
  void legalText() {
    QFETCH(QString, fen);
    const Result r = runCli({"legal", "--fen", fen});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, 0);
    sc::Position pos = position(fen.toUtf8().constData());
    QCOMPARE(lines(r.out), legalNotations(pos));
    QVERIFY(!lines(r.out).isEmpty());
  }

  void legalJson_data() { addPositions(); }
  void legalJson() {
    QFETCH(QString, fen);
    const Result r = runCli({"legal", "--json", "--fen", fen});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, 0);
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &perr);
    QVERIFY2(perr.error == QJsonParseError::NoError, qPrintable(perr.errorString()));
    QVERIFY(doc.isArray());
    const QJsonArray array = doc.array();

    sc::Position pos = position(fen.toUtf8().constData());
    QCOMPARE(array.size(), legalCount(pos));
    const QSet<QString> kinds = {"move",           "shoot",       "move-shoot", "series",
                                 "replace",        "unload",      "bridge",     "unbridge",
                                 "pair-translate", "pair-rotate", "bomber"};
    const QRegularExpression square("^[a-p]([1-9]|1[0-6])$");
    QStringList names;
    for (const QJsonValue &v : array) {
      QVERIFY(v.isObject());
      const QJsonObject o = v.toObject();
      for (const char *key : {"notation", "kind", "from", "to", "targets", "fen_after"})
        QVERIFY2(o.contains(key), key);
      QCOMPARE(o.size(), 6);
      const QString notation = o["notation"].toString();
      names << notation;
      QVERIFY2(kinds.contains(o["kind"].toString()), qPrintable(o["kind"].toString()));
      QVERIFY(square.match(o["from"].toString()).hasMatch());
      QVERIFY(o["to"].isNull() || square.match(o["to"].toString()).hasMatch());
      QVERIFY(o["targets"].isArray());
      for (const QJsonValue &t : o["targets"].toArray())
        QVERIFY(square.match(t.toString()).hasMatch());

      // fen_after is what the core makes of the same turn.
      std::string error;
      const auto turn = sc::parseTurn(pos, notation.toStdString(), &error);
      QVERIFY2(turn, error.c_str());
      QCOMPARE(QString(sc::kindName(turn->kind)), o["kind"].toString());
      QCOMPARE(o["from"].toString(), QString::fromStdString(sc::squareName(turn->from)));
      const std::string after = o["fen_after"].toString().toStdString();
      QVERIFY(sc::readSfen(pos.variantPtr(), after));
      pos.make(*turn);
      QCOMPARE(after, sc::writeSfen(pos));
      pos.undo();
    }
    QCOMPARE(names, legalNotations(pos));
  }

  // Objects whose to/targets follow from the rules (docs/rules.md D2), one per kind.
  void legalJsonDetails_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");  // "null" for JSON null
    QTest::addColumn<QStringList>("targets");
    const QString m = kMidgame;
    // A queen bridged with a pawn, two black pawns on the ring around the pawn.
    const QString pair = "4k3/8/8/3pp3/3QP3/8/8/4K3 w d4e4 0 1";
    QTest::newRow("move") << m << "Pe4-f4"
                          << "move"
                          << "e4"
                          << "f4" << QStringList{};
    QTest::newRow("shoot") << m << "Pe4@d5"
                           << "shoot"
                           << "e4"
                           << "null" << QStringList{"d5"};
    QTest::newRow("move-shoot") << m << "Qd3-a6@b7"
                                << "move-shoot"
                                << "d3"
                                << "a6" << QStringList{"b7"};
    QTest::newRow("replace") << m << "Pe4xd5"
                             << "replace"
                             << "e4"
                             << "d5" << QStringList{"d5"};
    QTest::newRow("step series") << m << "Pe4>e5"
                                 << "series"
                                 << "e4"
                                 << "e5" << QStringList{"e5"};
    QTest::newRow("slide series") << m << "Qd3>d8+"
                                  << "series"
                                  << "d3"
                                  << "d8" << QStringList{"d5", "d8"};
    QTest::newRow("slide series past") << m << "Qd3>d7"
                                       << "series"
                                       << "d3"
                                       << "d7" << QStringList{"d5"};
    QTest::newRow("knight series 2") << m << "Nc3>c5>d5"
                                     << "series"
                                     << "c3"
                                     << "d5" << QStringList{"c5", "d5"};
    QTest::newRow("knight series 1") << m << "Nc3>d3>d5"
                                     << "series"
                                     << "c3"
                                     << "d5" << QStringList{"d5"};
    QTest::newRow("unload") << m << "Bf1^g2"
                            << "unload"
                            << "f1"
                            << "g2" << QStringList{};
    QTest::newRow("bridge") << m << "Bf1=Pf2"
                            << "bridge"
                            << "f1"
                            << "f2" << QStringList{};
    QTest::newRow("unbridge") << m << "Pc2|Pd2"
                              << "unbridge"
                              << "c2"
                              << "d2" << QStringList{};
    QTest::newRow("bomber") << m << "Ke1@@"
                            << "bomber"
                            << "e1"
                            << "null" << QStringList{"f1", "d2", "f2"};
    QTest::newRow("translate") << pair << "Qd4=Pe4-c3"
                               << "pair-translate"
                               << "d4"
                               << "c3" << QStringList{};
    QTest::newRow("translate shot") << pair << "Qd4=Pe4-c4@d5"
                                    << "pair-translate"
                                    << "d4"
                                    << "c4" << QStringList{"d5"};
    QTest::newRow("rotate cw") << pair << "Qd4~Pe4>e3"
                               << "pair-rotate"
                               << "d4"
                               << "e3" << QStringList{"d5", "e5"};
    QTest::newRow("rotate ccw") << pair << "Qd4~Pe4<e5+"
                                << "pair-rotate"
                                << "d4"
                                << "e5" << QStringList{"e5"};
    QTest::newRow("rotate empty") << pair << "Qd4~Pe4<e3"
                                  << "pair-rotate"
                                  << "d4"
                                  << "e3" << QStringList{};
  }
  void legalJsonDetails() {
    QFETCH(QString, fen);
    QFETCH(QString, notation);
    QFETCH(QString, kind);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QStringList, targets);
    const Result r = runCli({"legal", "--json", "--fen", fen});
    QCOMPARE(r.code, 0);
    const QJsonArray array = QJsonDocument::fromJson(r.out.toUtf8()).array();
    int found = 0;
    for (const QJsonValue &v : array) {
      const QJsonObject o = v.toObject();
      if (o["notation"].toString() != notation) continue;
      ++found;
      QCOMPARE(o["kind"].toString(), kind);
      QCOMPARE(o["from"].toString(), from);
      QCOMPARE(o["to"].isNull() ? QString("null") : o["to"].toString(), to);
      QStringList got;
      for (const QJsonValue &t : o["targets"].toArray()) got << t.toString();
      QCOMPARE(got, targets);
    }
    QCOMPARE(found, 1);
  }

  void apply_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("turns");
    QTest::addColumn<QString>("expected");  // empty: only compare with the core
    QTest::newRow("none") << kStart << QStringList{} << kStart;
    QTest::newRow("one move") << kStart << QStringList{"Pe2-e3"}
                              << "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - 1 1";
    QTest::newRow("two moves") << kStart << QStringList{"Pe2-e3", "Pe7-e6"}
                               << "rnbqkbnr/pppp1ppp/4p3/8/8/4P3/PPPP1PPP/RNBQKBNR w - 2 2";
    QTest::newRow("no letter") << kStart << QStringList{"e2-e3"}
                               << "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - 1 1";
    QTest::newRow("bridge") << kStart << QStringList{"Pd2=Pe2"}
                            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b d2e2 1 1";
    QTest::newRow("shoot") << kMidgame << QStringList{"Pe4@d5"}
                           << "r1bq[6]k2r/pp3ppp/2n5/2p1p3/4P3/2NQ1N2/PPPP1PPP/R[7]1B1KB1R b "
                              "a7b7,c2d2 0 5";
    QTest::newRow("midgame line") << kMidgame << QStringList{"Pe4xd5", "Nc6@d5", "Qd3-d4"}
                                  << QString();
  }
  void apply() {
    QFETCH(QString, fen);
    QFETCH(QStringList, turns);
    QFETCH(QString, expected);
    const Result r = runCli(QStringList{"apply", "--fen", fen} + turns);
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.err.isEmpty());

    sc::Position pos = position(fen.toUtf8().constData());
    for (const QString &t : turns) {
      std::string error;
      const auto turn = sc::parseTurn(pos, t.toStdString(), &error);
      QVERIFY2(turn, error.c_str());
      pos.make(*turn);
    }
    QCOMPARE(r.out, QString::fromStdString(sc::writeSfen(pos)) + "\n");
    if (!expected.isEmpty()) {
      // Compare through the reader, so the bridge order of the writer does not matter.
      QCOMPARE(r.out.trimmed(),
               QString::fromStdString(sc::writeSfen(position(expected.toUtf8().constData()))));
    }
  }

  void status_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");  // empty: only compare with the core
    QTest::newRow("start") << kStart << "ongoing";
    QTest::newRow("midgame") << kMidgame << "ongoing";
    QTest::newRow("both monarchs lost") << "8/8/8/8/8/8/8/4K3 w - 0 1"
                                        << "white wins: both monarchs lost";
    QTest::newRow("bare monarchs") << "4k3/8/8/8/8/8/8/4K3 w - 0 1"
                                   << "draw: bare monarchs";
    QTest::newRow("insufficient force") << "4k[5]3/8/8/8/8/8/8/4K3 w - 0 1"
                                        << "white wins: insufficient force";
    // Black's king is its last monarch; a queen that moves and shoots
    // reaches every square around it, the rook on a8 can shoot the queen down.
    QTest::newRow("checkmate") << "4k3/8/8/8/4Q3/8/8/R3K3 b - 0 1"
                               << "white wins: checkmate";
    QTest::newRow("check") << "r[9]3k3/8/8/8/Q7/8/8/4K3 b - 0 1"
                           << "check";
    QTest::newRow("quiet plies") << "4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - 100 60"
                                 << "draw: quiet plies";
    QTest::newRow("stalemate") << kStalemate << "draw: stalemate";
  }
  void status() {
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    const Result r = runCli({"status", "--fen", fen});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, 0);
    sc::Position pos = position(fen.toUtf8().constData());
    const QString core = QString::fromStdString(sc::statusText(sc::evaluateStatus(pos)));
    QCOMPARE(r.out, core + "\n");
    if (!expected.isEmpty()) QCOMPARE(r.out.trimmed(), expected);
    QCOMPARE(lines(r.out).size(), 1);
  }

  // --option reaches the rules: S20's stalemate option turns the draw into a loss.
  void statusWithOption() {
    const Result r = runCli({"status", "--option", "stalemate=loss", "--fen", kStalemate});
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out, QString("white wins: stalemate\n"));
  }

  // S22 is an option: switched off, a side that cannot shoot the enemy's
  // last monarch down does not lose by it; the game goes on.
  void insufficientForceOption() {
    const char *fen = "7k[5]/8/8/8/8/8/PP6/KQ6 w - 0 1";
    Result r = runCli({"status", "--fen", fen});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out, QString("white wins: insufficient force\n"));
    r = runCli({"status", "--option", "insufficient-force=off", "--fen", fen});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out, QString("ongoing\n"));
  }

  void show_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("contains");
    QTest::newRow("start") << kStart
                           << QStringList{" 8 | r5   n3   b3   q9   k9   b3   n3   r5 | 8",
                                          " 1 | R5   N3   B3   Q9   K9   B3   N3   R5 | 1",
                                          "a    b    c    d    e    f    g    h",
                                          "To move:  white",
                                          "Turn:     1",
                                          "Quiet:    0 of 100 plies",
                                          "Bridges:  none",
                                          "Status:   ongoing",
                                          kStart};
    QTest::newRow("midgame") << kMidgame
                             << QStringList{"q6*",
                                            "R7+",
                                            " P1   P1 = P1 ",
                                            "p1 = p1",
                                            "Bridges:  c2=d2, a7=b7",
                                            "Turn:     5",
                                            "Quiet:    4 of 100 plies"};
    QTest::newRow("vertical bridge")
        << "4k3/8/8/8/8/8/4Q3/4K3 b e1e2 7 30"
        << QStringList{"   |" + QString(21, ' ') + "||", "To move:  black", "Bridges:  e1=e2",
                       "Turn:     30"};
  }
  void show() {
    QFETCH(QString, fen);
    QFETCH(QStringList, contains);
    const Result r = runCli({"show", "--fen", fen});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, 0);
    for (const QString &c : contains) QVERIFY2(r.out.contains(c), qPrintable(c + "\n" + r.out));
    QVERIFY(bordersAlign(r.out));
  }

  // Two-digit ranks and holes (a ruleset file inheriting the default one).
  void showWideBoard() {
    QTemporaryDir dir;
    const QString path = dir.filePath("wide.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"inherits": "shooters", "name": "wide", "title": "Wide test",
      "board": {"files": 12, "ranks": 12, "holes": ["f6", "g6", "f7", "g7"]},
      "start": "rnbqkbnrrnbq/pppppppppppp/12/12/12/10/10/12/12/12/PPPPPPPPPPPP/RNBQKBNRRNBQ w e2f2 0 1"})");
    f.close();
    const Result r = runCli({"show", "--ruleset", path});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    for (const char *c :
         {"Wide test", "      a    b    c    d    e    f    g    h    i    j    k    l",
          " 12 | r5   n3   b3   q9   k9   b3   n3   r5   r5   n3   b3   q9 | 12",
          "  9 | .    .    .    .    .    .    .    .    .    .    .    .  | 9",
          "  7 | .    .    .    .    .              .    .    .    .    .  | 7",
          "  2 | P1   P1   P1   P1   P1 = P1   P1"})
      QVERIFY2(r.out.contains(c), qPrintable(QString(c) + "\n" + r.out));
    QVERIFY(bordersAlign(r.out));
  }

  void showDefaultsToStart() {
    const Result r = runCli({"show"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(
        QString::fromStdString(sc::Registry::instance().defaultVariant()->rules().startSfen)));
    QVERIFY(r.out.startsWith("Shooters Chess"));
  }

  // F22: each ruleset's name and title, then the options it offers, indented.
  void rulesets() {
    const Result r = runCli({"rulesets"});
    QCOMPARE(r.code, 0);
    QStringList names;
    for (const QString &line : lines(r.out))
      if (!line.startsWith(' ')) names << line.section(':', 0, 0);
    QStringList expected;
    for (const std::string &n : sc::Registry::instance().names())
      expected << QString::fromStdString(n);
    QCOMPARE(names, expected);
    QVERIFY(expected.contains("shooters"));
    QVERIFY(
        r.out.contains("shooters: Shooters Chess (revised edition)\n"
                       "  --option stalemate=draw  (draw|loss)\n"
                       "  --option insufficient-force=on  (on|off)\n"));
  }

  void rulesetFromFile() {
    QTemporaryDir dir;
    const std::string *text = sc::Registry::instance().source("shooters");
    QVERIFY(text);
    const QString path = dir.filePath("copy.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text->c_str());
    f.close();
    const Result r = runCli({"--ruleset", path, "perft", "--depth", "1"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    sc::Position pos = position(kStart);
    QCOMPARE(r.out.trimmed().toInt(), legalCount(pos));
  }

  void options_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("option before command") << QStringList{"--option", "stalemate=loss", "status"};
    QTest::newRow("ruleset after command") << QStringList{"status", "--ruleset", "shooters"};
    QTest::newRow("inline value") << QStringList{"status", "--fen=" + QString(kStart)};
    QTest::newRow("insufficient-force off")
        << QStringList{"status", "--option", "insufficient-force=off"};
  }
  void options() {
    QFETCH(QStringList, args);
    const Result r = runCli(args);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out, QString("ongoing\n"));
  }

  void help_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("contains");
    QTest::newRow("--help") << QStringList{"--help"} << "Commands:";
    QTest::newRow("-h") << QStringList{"-h"} << "Commands:";
    QTest::newRow("help") << QStringList{"help"} << "Commands:";
    QTest::newRow("help perft") << QStringList{"help", "perft"} << "--divide";
    QTest::newRow("perft --help") << QStringList{"perft", "--help"} << "--divide";
    QTest::newRow("legal --help") << QStringList{"legal", "--help"} << "fen_after";
    QTest::newRow("apply --help") << QStringList{"apply", "--help"} << "TURN";
    QTest::newRow("status --help") << QStringList{"status", "--help"} << "ongoing";
    QTest::newRow("show --help") << QStringList{"show", "--help"} << "show";
  }
  void help() {
    QFETCH(QStringList, args);
    QFETCH(QString, contains);
    const Result r = runCli(args);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("Usage: shooters"));
    QVERIFY(r.out.contains(contains));
  }

  void errors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("mentions");
    const QString badRank = "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";
    QTest::newRow("no command") << QStringList{} << 2 << "no command";
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2 << "frobnicate";
    QTest::newRow("help unknown") << QStringList{"help", "frobnicate"} << 2 << "frobnicate";
    QTest::newRow("unknown option") << QStringList{"legal", "--frob"} << 2 << "--frob";
    QTest::newRow("option of other command")
        << QStringList{"legal", "--depth", "2"} << 2 << "--depth";
    QTest::newRow("flag with value") << QStringList{"legal", "--json=yes"} << 2 << "--json";
    QTest::newRow("stray argument") << QStringList{"status", "extra"} << 2 << "extra";
    QTest::newRow("missing value") << QStringList{"perft", "--depth"} << 2 << "--depth";
    QTest::newRow("missing fen value") << QStringList{"status", "--fen"} << 2 << "--fen";
    QTest::newRow("missing depth") << QStringList{"perft"} << 2 << "--depth";
    QTest::newRow("depth not a number") << QStringList{"perft", "--depth", "x"} << 2 << "'x'";
    QTest::newRow("depth trailing junk") << QStringList{"perft", "--depth", "2x"} << 2 << "'2x'";
    QTest::newRow("depth negative") << QStringList{"perft", "--depth", "-1"} << 2 << "'-1'";
    QTest::newRow("depth huge") << QStringList{"perft", "--depth", "99999999999"} << 2
                                << "99999999999";
    QTest::newRow("divide depth 0")
        << QStringList{"perft", "--divide", "--depth", "0"} << 2 << "--depth";
    QTest::newRow("bad sfen rank") << QStringList{"status", "--fen", badRank} << 2 << badRank;
    QTest::newRow("bad sfen junk") << QStringList{"legal", "--fen", "xyz"} << 2 << "xyz";
    QTest::newRow("bad sfen empty") << QStringList{"show", "--fen", ""} << 2 << "--fen";
    QTest::newRow("bad sfen side")
        << QStringList{"perft", "--depth", "1", "--fen", "8/8/8/8/8/8/8/4K2k x - 0 1"} << 2
        << "4K2k x";
    QTest::newRow("unknown ruleset")
        << QStringList{"status", "--ruleset", "nosuch"} << 2 << "nosuch";
    QTest::newRow("missing ruleset file")
        << QStringList{"status", "--ruleset", "/nonexistent/x.json"} << 2 << "x.json";
    QTest::newRow("unknown option key")
        << QStringList{"status", "--option", "frob=1"} << 2 << "frob";
    QTest::newRow("bad option value")
        << QStringList{"status", "--option", "stalemate=maybe"} << 2 << "stalemate";
    QTest::newRow("option without =")
        << QStringList{"status", "--option", "stalemate"} << 2 << "KEY=VALUE";
    QTest::newRow("illegal turn") << QStringList{"apply", "Pe2-e5"} << 1 << "turn 1 'Pe2-e5'";
    QTest::newRow("unreadable turn") << QStringList{"apply", "zz"} << 1 << "turn 1 'zz'";
    QTest::newRow("second turn illegal")
        << QStringList{"apply", "Pe2-e3", "Pe2-e4"} << 1 << "turn 2 'Pe2-e4'";
    QTest::newRow("third turn out of range")
        << QStringList{"apply", "Pe2-e3", "Pe7-e6", "Ra1@a6"} << 1 << "turn 3 'Ra1@a6'";
    QTest::newRow("wrong side") << QStringList{"apply", "Pe7-e6"} << 1 << "turn 1 'Pe7-e6'";
    QTest::newRow("apply bad sfen") << QStringList{"apply", "--fen", "xyz", "Pe2-e3"} << 2 << "xyz";
  }
  void errors() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, mentions);
    const Result r = runCli(args);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.startsWith("shooters: "), qPrintable(r.err));
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    if (!args.isEmpty()) QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
  }

  // The SFEN error shows the text with a caret under the column the reader named.
  void sfenCaret_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("long rank") << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";
    QTest::newRow("bad letter") << "rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w - 0 1";
    QTest::newRow("rank 0") << "rnbqkbnr/pppppppp/8/8/3P[0]4/8/PPPPPPPP/RNBQKBNR w - 0 1";
    QTest::newRow("diagonal bridge") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w d2e1 0 1";
    QTest::newRow("fields") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -";
  }
  void sfenCaret() {
    QFETCH(QString, fen);
    sc::ParseError error;
    QVERIFY(!sc::readSfen(sc::Registry::instance().defaultVariant(), fen.toStdString(), &error));
    const Result r = runCli({"status", "--fen", fen});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QString::fromStdString(error.toString())));
    const QStringList errLines = r.err.split('\n');
    int at = -1;
    for (int i = 0; i < errLines.size(); ++i)
      if (errLines[i].endsWith(fen)) at = i;
    QVERIFY2(at >= 0 && at + 1 < errLines.size(), qPrintable(r.err));
    const int textStart = int(errLines[at].size() - fen.size());
    const int caretColumn = std::min<int>(error.column - 1, int(fen.size()));
    QCOMPARE(errLines[at + 1].indexOf('^'), textStart + caretColumn);
  }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
