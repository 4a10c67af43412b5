#include "commands.h"

#include <cctype>

namespace cli {

const std::vector<Command> &commands() {
  static const std::vector<Command> all = {
      {{"perft", {"--fen", "--depth", "--divide"}, false},
       runPerft,
       "perft [--fen SFEN] --depth D [--divide]",
       "count the leaves of the legal-turn tree",
       "Prints the number of leaves of the legal-turn tree D plies deep (D from 0 to 30),\n"
       "alone on one line. Turns are declarations (docs/rules.md D1), so two turns that\n"
       "leave the same position both count.\n"
       "\n"
       "With --divide (D at least 1): one line per legal turn, '<turn> <leaves>', sorted\n"
       "by the turn's notation, then an empty line and 'total <leaves>'.\n"},
      {{"legal", {"--fen", "--json"}, false},
       runLegal,
       "legal [--fen SFEN] [--json]",
       "list the legal turns",
       "Prints every legal turn, one per line, in the project's notation (with '+' or\n"
       "'#' when it gives check or checkmate), sorted by notation.\n"
       "\n"
       "With --json: a JSON array, one object per legal turn, in the same order:\n"
       "  {\"notation\": \"Ra1-a4@c4\", \"kind\": \"move-shoot\", \"from\": \"a1\", \"to\": "
       "\"a4\",\n"
       "   \"targets\": [\"c4\"], \"fen_after\": \"<SFEN after the turn>\"}\n"
       "kind: move, shoot, move-shoot, series, replace, unload, bridge, unbridge,\n"
       "      pair-translate, pair-rotate, bomber (the Shooters editions); capture,\n"
       "      castle, en-passant, promotion (chess and MegaMan), volley, double\n"
       "      (MegaMan); breakthrough (Chess-Battle); fire, frontal, withdraw, buy,\n"
       "      place, chance (Cannon Battle Chess, see docs/cannon-battle.md).\n"
       "from: the shooter; unload: the sacrifice; bridge, unbridge, pair-translate:\n"
       "      the first member written (the shooter of a translate with a shot);\n"
       "      pair-rotate: the mover.\n"
       "to: the declared square (move, move-shoot, series, pair-translate: the first\n"
       "      member's destination; pair-rotate: the declared end of the mover);\n"
       "      replace: the target's square; unload: the receiver; bridge, unbridge:\n"
       "      the second member; shoot, bomber: null.\n"
       "targets: the shooters the turn shoots at: the target of a shoot, move-shoot,\n"
       "      replace or translate with a shot; the enemies on a series path or on\n"
       "      the travelled ring of a rotation, in order; for a bomber every\n"
       "      neighbour holding a shooter, in square order; otherwise [].\n"},
      {{"apply", {"--fen"}, true},
       runApply,
       "apply [--fen SFEN] TURN...",
       "play turns and print the resulting SFEN",
       "Reads each TURN in the project's notation (docs/notation.md; '+'/'#' and the\n"
       "piece letter are optional) and plays it, in order, then prints the SFEN.\n"
       "With no TURN it prints the position as read. An unreadable or illegal turn\n"
       "stops with a message naming it and its place in the list, exit code 1.\n"
       "Quote turns your shell reads specially: 'Pd2|Pe2'. A withdrawal ('-Qd1',\n"
       "Cannon Battle Chess) is a turn, not an option; so is anything after '--'.\n"},
      {{"status", {"--fen"}, false},
       runStatus,
       "status [--fen SFEN]",
       "print whether the game is over, and why",
       "Prints one line: 'ongoing', 'check', or the result and its reason, e.g.\n"
       "'white wins: checkmate', 'black wins: both monarchs lost', 'draw: stalemate'.\n"
       "A single position has no history, so threefold repetition is not considered.\n"},
      {{"show", {"--fen"}, false},
       runShow,
       "show [--fen SFEN]",
       "draw the position as text",
       "Draws the board with rank numbers and file letters. A shooter is its letter\n"
       "(White upper case, Black lower case) and its rank: 'Q9', 'p1'; '*' marks a\n"
       "rank below the base rank ('r3*'), '+' one above it ('P4+'). '=' joins a\n"
       "horizontal bridge, '||' a vertical one. '.' is an empty square, a hole in the\n"
       "board is left blank. Below the board: side to move, turn number, quiet plies,\n"
       "bridges, status and SFEN.\n"},
      {{"analyze", {"--fen", "--depth", "--movetime", "--multipv", "--json"}, false},
       runAnalyze,
       "analyze [--fen SFEN] (--depth D | --movetime MS) [--multipv K] [--json]",
       "search for the best turn",
       "Searches the position D plies deep (1 to 32), or for MS milliseconds, and\n"
       "prints the best lines, best first: '1. <score>  <turn> <turn> ...', then\n"
       "'best <turn>, depth D, nodes N, nps N, time T ms'. A score is in centi-ranks\n"
       "for the side to move (one pawn rank is about 100), or 'win in N' / 'loss in N'\n"
       "counted in the side to move's turns. --multipv K (1 to 64) prints K lines.\n"
       "A fixed-depth search gives the same result on every run (docs/engine.md).\n"
       "\n"
       "With --json: one object\n"
       "  {\"best\": {\"notation\": \"Ra1>a7\", \"fen_after\": \"<SFEN>\"},\n"
       "   \"score\": 35 | {\"win_in\": 2} | {\"loss_in\": 1}, \"depth\": 6, \"seldepth\": 14,\n"
       "   \"nodes\": 296839, \"nps\": 137425, \"time_ms\": 2160, \"pv\": [\"Ra1>a7\", ...],\n"
       "   \"lines\": [{\"score\": ..., \"pv\": [...]}, ...]}\n"
       "With no legal turn: 'no legal turn: <status>', or best and score null.\n"},
      {{"match",
        {"--games", "--white", "--black", "--seed", "--max-plies", "--pgn", "--concurrency",
         "--openings", "--sprt", "--time-margin", "--hang-timeout"},
        false},
       runMatch,
       "match --games N --white SPEC --black SPEC [--seed S] [--max-plies P]\n"
       "       [--pgn FILE] [--concurrency N] [--openings FILE] [--sprt ELO0,ELO1,ALPHA,BETA]\n"
       "       [--time-margin MS] [--hang-timeout MS]",
       "play two engines or engine settings against each other",
       "Plays N games (1 to 100000) between two players and prints one line per game,\n"
       "then the first player's wins, draws and losses and the Elo difference with\n"
       "its 95% margin, and each player's forfeits by kind if it had any.\n"
       "SPEC: depth:D (search D plies), movetime:MS (search MS milliseconds a turn),\n"
       "random (a uniformly random legal turn), or uci:PATH:movetime=MS,\n"
       "uci:PATH:depth=D or uci:PATH:tc=TC with any :NAME=VALUE pairs, a UCI engine\n"
       "run as a process (sent 'setoption name NAME value VALUE', and UCI_Variant\n"
       "when it offers the option). TC is a clock as cutechess-cli writes it:\n"
       "40/60+0.6 (40 turns in 60 s, again and again, 0.6 s added a turn), 60+0.6,\n"
       "90, 1:30+1 (minutes:seconds); the engine is told both clocks (go wtime\n"
       "btime winc binc movestogo), the PGN gets TimeControl and each turn's\n"
       "[%clk]. On a clock, :ponder lets the engine think on the opponent's time\n"
       "(go ponder, ponderhit or stop).\n"
       "The first player has White in odd games and Black in even ones; each pair of\n"
       "games starts from the same opening: --openings FILE (PGN, each game's main\n"
       "line, or one SFEN/FEN/EPD a line) used in turn, else the start for the first\n"
       "pair and openings of 2 to 4 random moves drawn with seed S (default 1), so a\n"
       "seed replays the same match when both players search to a fixed depth or move\n"
       "at random. A game ends by the rules (S18-S22, repetition included), is drawn\n"
       "after P plies (default 400), or is lost by a UCI engine that crashes, plays an\n"
       "illegal turn, answers after its movetime or its clock and --time-margin\n"
       "(default 500 ms),\n"
       "or hangs: says nothing for --hang-timeout MS (default 10000) after 'go' at a\n"
       "depth, or after 'stop' at a movetime; it is then killed and started again.\n"
       "--concurrency N plays N games at once; --pgn FILE writes every game with a\n"
       "Termination tag; --sprt stops when the log-likelihood ratio leaves its bounds\n"
       "(N is then the most games) and prints it (docs/engine.md, \"Matches\").\n"},
      {{"games", {"--json", "--write"}, true},
       runGames,
       "games FILE [--ruleset NAME] [--json] [--write OUT]",
       "list the games of a PGN file and its problems",
       "Reads every game of the PGN file FILE, each in the rule system its Variant tag\n"
       "names (\"Standard\", \"Chess\" and \"From Position\" are chess); a game without\n"
       "one is of --ruleset (default shooters), or of another built-in ruleset that\n"
       "reads it whole. Latin-1 and Windows-1252 files are read as such.\n"
       "Prints one line per game, in file order:\n"
       "  game 2: Ada - Grace, 1-0, shooters, 34 turns (41 with variations)\n"
       "number, White, Black, Result, ruleset, the main line's turns and, when there\n"
       "are variations, every turn. A missing player is '?', a missing result '*'.\n"
       "Under a game, each of its problems, indented: 'line L, column C: ...'; a game\n"
       "that could not be read at all (unknown variant, bad FEN) is '?, not read'.\n"
       "Problems outside any game (junk between games) stand where they occur:\n"
       "  outside any game: line 9, column 1: expected a turn, ...\n"
       "\n"
       "With --json: a JSON array, one object per game, in the same order:\n"
       "  {\"index\": 1, \"white\": \"Ada\", \"black\": \"Grace\", \"result\": \"1-0\",\n"
       "   \"ruleset\": \"shooters\", \"plies\": 34, \"nodes\": 41, \"problems\": [\"line 12,\n"
       "   column 7: ...\"]}\n"
       "ruleset is null for a game that could not be read; problems outside any game\n"
       "go to stderr.\n"
       "\n"
       "With --write OUT: writes every game that was read (a game with a problem up\n"
       "to it) to OUT as PGN, then prints 'wrote N games to OUT' (not with --json).\n"
       "OUT is written to a temporary file beside it and renamed, so it is never\n"
       "half-written; a game that could not be read is left out and named on stderr.\n"
       "When no game could be read, OUT is left as it was (not created, not emptied).\n"
       "OUT may be FILE; turns after a problem are not written, so write a file with\n"
       "problems to another file.\n"
       "\n"
       "Exit code 0 when every game read without a problem, 1 when there was any\n"
       "problem, 2 when FILE cannot be read (missing, a directory, not a regular\n"
       "file) or OUT cannot be written.\n"},
      {{"rulesets", {}, false},
       runRulesets,
       "rulesets",
       "list the built-in rulesets",
       "Prints the name of every built-in ruleset, one per line; any of them (or a\n"
       "path to a .json ruleset file) can be given to --ruleset.\n"},
      {{"help", {}, true},
       runHelp,
       "help [COMMAND]",
       "show this text, or a command's",
       "Prints the general usage, or the usage of COMMAND.\n"},
  };
  return all;
}

const Command *findCommand(const std::string &name) {
  for (const Command &c : commands())
    if (c.spec.name == name) return &c;
  return nullptr;
}

namespace {

const char *kGlobalOptions =
    "Options (anywhere on the line):\n"
    "  --ruleset NAME|FILE.json   the rule system (default: shooters; see 'shooters rulesets')\n"
    "  --option KEY=VALUE         set a ruleset option, repeatable\n"
    "                             (each rule system's own: 'shooters rulesets' lists\n"
    "                             them, e.g. stalemate=draw|loss)\n"
    "  --fen SFEN                 the position, for perft, legal, apply, status, show\n"
    "                             and analyze\n"
    "                             (default: the ruleset's start position)\n"
    "  --help, -h                 show help\n";

const char *kExitCodes =
    "Exit codes: 0 success; 1 an unreadable or illegal turn (apply), a problem in\n"
    "the file (games); 2 anything else wrong on the command line (unknown command or\n"
    "option, bad number, bad SFEN, bad ruleset or option, a file that cannot be read\n"
    "or written); 3 an internal error (a bug: please report it).\n";

}  // namespace

std::string generalHelp() {
  std::string s = "Usage: shooters COMMAND [OPTIONS]\n\nShooters Chess on the command line.\n\n";
  s += "Commands:\n";
  for (const Command &c : commands()) {
    std::string name = "  " + c.spec.name;
    name.resize(14, ' ');
    s += name + c.summary + "\n";
  }
  s += "\n";
  s += kGlobalOptions;
  s += "\nRun 'shooters COMMAND --help' for a command's details.\n\n";
  s += kExitCodes;
  return s;
}

std::string commandHelp(const Command &c) {
  std::string summary = c.summary;
  summary[0] = char(std::toupper(static_cast<unsigned char>(summary[0])));
  return "Usage: shooters " + std::string(c.synopsis) + "\n\n" + summary + ".\n\n" + c.details +
         "\n" + kGlobalOptions;
}

}  // namespace cli
