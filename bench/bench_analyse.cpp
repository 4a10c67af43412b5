// bench_analyse: what Analysis > Analyse Game marks on a real game (issue 11, "an
// honest Analyse Game"). It reads one game of a PGN file into a GameDocument
// and runs the workbench's own GameAnalyzer on it as the Evaluation dock does
// (its own shooters-engine with Threads 1 and Hash 16 MB, a fixed depth, the
// Qt event loop until `finished`), then prints per main-line turn:
//
//   ply, the turn, the score before it (the full-depth search of the position
//   it was played from), the score after it that the judgement compares (the
//   position after the turn at one ply less, GameAnalyzer's depth D-1
//   iteration, read here from the same engine's lines), the full-depth score
//   after it, the analyser's mark, the teacher's glyph, and for a marked turn
//   the engine's better turn ("(there)" when the game already had it as a
//   variation, so none was added);
//
// then per side the counts, the average loss and the accuracy, the wall time, and last, for
// scripts: "marked X of Y turns (A ?!, B ?, C ??)". Scores are White's view
// in pawn-equivalents (docs/analysis-game.md). The teacher's move glyphs are
// taken off the main line before the run (and printed in their own column),
// so every glyph left afterwards is the analyser's. Deterministic: one thread
// at a fixed depth from a cleared hash.
//
//   bench_analyse [FILE] [--game N] [--depth D] [--engine PATH]
//                 (default docs/sample.pgn, game 1, depth 4, the built engine)

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <cstdio>
#include <optional>
#include <vector>

#include "engineclient.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "moveclassification.h"
#include "movetreemodel.h"
#include "pgnio.h"
#include "registry.h"

namespace {

struct Options {
  QString file = QStringLiteral(SHOOTERS_SAMPLE_PGN);
  int game = 1;
  int depth = GameAnalyzer::kDefaultDepth;
  QString engine = QStringLiteral(SHOOTERS_ENGINE);
};

void usage(std::FILE *to) {
  std::fprintf(to,
               "usage: bench_analyse [FILE] [--game N] [--depth D] [--engine PATH]\n"
               "Runs Analyse Game on game N (default 1) of FILE (default docs/sample.pgn) at"
               " depth D\n(default %d) and prints each main-line turn's scores and mark.\n",
               GameAnalyzer::kDefaultDepth);
}

// Reads the arguments into `o`; the exit code when the program should stop.
std::optional<int> readArguments(const QStringList &args, Options &o) {
  for (qsizetype i = 1; i < args.size(); ++i) {
    const QString &arg = args[i];
    if (arg == u"--help" || arg == u"-h") {
      usage(stdout);
      return 0;
    }
    const bool number = arg == u"--game" || arg == u"--depth";
    if ((number || arg == u"--engine") && i + 1 < args.size()) {
      const QString value = args[++i];
      bool ok = true;
      const int n = number ? value.toInt(&ok) : 0;
      if (arg == u"--engine")
        o.engine = value;
      else if (ok && arg == u"--game" && n >= 1)
        o.game = n;
      else if (ok && arg == u"--depth" && n >= 1 && n <= 12)
        o.depth = n;
      else {
        std::fprintf(stderr, "bench_analyse: bad value '%s' for %s\n", qPrintable(value),
                     qPrintable(arg));
        return 2;
      }
    } else if (!arg.startsWith(u'-')) {
      o.file = arg;
    } else {
      std::fprintf(stderr, "bench_analyse: unknown argument '%s'\n", qPrintable(arg));
      usage(stderr);
      return 2;
    }
  }
  return std::nullopt;
}

// A move glyph as the move tree shows it ("?!"), nothing for 0.
QByteArray glyph(int nag) { return nag ? MoveTreeModel::nagSymbol(nag).toUtf8() : QByteArray(); }

// The first move glyph of a turn, or 0.
int moveNag(const sc::Annotation &a) {
  for (int nag : a.nags)
    if (Analysis::isMoveNag(nag)) return nag;
  return 0;
}

QByteArray score(std::optional<int> whiteScore) {
  return whiteScore ? Analysis::formatScore(*whiteScore).toUtf8() : QByteArray("-");
}

}  // namespace

