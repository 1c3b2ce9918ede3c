#include "evolution/train/coevolution.h"

#include <fmt/format.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <stdexcept>
#include <string_view>
#include <tuple>

#include "evolution/arena/game_log.h"
#include "evolution/arena/jobs.h"
#include "evolution/io/run_data.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/metagame.h"

namespace kl {

bool applicable(const Strategy& bot, const GameConfig& game) {
  const std::vector<const CardDef*> supply = supply_cards(game);
  auto in_game = [&](const CardDef* d) {
    return !d || std::find(supply.begin(), supply.end(), d) != supply.end();
  };
  for (const BuyRule& r : bot.rules) {
    if (!in_game(r.card)) return false;
    for (const Condition& c : r.conds)
      for (const Expr* e : {&c.lhs, &c.rhs})
        for (const Token& t : e->rpn)
          if (!in_game(t.operand.card)) return false;
  }
  return true;
}

namespace {

// A library bot (written for Province games) in a Colony game: Platinum first, unless it names
// Platinum already, and the Colony template's Province threshold when it has none. Without this
// every start but the template ignores Platinum, and a pool that drifts away from the template
// never puts Platinum back at the top (docs/quality.md, auto_0e006fcb).
void colonize(Genome& g, const MutationSpace& space) {
  const Genome t = template_genome(space);
  const CardDef* platinum = t.menu.entries.empty() ? nullptr : t.menu.entries.front().card;
  if (!platinum || platinum->name != "Platinum") return;
  const bool named = std::any_of(g.menu.entries.begin(), g.menu.entries.end(),
                                 [&](const MenuEntry& e) { return e.card == platinum; });
  if (!named) {
    g.menu.entries.insert(g.menu.entries.begin(), MenuEntry{platinum, kMenuUnlimited});
    if (int(g.menu.entries.size()) > space.max_entries)
      g.menu.entries.resize(size_t(space.max_entries));
  }
  if (g.menu.province_at >= kMenuUnlimited) g.menu.province_at = t.menu.province_at;
}

// Puts `entry` right before the template's entry for the basic card `name` (Gold, Silver).
void insert_before(Genome& g, std::string_view name, MenuEntry entry) {
  auto at = std::find_if(g.menu.entries.begin(), g.menu.entries.end(),
                         [&](const MenuEntry& e) { return e.card->name == name; });
  g.menu.entries.insert(at, entry);
}

// Engine starts: a terminal Action played many times from villages, e.g. Provincial's
// `Torturer×5 Gold Shanty Town×10 Worker's Village×10 Silver`. Single mutations rarely assemble
// it from money starts, because a few villages or a second terminal alone make a deck worse
// (docs/quality.md, auto_5a0c0ab9 and auto_35a06182). A village is a kingdom Action with +2
// Actions; a terminal is one without +Actions that attacks or draws 2 or more. One start per
// pair, Attacks first, then by cards drawn; at most kMaxEngineStarts.
constexpr int kMaxEngineStarts = 6;

std::vector<Genome> engine_starts(const MutationSpace& space) {
  std::vector<const CardDef*> villages, terminals;
  for (const CardDef* d : space.kingdom) {
    if (!d->is(kAction)) continue;
    if (d->plus_actions >= 2) villages.push_back(d);
    if (d->plus_actions == 0 && (d->is(kAttack) || d->plus_cards >= 2)) terminals.push_back(d);
  }
  std::stable_sort(terminals.begin(), terminals.end(), [](const CardDef* a, const CardDef* b) {
    if (a->is(kAttack) != b->is(kAttack)) return a->is(kAttack);
    return a->plus_cards > b->plus_cards;
  });
  const Genome t = template_genome(space);
  std::vector<Genome> out;
  for (const CardDef* terminal : terminals)
    for (const CardDef* village : villages) {
      if (int(out.size()) >= kMaxEngineStarts) return out;
      Genome g = t;
      // After Platinum in Colony games, before Gold.
      insert_before(g, "Gold", MenuEntry{terminal, 4});
      insert_before(g, "Silver", MenuEntry{village, 8});
      out.push_back(canonical(g));
    }
  return out;
}

// Stack starts: one non-terminal Action bought above Gold, many times, e.g. Provincial's
// `Goons Laboratory×10 Gold Moneylender Laboratory Throne Room×2 Rabble×3 Silver` (auto_abed0075).
// From a money deck, more copies of the card and the cards that go with it (Throne Room) each
// lose alone and win together. A stack card is a kingdom Action with +Actions that draws or
// makes $ and costs $5 or more; `card×10 Gold Silver` (Platinum first with Colonies), the
// dearest first, then by cards drawn; at most kMaxStackStarts.
constexpr int kMaxStackStarts = 3;

std::vector<Genome> stack_starts(const MutationSpace& space) {
  std::vector<const CardDef*> stack;
  for (const CardDef* d : space.kingdom)
    if (d->is(kAction) && d->plus_actions >= 1 && (d->plus_cards >= 1 || d->plus_coins >= 1) &&
        d->cost >= 5)
      stack.push_back(d);
  std::stable_sort(stack.begin(), stack.end(), [](const CardDef* a, const CardDef* b) {
    if (a->cost != b->cost) return a->cost > b->cost;
    return a->plus_cards > b->plus_cards;
  });
  if (int(stack.size()) > kMaxStackStarts) stack.resize(kMaxStackStarts);
  const Genome t = template_genome(space);
  std::vector<Genome> out;
  for (const CardDef* card : stack) {
    Genome g = t;
    insert_before(g, "Gold", MenuEntry{card, 10});
    out.push_back(canonical(g));
  }
  return out;
}

}  // namespace

std::vector<Genome> starting_genomes(const MutationSpace& space, const GameConfig& game,
                                     bool library) {
  std::vector<Genome> out{template_genome(space)};
  if (!library) return out;
  for (const Strategy& bot : bot_library()) {
    if (!applicable(bot, game)) continue;
    Genome g;
    g.menu = closest_menu(bot);
    std::erase_if(g.menu.entries, [&](const MenuEntry& e) {
      return std::find(space.cards.begin(), space.cards.end(), e.card) == space.cards.end();
    });
    if (int(g.menu.entries.size()) > space.max_entries)
      g.menu.entries.resize(size_t(space.max_entries));
    for (int* at : {&g.menu.duchy_at, &g.menu.estate_at}) *at = std::min(*at, space.provinces);
    for (int* at : {&g.menu.province_at, &g.menu.colony_at})
      *at =
          !space.colony || *at >= kMenuUnlimited ? kMenuUnlimited : std::min(*at, space.provinces);
    g.params = bot.params;
    prune_params(g, space);
    if (space.colony) colonize(g, space);
    g = canonical(g);
    if (std::find(out.begin(), out.end(), g) == out.end()) out.push_back(std::move(g));
  }
  for (std::vector<Genome> extra : {engine_starts(space), stack_starts(space)})
    for (Genome& g : extra)
      if (std::find(out.begin(), out.end(), g) == out.end()) out.push_back(std::move(g));
  return out;
}

// --- selection and weights

std::vector<Genome> hall_of_fame(std::vector<FameCandidate> candidates,
                                 const std::vector<LeaderRecord>& leaders, int k) {
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const FameCandidate& a, const FameCandidate& b) {
                     if (a.margin != b.margin) return a.margin < b.margin;
                     return a.generation > b.generation;
                   });
  std::vector<Genome> out;
  for (const FameCandidate& c : candidates) {
    if (int(out.size()) >= k) break;
    bool fresh = std::find(out.begin(), out.end(), c.genome) == out.end();
    for (const LeaderRecord& l : leaders) fresh &= !(l.genome == c.genome);
    if (fresh) out.push_back(c.genome);
  }
  return out;
}

