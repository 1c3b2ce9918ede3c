// Scenario tests for the Adventures set: each card's, Traveller's and Event's text and the FAQ's
// edge cases, plus a few of the heuristic player's decisions for these cards.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "cards/sets/adventures.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::ai_answer;
using test::many;
using test::Names;
using test::names_of;
using test::Scenario;

int owned(const Scenario& sc, int p, const std::string& card) {
  return sc.s.player(p).owned[sc.id(card)];
}
void buy(Scenario& sc, const std::string& card) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id(card)));
}
void end_buys(Scenario& sc) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
}
// Ends the Action phase (if asked) and plays no Treasures.
void to_buy(Scenario& sc) {
  if (sc.next().kind == DecisionKind::kPlayAction) sc.answer(Choice::none());
  if (sc.next().kind == DecisionKind::kPlayTreasures) sc.answer(Choice::none());
}
// Player 0 starts a turn with `hand` (deck, discard as given).
void start(Scenario& sc, const Names& hand, const Names& deck = {}, const Names& discard = {},
           int coins = 0) {
  sc.set(0, Zone::kHand, hand);
  sc.set(0, Zone::kDeck, deck);
  sc.set(0, Zone::kDiscard, discard);
  sc.turn(0, 1, 1, coins);
}
// Starts player 0's next turn from its very beginning (start-of-turn abilities run).
void begin_turn(Scenario& sc, const Names& hand, const Names& deck = many("Copper", 5)) {
  sc.next();  // what was played resolves first
  sc.s.set_turn(1, 0, 0, 0);
  sc.set(0, Zone::kHand, hand);
  sc.set(0, Zone::kDeck, deck);
  sc.s.start_turn_of(0);
}
int tavern(const Scenario& sc, int p, const std::string& card) {
  return sc.s.mat_count(p, kTavernMat, sc.id(card));
}

// ---------------------------------------------------------------- the set

TEST(AdventuresCards, TheSetHas30KingdomCardsTheTravellersAnd20Events) {
  const Registry& reg = Registry::standard();
  int kingdom = 0, travellers = 0, events = 0;
  for (const CardDef& d : reg.all()) {
    if (d.set != "Adventures") continue;
    kingdom += d.kingdom;
    travellers += !d.kingdom && d.is(kTraveller);
    events += d.is(kEvent);
  }
  EXPECT_EQ(kingdom, 30);
  EXPECT_EQ(travellers, 6);  // Champion and Teacher are no Travellers
  EXPECT_EQ(events, 20);
  EXPECT_EQ(reg.find("Port")->pile, 12);
  EXPECT_EQ(published_set("Save"), "Adventures");
}

TEST(AdventuresCards, RandomKingdomsDealEvents) {
  int with = 0;
  for (uint64_t seed = 0; seed < 100; ++seed) {
    const Kingdom k = random_kingdom({"Adventures"}, seed, Edition::kSecond);
    ASSERT_EQ(k.cards.size(), 10u);
    for (const CardDef* d : k.landscapes) EXPECT_TRUE(d->is(kEvent)) << d->name;
    with += !k.landscapes.empty();
  }
  EXPECT_GT(with, 50);
}

// ---------------------------------------------------------------- Travellers

TEST(Page, IsExchangedForATreasureHunterWhenDiscardedFromPlay) {
  Scenario sc({"Page"});
  start(sc, {"Page"}, many("Copper", 6));
  const int pages = sc.s.pile(sc.id("Page"));
  sc.play("Page");
  to_buy(sc);
  end_buys(sc);
  const Decision& d = sc.next();
  EXPECT_EQ(d.kind, DecisionKind::kYesNo);
  EXPECT_EQ(d.card, sc.id("Page"));
  EXPECT_EQ(ai_answer(sc).option, 1);  // page.line 5: up the line
  sc.yes();
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Treasure Hunter"), 1);
  EXPECT_EQ(owned(sc, 0, "Page"), 0);
  EXPECT_EQ(sc.s.pile(sc.id("Page")), pages + 1);
  EXPECT_EQ(sc.s.pile(sc.id("Treasure Hunter")), 4);
  EXPECT_EQ(sc.s.gains_this_turn(), 0);  // an exchange is not a gain
}

TEST(Page, NotOfferedWhenTheTreasureHunterPileIsEmptyAndKeptWhenDeclined) {
  Scenario sc({"Page"});
  sc.s.set_pile(sc.id("Treasure Hunter"), 0);
  start(sc, {"Page", "Page"}, many("Copper", 6));
  sc.play("Page");
  sc.play("Page");
  to_buy(sc);
  end_buys(sc);
  sc.next();  // the next player's turn: nothing asked at Clean-up
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(owned(sc, 0, "Page"), 2);
  Scenario sc2({"Page"});
  start(sc2, {"Page"}, many("Copper", 6));
  sc2.play("Page");
  to_buy(sc2);
  end_buys(sc2);
  sc2.next();
  sc2.yes(false);
  sc2.next();
  EXPECT_EQ(owned(sc2, 0, "Page"), 1);
  EXPECT_EQ(owned(sc2, 0, "Treasure Hunter"), 0);
}

TEST(TreasureHunter, GainsASilverPerCardThePlayerOnTheRightGainedLastTurn) {
  Scenario sc({"Page", "Workshop"});
  sc.set(1, Zone::kHand, {"Copper", "Copper"});
  sc.turn(1, 1, 2, 0);
  to_buy(sc);
  buy(sc, "Copper");
  buy(sc, "Copper");
  sc.next();  // player 0's turn
  ASSERT_EQ(sc.s.current(), 0);
  start(sc, {"Treasure Hunter"});
  sc.play("Treasure Hunter");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 2);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(TreasureHunter, NothingWhenTheRightPlayerGainedNothing) {
  Scenario sc({"Page"}, 3);
  sc.set(2, Zone::kHand, {});
  sc.turn(2, 1, 1, 0);
  to_buy(sc);
  end_buys(sc);
  sc.next();
  ASSERT_EQ(sc.s.current(), 0);
  start(sc, {"Treasure Hunter"});
  sc.play("Treasure Hunter");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 0);
}

TEST(Warrior, EachTravellerInPlayMakesOthersDiscardTheTopCardTrashingThoseCosting3Or4) {
  Scenario sc({"Page", "Smithy"});
  start(sc, {"Page", "Warrior"}, many("Copper", 4));
  sc.set(1, Zone::kDeck, {"Silver", "Smithy", "Estate"});
  sc.play("Page");
  sc.play("Warrior");
  sc.next();
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.trashed("Smithy"), 1);
  EXPECT_EQ(sc.s.player(1).deck.size(), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 3);
}

TEST(Warrior, AloneDiscardsOneAndKeepsOtherCosts) {
  Scenario sc({"Page"});
  start(sc, {"Warrior"}, many("Copper", 4));
  sc.set(1, Zone::kDeck, {"Gold", "Silver"});
  sc.play("Warrior");
  sc.next();
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Gold"), 1);
  EXPECT_EQ(sc.trashed("Silver"), 0);
}

TEST(Hero, GivesTwoDollarsAndGainsATreasure) {
  Scenario sc({"Page"});
  start(sc, {"Hero"});
  sc.play("Hero");
  const Decision& d = sc.next();
  EXPECT_EQ(d.kind, DecisionKind::kGain);
  EXPECT_EQ(d.type_mask, kTreasure);
  EXPECT_FALSE(sc.s.can_gain(d, sc.id("Page")));
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 1);
  EXPECT_EQ(sc.s.coins(), 2);
}

TEST(Hero, AnyTreasureEvenOneCostingAPotion) {
  // "It can be any Treasure being used that game" (FAQ): Philosopher's Stone costs $3P.
  Scenario sc({"Page", "Philosopher's Stone"});
  start(sc, {"Hero"});
  sc.play("Hero");
  const Decision& d = sc.next();
  ASSERT_EQ(d.kind, DecisionKind::kGain);
  EXPECT_TRUE(sc.s.can_gain(d, sc.id("Philosopher's Stone")));
  sc.choose({"Philosopher's Stone"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Philosopher's Stone"), 1);
}

TEST(Champion, StaysInPlayGivesAnActionPerActionAndShieldsFromAttacks) {
  Scenario sc({"Page", "Village", "Militia"});
  start(sc, {"Champion", "Village", "Village"}, many("Copper", 8));
  sc.play("Champion");
  sc.play("Village");  // +2 Actions, +1 from Champion
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.actions(), 3);
  sc.answer(Choice::none());
  to_buy(sc);
  end_buys(sc);
  sc.next();  // player 1's turn
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Champion"), 1);
  sc.set(1, Zone::kHand, {"Militia"});
  sc.turn(1);
  const int hand = sc.s.player(0).hand.size();
  sc.play("Militia");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), hand);  // unaffected: nothing to discard
}

TEST(Champion, IsNotDiscardedOnLaterTurnsEither) {
  Scenario sc({"Page"});
  start(sc, {"Champion"}, many("Copper", 12));
  sc.play("Champion");
  to_buy(sc);
  end_buys(sc);
  sc.next();
  for (int t = 0; t < 2; ++t) {
    begin_turn(sc, {"Copper"});
    to_buy(sc);
    end_buys(sc);
    sc.next();
    EXPECT_EQ(sc.count(0, Zone::kPlay, "Champion"), 1);
  }
}

