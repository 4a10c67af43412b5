// The command line every depth-driven benchmark takes: [--depth N] [--help],
// and the number reader the others share; the positions bench_perft and
// bench_search measure, and how --fen and --ruleset replace them.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

// A whole number from lo to hi, the whole of `text`.
inline bool readInt(const char *text, long lo, long hi, long &out) {
  char *end = nullptr;
  out = std::strtol(text, &end, 10);
  return end != text && *end == '\0' && out >= lo && out <= hi;
}

// Reads `--depth N` (1 to 12) into `depth`. Returns the exit code when the
// program should stop at once (0 after --help, 2 on bad input), else nothing.
inline std::optional<int> readDepthArgument(int argc, char **argv, const char *program,
                                            void (*usage)(std::FILE *), int &depth) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      usage(stdout);
      return 0;
    }
    if (arg == "--depth" && i + 1 < argc) {
      char *end = nullptr;
      const long d = std::strtol(argv[++i], &end, 10);
      if (*end != '\0' || d < 1 || d > 12) {
        std::fprintf(stderr, "%s: --depth wants a whole number from 1 to 12, got '%s'\n", program,
                     argv[i]);
        return 2;
      }
      depth = int(d);
      continue;
    }
    std::fprintf(stderr, "%s: unknown argument '%s'\n", program, arg.c_str());
    usage(stderr);
    return 2;
  }
  return std::nullopt;
}

// Positions named on the command line instead of the built-in ones:
// `--ruleset NAME` (default: the default ruleset) and `--fen TEXT`, repeatable,
// in the ruleset's own position format (chess FEN for chess). Removes what it
// reads from argv, so readDepthArgument sees the rest.
struct PositionArguments {
  std::string ruleset;
  std::vector<std::string> fens;
};

inline std::optional<int> readPositionArguments(int &argc, char **argv, const char *program,
                                                PositionArguments &out) {
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--ruleset" || arg == "--fen") {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s: %s needs a value\n", program, arg.c_str());
        return 2;
      }
      if (arg == "--ruleset")
        out.ruleset = argv[++i];
      else
        out.fens.emplace_back(argv[++i]);
      continue;
    }
    argv[kept++] = argv[i];
  }
  argc = kept;
  return std::nullopt;
}

struct BenchPosition {
  std::string name;
  std::string sfen;
};

// Two midgame positions with bridges (S15) and ranks changed by shots and
// unloads (S17, S14), so that every kind of turn is generated.
//  midgame-1: White to move; White's d2 pawn received an unload (rank 3), the
//    monarchs are bridged on d1-e1, Black's f6 knight is down to rank 2 and
//    bridged with the e6 pawn.
//  midgame-2: Black to move, open centre; Black's queen is down to rank 6,
//    White's queen to 7 and its g4 bishop to 2; three bridges, one of them
//    vertical (f6-f7, so pair rotations), and Black's king may explode (S16).
inline const std::vector<BenchPosition> kBenchPositions = {
    {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"},
    {"midgame-1", "r1bqk2r/ppp2ppp/2n1pn[2]2/3p4/2B1P3/2N2N2/PPPP[3]1PPP/R1BQK2R w d1e1,e6f6 3 9"},
    {"midgame-2",
     "2r1k3/pp3ppp/1q[6]n2n2/2pPp3/1b2P1B[2]1/2N1BN2/PP3PPP/2RQ[7]K2R b c1d1,e3f3,f6f7 0 17"},
};

// What to measure: the positions of --fen, named by their order ("fen-1",
// ...); else with --ruleset that rule system's start (`startSfen`); else
// the three above.
inline std::vector<BenchPosition> benchPositions(const PositionArguments &named,
                                                 const std::string &startSfen) {
  if (!named.fens.empty()) {
    std::vector<BenchPosition> positions;
    for (const std::string &fen : named.fens)
      positions.push_back({"fen-" + std::to_string(positions.size() + 1), fen});
    return positions;
  }
  if (!named.ruleset.empty()) return {{"start", startSfen}};
  return kBenchPositions;
}