std::vector<int> select_diverse(const std::vector<double>& rating,
                                const std::vector<std::vector<std::string>>& bought, int n) {
  std::vector<int> order(rating.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return rating[size_t(a)] > rating[size_t(b)]; });
  std::vector<int> taken;
  std::vector<bool> used(rating.size());
  for (int i : order) {
    if (int(taken.size()) >= n) break;
    bool differs = true;
    for (int t : taken) differs &= bought[size_t(t)] != bought[size_t(i)];
    if (!differs) continue;
    taken.push_back(i);
    used[size_t(i)] = true;
  }
  for (int i : order) {
    if (int(taken.size()) >= n) break;
    if (!used[size_t(i)]) taken.push_back(i);
  }
  std::stable_sort(taken.begin(), taken.end(),
                   [&](int a, int b) { return rating[size_t(a)] > rating[size_t(b)]; });
  return taken;
}

Standing standing(const std::vector<std::vector<MatchRecord>>& cells,
                  const std::vector<std::vector<MatchRecord>>& bot_cells, size_t i) {
  Standing st;
  double sum = 0;
  int count = 0;
  auto take = [&](const MatchRecord& m, bool bot, size_t by) {
    if (m.hi < 0) (bot ? st.beaten_by_bots : st.beaten_by_leaders).push_back(by);
    if (count == 0 || m.margin < st.worst) {
      st.worst = m.margin;
      st.worst_is_bot = bot;
      st.worst_by = by;
    }
    sum += m.margin;
    ++count;
  };
  for (size_t j = 0; j < cells[i].size(); ++j)
    if (j != i) take(cells[i][j], false, j);
  if (i < bot_cells.size())
    for (size_t b = 0; b < bot_cells[i].size(); ++b) take(bot_cells[i][b], true, b);
  st.mean = count > 0 ? sum / count : 0;
  if (count == 0) st.worst = 0;
  return st;
}

size_t pick_best(const std::vector<std::vector<MatchRecord>>& cells,
                 const std::vector<std::vector<MatchRecord>>& bot_cells) {
  size_t best = 0;
  Standing top;
  for (size_t i = 0; i < cells.size(); ++i) {
    const Standing s = standing(cells, bot_cells, i);
    // Unbeaten first, by the mean, then the worst; beaten, by the mean + the worst, then the mean.
    const auto key = [](const Standing& x) {
      return x.beaten() == 0 ? std::tuple(1, x.mean, x.worst)
                             : std::tuple(0, x.mean + x.worst, x.mean);
    };
    const bool better = i == 0 || key(s) > key(top);
    if (better) {
      best = i;
      top = s;
    }
  }
  return best;
}

std::vector<double> leader_weights(const std::vector<std::vector<double>>& margins) {
  const size_t n = margins.size();
  std::vector<double> w(n, 1.0);
  if (n < 2) return w;
  for (size_t j = 0; j < n; ++j) {
    double s = 0;
    for (size_t k = 0; k < n; ++k)
      if (k != j) s += margins[j][k];
    w[j] = std::max(0.1, 1.0 + s / double(n - 1));
  }
  return w;
}

const LeaderRecord* RunState::leader(const std::string& id) const {
  if (!id.empty() && final.polish.leader.id == id) return &final.polish.leader;
  // The last generation first (the final leaders), then the earlier ones (fame_finalists).
  for (const ChamberState& ch : chambers)
    for (auto g = ch.history.rbegin(); g != ch.history.rend(); ++g)
      for (const LeaderRecord& l : g->leaders)
        if (l.id == id) return &l;
  return nullptr;
}

std::vector<int> fame_finalists(const ChamberState& ch, int k) {
  std::vector<int> out;
  if (k <= 0 || ch.history.empty() || ch.progression.empty() ||
      ch.progression.back().generation != int(ch.history.size()))
    return out;
  std::vector<std::pair<double, int>> beaten;  // (margin, generation)
  for (const auto& [g, m] : ch.progression.back().vs)
    if (m.hi < 0 && g >= 1 && g < int(ch.history.size())) beaten.emplace_back(m.margin, g);
  std::sort(beaten.begin(), beaten.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : a.second > b.second;
  });
  std::vector<const Genome*> seen;
  for (const LeaderRecord& l : ch.history.back().leaders) seen.push_back(&l.genome);
  for (const auto& [margin, g] : beaten) {
    if (int(out.size()) >= k) break;
    const Genome& genome = ch.history[size_t(g - 1)].leaders.front().genome;
    if (std::any_of(seen.begin(), seen.end(), [&](const Genome* s) { return *s == genome; }))
      continue;
    seen.push_back(&genome);
    out.push_back(g);
  }
  return out;
}

uint64_t stream_seed(uint64_t run_seed, uint64_t tag, uint64_t a, uint64_t b, uint64_t c) {
  return mix64(mix64(mix64(mix64(run_seed, tag), a), b), c);
}

MatchRecord MatchRecord::of(const PairingResult& r) {
  MatchRecord m;
  m.wins = r.wins;
  m.losses = r.losses;
  m.ties = r.ties;
  m.games = r.games;
  const Estimate e = r.margin();
  m.margin = e.mean;
  m.lo = r.pairs >= 2 ? std::max(-1.0, e.lo) : -1.0;
  m.hi = r.pairs >= 2 ? std::min(1.0, e.hi) : 1.0;
  m.significant = m.lo > 0 || m.hi < 0;
  return m;
}

MatchRecord MatchRecord::swapped() const {
  MatchRecord m = *this;
  std::swap(m.wins, m.losses);
  m.margin = -margin;
  m.lo = -hi;
  m.hi = -lo;
  return m;
}

// --- training

