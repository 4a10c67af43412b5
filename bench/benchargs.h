// The command line every depth-driven benchmark takes: [--depth N] [--help],
// and the number reader the others share.
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
