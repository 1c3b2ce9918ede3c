// Empires' landscapes: the 13 Events (Triumph, Annex, Donate, Advance, Delve, Tax, Banquet,
// Ritual, Salt the Earth, Wedding, Windfall, Conquest, Dominate) and the 21 Landmarks (Aqueduct,
// Arena, Bandit Fort, Basilica, Baths, Battlefield, Colonnade, Defiled Shrine, Fountain, Keep,
// Labyrinth, Mountain Pass, Museum, Obelisk, Orchard, Palace, Tomb, Tower, Triumphal Arch, Wall,
// Wolf Den), with their current texts (the 2022 errata: Basilica, Colonnade, Defiled Shrine and
// Tax trigger on gaining a card in your Buy phase, not on buying it; Donate happens at the start
// of your next turn, first; Mountain Pass's auction happens when the Province is gained).
//
// An Event is its vanilla bonuses plus an on_buy effect; a Landmark is rules of the game
// (reactions from kSupply), VP tokens on it or on piles (State::pile_vp) and a score() hook.
// "This turn" counts (Triumph's gains, Conquest's Silvers, Labyrinth's 2nd gain) are game-long
// watchers of the landscape that count the current player's gains of the turn. "If you do" after
// a gain reads State::times_gained, not gain()'s result (a 1E Trader may replace the gain).
// Rulings follow the DominionStrategy wiki's pages.
#include "cards/sets/empires_landscapes.h"

#include <algorithm>
#include <bit>

#include "cards/registry.h"
#include "cards/tokens.h"
#include "sim/shuffle.h"
#include "sim/state.h"

namespace kl {

namespace {

uint64_t bit(int k) { return uint64_t(1) << k; }

// Supply piles by their pile_of() card, as a kNameCard allow mask: all of them, or only those of
// a type (the top card must have it), with a card left when `nonempty`.
uint64_t supply_piles(const State& s, Types type, bool nonempty) {
  uint64_t mask = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.in_supply(c) || s.pile_of(c) != c) continue;
    if (nonempty) {
      const CardId top = s.pile_top(c);
      if (top == kNoCard || (type && !s.is(top, type))) continue;
    } else if (type && !s.is(c, type)) {
      continue;
    }
    mask |= bit(k);
  }
  return mask;
}

// Takes e.b VP from the landscape e.card for e.player (pushed by a watcher).
void take_vp(State& s, Event& e) {
  s.take_pile_vp(e.player, e.card, e.b);
  State::done(e);
}

// --------------------------------------------------------------- counting this turn's gains

// A game-long watcher of a landscape that counts the current player's gains this turn (a; b =
// the game turn they were counted in): every card (Triumph, Labyrinth) or Silvers (Conquest).
template <bool kSilversOnly>
void count_gains(State& s, Watcher& w, const Moment& m) {
  if (m.player != s.current() || (kSilversOnly && m.card != kSilver)) return;
  if (w.b != s.turn()) {
    w.b = int16_t(s.turn());
    w.a = 0;
  }
  ++w.a;
}

// The count of the watcher `fn` of landscape `self` for this turn.
int counted(const State& s, WatchFn fn, CardId self) {
  for (int i = 0; i < s.num_watchers(); ++i) {
    const Watcher& w = s.watcher(i);
    if (w.fn == fn && w.card == self) return w.b == s.turn() ? w.a : 0;
  }
  return 0;
}

template <bool kSilversOnly>
void setup_counter(State& s, CardId self) {
  s.watch(Watcher{count_gains<kSilversOnly>, Trigger::kGain, Until::kGame, 0, self});
}

// --------------------------------------------------------------- Events

// Step 0 of "gain c; if you do(, ...)": gains c for e.player, remembering in e.b how often c had
// been gained; gained_it() tells at the next step whether this gain happened (gain() returns
// true while a kWouldGain reaction, 1E Trader, may still replace it).
void gain_remembering(State& s, Event& e, CardId c) {
  e.b = int16_t(s.times_gained(c));
  s.gain(e.player, c);
}
bool gained_it(const State& s, const Event& e, CardId c) {
  return s.times_gained(c) != uint16_t(e.b);
}