TEST(Soldier, PlusOnePerOtherAttackAndAFourCardHandDiscards) {
  Scenario sc({"Peasant", "Militia"});
  start(sc, {"Soldier"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Silver"});
  sc.s.put(0, Zone::kPlay, sc.id("Militia"));
  sc.play("Soldier");
  const Decision& d = sc.next();
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(ai_answer(sc).n, 1);
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
}

TEST(Soldier, AThreeCardHandKeepsItsCards) {
  Scenario sc({"Peasant"});
  start(sc, {"Soldier"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate"});
  sc.play("Soldier");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
}

TEST(Fugitive, DrawsTwoAndDiscardsOne) {
  Scenario sc({"Peasant"});
  start(sc, {"Fugitive"}, {"Estate", "Gold"});
  sc.play("Fugitive");
  sc.next();
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold"}));
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(Peasant, ExchangesForSoldierThatExchangesForFugitive) {
  Scenario sc({"Peasant"});
  start(sc, {"Peasant", "Soldier"}, many("Copper", 6));
  sc.play("Peasant");
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
  to_buy(sc);
  end_buys(sc);
  sc.next();
  sc.yes();
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Soldier"), 2);  // the Soldier in hand was not played: not exchanged
  EXPECT_EQ(owned(sc, 0, "Peasant"), 0);
}

TEST(Peasant, WithNoSoldiersLeftTheSoldierIsExchangedFirstThenThePeasantForIt) {
  // The Traveller rules' example: with no Soldiers left, a player with Peasant and Soldier in
  // play exchanges Soldier for Fugitive, then Peasant for that Soldier (here Peasant was played
  // first).
  Scenario sc({"Peasant", "Village"});
  sc.pile("Soldier", 0);
  sc.set(1, Zone::kHand, {});
  start(sc, {"Village", "Peasant", "Soldier"}, many("Copper", 6));
  sc.play("Village");
  sc.play("Peasant");
  sc.play("Soldier");
  to_buy(sc);
  end_buys(sc);
  const Decision& first = sc.next();
  ASSERT_EQ(first.card, sc.id("Soldier"));
  sc.yes();
  const Decision& second = sc.next();
  ASSERT_EQ(second.card, sc.id("Peasant"));
  sc.yes();
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Peasant"), 0);
  EXPECT_EQ(owned(sc, 0, "Soldier"), 1);
  EXPECT_EQ(owned(sc, 0, "Fugitive"), 1);
  EXPECT_EQ(sc.s.pile(sc.id("Soldier")), 0);
}

TEST(Disciple, PlaysAnActionTwiceAndGainsACopy) {
  Scenario sc({"Peasant", "Village"});
  start(sc, {"Disciple", "Village"}, many("Copper", 4));
  sc.play("Disciple");
  sc.next();
  sc.choose({"Village"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 4);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 2);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Village"), 1);
}

TEST(Disciple, ChoosingNothingGainsNothing) {
  Scenario sc({"Peasant", "Village"});
  start(sc, {"Disciple", "Village"});
  sc.play("Disciple");
  sc.next();
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
}

TEST(Disciple, OnANonSupplyCardPlaysItTwiceAndGainsNoCopy) {
  // FAQ: "if the Action is a non-Supply card, such as Fugitive, you can play it twice, but do
  // not gain a copy of it".
  Scenario sc({"Peasant"});
  start(sc, {"Disciple", "Fugitive"}, many("Copper", 6));
  const int pile = sc.s.pile(sc.id("Fugitive"));
  sc.play("Disciple");
  sc.next();
  sc.choose({"Fugitive"});
  while (sc.next().reason == Reason::kDiscard) sc.choose({"Copper"});  // one per play
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 2);                    // drew 4, discarded 2
  EXPECT_EQ(owned(sc, 0, "Fugitive"), 1);
  EXPECT_EQ(sc.s.pile(sc.id("Fugitive")), pile);
}

TEST(Teacher, CalledAtTheStartOfTurnMovesATokenToAnActionPileWithoutTokens) {
  Scenario sc({"Peasant", "Smithy"});
  start(sc, {"Teacher"});
  sc.play("Teacher");
  sc.next();
  EXPECT_EQ(tavern(sc, 0, "Teacher"), 1);
  begin_turn(sc, {"Smithy"}, many("Copper", 8));
  const Decision& d = sc.next();
  EXPECT_EQ(d.kind, DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  sc.option(fx::kTeacherCard);
  const Decision& n = sc.next();
  EXPECT_EQ(n.kind, DecisionKind::kNameCard);
  EXPECT_FALSE(sc.s.can_name(n, sc.id("Copper")));
  sc.choose({"Smithy"});
  sc.play("Smithy");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 4);  // +1 Card token, then +3
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Teacher"), 1);
}

TEST(Teacher, NoPileWithoutTokensLeftMovesNothing) {
  Scenario sc({"Peasant", "Smithy"});
  sc.s.place_token(0, kPlusBuyToken, sc.id("Smithy"));
  sc.s.place_token(0, kPlusActionToken, sc.id("Peasant"));
  start(sc, {"Teacher"});
  sc.play("Teacher");
  begin_turn(sc, {"Copper"});
  sc.next();
  sc.yes();
  sc.next();
  sc.option(fx::kTeacherCard);
  sc.next();
  EXPECT_EQ(sc.s.token_pile(0, kPlusCardToken), kNoCard);
}

TEST(Teacher, TheAiCallsItOnlyWhenItPlacesANewToken) {
  // The Peasant pile is the only Action Supply pile: once p's +1 Card token is on it, a call
  // places nothing and only puts the Teacher back into the deck.
  for (const bool token_out : {false, true}) {
    Scenario sc({"Peasant"});
    sc.set(0, Zone::kDiscard, {"Peasant"});
    if (token_out) sc.s.place_token(0, kPlusCardToken, sc.id("Peasant"));
    start(sc, {"Teacher"}, {}, {"Peasant"});
    sc.play("Teacher");
    begin_turn(sc, {"Copper"});
    const Decision& d = sc.next();
    ASSERT_EQ(d.kind, DecisionKind::kYesNo);
    ASSERT_EQ(d.card, sc.id("Teacher"));
    EXPECT_EQ(ai_answer(sc).option, token_out ? 0 : 1) << token_out;
  }
}

TEST(Teacher, TheAiPlacesATokenNotOutYet) {
  Scenario sc({"Peasant", "Smithy"});
  sc.s.place_token(0, kPlusCardToken, sc.id("Peasant"));
  start(sc, {"Teacher"}, {}, {"Smithy"});
  sc.play("Teacher");
  begin_turn(sc, {"Copper"});
  sc.next();
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.next();
  EXPECT_EQ(ai_answer(sc).option, fx::kTeacherAction);  // the +1 Card token stays on Peasant
  sc.option(fx::kTeacherAction);
  sc.next();  // Smithy, the one pile without p's tokens, is named without asking
  EXPECT_EQ(sc.s.token_pile(0, kPlusActionToken), sc.id("Smithy"));
  EXPECT_EQ(sc.s.token_pile(0, kPlusCardToken), sc.id("Peasant"));
}

TEST(Disciple, TheAiPlaysItBeforeTheActionItDoublesAndPicksThatAction) {
  Scenario sc({"Peasant", "Laboratory"});
  start(sc, {"Disciple", "Laboratory", "Estate"}, many("Copper", 6));
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Disciple"}));
  sc.play("Disciple");
  sc.next();
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Laboratory"}));
  // Alone, it plays nothing twice: after the other Actions, as a terminal.
  Scenario alone({"Peasant", "Laboratory"});
  start(alone, {"Disciple", "Estate"}, many("Copper", 6));
  alone.play("Disciple");
  alone.next();
  EXPECT_EQ(ai_answer(alone).n, 0);
}

TEST(Peasant, TheAiExchangesUpToFugitiveByDefault) {
  // peasant.line 3: a Soldier becomes a Fugitive; a Fugitive stays (in a money deck a Disciple
  // has nothing to play twice; docs/heuristics.md).
  for (const char* card : {"Soldier", "Fugitive"}) {
    Scenario sc({"Peasant"});
    sc.set(1, Zone::kHand, {});
    start(sc, {card}, many("Copper", 6));
    sc.play(card);
    if (sc.next().reason == Reason::kDiscard) sc.choose({"Copper"});  // Fugitive's discard
    to_buy(sc);
    end_buys(sc);
    const Decision& d = sc.next();
    ASSERT_EQ(d.kind, DecisionKind::kYesNo);
    ASSERT_EQ(d.card, sc.id(card));
    EXPECT_EQ(ai_answer(sc).option, std::string(card) == "Soldier" ? 1 : 0) << card;
  }
}

// ---------------------------------------------------------------- Reserve cards

TEST(Ratcatcher, GoesOnTheTavernAndIsCalledToTrashACard) {
  Scenario sc({"Ratcatcher"});
  start(sc, {"Ratcatcher"}, {"Copper"});
  sc.play("Ratcatcher");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(tavern(sc, 0, "Ratcatcher"), 1);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
  begin_turn(sc, {"Estate", "Copper"});
  const Decision& d = sc.next();
  EXPECT_EQ(d.reason, Reason::kUseAbility);
  EXPECT_EQ(ai_answer(sc).option, 1);  // an Estate early is junk
  sc.yes();
  sc.next();
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(tavern(sc, 0, "Ratcatcher"), 0);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Ratcatcher"), 1);  // a called card is in play
}

TEST(Ratcatcher, ThroneRoomPutsItOnceOnTheMatAndTheSecondPlayStillDraws) {
  Scenario sc({"Ratcatcher", "Throne Room"});
  start(sc, {"Throne Room", "Ratcatcher"}, many("Copper", 3));
  sc.play("Throne Room");
  sc.next();
  sc.choose({"Ratcatcher"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(tavern(sc, 0, "Ratcatcher"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 2);
  EXPECT_EQ(sc.s.actions(), 2);
}

TEST(Guide, CalledDiscardsTheHandAndDrawsFive) {
  Scenario sc({"Guide"});
  start(sc, {"Guide"}, {"Copper"});
  sc.play("Guide");
  begin_turn(sc, many("Estate", 5), {"Gold", "Gold", "Gold", "Gold", "Gold", "Silver"});
  sc.next();
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 5);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Estate"), 5);
}

TEST(Guide, TheAiKeepsAGoodHand) {
  Scenario sc({"Guide"});
  start(sc, {"Guide"}, {"Copper"});
  sc.play("Guide");
  begin_turn(sc, many("Gold", 5));
  sc.next();
  EXPECT_EQ(ai_answer(sc).option, 0);
}

TEST(Transmogrify, TrashesACardAndGainsOneCostingUpToOneMoreIntoHand) {
  Scenario sc({"Transmogrify", "Village", "Smithy"});
  start(sc, {"Transmogrify"});
  sc.play("Transmogrify");
  begin_turn(sc, {"Estate", "Copper"});
  sc.next();
  sc.yes();
  sc.next();
  sc.choose({"Estate"});
  const Decision& g = sc.next();
  EXPECT_EQ(g.cost_max, 3);
  EXPECT_TRUE(sc.s.can_gain(g, sc.id("Village")));  // $3
  EXPECT_FALSE(sc.s.can_gain(g, sc.id("Smithy")));  // $4: more than $1 over the Estate
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

TEST(Transmogrify, NotOfferedWithAnEmptyHand) {
  Scenario sc({"Transmogrify"});
  start(sc, {"Transmogrify"});
  sc.play("Transmogrify");
  begin_turn(sc, {}, {});
  EXPECT_EQ(sc.next().kind, DecisionKind::kBuy);  // nothing asked
  EXPECT_EQ(tavern(sc, 0, "Transmogrify"), 1);
}

TEST(Duplicate, CalledWhenGainingGainsACopy) {
  Scenario sc({"Duplicate"});
  start(sc, {"Duplicate"}, {}, {}, 6);
  sc.play("Duplicate");
  to_buy(sc);
  buy(sc, "Gold");
  const Decision& d = sc.next();
  EXPECT_EQ(d.reason, Reason::kUseAbility);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 2);
  EXPECT_EQ(tavern(sc, 0, "Duplicate"), 0);  // called: into play, discarded at Clean-up
}

TEST(Duplicate, NotForACardCostingMoreThanSix) {
  Scenario sc({"Duplicate"});
  start(sc, {"Duplicate"}, {}, {}, 8);
  sc.play("Duplicate");
  to_buy(sc);
  buy(sc, "Province");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Province"), 1);
  EXPECT_EQ(tavern(sc, 0, "Duplicate"), 1);
}

TEST(Duplicate, NotForANonSupplyCard) {
  // FAQ: the gained copy comes from the Supply. Bandit Camp gains a Spoils (not in the Supply).
  Scenario sc({"Duplicate", "Bandit Camp"});
  start(sc, {"Duplicate", "Bandit Camp"}, many("Copper", 3));
  ASSERT_TRUE(sc.s.to_mat(0, kTavernMat, sc.id("Duplicate"), Zone::kHand));
  sc.play("Bandit Camp");
  const Decision& d = sc.next();
  EXPECT_NE(d.reason, Reason::kUseAbility);  // no call offered
  EXPECT_EQ(owned(sc, 0, "Spoils"), 1);
  EXPECT_EQ(tavern(sc, 0, "Duplicate"), 1);
}

TEST(Duplicate, CalledOnAnotherPlayersTurnIsDiscardedAtThatTurnsCleanup) {
  // The Messenger example: player 1 buys Messenger and gives everyone an Estate; player 0 calls
  // Duplicate then, and discards it at player 1's Clean-up (FAQ).
  Scenario sc({"Duplicate", "Messenger"});
  sc.set(0, Zone::kHand, {"Duplicate"});
  ASSERT_TRUE(sc.s.to_mat(0, kTavernMat, sc.id("Duplicate"), Zone::kHand));
  sc.set(0, Zone::kDeck, many("Copper", 10));
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  const int estates = owned(sc, 0, "Estate");
  sc.turn(1, 1, 1, 4);
  to_buy(sc);
  buy(sc, "Messenger");
  const Decision& g = sc.next();
  ASSERT_EQ(g.player, 1);
  sc.choose({"Estate"});
  const Decision& d = sc.next();
  ASSERT_EQ(d.player, 0);
  ASSERT_EQ(d.reason, Reason::kUseAbility);
  sc.yes();
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Estate"), estates + 2);
  // Player 1's turn has ended (no Buy left): player 0's turn is under way.
  ASSERT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Duplicate"), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Duplicate"), 1);
}

TEST(WineMerchant, DiscardedFromTheMatWithTwoDollarsLeft) {
  Scenario sc({"Wine Merchant"});
  start(sc, {"Wine Merchant"});
  sc.play("Wine Merchant");
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.s.buys(), 2);
  to_buy(sc);
  buy(sc, "Silver");  // $1 left: not asked
  sc.next();
  EXPECT_EQ(tavern(sc, 0, "Wine Merchant"), 1);
  begin_turn(sc, {"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  end_buys(sc);
  const Decision& d = sc.next();
  EXPECT_EQ(d.kind, DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(tavern(sc, 0, "Wine Merchant"), 0);
  EXPECT_EQ(owned(sc, 0, "Wine Merchant"), 1);
}

TEST(Miser, PutsACopperOnTheMatOrTakesADollarPerCopperThere) {
  Scenario sc({"Miser"});
  start(sc, {"Miser", "Miser", "Copper"});
  sc.s.add_actions(1);
  sc.play("Miser");
  sc.next();
  sc.option(fx::kMiserCopperToMat);
  sc.play("Miser");
  sc.next();
  sc.option(fx::kMiserCoins);
  sc.next();
  EXPECT_EQ(sc.s.mat_count(0, kTavernMat, kCopper), 1);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(owned(sc, 0, "Copper"), 1);
}

TEST(DistantLands, WorthFourOnTheTavernMatAndNothingElsewhere) {
  Scenario sc({"Distant Lands"});
  start(sc, {"Distant Lands"}, {}, {"Distant Lands"});
  const int before = sc.s.vp(0);
  sc.play("Distant Lands");
  sc.next();
  EXPECT_EQ(sc.s.vp(0), before + 4);
  EXPECT_EQ(tavern(sc, 0, "Distant Lands"), 1);
}

TEST(CoinOfTheRealm, OnTheMatAndCalledAfterAnActionForTwoActions) {
  Scenario sc({"Coin of the Realm", "Smithy", "Village"});
  start(sc, {"Coin of the Realm"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Coin of the Realm"});
  sc.next();
  EXPECT_EQ(tavern(sc, 0, "Coin of the Realm"), 1);
  EXPECT_EQ(sc.s.coins(), 1);
  start(sc, {"Smithy", "Village"}, many("Copper", 3));
  sc.play("Smithy");
  const Decision& d = sc.next();  // directly after Smithy resolved
  EXPECT_EQ(d.reason, Reason::kUseAbility);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 3);
  EXPECT_EQ(ai_answer(sc).option, 1);  // no Action left, a Village in hand
  sc.yes();
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Coin of the Realm"), 1);
}

TEST(CoinOfTheRealm, AThroneRoomedActionOffersItAfterEachPlayAndAfterTheThroneRoom) {
  Scenario sc({"Coin of the Realm", "Throne Room", "Village"});
  start(sc, {"Throne Room", "Village"}, many("Copper", 3));
  sc.s.put(0, Zone::kHand, sc.id("Coin of the Realm"));
  sc.s.move(0, sc.id("Coin of the Realm"), Zone::kHand, Zone::kPlay);
  sc.s.to_mat(0, kTavernMat, sc.id("Coin of the Realm"), Zone::kPlay);
  sc.play("Throne Room");
  sc.next();
  sc.choose({"Village"});
  int asked = 0;
  for (;;) {
    const Decision& d = sc.next();
    if (d.kind != DecisionKind::kYesNo) break;
    ++asked;
    sc.yes(false);
  }
  EXPECT_EQ(asked, 3);  // after each Village play, then after Throne Room
}

TEST(RoyalCarriage, ReplaysTheActionThatJustResolved) {
  Scenario sc({"Royal Carriage", "Smithy"});
  start(sc, {"Royal Carriage", "Smithy"}, many("Copper", 8));
  sc.play("Royal Carriage");
  sc.next();
  EXPECT_EQ(tavern(sc, 0, "Royal Carriage"), 1);
  sc.play("Smithy");
  const Decision& d = sc.next();
  EXPECT_EQ(d.card, sc.id("Royal Carriage"));
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 6);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Royal Carriage"), 1);
}

TEST(RoyalCarriage, NotOfferedForAnActionNoLongerInPlay) {
  Scenario sc({"Royal Carriage", "Raze"});
  start(sc, {"Royal Carriage", "Raze"}, many("Copper", 4));
  sc.play("Royal Carriage");
  sc.play("Raze");
  sc.next();
  sc.answer(Choice::none());  // trashes Raze itself
  sc.next();
  sc.choose({"Copper"});
  EXPECT_EQ(sc.next().kind, DecisionKind::kPlayTreasures);  // no call offered
  EXPECT_EQ(tavern(sc, 0, "Royal Carriage"), 1);
}

TEST(RoyalCarriage, NotForACopyThatWentToTheMatWhileAnotherCopyIsInPlay) {
  // A Ratcatcher called at the start of the turn is in play; a second one played goes to the
  // Tavern mat. The played copy is no longer in play: no Carriage (FAQ), although a copy is.
  Scenario sc({"Royal Carriage", "Ratcatcher"});
  start(sc, {"Royal Carriage", "Ratcatcher"});
  ASSERT_TRUE(sc.s.to_mat(0, kTavernMat, sc.id("Royal Carriage"), Zone::kHand));
  ASSERT_TRUE(sc.s.to_mat(0, kTavernMat, sc.id("Ratcatcher"), Zone::kHand));
  begin_turn(sc, {"Ratcatcher", "Estate", "Copper"});
  const Decision& call = sc.next();
  ASSERT_EQ(call.card, sc.id("Ratcatcher"));
  sc.yes();
  sc.next();
  sc.choose({"Estate"});
  sc.play("Ratcatcher");
  const Decision& d = sc.next();
  EXPECT_NE(d.card, sc.id("Royal Carriage"));
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Ratcatcher"), 1);  // the called one
  EXPECT_EQ(tavern(sc, 0, "Ratcatcher"), 1);
  EXPECT_EQ(tavern(sc, 0, "Royal Carriage"), 1);
}

TEST(RoyalCarriage, ReplayingADurationStaysInPlayWithIt) {
  // FAQ: Royal Carriage stays in play until the Duration card it replayed is discarded.
  Scenario sc({"Royal Carriage", "Caravan Guard"});
  start(sc, {"Royal Carriage", "Caravan Guard"}, many("Copper", 8));
  ASSERT_TRUE(sc.s.to_mat(0, kTavernMat, sc.id("Royal Carriage"), Zone::kHand));
  sc.play("Caravan Guard");
  const Decision& d = sc.next();
  ASSERT_EQ(d.card, sc.id("Royal Carriage"));
  sc.yes();
  to_buy(sc);
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Caravan Guard"), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Royal Carriage"), 1);
}

TEST(CaravanGuard, PlayedFromHandAgainstAnAttackAndGivesADollarNextTurn) {
  Scenario sc({"Caravan Guard", "Militia"});
  sc.set(1, Zone::kHand, {"Caravan Guard", "Copper", "Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, {"Silver"});
  start(sc, {"Militia"});
  sc.play("Militia");
  const Decision& d = sc.next();
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  sc.yes();
  const Decision& x = sc.next();  // Militia: the hand is 5 again (Silver drawn)
  EXPECT_EQ(x.player, 1);
  EXPECT_EQ(sc.s.player(1).hand.size(), 5);
  EXPECT_EQ(sc.count(1, Zone::kPlay, "Caravan Guard"), 1);
  sc.choose({"Copper", "Copper"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 0);  // its +1 Action was not for this turn
}

TEST(CaravanGuard, OnItsOwnTurnACantripThenADollar) {
  Scenario sc({"Caravan Guard"});
  start(sc, {"Caravan Guard"}, {"Copper"});
  sc.play("Caravan Guard");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 1);
  to_buy(sc);
  end_buys(sc);
  sc.next();
  begin_turn(sc, {});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(CaravanGuard, ASecondOneMayReactEvenOneJustDrawn) {
  // FAQ: "After reacting with a Caravan Guard, you can use another one, even one you just drew."
  Scenario sc({"Caravan Guard", "Militia"});
  sc.set(1, Zone::kHand, {"Caravan Guard", "Copper", "Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, {"Caravan Guard", "Silver"});
  start(sc, {"Militia"});
  sc.play("Militia");
  ASSERT_EQ(sc.next().reason, Reason::kRevealReaction);
  sc.yes();
  const Decision& again = sc.next();
  EXPECT_EQ(again.player, 1);
  ASSERT_EQ(again.reason, Reason::kRevealReaction);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.count(1, Zone::kPlay, "Caravan Guard"), 2);
  EXPECT_EQ(sc.count(1, Zone::kHand, "Silver"), 1);
}

TEST(CaravanGuard, ItsOwnersTokensOffTurnGiveTheAttackerNothing) {
  // Player 1's +1 Action, +1 Buy and +$1 tokens sit on the Caravan Guard pile; played on player
  // 0's turn they do nothing (Caravan Guard FAQ) and must not go to player 0.
  Scenario sc({"Caravan Guard", "Militia"});
  const CardId cg = sc.id("Caravan Guard");
  for (PileToken t : {kPlusActionToken, kPlusBuyToken, kPlusCoinToken}) sc.s.place_token(1, t, cg);
  sc.set(1, Zone::kHand, {"Caravan Guard", "Copper", "Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, {"Silver"});
  start(sc, {"Militia"});
  sc.play("Militia");
  ASSERT_EQ(sc.next().reason, Reason::kRevealReaction);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.count(1, Zone::kPlay, "Caravan Guard"), 1);
  EXPECT_EQ(sc.s.actions(), 0);
  EXPECT_EQ(sc.s.buys(), 1);
  EXPECT_EQ(sc.s.coins(), 2);
}

// ---------------------------------------------------------------- other Kingdom cards

TEST(Raze, PlayedByGolemLeavesGolemsSecondActionBelowTheCardsItLooksAt) {
  // Golem's second Action waits in the aside zone while Raze, played first, looks at cards
  // there too: Raze discards exactly the cards it looked at (selfcheck --seed 1 --game 4953 left
  // an Estate set aside when the chosen card had the waiting card's kind).
  Scenario sc({"Golem", "Raze", "Village"});
  start(sc, {"Golem", "Silver"}, {"Raze", "Village", "Copper", "Village", "Estate", "Gold"});
  sc.play("Golem");
  sc.expect(DecisionKind::kChooseCards);  // which Action first
  sc.choose({"Raze"});
  sc.expect(DecisionKind::kChooseCards);  // Raze: trash Silver ($3), look at 3 cards
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kChooseCards);  // Copper, Village, Estate: one to the hand
  sc.choose({"Village"});
  sc.next();  // Golem plays the waiting Village: +1 Card (the Gold) +2 Actions
  EXPECT_TRUE(sc.s.player(0).aside.empty());
  EXPECT_EQ(sc.count(0, Zone::kHand, "Village"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Village"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Copper") + sc.count(0, Zone::kDiscard, "Estate"), 2);
}

TEST(Raze, TrashingAnEstateLooksAtTwoKeepsOne) {
  Scenario sc({"Raze"});
  start(sc, {"Raze", "Estate"}, {"Gold", "Copper", "Silver"});
  sc.play("Raze");
  sc.next();
  sc.choose({"Estate"});
  const Decision& d = sc.next();
  EXPECT_EQ(d.num_cards, 2);
  EXPECT_EQ(ai_answer(sc).cards[0], kGold);
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Copper"), 1);
  EXPECT_EQ(sc.s.player(0).deck.size(), 1);
}

TEST(Raze, TrashingItselfLooksAtTwoACopperAtNone) {
  Scenario sc({"Raze"});
  start(sc, {"Raze", "Raze", "Copper"}, {"Gold", "Silver", "Copper"});
  sc.play("Raze");
  sc.next();
  sc.answer(Choice::none());
  sc.next();
  sc.choose({"Silver"});
  sc.play("Raze");
  sc.next();
  sc.choose({"Copper"});
  sc.next();
  EXPECT_EQ(sc.trashed("Raze"), 1);
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.s.player(0).deck.size(), 1);
}

TEST(Amulet, NowAndNextTurnChoosesOne) {
  Scenario sc({"Amulet"});
  start(sc, {"Amulet", "Estate"});
  sc.play("Amulet");
  sc.next();
  sc.option(fx::kAmuletTrash);
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 1);
  to_buy(sc);
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Amulet"), 1);
  begin_turn(sc, {"Copper"});
  sc.next();
  sc.option(fx::kAmuletSilver);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 1);
}

TEST(Amulet, PlusOneDollar) {
  Scenario sc({"Amulet"});
  start(sc, {"Amulet"});
  sc.play("Amulet");
  sc.next();
  sc.option(fx::kAmuletCoin);
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(Dungeon, DrawsTwoDiscardsTwoNowAndNextTurn) {
  Scenario sc({"Dungeon"});
  start(sc, {"Dungeon", "Estate"}, {"Gold", "Curse", "Silver", "Copper", "Copper"});
  sc.play("Dungeon");
  sc.next();
  sc.choose({"Estate", "Curse"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold"}));
  EXPECT_EQ(sc.s.actions(), 1);
  begin_turn(sc, {"Copper"}, {"Estate", "Silver"});
  sc.next();
  sc.choose({"Estate", "Copper"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Silver"}));
}

TEST(Gear, SetsAsideUpToTwoForNextTurn) {
  Scenario sc({"Gear"});
  start(sc, {"Gear", "Gold"}, {"Copper", "Copper"});
  sc.play("Gear");
  sc.next();
  sc.choose({"Gold", "Copper"});
  sc.next();
  EXPECT_EQ(sc.s.mat_size(0, kHavenMat), 2);
  to_buy(sc);
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Gear"), 1);
  begin_turn(sc, {});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.s.mat_size(0, kHavenMat), 0);
}

TEST(Gear, NothingSetAsideIsDiscardedThisTurn) {
  Scenario sc({"Gear"});
  start(sc, {"Gear"}, {"Copper", "Copper"});
  sc.play("Gear");
  sc.next();
  sc.answer(Choice::none());
  to_buy(sc);
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Gear"), 0);
}

TEST(Magpie, ATreasureGoesToHandAnActionGainsAMagpie) {
  Scenario sc({"Magpie"});
  start(sc, {"Magpie", "Magpie"}, {"Copper", "Silver", "Magpie", "Estate"});
  sc.play("Magpie");  // draws Copper, reveals Silver
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
  sc.play("Magpie");  // draws Magpie, reveals Estate
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Magpie"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Estate"}));
}

TEST(Magpie, AVictoryCardWithTheMagpiePileEmptyGainsNothing) {
  Scenario sc({"Magpie"});
  sc.pile("Magpie", 0);
  start(sc, {"Magpie"}, {"Copper", "Estate"});
  sc.play("Magpie");  // draws Copper, reveals Estate
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Magpie"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Estate"}));
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(Messenger, BoughtFirstGainsACardForEveryone) {
  Scenario sc({"Messenger", "Village"}, 3);
  start(sc, {}, {}, {}, 4);
  to_buy(sc);
  buy(sc, "Messenger");
  sc.next();
  sc.choose({"Village"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
  EXPECT_EQ(owned(sc, 1, "Village"), 1);
  EXPECT_EQ(owned(sc, 2, "Village"), 1);
  EXPECT_EQ(owned(sc, 0, "Messenger"), 1);
}

TEST(Messenger, NotTheFirstGainNothingAndItsPlayMayDiscardTheDeck) {
  Scenario sc({"Messenger"});
  start(sc, {"Messenger"}, many("Copper", 3), {}, 4);
  sc.s.add_buys(1);
  sc.play("Messenger");
  sc.next();
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.s.player(0).deck.size(), 0);
  EXPECT_EQ(sc.s.coins(), 6);
  buy(sc, "Copper");
  buy(sc, "Messenger");
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Copper"), 7);  // nothing given
}

TEST(Port, BuyingOneGainsAnother) {
  Scenario sc({"Port"});
  start(sc, {}, {}, {}, 4);
  to_buy(sc);
  buy(sc, "Port");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Port"), 2);
  EXPECT_EQ(sc.s.pile(sc.id("Port")), 10);
}

TEST(Port, GainingOtherwiseGainsOne) {
  Scenario sc({"Port", "Workshop"});
  start(sc, {"Workshop"});
  sc.play("Workshop");
  sc.next();
  sc.choose({"Port"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Port"), 1);
}

TEST(Ranger, DrawsFiveEverySecondPlay) {
  Scenario sc({"Ranger", "Village"});
  start(sc, {"Village", "Ranger", "Ranger"}, many("Copper", 8));
  sc.play("Village");
  sc.play("Ranger");  // face down
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 1);
  sc.play("Ranger");  // face up
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 6);
  EXPECT_EQ(sc.s.buys(), 3);
}

TEST(Ranger, SharesTheJourneyTokenWithGiant) {
  // FAQ: it does not matter what turned the token over. Ranger turns it face down, so the Giant
  // after it turns it face up: +$5.
  Scenario sc({"Ranger", "Giant", "Village"});
  start(sc, {"Village", "Ranger", "Giant"}, many("Copper", 6));
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.play("Village");
  sc.play("Ranger");
  sc.next();
  EXPECT_FALSE(sc.s.player(0).journey_up);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 1);  // Village's card; face down: no more
  sc.play("Giant");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 5);
  EXPECT_EQ(sc.trashed("Gold"), 1);
}

TEST(Giant, FaceDownOneDollarFaceUpFiveAndTheAttack) {
  Scenario sc({"Giant", "Village"});
  start(sc, {"Village", "Giant", "Giant"});
  sc.set(1, Zone::kDeck, {"Copper", "Silver"});
  sc.play("Village");
  sc.play("Giant");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
  sc.play("Giant");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_EQ(sc.trashed("Silver"), 0);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Copper"), 1);
  EXPECT_EQ(owned(sc, 1, "Curse"), 1);
}

TEST(Giant, TrashesACardCostingThreeToSix) {
  Scenario sc({"Giant"});
  sc.s.flip_journey(0);  // face down: this Giant turns it face up
  start(sc, {"Giant"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.play("Giant");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 5);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  EXPECT_EQ(owned(sc, 1, "Curse"), 0);
}

TEST(Giant, AVictimWithNoCardsAtAllGainsACurse) {
  // FAQ: a player with no cards to reveal even after shuffling gains a Curse.
  Scenario sc({"Giant"});
  sc.s.flip_journey(0);
  start(sc, {"Giant"});
  sc.set(1, Zone::kDeck, {});
  sc.set(1, Zone::kDiscard, {});
  const int curses = owned(sc, 1, "Curse");
  sc.play("Giant");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 5);
  EXPECT_EQ(owned(sc, 1, "Curse"), curses + 1);
}

TEST(Giant, FaceDownItIsStillAnAttackToReactTo) {
  // FAQ: players may respond with Attack reactions even when Giant only makes +$1.
  Scenario sc({"Giant", "Caravan Guard"});
  start(sc, {"Giant"});
  sc.set(1, Zone::kHand, {"Caravan Guard", "Copper"});
  sc.set(1, Zone::kDeck, many("Copper", 3));
  sc.play("Giant");  // the token starts face up: this play turns it face down
  const Decision& d = sc.next();
  EXPECT_EQ(d.player, 1);
  ASSERT_EQ(d.reason, Reason::kRevealReaction);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.count(1, Zone::kPlay, "Caravan Guard"), 1);
  EXPECT_EQ(owned(sc, 1, "Curse"), 0);
}

TEST(LostCity, GainingItMakesTheOthersDrawACard) {
  Scenario sc({"Lost City"}, 3);
  start(sc, {}, {}, {}, 5);
  const int h1 = sc.s.player(1).hand.size(), h2 = sc.s.player(2).hand.size();
  to_buy(sc);
  buy(sc, "Lost City");
  sc.next();
  EXPECT_EQ(sc.s.player(1).hand.size(), h1 + 1);
  EXPECT_EQ(sc.s.player(2).hand.size(), h2 + 1);
}

TEST(LostCity, PlaysAsTwoCardsTwoActions) {
  Scenario sc({"Lost City"});
  start(sc, {"Lost City"}, many("Copper", 2));
  sc.play("Lost City");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 2);
}

TEST(Relic, OthersDrawOneCardLessNextTime) {
  Scenario sc({"Relic"});
  start(sc, {"Relic"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Relic"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_TRUE(sc.s.player(1).minus_card);
  sc.set(1, Zone::kDeck, many("Copper", 3));
  EXPECT_EQ(sc.s.draw(1, 2), 1);
  EXPECT_FALSE(sc.s.player(1).minus_card);
}

TEST(TreasureTrove, GainsAGoldAndACopper) {
  Scenario sc({"Treasure Trove"});
  start(sc, {"Treasure Trove"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Treasure Trove"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Copper"), 1);
  EXPECT_EQ(sc.s.coins(), 2);
}

TEST(TreasureTrove, WithNoGoldLeftStillGainsTheCopper) {
  Scenario sc({"Treasure Trove"});
  sc.pile("Gold", 0);
  start(sc, {"Treasure Trove"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Treasure Trove"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Copper"), 1);
}

TEST(Hireling, StaysInPlayAndDrawsAtEveryTurnStart) {
  Scenario sc({"Hireling"});
  start(sc, {"Hireling"}, many("Copper", 20));
  sc.play("Hireling");
  to_buy(sc);
  end_buys(sc);
  sc.next();
  for (int t = 0; t < 2; ++t) {
    begin_turn(sc, {}, many("Copper", 3));
    sc.expect(DecisionKind::kPlayTreasures);
    EXPECT_EQ(sc.s.player(0).hand.size(), 1);
    sc.answer(Choice::none());
    end_buys(sc);
    sc.next();
    EXPECT_EQ(sc.count(0, Zone::kPlay, "Hireling"), 1);
  }
}

TEST(Hireling, ThroneRoomedDrawsTwoAndTheThroneRoomStaysToo) {
  // FAQ: played twice, you draw 2 a turn, and the Throne Room stays in play for the rest of the
  // game.
  Scenario sc({"Hireling", "Throne Room"});
  start(sc, {"Throne Room", "Hireling"}, many("Copper", 20));
  sc.play("Throne Room");
  sc.next();
  sc.choose({"Hireling"});
  to_buy(sc);
  end_buys(sc);
  sc.next();
  for (int t = 0; t < 2; ++t) {
    begin_turn(sc, {}, many("Copper", 4));
    sc.expect(DecisionKind::kPlayTreasures);
    EXPECT_EQ(sc.s.player(0).hand.size(), 2);
    EXPECT_EQ(sc.count(0, Zone::kPlay, "Throne Room"), 1);
    sc.answer(Choice::none());
    end_buys(sc);
    sc.next();
    EXPECT_EQ(sc.count(0, Zone::kPlay, "Throne Room"), 1);
    EXPECT_EQ(sc.count(0, Zone::kPlay, "Hireling"), 1);
  }
}

TEST(Hireling, TrashedByBonfireItsEffectGoesOn) {
  // The lasting effect does not end when Hireling leaves play ("remember Hireling's effect").
  Scenario sc({"Hireling", "Bonfire"});
  start(sc, {"Hireling"}, many("Copper", 20), {}, 3);
  sc.play("Hireling");
  to_buy(sc);
  buy(sc, "Bonfire");
  sc.next();
  sc.choose({"Hireling"});
  sc.next();
  EXPECT_EQ(sc.trashed("Hireling"), 1);
  begin_turn(sc, {}, many("Copper", 3));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 1);
}

TEST(SwampHag, OthersBuyingGainACurseUntilNextTurnThenPlusThree) {
  Scenario sc({"Swamp Hag"});
  start(sc, {"Swamp Hag"}, many("Copper", 5));
  sc.play("Swamp Hag");
  to_buy(sc);
  end_buys(sc);
  sc.next();
  sc.set(1, Zone::kHand, {});
  sc.turn(1, 1, 2, 0);
  to_buy(sc);
  buy(sc, "Copper");
  buy(sc, "Copper");
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Curse"), 2);
  ASSERT_EQ(sc.s.current(), 0);  // player 0's next turn began: +$3
  EXPECT_EQ(sc.s.coins(), 3);
}

TEST(SwampHag, TheCurseComesWhenTheBoughtCardIsGainedNotAtTheBuy) {
  // The current text: "when any other player gains a card they bought": the bought Silver is
  // gained first, then the Curse (the 1st printing's "buys" gave the Curse before the Silver).
  Scenario sc({"Swamp Hag"});
  start(sc, {"Swamp Hag"}, many("Copper", 5));
  sc.play("Swamp Hag");
  to_buy(sc);
  end_buys(sc);
  sc.next();
  sc.set(1, Zone::kHand, {});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(1, 1, 2, 3);
  to_buy(sc);
  buy(sc, "Silver");
  sc.expect(DecisionKind::kBuy);
  const CardList& discard = sc.s.player(1).discard;
  ASSERT_EQ(discard.size(), 2);
  EXPECT_EQ(discard[0], kSilver);
  EXPECT_EQ(discard[1], kCurse);
}

TEST(SwampHag, GainingWithoutBuyingOrBuyingAnEventGivesNoCurse) {
  Scenario sc({"Swamp Hag", "Workshop", "Alms"});
  start(sc, {"Swamp Hag"}, many("Copper", 5));
  sc.play("Swamp Hag");
  to_buy(sc);
  end_buys(sc);
  sc.next();
  sc.set(1, Zone::kHand, {"Workshop"});
  const int silvers = owned(sc, 1, "Silver");
  sc.turn(1, 1, 1, 0);
  sc.play("Workshop");
  sc.next();
  sc.choose({"Silver"});
  to_buy(sc);
  buy(sc, "Alms");
  sc.next();
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Silver"), silvers + 2);
  EXPECT_EQ(owned(sc, 1, "Curse"), 0);
}

TEST(HauntedWoods, ABuyPutsTheHandOntoTheDeckThenThreeCards) {
  Scenario sc({"Haunted Woods"});
  start(sc, {"Haunted Woods"}, many("Copper", 8));
  sc.play("Haunted Woods");
  to_buy(sc);
  end_buys(sc);
  sc.next();
  sc.set(1, Zone::kHand, {"Estate", "Gold", "Copper"});
  sc.set(1, Zone::kDeck, {});
  sc.turn(1);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Copper"});
  buy(sc, "Copper");
  const Decision& d = sc.next();
  EXPECT_EQ(d.reason, Reason::kOrder);
  sc.choose({"Estate", "Gold"});
  sc.next();
  ASSERT_EQ(sc.s.current(), 0);  // player 0's next turn began: +3 Cards
  EXPECT_EQ(sc.s.player(0).hand.size(), 8);
}

TEST(HauntedWoods, GainingWithoutBuyingKeepsTheHand) {
  Scenario sc({"Haunted Woods", "Workshop"});
  start(sc, {"Haunted Woods"}, many("Copper", 8));
  sc.play("Haunted Woods");
  to_buy(sc);
  end_buys(sc);
  sc.next();
  sc.set(1, Zone::kHand, {"Workshop", "Estate", "Gold"});
  sc.set(1, Zone::kDeck, {});
  sc.turn(1);
  sc.play("Workshop");
  sc.next();
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(1).hand.size(), 2);
  EXPECT_EQ(sc.s.player(1).deck.size(), 0);
}

TEST(BridgeTroll, CostsOneLessNowAndNextTurnAndTheOthersTakeMinusOne) {
  Scenario sc({"Bridge Troll", "Village"});
  start(sc, {"Bridge Troll"});
  sc.play("Bridge Troll");
  sc.next();
  EXPECT_EQ(sc.s.cost(sc.id("Village")), 2);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_TRUE(sc.s.player(1).minus_coin);
  to_buy(sc);
  end_buys(sc);
  sc.next();
  begin_turn(sc, {});
  sc.next();
  EXPECT_EQ(sc.s.cost(sc.id("Village")), 2);
  EXPECT_EQ(sc.s.buys(), 2);
}

TEST(Storyteller, PlaysTreasuresThenPaysAllForCards) {
  Scenario sc({"Storyteller"});
  start(sc, {"Storyteller", "Silver", "Copper"}, many("Estate", 5));
  sc.play("Storyteller");
  sc.next();
  sc.choose({"Silver"});
  sc.next();
  sc.choose({"Copper"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Estate"), 4);
}

TEST(Artificer, DiscardsAnyNumberAndGainsOneCostingExactlyThatOntoTheDeck) {
  Scenario sc({"Artificer"});
  start(sc, {"Artificer", "Estate", "Estate", "Curse"}, {"Copper"});
  sc.play("Artificer");
  sc.next();
  sc.choose({"Estate", "Estate", "Curse"});
  const Decision& g = sc.next();
  EXPECT_EQ(g.cost_min, 3);
  EXPECT_EQ(g.cost_max, 3);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Silver"}));
  EXPECT_EQ(sc.s.coins(), 1);
}

// ---------------------------------------------------------------- Events

TEST(Alms, GainsACardUpToFourWithoutTreasuresInPlayOncePerTurn) {
  Scenario sc({"Village", "Alms"});
  start(sc, {});
  sc.s.add_buys(1);
  to_buy(sc);
  buy(sc, "Alms");
  sc.next();
  sc.choose({"Village"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.can_buy(sc.id("Alms")));
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
}

TEST(Alms, NothingWithATreasureInPlay) {
  Scenario sc({"Alms"});
  start(sc, {"Copper"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Copper"});
  buy(sc, "Alms");
  sc.next();
  EXPECT_EQ(sc.s.player(0).owned_total, 1);
}

TEST(Borrow, PlusBuyAndADollarTheMinusCardTokenOnce) {
  Scenario sc({"Borrow"});
  start(sc, {});
  to_buy(sc);
  buy(sc, "Borrow");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.buys(), 1);
  EXPECT_TRUE(sc.s.player(0).minus_card);
  EXPECT_FALSE(sc.s.can_buy(sc.id("Borrow")));
}

TEST(Borrow, WithTheMinusCardTokenAlreadyOnTheDeckNoDollar) {
  Scenario sc({"Borrow"});
  start(sc, {});
  sc.s.set_minus_card(0);
  to_buy(sc);
  buy(sc, "Borrow");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.s.buys(), 1);  // its +1 Buy still
  EXPECT_TRUE(sc.s.player(0).minus_card);
}

TEST(Quest, TwoCursesOrSixCardsGainAGold) {
  Scenario sc({"Quest"});
  start(sc, {"Curse", "Curse", "Copper"});
  sc.s.add_buys(1);
  to_buy(sc);
  buy(sc, "Quest");
  sc.next();
  EXPECT_EQ(ai_answer(sc).option, fx::kQuestCurses);
  sc.option(fx::kQuestCurses);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Curse"), 2);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 1);
}

TEST(Quest, SixCardsWithFewerInHandDiscardsThemAllForNoGold) {
  // FAQ: "You may choose to discard 6 cards despite not having enough...; you will discard
  // everything and not gain a Gold."
  Scenario sc({"Quest"});
  start(sc, many("Copper", 5));
  sc.s.add_buys(1);  // the turn goes on: the hand is still this turn's
  to_buy(sc);
  buy(sc, "Quest");
  sc.next();
  sc.option(fx::kQuestSix);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Copper"), 5);
}

TEST(Quest, TwoCursesWithOneInHandDiscardsItForNoGold) {
  Scenario sc({"Quest"});
  start(sc, {"Curse", "Copper"});
  sc.s.add_buys(1);  // the turn goes on: the hand is still this turn's
  to_buy(sc);
  buy(sc, "Quest");
  sc.next();
  sc.option(fx::kQuestCurses);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Curse"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 1);
}

TEST(ScoutingParty, LooksAtFiveDiscardsThreePutsTwoBack) {
  Scenario sc({"Scouting Party"});
  start(sc, {}, {"Estate", "Gold", "Curse", "Silver", "Copper", "Copper"}, {}, 2);
  to_buy(sc);
  buy(sc, "Scouting Party");
  sc.next();
  sc.choose({"Estate", "Curse", "Copper"});
  sc.next();
  sc.choose({"Silver", "Gold"});  // Gold on top
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold", "Silver", "Copper"}));
  EXPECT_EQ(sc.s.buys(), 1);
}

TEST(ScoutingParty, ThreeCardsOrFewerAreAllDiscardedWithoutAsking) {
  Scenario sc({"Scouting Party"});
  start(sc, {}, {"Estate", "Gold", "Copper"}, {}, 2);
  sc.s.add_buys(1);
  to_buy(sc);
  buy(sc, "Scouting Party");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).deck.size(), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Estate"), 1);
}

TEST(TravellingFair, GainedCardsMayGoOnTheDeck) {
  Scenario sc({"Travelling Fair"});
  start(sc, {}, {}, {}, 5);
  to_buy(sc);
  buy(sc, "Travelling Fair");
  EXPECT_EQ(sc.s.buys(), 2);
  buy(sc, "Silver");
  sc.next();
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Silver"}));
}

TEST(TravellingFair, DecliningLeavesTheCardInTheDiscardPile) {
  Scenario sc({"Travelling Fair"});
  start(sc, {}, {}, {}, 5);
  to_buy(sc);
  buy(sc, "Travelling Fair");
  buy(sc, "Silver");
  sc.next();
  sc.yes(false);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).deck.size(), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 1);
}

TEST(Bonfire, TrashesUpToTwoCardsInPlay) {
  Scenario sc({"Bonfire"});
  start(sc, {"Copper", "Copper", "Silver"});
  sc.s.add_buys(1);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Bonfire");
  sc.next();
  sc.choose({"Copper", "Copper"});
  sc.next();
  EXPECT_EQ(sc.trashed("Copper"), 2);
  EXPECT_EQ(sc.s.coins(), 1);  // the $ they made stays
}

TEST(Expedition, TwoMoreCardsInTheNextHand) {
  Scenario sc({"Expedition"});
  start(sc, {}, many("Copper", 10), {}, 3);
  to_buy(sc);
  buy(sc, "Expedition");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);
}

