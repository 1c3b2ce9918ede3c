// Guilds set (1st and 2nd edition, the 2nd in the Cornucopia & Guilds box): Candlestick Maker,
// Stonemason, Advisor, Plaza, Herald, Baker, Butcher, Journeyman, Merchant Guild (its 2023 text,
// Coffers at the end of the Buy phase, in both editions), Soothsayer; 1st edition: Doctor,
// Masterpiece, Taxman; 2nd edition: Farrier, Infirmary, Footpad. Overpay is the engine's
// (State::overpay_on_buy, paid when bought); its effect runs from the card's on_gain hook when the
// bought card is gained (State::take_overpay). Rulings follow the official FAQ (the
// DominionStrategy wiki's card pages).
#include "cards/sets/guilds.h"

#include <algorithm>

#include "cards/registry.h"
#include "cards/sets/set_card.h"
#include "cards/tokens.h"
#include "sim/attack.h"

namespace kl {

namespace {

// Asks to trash one card from hand: exactly one (min 1) or up to one (min 0).
void ask_trash(State& s, Event& e, int min, uint8_t next_step, Types type = 0) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
  d.from = Zone::kHand;
  d.type_mask = type;
  d.min = uint8_t(min);
  d.max = 1;
  e.step = next_step;
  s.ask(d);
}

// Asks to gain a card costing $lo..$hi (mandatory if any qualifies).
void ask_gain(State& s, Event& e, int lo, int hi, bool potion, uint8_t next_step, Types type = 0) {
  Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
  d.min = d.max = 1;
  d.cost_min = uint8_t(std::clamp(lo, 0, 255));
  d.cost_max = uint8_t(std::clamp(hi, 0, 255));
  d.potion_ok = potion;
  d.type_mask = type;
  e.step = next_step;
  s.ask(d);
}

// --------------------------------------------------------------- Candlestick Maker, Baker

// (+1 Action +1 Buy / +1 Card +1 Action.) +1 Coffers.
void plus_coffers(State& s, Event& e) {
  s.add_coffers(e.player, 1);
  State::done(e);
}
// Baker's set-up: every player starts with 1 Coffers.
void baker_setup(State& s, CardId) {
  for (int p = 0; p < s.num_players(); ++p) s.add_coffers(p, 1);
}

// --------------------------------------------------------------- Stonemason

// Trash a card from hand (mandatory if any), gain 2 cards each costing less than it (each
// mandatory if any qualifies; none for a $0 card). e.a = the trashed card, e.b = gains done.
void stonemason(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if (s.player(p).hand.empty()) return State::done(e);
      return ask_trash(s, e, 1, 1);
    case 1:
      e.a = s.answer().cards[0];
      e.b = 0;
      e.step = 2;
      s.trash(p, CardId(e.a), Zone::kHand);
      return;
    case 2: {
      const CardId c = CardId(e.a);
      if (e.b >= 2 || s.cost(c) == 0) return State::done(e);
      return ask_gain(s, e, 0, s.cost(c) - 1, false, 3);
    }
    default:
      ++e.b;
      e.step = 2;
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}
// Overpay (when gained): gain 2 Action cards each costing exactly the $ overpaid.
void stonemason_gain(State& s, Event& e) {
  switch (e.step) {
    case 0:
      e.a = int16_t(s.take_overpay(e));
      e.b = 0;
      if (e.a == 0) return State::done(e);
      e.step = 2;
      [[fallthrough]];
    case 2:
      if (e.b >= 2) return State::done(e);
      return ask_gain(s, e, e.a, e.a, false, 3, kAction);
    default:
      ++e.b;
      e.step = 2;
      if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
  }
}

// --------------------------------------------------------------- Doctor (1E)

// The top `n` cards of p's aside zone (revealed by the running effect), into out.
int revealed(const State& s, int p, int n, CardId* out) {
  const CardList& aside = s.player(p).aside;
  n = std::min(n, aside.size());
  for (int i = 0; i < n; ++i) out[i] = aside[aside.size() - 1 - i];
  return n;
}

// Name a card (kNameCard); reveal the top 3 cards, trash the matches, put the rest back in any
// order (kChooseCards, Reason::kOrder: the last chosen on top). e.a = the card named, e.b = the
// cards left to put back.
void doctor(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
      d.min = d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      const CardId named = s.answer().n ? s.answer().cards[0] : kNoCard;
      CardId got[3];
      int n = 0;
      for (; n < 3; ++n) {
        got[n] = s.reveal_top(p);
        if (got[n] == kNoCard) break;
      }
      int kept = 0;
      for (int i = 0; i < n; ++i)
        if (got[i] == named)
          s.trash(p, got[i], Zone::kAside);
        else
          ++kept;
      e.b = int16_t(kept);
      e.step = 2;
      return;
    }
    case 2: {
      if (e.b == 0) return State::done(e);
      CardId cand[3];
      const int n = revealed(s, p, e.b, cand);
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kOrder);
      d.from = Zone::kAside;
      for (int i = 0; i < n; ++i) d.cards[d.num_cards++] = cand[i];
      d.min = d.max = uint8_t(n);
      e.step = 3;
      return s.ask(d);
    }
    default: {
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kAside, Zone::kDeck);
      State::done(e);
    }
  }
}
// Overpay: per $1, look at the top card of the deck (moved to the aside zone) and trash it,
// discard it or put it back (kChooseOption, Reason::kMode, card = it: 0 trash, 1 discard, 2 put
// back). Run when the bought Doctor is gained. e.a = looks left, e.b = the card looked at.
void doctor_gain(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      e.a = int16_t(s.take_overpay(e));
      e.step = 2;
      [[fallthrough]];
    case 2: {
      if (e.a <= 0) return State::done(e);
      --e.a;
      const CardId c = s.look_top(p);  // "look at": no reveal
      if (c == kNoCard) return State::done(e);
      e.b = c;
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.card = c;
      d.num_options = 3;
      e.step = 3;
      return s.ask(d);
    }
    default: {
      const CardId c = CardId(e.b);
      e.step = 2;
      switch (s.answer().option) {
        case 0:
          s.trash(p, c, Zone::kAside);
          return;
        case 1:
          s.move(p, c, Zone::kAside, Zone::kDiscard);
          return;
        default:
          s.move(p, c, Zone::kAside, Zone::kDeck);
      }
    }
  }
}

