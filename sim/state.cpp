#include "sim/state.h"

#include <cassert>
#include <cstring>
#include <stdexcept>
#include <string>

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

int kingdom_pile(const CardDef& d, int np) {
  if (d.pile) return d.pile;
  if (d.is(kVictory)) return np == 2 ? 8 : 12;
  return 10;
}

// Fisher-Yates over [first, first + n). Each 64-bit random number serves two swaps (its two
// 32-bit halves, each mapped to a range by multiply-shift).
void shuffle_range(CardId* first, int n, Rng& rng) {
  auto swap_with = [first](int i, uint32_t r) {
    const int j = int((uint64_t(r) * uint64_t(i + 1)) >> 32);
    const CardId t = first[i];
    first[i] = first[j];
    first[j] = t;
  };
  int i = n - 1;
  for (; i > 1; i -= 2) {
    const uint64_t r = rng.next();
    swap_with(i, uint32_t(r >> 32));
    swap_with(i - 1, uint32_t(r));
  }
  if (i == 1) swap_with(1, uint32_t(rng.next() >> 32));
}

}  // namespace

void State::setup(const GameConfig& cfg, uint64_t seed, uint64_t index) {
  if (cfg.players < 2 || cfg.players > kMaxPlayers)
    throw std::invalid_argument("players must be 2 to 6, got " + std::to_string(cfg.players));
  for (int r = 0; r < kFirstKingdom; ++r)
    if (!cfg.basics[r]) throw std::invalid_argument("game config lacks a basic card definition");
  if (kFirstKingdom + cfg.kingdom.size() + cfg.extras.size() + cfg.start_deck.size() >
      size_t(kMaxKinds))
    throw std::invalid_argument("too many different cards in one game");

  rng_.seed(seed, index);
  const int np = cfg.players;
  num_players_ = uint8_t(np);
  empty_piles_ = 0;

  bool any_potion = false;
  for (const CardDef* d : cfg.kingdom) any_potion |= d->potion_cost;

  auto add_kind = [&](const CardDef* d, bool supply, int pile_size) {
    const CardId k = num_kinds_++;
    def_[k] = d;
    types_[k] = d->types;
    cost_[k] = d->cost;
    potion_cost_[k] = d->potion_cost;
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
  for (const CardDef* d : cfg.extras)
    if (find(d) == kNoCard) add_kind(d, false, d->pile);

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
  for (int i = 0; i < start_n; ++i) total_[start[i]] += uint16_t(np);
  any_action_ = false;
  only_plain_treasures_ = true;
  for (int k = 0; k < num_kinds_; ++k) {
    any_action_ |= (types_[k] & kAction) != 0;
    // Cards with no copies in the game (Potion without a Potion-cost card) never show up.
    if (total_[k] > 0 && (types_[k] & kTreasure) && !plain_treasure_[k])
      only_plain_treasures_ = false;
  }

  const bool forced = cfg.opening != Opening::kRandom && cfg.start_deck.empty();
  for (int p = 0; p < np; ++p) {
    Player& pl = players_[p];
    pl.deck.clear();
    pl.hand.clear();
    pl.discard.clear();
    pl.play.clear();
    pl.aside.clear();
    std::memset(pl.owned, 0, sizeof pl.owned);
    pl.owned_total = uint16_t(start_n);
    pl.vp_tokens = 0;
    pl.turns = 0;
    for (int i = 0; i < start_n; ++i) ++pl.owned[start[i]];
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
  for (bool& a : autoplay_) a = false;
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

CardList& State::zone(int p, Zone z) {
  Player& pl = players_[p];
  switch (z) {
    case Zone::kDeck:
      return pl.deck;
    case Zone::kHand:
      return pl.hand;
    case Zone::kDiscard:
      return pl.discard;
    case Zone::kPlay:
      return pl.play;
    case Zone::kAside:
      return pl.aside;
    default:
      break;
  }
  throw std::logic_error("zone(): trash and supply are counts, not card lists");
}

const CardList& State::zone(int p, Zone z) const { return const_cast<State*>(this)->zone(p, z); }

// ---------------------------------------------------------------- turn flow

bool State::hand_has(int p, uint16_t type) const {
  for (CardId c : players_[p].hand)
    if (types_[c] & type) return true;
  return false;
}

void State::start_turn() {
  actions_ = 1;
  buys_ = 1;
  coins_ = 0;
  potions_ = 0;
  bought_ = false;
  silver_played_ = false;
  silver_bonus_ = 0;
}

bool State::advance() {
  for (;;) {
    if (pending_) return true;
    if (sp_ > 0) {
      const int i = sp_ - 1;
      Event& e = stack_[i];
      e.fn(*this, e);
      if (stack_[i].step == kDone) {
        for (int k = i; k + 1 < sp_; ++k) stack_[k] = stack_[k + 1];
        --sp_;
      }
      assert(is_ok());
      continue;
    }
    switch (phase_) {
      case Phase::kStart:
        start_turn();
        if (!any_action_ && autoplay_[current_]) {
          // A money turn (no Action in the game, Treasures played unasked): straight to the
          // Buy decision in one step. (Start-of-turn effects, once cards have them, go first.)
          play_all_treasures(current_);
          phase_ = Phase::kBuy;
          if (sp_ == 0 && buys_ > 0) {
            ask_phase(DecisionKind::kBuy, Reason::kNone);
            return true;
          }
          break;
        }
        phase_ = Phase::kAction;
        break;
      case Phase::kAction:
        if (actions_ > 0 && any_action_ && hand_has(current_, kAction)) {
          ask_phase(DecisionKind::kPlayAction, Reason::kPlay);
          return true;
        }
        phase_ = Phase::kTreasure;
        break;
      case Phase::kTreasure:
        if (!bought_) {
          if (autoplay_[current_]) {
            play_all_treasures(current_);  // does nothing without Treasures in hand
          } else if (hand_has(current_, kTreasure)) {
            ask_phase(DecisionKind::kPlayTreasures, Reason::kPlay);
            return true;
          }
        }
        phase_ = Phase::kBuy;
        break;
      case Phase::kBuy:
        if (buys_ > 0) {
          ask_phase(DecisionKind::kBuy, Reason::kNone);
          return true;
        }
        phase_ = Phase::kCleanup;
        break;
      case Phase::kCleanup:
        cleanup();
        end_turn();
        assert(is_ok());
        break;
      case Phase::kOver:
        return false;
    }
  }
}

void State::ask_phase(DecisionKind kind, Reason reason) {
  // Only the fields a phase decision uses: a full Decision{} costs more than the whole buy.
  decision_.kind = kind;
  decision_.reason = reason;
  decision_.player = current_;
  decision_.source = kNoCard;
  decision_.card = kNoCard;
  decision_.min = decision_.max = 0;
  pending_ = true;
}

void State::cleanup() {
  Player& pl = players_[current_];
  pl.discard.append(pl.hand);
  pl.discard.append(pl.play);
  pl.hand.clear();
  pl.play.clear();
  draw(current_, 5);
}

void State::end_turn() {
  Player& pl = players_[current_];
  ++pl.turns;
  const int next = current_ + 1 == num_players_ ? 0 : current_ + 1;  // no division
  const bool round_done = next == first_;
  if (pile_[kProvince] == 0)
    end_reason_ = EndReason::kProvinces;
  else if (in_supply_[kColony] && pile_[kColony] == 0)
    end_reason_ = EndReason::kColonies;
  else if (empty_piles_ >= piles_to_end())
    end_reason_ = EndReason::kPiles;
  else if (overflow_ || (round_done && pl.turns >= turn_cap_))
    end_reason_ = EndReason::kCap;
  if (end_reason_ != EndReason::kNone) {
    phase_ = Phase::kOver;
    return;
  }
  current_ = uint8_t(next);
  ++turn_;
  phase_ = Phase::kStart;
}

bool State::respond(const Choice& c) {
  if (!pending_ || !is_legal(c)) return false;
  apply_answer(c);
  return true;
}

void State::respond_trusted(const Choice& c) {
  assert(pending_ && is_legal(c));
  apply_answer(c);
}

void State::apply_answer(const Choice& c) {
  pending_ = false;
  const int p = current_;
  switch (decision_.kind) {
    case DecisionKind::kPlayAction:
      if (c.n == 0) {
        phase_ = Phase::kTreasure;
      } else {
        --actions_;
        play_from_hand(p, c.cards[0]);
      }
      break;
    case DecisionKind::kPlayTreasures: {
      if (c.option == Choice::kAllTreasures) {
        play_all_treasures(p);
        phase_ = Phase::kBuy;
        break;
      }
      bool simple = true;
      for (int i = 0; i < c.n; ++i) simple &= !has_effect_[c.cards[i]];
      if (simple) {
        for (int i = 0; i < c.n; ++i) play_from_hand(p, c.cards[i]);
      } else {
        // Each Treasure resolves fully before the next is played: push them in reverse.
        for (int i = c.n - 1; i >= 0; --i) push(play_treasure_event, p, c.cards[i]);
      }
      phase_ = Phase::kBuy;
      break;
    }
    case DecisionKind::kBuy:
      if (c.n == 0) {
        phase_ = Phase::kCleanup;
      } else {
        const CardId b = c.cards[0];
        coins_ -= cost_[b];
        if (potion_cost_[b]) --potions_;
        --buys_;
        bought_ = true;
        gain(p, b);
        if (buys_ == 0) phase_ = Phase::kCleanup;
      }
      break;
    default:
      answer_.n = c.n;
      std::memcpy(answer_.cards, c.cards, c.n);
      answer_.option = c.option;
      break;
  }
  assert(is_ok());
}

void State::play_treasure_event(State& s, Event& e) {
  done(e);
  if (s.players_[e.player].hand.remove_one(e.card)) {
    s.players_[e.player].play.push(e.card);
    s.apply_play(e.player, e.card, 0);
  }
}

void State::play_all_treasures(int p) {
  // Plain Treasures are played in one pass; ones with effects are played afterwards, each
  // resolving before the next.
  // Counts and $ are kept in locals: stores through card-id (byte) pointers could alias members.
  CardList& hand = players_[p].hand;
  CardList& play = players_[p].play;
  CardId* h = hand.begin();
  CardId* out = play.end();
  const int n = hand.size();
  int w = 0, played = 0, coins = 0;
  bool silver = false;
  assert(play.size() + n <= kZoneCap);  // every hand card may be written at out[]
  if (only_plain_treasures_) {
    // Branch-free: whether a card is a Treasure is a coin flip for the branch predictor.
    for (int i = 0; i < n; ++i) {
      const CardId c = h[i];
      const int t = plain_treasure_[c];
      out[played] = c;
      h[w] = c;  // w <= i: the cards still to read are untouched
      played += t;
      w += 1 - t;
      coins += plain_coin_[c];
      silver |= c == kSilver;
    }
    hand.truncate(w);
    play.grow(played);
    if (silver && !silver_played_) {
      silver_played_ = true;
      coins += silver_bonus_;
    }
    coins_ += coins;
    return;
  }
  CardId with_effect[kZoneCap];
  int ne = 0;
  for (int i = 0; i < n; ++i) {
    const CardId c = h[i];
    if (!(types_[c] & kTreasure)) {
      h[w++] = c;
    } else if (plain_treasure_[c]) {
      out[played++] = c;
      coins += coin_[c];
      silver |= c == kSilver;
    } else {
      with_effect[ne++] = c;
      h[w++] = c;
    }
  }
  hand.truncate(w);
  play.grow(played);
  if (silver && !silver_played_) {
    silver_played_ = true;
    coins += silver_bonus_;
  }
  coins_ += coins;
  for (int i = ne - 1; i >= 0; --i) push(play_treasure_event, p, with_effect[i]);
}

void State::play_from_hand(int p, CardId c) {
  Player& pl = players_[p];
  pl.hand.remove_one(c);
  pl.play.push(c);
  apply_play(p, c, 0);
}

void State::apply_play(int p, CardId c, uint8_t flags) {
  if (plain_treasure_[c]) {
    coins_ += coin_[c];
    if (c == kSilver && !silver_played_) {
      silver_played_ = true;
      coins_ += silver_bonus_;
    }
    return;
  }
  const CardDef& d = *def_[c];
  if (d.plus_cards) draw(p, d.plus_cards);
  actions_ += d.plus_actions;
  buys_ += d.plus_buys;
  coins_ += d.plus_coins + d.coin;
  potions_ += d.potion;
  if (c == kSilver && !silver_played_) {
    silver_played_ = true;
    coins_ += silver_bonus_;
  }
  if (d.on_play) push(d.on_play, p, c, 0, 0, flags);
}

void State::replay_effect(State& s, Event& e) {
  done(e);
  s.apply_play(e.player, e.card, e.flags);
}

void State::replay(int p, CardId c, int times) {
  // The first play goes on top; later plays carry kReplay ("this" may have left play).
  for (int i = times - 1; i >= 0; --i) push(replay_effect, p, c, 0, 0, i > 0 ? kReplay : 0);
}

void State::push(EffectFn fn, int player, CardId card, int a, int b, uint8_t flags) {
  if (sp_ >= kStackCap) throw std::logic_error("event stack overflow");
  Event& e = stack_[sp_++];
  e.fn = fn;
  e.player = uint8_t(player);
  e.card = card;
  e.step = 0;
  e.flags = flags;
  e.immune = 0;
  e.a = int16_t(a);
  e.b = int16_t(b);
}

void State::ask(const Decision& d) {
  decision_ = d;
  if (auto_answer(decision_)) return;
  pending_ = true;
}

bool State::auto_answer(Decision& d) {
  answer_.n = 0;
  answer_.option = 0;
  switch (d.kind) {
    case DecisionKind::kChooseCards: {
      CardList el;
      eligible(d, el);
      if (d.max > el.size()) d.max = uint8_t(el.size());
      if (d.min > d.max) d.min = d.max;
      if (d.max == 0) return true;
      if (d.min != d.max) return false;
      bool same = true;
      for (CardId c : el) same &= c == el[0];
      if (d.max != el.size() && !same) return false;
      for (int i = 0; i < d.max; ++i) answer_.add(el[i]);
      return true;
    }
    case DecisionKind::kGain: {
      CardList el;
      eligible(d, el);
      if (el.empty()) return true;
      if (el.size() == 1 && d.min >= 1) {
        answer_.add(el[0]);
        return true;
      }
      return false;
    }
    case DecisionKind::kChooseOption:
      return d.num_options <= 1;
    default:
      return false;
  }
}

bool State::can_gain(const Decision& d, CardId c) const {
  return c < num_kinds_ && in_supply_[c] && pile_[c] > 0 && cost_[c] <= d.cost_max &&
         (!potion_cost_[c] || d.potion_ok) && (!d.type_mask || (types_[c] & d.type_mask));
}

void State::eligible(const Decision& d, CardList& out) const {
  out.clear();
  const Player& pl = players_[d.player];
  auto matches = [&](CardId c) { return !d.type_mask || (types_[c] & d.type_mask); };
  switch (d.kind) {
    case DecisionKind::kPlayAction:
      for (CardId c : pl.hand)
        if (types_[c] & kAction) out.push(c);
      break;
    case DecisionKind::kPlayTreasures:
      for (CardId c : pl.hand)
        if (types_[c] & kTreasure) out.push(c);
      break;
    case DecisionKind::kBuy:
      for (int c = 0; c < num_kinds_; ++c)
        if (can_buy(CardId(c))) out.push(CardId(c));
      break;
    case DecisionKind::kGain:
      for (int c = 0; c < num_kinds_; ++c)
        if (can_gain(d, CardId(c))) out.push(CardId(c));
      break;
    case DecisionKind::kChooseCards:
      if (d.from == Zone::kAside) {
        for (int i = 0; i < d.num_cards; ++i)
          if (matches(d.cards[i])) out.push(d.cards[i]);
      } else {
        for (CardId c : zone(d.player, d.from))
          if (matches(c)) out.push(c);
      }
      break;
    default:
      break;
  }
}

bool State::is_legal(const Choice& c) const {
  const Decision& d = decision_;
  switch (d.kind) {
    case DecisionKind::kBuy:
      return c.n == 0 || (c.n == 1 && c.cards[0] < num_kinds_ && can_buy(c.cards[0]));
    case DecisionKind::kGain:
      if (c.n == 0) {
        if (d.min == 0) return true;
        CardList el;
        eligible(d, el);
        return el.empty();
      }
      return c.n == 1 && can_gain(d, c.cards[0]);
    case DecisionKind::kChooseOption:
      return c.option >= 0 && c.option < d.num_options;
    case DecisionKind::kYesNo:
      return c.option == 0 || c.option == 1;
    case DecisionKind::kPlayAction:
      if (c.n == 0) return true;
      return c.n == 1 && c.cards[0] < num_kinds_ && (types_[c.cards[0]] & kAction) &&
             players_[d.player].hand.find(c.cards[0]) >= 0;
    case DecisionKind::kPlayTreasures: {
      if (c.option == Choice::kAllTreasures) return c.n == 0;
      // The choice must be a sub-multiset of the Treasures in hand.
      const CardList& hand = players_[d.player].hand;
      if (c.n > hand.size()) return false;
      uint8_t left[kMaxKinds];
      std::memset(left, 0, sizeof left);
      for (CardId x : hand) ++left[x];
      for (int i = 0; i < c.n; ++i) {
        const CardId x = c.cards[i];
        if (x >= num_kinds_ || !(types_[x] & kTreasure) || left[x] == 0) return false;
        --left[x];
      }
      return true;
    }
    case DecisionKind::kChooseCards: {
      if (c.n < d.min || c.n > d.max) return false;
      CardList el;
      eligible(d, el);
      uint8_t left[kMaxKinds] = {};
      for (CardId e : el) ++left[e];
      for (int i = 0; i < c.n; ++i) {
        if (c.cards[i] >= num_kinds_ || left[c.cards[i]] == 0) return false;
        --left[c.cards[i]];
      }
      return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------- card movement

void State::shuffle_discard_into_deck(int p) {
  Player& pl = players_[p];
  const int n = pl.discard.size();
  if (n == 0) return;
  const int keep = pl.deck.size();
  if (keep == 0) {
    pl.deck.append(pl.discard);
    pl.discard.clear();
    shuffle_range(pl.deck.begin(), n, rng_);
    return;
  }
  // The shuffled discard pile goes under the remaining deck (index 0 is the bottom).
  CardId tmp[kZoneCap];
  std::memcpy(tmp, pl.discard.begin(), size_t(n));
  shuffle_range(tmp, n, rng_);
  CardId rest[kZoneCap];
  std::memcpy(rest, pl.deck.begin(), size_t(keep));
  pl.deck.clear();
  for (int i = 0; i < n; ++i) pl.deck.push(tmp[i]);
  for (int i = 0; i < keep; ++i) pl.deck.push(rest[i]);
  pl.discard.clear();
}

int State::draw(int p, int n) {
  Player& pl = players_[p];
  if (pl.deck.size() >= n) {  // the usual case: no shuffle needed
    pl.deck.move_top(pl.hand, n);
    return n;
  }
  int k = 0;
  for (; k < n; ++k) {
    if (pl.deck.empty()) {
      if (pl.discard.empty()) break;
      shuffle_discard_into_deck(p);
    }
    pl.hand.push(pl.deck.pop());
  }
  return k;
}

CardId State::reveal_top(int p) {
  Player& pl = players_[p];
  if (pl.deck.empty()) {
    if (pl.discard.empty()) return kNoCard;
    shuffle_discard_into_deck(p);
  }
  const CardId c = pl.deck.pop();
  pl.aside.push(c);
  return c;
}

void State::note_pile_change(CardId c, int before) {
  if (!in_supply_[c]) return;
  if (before > 0 && pile_[c] == 0) ++empty_piles_;
  if (before == 0 && pile_[c] > 0) --empty_piles_;
}

bool State::gain(int p, CardId c, Zone to) {
  if (pile_[c] == 0) return false;
  Player& pl = players_[p];
  if (pl.owned_total >= kMaxOwned) {
    overflow_ = true;  // ends the game as kCap at the end of this turn
    return false;
  }
  const int before = pile_[c];
  --pile_[c];
  note_pile_change(c, before);
  zone(p, to).push(c);
  ++pl.owned[c];
  ++pl.owned_total;
  return true;
}

namespace {
// Removes one c from a zone; from the deck, the copy nearest the top.
bool take(CardList& z, CardId c, bool ordered) {
  if (!ordered) return z.remove_one(c);
  for (int i = z.size() - 1; i >= 0; --i)
    if (z[i] == c) {
      z.erase(i);
      return true;
    }
  return false;
}
}  // namespace

bool State::move(int p, CardId c, Zone from, Zone to) {
  if (!take(zone(p, from), c, from == Zone::kDeck)) return false;
  zone(p, to).push(c);
  return true;
}

bool State::trash(int p, CardId c, Zone from) {
  if (!take(zone(p, from), c, from == Zone::kDeck)) return false;
  ++trash_[c];
  --players_[p].owned[c];
  --players_[p].owned_total;
  return true;
}

bool State::gain_from_trash(int p, CardId c, Zone to) {
  if (trash_[c] == 0) return false;
  Player& pl = players_[p];
  if (pl.owned_total >= kMaxOwned) {
    overflow_ = true;
    return false;
  }
  --trash_[c];
  zone(p, to).push(c);
  ++pl.owned[c];
  ++pl.owned_total;
  return true;
}

bool State::play_card(int p, CardId c, Zone from) {
  if (!move(p, c, from, Zone::kPlay)) return false;
  apply_play(p, c, 0);
  return true;
}

void State::deck_to_discard(int p) {
  Player& pl = players_[p];
  for (CardId c : pl.deck) pl.discard.push(c);
  pl.deck.clear();
}

// ---------------------------------------------------------------- scenario set-up

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
  const int before = pile_[c];
  total_[c] = uint16_t(total_[c] - before + n);
  pile_[c] = uint8_t(n);
  note_pile_change(c, before);
}

void State::set_turn(int player, int actions, int buys, int coins) {
  current_ = uint8_t(player);
  sp_ = 0;
  pending_ = false;
  start_turn();
  actions_ = int16_t(actions);
  buys_ = int16_t(buys);
  coins_ = int16_t(coins);
  phase_ = Phase::kAction;
}

// ---------------------------------------------------------------- scoring and checks

int State::vp(int p) const {
  const Player& pl = players_[p];
  int total = pl.vp_tokens;
  for (int k = 0; k < num_kinds_; ++k) {
    if (!pl.owned[k]) continue;
    const CardDef& d = *def_[k];
    int each = d.vp;
    if (d.end_vp) each += d.end_vp(*this, p);
    total += each * pl.owned[k];
  }
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

bool State::is_ok(std::string* why) const {
  auto fail = [&](const std::string& msg) {
    if (why) *why = msg;
    return false;
  };
  int empty = 0;
  for (int k = 0; k < num_kinds_; ++k) {
    int count = pile_[k] + trash_[k];
    for (int p = 0; p < num_players_; ++p) {
      const Player& pl = players_[p];
      int here = pl.deck.count(CardId(k)) + pl.hand.count(CardId(k)) + pl.discard.count(CardId(k)) +
                 pl.play.count(CardId(k)) + pl.aside.count(CardId(k));
      if (here != pl.owned[k])
        return fail("player " + std::to_string(p) + " owns " + std::to_string(pl.owned[k]) + " " +
                    def_[k]->name + " but holds " + std::to_string(here));
      count += here;
    }
    if (count != total_[k])
      return fail(def_[k]->name + ": " + std::to_string(count) + " in the game, expected " +
                  std::to_string(total_[k]));
    if (in_supply_[k] && pile_[k] == 0) ++empty;
  }
  if (empty != empty_piles_) return fail("empty pile counter is wrong");
  for (int p = 0; p < num_players_; ++p) {
    int sum = 0;
    for (int k = 0; k < num_kinds_; ++k) sum += players_[p].owned[k];
    if (sum != players_[p].owned_total) return fail("owned total is wrong");
  }
  if (actions_ < 0 || buys_ < 0 || coins_ < 0 || potions_ < 0)
    return fail("negative actions, buys, coins or potions");
  if (sp_ > kStackCap) return fail("event stack overflow");
  return true;
}

}  // namespace kl