namespace {

enum : uint64_t {
  kTagRate = 1,
  kTagMutate,
  kTagProgression,
  kTagTournament,
  kTagBots,
  kTagDiag,
  kTagFame,
  kTagBotMatrix,
  kTagMetagame,
  kTagRivals,
  kTagPolish,
  kTagPlan
};

constexpr double kBoughtShare = 0.1;  // a card counts as bought in >= 10% of a member's games

// FNV-1a: a bot's stream depends on its name only, not on its place in the library.
uint64_t text_hash(const std::string& s) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

std::string leader_id(int chamber, int generation, int rank) {
  return fmt::format("c{}-g{}-l{}", chamber, generation, rank);
}

struct Session {
  const TrainConfig& cfg;
  RunState& st;
  MutationSpace space;
  std::vector<std::string> card_names;  // by card id in this game
  std::vector<const CardDef*> card_defs;
  std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
  double seconds_before = 0;
  int64_t games_before = 0;
  int gens_this_session = 0;

  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  // About how many games the final phase plays (for the ETA): the round robin, every leader and
  // the bots against the bots, the polish and parsimony (typically 0.3-1 million together),
  // the diagnostics and the skipped cards' games.
  int64_t final_phase_games() const {
    const int64_t leaders = int64_t(st.params.leaders) * st.params.chambers;
    int64_t bots = 0;
    for (const Strategy& b : bot_library()) bots += applicable(b, st.game) ? 1 : 0;
    const int64_t pairings = leaders * (leaders - 1) / 2 + leaders * bots + bots * (bots - 1) / 2;
    const int64_t polish = st.params.polish.rounds > 0 ? 600000 : 0;
    return pairings * st.params.final_games + polish + (leaders + 1) * st.params.diagnostic_games +
           int64_t(space.kingdom.size()) * 4000;
  }
  // The length of the final phase's pairings: final_games each, or (sequential, with
  // TrainParams::final_min_games) a sequential test from final_min_games to final_games.
  SequentialTest final_test(bool sequential = true) const {
    SequentialTest t;
    t.min_games = t.max_games = st.params.final_games;
    if (sequential && st.params.final_min_games > 0) t.min_games = st.params.final_min_games;
    return t;
  }
  void report(Progress p) const {
    if (!cfg.progress) return;
    p.chambers = st.params.chambers;
    p.generations = st.params.generations;
    p.games = st.games + st.final.games;
    p.seconds = elapsed();
    const int64_t session_games = p.games - games_before;
    p.games_per_second = p.seconds > 0 ? double(session_games) / p.seconds : 0;
    cfg.progress(p);
  }
  // The first pool's starting genomes: the usual ones, then the warm start's.
  std::vector<Genome> starts() const {
    std::vector<Genome> out = starting_genomes(space, st.game, st.params.library_start);
    for (const Genome& g : st.warm_start.genomes)
      if (std::find(out.begin(), out.end(), g) == out.end()) out.push_back(g);
    return out;
  }
  Strategy strategy(const Genome& g, const std::string& name) const {
    return to_strategy(g, name, st.game.colony);
  }
  void write_files(bool write_checkpoint) const {
    if (cfg.out_dir.empty() || !cfg.writes) return;
    std::filesystem::create_directories(cfg.out_dir);
    if (write_checkpoint) write_json_atomic(cfg.out_dir + "/checkpoint.json", checkpoint_json(st));
    write_json_atomic(cfg.out_dir + "/run.json", run_json(st));
    if (cfg.on_saved) cfg.on_saved();
  }

  std::vector<Genome> fame(const ChamberState& ch, int gen);
  void generation(ChamberState& ch, int gen);
  void progression(ChamberState& ch);
  void finals();
  void metagame(const std::vector<Strategy>& leaders, const std::vector<const Strategy*>& bots);
};

// The hall of fame of generation gen > 1: the current best leader's margins against the earlier
// bests come from its progression record; against the starting genomes they are played here.
std::vector<Genome> Session::fame(const ChamberState& ch, int gen) {
  const int k = st.params.hall_of_fame;
  if (k <= 0 || ch.history.empty()) return {};
  const Genome& best = ch.history.back().leaders.front().genome;
  std::vector<FameCandidate> cands;
  if (!ch.progression.empty() && ch.progression.back().generation == int(ch.history.size()))
    for (const auto& [h, m] : ch.progression.back().vs)
      cands.push_back({ch.history[size_t(h - 1)].leaders.front().genome, m.margin, h});
  std::vector<Genome> start = starts();
  std::erase(start, best);
  const Strategy me = strategy(best, "best");
  std::vector<Strategy> them;
  for (size_t i = 0; i < start.size(); ++i)
    them.push_back(strategy(start[i], fmt::format("start{}", i)));
  const std::vector<PairingResult> results =
      run_jobs<PairingResult>(cfg.jobs, start.size(), [&](size_t i) {
        const uint64_t seed = stream_seed(st.seed, kTagFame, uint64_t(ch.index), uint64_t(gen), i);
        return play_pairing(me, them[i], st.game, seed, st.params.test);
      });
  for (size_t i = 0; i < start.size(); ++i) {
    cands.push_back({start[i], results[i].margin().mean, 0});
    st.games += results[i].games;
  }
  return hall_of_fame(std::move(cands), ch.history.back().leaders, k);
}

void Session::generation(ChamberState& ch, int gen) {
  const TrainParams& prm = st.params;
  Rng rng(stream_seed(st.seed, kTagMutate, uint64_t(ch.index), uint64_t(gen)), 0);

  // The pool: the opponents (the current leaders, then the hall of fame; in the first
  // generation the starting genomes), then children of the leaders.
  std::vector<Genome> pool;
  if (gen == 1)
    pool = starts();
  else
    for (const LeaderRecord& l : ch.history.back().leaders) pool.push_back(l.genome);
  const int parents = int(pool.size());
  if (gen > 1)
    for (Genome& h : fame(ch, gen)) pool.push_back(std::move(h));
  const int opponents = int(pool.size());
  std::vector<int> parent(pool.size(), -1);
  std::vector<std::vector<Mutation>> used(pool.size());
  std::vector<double> share(static_cast<size_t>(parents));
  // Leaders' children by rank (the best most often); the starting genomes' evenly.
  for (int r = 0; r < parents; ++r) share[size_t(r)] = gen == 1 ? 1.0 : double(parents - r);
  const double share_sum = std::accumulate(share.begin(), share.end(), 0.0);
  while (int(pool.size()) < std::max(prm.pool, opponents + 1)) {
    double u = rng.uniform() * share_sum;
    int par = 0;
    while (par + 1 < parents && u >= share[size_t(par)]) u -= share[size_t(par++)];
    Genome child;
    std::vector<Mutation> how;
    for (int attempt = 0; attempt < 10; ++attempt) {
      Genome start = pool[size_t(par)];
      std::vector<Mutation> first;
      // The first generation starts every child with a kingdom card.
      if (gen == 1 && !space.kingdom.empty() &&
          int(start.menu.entries.size()) < space.max_entries) {
        const CardDef* d = space.kingdom[rng.below(uint32_t(space.kingdom.size()))];
        start.menu.entries.insert(
            start.menu.entries.begin() + rng.below(uint32_t(start.menu.entries.size() + 1)),
            MenuEntry{d, 1 + int(rng.below(2))});
        first.push_back(Mutation::kInsert);
      }
      child = make_child(start, ch.stats, space, rng, &how);
      how.insert(how.begin(), first.begin(), first.end());
      if (std::find(pool.begin(), pool.end(), child) == pool.end()) break;
    }
    pool.push_back(std::move(child));
    parent.push_back(par);
    used.push_back(std::move(how));
  }
  const int n = int(pool.size());
  std::vector<Strategy> strategies;
  strategies.reserve(pool.size());
  for (int i = 0; i < n; ++i)
    strategies.push_back(strategy(pool[size_t(i)], fmt::format("m{}", i)));

  // Every member against every opponent. With 2 players two opponents play each other once (the
  // result is used from both sides); with more, i in a field of j's copies and j in a field of
  // i's are different matches, so both are played.
  const bool mirror = st.game.players == 2;
  struct Job {
    int i, j;
  };
  std::vector<Job> jobs;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < opponents; ++j)
      if (mirror ? !(i < opponents && j <= i) : i != j) jobs.push_back({i, j});
  auto job_seed = [&](const Job& jb) {
    return stream_seed(st.seed, kTagRate, uint64_t(ch.index), uint64_t(gen),
                       uint64_t(jb.i) * uint64_t(opponents) + uint64_t(jb.j));
  };
  // With screening the children's pairings pause (the opponents' own always run to the end).
  std::vector<PairingResult> results =
      run_jobs<PairingResult>(cfg.jobs, jobs.size(), [&](size_t k) {
        const Job& jb = jobs[k];
        return start_pairing(strategies[size_t(jb.i)], strategies[size_t(jb.j)], st.game,
                             job_seed(jb), prm.test, jb.i < opponents ? 0 : prm.screen_games);
      });
  const size_t nn = static_cast<size_t>(n), no = static_cast<size_t>(opponents);
  std::vector<std::vector<const PairingResult*>> res(nn, std::vector<const PairingResult*>(no));
  std::vector<PairingResult> mirrored;
  mirrored.reserve(jobs.size());
  for (size_t k = 0; k < jobs.size(); ++k) {
    res[size_t(jobs[k].i)][size_t(jobs[k].j)] = &results[k];
    if (mirror && jobs[k].i < opponents) {
      mirrored.push_back(results[k].swapped());
      res[size_t(jobs[k].j)][size_t(jobs[k].i)] = &mirrored.back();
    }
  }

