#include "evolution/arena/match.h"

#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_reduce.h>

#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>

#include "evolution/player/player.h"
#include "sim/rng.h"

namespace kl {

Estimate MatchResult::margin() const {
  Estimate e = mean_interval(group_score_sum, group_score_sq, groups);
  const double per_group = games > 0 && groups > 0 ? double(games) / double(groups) : 1;
  e.mean /= per_group;
  e.lo /= per_group;
  e.hi /= per_group;
  return e;
}

namespace {

struct Acc {
  MatchResult r;
  explicit Acc(size_t m) { r.stats.resize(m); }
  void join(const Acc& o) {
    r.games += o.r.games;
    r.groups += o.r.groups;
    r.rounds_sum += o.r.rounds_sum;
    for (int i = 0; i < 5; ++i) r.end_reasons[i] += o.r.end_reasons[i];
    for (size_t j = 0; j < r.stats.size(); ++j) {
      StrategyStats& a = r.stats[j];
      const StrategyStats& b = o.r.stats[j];
      a.wins += b.wins;
      a.losses += b.losses;
      a.ties += b.ties;
      a.vp_sum += b.vp_sum;
      a.vp_token_sum += b.vp_token_sum;
      a.seats += b.seats;
      for (int k = 0; k < kMaxPlayers; ++k) {
        a.seat_games[k] += b.seat_games[k];
        a.seat_wins[k] += b.seat_wins[k];
      }
    }
    r.group_score_sum += o.r.group_score_sum;
    r.group_score_sq += o.r.group_score_sq;
    r.signature += o.r.signature;
  }
};

uint64_t hash_result(uint64_t game, const GameResult& g) {
  uint64_t h = mix64(game, uint64_t(g.winners) | uint64_t(g.reason) << 8);
  for (int p = 0; p < g.players; ++p)
    h = mix64(h, uint64_t(uint16_t(g.vp[p])) | uint64_t(g.turns[p]) << 16);
  return h;
}

}  // namespace

MatchResult run_match(const MatchConfig& cfg) {
  const size_t m = cfg.strategies.size();
  const int k = cfg.game.players;
  if (m < 2) throw std::invalid_argument("a match needs at least two strategies");
  if (k < 2 || k > kMaxPlayers) throw std::invalid_argument("players must be 2 to 6");
  if (cfg.games < 1) throw std::invalid_argument("games must be at least 1");
  const int64_t groups = (cfg.games + k - 1) / k;

  GameConfig game = cfg.game;
  game.first_player = 0;

  std::optional<tbb::global_control> limit;
  if (cfg.threads > 0)
    limit.emplace(tbb::global_control::max_allowed_parallelism, size_t(cfg.threads));

  const auto t0 = std::chrono::steady_clock::now();
  Acc total = tbb::parallel_reduce(
      tbb::blocked_range<int64_t>(0, groups, 64), Acc(m),
      [&](const tbb::blocked_range<int64_t>& range, Acc acc) {
        // One player object per (seat, strategy): a player binds to its seat each game.
        std::vector<StrategyPlayer> players;
        players.reserve(size_t(k) * m);
        for (int s = 0; s < k; ++s)
          for (size_t j = 0; j < m; ++j) players.emplace_back(*cfg.strategies[j]);
        auto state = std::make_unique<State>();
        Agent* agents[kMaxPlayers];
        int strat_of[kMaxPlayers];
        for (int64_t g = range.begin(); g != range.end(); ++g) {
          double group_score = 0;
          for (int rot = 0; rot < k; ++rot) {
            for (int s = 0; s < k; ++s) {
              strat_of[s] = seat_strategy(s, rot, k, m);
              agents[s] = &players[size_t(s) * m + size_t(strat_of[s])];
            }
            state->setup(game, cfg.seed, uint64_t(g));
            play_game(*state, agents);
            const GameResult res = state->result();
            MatchResult& r = acc.r;
            ++r.games;
            int rounds = 0;
            for (int p = 0; p < k; ++p) rounds = res.turns[p] > rounds ? res.turns[p] : rounds;
            r.rounds_sum += rounds;
            ++r.end_reasons[int(res.reason)];
            r.signature += hash_result(uint64_t(g) * uint64_t(k) + uint64_t(rot), res);
            for (size_t j = 0; j < m; ++j) {
              bool mine = false, other = false;
              for (int s = 0; s < k; ++s) {
                if (!(res.winners & (1 << s))) continue;
                (size_t(strat_of[s]) == j ? mine : other) = true;
              }
              StrategyStats& st = r.stats[j];
              const int score = mine && !other ? 1 : !mine ? -1 : 0;
              if (score > 0)
                ++st.wins;
              else if (score < 0)
                ++st.losses;
              else
                ++st.ties;
              if (j == 0) group_score += score;
            }
            const bool alone = (res.winners & (res.winners - 1)) == 0;
            for (int s = 0; s < k; ++s) {
              StrategyStats& st = r.stats[size_t(strat_of[s])];
              st.vp_sum += res.vp[s];
              st.vp_token_sum += state->player(s).vp_tokens;
              ++st.seats;
              ++st.seat_games[s];
              if (alone && (res.winners & (1 << s))) ++st.seat_wins[s];
            }
          }
          ++acc.r.groups;
          acc.r.group_score_sum += group_score;
          acc.r.group_score_sq += group_score * group_score;
        }
        return acc;
      },
      [](Acc a, const Acc& b) {
        a.join(b);
        return a;
      });
  total.r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return total.r;
}

}  // namespace kl
