// B27: the command-line contract of Shooters Chess with --ruleset chess-battle,
// run as a process: perft, legal --json (B19's kinds, targets in B19's order,
// fen_after in B24's SFEN), apply, status with both options, refused SFEN
// (B26) making every command exit non-zero with its message, rulesets, games
// and PGN with [Variant "Chess-Battle"].
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "clirun.h"

namespace {

const QString kStart =
    "**gcmbhmcg**/**sssstsss**/2ssssssss2/12/12/12/12/12/12/2SSSSSSSS2/**SSSSTSSS**/**GCMBHMCG** "
    "w 0 1";
// A White soldier on e11 that may take d12 and name c3, a gun shot, a replace.
const QString kBreak = "**1s3h2**/**2S5**/12/12/12/12/12/4Gs6/12/2g9/**5c2**/**4H3** w 0 1";

CliResult battle(QStringList args) {
  args << "--ruleset"
       << "chess-battle";
  return runCli(args);
}

QJsonArray legal(const QString &fen, const QStringList &extra = {}) {
  const CliResult r = battle(QStringList{"legal", "--json", "--fen", fen} + extra);
  if (r.code != 0) qWarning("%s", qPrintable(r.err));
  return QJsonDocument::fromJson(r.out.toUtf8()).array();
}

QJsonObject byNotation(const QJsonArray &turns, const QString &notation) {
  for (const QJsonValue &v : turns)
    if (v.toObject()["notation"].toString() == notation) return v.toObject();
  return {};
}

}  // namespace

class TestCliBattle : public QObject {
  Q_OBJECT

