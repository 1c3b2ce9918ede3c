// Prosperity set (1st and 2nd edition): Hoard (1E: while in play, when you buy a Victory card,
// gain a Gold; 2E: this turn, when you gain a Victory card you bought, gain a Gold), Loan, Grand
// Market, Quarry, Trade Route, Expand, Venture, Peddler, Mountebank, Bank, Worker's Village,
// Watchtower, Talisman, Goons, Bishop, King's Court, Royal Seal, Monument, Mint (1E and 2E),
// Counting House, City, Rabble, Vault, Contraband, Forge; 2nd edition: Anvil, Clerk,
// Investment, Tiara, Charlatan, Collection, Crystal Ball, Magnate, War Chest. Rulings follow the
// official FAQ (the DominionStrategy wiki's card pages).
//
// Revealed cards wait in the player's aside zone while an effect holds them (see base.cpp).
#include "cards/sets/prosperity.h"

#include <algorithm>

#include "cards/registry.h"
#include "cards/sets/set_card.h"
#include "cards/tokens.h"
#include "sim/attack.h"

namespace kl {

namespace {

// A decision for the running effect's player about its own card.
// Asks to trash exactly one card from hand (nothing is asked with an empty hand: e is done).
void ask_trash_one(State& s, Event& e, uint8_t next_step) {
  if (s.player(e.player).hand.empty()) return State::done(e);
  Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
  d.from = Zone::kHand;
  d.min = d.max = 1;
  e.step = next_step;
  s.ask(d);
}

// --------------------------------------------------------------- Hoard

// 1E: while in play, when its owner buys a Victory card, gain a Gold (each Hoard in play; the
// Gold comes before the bought card). Nothing when the Gold pile is empty.
bool bought_victory(const State& s, const Moment& m, int owner, CardId) {
  return owner == m.player && s.is(m.card, kVictory);
}
void hoard_gold(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kGold);
}

// 2E (2022 text): this turn, when you gain a Victory card you bought, gain a Gold. A watcher set
// when played, so it lasts the turn even if the Hoard leaves play.
void hoard2_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner || !(m.flags & kBought) || !s.is(m.card, kVictory)) return;
  for (int i = 0; i < w.count; ++i) s.gain(w.owner, kGold);
}
void hoard2(State& s, Event& e) {
  s.watch(Watcher{hoard2_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card});
  State::done(e);
}

// --------------------------------------------------------------- Loan (1E)

// ($1.) Reveal cards from the deck until a Treasure (shuffling once if needed); discard it or
// trash it (yes/no, reason kTrash, card = the Treasure); discard the other revealed cards. None
// found: every revealed card is discarded. e.a = the Treasure, e.b = the other cards revealed.
void loan(State& s, Event& e) {
  const int p = e.player;
  CardList& aside = s.player(p).aside;
  if (e.step == 0) {
    int others = 0;
    CardId t = kNoCard;
    for (;;) {
      const CardId c = s.reveal_top(p);
      if (c == kNoCard) break;
      if (s.is(c, kTreasure)) {
        t = c;
        break;
      }
      ++others;
    }
    e.b = int16_t(others);
    if (t != kNoCard) {
      e.a = t;
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kTrash);
      d.card = t;
      e.step = 1;
      return s.ask(d);
    }
  } else {
    const CardId t = CardId(e.a);
    if (s.answer().option == 1)
      s.trash(p, t, Zone::kAside);
    else
      s.discard(p, t, Zone::kAside);
  }
  for (; e.b > 0; --e.b) s.discard(p, aside.back(), Zone::kAside);
  State::done(e);
}

// --------------------------------------------------------------- Grand Market, Quarry

// Grand Market cannot be bought while its buyer has a Copper in play (it may be gained).
bool grand_market_ban(const State& s, CardId) { return s.in_play(s.current(), kCopper) > 0; }

// Quarry: while in play, Action cards cost $2 less (per Quarry; not below $0).
int quarry_mod(const State& s, CardId target) { return s.is(target, kAction) ? 2 : 0; }

// --------------------------------------------------------------- Trade Route (1E)

// Set-up: a token on every Victory Supply pile in the game (Colony and kingdom Victory cards too).
// Tokens sit on piles (State::pile_of); a mixed pile is a Victory pile only if all its cards are
// Victory cards: the Knights pile gets none for Dame Josephine (the Knights FAQ).
void trade_route_setup(State& s, CardId) {
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId pile = CardId(k);
    if (!s.in_supply(pile) || s.pile_of(pile) != pile) continue;
    bool victory = true;
    for (int j = 0; j < s.num_kinds(); ++j)
      if (s.pile_of(CardId(j)) == pile && !s.is(CardId(j), kVictory)) victory = false;
    if (victory) s.add_pile_tokens(kTradeRouteToken, pile, 1);
  }
}

