// Competitive coevolution of menus for one kingdom (docs/training.md).
//
// Per chamber: a pool and a few leaders, starting from Big Money and the library's bots. Each
// generation every pool member plays every opponent (the leaders and a small hall of fame of
// earlier best leaders and starting genomes; adaptive game counts, evolution/pairing.h); a
// member's rating is its (win - loss) rate against the opponents, weighted by each one's
// strength; the best members that differ in what they actually buy become the next leaders; the
// next pool is the opponents plus mutated children of the leaders. Chambers run independently;
// at the end their leaders meet in a round robin and play the library bots, the best is the
// unbeaten one with the best mean margin over them, else the best mean + worst (pick_best), it is
// polished and pruned, and every final leader is measured in instrumented games. Every random
// stream is derived from (run seed, chamber, generation, ...), so results do not depend on threads
// or timing, and a run resumed from its checkpoint ends exactly like an uninterrupted one. With N >
// 2 players (docs/multiplayer.md) "A against B" is A in a field of N - 1 copies of B, scored by win
// share (game_score() in evolution/arena/pairing.h), and the metagame is not computed.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "evolution/arena/diagnostics.h"
#include "evolution/arena/jobs.h"
#include "evolution/arena/pairing.h"
#include "evolution/player/card_ai.h"
#include "evolution/strategy/menu.h"
#include "evolution/train/genome.h"
#include "evolution/train/polish.h"
#include "sim/rng.h"