  // Ratings: the weighted mean margin against the opponents (not against oneself).
  std::vector<double> rating(nn), lo(nn), hi(nn);
  std::vector<int64_t> member_games(nn);
  std::vector<std::vector<std::string>> bought(nn);
  std::vector<std::map<std::string, double>> shares(nn);
  auto rate = [&] {
    std::vector<std::vector<double>> m(no, std::vector<double>(no));
    for (int a = 0; a < opponents; ++a)
      for (int b = 0; b < opponents; ++b)
        if (a != b) m[size_t(a)][size_t(b)] = res[size_t(a)][size_t(b)]->margin().mean;
    const std::vector<double> w = leader_weights(m);
    for (int i = 0; i < n; ++i) {
      double wsum = 0, msum = 0, var = 0;
      int32_t chose[kMaxKinds] = {};
      member_games[size_t(i)] = 0;
      for (int j = 0; j < opponents; ++j) {
        const PairingResult* r = res[size_t(i)][size_t(j)];
        if (!r) continue;
        const double wj = w[size_t(j)], pairs = double(r->pairs), mean = r->sum / pairs;
        wsum += wj;
        msum += wj * mean;
        var += wj * wj * (std::max(0.0, r->sumsq - r->sum * mean) + 1.0) / pairs / pairs;
        member_games[size_t(i)] += r->games;
        for (int c = 0; c < kMaxKinds; ++c) chose[c] += r->chose[0][c];
      }
      rating[size_t(i)] = lo[size_t(i)] = hi[size_t(i)] = 0;
      if (wsum > 0) {
        rating[size_t(i)] = msum / wsum;
        const double half = 1.96 * std::sqrt(var) / wsum;
        lo[size_t(i)] = std::max(-1.0, rating[size_t(i)] - half);
        hi[size_t(i)] = std::min(1.0, rating[size_t(i)] + half);
      }
      std::vector<std::string>& b = bought[size_t(i)];
      b.clear();
      shares[size_t(i)].clear();
      if (member_games[size_t(i)] > 0) {
        for (size_t c = 0; c < card_names.size(); ++c) {
          const double s = double(chose[c]) / double(member_games[size_t(i)]);
          if (s > 0) shares[size_t(i)][card_names[c]] = s;
          if (s >= kBoughtShare) b.push_back(card_names[c]);
        }
      } else {
        // Never played (the lone first opponent): what its menu names.
        for (const MenuEntry& e : pool[size_t(i)].menu.entries) b.push_back(e.card->name);
        if (pool[size_t(i)].menu.duchy_at > 0) b.push_back("Duchy");
        if (pool[size_t(i)].menu.estate_at > 0) b.push_back("Estate");
        b.push_back("Province");
        std::sort(b.begin(), b.end());
        b.erase(std::unique(b.begin(), b.end()), b.end());
      }
    }
  };
  rate();

  // Screening: a child plays on unless its 95% upper bound is below the rating of the
  // `leaders`-th best member (it would hardly be a leader).
  if (prm.screen_games > 0) {
    std::vector<double> top = rating;
    const size_t k = std::min(nn, size_t(std::max(1, prm.leaders))) - 1;
    std::nth_element(top.begin(), top.begin() + ptrdiff_t(k), top.end(), std::greater<>());
    const double bar = top[k];
    std::vector<size_t> resume;
    for (size_t j = 0; j < jobs.size(); ++j)
      if (jobs[j].i >= opponents && !(hi[size_t(jobs[j].i)] < bar) &&
          paused(results[j], prm.test, st.game.players))
        resume.push_back(j);
    const std::vector<PairingResult> resumed =
        run_jobs<PairingResult>(cfg.jobs, resume.size(), [&](size_t e) {
          const Job& jb = jobs[resume[e]];
          PairingResult r = results[resume[e]];
          resume_pairing(r, strategies[size_t(jb.i)], strategies[size_t(jb.j)], st.game,
                         job_seed(jb), prm.test);
          return r;
        });
    for (size_t e = 0; e < resume.size(); ++e) results[resume[e]] = resumed[e];
    if (!resume.empty()) rate();
  }