// The rule of the game: when a card is gained from a pile with a token, the token moves to the
// Trade Route mat (any gain from the pile, not only buys; gains from the trash do not count).
bool pile_has_route_token(const State& s, const Moment& m, int, CardId) {
  return !(m.flags & kFromTrash) && s.pile_tokens(kTradeRouteToken, s.pile_of(m.card)) > 0;
}
void trade_route_token(State& s, Event& e) {
  const Moment& m = s.moment(e.a);
  s.add_pile_tokens(kTradeRouteToken, s.pile_of(m.card), -1);
  s.add_game_tokens(kTradeRouteMat, 1);
  State::done(e);
}

// (+1 Buy is vanilla.) +$1 per token on the mat, then trash a card from hand (mandatory).
void trade_route(State& s, Event& e) {
  if (e.step == 0) {
    s.add_coins(s.game_tokens(kTradeRouteMat));
    return ask_trash_one(s, e, 1);
  }
  if (s.answer().n == 1) s.trash(e.player, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

// --------------------------------------------------------------- Expand

// Trash a card from hand (mandatory if any), then gain a card costing up to $3 more (mandatory if
// any qualifies; a Potion in the trashed card's cost allows one in the gained card's).
void expand(State& s, Event& e) {
  switch (e.step) {
    case 0:
      return ask_trash_one(s, e, 1);
    case 1: {
      const CardId c = s.answer().cards[0];
      s.trash(e.player, c, Zone::kHand);  // its triggers resolve before the gain is asked
      e.a = c;
      e.step = 2;
      return;
    }
    case 2: {
      const CardId c = CardId(e.a);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_max = uint8_t(std::min(255, s.cost(c) + 3));
      d.potion_ok = s.potion_cost(c);
      e.step = 3;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
      State::done(e);
  }
}

// --------------------------------------------------------------- Venture (1E)

// ($1.) Reveal cards from the deck until a Treasure (shuffling once if needed); discard the other
// revealed cards, then play the Treasure (its own effect runs: another Venture reveals again).
void venture(State& s, Event& e) {
  const int p = e.player;
  CardList& aside = s.player(p).aside;
  int others = 0;
  CardId t = kNoCard;
  for (;;) {
    const CardId c = s.reveal_top(p);
    if (c == kNoCard) break;
    if (s.is(c, kTreasure)) {
      t = c;
      break;
    }
    ++others;
  }
  State::done(e);
  // Played out of the aside zone first (it is on top there), so the others are what is left.
  if (t != kNoCard) s.play_card(p, t, Zone::kAside);
  for (; others > 0; --others) s.discard(p, aside.back(), Zone::kAside);
}

// --------------------------------------------------------------- Peddler

// $8; during its player's Buy phase (Treasures included) $2 less per Action card they have in
// play. The engine takes off the reductions every card gets (Bridge-like) afterwards.
int peddler_cost(const State& s, CardId self) {
  const int base = s.def(self).cost;
  const Phase ph = s.phase();
  if (ph != Phase::kTreasure && ph != Phase::kBuy && ph != Phase::kEndBuy) return base;
  int actions = 0;
  for (CardId c : s.player(s.current()).play) actions += s.is(c, kAction);
  return std::max(0, base - 2 * actions);
}

// --------------------------------------------------------------- Mountebank (1E)

// Victim: may discard a Curse (yes/no, reason kDiscard, card = Curse); if they do not, they gain
// a Curse and a Copper (the Copper even when the Curses are gone).
void mountebank_victim(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).hand.find(kCurse) >= 0) {
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kDiscard);
      d.card = kCurse;
      e.step = 1;
      return s.ask(d);
    }
  } else if (s.answer().option == 1 && s.discard(e.player, kCurse, Zone::kHand)) {
    return State::done(e);
  }
  if (e.step < 2) {
    e.step = 2;
    s.gain(e.player, kCurse);
    return;  // the Curse's gain triggers (Watchtower) resolve before the Copper
  }
  s.gain(e.player, kCopper);
  State::done(e);
}

void mountebank(State& s, Event& e) { attack(s, e, mountebank_victim); }

// --------------------------------------------------------------- Bank

// +$1 per Treasure its player has in play, itself included.
void bank(State& s, Event& e) {
  int n = 0;
  for (CardId c : s.player(e.player).play) n += s.is(c, kTreasure);
  s.add_coins(n);
  State::done(e);
}

// --------------------------------------------------------------- Watchtower

// Draw until 6 cards in hand (fewer when deck and discard pile run out).
void watchtower(State& s, Event& e) {
  const int n = 6 - s.player(e.player).hand.size();
  if (n > 0) s.draw(e.player, n);
  State::done(e);
}

