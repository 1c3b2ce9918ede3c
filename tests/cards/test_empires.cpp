// Scenario tests for the Empires set's Kingdom piles: each card's text and the FAQ's edge cases,
// plus the heuristic player's key decisions for these cards.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "cards/sets/empires.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"
#include "evolution/strategy/bots.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::ai_answer;
using test::k2E;
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
void no_treasures(Scenario& sc) {
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
}
// Player 0 starts a turn with `hand` (deck, discard as given).
void start(Scenario& sc, const Names& hand, const Names& deck = {}, const Names& discard = {},
           int coins = 0) {
  sc.set(0, Zone::kHand, hand);
  sc.set(0, Zone::kDeck, deck);
  sc.set(0, Zone::kDiscard, discard);
  sc.turn(0, 1, 1, coins);
}
int vp_tokens(const Scenario& sc, int p) { return sc.s.player(p).vp_tokens; }
// The cards of a mixed pile (by any card of it), top first, by taking them one by one from a copy.
Names pile_order(const Scenario& sc, const std::string& card) {
  State s = sc.s;
  Names out;
  const CardId rep = s.pile_of(sc.id(card));
  for (CardId top = s.pile_top(rep); top != kNoCard; top = s.pile_top(rep)) {
    out.push_back(s.def(top).name);
    if (!s.gain(0, top)) break;
  }
  return out;
}

TEST(EmpiresCards, TheSetHas24KingdomPilesWithSplitPilesAndCastles) {
  const Registry& reg = Registry::standard();
  int piles = 0;
  for (const CardDef& d : reg.all())
    if (d.set == "Empires" && d.kingdom && !d.landscape()) ++piles;
  EXPECT_EQ(piles, 24);
  EXPECT_EQ(reg.find("City Quarter")->debt, 8);
  EXPECT_EQ(reg.find("Engineer")->debt, 4);
  EXPECT_EQ(reg.find("Fortune")->debt, 8);
  EXPECT_EQ(reg.find("Fortune")->cost, 8);
  EXPECT_FALSE(reg.find("Plunder")->kingdom);
  EXPECT_TRUE(reg.find("Crown")->is(kAction) && reg.find("Crown")->is(kTreasure));
  EXPECT_TRUE(reg.find("Overlord")->is(kCommand));
}

TEST(EmpiresCards, RandomKingdomsDealEmpiresPiles) {
  int seen = 0;
  for (uint64_t seed = 0; seed < 50; ++seed) {
    const Kingdom k = random_kingdom({"Empires"}, seed, Edition::kSecond);
    ASSERT_EQ(k.cards.size(), 10u);
    for (const CardDef* d : k.cards) {
      EXPECT_TRUE(d->kingdom) << d->name;
      seen += d->set == "Empires";
    }
  }
  EXPECT_GT(seen, 300);
}

// ---------------------------------------------------------------- Engineer, City Quarter...

TEST(Engineer, GainsACardAndMayTrashItselfForASecond) {
  Scenario sc({"Engineer", "Smithy"});
  start(sc, {"Engineer"});
  sc.play("Engineer");
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 4);
  EXPECT_FALSE(sc.s.can_gain(g, sc.id("Engineer"))) << "a Debt cost is not 'up to $4'";
  sc.choose({"Smithy"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.trashed("Engineer"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Smithy"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 1);
}

TEST(Engineer, KeptWhenDeclinedAndBoughtWithDebt) {
  Scenario sc({"Engineer", "Smithy"});
  start(sc, {"Engineer"});
  sc.play("Engineer");
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Engineer"), 1);
  EXPECT_EQ(sc.trashed("Engineer"), 0);
  // Buying it with $1 takes 4 Debt, 1 paid at once at the end of the Buy phase.
  start(sc, {}, {}, {}, 1);
  buy(sc, "Engineer");
  EXPECT_EQ(sc.s.player(0).debt, 4);
  sc.next();  // the next player's turn: the $1 paid one
  EXPECT_EQ(sc.s.player(0).debt, 3);
  EXPECT_EQ(owned(sc, 0, "Engineer"), 2) << "the one kept in play and the one bought";
}

TEST(CityQuarter, DrawsACardPerActionInHand) {
  Scenario sc({"City Quarter", "Village", "Smithy"});
  start(sc, {"City Quarter", "Village", "Smithy", "Copper"}, many("Copper", 5));
  sc.play("City Quarter");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 5) << "3 cards + 2 drawn";
  EXPECT_EQ(sc.s.actions(), 2);
}

TEST(CityQuarter, NoActionsInHandDrawsNothingAndDebtBlocksBuying) {
  Scenario sc({"City Quarter", "Village"});
  start(sc, {"City Quarter", "Copper"}, many("Copper", 5));
  sc.play("City Quarter");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 1);
  // While in Debt, nothing is bought.
  start(sc, {}, {}, {}, 3);
  sc.s.add_debt(0, 8);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).debt, 5) << "the $3 paid first";
  EXPECT_FALSE(sc.s.can_buy(kCopper)) << "nothing, not even a $0 card, while in Debt";
}

TEST(Overlord, PlaysACardFromTheSupplyLeavingItThere) {
  Scenario sc({"Overlord", "Smithy", "Village", "Artisan", "City Quarter"});
  start(sc, {"Overlord"}, many("Copper", 5));
  sc.play("Overlord");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_TRUE((d.allow >> sc.id("Smithy")) & 1);
  EXPECT_FALSE((d.allow >> sc.id("Artisan")) & 1) << "costs $6";
  EXPECT_FALSE((d.allow >> sc.id("City Quarter")) & 1) << "a Debt cost";
  EXPECT_FALSE((d.allow >> sc.id("Overlord")) & 1) << "a Command";
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 3);
  EXPECT_EQ(sc.s.pile(sc.id("Smithy")), 10);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Overlord"), 1);
}

TEST(Overlord, PlaysAVillageGivingItsActions) {
  Scenario sc({"Overlord", "Engineer", "Village", "Smithy"});
  start(sc, {"Overlord"}, many("Copper", 5));
  sc.play("Overlord");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Village"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 1);
}