  // Racing: the best candidates' pairings are extended, so that the members competing for the
  // leader places are told apart by many more games than the rest.
  const int64_t race_games = prm.test.max_games * std::max(1, prm.race_factor);
  if (race_games > prm.test.max_games) {
    std::vector<int> order(nn);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int x, int y) { return rating[size_t(x)] > rating[size_t(y)]; });
    std::vector<bool> racing(nn);
    for (int k = 0; k < std::min(n, 2 * prm.leaders); ++k) racing[size_t(order[size_t(k)])] = true;
    std::vector<size_t> extend;
    for (size_t k = 0; k < jobs.size(); ++k)
      if (racing[size_t(jobs[k].i)] ||
          (mirror && jobs[k].i < opponents && racing[size_t(jobs[k].j)]))
        extend.push_back(k);
    const std::vector<PairingResult> extended =
        run_jobs<PairingResult>(cfg.jobs, extend.size(), [&](size_t e) {
          const size_t k = extend[e];
          const Job& jb = jobs[k];
          PairingResult r = results[k];
          extend_pairing(r, strategies[size_t(jb.i)], strategies[size_t(jb.j)], st.game,
                         job_seed(jb), race_games);
          return r;
        });
    for (size_t e = 0; e < extend.size(); ++e) results[extend[e]] = extended[e];
    mirrored.clear();
    for (size_t k = 0; k < jobs.size(); ++k) {
      if (mirror && jobs[k].i < opponents) {
        mirrored.push_back(results[k].swapped());
        res[size_t(jobs[k].j)][size_t(jobs[k].i)] = &mirrored.back();
      }
    }
    rate();
  }
  int64_t games = 0;
  for (const PairingResult& r : results) games += r.games;

  // New leaders, and what the mutation types achieved.
  const std::vector<int> chosen = select_diverse(rating, bought, std::min(prm.leaders, n));
  GenerationRecord rec;
  rec.generation = gen;
  rec.games = games;
  for (size_t r = 0; r < chosen.size(); ++r) {
    const size_t i = size_t(chosen[r]);
    LeaderRecord l;
    l.id = leader_id(ch.index, gen, int(r));
    std::vector<const CardDef*> picked;
    for (const auto& [name, part] : shares[i])
      for (size_t c = 0; c < card_names.size(); ++c)
        if (card_names[c] == name) picked.push_back(card_defs[c]);
    // A card of a shuffled pile picked: the entry naming the pile (Knights) was.
    for (const PileSpec& spec : st.game.mixed)
      for (const auto& [d, count] : spec.cards)
        if (spec.name && std::find(picked.begin(), picked.end(), d) != picked.end()) {
          picked.push_back(spec.name);
          break;
        }
    l.genome = canonical(pool[i], member_games[i] > 0 ? &picked : nullptr);
    l.rating = rating[i];
    l.lo = lo[i];
    l.hi = hi[i];
    l.games = member_games[i];
    l.bought = shares[i];
    rec.leaders.push_back(std::move(l));
  }
  ch.stats.decay();
  for (int i = opponents; i < n; ++i)
    ch.stats.record(used[size_t(i)], rating[size_t(i)] > rating[size_t(parent[size_t(i)])]);
  ch.history.push_back(std::move(rec));
  st.games += games;
}

void Session::progression(ChamberState& ch) {
  const int g = int(ch.history.size());
  if (g < 2) return;
  const Genome& best = ch.history.back().leaders.front().genome;
  ProgressionRecord rec;
  rec.generation = g;
  rec.vs.resize(size_t(g - 1));
  std::vector<int> to_play;
  for (int h = 1; h < g; ++h) {
    rec.vs[size_t(h - 1)].first = h;
    MatchRecord& out = rec.vs[size_t(h - 1)].second;
    const Genome& earlier = ch.history[size_t(h - 1)].leaders.front().genome;
    if (earlier == best) continue;  // the same strategy: margin 0, no games
    // The same best as an earlier generation g2 > h: its result against h stands.
    bool reused = false;
    for (int g2 = h + 1; g2 < g && !reused; ++g2) {
      if (!(ch.history[size_t(g2 - 1)].leaders.front().genome == best)) continue;
      for (const ProgressionRecord& p : ch.progression)
        if (p.generation == g2) {
          out = p.vs[size_t(h - 1)].second;
          reused = true;
        }
    }
    if (!reused) to_play.push_back(h);
  }
  const Strategy later = strategy(best, "later");
  std::vector<Strategy> earlier;
  for (int h : to_play)
    earlier.push_back(strategy(ch.history[size_t(h - 1)].leaders.front().genome, "earlier"));
  const std::vector<PairingResult> results =
      run_jobs<PairingResult>(cfg.jobs, to_play.size(), [&](size_t k) {
        const uint64_t seed = stream_seed(st.seed, kTagProgression, uint64_t(ch.index), uint64_t(g),
                                          uint64_t(to_play[k]));
        return play_pairing(later, earlier[k], st.game, seed, st.params.test);
      });
  for (size_t k = 0; k < to_play.size(); ++k) {
    rec.vs[size_t(to_play[k] - 1)].second = MatchRecord::of(results[k]);
    st.games += results[k].games;
  }
  ch.progression.push_back(std::move(rec));
}