// Reaction: when its owner gains a card (still where it was gained to), reveal this from the
// hand to trash the card (option 0) or put it onto the deck (option 1). A kChooseOption
// decision, reason kMode, card = the gained card.
bool own_gain_known(const State&, const Moment& m, int owner, CardId) {
  return owner == m.player && m.zone != Zone::kNone;
}
void watchtower_react(State& s, Event& e) {
  Moment& m = s.moment(e.a);
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 2;
    d.card = m.card;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (m.zone == Zone::kNone) return;
  if (s.answer().option == 0) {
    if (s.trash(e.player, m.card, m.zone)) m.zone = Zone::kNone;
  } else if (m.zone != Zone::kDeck && s.move(e.player, m.card, m.zone, Zone::kDeck)) {
    m.zone = Zone::kDeck;
  }
}

// --------------------------------------------------------------- Talisman (1E), Royal Seal (1E)

// Talisman: while in play, when its owner buys a card costing $4 or less now (no Potion) that is
// not a Victory card, gain another copy (each Talisman in play). The buy's triggers run before
// the bought card is gained, so a copy is gained only if the pile still holds two.
bool talisman_applies(const State& s, const Moment& m, int owner, CardId) {
  return owner == m.player && !s.is(m.card, kVictory) && s.cost(m.card) <= 4 &&
         !s.potion_cost(m.card);
}
void talisman_copy(State& s, Event& e) {
  const CardId c = s.moment(e.a).card;
  State::done(e);
  if (s.pile(c) >= 2) s.gain(e.player, c);
}

// Royal Seal: while in play, when its owner gains a card, they may put it onto their deck (one
// offer per gain, however many Royal Seals are in play).
void royal_seal_react(State& s, Event& e) {
  Moment& m = s.moment(e.a);
  State::done(e);
  if (m.zone != Zone::kDeck && s.move(e.player, m.card, m.zone, Zone::kDeck)) m.zone = Zone::kDeck;
}

// --------------------------------------------------------------- Goons (1E), Monument

// Victim: discard down to 3 cards in hand.
void goons_victim(State& s, Event& e) {
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
  for (int i = 0; i < c.n; ++i) s.discard(e.player, c.cards[i], Zone::kHand);
  State::done(e);
}

// (+1 Buy +$2 are vanilla.) The attack; the +1 VP per buy is the in-play ability below.
void goons(State& s, Event& e) { attack(s, e, goons_victim); }

// While in play, when its owner buys a card: +1 VP token (per Goons copy in play, not per play).
bool own_buy(const State&, const Moment& m, int owner, CardId) { return owner == m.player; }
void goons_vp(State& s, Event& e) {
  s.add_vp_tokens(e.player, 1);
  State::done(e);
}

// Monument (+$2 is vanilla): +1 VP token.
void monument(State& s, Event& e) {
  s.add_vp_tokens(e.player, 1);
  State::done(e);
}

// --------------------------------------------------------------- Bishop

// (+$1 is vanilla.) +1 VP token; trash a card from hand (mandatory) for VP tokens equal to half
// its cost now, rounded down; then each other player in turn order may trash a card from their
// hand. e.b = the offset of the other player being asked.
void bishop(State& s, Event& e) {
  const int p = e.player, n = s.num_players();
  switch (e.step) {
    case 0:
      s.add_vp_tokens(p, 1);
      e.b = 1;
      if (!s.player(p).hand.empty()) {
        Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
        d.from = Zone::kHand;
        d.min = d.max = 1;
        e.step = 1;
        return s.ask(d);
      }
      e.step = 2;
      break;
    case 1: {
      const CardId c = s.answer().cards[0];
      s.add_vp_tokens(p, s.cost(c) / 2);
      s.trash(p, c, Zone::kHand);
      e.step = 2;
      return;  // the trash's triggers resolve first
    }
    case 3: {
      const int other = (p + e.b) % n;
      if (s.answer().n == 1) s.trash(other, s.answer().cards[0], Zone::kHand);
      ++e.b;
      e.step = 2;
      return;
    }
    default:
      break;
  }
  for (; e.b < n; ++e.b) {
    const int other = (p + e.b) % n;
    if (s.player(other).hand.empty()) continue;
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
    d.player = uint8_t(other);
    d.from = Zone::kHand;
    d.min = 0;
    d.max = 1;
    e.step = 3;
    return s.ask(d);
  }
  State::done(e);
}

// --------------------------------------------------------------- King's Court

// You may play an Action card from hand three times (both editions). The card goes into play now
// and the three plays run after this effect; with a Duration both stay in play.
void kings_court(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kPlay);
    d.from = Zone::kHand;
    d.type_mask = kAction;
    d.min = 0;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 0) return;
  const CardId c = s.answer().cards[0];
  if (s.move(e.player, c, Zone::kHand, Zone::kPlay)) s.replay(e, c, 3);
}

// --------------------------------------------------------------- Mint

// You may reveal a Treasure from hand (kChooseCards, reason kReveal) to gain a copy of it.
void mint(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kReveal);
    d.from = Zone::kHand;
    d.type_mask = kTreasure;
    d.min = 0;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().n == 1) {
    s.reveal(e.player, s.answer().cards[0]);  // a Patron, when Capitalism made it a Treasure
    s.gain(e.player, s.answer().cards[0]);
  }
  State::done(e);
}

