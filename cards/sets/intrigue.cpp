// Intrigue set (1st and 2nd edition): Courtyard, Pawn, Masquerade, Shanty Town, Steward,
// Swindler, Wishing Well, Baron, Bridge, Conspirator, Ironworks, Mining Village, Duke, Minion,
// Torturer, Trading Post, Upgrade, Harem, Nobles; 1st edition only Secret Chamber, Great Hall,
// Coppersmith, Scout, Saboteur, Tribute; 2nd edition only Lurker, Diplomat, Mill, Secret Passage,
// Courtier, Patrol, Replace. Rulings follow the official FAQ (the 2nd-edition rulebook notes and
// the DominionStrategy wiki). Masquerade, whose passing changed in the 2nd edition, is two
// CardDefs with one effect id.
//
// Revealed and looked-at cards wait in the player's aside zone while an effect holds them.
#include "cards/sets/intrigue.h"

#include <algorithm>
#include <bit>
#include <utility>

#include "cards/registry.h"
#include "cards/sets/set_card.h"
#include "sim/attack.h"

namespace kl {

namespace {

using namespace intrigue;

// A decision for the running effect's player about its own card.
Decision choose_from_hand(const Event& e, Reason reason, int min, int max, Types types = 0) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, reason);
  d.from = Zone::kHand;
  d.min = uint8_t(min);
  d.max = uint8_t(max);
  d.type_mask = types;
  return d;
}

Decision choose_option(const Event& e, int options) {
  Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
  d.num_options = uint8_t(options);
  return d;
}

// --------------------------------------------------------------- Ironworks

// Gain a card costing up to $4; then, by the gained card's types (each one applies): Action
// +1 Action, Treasure +$1, Victory +1 Card. The bonus follows the card gained even if a reaction
// moved it away (Watchtower); no gain, no bonus.
void ironworks(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
    d.min = d.max = 1;
    d.cost_max = 4;
    e.step = 1;
    return s.ask(d);
  }
  if (e.step == 1) {
    if (s.answer().n == 0) return State::done(e);
    const CardId c = s.answer().cards[0];
    if (!s.gain(e.player, c)) return State::done(e);
    e.a = c;
    e.step = 2;
    return;  // the gain's triggers resolve before the bonus (the +Card draws after them)
  }
  const CardId c = CardId(e.a);
  if (s.is(c, kAction)) s.add_actions(1);
  if (s.is(c, kTreasure)) s.add_coins(1);
  if (s.is(c, kVictory)) s.draw(e.player, 1);
  State::done(e);
}

// --------------------------------------------------------------- Steward

// Choose one: +2 Cards; +$2; or trash 2 cards from the hand (exactly 2, or all if fewer).
void steward(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_option(e, 3));
  }
  if (e.step == 1) {
    switch (s.answer().option) {
      case kStewardCards:
        s.draw(e.player, 2);
        return State::done(e);
      case kStewardCoins:
        s.add_coins(2);
        return State::done(e);
      default:
        e.step = 2;
        return s.ask(choose_from_hand(e, Reason::kTrash, 2, 2));
    }
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.trash(e.player, c.cards[i], Zone::kHand);
  State::done(e);
}

// --------------------------------------------------------------- Mining Village

// (+1 Card +2 Actions are vanilla.) May trash this for +$2: only the card this play played, so
// a Throne Room's second play cannot trash it again, nor another Mining Village in play. No $
// when the trash fails (the card already left play).
void mining_village(State& s, Event& e) {
  if (e.step == 0) {
    if (e.flags & kLeftPlay || s.player(e.player).play.find(e.card) < 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kTrash);
    d.card = e.card;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option != 1) return;
  s.left_play(e);
  if (s.trash(e.player, e.self, Zone::kPlay)) s.add_coins(2);
}

// --------------------------------------------------------------- Duke

// 1 VP per Duchy its owner has, wherever they are.
int duke_vp(const State& s, int player) { return s.player(player).owned[kDuchy]; }

// --------------------------------------------------------------- Pawn

// Choose two different: +1 Card; +1 Action; +1 Buy; +$1 (one option per pair, see
// intrigue::subset_of), applied in that order.
void pawn(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_option(e, num_subsets(2)));
  }
  const int mask = subset_of(2, s.answer().option);
  if (mask & kPawnCard) s.draw(e.player, 1);
  if (mask & kPawnAction) s.add_actions(1);
  if (mask & kPawnBuy) s.add_buys(1);
  if (mask & kPawnCoin) s.add_coins(1);
  State::done(e);
}