// --------------------------------------------------------------- Masterpiece (1E)

// ($1.) Overpay (when gained): gain a Silver per $1.
void masterpiece_gain(State& s, Event& e) {
  State::done(e);
  for (int n = s.take_overpay(e); n > 0; --n) s.gain(e.player, kSilver);
}

// --------------------------------------------------------------- Advisor

// (+1 Action.) Reveal the top 3 cards; the player to the left chooses one (kChooseCards among
// them, Reason::kOpponentCard, target = the Advisor's player) to discard; the rest go to the hand.
void advisor(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    CardId got[3];
    int n = 0;
    for (; n < 3; ++n) {
      got[n] = s.reveal_top(p);
      if (got[n] == kNoCard) break;
    }
    if (n == 0) return State::done(e);
    e.b = int16_t(n);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kOpponentCard);
    d.player = uint8_t((p + 1) % s.num_players());
    d.target = uint8_t(p);
    d.from = Zone::kAside;
    for (int i = 0; i < n; ++i) d.cards[d.num_cards++] = got[i];
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  CardId rest[3];
  const int n = revealed(s, p, e.b, rest);
  bool discarded = false;
  for (int i = 0; i < n; ++i) {
    const bool out = !discarded && s.answer().n == 1 && rest[i] == s.answer().cards[0];
    discarded |= out;
    s.move(p, rest[i], Zone::kAside, out ? Zone::kDiscard : Zone::kHand);
  }
  State::done(e);
}

// --------------------------------------------------------------- Plaza

// (+1 Card +2 Actions.) May discard a Treasure for +1 Coffers.
void plaza(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
    d.from = Zone::kHand;
    d.type_mask = kTreasure;
    d.min = 0;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1 && s.move(e.player, s.answer().cards[0], Zone::kHand, Zone::kDiscard))
    s.add_coffers(e.player, 1);
}

