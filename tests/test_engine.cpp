// The engine's machinery for expansions, tested with small test-only cards (no real card's
// rules): gain/buy/trash hooks and reaction windows, watchers, Durations and Throne Room,
// extra turns, mats and tokens, cost modifiers and buy bans, and lookahead copies.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "cards/registry.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::Scenario;
using Names = std::vector<std::string>;

// ---------------------------------------------------------------- test-only cards

// Old Relic ($3 Treasure, $1): when bought, records 1 + 10 x (copies already in the discard pile)
// in player token 0; when gained, +1 VP token; when trashed, +2 VP tokens.
void relic_buy(State& s, Event& e) {
  s.add_player_tokens(e.player, 0, 1 + 10 * s.player(e.player).discard.count(e.card));
  State::done(e);
}
void relic_gain(State& s, Event& e) {
  s.add_vp_tokens(e.player, 1);
  State::done(e);
}
void relic_trash(State& s, Event& e) {
  s.add_vp_tokens(e.player, 2);
  State::done(e);
}

// Turret ($3 Action-Reaction, +2 Cards): when you gain a card, you may reveal this from hand to
// trash the gained card.
void tower_react(State& s, Event& e) {
  Moment& m = s.moment(e.a);
  State::done(e);
  if (m.zone != Zone::kNone && s.trash(e.player, m.card, m.zone)) m.zone = Zone::kNone;
}
bool gained_card_known(const State&, const Moment& m, int owner, CardId) {
  return owner == m.player && m.zone != Zone::kNone;
}

// Seal ($2 Treasure, $2): while in play, when you gain a card, you may put it onto your deck.
void seal_react(State& s, Event& e) {
  Moment& m = s.moment(e.a);
  State::done(e);
  if (s.move(e.player, m.card, m.zone, Zone::kDeck)) m.zone = Zone::kDeck;
}

// Tollgate ($2 Action, +$2): a rule of the game while it is in the Supply: buying a card gains a
// Curse per pile token 0 on its pile (Embargo-like).
bool has_toll(const State& s, const Moment& m, int, CardId) { return s.pile_tokens(0, m.card) > 0; }
void toll_react(State& s, Event& e) {
  const Moment& m = s.moment(e.a);
  const int n = s.pile_tokens(0, m.card);
  State::done(e);
  for (int i = 0; i < n; ++i) s.gain(m.player, kCurse);
}

// Sentinel ($3 Action): until your next turn, when another player gains a card, +1 VP token.
void sentinel_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner) s.add_vp_tokens(w.owner, w.count);
}
void sentinel(State& s, Event& e) {
  s.watch(Watcher{sentinel_watch, Trigger::kGain, Until::kOwnersNextTurn, e.player, e.card});
  State::done(e);
}

// Dock ($3 Action-Duration, +$1): at the start of your next turn, +1 Card and +$1.
void dock_next(State& s, Event& e) {
  s.draw(e.player, 1);
  s.add_coins(1);
  State::done(e);
}
void dock(State& s, Event& e) {
  s.add_duration(e, dock_next);
  State::done(e);
}

// Jetty ($4 Action-Duration): if you can, take an extra turn after this one with a 3-card hand
// (Outpost-like: it stays in play until that turn's Clean-up).
void jetty(State& s, Event& e) {
  if (s.take_extra_turn(3)) s.add_duration(e, nullptr);
  State::done(e);
}