// Trashes every Treasure in p's play area (2E: not the Durations), one trash at a time.
void trash_treasures_in_play(State& s, int p, bool keep_durations) {
  CardList doomed;
  for (CardId c : s.player(p).play)
    if (s.is(c, kTreasure) && !(keep_durations && s.is(c, kDuration))) doomed.push(c);
  for (CardId c : doomed) s.trash(p, c, Zone::kPlay);
}

// 1E: when you buy this, trash all Treasures you have in play. 2E: when you gain this, trash all
// non-Duration Treasures you have in play. Both run after the player's other buy/gain abilities
// (CardDef::hook_last: Talisman and Royal Seal first).
void mint_on_buy(State& s, Event& e) {
  State::done(e);
  trash_treasures_in_play(s, e.player, false);
}
void mint_on_gain(State& s, Event& e) {
  State::done(e);
  trash_treasures_in_play(s, e.player, true);
}

// --------------------------------------------------------------- Counting House (1E)

// Look through the discard pile and put any number of its Coppers into the hand: a kChooseOption
// (reason kGainToHand, card = Copper) whose option k takes k Coppers.
void counting_house(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    const int coppers = s.player(p).discard.count(kCopper);
    if (coppers == 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kGainToHand);
    d.card = kCopper;
    d.num_options = uint8_t(std::min(coppers, 254) + 1);
    e.step = 1;
    return s.ask(d);
  }
  for (int i = 0; i < s.answer().option; ++i) s.move(p, kCopper, Zone::kDiscard, Zone::kHand);
  State::done(e);
}

// --------------------------------------------------------------- City

// (+1 Card +2 Actions are vanilla.) With 1+ empty Supply piles +1 Card; with 2+ also +$1, +1 Buy.
void city(State& s, Event& e) {
  const int empty = s.empty_piles();
  if (empty >= 1) s.draw(e.player, 1);
  if (empty >= 2) {
    s.add_coins(1);
    s.add_buys(1);
  }
  State::done(e);
}

// --------------------------------------------------------------- Rabble

// Two card ids in one scratch int.
int16_t pack2(CardId lo, CardId hi) { return int16_t(uint16_t(lo | (hi << 8))); }
CardId lo_of(int16_t v) { return CardId(uint16_t(v) & 0xFF); }
CardId hi_of(int16_t v) { return CardId(uint16_t(v) >> 8); }

// Victim: reveal the top 3, discard the Actions and Treasures, put the rest back in the order the
// victim chooses: while two different cards are left, a kChooseCards of one (reason kTopdeck,
// from the revealed) picks the card that goes above the others left (the first pick ends on top).
// The kept cards wait in the victim's aside zone; e.b packs the picks, e.c counts them.
void rabble_victim(State& s, Event& e) {
  const int v = e.player;
  CardList& aside = s.player(v).aside;
  if (e.step == 0) {
    for (int i = 0; i < 3; ++i) {
      const CardId c = s.reveal_top(v);
      if (c == kNoCard) break;
      if (s.is(c, kAction | kTreasure)) s.discard(v, c, Zone::kAside);
    }
    e.b = pack2(kNoCard, kNoCard);
    e.c = 0;
    e.step = 1;
    return;  // the discards' reactions (Tunnel) first: the order is asked after them
  }
  if (e.step == 2) {
    const CardId c = s.answer().cards[0];
    e.b = e.c == 0 ? pack2(c, kNoCard) : pack2(lo_of(e.b), c);
    ++e.c;
  }
  CardList rest = aside;
  if (e.c >= 1) rest.remove_one(lo_of(e.b));
  if (e.c >= 2) rest.remove_one(hi_of(e.b));
  bool same = true;
  for (CardId c : rest) same &= c == rest[0];
  // Two choices order three cards (e.c < 2 also ends the effect if the aside zone held more).
  if (rest.size() >= 2 && !same && e.c < 2) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
    d.from = Zone::kAside;
    for (CardId c : rest) d.cards[d.num_cards++] = c;
    d.min = d.max = 1;
    e.step = 2;
    return s.ask(d);
  }
  for (CardId c : rest) s.move(v, c, Zone::kAside, Zone::kDeck);
  if (e.c >= 2) s.move(v, hi_of(e.b), Zone::kAside, Zone::kDeck);
  if (e.c >= 1) s.move(v, lo_of(e.b), Zone::kAside, Zone::kDeck);
  State::done(e);
}

// (+3 Cards are vanilla.)
void rabble(State& s, Event& e) { attack(s, e, rabble_victim); }

// --------------------------------------------------------------- Vault