// --------------------------------------------------------------- Shanty Town

// (+2 Actions is vanilla.) Reveal the hand: +2 Cards if it holds no Action card (the Shanty Town
// itself is in play already; an empty hand draws).
void shanty_town(State& s, Event& e) {
  s.reveal_hand(e.player);
  bool action = false;
  for (CardId c : s.player(e.player).hand) action |= s.is(c, kAction);
  if (!action) s.draw(e.player, 2);
  State::done(e);
}

// --------------------------------------------------------------- Conspirator

// (+$2 is vanilla.) +1 Card +1 Action if 3 or more Actions were played this turn, this one
// included; every play counts (a Throne Room and both plays of its target).
void conspirator(State& s, Event& e) {
  if (s.actions_played() >= 3) {
    s.draw(e.player, 1);
    s.add_actions(1);
  }
  State::done(e);
}

// --------------------------------------------------------------- Coppersmith

// This turn each Copper played gives +$1 more per Coppersmith play (Throne Room: +$2). Coppers
// played before it do not; a watcher of this turn's plays.
void coppersmith_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner && m.card == kCopper) s.add_coins(w.count * m.count);
}

void coppersmith(State& s, Event& e) {
  s.watch(Watcher{coppersmith_watch, Trigger::kPlay, Until::kEndOfTurn, e.player, e.card});
  State::done(e);
}

// --------------------------------------------------------------- Trading Post

// Trash 2 cards from the hand (all of it with fewer); if 2 were trashed, gain a Silver to the
// hand (none if the pile is empty).
void trading_post(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_from_hand(e, Reason::kTrash, 2, 2));
  }
  if (e.step == 1) {
    const Choice& c = s.answer();
    int trashed = 0;
    for (int i = 0; i < c.n; ++i) trashed += s.trash(e.player, c.cards[i], Zone::kHand);
    if (trashed < 2) return State::done(e);
    e.step = 2;
    return;  // the trashes' triggers resolve before the gain
  }
  s.gain(e.player, kSilver, Zone::kHand);
  State::done(e);
}

// --------------------------------------------------------------- Tribute

// The player to the left reveals their top 2 cards (1 or none if that is all they have) and
// discards them. Per differently named card: Action +2 Actions, Treasure +$2, Victory +2 Cards
// (each type of a multi-type card counts; a Curse gives nothing).
void tribute(State& s, Event& e) {
  const int left = (e.player + 1) % s.num_players();
  const CardId a = s.reveal_top(left);
  const CardId b = a == kNoCard ? kNoCard : s.reveal_top(left);
  for (CardId c : {a, b})
    if (c != kNoCard) s.discard(left, c, Zone::kAside);
  const CardId distinct[2] = {a, b == a ? kNoCard : b};
  for (CardId c : distinct) {
    if (c == kNoCard) continue;
    if (s.is(c, kAction)) s.add_actions(2);
    if (s.is(c, kTreasure)) s.add_coins(2);
    if (s.is(c, kVictory)) s.draw(e.player, 2);
  }
  State::done(e);
}

// --------------------------------------------------------------- Bridge

// (+1 Buy +$1 are vanilla.) This turn every card costs $1 less (not below $0), everywhere: in
// the Supply, in hands, for gains. Each play counts (Throne Room: $2 less).
void bridge(State& s, Event& e) {
  s.reduce_costs(1);
  State::done(e);
}

// --------------------------------------------------------------- Baron

// (+1 Buy is vanilla.) May discard an Estate for +$4; if not, gain an Estate (nothing if the pile
// is empty). No Estate in hand: the gain, without a question.
void baron(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0 && s.player(p).hand.find(kEstate) >= 0) {
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kDiscard);
    d.card = kEstate;
    e.step = 1;
    return s.ask(d);
  }
  const bool asked = e.step == 1;
  State::done(e);
  if (asked && s.answer().option == 1 && s.discard(p, kEstate, Zone::kHand)) {
    s.add_coins(4);
    return;
  }
  s.gain(p, kEstate);
}

// --------------------------------------------------------------- Upgrade