// --------------------------------------------------------------- Taxman (1E)

// A victim with 5 or more cards in hand discards a copy of the trashed Treasure (or reveals a
// hand without one: nothing happens).
void taxman_victim(State& s, Event& e) {
  const CardId t = CardId(s.game_tokens(kTaxmanTreasure));
  if (s.player(e.player).hand.size() >= 5 && !s.discard(e.player, t, Zone::kHand))
    s.reveal_hand(e.player);
  State::done(e);
}
void taxman_attack(State& s, Event& e) { attack(s, e, taxman_victim); }
// The gain, after the other players discarded: a Treasure costing up to $3 more than the trashed
// one (e.a), onto the deck.
void taxman_gain(State& s, Event& e) {
  if (e.step == 0) {
    const CardId t = CardId(e.a);
    return ask_gain(s, e, 0, s.cost(t) + 3, s.potion_cost(t), 1, kTreasure);
  }
  State::done(e);
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0], Zone::kDeck);
}
// May trash a Treasure from hand; if it does, each other player with 5+ cards in hand discards a
// copy of it, then the player gains a Treasure costing up to $3 more onto the deck.
void taxman(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      return ask_trash(s, e, 0, 1, kTreasure);
    case 1: {
      if (s.answer().n == 0) return State::done(e);
      const CardId t = s.answer().cards[0];
      e.c = t;
      e.step = 2;
      s.trash(p, t, Zone::kHand);
      return;
    }
    default: {
      State::done(e);
      s.add_game_tokens(kTaxmanTreasure, e.c - s.game_tokens(kTaxmanTreasure));
      s.push(taxman_gain, p, e.card, e.c);  // runs after the attack, pushed above it
      s.push(taxman_attack, p, e.card);
    }
  }
}

// --------------------------------------------------------------- Herald

// (+1 Card +1 Action.) Reveal the top card: an Action is played, anything else stays on top.
void herald(State& s, Event& e) {
  const int p = e.player;
  State::done(e);
  const CardId c = s.reveal_top(p);
  if (c == kNoCard) return;
  if (s.is(c, kAction))
    s.play_card(p, c, Zone::kAside);
  else
    s.move(p, c, Zone::kAside, Zone::kDeck);
}
// Overpay: per $1, put a card from the discard pile onto the deck (kChooseCards from the discard
// pile, Reason::kTopdeck), when the bought Herald is gained: it is in the discard pile then and
// can put itself on the deck (FAQ). e.a = cards left to put.
void herald_gain(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      e.a = int16_t(s.take_overpay(e));
      break;
    default:
      if (s.answer().n == 1) s.move(p, s.answer().cards[0], Zone::kDiscard, Zone::kDeck);
  }
  if (e.a <= 0 || s.player(p).discard.empty()) return State::done(e);
  --e.a;
  Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
  d.from = Zone::kDiscard;
  d.min = d.max = 1;
  e.step = 2;
  s.ask(d);
}

// --------------------------------------------------------------- Butcher

// +2 Coffers. May trash a card from hand; then remove any number of Coffers (kChooseOption,
// Reason::kMode, card = the trashed card, option = Coffers removed) and gain a card costing up to
// the trashed card's cost plus that many $. e.a = the trashed card, e.b = Coffers removed.
void butcher(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      s.add_coffers(p, 2);
      return ask_trash(s, e, 0, 1);
    case 1:
      if (s.answer().n == 0) return State::done(e);
      e.a = s.answer().cards[0];
      e.step = 2;
      s.trash(p, CardId(e.a), Zone::kHand);
      return;
    case 2: {
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.card = CardId(e.a);
      d.num_options = uint8_t(std::min(255, s.player(p).coffers + 1));
      e.step = 3;
      return s.ask(d);
    }
    case 3: {
      const int n = std::clamp(s.answer().option, 0, int(s.player(p).coffers));
      s.add_coffers(p, -n);
      const CardId c = CardId(e.a);
      return ask_gain(s, e, 0, s.cost(c) + n, s.potion_cost(c), 4);
    }
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}

