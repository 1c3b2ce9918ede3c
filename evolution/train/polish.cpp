#include "evolution/train/polish.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#include <set>

#include "evolution/arena/jobs.h"
#include "evolution/arena/pairing.h"
#include "evolution/strategy/strategy_text.h"

namespace kl {

namespace {

constexpr int kMaxCount = 12;  // as the count mutation: counts beyond are "unlimited" territory

std::string count_text(int count) {
  return count >= kMenuUnlimited ? std::string() : fmt::format("×{}", count);
}

std::string entry_text(const MenuEntry& e) { return e.card->name + count_text(e.count); }

// FNV-1a: a card's stream depends on its name only, on every platform.
uint64_t name_hash(const std::string& s) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

}  // namespace

std::vector<Genome> neighbours(const Genome& g, const MutationSpace& space,
                               std::vector<std::string>* what) {
  std::vector<Genome> out;
  std::set<std::string> seen;  // printed genomes: menus and parameters
  auto key = [](const Genome& x) {
    std::string k = print_menu(x.menu);
    for (const auto& [name, value] : x.params) k += fmt::format(" {}={}", name, value);
    return k;
  };
  seen.insert(key(canonical(g)));
  auto add = [&](Genome c, std::string change) {
    // Parameters of cards no longer named go with canonical(); a parameter can only stay.
    c = canonical(c);
    if (!seen.insert(key(c)).second) return;
    out.push_back(std::move(c));
    if (what) what->push_back(std::move(change));
  };
  const std::vector<MenuEntry>& es = g.menu.entries;
  const int n = int(es.size());

  for (int i = 0; i < n; ++i) {
    Genome c = g;
    c.menu.entries.erase(c.menu.entries.begin() + i);
    add(std::move(c), fmt::format("delete {} at {}", entry_text(es[size_t(i)]), i + 1));
  }
  for (int i = 0; i < n; ++i) {
    const MenuEntry& e = es[size_t(i)];
    std::vector<int> counts;
    if (e.count >= kMenuUnlimited)
      counts = {1, 2};
    else
      counts = {e.count - 1, e.count + 1, kMenuUnlimited};
    for (int k : counts) {
      if (k < 1 || (k > kMaxCount && k < kMenuUnlimited)) continue;
      Genome c = g;
      c.menu.entries[size_t(i)].count = k;
      add(std::move(c),
          fmt::format("{} at {} becomes {}", entry_text(e), i + 1,
                      k >= kMenuUnlimited ? std::string("unlimited") : fmt::format("×{}", k)));
    }
  }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (j == i) continue;
      Genome c = g;
      std::vector<MenuEntry>& ce = c.menu.entries;
      const MenuEntry e = ce[size_t(i)];
      ce.erase(ce.begin() + i);
      ce.insert(ce.begin() + j, e);
      add(std::move(c), fmt::format("move {} from {} to {}", entry_text(e), i + 1, j + 1));
    }
  if (n < space.max_entries)
    for (int p = 0; p <= n; ++p)
      for (const CardDef* d : space.cards)
        for (int k : {1, 2, kMenuUnlimited}) {
          Genome c = g;
          const MenuEntry e{d, k};
          c.menu.entries.insert(c.menu.entries.begin() + p, e);
          add(std::move(c), fmt::format("insert {} at {}", entry_text(e), p + 1));
        }
  // A split: an unlimited entry's first 1 or 2 copies, then another card, then the rest of it
  // ("Gold" -> "Gold×2 Harem Gold"). One idea, but three of the edits above: on auto_6628b9d2
  // "Gold×2 Harem" before a best's unlimited Gold beat that best by 10%, and neither the search
  // nor a polish of single edits found it.
  if (n + 2 <= space.max_entries)
    for (int i = 0; i < n; ++i) {
      if (es[size_t(i)].count < kMenuUnlimited) continue;
      for (int first : {1, 2})
        for (const CardDef* d : space.cards) {
          if (d == es[size_t(i)].card) continue;
          for (int k : {1, 2, kMenuUnlimited}) {
            Genome c = g;
            std::vector<MenuEntry>& ce = c.menu.entries;
            const MenuEntry head{es[size_t(i)].card, first}, e{d, k};
            ce.insert(ce.begin() + i, {head, e});
            add(std::move(c),
                fmt::format("insert {} after {} at {}", entry_text(e), entry_text(head), i + 1));
          }
        }
    }
  for (int i = 0; i < n; ++i)
    for (const CardDef* d : space.cards) {
      if (d == es[size_t(i)].card) continue;
      Genome c = g;
      c.menu.entries[size_t(i)].card = d;
      add(std::move(c),
          fmt::format("replace {} at {} by {}", entry_text(es[size_t(i)]), i + 1, d->name));
    }