namespace kl {

// Whether a strategy can be played in this game: every card its rules name is in the Supply.
bool applicable(const Strategy& bot, const GameConfig& game);

// The first generation's starting genomes: the template, then (with `library`) the closest menu
// (closest_menu) of every library bot applicable to the game, restricted to the space (entries
// of other cards dropped, at most max_entries, thresholds in range, parameters of the menu's
// cards only; in Colony games Platinum first and the template's Province threshold when the bot
// has neither), canonical, without duplicates.
std::vector<Genome> starting_genomes(const MutationSpace& space, const GameConfig& game,
                                     bool library);

// Starting genomes from outside the run (train --warm-start: leaders of similar kingdoms from
// the strategy database, evolution/train/warm_start.h). They join the first pool and the hall
// of fame's candidates after the usual starts (duplicates dropped); `sources` says where they
// came from (run.json "warm_start").
struct WarmStart {
  struct Source {
    std::string kingdom;                  // the database entry's kingdom name
    int64_t id = 0;                       // the entry's id in the database
    int shared = 0;                       // kingdom cards it shares with this kingdom
    std::vector<std::string> strategies;  // the menus taken from it, as translated
    bool operator==(const Source&) const = default;
  };
  std::vector<Source> sources;
  std::vector<Genome> genomes;
  bool empty() const { return genomes.empty(); }
  bool operator==(const WarmStart&) const = default;
};

// --- training

// A generation's leader as recorded in the run data.
struct LeaderRecord {
  std::string id;  // "c0-g3-l1": chamber, generation, rank
  Genome genome;
  double rating = 0, lo = 0, hi = 0;  // weighted (win - loss) rate against the leaders
  int64_t games = 0;
  std::map<std::string, double> bought;  // share of its games in which it chose each card
  bool operator==(const LeaderRecord&) const = default;
};

struct GenerationRecord {
  int generation = 0;  // 1-based
  int64_t games = 0;
  std::vector<LeaderRecord> leaders;  // best first
  bool operator==(const GenerationRecord&) const = default;
};

// A match summary as the run data shows it.
struct MatchRecord {
  int64_t wins = 0, losses = 0, ties = 0, games = 0;
  double margin = 0, lo = 0, hi = 0;
  bool significant = false;
  static MatchRecord of(const PairingResult& r);
  MatchRecord swapped() const;
  bool operator==(const MatchRecord&) const = default;
};

struct ProgressionRecord {
  int generation = 0;
  std::vector<std::pair<int, MatchRecord>> vs;  // (earlier generation, this one against it)
  bool operator==(const ProgressionRecord&) const = default;
};

struct ChamberState {
  int index = 0;
  std::vector<GenerationRecord> history;  // the current leaders are history.back().leaders
  std::vector<ProgressionRecord> progression;
  MutationStats stats;
  bool operator==(const ChamberState&) const = default;
};

// One final leader's standing in the final field (the other final leaders and the library
// bots): who beats it significantly (the 95% interval of its margin lies below 0), its mean
// margin over the field (each member weighted equally) and its worst margin.
struct Standing {
  std::vector<size_t> beaten_by_leaders;  // indices into the final leaders
  std::vector<size_t> beaten_by_bots;     // indices into the bots
  double mean = 0, worst = 1;
  bool worst_is_bot = false;
  size_t worst_by = 0;  // the leader or bot of the worst margin
  size_t beaten() const { return beaten_by_leaders.size() + beaten_by_bots.size(); }
  bool operator==(const Standing&) const = default;
};
// The metagame of the final leaders and the applicable bots (evolution/train/metagame.h):
// strategies are the leaders (FinalRecord::leaders order) then the bots (bot_names order).
struct MetagameRecord {
  std::vector<std::string> strategies;
  std::vector<double> mix;         // the equilibrium mix
  std::vector<Estimate> vs_mix;    // Nash averaging: margin against the mix, from the matrix
  std::vector<Estimate> verified;  // margin against the mix in fresh games (seeds not used before)
  std::vector<double> worst;       // worst margin against any strategy of the matrix
  std::vector<size_t> worst_by;    // ... against whom
  bool complex = false;            // nobody is unbeaten: a cycle
  std::vector<size_t> cycle;       // a shortest cycle of significant wins (may exist when simple)
  std::vector<MatchRecord> cycle_edges;  // cycle[k] against cycle[k + 1] (the last: cycle[0])
  std::vector<size_t> unbeaten;          // beaten significantly by nobody
  int64_t verify_games = 0;
  double verify_z = 1.96;  // `verified` intervals: ± verify_z se, family-wise over the strategies
};

// The final polish (evolution/train/polish.h) of the round robin's best. When it kept an edit,
// the polished strategy is a final leader too: the last one, with the id "<from>+p".
struct PolishRecord {
  std::string from;               // the leader it started from; empty: no polish ran
  LeaderRecord leader;            // the polished strategy (its rating: the mean margin against
                                  // the other final leaders, in the round robin); none: id empty
  std::vector<PolishStep> steps;  // the edits kept, in order
  int rounds = 0;
  int64_t games = 0;
  // Parsimony (prune() in polish.h), after the edits: the simplifications kept, and the pruned
  // strategy against the unpruned one over the field and over the final leaders.
  std::vector<PolishStep> pruned;
  Estimate prune_cost, prune_cost_leaders;
  int64_t prune_games = 0;
  bool operator==(const PolishRecord&) const = default;
};

struct FinalRecord {
  std::vector<std::string> leaders;  // ids, chamber by chamber, best first; then the polished
  std::string best;        // pick_best() of the tournament and bots (or the polished pick, below)
  Standing best_standing;  // the best's standing in the final field (why it is the best)
  // cells[i][j]: i against j (N > 2 players: i in a field of j's copies); diagonal unused.
  std::vector<std::vector<MatchRecord>> cells;
  std::vector<std::string> bot_names;               // the applicable library bots
  std::vector<std::vector<MatchRecord>> bot_cells;  // [i][b]: leader i against bot b
  std::vector<std::vector<MatchRecord>>
      bot_matrix;  // [a][b]: bot a against bot b (diagonal unused)
  std::vector<std::pair<std::string, MatchRecord>> bots;  // best against each applicable bot
  MetagameRecord metagame;                                // 2-player runs only (bot_matrix too)
  // Strategies given with --rivals (Provincial's leaders...): every final leader against each.
  std::vector<std::string> rival_names;
  std::vector<std::vector<MatchRecord>> rival_cells;  // [i][r]: leader i against rival r
  std::map<std::string, Diagnostics> diagnostics;     // per final leader
  PolishRecord polish;
  // The plan in words (docs/training.md, "The plan in words"): the best with each kingdom card it
  // skips added, against the best; and two example games of the best against its worst matchup.
  std::vector<CardCost> card_costs;
  struct Example {
    std::vector<std::string> seats;  // who sits where (seat 1 moves first)
    uint64_t seed = 0;
    int64_t index = 0;   // `kingdomlab game` reproduces it: --seed seed --game index
    std::string result;  // "c0-g9-l0 wins 34 to 28 (Provinces, 17 turns)"
    std::string text;    // format_game_log()
  };
  std::vector<Example> examples;
  int64_t games = 0;  // games of the final phase
  // Wall-clock seconds of each step of the final phase, in order ("tournament", "polish",
  // "metagame", "rivals", "diagnostics", "plan"; only those that ran). Not part of the result: it
  // depends on the machine and its load.
  std::vector<std::pair<std::string, double>> seconds;
};

// Everything about a run: what the checkpoint saves and run.json shows.
struct TrainParams {
  int generations = 32, pool = 100, leaders = 5, chambers = 1;
  SequentialTest test;
  // Racing: after the adaptive games, the pairings of the 2 × leaders best-rated members are
  // extended to race_factor × max_games games and everyone is rated again (1: no racing).
  int race_factor = 2;
  // Screening (0: off): a child's pairings pause at the first look of the test at or after this
  // many games; a child whose rating's 95% upper bound is then below the rating of the
  // `leaders`-th best member plays no more, the others' pairings go on to the end of the test.
  // The survivors' results are the ones they would have had without screening.
  int64_t screen_games = 0;
  // Games per tournament pairing and per bot (fixed length; the most with final_min_games).
  int64_t final_games = 10000;
  // A sequential final phase (0: off): each pairing of the round robin, of the leaders against
  // the bots and of the bots' matrix (the metagame) stops at the first look of a SequentialTest
  // from this many games to final_games (alpha 0.05) where its sign is clear; close pairings
  // still play final_games. Final phase only: a resumed run may change it.
  int64_t final_min_games = 0;
  int64_t diagnostic_games = 4000;  // per final leader
  // The first pool starts from the library's bots for the kingdom too, not only Big Money.
  bool library_start = true;
  // Hall of fame: up to this many of the earlier generations' best leaders and the starting
  // genomes join the opponents (hall_of_fame()), so the pool cannot forget what beats it.
  int hall_of_fame = 3;
  // Earlier generations' bests that join the final leaders as candidates for the best: per
  // chamber, up to this many of those its last best loses to significantly in its progression
  // record (fame_finalists()). A search that cycles (Gardens beats money, a money-and-attack deck
  // beats Gardens...) can end on the wrong side of the cycle. 0: the last generation's leaders
  // only. Final phase only: a resumed run may change it.
  int final_fame = 2;
  // The final polish of the best (polish.rounds = 0: none).
  PolishParams polish;
};

// The card file (--cards) a run was trained with: recorded, and checked on resume.
struct CardFileRecord {
  std::string path;  // as given; empty: none
  std::string text;  // its contents
  bool operator==(const CardFileRecord&) const = default;
};

struct RunState {
  Kingdom kingdom;
  GameConfig game;
  CardFileRecord card_file;
  uint64_t seed = 1;
  TrainParams params;
  int threads = 1;
  int generations_done = 0;
  int64_t games = 0;  // games of the generations (rating and progression)
  double seconds = 0;
  bool complete = false;
  std::vector<ChamberState> chambers;
  FinalRecord final;
  WarmStart warm_start;  // from the configuration; a resumed run keeps its checkpoint's
  // Every game of the run: the generations' and, once complete, the final phase's.
  int64_t total_games() const { return games + (complete ? final.games : 0); }
  // The final leader (or any leader of a chamber's last generation) with this id, the polished
  // one included; nullptr when there is none.
  const LeaderRecord* leader(const std::string& id) const;
};

// A progress report: after every chamber generation and each final phase.
struct Progress {
  std::string phase;  // "generation", "progression", "tournament", "bots", "diagnostics", "done"
  int chamber = 0, chambers = 1;
  int generation = 0, generations = 0;
  int64_t games = 0;   // games so far in the whole run
  double seconds = 0;  // wall time of this session
  double games_per_second = 0;
  double eta_seconds = -1;  // < 0: unknown
  std::string best_menu;    // the chamber's current best leader
};

struct TrainConfig {
  Kingdom kingdom;  // for the run data
  GameConfig game;  // the game every match uses (2 to 6 players)
  // The card file already applied to the registry, for the run data; a resumed run must have
  // the same text.
  CardFileRecord card_file;
  uint64_t seed = 1;
  TrainParams params;
  int threads = 0;      // 0 = all cores; results never depend on it
  std::string out_dir;  // empty: write nothing
  bool resume = false;  // continue from out_dir/checkpoint.json
  std::function<void(const Progress&)> progress;
  // Called after run.json was written (every generation and at the end): e.g. the report.
  std::function<void()> on_saved;
  int stop_after = 0;  // tests: return after this many generations, as if killed (0: never)
  // Outside strategies the final leaders play at the end (paired games, rival_games each, 0:
  // final_games); they never take part in the training itself.
  std::vector<Strategy> rivals;
  int64_t rival_games = 0;
  // Extra starting genomes (empty: the usual starts only, exactly as without this field).
  WarmStart warm_start;
  // Where the game batches run (nullptr: oneTBB in this process). Under MPI every rank runs the
  // same training with a runner that splits each batch over the ranks (tools/cluster.h).
  const JobRunner* jobs = nullptr;
  // Whether this process writes out_dir's files (false: an MPI rank other than 0, which trains
  // alongside rank 0 but leaves the files to it).
  bool writes = true;
};

// Runs (or resumes) a training run, writing run.json and checkpoint.json into out_dir after
// every generation and at the end. Throws std::invalid_argument for a bad configuration or a
// checkpoint that is damaged or belongs to another run, WriteError (evolution/io/run_data.h)
// when files cannot be written.
RunState train(const TrainConfig& cfg);
// The state a run of cfg starts from, before its first generation: what a checkpoint is
// restored into.
RunState initial_run_state(const TrainConfig& cfg);

// Seeds of the run's random streams (documented in docs/training.md).
uint64_t stream_seed(uint64_t run_seed, uint64_t tag, uint64_t a, uint64_t b = 0, uint64_t c = 0);

// A hall-of-fame candidate: an earlier generation's best leader (generation >= 1) or a starting
// genome (generation 0), with the current best leader's margin against it.
struct FameCandidate {
  Genome genome;
  double margin = 0;
  int generation = 0;
};
// The hall of fame for a chamber's next generation: the candidates the current best leader did
// worst against (lowest margin first; ties: the later generation), at most k, none equal to a
// current leader or to another one taken.
std::vector<Genome> hall_of_fame(std::vector<FameCandidate> candidates,
                                 const std::vector<LeaderRecord>& leaders, int k);

// The earlier generations whose best leader joins chamber ch's final leaders
// (TrainParams::final_fame): up to k generation numbers whose best the last generation's best
// loses to significantly (the interval of its margin in ch.progression's last record lies below
// 0), the most beaten first (ties: the later generation), none whose genome is a last-generation
// leader's or one taken before.
std::vector<int> fame_finalists(const ChamberState& ch, int k);

// Greedy diverse selection: walks the candidates by rating (best first, ties by index) and takes
// each whose `bought` set differs from every one taken, until n are taken; if fewer than n
// differ, the best remaining fill the places. Returns indices, best first.
std::vector<int> select_diverse(const std::vector<double>& rating,
                                const std::vector<std::vector<std::string>>& bought, int n);

Standing standing(const std::vector<std::vector<MatchRecord>>& cells,
                  const std::vector<std::vector<MatchRecord>>& bot_cells, size_t i);

// The final best (docs/training.md, "The best"): among the leaders that no strategy of the final
// field beats significantly, the one with the highest mean margin over it (then the higher worst
// margin); when every leader is beaten by someone, the one with the highest mean + worst margin
// (then the higher mean); then the lower index. So it is beaten by nobody whenever some leader
// is, and among those the mean (which predicts play against Provincial's unseen leaders better
// than the worst case, docs/quality.md) decides. When all are beaten, counting who beats them
// favours a leader that crushes a family of near-copies and collapses against the one strategy
// unlike them (an earlier generation's best losing by 50% to the last generation's engine);
// the worst margin alone would let a point or two of it outweigh a large mean.
size_t pick_best(const std::vector<std::vector<MatchRecord>>& cells,
                 const std::vector<std::vector<MatchRecord>>& bot_cells);

// The leader weights: leader j's strength s_j is its mean margin against the other leaders
// (margins[j][k], k != j); weight 1 + s_j, at least 0.1. With one leader, 1.
std::vector<double> leader_weights(const std::vector<std::vector<double>>& margins);

}  // namespace kl
