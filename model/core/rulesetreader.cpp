// The strict read of a merged ruleset document: every key known, every value
// of the right type and range, no contradictions; each problem names its file,
// line, column and key path (docs/rulesets.md).
#include <algorithm>
#include <cctype>
#include <set>

#include "rulesetfields.h"
#include "sfen.h"

namespace sc::rulesetdetail {
namespace {

// clang-format off
const std::vector<std::string> kTopKeys = {
    "inherits", "name", "title", "board", "start", "quiet_limit", "repetitions", "options",
    "pieces", "position", "notation", "ranks", "unload", "bridges", "bare_monarchs",
    "quiet_rule", "insufficient_material", "castling", "piece_set", "aliases", "pair_attack",
    "pair_defence", "monarch_unload", "last_monarch_wins_at", "weapon_table", "capture_turn",
    "battlefield", "reserve", "chance", "score_pawn", "cites"};
const std::vector<std::string> kBoardKeys = {"files", "ranks", "holes"};
const std::vector<std::string> kOptionKeys = {"stalemate",        "insufficient-force",
                                              "monarch-shield",   "acquired-weapons",
                                              "queen-defence",    "volley",
                                              "soldier-diagonal-capture", "king-blast"};
const std::vector<std::string> kPieceKeys = {
    "name", "base_rank", "max_rank", "move", "move_dirs", "leaps", "routed", "shoot_dirs",
    "range", "move_shoot_range_along", "move_shoot_range_other", "series_range",
    "series_ends_on_shot", "bridge_range", "replace", "monarch", "bomber", "move_range", "capture",
    "relative", "capture_dirs", "double_step_rank", "en_passant", "promotes_to", "castles",
    "castling_rook", "resets_quiet", "weapons", "short_dirs", "leaps_friend", "double_step_light",
    "breakthrough", "optional_diagonal_capture", "immune_to", "captures", "crater", "home_zone",
    "fires", "ammunition", "archer", "frontal", "move_ranges"};
// clang-format on

// Reads the merged document into a Ruleset, collecting every error.
class Reader : FieldReader {
 public:
  Reader(const Origins &origins, std::vector<std::string> files, std::vector<std::string> &errors)
      : FieldReader(origins, std::move(files), errors) {}

  void ruleset(const json::Value &root, Ruleset &r) {
    knownKeys(root, "", kTopKeys);
    if (const auto *v = require(root, "", "name", "a ruleset name such as \"shooters\"")) {
      if (!v->isString() || !validName(v->string()))
        fail(*v, "name", "expected a lower-case name of a-z, 0-9, '-' and '_', " + describe(*v));
      else
        r.name = v->string();
    }
    r.title = r.name;
    text(root, "", "title", r.title);
    board(root, r.board);
    integer(root, "", "quiet_limit", 1, 1000, r.quietLimit);
    integer(root, "", "repetitions", 2, 10, r.repetitions);
    options(root, r);
    // S22 is a rule only of the rulesets that offer it (C: chess has no options).
    if (std::find(r.offeredOptions.begin(), r.offeredOptions.end(), "insufficient-force") ==
        r.offeredOptions.end())
      r.options.insufficientForce = false;
    choice(root, "pair_attack", {"higher", "nearer-plus-half"}, r.pairAttack);  // S15b, F15
    choice(root, "pair_defence", {"pair", "single"}, r.pairDefence);            // S15b, F16
    boolean(root, "", "monarch_unload", r.monarchUnload);                       // F12
    integer(root, "", "last_monarch_wins_at", 1, 15, r.lastMonarchWinsAt);      // F17
    integer(root, "", "score_pawn", 50, 2000, r.scorePawn);
    cites(root, r);
    choice(root, "position", {"sfen", "fen", "sfen-holes", "sfen-reserve"}, r.position);  // K30
    {
      int turn = r.captureAsReplace ? 1 : 0;  // B19
      choice(root, "capture_turn", {"capture", "replace"}, turn);
      r.captureAsReplace = turn == 1;
    }
    choice(root, "notation", {"project", "san"}, r.notation);
    boolean(root, "", "ranks", r.ranks);
    boolean(root, "", "unload", r.unload);
    boolean(root, "", "bridges", r.bridges);
    boolean(root, "", "bare_monarchs", r.bareMonarchs);
    int quietRule = r.fiftyMove;
    choice(root, "quiet_rule", {"quiet-plies", "fifty-move"}, quietRule);
    r.fiftyMove = quietRule == 1;
    choice(root, "insufficient_material", {"none", "fide", "bare-minor", "bare-kings"},
           r.material);  // K28
    text(root, "", "piece_set", r.pieceSet);
    if (const json::Value *v = find(root, "aliases")) {
      if (!v->isArray()) fail(*v, "aliases", "expected a list of names, " + describe(*v));
      for (std::size_t i = 0; v->isArray() && i < v->array().size(); ++i) {
        const json::Value &a = v->array()[i];
        if (a.isString())
          r.aliases.push_back(a.string());
        else
          fail(a, "aliases[" + std::to_string(i) + "]", "expected a name, " + describe(a));
      }
    }
    pieces(root, r);
    castling(root, r);
    weaponTable(root, r);
    battlefield(root, r);
    reserve(root, r);
    chance(root, r);
    if (const auto *v = require(root, "", "start", "the start position as an SFEN string")) {
      if (!v->isString())
        fail(*v, "start", "expected the start position as an SFEN string, " + describe(*v));
      else if (r.startSfen = v->string(); m_errors.empty())  // the check needs board and pieces
        start(root, *v, r);
    }
  }