  struct Threshold {
    int Menu::*at;
    const char* name;
  };
  std::vector<Threshold> thresholds = {{&Menu::duchy_at, "Duchy"}, {&Menu::estate_at, "Estate"}};
  if (space.colony) {
    thresholds.push_back({&Menu::province_at, "Province"});
    thresholds.push_back({&Menu::colony_at, "Colony"});
  }
  for (const Threshold& t : thresholds)
    for (int step : {-1, 1}) {
      const int from = std::min(g.menu.*t.at, space.provinces);
      const int to = std::clamp(from + step, 0, space.provinces);
      if (to == from) continue;
      Genome c = g;
      c.menu.*t.at = to;
      add(std::move(c), fmt::format("{}≤{}", t.name, to));
    }

  for (const PlayParam* p : space.params) {
    bool named = false;
    for (const MenuEntry& e : es) named |= param_of(*p, *e.card);
    if (!named) continue;
    auto it = g.params.find(p->name);
    const double now = it != g.params.end() ? it->second : p->fallback;
    const double width = p->hi - p->lo;
    const bool integral = std::floor(p->lo) == p->lo && std::floor(p->hi) == p->hi &&
                          std::floor(p->fallback) == p->fallback;
    const double step = integral ? std::max(1.0, std::round(width / 6))
                                 : std::max(0.05, std::round(width / 6 * 20) / 20);
    for (double sign : {-1.0, 1.0}) {
      double next = std::clamp(now + sign * step, p->lo, p->hi);
      if (!integral) next = std::round(next * 20) / 20;
      if (next == now) continue;
      Genome c = g;
      c.params[p->name] = next;
      add(std::move(c), fmt::format("{} = {}", p->name, next));
    }
  }
  return out;
}

