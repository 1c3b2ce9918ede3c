// Random games: every implemented kingdom card in random kingdoms, 2-6 random players, the
// consistency check after every step, conservation of every card, termination, copies that
// play on identically, scores recounted from scratch. New card sets
// are covered as soon as they are in the registry; this file needs no edit.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

#include "cards/registry.h"
#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "sim/agent.h"
#include "sim/random_agent.h"
#include "sim/state.h"
#include "tests/mechanism_cards.h"

namespace kl {
namespace {

std::vector<const CardDef*> kingdom_cards() {
  std::vector<const CardDef*> out;
  for (const CardDef& d : Registry::standard().all())
    if (d.kingdom) out.push_back(&d);
  return out;
}

// Plays on with random agents until the game ends or `stop_at` decisions were made in all,
// checking the state after every step. Counts the decisions in `steps`; records every card
// kind played.
void play_checked(State& s, Agent* const* agents, std::set<std::string>& played, int& steps,
                  int stop_at = 1 << 30) {
  std::string why;
  while (steps < stop_at && s.advance()) {
    EXPECT_TRUE(s.is_ok(&why)) << why;
    const Decision d = s.decision();
    // Whatever card asks (a Reaction or ability: the card offered) has an AI to answer it.
    const bool offer = d.reason == Reason::kRevealReaction || d.reason == Reason::kUseAbility;
    const CardId asker = offer ? d.card : d.source;
    // (The test-only cards of tests/mechanism_cards.h have no AI.)
    if (asker != kNoCard && s.def(asker).kingdom && s.def(asker).set != "Test") {
      const CardAi* ai = find_card_ai(s.def(asker));
      EXPECT_TRUE(ai && ai->known) << s.def(asker).name << " asks a question no AI answers";
    }
    Choice c;
    agents[d.decider]->choose(s, d, c);
    if ((d.kind == DecisionKind::kPlayAction || d.kind == DecisionKind::kPlayNight) && c.n == 1)
      played.insert(s.def(c.cards[0]).name);
    if (d.kind == DecisionKind::kBuy && c.n == 1 && s.is_landscape(c.cards[0]))
      played.insert(s.def(c.cards[0]).name);  // an Event or Project bought
    if (!s.respond(c)) {
      ADD_FAILURE() << "a random agent answered illegally";
      return;
    }
    if (!s.is_ok(&why)) {
      ADD_FAILURE() << why << " after an answer to a decision of kind " << int(d.kind)
                    << (d.source != kNoCard ? " from " + s.def(d.source).name : "")
                    << (c.n ? ", choosing " + s.def(c.cards[0]).name : "") << ", option "
                    << c.option;
      return;
    }
    if (++steps > 200000) {
      ADD_FAILURE() << "game did not terminate";
      return;
    }
  }
  if (steps >= stop_at) return;
  EXPECT_TRUE(s.over());
  EXPECT_NE(s.end_reason(), EndReason::kNone);
}

// Player p's VP counted from scratch: each card in each zone and on each mat, plus VP tokens
// (State::vp() keeps running counts instead).
int vp_from_scratch(const State& s, int p) {
  const Player& pl = s.player(p);
  int total = pl.vp_tokens;
  auto add = [&](CardId c, int n) {
    const CardDef& d = s.def(c);
    total += n * (d.vp + (d.end_vp ? d.end_vp(s, p) : 0));
  };
  for (const CardList* z : {&pl.deck, &pl.hand, &pl.discard, &pl.play, &pl.aside})
    for (CardId c : *z) add(c, 1);
  for (int m = 0; m < kMaxMats; ++m)
    for (int k = 0; k < s.num_kinds(); ++k) add(CardId(k), pl.mat[m][k]);
  for (int k = 0; k < s.num_kinds(); ++k)  // Landmarks
    if (s.def(CardId(k)).score) total += s.def(CardId(k)).score(s, p);
  return total;
}

bool same_result(const GameResult& a, const GameResult& b) {
  if (a.winners != b.winners || a.reason != b.reason || a.players != b.players) return false;
  for (int p = 0; p < a.players; ++p)
    if (a.vp[p] != b.vp[p] || a.turns[p] != b.turns[p]) return false;
  return true;
}

// Random kingdoms of up to 10 cards, one of them chosen in turn so that every card gets
// kingdoms of its own; 2-6 players, a Colony game one time in four. Every few games the state
// is copied mid-game and the copy, with copies of the agents, must play on to the same end.
// At the end, VP recounted from scratch must match the engine's score.
TEST(RandomGames, EveryCardRandomKingdomsTwoToSixPlayers) {
  const Registry& reg = Registry::standard();
  std::vector<const CardDef*> pool = kingdom_cards();
  std::set<std::string> played;
  Rng rng(424242, 0);
  const int kGames = std::max(600, 6 * int(pool.size()));
  auto state = std::make_unique<State>();
  auto copy = std::make_unique<State>();
  int forks = 0;
  for (int g = 0; g < kGames; ++g) {
    std::vector<const CardDef*> kingdom = pool;
    for (int i = int(kingdom.size()) - 1; i > 0; --i)
      std::swap(kingdom[i], kingdom[rng.below(i + 1)]);
    const CardDef* featured = pool[size_t(g) % pool.size()];
    kingdom.insert(kingdom.begin(), featured);
    // Same-named cards of two editions cannot share a kingdom.
    std::vector<const CardDef*> unique;
    for (const CardDef* d : kingdom)
      if (unique.size() < 10 && std::none_of(unique.begin(), unique.end(),
                                             [&](const CardDef* u) { return u->name == d->name; }))
        unique.push_back(d);
    GameConfig cfg = reg.config(unique, 2 + int(rng.below(5)));
    cfg.colony = rng.below(4) == 0;
    cfg.turn_cap = 60;
    state->setup(cfg, 99, uint64_t(g));
    std::vector<RandomAgent> agents, copy_agents;
    for (int p = 0; p < cfg.players; ++p) agents.emplace_back(uint64_t(g * 10 + p));
    Agent *ptrs[kMaxPlayers], *copy_ptrs[kMaxPlayers];
    for (int p = 0; p < cfg.players; ++p) ptrs[p] = &agents[size_t(p)];
    int steps = 0;
    if (g % 4 == 0) {
      play_checked(*state, ptrs, played, steps, 20 + int(rng.below(200)));
      if (!state->over()) {
        *copy = *state;
        copy_agents = agents;
        for (int p = 0; p < cfg.players; ++p) copy_ptrs[p] = &copy_agents[size_t(p)];
        int copy_steps = steps;
        play_checked(*state, ptrs, played, steps);
        play_checked(*copy, copy_ptrs, played, copy_steps);
        EXPECT_EQ(steps, copy_steps) << "game " << g << ": the copy played on differently";
        EXPECT_TRUE(same_result(state->result(), copy->result()))
            << "game " << g << ": the copy ended differently";
        ++forks;
      }
    }
    play_checked(*state, ptrs, played, steps);
    const GameResult r = state->result();
    for (int p = 0; p < cfg.players; ++p)
      EXPECT_EQ(r.vp[p], vp_from_scratch(*state, p)) << "game " << g << ", player " << p;
    if (HasFailure()) {
      std::string names;
      for (const CardDef* d : unique) names += d->name + ", ";
      ADD_FAILURE() << "game " << g << " kingdom: " << names << cfg.players << " players";
      break;
    }
  }
  EXPECT_GT(forks, kGames / 8);
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
    start_agents(*state, ptrs);  // seats, compiled buy rules, autoplay
    int steps = 0;
    play_checked(*state, ptrs, played, steps);
    if (HasFailure()) break;
  }
}

// The engine mechanisms of the later sets (tests/mechanism_cards.h): random kingdoms of the
// test-only cards and Base cards, 0-3 of the test-only landscapes (an Ally and a Prophecy only
// with their Liaison and Omen), 2-6 random players, Colony games too; copies play on
// identically, scores are recounted. Every test-only Action and Night card is played and every
// Event and Project bought somewhere. Then the heuristic player in such kingdoms.
TEST(RandomGames, MechanismsOfTheLaterSets) {
  const Registry& reg = test::mechanism_registry();
  std::vector<const CardDef*> pool, landscapes, tests;
  for (const CardDef& d : reg.all()) {
    if (d.set != "Test" && d.set != "Base") continue;
    if (d.kingdom) pool.push_back(&d);
    if (d.kingdom && d.set == "Test") tests.push_back(&d);
    if (d.landscape()) landscapes.push_back(&d);
  }
  std::set<std::string> played;
  Rng rng(31337, 0);
  const int kGames = 500;
  auto state = std::make_unique<State>();
  auto copy = std::make_unique<State>();
  int forks = 0;
  for (int g = 0; g < kGames; ++g) {
    std::vector<const CardDef*> kingdom = pool;
    for (int i = int(kingdom.size()) - 1; i > 0; --i)
      std::swap(kingdom[i], kingdom[rng.below(i + 1)]);
    kingdom.insert(kingdom.begin(), tests[size_t(g) % tests.size()]);
    std::vector<const CardDef*> unique;
    for (const CardDef* d : kingdom)
      if (unique.size() < 10 && std::find(unique.begin(), unique.end(), d) == unique.end())
        unique.push_back(d);
    std::vector<const CardDef*> land;
    const auto has = [&](Types t) {
      return std::any_of(unique.begin(), unique.end(), [&](const CardDef* d) { return d->is(t); });
    };
    const int n_land = int(rng.below(4));
    for (int i = 0; i < n_land; ++i) {
      const CardDef* l = landscapes[(size_t(g) + size_t(i) * 7) % landscapes.size()];
      if (std::find(land.begin(), land.end(), l) != land.end()) continue;
      if ((l->is(kAlly) && !has(kLiaison)) || (l->is(kProphecy) && !has(kOmen))) continue;
      land.push_back(l);
    }
    GameConfig cfg = reg.config(unique, 2 + int(rng.below(5)), land);
    for (const CardDef* l : land)
      if (l->is(kTrait))
        for (const CardDef* d : unique)
          if (d->is(kAction | kTreasure)) {
            cfg.traits.emplace_back(l, d);
            break;
          }
    cfg.colony = rng.below(4) == 0;
    cfg.turn_cap = 60;
    state->setup(cfg, 77, uint64_t(g));
    std::vector<RandomAgent> agents, copy_agents;
    for (int p = 0; p < cfg.players; ++p) agents.emplace_back(uint64_t(g * 10 + p));
    Agent *ptrs[kMaxPlayers], *copy_ptrs[kMaxPlayers];
    for (int p = 0; p < cfg.players; ++p) ptrs[p] = &agents[size_t(p)];
    int steps = 0;
    if (g % 3 == 0) {
      play_checked(*state, ptrs, played, steps, 20 + int(rng.below(300)));
      if (!state->over()) {
        *copy = *state;
        copy_agents = agents;
        for (int p = 0; p < cfg.players; ++p) copy_ptrs[p] = &copy_agents[size_t(p)];
        int copy_steps = steps;
        play_checked(*state, ptrs, played, steps);
        play_checked(*copy, copy_ptrs, played, copy_steps);
        EXPECT_EQ(steps, copy_steps) << "game " << g << ": the copy played on differently";
        EXPECT_TRUE(same_result(state->result(), copy->result()))
            << "game " << g << ": the copy ended differently";
        ++forks;
      }
    }
    play_checked(*state, ptrs, played, steps);
    const GameResult r = state->result();
    for (int p = 0; p < cfg.players; ++p)
      EXPECT_EQ(r.vp[p], vp_from_scratch(*state, p)) << "game " << g << ", player " << p;
    if (HasFailure()) {
      std::string names;
      for (const CardDef* d : unique) names += d->name + ", ";
      for (const CardDef* d : land) names += d->name + ", ";
      ADD_FAILURE() << "game " << g << " kingdom: " << names << cfg.players << " players";
      break;
    }
  }
  EXPECT_GT(forks, kGames / 6);
  for (const CardDef& d : reg.all()) {
    if (d.set != "Test") continue;
    const bool playable =
        d.is(kAction | kNight) && d.pile_cards.empty() && !d.is(kRuins | kShelter);
    if (playable || d.is(kBuyableLandscape)) {
      EXPECT_TRUE(played.count(d.name)) << d.name << " was never played or bought";
    }
  }

  // The heuristic player answers every mechanism's decisions legally too.
  Strategy greedy;
  greedy.name = "greedy";
  greedy.rules.push_back(BuyRule{reg.find("Province"), {}});
  for (const CardDef* d : pool) greedy.rules.push_back(BuyRule{d, {when(owned(d), Cmp::kLt, 2)}});
  for (const CardDef* d : landscapes)
    if (d->is(kBuyableLandscape)) greedy.rules.push_back(BuyRule{d, {}});
  greedy.rules.push_back(BuyRule{reg.find("Gold"), {}});
  greedy.rules.push_back(BuyRule{reg.find("Silver"), {}});
  for (int g = 0; g < 150; ++g) {
    std::vector<const CardDef*> kingdom = pool;
    for (int i = int(kingdom.size()) - 1; i > 0; --i)
      std::swap(kingdom[i], kingdom[rng.below(i + 1)]);
    kingdom.resize(10);
    std::vector<const CardDef*> land = {landscapes[size_t(g) % landscapes.size()]};
    if (land[0]->is(kAlly | kProphecy | kTrait)) land.clear();
    GameConfig cfg = reg.config(kingdom, 2 + int(rng.below(3)), land);
    state->setup(cfg, 5, uint64_t(g));
    std::vector<std::unique_ptr<StrategyPlayer>> agents;
    Agent* ptrs[kMaxPlayers];
    for (int p = 0; p < cfg.players; ++p) {
      agents.push_back(
          std::make_unique<StrategyPlayer>(p % 2 ? greedy : *find_bot("Big Money Duchy")));
      ptrs[p] = agents.back().get();
    }
    start_agents(*state, ptrs);
    int steps = 0;
    play_checked(*state, ptrs, played, steps);
    if (HasFailure()) break;
  }
}

}  // namespace
}  // namespace kl
