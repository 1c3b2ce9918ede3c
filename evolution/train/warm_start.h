// Warm starts from the strategy database (docs/database.md): the leaders of the kingdoms that
// share the most cards with a new kingdom, translated into its mutation space, seed the first
// pool; and a finished run as a database entry.
#pragma once
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "evolution/io/strategy_db.h"
#include "evolution/train/coevolution.h"

namespace kl {

struct WarmStartOptions {
  int min_shared = 4;    // a neighbour shares at least this many kingdom cards
  int max_kingdoms = 4;  // the nearest this many entries
  int max_leaders = 3;   // the best this many leaders of each
  bool library = true;   // the run's usual starts include the library bots (dedupe against them)
};

// A database entry near a kingdom.
struct Neighbour {
  const DbKingdom* entry = nullptr;
  int shared = 0;  // kingdom cards in common
};

// The entries sharing at least min_shared kingdom cards (by name) with `cards`, nearest first
// (more shared cards; ties: trained before imported, then the later entry), at most
// max_kingdoms. Entries without strategies, trained with a card file (--cards), or for another
// player count are skipped.
std::vector<Neighbour> nearest_kingdoms(const std::vector<DbKingdom>& entries,
                                        const std::vector<std::string>& cards, int players,
                                        int min_shared, int max_kingdoms);

// A stored leader as a genome of this game's mutation space: its menu (read with its entry's
// edition) with the entries of cards this game lacks dropped (matched by name, so a 1st-edition
// card stands for its 2nd-edition version), at most max_entries entries, thresholds clamped
// into range (Colony/Province thresholds only in Colony games), parameters kept only for the
// menu's cards and clamped into their range, canonical. nullopt when the menu does not parse
// (a card this program lacks).
std::optional<Genome> translate_leader(const DbStrategy& s, const DbKingdom& from,
                                       const MutationSpace& space,
                                       const Registry& reg = Registry::standard());

// The warm start of a run of `kingdom` in `game`: the translated leaders of the nearest entries
// (nearest_kingdoms), without those equal to a usual start or to one taken before; a neighbour
// none of whose leaders is left is not listed.
WarmStart make_warm_start(const std::vector<DbKingdom>& entries, const Kingdom& kingdom,
                          const GameConfig& game, const WarmStartOptions& opt,
                          const Registry& reg = Registry::standard());

// The kingdom card names of a kingdom, sorted (the database's form).
std::vector<std::string> card_names(const Kingdom& k);

// A complete run as a database entry (source "train"): its kingdom, setup, seed, parameters,
// games, time and final leaders, the best (FinalRecord::best) first, then the others in the
// final order, with their ratings. `run_dir` is the run folder.
DbKingdom db_entry(const RunState& st, const std::string& run_dir);

// A finished run's run.json (docs/run-data.md) as a database entry: the same entry db_entry()
// gives for that run, for runs trained with --no-db, elsewhere or before the database. Throws
// std::invalid_argument ("...: reason") when the run is not complete or the file is not a
// run.json.
DbKingdom run_entry(const nlohmann::json& run, const std::string& run_dir);

// A Provincial leaderboard file as a database entry (source "provincial"): its kingdom (named
// after the file) and its leaders in order, without ratings. Throws what reading the file
// throws (KingdomError, StrategyParseError).
DbKingdom provincial_entry(std::string_view text, const std::string& path,
                           const Registry& reg = Registry::standard());

}  // namespace kl
