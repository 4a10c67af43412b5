// Game files through the workbench's loading path (PgnIo): a saved game opens
// as the same tree, a failed save leaves the old file intact, and a file with
// one bad game opens the good ones and says where the bad one went wrong.
#include <sys/resource.h>
#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <random>

#include "gamelist.h"
#include "movegen.h"
#include "notation.h"
#include "pgnio.h"
#include "registry.h"
#include "sfen.h"
#include "treecompare.h"

namespace {

sc::VariantPtr variant() { return sc::Registry::instance().defaultVariant(); }

sc::Position startPosition() { return *sc::readSfen(variant(), variant()->rules().startSfen); }

// Plays `plies` random legal turns from `node`, returning the last node.
sc::NodeId playRandom(sc::GameTree &tree, sc::NodeId node, int plies, std::mt19937 &rng) {
  sc::Position pos = tree.positionAt(node);
  auto turns = std::make_unique<sc::TurnList>();
  for (int i = 0; i < plies; ++i) {
    sc::generateLegal(pos, *turns);
    if (turns->size == 0) break;
    const sc::Turn turn = (*turns)[int(rng() % unsigned(turns->size))];
    const sc::NodeId existing = tree.findChild(node, turn);
    node = existing != sc::kNoNode ? existing
                                   : tree.addChild(node, turn, sc::formatTurnWithSuffix(pos, turn));
    pos.make(turn);
  }
  return node;
}

// A game with what teachers add: a variation, comments on both sides of a
// turn, NAGs, arrows and circles, and tags.
std::unique_ptr<sc::GameTree> annotatedGame() {
  auto tree = std::make_unique<sc::GameTree>(startPosition());
  std::mt19937 rng(7);
  playRandom(*tree, tree->root(), 12, rng);
  const std::vector<sc::NodeId> line = tree->mainLine();
  playRandom(*tree, line[3], 4, rng);  // a variation after the third turn
  sc::Annotation &a = tree->annotation(line[2]);
  a.commentBefore = "Before the turn";
  a.commentAfter = "After it: (parentheses), $3 and ; are plain text here";
  a.nags = {1, 14};
  a.arrows = {{sc::makeSquare(4, 1), sc::makeSquare(4, 3), sc::ShapeColor::Green},
              {sc::makeSquare(3, 0), sc::makeSquare(7, 4), sc::ShapeColor::Red}};
  a.circles = {{sc::makeSquare(2, 2), sc::ShapeColor::Yellow}};
  tree->annotation(line[5]).nags = {4};
  tree->tags()["Event"] = "File test";
  tree->tags()["White"] = "Ada";
  tree->tags()["Black"] = "Brook";
  return tree;
}

QByteArray readAll(const QString &path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestFileIo : public QObject {
  Q_OBJECT

 private slots:
  void saveThenOpenGivesSameTree();
  void severalGamesRoundTrip();
  void sfenFileOpensAsGame();
  void failedSaveKeepsOldFile();
  void saveIntoMissingFolderFails();
  void badGameDoesNotStopGoodOnes();
  void emptyAndJunkFiles();
};

void TestFileIo::saveThenOpenGivesSameTree() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("game.pgn"));
  const auto tree = annotatedGame();
  QString error;
  QVERIFY2(PgnIo::writeFile(path, PgnIo::gameText(*tree), &error), qPrintable(error));
  const LoadedFile loaded = PgnIo::readFile(variant(), path);
  QVERIFY(!loaded.hasProblems());
  QCOMPARE(loaded.file.games.size(), std::size_t(1));
  compareTrees(*tree, *loaded.file.games[0].tree);
}

void TestFileIo::severalGamesRoundTrip() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("three.pgn"));
  std::vector<std::unique_ptr<sc::GameTree>> games;
  for (unsigned seed = 1; seed <= 3; ++seed) {
    auto tree = std::make_unique<sc::GameTree>(startPosition());
    std::mt19937 rng(seed);
    playRandom(*tree, tree->root(), 6 + int(seed), rng);
    tree->tags()["Round"] = std::to_string(seed);
    games.push_back(std::move(tree));
  }
  QVERIFY(
      PgnIo::writeFile(path, PgnIo::gamesText({games[0].get(), games[1].get(), games[2].get()})));
  const LoadedFile loaded = PgnIo::readFile(variant(), path);
  QVERIFY(!loaded.hasProblems());
  QCOMPARE(loaded.file.games.size(), std::size_t(3));
  for (int i = 0; i < 3; ++i) compareTrees(*games[i], *loaded.file.games[i].tree);
}

