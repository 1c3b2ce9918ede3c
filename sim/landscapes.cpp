// Landscapes (Events, Projects, Landmarks, Ways, Allies, Traits, Prophecies), the currencies
// (Coffers, Villagers, Debt, Favors) and the player tokens that sit on piles.
//
// A landscape is a CardDef with a landscape type in the game's card table, beside the cards: it
// has a card id, so buy decisions, strategies and reports treat "buy Pathfinding" like "buy
// Smithy", but no copy of it is ever in a zone or a pile. Its rules are its hooks: an Event's or
// Project's on_buy runs when it is bought, reactions with from = kSupply are rules of the game
// (a Project's check has_project(), a Prophecy's prophecy_active()), a Landmark's score() adds to
// every player's VP, a Way's bonuses and on_play replace a played Action's.
#include <bit>
#include <cstring>
#include <stdexcept>

#include "sim/state.h"

namespace kl {

namespace {

// Sun tokens on the Prophecy by player count (Rising Sun's rule): 5, 8, 10, 12, 13.
int sun_tokens(int players) {
  static constexpr int kSun[] = {0, 0, 5, 8, 10, 12, 13};
  return kSun[players];
}

}  // namespace

void State::setup_landscapes(const GameConfig& cfg) {
  num_ways_ = num_scorers_ = 0;
  prophecy_ = kNoCard;
  sun_ = 0;
  any_landscape_ = false;
  std::memset(artifact_owner_, 0xFF, sizeof artifact_owner_);
  for (int k = 0; k < num_kinds_; ++k) {
    if (!(types_[k] & kLandscape)) continue;
    any_landscape_ = true;
    const CardDef& d = *def_[k];
    if (d.is(kWay)) {
      if (num_ways_ >= kMaxWays) throw std::invalid_argument("too many Ways in one game");
      ways_[num_ways_++] = CardId(k);
    }
    if (d.score) {
      if (num_scorers_ >= kMaxScorers)
        throw std::invalid_argument("too many scoring Landmarks in one game");
      scorers_[num_scorers_++] = CardId(k);
    }
    if (d.is(kProphecy)) {
      if (prophecy_ != kNoCard) throw std::invalid_argument("two Prophecies in one game");
      prophecy_ = CardId(k);
      sun_ = int16_t(sun_tokens(num_players_));
    }
  }
  for (const auto& [trait, card] : cfg.traits) {
    const CardId t = find(trait);
    const CardId pile = find_pile(card);
    if (t == kNoCard || !trait->is(kTrait))
      throw std::invalid_argument(trait->name + " is not a Trait of this game");
    if (pile == kNoCard || !in_supply_[pile])
      throw std::invalid_argument("the Trait " + trait->name +
                                  " sits on no Supply pile of the game");
    for (int k = 0; k < num_kinds_; ++k)
      if (pile_rep_[k] == pile) {
        if (trait_of_[k] != kNoCard) throw std::invalid_argument("two Traits on one pile");
        trait_of_[k] = t;
      }
  }
}

CardId State::trait_pile(CardId trait) const {
  for (int k = 0; k < num_kinds_; ++k)
    if (trait_of_[k] == trait) return pile_rep_[k];
  return kNoCard;
}

bool State::can_buy_landscape(CardId c, int coins, int debt) const {
  const Types t = types_[c];
  if (!(t & kBuyableLandscape) || debt != 0 || cost_[c] > coins ||
      (potion_cost_[c] && potions_ == 0) || buy_banned(c))
    return false;
  if (def_[c]->once_per_game && players_[current_].landscape_buys[c]) return false;
  if (!(t & kProject)) return true;
  // A Project: once per player, and each player has two cubes.
  const uint64_t mine = players_[current_].projects;
  return !((mine >> c) & 1) && std::popcount(mine) < 2;
}

void State::add_project(int p, CardId c) {
  players_[p].projects |= uint64_t(1) << c;
  if ((turn_discounts_ >> c) & 1) {
    cost_inputs_.current = 0xff;  // a discount from now on (Canal bought mid-turn): recompute
    refresh_costs();
  }
}

void State::buy_landscape(int p, CardId c) {
  coins_ = int16_t(coins_ - cost_[c]);
  if (potion_cost_[c]) --potions_;
  if (debt_cost_[c]) add_debt(controller(p), debt_cost_[c]);
  --buys_;
  bought_ = true;
  if (types_[c] & kProject) add_project(p, c);
  uint8_t& times = players_[p].landscape_buys[c];
  if (times < 255) ++times;
  apply_vanilla(p, *def_[c]);  // a plain Event is its bonuses (+1 Buy, +$2...)
  if (EffectFn fn = def_[c]->on_buy) push(fn, p, c);
}

void State::pay_debt() {
  Player& pl = players_[current_];
  const int paid = pl.debt < coins_ ? pl.debt : coins_;
  pl.debt = int16_t(pl.debt - paid);
  coins_ = int16_t(coins_ - paid);
}

int State::take_minus_coin(int n) {
  players_[current_].minus_coin = false;
  return n - 1;
}

void State::place_token(int p, PileToken k, CardId c) {
  const CardId pile = c == kNoCard ? kNoCard : pile_rep_[c];
  players_[p].token_pile[k] = pile;
  if (k <= kPlusCoinToken && pile != kNoCard) any_play_tokens_ = true;
  if (k == kCostToken) {
    // Costs now depend on whose turn it is: recompute them at every change of player.
    dynamic_costs_ = costs_read_turn_ = cost_tokens_ = true;
    cost_inputs_.current = 0xff;
    refresh_costs();
  }
}

void State::apply_play_tokens(int p, CardId c) {
  const Player& pl = players_[p];
  const CardId pile = pile_rep_[c];
  if (pl.token_pile[kPlusCardToken] == pile) draw(p, 1);
  // On another player's turn (Caravan Guard against an Attack) +1 Action, +1 Buy and +$1 would be
  // for a turn that is not p's: they do nothing (as in apply_vanilla). The FAQ lets that +$1
  // remove p's own -$1 token; not modelled (the -$1 token is only ever spent on p's turn here).
  if (p != current_) return;
  if (pl.token_pile[kPlusActionToken] == pile) ++actions_;
  if (pl.token_pile[kPlusBuyToken] == pile) ++buys_;
  if (pl.token_pile[kPlusCoinToken] == pile) add_coins(1);
}

int State::take_pile_vp(int p, CardId c, int n) {
  int16_t& here = pile_vp_[pile_rep_[c]];
  const int taken = here < n ? here : n;
  here = int16_t(here - taken);
  add_vp_tokens(p, taken);
  return taken;
}

void State::remove_sun(int n) { sun_ = int16_t(sun_ > n ? sun_ - n : 0); }

}  // namespace kl