// (+2 Cards are vanilla.) Discard any number of cards for +$1 each; then each other player in
// turn order may discard 2 cards (a yes/no, reason kDiscard, then the 2 cards) to draw a card. A
// player with only one card may discard it, and draws nothing. e.b = the other player's offset.
void vault(State& s, Event& e) {
  const int p = e.player, n = s.num_players();
  switch (e.step) {
    case 0: {
      e.b = 1;
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
      d.from = Zone::kHand;
      d.min = 0;
      d.max = uint8_t(s.player(p).hand.size());
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.add_coins(s.discard(p, c.cards[i], Zone::kHand));
      e.step = 2;
      return;  // the discards' reactions (Tunnel) before the other players are asked
    }
    case 3: {  // another player answered the yes/no
      const int other = (p + e.b) % n;
      if (s.answer().option == 1) {
        Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
        d.player = uint8_t(other);
        d.from = Zone::kHand;
        d.min = d.max = 2;
        e.step = 4;
        return s.ask(d);
      }
      ++e.b;
      e.step = 2;
      break;
    }
    case 4: {
      const int other = (p + e.b) % n;
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.discard(other, c.cards[i], Zone::kHand);
      e.c = int16_t(c.n);
      e.step = 5;
      return;  // the discards' reactions first, then the draw
    }
    case 5: {
      if (e.c == 2) s.draw((p + e.b) % n, 1);
      ++e.b;
      e.step = 2;
      break;
    }
    default:
      break;
  }
  for (; e.b < n; ++e.b) {
    const int other = (p + e.b) % n;
    if (s.player(other).hand.empty()) continue;
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kDiscard);
    d.player = uint8_t(other);
    e.step = 3;
    return s.ask(d);
  }
  State::done(e);
}

// --------------------------------------------------------------- Contraband (1E)

// ($3 and +1 Buy are vanilla.) The player to the left names a card (kNameCard, reason kName);
// the player may not buy it this turn.
void contraband(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
    d.player = uint8_t((e.player + 1) % s.num_players());
    d.target = e.player;
    d.min = 1;
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().n == 1) s.ban_buy(s.answer().cards[0]);
  State::done(e);
}

// --------------------------------------------------------------- Forge

// Trash any number of cards from hand, then gain a card costing exactly their total $ cost (no
// Potion). Mandatory if a card qualifies: trashing nothing means gaining a $0 card (Copper, Curse).
void forge(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
      d.from = Zone::kHand;
      d.min = 0;
      d.max = uint8_t(s.player(p).hand.size());
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      const Choice& c = s.answer();
      int total = 0;
      for (int i = 0; i < c.n; ++i) total += s.cost(c.cards[i]);  // costs before trashing
      for (int i = 0; i < c.n; ++i) s.trash(p, c.cards[i], Zone::kHand);
      e.a = int16_t(total);
      e.step = 2;
      return;  // the trashes' triggers resolve before the gain
    }
    case 2: {
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.cost_min = d.cost_max = uint8_t(std::min<int>(e.a, 255));
      d.min = d.max = 1;
      e.step = 3;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
      State::done(e);
  }
}

// ================================================================ 2nd edition

// --------------------------------------------------------------- Anvil

// ($1.) You may discard a Treasure from hand (kChooseCards 0..1, reason kDiscard) to gain a card
// costing up to $4.
void anvil(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
      d.from = Zone::kHand;
      d.type_mask = kTreasure;
      d.min = 0;
      d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      if (s.answer().n == 0 || !s.discard(p, s.answer().cards[0], Zone::kHand))
        return State::done(e);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_max = 4;
      e.step = 2;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
      State::done(e);
  }
}

// --------------------------------------------------------------- Clerk

// Victim: with 5 or more cards in hand, put one of them onto the deck.
void clerk_victim(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).hand.size() < 5) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
    d.from = Zone::kHand;
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().n == 1) s.move(e.player, s.answer().cards[0], Zone::kHand, Zone::kDeck);
  State::done(e);
}

// (+$2 is vanilla.) The attack.
void clerk(State& s, Event& e) { attack(s, e, clerk_victim); }

// Reaction: at the start of your turn you may play this from your hand (without using an
// Action; offered again for each Clerk in hand).
void clerk_react(State& s, Event& e) {
  State::done(e);
  s.play_card(e.player, e.card, Zone::kHand);
}

// --------------------------------------------------------------- Investment

