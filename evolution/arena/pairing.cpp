#include "evolution/arena/pairing.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <memory>
#include <stdexcept>

#include "evolution/player/player.h"
#include "sim/agent.h"

namespace kl {

double normal_upper_quantile(double p) {
  if (!(p > 0 && p < 1)) throw std::invalid_argument("normal_upper_quantile: p must be in (0, 1)");
  // Bisection on the exact tail (erfc): plenty fast for a value computed once per test.
  double lo = -40, hi = 40;
  for (int i = 0; i < 200; ++i) {
    const double mid = 0.5 * (lo + hi);
    (0.5 * std::erfc(mid / std::sqrt(2.0)) > p ? lo : hi) = mid;
  }
  return 0.5 * (lo + hi);
}

namespace {
int64_t whole_pairs(int64_t games) { return std::max<int64_t>(1, (games + 1) / 2); }
}  // namespace

std::vector<int64_t> SequentialTest::looks() const {
  const int64_t first = whole_pairs(min_games), last = std::max(first, whole_pairs(max_games));
  std::vector<int64_t> out;
  for (int64_t p = first; p < last; p = std::max(p + 1, int64_t(std::ceil(double(p) * 1.5))))
    out.push_back(2 * p);
  out.push_back(2 * last);
  return out;
}

double SequentialTest::critical_z() const {
  return normal_upper_quantile(alpha / (2.0 * double(looks().size())));
}

namespace {
bool beyond(double z, int64_t pairs, double sum, double sumsq) {
  if (pairs < 1) return false;
  const double n = double(pairs), mean = sum / n;
  const double ss = std::max(0.0, sumsq - sum * mean);
  // One pseudo-pair at the largest deviation a pair score can have (1).
  const double se = std::sqrt((ss + 1.0) / n / n);
  return std::abs(mean) > z * se;
}
}  // namespace

bool SequentialTest::clear(int64_t pairs, double sum, double sumsq) const {
  return beyond(critical_z(), pairs, sum, sumsq);
}

Estimate PairingResult::margin() const { return mean_interval(sum, sumsq, pairs); }

PairingResult PairingResult::swapped() const {
  PairingResult r = *this;
  std::swap(r.wins, r.losses);
  r.sum = -sum;
  r.turns_sum = 0;
  std::swap(r.chose[0], r.chose[1]);
  return r;
}

namespace {

// The strategy player, noting which cards its rules pick in buys and gains during one game.
class RecordingPlayer final : public StrategyPlayer {
 public:
  using StrategyPlayer::StrategyPlayer;
  uint64_t chosen = 0;  // bit per card id
  void start(const State& s, int seat) override {
    chosen = 0;
    StrategyPlayer::start(s, seat);
  }
  void choose(const State& s, const Decision& d, Choice& out) override {
    StrategyPlayer::choose(s, d, out);
    if ((d.kind == DecisionKind::kBuy || d.kind == DecisionKind::kGain) && out.n > 0)
      chosen |= uint64_t(1) << out.cards[0];
  }
};
static_assert(kMaxKinds <= 64, "RecordingPlayer keeps one bit per card id");

}  // namespace

namespace {

// Plays game pair r.pairs (both seatings) and adds it to r.
void play_pair(RecordingPlayer& pa, RecordingPlayer& pb, const GameConfig& cfg, uint64_t seed,
               State& s, PairingResult& r) {
  const int64_t pair = r.pairs;
  int score = 0;
  for (int a_seat = 0; a_seat < 2; ++a_seat) {
    Agent* agents[2];
    agents[a_seat] = &pa;
    agents[1 - a_seat] = &pb;
    s.setup(cfg, seed, uint64_t(pair));
    play_game(s, agents);
    const GameResult g = s.result();
    const bool a_won = g.winners & (1 << a_seat), b_won = g.winners & (1 << (1 - a_seat));
    if (a_won && !b_won) {
      ++r.wins;
      ++score;
    } else if (b_won && !a_won) {
      ++r.losses;
      --score;
    } else {
      ++r.ties;
    }
    r.turns_sum += g.turns[a_seat];
    for (uint64_t m = pa.chosen; m; m &= m - 1) ++r.chose[0][std::countr_zero(m)];
    for (uint64_t m = pb.chosen; m; m &= m - 1) ++r.chose[1][std::countr_zero(m)];
    ++r.games;
  }
  const double x = 0.5 * score;
  ++r.pairs;
  r.sum += x;
  r.sumsq += x * x;
}

GameConfig pairing_config(const GameConfig& game) {
  if (game.players != 2) throw std::invalid_argument("a pairing is a 2-player match");
  GameConfig cfg = game;
  cfg.first_player = 0;
  return cfg;
}

}  // namespace

PairingResult play_pairing(const Strategy& a, const Strategy& b, const GameConfig& game,
                           uint64_t seed, const SequentialTest& test, State* scratch) {
  const GameConfig cfg = pairing_config(game);
  std::unique_ptr<State> own;
  if (!scratch) {
    own = std::make_unique<State>();
    scratch = own.get();
  }
  RecordingPlayer pa(a), pb(b);
  const std::vector<int64_t> looks = test.looks();
  const double z = test.critical_z();
  PairingResult r;
  for (size_t look = 0; look < looks.size(); ++look) {
    while (r.games < looks[look]) play_pair(pa, pb, cfg, seed, *scratch, r);
    if (look + 1 < looks.size() && beyond(z, r.pairs, r.sum, r.sumsq)) {
      r.stopped_early = true;
      break;
    }
  }
  return r;
}

void extend_pairing(PairingResult& r, const Strategy& a, const Strategy& b, const GameConfig& game,
                    uint64_t seed, int64_t games, State* scratch) {
  const GameConfig cfg = pairing_config(game);
  std::unique_ptr<State> own;
  if (!scratch) {
    own = std::make_unique<State>();
    scratch = own.get();
  }
  RecordingPlayer pa(a), pb(b);
  while (r.games < games) play_pair(pa, pb, cfg, seed, *scratch, r);
}

}  // namespace kl