namespace {

// Scores of genomes against the field on shared seeds: scores[c][f] holds genome c's group scores
// against field member f, group by group.
struct Scores {
  std::vector<std::vector<std::vector<double>>> s;
  int64_t games = 0;
};

// Plays groups [first, first + count) of every (genome, field member) pair on the seeds
// seeds[f], appending to sc.
void play(const std::vector<Strategy>& genomes, const std::vector<size_t>& which,
          const std::vector<const Strategy*>& field, const GameConfig& game,
          const std::vector<uint64_t>& seeds, int64_t first, int64_t count, Scores& sc,
          const JobRunner* jobs) {
  const size_t nf = field.size();
  const std::vector<std::string> got =
      (jobs ? *jobs : local_jobs()).run(which.size() * nf, [&](size_t k) {
        const size_t c = which[k / nf], f = k % nf;
        std::vector<double> scores;
        ByteWriter w;
        w.pod(play_groups(genomes[c], *field[f], game, seeds[f], first, count, scores));
        w.pods(scores);
        return w.take();
      });
  for (size_t k = 0; k < got.size(); ++k) {
    ByteReader r(got[k]);
    sc.games += r.pod<int64_t>();
    const std::vector<double> scores = r.pods<double>();
    std::vector<double>& dst = sc.s[which[k / nf]][k % nf];
    dst.insert(dst.end(), scores.begin(), scores.end());
  }
}

// Mean margin over the field, each member weighted equally.
double field_mean(const std::vector<std::vector<double>>& per_member) {
  double sum = 0;
  for (const std::vector<double>& v : per_member)
    sum += v.empty() ? 0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
  return per_member.empty() ? 0 : sum / double(per_member.size());
}

// The best `keep` of `which` by field mean (ties: the earlier), best first.
std::vector<size_t> best_of(const Scores& sc, std::vector<size_t> which, int keep) {
  std::vector<double> mean(sc.s.size(), 0);
  for (size_t c : which) mean[c] = field_mean(sc.s[c]);
  std::stable_sort(which.begin(), which.end(),
                   [&](size_t a, size_t b) { return mean[a] > mean[b]; });
  if (int(which.size()) > keep) which.resize(size_t(keep));
  return which;
}

// Whether genome c loses no more than max_loss to genome `ref` against any one field member:
// the 95% upper bound of its paired gain against each member is at least -max_loss.
bool no_collapse_against(const Scores& sc, size_t c, size_t ref, double max_loss) {
  for (size_t f = 0; f < sc.s[c].size(); ++f) {
    double sum = 0, sumsq = 0;
    for (size_t g = 0; g < sc.s[c][f].size(); ++g) {
      const double d = sc.s[c][f][g] - sc.s[ref][f][g];
      sum += d;
      sumsq += d * d;
    }
    if (mean_interval(sum, sumsq, int64_t(sc.s[c][f].size())).hi < -max_loss) return false;
  }
  return true;
}

// Whether genome c is beaten (its margin's 95% interval below 0) by one of the first `leaders`
// field members that does not beat genome `ref` in the same games.
bool newly_beaten(const Scores& sc, size_t c, size_t ref, size_t leaders) {
  auto beaten = [&](size_t g, size_t f) {
    const std::vector<double>& v = sc.s[g][f];
    double sum = 0, sumsq = 0;
    for (double x : v) {
      sum += x;
      sumsq += x * x;
    }
    return mean_interval(sum, sumsq, int64_t(v.size())).hi < 0;
  };
  for (size_t f = 0; f < std::min(leaders, sc.s[c].size()); ++f)
    if (beaten(c, f) && !beaten(ref, f)) return true;
  return false;
}

// Genome c's gain over genome `ref`, pair by pair, over field members [0, members): every member
// has the same number of groups, so the plain mean of the differences weights them equally.
Estimate gain_over(const Scores& sc, size_t c, size_t ref, size_t members, double z) {
  double sum = 0, sumsq = 0;
  int64_t n = 0;
  for (size_t f = 0; f < std::min(members, sc.s[c].size()); ++f)
    for (size_t g = 0; g < sc.s[c][f].size(); ++g) {
      const double d = sc.s[c][f][g] - sc.s[ref][f][g];
      sum += d;
      sumsq += d * d;
      ++n;
    }
  return mean_interval(sum, sumsq, n, z);
}

enum : uint64_t {
  kStageScreen = 1,
  kStageConfirm = 2,
  kStagePruneScreen = 3,
  kStagePruneConfirm = 4
};

}  // namespace

