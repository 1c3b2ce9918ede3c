// Game set-up: the card table, piles by player count, starting decks, opening hands.
#include <cstring>
#include <stdexcept>
#include <string>

#include "sim/shuffle.h"
#include "sim/state.h"

namespace kl {

const char* to_string(EndReason r) {
  switch (r) {
    case EndReason::kNone:
      return "none";
    case EndReason::kProvinces:
      return "provinces";
    case EndReason::kColonies:
      return "colonies";
    case EndReason::kPiles:
      return "piles";
    case EndReason::kCap:
      return "turn cap";
  }
  return "?";
}

namespace {

int basic_pile(int role, int np) {
  const bool big = np >= 5;  // 5-6 players add a second set of basic Treasures
  switch (role) {
    case kCopper:
      return 60 - 7 * np + (big ? 60 : 0);
    case kSilver:
      return big ? 80 : 40;
    case kGold:
      return big ? 60 : 30;
    case kEstate:
    case kDuchy:
      return np == 2 ? 8 : 12;
    case kProvince:
      return np == 2 ? 8 : np <= 4 ? 12 : np == 5 ? 15 : 18;
    case kCurse:
      return 10 * (np - 1);
    case kPlatinum:
      return 12;
    case kColony:
      return np == 2 ? 8 : 12;
    case kPotion:
      return 16;
  }
  return 0;
}

constexpr int kMixedSlack = 4;

int kingdom_pile(const CardDef& d, int np) {
  if (d.pile) return d.pile;
  if (d.is(kVictory)) return np == 2 ? 8 : 12;
  return 10;
}

}  // namespace

void State::setup(const GameConfig& cfg, uint64_t seed, uint64_t index) {
  if (cfg.players < 2 || cfg.players > kMaxPlayers)
    throw std::invalid_argument("players must be 2 to 6, got " + std::to_string(cfg.players));
  for (int r = 0; r < kFirstKingdom; ++r)
    if (!cfg.basics[r]) throw std::invalid_argument("game config lacks a basic card definition");
  size_t kinds = kFirstKingdom + cfg.kingdom.size() + cfg.extras.size() + cfg.start_deck.size() +
                 cfg.landscapes.size() + cfg.card_piles.size();
  for (const PileSpec& spec : cfg.mixed) kinds += spec.cards.size();
  if (kinds > size_t(kMaxKinds))
    throw std::invalid_argument("too many different cards in one game (at most " +
                                std::to_string(kMaxKinds) + ")");
  if (cfg.mixed.size() > size_t(kMaxMixedPiles))
    throw std::invalid_argument("too many split or mixed piles in one game");

  rng_.seed(seed, index);
  const int np = cfg.players;
  num_players_ = uint8_t(np);
  empty_piles_ = 0;

  bool any_potion = false;
  for (const CardDef* d : cfg.kingdom) any_potion |= d->potion_cost;

  auto add_kind = [&](const CardDef* d, bool supply, int pile_size) {
    const CardId k = num_kinds_++;
    def_[k] = d;
    types_[k] = base_types_[k] = d->types;
    as_[k] = kNoCard;
    base_cost_[k] = cost_[k] = d->cost;
    potion_cost_[k] = d->potion_cost;
    debt_cost_[k] = d->debt;
    pile_rep_[k] = k;
    mixed_of_[k] = kNoPile;
    trait_of_[k] = kNoCard;
    card_pile_[k] = kNoCard;
    pile_vp_[k] = pile_debt_[k] = 0;
    times_gained_[k] = 0;
    coin_[k] = d->coin;
    has_effect_[k] = d->on_play != nullptr;
    plain_treasure_[k] = d->is(kTreasure) && !d->on_play && !d->plus_cards && !d->plus_actions &&
                         !d->plus_buys && !d->plus_coins && !d->potion;
    plain_coin_[k] = plain_treasure_[k] ? d->coin : 0;
    in_supply_[k] = supply;
    pile_[k] = uint8_t(pile_size);
    trash_[k] = 0;
    total_[k] = uint16_t(pile_size);
    return k;
  };
  num_kinds_ = 0;
  for (int r = 0; r < kFirstKingdom; ++r) {
    bool used = true;
    if (r == kPlatinum || r == kColony) used = cfg.colony;
    if (r == kPotion) used = any_potion;
    add_kind(cfg.basics[r], used, used ? basic_pile(r, np) : 0);
  }
  for (const CardDef* d : cfg.kingdom) {
    if (find(d) != kNoCard) throw std::invalid_argument("kingdom card " + d->name + " twice");
    add_kind(d, true, kingdom_pile(*d, np));
  }
  // Split, mixed and shuffled piles: their cards in order in the shared pool, the first card
  // (or the one the pile is named after) naming the pile.
  num_mixed_ = 0;
  covered_ = 0;
  int pool = 0;
  for (const PileSpec& spec : cfg.mixed) {
    CardId order[kMixedCap];
    int n = 0;
    for (const auto& [d, count] : spec.cards) {
      if (find(d) != kNoCard) throw std::invalid_argument("card " + d->name + " in two piles");
      const CardId k = add_kind(d, spec.supply, 0);
      for (int i = 0; i < count; ++i) {
        if (pool + n + kMixedSlack > kMixedCap)
          throw std::invalid_argument("split and mixed piles too large for one game");
        order[n++] = k;
      }
    }
    if (spec.shuffle) shuffle_range(order, n, rng_);
    if (spec.size > 0 && spec.size < n) n = spec.size;  // the rest stays in the box
    const uint8_t m = num_mixed_++;
    Mixed& x = mixed_[m];
    x.start = uint8_t(pool);
    x.size = uint8_t(n);
    x.cap = uint8_t(n + kMixedSlack);  // room for cards that a scenario puts back
    x.hidden = spec.shuffle;
    x.name = spec.name;
    const CardId named = spec.name ? find(spec.name) : kNoCard;
    x.rep = named != kNoCard ? named : find(spec.cards.front().first);
    for (int i = 0; i < n; ++i) mixed_cards_[pool + i] = order[n - 1 - i];  // bottom first
    pool += n + kMixedSlack;
    for (const auto& entry : spec.cards) {
      const CardId k = find(entry.first);
      mixed_of_[k] = m;
      pile_rep_[k] = x.rep;
    }
    for (int i = 0; i < n; ++i) {
      ++pile_[order[i]];
      ++total_[order[i]];
    }
    update_covered(m);
  }
  for (const CardDef* d : cfg.extras)
    if (find(d) == kNoCard) add_kind(d, false, d->pile);
  // Piles cards bring (the Bane is already a kingdom pile; Ferryman's is set aside, no Supply).
  for (const auto& [by, d] : cfg.card_piles)
    if (find(d) == kNoCard) add_kind(d, by->setup_pile.supply, kingdom_pile(*d, np));
  for (const CardDef* d : cfg.landscapes) {
    if (!d->landscape())
      throw std::invalid_argument(d->name + " is a card, not an Event, Project, Landmark...");
    if (find(d) != kNoCard) throw std::invalid_argument("landscape " + d->name + " twice");
    add_kind(d, false, 0);
  }

  // Starting deck: given, or 7 Copper + 3 Estate (from the box, not the Supply).
  CardId start[kZoneCap];
  int start_n = 0;
  if (cfg.start_deck.empty()) {
    for (int i = 0; i < 7; ++i) start[start_n++] = kCopper;
    for (int i = 0; i < 3; ++i) start[start_n++] = kEstate;
  } else {
    int cards = 0;
    for (const auto& entry : cfg.start_deck) cards += std::max(0, entry.second);
    if (cards > kMaxOwned)
      throw std::invalid_argument("a starting deck of more than " + std::to_string(kMaxOwned) +
                                  " cards");
    for (auto [d, count] : cfg.start_deck) {
      CardId k = find(d);
      if (k == kNoCard) k = add_kind(d, false, 0);
      for (int i = 0; i < count; ++i) start[start_n++] = k;
    }
  }
  uint8_t start_owned[kMaxKinds] = {};
  for (int i = 0; i < start_n; ++i) ++start_owned[start[i]];
  for (int k = 0; k < num_kinds_; ++k) total_[k] = uint16_t(total_[k] + start_owned[k] * np);

  // What the game's cards react to, watch and change: the engine skips the rest.
  any_action_ = false;
  only_plain_treasures_ = true;
  listens_ = hand_listens_ = play_listens_ = shared_listens_ = rule_listens_ = 0;
  discard_hooks_ = gain_hooks_ = buy_hooks_ = trash_hooks_ = reveal_hooks_ = 0;
  any_rule_discard_ = false;
  any_night_ = false;
  dynamic_costs_ = costs_read_turn_ = false;
  track_instances_ = false;
  private_mats_ = 0;
  num_cost_mods_ = num_ban_kinds_ = num_self_costs_ = 0;
  // The cost cache starts empty: a State reused for another game must not keep the last game's
  // bans and reductions. costs_stale() compares with the last inputs, which a new game's can
  // equal (the stale bytes of a cleared play area), so set-up recomputes in full below.
  cost_reduction_ = 0;
  turn_banned_ = banned_ = 0;
  cost_tokens_ = false;
  turn_discounts_ = 0;
  after_end_kinds_ = 0;
  shuffle_pick_kinds_ = 0;
  for (Agent*& a : shuffle_pickers_) a = nullptr;
  std::memset(kind_reduction_, 0, sizeof kind_reduction_);
  cost_inputs_ = CostInputs{};
  for (int k = 0; k < num_kinds_; ++k) {
    const CardDef& d = *def_[k];
    any_action_ |= (types_[k] & kAction) != 0;
    // Cards with no copies in the game (Potion without a Potion-cost card) never show up.
    if (total_[k] > 0 && (types_[k] & kTreasure) && !plain_treasure_[k])
      only_plain_treasures_ = false;
    react_hand_[k] = react_play_[k] = react_rule_[k] = 0;
    for (int i = 0; i < d.num_reactions; ++i) {
      const Reaction& r = d.reactions[i];
      const uint16_t bit = trigger_bit(r.on);
      if (r.from == Zone::kHand) react_hand_[k] |= bit;
      if (r.from == Zone::kPlay) react_play_[k] |= bit;
      if (r.from == Zone::kSupply) react_rule_[k] |= bit;
      if (r.from == Zone::kSupply && r.on == Trigger::kDiscard) any_rule_discard_ = true;
      listens_ |= bit;
      shared_listens_ |= bit;
    }
    hand_listens_ |= react_hand_[k];
    play_listens_ |= react_play_[k];
    rule_listens_ |= react_rule_[k];
    listens_ |= d.watches;
    shared_listens_ |= d.watches;
    const uint64_t kind_bit = uint64_t(1) << k;
    if (d.on_gain) {
      listens_ |= trigger_bit(Trigger::kGain);
      gain_hooks_ |= kind_bit;
    }
    if (d.on_buy) {
      listens_ |= trigger_bit(Trigger::kBuy);
      buy_hooks_ |= kind_bit;
    }
    if (d.on_trash) {
      listens_ |= trigger_bit(Trigger::kTrash);
      trash_hooks_ |= kind_bit;
    }
    if (d.on_discard) {
      listens_ |= trigger_bit(Trigger::kDiscard);
      discard_hooks_ |= uint64_t(1) << k;
    }
    if (d.on_reveal) reveal_hooks_ |= kind_bit;
    const bool cost_mod = d.cost_mod || d.cost_mod_of;
    dynamic_costs_ |=
        d.changes_costs | (d.self_cost != nullptr) | cost_mod | (d.buy_ban != nullptr);
    if (cost_mod && num_cost_mods_ < kMaxCostCards) cost_mods_[num_cost_mods_++] = CardId(k);
    if (d.self_cost) self_costs_[num_self_costs_++] = CardId(k);
    if (d.buy_ban && num_ban_kinds_ < kMaxCostCards) ban_kinds_[num_ban_kinds_++] = CardId(k);
    costs_read_turn_ |= (d.self_cost != nullptr) | (d.buy_ban != nullptr);
    if (d.round_after_end) after_end_kinds_ |= kind_bit;
    if (d.shuffle_pick) shuffle_pick_kinds_ |= kind_bit;
    if (d.holder_discount) {
      // Costs follow whose turn it is (and whose cubes are on these Projects).
      turn_discounts_ |= kind_bit;
      dynamic_costs_ = costs_read_turn_ = true;
    }
    track_instances_ |= (types_[k] & kDuration) != 0;
    private_mats_ |= d.private_mats;
    any_night_ |= (types_[k] & kNight) != 0;
  }
  setup_landscapes(cfg);
  for (const auto& [by, d] : cfg.card_piles) {
    const CardId k = find(by);
    if (k == kNoCard)
      throw std::invalid_argument(by->name + " brings a pile but is not in the game");
    card_pile_[k] = find(d);
  }
  std::memset(pile_tokens_, 0, sizeof pile_tokens_);
  std::memset(played_count_, 0, sizeof played_count_);
  std::memset(game_tokens_, 0, sizeof game_tokens_);
  any_staying_ = false;

  bool any_ally = false;
  for (const CardDef* d : cfg.landscapes) any_ally |= d->is(kAlly);
  any_minus_coin_ = any_minus_card_ = any_play_tokens_ = any_spendables_ = false;
  num_overlays_ = 0;
  treasures_draw_ = false;
  const bool forced = cfg.opening != Opening::kRandom && cfg.start_deck.empty();
  for (int p = 0; p < np; ++p) {
    Player& pl = players_[p];
    pl.deck.clear();
    pl.hand.clear();
    pl.discard.clear();
    pl.play.clear();
    pl.aside.clear();
    std::memcpy(pl.owned, start_owned, sizeof pl.owned);
    std::memset(pl.mat, 0, sizeof pl.mat);
    std::memset(pl.mat_size, 0, sizeof pl.mat_size);
    std::memset(pl.tokens, 0, sizeof pl.tokens);
    pl.owned_total = uint16_t(start_n);
    pl.vp_tokens = 0;
    pl.turns = 0;
    pl.projects = 0;
    std::memset(pl.landscape_buys, 0, sizeof pl.landscape_buys);
    std::memset(pl.staying, 0, sizeof pl.staying);
    pl.coffers = pl.villagers = pl.debt = 0;
    pl.favors = any_ally ? 1 : 0;  // every player starts with a Favor in games with an Ally
    for (CardId& t : pl.token_pile) t = kNoCard;
    pl.minus_coin = pl.minus_card = false;
    pl.journey_up = true;
    if (forced) {
      // Deck bottom..top = second hand, first hand; each hand's order shuffled.
      const int first_coppers = cfg.opening == Opening::k43 ? 4 : 5;
      const int second_coppers = 7 - first_coppers;
      for (int i = 0; i < 5; ++i) pl.deck.push(i < second_coppers ? kCopper : kEstate);
      for (int i = 0; i < 5; ++i) pl.deck.push(i < first_coppers ? kCopper : kEstate);
      shuffle_range(pl.deck.begin(), 5, rng_);
      shuffle_range(pl.deck.begin() + 5, 5, rng_);
    } else {
      for (int i = 0; i < start_n; ++i) pl.deck.push(start[i]);
      shuffle_range(pl.deck.begin(), pl.deck.size(), rng_);
    }
    draw(p, 5);
    last_turn_gained_[p] = 0;
    last_turn_gains_[p] = 0;
  }

  first_ = uint8_t(cfg.first_player < 0 ? rng_.below(uint32_t(np)) : cfg.first_player % np);
  current_ = first_;
  turn_ = 1;
  turn_cap_ = uint16_t(cfg.turn_cap);
  phase_ = Phase::kStart;
  end_reason_ = EndReason::kNone;
  overflow_ = false;
  sp_ = 0;
  pending_ = false;
  actions_ = buys_ = coins_ = potions_ = 0;
  bought_ = false;
  this_turn_extra_ = false;
  turn_flags_ = 0;
  possessed_ = false;
  controller_ = 0;
  num_extra_ = 0;
  after_end_left_ = 0;
  after_end_reason_ = EndReason::kNone;
  normal_ = first_;
  previous_ = 0xFF;
  std::memset(possession_trashed_, 0, sizeof possession_trashed_);
  std::memset(trash_played_, 0, sizeof trash_played_);
  any_trash_played_ = false;
  num_durations_ = num_watchers_ = num_off_turn_ = 0;
  for (CarriedPlay& c : carried_) c.live = false;
  std::memset(watch_count_, 0, sizeof watch_count_);
  for (Moment& m : moments_) m.live = false;
  for (bool& a : autoplay_) a = false;
  empty_piles_ = 0;
  pile_out_cache_ = -1;
  for (int k = 0; k < num_kinds_; ++k)
    if (in_supply_[k] && pile_rep_[k] == k && pile_size(CardId(k)) == 0) ++empty_piles_;
  reset_turn();
  if (dynamic_costs_) recompute_costs();
  // Card-specific set-up (Trade Route's tokens), once the piles are made.
  for (int k = 0; k < num_kinds_; ++k)
    if (def_[k]->on_setup) def_[k]->on_setup(*this, CardId(k));
}

void State::add_types(CardId c, Types types, int coin) {
  types_[c] |= types;
  base_types_[c] |= types;
  if (!(types_[c] & kTreasure)) return;
  const CardDef& d = *def_[c];
  coin_[c] = int8_t(coin);
  plain_treasure_[c] =
      !d.on_play && !d.plus_cards && !d.plus_actions && !d.plus_buys && !d.plus_coins && !d.potion;
  plain_coin_[c] = plain_treasure_[c] ? int8_t(coin) : 0;
  if (total_[c] > 0 && !plain_treasure_[c]) only_plain_treasures_ = false;
}

CardId State::find(const CardDef* d) const {
  for (int k = 0; k < num_kinds_; ++k)
    if (def_[k] == d) return CardId(k);
  return kNoCard;
}

CardId State::find(std::string_view name) const {
  for (int k = 0; k < num_kinds_; ++k)
    if (def_[k]->name == name) return CardId(k);
  return kNoCard;
}

CardId State::find_effect(EffectId e) const {
  for (int k = 0; k < num_kinds_; ++k)
    if (def_[k]->effect == e) return CardId(k);
  return kNoCard;
}

void State::bad_zone() {
  throw std::logic_error("zone(): trash, supply and mats are counts, not card lists");
}

}  // namespace kl