// Triumph: gain an Estate. If you did, +1 VP per card you've gained this turn.
void triumph(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return gain_remembering(s, e, kEstate);
  }
  State::done(e);
  if (gained_it(s, e, kEstate)) s.add_vp_tokens(e.player, counted(s, count_gains<false>, e.card));
}

// Annex: look through your discard pile; shuffle all but up to 5 of its cards into your deck;
// gain a Duchy. The cards chosen (Reason::kDiscard) stay in the discard pile.
void annex(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    e.step = 1;
    if (!s.player(p).discard.empty()) {
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
      d.from = Zone::kDiscard;
      d.min = 0;
      d.max = 5;
      return s.ask(d);
    }
  } else if (!s.player(p).discard.empty()) {
    CardList& discard = s.zone(p, Zone::kDiscard);
    CardList& deck = s.zone(p, Zone::kDeck);
    CardList& aside = s.zone(p, Zone::kAside);
    const Choice& c = s.answer();
    for (int i = 0; i < c.n; ++i)
      if (discard.remove_one(c.cards[i])) aside.push(c.cards[i]);
    deck.append(discard);
    discard.clear();
    discard.append(aside);
    aside.clear();
    shuffle_range(deck.begin(), deck.size(), s.rng());
  }
  State::done(e);
  s.gain(p, kDuchy);
}

// Donate: at the start of your next turn, first, put all cards from your deck and discard pile into
// your hand, trash any number, shuffle your hand into your deck, then draw 5 cards.
void donate_now(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      CardList& hand = s.zone(p, Zone::kHand);
      hand.append(s.zone(p, Zone::kDeck));
      hand.append(s.zone(p, Zone::kDiscard));
      s.zone(p, Zone::kDeck).clear();
      s.zone(p, Zone::kDiscard).clear();
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
      d.from = Zone::kHand;
      d.min = 0;
      d.max = uint8_t(std::min(255, hand.size()));
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      // The chosen cards wait aside and are trashed one per step: each trash's window resolves
      // before the next (a whole deck's trash windows at once would overflow the moments).
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kHand, Zone::kAside);
      e.step = 2;
      [[fallthrough]];
    }
    case 2:
      if (!s.player(p).aside.empty())
        return void(s.trash(p, s.player(p).aside.back(), Zone::kAside));
      e.step = 3;
      [[fallthrough]];
    default: {
      State::done(e);
      CardList& hand = s.zone(p, Zone::kHand);
      s.zone(p, Zone::kDiscard).append(hand);  // the deck is empty: drawing shuffles them in
      hand.clear();
      s.draw(p, 5);
    }
  }
}
void donate(State& s, Event& e) {
  s.add_next_turn_first(e.player, e.card, donate_now);
  State::done(e);
}

// Advance: you may trash an Action card from your hand. If you do, gain an Action card costing
// up to $6.
void advance(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
      d.from = Zone::kHand;
      d.type_mask = kAction;
      d.min = 0;
      d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      if (s.answer().n == 0) return State::done(e);
      e.step = 2;
      s.trash(p, s.answer().cards[0], Zone::kHand);
      return;
    case 2: {
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.type_mask = kAction;
      d.min = d.max = 1;
      d.cost_max = 6;
      e.step = 3;
      return s.ask(d);
    }
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}

// Delve: (+1 Buy) gain a Silver. Wedding: (+1 VP) gain a Gold. Dominate: gain a Province; if
// you do, +9 VP.
void delve(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kSilver);
}
void wedding(State& s, Event& e) {
  State::done(e);
  s.add_vp_tokens(e.player, 1);
  s.gain(e.player, kGold);
}
void dominate(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return gain_remembering(s, e, kProvince);
  }
  State::done(e);
  if (gained_it(s, e, kProvince)) s.add_vp_tokens(e.player, 9);
}