PolishResult polish(const Genome& start, const std::vector<const Strategy*>& field, size_t leaders,
                    const GameConfig& game, const MutationSpace& space, uint64_t seed,
                    const PolishParams& prm, const JobRunner* jobs) {
  PolishResult res;
  res.genome = canonical(start);
  if (field.empty()) return res;
  const size_t nf = field.size();
  for (int round = 0; round < prm.rounds; ++round) {
    ++res.rounds;
    std::vector<std::string> what;
    std::vector<Genome> cands = neighbours(res.genome, space, &what);
    if (cands.empty()) break;
    // Genome 0 is the current one; the neighbours follow.
    std::vector<Strategy> strategies;
    strategies.push_back(to_strategy(res.genome, "current", game.colony));
    for (size_t c = 0; c < cands.size(); ++c)
      strategies.push_back(to_strategy(cands[c], fmt::format("n{}", c), game.colony));
    Scores sc;
    sc.s.assign(strategies.size(), std::vector<std::vector<double>>(nf));
    std::vector<uint64_t> screen(nf), confirm(nf);
    for (size_t f = 0; f < nf; ++f) {
      screen[f] = mix64(mix64(mix64(seed, kStageScreen), uint64_t(round)), f);
      confirm[f] = mix64(mix64(mix64(seed, kStageConfirm), uint64_t(round)), f);
    }
    std::vector<size_t> all(cands.size());
    std::iota(all.begin(), all.end(), size_t(1));
    play(strategies, all, field, game, screen, 0, prm.screen_groups, sc, jobs);
    std::vector<size_t> raced = best_of(sc, all, prm.keep_screened);
    play(strategies, raced, field, game, screen, prm.screen_groups,
         prm.race_groups - prm.screen_groups, sc, jobs);
    std::vector<size_t> finalists = best_of(sc, raced, prm.keep_raced);

    // Fresh seeds for the current genome and the finalists: the selection above never saw them.
    Scores fresh;
    fresh.s.assign(strategies.size(), std::vector<std::vector<double>>(nf));
    std::vector<size_t> confirmed = finalists;
    confirmed.insert(confirmed.begin(), 0);
    play(strategies, confirmed, field, game, confirm, 0, prm.confirm_groups, fresh, jobs);
    res.games += sc.games + fresh.games;

    // The best finalist by its paired gain among those that collapse against no member and that
    // no final leader newly beats; kept
    // when the gain's lower bound, Bonferroni over the finalists (one-sided), is above 0.
    const double z =
        normal_upper_quantile(prm.alpha / double(std::max<size_t>(1, finalists.size())));
    size_t pick = 0;
    Estimate best;
    for (size_t c : finalists) {
      if (!no_collapse_against(fresh, c, 0, prm.max_loss) || newly_beaten(fresh, c, 0, leaders))
        continue;
      const Estimate e = gain_over(fresh, c, 0, nf, z);
      if (pick == 0 || e.mean > best.mean) {
        pick = c;
        best = e;
      }
    }
    if (pick == 0 || !(best.lo > 0)) break;
    res.genome = cands[pick - 1];
    res.steps.push_back(
        {res.genome, what[pick - 1], gain_over(fresh, pick, 0, nf, 1.96), int(cands.size())});
  }
  return res;
}

std::vector<Genome> simplifications(const Genome& g, std::vector<std::string>* what) {
  std::vector<Genome> out;
  std::set<std::string> seen;
  auto key = [](const Genome& x) {
    std::string k = print_menu(x.menu);
    for (const auto& [name, value] : x.params) k += fmt::format(" {}={}", name, value);
    return k;
  };
  seen.insert(key(canonical(g)));
  auto add = [&](Genome c, std::string change) {
    c = canonical(c);
    if (!seen.insert(key(c)).second) return;
    out.push_back(std::move(c));
    if (what) what->push_back(std::move(change));
  };
  const std::vector<MenuEntry>& es = g.menu.entries;
  const size_t n = es.size();
  for (size_t i = 0; i < n; ++i) {
    Genome c = g;
    c.menu.entries.erase(c.menu.entries.begin() + long(i));
    add(std::move(c), fmt::format("delete {} at {}", entry_text(es[i]), i + 1));
  }
  for (size_t i = 0; i < n; ++i)
    for (size_t j = i + 1; j < n; ++j) {
      if (es[i].card != es[j].card) continue;
      const int sum = es[i].count >= kMenuUnlimited || es[j].count >= kMenuUnlimited
                          ? kMenuUnlimited
                          : std::min(kMenuUnlimited - 1, es[i].count + es[j].count);
      for (const auto& [keep, drop] : {std::pair{i, j}, std::pair{j, i}}) {
        Genome c = g;
        c.menu.entries[keep].count = sum;
        c.menu.entries.erase(c.menu.entries.begin() + long(drop));
        add(std::move(c), fmt::format("merge {} at {} into {} at {}", entry_text(es[drop]),
                                      drop + 1, entry_text(es[keep]), keep + 1));
      }
    }
  return out;
}