 private slots:
  void b27_rulesetsListsIt() {
    const CliResult r = runCli({"rulesets"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("chess-battle: Chess-Battle (Yurgelevich, 1933)"));
    QVERIFY(r.out.contains("--option soldier-diagonal-capture=on  (on|off)"));
  }

  void b27_perft() {
    const CliResult r = battle({"perft", "--depth", "2"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.trimmed(), QStringLiteral("2704"));
    const CliResult d = battle({"perft", "--depth", "1", "--divide"});
    QVERIFY(d.out.contains("Sc2-a4 1"));
    QVERIFY(d.out.contains("total 52"));
  }

  void b27_legalJsonKinds() {
    const QJsonArray turns = legal(kBreak);
    QVERIFY(!turns.isEmpty());
    const QJsonObject bt = byNotation(turns, "Se11xd12!c3");
    QCOMPARE(bt["kind"].toString(), QStringLiteral("breakthrough"));
    QCOMPARE(bt["from"].toString(), QStringLiteral("e11"));
    QCOMPARE(bt["to"].toString(), QStringLiteral("d12"));
    QCOMPARE(bt["targets"].toArray(), QJsonArray({"d12", "c3"}));  // B19's order
    QCOMPARE(bt["fen_after"].toString(),
             QStringLiteral("**5h2**/**8**/12/12/12/12/12/4Gs6/12/12/**5c2**/**4H3** b 0 1"));
    const QJsonObject shot = byNotation(turns, "Ge5@f5");
    QCOMPARE(shot["kind"].toString(), QStringLiteral("shoot"));
    QVERIFY(shot["to"].isNull());
    QCOMPARE(shot["targets"].toArray(), QJsonArray({"f5"}));
    const QJsonObject rep = byNotation(turns, "Hg1xh2");
    QCOMPARE(rep["kind"].toString(), QStringLiteral("replace"));
    QCOMPARE(rep["to"].toString(), QStringLiteral("h2"));
    QCOMPARE(rep["targets"].toArray(), QJsonArray({"h2"}));
    const QJsonObject mv = byNotation(legal(kStart), "Sd3-d5");
    QCOMPARE(mv["kind"].toString(), QStringLiteral("move"));
    QCOMPARE(mv["targets"].toArray(), QJsonArray());
    QCOMPARE(mv["fen_after"].toString(),
             QStringLiteral("**gcmbhmcg**/**sssstsss**/2ssssssss2/12/12/12/12/3S8/12/"
                            "2S1SSSSSS2/**SSSSTSSS**/**GCMBHMCG** b 1 1"));
    // B18: nothing to name.
    const QJsonObject bare = byNotation(
        legal("**5h2**/**2S5**/12/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"), "Se11-e12!");
    QCOMPARE(bare["kind"].toString(), QStringLiteral("breakthrough"));
    QCOMPARE(bare["targets"].toArray(), QJsonArray());
  }

  void b27_optionDiagonalCapture() {
    const QString fen = "**5h2**/**8**/12/12/12/12/3sss6/3sSs6/3sss6/12/**8**/**4H3** w 0 1";
    QVERIFY(!byNotation(legal(fen), "Se5xd6").isEmpty());
    QVERIFY(
        byNotation(legal(fen, {"--option", "soldier-diagonal-capture=off"}), "Se5xd6").isEmpty());
  }

  void b27_applyAndStatus() {
    CliResult r = battle({"apply", "Sd3-d5", "Se10-e8"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.trimmed().endsWith(" w 2 2"));
    r = battle({"apply", "--fen", kBreak, "Se11-e12!h12"});
    QVERIFY(r.code != 0);  // the headquarters is never named (B17)
    QVERIFY2(r.err.contains("the headquarters on h12 cannot be named: a breakthrough never removes "
                            "a monarch (B17)"),
             qPrintable(r.err));
    const QString stale = "**h7**/**2T5**/3T8/12/12/12/12/12/12/12/**8**/**4H3** b 0 1";
    QCOMPARE(battle({"status", "--fen", stale}).out.trimmed(), QStringLiteral("draw: stalemate"));
    QCOMPARE(battle({"status", "--fen", stale, "--option", "stalemate=loss"}).out.trimmed(),
             QStringLiteral("white wins: stalemate"));
    QCOMPARE(
        battle({"status", "--fen", "**5h2**/**8**/12/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"})
            .out.trimmed(),
        QStringLiteral("draw: bare monarchs"));
    QCOMPARE(battle({"status"}).out.trimmed(), QStringLiteral("ongoing"));
  }

  void b27_refusedSfenExitsNonZero() {
    const QString bad = kStart.left(kStart.size() - 3) + "- 0 1";  // a bridges field
    for (const QStringList &cmd :
         {QStringList{"perft", "--depth", "1"}, QStringList{"legal", "--json"},
          QStringList{"apply", "Sd3-d5"}, QStringList{"status"}, QStringList{"show"}}) {
      const CliResult r = battle(cmd + QStringList{"--fen", bad});
      QVERIFY2(r.code != 0, qPrintable(cmd.join(' ')));
      QVERIFY2(r.err.contains("expected 4 fields (placement, side, quiet, turn)"),
               qPrintable(r.err));
    }
  }

  void b27_pgnVariantChessBattle() {
    QTemporaryDir dir;
    const QString in = dir.filePath("in.pgn"), out = dir.filePath("out.pgn");
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "[Event \"t\"]\n[Variant \"Chess-Battle\"]\n[Result \"*\"]\n\n"
        "1. Sd3-d5 Se10-e8 2. Cd1-c4 Cd12-c9 *\n\n"
        "[Event \"u\"]\n[Variant \"Chess-Battle\"]\n[SetUp \"1\"]\n"
        "[FEN \"" +
        kBreak.toUtf8() +
        "\"]\n[Result \"*\"]\n\n1. Se11xd12!c3 *\n\n"
        "[Event \"v\"]\n[Variant \"Chess-Battle\"]\n[SetUp \"1\"]\n"
        "[FEN \"**5h2**/**2S5**/12/12/12/12/12/12/12/12/**8**/**4H3** w 0 1\"]\n"
        "[Result \"1/2-1/2\"]\n\n1. Se11-e12! 1/2-1/2\n");
    f.close();
    CliResult r = runCli({"games", in, "--write", out});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("game 1: ? - ?, *, chess-battle, 4 turns"));
    QVERIFY(r.out.contains("game 2: ? - ?, *, chess-battle, 1 turn"));
    QVERIFY2(r.out.contains("game 3: ? - ?, 1/2-1/2, chess-battle, 1 turn"), qPrintable(r.out));
    QFile w(out);
    QVERIFY(w.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(w.readAll());
    QVERIFY(text.contains("[Variant \"Chess-Battle\"]"));
    QVERIFY(text.contains("1. Se11xd12!c3 *"));
    QVERIFY(text.contains("1. Se11-e12! 1/2-1/2"));  // B18: the '!' is the token's, not a glyph
    r = runCli({"games", out});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("game 2: ? - ?, *, chess-battle, 1 turn"));
  }
};

QTEST_GUILESS_MAIN(TestCliBattle)
#include "tst_clibattle.moc"