// (+1 Card +1 Action are vanilla.) Trash a card from the hand (must, if any), then gain a card
// costing exactly $1 more (must, if one is there; a Potion in the trashed card's cost must be in
// the gained one's too).
void upgrade(State& s, Event& e) {
  switch (e.step) {
    case 0:
      if (s.player(e.player).hand.empty()) return State::done(e);
      e.step = 1;
      return s.ask(choose_from_hand(e, Reason::kTrash, 1, 1));
    case 1: {
      if (s.answer().n != 1) return State::done(e);
      const CardId c = s.answer().cards[0];
      s.trash(e.player, c, Zone::kHand);
      e.a = c;
      e.step = 2;
      return;  // the trash's triggers resolve before the gain is asked
    }
    case 2: {
      const CardId c = CardId(e.a);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_min = d.cost_max = uint8_t(std::min(255, s.cost(c) + 1));
      // Exactly the trashed card's Potion, if any: potion_ok alone would allow either.
      d.potion_ok = s.potion_cost(c);
      for (int k = 0; k < s.num_kinds(); ++k)
        if (s.potion_cost(CardId(k)) == s.potion_cost(c)) d.allow |= uint64_t(1) << k;
      e.step = 3;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
      State::done(e);
  }
}

// --------------------------------------------------------------- Scout (1E), Patrol (2E)

// Reveal the top 4 cards: those of the types `to_hand` go to the hand, the rest back on the deck
// in the order chosen (kChooseCards, Reason::kOrder over them all: the last chosen on top).
void reveal_four(State& s, Event& e, uint16_t to_hand) {
  const int p = e.player;
  if (e.step == 0) {
    // The revealed cards are read before any moves: moving one from the aside zone may move
    // another card into its place there.
    CardId revealed[4];
    int n = 0;
    for (; n < 4; ++n)
      if ((revealed[n] = s.reveal_top(p)) == kNoCard) break;
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kOrder);
    d.from = Zone::kAside;
    for (int i = n - 1; i >= 0; --i) {
      const CardId c = revealed[i];
      if (s.is(c, to_hand))
        s.move(p, c, Zone::kAside, Zone::kHand);
      else
        d.cards[d.num_cards++] = c;
    }
    if (d.num_cards == 0) return State::done(e);
    d.min = d.max = d.num_cards;
    e.step = 1;
    return s.ask(d);
  }
  const Choice& a = s.answer();
  for (int i = 0; i < a.n; ++i) s.move(p, a.cards[i], Zone::kAside, Zone::kDeck);
  State::done(e);
}

// (+1 Action is vanilla.) The Victory cards (Great Hall, Harem... too) go to the hand.
void scout(State& s, Event& e) { reveal_four(s, e, kVictory); }

// --------------------------------------------------------------- Torturer

// Victim: chooses to discard 2 cards (all with fewer) or to gain a Curse into the hand (a choice
// they may make with no Curse left: then nothing happens).
void torturer_victim(State& s, Event& e) {
  const int v = e.player;
  switch (e.step) {
    case 0:
      e.step = 1;
      return s.ask(choose_option(e, 2));
    case 1:
      if (s.answer().option == kTorturerCurse) {
        s.gain(v, kCurse, Zone::kHand);
        return State::done(e);
      }
      e.step = 2;
      return s.ask(choose_from_hand(e, Reason::kDiscard, 2, 2));
    default: {
      const Choice& a = s.answer();
      for (int i = 0; i < a.n; ++i) s.discard(v, a.cards[i], Zone::kHand);
      State::done(e);
    }
  }
}

// (+3 Cards is vanilla.) Each other player, in turn order, chooses.
void torturer(State& s, Event& e) { attack(s, e, torturer_victim); }

// --------------------------------------------------------------- Swindler

// Victim (a = attacker): trashes the top card of their deck (nothing if deck and discard pile are
// empty) and gains a card costing the same ($ and Potion, costs as they are now) of the
// attacker's choice (kNameCard, reason kOpponentCard, card = the trashed card, target = the
// victim), possibly another copy of the same card; nothing if no pile qualifies.
void swindler_victim(State& s, Event& e) {
  const int v = e.player;
  switch (e.step) {
    case 0: {
      const CardId c = s.look_top(v);  // "trashes the top card": no reveal
      if (c == kNoCard) return State::done(e);
      s.trash(v, c, Zone::kAside);
      e.b = c;
      e.step = 1;
      return;  // the trash's triggers resolve before the choice
    }
    case 1: {
      const CardId t = CardId(e.b);
      uint64_t allow = 0;
      for (int k = 0; k < s.num_kinds(); ++k) {
        const CardId c = CardId(k);
        if (s.in_supply(c) && s.pile(c) > 0 && s.cost(c) == s.cost(t) &&
            s.potion_cost(c) == s.potion_cost(t))
          allow |= uint64_t(1) << k;
      }
      if (!allow) return State::done(e);
      Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kOpponentCard);
      d.player = uint8_t(e.a);
      d.target = uint8_t(v);
      d.card = t;
      d.allow = allow;
      d.min = d.max = 1;
      e.step = 2;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(v, s.answer().cards[0]);
      State::done(e);
  }
}