// Islet ($4 Action-Victory, 2 VP): put this and a card from your hand onto your mat 1.
void islet(State& s, Event& e) {
  if (e.step == 0) {
    s.to_mat(e.player, 1, e.card, Zone::kPlay);
    if (s.player(e.player).hand.empty()) return State::done(e);
    Decision d;
    d.kind = DecisionKind::kChooseCards;
    d.reason = Reason::kMat;
    d.player = e.player;
    d.source = e.card;
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  s.to_mat(e.player, 1, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

// Cache ($2 Action): put a card from your hand face down on your mat 0.
void cache(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).hand.empty()) return State::done(e);
    Decision d;
    d.kind = DecisionKind::kChooseCards;
    d.reason = Reason::kMat;
    d.player = e.player;
    d.source = e.card;
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  s.to_mat(e.player, 0, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

// Bridgework ($4 Action, +1 Buy): this turn, cards cost $1 less.
void bridgework(State& s, Event& e) {
  s.reduce_costs(1);
  State::done(e);
}

// Quarryman ($4 Treasure, $1): while in play, Action cards cost $2 less.
int quarryman_mod(const State& s, CardId target) { return s.is(target, kAction) ? 2 : 0; }

// Grand Gate ($6 Action, +1 Card +1 Action +1 Buy +$2): cannot be bought with a Copper in play.
bool grand_gate_ban(const State& s, CardId) { return s.in_play(s.current(), kCopper) > 0; }

// Contra ($5 Treasure, $3): Gold cannot be bought this turn.
void contra(State& s, Event& e) {
  s.ban_buy(kGold);
  State::done(e);
}

// Hawker ($8 Action, +$1): costs $2 less per Action played this turn.
int hawker_cost(const State& s, CardId) { return 8 - 2 * s.actions_played(); }

// Parley ($4 Action-Reaction): when another player plays an Attack, you may reveal this from a
// hand of 4 or more cards to draw 1 card then discard 2; it may be revealed again while the
// hand still has 4 or more.
bool hand_of_four(const State& s, const Moment& m, int owner, CardId) {
  return owner != m.player && s.player(owner).hand.size() >= 4;
}
void parley_react(State& s, Event& e) {
  if (e.step == 0) {
    s.draw(e.player, 1);
    Decision d;
    d.kind = DecisionKind::kChooseCards;
    d.reason = Reason::kDiscard;
    d.player = e.player;
    d.source = e.card;
    d.min = d.max = 2;
    e.step = 1;
    return s.ask(d);
  }
  for (int i = 0; i < s.answer().n; ++i)
    s.move(e.player, s.answer().cards[i], Zone::kHand, Zone::kDiscard);
  State::done(e);
}

// Pyre ($2 Action, +$1): trash this (if it is still in play as this play's card).
void pyre(State& s, Event& e) {
  State::done(e);
  if (e.flags & kLeftPlay) return;  // an earlier play of this instance trashed it
  if (s.trash(e.player, e.card, Zone::kPlay)) s.left_play(e);
}

// Augur ($3 Action): reveal the top 3 cards and put them back in any order (kOrder: the last
// chosen on top).
void augur(State& s, Event& e) {
  if (e.step == 0) {
    Decision d;
    d.kind = DecisionKind::kChooseCards;
    d.reason = Reason::kOrder;
    d.player = e.player;
    d.source = e.card;
    d.from = Zone::kAside;
    for (int i = 0; i < 3; ++i) {
      const CardId c = s.reveal_top(e.player);
      if (c == kNoCard) break;
      d.cards[d.num_cards++] = c;
    }
    d.min = d.max = d.num_cards;
    e.step = 1;
    return s.ask(d);
  }
  for (int i = 0; i < s.answer().n; ++i)
    s.move(e.player, s.answer().cards[i], Zone::kAside, Zone::kDeck);
  State::done(e);
}

// Tally ($5 Treasure, autoplay_last): +$1 per Treasure in play, itself included. Pilot ($3
// Treasure): when played, puts a Tally from the hand into play first (an effect Treasure that
// runs before Tally when all are played at once).
void tally(State& s, Event& e) {
  int n = 0;
  for (CardId c : s.player(e.player).play) n += s.is(c, kTreasure);
  s.add_coins(n);
  State::done(e);
}
void pilot(State& s, Event& e) {
  s.add_coins(1);
  State::done(e);
}

// Beacon ($2 Action): when its owner reveals it, +1 VP token (an on_reveal hook, Patron-like).
void beacon_revealed(State& s, int p, CardId) { s.add_vp_tokens(p, 1); }

const Registry& test_registry() {
  static const Registry reg = [] {
    Registry r = Registry::built_in();
    auto card = [](const char* name, EffectId fx, int cost, Types types) {
      CardDef d;
      d.name = name;
      d.set = "Test";
      d.effect = fx;
      d.cost = uint8_t(cost);
      d.types = types;
      d.kingdom = true;
      return d;
    };
    CardDef relic = card("Old Relic", 900, 3, kTreasure);
    relic.coin = 1;
    relic.on_buy = relic_buy;
    relic.on_gain = relic_gain;
    relic.on_trash = relic_trash;
    r.add(relic);
    CardDef tower = card("Turret", 901, 3, kAction | kReaction);
    tower.plus_cards = 2;
    tower.add_reaction(Reaction{Trigger::kGain, Zone::kHand, true, gained_card_known, tower_react});
    r.add(tower);
    CardDef seal = card("Seal", 902, 2, kTreasure);
    seal.coin = 2;
    seal.add_reaction(Reaction{Trigger::kGain, Zone::kPlay, true, gained_card_known, seal_react});
    r.add(seal);
    CardDef toll = card("Tollgate", 903, 2, kAction);
    toll.plus_coins = 2;
    toll.add_reaction(Reaction{Trigger::kBuy, Zone::kSupply, false, has_toll, toll_react});
    r.add(toll);
    CardDef sentinel_def = card("Sentinel", 904, 3, kAction);
    sentinel_def.on_play = sentinel;
    sentinel_def.watches = trigger_bit(Trigger::kGain);
    r.add(sentinel_def);
    CardDef dock_def = card("Dock", 905, 3, kAction | kDuration);
    dock_def.plus_coins = 1;
    dock_def.on_play = dock;
    r.add(dock_def);
    CardDef jetty_def = card("Jetty", 906, 4, kAction | kDuration);
    jetty_def.on_play = jetty;
    r.add(jetty_def);
    CardDef islet_def = card("Islet", 907, 4, kAction | kVictory);
    islet_def.vp = 2;
    islet_def.on_play = islet;
    r.add(islet_def);
    CardDef cache_def = card("Cache", 908, 2, kAction);
    cache_def.on_play = cache;
    cache_def.private_mats = 1 << 0;
    r.add(cache_def);
    CardDef bridge = card("Bridgework", 909, 4, kAction);
    bridge.plus_buys = 1;
    bridge.on_play = bridgework;
    bridge.changes_costs = true;
    r.add(bridge);
    CardDef quarry = card("Quarryman", 910, 4, kTreasure);
    quarry.coin = 1;
    quarry.cost_mod = quarryman_mod;
    quarry.changes_costs = true;
    r.add(quarry);
    CardDef gate = card("Grand Gate", 911, 6, kAction);
    gate.plus_cards = gate.plus_actions = gate.plus_buys = 1;
    gate.plus_coins = 2;
    gate.buy_ban = grand_gate_ban;
    gate.changes_costs = true;
    r.add(gate);
    CardDef contra_def = card("Contra", 912, 5, kTreasure);
    contra_def.coin = 3;
    contra_def.on_play = contra;
    contra_def.changes_costs = true;
    r.add(contra_def);
    CardDef hawker = card("Hawker", 913, 8, kAction);
    hawker.plus_coins = 1;
    hawker.self_cost = hawker_cost;
    hawker.changes_costs = true;
    r.add(hawker);
    CardDef parley = card("Parley", 914, 4, kAction | kReaction);
    parley.add_reaction(
        Reaction{Trigger::kAttack, Zone::kHand, true, hand_of_four, parley_react, true});
    r.add(parley);
    CardDef pyre_def = card("Pyre", 915, 2, kAction);
    pyre_def.plus_coins = 1;
    pyre_def.on_play = pyre;
    r.add(pyre_def);
    CardDef augur_def = card("Augur", 916, 3, kAction);
    augur_def.on_play = augur;
    r.add(augur_def);
    CardDef tally_def = card("Tally", 917, 5, kTreasure);
    tally_def.on_play = tally;
    tally_def.autoplay_last = true;
    r.add(tally_def);
    CardDef pilot_def = card("Pilot", 918, 3, kTreasure);
    pilot_def.on_play = pilot;
    r.add(pilot_def);
    CardDef beacon = card("Beacon", 919, 2, kAction);
    beacon.on_reveal = beacon_revealed;
    r.add(beacon);
    return r;
  }();
  return reg;
}

Scenario game(const Names& kingdom, int players = 2) {
  return Scenario(kingdom, players, Edition::kSecond, 1, test_registry());
}

void buy(Scenario& sc, const std::string& card) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id(card)));
}