TEST(RoyalBlacksmith, DrawsFiveAndDiscardsTheCoppers) {
  Scenario sc({"Royal Blacksmith"});
  start(sc, {"Royal Blacksmith", "Copper"}, {"Copper", "Silver", "Estate", "Copper", "Gold"});
  sc.play("Royal Blacksmith");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Estate", "Gold", "Silver"}));
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Copper"), 3);
}

TEST(RoyalBlacksmith, NoCopperNothingDiscarded) {
  Scenario sc({"Royal Blacksmith"});
  start(sc, {"Royal Blacksmith"}, many("Silver", 5));
  sc.play("Royal Blacksmith");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

// ---------------------------------------------------------------- Encampment, Plunder

TEST(Encampment, SplitPileFiveOverFiveAndSetAsideReturnsToTheSupply) {
  Scenario sc({"Encampment"});
  EXPECT_EQ(sc.s.pile_size(sc.id("Encampment")), 10);
  EXPECT_TRUE(sc.s.covered(sc.id("Plunder")));
  start(sc, {"Encampment"}, many("Copper", 5));
  sc.play("Encampment");
  no_treasures(sc);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Encampment"), 0) << "no Gold or Plunder: set aside";
  EXPECT_EQ(sc.s.actions(), 2);
  end_buys(sc);
  sc.next();  // the next player's turn
  EXPECT_EQ(owned(sc, 0, "Encampment"), 0);
  EXPECT_EQ(sc.s.pile(sc.id("Encampment")), 6) << "back on its pile";
}

TEST(Encampment, RevealingAGoldKeepsItAndPlunderGivesAVp) {
  Scenario sc({"Encampment"});
  start(sc, {"Encampment", "Gold"}, many("Copper", 5));
  sc.play("Encampment");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Encampment"), 1);
  start(sc, {"Plunder"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Plunder"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(vp_tokens(sc, 0), 1);
}

TEST(Encampment, ThroneRoomedItSetsAsideOnceAndReturnsOnce) {
  Scenario sc({"Encampment", "Throne Room"});
  start(sc, {"Throne Room", "Encampment"}, many("Copper", 8));
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Encampment"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 4);
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Encampment"), 0);
  sc.answer(Choice::none());
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.s.pile(sc.id("Encampment")), 6);
  EXPECT_EQ(owned(sc, 0, "Encampment"), 0);
}

// ---------------------------------------------------------------- Patrician, Emporium

TEST(Patrician, TakesATopCardCostingFiveOrMore) {
  Scenario sc({"Patrician", "Market"});
  start(sc, {"Patrician"}, {"Copper", "Market", "Copper"});
  sc.play("Patrician");  // draws the Copper, reveals Market
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Market"), 1);
  start(sc, {"Patrician"}, {"Copper", "Silver", "Copper"});
  sc.play("Patrician");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Silver", "Copper"})) << "a $3 card stays on top";
}

TEST(Patrician, ADebtCostIsNotFiveOrMore) {
  Scenario sc({"Patrician", "City Quarter"});
  start(sc, {"Patrician"}, {"Copper", "City Quarter"});
  sc.play("Patrician");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"City Quarter"}));
}

TEST(Emporium, TwoVpWhenGainedWithFiveActionsInPlay) {
  Scenario sc({"Patrician", "Village"});
  const CardId emp = sc.id("Emporium");
  sc.s.set_mixed_pile(sc.id("Patrician"), {emp, emp, emp});
  start(sc, {}, {}, {}, 10);
  sc.s.add_buys(1);
  sc.set(0, Zone::kPlay, many("Village", 5));
  buy(sc, "Emporium");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(vp_tokens(sc, 0), 2);
  sc.set(0, Zone::kPlay, many("Village", 4));
  sc.answer(Choice::one(emp));
  sc.next();
  EXPECT_EQ(vp_tokens(sc, 0), 2) << "4 Actions: nothing";
}

// ---------------------------------------------------------------- Settlers, Bustling Village

TEST(Settlers, MayTakeACopperFromTheDiscardPile) {
  Scenario sc({"Settlers"});
  start(sc, {"Settlers"}, {"Estate"}, {"Copper", "Silver"});
  sc.play("Settlers");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.card, kCopper);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Estate"}));
  start(sc, {"Settlers"}, {"Estate"}, {"Silver"});
  sc.play("Settlers");
  EXPECT_NE(sc.next().kind, DecisionKind::kYesNo) << "no Copper there: no question";
}

