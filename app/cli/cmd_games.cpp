// games: list the games of a PGN file of any rule system with every problem
// the reader found, and (--write) write what was read to a file, atomically.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>
#include <sstream>
#include <vector>

#include "commands.h"
#include "context.h"
#include "json.h"
#include "pgn.h"
#include "pgnlexer.h"
#include "positionlist.h"
#include "ruleset.h"

namespace cli {

namespace {

namespace fs = std::filesystem;

std::string errnoText(int err) { return std::strerror(err); }

// The whole file, or a UsageError naming it: missing, a directory, anything
// else that is not a regular file, or unreadable.
std::string readWholeFile(const std::string &path) {
  std::error_code ec;
  const fs::file_status st = fs::status(path, ec);
  if (st.type() == fs::file_type::not_found)
    throw UsageError{"cannot read '" + path + "': no such file"};
  if (ec) throw UsageError{"cannot read '" + path + "': " + ec.message()};
  if (st.type() == fs::file_type::directory)
    throw UsageError{"cannot read '" + path + "': it is a directory"};
  if (st.type() != fs::file_type::regular)
    throw UsageError{"cannot read '" + path + "': not a regular file"};
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError{"cannot read '" + path + "': " + errnoText(errno)};
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw UsageError{"cannot read '" + path + "': read error"};
  return text.str();
}

// Where --write's file goes: a symbolic link is followed, so the link stays
// and its target is replaced. Throws UsageError when OUT cannot be a file.
fs::path writeTarget(const std::string &out) {
  if (out.empty()) throw UsageError{"--write needs a file name"};
  std::error_code ec;
  fs::path target = fs::weakly_canonical(fs::path(out), ec);
  if (ec) target = fs::path(out);
  const fs::file_status st = fs::status(target, ec);
  if (st.type() == fs::file_type::directory)
    throw UsageError{"cannot write '" + out + "': it is a directory"};
  if (fs::exists(st) && st.type() != fs::file_type::regular)
    throw UsageError{"cannot write '" + out + "': not a regular file"};
  fs::path dir = target.parent_path();
  if (dir.empty()) dir = ".";
  if (!fs::is_directory(dir, ec))
    throw UsageError{"cannot write '" + out + "': the folder '" + dir.string() +
                     "' does not exist"};
  return target;
}

// Writes `text` to a temporary file beside `target`, flushes it to disk and
// renames it over `target`, so that OUT is either what it was or complete.
// A new file gets the usual permissions (0666 less the umask), a replaced
// one keeps its own.
void writeAtomically(const fs::path &target, const std::string &shownName,
                     const std::string &text) {
  fs::path dir = target.parent_path();
  if (dir.empty()) dir = ".";
  std::string pattern = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  const int fd = ::mkstemp(name.data());
  if (fd < 0)
    throw UsageError{"cannot write '" + shownName + "': cannot create a temporary file in '" +
                     dir.string() + "': " + errnoText(errno)};
  const std::string temp(name.data());
  auto fail = [&](const std::string &what, int err) {
    ::close(fd);
    ::unlink(temp.c_str());
    throw UsageError{"cannot write '" + shownName + "': " + what + ": " + errnoText(err)};
  };
  struct stat old {};
  mode_t mode = 0;
  if (::stat(target.c_str(), &old) == 0) {
    mode = old.st_mode & 07777;
  } else {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    mode = 0666 & ~mask;
  }
  if (::fchmod(fd, mode) != 0) fail("cannot set the permissions", errno);
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("write error", errno);
    }
    done += std::size_t(n);
  }
  if (::fsync(fd) != 0) fail("cannot flush to disk", errno);
  if (::close(fd) != 0) {
    const int err = errno;
    ::unlink(temp.c_str());
    throw UsageError{"cannot write '" + shownName + "': " + errnoText(err)};
  }
  if (::rename(temp.c_str(), target.c_str()) != 0) {
    const int err = errno;
    ::unlink(temp.c_str());
    throw UsageError{"cannot write '" + shownName +
                     "': cannot rename the temporary file: " + errnoText(err)};
  }
  // The rename itself survives a crash once the folder is flushed too.
  const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (dirFd >= 0) {
    ::fsync(dirFd);
    ::close(dirFd);
  }
}

// One game as the listing shows it. A tag the game lacks is PGN's
// placeholder: '?' for a player, '*' for the result. A game that could not
// be read at all (unknown variant, bad FEN) has no ruleset and no turns.
struct GameSummary {
  std::string white = "?";
  std::string black = "?";
  std::string result = "*";
  std::string ruleset;  // empty when the game could not be read
  int plies = 0;        // the main line's turns
  int nodes = 0;        // every turn, variations included
  std::vector<std::string> problems;
};

GameSummary summarize(const sc::PgnGame &game) {
  GameSummary s;
  for (const sc::PgnProblem &p : game.problems) s.problems.push_back(p.toString());
  if (!game.tree) return s;
  const sc::GameTree &tree = *game.tree;
  const auto &tags = tree.tags();
  if (auto it = tags.find("White"); it != tags.end()) s.white = it->second;
  if (auto it = tags.find("Black"); it != tags.end()) s.black = it->second;
  if (auto it = tags.find("Result"); it != tags.end()) s.result = it->second;
  s.ruleset = tree.start().rules().name;
  s.plies = int(tree.mainLine(tree.root()).size()) - 1;
  s.nodes = tree.nodeCount() - 1;
  return s;
}