// Tax: add 2 Debt to a Supply pile. Setup: add 1 Debt to each Supply pile. When a player gains a
// card in their Buy phase, they take the Debt from its pile (the 2022 text; it was "buys").
void tax(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
    d.allow = supply_piles(s, 0, false);
    d.min = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1) s.add_pile_debt(s.answer().cards[0], 2);
}
void tax_setup(State& s, CardId) {
  const uint64_t piles = supply_piles(s, 0, false);
  for (int k = 0; k < s.num_kinds(); ++k)
    if (piles & bit(k)) s.add_pile_debt(CardId(k), 1);
}
bool mine_in_buy_phase(const State& s, const Moment& m);
bool gained_in_buy_phase_from_taxed_pile(const State& s, const Moment& m, int, CardId) {
  return s.pile_debt(m.card) > 0 && mine_in_buy_phase(s, m);
}
void tax_take(State& s, Event& e) {
  const Moment& m = s.moment(e.a);
  const int n = s.pile_debt(m.card);
  s.add_pile_debt(m.card, -n);
  s.add_debt(s.controller(m.player), n);
  State::done(e);
}

// Banquet: gain 2 Coppers and a non-Victory card costing up to $5.
void banquet(State& s, Event& e) {
  switch (e.step) {
    case 0:
    case 1:
      ++e.step;
      s.gain(e.player, kCopper);
      return;
    case 2: {
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      for (int k = 0; k < s.num_kinds(); ++k)
        if (!s.is(CardId(k), kVictory)) d.allow |= bit(k);
      d.min = d.max = 1;
      d.cost_max = 5;
      e.step = 3;
      return s.ask(d);
    }
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
  }
}

// Ritual: gain a Curse. If you do, trash a card from your hand; +1 VP per $1 it cost.
void ritual(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      e.step = 1;
      return gain_remembering(s, e, kCurse);
    case 1: {
      if (!gained_it(s, e, kCurse) || s.player(p).hand.empty()) return State::done(e);
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
      d.from = Zone::kHand;
      d.min = d.max = 1;
      e.step = 2;
      return s.ask(d);
    }
    default: {
      State::done(e);
      const CardId c = s.answer().cards[0];
      const int worth = s.cost(c);
      if (s.trash(p, c, Zone::kHand)) s.add_vp_tokens(p, worth);
    }
  }
}

// Salt the Earth: (+1 VP) trash a Victory card from the Supply.
void salt_the_earth(State& s, Event& e) {
  if (e.step == 0) {
    s.add_vp_tokens(e.player, 1);
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kTrash);
    uint64_t allow = 0;
    for (int k = 0; k < s.num_kinds(); ++k) {
      const CardId c = CardId(k);
      if (s.in_supply(c) && s.is(c, kVictory) && s.pile(c) > 0 && !s.covered(c)) allow |= bit(k);
    }
    d.allow = allow;
    d.min = 1;
    e.step = 1;
    if (!allow) return State::done(e);
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1) s.trash_from_supply(e.player, s.answer().cards[0]);
}

// Windfall: if your deck and discard pile are empty, gain 3 Golds. The condition is checked
// once: a Gold put onto the deck (Watchtower, Royal Seal) does not stop the others.
void windfall(State& s, Event& e) {
  const Player& pl = s.player(e.player);
  if (e.step >= 3 || (e.step == 0 && (!pl.deck.empty() || !pl.discard.empty())))
    return State::done(e);
  ++e.step;
  s.gain(e.player, kGold);
}

// Conquest: gain 2 Silvers. +1 VP per Silver you've gained this turn.
void conquest(State& s, Event& e) {
  if (e.step < 2) {
    ++e.step;
    s.gain(e.player, kSilver);
    return;
  }
  State::done(e);
  s.add_vp_tokens(e.player, counted(s, count_gains<true>, e.card));
}

// --------------------------------------------------------------- Landmarks

