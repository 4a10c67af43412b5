// K31: the command-line contract of Shooters Chess with --ruleset cannon-battle,
// run as a process: rulesets, perft, legal --json (K31's kinds, `from`, `to`
// and `targets`, fen_after in K30's SFEN), apply, status with the option
// king-blast, refused SFEN making every command exit non-zero with its
// message, and games with [Variant "Cannon Battle Chess"] whose fortune of war
// is recorded as a turn and replays exactly.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "clirun.h"

namespace {

const QString kStart =
    "1s[6]rnbqkbnr2/1c2j2j2c1/eeppppppppee/12/12/12/12/12/12/EEPPPPPPPPEE/1C2J2J2C1/1S[6]RNBQKBNR2 "
    "w 20 AAAA:0:0 aaaa:0:0 0 1";
// A cannon on d2 with its last shot on d1, a pawn and a knight to blast, a
// pawn group, credit to spend, a Black crater on e3.
const QString kFire = "6k5/12/12/12/12/12/12/12/2pn8/4x7/2PCPP6/3S[1]2K5 w - AA:5:16 -:0:0 0 1";

CliResult cannon(QStringList args) {
  args << "--ruleset"
       << "cannon-battle";
  return runCli(args);
}

QJsonArray legal(const QString &fen, const QStringList &extra = {}) {
  const CliResult r = cannon(QStringList{"legal", "--json", "--fen", fen} + extra);
  if (r.code != 0) qWarning("%s", qPrintable(r.err));
  return QJsonDocument::fromJson(r.out.toUtf8()).array();
}

QJsonObject byNotation(const QJsonArray &turns, const QString &notation) {
  for (const QJsonValue &v : turns)
    if (v.toObject()["notation"].toString() == notation) return v.toObject();
  return {};
}

}  // namespace

class TestCliCannon : public QObject {
  Q_OBJECT