// (+$2 is vanilla.)
void swindler(State& s, Event& e) { attack(s, e, swindler_victim); }

// --------------------------------------------------------------- Courtyard

// (+3 Cards is vanilla.) Put a card from the hand onto the deck (must, if the hand has any).
void courtyard(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_from_hand(e, Reason::kTopdeck, 1, 1));
  }
  if (s.answer().n == 1) s.move(e.player, s.answer().cards[0], Zone::kHand, Zone::kDeck);
  State::done(e);
}

// --------------------------------------------------------------- Nobles

// Choose one: +3 Cards; or +2 Actions.
void nobles(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_option(e, 2));
  }
  if (s.answer().option == kNoblesActions)
    s.add_actions(2);
  else
    s.draw(e.player, 3);
  State::done(e);
}

// --------------------------------------------------------------- Wishing Well

// (+1 Card +1 Action are vanilla.) Name a card (any card of the game), then reveal the top card
// of the deck: the named card goes to the hand, anything else back on top. Nothing to reveal:
// nothing is named.
void wishing_well(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).deck.empty() && s.player(p).discard.empty()) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  const CardId named = s.answer().n == 1 ? s.answer().cards[0] : kNoCard;
  const CardId c = s.reveal_top(p);
  if (c != kNoCard) s.move(p, c, Zone::kAside, c == named ? Zone::kHand : Zone::kDeck);
}

// --------------------------------------------------------------- Minion

// Victims with 5 or more cards in hand discard it and draw 4; nothing once the attacker took
// the +$2 (b = 1, set by minion_choose). The discards' reactions resolve before the draw.
void minion_victim(State& s, Event& e) {
  if (e.step == 1) {
    s.draw(e.player, 4);
    return State::done(e);
  }
  if (e.b || s.player(e.player).hand.size() < 5) return State::done(e);
  s.discard_hand(e.player);
  e.step = 1;
}

// Choose one: +$2; or discard the hand, +4 Cards, and the attack. Runs right above the victims'
// events that attack() pushed (so after the reactions, before the victims).
void minion_choose(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_option(e, 2));
  }
  if (e.step == 2) {  // after the discards' reactions
    s.draw(e.player, 4);
    return State::done(e);
  }
  if (s.answer().option == kMinionCoins) {
    State::done(e);
    s.add_coins(2);
    for (int i = s.stack_index(e) - 1; i >= 0; --i) {
      Event& x = s.event_at(i);
      if (x.fn != minion_victim || x.card != e.card || x.a != e.player) break;
      x.b = 1;
    }
    return;
  }
  s.discard_hand(e.player);
  e.step = 2;
}

// (+1 Action is vanilla.) The reactions come first: the official FAQ has Moat and Diplomat
// respond before the choice is made.
void minion(State& s, Event& e) {
  attack(s, e, minion_victim);
  if (e.step == kDone) s.push(minion_choose, e.player, e.card);
}

// --------------------------------------------------------------- Saboteur (1E)

