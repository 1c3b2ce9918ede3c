// The run data (docs/run-data.md) read into plain structs, checked once: every later step of the
// report can trust the shapes. Unknown keys are ignored; a missing or mistyped key is a DataError
// naming its path ("chambers[0].generations[2].leaders[1].rating").
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace kl::report {

// What is wrong with the run data; the caller adds which file it came from.
struct DataError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// A card's face: what a tile needs.
struct CardFace {
  int cost = 0;
  bool potion = false;
  std::vector<std::string> types;  // "Action", "Attack", ...
  bool known = true;               // false: not in the run's card table nor a basic card
};

struct Buy {
  std::string card;
  int count = 99;  // 99 = unlimited
};

struct Leader {
  std::string id, menu, strategy;
  std::string line;  // the menu with its play parameters, as `match` reads it (may be empty)
  double rating = 0, lo = 0, hi = 0;
  int64_t games = 0;
  std::vector<Buy> buys;
  std::optional<int> colony, province, duchy, estate;  // greening thresholds (Provinces left)
  std::vector<std::pair<std::string, double>> params;
  int chamber = 0;     // the chamber's `index`
  int generation = 0;  // 1-based
  int rank = 0;        // 0 = best of its generation
};

// A head-to-head result: (wins - losses) / games of the first against the second.
struct Result {
  int64_t wins = 0, losses = 0, ties = 0, games = 0;
  double margin = 0, lo = 0, hi = 0;
  bool significant = false;
};

struct Generation {
  int number = 0;
  int64_t games = 0;
  std::vector<Leader> leaders;  // best first
};

struct VsEarlier {
  int generation = 0;
  double margin = 0, lo = 0, hi = 0;
  int64_t games = 0;
  bool significant() const { return lo > 0 || hi < 0; }
};

struct Progress {
  int generation = 0;
  std::vector<VsEarlier> vs;
};

struct Chamber {
  int index = 0;
  std::vector<Generation> generations;
  std::vector<Progress> progression;
};

struct BotResult {
  std::string bot;
  Result result;
};

struct Diagnostics {
  int64_t games = 0;
  double average_turns = 0;
  double vp_tokens = 0;  // VP tokens at game end, per game (absent in older files: 0)
  std::vector<std::pair<std::string, double>> end_reasons;  // in the file's order
  std::vector<double> seat_win_rate, vp_per_turn, money_per_turn;
  std::map<std::string, double> first_buy_turn, gains_per_game;
  // Only what the strategy's buy rules chose (absent in older files: empty).
  std::map<std::string, double> first_chosen_turn, chosen_per_game;
  std::vector<double> game_length;  // share of games by own turns (index 0 = 1 turn)
  std::vector<std::pair<int, std::vector<double>>> coins_at_least;  // ($, chance per own turn)
  std::map<std::string, std::vector<double>> gains_by_turn;         // per game, by own turn
  // The opening: per split of the first two turns' $ ("5/2"), its share of games and what was
  // gained ("Witch / Silver", the richer turn first) with shares within the split.
  struct Opening {
    std::string split;
    double share = 0;
    std::vector<std::pair<std::string, double>> buys;
  };
  std::vector<Opening> openings;
  // Per menu entry (a leader's `buys`, in order): the share of games in which it chose a buy or
  // a gain; empty when the run data has none.
  std::vector<double> entry_games;
};

// The metagame of the final leaders and bots (final.metagame; docs/run-data.md).
struct MetaRow {
  std::string strategy;                                   // a leader id or a bot name
  double weight = 0;                                      // in the equilibrium mix
  double vs_mix = 0, vs_mix_lo = 0, vs_mix_hi = 0;        // Nash averaging, from the matrix
  double verified = 0, verified_lo = 0, verified_hi = 0;  // against the mix in fresh games
  double worst = 0;
  std::string worst_against;
};
struct CycleEdge {
  std::string strategy, beats;
  Result result;
};
struct Metagame {
  bool complex = false;
  std::vector<std::string> unbeaten;
  std::vector<CycleEdge> cycle;
  int64_t verify_games = 0;
  double verify_z = 1.96;  // the verified intervals' z (family-wise)
  std::vector<MetaRow> rows;
};

struct Run {
  int version = 1;
  std::string program;
  bool complete = true;
  // The kingdom.
  std::string kingdom_name;
  std::vector<std::string> kingdom;
  std::vector<std::string> landscapes;        // Events, Projects, Landmarks...
  std::map<std::string, std::string> traits;  // Trait -> the card whose pile it sits on
  std::string edition, opening;
  bool colony = false, shelters = false;
  int players = 2;
  std::map<std::string, CardFace> cards;
  // Run facts (absent ones stay unset).
  std::optional<uint64_t> seed;
  std::string card_file, card_text;  // the --cards file the run was trained with (path, text)
  // train --warm-start: the stored kingdoms that seeded the first pool (docs/database.md).
  struct WarmSource {
    std::string kingdom;
    int shared = 0;
    std::vector<std::string> strategies;
  };
  std::vector<WarmSource> warm_start;
  std::optional<int64_t> games;
  std::optional<double> seconds;
  std::optional<int> generations_planned, pool, leaders_per_generation, chambers_planned;
  int generations_done = 0;
  std::vector<Chamber> chambers;
  // The final leaders (ids, best first within a chamber) and their round robin; empty while a
  // run has not reached its end.
  std::vector<std::string> final_leaders;
  std::vector<std::string> tournament_players;
  std::vector<std::vector<std::optional<Result>>> tournament;  // [i][j]: i against j
  std::string best;  // final.best when given: the one best (pick_best in evolution/train)
  // final.best_why: who beats the best significantly, its mean and worst over the field.
  struct BestWhy {
    std::vector<std::string> beaten_by;
    int field = 0;  // strategies it was measured against (other final leaders and bots)
    double mean = 0, worst = 0;
    std::string worst_against;
  };
  std::optional<BestWhy> best_why;
  // final.plan: the best with each kingdom card it skips added, against the best; example games.
  struct CardCost {
    std::string card, change, line;
    double margin = 0, lo = 0, hi = 0;
    int64_t games = 0;
  };
  std::vector<CardCost> card_costs;
  struct Example {
    std::vector<std::string> seats;
    uint64_t seed = 0;
    int64_t game = 0;
    std::string result, text;
  };
  std::vector<Example> examples;
  std::vector<BotResult> bots;  // the best against each library bot
  // Every final leader against every bot (final.leaders_vs_bots; empty in older runs):
  // leader_bot_cells[i][b] is tournament_players[i] (final_leaders order) against bot_names[b].
  std::vector<std::string> bot_names;
  std::vector<std::vector<Result>> leader_bot_cells;
  std::map<std::string, Diagnostics> diagnostics;
  std::optional<Metagame> metagame;
  // final.leaders_vs_rivals: every final leader against each --rivals strategy (as above).
  std::vector<std::string> rival_names;
  std::vector<std::vector<Result>> leader_rival_cells;  // absent in runs made before it existed
  // final.polish: single edits of the round robin's best, kept when fresh games confirmed a
  // gain over the final leaders and bots (docs/training.md); absent in older runs.
  struct PolishStep {
    std::string change, menu;
    double gain = 0, lo = 0, hi = 0;
    int candidates = 0;
  };
  struct Polish {
    std::string from;               // the leader it started from
    std::optional<Leader> leader;   // the polished strategy, a final leader (none: no edit kept)
    std::vector<PolishStep> steps;  // the kept edits, in order
    int rounds = 0;
    int64_t games = 0;
    // Parsimony after the edits: the simplifications kept, and what they cost against the
    // unpruned strategy (over the field; over the final leaders).
    std::vector<PolishStep> pruned;
    std::optional<PolishStep> prune_cost, prune_cost_leaders;  // gain, lo, hi only
    int64_t prune_games = 0;
  };
  std::optional<Polish> polish;

  // A leader by id (nullptr when unknown).
  const Leader* leader(const std::string& id) const;
  // The face of a card for drawing: the run's table, else a basic card, else an unknown card.
  CardFace face(const std::string& card) const;

 private:
  friend Run read_run(const nlohmann::json& j);
  struct Where {
    size_t chamber, generation, leader;
  };
  std::map<std::string, Where> by_id_;
};

// Reads and checks run data; throws DataError naming the first missing or mistyped key.
Run read_run(const nlohmann::json& j);

}  // namespace kl::report
