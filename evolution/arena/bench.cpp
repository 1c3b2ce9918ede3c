#include "evolution/arena/bench.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <stdexcept>

#include "cards/registry.h"
#include "evolution/arena/match.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/menu.h"
#include "evolution/strategy/strategy_text.h"
#include "sim/agent.h"
#include "sim/rng.h"

namespace kl {

namespace {

// Big Money written straight into code: the yardstick for the rule-interpreting player. It plays
// exactly like the "Big Money" bot, end-of-game guard included: it does not take the last
// Province when that would end the game with it behind (or level, having had more turns).
class HardCodedBigMoney : public Agent {
 public:
  bool trusted() const override { return true; }
  bool autoplays_treasures() const override { return true; }
  void start(const State& s, int seat) override {
    (void)s;
    seat_ = seat;
  }
  void choose(const State& s, const Decision& d, Choice& out) override {
    if (d.kind != DecisionKind::kBuy) return;
    const int c = s.coins();
    CardId pick = kNoCard;
    if (c >= 8 && s.pile(kProvince) > 0 && !last_province_loses(s))
      pick = kProvince;
    else if (c >= 6 && s.pile(kGold) > 0)
      pick = kGold;
    else if (c >= 3 && s.pile(kSilver) > 0)
      pick = kSilver;
    if (pick != kNoCard) out.add(pick);
  }