TEST(Expedition, TwoBoughtMakeANineCardHand) {
  Scenario sc({"Expedition"});
  start(sc, {}, many("Copper", 12), {}, 6);
  sc.s.add_buys(1);
  to_buy(sc);
  buy(sc, "Expedition");
  buy(sc, "Expedition");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 9);
}

// Save: "+1 Buy. Once per turn: Set aside a card from your hand, and put it into your hand at end
// of turn (after drawing)." FAQ: set aside face down; it joins the hand after the 5 cards for
// the next turn are drawn.
TEST(Save, TheCardComesBackAfterTheCleanupDraw) {
  Scenario sc({"Save", "Village"});
  start(sc, {"Village", "Estate"}, many("Copper", 10), {}, 1);
  to_buy(sc);
  buy(sc, "Save");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Village"});  // the better card for next turn
  sc.choose({"Village"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.buys(), 1);                  // its +1 Buy
  EXPECT_FALSE(sc.s.can_buy(sc.id("Save")));  // once per turn
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, sc.id("Village")), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names{"Estate"});
  sc.answer(Choice::none());
  sc.next();  // player 1's turn
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, sc.id("Village")), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);  // 5 drawn, then the Village
  EXPECT_EQ(sc.count(0, Zone::kHand, "Village"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Estate"), 1);
  EXPECT_EQ(sc.s.player(0).deck.size(), 5);  // not drawn in place of a Copper
}

TEST(Save, WithAnEmptyHandOnlyPlusBuy) {
  Scenario sc({"Save"});
  start(sc, {}, many("Copper", 10), {}, 1);
  to_buy(sc);
  buy(sc, "Save");
  sc.expect(DecisionKind::kBuy);  // nothing to set aside: not asked
  EXPECT_EQ(sc.s.buys(), 1);
  EXPECT_EQ(sc.s.coins(), 0);
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
}

// Outpost: the turn ends after its 3-card draw, so the saved card joins the extra turn's hand.
TEST(Save, AfterAnOutpostTheCardJoinsTheThreeCardHand) {
  Scenario sc({"Save", "Outpost"});
  start(sc, {"Outpost", "Gold"}, many("Copper", 10), {}, 1);
  sc.play("Outpost");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());  // the Gold is kept for the extra turn
  buy(sc, "Save");            // the Gold is the one card: set aside without asking
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, kGold), 1);
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_TRUE(sc.s.extra_turn());
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
}