// The bots play each other, then the leaders and bots are read as one zero-sum game
// (metagame.h); every strategy then plays the equilibrium mix in fresh games to verify it.
void Session::metagame(const std::vector<Strategy>& leaders,
                       const std::vector<const Strategy*>& bots) {
  FinalRecord& f = st.final;
  const size_t n = leaders.size(), nb = bots.size(), total = n + nb;
  // The matrix as the round robin (final_min_games); the verification at final_games each: a
  // weighted mean over pairings, not a sign per pairing.
  const SequentialTest test = final_test(), fixed = final_test(false);
  Progress p;
  p.phase = "metagame";
  p.generation = st.generations_done;
  report(p);
  std::vector<std::pair<size_t, size_t>> pairs;
  for (size_t a = 0; a < nb; ++a)
    for (size_t b = a + 1; b < nb; ++b) pairs.emplace_back(a, b);
  const std::vector<PairingResult> results =
      run_jobs<PairingResult>(cfg.jobs, pairs.size(), [&](size_t k) {
        const uint64_t seed =
            stream_seed(st.seed, kTagBotMatrix, text_hash(name_key(bots[pairs[k].first]->name)),
                        text_hash(name_key(bots[pairs[k].second]->name)));
        return play_pairing(*bots[pairs[k].first], *bots[pairs[k].second], st.game, seed, test);
      });
  f.bot_matrix.assign(nb, std::vector<MatchRecord>(nb));
  for (size_t k = 0; k < pairs.size(); ++k) {
    const MatchRecord m = MatchRecord::of(results[k]);
    f.bot_matrix[pairs[k].first][pairs[k].second] = m;
    f.bot_matrix[pairs[k].second][pairs[k].first] = m.swapped();
    f.games += results[k].games;
  }

  // The whole matrix: leaders, then bots.
  auto cell = [&](size_t i, size_t j) -> MatchRecord {
    if (i < n && j < n) return f.cells[i][j];
    if (i < n) return f.bot_cells[i][j - n];
    if (j < n) return f.bot_cells[j][i - n].swapped();
    return f.bot_matrix[i - n][j - n];
  };
  Payoffs payoffs(total, std::vector<Estimate>(total));
  for (size_t i = 0; i < total; ++i)
    for (size_t j = 0; j < total; ++j)
      if (i != j) {
        const MatchRecord m = cell(i, j);
        payoffs[i][j] = {m.margin, m.lo, m.hi};
      }
  const Equilibrium eq = solve_equilibrium(payoffs);
  const Verdict verdict = classify(payoffs);
  MetagameRecord& mg = f.metagame;
  mg = MetagameRecord{};
  mg.strategies = f.leaders;
  mg.strategies.insert(mg.strategies.end(), f.bot_names.begin(), f.bot_names.end());
  mg.mix = eq.mix;
  mg.vs_mix = eq.vs_mix;
  mg.worst = eq.worst;
  mg.worst_by = eq.worst_by;
  mg.complex = verdict.complex;
  mg.cycle = verdict.cycle;
  for (size_t k = 0; k < mg.cycle.size(); ++k)
    mg.cycle_edges.push_back(cell(mg.cycle[k], mg.cycle[(k + 1) % mg.cycle.size()]));
  mg.unbeaten = verdict.unbeaten;

  // Verification: everyone against each member of the mix's support, with seeds the matrix did
  // not use, weighted by the mix. A mirror is exactly 0 (paired seats), so it is not played.
  auto player = [&](size_t i) -> const Strategy& { return i < n ? leaders[i] : *bots[i - n]; };
  std::vector<size_t> support;
  for (size_t j = 0; j < total; ++j)
    if (eq.mix[j] >= 0.005) support.push_back(j);
  double weight = 0;
  for (size_t j : support) weight += eq.mix[j];
  std::vector<std::pair<size_t, size_t>> games;
  for (size_t i = 0; i < total; ++i)
    for (size_t j : support)
      if (i != j) games.emplace_back(i, j);
  const std::vector<PairingResult> vr =
      run_jobs<PairingResult>(cfg.jobs, games.size(), [&](size_t k) {
        const uint64_t seed = stream_seed(st.seed, kTagMetagame, games[k].first, games[k].second);
        return play_pairing(player(games[k].first), player(games[k].second), st.game, seed, fixed);
      });
  std::vector<double> mean(total, 0), var(total, 0);
  for (size_t k = 0; k < games.size(); ++k) {
    const auto [i, j] = games[k];
    const Estimate e = vr[k].margin();
    // One game pair (--final-games 2) has no spread to measure, and its interval is
    // infinite: take the widest finite one, [-1, 1], as MatchRecord::of does.
    const double w = eq.mix[j] / weight,
                 se = vr[k].pairs >= 2 ? (e.hi - e.lo) / (2 * 1.96) : 1 / 1.96;
    mean[i] += w * e.mean;
    var[i] += w * w * se * se;
    mg.verify_games += vr[k].games;
  }
  // "Nobody beats the mix" is a claim about all strategies at once: the intervals are
  // family-wise (Bonferroni over the strategies), or near-copies of the mix's strategy would
  // "beat" it by noise about once in every few runs.
  mg.verify_z = normal_upper_quantile(0.025 / double(total));
  for (size_t i = 0; i < total; ++i) {
    const double half = mg.verify_z * std::sqrt(var[i]);
    mg.verified.push_back({mean[i], mean[i] - half, mean[i] + half});
  }
  f.games += mg.verify_games;
}