 private:
  void board(const json::Value &root, BoardShape &b) {
    const json::Value *v = find(root, "board");
    if (!v || !object(*v, "board", "files, ranks and holes")) return;
    knownKeys(*v, "board", kBoardKeys);
    integer(*v, "board", "files", 1, kGridSize, b.files);
    integer(*v, "board", "ranks", 1, kGridSize, b.ranks);
    const json::Value *holes = find(*v, "holes");
    if (!holes) return;
    if (!holes->isArray())
      return fail(*holes, "board.holes",
                  "expected a list of squares such as [\"d4\"], " + describe(*holes));
    const std::string size = std::to_string(b.files) + "x" + std::to_string(b.ranks);
    const std::string last = squareName(makeSquare(b.files - 1, b.ranks - 1));
    for (std::size_t i = 0; i < holes->array().size(); ++i) {
      const json::Value &h = holes->array()[i];
      const std::string p = "board.holes[" + std::to_string(i) + "]";
      int file = 0, rank = 0;
      if (!h.isString() || !parseSquare(h.string(), file, rank) || file >= b.files ||
          rank >= b.ranks) {
        fail(h, p,
             "expected a square of the " + size + " board (a1 to " + last + "), " + describe(h));
      } else if (std::find(b.holes.begin(), b.holes.end(), makeSquare(file, rank)) !=
                 b.holes.end()) {
        fail(h, p, "square " + h.string() + " is listed twice");
      } else {
        b.holes.push_back(makeSquare(file, rank));
      }
    }
  }

  void options(const json::Value &root, Ruleset &r) {
    RuleOptions &o = r.options;
    const json::Value *v = find(root, "options");
    if (!v || !object(*v, "options", "option names and values")) return;
    knownKeys(*v, "options", kOptionKeys);
    for (const auto &key : kOptionKeys)  // in the order of the table, not of the file
      if (find(*v, key)) r.offeredOptions.push_back(key);
    for (const auto &[key, value] : v->object()) {
      if (std::find(kOptionKeys.begin(), kOptionKeys.end(), key) == kOptionKeys.end()) continue;
      const std::string p = childPath("options", key);
      if (!value.isString()) {
        fail(value, p, "expected the option's value as a string, " + describe(value));
        continue;
      }
      std::string why = applyOption(o, key, value.string());
      // applyOption names the option for the command line; the key path already does.
      const std::string prefix = "option '" + key + "': ";
      if (why.starts_with(prefix)) why.erase(0, prefix.size());
      if (!why.empty()) fail(value, p, why);
    }
  }

