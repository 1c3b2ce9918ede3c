#include "evolution/arena/diagnostics.h"

#include <fmt/format.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>

#include "evolution/arena/jobs.h"
#include "evolution/player/player.h"
#include "sim/agent.h"

namespace kl {

namespace {

// Integer sums only, so that merging chunks in any order gives the same numbers.
struct Tally {
  int64_t games = 0, turns = 0, vp_tokens = 0;
  int64_t reasons[5] = {};
  int64_t seat_games[kMaxPlayers] = {}, seat_wins[kMaxPlayers] = {};
  std::vector<int64_t> vp_sum, vp_n, money_sum, money_n;  // by own turn (1-based)
  std::vector<int64_t> length;                            // games by own turns
  std::vector<int64_t> marks[3];                          // turns reaching kCoinMarks[i], by turn
  std::vector<int64_t> gains_turn;                        // [kind * cap + own turn]
  int64_t first_sum[kMaxKinds] = {}, first_n[kMaxKinds] = {}, gains[kMaxKinds] = {};
  int64_t chosen[kMaxKinds] = {}, chosen_first_sum[kMaxKinds] = {}, chosen_first_n[kMaxKinds] = {};
  int64_t chosen_games[kMaxKinds] = {};
  std::map<std::string, std::map<std::string, int64_t>> openings;  // split -> buys -> games
  std::vector<int64_t> rule_games;                                 // by the subject's rule