// The moment's player is the current player, in their Buy phase: playing Treasures (kTreasure)
// and its end (kEndBuy) are part of it, as for Peddler.
bool mine_in_buy_phase(const State& s, const Moment& m) {
  const Phase ph = s.phase();
  return m.player == s.current() &&
         (ph == Phase::kTreasure || ph == Phase::kBuy || ph == Phase::kEndBuy);
}
template <int kPerPlayer>
void vp_per_player(State& s, CardId self) {
  s.add_pile_vp(self, kPerPlayer * s.num_players());
}
// Takes 2 VP from this Landmark for the moment's player.
void take_two(State& s, Event& e) {
  s.take_pile_vp(s.moment(e.a).player, e.card, 2);
  State::done(e);
}
// Takes every VP from this Landmark for the moment's player.
void take_all(State& s, Event& e) {
  s.take_pile_vp(s.moment(e.a).player, e.card);
  State::done(e);
}
// Moves 1 VP from the gained card's pile onto this Landmark.
void move_one_here(State& s, Event& e) {
  const CardId c = s.moment(e.a).card;
  if (s.pile_vp(c) > 0) {
    s.add_pile_vp(c, -1);
    s.add_pile_vp(e.card, 1);
  }
  State::done(e);
}

// Aqueduct: when you gain a Treasure, move 1 VP from its pile to this. When you gain a Victory
// card, take the VP from this. Setup: put 8 VP on the Silver and Gold piles.
void aqueduct_setup(State& s, CardId) {
  s.add_pile_vp(kSilver, 8);
  s.add_pile_vp(kGold, 8);
}
bool gained_treasure(const State& s, const Moment& m, int, CardId) {
  return s.is(m.card, kTreasure);
}
bool gained_victory(const State& s, const Moment& m, int, CardId) { return s.is(m.card, kVictory); }

// Arena: at the start of your Buy phase, you may discard an Action card. If you do, take 2 VP
// from here. Setup: 6 VP here per player. Offered with no VP left too (2022 FAQ: discarding
// Weaver there lets it be played).
bool arena_applies(const State& s, const Moment& m, int, CardId) {
  for (CardId c : s.player(m.player).hand)
    if (s.is(c, kAction)) return true;
  return false;
}
void arena(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  if (e.step == 0) {
    e.player = uint8_t(p);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
    d.from = Zone::kHand;
    d.type_mask = kAction;
    d.min = 0;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1 && s.discard(p, s.answer().cards[0], Zone::kHand))
    s.take_pile_vp(p, e.card, 2);
}

// Bandit Fort: -2 VP for each Silver and each Gold you have.
int bandit_fort(const State& s, int p) {
  return -2 * (s.player(p).owned[kSilver] + s.player(p).owned[kGold]);
}

// Basilica: when you gain a card in your Buy phase, if you have $2 or more, take 2 VP from here.
bool basilica_applies(const State& s, const Moment& m, int, CardId self) {
  return s.pile_vp(self) > 0 && mine_in_buy_phase(s, m) && s.coins() >= 2;
}

// Baths: when you end your turn without having gained a card, take 2 VP from here.
bool baths_applies(const State& s, const Moment&, int, CardId self) {
  return s.pile_vp(self) > 0 && s.gained_this_turn() == 0;
}

// Battlefield: when you gain a Victory card, take 2 VP from here.
bool battlefield_applies(const State& s, const Moment& m, int, CardId self) {
  return s.pile_vp(self) > 0 && s.is(m.card, kVictory);
}

// Colonnade: when you gain an Action card in your Buy phase, if you have a copy of it in play,
// take 2 VP from here.
bool colonnade_applies(const State& s, const Moment& m, int, CardId self) {
  return s.pile_vp(self) > 0 && s.is(m.card, kAction) && mine_in_buy_phase(s, m) &&
         s.in_play(m.player, m.card) > 0;
}

// Defiled Shrine: when you gain an Action, move 1 VP from its pile to this. When you gain a
// Curse in your Buy phase, take the VP from this. Setup: put 2 VP on each non-Gathering Action
// Supply pile.
void defiled_shrine_setup(State& s, CardId) {
  const uint64_t piles = supply_piles(s, kAction, false);
  for (int k = 0; k < s.num_kinds(); ++k)
    if ((piles & bit(k)) && !s.is(CardId(k), kGathering)) s.add_pile_vp(CardId(k), 2);
}
bool gained_action(const State& s, const Moment& m, int, CardId) { return s.is(m.card, kAction); }
bool curse_in_buy_phase(const State& s, const Moment& m, int, CardId self) {
  return m.card == kCurse && mine_in_buy_phase(s, m) && s.pile_vp(self) > 0;
}

