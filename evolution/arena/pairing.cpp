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
int64_t whole_groups(int64_t games, int players) {
  return std::max<int64_t>(1, (games + players - 1) / players);
}
}  // namespace

std::vector<int64_t> SequentialTest::looks(int players) const {
  const int64_t first = whole_groups(min_games, players),
                last = std::max(first, whole_groups(max_games, players));
  std::vector<int64_t> out;
  for (int64_t p = first; p < last; p = std::max(p + 1, int64_t(std::ceil(double(p) * 1.5))))
    out.push_back(players * p);
  out.push_back(players * last);
  return out;
}

double SequentialTest::critical_z(int players) const {
  return normal_upper_quantile(alpha / (2.0 * double(looks(players).size())));
}

double game_score(int players, bool a_won, int winners) {
  const double share = a_won ? 1.0 / double(winners) : 0.0;
  return (double(players) * share - 1.0) / double(players - 1);
}

double win_share(double score, int players) {
  return (1.0 + score * double(players - 1)) / double(players);
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

// Plays group r.pairs (A in each seat once, B's copies in the others) and adds it to r. For 2
// players the group score is exactly the old pair score: (A's win - loss) / 2 per game. Returns
// the group's score.
double play_group(RecordingPlayer& pa, std::vector<RecordingPlayer>& pb, const GameConfig& cfg,
                  uint64_t seed, State& s, PairingResult& r) {
  const int n = cfg.players;
  const int64_t group = r.pairs;
  double score = 0;
  for (int a_seat = 0; a_seat < n; ++a_seat) {
    Agent* agents[kMaxPlayers];
    for (int q = 0, b = 0; q < n; ++q) agents[q] = q == a_seat ? &pa : &pb[size_t(b++)];
    s.setup(cfg, seed, uint64_t(group));
    play_game(s, agents);
    const GameResult g = s.result();
    const bool a_won = g.winners & (1 << a_seat);
    const int winners = std::popcount(unsigned(g.winners));
    if (a_won && winners == 1)
      ++r.wins;
    else if (!a_won)
      ++r.losses;
    else
      ++r.ties;
    score += game_score(n, a_won, winners);
    r.turns_sum += g.turns[a_seat];
    for (uint64_t m = pa.chosen; m; m &= m - 1) ++r.chose[0][std::countr_zero(m)];
    uint64_t theirs = 0;
    for (const RecordingPlayer& p : pb) theirs |= p.chosen;
    for (uint64_t m = theirs; m; m &= m - 1) ++r.chose[1][std::countr_zero(m)];
    ++r.games;
  }
  const double x = score / double(n);
  ++r.pairs;
  r.sum += x;
  r.sumsq += x * x;
  return x;
}

// B's players, one per other seat, built in place: a StrategyPlayer points into its own
// parameter table, so it must never be copied or moved.
std::vector<RecordingPlayer> opponents(const Strategy& b, int players) {
  std::vector<RecordingPlayer> out;
  out.reserve(size_t(players - 1));
  for (int i = 1; i < players; ++i) out.emplace_back(b);
  return out;
}

GameConfig pairing_config(const GameConfig& game) {
  if (game.players < 2 || game.players > kMaxPlayers)
    throw std::invalid_argument("a pairing needs 2 to 6 players");
  GameConfig cfg = game;
  cfg.first_player = 0;
  return cfg;
}

// One pairing's seats and game state: A in seat 0, B in the others, on `scratch` when given, else
// on a State of its own.
struct Table {
  Table(const Strategy& a, const Strategy& b, const GameConfig& game, State* scratch)
      : cfg(pairing_config(game)),
        pa(a),
        pb(opponents(b, cfg.players)),
        own(scratch ? nullptr : std::make_unique<State>()),
        state(scratch ? *scratch : *own) {}
  // Plays game group r.pairs (see play_group).
  double group(uint64_t seed, PairingResult& r) { return play_group(pa, pb, cfg, seed, state, r); }

  const GameConfig cfg;
  RecordingPlayer pa;
  std::vector<RecordingPlayer> pb;
  std::unique_ptr<State> own;
  State& state;
};

// Runs the looks of `test` after r.games (a look at r.games or before was made when r got there),
// stopping at the first look at or after `pause_at` (<= 0: none) or when the test ends.
void run_looks(Table& t, uint64_t seed, const SequentialTest& test, int64_t pause_at,
               PairingResult& r) {
  const std::vector<int64_t> looks = test.looks(t.cfg.players);
  const double z = test.critical_z(t.cfg.players);
  for (size_t look = 0; look < looks.size(); ++look) {
    if (looks[look] <= r.games) continue;
    while (r.games < looks[look]) t.group(seed, r);
    if (look + 1 < looks.size() && beyond(z, r.pairs, r.sum, r.sumsq)) {
      r.stopped_early = true;
      return;
    }
    if (pause_at > 0 && r.games >= pause_at) return;
  }
}

}  // namespace

PairingResult play_pairing(const Strategy& a, const Strategy& b, const GameConfig& game,
                           uint64_t seed, const SequentialTest& test, State* scratch) {
  return start_pairing(a, b, game, seed, test, 0, scratch);
}

PairingResult start_pairing(const Strategy& a, const Strategy& b, const GameConfig& game,
                            uint64_t seed, const SequentialTest& test, int64_t pause_at,
                            State* scratch) {
  Table t(a, b, game, scratch);
  PairingResult r;
  run_looks(t, seed, test, pause_at, r);
  return r;
}

bool paused(const PairingResult& r, const SequentialTest& test, int players) {
  return !r.stopped_early && r.games < test.looks(players).back();
}

void resume_pairing(PairingResult& r, const Strategy& a, const Strategy& b, const GameConfig& game,
                    uint64_t seed, const SequentialTest& test, State* scratch) {
  if (!paused(r, test, game.players)) return;
  Table t(a, b, game, scratch);
  run_looks(t, seed, test, 0, r);
}

void extend_pairing(PairingResult& r, const Strategy& a, const Strategy& b, const GameConfig& game,
                    uint64_t seed, int64_t games, State* scratch) {
  Table t(a, b, game, scratch);
  while (r.games < games) t.group(seed, r);
}

int64_t play_groups(const Strategy& a, const Strategy& b, const GameConfig& game, uint64_t seed,
                    int64_t first, int64_t count, std::vector<double>& out, State* scratch) {
  Table t(a, b, game, scratch);
  PairingResult r;
  r.pairs = first;  // play_group plays group r.pairs
  for (int64_t k = 0; k < count; ++k) out.push_back(t.group(seed, r));
  return r.games;
}

}  // namespace kl