  // {"S3": "F11"}: ruling ids, a capital letter and digits with an optional
  // lower-case letter (S15a).
  void cites(const json::Value &root, Ruleset &r) {
    const json::Value *v = find(root, "cites");
    if (!v || !object(*v, "cites", "ruling ids such as {\"S3\": \"F11\"}")) return;
    auto isId = [](const std::string &s) {
      std::size_t i = 1;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
      if (i < s.size() && std::islower(static_cast<unsigned char>(s[i]))) ++i;
      return s.size() > 1 && std::isupper(static_cast<unsigned char>(s[0])) &&
             std::isdigit(static_cast<unsigned char>(s[1])) && i == s.size();
    };
    for (const auto &[key, value] : v->object()) {
      const std::string p = childPath("cites", key);
      if (!isId(key))
        fail(value, p, "expected a ruling id such as \"S3\" as the key");
      else if (!value.isString() || !isId(value.string()))
        fail(value, p, "expected the replacing ruling's id such as \"F11\", " + describe(value));
      else
        r.cites.emplace_back(key, value.string());
    }
  }

  // C3: [{"letter": "K", "king": "e1", "rook": "h1", "king_to": "g1", "rook_to": "f1"}],
  // written for White; the king must be a piece with "castles" and the rook exist.
  void castling(const json::Value &root, Ruleset &r) {
    const json::Value *v = find(root, "castling");
    if (!v) return;
    if (!v->isArray())
      return fail(*v, "castling", "expected a list of castling moves, " + describe(*v));
    r.castling.clear();
    for (std::size_t i = 0; i < v->array().size(); ++i) {
      const json::Value &item = v->array()[i];
      const std::string p = "castling[" + std::to_string(i) + "]";
      if (!object(item, p, "letter, king, rook, king_to and rook_to")) continue;
      knownKeys(item, p, {"letter", "king", "rook", "king_to", "rook_to"});
      CastleRule rule;
      std::string letter;
      text(item, p, "letter", letter);
      if (letter.size() != 1 || letter[0] < 'A' || letter[0] > 'Z')
        fail(item, p + ".letter", "expected one upper-case letter naming the right in FEN");
      else
        rule.letter = letter[0];
      Square *squares[4] = {&rule.king, &rule.rook, &rule.kingTo, &rule.rookTo};
      const char *names[4] = {"king", "rook", "king_to", "rook_to"};
      for (int k = 0; k < 4; ++k) {
        std::string name;
        text(item, p, names[k], name);
        int file = 0, rank = 0;
        if (!parseSquare(name, file, rank) || !r.onBoard(file, rank))
          fail(item, p + "." + names[k], "expected a square of the board, got \"" + name + "\"");
        else
          *squares[k] = makeSquare(file, rank);
      }
      if (rankOf(rule.king) != rankOf(rule.rook) || rankOf(rule.kingTo) != rankOf(rule.king) ||
          rankOf(rule.rookTo) != rankOf(rule.king))
        fail(item, p, "king, rook and their destinations must share one rank");
      r.castling.push_back(rule);
    }
    if (r.castling.size() > 4) fail(*v, "castling", "at most 4 ways of castling");
  }

  void pieces(const json::Value &root, Ruleset &r) {
    const json::Value *v = require(root, "", "pieces", "an object of piece types by letter");
    if (!v || !object(*v, "pieces", "piece types by letter")) return;
    for (const auto &[key, value] : v->object()) {
      const std::string p = childPath("pieces", key);
      if (key.size() != 1 || key[0] < 'A' || key[0] > 'Z') {
        fail(value, p, "expected a piece letter A to Z (upper case; Black's is derived)");
        continue;
      }
      if (!object(value, p, "piece properties")) continue;
      PieceType piece;
      piece.letter = key[0];
      pieceType(value, p, piece);
      r.pieces.push_back(std::move(piece));
    }
    if (!m_errors.empty()) return;
    if (std::none_of(r.pieces.begin(), r.pieces.end(), [](const auto &pt) { return pt.monarch; }))
      fail(*v, "pieces", "expected at least one piece with \"monarch\": true (S18)");
    // B11: every letter a piece is immune to names a piece of this ruleset.
    for (const PieceType &pt : r.pieces)
      for (char c : pt.immuneTo)
        if (r.pieceByLetter(c) < 0) {
          const std::string p =
              childPath(childPath("pieces", std::string(1, pt.letter)), "immune_to");
          const json::Value &obj = v->object().at(std::string(1, pt.letter));
          fail(*find(obj, "immune_to"), p,
               "expected letters of this ruleset's pieces, got \"" + std::string(1, c) + "\"");
          break;
        }
  }