TEST(BustlingVillage, ThreeActionsAndASettlersFromTheDiscardPile) {
  Scenario sc({"Settlers"});
  start(sc, {"Bustling Village"}, {"Estate"}, {"Settlers"});
  sc.play("Bustling Village");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.s.actions(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Estate", "Settlers"}));
}

// ---------------------------------------------------------------- Castles

TEST(Castles, OnePileInCostOrderEightOrTwelveCards) {
  Scenario two({"Castles"});
  EXPECT_EQ(two.s.pile_size(two.id("Humble Castle")), 8);
  EXPECT_EQ(pile_order(two, "Humble Castle"),
            (Names{"Humble Castle", "Crumbling Castle", "Small Castle", "Haunted Castle",
                   "Opulent Castle", "Sprawling Castle", "Grand Castle", "King's Castle"}));
  Scenario three({"Castles"}, 3);
  EXPECT_EQ(three.s.pile_size(three.id("Humble Castle")), 12);
  EXPECT_EQ(pile_order(three, "Humble Castle"),
            (Names{"Humble Castle", "Humble Castle", "Crumbling Castle", "Small Castle",
                   "Small Castle", "Haunted Castle", "Opulent Castle", "Opulent Castle",
                   "Sprawling Castle", "Grand Castle", "King's Castle", "King's Castle"}));
}

TEST(Castles, HumbleAndKingsCastleScoreByCastlesOwned) {
  Scenario sc({"Castles"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.set(0, Zone::kHand, {"Humble Castle", "Small Castle", "King's Castle"});
  EXPECT_EQ(sc.s.vp(0), 3 + 2 + 6);
  sc.set(0, Zone::kHand, {"Humble Castle", "Humble Castle", "Copper"});
  EXPECT_EQ(sc.s.vp(0), 4);
}

TEST(Castles, CrumblingCastleGivesAVpAndASilverWhenGainedOrTrashed) {
  Scenario sc({"Castles", "Chapel"});
  const CardId crumbling = sc.id("Crumbling Castle");
  sc.s.set_mixed_pile(sc.id("Humble Castle"), {crumbling});
  start(sc, {}, {}, {}, 4);
  buy(sc, "Crumbling Castle");
  sc.next();
  EXPECT_EQ(vp_tokens(sc, 0), 1);
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
  start(sc, {"Chapel", "Crumbling Castle"});
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Crumbling Castle"});
  sc.next();
  EXPECT_EQ(vp_tokens(sc, 0), 2);
  EXPECT_EQ(owned(sc, 0, "Silver"), 1) << "(the first went back to the box with the zones)";
}

TEST(Castles, SmallCastleTrashesItselfOrACastleFromHandForTheTopCastle) {
  Scenario sc({"Castles"});
  start(sc, {"Small Castle"});
  sc.play("Small Castle");
  sc.next();
  EXPECT_EQ(sc.trashed("Small Castle"), 1);
  EXPECT_EQ(owned(sc, 0, "Humble Castle"), 1);
  start(sc, {"Small Castle", "Humble Castle"});
  sc.play("Small Castle");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Humble Castle"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Small Castle"), 1);
  EXPECT_EQ(sc.trashed("Humble Castle"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Crumbling Castle"), 1) << "the next one on the pile";
  EXPECT_EQ(owned(sc, 0, "Silver"), 1) << "Crumbling Castle's gain";
}

// The wiki's ruling: with no Castle in hand one may choose "a Castle from your hand" and trash
// nothing; with the Castles pile empty, Small Castle is not trashed for nothing.
TEST(Castles, SmallCastleStaysWhenNoCastleInHandAndThePileIsEmpty) {
  Scenario sc({"Castles"});
  sc.s.set_mixed_pile(sc.id("Humble Castle"), {});
  start(sc, {"Small Castle"});
  sc.play("Small Castle");
  sc.next();
  EXPECT_EQ(sc.trashed("Small Castle"), 0);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Small Castle"), 1);
}

TEST(Castles, HauntedCastleOnlyWhenGainedInItsGainersTurn) {
  Scenario sc({"Castles"});
  const CardId haunted = sc.id("Haunted Castle");
  sc.s.set_mixed_pile(sc.id("Humble Castle"), {haunted, haunted});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Gold", "Silver"});
  start(sc, {}, {}, {}, 6);
  buy(sc, "Haunted Castle");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kTopdeck);
  sc.choose({"Copper", "Estate"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 1);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
  // Gained on another player's turn: nothing.
  sc.s.set_turn(1, 1, 1, 0);
  sc.s.gain(0, haunted);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 1);
}

TEST(Castles, OpulentCastleDiscardsVictoryCardsForTwoEach) {
  Scenario sc({"Castles"});
  start(sc, {"Opulent Castle", "Estate", "Estate", "Duchy", "Copper"});
  sc.play("Opulent Castle");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate", "Duchy"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Estate"), 2);
}

TEST(Castles, SprawlingCastleGainsADuchyOrThreeEstates) {
  Scenario sc({"Castles"});
  const CardId sprawling = sc.id("Sprawling Castle"), grand = sc.id("Grand Castle");
  sc.s.set_mixed_pile(sc.id("Humble Castle"), {sprawling, grand});
  start(sc, {}, {}, {}, 8);
  buy(sc, "Sprawling Castle");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kSprawlingEstates);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Estate"), 3);
  EXPECT_EQ(owned(sc, 0, "Duchy"), 0);
  EXPECT_EQ(sc.s.pile_top(grand), grand) << "the next Castle";
}

TEST(Castles, GrandCastleCountsVictoryCardsInHandAndInPlay) {
  Scenario sc({"Castles"});
  const CardId grand = sc.id("Grand Castle");
  sc.s.set_mixed_pile(sc.id("Humble Castle"), {grand});
  start(sc, {"Estate", "Duchy"}, {}, {}, 9);
  sc.set(0, Zone::kPlay, {"Small Castle"});
  buy(sc, "Grand Castle");
  sc.next();
  EXPECT_EQ(vp_tokens(sc, 0), 3);
}

// ---------------------------------------------------------------- Catapult, Rocks

TEST(Catapult, TrashingASilverCursesAndMakesOthersDiscard) {
  Scenario sc({"Catapult"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Gold", "Silver"});
  start(sc, {"Catapult", "Silver"});
  sc.play("Catapult");  // the only card in hand: trashed without asking
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.min, 2);
  sc.choose({"Copper", "Estate"});
  sc.next();
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(owned(sc, 1, "Curse"), 1);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(Catapult, AnEstateDoesNothingACopperOnlyDiscards) {
  Scenario sc({"Catapult"});
  sc.set(1, Zone::kHand, many("Copper", 5));
  start(sc, {"Catapult", "Estate"});
  sc.play("Catapult");
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Curse"), 0);
  EXPECT_EQ(sc.s.player(1).hand.size(), 5);
  start(sc, {"Catapult", "Copper"});
  sc.play("Catapult");
  sc.next();  // Coppers only: discarding 2 of them needs no question
  EXPECT_EQ(owned(sc, 1, "Curse"), 0);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
}

TEST(Rocks, GainedInTheBuyPhaseTheSilverGoesOnTheDeckTrashedIntoTheHand) {
  Scenario sc({"Catapult"});
  const CardId rocks = sc.id("Rocks");
  sc.s.set_mixed_pile(sc.id("Catapult"), {rocks, rocks});
  start(sc, {}, {}, {}, 4);
  sc.s.add_buys(1);
  buy(sc, "Rocks");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Silver"}));
  sc.set(1, Zone::kHand, many("Copper", 5));
  start(sc, {"Catapult", "Rocks"});
  sc.play("Catapult");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1) << "not the Buy phase: into the hand";
}

TEST(Rocks, TrashedWhilePlayingTreasuresTheSilverGoesOnTheDeck) {
  // Treasures are played in the Buy phase: Counterfeit plays Rocks twice and trashes it there, so
  // the Silver goes onto the deck (into the hand only outside the Buy phase).
  Scenario sc({"Catapult", "Counterfeit"});
  start(sc, {"Counterfeit", "Rocks"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Counterfeit"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Rocks"});
  sc.next();
  EXPECT_EQ(sc.trashed("Rocks"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Silver"}));
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 0);
  EXPECT_EQ(sc.s.coins(), 3) << "Counterfeit $1, Rocks twice";
}

// ---------------------------------------------------------------- Chariot Race

TEST(ChariotRace, ACardCostingMoreGivesACoinAndAVp) {
  Scenario sc({"Chariot Race"});
  sc.set(1, Zone::kDeck, {"Copper"});
  start(sc, {"Chariot Race"}, {"Gold"});
  sc.play("Chariot Race");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), (Names{"Copper"})) << "theirs goes back";
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(vp_tokens(sc, 0), 1);
}