// --------------------------------------------------------------- Journeyman

// Name a card; reveal cards until 3 that are not the named card: those go to the hand, the
// named ones are discarded.
void journeyman(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  const CardId named = s.answer().n ? s.answer().cards[0] : kNoCard;
  CardId got[3];
  int n = 0, misses = 0;
  while (n < 3) {
    const CardId c = s.reveal_top(p);
    if (c == kNoCard) break;
    if (c == named)
      ++misses;
    else
      got[n++] = c;
  }
  for (int i = 0; i < n; ++i) s.move(p, got[i], Zone::kAside, Zone::kHand);
  for (; misses > 0; --misses) s.move(p, named, Zone::kAside, Zone::kDiscard);
  State::done(e);
}

// --------------------------------------------------------------- Merchant Guild

// This turn: each card its owner gains in the Buy phase is counted (per Merchant Guild played);
// at the end of the Buy phase the count becomes Coffers.
void merchant_guild_gain(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner && s.current() == w.owner && s.phase() == Phase::kBuy)
    s.add_player_tokens(w.owner, kMerchantGuildGains, w.count);
}
void merchant_guild_end(State& s, Watcher& w, const Moment&) {
  const int n = s.player_tokens(w.owner, kMerchantGuildGains);
  s.add_player_tokens(w.owner, kMerchantGuildGains, -n);
  if (n > 0) s.add_coffers(w.owner, n);
}
void merchant_guild(State& s, Event& e) {
  const uint8_t p = e.player;
  s.watch(Watcher{merchant_guild_gain, Trigger::kGain, Until::kEndOfTurn, p, e.card});
  s.watch(Watcher{merchant_guild_end, Trigger::kEndBuy, Until::kEndOfTurn, p, e.card});
  State::done(e);
}

// --------------------------------------------------------------- Soothsayer

// Each other player gains a Curse; one who did draws a card.
// The Curse's when-gain abilities (Watchtower) resolve before the draw. e.a = a Curse was gained.
void soothsayer_victim(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    e.a = s.gain(e.player, kCurse);
    return;
  }
  State::done(e);
  if (e.a) s.draw(e.player, 1);
}
// Gain a Gold, then the attack.
void soothsayer(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    s.gain(e.player, kGold);
    return;
  }
  attack(s, e, soothsayer_victim);
}

// --------------------------------------------------------------- Farrier (2E)

// (+1 Card +1 Action +1 Buy.) Overpay: +1 Card per $1 at the end of this turn (drawn with the
// Clean-up's hand), from the gain of the bought Farrier.
void farrier_gain(State& s, Event& e) {
  State::done(e);
  s.draw_at_cleanup(s.take_overpay(e));
}

// --------------------------------------------------------------- Infirmary (2E)

// (+1 Card.) May trash a card from hand.
void infirmary(State& s, Event& e) {
  if (e.step == 0) return ask_trash(s, e, 0, 1);
  State::done(e);
  if (s.answer().n == 1) s.trash(e.player, s.answer().cards[0], Zone::kHand);
}
// One overpaid play: the card is played where it is (it is being gained), a real play (its +1
// Card, its trash; play counters and watchers see it).
void infirmary_play(State& s, Event& e) {
  State::done(e);
  s.play_in_place(e.player, e.card);
}
// Overpay (when gained): play this once per $1, one play after the other.
void infirmary_gain(State& s, Event& e) {
  State::done(e);
  for (int n = s.take_overpay(e); n > 0; --n) s.push(infirmary_play, e.player, e.card);
}

// --------------------------------------------------------------- Footpad (2E)