 private:
  bool last_province_loses(const State& s) const {
    if (s.pile(kProvince) != 1) return false;
    const int other = 1 - seat_;
    const int mine = s.vp(seat_) + s.def(kProvince).vp, theirs = s.vp(other);
    return theirs > mine || (theirs == mine && s.player(other).turns < s.player(seat_).turns + 1);
  }
  int seat_ = 0;
};

}  // namespace

namespace {

// Games per second of a Big Money mirror between two copies of `agent`, in a bare loop (setup
// and play only: no match runner, statistics or threads).
// `hash` receives a hash of every game's result.
double bare_loop_gps(Agent& a, Agent& b, int64_t games, uint64_t& hash) {
  const GameConfig cfg = Registry::standard().config({}, 2);
  auto s = std::make_unique<State>();
  Agent* agents[2] = {&a, &b};
  hash = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (int64_t g = 0; g < games; ++g) {
    s->setup(cfg, 2026, uint64_t(g));
    play_game(*s, agents);
    const GameResult r = s->result();
    hash = mix64(hash, uint64_t(r.winners) | uint64_t(uint16_t(r.vp[0])) << 8 |
                           uint64_t(uint16_t(r.vp[1])) << 24 | uint64_t(r.turns[0]) << 40);
  }
  return double(games) /
         std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

PlayerCost strategy_player_cost(int64_t games) {
  const Strategy* bm = find_bot("Big Money");
  if (!bm) throw std::logic_error("bench bot missing");
  StrategyPlayer sa(*bm), sb(*bm);
  HardCodedBigMoney ha, hb;
  // Alternating rounds, so both see the same machine; medians.
  std::vector<double> player, hard;
  const int64_t per_round = std::max<int64_t>(1, games / 5);
  bool same = true;
  for (int round = 0; round < 5; ++round) {
    uint64_t hp = 0, hh = 0;
    player.push_back(bare_loop_gps(sa, sb, per_round, hp));
    hard.push_back(bare_loop_gps(ha, hb, per_round, hh));
    same &= hp == hh;
  }
  std::sort(player.begin(), player.end());
  std::sort(hard.begin(), hard.end());
  return {player[2], hard[2], same};
}

double twenty_rule_buy_ns() {
  // 20 rules, each with a condition, none of which fires until the last: the worst case.
  const Registry& reg = Registry::standard();
  Strategy st;
  st.name = "twenty";
  for (int i = 0; i < 19; ++i)
    st.rules.push_back(BuyRule{reg.find(i % 2 ? "Gold" : "Silver"),
                               {when(owned(reg.find("Curse")), Cmp::kGe, 5 + i)}});
  st.rules.push_back(BuyRule{reg.find("Silver"), {}});
  GameConfig cfg = reg.config({}, 2);
  auto s = std::make_unique<State>();
  s->setup(cfg, 1, 0);
  s->set_turn(0, 1, 1, 4);
  s->advance();
  StrategyPlayer p(st);
  p.start(*s, 0);
  constexpr int kCalls = 200000;
  std::vector<double> samples;
  int sink = 0;
  for (int rep = 0; rep < 7; ++rep) {
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < kCalls; ++i) {
      sink += p.pick(*s, nullptr);
      asm volatile("" : : "r"(sink) : "memory");
    }
    samples.push_back(
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count() /
        kCalls);
  }
  std::sort(samples.begin(), samples.end());
  return samples[samples.size() / 2];
}

double state_copy_ns() {
  // A state in mid-game (decks shuffled, a turn under way), copied back and forth.
  GameConfig cfg = Registry::standard().config({}, 2);
  auto a = std::make_unique<State>(), b = std::make_unique<State>();
  a->setup(cfg, 1, 0);
  a->advance();
  constexpr int kCopies = 20000;
  std::vector<double> samples;
  for (int rep = 0; rep < 9; ++rep) {
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < kCopies; ++i) {
      *b = *a;
      // Keep the copy observable so it is not optimised away.
      asm volatile("" : : "r"(b.get()) : "memory");
    }
    samples.push_back(
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count() /
        kCopies);
  }
  std::sort(samples.begin(), samples.end());
  return samples[samples.size() / 2];
}

BenchResult run_bench(int threads, int64_t games) {
  // A side is a library bot or, with a '|', a menu (1st edition for the cards of both): the
  // expansion matchups cover the machinery Base lacks (own costs, cost modifiers, reductions, buy
  // bans, gain and buy triggers, durations, Throne variants, Curse-giving attacks).
  struct Matchup {
    const char* name;
    const char* a;
    const char* b;
  };
  static const Matchup kMatchups[] = {
      {"Big Money mirror", "Big Money", "Big Money"},
      {"Big Money Duchy mirror", "Big Money Duchy", "Big Money Duchy"},
      {"Big Money Duchy vs Big Money", "Big Money Duchy", "Big Money"},
      {"Witch vs Militia", "Witch", "Militia"},
      {"Smithy vs Big Money Duchy", "Smithy", "Big Money Duchy"},
      {"Peddler King's Court vs Quarry Wharf",
       "Gold King's Court×1 Peddler Silver | Duchy≤4 Estate≤2",
       "Quarry×1 Wharf×2 Gold Silver | Duchy≤4 Estate≤2"},
      {"Bridge Grand Market vs Talisman Hoard",
       "Bridge×2 Grand Market Gold Silver | Duchy≤4 Estate≤2",
       "Gold×1 Talisman×1 Hoard Gold Silver | Duchy≤4 Estate≤2"},
      {"Mountebank vs Sea Hag", "Mountebank", "Sea Hag"},
  };
  const Registry& reg = Registry::standard();
  std::vector<Strategy> menus;
  menus.reserve(2 * std::size(kMatchups));
  auto side = [&](const char* text) -> const Strategy* {
    if (std::string_view(text).find('|') == std::string_view::npos) return find_bot(text);
    menus.push_back(to_strategy(parse_menu(text, reg, Edition::kFirst), text, false, reg));
    return &menus.back();
  };
  BenchResult out;
  out.threads = threads;
  uint64_t sig = 0;
  uint64_t seed = 2026;
  for (const Matchup& mu : kMatchups) {
    MatchConfig cfg;
    cfg.strategies = {side(mu.a), side(mu.b)};
    if (!cfg.strategies[0] || !cfg.strategies[1]) throw std::logic_error("bench bot missing");
    std::vector<const CardDef*> kingdom;
    for (const Strategy* s : cfg.strategies)
      for (const CardDef* d : kingdom_cards_of(*s)) kingdom.push_back(d);
    cfg.game = reg.config(kingdom, 2);
    cfg.seed = seed++;
    cfg.games = games;
    cfg.threads = threads;
    const MatchResult r = run_match(cfg);
    BenchCase c;
    c.name = mu.name;
    c.games = r.games;
    c.seconds = r.seconds;
    c.margin = r.margin().mean;
    c.signature = r.signature;
    sig = mix64(sig, r.signature);
    out.cases.push_back(c);
  }
  out.signature = sig;
  out.state_bytes = sizeof(State);
  out.copy_ns = state_copy_ns();
  out.player_cost = strategy_player_cost(games);
  out.twenty_rule_buy_ns = twenty_rule_buy_ns();
  return out;
}

}  // namespace kl