TEST(ChariotRace, ATieOrADebtCostOrNoCardGivesNothing) {
  Scenario sc({"Chariot Race", "City Quarter"});
  sc.set(1, Zone::kDeck, {"Silver"});
  start(sc, {"Chariot Race"}, {"Silver"});
  sc.play("Chariot Race");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0);
  sc.set(1, Zone::kDeck, {"Silver"});
  start(sc, {"Chariot Race"}, {"City Quarter"});
  sc.play("Chariot Race");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0) << "Debt 8 vs $3: neither costs more";
  sc.set(1, Zone::kDeck, {});
  sc.set(1, Zone::kDiscard, {});
  start(sc, {"Chariot Race"}, {"Gold"});
  sc.play("Chariot Race");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0) << "they reveal nothing";
  EXPECT_EQ(vp_tokens(sc, 0), 0);
}

// ---------------------------------------------------------------- Enchantress

TEST(Enchantress, TheFirstActionOfEachOtherPlayerIsACantripAndTwoCardsNextTurn) {
  Scenario sc({"Enchantress", "Smithy", "Village"});
  start(sc, {"Enchantress"}, many("Copper", 10));
  sc.play("Enchantress");
  sc.expect(DecisionKind::kBuy);
  sc.set(1, Zone::kHand, {"Smithy", "Smithy"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  sc.turn(1);
  sc.play("Smithy");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.player(1).hand.size(), 2) << "+1 Card instead of +3";
  EXPECT_EQ(sc.s.actions(), 1);
  sc.answer(Choice::one(sc.id("Smithy")));
  sc.next();
  EXPECT_EQ(sc.s.player(1).hand.size(), 4) << "the second one is played as usual";
  // Enchantress's owner: +2 Cards at the start of their next turn.
  sc.s.set_turn(1, 0, 0, 0);
  sc.set(0, Zone::kHand, {});
  sc.set(0, Zone::kDeck, many("Copper", 7));
  sc.s.start_turn_of(0);
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
}

TEST(Enchantress, AMoatBlocksIt) {
  Scenario sc({"Enchantress", "Moat", "Smithy"});
  sc.set(1, Zone::kHand, {"Moat"});
  start(sc, {"Enchantress"}, many("Copper", 10));
  sc.play("Enchantress");
  sc.expect(DecisionKind::kYesNo);  // Moat
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  sc.set(1, Zone::kHand, {"Smithy"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  sc.turn(1);
  sc.play("Smithy");
  sc.next();
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
}

// ---------------------------------------------------------------- Farmers' Market, Temple...

TEST(FarmersMarket, AddsAVpThenCoinsPerVpAndTakesFourOrMoreTrashingItself) {
  Scenario sc({"Farmers' Market"});
  const CardId fm = sc.id("Farmers' Market");
  start(sc, {"Farmers' Market", "Farmers' Market"});
  sc.play("Farmers' Market");
  sc.s.add_actions(1);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.pile_vp(fm), 1);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.buys(), 2);
  sc.s.add_pile_vp(fm, 3);
  sc.answer(Choice::one(fm));
  sc.next();
  EXPECT_EQ(sc.s.pile_vp(fm), 0);
  EXPECT_EQ(vp_tokens(sc, 0), 4);
  EXPECT_EQ(sc.trashed("Farmers' Market"), 1);
  EXPECT_EQ(sc.s.coins(), 1) << "no $ that time";
}

TEST(Sacrifice, EachTypeOfTheTrashedCardGivesItsBonus) {
  Scenario sc({"Sacrifice", "Smithy", "Castles"});
  start(sc, {"Sacrifice", "Smithy"}, many("Copper", 5));
  sc.play("Sacrifice");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 2);
  start(sc, {"Sacrifice", "Silver"});
  sc.play("Sacrifice");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  start(sc, {"Sacrifice", "Humble Castle"});
  sc.play("Sacrifice");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2) << "Treasure-Victory: +$2";
  EXPECT_EQ(vp_tokens(sc, 0), 2) << "and +2 VP";
}

TEST(Temple, TrashesDifferentlyNamedCardsAndItsPileGathersVp) {
  Scenario sc({"Temple"});
  const CardId temple = sc.id("Temple");
  start(sc, {"Temple", "Copper", "Copper", "Estate", "Curse"});
  sc.play("Temple");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_FALSE((d.allow >> kCopper) & 1) << "not a second Copper";
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Curse"});
  sc.next();
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(vp_tokens(sc, 0), 1);
  EXPECT_EQ(sc.s.pile_vp(temple), 1);
  sc.s.add_pile_vp(temple, 2);
  start(sc, {}, {}, {}, 4);
  buy(sc, "Temple");
  sc.next();
  EXPECT_EQ(vp_tokens(sc, 0), 4);
  EXPECT_EQ(sc.s.pile_vp(temple), 0);
}