// Victim (a = attacker): reveals cards until one costing $3 or more (costs as they are now),
// trashes it and may gain a card costing up to $2 less (their choice, kGain with min 0); the
// other revealed cards are discarded. None found: all revealed cards are discarded. e.c counts
// the other revealed cards (on the victim's aside zone under the hit).
void saboteur_victim(State& s, Event& e) {
  const int v = e.player;
  CardList& aside = s.player(v).aside;
  switch (e.step) {
    case 0: {
      CardId hit = kNoCard;
      for (;;) {
        const CardId c = s.reveal_top(v);
        if (c == kNoCard) break;
        if (s.cost(c) >= 3) {
          hit = c;
          break;
        }
        ++e.c;
      }
      if (hit == kNoCard) break;
      s.trash(v, hit, Zone::kAside);
      e.b = hit;
      e.step = 1;
      return;  // the trash's triggers resolve before the gain is offered
    }
    case 1: {
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = 0;
      d.max = 1;
      d.cost_max = uint8_t(std::max(0, s.cost(CardId(e.b)) - 2));
      d.potion_ok = s.potion_cost(CardId(e.b));
      e.step = 2;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(v, s.answer().cards[0]);
      break;
  }
  for (; e.c > 0; --e.c) s.discard(v, aside.back(), Zone::kAside);
  State::done(e);
}

void saboteur(State& s, Event& e) { attack(s, e, saboteur_victim); }

// --------------------------------------------------------------- Masquerade

// Scratch: the card each player passes, two per int16 (players 0-1 in a, 2-3 in b, 4-5 in c).
CardId passed(const Event& e, int p) {
  const int16_t v = p < 2 ? e.a : p < 4 ? e.b : e.c;
  return CardId(p % 2 ? uint16_t(v) >> 8 : uint16_t(v) & 0xFF);
}
void set_passed(Event& e, int p, CardId c) {
  int16_t& v = p < 2 ? e.a : p < 4 ? e.b : e.c;
  const uint16_t u = uint16_t(v);
  v = int16_t(p % 2 ? (u & 0x00FF) | (c << 8) : (u & 0xFF00) | c);
}

// (+2 Cards is vanilla.) Each player, from the current one in turn order, chooses a card to pass
// (kChooseCards, Reason::kPass) before any is passed; then all pass at once to the left. 1E:
// everyone passes to the next player (nothing with an empty hand). 2E: only players with cards
// in hand pass, each to the next such player to their left (a lone one keeps it). Then the
// current player may trash a card from hand. Steps 1..n: player step-1 (in turn order) has
// answered.
void masquerade(State& s, Event& e) {
  const int n = s.num_players();
  const bool first = s.def(e.card).edition == Edition::kFirst;
  if (e.step == 0) {
    e.a = e.b = e.c = int16_t(uint16_t(kNoCard) | (uint16_t(kNoCard) << 8));
  } else if (e.step <= n) {
    const int p = (e.player + e.step - 1) % n;
    set_passed(e, p, s.answer().n == 1 ? s.answer().cards[0] : kNoCard);
  }
  if (e.step < n) {
    const int p = (e.player + e.step) % n;
    ++e.step;
    Decision d = choose_from_hand(e, Reason::kPass, 1, 1);
    d.player = uint8_t(p);
    return s.ask(d);
  }
  if (e.step == n) {
    bool has_card[kMaxPlayers];
    for (int p = 0; p < n; ++p) has_card[p] = passed(e, p) != kNoCard;
    CardId give[kMaxPlayers];
    int to[kMaxPlayers];
    for (int p = 0; p < n; ++p) {
      give[p] = passed(e, p);
      to[p] = (p + 1) % n;
      if (!first)
        while (to[p] != p && !has_card[to[p]]) to[p] = (to[p] + 1) % n;
    }
    for (int p = 0; p < n; ++p)
      if (give[p] != kNoCard && to[p] != p) s.pass_card(p, to[p], give[p]);
    e.step = uint8_t(n + 1);
    Decision d = choose_from_hand(e, Reason::kTrash, 0, 1);
    return s.ask(d);
  }
  if (s.answer().n == 1) s.trash(e.player, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

// --------------------------------------------------------------- Secret Chamber (1E)

// Discard any number of cards: +$1 each.
void secret_chamber(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_from_hand(e, Reason::kDiscard, 0, s.player(e.player).hand.size()));
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i)
    if (s.discard(e.player, c.cards[i], Zone::kHand)) s.add_coins(1);
  State::done(e);
}

// Reaction to another player's Attack: +2 Cards, then put 2 cards from the hand onto the deck
// (kTopdeck, card = the Attack; the last chosen ends on top). It may put itself back. Once per
// Attack; other Reactions (Moat) may still be revealed after it.
void secret_chamber_react(State& s, Event& e) {
  if (e.step == 0) {
    s.draw(e.player, 2);
    Decision d = choose_from_hand(e, Reason::kTopdeck, 2, 2);
    d.card = s.moment(e.a).card;
    d.target = s.moment(e.a).player;
    e.step = 1;
    return s.ask(d);
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.move(e.player, c.cards[i], Zone::kHand, Zone::kDeck);
  State::done(e);
}

// --------------------------------------------------------------- Lurker (2E)

// (+1 Action is vanilla.) Choose one: trash an Action card from the Supply (kNameCard over the
// non-empty Action piles, Reason::kTrash); or gain an Action card from the trash (kNameCard over
// the Action cards there, Reason::kGainTrashed). Nothing to choose from: nothing happens.
void lurker(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_option(e, 2));
  }
  if (e.step == 1) {
    const bool gain = s.answer().option == kLurkerGain;
    uint64_t allow = 0;
    for (int k = 0; k < s.num_kinds(); ++k) {
      const CardId c = CardId(k);
      if (!s.is(c, kAction)) continue;
      if (gain ? s.trash_count(c) > 0 : s.in_supply(c) && s.pile(c) > 0) allow |= uint64_t(1) << k;
    }
    if (!allow) return State::done(e);
    Decision d =
        decision_for(e, DecisionKind::kNameCard, gain ? Reason::kGainTrashed : Reason::kTrash);
    d.allow = allow;
    d.min = d.max = 1;
    e.a = gain;
    e.step = 2;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n != 1) return;
  if (e.a)
    s.gain_from_trash(e.player, s.answer().cards[0]);
  else
    s.trash_from_supply(e.player, s.answer().cards[0]);
}

