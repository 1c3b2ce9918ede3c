#include "evolution/train/genome.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace kl {

Strategy to_strategy(const Genome& g, const std::string& name, bool colony_game,
                     const Registry& reg) {
  Strategy s = to_strategy(g.menu, name, colony_game, reg);
  s.params = g.params;
  return s;
}

const char* to_string(Mutation m) {
  switch (m) {
    case Mutation::kReplace:
      return "replace";
    case Mutation::kCount:
      return "count";
    case Mutation::kSwap:
      return "swap";
    case Mutation::kInsert:
      return "insert";
    case Mutation::kDelete:
      return "delete";
    case Mutation::kThreshold:
      return "threshold";
    case Mutation::kParam:
      return "param";
  }
  return "?";
}

bool param_of(const PlayParam& p, const CardDef& d) { return p.effect && p.effect == d.effect; }

bool param_of(const std::string& param, const CardDef& d) {
  for (const PlayParam& p : play_params())
    if (p.name == param) return param_of(p, d);
  return false;
}

std::vector<const CardDef*> supply_cards(const GameConfig& game) {
  bool potion = false;
  for (const CardDef* d : game.kingdom) potion |= d->potion_cost;
  std::vector<const CardDef*> out;
  for (int r = 0; r < kFirstKingdom; ++r) {
    const bool used = r == kPlatinum || r == kColony ? game.colony : r == kPotion ? potion : true;
    if (used && game.basics[r]) out.push_back(game.basics[r]);
  }
  out.insert(out.end(), game.kingdom.begin(), game.kingdom.end());
  // Split and mixed Supply piles: their cards, and the card naming a shuffled one (Knights).
  for (const PileSpec& spec : game.mixed) {
    if (!spec.supply) continue;
    if (spec.name && std::none_of(spec.cards.begin(), spec.cards.end(),
                                  [&](const auto& e) { return e.first == spec.name; }))
      out.push_back(spec.name);
    for (const auto& [d, n] : spec.cards) out.push_back(d);
  }
  out.insert(out.end(), game.landscapes.begin(), game.landscapes.end());
  return out;
}

MutationSpace mutation_space(const GameConfig& game) {
  MutationSpace sp;
  sp.colony = game.colony;
  sp.provinces = game.players <= 2 ? 8 : 12;
  auto add = [&](const CardDef* d) {
    if (d && std::find(sp.cards.begin(), sp.cards.end(), d) == sp.cards.end())
      sp.cards.push_back(d);
  };
  bool potion = false;
  for (const CardDef* d : game.kingdom) {
    add(d);
    sp.kingdom.push_back(d);
    potion |= d->potion_cost;
  }
  // Kingdom split piles: each half (Encampment, Plunder); shuffled ones by the card naming them
  // (a menu's "Knights" buys whichever Knight is on top).
  for (const PileSpec& spec : game.mixed) {
    if (!spec.supply || !spec.name || !spec.name->kingdom) continue;
    const bool named_only = std::none_of(spec.cards.begin(), spec.cards.end(),
                                         [&](const auto& e) { return e.first == spec.name; });
    if (spec.shuffle && named_only) {
      add(spec.name);
      sp.kingdom.push_back(spec.name);
      continue;
    }
    for (const auto& [d, n] : spec.cards) {
      add(d);
      sp.kingdom.push_back(d);
      potion |= d->potion_cost;
    }
  }
  // Events and Projects are bought like cards.
  for (const CardDef* d : game.landscapes)
    if (d->is(kBuyableLandscape)) {
      add(d);
      sp.kingdom.push_back(d);
    }
  add(game.basics[kSilver]);
  add(game.basics[kGold]);
  if (game.colony) add(game.basics[kPlatinum]);
  if (potion) add(game.basics[kPotion]);
  add(game.basics[kCopper]);
  add(game.basics[kEstate]);
  for (const PlayParam& p : play_params())
    for (const CardDef* d : sp.kingdom)
      if (param_of(p, *d)) {
        sp.params.push_back(&p);
        break;
      }
  // The player's own game-wide parameters (stall.turns): every game has them.
  for (const PlayParam& p : play_params())
    if (p.game_wide) {
      sp.params.push_back(&p);
      sp.rule_params.push_back(&p);
    }
  for (const CardDef* d : game.landscapes)
    if (!d->is(kBuyableLandscape))
      for (const PlayParam& p : play_params())
        if (param_of(p, *d)) {
          sp.params.push_back(&p);
          sp.rule_params.push_back(&p);
        }
  return sp;
}