int main(int argc, char **argv) {
  QCoreApplication app(argc, argv);
  Options o;
  if (const std::optional<int> code = readArguments(app.arguments(), o)) return *code;

  const sc::VariantPtr variant = sc::Registry::instance().defaultVariant();
  LoadedFile loaded = PgnIo::readFile(variant, o.file);
  if (!loaded.error.isEmpty() || o.game > int(loaded.file.games.size()) ||
      !loaded.file.games[std::size_t(o.game - 1)].tree) {
    std::fprintf(stderr, "bench_analyse: %s: no game %d%s%s\n", qPrintable(o.file), o.game,
                 loaded.error.isEmpty() ? "" : ": ", qPrintable(loaded.error));
    return 2;
  }
  GameDocument doc(variant);
  doc.loadTree(std::move(loaded.file.games[std::size_t(o.game - 1)].tree));

  // The main line, each position's side to move, the teacher's glyphs (taken
  // off) and how many children each position had before the run.
  const std::vector<sc::NodeId> line = doc.tree().mainLine();
  std::vector<sc::Color> toMove;
  std::vector<int> teacher;
  std::vector<std::size_t> children;
  sc::Position pos = doc.tree().start();
  for (sc::NodeId id : line) {
    const sc::Node &n = doc.tree().node(id);
    if (id != doc.tree().root()) pos.make(n.turn);
    toMove.push_back(pos.sideToMove());
    teacher.push_back(moveNag(n.annotation));
    children.push_back(n.children.size());
    sc::Annotation a = n.annotation;
    std::erase_if(a.nags, Analysis::isMoveNag);
    if (!(a == n.annotation)) doc.setAnnotation(id, a);
  }

  GameAnalyzer analyzer(&doc);
  analyzer.engine()->setProgram(o.engine);
  analyzer.engine()->setOption(QStringLiteral("Threads"), QStringLiteral("1"));
  analyzer.engine()->setOption(QStringLiteral("Hash"), QStringLiteral("16"));
  analyzer.setDepth(o.depth);

  // The "after" scores, as GameAnalyzer::onLine keeps them: the last line of
  // the depth D-1 iteration of the position being searched.
  std::vector<std::optional<int>> after(line.size());
  std::size_t searching = 0;
  QObject::connect(&analyzer, &GameAnalyzer::progress, &app,
                   [&searching](int done, int) { searching = std::size_t(done); });
  QObject::connect(analyzer.engine(), &EngineClient::lineUpdated, &app,
                   [&](const EngineInfo &info) {
                     if (info.multiPv == 1 && info.depth == o.depth - 1 && searching < line.size())
                       after[searching] =
                           Analysis::fromUci(info.score.mate, info.score.value, toMove[searching]);
                   });
  int exitCode = 0;
  QObject::connect(&analyzer, &GameAnalyzer::finished, &app, &QCoreApplication::quit);
  QObject::connect(&analyzer, &GameAnalyzer::failed, &app, [&exitCode](const QString &reason) {
    std::fprintf(stderr, "bench_analyse: %s\n", qPrintable(reason));
    exitCode = 1;
    QCoreApplication::quit();
  });
  QElapsedTimer clock;
  clock.start();
  QTimer::singleShot(0, &analyzer, &GameAnalyzer::start);
  app.exec();
  const double seconds = double(clock.elapsed()) / 1000.0;
  if (exitCode != 0) return exitCode;

  std::printf("%s, game %d, depth %d\n", qPrintable(o.file), o.game, o.depth);
  std::printf("%4s  %-22s %7s %7s %7s  %-4s %-7s %s\n", "ply", "turn", "before", "after", "full",
              "mark", "teacher", "better");
  int counts[7] = {};
  for (std::size_t i = 1; i < line.size(); ++i) {
    const sc::Node &n = doc.tree().node(line[i]);
    const std::optional<int> before = analyzer.evaluation(line[i - 1]);
    if (!after[i]) after[i] = analyzer.evaluation(line[i]);  // as GameAnalyzer falls back
    const int mark = moveNag(n.annotation);
    ++counts[mark];
    const QByteArray turn = QByteArray::number(doc.turnNumber(line[i])) +
                            (doc.mover(line[i]) == sc::Color::White ? ". " : "... ") +
                            QByteArray::fromStdString(n.notation);
    QByteArray better;
    if (mark != 0) {
      better = analyzer.bestTurn(line[i - 1]).toUtf8();
      if (doc.tree().node(line[i - 1]).children.size() == children[i - 1]) better += " (there)";
    }
    std::printf("%4zu  %-22s %7s %7s %7s  %-4s %-7s %s\n", i, turn.constData(),
                score(before).constData(), score(after[i]).constData(),
                score(analyzer.evaluation(line[i])).constData(), glyph(mark).constData(),
                glyph(teacher[i]).constData(), better.constData());
    // A check that the scores read here are the ones GameAnalyzer judged.
    if (before && after[i] &&
        Analysis::nagFor(Analysis::classify(*before, *after[i], toMove[i - 1])) != mark &&
        !(mark == 0 && analyzer.bestTurn(line[i - 1]).toStdString() == n.notation))
      std::fprintf(stderr, "bench_analyse: ply %zu: the scores read here disagree with the mark\n",
                   i);
  }
  int judged = 0;
  for (sc::Color side : {sc::Color::White, sc::Color::Black}) {
    const Analysis::SideReport &r = analyzer.report(side);
    const std::optional<double> accuracy = r.accuracy();
    judged += r.turns();
    const std::optional<int> loss = r.averageLoss();
    std::printf("%s: %d turns, %d ?!, %d ?, %d ??, average loss %s, accuracy %s\n",
                side == sc::Color::White ? "White" : "Black", r.turns(), r.inaccuracies, r.mistakes,
                r.blunders, loss ? qPrintable(QString::number(*loss)) : "-",
                accuracy ? qPrintable(QString::number(*accuracy, 'f', 1)) : "-");
  }
  std::printf("time: %.1f s\n", seconds);
  std::printf("marked %d of %d turns (%d ?!, %d ?, %d ?\?)\n", counts[6] + counts[2] + counts[4],
              judged, counts[6], counts[2], counts[4]);
  return 0;
}