TEST(Villa, GainedInTheBuyPhaseGoesToHandAndBackToTheActionPhase) {
  Scenario sc({"Villa"});
  start(sc, {"Copper", "Copper", "Copper", "Copper"}, many("Copper", 5));
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Villa");
  sc.play("Villa");  // back in the Action phase, with the +1 Action
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.buys(), 1);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.actions(), 3) << "1, +1 when gained, -1 +2 when played";
}

TEST(Villa, GainedWhilePlayingTreasuresReturnsToTheActionPhase) {
  // Treasures are played in the Buy phase: a Villa gained by Horn of Plenty takes the player back
  // to the Action phase.
  Scenario sc({"Villa", "Horn of Plenty"});
  start(sc, {"Horn of Plenty"});
  sc.set(0, Zone::kPlay, {"Copper", "Silver", "Gold"});  // Horn of Plenty: 4 names, up to $4
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Horn of Plenty"});
  sc.expect(DecisionKind::kGain);
  sc.choose({"Villa"});
  sc.play("Villa");  // back in the Action phase
  EXPECT_EQ(sc.s.phase(), Phase::kAction);
  EXPECT_EQ(sc.s.actions(), 3) << "1, +1 when gained, -1 +2 when played";
  EXPECT_EQ(sc.s.buys(), 2) << "+1 Buy from Villa";
}

TEST(Villa, GainedOnAnotherPlayersTurnGoesToHandOnly) {
  Scenario sc({"Villa"});
  sc.s.set_turn(1, 1, 1, 0);
  sc.s.gain(0, sc.id("Villa"));
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Villa"), 1);
  EXPECT_EQ(sc.s.actions(), 1) << "the current player's Actions unchanged";
}

// ---------------------------------------------------------------- Archive

TEST(Archive, OneOfThreeNowAndOneAtTheStartOfEachNextTurn) {
  Scenario sc({"Archive"});
  start(sc, {"Archive"},
        {"Gold", "Silver", "Estate", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
         "Copper", "Copper", "Copper", "Copper"});
  sc.play("Archive");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  sc.answer(Choice::none());
  end_buys(sc);
  sc.next();  // player 1's turn
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Archive"), 1);
  sc.s.set_turn(1, 0, 0, 0);
  sc.s.start_turn_of(0);
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
  sc.answer(Choice::none());  // (the Treasures)
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Archive"), 1) << "one card left: it stays";
  sc.s.set_turn(1, 0, 0, 0);
  sc.s.start_turn_of(0);
  sc.next();  // the last one comes without a question
  EXPECT_EQ(sc.count(0, Zone::kHand, "Estate"), 1);
}

TEST(Archive, FewerCardsThanThreeAndTheAiTakesTheBest) {
  Scenario sc({"Archive"});
  start(sc, {"Archive"}, {"Copper", "Gold"});
  sc.play("Archive");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Gold"}));
}

// Answers the current turn's decisions until the next turn starts (its first decision pending):
// no Actions, Treasures or buys; a card's question as the heuristic player would.
void pass_turn(Scenario& sc) {
  const int turn = sc.s.turn();
  for (;;) {
    const Decision& d = sc.next();
    if (sc.s.turn() != turn) return;
    if (d.kind == DecisionKind::kPlayAction || d.kind == DecisionKind::kPlayTreasures ||
        d.kind == DecisionKind::kBuy)
      sc.answer(Choice::none());
    else
      sc.answer(ai_answer(sc));
  }
}
// Player 1 has 5 Coppers in hand and 10 in the deck: a turn that changes nothing of player 0's.
void quiet_opponent(Scenario& sc) {
  sc.set(1, Zone::kHand, many("Copper", 5));
  sc.set(1, Zone::kDeck, many("Copper", 10));
}
// Answers player 0's start-of-turn Archive questions (one per set with a choice left).
void take_archived(Scenario& sc) {
  while (sc.next().kind == DecisionKind::kChooseCards &&
         sc.s.decision().reason == Reason::kGainToHand)
    sc.answer(ai_answer(sc));
}

// Archive's FAQ: with Throne Room, keep two separate sets and take one card from each every
// turn; the Throne Room stays in play as long as the Archive does.
TEST(Archive, UnderThroneRoomTwoSetsAndTheThroneRoomStaysWithIt) {
  Scenario sc({"Archive", "Throne Room"});
  quiet_opponent(sc);
  Names deck = {"Gold", "Silver", "Estate", "Gold", "Silver", "Estate"};
  for (const std::string& c : many("Copper", 20)) deck.push_back(c);
  start(sc, {"Throne Room", "Archive"}, deck);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Archive"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, kSilver), 2);
  pass_turn(sc);  // player 1
  pass_turn(sc);  // player 0's next turn: one card from each set
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 2);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Archive", "Throne Room"})) << "one card left each";
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Estate"), 2);
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, kEstate), 0);
  pass_turn(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0) << "both sets are empty: both leave play";
}

// Two Archives in play, one under Throne Room: the second one's set runs out first, and it leaves
// play then; the two sets of the first keep one Archive (and the Throne Room), not two.
TEST(Archive, AnEmptyArchiveLeavesPlayWhileAThroneRoomedOneStays) {
  Scenario sc({"Archive", "Throne Room"});
  quiet_opponent(sc);
  // The Throne Room's Archive sets aside 3 and 3; the other Archive the last 2 cards.
  start(sc, {"Throne Room", "Archive", "Archive"},
        {"Gold", "Silver", "Estate", "Gold", "Silver", "Estate", "Copper", "Copper"});
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Archive"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.play("Archive");  // the two Coppers: nothing to choose
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, kCopper), 1);
  pass_turn(sc);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, kCopper), 0);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Archive", "Throne Room"}));
}