// Fountain: 15 VP if you have at least 10 Coppers.
int fountain(const State& s, int p) { return s.player(p).owned[kCopper] >= 10 ? 15 : 0; }

// Keep: 5 VP per differently named Treasure you have that you have more copies of than each
// other player, or are tied for the most of.
int keep(const State& s, int p) {
  int vp = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const int mine = s.player(p).owned[k];
    if (!mine || !s.is(CardId(k), kTreasure)) continue;
    bool most = true;
    for (int o = 0; o < s.num_players(); ++o) most &= s.player(o).owned[k] <= mine;
    if (most) vp += 5;
  }
  return vp;
}

// Labyrinth: when you gain a 2nd card in one of your turns, take 2 VP from here. Its own
// counting watcher takes them as the 2nd gain of the turn is counted.
void labyrinth_count(State& s, Watcher& w, const Moment& m) {
  count_gains<false>(s, w, m);
  if (m.player == s.current() && w.a == 2 && s.pile_vp(w.card) > 0)
    s.push(take_vp, m.player, w.card, 0, 2);
}
void labyrinth_setup(State& s, CardId self) {
  vp_per_player<6>(s, self);
  s.watch(Watcher{labyrinth_count, Trigger::kGain, Until::kGame, 0, self});
}

// Mountain Pass: when you are the first player to gain a Province, each player bids once, up to
// 40 Debt, ending with you. High bidder gets +8 VP and takes the Debt they bid. (The 2022 text:
// the auction is right then, no longer "after that turn", so Debt won on your turn can be paid
// off with the $ left.) Its watcher remembers that a Province was gained: a = 0 none yet, 1 or
// 2 yes. The rule runs before the watchers see the gain (Triggers::window, step 1).
void mountain_pass_gain(State&, Watcher& w, const Moment& m) {
  if (m.card != kProvince || w.a != 0) return;
  w.a = 1;
  w.b = m.player;
}
void mountain_pass_setup(State& s, CardId self) {
  s.watch(Watcher{mountain_pass_gain, Trigger::kGain, Until::kGame, 0, self});
}
int mountain_pass_watcher(const State& s, CardId self) {
  for (int i = 0; i < s.num_watchers(); ++i)
    if (s.watcher(i).fn == mountain_pass_gain && s.watcher(i).card == self) return i;
  return -1;
}
bool first_province(const State& s, const Moment& m, int, CardId self) {
  if (m.card != kProvince) return false;
  const int i = mountain_pass_watcher(s, self);
  return i >= 0 && s.watcher(i).a == 0;
}
// e.a = the Province's gainer, e.b = the high bid, e.c = the high bidder (-1: none); step 2k+1
// asks the k-th bidder from the gainer's left (the gainer last), step 2k+2 reads the bid.
void mountain_pass(State& s, Event& e) {
  const int n = s.num_players();
  if (e.step == 0) {
    s.watcher(mountain_pass_watcher(s, e.card)).a = 2;
    e.a = e.player;  // the Province's gainer
    e.b = 0;
    e.c = -1;
    e.step = 1;
  }
  while (e.step <= 2 * n) {
    const int k = (e.step + 1) / 2;
    const int bidder = (e.a + k) % n;
    if (e.step % 2 == 1) {
      if (e.b >= fx::kMountainPassMaxBid) {  // nothing higher to bid
        e.step = uint8_t(e.step + 2);
        continue;
      }
      ++e.step;
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.player = uint8_t(bidder);
      d.card = e.card;
      d.num_options = uint8_t(fx::kMountainPassMaxBid + 1 - e.b);
      s.ask(d);
      if (s.pending()) return;
    }
    if (s.answer().option > 0) {
      e.b = int16_t(e.b + s.answer().option);
      e.c = int16_t(bidder);
    }
    ++e.step;
  }
  State::done(e);
  if (e.c >= 0) {
    s.add_vp_tokens(e.c, 8);
    s.add_debt(e.c, e.b);
  }
}

// Museum: 2 VP per differently named card you have.
int museum(const State& s, int p) {
  int kinds = 0;
  for (int k = 0; k < s.num_kinds(); ++k) kinds += s.player(p).owned[k] > 0;
  return 2 * kinds;
}