  explicit Tally(size_t turns_cap)
      : vp_sum(turns_cap),
        vp_n(turns_cap),
        money_sum(turns_cap),
        money_n(turns_cap),
        length(turns_cap),
        marks{std::vector<int64_t>(turns_cap), std::vector<int64_t>(turns_cap),
              std::vector<int64_t>(turns_cap)},
        gains_turn(turns_cap * kMaxKinds) {}
  void add(const Tally& o) {
    games += o.games;
    turns += o.turns;
    vp_tokens += o.vp_tokens;
    for (int i = 0; i < 5; ++i) reasons[i] += o.reasons[i];
    for (int i = 0; i < kMaxPlayers; ++i) {
      seat_games[i] += o.seat_games[i];
      seat_wins[i] += o.seat_wins[i];
    }
    for (size_t t = 0; t < vp_sum.size(); ++t) {
      vp_sum[t] += o.vp_sum[t];
      vp_n[t] += o.vp_n[t];
      money_sum[t] += o.money_sum[t];
      money_n[t] += o.money_n[t];
      length[t] += o.length[t];
      for (int m = 0; m < 3; ++m) marks[m][t] += o.marks[m][t];
    }
    for (size_t i = 0; i < gains_turn.size(); ++i) gains_turn[i] += o.gains_turn[i];
    for (int k = 0; k < kMaxKinds; ++k) {
      first_sum[k] += o.first_sum[k];
      first_n[k] += o.first_n[k];
      gains[k] += o.gains[k];
      chosen[k] += o.chosen[k];
      chosen_first_sum[k] += o.chosen_first_sum[k];
      chosen_first_n[k] += o.chosen_first_n[k];
      chosen_games[k] += o.chosen_games[k];
    }
    for (const auto& [split, by] : o.openings)
      for (const auto& [buys, n] : by) openings[split][buys] += n;
    if (rule_games.size() < o.rule_games.size()) rule_games.resize(o.rule_games.size());
    for (size_t r = 0; r < o.rule_games.size(); ++r) rule_games[r] += o.rule_games[r];
  }
};

// Plays one game like play_game(), watching player q (played by `me`) between decisions.
void observe_game(State& s, Agent* const* agents, int q, const StrategyPlayer& me, Tally& t) {
  start_agents(s, agents);
  const size_t cap = t.vp_sum.size();
  uint8_t prev[kMaxKinds];
  std::copy(std::begin(s.player(q).owned), std::end(s.player(q).owned), prev);
  bool gained[kMaxKinds] = {};
  int vp_turns = 0, money_turn = 0;
  int opening_coins[3] = {-1, -1, -1};  // $ at the first buy of own turns 1 and 2
  std::vector<std::string> opening_gains[3];
  std::vector<bool> fired(t.rule_games.size(), false);
  bool chose_before[kMaxKinds] = {};
  auto observe = [&] {
    const Player& pl = s.player(q);
    // A card gained during the opponent's turn counts for q's last turn.
    const int own_turn = std::max(1, pl.turns + (s.current() == q && !s.over() ? 1 : 0));
    for (int k = 0; k < s.num_kinds(); ++k) {
      if (pl.owned[k] > prev[k]) {
        t.gains[k] += pl.owned[k] - prev[k];
        if (size_t(own_turn) < cap)
          t.gains_turn[size_t(k) * cap + size_t(own_turn)] += pl.owned[k] - prev[k];
        if (!gained[k]) {
          gained[k] = true;
          t.first_sum[k] += own_turn;
          ++t.first_n[k];
        }
      }
      prev[k] = pl.owned[k];
    }
    while (vp_turns < pl.turns && size_t(vp_turns + 1) < cap) {
      ++vp_turns;
      t.vp_sum[size_t(vp_turns)] += s.vp(q);
      ++t.vp_n[size_t(vp_turns)];
    }
  };
  Choice c;
  while (s.advance()) {
    observe();
    const Decision& d = s.decision();
    int rule = -1;  // the buy rule that makes q's buy or gain, if any
    if (d.player == q && (d.kind == DecisionKind::kBuy || d.kind == DecisionKind::kGain)) {
      rule = me.pick_rule(s, d.kind == DecisionKind::kGain ? &d : nullptr);
      if (rule >= 0 && size_t(rule) < fired.size()) fired[size_t(rule)] = true;
    }
    const int buy_turn = s.player(q).turns + 1;
    if (d.kind == DecisionKind::kBuy && d.player == q) {
      const int turn = s.player(q).turns + 1;
      if (turn <= 2 && opening_coins[turn] < 0) opening_coins[turn] = s.coins();
      if (turn > money_turn && size_t(turn) < cap) {
        money_turn = turn;
        t.money_sum[size_t(turn)] += s.coins();
        ++t.money_n[size_t(turn)];
        for (int m = 0; m < 3; ++m) t.marks[m][size_t(turn)] += s.coins() >= kCoinMarks[m];
      }
    }
    c.n = 0;
    c.option = 0;
    Agent* a = agents[d.decider];
    a->choose(s, d, c);
    if (rule >= 0 && c.n > 0) {
      // What q's rules chose: a buy, or a gain they picked (not a card's fallback).
      const CardId k = c.cards[0];
      ++t.chosen[k];
      if (!chose_before[k]) {
        chose_before[k] = true;
        t.chosen_first_sum[k] += buy_turn;
        ++t.chosen_first_n[k];
      }
    }
    if (d.kind == DecisionKind::kBuy && d.player == q && buy_turn <= 2)
      for (int i = 0; i < c.n; ++i) opening_gains[buy_turn].push_back(s.def(c.cards[i]).name);
    if (a->trusted())
      s.respond_trusted(c);
    else if (!s.respond(c))
      throw std::logic_error("illegal answer in a diagnostic game");
  }
  observe();
  for (size_t r = 0; r < fired.size(); ++r) t.rule_games[r] += fired[r];
  for (int k = 0; k < s.num_kinds(); ++k) t.chosen_games[k] += chose_before[k];
  if (opening_coins[1] >= 0 && opening_coins[2] >= 0) {
    // The richer turn first: "Witch / Silver" for a 5/2 whichever turn had the $5.
    const int rich = opening_coins[2] > opening_coins[1] ? 2 : 1, poor = 3 - rich;
    auto what = [&](int turn) {
      std::string o;
      for (const std::string& n : opening_gains[turn]) o += (o.empty() ? "" : " + ") + n;
      return o.empty() ? std::string("nothing") : o;
    };
    t.openings[fmt::format("{}/{}", opening_coins[rich], opening_coins[poor])]
              [what(rich) + " / " + what(poor)]++;
  }
  const GameResult g = s.result();
  ++t.games;
  t.turns += g.turns[q];
  ++t.length[std::min(cap - 1, size_t(g.turns[q]))];
  t.vp_tokens += s.player(q).vp_tokens;
  ++t.reasons[int(g.reason)];
  ++t.seat_games[q];
  if (g.winners == (1 << q)) ++t.seat_wins[q];
}

}  // namespace

Diagnostics measure_diagnostics(const Strategy& subject,
                                const std::vector<const Strategy*>& opponents,
                                const GameConfig& game, uint64_t seed, int64_t games, int threads) {
  const int players = game.players;
  if (players < 2 || players > kMaxPlayers)
    throw std::invalid_argument("diagnostics need 2 to 6 players");
  if (opponents.empty()) throw std::invalid_argument("diagnostics need an opponent");
  GameConfig cfg = game;
  cfg.first_player = 0;
  const int64_t pairs = std::max<int64_t>(1, (games + players - 1) / players);  // seed groups
  const size_t cap = size_t(std::max(1, cfg.turn_cap)) + 2;
  constexpr int64_t kChunk = 16;
  const int64_t chunks = (pairs + kChunk - 1) / kChunk;
  std::vector<Tally> parts(static_cast<size_t>(chunks), Tally(cap));
  for (Tally& t : parts) t.rule_games.assign(subject.rules.size(), 0);
  auto body = [&] {
    tbb::parallel_for(int64_t(0), chunks, [&](int64_t chunk) {
      auto state = std::make_unique<State>();
      StrategyPlayer me(subject);
      // players - 1 players per opponent: each binds to its own seat.
      const size_t copies = size_t(players - 1);
      std::vector<StrategyPlayer> them;
      them.reserve(opponents.size() * copies);
      for (const Strategy* o : opponents)
        for (size_t c = 0; c < copies; ++c) them.emplace_back(*o);
      Tally& t = parts[size_t(chunk)];
      for (int64_t i = chunk * kChunk; i < std::min(pairs, (chunk + 1) * kChunk); ++i) {
        StrategyPlayer* other = &them[size_t(i) % opponents.size() * copies];
        for (int q = 0; q < players; ++q) {
          Agent* agents[kMaxPlayers];
          for (int p = 0, c = 0; p < players; ++p) agents[p] = p == q ? &me : &other[c++];
          state->setup(cfg, seed, uint64_t(i));
          observe_game(*state, agents, q, me, t);
        }
      }
    });
  };
  if (threads > 0) {
    tbb::task_arena arena(threads);
    arena.execute(body);
  } else {
    body();
  }
  Tally total(cap);
  for (const Tally& t : parts) total.add(t);

  Diagnostics d;
  const double n = double(total.games);
  for (int64_t r : total.rule_games) d.rule_games.push_back(double(r) / n);
  for (const auto& [split, by] : total.openings) {
    Diagnostics::Opening o;
    o.split = split;
    int64_t in_split = 0;
    for (const auto& [buys, k] : by) in_split += k;
    o.share = double(in_split) / n;
    for (const auto& [buys, k] : by) o.buys.emplace_back(buys, double(k) / double(in_split));
    std::stable_sort(o.buys.begin(), o.buys.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    if (o.buys.size() > 4) o.buys.resize(4);
    d.openings.push_back(std::move(o));
  }
  std::stable_sort(d.openings.begin(), d.openings.end(),
                   [](const auto& a, const auto& b) { return a.share > b.share; });
  d.games = total.games;
  d.average_turns = double(total.turns) / n;
  d.vp_tokens = double(total.vp_tokens) / n;
  d.provinces = double(total.reasons[int(EndReason::kProvinces)]) / n;
  d.colonies = double(total.reasons[int(EndReason::kColonies)]) / n;
  d.piles = double(total.reasons[int(EndReason::kPiles)]) / n;
  d.turn_cap = double(total.reasons[int(EndReason::kCap)]) / n;
  for (int q = 0; q < players; ++q)
    d.seat_win_rate.push_back(
        total.seat_games[q] ? double(total.seat_wins[q]) / double(total.seat_games[q]) : 0.0);
  for (size_t t = 1; t < cap && double(total.vp_n[t]) >= 0.1 * n; ++t) {
    d.vp_per_turn.push_back(double(total.vp_sum[t]) / double(total.vp_n[t]));
    d.money_per_turn.push_back(
        total.money_n[t] ? double(total.money_sum[t]) / double(total.money_n[t]) : 0.0);
    for (int m = 0; m < 3; ++m)
      d.coins_at_least[m].push_back(
          total.money_n[t] ? double(total.marks[m][t]) / double(total.money_n[t]) : 0.0);
  }
  size_t longest = 0;
  for (size_t t = 0; t < cap; ++t)
    if (total.length[t]) longest = t;
  for (size_t t = 1; t <= longest; ++t) d.game_length.push_back(double(total.length[t]) / n);
  auto names = std::make_unique<State>();
  names->setup(cfg, seed, 0);
  for (int k = 0; k < names->num_kinds(); ++k) {
    if (total.chosen[k]) {
      const std::string& name = names->def(CardId(k)).name;
      d.chosen_per_game[name] = double(total.chosen[k]) / n;
      d.first_chosen_turn[name] =
          double(total.chosen_first_sum[k]) / double(total.chosen_first_n[k]);
      d.chosen_games[name] = double(total.chosen_games[k]) / n;
    }
    if (!total.gains[k]) continue;
    const std::string& name = names->def(CardId(k)).name;
    d.gains_per_game[name] = double(total.gains[k]) / n;
    d.first_buy_turn[name] = double(total.first_sum[k]) / double(total.first_n[k]);
    std::vector<double>& by_turn = d.gains_by_turn[name];
    for (size_t t = 1; t <= d.vp_per_turn.size(); ++t)
      by_turn.push_back(double(total.gains_turn[size_t(k) * cap + t]) / n);
  }
  return d;
}

namespace {

void put(ByteWriter& w, const std::map<std::string, double>& m) {
  w.pod(uint64_t(m.size()));
  for (const auto& [k, v] : m) {
    w.text(k);
    w.pod(v);
  }
}

std::map<std::string, double> get_map(ByteReader& r) {
  std::map<std::string, double> m;
  for (uint64_t n = r.pod<uint64_t>(); n > 0; --n) {
    std::string k = r.text();
    m[std::move(k)] = r.pod<double>();
  }
  return m;
}

}  // namespace

std::string encode_diagnostics(const Diagnostics& d) {
  ByteWriter w;
  w.pod(d.games);
  for (double x : {d.average_turns, d.vp_tokens, d.provinces, d.colonies, d.piles, d.turn_cap})
    w.pod(x);
  w.pods(d.seat_win_rate);
  w.pods(d.vp_per_turn);
  w.pods(d.money_per_turn);
  for (const auto* m : {&d.first_buy_turn, &d.gains_per_game, &d.first_chosen_turn,
                        &d.chosen_per_game, &d.chosen_games})
    put(w, *m);
  w.pods(d.game_length);
  for (const std::vector<double>& c : d.coins_at_least) w.pods(c);
  w.pod(uint64_t(d.gains_by_turn.size()));
  for (const auto& [card, v] : d.gains_by_turn) {
    w.text(card);
    w.pods(v);
  }
  w.pod(uint64_t(d.openings.size()));
  for (const Diagnostics::Opening& o : d.openings) {
    w.text(o.split);
    w.pod(o.share);
    w.pod(uint64_t(o.buys.size()));
    for (const auto& [buys, share] : o.buys) {
      w.text(buys);
      w.pod(share);
    }
  }
  w.pods(d.rule_games);
  return w.take();
}

Diagnostics decode_diagnostics(std::string_view bytes) {
  ByteReader r(bytes);
  Diagnostics d;
  d.games = r.pod<int64_t>();
  for (double* x :
       {&d.average_turns, &d.vp_tokens, &d.provinces, &d.colonies, &d.piles, &d.turn_cap})
    *x = r.pod<double>();
  d.seat_win_rate = r.pods<double>();
  d.vp_per_turn = r.pods<double>();
  d.money_per_turn = r.pods<double>();
  for (auto* m : {&d.first_buy_turn, &d.gains_per_game, &d.first_chosen_turn, &d.chosen_per_game,
                  &d.chosen_games})
    *m = get_map(r);
  d.game_length = r.pods<double>();
  for (std::vector<double>& c : d.coins_at_least) c = r.pods<double>();
  for (uint64_t n = r.pod<uint64_t>(); n > 0; --n) {
    std::string card = r.text();
    d.gains_by_turn[std::move(card)] = r.pods<double>();
  }
  for (uint64_t n = r.pod<uint64_t>(); n > 0; --n) {
    Diagnostics::Opening o;
    o.split = r.text();
    o.share = r.pod<double>();
    for (uint64_t b = r.pod<uint64_t>(); b > 0; --b) {
      std::string buys = r.text();
      o.buys.emplace_back(std::move(buys), r.pod<double>());
    }
    d.openings.push_back(std::move(o));
  }
  d.rule_games = r.pods<double>();
  if (!r.done()) throw std::runtime_error("diagnostics: more bytes than expected");
  return d;
}

}  // namespace kl