PruneResult prune(const Genome& start, const std::vector<const Strategy*>& field, size_t leaders,
                  const GameConfig& game, uint64_t seed, const PolishParams& prm,
                  const JobRunner* jobs) {
  PruneResult res;
  res.genome = canonical(start);
  if (field.empty() || !prm.prune) return res;
  const size_t nf = field.size();
  const Strategy first = to_strategy(res.genome, "start", game.colony);
  for (int round = 0;; ++round) {
    std::vector<std::string> what;
    const std::vector<Genome> cands = simplifications(res.genome, &what);
    if (cands.empty()) break;
    // Genome 0 is the start, 1 the current one; the simplifications follow.
    std::vector<Strategy> strategies{first, to_strategy(res.genome, "current", game.colony)};
    for (size_t c = 0; c < cands.size(); ++c)
      strategies.push_back(to_strategy(cands[c], fmt::format("s{}", c), game.colony));
    std::vector<uint64_t> screen(nf), confirm(nf);
    for (size_t f = 0; f < nf; ++f) {
      screen[f] = mix64(mix64(mix64(seed, kStagePruneScreen), uint64_t(round)), f);
      confirm[f] = mix64(mix64(mix64(seed, kStagePruneConfirm), uint64_t(round)), f);
    }
    Scores sc;
    sc.s.assign(strategies.size(), std::vector<std::vector<double>>(nf));
    std::vector<size_t> screened(cands.size() + 1);
    std::iota(screened.begin(), screened.end(), size_t(1));
    play(strategies, screened, field, game, screen, 0, prm.prune_screen_groups, sc, jobs);
    // The two closest to the current genome (highest paired gain; ties: the earlier, so
    // deletions before merges and early entries before late ones).
    std::vector<size_t> order(cands.size());
    std::iota(order.begin(), order.end(), size_t(2));
    std::vector<double> gain(strategies.size(), 0);
    for (size_t c : order) gain[c] = gain_over(sc, c, 1, nf, 1.96).mean;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return gain[a] > gain[b]; });
    if (order.size() > 2) order.resize(2);

    Scores fresh;
    fresh.s.assign(strategies.size(), std::vector<std::vector<double>>(nf));
    std::vector<size_t> confirmed = order;
    confirmed.insert(confirmed.begin(), {size_t(0), size_t(1)});
    play(strategies, confirmed, field, game, confirm, 0, prm.prune_confirm_groups, fresh, jobs);
    res.games += sc.games + fresh.games;
    size_t pick = 0;
    for (size_t c : order) {
      const Estimate vs_current = gain_over(fresh, c, 1, nf, 1.96);
      const Estimate vs_start = gain_over(fresh, c, 0, nf, 1.96);
      if (vs_current.hi < 0 || vs_start.lo < -prm.prune_tolerance) continue;
      if (!no_collapse_against(fresh, c, 1, prm.max_loss) || newly_beaten(fresh, c, 1, leaders))
        continue;
      pick = c;
      break;
    }
    if (pick == 0) break;
    res.genome = cands[pick - 2];
    res.steps.push_back(
        {res.genome, what[pick - 2], gain_over(fresh, pick, 1, nf, 1.96), int(cands.size())});
    res.vs_start = gain_over(fresh, pick, 0, nf, 1.96);
    res.vs_start_leaders = gain_over(fresh, pick, 0, leaders, 1.96);
  }
  return res;
}