// Trash a card from hand (mandatory if any); then choose (kChooseOption, reason kMode): +$1
// (option 0), or trash this to reveal the hand for +1 VP token per differently named Treasure in
// it (option 1; only while this is still in play). e.a = the option.
void investment(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if (s.player(p).hand.empty()) {
        e.step = 2;
        break;
      }
      ask_trash_one(s, e, 1);
      return;
    case 1:
      s.trash(p, s.answer().cards[0], Zone::kHand);
      e.step = 2;
      return;  // the trash's triggers resolve first
    case 3: {
      if (s.answer().option == 0) {
        s.add_coins(1);
        return State::done(e);
      }
      bool seen[kMaxKinds] = {};
      int kinds = 0;
      for (CardId c : s.player(p).hand)
        if (s.is(c, kTreasure) && !seen[c]) {
          seen[c] = true;
          ++kinds;
        }
      State::done(e);
      if (!(e.flags & kLeftPlay) && s.trash(p, e.self, Zone::kPlay)) {
        s.left_play(e);
        s.reveal_hand(p);
        s.add_vp_tokens(p, kinds);
      }
      return;
    }
    default:
      break;
  }
  const bool can_trash_this = !(e.flags & kLeftPlay) && s.in_play(p, e.card) > 0;
  Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
  d.num_options = can_trash_this ? 2 : 1;
  e.step = 3;
  s.ask(d);
}

// --------------------------------------------------------------- Tiara

// This turn, when its owner gains a card, they may put it onto their deck (one offer per gain:
// a yes/no, reason kUseAbility, card = Tiara, source = the gained card).
void tiara_topdeck(State& s, Event& e) {
  Moment& m = s.moment(e.a);
  if (e.step == 0) {
    if (m.zone == Zone::kNone || m.zone == Zone::kDeck) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kUseAbility);
    d.card = e.card;
    d.source = m.card;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == 1 && m.zone != Zone::kNone &&
      s.move(e.player, m.card, m.zone, Zone::kDeck))
    m.zone = Zone::kDeck;
}
void tiara_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner) return;
  s.push(tiara_topdeck, w.owner, w.card, int(&m - &s.moment(0)));
}

// (+1 Buy is vanilla.) Sets up the topdeck ability, then may play a Treasure from hand twice.
void tiara(State& s, Event& e) {
  if (e.step == 0) {
    s.watch(Watcher{tiara_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card});
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kPlay);
    d.from = Zone::kHand;
    d.type_mask = kTreasure;
    d.min = 0;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 0) return;
  const CardId c = s.answer().cards[0];
  if (s.move(e.player, c, Zone::kHand, Zone::kPlay)) s.replay(e, c, 2);
}

// --------------------------------------------------------------- Charlatan

// Set-up: in games using Charlatan, Curse is also a Treasure worth $1.
void charlatan_setup(State& s, CardId) { s.add_types(kCurse, kTreasure, 1); }

void charlatan_victim(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kCurse);
}

// (+$3 is vanilla.) Each other player gains a Curse.
void charlatan(State& s, Event& e) { attack(s, e, charlatan_victim); }

// --------------------------------------------------------------- Collection

// ($2, +1 Buy are vanilla.) This turn, when its owner gains an Action card, +1 VP token (per
// Collection played).
void collection_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner && s.is(m.card, kAction)) s.add_vp_tokens(w.owner, w.count);
}
void collection(State& s, Event& e) {
  s.watch(Watcher{collection_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card});
  State::done(e);
}

// --------------------------------------------------------------- Crystal Ball

// ($1.) Look at the top card of the deck (kChooseOption, reason kMode, card = it): 0 leave it, 1
// trash it, 2 discard it, 3 play it (offered for an Action or Treasure).
void crystal_ball(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    const CardId c = s.look_top(p);  // "look at": no reveal
    if (c == kNoCard) return State::done(e);
    e.a = c;
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.card = c;
    d.num_options = s.is(c, kAction | kTreasure) ? 4 : 3;
    e.step = 1;
    return s.ask(d);
  }
  const CardId c = CardId(e.a);
  State::done(e);
  switch (s.answer().option) {
    case 1:
      s.trash(p, c, Zone::kAside);
      break;
    case 2:
      s.discard(p, c, Zone::kAside);
      break;
    case 3:
      s.play_card(p, c, Zone::kAside);
      break;
    default:
      s.move(p, c, Zone::kAside, Zone::kDeck);
  }
}

// --------------------------------------------------------------- Magnate

// Reveal the hand: +1 Card per Treasure in it.
void magnate(State& s, Event& e) {
  s.reveal_hand(e.player);
  int n = 0;
  for (CardId c : s.player(e.player).hand) n += s.is(c, kTreasure);
  if (n) s.draw(e.player, n);
  State::done(e);
}

// --------------------------------------------------------------- War Chest

// The cards named for War Chests this turn are kept as do-nothing watchers (a = the card).
void war_chest_memory(State&, Watcher&, const Moment&) {}