void Session::finals() {
  FinalRecord& f = st.final;
  f = FinalRecord{};
  std::vector<const LeaderRecord*> leaders;
  for (const ChamberState& ch : st.chambers)
    for (const LeaderRecord& l : ch.history.back().leaders) {
      leaders.push_back(&l);
      f.leaders.push_back(l.id);
    }
  for (const ChamberState& ch : st.chambers)
    for (int g : fame_finalists(ch, st.params.final_fame)) {
      const LeaderRecord& l = ch.history[size_t(g - 1)].leaders.front();
      leaders.push_back(&l);
      f.leaders.push_back(l.id);
    }
  std::vector<Strategy> strategies;
  for (const LeaderRecord* l : leaders) strategies.push_back(strategy(l->genome, l->id));
  const SequentialTest test = final_test();
  // With 2 players each pairing gives both cells; with more, cell (i, j) is i in a field of j.
  const bool mirror = st.game.players == 2;
  std::vector<const Strategy*> bots;
  for (const Strategy& b : bot_library())
    if (applicable(b, st.game)) bots.push_back(&b);
  for (const Strategy* b : bots) f.bot_names.push_back(b->name);
  const size_t nb = bots.size();

  // The round robin and the bots for leaders [from, strategies.size()): cells between them and
  // every leader before, and their rows of bot_cells. Returns, per leader from `from` on, the
  // share of its games in which it chose each card (LeaderRecord::bought).
  auto play_leaders = [&](size_t from) {
    const size_t n = strategies.size();
    std::vector<std::array<int64_t, kMaxKinds>> chose(n - from);
    std::vector<int64_t> played(n - from, 0);
    for (auto& c : chose) c.fill(0);
    auto count = [&](size_t leader, const PairingResult& r, int side) {
      if (leader < from) return;
      for (int c = 0; c < kMaxKinds; ++c) chose[leader - from][size_t(c)] += r.chose[side][c];
      played[leader - from] += r.games;
    };
    std::vector<std::pair<size_t, size_t>> pairs;
    for (size_t i = 0; i < n; ++i)
      for (size_t j = mirror ? i + 1 : 0; j < n; ++j)
        if (j != i && std::max(i, j) >= from) pairs.emplace_back(i, j);
    const std::vector<PairingResult> results =
        run_jobs<PairingResult>(cfg.jobs, pairs.size(), [&](size_t k) {
          const uint64_t seed =
              stream_seed(st.seed, kTagTournament, pairs[k].first, pairs[k].second);
          return play_pairing(strategies[pairs[k].first], strategies[pairs[k].second], st.game,
                              seed, test);
        });
    f.cells.resize(n);
    for (std::vector<MatchRecord>& row : f.cells) row.resize(n);
    for (size_t k = 0; k < pairs.size(); ++k) {
      const MatchRecord m = MatchRecord::of(results[k]);
      f.cells[pairs[k].first][pairs[k].second] = m;
      if (mirror) f.cells[pairs[k].second][pairs[k].first] = m.swapped();
      f.games += results[k].games;
      count(pairs[k].first, results[k], 0);
      // B's side (chose[1]) is any of its copies; with 2 players that is the one B.
      if (mirror) count(pairs[k].second, results[k], 1);
    }
    const size_t added = n - from;
    const std::vector<PairingResult> bot_results =
        run_jobs<PairingResult>(cfg.jobs, added * nb, [&](size_t k) {
          const size_t i = from + k / nb, b = k % nb;
          const uint64_t seed =
              stream_seed(st.seed, kTagBots, text_hash(name_key(bots[b]->name)), uint64_t(i));
          return play_pairing(strategies[i], *bots[b], st.game, seed, test);
        });
    f.bot_cells.resize(n, std::vector<MatchRecord>(nb));
    for (size_t k = 0; k < added * nb; ++k) {
      f.bot_cells[from + k / nb][k % nb] = MatchRecord::of(bot_results[k]);
      f.games += bot_results[k].games;
      count(from + k / nb, bot_results[k], 0);
    }
    std::vector<std::map<std::string, double>> shares(added);
    for (size_t i = 0; i < added; ++i)
      for (size_t c = 0; c < card_names.size(); ++c)
        if (played[i] > 0 && chose[i][c] > 0)
          shares[i][card_names[c]] = double(chose[i][c]) / double(played[i]);
    return shares;
  };

  double mark = elapsed();
  auto step_done = [&](const char* step) {
    const double now = elapsed();
    f.seconds.emplace_back(step, now - mark);
    mark = now;
  };
  Progress p;
  p.phase = "tournament";
  p.generation = st.generations_done;
  report(p);
  play_leaders(0);
  size_t best = pick_best(f.cells, f.bot_cells);
  step_done("tournament");

  if (st.params.polish.rounds > 0) {
    p.phase = "polish";
    report(p);
    // The field: the final leaders first (the guards against being beaten use them), then bots.
    std::vector<const Strategy*> field;
    for (const Strategy& s : strategies) field.push_back(&s);
    field.insert(field.end(), bots.begin(), bots.end());
    const size_t nl = strategies.size();
    const PolishResult pr =
        kl::polish(leaders[best]->genome, field, nl, st.game, space,
                   stream_seed(st.seed, kTagPolish, 0), st.params.polish, cfg.jobs);
    const PruneResult pruned =
        kl::prune(pr.genome, field, nl, st.game, stream_seed(st.seed, kTagPolish, 1),
                  st.params.polish, cfg.jobs);
    PolishRecord& rec = f.polish;
    rec.from = leaders[best]->id;
    rec.steps = pr.steps;
    rec.rounds = pr.rounds;
    rec.games = pr.games;
    rec.pruned = pruned.steps;
    rec.prune_cost = pruned.vs_start;
    rec.prune_cost_leaders = pruned.vs_start_leaders;
    rec.prune_games = pruned.games;
    f.games += pr.games + pruned.games;
    if (!pr.steps.empty() || !pruned.steps.empty()) {
      LeaderRecord& l = rec.leader;
      l.id = rec.from + "+p";
      l.genome = pruned.genome;
      leaders.push_back(&l);
      f.leaders.push_back(l.id);
      strategies.push_back(strategy(l.genome, l.id));
      const size_t me = strategies.size() - 1;
      l.bought = play_leaders(me).front();
      // Its rating, comparable with the others' (against their generation's opponents): the
      // mean margin against the other final leaders, with the interval of that mean.
      double sum = 0, var = 0;
      for (size_t j = 0; j < me; ++j) {
        const MatchRecord& m = f.cells[me][j];
        const double se = (m.hi - m.lo) / (2 * 1.96);
        sum += m.margin;
        var += se * se;
        l.games += m.games;
      }
      const double k = double(me), half = 1.96 * std::sqrt(var) / k;
      l.rating = sum / k;
      l.lo = std::max(-1.0, l.rating - half);
      l.hi = std::min(1.0, l.rating + half);
      // The polished strategy is the pick refined by edits that paired games confirmed, so it
      // takes the pick's place unless more of the field beats it in the round robin (there the
      // two are compared on separate games, which cannot resolve a point or two).
      if (standing(f.cells, f.bot_cells, me).beaten() <=
          standing(f.cells, f.bot_cells, best).beaten())
        best = me;
    }
    step_done("polish");
  }
  const size_t n = strategies.size();

  // The metagame reads the matrix as a symmetric zero-sum 2-player game; a field of N > 2
  // players is neither (run.json says so: final.metagame_skipped).
  if (mirror) {
    metagame(strategies, bots);
    step_done("metagame");
  }

  const std::vector<Strategy>& rivals = cfg.rivals;
  if (!rivals.empty()) {
    p.phase = "rivals";
    report(p);
    const size_t nr = rivals.size();
    // Fixed length (more games extend the same series of game pairs).
    SequentialTest rival_test = final_test(false);
    if (cfg.rival_games > 0) rival_test.min_games = rival_test.max_games = cfg.rival_games;
    const std::vector<PairingResult> rr = run_jobs<PairingResult>(cfg.jobs, n * nr, [&](size_t k) {
      const size_t i = k / nr, r = k % nr;
      const uint64_t seed =
          stream_seed(st.seed, kTagRivals, text_hash(name_key(rivals[r].name)), uint64_t(i), r);
      return play_pairing(strategies[i], rivals[r], st.game, seed, rival_test);
    });
    for (const Strategy& r : rivals) f.rival_names.push_back(r.name);
    f.rival_cells.assign(n, std::vector<MatchRecord>(nr));
    for (size_t k = 0; k < n * nr; ++k) {
      f.rival_cells[k / nr][k % nr] = MatchRecord::of(rr[k]);
      f.games += rr[k].games;
    }
    step_done("rivals");
  }

  f.best = leaders[best]->id;
  f.best_standing = standing(f.cells, f.bot_cells, best);
  for (size_t b = 0; b < nb; ++b) f.bots.emplace_back(bots[b]->name, f.bot_cells[best][b]);

  p.phase = "diagnostics";
  report(p);
  const Strategy money = strategy(template_genome(space), "Big Money");
  // One job per leader (each plays its games on the threads of the rank that runs it).
  const std::vector<std::string> diags =
      (cfg.jobs ? *cfg.jobs : local_jobs()).run(n, [&](size_t i) {
        std::vector<const Strategy*> others;
        for (size_t j = 0; j < n; ++j)
          if (j != i) others.push_back(&strategies[j]);
        if (others.empty()) others.push_back(&money);
        return encode_diagnostics(measure_diagnostics(strategies[i], others, st.game,
                                                      stream_seed(st.seed, kTagDiag, i, 0),
                                                      st.params.diagnostic_games));
      });
  for (size_t i = 0; i < n; ++i) {
    const Diagnostics d = decode_diagnostics(diags[i]);
    f.games += d.games;
    f.diagnostics[leaders[i]->id] = d;
  }
  step_done("diagnostics");

  // The plan in words: what each skipped kingdom card would cost the best, and two games of the
  // best against its worst matchup (the first two of that match: the seats swapped).
  p.phase = "plan";
  report(p);
  int64_t cost_games = 0;
  f.card_costs = card_costs(leaders[best]->genome, space, st.game,
                            stream_seed(st.seed, kTagPlan, 0), 32, 1000, &cost_games, cfg.jobs);
  f.games += cost_games;
  const Standing& bs = f.best_standing;
  const Strategy* against = nullptr;
  if (n > 1 || nb > 0) against = bs.worst_is_bot ? bots[bs.worst_by] : &strategies[bs.worst_by];
  if (against) {
    std::vector<const Strategy*> seats = {&strategies[best]};
    for (int k = 1; k < st.game.players; ++k) seats.push_back(against);
    const uint64_t seed = stream_seed(st.seed, kTagPlan, 1);
    for (int64_t index : {0, 1}) {
      const GameLog log = log_game(seats, st.game, seed, index);
      FinalRecord::Example ex;
      ex.seats = log.seats;
      ex.seed = seed;
      ex.index = index;
      const GameResult& r = log.result;
      // "c0-g9-l0 34 VP, Witch 28 VP: c0-g9-l0 wins; ended by provinces after 17 turns".
      std::string scores, winners;
      for (int q = 0; q < r.players; ++q) {
        scores += fmt::format("{}{} {} VP", q ? ", " : "", log.seats[size_t(q)], r.vp[q]);
        if (r.winners & (1 << q))
          winners += (winners.empty() ? "" : " and ") + log.seats[size_t(q)];
      }
      ex.result = fmt::format(
          "{}: {}; ended by {} after {} turns", scores,
          winners.empty()
              ? std::string("nobody wins")
              : winners + (std::popcount(unsigned(r.winners)) > 1 ? " share the win" : " wins"),
          to_string(r.reason), r.turns[r.first]);
      ex.text = format_game_log(log);
      f.examples.push_back(std::move(ex));
      f.games += 1;
    }
  }
  step_done("plan");
}

}  // namespace