// Overlord playing Archive stays in play while the Archive's set lasts (Overlord's FAQ: it stays
// as long as the card it played would), and so does a Throne Room that played the Overlord.
TEST(Archive, PlayedByOverlordTheOverlordStaysWhileTheSetLasts) {
  Scenario sc({"Archive", "Overlord"});
  quiet_opponent(sc);
  Names deck = {"Gold", "Silver", "Estate"};
  for (const std::string& c : many("Copper", 20)) deck.push_back(c);
  start(sc, {"Overlord"}, deck);
  sc.play("Overlord");  // Archive is the one card it may play: not asked
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  pass_turn(sc);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Overlord"}) << "the Estate is left";
  pass_turn(sc);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Estate"), 1);
  pass_turn(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

// An Archive kept in play from an earlier turn was not played this turn: Scepter cannot replay it.
TEST(Archive, FromAnEarlierTurnItIsNoActionPlayedThisTurn) {
  Scenario sc({"Archive", "Scepter"});
  quiet_opponent(sc);
  Names deck = {"Gold", "Silver", "Estate"};
  for (const std::string& c : many("Copper", 20)) deck.push_back(c);
  start(sc, {"Archive"}, deck);
  sc.play("Archive");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  pass_turn(sc);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  ASSERT_EQ(sc.s.decision().kind, DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.plays_this_turn(sc.id("Archive")), 0);
  EXPECT_EQ(sc.s.kept_in_play(sc.id("Archive")), 1);  // the Estate is left: it stays
  sc.set(0, Zone::kHand, {"Scepter"});
  sc.choose({"Scepter"});
  sc.expect(DecisionKind::kBuy);  // no Action to replay: +$2 without asking
  EXPECT_EQ(sc.s.coins(), 2);
}

TEST(Overlord, UnderThroneRoomPlayingArchiveBothStayWhileTheSetsLast) {
  Scenario sc({"Archive", "Overlord", "Throne Room"});
  quiet_opponent(sc);
  Names deck = {"Gold", "Silver", "Estate", "Gold", "Silver", "Estate"};
  for (const std::string& c : many("Copper", 20)) deck.push_back(c);
  start(sc, {"Throne Room", "Overlord"}, deck);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Overlord"});
  for (int i = 0; i < 2; ++i) {
    sc.expect(DecisionKind::kNameCard);
    sc.choose({"Archive"});
    sc.expect(DecisionKind::kChooseCards);
    sc.choose({"Gold"});
  }
  pass_turn(sc);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 2);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Overlord", "Throne Room"}));
  pass_turn(sc);
  take_archived(sc);
  pass_turn(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

// Review (late landscapes) (a): King's Court on Archive makes three sets that share one carried
// play; one card comes from each set every turn, and Archive and King's Court stay while a set
// has cards.
TEST(Archive, UnderKingsCourtThreeSetsShareOnePlay) {
  Scenario sc({"Archive", "King's Court"});
  quiet_opponent(sc);
  Names deck = {"Gold", "Silver", "Estate", "Gold", "Silver", "Estate", "Gold", "Silver", "Estate"};
  for (const std::string& c : many("Copper", 20)) deck.push_back(c);
  start(sc, {"King's Court", "Archive"}, deck);
  sc.play("King's Court");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Archive"});
  for (int i = 0; i < 3; ++i) {
    sc.expect(DecisionKind::kChooseCards);
    sc.choose({"Gold"});
  }
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 3);
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, kSilver), 3);
  pass_turn(sc);  // player 1
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 3) << "one from each set";
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Archive", "King's Court"}));
  pass_turn(sc);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Estate"), 3);
  EXPECT_EQ(sc.s.mat_size(0, kHavenMat), 0);
  pass_turn(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0) << "every set is empty: both leave play";
}

// Review (b): an Archive trashed from play (Bonfire) still hands over its cards at the start of
// the next turns (a Duration's effect does not need the card in play), and nothing is kept in
// play for it; the consistency check runs at every step.
TEST(Archive, TrashedFromPlayItsSetStillComesAndNothingStaysInPlay) {
  Scenario sc({"Archive", "Throne Room", "Bonfire"});
  quiet_opponent(sc);
  Names deck = {"Gold", "Silver", "Estate", "Gold", "Silver", "Estate"};
  for (const std::string& c : many("Copper", 20)) deck.push_back(c);
  start(sc, {"Throne Room", "Archive"}, deck, {}, 3);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Archive"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  buy(sc, "Bonfire");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Archive", "Throne Room"});
  pass_turn(sc);  // to player 1's turn
  EXPECT_EQ(sc.trashed("Archive"), 1);
  EXPECT_EQ(sc.trashed("Throne Room"), 1);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 2) << "both sets still give a card";
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
  EXPECT_TRUE(sc.s.is_ok());
  pass_turn(sc);
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Estate"), 2);
  EXPECT_EQ(sc.s.mat_size(0, kHavenMat), 0);
  EXPECT_EQ(sc.trashed("Archive"), 1);
  EXPECT_TRUE(sc.s.is_ok());
}