// The player to the left names a card (kNameCard, reason kName, target = the War Chest player);
// then gain a card costing up to $5 that has not been named for War Chests this turn (mandatory
// if one qualifies).
void war_chest(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
      d.player = uint8_t((p + 1) % s.num_players());
      d.target = uint8_t(p);
      d.min = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      if (s.answer().n == 1)
        s.watch(Watcher{war_chest_memory, Trigger::kPlay, Until::kEndOfTurn, uint8_t(p), e.card,
                        int16_t(s.answer().cards[0])});
      uint64_t allow = 0;
      for (int k = 0; k < s.num_kinds(); ++k) allow |= uint64_t(1) << k;
      for (int i = 0; i < s.num_watchers(); ++i) {
        const Watcher& w = s.watcher(i);
        if (w.fn == war_chest_memory && w.owner == p) allow &= ~(uint64_t(1) << w.a);
      }
      if (!allow) return State::done(e);  // every card named: nothing qualifies
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_max = 5;
      d.allow = allow;
      e.step = 2;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
      State::done(e);
  }
}

CardDef card(const char* name, EffectId effect, Edition ed, int cost, Types types) {
  return set_card("Prosperity", name, effect, ed, cost, types);
}

}  // namespace

void add_prosperity_cards(Registry& r) {
  CardDef hoard = card("Hoard", fx::kHoard, Edition::kFirst, 6, kTreasure);
  hoard.coin = 2;
  hoard.add_reaction(Reaction{Trigger::kBuy, Zone::kPlay, false, bought_victory, hoard_gold});
  r.add(hoard);
  CardDef hoard2_def = card("Hoard", fx::kHoard, Edition::kSecond, 6, kTreasure);
  hoard2_def.coin = 2;
  hoard2_def.on_play = hoard2;
  hoard2_def.watches = trigger_bit(Trigger::kGain);
  r.add(hoard2_def);

  CardDef loan_def = card("Loan", fx::kLoan, Edition::kFirst, 3, kTreasure);
  loan_def.coin = 1;
  loan_def.on_play = loan;
  r.add(loan_def);

  CardDef gm = card("Grand Market", fx::kGrandMarket, Edition::kBoth, 6, kAction);
  gm.plus_cards = gm.plus_actions = gm.plus_buys = 1;
  gm.plus_coins = 2;
  gm.buy_ban = grand_market_ban;
  gm.changes_costs = true;
  r.add(gm);

  CardDef quarry = card("Quarry", fx::kQuarry, Edition::kBoth, 4, kTreasure);
  quarry.coin = 1;
  quarry.cost_mod = quarry_mod;
  quarry.changes_costs = true;
  r.add(quarry);

  CardDef route = card("Trade Route", fx::kTradeRoute, Edition::kFirst, 3, kAction);
  route.plus_buys = 1;
  route.on_play = trade_route;
  route.on_setup = trade_route_setup;
  route.add_reaction(
      Reaction{Trigger::kGain, Zone::kSupply, false, pile_has_route_token, trade_route_token});
  r.add(route);

  CardDef expand_def = card("Expand", fx::kExpand, Edition::kBoth, 7, kAction);
  expand_def.on_play = expand;
  r.add(expand_def);

  CardDef venture_def = card("Venture", fx::kVenture, Edition::kFirst, 5, kTreasure);
  venture_def.coin = 1;
  venture_def.on_play = venture;
  r.add(venture_def);

  CardDef peddler = card("Peddler", fx::kPeddler, Edition::kBoth, 8, kAction);
  peddler.plus_cards = peddler.plus_actions = peddler.plus_coins = 1;
  peddler.self_cost = peddler_cost;
  peddler.changes_costs = true;
  r.add(peddler);

  CardDef mountebank_def =
      card("Mountebank", fx::kMountebank, Edition::kFirst, 5, kAction | kAttack);
  mountebank_def.plus_coins = 2;
  mountebank_def.on_play = mountebank;
  r.add(mountebank_def);

  CardDef bank_def = card("Bank", fx::kBank, Edition::kBoth, 7, kTreasure);
  bank_def.on_play = bank;
  bank_def.autoplay_last = true;
  r.add(bank_def);

  CardDef wv = card("Worker's Village", fx::kWorkersVillage, Edition::kBoth, 4, kAction);
  wv.plus_cards = wv.plus_buys = 1;
  wv.plus_actions = 2;
  r.add(wv);

  CardDef tower = card("Watchtower", fx::kWatchtower, Edition::kBoth, 3, kAction | kReaction);
  tower.on_play = watchtower;
  tower.add_reaction(Reaction{Trigger::kGain, Zone::kHand, true, own_gain_known, watchtower_react});
  r.add(tower);
  CardDef talisman = card("Talisman", fx::kTalisman, Edition::kFirst, 4, kTreasure);
  talisman.coin = 1;
  talisman.add_reaction(
      Reaction{Trigger::kBuy, Zone::kPlay, false, talisman_applies, talisman_copy});
  r.add(talisman);

  CardDef goons_def = card("Goons", fx::kGoons, Edition::kFirst, 6, kAction | kAttack);
  goons_def.plus_buys = 1;
  goons_def.plus_coins = 2;
  goons_def.on_play = goons;
  goons_def.add_reaction(Reaction{Trigger::kBuy, Zone::kPlay, false, own_buy, goons_vp});
  r.add(goons_def);

  CardDef bishop_def = card("Bishop", fx::kBishop, Edition::kBoth, 4, kAction);
  bishop_def.plus_coins = 1;
  bishop_def.on_play = bishop;
  r.add(bishop_def);

  CardDef court = card("King's Court", fx::kKingsCourt, Edition::kBoth, 7, kAction);
  court.on_play = kings_court;
  r.add(court);

  CardDef seal = card("Royal Seal", fx::kRoyalSeal, Edition::kFirst, 5, kTreasure);
  seal.coin = 2;
  seal.add_reaction(Reaction{Trigger::kGain, Zone::kPlay, true, own_gain_known, royal_seal_react});
  r.add(seal);

  CardDef monument_def = card("Monument", fx::kMonument, Edition::kBoth, 4, kAction);
  monument_def.plus_coins = 2;
  monument_def.on_play = monument;
  r.add(monument_def);
  for (Edition ed : {Edition::kFirst, Edition::kSecond}) {
    CardDef mint_def = card("Mint", fx::kMint, ed, 5, kAction);
    mint_def.on_play = mint;
    if (ed == Edition::kFirst)
      mint_def.on_buy = mint_on_buy;
    else
      mint_def.on_gain = mint_on_gain;
    mint_def.hook_last = true;
    r.add(mint_def);
  }

  CardDef counting = card("Counting House", fx::kCountingHouse, Edition::kFirst, 5, kAction);
  counting.on_play = counting_house;
  r.add(counting);

  CardDef city_def = card("City", fx::kCity, Edition::kBoth, 5, kAction);
  city_def.plus_cards = 1;
  city_def.plus_actions = 2;
  city_def.on_play = city;
  r.add(city_def);

  CardDef rabble_def = card("Rabble", fx::kRabble, Edition::kBoth, 5, kAction | kAttack);
  rabble_def.plus_cards = 3;
  rabble_def.on_play = rabble;
  r.add(rabble_def);

  CardDef vault_def = card("Vault", fx::kVault, Edition::kBoth, 5, kAction);
  vault_def.plus_cards = 2;
  vault_def.on_play = vault;
  r.add(vault_def);

  CardDef contra = card("Contraband", fx::kContraband, Edition::kFirst, 5, kTreasure);
  contra.coin = 3;
  contra.plus_buys = 1;
  contra.on_play = contraband;
  contra.changes_costs = true;
  r.add(contra);

  CardDef forge_def = card("Forge", fx::kForge, Edition::kBoth, 7, kAction);
  forge_def.on_play = forge;
  r.add(forge_def);
  CardDef anvil_def = card("Anvil", fx::kAnvil, Edition::kSecond, 3, kTreasure);
  anvil_def.coin = 1;
  anvil_def.on_play = anvil;
  r.add(anvil_def);

  CardDef clerk_def = card("Clerk", fx::kClerk, Edition::kSecond, 4, kAction | kReaction | kAttack);
  clerk_def.plus_coins = 2;
  clerk_def.on_play = clerk;
  clerk_def.add_reaction(
      Reaction{Trigger::kStartTurn, Zone::kHand, true, nullptr, clerk_react, true});
  r.add(clerk_def);

  CardDef invest = card("Investment", fx::kInvestment, Edition::kSecond, 4, kTreasure);
  invest.on_play = investment;
  r.add(invest);

  CardDef tiara_def = card("Tiara", fx::kTiara, Edition::kSecond, 4, kTreasure);
  tiara_def.plus_buys = 1;
  tiara_def.on_play = tiara;
  tiara_def.watches = trigger_bit(Trigger::kGain);
  r.add(tiara_def);

  CardDef charlatan_def = card("Charlatan", fx::kCharlatan, Edition::kSecond, 5, kAction | kAttack);
  charlatan_def.plus_coins = 3;
  charlatan_def.on_play = charlatan;
  charlatan_def.on_setup = charlatan_setup;
  r.add(charlatan_def);

  CardDef collection_def = card("Collection", fx::kCollection, Edition::kSecond, 5, kTreasure);
  collection_def.coin = 2;
  collection_def.plus_buys = 1;
  collection_def.on_play = collection;
  collection_def.watches = trigger_bit(Trigger::kGain);
  r.add(collection_def);

  CardDef ball = card("Crystal Ball", fx::kCrystalBall, Edition::kSecond, 5, kTreasure);
  ball.coin = 1;
  ball.on_play = crystal_ball;
  r.add(ball);

  CardDef magnate_def = card("Magnate", fx::kMagnate, Edition::kSecond, 5, kAction);
  magnate_def.on_play = magnate;
  r.add(magnate_def);

  CardDef chest = card("War Chest", fx::kWarChest, Edition::kSecond, 5, kTreasure);
  chest.on_play = war_chest;
  chest.watches = trigger_bit(Trigger::kPlay);
  r.add(chest);
}

}  // namespace kl
