// Reliability: random games over everything the program implements, checked at every step
// (`kingdomlab selfcheck`, the random-game test). docs/reliability.md has the long runs.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "evolution/strategy/strategy.h"
#include "sim/rng.h"
#include "sim/state.h"

namespace kl {

// What random game set-ups may vary; the defaults are the widest the engine supports.
struct RandomGameRange {
  int min_players = 2, max_players = 6;
  int turn_cap = 60;  // random players rarely finish a game: the cap ends it (EndReason::kCap)
};

// A random game: its kingdom with the rule options, and the configuration they give.
struct RandomGame {
  Kingdom kingdom;
  GameConfig config;
  // One line: "6 players, 2nd edition, no Colony, opening random, first player 1: Cellar, ...".
  std::string describe() const;
};

// Draws games from everything a registry implements: 10 Kingdom cards (custom ones included),
// the edition, the player count, Colony, the opening, the first player. This is the one place
// where a new kind of kingdom content (landscapes) or rule option is drawn, for the random-game
// test and `selfcheck` alike.
class RandomGames {
 public:
  // Throws KingdomError when `reg` has fewer than 10 Kingdom cards. `reg` must outlive this.
  explicit RandomGames(const Registry& reg, RandomGameRange range = {});

  // Every Kingdom card of the registry (in registry order).
  const std::vector<const CardDef*>& cards() const { return all_; }
  // The landscapes a game may draw (Events, Projects, Landmarks, Ways, Traits; an Ally or a
  // Prophecy comes with its Liaison or Omen card, as game_config deals them).
  const std::vector<const CardDef*>& landscapes() const { return landscapes_; }
  // A random game; `featured` (one of cards()), if given, is in its kingdom.
  RandomGame draw(Rng& rng, const CardDef* featured = nullptr) const;

 private:
  const Registry* reg_;
  RandomGameRange range_;
  std::vector<const CardDef*> all_, landscapes_;
  // The cards a game of each edition may use: a card printed in both editions in the edition's
  // version, a card printed in one edition only in either (as kingdom files allow).
  std::vector<const CardDef*> pool_[2];
};

// A random strategy for the heuristic player in game g: a menu of g's cards with random counts
// and Victory thresholds, random play parameters for its cards, random options.
Strategy random_strategy(const RandomGame& g, Rng& rng, const Registry& reg);

struct SelfcheckConfig {
  uint64_t seed = 1;
  int64_t first = 0;  // the first game index
  int64_t games = 1000;
  int threads = 0;  // 0: all cores; results never depend on it
  RandomGameRange range;
  int max_reported = 20;  // violations kept with their text (all are counted)
  // Every Kingdom card that asks a question must have an AI (off for test-only cards).
  bool require_ai = true;
  // A Kingdom card of the registry every game features (nullptr: game g features card g mod
  // their number, so all are covered): a soak of one card's interactions (`selfcheck --card`).
  const CardDef* featured = nullptr;
  // Called from the calling thread after each chunk of games with the totals so far.
  std::function<void(const struct SelfcheckResult&)> progress;
};

// A broken rule or contract found in one game.
struct Violation {
  int64_t game = 0;
  std::string what;   // "step 812: is_ok after advance: cached buy bans are stale"
  std::string setup;  // RandomGame::describe() of the game, and who played
};

struct SelfcheckResult {
  int64_t games = 0, decisions = 0;
  int64_t forks = 0, determinized = 0;  // copies (determinized copies) played on to the end
  int64_t random_play = 0, heuristic_play = 0, mixed_play = 0;  // games by who played
  int64_t by_players[kMaxPlayers + 1] = {};
  int64_t colony = 0, first_edition = 0, forced_opening = 0;
  int64_t end_reasons[5] = {};  // indexed by EndReason
  int64_t violation_count = 0;
  std::vector<Violation> violations;  // the first max_reported, by game index
  int64_t with_landscapes = 0;        // games with at least one landscape
  // The Kingdom cards of the registry and then its landscapes (RandomGames' order), and whether
  // each was played (as an Action or at Night) or, a landscape, bought somewhere.
  std::vector<const CardDef*> cards;
  std::vector<bool> played;
  double seconds = 0;
};

// Games are played in fixed blocks of this many consecutive indices on one State reused from
// game to game (as matches reuse theirs), which is what makes a game depend on its block's
// earlier games and on nothing else.
constexpr int64_t kSelfcheckBlock = 64;

// Plays games [first, first + games) of `seed`. Game g draws its set-up (random_game, featuring
// Kingdom card g mod their number), who plays (random legal answers, heuristic players with
// random_strategy, or both), and where it copies the state and plays the copy on (it must end
// the same) and where it determinizes a copy and plays that on. After every advance and answer
// the state must pass State::is_ok(); every answer must be legal; every card that asks a
// question must have an AI; a game must end (a reason, within 200,000 decisions); its score
// recounted from the cards must be the engine's. The same result at any thread count; game g's
// result is the same whatever `first` (its block's earlier games are replayed, not counted).
SelfcheckResult run_selfcheck(const SelfcheckConfig& cfg,
                              const Registry& reg = Registry::standard());

}  // namespace kl
