#include "evolution/bench.h"

#include <stdexcept>

#include "cards/registry.h"
#include "evolution/bots.h"
#include "evolution/match.h"
#include "sim/rng.h"

namespace kl {

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
  return out;
}

}  // namespace kl