  // K1-K17: {"home_rows": 3, "fire_range": 5, ...}; its presence switches the
  // battlefield's generator on.
  void battlefield(const json::Value &root, Ruleset &r) {
    const json::Value *v = find(root, "battlefield");
    if (!v || !object(*v, "battlefield", "battlefield numbers")) return;
    knownKeys(*v, "battlefield",
              {"home_rows", "fire_range", "shot_capacity", "archers_after", "archers_per_turn",
               "frontal_max"});
    Battlefield &b = r.battlefield;
    b.on = true;
    integer(*v, "battlefield", "home_rows", 1, 7, b.homeRows);
    integer(*v, "battlefield", "fire_range", 1, 15, b.fireRange);
    integer(*v, "battlefield", "shot_capacity", 1, 15, b.shotCapacity);
    integer(*v, "battlefield", "archers_after", 0, 999, b.archersAfter);
    integer(*v, "battlefield", "archers_per_turn", 1, 12, b.archersPerTurn);
    integer(*v, "battlefield", "frontal_max", 2, 16, b.frontalMax);
  }

  // K2, K21, K22: {"Q": {"credit": 10, "cost": 13}, ...} by piece letter.
  void reserve(const json::Value &root, Ruleset &r) {
    const json::Value *v = find(root, "reserve");
    if (!v || !object(*v, "reserve", "prices by piece letter")) return;
    for (const auto &[key, value] : v->object()) {
      const std::string p = childPath("reserve", key);
      const int i = key.size() == 1 ? r.pieceByLetter(key[0]) : -1;
      if (i < 0) {
        fail(value, p, "expected a letter of this ruleset's pieces");
        continue;
      }
      if (!object(value, p, "credit and cost")) continue;
      knownKeys(value, p, {"credit", "cost"});
      integer(value, p, "credit", 0, 999, r.pieces[std::size_t(i)].credit);
      integer(value, p, "cost", 0, 999, r.pieces[std::size_t(i)].cost);
    }
  }

  // K24a: the odds of the fortune of war as weights.
  void chance(const json::Value &root, Ruleset &r) {
    const json::Value *v = find(root, "chance");
    if (!v || !object(*v, "chance", "weights of the cards and kinds")) return;
    knownKeys(*v, "chance",
              {"queen-of-hearts", "ace-of-spades", "joker", "ace-strike", "ace-isolation"});
    Battlefield &b = r.battlefield;
    integer(*v, "chance", "queen-of-hearts", 0, 1000, b.cardWeights[0]);
    integer(*v, "chance", "ace-of-spades", 0, 1000, b.cardWeights[1]);
    integer(*v, "chance", "joker", 0, 1000, b.cardWeights[2]);
    integer(*v, "chance", "ace-strike", 0, 1000, b.aceWeights[0]);
    integer(*v, "chance", "ace-isolation", 0, 1000, b.aceWeights[1]);
  }

  // K6: {"n": 2, "s": 2, "e": 1, "w": 1}, a slide's range per direction.
  void dirRanges(const json::Value &obj, const std::string &path, PieceType &pt) {
    const json::Value *v = find(obj, "move_ranges");
    if (!v) return;
    const std::string p = path + ".move_ranges";
    if (!object(*v, p, "ranges by direction")) return;
    for (const auto &[key, value] : v->object()) {
      const int d = dirByName(key);
      if (d < 0) {
        fail(value, childPath(p, key), "expected a direction n, ne, e, se, s, sw, w or nw");
        continue;
      }
      integer(*v, p, key, 1, kUnlimitedRange, pt.dirRanges[std::size_t(d)]);
    }
  }