void footpad_victim(State& s, Event& e) {
  if (e.step == 0) {
    const int excess = s.player(e.player).hand.size() - 3;
    if (excess <= 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
    d.from = Zone::kHand;
    d.min = d.max = uint8_t(excess);
    e.step = 1;
    return s.ask(d);
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.move(e.player, c.cards[i], Zone::kHand, Zone::kDiscard);
  State::done(e);
}
// +2 Coffers; each other player discards down to 3 cards in hand.
void footpad(State& s, Event& e) {
  if (e.step == 0) {
    s.add_coffers(e.player, 2);
    e.step = 1;
  }
  attack(s, e, footpad_victim);
}
// The rule of a game with Footpad: whoever gains a card in an Action phase draws a card.
bool in_action_phase(const State& s, const Moment&, int, CardId) { return s.in_action_phase(); }
void footpad_draw(State& s, Event& e) {
  s.draw(e.player, 1);
  State::done(e);
}

CardDef card(const char* name, EffectId effect, Edition ed, int cost, Types types) {
  return set_card("Guilds", name, effect, ed, cost, types);
}

}  // namespace

void add_guilds_cards(Registry& r) {
  constexpr Edition kB = Edition::kBoth, k1 = Edition::kFirst, k2 = Edition::kSecond;
  CardDef d = card("Candlestick Maker", fx::kCandlestickMaker, kB, 2, kAction);
  d.plus_actions = d.plus_buys = 1;
  d.on_play = plus_coffers;
  r.add(d);

  d = card("Stonemason", fx::kStonemason, kB, 2, kAction);
  d.on_play = stonemason;
  d.on_buy = State::overpay_on_buy;
  d.on_gain = stonemason_gain;
  r.add(d);

  d = card("Doctor", fx::kDoctor, k1, 3, kAction);
  d.on_play = doctor;
  d.on_buy = State::overpay_on_buy;
  d.on_gain = doctor_gain;
  r.add(d);

  d = card("Masterpiece", fx::kMasterpiece, k1, 3, kTreasure);
  d.coin = 1;
  d.on_buy = State::overpay_on_buy;
  d.on_gain = masterpiece_gain;
  r.add(d);

  d = card("Advisor", fx::kAdvisor, kB, 4, kAction);
  d.plus_actions = 1;
  d.on_play = advisor;
  r.add(d);

  d = card("Plaza", fx::kPlaza, kB, 4, kAction);
  d.plus_cards = 1;
  d.plus_actions = 2;
  d.on_play = plaza;
  r.add(d);

  d = card("Taxman", fx::kTaxman, k1, 4, kAction | kAttack);
  d.on_play = taxman;
  r.add(d);

  d = card("Herald", fx::kHerald, kB, 4, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = herald;
  d.on_buy = State::overpay_on_buy;
  d.on_gain = herald_gain;
  r.add(d);

  d = card("Baker", fx::kBaker, kB, 5, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = plus_coffers;
  d.on_setup = baker_setup;
  r.add(d);

  d = card("Butcher", fx::kButcher, kB, 5, kAction);
  d.on_play = butcher;
  r.add(d);

  d = card("Journeyman", fx::kJourneyman, kB, 5, kAction);
  d.on_play = journeyman;
  r.add(d);

  d = card("Merchant Guild", fx::kMerchantGuild, kB, 5, kAction);
  d.plus_buys = d.plus_coins = 1;
  d.on_play = merchant_guild;
  d.watches = trigger_bit(Trigger::kGain) | trigger_bit(Trigger::kEndBuy);
  r.add(d);

  d = card("Soothsayer", fx::kSoothsayer, kB, 5, kAction | kAttack);
  d.on_play = soothsayer;
  r.add(d);

  d = card("Farrier", fx::kFarrier, k2, 2, kAction);
  d.plus_cards = d.plus_actions = d.plus_buys = 1;
  d.on_buy = State::overpay_on_buy;
  d.on_gain = farrier_gain;
  r.add(d);

  d = card("Infirmary", fx::kInfirmary, k2, 3, kAction);
  d.plus_cards = 1;
  d.on_play = infirmary;
  d.on_buy = State::overpay_on_buy;
  d.on_gain = infirmary_gain;
  r.add(d);

  d = card("Footpad", fx::kFootpad, k2, 5, kAction | kAttack);
  d.on_play = footpad;
  d.add_reaction(Reaction{Trigger::kGain, Zone::kSupply, false, in_action_phase, footpad_draw});
  r.add(d);
}

}  // namespace kl