// Review (c): an Outpost extra turn is "the next turn": Archive's second card comes at its start,
// the third at the start of the normal turn after.
TEST(Archive, AnOutpostTurnIsTheNextTurn) {
  Scenario sc({"Archive", "Outpost", "Village"});
  quiet_opponent(sc);
  Names deck = {"Copper", "Gold", "Silver", "Estate"};  // Village draws the Copper
  for (const std::string& c : many("Copper", 20)) deck.push_back(c);
  start(sc, {"Village", "Archive", "Outpost"}, deck);
  sc.play("Village");
  sc.play("Archive");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.play("Outpost");
  const int turn = sc.s.turn();
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0) << "the Outpost turn";
  EXPECT_NE(sc.s.turn(), turn);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
  EXPECT_EQ(sc.s.player(0).hand.size(), 3 + 1) << "Outpost's 3 cards and the Archive's";
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Archive"});
  pass_turn(sc);
  ASSERT_EQ(sc.s.current(), 0);
  take_archived(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Estate"), 1);
  pass_turn(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

// ---------------------------------------------------------------- Capital, Charm, Crown

TEST(Capital, SixDebtWhenDiscardedFromPlayPaidWithTheDollarsLeft) {
  Scenario sc({"Capital"});
  start(sc, {"Capital", "Copper"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 7);
  EXPECT_EQ(sc.s.buys(), 2);
  sc.answer(Choice::one(kSilver));  // $4 left
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.s.player(0).debt, 2);
}

TEST(Capital, TwoCapitalsTwelveDebt) {
  Scenario sc({"Capital"});
  start(sc, {"Capital", "Capital"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Gold");
  buy(sc, "Gold");
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.s.player(0).debt, 12);
}

TEST(Capital, PlayedTwiceByCrownItIsDiscardedOnce) {
  Scenario sc({"Capital", "Crown"});
  start(sc, {"Crown", "Capital"});
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Crown"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Capital"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 12);
  EXPECT_EQ(sc.s.buys(), 3);
  end_buys(sc);
  sc.next();
  EXPECT_EQ(sc.s.player(0).debt, 0) << "6 Debt, paid with the $12";
}

TEST(Crown, PlayedAtTheStartOfATurnItDoesNothing) {
  // Farmhands (Guilds 2E) plays the Crown it set aside at the start of the next turn: neither
  // the Action phase nor the Buy phase, so Crown plays nothing twice.
  Scenario sc({"Crown", "Farmhands", "Workshop", "Village"}, 2, k2E);
  start(sc, {"Workshop", "Crown"});
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Farmhands")));
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Crown"});
  sc.next();
  ASSERT_EQ(sc.s.mat_count(0, kSetAsideMat, sc.id("Crown")), 1);
  sc.set(0, Zone::kHand, {"Village", "Copper"});
  sc.set(0, Zone::kPlay, {});
  sc.set(0, Zone::kDeck, many("Copper", 5));
  sc.s.start_turn_of(0);
  sc.expect(DecisionKind::kPlayAction);  // no "play an Action twice" first
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Crown"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Village"), 1);
}

TEST(Charm, CoinsAndABuyOrAnotherCardOfTheSameCost) {
  Scenario sc({"Charm", "Village", "Smithy"});
  start(sc, {"Charm"}, {}, {}, 3);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Charm"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kCharmGain);
  buy(sc, "Village");
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_min, 3);
  EXPECT_EQ(g.cost_max, 3);
  EXPECT_FALSE(sc.s.can_gain(g, sc.id("Village"))) << "differently named";
  EXPECT_TRUE(sc.s.can_gain(g, kSilver));
  sc.answer(Choice::one(kSilver));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
  start(sc, {"Charm"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Charm"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kCharmCoins);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.buys(), 2);
}

// The 2022 errata: "the next time you gain a card", so Charm's gain comes after the bought card
// is gained (the old kBuy watcher gained it before).
TEST(Charm, ItsGainFollowsTheGainedCard) {
  Scenario sc({"Charm", "Village", "Smithy"});
  start(sc, {"Charm"}, {}, {}, 3);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Charm"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kCharmGain);
  buy(sc, "Village");
  sc.expect(DecisionKind::kGain);
  EXPECT_EQ(owned(sc, 0, "Village"), 1) << "the bought card is gained first";
  sc.answer(Choice::one(kSilver));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
}

TEST(Charm, CrownedCharmGivesTwoGainsAndDebtCostsMustMatch) {
  Scenario sc({"Charm", "Crown", "Overlord", "City Quarter", "Gladiator"});
  sc.s.set_mixed_pile(sc.id("Gladiator"), {sc.id("Fortune")});  // Fortune on top
  start(sc, {"Crown", "Charm"});
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Crown"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Charm"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kCharmGain);
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kCharmGain);
  buy(sc, "Overlord");
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_TRUE(sc.s.can_gain(g, sc.id("City Quarter"))) << "8 Debt, as Overlord";
  EXPECT_FALSE(sc.s.can_gain(g, sc.id("Fortune"))) << "$8 and 8 Debt";
  EXPECT_FALSE(sc.s.can_gain(g, sc.id("Overlord"))) << "differently named";
  sc.answer(Choice::one(sc.id("City Quarter")));
  sc.expect(DecisionKind::kGain);  // the second play's gain
  sc.answer(Choice::one(sc.id("City Quarter")));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "City Quarter"), 2);
  EXPECT_EQ(owned(sc, 0, "Overlord"), 1);
}

TEST(Crown, DoublesAnActionInTheActionPhaseAndATreasureInTheBuyPhase) {
  Scenario sc({"Crown", "Smithy"});
  start(sc, {"Crown", "Smithy"}, many("Copper", 6));
  sc.play("Crown");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  start(sc, {"Crown", "Gold"});
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());  // Crown is played as a Treasure
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Crown"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Gold"), 1);
}

TEST(Crown, FortuneDoubledByCrownDoublesOnce) {
  Scenario sc({"Crown", "Gladiator"});
  start(sc, {"Crown", "Fortune", "Gold"});
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Gold", "Crown"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Fortune"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_EQ(sc.s.buys(), 3);
}

// ---------------------------------------------------------------- Forum, Groundskeeper...

TEST(Forum, DrawsThreeDiscardsTwoAndBuyingItGivesABuy) {
  Scenario sc({"Forum"});
  start(sc, {"Forum"}, {"Estate", "Estate", "Gold"});
  sc.play("Forum");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold"}));
  start(sc, {}, {}, {}, 5);
  buy(sc, "Forum");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.buys(), 1);
}

TEST(Groundskeeper, AVpPerCopyInPlayForEachVictoryCardGained) {
  Scenario sc({"Groundskeeper"});
  start(sc, {"Groundskeeper", "Groundskeeper"}, many("Copper", 5), {}, 0);
  sc.play("Groundskeeper");
  sc.play("Groundskeeper");
  no_treasures(sc);
  sc.s.add_coins(5);
  sc.s.add_buys(1);
  buy(sc, "Estate");
  buy(sc, "Silver");
  sc.next();
  EXPECT_EQ(vp_tokens(sc, 0), 2);
}