void buy_nothing(Scenario& sc) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
}

// Plays every Treasure in hand; the next decision is then the Buy.
void play_treasures(Scenario& sc) {
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
}

// ---------------------------------------------------------------- gain, buy and trash hooks

TEST(Hooks, BuyFiresBeforeTheGainThenGainHook) {
  Scenario sc = game({"Old Relic", "Workshop", "Chapel"});
  sc.set(0, Zone::kHand, {"Silver", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  play_treasures(sc);
  buy(sc, "Old Relic");
  sc.next();
  // on_buy saw no Relic in the discard pile yet: the gain comes after the buy's triggers.
  EXPECT_EQ(sc.s.player_tokens(0, 0), 1);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1);  // on_gain once
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Old Relic") + sc.count(0, Zone::kHand, "Old Relic") +
                sc.count(0, Zone::kDeck, "Old Relic"),
            1);
}

TEST(Hooks, GainWithoutBuyFiresOnlyTheGainHookAndTrashFiresItsOwn) {
  Scenario sc = game({"Old Relic", "Workshop", "Chapel"});
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.turn(0);
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Old Relic")));
  sc.next();
  EXPECT_EQ(sc.s.player_tokens(0, 0), 0);  // not bought
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1);

  sc.set(0, Zone::kHand, {"Chapel", "Old Relic", "Old Relic"});
  sc.turn(0);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Old Relic", "Old Relic"});
  sc.next();
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1 + 2 + 2);
  EXPECT_EQ(sc.trashed("Old Relic"), 2);
  EXPECT_EQ(sc.s.vp(0), sc.s.player(0).owned[kEstate] + 5);  // Estates + 5 VP tokens
}

// ---------------------------------------------------------------- reaction windows

TEST(Reactions, HandReactionToOwnGainTrashesTheGainedCard) {
  Scenario sc = game({"Turret", "Old Relic"});
  sc.set(0, Zone::kHand, {"Turret", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0);
  play_treasures(sc);
  buy(sc, "Old Relic");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(d.card, sc.id("Turret"));
  EXPECT_EQ(d.source, sc.id("Old Relic"));
  sc.yes();
  sc.next();
  // Gained (on_gain +1), then trashed by Turret from the discard pile (on_trash +2).
  EXPECT_EQ(sc.trashed("Old Relic"), 1);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 3);
  EXPECT_EQ(sc.s.player(0).owned[sc.id("Old Relic")], 0);
}

TEST(Reactions, DecliningLeavesTheCardAndIsAskedOncePerKind) {
  Scenario sc = game({"Turret", "Old Relic"});
  sc.set(0, Zone::kHand, {"Turret", "Turret", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0);
  play_treasures(sc);
  buy(sc, "Silver");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  // One offer per kind in hand: no second question for the second Turret.
  const Decision& d = sc.next();
  EXPECT_NE(d.kind, DecisionKind::kYesNo);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 1);
}

