// `shooters games`, run as a process: the listing and --json of real-export
// chess files and of small files mixing rule systems, with an illegal turn,
// junk, games that cannot be read; missing and unreadable files; --write
// written atomically and read back to the same games.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "clirun.h"

#include "pgn.h"
#include "registry.h"

namespace {

using Result = CliResult;

QString dataFile(const QString &name) { return QStringLiteral(SHOOTERS_DATA "/pgn/") + name; }

QByteArray readBytes(const QString &path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
  return f.readAll();
}

void writeBytes(const QString &path, const QByteArray &bytes) {
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
    qFatal("cannot write %s", qPrintable(path));
  f.write(bytes);
}

// `games --json FILE`, checked to be one JSON array; exits with the code given.
QJsonArray gamesJson(const QStringList &args, int expectedCode = 0, Result *raw = nullptr) {
  const Result r = runCli(QStringList{"games", "--json"} + args);
  if (raw) *raw = r;
  if (r.status != QProcess::NormalExit || r.code != expectedCode)
    qWarning("exit %d, stderr: %s", r.code, qPrintable(r.err));
  [&] {
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, expectedCode);
  }();
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
  if (error.error != QJsonParseError::NoError || !doc.isArray())
    qWarning("not a JSON array: %s\n%s", qPrintable(error.errorString()), qPrintable(r.out));
  return doc.array();
}

// Line and column (from 1) of the first occurrence of `needle` in `text`.
QPair<int, int> placeOf(const QString &text, const QString &needle) {
  const int at = text.indexOf(needle);
  if (at < 0) qFatal("'%s' not in the test file", qPrintable(needle));
  const int line = int(text.left(at).count(QLatin1Char('\n'))) + 1;
  const int column = at - int(text.lastIndexOf(QLatin1Char('\n'), at - 1));
  return {line, column};
}

QString lineColumn(const QPair<int, int> &p) {
  return QStringLiteral("line %1, column %2: ").arg(p.first).arg(p.second);
}

// The game lines of the text listing ("game N: ...").
QStringList gameLines(const QString &out) {
  QStringList lines;
  for (const QString &l : out.split(QLatin1Char('\n')))
    if (l.startsWith(QLatin1String("game "))) lines << l;
  return lines;
}

const char *const kShootersGame =
    "[Event \"Lesson\"]\n"
    "[White \"Ada\"]\n"
    "[Black \"Grace\"]\n"
    "[Result \"*\"]\n"
    "[Variant \"Shooters Chess\"]\n"
    "\n"
    "1. Pe2-e3 Pe7-e6 2. Ng1-f3 (2. Bf1-d3 Bf8-d6) 2... Ng8-f6 *\n";

const char *const kChessGame =
    "[Event \"Casual\"]\n"
    "[White \"Bärtschi, Rémy\"]\n"
    "[Black \"Sørensen, Åse\"]\n"
    "[Result \"0-1\"]\n"
    "[Variant \"Standard\"]\n"
    "\n"
    "1. f3 e5 2. g4 Qh4# 0-1\n";

}  // namespace

class TestGames : public QObject {
  Q_OBJECT