// A game that ends on that turn: the card is back in the hand (the end-of-turn step comes before
// the end of the game is checked), and counts for its owner.
TEST(Save, TheCardIsInTheHandWhenTheGameEndsThatTurn) {
  Scenario sc({"Save"});
  start(sc, {"Duchy", "Estate"}, many("Copper", 10), {}, 9);
  sc.pile("Province", 1);
  to_buy(sc);
  buy(sc, "Save");
  sc.next();
  sc.choose({"Duchy"});
  buy(sc, "Province");
  EXPECT_FALSE(sc.s.advance());
  ASSERT_TRUE(sc.s.over());
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, sc.id("Duchy")), 0);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Duchy"), 1);
  EXPECT_TRUE(sc.s.is_ok());
}

// Possession: the possessed player's card, set aside by the controller's choice, comes back into
// the possessed player's hand at the end of that turn, for their own turn that follows.
TEST(Save, InAPossessedTurnTheCardGoesBackToThePossessedPlayersHand) {
  Scenario sc({"Save", "Possession"});
  sc.set(0, Zone::kHand, {"Possession"});
  sc.set(0, Zone::kDeck, many("Copper", 10));
  sc.set(1, Zone::kHand, {"Copper", "Gold", "Estate", "Estate", "Estate"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  sc.turn(0);
  sc.play("Possession");
  end_buys(sc);
  sc.expect(DecisionKind::kPlayTreasures);
  ASSERT_EQ(sc.s.current(), 1);
  ASSERT_TRUE(sc.s.turn_flags() & kPossessed);
  sc.choose({"Copper"});
  buy(sc, "Save");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.decider, 0);
  sc.choose({"Gold"});
  end_buys(sc);
  sc.next();  // player 1's own turn
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_FALSE(sc.s.turn_flags() & kPossessed);
  EXPECT_EQ(sc.s.player(1).hand.size(), 6);
  EXPECT_EQ(sc.count(1, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(owned(sc, 1, "Gold"), 1);
  EXPECT_EQ(sc.s.mat_count(1, kHavenMat, kGold), 0);
}

// Save shares Haven's face-down mat: each takes back only its own card, at its own moment.
TEST(Save, AHavenedCardStaysUntilTheNextTurn) {
  Scenario sc({"Save", "Haven"});
  start(sc, {"Haven", "Silver", "Gold"}, many("Copper", 10), {}, 1);
  sc.play("Haven");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  buy(sc, "Save");
  sc.next();
  sc.choose({"Gold"});
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 0);
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, kSilver), 1);
}