TEST(Reactions, AnotherPlayersAttackGainIsOfferedToTheGainer) {
  Scenario sc = game({"Turret", "Witch"});
  sc.set(0, Zone::kHand, {"Witch"});
  sc.set(1, Zone::kHand, {"Turret", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Witch");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  EXPECT_EQ(d.source, kCurse);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 0);
}

TEST(Reactions, PlayAbilityMovesTheCardAndHandReactionComesFirst) {
  Scenario sc = game({"Turret", "Seal"});
  sc.set(0, Zone::kHand, {"Seal", "Seal", "Gold"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2);  // a second buy: the turn goes on
  play_treasures(sc);
  buy(sc, "Silver");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kUseAbility);
  EXPECT_EQ(d.card, sc.id("Seal"));
  sc.yes();
  const Decision& after = sc.next();
  EXPECT_EQ(after.kind, DecisionKind::kBuy);  // two Seals in play: one offer
  EXPECT_EQ(sc.s.player(0).deck.size(), 2);
  EXPECT_EQ(sc.s.def(sc.s.player(0).deck.back()).name, "Silver");

  // With Turret in hand as well: the hand reaction is offered first; once Turret trashed the
  // card, Seal has nothing to move and is not offered.
  Scenario sc2 = game({"Turret", "Seal"});
  sc2.set(0, Zone::kHand, {"Seal", "Turret", "Gold"});
  sc2.set(0, Zone::kDiscard, {});
  sc2.turn(0, 0);
  play_treasures(sc2);
  buy(sc2, "Silver");
  EXPECT_EQ(sc2.expect(DecisionKind::kYesNo).card, sc2.id("Turret"));
  sc2.yes();
  EXPECT_NE(sc2.next().kind, DecisionKind::kYesNo);
  EXPECT_EQ(sc2.trashed("Silver"), 1);
}

TEST(Reactions, SupplyRuleOnBuyGainsCursesBeforeTheCard) {
  Scenario sc = game({"Tollgate"});
  sc.s.add_pile_tokens(0, kSilver, 2);
  sc.set(0, Zone::kHand, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  play_treasures(sc);
  const int curses = sc.s.pile(kCurse);
  buy(sc, "Silver");
  sc.next();
  EXPECT_EQ(sc.s.pile(kCurse), curses - 2);
  EXPECT_EQ(sc.s.player(0).owned[kCurse], 2);
  EXPECT_EQ(sc.s.player(0).owned[kSilver], 1);

  // With one Curse left, only one is gained; a pile without tokens costs nothing.
  Scenario sc2 = game({"Tollgate"});
  sc2.s.add_pile_tokens(0, kSilver, 2);
  sc2.pile("Curse", 1);
  sc2.set(0, Zone::kHand, {"Gold", "Gold", "Gold"});
  sc2.turn(0, 1, 2);
  play_treasures(sc2);
  buy(sc2, "Silver");
  buy(sc2, "Estate");
  sc2.next();
  EXPECT_EQ(sc2.s.player(0).owned[kCurse], 1);
  EXPECT_EQ(sc2.s.pile(kCurse), 0);
}

TEST(Reactions, RepeatReactionIsOfferedAgainWhileItApplies) {
  Scenario sc = game({"Parley", "Militia"});
  sc.set(0, Zone::kHand, {"Militia"});
  sc.set(1, Zone::kHand, {"Parley", "Copper", "Copper", "Estate", "Estate"});
  sc.set(1, Zone::kDeck, {"Gold", "Silver", "Copper"});
  sc.turn(0);
  sc.play("Militia");
  int offers = 0;
  for (;;) {
    const Decision& d = sc.next();
    if (d.player != 1) break;
    if (d.kind == DecisionKind::kYesNo) {
      EXPECT_EQ(d.card, sc.id("Parley"));
      ++offers;
      sc.yes();
    } else if (d.reason == Reason::kDiscard && sc.s.player(1).hand.size() > 3 &&
               d.source == sc.id("Parley")) {
      sc.choose({"Estate", "Copper"});
      if (sc.s.player(1).hand.count(sc.id("Estate")) == 0) break;
    } else {
      break;
    }
  }
  // 5 cards: reveal (draw Gold, discard 2: 4 left), reveal again (draw Silver, discard 2: 3
  // left), then no more offers, and Militia finds 3 cards.
  EXPECT_EQ(offers, 2);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Gold", "Parley", "Silver"}));
}

TEST(Hooks, TrashFromTheSupplyRunsTheCardsOwnHookForTheTrasher) {
  Scenario sc = game({"Old Relic", "Workshop"});
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.turn(0);
  const CardId relic = sc.id("Old Relic");
  const int pile = sc.s.pile(relic);
  ASSERT_TRUE(sc.s.trash_from_supply(0, relic));
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.pile(relic), pile - 1);
  EXPECT_EQ(sc.trashed("Old Relic"), 1);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);  // Relic's on_trash, for the player who trashed it
  EXPECT_EQ(sc.s.player(0).owned[relic], 0);
  sc.pile("Old Relic", 0);
  EXPECT_FALSE(sc.s.trash_from_supply(0, relic));
  EXPECT_EQ(sc.trashed("Old Relic"), 1);
}

TEST(Hooks, AReplayAfterThisLeftPlaySparesAnotherCopyInPlay) {
  Scenario sc = game({"Pyre", "Throne Room"});
  sc.set(0, Zone::kPlay, {"Pyre"});  // a copy played earlier this turn
  sc.set(0, Zone::kHand, {"Throne Room", "Pyre"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Pyre"});
  sc.expect(DecisionKind::kBuy);  // no Treasures in hand
  EXPECT_EQ(sc.s.coins(), 2);     // +$1 twice
  // The first play trashed the Pyre it played; the second must not trash the other copy.
  EXPECT_EQ(sc.trashed("Pyre"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Pyre", "Throne Room"}));
}

// ---------------------------------------------------------------- decisions

TEST(Decisions, PuttingBackAllCardsStillAsksTheirOrderUnlessAlike) {
  Scenario sc = game({"Augur"});
  sc.set(0, Zone::kHand, {"Augur"});
  sc.set(0, Zone::kDeck, {"Copper", "Gold", "Copper", "Estate"});
  sc.turn(0);
  sc.play("Augur");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kOrder);
  EXPECT_EQ(d.min, 3);
  sc.choose({"Copper", "Copper", "Gold"});  // the Gold ends on top
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold", "Copper", "Copper", "Estate"}));

  sc.set(0, Zone::kHand, {"Augur"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper", "Estate"});
  sc.turn(0);
  sc.play("Augur");
  sc.expect(DecisionKind::kBuy);  // three alike: nothing to ask
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Copper", "Copper", "Copper", "Estate"}));
}

// ---------------------------------------------------------------- watchers

TEST(Reveals, TheRevealHookRunsForEachCardRevealedNotForCardsLookedAt) {
  Scenario sc = game({"Beacon", "Augur"});
  sc.set(0, Zone::kHand, {"Augur"});
  sc.set(0, Zone::kDeck, {"Beacon", "Copper", "Beacon", "Beacon"});
  sc.turn(0);
  sc.play("Augur");  // reveals the top 3: two Beacons
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);
  EXPECT_EQ(sc.s.player(1).vp_tokens, 0);
  sc.choose({"Beacon", "Copper", "Beacon"});
  sc.next();
  // Looking at the top card is no reveal; revealing a hand reveals each copy in it, for the
  // player whose hand it is.
  const CardId top = sc.s.look_top(0);
  EXPECT_EQ(top, sc.id("Beacon"));
  sc.s.move(0, top, Zone::kAside, Zone::kDeck);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);
  sc.set(1, Zone::kHand, {"Beacon", "Estate", "Beacon"});
  sc.s.reveal_hand(1);
  EXPECT_EQ(sc.s.player(1).vp_tokens, 2);
  sc.s.reveal(1, kNoCard);  // nothing revealed: nothing happens
  sc.s.reveal(1, kCopper);
  EXPECT_EQ(sc.s.player(1).vp_tokens, 2);
}

TEST(Watchers, UntilYourNextTurnSeesOtherPlayersGainsThenExpires) {
  Scenario sc = game({"Sentinel"});
  sc.set(0, Zone::kHand, {"Sentinel", "Gold"});
  sc.set(1, Zone::kHand, {"Gold", "Gold", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Sentinel");
  play_treasures(sc);
  buy(sc, "Silver");  // the owner's own gain does not count
  EXPECT_EQ(sc.s.num_watchers(), 1);
  play_treasures(sc);  // player 1's turn
  EXPECT_EQ(sc.s.current(), 1);
  buy(sc, "Gold");
  sc.next();  // player 0's next turn: the watcher is gone
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1);
  EXPECT_EQ(sc.s.num_watchers(), 0);
}

TEST(Watchers, IdenticalWatchersMergeIntoOneWithACount) {
  Scenario sc = game({"Sentinel", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Sentinel"});
  sc.set(1, Zone::kHand, {"Gold", "Gold", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.next();  // the only Action in hand is played at once or asked
  if (sc.s.decision().kind == DecisionKind::kChooseCards) sc.choose({"Sentinel"});
  sc.expect(DecisionKind::kBuy);  // no Treasure in hand
  ASSERT_EQ(sc.s.num_watchers(), 1);
  EXPECT_EQ(sc.s.watcher(0).count, 2);
  sc.answer(Choice::none());  // buy nothing
  play_treasures(sc);
  buy(sc, "Gold");
  sc.next();
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);
}

// ---------------------------------------------------------------- Durations

TEST(Durations, StayInPlayUntilTheCleanupOfTheTurnTheyAct) {
  Scenario sc = game({"Dock"});
  sc.set(0, Zone::kHand, {"Dock", "Copper"});
  sc.set(0, Zone::kDeck,
         {"Copper", "Copper", "Copper", "Copper", "Copper", "Silver", "Copper", "Copper", "Copper",
          "Copper", "Copper"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Dock");
  EXPECT_EQ(sc.s.coins(), 1);
  play_treasures(sc);
  buy_nothing(sc);
  play_treasures(sc);  // player 1
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Dock"});
  buy_nothing(sc);
  // Player 0's next turn: Dock drew a 6th card and gave $1 before the Action phase.
  sc.next();
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Dock"});
  play_treasures(sc);
  buy_nothing(sc);
  sc.next();
  EXPECT_EQ(sc.s.player(0).play.size(), 0);  // discarded at that turn's Clean-up
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Dock"), 1);
}

TEST(Durations, ThroneRoomStaysWithTheDurationAndItActsTwice) {
  Scenario sc = game({"Dock", "Throne Room", "Village"});
  sc.set(0, Zone::kHand, {"Throne Room", "Dock", "Throne Room", "Village"});
  sc.set(0, Zone::kDeck, Names(12, "Copper"));
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(0, 2);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Dock"});
  sc.play("Throne Room");  // Village twice: this Throne Room is not pinned
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Village"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 2);  // Dock's +$1 twice
  sc.answer(Choice::none());
  buy_nothing(sc);
  play_treasures(sc);  // player 1
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Dock", "Throne Room"}));
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Throne Room"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Village"), 1);
  buy_nothing(sc);
  sc.next();
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);
  EXPECT_EQ(sc.s.coins(), 2);
  play_treasures(sc);
  buy_nothing(sc);
  sc.next();
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

// ---------------------------------------------------------------- extra turns

TEST(ExtraTurns, ThreeCardHandNotCountedAndNeverThreeInARow) {
  Scenario sc = game({"Jetty", "Village"});
  sc.set(0, Zone::kHand, {"Village", "Jetty", "Jetty", "Copper"});
  sc.set(0, Zone::kDeck,
         {"Copper", "Jetty", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
          "Copper"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(0);
  const int turns_before = sc.s.player(0).turns;
  sc.play("Village");
  sc.play("Jetty");
  sc.play("Jetty");  // a second extra turn is refused: this Jetty is discarded at Clean-up
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_TRUE(sc.s.extra_turn_due());
  EXPECT_FALSE(sc.s.extra_turn());
  sc.answer(Choice::none());
  buy_nothing(sc);
  // The extra turn: same player, 3 cards drawn at the Clean-up before it.
  const Decision& d = sc.next();
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_TRUE(sc.s.extra_turn());
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Jetty"});
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Jetty"), 1);
  EXPECT_EQ(sc.s.player(0).turns, turns_before + 1);
  EXPECT_EQ(d.kind, DecisionKind::kPlayAction);
  sc.play("Jetty");  // on an extra turn: no further turn
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_FALSE(sc.s.extra_turn_due());
  sc.answer(Choice::none());
  buy_nothing(sc);
  sc.next();
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.s.player(0).turns, turns_before + 1);  // the extra turn was not counted
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
}

// ---------------------------------------------------------------- mats and tokens

TEST(Mats, CardsOnMatsAreOwnedAndScoredWithTokens) {
  Scenario sc = game({"Islet"});
  sc.set(0, Zone::kHand, {"Islet", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  const int vp_before = sc.s.vp(0);
  sc.turn(0);
  sc.play("Islet");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.s.mat_size(0, 1), 2);
  EXPECT_EQ(sc.s.mat_count(0, 1, sc.id("Islet")), 1);
  EXPECT_EQ(sc.s.mat_count(0, 1, kEstate), 1);
  EXPECT_EQ(sc.s.vp(0), vp_before);  // still owned: still scored
  sc.s.add_vp_tokens(0, 4);
  EXPECT_EQ(sc.s.vp(0), vp_before + 4);
  std::string why;
  EXPECT_TRUE(sc.s.is_ok(&why)) << why;
  sc.s.add_vp_tokens(0, -5);
  EXPECT_EQ(sc.s.result().vp[0], vp_before - 1);
}

TEST(Mats, MatCardsStayOutOfTheDeckCycle) {
  Scenario sc = game({"Islet"});
  sc.set(0, Zone::kHand, {"Islet", "Gold"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {"Copper"});
  sc.turn(0);
  sc.play("Islet");
  sc.next();  // one card in hand: put on the mat without asking, or asked
  if (sc.s.decision().kind == DecisionKind::kChooseCards) sc.choose({"Gold"});
  sc.next();
  sc.s.deck_to_discard(0);
  sc.s.draw(0, 5);
  EXPECT_EQ(sc.s.player(0).owned[kGold], 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold") + sc.count(0, Zone::kDiscard, "Gold") +
                sc.count(0, Zone::kDeck, "Gold"),
            0);
}

// ---------------------------------------------------------------- costs and bans

// Playing all Treasures at once: an autoplay_last Treasure (Bank-like) comes after the other
// effect Treasures wherever it is in the hand, and sees them all in play.
TEST(Treasures, AutoplayLastPlaysAfterTheOtherEffectTreasures) {
  Scenario sc = game({"Tally", "Pilot"});
  sc.set(0, Zone::kHand, {"Tally", "Pilot", "Copper", "Pilot"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  // Copper 1 + Pilots 1 + 1 + Tally 4 (itself, Copper and both Pilots).
  EXPECT_EQ(sc.s.coins(), 7);
  sc.set(0, Zone::kPlay, {});
  sc.set(0, Zone::kHand, {"Tally", "Pilot"});
  sc.turn(0);
  sc.s.set_autoplay_treasures(0, true);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 1 + 2);
}

TEST(Costs, PerTurnReductionFloorsAtZeroAndRaisesGainCaps) {
  Scenario sc = game({"Bridgework", "Workshop"});
  sc.set(0, Zone::kHand, {"Bridgework", "Bridgework", "Workshop"});
  sc.turn(0, 3);
  sc.play("Bridgework");
  sc.play("Bridgework");  // runs to this decision: the first one has resolved
  EXPECT_EQ(sc.s.cost(kSilver), 2);
  EXPECT_EQ(sc.s.cost(kCopper), 0);
  sc.play("Workshop");
  EXPECT_EQ(sc.s.cost(kSilver), 1);
  EXPECT_EQ(sc.s.cost(kEstate), 0);
  EXPECT_EQ(sc.s.cost(kProvince), 6);
  const Decision& d = sc.expect(DecisionKind::kGain);  // "up to $4": Gold costs 4 now
  EXPECT_TRUE(sc.s.can_gain(d, kGold));
  EXPECT_FALSE(sc.s.can_gain(d, kProvince));
  sc.answer(Choice::one(kGold));
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.can_buy(kEstate));  // $0 now
  EXPECT_EQ(sc.s.buys(), 3);
  sc.answer(Choice::none());
  sc.next();  // next player's turn: costs are back
  EXPECT_EQ(sc.s.cost(kSilver), 3);
  EXPECT_EQ(sc.s.cost(kCopper), 0);
}

TEST(Costs, InPlayModifierPerCopyOnlyForItsTargets) {
  Scenario sc = game({"Quarryman", "Workshop", "Grand Gate"});
  sc.set(0, Zone::kHand, {"Quarryman", "Quarryman"});
  sc.turn(0);
  EXPECT_EQ(sc.s.cost(sc.id("Grand Gate")), 6);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Quarryman"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(sc.id("Grand Gate")), 4);
  EXPECT_EQ(sc.s.cost(sc.id("Workshop")), 1);
  EXPECT_EQ(sc.s.cost(kSilver), 3);
}

TEST(Costs, BuyBanIsReadByTheBuyDecision) {
  Scenario sc = game({"Grand Gate"});
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Copper"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 7);
  EXPECT_TRUE(sc.s.buy_banned(sc.id("Grand Gate")));
  EXPECT_FALSE(sc.s.can_buy(sc.id("Grand Gate")));
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Grand Gate"))));
  EXPECT_TRUE(sc.s.can_buy(kGold));
}

TEST(Costs, TurnBanLastsTheTurnOnly) {
  Scenario sc = game({"Contra"});
  sc.set(0, Zone::kHand, {"Contra", "Gold"});
  sc.set(1, Zone::kHand, {"Gold", "Gold", "Copper", "Copper", "Copper"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_FALSE(sc.s.can_buy(kGold));
  EXPECT_TRUE(sc.s.can_buy(kSilver));
  sc.answer(Choice::none());
  play_treasures(sc);  // player 1
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.can_buy(kGold));
}

// A State reused for a new game starts with that game's costs, whatever the last game left in
// the cost cache. The last game's play area held only Coppers (card id 0): its stale bytes equal
// an empty snapshot's, which once made set-up keep the last game's bans.
TEST(Costs, AReusedStateStartsWithoutTheLastGamesBans) {
  Scenario sc = game({"Grand Gate"});
  sc.set(0, Zone::kHand, {"Copper", "Copper", "Copper"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  const CardId gate = sc.id("Grand Gate");
  ASSERT_TRUE(sc.s.buy_banned(gate));
  std::string why;
  // Costs change only with cards in play (Quarryman): the set-up must not trust the cache.
  const Registry& reg = test_registry();
  sc.s.setup(reg.config({reg.find("Quarryman"), reg.find("Workshop")}, 2), 1, 1);
  EXPECT_FALSE(sc.s.buy_banned(gate)) << sc.s.def(gate).name;
  EXPECT_TRUE(sc.s.is_ok(&why)) << why;
  sc.s.advance();
  EXPECT_TRUE(sc.s.is_ok(&why)) << why;
  // No card changes costs: nothing may be banned, every cost is the printed one.
  sc.s.setup(reg.config({reg.find("Grand Gate")}, 2), 1, 2);
  sc.s.set_turn(0, 1, 1, 0);
  sc.s.put(0, Zone::kPlay, kCopper);
  sc.s.advance();
  ASSERT_TRUE(sc.s.buy_banned(gate));
  sc.s.setup(reg.config({reg.find("Workshop"), reg.find("Village")}, 2), 1, 3);
  EXPECT_FALSE(sc.s.buy_banned(gate)) << sc.s.def(gate).name;
  EXPECT_TRUE(sc.s.is_ok(&why)) << why;
}

TEST(Costs, SelfCostFollowsTheTurn) {
  Scenario sc = game({"Hawker", "Village"});
  sc.set(0, Zone::kHand, {"Village", "Village", "Gold"});
  sc.turn(0);
  EXPECT_EQ(sc.s.cost(sc.id("Hawker")), 8);
  sc.play("Village");
  sc.play("Village");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.cost(sc.id("Hawker")), 4);
}

// ---------------------------------------------------------------- forced answers

// Choosing every eligible card is answered by the engine, except when the cards differ and the
// answer is an order (Reason::kOrder: put back in the order chosen, Navigator).
TEST(ForcedAnswers, ChoosingAllIsAskedOnlyWhenTheOrderMatters) {
  Scenario sc = game({"Village"});
  sc.set(0, Zone::kHand, {"Gold", "Copper"});
  sc.turn(0);
  ASSERT_FALSE(sc.s.pending());
  Decision d;
  d.kind = DecisionKind::kChooseCards;
  d.player = 0;
  d.from = Zone::kHand;
  d.min = d.max = 2;
  d.reason = Reason::kTopdeck;
  sc.s.ask(d);
  EXPECT_FALSE(sc.s.pending());
  EXPECT_EQ(sc.s.answer().n, 2);
  d.reason = Reason::kOrder;
  sc.s.ask(d);
  EXPECT_TRUE(sc.s.pending());
  Choice c;
  c.add(kCopper);
  c.add(kGold);
  EXPECT_TRUE(sc.s.is_legal(c));
  sc.turn(0);  // drops the question
  ASSERT_FALSE(sc.s.pending());
  sc.set(0, Zone::kHand, {"Copper", "Copper"});  // identical cards: any order is the same
  sc.s.ask(d);
  EXPECT_FALSE(sc.s.pending());
}

// ---------------------------------------------------------------- lookahead copies

std::map<CardId, int> counts(const CardList& a, const CardList& b = CardList{}) {
  std::map<CardId, int> m;
  for (CardId c : a) ++m[c];
  for (CardId c : b) ++m[c];
  return m;
}

TEST(Determinize, KeepsWhatTheObserverKnowsAndRedealsTheRest) {
  Scenario sc = game({"Cache", "Village"});
  sc.set(0, Zone::kHand, {"Village", "Gold", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate", "Silver", "Copper", "Gold", "Estate", "Copper", "Silver"});
  sc.set(1, Zone::kHand, {"Cache", "Gold", "Gold", "Village", "Estate"});
  sc.set(1, Zone::kDeck, {"Copper", "Copper", "Estate", "Silver", "Copper", "Copper"});
  sc.set(1, Zone::kDiscard, {"Silver", "Estate"});
  sc.turn(1);
  sc.play("Cache");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);  // no Action left to play Village with
  ASSERT_EQ(sc.s.mat_size(1, 0), 1);

  const State before = sc.s;
  bool p1_changed = false, p0_deck_changed = false;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    State s = before;
    s.determinize(0, seed);
    std::string why;
    ASSERT_TRUE(s.is_ok(&why)) << why;
    const Player &a = before.player(0), &b = s.player(0);
    EXPECT_TRUE(std::equal(a.hand.begin(), a.hand.end(), b.hand.begin(), b.hand.end()));
    EXPECT_EQ(counts(a.deck), counts(b.deck));
    p0_deck_changed |= !std::equal(a.deck.begin(), a.deck.end(), b.deck.begin(), b.deck.end());
    const Player &x = before.player(1), &y = s.player(1);
    EXPECT_EQ(x.hand.size(), y.hand.size());
    EXPECT_EQ(x.deck.size(), y.deck.size());
    EXPECT_EQ(s.mat_size(1, 0), 1);
    // p1's hand, deck and face-down mat hold the same cards together; public zones are as they
    // were.
    std::map<CardId, int> hidden_x = counts(x.hand, x.deck), hidden_y = counts(y.hand, y.deck);
    for (int k = 0; k < s.num_kinds(); ++k) {
      hidden_x[CardId(k)] += x.mat[0][k];
      hidden_y[CardId(k)] += y.mat[0][k];
      if (!hidden_x[CardId(k)]) hidden_x.erase(CardId(k));
      if (!hidden_y[CardId(k)]) hidden_y.erase(CardId(k));
    }
    EXPECT_EQ(hidden_x, hidden_y);
    EXPECT_TRUE(std::equal(x.discard.begin(), x.discard.end(), y.discard.begin(), y.discard.end()));
    EXPECT_TRUE(std::equal(x.play.begin(), x.play.end(), y.play.begin(), y.play.end()));
    for (int k = 0; k < s.num_kinds(); ++k) EXPECT_EQ(s.pile(CardId(k)), before.pile(CardId(k)));
    p1_changed |= counts(x.hand) != counts(y.hand) || x.mat[0][kGold] != y.mat[0][kGold];
  }
  EXPECT_TRUE(p1_changed);  // the hidden cards really were dealt again
  EXPECT_TRUE(p0_deck_changed);
}

}  // namespace
}  // namespace kl
