// Intrigue set (1st and 2nd edition). Rulings follow the official FAQ (the 2nd-edition rulebook
// notes and the DominionStrategy wiki). Cards whose text differs between the editions are two
// CardDefs with one effect id.
//
// Revealed and looked-at cards wait in the player's aside zone while an effect holds them.
#include "cards/sets/intrigue.h"

#include "cards/registry.h"
#include "sim/attack.h"

namespace kl {

namespace {

using namespace intrigue;

// A decision for the running effect's player about its own card.
Decision decision_for(const Event& e, DecisionKind kind, Reason reason) {
  Decision d;
  d.kind = kind;
  d.reason = reason;
  d.player = e.player;
  d.source = e.card;
  return d;
}

Decision choose_from_hand(const Event& e, Reason reason, int min, int max, uint16_t types = 0) {
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
  if (s.trash(e.player, e.card, Zone::kPlay)) s.add_coins(2);
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
    if (c != kNoCard) s.move(left, c, Zone::kAside, Zone::kDiscard);
  const CardId distinct[2] = {a, b == a ? kNoCard : b};
  for (CardId c : distinct) {
    if (c == kNoCard) continue;
    if (s.is(c, kAction)) s.add_actions(2);
    if (s.is(c, kTreasure)) s.add_coins(2);
    if (s.is(c, kVictory)) s.draw(e.player, 2);
  }
  State::done(e);
}

}  // namespace

void add_intrigue_cards(Registry& r) {
  struct Row {
    const char* name;
    EffectId effect;
    Edition edition;
    int cost;
    uint16_t types;
    int cards, actions, buys, coins;
    EffectFn on_play;
  };
  const Row rows[] = {
      {"Great Hall", fx::kGreatHall, Edition::kFirst, 3, kAction | kVictory, 1, 1, 0, 0, nullptr},
      {"Pawn", fx::kPawn, Edition::kBoth, 2, kAction, 0, 0, 0, 0, pawn},
      {"Shanty Town", fx::kShantyTown, Edition::kBoth, 3, kAction, 0, 2, 0, 0, shanty_town},
      {"Steward", fx::kSteward, Edition::kBoth, 3, kAction, 0, 0, 0, 0, steward},
      {"Ironworks", fx::kIronworks, Edition::kBoth, 4, kAction, 0, 0, 0, 0, ironworks},
      {"Conspirator", fx::kConspirator, Edition::kBoth, 4, kAction, 0, 0, 0, 2, conspirator},
      {"Coppersmith", fx::kCoppersmith, Edition::kFirst, 4, kAction, 0, 0, 0, 0, coppersmith},
      {"Mining Village", fx::kMiningVillage, Edition::kBoth, 4, kAction, 1, 2, 0, 0,
       mining_village},
      {"Trading Post", fx::kTradingPost, Edition::kBoth, 5, kAction, 0, 0, 0, 0, trading_post},
      {"Tribute", fx::kTribute, Edition::kFirst, 5, kAction, 0, 0, 0, 0, tribute},
      {"Duke", fx::kDuke, Edition::kBoth, 5, kVictory, 0, 0, 0, 0, nullptr},
      {"Harem", fx::kHarem, Edition::kBoth, 6, kTreasure | kVictory, 0, 0, 0, 0, nullptr},
  };
  for (const Row& row : rows) {
    CardDef d;
    d.name = row.name;
    d.effect = row.effect;
    d.set = "Intrigue";
    d.edition = row.edition;
    d.cost = uint8_t(row.cost);
    d.types = row.types;
    d.kingdom = true;
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
      case fx::kCoppersmith:
        d.watches = trigger_bit(Trigger::kPlay);
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
}

}  // namespace kl