TEST(Ferry, MakesThePileCostTwoLessOnItsOwnersTurns) {
  Scenario sc({"Ferry", "Laboratory"});
  start(sc, {}, {}, {}, 3);
  sc.s.add_buys(1);
  to_buy(sc);
  buy(sc, "Ferry");  // the one Action pile: chosen without asking
  sc.next();
  EXPECT_EQ(sc.s.cost(sc.id("Laboratory")), 3);
}

TEST(Plan, BuyingFromThePileMayTrashFromHand) {
  Scenario sc({"Plan", "Village"});
  start(sc, {"Estate"}, {}, {}, 6);
  sc.s.add_buys(1);
  buy(sc, "Plan");  // the one Action pile: chosen without asking
  buy(sc, "Village");
  sc.next();
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

TEST(Plan, GainingFromThePileWithoutBuyingTrashesNothing) {
  Scenario sc({"Plan", "Village", "Workshop"});
  sc.s.place_token(0, kTrashingToken, sc.id("Village"));
  start(sc, {"Workshop", "Estate"});
  sc.play("Workshop");
  sc.next();
  sc.choose({"Village"});
  sc.expect(DecisionKind::kBuy);  // no trash question (no Treasure to play)
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
  EXPECT_EQ(sc.trashed("Estate"), 0);
}

TEST(Mission, AnExtraTurnWithoutBuyingCardsOnlyAfterAnotherPlayersTurn) {
  Scenario sc({"Mission", "Village"});
  start(sc, {}, many("Copper", 10), {}, 4);
  to_buy(sc);
  buy(sc, "Mission");
  sc.next();
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_TRUE(sc.s.turn_flags() & kNoBuyingCards);
  to_buy(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.can_buy(kCopper));
}

TEST(Pilgrimage, EverySecondBuyGainsUpToThreeDifferentCardsInPlay) {
  Scenario sc({"Pilgrimage", "Village"});
  start(sc, {"Village", "Silver", "Copper"}, {}, {}, 1);
  sc.play("Village");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Pilgrimage");
  sc.next();
  EXPECT_EQ(sc.s.player(0).journey_up, false);
  EXPECT_EQ(sc.s.player(0).owned_total, 3);  // face down: nothing
  sc.s.flip_journey(0);
  sc.s.flip_journey(0);
  Scenario s2({"Pilgrimage", "Village"});
  s2.s.flip_journey(0);
  start(s2, {"Village", "Silver", "Copper"}, {}, {}, 1);
  s2.play("Village");
  s2.expect(DecisionKind::kPlayTreasures);
  s2.answer(Choice::all_treasures());
  buy(s2, "Pilgrimage");
  s2.next();
  s2.choose({"Village", "Silver"});
  s2.next();
  EXPECT_EQ(owned(s2, 0, "Village"), 2);
  EXPECT_EQ(owned(s2, 0, "Silver"), 2);
}

TEST(Pilgrimage, OffersOnlyCardsFromTheSupply) {
  // FAQ: copies of non-Supply cards (Disciple, Mercenary) cannot be gained.
  Scenario sc({"Pilgrimage", "Village", "Peasant"});
  sc.s.flip_journey(0);  // face down: buying Pilgrimage turns it face up
  sc.set(0, Zone::kPlay, {"Disciple", "Village"});
  start(sc, {}, {}, {}, 4);
  to_buy(sc);
  buy(sc, "Pilgrimage");
  const Decision& d = sc.next();
  ASSERT_EQ(d.kind, DecisionKind::kChooseCards);
  ASSERT_EQ(d.num_cards, 1);
  EXPECT_EQ(d.cards[0], sc.id("Village"));
}

TEST(Ball, TakesTheMinusDollarAndGainsTwoCards) {
  Scenario sc({"Ball", "Village"});
  start(sc, {}, {}, {}, 5);
  to_buy(sc);
  buy(sc, "Ball");
  sc.next();
  sc.choose({"Village"});
  sc.next();
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
  EXPECT_TRUE(sc.s.player(0).minus_coin);
}

TEST(Raid, ASilverPerSilverInPlayAndMinusCardForOthers) {
  Scenario sc({"Raid"});
  start(sc, {"Silver", "Silver", "Copper"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Raid");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 4);
  EXPECT_TRUE(sc.s.player(1).minus_card);
  EXPECT_FALSE(sc.s.player(0).minus_card);
}

TEST(Seaway, GainsAnActionUpToFourAndPutsPlusBuyOnItsPile) {
  Scenario sc({"Seaway", "Village", "Laboratory"});
  start(sc, {}, {}, {}, 5);
  sc.s.add_buys(1);
  to_buy(sc);
  buy(sc, "Seaway");  // Village is the one Action up to $4: gained without asking
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
  EXPECT_EQ(owned(sc, 0, "Laboratory"), 0);
  EXPECT_EQ(sc.s.token_pile(0, kPlusBuyToken), sc.id("Village"));
}

TEST(Seaway, ThePlusBuyTokenGivesABuyWhenACardFromThatPileIsPlayed) {
  Scenario sc({"Seaway", "Village"});
  sc.s.place_token(0, kPlusBuyToken, sc.id("Village"));
  start(sc, {"Village"}, many("Copper", 2));
  sc.play("Village");
  sc.next();
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.actions(), 2);
}

TEST(Trade, TrashesUpToTwoForASilverEach) {
  Scenario sc({"Trade"});
  start(sc, {"Estate", "Curse", "Copper"}, {}, {}, 5);
  to_buy(sc);
  buy(sc, "Trade");
  sc.next();
  EXPECT_EQ(ai_answer(sc).n, 2);
  sc.choose({"Estate", "Curse"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 2);
}

TEST(Pathfinding, TokenOnAPileGivesACardFirst) {
  Scenario sc({"Pathfinding", "Village", "Smithy"});
  start(sc, {}, {}, {}, 8);
  sc.s.add_coins(0);
  sc.set(0, Zone::kHand, {"Smithy", "Smithy"});
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  buy(sc, "Pathfinding");
  sc.next();
  EXPECT_EQ(ai_answer(sc).cards[0], sc.id("Smithy"));  // the pile owned most
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(sc.s.token_pile(0, kPlusCardToken), sc.id("Smithy"));
}

TEST(Pathfinding, ASmithyFromThatPileDrawsFour) {
  Scenario sc({"Pathfinding", "Smithy"});
  sc.s.place_token(0, kPlusCardToken, sc.id("Smithy"));
  start(sc, {"Smithy"}, many("Copper", 6));
  sc.play("Smithy");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 4);
}

TEST(LostArtsAndTraining, MoveTheirTokens) {
  Scenario sc({"Lost Arts", "Training", "Village"});
  start(sc, {"Village"}, many("Copper", 3), {}, 12);
  sc.s.add_buys(1);
  sc.s.place_token(0, kPlusActionToken, sc.id("Village"));
  sc.s.place_token(0, kPlusCoinToken, sc.id("Village"));
  sc.play("Village");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 3);
  EXPECT_EQ(sc.s.coins(), 13);
}

// ---------------------------------------------------------------- Inheritance

// Player 0 buys Inheritance ($7) with an empty hand and sets aside `card`; the turn then ends.
void inherit(Scenario& sc, const std::string& card) {
  start(sc, {}, {}, {}, 7);
  buy(sc, "Inheritance");
  if (sc.next().kind == DecisionKind::kNameCard) sc.choose({card});  // (asked unless the only one)
  sc.next();                                                         // player 1's turn
  EXPECT_EQ(sc.s.token_pile(0, kEstateToken), sc.id(card));
}

TEST(Inheritance, SetsAsideACardWithoutGainingItAndEstatesBecomeCommandActionsOnItsBuyersTurns) {
  // FAQ (2022): set aside (not gained) a non-Command Action from the Supply costing up to $4;
  // it is the buyer's card for scoring. During the buyer's turns Estates (every Estate, the
  // Supply's too) are also Command Actions and still Victory cards; not on other turns.
  Scenario sc({"Inheritance", "Village", "Smithy", "Laboratory"});
  start(sc, {}, {}, {}, 7);
  sc.s.add_buys(1);
  buy(sc, "Inheritance");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_TRUE(sc.s.is_legal(Choice::one(sc.id("Smithy"))));
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Laboratory")))) << "$5";
  EXPECT_FALSE(sc.s.is_legal(Choice::one(kEstate))) << "no Action yet";
  EXPECT_EQ(d.player, 0);
  sc.choose({"Village"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.mat_count(0, kInheritanceMat, sc.id("Village")), 1);
  EXPECT_EQ(sc.s.pile(sc.id("Village")), 9);
  EXPECT_EQ(sc.s.player(0).owned[sc.id("Village")], 1);
  EXPECT_EQ(sc.s.gains_this_turn(), 0) << "not a gain";
  EXPECT_EQ(sc.s.token_pile(0, kEstateToken), sc.id("Village"));
  EXPECT_TRUE(sc.s.is(kEstate, kAction));
  EXPECT_TRUE(sc.s.is(kEstate, kCommand));
  EXPECT_TRUE(sc.s.is(kEstate, kVictory));
  EXPECT_EQ(sc.s.plays_as(kEstate), sc.id("Village"));
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Inheritance")))) << "once per game";
  sc.answer(Choice::none());
  sc.next();
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_FALSE(sc.s.is(kEstate, kAction)) << "player 1's turn";
  EXPECT_EQ(sc.s.plays_as(kEstate), kNoCard);
  start(sc, {}, {}, {}, 14);
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Inheritance")))) << "once per game";
}

TEST(Inheritance, EstatesCostLessAtOnceWithQuarryInPlay) {
  // Bought with Quarry in play, the Estates become Actions now, and Quarry's -$2 reaches them at
  // once (the cached costs were not recomputed when the types changed: selfcheck seed 527 game
  // 33643).
  Scenario sc({"Inheritance", "Village", "Quarry"});
  start(sc, {}, {}, {}, 7);
  sc.set(0, Zone::kPlay, {"Quarry"});
  sc.s.add_buys(1);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(kEstate), 2);
  EXPECT_EQ(sc.s.cost(sc.id("Village")), 1);
  buy(sc, "Inheritance");  // Village, the only Action costing up to $4, is set aside unasked
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.token_pile(0, kEstateToken), sc.id("Village"));
  EXPECT_TRUE(sc.s.is(kEstate, kAction));
  EXPECT_EQ(sc.s.cost(kEstate), 0);
}

