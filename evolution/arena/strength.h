// The strength table: every library bot against Big Money Ultimate, and against the next bot of
// the library (a ring: each bot meets two others, the last the first), on the kingdom of the
// cards the two mention, with a 95% interval. Committed as tools/strength_table.tsv beside the
// bench signature, so that a change that makes a card play worse (or better) is seen the day it is
// made: `kingdomlab strength --check` replays the table and names every bot whose interval no
// longer overlaps the committed one.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace kl {

struct StrengthRow {
  std::string bot;
  std::string opponent;  // kStrengthOpponent, or the next bot of the library
  int64_t games = 0;
  double margin = 0, lo = 0, hi = 0;  // the bot's win% - loss%, in percent, and its interval
};

struct StrengthConfig {
  int64_t games = 10000;  // per match (rounded up to seat-swapped pairs)
  uint64_t seed = 1;      // every bot's match uses this seed: the same shuffles for all
  int threads = 0;        // 0 = all cores; results never depend on it
  // Called after each match: (matches done, matches in all).
  std::function<void(int, int)> progress;
};

// The opponent of every bot's first row (its second: the next bot of the library).
constexpr std::string_view kStrengthOpponent = "Big Money Ultimate";

// Plays every library bot except the opponent against it, in library order; then each of those
// bots against the next one (the last against the first), where play between two card AIs
// (attacks and their victims, reactions) shows.
std::vector<StrengthRow> run_strength(const StrengthConfig& cfg);

// A row's name in the file and in reports: the bot against kStrengthOpponent, else "bot vs next".
std::string row_name(const StrengthRow& r);

// The table as the committed file: a comment header, then
// "name<TAB>games<TAB>margin<TAB>lo<TAB>hi".
std::string strength_tsv(const std::vector<StrengthRow>& rows, uint64_t seed);
// Reads a strength file (its seed into *seed when given). Throws std::invalid_argument naming the
// line that is not a row.
std::vector<StrengthRow> parse_strength_tsv(std::string_view text, uint64_t* seed = nullptr);

struct StrengthChange {
  std::string bot;  // row_name()
  // "moved", "new" (not in the committed table), "gone" (its bot is no longer a library bot),
  // "regrouped" (a ring pairing that the library no longer has, both bots still there)
  std::string what;
  const StrengthRow* before = nullptr;
  const StrengthRow* now = nullptr;
};
// What differs between the committed table and a new run: rows whose intervals do not overlap
// (a change beyond chance, about p < 0.01), new rows and rows that are gone or regrouped, by
// row_name(). The pointers point into the two tables. "moved" and "gone" are failures of the
// check; "new" and "regrouped" are not (a bot added to the library).
std::vector<StrengthChange> compare_strength(const std::vector<StrengthRow>& committed,
                                             const std::vector<StrengthRow>& now);

}  // namespace kl