// --------------------------------------------------------------- Diplomat (2E)

// (+2 Cards is vanilla.) Then +2 Actions if the hand holds 5 or fewer cards.
void diplomat(State& s, Event& e) {
  if (s.player(e.player).hand.size() <= 5) s.add_actions(2);
  State::done(e);
}

// Reaction to another player's Attack, from a hand of 5 or more cards: +2 Cards, then discard 3.
// Offered again after it resolves while the hand still has 5 or more (Reaction::repeat).
bool diplomat_applies(const State& s, const Moment& m, int owner, CardId) {
  return owner != m.player && s.player(owner).hand.size() >= 5;
}

void diplomat_react(State& s, Event& e) {
  if (e.step == 0) {
    s.draw(e.player, 2);
    Decision d = choose_from_hand(e, Reason::kDiscard, 3, 3);
    d.card = s.moment(e.a).card;
    d.target = s.moment(e.a).player;
    e.step = 1;
    return s.ask(d);
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.discard(e.player, c.cards[i], Zone::kHand);
  State::done(e);
}

// --------------------------------------------------------------- Mill (2E)

// (+1 Card +1 Action are vanilla.) May discard 2 cards (a yes/no, then which 2): +$2 only if 2
// were discarded (a hand of one may still discard it, for nothing).
void mill(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.empty()) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kDiscard);
    e.step = 1;
    return s.ask(d);
  }
  if (e.step == 1) {
    if (s.answer().option != 1) return State::done(e);
    e.step = 2;
    return s.ask(choose_from_hand(e, Reason::kDiscard, 2, 2));
  }
  const Choice& c = s.answer();
  int discarded = 0;
  for (int i = 0; i < c.n; ++i) discarded += s.discard(p, c.cards[i], Zone::kHand);
  if (discarded == 2) s.add_coins(2);
  State::done(e);
}

// --------------------------------------------------------------- Secret Passage (2E)

// (+2 Cards +1 Action are vanilla.) Take a card from the hand (kChooseCards, Reason::kTopdeck)
// and put it anywhere in the deck: kChooseOption (Reason::kMode, card = the card), option k =
// under k cards from the top, the last option the bottom (a deck of more than 254 cards offers
// the top 254 places and the bottom).
void secret_passage(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_from_hand(e, Reason::kTopdeck, 1, 1));
  }
  if (e.step == 1) {
    if (s.answer().n != 1) return State::done(e);
    const CardId c = s.answer().cards[0];
    e.a = c;
    e.step = 2;
    Decision d = choose_option(e, std::min(s.player(p).deck.size(), 254) + 1);
    d.card = c;
    return s.ask(d);
  }
  State::done(e);
  const CardId c = CardId(e.a);
  CardList& deck = s.player(p).deck;
  const int depth =
      s.answer().option >= std::min(deck.size(), 254) ? deck.size() : s.answer().option;
  if (!s.move(p, c, Zone::kHand, Zone::kDeck)) return;
  // It went on top (the back of the list); sink it under `depth` cards.
  for (int i = deck.size() - 1; i > deck.size() - 1 - depth; --i) std::swap(deck[i], deck[i - 1]);
}

// --------------------------------------------------------------- Courtier (2E)

// Reveal a card from the hand (kChooseCards, Reason::kReveal); for each of its types (at most 4)
// choose a different one of +1 Action, +1 Buy, +$3, gain a Gold (kChooseOption over the sets of
// that size, see intrigue::subset_of; card = the revealed card), done in that order.
void courtier(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).hand.empty()) return State::done(e);
    e.step = 1;
    return s.ask(choose_from_hand(e, Reason::kReveal, 1, 1));
  }
  if (e.step == 1) {
    if (s.answer().n != 1) return State::done(e);
    const CardId c = s.answer().cards[0];
    s.reveal(e.player, c);
    const int k = std::min(4, std::popcount(unsigned(s.types(c))));
    e.a = int16_t(k);
    e.step = 2;
    Decision d = choose_option(e, num_subsets(k));
    d.card = c;
    return s.ask(d);
  }
  State::done(e);
  const int mask = subset_of(e.a, s.answer().option);
  if (mask & kCourtierAction) s.add_actions(1);
  if (mask & kCourtierBuy) s.add_buys(1);
  if (mask & kCourtierCoins) s.add_coins(3);
  if (mask & kCourtierGold) s.gain(e.player, kGold);
}