TEST(Inheritance, AnEstatePlaysTheSetAsideCardLeavingItThereAndThroneRoomPlaysItTwice) {
  Scenario sc({"Inheritance", "Village", "Throne Room"});
  inherit(sc, "Village");
  start(sc, {"Estate", "Throne Room"}, many("Copper", 5));
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kPlayTreasures);  // no Action card left in hand
  EXPECT_EQ(sc.s.actions(), 4);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 2);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Estate"), 1);
  EXPECT_EQ(sc.s.mat_count(0, kInheritanceMat, sc.id("Village")), 1) << "left there";
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Village"), 0);
  EXPECT_EQ(sc.s.vp(0), 1) << "the Estate keeps its VP (the Village has none)";
}

TEST(Inheritance, AMoveOfTheSetAsideCardFailsAndItsThisIsNotTheEstate) {
  // FAQ: if the played card tries to move itself, it fails: Mining Village trashes nothing
  // (neither itself nor the Estate) and gives no +$2.
  Scenario sc({"Inheritance", "Mining Village"});
  inherit(sc, "Mining Village");
  start(sc, {"Estate"}, many("Copper", 5));
  sc.play("Estate");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.trashed("Estate") + sc.trashed("Mining Village"), 0);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Estate"), 1);
}

TEST(Inheritance, AnEstateThatPlaysADurationStaysInPlayUntilItsLastTurn) {
  // FAQ: the Estate stays in play as long as the card it played would have (a Duration).
  Scenario sc({"Inheritance", "Fishing Village"});
  inherit(sc, "Fishing Village");
  start(sc, {"Estate"}, many("Copper", 10));
  sc.play("Estate");
  sc.expect(DecisionKind::kBuy);  // nothing left in hand
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
  end_buys(sc);
  sc.next();
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Estate"), 1) << "kept in play by the Duration";
  begin_turn(sc, {});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);  // +1 Action at the start of the turn
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(Inheritance, IsBoughtOncePerGameEvenWhenItSetsNothingAside) {
  // FAQ: once per game. With no non-Command Action costing up to $4 in the Supply, buying it
  // sets nothing aside and places no token; it still cannot be bought again (review: it could).
  Scenario sc({"Inheritance", "Laboratory", "Market"});
  start(sc, {}, {}, {}, 14);
  sc.s.add_buys(1);
  buy(sc, "Inheritance");
  sc.expect(DecisionKind::kBuy);  // nothing to choose: no decision
  EXPECT_EQ(sc.s.token_pile(0, kEstateToken), kNoCard);
  EXPECT_EQ(sc.s.mat_size(0, kInheritanceMat), 0);
  EXPECT_FALSE(sc.s.is(kEstate, kAction));
  EXPECT_EQ(sc.s.coins(), 7);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Inheritance")))) << "this turn";
  end_buys(sc);
  sc.next();
  ASSERT_EQ(sc.s.current(), 1);
  sc.set(1, Zone::kHand, {});
  sc.turn(1, 1, 1, 7);
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.is_legal(Choice::one(sc.id("Inheritance")))) << "once per player";
  start(sc, {}, {}, {}, 14);
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Inheritance")))) << "a later turn";
}