  void pieceType(const json::Value &obj, const std::string &path, PieceType &pt) {
    const std::size_t before = m_errors.size();
    knownKeys(obj, path, kPieceKeys);
    text(obj, path, "name", pt.name);
    integer(obj, path, "base_rank", 1, 15, pt.baseRank);
    integer(obj, path, "max_rank", 1, 15, pt.maxRank);
    if (const json::Value *v = find(obj, "move")) {
      if (v->isString() && v->string() == "step")
        pt.moveStyle = MoveStyle::Step;
      else if (v->isString() && v->string() == "slide")
        pt.moveStyle = MoveStyle::Slide;
      else if (v->isString() && v->string() == "leap")
        pt.moveStyle = MoveStyle::Leap;
      else
        fail(*v, path + ".move", "expected \"step\", \"slide\" or \"leap\", " + describe(*v));
    }
    directions(obj, path, "move_dirs", pt.moveDirs);
    leaps(obj, path, pt.leaps);
    boolean(obj, path, "routed", pt.routed);
    directions(obj, path, "shoot_dirs", pt.shootDirs);
    integer(obj, path, "range", 1, 15, pt.range);
    integer(obj, path, "move_shoot_range_along", 1, 15, pt.moveShootRangeAlong);
    integer(obj, path, "move_shoot_range_other", 1, 15, pt.moveShootRangeOther);
    integer(obj, path, "series_range", 0, 15, pt.seriesRange);           // F5: 0, no series
    integer(obj, path, "move_range", 1, kUnlimitedRange, pt.moveRange);  // F3
    integer(obj, path, "bridge_range", 1, 15, pt.bridgeRange);
    boolean(obj, path, "replace", pt.replace);
    boolean(obj, path, "series_ends_on_shot", pt.seriesEndsOnShot);
    boolean(obj, path, "monarch", pt.monarch);
    boolean(obj, path, "bomber", pt.bomber);
    choice(obj, path + ".capture", "capture", {"shoot", "move", "stand", "fire"}, pt.capture);
    boolean(obj, path, "relative", pt.relative);
    directions(obj, path, "capture_dirs", pt.captureDirs);
    integer(obj, path, "double_step_rank", 0, 15, pt.doubleStepRank);
    boolean(obj, path, "en_passant", pt.enPassant);
    text(obj, path, "promotes_to", pt.promotesTo);
    boolean(obj, path, "castles", pt.castles);
    boolean(obj, path, "castling_rook", pt.castlingRook);
    boolean(obj, path, "resets_quiet", pt.movesResetQuiet);
    boolean(obj, path, "leaps_friend", pt.leapsFriend);                           // B9
    boolean(obj, path, "double_step_light", pt.lightDoubleStep);                  // B15
    boolean(obj, path, "breakthrough", pt.breakthrough);                          // B17
    boolean(obj, path, "optional_diagonal_capture", pt.optionalDiagonalCapture);  // B16
    text(obj, path, "immune_to", pt.immuneTo);                                    // B11
    boolean(obj, path, "captures", pt.captures);                                  // K10
    boolean(obj, path, "crater", pt.crater);                                      // K8
    boolean(obj, path, "home_zone", pt.homeZone);                                 // K10
    boolean(obj, path, "fires", pt.fires);                                        // K11
    boolean(obj, path, "ammunition", pt.ammunition);                              // K13
    boolean(obj, path, "archer", pt.archer);                                      // K15
    boolean(obj, path, "frontal", pt.frontal);                                    // K17
    dirRanges(obj, path, pt);                                                     // K6
    weapons(obj, path, pt.weapons);
    directions(obj, path, "short_dirs", pt.shortDirs);
    if (m_errors.size() == before) contradictions(obj, path, pt);
  }

  // M2/M3: "OD", the letters of kWeaponLetters in their order, each once.
  void weapons(const json::Value &obj, const std::string &path, std::uint8_t &out) {
    const json::Value *v = find(obj, "weapons");
    if (!v) return;
    const std::string p = path + ".weapons";
    const std::string expected = "expected weapon letters in the order O, D, J, S, each once";
    if (!v->isString() || v->string().empty()) return fail(*v, p, expected + ", " + describe(*v));
    std::uint8_t set = 0;
    int last = -1;
    for (char c : v->string()) {
      const int w = int(std::string(kWeaponLetters).find(c));
      if (w < 0 || w <= last) return fail(*v, p, expected + ", " + describe(*v));
      last = w;
      set |= std::uint8_t(1u << w);
    }
    out = set;
  }