// --------------------------------------------------------------- Replace (2E)

// Victim: gains a Curse, unless the card gained was no Victory card (b = 1, set by replace_body).
void replace_victim(State& s, Event& e) {
  if (!e.b) s.gain(e.player, kCurse);
  State::done(e);
}

// Trash a card from the hand (must, if any); gain a card costing up to $2 more. An Action or
// Treasure gained goes onto the deck; a Victory card gained curses the others (an Action-Victory
// card does both). Runs right above the victims' events that attack() pushed.
void replace_body(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      e.step = 4;  // nothing to trash: nothing gained
      if (s.player(p).hand.empty()) break;
      e.step = 1;
      return s.ask(choose_from_hand(e, Reason::kTrash, 1, 1));
    case 1: {
      e.step = 4;
      if (s.answer().n != 1) break;
      const CardId c = s.answer().cards[0];
      s.trash(p, c, Zone::kHand);
      e.a = c;
      e.step = 2;
      return;  // the trash's triggers resolve before the gain is asked
    }
    case 2: {
      const CardId c = CardId(e.a);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_max = uint8_t(std::min(255, s.cost(c) + 2));
      d.potion_ok = s.potion_cost(c);
      e.step = 3;
      return s.ask(d);
    }
    case 3: {
      e.step = 4;
      if (s.answer().n != 1) break;
      const CardId g = s.answer().cards[0];
      e.b = s.is(g, kVictory);
      const bool topdeck = s.is(g, kAction | kTreasure);
      if (s.gain(p, g, topdeck ? Zone::kDeck : Zone::kDiscard)) return;  // its triggers first
      e.b = 0;
      break;
    }
    default:
      break;
  }
  State::done(e);
  if (e.b) return;
  for (int i = s.stack_index(e) - 1; i >= 0; --i) {
    Event& x = s.event_at(i);
    if (x.fn != replace_victim || x.card != e.card || x.a != p) break;
    x.b = 1;
  }
}

// The reactions come first (they answer the Attack being played, before any of it resolves);
// the Curses wait for the gain. Reactions are offered whatever is gained.
void replace(State& s, Event& e) {
  attack(s, e, replace_victim);
  if (e.step == kDone) s.push(replace_body, e.player, e.card);
}

// --------------------------------------------------------------- Patrol (2E)

// (+3 Cards is vanilla.) Like Scout, with Curses going to the hand too.
void patrol(State& s, Event& e) { reveal_four(s, e, kVictory | kCurseType); }

}  // namespace