// Obelisk: 2 VP per card you have from the chosen pile. Setup: choose a random Action Supply
// pile (pile token kObeliskPile).
void obelisk_setup(State& s, CardId) {
  const uint64_t piles = supply_piles(s, kAction, false);
  const int n = std::popcount(piles);
  if (!n) return;
  int pick = int(s.rng().below(uint32_t(n)));
  for (int k = 0; k < s.num_kinds(); ++k)
    if ((piles & bit(k)) && pick-- == 0) return s.add_pile_tokens(kObeliskPile, CardId(k), 1);
}
int obelisk(const State& s, int p) {
  int cards = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.pile_tokens(kObeliskPile, s.pile_of(CardId(k)))) cards += s.player(p).owned[k];
  return 2 * cards;
}

// Orchard: 4 VP per differently named Action card you have 3 or more copies of.
int orchard(const State& s, int p) {
  int vp = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.is(CardId(k), kAction) && s.player(p).owned[k] >= 3) vp += 4;
  return vp;
}

// Palace: 3 VP per set you have of Copper, Silver and Gold.
int palace(const State& s, int p) {
  const Player& pl = s.player(p);
  return 3 * std::min({pl.owned[kCopper], pl.owned[kSilver], pl.owned[kGold]});
}

// Tomb: when you trash a card, +1 VP.
void tomb(State& s, Event& e) {
  s.add_vp_tokens(s.moment(e.a).player, 1);
  State::done(e);
}

// Tower: 1 VP per non-Victory card you have from an empty Supply pile.
int tower(const State& s, int p) {
  int vp = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (s.in_supply(c) && !s.is(c, kVictory) && s.pile_size(c) == 0) vp += s.player(p).owned[k];
  }
  return vp;
}

// Triumphal Arch: 3 VP per copy you have of your 2nd most common Action card (if it's tied,
// count either).
int triumphal_arch(const State& s, int p) {
  int first = 0, second = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    if (!s.is(CardId(k), kAction)) continue;
    const int n = s.player(p).owned[k];
    if (n > first) {
      second = first;
      first = n;
    } else if (n > second) {
      second = n;
    }
  }
  return 3 * second;
}

// Wall: -1 VP per card you have after the first 15.
int wall(const State& s, int p) { return -std::max(0, int(s.player(p).owned_total) - 15); }

// Wolf Den: -3 VP per card you have exactly one copy of.
int wolf_den(const State& s, int p) {
  int single = 0;
  for (int k = 0; k < s.num_kinds(); ++k) single += s.player(p).owned[k] == 1;
  return -3 * single;
}

// --------------------------------------------------------------- definitions

CardDef landscape(const char* name, EffectId effect, Types type, int cost = 0, int debt = 0) {
  CardDef d;
  d.name = name;
  d.set = "Empires";
  d.effect = effect;
  d.types = type;
  d.cost = uint8_t(cost);
  d.debt = uint8_t(debt);
  return d;
}
CardDef event(const char* name, EffectId effect, int cost, int debt, EffectFn fn) {
  CardDef d = landscape(name, effect, kEvent, cost, debt);
  d.on_buy = fn;
  return d;
}
CardDef landmark(const char* name, EffectId effect, ScoreFn score = nullptr) {
  CardDef d = landscape(name, effect, kLandmark);
  d.score = score;
  return d;
}
Reaction rule(Trigger on, WhenFn when, EffectFn fn) {
  return Reaction{on, Zone::kSupply, false, when, fn};
}

}  // namespace