namespace {

constexpr int kMaxCount = 12;

double gaussian(Rng& rng) {
  const double u1 = 1.0 - rng.uniform(), u2 = rng.uniform();
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

// The copies a new entry asks for. Basic Treasures (Silver, Gold, Platinum) are usually wanted
// without limit; kingdom cards, Treasures included, in a few copies: Provincial's leaders hold
// one Loan, Hoard, Quarry or Royal Seal in most kingdoms, and Loan×1 alone is worth +15-20% to
// the decks our search found in auto_93b01839 (docs/quality.md).
int random_count(const CardDef* d, Rng& rng) {
  if (d->is(kProject)) return 1;                    // one cube each
  if (d->is(kEvent)) return 1 + int(rng.below(3));  // bought a few times
  if (d->is(kTreasure) && !d->is(kAction) && !d->kingdom)
    return rng.below(10) < 6 ? kMenuUnlimited : 1 + int(rng.below(4));
  return rng.below(10) < 8 ? 1 + int(rng.below(3)) : kMenuUnlimited;
}

bool is_integral(double x) { return std::floor(x) == x; }

// One attempt at a mutation of type t; may leave g unchanged.
bool try_mutate(Genome& g, Mutation t, const MutationSpace& sp, Rng& rng) {
  std::vector<MenuEntry>& es = g.menu.entries;
  const int n = int(es.size());
  switch (t) {
    case Mutation::kReplace: {
      if (n == 0 || sp.cards.size() < 2) return false;
      MenuEntry& e = es[rng.below(uint32_t(n))];
      const CardDef* d = sp.cards[rng.below(uint32_t(sp.cards.size()))];
      if (d == e.card) return false;
      e.card = d;
      return true;
    }
    case Mutation::kCount: {
      if (n == 0) return false;
      MenuEntry& e = es[rng.below(uint32_t(n))];
      if (e.count >= kMenuUnlimited)
        e.count = 1 + int(rng.below(4));
      else if (rng.below(8) == 0)
        e.count = kMenuUnlimited;
      else if (rng.below(4) == 0)
        e.count = 1 + int(rng.below(kMaxCount));  // a jump: Torturer×2 to ×6 in one step
      else
        e.count = std::clamp(e.count + (rng.below(2) ? 1 : -1), 1, kMaxCount);
      return true;
    }
    case Mutation::kSwap: {
      if (n < 2) return false;
      const uint32_t i = rng.below(uint32_t(n)), j = rng.below(uint32_t(n));
      if (i == j) return false;
      std::swap(es[i], es[j]);
      return true;
    }
    case Mutation::kInsert: {
      if (n >= sp.max_entries || sp.cards.empty()) return false;
      const CardDef* d = sp.cards[rng.below(uint32_t(sp.cards.size()))];
      es.insert(es.begin() + rng.below(uint32_t(n + 1)), MenuEntry{d, random_count(d, rng)});
      return true;
    }
    case Mutation::kDelete: {
      if (n == 0) return false;
      es.erase(es.begin() + rng.below(uint32_t(n)));
      return true;
    }
    case Mutation::kThreshold: {
      const uint32_t which = rng.below(sp.colony ? 4 : 2);
      int& at = which == 0   ? g.menu.duchy_at
                : which == 1 ? g.menu.estate_at
                : which == 2 ? g.menu.province_at
                             : g.menu.colony_at;
      int from = std::min(at, sp.provinces);
      const int step = 1 + int(rng.below(2));
      at = std::clamp(from + (rng.below(2) ? step : -step), 0, sp.provinces);
      return true;
    }
    case Mutation::kParam: {
      std::vector<const PlayParam*> cands = sp.rule_params;
      for (const PlayParam* p : sp.params)
        for (const MenuEntry& e : es)
          if (param_of(*p, *e.card)) {
            cands.push_back(p);
            break;
          }
      if (cands.empty()) return false;
      const PlayParam& p = *cands[rng.below(uint32_t(cands.size()))];
      auto it = g.params.find(p.name);
      const double now = it != g.params.end() ? it->second : p.fallback;
      const double width = p.hi - p.lo;
      double next;
      if (is_integral(p.lo) && is_integral(p.hi) && is_integral(p.fallback)) {
        next = now + std::round(gaussian(rng) * std::max(1.0, width / 6));
      } else {
        next = std::round((now + gaussian(rng) * width / 6) * 20) / 20;
      }
      next = std::clamp(next, p.lo, p.hi);
      if (next == now) return false;
      g.params[p.name] = next;
      return true;
    }
  }
  return false;
}

}  // namespace

void prune_params(Genome& g, const MutationSpace& sp) {
  for (auto it = g.params.begin(); it != g.params.end();) {
    bool keep = false;
    for (const PlayParam* p : sp.params)
      if (p->name == it->first)
        for (const MenuEntry& e : g.menu.entries) keep |= param_of(*p, *e.card);
    for (const PlayParam* p : sp.rule_params) keep |= p->name == it->first;
    it = keep ? std::next(it) : g.params.erase(it);
  }
}

Genome canonical(const Genome& g, const std::vector<const CardDef*>* chosen) {
  Genome out;
  out.menu.province_at = g.menu.province_at;
  out.menu.colony_at = g.menu.colony_at;
  out.menu.duchy_at = g.menu.duchy_at;
  out.menu.estate_at = g.menu.estate_at;
  std::map<const CardDef*, int> total;
  for (const MenuEntry& e : g.menu.entries) {
    if (chosen && std::find(chosen->begin(), chosen->end(), e.card) == chosen->end()) continue;
    int& t = total[e.card];
    if (t >= kMenuUnlimited) continue;  // never reached: the card is already unlimited
    t = e.count >= kMenuUnlimited ? kMenuUnlimited : std::min(kMenuUnlimited, t + e.count);
    std::vector<MenuEntry>& es = out.menu.entries;
    if (!es.empty() && es.back().card == e.card &&
        (e.count >= kMenuUnlimited || es.back().count + e.count < kMenuUnlimited)) {
      es.back().count = e.count >= kMenuUnlimited ? kMenuUnlimited : es.back().count + e.count;
      continue;
    }
    es.push_back(e);
  }
  for (const auto& [name, value] : g.params) {
    for (const MenuEntry& e : out.menu.entries) {
      if (param_of(name, *e.card)) {
        out.params[name] = value;
        break;
      }
    }
  }
  return out;
}

bool mutate(Genome& g, Mutation t, const MutationSpace& space, Rng& rng) {
  for (int attempt = 0; attempt < 8; ++attempt) {
    Genome c = g;
    if (!try_mutate(c, t, space, rng)) continue;
    prune_params(c, space);
    if (c == g) continue;
    g = std::move(c);
    return true;
  }
  return false;
}

std::array<double, kNumMutations> MutationStats::probabilities() const {
  const double all_tries = std::accumulate(tries.begin(), tries.end(), 0.0);
  const double all_gains = std::accumulate(gains.begin(), gains.end(), 0.0);
  const double mean = all_tries > 0 ? all_gains / all_tries : 0.5;
  std::array<double, kNumMutations> rate{}, p{};
  double sum = 0;
  for (int t = 0; t < kNumMutations; ++t) sum += rate[t] = (gains[t] + 2 * mean) / (tries[t] + 2);
  for (int t = 0; t < kNumMutations; ++t)
    p[t] = 0.2 / kNumMutations + 0.8 * (sum > 0 ? rate[t] / sum : 1.0 / kNumMutations);
  return p;
}

void MutationStats::decay() {
  for (int t = 0; t < kNumMutations; ++t) {
    tries[t] *= 0.8;
    gains[t] *= 0.8;
  }
}

void MutationStats::record(const std::vector<Mutation>& used, bool improved) {
  bool seen[kNumMutations] = {};
  for (Mutation m : used) {
    const int t = int(m);
    if (seen[t]) continue;
    seen[t] = true;
    tries[t] += 1;
    if (improved) gains[t] += 1;
  }
}

Genome make_child(const Genome& parent, const MutationStats& stats, const MutationSpace& space,
                  Rng& rng, std::vector<Mutation>* used) {
  const std::array<double, kNumMutations> p = stats.probabilities();
  Genome child = parent;
  std::vector<Mutation> applied;
  for (int round = 0; round < 20 && child == parent; ++round) {
    const int k = std::clamp(int(std::lround(1.5 + gaussian(rng))), 1, 5);
    for (int i = 0; i < k; ++i) {
      for (int draw = 0; draw < 50; ++draw) {
        double u = rng.uniform();
        int t = 0;
        while (t + 1 < kNumMutations && u >= p[t]) u -= p[t++];
        if (mutate(child, Mutation(t), space, rng)) {
          applied.push_back(Mutation(t));
          break;
        }
      }
    }
  }
  if (used) *used = std::move(applied);
  return child;
}

Genome template_genome(const MutationSpace& space) {
  Genome g;
  auto add = [&](const char* name) {
    for (const CardDef* d : space.cards)
      if (d->name == name) g.menu.entries.push_back(MenuEntry{d, kMenuUnlimited});
  };
  if (space.colony) add("Platinum");
  add("Gold");
  add("Silver");
  g.menu.duchy_at = 4;
  g.menu.estate_at = 2;
  if (space.colony) {
    // Provincial's Prosperity template: Province from V <= 4, Duchy from 3, Estate from 2.
    g.menu.province_at = std::min(4, space.provinces);
    g.menu.duchy_at = std::min(3, space.provinces);
  }
  return g;
}

}  // namespace kl
