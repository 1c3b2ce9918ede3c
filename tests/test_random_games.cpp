// Random games: every implemented kingdom card in random kingdoms, 2-4 random players, the
// consistency check after every step, conservation of every card, termination. New card sets
// are covered as soon as they are in the registry; this file needs no edit.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

#include "cards/registry.h"
#include "evolution/strategy/bots.h"
#include "evolution/player/player.h"
#include "sim/agent.h"
#include "sim/random_agent.h"
#include "sim/state.h"

namespace kl {
namespace {

std::vector<const CardDef*> kingdom_cards() {
  std::vector<const CardDef*> out;
  for (const CardDef& d : Registry::standard().all())
    if (d.kingdom) out.push_back(&d);
  return out;
}

// Plays one game with random agents, checking the state after every step.
// Returns the number of decisions; records every card kind played.
int play_checked(State& s, Agent* const* agents, std::set<std::string>& played) {
  int steps = 0;
  std::string why;
  while (s.advance()) {
    EXPECT_TRUE(s.is_ok(&why)) << why;
    const Decision d = s.decision();
    Choice c;
    agents[d.player]->choose(s, d, c);
    if (d.kind == DecisionKind::kPlayAction && c.n == 1) played.insert(s.def(c.cards[0]).name);
    if (!s.respond(c)) {
      ADD_FAILURE() << "a random agent answered illegally";
      return steps;
    }
    if (!s.is_ok(&why)) {
      ADD_FAILURE() << why;
      return steps;
    }
    if (++steps > 200000) {
      ADD_FAILURE() << "game did not terminate";
      return steps;
    }
  }
  EXPECT_TRUE(s.over());
  EXPECT_NE(s.end_reason(), EndReason::kNone);
  return steps;
}

TEST(RandomGames, EveryCardRandomKingdomsTwoToFourPlayers) {
  const Registry& reg = Registry::standard();
  std::vector<const CardDef*> pool = kingdom_cards();
  std::set<std::string> played;
  Rng rng(424242, 0);
  const int kGames = 600;
  auto state = std::make_unique<State>();
  for (int g = 0; g < kGames; ++g) {
    // A random kingdom of up to 10 cards.
    std::vector<const CardDef*> kingdom = pool;
    for (int i = int(kingdom.size()) - 1; i > 0; --i)
      std::swap(kingdom[i], kingdom[rng.below(i + 1)]);
    if (kingdom.size() > 10) kingdom.resize(10);
    // Same-named cards of two editions cannot share a kingdom.
    std::vector<const CardDef*> unique;
    for (const CardDef* d : kingdom)
      if (std::none_of(unique.begin(), unique.end(),
                       [&](const CardDef* u) { return u->name == d->name; }))
        unique.push_back(d);
    GameConfig cfg = reg.config(unique, 2 + int(rng.below(3)));
    cfg.colony = rng.below(4) == 0;
    cfg.turn_cap = 60;
    state->setup(cfg, 99, uint64_t(g));
    std::vector<std::unique_ptr<RandomAgent>> agents;
    Agent* ptrs[kMaxPlayers];
    for (int p = 0; p < cfg.players; ++p) {
      agents.push_back(std::make_unique<RandomAgent>(uint64_t(g * 10 + p)));
      ptrs[p] = agents.back().get();
    }
    play_checked(*state, ptrs, played);
    if (HasFailure()) break;
  }
  // Every implemented Action card was actually played somewhere.
  for (const CardDef* d : pool)
    if (d->is(kAction)) {
      EXPECT_TRUE(played.count(d->name)) << d->name << " was never played";
    }
}

TEST(RandomGames, HeuristicPlayersInRandomKingdoms) {
  // The heuristic player must answer every decision legally too.
  const Registry& reg = Registry::standard();
  std::vector<const CardDef*> pool = kingdom_cards();
  Rng rng(777, 0);
  auto state = std::make_unique<State>();
  std::set<std::string> played;
  // A strategy that buys whatever kingdom card it can, then money.
  Strategy greedy;
  greedy.name = "greedy";
  greedy.rules.push_back(BuyRule{reg.find("Province"), {}});
  for (const CardDef* d : pool) greedy.rules.push_back(BuyRule{d, {when(owned(d), Cmp::kLt, 2)}});
  greedy.rules.push_back(BuyRule{reg.find("Gold"), {}});
  greedy.rules.push_back(BuyRule{reg.find("Silver"), {}});
  for (int g = 0; g < 200; ++g) {
    std::vector<const CardDef*> kingdom = pool;
    for (int i = int(kingdom.size()) - 1; i > 0; --i)
      std::swap(kingdom[i], kingdom[rng.below(i + 1)]);
    std::vector<const CardDef*> unique;
    for (const CardDef* d : kingdom)
      if (unique.size() < 10 && std::none_of(unique.begin(), unique.end(),
                                             [&](const CardDef* u) { return u->name == d->name; }))
        unique.push_back(d);
    GameConfig cfg = reg.config(unique, 2 + int(rng.below(3)));
    state->setup(cfg, 5, uint64_t(g));
    std::vector<std::unique_ptr<StrategyPlayer>> agents;
    Agent* ptrs[kMaxPlayers];
    for (int p = 0; p < cfg.players; ++p) {
      agents.push_back(
          std::make_unique<StrategyPlayer>(p % 2 ? greedy : *find_bot("Big Money Duchy")));
      ptrs[p] = agents.back().get();
    }
    play_checked(*state, ptrs, played);
    if (HasFailure()) break;
  }
}

}  // namespace
}  // namespace kl