  // M5/M6: {"O": ["same", "weak", "plain", "plain"], ...}: one row per defence
  // type, one class per weapon in the order O D J S; a type is "same" to its own
  // weapon only. Pieces that capture standing need it, and it needs them.
  void weaponTable(const json::Value &root, Ruleset &r) {
    const bool standing = std::any_of(r.pieces.begin(), r.pieces.end(), [](const PieceType &p) {
      return p.capture == CaptureStyle::Stand;
    });
    const json::Value *v = find(root, "weapon_table");
    if (!v) {
      if (standing)
        fail(root, "weapon_table",
             "missing; expected the class table of a ruleset whose pieces capture standing");
      return;
    }
    if (!object(*v, "weapon_table", "rows O, D, J and S")) return;
    knownKeys(*v, "weapon_table", {"O", "D", "J", "S"});
    r.weaponTable.assign(kWeapons, {});
    for (int row = 0; row < kWeapons; ++row) {
      const std::string key(1, kWeaponLetters[row]);
      const std::string p = childPath("weapon_table", key);
      const json::Value *item = require(*v, "weapon_table", key, "a row of 4 classes");
      if (!item) continue;
      if (!item->isArray() || item->array().size() != kWeapons) {
        fail(*item, p, "expected 4 classes (against O, D, J, S), " + describe(*item));
        continue;
      }
      for (int w = 0; w < kWeapons; ++w) {
        const json::Value &cell = item->array()[std::size_t(w)];
        const std::string cp = p + "[" + std::to_string(w) + "]";
        const std::string text = cell.isString() ? cell.string() : std::string();
        if (w == row) {
          if (text != "same")
            fail(cell, cp,
                 "expected \"same\": a type is the same as its own weapon (M6), " + describe(cell));
          r.weaponTable[row][w] = WeaponClass::Same;
        } else if (text == "weak") {
          r.weaponTable[row][w] = WeaponClass::Weak;
        } else if (text == "plain") {
          r.weaponTable[row][w] = WeaponClass::Plain;
        } else {
          fail(cell, cp, "expected \"weak\" or \"plain\", " + describe(cell));
        }
      }
    }
    if (!standing) fail(*v, "weapon_table", "no piece captures standing (\"capture\": \"stand\")");
  }

  // Each leap [files, ranks] stands for all its reflections, like a knight's (2,1);
  // the Variant expands them, so two entries that reflect each other would
  // give every destination twice.
  void leaps(const json::Value &obj, const std::string &path, std::vector<Leap> &out) {
    const json::Value *v = find(obj, "leaps");
    if (!v) return;
    const std::string p = path + ".leaps";
    if (!v->isArray())
      return fail(*v, p, "expected a list of [files, ranks] pairs, " + describe(*v));
    std::set<std::pair<int, int>> seen;
    for (std::size_t i = 0; i < v->array().size(); ++i) {
      const json::Value &item = v->array()[i];
      const bool pair = item.isArray() && item.array().size() == 2 &&
                        wholeIn(item.array()[0], 0, 15) && wholeIn(item.array()[1], 0, 15);
      if (!pair || (item.array()[0].number() == 0 && item.array()[1].number() == 0)) {
        fail(item, p + "[" + std::to_string(i) + "]",
             "expected [files, ranks], two whole numbers from 0 to 15, not both 0, " +
                 describe(item));
        continue;
      }
      const int a = int(item.array()[0].number()), b = int(item.array()[1].number());
      if (!seen.insert({std::max(a, b), std::min(a, b)}).second)
        fail(item, p + "[" + std::to_string(i) + "]",
             "the same leap as an earlier entry (every leap includes its reflections)");
      else
        out.push_back(Leap{a, b});
    }
  }