 private slots:
  void k31_rulesetsListsIt() {
    const CliResult r = runCli({"rulesets"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("cannon-battle: Cannon Battle Chess"));
    QVERIFY(r.out.contains("--option king-blast=royal  (royal|immune)"));
  }

  void k31_perft() {
    const CliResult r = cannon({"perft", "--depth", "2"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.trimmed(), QStringLiteral("10199"));
    const CliResult d = cannon({"perft", "--depth", "1", "--divide"});
    QVERIFY(d.out.contains("Cb2@b7 1"));
    QVERIFY(d.out.contains("Pc3>>c5 1"));
    QVERIFY(d.out.contains("total 101"));
  }

  void k31_legalJsonKinds() {
    const QJsonArray turns = legal(kFire);
    const QJsonObject fire = byNotation(turns, "Cd2@d3");
    QCOMPARE(fire["kind"].toString(), QStringLiteral("fire"));
    QCOMPARE(fire["from"].toString(), QStringLiteral("d2"));
    QCOMPARE(fire["to"].toString(), QStringLiteral("d3"));
    // The blast's victims and the spent ammunition, in square order.
    QCOMPARE(fire["targets"].toArray(), QJsonArray({"d1", "c2", "d2", "e2", "c4", "d4"}));
    QCOMPARE(fire["fen_after"].toString(),
             QStringLiteral("6k5/12/12/12/12/12/12/12/12/3Xx7/5P6/6K5 b - AA:5:19 -:0:2 0 1"));
    const QJsonObject frontal = byNotation(turns, "Pe2>>e3");
    QVERIFY(frontal.isEmpty());  // e3 holds a crater: e2 is not eligible
    const QJsonObject front2 = byNotation(legal("6k5/12/12/12/12/12/12/12/12/12/2PP8/6K5 w - "
                                                "-:0:0 -:0:0 0 1"),
                                          "Pc2>>c3");
    QCOMPARE(front2["kind"].toString(), QStringLiteral("frontal"));
    QCOMPARE(front2["from"].toString(), QStringLiteral("c2"));
    QCOMPARE(front2["to"].toString(), QStringLiteral("c3"));
    QCOMPARE(front2["targets"].toArray(), QJsonArray());
    const QJsonObject take = byNotation(turns, "Pe2xd3");
    QVERIFY(take.isEmpty());
    const QJsonObject crater = byNotation(turns, "Pf2xe3");
    QCOMPARE(crater["kind"].toString(), QStringLiteral("capture"));
    QCOMPARE(crater["targets"].toArray(), QJsonArray({"e3"}));
    const QJsonObject withdraw = byNotation(turns, "-Pc2");
    QCOMPARE(withdraw["kind"].toString(), QStringLiteral("withdraw"));
    QCOMPARE(withdraw["from"].toString(), QStringLiteral("c2"));
    QVERIFY(withdraw["to"].isNull());
    const QJsonObject buy = byNotation(turns, "+N");
    QCOMPARE(buy["kind"].toString(), QStringLiteral("buy"));
    QVERIFY(buy["from"].isNull());
    QCOMPARE(buy["to"].toString(), QStringLiteral("a1"));
    const QJsonObject refill = byNotation(turns, "+S");
    QCOMPARE(refill["kind"].toString(), QStringLiteral("buy"));
    QVERIFY(refill["to"].isNull());
    const QJsonObject place = byNotation(turns, "*Aa1b1");
    QCOMPARE(place["kind"].toString(), QStringLiteral("place"));
    QVERIFY(place["from"].isNull());
    QVERIFY(place["to"].isNull());
    const QJsonArray chance =
        legal("6k5/12/12/12/12/12/12/12/2pn8/12/2PC8/3S[1]2K5 b 1 -:0:0 -:0:0 0 1");
    QCOMPARE(chance.size(), 16 + 132 + 2);
    const QJsonObject strike = byNotation(chance, "AS:c4d4");
    QCOMPARE(strike["kind"].toString(), QStringLiteral("chance"));
    QVERIFY(strike["from"].isNull());
    QCOMPARE(strike["targets"].toArray(), QJsonArray({"c4", "d4"}));
    QCOMPARE(strike["fen_after"].toString(),
             QStringLiteral("6k5/12/12/12/12/12/12/12/12/12/2PC8/3S[1]2K5 b - -:0:0 -:0:2 0 1"));
    QVERIFY(!byNotation(chance, "QH:wN").isEmpty());
    QVERIFY(!byNotation(chance, "JK:repair").isEmpty());
  }

  void k31_applyAndStatus() {
    CliResult r = cannon({"apply", "Pc3>>c5", "Pc10-c8"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.trimmed().endsWith(" w 20 AAAA:0:0 aaaa:0:0 0 2"), qPrintable(r.out));
    r = cannon({"apply", "--fen", kFire, "QH:wN"});
    QVERIFY(r.code != 0);
    QVERIFY2(r.err.contains("not a legal turn here"), qPrintable(r.err));
    // K21's withdraw token "-Qf1" is a turn on the command line, not an option,
    // without a "--" before it; a mistyped option still says so.
    r = cannon({"apply", "-Qf1"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.trimmed().endsWith("RNB1KBNR2 b 20 AAAA:10:0 aaaa:0:0 0 1"), qPrintable(r.out));
    r = cannon({"apply", "Pc3>>c5", "-Qf12"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.trimmed().endsWith(" w 20 AAAA:0:0 aaaa:10:0 0 2"), qPrintable(r.out));
    r = cannon({"legal", "-json"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("unknown option '-json'"), qPrintable(r.err));
    const QString check = "12/12/12/12/5k6/12/12/12/12/12/4C7/4S[2]1K5 b - -:0:0 -:0:0 0 1";
    QCOMPARE(cannon({"status", "--fen", check}).out.trimmed(), QStringLiteral("check"));
    QCOMPARE(cannon({"status", "--fen", check, "--option", "king-blast=immune"}).out.trimmed(),
             QStringLiteral("ongoing"));
    QCOMPARE(
        cannon({"status", "--fen", "6k5/12/12/12/12/12/12/12/12/12/12/6K5 w - -:0:0 -:0:0 0 1"})
            .out.trimmed(),
        QStringLiteral("draw: insufficient material"));
    QCOMPARE(cannon({"status"}).out.trimmed(), QStringLiteral("ongoing"));
  }

  void k31_showNamesTheReserves() {
    const CliResult r = cannon({"show"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("Fortune:  at move 20\n"), qPrintable(r.out));
    QVERIFY(r.out.contains("White:    pool AAAA, credit 0, lost 0\n"));
    QVERIFY(r.out.contains("Black:    pool AAAA, credit 0, lost 0\n"));
    QVERIFY(!r.out.contains("Bridges:"));
  }

  void k31_refusedSfenExitsNonZero() {
    const QString bad = kStart + " 9";  // eight fields
    for (const QStringList &cmd :
         {QStringList{"perft", "--depth", "1"}, QStringList{"legal", "--json"},
          QStringList{"apply", "Pc3-c4"}, QStringList{"status"}, QStringList{"show"}}) {
      const CliResult r = cannon(cmd + QStringList{"--fen", bad});
      QVERIFY2(r.code != 0, qPrintable(cmd.join(' ')));
      QVERIFY2(r.err.contains("expected 7 fields"), qPrintable(r.err));
    }
  }

  void k31_pgnRecordsTheFortuneOfWar() {
    QTemporaryDir dir;
    const QString in = dir.filePath("in.pgn"), out = dir.filePath("out.pgn");
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "[Event \"t\"]\n[Variant \"Cannon Battle Chess\"]\n[SetUp \"1\"]\n"
        "[FEN \"6k5/12/12/12/12/12/12/12/2pn8/12/2PC8/3S[2]2K5 b 1 -:0:0 -:0:0 0 1\"]\n"
        "[Result \"*\"]\n\n1... AS:c4d4 Kg12-f12 2. Cd2@d3 Kf12-g12 *\n\n"
        "[Event \"u\"]\n[Variant \"Cannon Battle Chess\"]\n[Result \"*\"]\n\n"
        "1. Pc3>>c5 Pc10-c8 2. Cb2@b6 -Nd12 *\n\n"
        "[Event \"w\"]\n[Variant \"Cannon Battle Chess\"]\n[SetUp \"1\"]\n"
        "[FEN \"6k5/12/12/12/12/12/12/12/2p1n7/12/2PC8/3S[2]2K5 w 4 -:0:0 -:0:0 0 3\"]\n"
        "[Result \"*\"]\n\n3. Kg1-f1 Kg12-f12 4. QH:wN *N Kf12-g12 *\n");
    f.close();
    const CliResult r = runCli({"games", in, "--write", out});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("game 1: ? - ?, *, cannon-battle, 4 turns"), qPrintable(r.out));
    QVERIFY2(r.out.contains("game 2: ? - ?, *, cannon-battle, 4 turns"), qPrintable(r.out));
    QFile w(out);
    QVERIFY(w.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(w.readAll());
    QVERIFY(text.contains("[Variant \"Cannon Battle Chess\"]"));
    QVERIFY2(text.contains("1... AS:c4d4 Kg12-f12 2. Cd2@d3 Kf12-g12 *"), qPrintable(text));
    QVERIFY2(text.contains("1. Pc3>>c5 Pc10-c8 2. Cb2@b6 -Nd12 *"), qPrintable(text));
    // White's fortune of war and White's turn under one number.
    QVERIFY2(text.contains("3. Kg1-f1 Kg12-f12 4. QH:wN *N 4... Kf12-g12 *"), qPrintable(text));
    // What was written reads back to the same games.
    const CliResult again = runCli({"games", out});
    QCOMPARE(again.code, 0);
    QVERIFY(again.out.contains("game 1: ? - ?, *, cannon-battle, 4 turns"));
    QVERIFY(!again.out.contains("cannot be read"));
  }
};

QTEST_GUILESS_MAIN(TestCliCannon)
#include "tst_clicannon.moc"