void add_empires_landscapes(Registry& r) {
  // Events.
  CardDef d = event("Triumph", fx::kTriumph, 0, 5, triumph);
  d.on_setup = setup_counter<false>;
  d.watches = trigger_bit(Trigger::kGain);
  r.add(d);
  r.add(event("Annex", fx::kAnnex, 0, 8, annex));
  r.add(event("Donate", fx::kDonate, 0, 8, donate));
  r.add(event("Advance", fx::kAdvance, 0, 0, advance));
  d = event("Delve", fx::kDelve, 2, 0, delve);
  d.plus_buys = 1;
  r.add(d);
  d = event("Tax", fx::kTax, 2, 0, tax);
  d.on_setup = tax_setup;
  d.add_reaction(rule(Trigger::kGain, gained_in_buy_phase_from_taxed_pile, tax_take));
  r.add(d);
  r.add(event("Banquet", fx::kBanquet, 3, 0, banquet));
  r.add(event("Ritual", fx::kRitual, 4, 0, ritual));
  r.add(event("Salt the Earth", fx::kSaltTheEarth, 4, 0, salt_the_earth));
  r.add(event("Wedding", fx::kWedding, 4, 3, wedding));
  r.add(event("Windfall", fx::kWindfall, 5, 0, windfall));
  d = event("Conquest", fx::kConquest, 6, 0, conquest);
  d.on_setup = setup_counter<true>;
  d.watches = trigger_bit(Trigger::kGain);
  r.add(d);
  r.add(event("Dominate", fx::kDominate, 14, 0, dominate));

  // Landmarks.
  d = landmark("Aqueduct", fx::kAqueduct);
  d.on_setup = aqueduct_setup;
  d.add_reaction(rule(Trigger::kGain, gained_treasure, move_one_here));
  d.add_reaction(rule(Trigger::kGain, gained_victory, take_all));
  r.add(d);
  d = landmark("Arena", fx::kArena);
  d.on_setup = vp_per_player<6>;
  d.add_reaction(rule(Trigger::kStartBuy, arena_applies, arena));
  r.add(d);
  r.add(landmark("Bandit Fort", fx::kBanditFort, bandit_fort));
  d = landmark("Basilica", fx::kBasilica);
  d.on_setup = vp_per_player<6>;
  d.add_reaction(rule(Trigger::kGain, basilica_applies, take_two));
  r.add(d);
  d = landmark("Baths", fx::kBaths);
  d.on_setup = vp_per_player<6>;
  d.add_reaction(rule(Trigger::kEndTurn, baths_applies, take_two));
  r.add(d);
  d = landmark("Battlefield", fx::kBattlefield);
  d.on_setup = vp_per_player<6>;
  d.add_reaction(rule(Trigger::kGain, battlefield_applies, take_two));
  r.add(d);
  d = landmark("Colonnade", fx::kColonnade);
  d.on_setup = vp_per_player<6>;
  d.add_reaction(rule(Trigger::kGain, colonnade_applies, take_two));
  r.add(d);
  d = landmark("Defiled Shrine", fx::kDefiledShrine);
  d.on_setup = defiled_shrine_setup;
  d.add_reaction(rule(Trigger::kGain, gained_action, move_one_here));
  d.add_reaction(rule(Trigger::kGain, curse_in_buy_phase, take_all));
  r.add(d);
  r.add(landmark("Fountain", fx::kFountain, fountain));
  r.add(landmark("Keep", fx::kKeep, keep));
  d = landmark("Labyrinth", fx::kLabyrinth);
  d.on_setup = labyrinth_setup;
  d.watches = trigger_bit(Trigger::kGain);
  r.add(d);
  d = landmark("Mountain Pass", fx::kMountainPass);
  d.on_setup = mountain_pass_setup;
  d.watches = trigger_bit(Trigger::kGain);
  d.add_reaction(rule(Trigger::kGain, first_province, mountain_pass));
  r.add(d);
  r.add(landmark("Museum", fx::kMuseum, museum));
  d = landmark("Obelisk", fx::kObelisk, obelisk);
  d.on_setup = obelisk_setup;
  r.add(d);
  r.add(landmark("Orchard", fx::kOrchard, orchard));
  r.add(landmark("Palace", fx::kPalace, palace));
  d = landmark("Tomb", fx::kTomb);
  d.add_reaction(rule(Trigger::kTrash, nullptr, tomb));
  r.add(d);
  r.add(landmark("Tower", fx::kTower, tower));
  r.add(landmark("Triumphal Arch", fx::kTriumphalArch, triumphal_arch));
  r.add(landmark("Wall", fx::kWall, wall));
  r.add(landmark("Wolf Den", fx::kWolfDen, wolf_den));
}

}  // namespace kl