void add_intrigue_cards(Registry& r) {
  struct Row {
    const char* name;
    EffectId effect;
    Edition edition;
    int cost;
    Types types;
    int cards, actions, buys, coins;
    EffectFn on_play;
  };
  const Row rows[] = {
      {"Lurker", fx::kLurker, Edition::kSecond, 2, kAction, 0, 1, 0, 0, lurker},
      {"Courtyard", fx::kCourtyard, Edition::kBoth, 2, kAction, 3, 0, 0, 0, courtyard},
      {"Secret Chamber", fx::kSecretChamber, Edition::kFirst, 2, kAction | kReaction, 0, 0, 0, 0,
       secret_chamber},
      {"Great Hall", fx::kGreatHall, Edition::kFirst, 3, kAction | kVictory, 1, 1, 0, 0, nullptr},
      {"Pawn", fx::kPawn, Edition::kBoth, 2, kAction, 0, 0, 0, 0, pawn},
      {"Swindler", fx::kSwindler, Edition::kBoth, 3, kAction | kAttack, 0, 0, 0, 2, swindler},
      {"Shanty Town", fx::kShantyTown, Edition::kBoth, 3, kAction, 0, 2, 0, 0, shanty_town},
      {"Wishing Well", fx::kWishingWell, Edition::kBoth, 3, kAction, 1, 1, 0, 0, wishing_well},
      {"Steward", fx::kSteward, Edition::kBoth, 3, kAction, 0, 0, 0, 0, steward},
      {"Ironworks", fx::kIronworks, Edition::kBoth, 4, kAction, 0, 0, 0, 0, ironworks},
      {"Baron", fx::kBaron, Edition::kBoth, 4, kAction, 0, 0, 1, 0, baron},
      {"Bridge", fx::kBridge, Edition::kBoth, 4, kAction, 0, 0, 1, 1, bridge},
      {"Scout", fx::kScout, Edition::kFirst, 4, kAction, 0, 1, 0, 0, scout},
      {"Conspirator", fx::kConspirator, Edition::kBoth, 4, kAction, 0, 0, 0, 2, conspirator},
      {"Coppersmith", fx::kCoppersmith, Edition::kFirst, 4, kAction, 0, 0, 0, 0, coppersmith},
      {"Diplomat", fx::kDiplomat, Edition::kSecond, 4, kAction | kReaction, 2, 0, 0, 0, diplomat},
      {"Mill", fx::kMill, Edition::kSecond, 4, kAction | kVictory, 1, 1, 0, 0, mill},
      {"Secret Passage", fx::kSecretPassage, Edition::kSecond, 4, kAction, 2, 1, 0, 0,
       secret_passage},
      {"Mining Village", fx::kMiningVillage, Edition::kBoth, 4, kAction, 1, 2, 0, 0,
       mining_village},
      {"Trading Post", fx::kTradingPost, Edition::kBoth, 5, kAction, 0, 0, 0, 0, trading_post},
      {"Torturer", fx::kTorturer, Edition::kBoth, 5, kAction | kAttack, 3, 0, 0, 0, torturer},
      {"Upgrade", fx::kUpgrade, Edition::kBoth, 5, kAction, 1, 1, 0, 0, upgrade},
      {"Tribute", fx::kTribute, Edition::kFirst, 5, kAction, 0, 0, 0, 0, tribute},
      {"Courtier", fx::kCourtier, Edition::kSecond, 5, kAction, 0, 0, 0, 0, courtier},
      {"Patrol", fx::kPatrol, Edition::kSecond, 5, kAction, 3, 0, 0, 0, patrol},
      {"Replace", fx::kReplace, Edition::kSecond, 5, kAction | kAttack, 0, 0, 0, 0, replace},
      {"Minion", fx::kMinion, Edition::kBoth, 5, kAction | kAttack, 0, 1, 0, 0, minion},
      {"Saboteur", fx::kSaboteur, Edition::kFirst, 5, kAction | kAttack, 0, 0, 0, 0, saboteur},
      {"Duke", fx::kDuke, Edition::kBoth, 5, kVictory, 0, 0, 0, 0, nullptr},
      {"Harem", fx::kHarem, Edition::kBoth, 6, kTreasure | kVictory, 0, 0, 0, 0, nullptr},
      {"Nobles", fx::kNobles, Edition::kBoth, 6, kAction | kVictory, 0, 0, 0, 0, nobles},
  };
  for (const Row& row : rows) {
    CardDef d = set_card("Intrigue", row.name, row.effect, row.edition, row.cost, row.types);
    d.plus_cards = int8_t(row.cards);
    d.plus_actions = int8_t(row.actions);
    d.plus_buys = int8_t(row.buys);
    d.plus_coins = int8_t(row.coins);
    d.on_play = row.on_play;
    switch (row.effect) {
      case fx::kGreatHall:
        d.vp = 1;
        break;
      case fx::kDuke:
        d.end_vp = duke_vp;
        break;
      case fx::kBridge:
        d.changes_costs = true;
        break;
      case fx::kCoppersmith:
        d.watches = trigger_bit(Trigger::kPlay);
        break;
      case fx::kMill:
        d.vp = 1;
        break;
      case fx::kDiplomat:
        d.add_reaction(
            Reaction{Trigger::kAttack, Zone::kHand, true, diplomat_applies, diplomat_react, true});
        break;
      case fx::kNobles:
        d.vp = 2;
        break;
      case fx::kSecretChamber:
        d.add_reaction(
            Reaction{Trigger::kAttack, Zone::kHand, true, nullptr, secret_chamber_react});
        break;
      case fx::kHarem:
        d.coin = 2;
        d.vp = 2;
        break;
      default:
        break;
    }
    r.add(d);
  }
  for (Edition ed : {Edition::kFirst, Edition::kSecond}) {
    CardDef d = set_card("Intrigue", "Masquerade", fx::kMasquerade, ed, 3, kAction);
    d.plus_cards = 2;
    d.on_play = masquerade;
    r.add(d);
  }
}

}  // namespace kl