std::vector<CardCost> card_costs(const Genome& g, const MutationSpace& space,
                                 const GameConfig& game, uint64_t seed, int64_t screen_groups,
                                 int64_t confirm_groups, int64_t* games_played,
                                 const JobRunner* jobs) {
  const Strategy self = to_strategy(g, "best", game.colony);
  auto probe = std::make_unique<State>();
  probe->setup(game, seed, 0);
  // Every skipped card's inserts, screened in one batch, then the picks confirmed in another:
  // each pairing's seeds depend on its card alone, so batching changes no game.
  struct Card {
    const CardDef* def;
    CardId id;
    uint64_t seed;
    std::vector<Genome> cands;
    std::vector<std::string> what;
    std::vector<Strategy> strategies;
    size_t pick = 0;
  };
  std::vector<Card> cards;
  std::vector<std::pair<size_t, size_t>> screens;  // (card, candidate)
  for (const CardDef* d : space.kingdom) {
    bool named = false;
    for (const MenuEntry& e : g.menu.entries) named |= e.card == d;
    if (named) continue;
    const CardId id = probe->find(d);
    if (id == kNoCard) continue;
    Card card{d, id, mix64(seed, name_hash(d->name)), {}, {}, {}};
    for (size_t at = 0; at <= g.menu.entries.size(); ++at)
      for (int k : {1, kMenuUnlimited}) {
        Genome c = g;
        const MenuEntry e{d, k};
        c.menu.entries.insert(c.menu.entries.begin() + long(at), e);
        card.cands.push_back(canonical(c));
        card.what.push_back(fmt::format("insert {} at {}", entry_text(e), at + 1));
      }
    for (size_t c = 0; c < card.cands.size(); ++c) {
      card.strategies.push_back(to_strategy(card.cands[c], fmt::format("c{}", c), game.colony));
      screens.emplace_back(cards.size(), c);
    }
    cards.push_back(std::move(card));
  }
  SequentialTest screen;
  screen.min_games = screen.max_games = screen_groups * game.players;
  const std::vector<PairingResult> rs =
      run_jobs<PairingResult>(jobs, screens.size(), [&](size_t k) {
        const Card& card = cards[screens[k].first];
        return play_pairing(card.strategies[screens[k].second], self, game, mix64(card.seed, 1),
                            screen);
      });
  int64_t games = 0;
  std::vector<size_t> confirmed;  // cards with a pick
  for (size_t k = 0, first = 0; first < cards.size(); ++first) {
    // The best place among those where the card is bought at all (in at least 1% of the
    // games): an entry that never fires changes no game and says nothing about the card.
    Card& card = cards[first];
    const size_t none = card.cands.size(), base = k;
    card.pick = none;
    for (size_t c = 0; c < card.cands.size(); ++c, ++k) {
      games += rs[k].games;
      if (rs[k].chose[0][card.id] * 100 < rs[k].games) continue;
      if (card.pick == none || rs[k].margin().mean > rs[base + card.pick].margin().mean)
        card.pick = c;
    }
    if (card.pick != none) confirmed.push_back(first);  // else bought nowhere: nothing to measure
  }
  SequentialTest confirm;
  confirm.min_games = confirm.max_games = confirm_groups * game.players;
  const std::vector<PairingResult> rc =
      run_jobs<PairingResult>(jobs, confirmed.size(), [&](size_t k) {
        const Card& card = cards[confirmed[k]];
        return play_pairing(card.strategies[card.pick], self, game, mix64(card.seed, 2), confirm);
      });
  std::vector<CardCost> out;
  for (size_t k = 0; k < confirmed.size(); ++k) {
    const Card& card = cards[confirmed[k]];
    games += rc[k].games;
    out.push_back(
        {card.def->name, card.what[card.pick], card.cands[card.pick], rc[k].margin(), rc[k].games});
  }
  if (games_played) *games_played = games;
  return out;
}

}  // namespace kl