TEST(Inheritance, ACardThatCostsUpToFourOnlyThroughAReductionQualifies) {
  // FAQ: "costing up to $4" is the cost when you buy it: with Bridge played, Laboratory ($5)
  // costs $4 and may be set aside.
  Scenario sc({"Inheritance", "Bridge", "Laboratory", "Village"});
  start(sc, {"Bridge"}, {}, {}, 6);  // Bridge: +$1, so $7 (Events cost what they cost)
  sc.play("Bridge");
  to_buy(sc);
  EXPECT_EQ(sc.s.cost(sc.id("Laboratory")), 4);
  buy(sc, "Inheritance");
  sc.expect(DecisionKind::kNameCard);
  EXPECT_TRUE(sc.s.is_legal(Choice::one(sc.id("Laboratory"))));
  sc.choose({"Laboratory"});
  sc.expect(DecisionKind::kBuy);  // Bridge's +1 Buy
  EXPECT_EQ(sc.s.token_pile(0, kEstateToken), sc.id("Laboratory"));
  EXPECT_EQ(sc.s.mat_count(0, kInheritanceMat, sc.id("Laboratory")), 1);
}

TEST(Inheritance, APlusActionTokenOnTheSetAsideCardsPileAppliesToTheEstate) {
  // FAQ: tokens on the set-aside card's pile (Lost Arts' +1 Action) apply when an Estate plays
  // it: the Estate is played as that card.
  Scenario sc({"Inheritance", "Village", "Lost Arts"});
  inherit(sc, "Village");
  start(sc, {"Estate"}, many("Copper", 5));
  sc.s.place_token(0, kPlusActionToken, sc.id("Village"));
  sc.play("Estate");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 3) << "1 - 1 + 2 (Village) + 1 (token)";
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 1);
}