  void contradictions(const json::Value &obj, const std::string &path, const PieceType &pt) {
    auto at = [&](const char *key) -> const json::Value & {
      const json::Value *v = find(obj, key);
      return v ? *v : obj;
    };
    if (pt.crater) return;  // K8: a crater never moves
    const bool leap = pt.moveStyle == MoveStyle::Leap;
    if (leap && pt.leaps.empty())
      fail(at("leaps"), path + ".leaps",
           "expected at least one leap for a piece whose move is \"leap\"");
    if (!leap && !pt.leaps.empty())
      fail(at("leaps"), path + ".leaps", "only a piece whose move is \"leap\" has leaps");
    if (leap && pt.moveDirs != 0)
      fail(at("move_dirs"), path + ".move_dirs",
           "a piece whose move is \"leap\" moves by its leaps; remove move_dirs (null in a child)");
    if (!leap && pt.moveDirs == 0)
      fail(at("move_dirs"), path + ".move_dirs",
           "expected at least one direction for a piece whose move is \"step\" or \"slide\"");
    if (find(obj, "move_range") && pt.moveStyle != MoveStyle::Slide)
      fail(at("move_range"), path + ".move_range",
           "only a piece whose move is \"slide\" has a move range (null in a child)");
    if (pt.routed && !leap)
      fail(at("routed"), path + ".routed", "only a piece whose move is \"leap\" can be routed");
    if (pt.leapsFriend && pt.moveStyle != MoveStyle::Slide)
      fail(at("leaps_friend"), path + ".leaps_friend",
           "only a piece whose move is \"slide\" can pass a friendly piece (B9)");
    if ((pt.lightDoubleStep || pt.breakthrough) && pt.moveStyle != MoveStyle::Step)
      fail(at(pt.breakthrough ? "breakthrough" : "double_step_light"),
           path + (pt.breakthrough ? ".breakthrough" : ".double_step_light"),
           "only a piece whose move is \"step\" has this (B15, B17)");
    if (pt.capture == CaptureStyle::Fire && pt.shootDirs == 0)
      fail(at("shoot_dirs"), path + ".shoot_dirs",
           "expected where a piece whose capture is \"fire\" shoots (B12)");
    if (pt.routed && std::any_of(pt.leaps.begin(), pt.leaps.end(),
                                 [](const Leap &l) { return l.files == 0 || l.ranks == 0; }))
      fail(at("leaps"), path + ".leaps", "a routed leap needs two legs: files and ranks not 0");
    const bool stand = pt.capture == CaptureStyle::Stand;
    if (stand && pt.weapons == 0)
      fail(at("weapons"), path + ".weapons",
           "expected the own weapons of a piece that captures standing (M2)");
    if (!stand && pt.weapons != 0)
      fail(at("weapons"), path + ".weapons", "only a piece whose capture is \"stand\" has weapons");
    if (stand && pt.shortDirs == 0)
      fail(at("short_dirs"), path + ".short_dirs",
           "expected where the piece fires an S weapon (M4)");
    if (!stand && pt.shortDirs != 0)
      fail(at("short_dirs"), path + ".short_dirs",
           "only a piece whose capture is \"stand\" has short_dirs");
    // Blame the key the most derived file set: that is the one its author just changed.
    if (pt.baseRank > pt.maxRank &&
        generation(path + ".max_rank") < generation(path + ".base_rank"))
      fail(at("max_rank"), path + ".max_rank",
           "expected at least base_rank (" + std::to_string(pt.baseRank) + "), got " +
               std::to_string(pt.maxRank));
    else if (pt.baseRank > pt.maxRank)
      fail(at("base_rank"), path + ".base_rank",
           "expected at most max_rank (" + std::to_string(pt.maxRank) + "), got " +
               std::to_string(pt.baseRank));
  }

  // The start position is read by the SFEN reader itself (S23), against the
  // ruleset compiled as it will be played, so the file and the game can never
  // disagree on what a valid position is.
  void start(const json::Value &root, const json::Value &v, const Ruleset &r) {
    try {
      const auto variant = std::make_shared<const Variant>(r);
      ParseError e;
      // + 1 - 1: the opening quote, and columns counting from 1 on both sides.
      if (!readSfen(variant, r.startSfen, &e))
        failAt(v.line, v.column + e.column, "start", e.message);
    } catch (const std::exception &e) {
      fail(root, "pieces", e.what());  // what the loader's checks let through but Variant refuses
    }
  }
};

}  // namespace

void readMergedRuleset(const json::Value &root, const Origins &origins,
                       std::vector<std::string> files, std::vector<std::string> &errors,
                       Ruleset &out) {
  Reader(origins, std::move(files), errors).ruleset(root, out);
}

}  // namespace sc::rulesetdetail