void TestFileIo::sfenFileOpensAsGame() {
  const QString sfen = QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - 0 1");
  const LoadedFile loaded = PgnIo::readText(variant(), sfen + QLatin1Char('\n'));
  QVERIFY(loaded.isSfen);
  QVERIFY(!loaded.hasProblems());
  QCOMPARE(loaded.readableGames(), 1);
  QCOMPARE(QString::fromStdString(sc::writeSfen(loaded.file.games[0].tree->start())), sfen);

  const LoadedFile bad = PgnIo::readText(variant(), QStringLiteral("4k3/8/8/8/8/8/8/R3K3 q - 0 1"));
  QVERIFY(bad.hasProblems());
  QCOMPARE(bad.readableGames(), 0);
  QCOMPARE(bad.file.games.size(), std::size_t(1));
  QCOMPARE(bad.file.games[0].problems.size(), std::size_t(1));
  QVERIFY(bad.file.games[0].problems[0].column > 1);
}

void TestFileIo::failedSaveKeepsOldFile() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("keep.pgn"));
  const QByteArray old = PgnIo::gameText(*annotatedGame());
  QVERIFY(PgnIo::writeFile(path, old));
  const QByteArray bigger = old.repeated(200);

  // The write fails half-way: a file-size limit applies even to root, so it
  // stands in for a full disk. SIGXFSZ would end the test; ignored, write()
  // fails with EFBIG instead.
  struct rlimit saved;
  QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
  const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
  struct rlimit small = saved;
  small.rlim_cur = rlim_t(old.size() + 100);
  QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
  QString error;
  const bool written = PgnIo::writeFile(path, bigger, &error);
  setrlimit(RLIMIT_FSIZE, &saved);
  std::signal(SIGXFSZ, oldHandler);
  QVERIFY(!written);
  QVERIFY(!error.isEmpty());
  QCOMPARE(readAll(path), old);
  QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("keep.pgn")});

  // An unwritable folder (only meaningful when not root: root writes anyway).
  if (geteuid() != 0) {
    QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
    QVERIFY(!PgnIo::writeFile(path, bigger));
    QVERIFY(
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    QCOMPARE(readAll(path), old);
  }
}

void TestFileIo::saveIntoMissingFolderFails() {
  QTemporaryDir dir;
  QString error;
  QVERIFY(!PgnIo::writeFile(dir.filePath(QStringLiteral("no/such/folder/x.pgn")), "x", &error));
  QVERIFY(!error.isEmpty());
}

void TestFileIo::badGameDoesNotStopGoodOnes() {
  // Game 2 has a turn no piece can make; its line and column are known.
  const QByteArray text =
      "[Event \"One\"]\n\n1. Pe2-e3 Pd7-d6 *\n\n"
      "[Event \"Two\"]\n\n1. Pe2-e3 Zz9 *\n\n"
      "[Event \"Three\"]\n\n1. Pd2-d3 *\n";
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("mixed.pgn"));
  QVERIFY(PgnIo::writeFile(path, text));
  LoadedFile loaded = PgnIo::readFile(variant(), path);
  QVERIFY(loaded.error.isEmpty());
  QVERIFY(loaded.hasProblems());
  GameList list;
  list.setFile(path, std::move(loaded.file));
  QCOMPARE(list.gameCount(), 3);
  QVERIFY(list.tree(0) && list.tree(2));
  QCOMPARE(list.tree(0)->tags().at("Event"), std::string("One"));
  QCOMPARE(list.tree(2)->tags().at("Event"), std::string("Three"));
  QCOMPARE(list.tree(2)->nodeCount(), 2);
  QVERIFY(list.problems(0).isEmpty());
  QVERIFY(list.problems(2).isEmpty());
  const QStringList problems = list.problems(1);
  QVERIFY(!problems.isEmpty());
  QVERIFY2(problems.front().startsWith(path + QStringLiteral(":7:11: ")),
           qPrintable(problems.front()));
  QCOMPARE(list.allProblems(), problems);
}

void TestFileIo::emptyAndJunkFiles() {
  QVERIFY(!PgnIo::readText(variant(), QString()).error.isEmpty());
  QVERIFY(!PgnIo::readText(variant(), QStringLiteral("  \n\n")).error.isEmpty());
  QTemporaryDir dir;
  QVERIFY(!PgnIo::readFile(variant(), dir.filePath(QStringLiteral("missing.pgn"))).error.isEmpty());
  // Junk bytes and a truncated game: problems, never a crash.
  QByteArray junk("\x01\xff\xfe");
  junk += "[Event \"x\n1. Pe2-e3 (Pd7 {unterminated";
  const LoadedFile loaded = PgnIo::readText(variant(), QString::fromUtf8(junk));
  QVERIFY(loaded.hasProblems());
}

QTEST_GUILESS_MAIN(TestFileIo)
#include "tst_fileio.moc"
