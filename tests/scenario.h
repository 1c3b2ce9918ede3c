// A compact way to write a rules test: set zones and piles by card name, script the choices,
// run to the next decision, assert zones and counters. The consistency check runs every step.
#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "sim/state.h"

namespace kl {
struct Strategy;
}

namespace kl::test {

class Scenario {
 public:
  // A game with these kingdom cards and landscapes (names, looked up in `reg`), the basics,
  // `players` players; a Trait sits on the first Action or Treasure card listed.
  explicit Scenario(const std::vector<std::string>& kingdom, int players = 2,
                    Edition edition = Edition::kSecond, uint64_t seed = 1,
                    const Registry& reg = Registry::standard());

  State s;
  GameConfig cfg;

  // The game's id for a card name; fails the test if the card is not in this game.
  CardId id(std::string_view name) const;
  // Replaces p's zone with the named cards. For kDeck the first name is the top card.
  void set(int p, Zone z, const std::vector<std::string>& names);
  void pile(std::string_view name, int n) { s.set_pile(id(name), n); }
  // Starts p's turn afresh in the Action phase.
  void turn(int p, int actions = 1, int buys = 1, int coins = 0) {
    s.set_turn(p, actions, buys, coins);
  }

  // Runs to the next decision and returns it; fails the test if the game ends first.
  const Decision& next();
  // Answers the pending decision; fails the test if the answer is illegal.
  void answer(const Choice& c);
  // Shorthands for answers by card name.
  void choose(const std::vector<std::string>& names);
  void yes(bool y = true) { answer(Choice::yes_no(y)); }
  void option(int k);
  // Answers a kPlayAction decision by playing `card` (runs to that decision first).
  void play(std::string_view card);
  // Runs to the next decision, which must be of `kind`.
  const Decision& expect(DecisionKind kind);

  // Cards of p's zone as sorted names (kDeck: top first, unsorted).
  std::vector<std::string> cards(int p, Zone z) const;
  int count(int p, Zone z, std::string_view name) const;
  int trashed(std::string_view name) const { return s.trash_count(id(name)); }
};

using Names = std::vector<std::string>;

// The two editions, as the card tests name them.
inline constexpr Edition k1E = Edition::kFirst;
inline constexpr Edition k2E = Edition::kSecond;

// n copies of a card name.
Names many(const std::string& name, int n);
// The heuristic player's answer (Big Money's buy rules unless `st` is given) to the pending
// decision; fails the test if the answer is illegal.
Choice ai_answer(Scenario& sc, const Strategy* st = nullptr);
// The names of the chosen cards, sorted.
Names names_of(const Scenario& sc, const Choice& c);

// The kingdom the training tests use (2nd edition: Cellar, Chapel, Market, Militia, Mine, Moat,
// Remodel, Smithy, Village, Witch; no Colony, no Shelters) for `players` players.
Kingdom witch_kingdom(const std::string& name, int players = 2);

// A run.json without the fields that measure time or machine (the run's and the final phase's
// seconds, the thread count): what two runs of the same training must agree on.
nlohmann::json without_timing(nlohmann::json run);

}  // namespace kl::test
