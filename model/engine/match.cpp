#include "match.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <memory>

#include "battlefield.h"
#include "movegen.h"
#include "sfen.h"

namespace sc {

namespace {

double eloOf(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

const char *colorName(Color c) { return c == Color::White ? "white" : "black"; }

}  // namespace

std::string PlayerSpec::text() const {
  switch (kind) {
    case Kind::Depth:
      return "depth:" + std::to_string(value);
    case Kind::Movetime:
      return "movetime:" + std::to_string(value);
    case Kind::Random:
      break;
  }
  return "random";
}

std::optional<PlayerSpec> parsePlayerSpec(const std::string &text, std::string &error) {
  if (text == "random") return PlayerSpec{};
  const std::size_t colon = text.find(':');
  const std::string name = text.substr(0, colon);
  PlayerSpec spec;
  int max = 0;
  if (name == "depth") {
    spec.kind = PlayerSpec::Kind::Depth;
    max = kMaxPly / 2;
  } else if (name == "movetime") {
    spec.kind = PlayerSpec::Kind::Movetime;
    max = 3600 * 1000;
  } else {
    error = "'" + text + "' is not a player: use depth:N, movetime:MS, random or uci:PATH";
    return std::nullopt;
  }
  const std::string number = colon == std::string::npos ? "" : text.substr(colon + 1);
  auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), spec.value);
  if (number.empty() || ec != std::errc() || ptr != number.data() + number.size() ||
      spec.value < 1 || spec.value > max) {
    error = "'" + text + "': " + name + " needs a whole number from 1 to " + std::to_string(max);
    return std::nullopt;
  }
  return spec;
}

Player::Player(const PlayerSpec &spec, std::uint64_t seed) : m_spec(spec), m_rng(seed) {
  if (spec.kind != PlayerSpec::Kind::Random) m_search = std::make_unique<Search>(16);
}

bool Player::newGame(std::uint64_t seed, std::string &) {
  m_rng.seed(seed);
  if (m_search) m_search->clear();
  return true;
}

Reply Player::play(const GameSoFar &game) {
  Reply reply;
  if (!m_search) {
    Position copy = game.current;
    reply.turn = randomLegalTurn(copy, m_rng, false);
    return reply;
  }
  SearchLimits limits;
  if (m_spec.kind == PlayerSpec::Kind::Depth) limits.depth = m_spec.value;
  if (m_spec.kind == PlayerSpec::Kind::Movetime) limits.movetimeMs = m_spec.value;
  const SearchInfo info = m_search->run(game.current, game.history, limits);
  reply.turn = *info.best();
  reply.score = info.lines[0].score;
  return reply;
}

GameRecord playGame(const Opening &opening, MatchPlayer &white, MatchPlayer &black, int maxPlies) {
  Game game(opening.start);
  std::vector<Key> keys;
  GameRecord record;
  for (const Turn &t : opening.turns) {
    if (game.status().outcome != Outcome::Ongoing) break;
    keys.push_back(game.position().key());
    game.play(t);
    record.turns.push_back(t);
    record.notes.emplace_back();
  }
  for (;;) {
    record.status = game.status();
    if (record.status.outcome != Outcome::Ongoing) break;
    if (record.plies >= maxPlies) {
      record.status = {Outcome::Draw, EndReason::None};
      record.plyLimit = true;
      break;
    }
    if (game.position().fortuneDue()) {  // K24a: drawn by the odds, chosen by neither player
      auto outcomes = std::make_unique<TurnList>();
      Position copy = game.position();
      generateLegal(copy, *outcomes);
      const int i = battlefield::drawChance(copy, *outcomes, battlefield::keyedDraw(copy.key()));
      if (i >= 0) {
        keys.push_back(game.position().key());
        game.play((*outcomes)[i]);
        record.turns.push_back((*outcomes)[i]);
        record.notes.emplace_back();
        ++record.plies;
        continue;
      }
    }
    const Color side = game.position().sideToMove();
    MatchPlayer &p = side == Color::White ? white : black;
    const MatchPlayer &other = side == Color::White ? black : white;
    const Reply reply = p.play(
        {opening.start, record.turns, game.position(), keys, other.clockMs(), other.incrementMs()});
    if (reply.forfeit != Forfeit::None) {
      record.forfeit = reply.forfeit;
      record.reason = std::string(colorName(side)) + " " + reply.reason;
      record.status = {side == Color::White ? Outcome::BlackWins : Outcome::WhiteWins,
                       EndReason::None};
      break;
    }
    keys.push_back(game.position().key());
    game.play(reply.turn);
    record.turns.push_back(reply.turn);
    record.notes.push_back({reply.clockMs, reply.score});
    ++record.plies;
  }
  return record;
}

std::string gameEndText(const GameRecord &record) {
  if (record.plyLimit) return "draw: ply limit";
  if (record.forfeit == Forfeit::None) return statusText(record.status);
  return std::string(record.status.outcome == Outcome::WhiteWins ? "white" : "black") +
         " wins: " + record.reason;
}

std::string terminationTag(const GameRecord &record) {
  if (record.plyLimit) return "adjudication";
  switch (record.forfeit) {
    case Forfeit::None:
      break;
    case Forfeit::Crash:
      return "abandoned";
    case Forfeit::Hang:
    case Forfeit::TimeLoss:
      return "time forfeit";
    case Forfeit::Illegal:
      return "rules infraction";
  }
  return "normal";
}

EloEstimate estimateElo(int wins, int draws, int losses) {
  EloEstimate e;
  const double n = wins + draws + losses;
  if (n <= 0) return e;
  const double s = (wins + 0.5 * draws) / n;
  e.score = s;
  constexpr double z = 1.959964;
  if (s <= 0.0 || s >= 1.0) {
    // Every game one way: the point estimate is infinite, the Wilson
    // interval still bounds it.
    const double centre = (s + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(s * (1 - s) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    e.infinite = true;
    e.elo = s >= 1.0 ? std::numeric_limits<double>::infinity()
                     : -std::numeric_limits<double>::infinity();
    e.lower = s >= 1.0 ? eloOf(centre - half) : -std::numeric_limits<double>::infinity();
    e.upper = s >= 1.0 ? std::numeric_limits<double>::infinity() : eloOf(centre + half);
    return e;
  }
  const double variance =
      (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
  const double se = std::sqrt(variance / n);
  const double lo = std::max(s - z * se, 1e-6), hi = std::min(s + z * se, 1 - 1e-6);
  e.elo = eloOf(s);
  e.lower = eloOf(lo);
  e.upper = eloOf(hi);
  e.margin = (e.upper - e.lower) / 2;
  return e;
}

}  // namespace sc
