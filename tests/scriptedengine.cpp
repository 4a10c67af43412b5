// A UCI engine that misbehaves on cue, for tst_match: `setoption name Script
// value FILE` names a file of actions, one per `go` in order across every
// process started with it (the count is kept in FILE.count, since a crashed or
// killed engine is started again). Actions: `move` (the first legal turn; also
// after the script's end), `crash` (SIGKILL itself), `hang` (never speak
// again), `illegal` (bestmove Zz9), `late MS` (sleep, then a legal turn),
// `twice` (a legal turn, its bestmove line written twice). `setoption name Log
// value FILE` appends every line the engine was sent, from the first, to FILE.
// Every bestmove names the first legal reply as its ponder turn; `go ponder`
// waits for `ponderhit` (then takes the script's next action as a `go` does)
// or `stop` (the first legal turn at once).
#include <unistd.h>
#include <chrono>
#include <csignal>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "movegen.h"
#include "notation.h"
#include "registry.h"
#include "sfen.h"

namespace {

std::string nextAction(const std::string &script) {
  if (script.empty()) return "move";
  int count = 0;
  std::ifstream(script + ".count") >> count;
  std::ofstream(script + ".count", std::ios::trunc) << count + 1;
  std::ifstream in(script);
  std::string line;
  for (int i = 0; i <= count; ++i)
    if (!std::getline(in, line)) return "move";
  return line;
}

std::optional<sc::Position> readPosition(const sc::VariantPtr &variant,
                                         const std::vector<std::string> &words) {
  std::size_t i = 2;
  std::string sfen = variant->rules().startSfen;
  if (words.size() > 1 && words[1] == "fen") {
    sfen.clear();
    for (; i < words.size() && words[i] != "moves"; ++i)
      sfen += (sfen.empty() ? "" : " ") + words[i];
  }
  std::optional<sc::Position> pos = sc::readSfen(variant, sfen);
  for (++i; pos && i < words.size(); ++i) {
    const std::optional<sc::Turn> t = sc::parseTurn(*pos, words[i]);
    if (!t) return std::nullopt;
    pos->make(*t);
  }
  return pos;
}

// The first legal turn, and the first legal reply to it as the ponder turn.
std::string bestmove(const std::optional<sc::Position> &pos) {
  auto turns = std::make_unique<sc::TurnList>();
  if (!pos) return "bestmove (none)";
  sc::Position copy = *pos;
  sc::generateLegal(copy, *turns);
  if (!turns->size) return "bestmove (none)";
  std::string line = "bestmove " + sc::formatEngineTurn(*pos, (*turns)[0]);
  sc::Position after = *pos;
  after.make((*turns)[0]);
  auto replies = std::make_unique<sc::TurnList>();
  sc::generateLegal(after, *replies);
  if (replies->size) line += " ponder " + sc::formatEngineTurn(after, (*replies)[0]);
  return line;
}

}  // namespace

int main() {
  sc::VariantPtr variant = sc::Registry::instance().defaultVariant();
  std::optional<sc::Position> pos = sc::readSfen(variant, variant->rules().startSfen);
  std::string script;
  bool hung = false, pondering = false;
  std::vector<std::string> received;
  std::ofstream log;
  for (std::string line; std::getline(std::cin, line);) {
    received.push_back(line);
    if (log.is_open()) log << line << std::endl;
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    if (words.empty() || hung) continue;
    auto say = [](const std::string &s) { std::cout << s << std::endl; };
    if (words[0] == "quit") return 0;
    if (words[0] == "uci") {
      say("id name Scripted");
      say("option name UCI_Variant type string default shooters");
      say("option name Script type string default");
      say("option name Log type string default");
      say("option name Rule Options type string default <empty>");
      say("option name Ponder type check default false");
      say("uciok");
    } else if (words[0] == "isready") {
      say("readyok");
    } else if (words[0] == "setoption" && words.size() >= 5) {
      if (words[2] == "Script") script = words[4];
      if (words[2] == "Log" && !log.is_open()) {
        log.open(words[4], std::ios::app);
        for (const std::string &r : received) log << r << std::endl;
      }
      if (words[2] == "UCI_Variant") {
        std::string error;
        if (sc::VariantPtr v = sc::Registry::instance().load(words[4], {}, error)) variant = v;
      }
    } else if (words[0] == "position") {
      pos = readPosition(variant, words);
    } else if (words[0] == "go" && words.size() > 1 && words[1] == "ponder") {
      pondering = true;
    } else if (words[0] == "stop" && pondering) {
      pondering = false;
      std::cout << bestmove(pos) << std::endl;
    } else if (words[0] == "go" || (words[0] == "ponderhit" && pondering)) {
      pondering = false;
      std::istringstream action(nextAction(script));
      std::string what;
      int ms = 0;
      action >> what >> ms;
      if (what == "crash") kill(getpid(), SIGKILL);
      if (what == "hang") {
        hung = true;
        continue;
      }
      if (what == "illegal") {
        say("bestmove Zz9");
        continue;
      }
      if (what == "late") std::this_thread::sleep_for(std::chrono::milliseconds(ms));
      const std::string best = bestmove(pos);
      say(best);
      if (what == "twice") say(best);
    }
  }
  return 0;
}