RunState initial_run_state(const TrainConfig& cfg) {
  RunState st;
  st.kingdom = cfg.kingdom;
  st.card_file = cfg.card_file;
  st.game = cfg.game;
  st.seed = cfg.seed;
  st.params = cfg.params;
  st.threads = cfg.threads > 0 ? cfg.threads : tbb::this_task_arena::max_concurrency();
  for (int c = 0; c < cfg.params.chambers; ++c) st.chambers.push_back(ChamberState{c, {}, {}, {}});
  st.warm_start = cfg.warm_start;
  return st;
}

RunState train(const TrainConfig& cfg) {
  const TrainParams& prm = cfg.params;
  if (cfg.game.players < 2 || cfg.game.players > kMaxPlayers)
    throw std::invalid_argument("training plays games of 2 to 6 players");
  if (prm.generations < 1) throw std::invalid_argument("generations must be at least 1");
  if (prm.leaders < 1) throw std::invalid_argument("leaders must be at least 1");
  if (prm.pool <= prm.leaders)
    throw std::invalid_argument("the pool must be larger than the leaders");
  if (prm.chambers < 1) throw std::invalid_argument("chambers must be at least 1");
  if (prm.hall_of_fame < 0) throw std::invalid_argument("the hall of fame cannot be negative");
  if (prm.final_fame < 0)
    throw std::invalid_argument("the earlier bests among the finalists cannot be negative");
  if (prm.test.min_games < 2 || prm.test.max_games < prm.test.min_games)
    throw std::invalid_argument("games per pairing: need 2 <= min <= max");
  if (prm.screen_games < 0) throw std::invalid_argument("screen games cannot be negative");
  if (!(prm.test.alpha > 0 && prm.test.alpha < 1))
    throw std::invalid_argument("alpha must be between 0 and 1");
  if (prm.final_games < 2 || prm.diagnostic_games < 2)
    throw std::invalid_argument("final and diagnostic games must be at least 2");
  if (prm.final_min_games != 0 &&
      (prm.final_min_games < 2 || prm.final_min_games > prm.final_games))
    throw std::invalid_argument(
        "the final phase's fewest games must be 0 (off) or 2 to the final games");

  RunState st = initial_run_state(cfg);
  if (cfg.resume) {
    if (cfg.out_dir.empty()) throw std::invalid_argument("resume needs the run's folder");
    const std::string path = cfg.out_dir + "/checkpoint.json";
    if (!std::filesystem::exists(path))
      throw std::invalid_argument(fmt::format("{}: no checkpoint to resume", path));
    restore_checkpoint_file(path, st);
  }

  Session s{cfg, st, mutation_space(st.game), {}, {}};
  for (const Genome& g : st.warm_start.genomes)
    for (const MenuEntry& e : g.menu.entries)
      if (std::find(s.space.cards.begin(), s.space.cards.end(), e.card) == s.space.cards.end())
        throw std::invalid_argument(fmt::format("warm start \"{}\" buys {}, which this game cannot",
                                                print_menu(g.menu), e.card->name));
  s.seconds_before = st.seconds;
  s.games_before = st.games;
  {
    auto probe = std::make_unique<State>();
    GameConfig g = st.game;
    g.first_player = 0;
    probe->setup(g, st.seed, 0);
    for (int k = 0; k < probe->num_kinds(); ++k) {
      s.card_names.push_back(probe->def(CardId(k)).name);
      s.card_defs.push_back(&probe->def(CardId(k)));
    }
  }

  tbb::task_arena arena(cfg.threads > 0 ? cfg.threads : tbb::task_arena::automatic);
  arena.execute([&] {
    st.complete = false;
    for (int gen = st.generations_done + 1; gen <= prm.generations; ++gen) {
      for (ChamberState& ch : st.chambers) {
        s.generation(ch, gen);
        s.progression(ch);
        Progress p;
        p.phase = "generation";
        p.chamber = ch.index;
        p.generation = gen;
        p.best_menu = print_menu(ch.history.back().leaders.front().genome.menu);
        const double done = double(s.gens_this_session * prm.chambers + ch.index + 1);
        const double left =
            double((prm.generations - gen) * prm.chambers + (prm.chambers - 1 - ch.index));
        // The generations left, then the final phase: its games (estimated: final_phase_games())
        // at the speed of this session's games so far.
        const int64_t played = st.games - s.games_before;
        const double per_game = played > 0 ? s.elapsed() / double(played) : 0;
        p.eta_seconds = s.elapsed() / done * left + per_game * double(s.final_phase_games());
        s.report(p);
      }
      ++s.gens_this_session;
      st.generations_done = gen;
      st.seconds = s.seconds_before + s.elapsed();
      s.write_files(true);
      if (cfg.stop_after > 0 && gen >= cfg.stop_after && gen < prm.generations) return;
    }
    s.finals();
    st.complete = true;
    st.seconds = s.seconds_before + s.elapsed();
    s.write_files(true);
    Progress p;
    p.phase = "done";
    p.generation = st.generations_done;
    s.report(p);
  });
  return st;
}

}  // namespace kl