 private slots:
  // Every real-export file lists without a problem, every game chess, and
  // --json agrees field by field with the core reading the same file.
  void realFiles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::newRow("lichess study") << "lichess-study.pgn" << 3;
    QTest::newRow("lichess games") << "lichess-games.pgn" << 3;
    QTest::newRow("puzzles, four-field FENs") << "puzzles.pgn" << 4;
    QTest::newRow("mates in two, famous games") << "mates-in-two.pgn" << 9;
    QTest::newRow("opening list") << "openings.pgn" << 7;
    QTest::newRow("Latin-1") << "latin1.pgn" << 2;
  }
  void realFiles() {
    QFETCH(QString, file);
    QFETCH(int, games);
    const Result text = runCli({"games", dataFile(file)});
    QCOMPARE(text.code, 0);
    QVERIFY2(text.err.isEmpty(), qPrintable(text.err));
    const QStringList lines = gameLines(text.out);
    QCOMPARE(lines.size(), games);
    // Nothing but game lines: no problem anywhere.
    QCOMPARE(text.out.count(QLatin1Char('\n')), games);

    const QJsonArray array = gamesJson({dataFile(file)});
    QCOMPARE(array.size(), games);
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(),
                                         readBytes(dataFile(file)).toStdString());
    QCOMPARE(int(read.games.size()), games);
    for (int i = 0; i < games; ++i) {
      const QJsonObject o = array[i].toObject();
      const sc::GameTree &tree = *read.games[std::size_t(i)].tree;
      auto tag = [&tree](const char *name, const char *missing) {
        auto it = tree.tags().find(name);
        return QString::fromStdString(it == tree.tags().end() ? missing : it->second);
      };
      QCOMPARE(o.size(), 8);
      QCOMPARE(o["index"].toInt(), i + 1);
      QCOMPARE(o["white"].toString(), tag("White", "?"));
      QCOMPARE(o["black"].toString(), tag("Black", "?"));
      QCOMPARE(o["result"].toString(), tag("Result", "*"));
      QCOMPARE(o["ruleset"].toString(), QString("chess"));
      QCOMPARE(o["plies"].toInt(), int(tree.mainLine().size()) - 1);
      QCOMPARE(o["nodes"].toInt(), tree.nodeCount() - 1);
      QVERIFY(o["plies"].toInt() > 0);
      QVERIFY(o["problems"].isArray());
      QVERIFY(o["problems"].toArray().isEmpty());
      QVERIFY2(lines[i].startsWith(
                   QStringLiteral("game %1: %2 - %3, %4, chess, %5 turn")
                       .arg(i + 1)
                       .arg(o["white"].toString(), o["black"].toString(), o["result"].toString())
                       .arg(o["plies"].toInt())),
               qPrintable(lines[i]));
    }
  }

  // What the files say, independently of the core: players, results and turns.
  void realFilesFacts() {
    const QJsonArray study = gamesJson({dataFile("lichess-study.pgn")});
    QCOMPARE(study[0]["result"].toString(), QString("1-0"));
    QCOMPARE(study[0]["white"].toString(), QString("?"));
    QCOMPARE(study[0]["plies"].toInt(), 33);  // 17. Rd8#
    QCOMPARE(study[0]["nodes"].toInt(), 43);  // three variations: 5 + 4 + 1 turns
    QCOMPARE(study[1]["result"].toString(), QString("*"));

    const QJsonArray lichess = gamesJson({dataFile("lichess-games.pgn")});
    QCOMPARE(lichess[0]["white"].toString(), QString("pawnstorm_77"));
    QCOMPARE(lichess[0]["black"].toString(), QString("Knightmare_de"));
    QCOMPARE(lichess[0]["result"].toString(), QString("0-1"));
    QCOMPARE(lichess[1]["result"].toString(), QString("1/2-1/2"));
    QCOMPARE(lichess[2]["white"].toString(), QString::fromUtf8("Núñez Peña, José Ángel"));
    QCOMPARE(lichess[2]["black"].toString(), QString::fromUtf8("Łukasiewicz, Zoë"));

    // Latin-1 names come out as UTF-8, in the listing as in JSON.
    const QJsonArray latin = gamesJson({dataFile("latin1.pgn")});
    QCOMPARE(latin[0]["white"].toString(), QString::fromUtf8("Légal de Kermeur, François"));
    QCOMPARE(latin[0]["plies"].toInt(), 13);  // [PlyCount "13"]
    QCOMPARE(latin[1]["plies"].toInt(), 4);
    QCOMPARE(latin[1]["result"].toString(), QString("0-1"));
    const Result text = runCli({"games", dataFile("latin1.pgn")});
    QCOMPARE(text.out, QString::fromUtf8("game 1: Légal de Kermeur, François - Saint Brie, 1-0, "
                                         "chess, 13 turns\n"
                                         "game 2: Bärtschi, Rémy - Sørensen, Åse, 0-1, chess, "
                                         "4 turns\n"));

    // Puzzles have no roster: '?' players, '*' results, one or more turns.
    const QJsonArray puzzles = gamesJson({dataFile("puzzles.pgn")});
    for (const QJsonValue &v : puzzles) {
      QCOMPARE(v["white"].toString(), QString("?"));
      QCOMPARE(v["black"].toString(), QString("?"));
      QCOMPARE(v["result"].toString(), QString("*"));
    }
    QCOMPARE(puzzles[0]["plies"].toInt(), 1);  // 1... Rd1#
    QCOMPARE(puzzles[1]["plies"].toInt(), 3);  // 1. e8=Q+ Rxe8 2. Rxe8#
  }

  // One file, two rule systems, each game's from its Variant tag.
  void mixedRuleSystems() {
    QTemporaryDir dir;
    const QString path = dir.filePath("mixed.pgn");
    writeBytes(path, QByteArray(kShootersGame) + "\n" + kChessGame);
    const Result text = runCli({"games", path});
    QCOMPARE(text.code, 0);
    QCOMPARE(text.out, QString::fromUtf8("game 1: Ada - Grace, *, shooters, 4 turns (6 with "
                                         "variations)\n"
                                         "game 2: Bärtschi, Rémy - Sørensen, Åse, 0-1, chess, "
                                         "4 turns\n"));
    const QJsonArray array = gamesJson({path});
    QCOMPARE(array.size(), 2);
    QCOMPARE(array[0]["ruleset"].toString(), QString("shooters"));
    QCOMPARE(array[0]["plies"].toInt(), 4);
    QCOMPARE(array[0]["nodes"].toInt(), 6);
    QCOMPARE(array[1]["ruleset"].toString(), QString("chess"));
    // The same file whatever --ruleset says: every game is tagged.
    QCOMPARE(gamesJson({path, "--ruleset", "chess"}), array);
    // "Shooters Chess" is what the writer writes for the revised edition only
    // (docs/pgn.md): a first-edition window does not claim it by its short title.
    QCOMPARE(gamesJson({path, "--ruleset", "shooters-first"}), array);
  }

  // An illegal turn in game 2 of 3: exit 1, the problem where it is, the
  // turns before it kept, games 1 and 3 listed whole.
  void illegalTurnInMiddleGame() {
    const QString game2 =
        "[Event \"Two\"]\n"
        "[White \"B1\"]\n"
        "[Black \"B2\"]\n"
        "[Variant \"Standard\"]\n"
        "\n"
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Ke6 4. Ng5+ *\n";
    const QString contents =
        QString::fromUtf8(kShootersGame) + "\n" + game2 + "\n" + QString::fromUtf8(kChessGame);
    QTemporaryDir dir;
    const QString path = dir.filePath("three.pgn");
    writeBytes(path, contents.toUtf8());
    const QString where = lineColumn(placeOf(contents, "Ke6"));

    const Result text = runCli({"games", path});
    QCOMPARE(text.code, 1);
    QVERIFY2(text.err.isEmpty(), qPrintable(text.err));
    const QStringList lines = text.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QString("game 1: Ada - Grace, *, shooters, 4 turns (6 with variations)"));
    QCOMPARE(lines[1], QString("game 2: B1 - B2, *, chess, 5 turns"));
    QVERIFY2(lines[2].startsWith("  " + where + "'Ke6' is not a legal turn"), qPrintable(lines[2]));
    QVERIFY(lines[3].startsWith("game 3: "));
    QVERIFY(lines[3].endsWith(", 0-1, chess, 4 turns"));

    const QJsonArray array = gamesJson({path}, 1);
    QCOMPARE(array.size(), 3);
    QVERIFY(array[0]["problems"].toArray().isEmpty());
    QVERIFY(array[2]["problems"].toArray().isEmpty());
    const QJsonArray problems = array[1]["problems"].toArray();
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems[0].toString().startsWith(where + "'Ke6' is not a legal turn"));
    QCOMPARE(array[1]["plies"].toInt(), 5);
    QCOMPARE(array[1]["ruleset"].toString(), QString("chess"));
  }

  // Junk before the first game and between games: reported where it is, in
  // the listing between the games; on stderr with --json.
  void junkOutsideGames() {
    const QString contents =
        "}}}\n\n" + QString::fromUtf8(kShootersGame) + "\n)))\n\n" + QString::fromUtf8(kChessGame);
    QTemporaryDir dir;
    const QString path = dir.filePath("junk.pgn");
    writeBytes(path, contents.toUtf8());
    const Result text = runCli({"games", path});
    QCOMPARE(text.code, 1);
    const QStringList lines = text.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[0].startsWith("outside any game: line 1, column 1: "), qPrintable(text.out));
    QVERIFY(lines[1].startsWith("game 1: Ada - Grace"));
    const int junkLine = placeOf(contents, ")))").first;
    QVERIFY2(
        lines[2].startsWith(QStringLiteral("outside any game: line %1, column 1: ").arg(junkLine)),
        qPrintable(text.out));
    QVERIFY(lines[3].startsWith("game 2: "));

    Result raw;
    const QJsonArray array = gamesJson({path}, 1, &raw);
    QCOMPARE(array.size(), 2);
    for (const QJsonValue &v : array) QVERIFY(v["problems"].toArray().isEmpty());
    const QStringList err = raw.err.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(err.size(), 2);
    QVERIFY(err[0].startsWith("shooters: " + path + ": outside any game: line 1, column 1: "));
    QVERIFY(err[1].contains(QStringLiteral("outside any game: line %1, column 1: ").arg(junkLine)));
  }

  // A game that cannot be read at all is listed as such and makes exit 1.
  void unreadableGame() {
    QTemporaryDir dir;
    const QString path = dir.filePath("unknown.pgn");
    writeBytes(path,
               "[White \"W\"]\n[Variant \"Chess960\"]\n\n1. e4 *\n\n" + QByteArray(kChessGame));
    const Result text = runCli({"games", path});
    QCOMPARE(text.code, 1);
    const QStringList lines = text.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QString("game 1: ? - ?, *, ?, not read"));
    QVERIFY2(lines[1].startsWith("  line 2, column 11: unknown variant \"Chess960\""),
             qPrintable(lines[1]));
    QVERIFY(lines[2].startsWith("game 2: "));
    const QJsonArray array = gamesJson({path}, 1);
    QVERIFY(array[0]["ruleset"].isNull());
    QCOMPARE(array[0]["plies"].toInt(), 0);
    QCOMPARE(array[0]["nodes"].toInt(), 0);
    QCOMPARE(array[0]["problems"].toArray().size(), 1);
  }

  // Untagged games are of --ruleset; the default ruleset gives way to
  // another built-in one only when that reads the game whole.
  // An EPD test suite lists a chess game per line (docs/pgn.md, "Position
  // files"), with the default ruleset too.
  void positionFileLists() {
    const QJsonArray games = gamesJson({QStringLiteral(SHOOTERS_DATA "/epd/mates-in-two.epd")});
    QCOMPARE(games.size(), 5);
    QCOMPARE(games[4]["ruleset"].toString(), QString("chess"));
    QCOMPARE(games[4]["plies"].toInt(), 0);
    QVERIFY(games[4]["problems"].toArray().isEmpty());
  }

  void rulesetForUntaggedGames() {
    QTemporaryDir dir;
    const QString path = dir.filePath("untagged.pgn");
    // Chess with an illegal third turn: no ruleset reads it whole.
    writeBytes(path, "1. e4 e5 2. Ke3 *\n");
    // Not a turn of it reads as the default ruleset; chess reads furthest, so
    // it is chess up to the bad turn, and the problem names that turn (not
    // 'e4' read as a Shooters turn), with --ruleset chess or without.
    for (const QStringList &args : {QStringList{path}, QStringList{path, "--ruleset", "chess"}}) {
      const QJsonArray asChess = gamesJson(args, 1);
      QCOMPARE(asChess[0]["ruleset"].toString(), QString("chess"));
      QCOMPARE(asChess[0]["plies"].toInt(), 2);
      const QJsonArray problems = asChess[0]["problems"].toArray();
      QCOMPARE(problems.size(), 1);
      QVERIFY2(problems[0].toString().startsWith("line 1, column 13: 'Ke3'"),
               qPrintable(problems[0].toString()));
    }

    // Whole chess games without a tag are chess whatever the default.
    const QString clean = dir.filePath("clean.pgn");
    writeBytes(clean, "1. e4 e5 2. Nf3 *\n");
    QCOMPARE(gamesJson({clean}).at(0)["ruleset"].toString(), QString("chess"));
    QCOMPARE(gamesJson({clean, "--ruleset", "chess"}).at(0)["ruleset"].toString(),
             QString("chess"));

    // A game both editions read is the one --ruleset names.
    const QString shooters = dir.filePath("shooters.pgn");
    writeBytes(shooters, "1. Pe2-e3 Pe7-e6 *\n");
    QCOMPARE(gamesJson({shooters}).at(0)["ruleset"].toString(), QString("shooters"));
    QCOMPARE(gamesJson({shooters, "--ruleset", "shooters-first"}).at(0)["ruleset"].toString(),
             QString("shooters-first"));
  }

  void badFiles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("why");
    QTest::newRow("missing") << "missing.pgn"
                             << "no such file";
    QTest::newRow("directory") << "."
                               << "it is a directory";
    QTest::newRow("device") << "/dev/null"
                            << "not a regular file";
  }
  void badFiles() {
    QFETCH(QString, file);
    QFETCH(QString, why);
    QTemporaryDir dir;
    const QString path = file.startsWith('/') ? file : dir.filePath(file);
    for (const QStringList &extra : {QStringList{}, QStringList{"--json"}}) {
      const Result r = runCli(QStringList{"games", path} + extra);
      QCOMPARE(r.status, QProcess::NormalExit);
      QCOMPARE(r.code, 2);
      QVERIFY(r.out.isEmpty());
      QCOMPARE(r.err, "shooters: cannot read '" + path + "': " + why + "\n");
    }
    // Nothing is written when the file cannot be read.
    const Result w = runCli({"games", path, "--write", dir.filePath("out.pgn")});
    QCOMPARE(w.code, 2);
    QVERIFY(!QFileInfo::exists(dir.filePath("out.pgn")));
  }

  void badUsage_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("needle");
    QTest::newRow("no file") << QStringList{"games"} << "needs a FILE";
    QTest::newRow("two files") << QStringList{"games", "a.pgn", "b.pgn"} << "'b.pgn'";
    QTest::newRow("--fen") << QStringList{"games", "a.pgn", "--fen", "8/8/8/8/8/8/8/8 w - 0 1"}
                           << "--fen";
    QTest::newRow("--write without OUT") << QStringList{"games", "a.pgn", "--write"} << "--write";
    QTest::newRow("bad ruleset") << QStringList{"games", "a.pgn", "--ruleset", "nope"} << "nope";
  }
  void badUsage() {
    QFETCH(QStringList, args);
    QFETCH(QString, needle);
    const Result r = runCli(args);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(needle), qPrintable(r.err));
  }

  // --write: every game read goes to OUT; reading OUT back gives the same
  // games, turns and nodes, and no temporary file is left beside it.
  void writeRoundTrip() {
    QTemporaryDir dir;
    QByteArray all = QByteArray(kShootersGame) + "\n";
    // The UTF-8 files (latin1.pgn is written back below: a file has one encoding).
    for (const char *name :
         {"lichess-study.pgn", "lichess-games.pgn", "puzzles.pgn", "openings.pgn"})
      all += readBytes(dataFile(name)) + "\n";
    const QString in = dir.filePath("all.pgn");
    writeBytes(in, all);
    const QJsonArray before = gamesJson({in});
    QCOMPARE(before.size(), 1 + 3 + 3 + 4 + 7);

    const QString out = dir.filePath("out.pgn");
    const Result r = runCli({"games", in, "--write", out});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.endsWith(QStringLiteral("wrote %1 games to %2\n").arg(before.size()).arg(out)));
    QCOMPARE(gamesJson({out}), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             (QStringList{"all.pgn", "out.pgn"}));
    // The written file is the writer's own, so writing it again changes nothing.
    const QByteArray written = readBytes(out);
    const QString again = dir.filePath("again.pgn");
    QCOMPARE(runCli({"games", out, "--write", again, "--json"}).code, 0);
    QCOMPARE(readBytes(again), written);

    // In place: FILE replaced by what was read (Latin-1 becomes UTF-8).
    const QString latin = dir.filePath("latin1.pgn");
    QFile::copy(dataFile("latin1.pgn"), latin);
    const QJsonArray latinBefore = gamesJson({latin});
    QCOMPARE(runCli({"games", latin, "--write", latin}).code, 0);
    QCOMPARE(gamesJson({latin}), latinBefore);
    QVERIFY(QString::fromUtf8(readBytes(latin)).contains(QString::fromUtf8("Légal de Kermeur")));
  }

  // A game with a problem is written up to it; a game that could not be read
  // is left out and named; the exit code still tells of the problems.
  void writeWithProblems() {
    QTemporaryDir dir;
    const QString in = dir.filePath("in.pgn");
    writeBytes(in, QByteArray(kShootersGame) +
                       "\n[Variant \"Chess960\"]\n\n1. e4 *\n\n"
                       "[Variant \"Standard\"]\n\n1. e4 e5 2. Ke3 *\n");
    const QString out = dir.filePath("out.pgn");
    const Result r = runCli({"games", in, "--write", out});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.endsWith("wrote 2 games to " + out + "\n"));
    QCOMPARE(r.err, "shooters: not written to '" + out + "' (could not be read): game 2\n");
    const QJsonArray back = gamesJson({out});
    QCOMPARE(back.size(), 2);
    QCOMPARE(back[0]["ruleset"].toString(), QString("shooters"));
    QCOMPARE(back[0]["nodes"].toInt(), 6);
    QCOMPARE(back[1]["ruleset"].toString(), QString("chess"));
    QCOMPARE(back[1]["plies"].toInt(), 2);
  }

  // Decision: when no game could be read, OUT is left as it was: not
  // created, and an existing OUT not emptied.
  void writeNothing() {
    QTemporaryDir dir;
    const QString in = dir.filePath("bad.pgn");
    writeBytes(in, "[Variant \"Chess960\"]\n\n1. e4 *\n");
    const QString out = dir.filePath("out.pgn");
    Result r = runCli({"games", in, "--write", out});
    QCOMPARE(r.code, 1);
    QCOMPARE(r.err, "shooters: nothing written to '" + out + "': no game could be read\n");
    QVERIFY(!QFileInfo::exists(out));

    // In place: the bad file keeps its bytes.
    const QByteArray original = readBytes(in);
    r = runCli({"games", in, "--write", in});
    QCOMPARE(r.code, 1);
    QCOMPARE(readBytes(in), original);

    // An empty file has no problem and no game: exit 0, nothing written.
    const QString empty = dir.filePath("empty.pgn");
    writeBytes(empty, "");
    r = runCli({"games", empty, "--write", out});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFileInfo::exists(out));
    QCOMPARE(gamesJson({empty}).size(), 0);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             (QStringList{"bad.pgn", "empty.pgn"}));
  }

  // OUT that cannot be a file is a usage error before anything is printed.
  void writeBadTarget() {
    QTemporaryDir dir;
    const QString in = dir.filePath("in.pgn");
    writeBytes(in, kChessGame);
    QVERIFY(QDir(dir.path()).mkdir("sub"));
    Result r = runCli({"games", in, "--write", dir.filePath("sub")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err, "shooters: cannot write '" + dir.filePath("sub") + "': it is a directory\n");
    r = runCli({"games", in, "--write", dir.filePath("nowhere/out.pgn")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("does not exist"), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(dir.filePath("nowhere")));
    QCOMPARE(
        QDir(dir.filePath("sub")).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList{});
  }

  // The output does not depend on the run.
  void deterministic() {
    const QStringList args{"games", dataFile("lichess-study.pgn")};
    const Result a = runCli(args);
    const Result b = runCli(args);
    QCOMPARE(a.out, b.out);
    QCOMPARE(runCli(args + QStringList{"--json"}).out, runCli(args + QStringList{"--json"}).out);
  }

  void help() {
    const Result r = runCli({"help", "games"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("Usage: shooters games FILE"));
    QVERIFY(r.out.contains("--write OUT"));
    QVERIFY(r.out.contains("\"nodes\""));
    const Result general = runCli({"--help"});
    QVERIFY(general.out.contains("\n  games "));
  }
};

QTEST_GUILESS_MAIN(TestGames)
#include "tst_games.moc"
