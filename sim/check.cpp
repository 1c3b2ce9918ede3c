// Scoring, the consistency check and scenario set-up.
#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>

#include "sim/state.h"

namespace kl {

void State::put(int p, Zone z, CardId c) {
  zone(p, z).push(c);
  ++players_[p].owned[c];
  ++players_[p].owned_total;
  ++total_[c];
}

void State::clear_zone(int p, Zone z) {
  CardList& cl = zone(p, z);
  for (CardId c : cl) {
    --players_[p].owned[c];
    --players_[p].owned_total;
    --total_[c];
  }
  cl.clear();
}

void State::set_pile(CardId c, int n) {
  if (mixed_of_[c] != kNoPile) throw std::logic_error("set_pile: a mixed pile (set_mixed_pile)");
  const int before = pile_[c];
  pile_out_cache_ = -1;
  total_[c] = uint16_t(total_[c] - before + n);
  pile_[c] = uint8_t(n);
  if (in_supply_[c] && before > 0 && n == 0) ++empty_piles_;
  if (in_supply_[c] && before == 0 && n > 0) --empty_piles_;
}

void State::set_base_cost(CardId c, int cost) {
  base_cost_[c] = cost_[c] = uint8_t(cost);
  if (dynamic_costs_) {
    cost_inputs_.current = 0xff;  // the next recompute is a full one
    recompute_costs();
  }
}

void State::set_turn(int player, int actions, int buys, int coins) {
  current_ = uint8_t(player);
  if (num_overlays_) apply_overlays();
  sp_ = 0;
  pending_ = false;
  reset_turn();
  actions_ = int16_t(actions);
  buys_ = int16_t(buys);
  coins_ = int16_t(coins);
  phase_ = Phase::kAction;
  starting_turn_ = false;
}

void State::start_turn_of(int player) {
  current_ = uint8_t(player);
  if (num_overlays_) apply_overlays();
  sp_ = 0;
  pending_ = false;
  phase_ = Phase::kStart;
}

// ---------------------------------------------------------------- scoring and checks

int State::vp(int p) const {
  const Player& pl = players_[p];
  int total = pl.vp_tokens;
  for (int k = 0; k < num_kinds_; ++k) {
    if (!pl.owned[k]) continue;
    const CardDef& d = *def_[k];
    int each = d.vp;
    if (d.end_vp || d.end_vp_of) each += d.extra_vp(*this, p, CardId(k));
    total += each * pl.owned[k];
    if (d.score) total += d.score(*this, p);  // a card worth VP where it is (Distant Lands)
  }
  for (int i = 0; i < num_scorers_; ++i) total += def_[scorers_[i]]->score(*this, p);
  return total;
}

int State::vp_with(int p, CardId c) const {
  State& self = const_cast<State&>(*this);  // restored below: put() and its exact inverse
  self.put(p, Zone::kDiscard, c);
  const int total = vp(p);
  Player& pl = self.players_[p];
  pl.discard.pop();
  --pl.owned[c];
  --pl.owned_total;
  --self.total_[c];
  return total;
}

GameResult State::result() const {
  GameResult r;
  r.reason = end_reason_;
  r.players = num_players_;
  r.first = first_;
  int best_vp = -100000, best_turns = 1 << 30;
  for (int p = 0; p < num_players_; ++p) {
    r.vp[p] = int16_t(vp(p));
    r.turns[p] = players_[p].turns;
    if (r.vp[p] > best_vp) best_vp = r.vp[p];
  }
  for (int p = 0; p < num_players_; ++p)
    if (r.vp[p] == best_vp && r.turns[p] < best_turns) best_turns = r.turns[p];
  for (int p = 0; p < num_players_; ++p)
    if (r.vp[p] == best_vp && r.turns[p] == best_turns) r.winners |= uint8_t(1 << p);
  return r;
}

namespace {

// Whether a mat's row of counts is all zeros, read 8 bytes at a time.
bool row_empty(const uint8_t (&row)[kMaxKinds]) {
  static_assert(kMaxKinds % 8 == 0);
  uint64_t any = 0;
  for (int i = 0; i < kMaxKinds; i += 8) {
    uint64_t w;
    std::memcpy(&w, row + i, 8);
    any |= w;
  }
  return any == 0;
}

}  // namespace

bool State::is_ok(std::string* why) const {
  auto fail = [&](const std::string& msg) {
    if (why) *why = msg;
    return false;
  };
  // The check runs after every step of the random games and `kingdomlab selfcheck`, so it must
  // cost about what a step costs: one pass over each zone. Per player, the cards held in zones
  // and on mats are tallied down from the owned counts in bytes that wrap (two interleaved
  // tallies break the chains of updates to one counter). With owned[k] <= 255 and no negative
  // holdings, tallies that all end at 0 mod 256 plus an exact total prove every count equal. A
  // foreign id (no kind of this game) leaves a tally at or above num_kinds_ non-zero or sets a
  // bit above 63; the slow path then finds what is wrong for the message.
  uint16_t in_game[kMaxKinds] = {};
  for (int p = 0; p < num_players_; ++p) {
    const Player& pl = players_[p];
    alignas(8) uint8_t left[2][64] = {};
    std::memcpy(left[0], pl.owned, kMaxKinds);
    unsigned high = 0;
    int held = 0;
    for (const CardList* z : {&pl.deck, &pl.hand, &pl.discard, &pl.play, &pl.aside}) {
      const CardId* c = z->begin();
      const int n = z->size();
      held += n;
      int i = 0;
      for (; i + 1 < n; i += 2) {
        --left[0][c[i] & 63];
        --left[1][c[i + 1] & 63];
        high |= c[i] | c[i + 1];
      }
      if (i < n) {
        --left[0][c[i] & 63];
        high |= c[i];
      }
    }
    for (int m = 0; m < kMaxMats; ++m) {
      if (!pl.mat_size[m] && row_empty(pl.mat[m])) continue;  // most mats are empty
      int on_mat = 0;
      for (int k = 0; k < kMaxKinds; ++k) {
        on_mat += pl.mat[m][k];
        left[1][k] = uint8_t(left[1][k] - pl.mat[m][k]);
      }
      if (on_mat != pl.mat_size[m]) return fail("mat size is wrong");
      held += on_mat;
    }
    uint8_t wrong = 0;
    for (int k = 0; k < 64; ++k) wrong |= uint8_t(left[0][k] + left[1][k]);
    int sum = 0;
    for (int k = 0; k < num_kinds_; ++k) sum += pl.owned[k];
    if (high >= 64 || wrong || held != sum) {
      // Slow path, for the message: a foreign card, or which kind.
      for (const CardList* z : {&pl.deck, &pl.hand, &pl.discard, &pl.play, &pl.aside})
        for (CardId c : *z)
          if (c >= num_kinds_)
            return fail("player " + std::to_string(p) + " holds a card of no kind (id " +
                        std::to_string(c) + ")");
      for (int k = 0; k < num_kinds_; ++k) {
        int here = pl.deck.count(CardId(k)) + pl.hand.count(CardId(k)) +
                   pl.discard.count(CardId(k)) + pl.play.count(CardId(k)) +
                   pl.aside.count(CardId(k));
        for (int m = 0; m < kMaxMats; ++m) here += pl.mat[m][k];
        if (here != pl.owned[k])
          return fail("player " + std::to_string(p) + " owns " + std::to_string(pl.owned[k]) + " " +
                      def_[k]->name + " but holds " + std::to_string(here));
      }
      return fail("player " + std::to_string(p) + " holds a card of no kind on a mat");
    }
    if (sum != pl.owned_total) return fail("owned total is wrong");
    for (int k = 0; k < num_kinds_; ++k) in_game[k] = uint16_t(in_game[k] + pl.owned[k]);
    for (int t = 0; t < kMaxPlayerTokens; ++t)
      if (pl.tokens[t] < 0) return fail("negative tokens");
  }
  int empty = 0;
  for (int k = 0; k < num_kinds_; ++k) {
    const int count = in_game[k] + pile_[k] + trash_[k] + possession_trashed_[k];
    if (count != total_[k])
      return fail(def_[k]->name + ": " + std::to_string(count) + " in the game, expected " +
                  std::to_string(total_[k]));
    if (in_supply_[k] && pile_rep_[k] == k && pile_size(CardId(k)) == 0) ++empty;
    if ((types_[k] & kLandscape) && total_[k] != 0)
      return fail(def_[k]->name + " is a landscape, yet has copies");
    if (pile_vp_[k] < 0 || pile_debt_[k] < 0) return fail("negative tokens on a pile");
  }
  if (empty != empty_piles_) return fail("empty pile counter is wrong");
  if (pile_out_cache_ >= 0 && pile_out_cache_ != count_pile_out_gains())
    return fail("the cached pile-out gains are stale");
  // Mixed piles: their cards agree with the per-kind counts, only the top card is uncovered.
  if (num_mixed_ > 0 || covered_) {
    uint8_t in_mixed[kMaxKinds] = {};
    uint64_t covered = 0;
    for (int m = 0; m < num_mixed_; ++m) {
      const Mixed& x = mixed_[m];
      if (x.size > x.cap || x.start + x.cap > kMixedCap) return fail("a mixed pile overflows");
      for (int i = 0; i < x.size; ++i) {
        const CardId k = mixed_cards_[x.start + i];
        if (k >= num_kinds_ || mixed_of_[k] != m) return fail("a card in the wrong mixed pile");
        ++in_mixed[k];
        if (i + 1 < x.size && k != mixed_cards_[x.start + x.size - 1]) covered |= uint64_t(1) << k;
      }
    }
    for (int k = 0; k < num_kinds_; ++k)
      if (mixed_of_[k] != kNoPile && in_mixed[k] != pile_[k])
        return fail(def_[k]->name + ": its mixed pile disagrees with its count");
    if (covered != covered_) return fail("covered cards of mixed piles are stale");
  }
  if (sun_ < 0) return fail("negative Sun tokens");
  for (int k = 0; k < num_kinds_; ++k)
    if (artifact_owner_[k] != 0xFF &&
        (!(types_[k] & kArtifact) || artifact_owner_[k] >= num_players_))
      return fail(def_[k]->name + " is held by no player of the game or is no Artifact");
  for (int p = 0; p < num_players_; ++p) {
    const Player& pl = players_[p];
    if (pl.coffers < 0 || pl.villagers < 0 || pl.debt < 0 || pl.favors < 0)
      return fail("player " + std::to_string(p) + " has negative " +
                  (pl.coffers < 0     ? "Coffers"
                   : pl.villagers < 0 ? "Villagers"
                   : pl.debt < 0      ? "Debt"
                                      : "Favors"));
  }
  for (int t = 0; t < kMaxGameTokens; ++t)
    if (game_tokens_[t] < 0) return fail("negative shared tokens");
  for (int i = 0; i < num_durations_; ++i) {
    const DurationEffect& d = durations_[i];
    if (d.owner >= num_players_ || d.card >= num_kinds_)
      return fail("a Duration effect of no player or card");
    if (d.carry != 0xFF &&
        (d.carry >= kMaxCarried || !carried_[d.carry].live || carried_[d.carry].owner != d.owner))
      return fail("a lasting Duration's carried play is gone");
  }
  int watching[int(Trigger::kCount)] = {};
  for (int i = 0; i < num_watchers_; ++i) ++watching[int(watchers_[i].on)];
  for (int t = 0; t < int(Trigger::kCount); ++t)
    if (watching[t] != watch_count_[t]) return fail("watcher counts are wrong");
  if (actions_ < 0 || buys_ < 0 || coins_ < 0 || potions_ < 0)
    return fail("negative actions, buys, coins or potions");
  if (sp_ > kStackCap) return fail("event stack overflow");
  // Cards are set aside only while an effect holds them (Zone::kAside).
  if (sp_ == 0)
    for (int p = 0; p < num_players_; ++p)
      if (!players_[p].aside.empty())
        return fail("player " + std::to_string(p) + " has " + def_[players_[p].aside[0]]->name +
                    " set aside with no effect in progress");
  if (!dynamic_costs_) {
    // No card of this game changes costs: the cache must be the printed costs, nothing banned
    // (a State reused from a game with cost changes must not carry them over).
    if (banned_ || turn_banned_ || cost_reduction_)
      return fail("buy bans or cost reductions in a game where no card changes costs");
    for (int k = 0; k < num_kinds_; ++k)
      if (cost_[k] != base_cost_[k])
        return fail("cost of " + def_[k]->name + " is not its printed cost");
  } else if (!costs_stale()) {
    // The cached costs must be what the cost hooks say now: a hook that reads more than
    // CardDef's contract allows would leave them stale.
    uint8_t cost[kMaxKinds];
    compute_costs(cost);
    if (compute_bans() != banned_) return fail("cached buy bans are stale");
    for (int k = 0; k < num_kinds_; ++k)
      if (cost[k] != cost_[k]) return fail("cached cost of " + def_[k]->name + " is stale");
  }
  return true;
}

}  // namespace kl