// The 2022 errata ("This turn, when you gain a Victory card, +1 VP"): per play, not per copy in
// play, so a Throne-Roomed Groundskeeper gives +2 VP and an Overlord playing it works.
TEST(Groundskeeper, ThroneRoomGivesTwoVpPerVictoryCardAndOverlordPlaysIt) {
  Scenario sc({"Groundskeeper", "Throne Room", "Overlord"});
  start(sc, {"Throne Room", "Groundskeeper"}, many("Copper", 5), {}, 0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Groundskeeper"});
  no_treasures(sc);
  sc.s.add_coins(2);
  buy(sc, "Estate");
  sc.next();
  EXPECT_EQ(vp_tokens(sc, 0), 2);
  start(sc, {"Overlord"}, many("Copper", 5), {}, 0);
  sc.play("Overlord");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Groundskeeper"});
  no_treasures(sc);
  sc.s.add_coins(2);
  buy(sc, "Estate");
  sc.next();
  EXPECT_EQ(vp_tokens(sc, 0), 3);
}

TEST(Groundskeeper, AsEnchantressCantripItGivesNoVp) {
  Scenario sc({"Groundskeeper", "Enchantress"});
  start(sc, {"Enchantress"}, many("Copper", 10));
  sc.play("Enchantress");
  sc.expect(DecisionKind::kBuy);
  sc.set(1, Zone::kHand, {"Groundskeeper"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  sc.turn(1, 1, 1, 2);
  sc.play("Groundskeeper");
  no_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(1).hand.size(), 1) << "+1 Card +1 Action instead";
  buy(sc, "Estate");
  sc.next();
  EXPECT_EQ(sc.s.player(1).vp_tokens, 0);
}

TEST(Legionary, RevealingAGoldMakesOthersDiscardToTwoThenDraw) {
  Scenario sc({"Legionary"});
  sc.set(1, Zone::kHand, many("Copper", 5));
  sc.set(1, Zone::kDeck, {"Gold"});
  start(sc, {"Legionary", "Gold"});
  sc.play("Legionary");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kHand), (Names{"Copper", "Copper", "Gold"}));
  EXPECT_EQ(sc.s.coins(), 3);
  start(sc, {"Legionary", "Silver"});
  sc.play("Legionary");
  EXPECT_NE(sc.next().kind, DecisionKind::kYesNo) << "no Gold: no attack";
}

TEST(WildHunt, DrawsAndGathersVpOrGainsAnEstateAndTakesThem) {
  Scenario sc({"Wild Hunt"});
  const CardId wh = sc.id("Wild Hunt");
  start(sc, {"Wild Hunt"}, many("Copper", 5));
  sc.play("Wild Hunt");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kWildHuntDraw);
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.s.pile_vp(wh), 1);
  start(sc, {"Wild Hunt"});
  sc.play("Wild Hunt");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kWildHuntEstate);
  sc.next();
  EXPECT_EQ(vp_tokens(sc, 0), 1);
  EXPECT_EQ(owned(sc, 0, "Estate"), 1);
  // No Estate left: no VP taken.
  sc.s.add_pile_vp(wh, 2);
  sc.pile("Estate", 0);
  start(sc, {"Wild Hunt"});
  sc.play("Wild Hunt");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kWildHuntEstate);
  sc.next();
  EXPECT_EQ(sc.s.pile_vp(wh), 2);
}

// ---------------------------------------------------------------- Gladiator, Fortune

TEST(Gladiator, AnUnmatchedCardGivesACoinAndTrashesAGladiator) {
  Scenario sc({"Gladiator"});
  const CardId glad = sc.id("Gladiator");
  sc.set(1, Zone::kHand, many("Copper", 5));
  start(sc, {"Gladiator", "Estate"});
  sc.play("Gladiator");  // the Estate: the only card to reveal
  sc.next();
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.trashed("Gladiator"), 1);
  EXPECT_EQ(sc.s.pile(glad), 4);
  start(sc, {"Gladiator", "Copper"});
  sc.play("Gladiator");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 1);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.trashed("Gladiator"), 1);
}

TEST(Gladiator, AnEmptyHandStillGivesTheCoin) {
  Scenario sc({"Gladiator"});
  start(sc, {"Gladiator"});
  sc.play("Gladiator");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 3);
}

TEST(Fortune, DoublesOnceAndGainingItBringsAGoldPerGladiatorInPlay) {
  Scenario sc({"Gladiator"});
  const CardId fortune = sc.id("Fortune");
  start(sc, {"Fortune", "Fortune", "Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Gold", "Fortune", "Fortune"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_EQ(sc.s.buys(), 3);
  sc.s.set_mixed_pile(sc.id("Gladiator"), {fortune, fortune});
  start(sc, {}, {}, {}, 8);
  sc.set(0, Zone::kPlay, {"Gladiator", "Gladiator"});
  buy(sc, "Fortune");
  EXPECT_EQ(sc.s.player(0).debt, 8);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 2);
}

// ---------------------------------------------------------------- the heuristic player

TEST(EmpiresAi, DebtCardsAreBoughtOnlyWithEnoughDollars) {
  Scenario sc({"City Quarter"});
  Strategy st = *find_bot("Big Money");
  st.rules.insert(st.rules.begin(), BuyRule{Registry::standard().find("City Quarter"), {}});
  // debt.max_left is 5 by default: City Quarter's 8 Debt wants $3.
  start(sc, {}, {}, {}, 2);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), (Names{})) << "6 Debt would be left";
  start(sc, {}, {}, {}, 3);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), (Names{"City Quarter"}));
}

TEST(EmpiresAi, TempleTrashesJunkAndSacrificeWantsJunk) {
  Scenario sc({"Temple", "Sacrifice"});
  start(sc, {"Temple", "Curse", "Gold"});
  sc.play("Temple");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Curse"}));
  const CardAi* ai = find_card_ai(*Registry::standard().find("Sacrifice"));
  ASSERT_NE(ai, nullptr);
  start(sc, {"Sacrifice", "Gold", "Silver"});
  const std::vector<double> params = resolve_params(*find_bot("Big Money"));
  PlayCtx ctx{nullptr, params.data(), nullptr};
  EXPECT_FALSE(ai->worth_playing(sc.s, 0, sc.id("Sacrifice"), ctx));
  start(sc, {"Sacrifice", "Curse"});
  EXPECT_TRUE(ai->worth_playing(sc.s, 0, sc.id("Sacrifice"), ctx));
}

}  // namespace
}  // namespace kl
