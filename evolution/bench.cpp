#include "evolution/bench.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <stdexcept>

#include "cards/registry.h"
#include "evolution/bots.h"
#include "evolution/match.h"
#include "sim/rng.h"

namespace kl {

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
  };
  const Registry& reg = Registry::standard();
  BenchResult out;
  out.threads = threads;
  uint64_t sig = 0;
  uint64_t seed = 2026;
  for (const Matchup& mu : kMatchups) {
    MatchConfig cfg;
    cfg.strategies = {find_bot(mu.a), find_bot(mu.b)};
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
  return out;
}

}  // namespace kl