TEST(Inheritance, ThroneRoomOnAnEstatePlayingADurationStaysInPlayWithIt) {
  // FAQ: the Estate stays in play as the Duration would, and the Throne Room that played it too.
  Scenario sc({"Inheritance", "Fishing Village", "Throne Room"});
  inherit(sc, "Fishing Village");
  start(sc, {"Throne Room", "Estate"}, many("Copper", 10));
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 4);
  EXPECT_EQ(sc.s.coins(), 2);
  to_buy(sc);
  end_buys(sc);
  sc.next();
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Estate"), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Throne Room"), 1) << "kept with the Duration it played";
  begin_turn(sc, {});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 3) << "1 + 1 + 1: both plays' next-turn parts";
  EXPECT_EQ(sc.s.coins(), 2);
}

TEST(Inheritance, TwoPlayersEachInheritTheirOwnCardAndEstatesFollowWhoseTurnItIs) {
  // Each buyer's Estates play that buyer's set-aside card, on that buyer's turns only; an
  // Estate in another player's hand is an Action on the buyer's turn (types are the turn's).
  Scenario sc({"Inheritance", "Village", "Moat"});
  inherit(sc, "Village");  // now player 1's turn
  sc.set(1, Zone::kHand, {});
  sc.turn(1, 1, 1, 7);
  buy(sc, "Inheritance");
  if (sc.next().kind == DecisionKind::kNameCard) sc.choose({"Moat"});
  sc.next();  // player 0's turn
  EXPECT_EQ(sc.s.token_pile(1, kEstateToken), sc.id("Moat"));
  sc.turn(1);
  EXPECT_EQ(sc.s.plays_as(kEstate), sc.id("Moat")) << "player 1's turn";
  start(sc, {"Estate"}, many("Copper", 5));
  sc.set(1, Zone::kHand, {"Estate"});
  EXPECT_EQ(sc.s.plays_as(kEstate), sc.id("Village")) << "player 0's turn";
  EXPECT_TRUE(sc.s.is(kEstate, kAction)) << "player 1's Estate in hand too";
  sc.play("Estate");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 1);
}

TEST(Inheritance, TheHeuristicPlayerSetsAsideANonTerminalAndPlaysItsEstates) {
  // docs/heuristics.md: villages and cantrips before terminals; the Estate plays as Village.
  Scenario sc({"Inheritance", "Village", "Smithy", "Moneylender"});
  start(sc, {}, {}, {}, 7);
  buy(sc, "Inheritance");
  sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Village"});
  sc.choose({"Village"});
  sc.next();
  start(sc, {"Estate", "Smithy"}, many("Copper", 5));
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Estate"}) << "a Village first, then Smithy";
}

}  // namespace
}  // namespace kl
