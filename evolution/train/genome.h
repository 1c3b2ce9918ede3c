// What evolution mutates (docs/training.md): a genome is a menu plus play parameters; the
// mutation space of a game (the cards a menu may name, the parameters that exist), the seven
// mutation types with their adaptive probabilities, canonical genomes, and the Big Money
// template every run starts from.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "evolution/player/card_ai.h"
#include "evolution/strategy/menu.h"
#include "sim/rng.h"
#include "sim/state.h"

namespace kl {

// What evolution mutates: a menu plus play parameters (of kingdom cards only).
struct Genome {
  Menu menu;
  std::map<std::string, double> params;
  bool operator==(const Genome&) const = default;
};

// The playable strategy of a genome (to_strategy() of the menu plus the parameters).
Strategy to_strategy(const Genome& g, const std::string& name, bool colony_game,
                     const Registry& reg = Registry::standard());

// --- mutation

enum class Mutation : uint8_t {
  kReplace,    // an entry's card becomes another buyable card
  kCount,      // an entry's count moves by one, jumps to any of 1..12, or toggles unlimited
  kSwap,       // two entries change places
  kInsert,     // a new entry
  kDelete,     // an entry goes
  kThreshold,  // the Duchy or Estate threshold (Province and Colony too in Colony games) moves
  kParam,      // a play parameter of a card in the menu moves within its range
};
constexpr int kNumMutations = 7;
const char* to_string(Mutation m);

// What mutations may use in one game: the cards a menu may name, the parameters that exist.
struct MutationSpace {
  // Kingdom cards, Silver, Gold (+ Platinum, Potion), Copper and Estate (Gardens decks want
  // them; an Estate entry comes after the Estate threshold rule, at the entry's priority).
  std::vector<const CardDef*> cards;
  std::vector<const CardDef*> kingdom;   // the kingdom cards among them
  std::vector<const PlayParam*> params;  // parameters of the kingdom cards
  // ... and of the game's rules (Landmarks: wall.max_loss, mountain_pass.max_bid) and the
  // player's game-wide ones (stall.turns), also in `params`: mutated and kept whatever the menu
  // holds.
  std::vector<const PlayParam*> rule_params;
  bool colony = false;
  int provinces = 8;     // Province pile size: thresholds stay in 0..this
  int max_entries = 12;  // menus never grow longer
};
MutationSpace mutation_space(const GameConfig& game);

// The Supply of a game: the basic cards it uses (Platinum and Colony only with Colonies, Potion
// only when a kingdom card costs one) and the kingdom cards.
std::vector<const CardDef*> supply_cards(const GameConfig& game);

// The parameters that belong to card d: those of its effect id, i.e. of the card whose per-card
// AI it uses ("chapel.keep_money" belongs to Chapel, and to a custom card based on Chapel).
bool param_of(const std::string& param, const CardDef& d);
bool param_of(const PlayParam& p, const CardDef& d);

// Drops the parameters of g that are not the space's or belong to no card g's menu names.
void prune_params(Genome& g, const MutationSpace& space);

// The same menu without dead weight: entries whose card is not in `chosen` are dropped (when
// `chosen` is given: the cards the genome's rules picked in its games, so those games would
// replay identically), adjacent entries of one card are merged, entries after an unlimited
// entry of the same card are dropped, and parameters of cards no longer named go.
Genome canonical(const Genome& g, const std::vector<const CardDef*>* chosen = nullptr);

// Applies one mutation of type t to g. Returns false, leaving g unchanged, when the type cannot
// apply (delete from an empty menu, no parameter to move...). The result is always a valid
// genome: cards from the space, counts 1..98 or 99, thresholds in range, parameters in range and
// only for cards the menu names.
bool mutate(Genome& g, Mutation t, const MutationSpace& space, Rng& rng);

// Adaptive probabilities of the mutation types: each type's (decayed) share of children that
// beat their parent, smoothed towards the overall share, mixed 80/20 with uniform.
struct MutationStats {
  std::array<double, kNumMutations> tries{}, gains{};
  // The probability of each type (sums to 1).
  std::array<double, kNumMutations> probabilities() const;
  // Start of a generation: older outcomes count less (factor 0.8).
  void decay();
  // A child made with these types did (or did not) beat its parent.
  void record(const std::vector<Mutation>& used, bool improved);
  bool operator==(const MutationStats&) const = default;
};

// A child of `parent`: a rounded Gaussian number of mutations (mean 1.5, sd 1, clamped to 1..5)
// of types drawn from `stats`; never equal to the parent. `used` receives the types applied.
Genome make_child(const Genome& parent, const MutationStats& stats, const MutationSpace& space,
                  Rng& rng, std::vector<Mutation>* used = nullptr);

// The starting point: Big Money ("Gold Silver | Duchy≤4 Estate≤2"; Platinum first with
// Colonies), whose children fill in kingdom cards.
Genome template_genome(const MutationSpace& space);

}  // namespace kl