std::string summaryLine(int index, const GameSummary &s) {
  std::string line =
      "game " + std::to_string(index) + ": " + s.white + " - " + s.black + ", " + s.result + ", ";
  if (s.ruleset.empty()) return line + "?, not read";
  line += s.ruleset + ", " + std::to_string(s.plies) + (s.plies == 1 ? " turn" : " turns");
  if (s.nodes != s.plies) line += " (" + std::to_string(s.nodes) + " with variations)";
  return line;
}

std::string summaryJson(int index, const GameSummary &s) {
  using sc::json::quote;
  std::string j = "{\"index\": " + std::to_string(index);
  j += ", \"white\": " + quote(s.white);
  j += ", \"black\": " + quote(s.black);
  j += ", \"result\": " + quote(s.result);
  j += ", \"ruleset\": " + (s.ruleset.empty() ? std::string("null") : quote(s.ruleset));
  j += ", \"plies\": " + std::to_string(s.plies);
  j += ", \"nodes\": " + std::to_string(s.nodes);
  j += ", \"problems\": [";
  for (std::size_t i = 0; i < s.problems.size(); ++i) j += (i ? ", " : "") + quote(s.problems[i]);
  return j + "]}";
}

}  // namespace

int runGames(const Args &args) {
  if (args.positional.empty()) throw UsageError{"'games' needs a FILE (see 'shooters help games')"};
  if (args.positional.size() > 1)
    throw UsageError{"'games' reads one FILE, not also '" + args.positional[1] + "'"};
  const std::string path = args.positional.front();
  const sc::VariantPtr variant = loadVariant(args);
  const std::optional<std::string> out = args.value("--write");
  // OUT is checked before anything is printed, so a bad OUT is only a usage error.
  fs::path target;
  if (out) target = writeTarget(*out);

  std::string text = readWholeFile(path);
  if (std::optional<std::string> utf8 = sc::pgn::decodeUtf16(text)) text = std::move(*utf8);
  // A file of positions, one a line (EPD test suites, FEN lists), lists a
  // game per line as the workbench opens it (docs/pgn.md, "Position files").
  const sc::PgnFile file = sc::looksLikePositions(text) ? sc::readPositionList(variant, text)
                                                        : sc::readPgn(variant, text);
  bool anyProblem = !file.problems.empty();
  std::vector<GameSummary> games;
  for (const sc::PgnGame &g : file.games) {
    games.push_back(summarize(g));
    anyProblem = anyProblem || !g.problems.empty();
  }

  if (args.has("--json")) {
    // Problems outside any game have no object of their own: stderr.
    for (const sc::PgnProblem &p : file.problems)
      std::cerr << "shooters: " << path << ": outside any game: " << p.toString() << "\n";
    if (games.empty()) {
      std::cout << "[]\n";
    } else {
      std::cout << "[\n";
      for (std::size_t i = 0; i < games.size(); ++i)
        std::cout << "  " << summaryJson(int(i) + 1, games[i])
                  << (i + 1 < games.size() ? ",\n" : "\n");
      std::cout << "]\n";
    }
  } else {
    // Problems outside any game stand between the games they came between.
    std::size_t next = 0;
    auto printOutsideBefore = [&](int line) {
      for (; next < file.problems.size() && file.problems[next].line < line; ++next)
        std::cout << "outside any game: " << file.problems[next].toString() << "\n";
    };
    for (std::size_t i = 0; i < games.size(); ++i) {
      printOutsideBefore(file.games[i].firstLine);
      std::cout << summaryLine(int(i) + 1, games[i]) << "\n";
      for (const std::string &p : games[i].problems) std::cout << "  " << p << "\n";
    }
    printOutsideBefore(std::numeric_limits<int>::max());
  }

  if (out) {
    std::vector<const sc::GameTree *> trees;
    std::string left;
    for (std::size_t i = 0; i < file.games.size(); ++i) {
      if (file.games[i].tree)
        trees.push_back(file.games[i].tree.get());
      else
        left += (left.empty() ? "" : ", ") + std::to_string(i + 1);
    }
    std::cout.flush();
    if (trees.empty()) {
      // Never replace a file with nothing: 'games bad.pgn --write bad.pgn'
      // must not empty bad.pgn.
      std::cerr << "shooters: nothing written to '" << *out << "': no game could be read\n";
    } else {
      writeAtomically(target, *out, sc::writePgn(trees));
      if (!left.empty())
        std::cerr << "shooters: not written to '" << *out << "' (could not be read): game"
                  << (left.find(',') == std::string::npos ? " " : "s ") << left << "\n";
      if (!args.has("--json"))
        std::cout << "wrote " << trees.size() << (trees.size() == 1 ? " game" : " games") << " to "
                  << *out << "\n";
    }
  }
  return anyProblem ? kExitProblems : kExitOk;
}

}  // namespace cli
