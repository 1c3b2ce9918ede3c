// Scenario tests for the Base set: each card's text and its FAQ edge cases, plus some of
// the heuristic player's decisions for these cards.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cards/registry.h"
#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::ai_answer;
using test::many;
using test::Names;
using test::names_of;
using test::Scenario;

using test::k1E;
using test::k2E;

// ---------------------------------------------------------------- registry rows

TEST(BaseCards, EditionsCostsAndTypes) {
  const Registry& reg = Registry::standard();
  struct Row {
    const char* name;
    Edition edition;
    int cost;
    Types types;
  };
  const Row rows[] = {{"Cellar", Edition::kBoth, 2, kAction},
                      {"Moat", Edition::kBoth, 2, kAction | kReaction},
                      {"Chancellor", Edition::kFirst, 3, kAction},
                      {"Woodcutter", Edition::kFirst, 3, kAction},
                      {"Harbinger", Edition::kSecond, 3, kAction},
                      {"Merchant", Edition::kSecond, 3, kAction},
                      {"Vassal", Edition::kSecond, 3, kAction},
                      {"Bureaucrat", Edition::kBoth, 4, kAction | kAttack},
                      {"Gardens", Edition::kBoth, 4, kVictory},
                      {"Council Room", Edition::kBoth, 5, kAction},
                      {"Witch", Edition::kBoth, 5, kAction | kAttack}};
  for (const Row& r : rows) {
    const CardDef* d = reg.find(r.name);
    ASSERT_NE(d, nullptr) << r.name;
    EXPECT_EQ(d->set, "Base") << r.name;
    EXPECT_TRUE(d->kingdom) << r.name;
    EXPECT_EQ(int(d->edition), int(r.edition)) << r.name;
    EXPECT_EQ(d->cost, r.cost) << r.name;
    EXPECT_EQ(d->types, r.types) << r.name;
  }
}

// ---------------------------------------------------------------- Cellar

TEST(Cellar, DiscardsThenDrawsThatMany) {
  Scenario sc({"Cellar"});
  sc.set(0, Zone::kHand, {"Cellar", "Estate", "Estate", "Copper", "Silver"});
  sc.set(0, Zone::kDeck, {"Gold", "Gold", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Cellar");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.max, 4);  // the hand without Cellar
  sc.choose({"Estate", "Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(Cellar, CannotDiscardItselfAndMayDiscardNothing) {
  Scenario sc({"Cellar"});
  sc.set(0, Zone::kHand, {"Cellar", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Cellar");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Cellar"))));  // already in play
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Cellar"), 1);
}

TEST(Cellar, DrawingShufflesTheDiscardedCardsIn) {
  Scenario sc({"Cellar"});
  sc.set(0, Zone::kHand, {"Cellar", "Estate", "Estate", "Duchy"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Cellar");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate", "Duchy"});
  sc.expect(DecisionKind::kPlayTreasures);
  // Drew 3: the Gold, then the 3 discarded cards shuffled into a new deck gave 2 more.
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.s.player(0).deck.size(), 1);
  EXPECT_EQ(sc.s.player(0).discard.size(), 0);
}

// ---------------------------------------------------------------- Chapel

TEST(Chapel, TrashesUpToFour) {
  Scenario sc({"Chapel"});
  sc.set(0, Zone::kHand, {"Chapel", "Copper", "Copper", "Estate", "Estate", "Curse"});
  sc.set(0, Zone::kDeck, {});
  sc.turn(0);
  sc.play("Chapel");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.max, 4);
  EXPECT_EQ(d.min, 0);
  Choice five;
  for (const char* n : {"Copper", "Copper", "Estate", "Estate", "Curse"}) five.add(sc.id(n));
  EXPECT_FALSE(sc.s.respond(five));
  sc.choose({"Copper", "Estate", "Estate", "Curse"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Estate"), 2);
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
  EXPECT_EQ(sc.s.player(0).owned[kEstate], 0);
}

TEST(Chapel, CannotTrashItselfAndMayTrashNothing) {
  Scenario sc({"Chapel"});
  sc.set(0, Zone::kHand, {"Chapel", "Copper"});
  sc.turn(0);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Chapel"))));
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Copper"), 0);
  EXPECT_EQ(sc.trashed("Chapel"), 0);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(Chapel, EmptyHandAsksNothing) {
  Scenario sc({"Chapel"});
  sc.set(0, Zone::kHand, {"Chapel"});
  sc.turn(0);
  sc.play("Chapel");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Chapel"), 1);
}

// ---------------------------------------------------------------- Moat

TEST(Moat, PlayedDrawsTwo) {
  Scenario sc({"Moat"});
  sc.set(0, Zone::kHand, {"Moat"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Estate"});
  sc.turn(0);
  sc.play("Moat");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Silver"}));
  EXPECT_EQ(sc.s.actions(), 0);
}

TEST(Moat, BlocksMilitia) {
  Scenario sc({"Moat", "Militia"});
  sc.set(0, Zone::kHand, {"Militia", "Copper"});
  sc.set(1, Zone::kHand, {"Moat", "Copper", "Copper", "Estate", "Estate"});
  sc.turn(0);
  sc.play("Militia");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.card, sc.id("Moat"));
  sc.yes();
  EXPECT_EQ(sc.expect(DecisionKind::kPlayTreasures).player, 0);
  EXPECT_EQ(sc.s.player(1).hand.size(), 5);  // Moat stays in hand, nothing discarded
  EXPECT_EQ(sc.s.coins(), 2);                // the attacker's +$2 is not blocked
}

TEST(Moat, NotRevealedDoesNotProtect) {
  Scenario sc({"Moat", "Militia"});
  sc.set(0, Zone::kHand, {"Militia", "Copper"});
  sc.set(1, Zone::kHand, {"Moat", "Copper", "Copper", "Estate", "Estate"});
  sc.turn(0);
  sc.play("Militia");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  sc.choose({"Estate", "Estate"});
  EXPECT_EQ(sc.expect(DecisionKind::kPlayTreasures).player, 0);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Copper", "Moat"}));
}

TEST(Moat, BlocksWitchOnlyForItsHolder) {
  Scenario sc({"Moat", "Witch"}, 3);
  sc.set(0, Zone::kHand, {"Witch", "Copper"});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kHand, {"Copper"});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Witch");
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).player, 1);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Curse"), 0);
  EXPECT_EQ(sc.count(2, Zone::kDiscard, "Curse"), 1);
  EXPECT_EQ(sc.s.pile(kCurse), 19);
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);  // Witch's +2 Cards
}

TEST(Moat, BlocksBureaucrat) {
  Scenario sc({"Moat", "Bureaucrat"});
  sc.set(0, Zone::kHand, {"Bureaucrat", "Copper"});
  sc.set(1, Zone::kHand, {"Moat", "Estate", "Copper"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Bureaucrat");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Estate", "Moat"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck).front(), "Silver");  // the attacker still gains
}

// ---------------------------------------------------------------- Harbinger

TEST(Harbinger, DrawsThenTopdecksAChosenDiscard) {
  Scenario sc({"Harbinger"});
  sc.set(0, Zone::kHand, {"Harbinger", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate", "Silver"});
  sc.set(0, Zone::kDiscard, {"Gold", "Copper", "Province"});
  sc.turn(0);
  sc.play("Harbinger");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.from, Zone::kDiscard);
  EXPECT_EQ(d.min, 0);
  EXPECT_EQ(d.max, 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate"}));
  EXPECT_EQ(sc.s.actions(), 1);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper", "Province"}));
}

TEST(Harbinger, TopdeckingIsOptional) {
  Scenario sc({"Harbinger"});
  sc.set(0, Zone::kHand, {"Harbinger", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.set(0, Zone::kDiscard, {"Gold"});
  sc.turn(0);
  sc.play("Harbinger");
  sc.expect(DecisionKind::kChooseCards);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_TRUE(sc.s.player(0).deck.empty());
}

TEST(Harbinger, EmptyDiscardAsksNothing) {
  Scenario sc({"Harbinger"});
  sc.set(0, Zone::kHand, {"Harbinger", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Harbinger");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
}

TEST(Harbinger, DrawShufflingEmptiesTheDiscardFirst) {
  Scenario sc({"Harbinger"});
  sc.set(0, Zone::kHand, {"Harbinger", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {"Gold"});
  sc.turn(0);
  sc.play("Harbinger");
  sc.expect(DecisionKind::kPlayTreasures);  // the Gold was drawn: nothing left to look at
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold"}));
}

// ---------------------------------------------------------------- Merchant

TEST(Merchant, TwoMerchantsBoostOnlyTheFirstSilver) {
  Scenario sc({"Merchant"});
  sc.set(0, Zone::kHand, {"Merchant", "Merchant", "Silver", "Silver", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate", "Estate"});
  sc.turn(0);
  sc.play("Merchant");
  sc.play("Merchant");
  EXPECT_EQ(sc.s.actions(), 1);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Copper", "Silver", "Silver"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 1 + 2 + 2 + 2);  // +$1 per Merchant, on the first Silver only
}

TEST(Merchant, NoSilverNoBonus) {
  Scenario sc({"Merchant"});
  sc.set(0, Zone::kHand, {"Merchant", "Copper", "Copper", "Gold"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Merchant");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);
  sc.choose({"Copper", "Copper", "Copper", "Gold"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 6);
}

TEST(Merchant, BonusDoesNotCarryToTheNextTurn) {
  Scenario sc({"Merchant"});
  sc.set(0, Zone::kHand, {"Merchant", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Merchant");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Copper", "Copper"});
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.set(1, Zone::kHand, {"Silver"});
  EXPECT_EQ(sc.expect(DecisionKind::kPlayTreasures).player, 1);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
}

// ---------------------------------------------------------------- Vassal

TEST(Vassal, DiscardsANonActionWithoutAsking) {
  Scenario sc({"Vassal"});
  sc.set(0, Zone::kHand, {"Vassal", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Vassal");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
}

TEST(Vassal, PlaysTheDiscardedActionWithoutUsingAnAction) {
  Scenario sc({"Vassal", "Village"});
  sc.set(0, Zone::kHand, {"Vassal", "Copper"});
  sc.set(0, Zone::kDeck, {"Village", "Silver", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Vassal");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kPlay);
  EXPECT_EQ(d.card, sc.id("Village"));
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 2);  // Vassal used the only Action; Village gave +2
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Vassal", "Village"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

TEST(Vassal, DecliningLeavesTheActionDiscarded) {
  Scenario sc({"Vassal", "Smithy"});
  sc.set(0, Zone::kHand, {"Vassal", "Copper"});
  sc.set(0, Zone::kDeck, {"Smithy", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Vassal");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Smithy"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(Vassal, EmptyDeckAndDiscardStillGivesTwo) {
  Scenario sc({"Vassal"});
  sc.set(0, Zone::kHand, {"Vassal", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Vassal");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

TEST(Vassal, EmptyDeckShufflesTheDiscardFirst) {
  Scenario sc({"Vassal"});
  sc.set(0, Zone::kHand, {"Vassal", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {"Gold"});
  sc.turn(0);
  sc.play("Vassal");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_TRUE(sc.s.player(0).deck.empty());
}

// ---------------------------------------------------------------- Village, Smithy, Lab...

TEST(Village, OneCardTwoActions) {
  Scenario sc({"Village"});
  sc.set(0, Zone::kHand, {"Village", "Village"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver"});
  sc.turn(0);
  sc.play("Village");
  EXPECT_EQ(sc.s.actions(), 2);
  sc.play("Village");
  EXPECT_EQ(sc.s.actions(), 3);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
}

TEST(Village, EmptyDeckDrawsNothing) {
  Scenario sc({"Village"});
  sc.set(0, Zone::kHand, {"Village"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Village");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

TEST(Smithy, DrawsThree) {
  Scenario sc({"Smithy"});
  sc.set(0, Zone::kHand, {"Smithy"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Gold", "Estate"});
  sc.turn(0);
  sc.play("Smithy");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold", "Silver"}));
  EXPECT_EQ(sc.s.actions(), 0);
}

TEST(Smithy, DrawsWhatThereIs) {
  Scenario sc({"Smithy"});
  sc.set(0, Zone::kHand, {"Smithy"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {"Gold"});
  sc.turn(0);
  sc.play("Smithy");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold"}));
}

TEST(Festival, ActionsBuyAndCoinsButNoCard) {
  Scenario sc({"Festival"});
  sc.set(0, Zone::kHand, {"Festival", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Festival");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(Festival, TwoFestivalsStack) {
  Scenario sc({"Festival"});
  sc.set(0, Zone::kHand, {"Festival", "Festival"});
  sc.turn(0);
  sc.play("Festival");
  sc.play("Festival");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.actions(), 3);
  EXPECT_EQ(sc.s.buys(), 3);
  EXPECT_EQ(sc.s.coins(), 4);
}

TEST(Laboratory, TwoCardsOneAction) {
  Scenario sc({"Laboratory"});
  sc.set(0, Zone::kHand, {"Laboratory"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Copper"});
  sc.turn(0);
  sc.play("Laboratory");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Silver"}));
}

TEST(Laboratory, ChainOfLabs) {
  Scenario sc({"Laboratory"});
  sc.set(0, Zone::kHand, {"Laboratory"});
  sc.set(0, Zone::kDeck, {"Laboratory", "Copper", "Gold", "Silver"});
  sc.turn(0);
  sc.play("Laboratory");
  sc.play("Laboratory");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold", "Silver"}));
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(Market, CardActionBuyCoin) {
  Scenario sc({"Market"});
  sc.set(0, Zone::kHand, {"Market"});
  sc.set(0, Zone::kDeck, {"Silver", "Gold"});
  sc.turn(0);
  sc.play("Market");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Silver"}));
}

TEST(Market, TwoBuysSpendTheTotal) {
  Scenario sc({"Market"});
  sc.set(0, Zone::kHand, {"Market", "Gold", "Silver"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Market");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Gold", "Silver", "Copper"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 7);
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(kSilver));
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 2);
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(Woodcutter, BuyAndTwoCoins) {
  Scenario sc({"Woodcutter"}, 2, Edition::kFirst);
  sc.set(0, Zone::kHand, {"Woodcutter", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Woodcutter");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.actions(), 0);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(Woodcutter, IsTerminal) {
  Scenario sc({"Woodcutter"}, 2, Edition::kFirst);
  sc.set(0, Zone::kHand, {"Woodcutter", "Woodcutter"});
  sc.turn(0);
  sc.play("Woodcutter");
  sc.expect(DecisionKind::kBuy);  // no Action left for the second one
  EXPECT_EQ(sc.count(0, Zone::kHand, "Woodcutter"), 1);
  EXPECT_EQ(sc.s.coins(), 2);
}

// ---------------------------------------------------------------- Workshop

TEST(Workshop, GainsACardCostingUpToFour) {
  Scenario sc({"Workshop", "Smithy", "Laboratory"});
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Workshop");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 4);
  EXPECT_EQ(d.min, 1);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Laboratory"))));
  EXPECT_FALSE(sc.s.respond(Choice::one(kGold)));
  sc.choose({"Smithy"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Smithy"}));
  EXPECT_EQ(sc.s.pile(sc.id("Smithy")), 9);
  EXPECT_EQ(sc.s.coins(), 0);
}

TEST(Workshop, NothingToGainWhenEveryCheapPileIsEmpty) {
  Scenario sc({"Workshop"});
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.set(0, Zone::kDiscard, {});
  for (const char* n : {"Copper", "Silver", "Estate", "Curse", "Workshop"}) sc.pile(n, 0);
  sc.turn(0);
  sc.play("Workshop");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

TEST(Workshop, SingleChoiceIsTakenWithoutAsking) {
  Scenario sc({"Workshop"});
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.set(0, Zone::kDiscard, {});
  for (const char* n : {"Copper", "Estate", "Curse", "Workshop"}) sc.pile(n, 0);
  sc.turn(0);
  sc.play("Workshop");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver"}));
}

// ---------------------------------------------------------------- Bureaucrat

TEST(Bureaucrat, SilverOntoDeckAndVictimTopsItsVictoryCard) {
  Scenario sc({"Bureaucrat"});
  sc.set(0, Zone::kHand, {"Bureaucrat", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.set(1, Zone::kHand, {"Estate", "Copper", "Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Bureaucrat");
  // One Victory card: no choice to make, so no question.
  EXPECT_EQ(sc.expect(DecisionKind::kPlayTreasures).player, 0);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Silver", "Estate"}));
  EXPECT_EQ(sc.s.pile(kSilver), 39);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Estate", "Gold"}));
  EXPECT_EQ(sc.cards(1, Zone::kHand), many("Copper", 4));
}

TEST(Bureaucrat, VictimChoosesWhichVictoryCard) {
  Scenario sc({"Bureaucrat", "Gardens"});
  sc.set(0, Zone::kHand, {"Bureaucrat"});
  sc.set(1, Zone::kHand, {"Estate", "Gardens", "Copper"});
  sc.set(1, Zone::kDeck, {});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Bureaucrat");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.type_mask, kVictory);
  EXPECT_FALSE(sc.s.respond(Choice::one(kCopper)));
  sc.choose({"Gardens"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gardens"}));  // the only card of the deck
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Estate"}));
}

TEST(Bureaucrat, VictimWithoutVictoryCardsIsUnchanged) {
  Scenario sc({"Bureaucrat"});
  sc.set(0, Zone::kHand, {"Bureaucrat", "Copper"});
  sc.set(1, Zone::kHand, {"Copper", "Silver", "Curse"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Bureaucrat");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Curse", "Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold"}));
}

TEST(Bureaucrat, NoSilverLeftStillAttacks) {
  Scenario sc({"Bureaucrat"});
  sc.pile("Silver", 0);
  sc.set(0, Zone::kHand, {"Bureaucrat", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(1, Zone::kHand, {"Duchy", "Copper"});
  sc.set(1, Zone::kDeck, {});
  sc.turn(0);
  sc.play("Bureaucrat");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_TRUE(sc.s.player(0).deck.empty());
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Duchy"}));
}

// ---------------------------------------------------------------- Gardens

TEST(Gardens, OnePointPerFullTenCards) {
  Scenario sc({"Gardens"});
  for (Zone z : {Zone::kHand, Zone::kDiscard}) sc.set(0, z, {});
  Names deck = many("Copper", 38);
  deck.push_back("Gardens");
  sc.set(0, Zone::kDeck, deck);
  EXPECT_EQ(sc.s.player(0).owned_total, 39);
  EXPECT_EQ(sc.s.vp(0), 3);
  sc.set(0, Zone::kDiscard, {"Copper"});
  EXPECT_EQ(sc.s.vp(0), 4);
  sc.set(0, Zone::kDiscard, {"Gardens"});  // 40 cards, two Gardens
  EXPECT_EQ(sc.s.vp(0), 8);
  sc.set(0, Zone::kHand,
         {"Estate", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
          "Copper"});  // 50 cards
  EXPECT_EQ(sc.s.vp(0), 2 * 5 + 1);
}

TEST(Gardens, PileIsEightOrTwelve) {
  Scenario two({"Gardens"});
  EXPECT_EQ(two.s.pile(two.id("Gardens")), 8);
  Scenario three({"Gardens"}, 3);
  EXPECT_EQ(three.s.pile(three.id("Gardens")), 12);
}

// ---------------------------------------------------------------- Militia

TEST(Militia, OthersDiscardDownToThree) {
  Scenario sc({"Militia"});
  sc.set(0, Zone::kHand, {"Militia", "Copper"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Militia");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.min, 2);
  EXPECT_EQ(d.max, 2);
  EXPECT_FALSE(sc.s.respond(Choice::one(kEstate)));
  sc.choose({"Estate", "Copper"});
  EXPECT_EQ(sc.expect(DecisionKind::kPlayTreasures).player, 0);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Estate"}));
  EXPECT_EQ(sc.s.coins(), 2);
}

TEST(Militia, ThreeOrFewerCardsDiscardNothing) {
  Scenario sc({"Militia"});
  sc.set(0, Zone::kHand, {"Militia", "Copper"});
  sc.set(1, Zone::kHand, {"Copper", "Estate", "Silver"});
  sc.turn(0);
  sc.play("Militia");
  EXPECT_EQ(sc.expect(DecisionKind::kPlayTreasures).player, 0);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
}

TEST(Militia, EachOtherPlayerInTurnOrder) {
  Scenario sc({"Militia"}, 3);
  sc.set(0, Zone::kHand, {"Militia"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper", "Estate"});
  sc.set(2, Zone::kHand, {"Silver", "Silver", "Silver", "Silver", "Duchy", "Duchy"});
  sc.turn(0);
  sc.play("Militia");
  EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).player, 1);
  sc.choose({"Estate"});
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 2);
  EXPECT_EQ(d.min, 3);
  sc.choose({"Duchy", "Duchy", "Silver"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(2, Zone::kHand), many("Silver", 3));
  EXPECT_EQ(sc.cards(1, Zone::kHand), many("Copper", 3));
}

// ---------------------------------------------------------------- Council Room

TEST(CouncilRoom, FourCardsBuyAndEachOtherPlayerDraws) {
  Scenario sc({"Council Room", "Moat"}, 3);
  sc.set(0, Zone::kHand, {"Council Room"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Silver", "Gold", "Estate"});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(1, Zone::kDeck, {"Gold", "Estate"});
  sc.set(2, Zone::kHand, {});
  sc.set(2, Zone::kDeck, {"Silver"});
  sc.turn(0);
  sc.play("Council Room");
  // Not an Attack: Moat is not offered.
  EXPECT_EQ(sc.expect(DecisionKind::kPlayTreasures).player, 0);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Copper", "Gold", "Silver"}));
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Gold", "Moat"}));
  EXPECT_EQ(sc.cards(2, Zone::kHand), Names({"Silver"}));
}

TEST(CouncilRoom, OtherPlayerWithNoCardsDrawsNothing) {
  Scenario sc({"Council Room"});
  sc.set(0, Zone::kHand, {"Council Room"});
  sc.set(0, Zone::kDeck, {"Copper"});
  for (Zone z : {Zone::kHand, Zone::kDeck, Zone::kDiscard}) sc.set(1, z, {});
  sc.turn(0);
  sc.play("Council Room");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_TRUE(sc.s.player(1).hand.empty());
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

// ---------------------------------------------------------------- Witch

TEST(Witch, DrawsTwoAndCursesTheOthers) {
  Scenario sc({"Witch"});
  sc.set(0, Zone::kHand, {"Witch"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Witch");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Curse"}));
  EXPECT_EQ(sc.s.pile(kCurse), 9);
  EXPECT_EQ(sc.s.vp(1), 3 - 1);
}

TEST(Witch, CursesRunOutMidAttackInTurnOrder) {
  Scenario sc({"Witch"}, 3);
  sc.pile("Curse", 1);
  for (int p = 0; p < 3; ++p) sc.set(p, Zone::kDiscard, {});
  // Player 2 takes the turn: the attack goes to player 0 first, then player 1.
  sc.set(2, Zone::kHand, {"Witch"});
  sc.set(2, Zone::kDeck, {"Copper", "Copper"});
  sc.turn(2);
  sc.play("Witch");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Curse"), 1);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Curse"), 0);
  EXPECT_EQ(sc.s.pile(kCurse), 0);
  EXPECT_EQ(sc.s.empty_piles(), 1);
}

TEST(Witch, EmptyCursePileGivesNothing) {
  Scenario sc({"Witch"});
  sc.pile("Curse", 0);
  sc.set(0, Zone::kHand, {"Witch"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Witch");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_TRUE(sc.s.player(1).discard.empty());
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
}

// ---------------------------------------------------------------- Remodel

TEST(Remodel, TrashesAndGainsUpToTwoMore) {
  Scenario sc({"Remodel", "Smithy", "Laboratory"});
  sc.set(0, Zone::kHand, {"Remodel", "Estate", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Remodel");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.min, 1);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Remodel"))));  // not itself
  EXPECT_FALSE(sc.s.respond(Choice::none()));                 // trashing is mandatory
  sc.choose({"Estate"});
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 4);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Laboratory"))));
  EXPECT_FALSE(sc.s.respond(Choice::none()));  // gaining is mandatory when possible
  sc.choose({"Smithy"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Smithy"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold"}));
}

TEST(Remodel, GoldIntoProvinceOrSomethingCheaper) {
  Scenario sc({"Remodel"});
  sc.set(0, Zone::kHand, {"Remodel", "Gold", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Remodel");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  EXPECT_EQ(sc.expect(DecisionKind::kGain).cost_max, 8);
  sc.answer(Choice::one(kProvince));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.pile(kProvince), 7);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  // Again with the Silver: up to $5, so a Duchy but not a Gold; cheaper cards are fine too.
  sc.set(0, Zone::kHand, {"Remodel", "Silver"});
  sc.turn(0);
  sc.play("Remodel");
  // Silver is the only card in hand: the trash is answered at once.
  EXPECT_EQ(sc.expect(DecisionKind::kGain).cost_max, 5);
  EXPECT_FALSE(sc.s.respond(Choice::one(kGold)));
  sc.answer(Choice::one(kEstate));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate", "Province"}));
}

TEST(Remodel, NothingToGainStillTrashes) {
  Scenario sc({"Remodel"});
  for (const char* n : {"Copper", "Curse", "Estate"}) sc.pile(n, 0);
  sc.set(0, Zone::kHand, {"Remodel", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Remodel");
  sc.expect(DecisionKind::kBuy);  // the only card was trashed; no $2 card left to gain
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

TEST(Remodel, EmptyHandDoesNothing) {
  Scenario sc({"Remodel"});
  sc.set(0, Zone::kHand, {"Remodel"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Remodel");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
  EXPECT_EQ(sc.s.pile(kProvince), 8);
}

// ---------------------------------------------------------------- Chancellor (1st edition)

TEST(Chancellor, PutsTheDeckIntoTheDiscardPile) {
  Scenario sc({"Chancellor"}, 2, Edition::kFirst);
  sc.set(0, Zone::kHand, {"Chancellor", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold", "Estate", "Estate"});
  sc.set(0, Zone::kDiscard, {"Silver"});
  sc.turn(0);
  sc.play("Chancellor");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kDiscardDeck);
  EXPECT_EQ(sc.s.coins(), 2);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_TRUE(sc.s.player(0).deck.empty());
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate", "Estate", "Gold", "Silver"}));
}

TEST(Chancellor, DecliningKeepsTheDeck) {
  Scenario sc({"Chancellor"}, 2, Edition::kFirst);
  sc.set(0, Zone::kHand, {"Chancellor", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Chancellor");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Estate"}));
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

TEST(Chancellor, EmptyDeckAsksNothing) {
  Scenario sc({"Chancellor"}, 2, Edition::kFirst);
  sc.set(0, Zone::kHand, {"Chancellor", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {"Gold"});
  sc.turn(0);
  sc.play("Chancellor");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
}

// ---------------------------------------------------------------- heuristic player

// keep_money is a gate on the deck's $, not a floor: at or above it every Copper in hand goes.
TEST(BaseAi, ChapelTrashesJunkAndEveryCopperWhileTheDeckMakesKeepMoney) {
  Scenario sc({"Chapel"});
  sc.set(0, Zone::kHand, {"Chapel", "Curse", "Estate", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper", "Copper", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  // $9 in the deck, keep_money 7 by default: every Copper, but only 4 cards in all.
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Copper", "Curse", "Estate"}));
  Strategy st = *find_bot("Big Money");
  st.params["chapel.keep_money"] = 9;  // $9 is still enough, though trashing leaves $7
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Copper", "Copper", "Curse", "Estate"}));
  st.params["chapel.keep_money"] = 10;
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Curse", "Estate"}));
  sc.pile("Province", 3);  // late: Estates are points now
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Curse"}));
}

// Late in a long game (the player's turn stall.late, 50) Estates are points: the stall rule buys
// them to end a stalemate, and Chapel trashing them kept auto_7a13c357's Torturer mirror going.
TEST(BaseAi, ChapelKeepsEstatesLateInALongGame) {
  Scenario sc({"Chapel"});
  sc.set(0, Zone::kHand, {"Chapel", "Estate", "Copper", "Silver", "Silver"});
  sc.set(0, Zone::kDeck, many("Copper", 6));
  sc.set(0, Zone::kDiscard, {});
  sc.s.player(0).turns = 49;
  sc.turn(0);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  Strategy st = *find_bot("Big Money");
  st.params["chapel.junk_hand"] = 1;  // whatever the buy needs
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Copper", "Estate"}));
  sc.s.player(0).turns = 50;
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Copper"}));
  st.params["stall.late"] = 1000;  // the late rule off: the Estate goes again
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Copper", "Estate"}));
}

// However low an evolved gate, the deck keeps a Silver's price of $: a $5 deck (Coppers×3 in
// hand, a Silver in the deck) trashes two Coppers with keep_money 5, not all three (it did, and
// auto_67fe23bd's mirror played on at $2 a turn to the turn cap).
TEST(BaseAi, ChapelKeepsASilversPriceInTheDeck) {
  const auto picks = [](Names deck, double keep_money) {
    Scenario sc({"Chapel", "Village"});
    sc.set(0, Zone::kHand, {"Chapel", "Copper", "Copper", "Copper", "Village"});
    sc.set(0, Zone::kDeck, deck);
    sc.set(0, Zone::kDiscard, {});
    sc.turn(0);
    sc.play("Chapel");
    sc.expect(DecisionKind::kChooseCards);
    Strategy st = *find_bot("Big Money");
    st.params["chapel.junk_hand"] = 2;
    st.params["chapel.keep_money"] = keep_money;
    return names_of(sc, ai_answer(sc, &st));
  };
  EXPECT_EQ(picks({"Silver"}, 5), many("Copper", 2));            // $5: $3 stay
  EXPECT_EQ(picks({"Copper"}, 4), many("Copper", 1));            // $4
  EXPECT_EQ(picks({"Silver", "Copper"}, 5), many("Copper", 3));  // $6
  EXPECT_EQ(picks({"Silver"}, 6), Names({}));                    // under the gate
}

// chapel.provincial 1 (Provincial's imports): every Curse, unwanted Estate and, once the
// Treasures owned total $7, every Copper, up to 4, whatever this turn's buy; played last.
TEST(BaseAi, ChapelAsProvincialTrashesEveryCopperOnceTheTreasuresTotalSeven) {
  Strategy st = *find_bot("Big Money Duchy");  // takes an Estate once 2 Provinces are left
  st.params["chapel.provincial"] = 1;
  const auto picks = [&](Names deck, int provinces, const Strategy* s) {
    Scenario sc({"Chapel"});
    sc.set(0, Zone::kHand, {"Chapel", "Estate", "Copper", "Copper", "Silver"});
    sc.set(0, Zone::kDeck, deck);
    sc.set(0, Zone::kDiscard, {});
    sc.pile("Province", provinces);
    sc.turn(0);
    sc.play("Chapel");
    sc.expect(DecisionKind::kChooseCards);
    return names_of(sc, ai_answer(sc, s));
  };
  // $9 of Treasure: both Coppers go, though the buy needs one of them (ours keeps it when the
  // hand holds fewer junk cards than its junk_hand, here 4).
  const Names coppers = many("Copper", 5);
  Strategy ours = *find_bot("Big Money Duchy");
  ours.params["chapel.junk_hand"] = 4;
  EXPECT_EQ(picks(coppers, 8, &ours), Names({"Copper", "Estate"}));
  EXPECT_EQ(picks(coppers, 8, &st), Names({"Copper", "Copper", "Estate"}));
  // $6 of Treasure: no Copper; the Estate still goes (no Estate with $2 yet).
  EXPECT_EQ(picks({"Copper", "Copper"}, 8, &st), Names({"Estate"}));
  // Late, the buy rules take an Estate with $2: it stays.
  EXPECT_EQ(picks({"Copper", "Copper"}, 2, &st), Names({}));
  {
    // Another Chapel and a Curse go too, 4 at most.
    Scenario sc({"Chapel"});
    sc.set(0, Zone::kHand, {"Chapel", "Chapel", "Curse", "Copper", "Copper", "Copper"});
    sc.set(0, Zone::kDeck, coppers);
    sc.turn(0);
    sc.play("Chapel");
    sc.expect(DecisionKind::kChooseCards);
    EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Chapel", "Copper", "Copper", "Curse"}));
  }
  // Played after every other Action: Smithy first, though Chapel would trash an Estate.
  Scenario sc({"Chapel", "Smithy"});
  sc.set(0, Zone::kHand, {"Chapel", "Smithy", "Estate", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, coppers);
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Chapel"}));
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Smithy"}));
}

TEST(BaseAi, ChapelKeepsTheCoppersThisTurnsBuyNeedsUnlessTheHandIsJunk) {
  Scenario sc({"Chapel"});
  sc.set(0, Zone::kHand, {"Chapel", "Estate", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  // 4 junk cards (chapel.junk_hand 4 by default): trash them all, the $3 buy with them.
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Copper", "Copper", "Estate"}));
  Strategy st = *find_bot("Big Money");
  st.params["chapel.junk_hand"] = 5;  // not junk enough now: keep the $3 for a Silver
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Estate"}));

  // 3 junk cards: $4 in hand, the buy needs $3, so one Copper may go.
  sc.set(0, Zone::kHand, {"Chapel", "Estate", "Copper", "Copper", "Silver"});
  sc.turn(0);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Estate"}));
  st.params["chapel.junk_hand"] = 3;  // aggressive: 3 junk cards are enough
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Copper", "Copper", "Estate"}));
}

TEST(BaseAi, ChapelBeforeMilitiaOnlyWhenItTrashesJunk) {
  Scenario sc({"Chapel", "Militia"});
  sc.set(0, Zone::kHand, {"Chapel", "Militia", "Estate", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper", "Copper", "Copper", "Silver"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Chapel"}));  // an Estate to trash
  // Only a Copper to trash ($4 in hand, the buy needs $3): Militia's +$2 and attack first.
  sc.set(0, Zone::kHand, {"Chapel", "Militia", "Copper", "Copper", "Silver"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Militia"}));
  sc.set(0, Zone::kHand, {"Chapel", "Copper", "Copper", "Silver"});  // alone: still played
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Chapel"}));
}

TEST(BaseAi, SpyAfterLaboratoryAndMarket) {
  Scenario sc({"Spy", "Laboratory", "Market"});
  sc.set(0, Zone::kHand, {"Spy", "Market", "Laboratory"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Laboratory"}));
  sc.set(0, Zone::kHand, {"Spy", "Market"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Market"}));
}

TEST(BaseAi, ChapelIsNotPlayedWithNothingToTrash) {
  Scenario sc({"Chapel"});
  sc.set(0, Zone::kHand, {"Chapel", "Silver", "Gold", "Silver"});
  sc.turn(0);
  EXPECT_EQ(sc.expect(DecisionKind::kPlayAction).kind, DecisionKind::kPlayAction);
  EXPECT_EQ(ai_answer(sc).n, 0);
  sc.set(0, Zone::kHand, {"Chapel", "Silver", "Estate"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Chapel"}));
}

TEST(BaseAi, MilitiaVictimKeepsTheBestThree) {
  Scenario sc({"Militia", "Smithy"});
  sc.set(0, Zone::kHand, {"Militia"});
  sc.set(1, Zone::kHand, {"Gold", "Silver", "Copper", "Estate", "Curse"});
  sc.turn(0);
  sc.play("Militia");
  EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).player, 1);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse", "Estate"}));
  // Two terminals and no village: the second terminal is as dead as junk.
  sc.set(1, Zone::kHand, {"Smithy", "Militia", "Gold", "Copper", "Copper"});
  sc.turn(0);
  sc.set(0, Zone::kHand, {"Militia"});
  sc.play("Militia");
  sc.expect(DecisionKind::kChooseCards);
  const Names picked = names_of(sc, ai_answer(sc));
  ASSERT_EQ(picked.size(), 2u);
  EXPECT_EQ(picked[0], "Copper");
  EXPECT_TRUE(picked[1] == "Militia" || picked[1] == "Smithy") << picked[1];
}

TEST(BaseAi, RemodelPicksByGameStage) {
  Scenario sc({"Remodel"});
  sc.set(0, Zone::kHand, {"Remodel", "Gold", "Estate", "Copper"});
  sc.turn(0);
  sc.play("Remodel");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));  // early: Estate into a $4
  sc.pile("Province", 3);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Gold"}));  // late: Gold into Province
  // Nothing worth remodelling early: not played.
  sc.pile("Province", 8);
  sc.set(0, Zone::kHand, {"Remodel", "Silver", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(ai_answer(sc).n, 0);
  // Late with a Silver: into a Duchy.
  sc.pile("Province", 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Remodel"}));
}

TEST(BaseAi, HarbingerTopsOnlyAGoodCard) {
  Scenario sc({"Harbinger"});
  sc.set(0, Zone::kHand, {"Harbinger"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {"Estate", "Gold", "Copper", "Silver"});
  sc.turn(0);
  sc.play("Harbinger");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Gold"}));
  sc.set(0, Zone::kDiscard, {"Estate", "Copper", "Curse"});
  EXPECT_EQ(ai_answer(sc).n, 0);
}

TEST(BaseAi, CellarDiscardsJunkAndCoppersIntoAGoodDeck) {
  Scenario sc({"Cellar"});
  sc.set(0, Zone::kHand, {"Cellar", "Estate", "Duchy", "Copper", "Silver"});
  sc.set(0, Zone::kDeck, {"Gold", "Gold", "Silver"});
  sc.turn(0);
  sc.play("Cellar");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Duchy", "Estate"}));
  sc.set(0, Zone::kDeck, {"Estate", "Copper", "Estate"});
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Duchy", "Estate"}));
}

TEST(BaseAi, MoatRevealsAndVassalPlays) {
  Scenario sc({"Moat", "Witch", "Vassal", "Village"});
  sc.set(0, Zone::kHand, {"Witch"});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.turn(0);
  sc.play("Witch");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.set(0, Zone::kHand, {"Vassal"});
  sc.set(0, Zone::kDeck, {"Village"});
  sc.turn(0);
  sc.play("Vassal");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 1);
}

TEST(BaseAi, WorkshopGainsByTheBuyRules) {
  Scenario sc({"Workshop", "Smithy"});
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.turn(0);
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Silver"}));  // Big Money: Silver at $4
}

TEST(BaseAi, ChancellorDiscardsAJunkyDeck) {
  Scenario sc({"Chancellor"}, 2, Edition::kFirst);
  sc.set(0, Zone::kHand, {"Chancellor"});
  sc.set(0, Zone::kDeck, {"Estate", "Estate", "Copper"});
  sc.set(0, Zone::kDiscard, {"Gold", "Gold", "Silver"});
  sc.turn(0);
  sc.play("Chancellor");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.set(0, Zone::kDeck, {"Gold", "Gold", "Gold"});
  sc.set(0, Zone::kDiscard, {"Estate", "Copper"});
  EXPECT_EQ(ai_answer(sc).option, 0);
}

// ---------------------------------------------------------------- edition variants and reveals
// ------------------------------------------------------------------ Throne Room

TEST(ThroneRoom, FeastGainsTwiceTrashesOnce) {
  Scenario sc({"Throne Room", "Feast", "Mine"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Throne Room", "Feast", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Throne Room");
  // 1E with one Action in hand: the target is forced, so Feast is played at once.
  const Decision& g1 = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g1.cost_max, 5);
  EXPECT_EQ(sc.trashed("Feast"), 1);
  EXPECT_FALSE(sc.s.respond(Choice::one(kGold)));  // $6: too expensive
  sc.choose({"Mine"});
  sc.expect(DecisionKind::kGain);
  sc.choose({"Duchy"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Feast"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy", "Mine"}));
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Throne Room"}));
  EXPECT_EQ(sc.s.pile(sc.id("Feast")), 10);
}

TEST(ThroneRoom, ThroneRoomOnThroneRoomPlaysTwoActionsTwiceEach) {
  Scenario sc({"Throne Room", "Poacher"});
  sc.set(0, Zone::kHand, {"Throne Room", "Throne Room", "Poacher", "Poacher", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Gold", "Estate", "Duchy"});
  sc.turn(0);
  sc.play("Throne Room");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kPlay);
  sc.choose({"Throne Room"});
  sc.expect(DecisionKind::kChooseCards);  // the second Throne Room's first play
  sc.choose({"Poacher"});
  sc.expect(DecisionKind::kChooseCards);  // its second play: the other Poacher
  EXPECT_EQ(sc.s.actions(), 2);
  sc.choose({"Poacher"});
  sc.expect(DecisionKind::kPlayTreasures);
  // Four Poacher plays: +4 Cards, +4 Actions, +$4; not one Poacher four times.
  EXPECT_EQ(sc.s.actions(), 4);
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate", "Estate", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Poacher", "Poacher", "Throne Room", "Throne Room"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Duchy"}));
}

TEST(ThroneRoom, NoActionInHandDoesNothingBothEditions) {
  for (Edition ed : {k1E, k2E}) {
    Scenario sc({"Throne Room"}, 2, ed);
    sc.set(0, Zone::kHand, {"Throne Room", "Copper", "Estate"});
    sc.turn(0);
    sc.play("Throne Room");
    sc.expect(DecisionKind::kPlayTreasures);  // no target decision at all
    EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Throne Room"}));
    EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate"}));
    EXPECT_EQ(sc.s.actions(), 0);
  }
}

TEST(ThroneRoom, SecondEditionMayDeclineFirstMustChoose) {
  for (Edition ed : {k1E, k2E}) {
    Scenario sc({"Throne Room", "Moneylender", "Poacher"}, 2, ed);
    sc.set(0, Zone::kHand, {"Throne Room", "Moneylender", "Poacher", "Copper"});
    sc.turn(0);
    sc.play("Throne Room");
    const Decision& d = sc.expect(DecisionKind::kChooseCards);
    EXPECT_EQ(d.min, ed == k1E ? 1 : 0);
    EXPECT_EQ(d.max, 1);
    // A non-Action is never a legal target.
    EXPECT_FALSE(sc.s.respond(Choice::one(kCopper)));
    if (ed == k1E) {
      EXPECT_FALSE(sc.s.respond(Choice::none()));
      sc.choose({"Poacher"});
      sc.next();
      EXPECT_EQ(sc.s.coins(), 2);
      continue;
    }
    sc.answer(Choice::none());
    sc.expect(DecisionKind::kPlayTreasures);  // no Action left to play the others
    EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Moneylender", "Poacher"}));
    EXPECT_EQ(sc.s.coins(), 0);
  }
}

TEST(ThroneRoom, MoneylenderWithOneCopperPaysOnce) {
  for (Edition ed : {k1E, k2E}) {
    Scenario sc({"Throne Room", "Moneylender"}, 2, ed);
    sc.set(0, Zone::kHand, {"Throne Room", "Moneylender", "Copper", "Estate"});
    sc.turn(0);
    sc.play("Throne Room");
    if (ed == k2E) {
      sc.expect(DecisionKind::kChooseCards);  // optional: asked even with one Action
      sc.choose({"Moneylender"});
      const Decision& d = sc.expect(DecisionKind::kYesNo);
      EXPECT_EQ(d.card, kCopper);
      sc.yes();
    }
    // The second play finds no Copper: no question, no $.
    const Decision& d = sc.next();
    EXPECT_EQ(d.kind, DecisionKind::kBuy);
    EXPECT_EQ(sc.s.coins(), 3);
    EXPECT_EQ(sc.trashed("Copper"), 1);
    EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Estate"}));
  }
}

// ------------------------------------------------------------------ Moneylender

TEST(Moneylender, FirstEditionMustTrashACopper) {
  Scenario sc({"Moneylender"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Moneylender", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.turn(0);
  sc.play("Moneylender");
  sc.expect(DecisionKind::kPlayTreasures);  // no choice offered
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 1);
  EXPECT_EQ(sc.s.player(0).owned[kCopper], 1);
}

TEST(Moneylender, SecondEditionMayKeepTheCopper) {
  for (bool trash : {false, true}) {
    Scenario sc({"Moneylender"}, 2, k2E);
    sc.set(0, Zone::kHand, {"Moneylender", "Copper", "Copper"});
    sc.turn(0);
    sc.play("Moneylender");
    const Decision& d = sc.expect(DecisionKind::kYesNo);
    EXPECT_EQ(d.reason, Reason::kTrash);
    sc.yes(trash);
    sc.expect(DecisionKind::kPlayTreasures);
    EXPECT_EQ(sc.s.coins(), trash ? 3 : 0);
    EXPECT_EQ(sc.trashed("Copper"), trash ? 1 : 0);
    EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), trash ? 1 : 2);
  }
}

TEST(Moneylender, NoCopperNoCoinsEitherEdition) {
  for (Edition ed : {k1E, k2E}) {
    Scenario sc({"Moneylender"}, 2, ed);
    sc.set(0, Zone::kHand, {"Moneylender", "Silver"});
    sc.turn(0);
    sc.play("Moneylender");
    sc.expect(DecisionKind::kPlayTreasures);
    EXPECT_EQ(sc.s.coins(), 0);
    EXPECT_EQ(sc.trashed("Silver"), 0);
  }
}

// ------------------------------------------------------------------ Mine

TEST(Mine, GainsTreasureIntoHandPlayableThisTurn) {
  Scenario sc({"Mine"});
  sc.set(0, Zone::kHand, {"Mine", "Copper", "Estate"});
  sc.turn(0);
  sc.play("Mine");
  const Decision& t = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(t.min, 0);  // 2E: "you may"
  EXPECT_FALSE(sc.s.respond(Choice::one(kEstate)));
  sc.choose({"Copper"});
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 3);
  EXPECT_EQ(g.reason, Reason::kGainToHand);
  EXPECT_FALSE(sc.s.respond(Choice::one(kEstate)));  // not a Treasure
  EXPECT_FALSE(sc.s.respond(Choice::one(kGold)));    // $6 > $0 + $3
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Estate", "Silver"}));
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.s.pile(kSilver), 39);
}

TEST(Mine, NothingValidToGainStillTrashes) {
  Scenario sc({"Mine"});
  sc.pile("Copper", 0);
  sc.pile("Silver", 0);
  sc.set(0, Zone::kHand, {"Mine", "Copper"});
  sc.turn(0);
  sc.play("Mine");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  // No Treasure costing up to $3 is left: the gain is skipped.
  const Decision& d = sc.next();
  EXPECT_EQ(d.kind, DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_TRUE(sc.cards(0, Zone::kHand).empty());
}

// On equal $ gained, the AI turns a Copper into a Silver (mine.silver_first = 0, the default:
// against Big Money Ultimate, 20,000 games, -12.0% against -14.7% with Silver into Gold first).
TEST(Mine, TheAiUpgradesTheCopperOnEqualGainsUnlessToldSilverFirst) {
  Scenario sc({"Mine"});
  sc.set(0, Zone::kHand, {"Mine", "Copper", "Silver"});
  sc.turn(0);
  sc.play("Mine");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper"}));
  Strategy silver_first = *find_bot("Big Money");
  silver_first.params["mine.silver_first"] = 1;
  EXPECT_EQ(names_of(sc, ai_answer(sc, &silver_first)), Names({"Silver"}));
}

TEST(Mine, FirstEditionMustTrashSecondMayDecline) {
  {
    Scenario sc({"Mine"}, 2, k1E);
    sc.set(0, Zone::kHand, {"Mine", "Copper", "Silver"});
    sc.turn(0);
    sc.play("Mine");
    const Decision& d = sc.expect(DecisionKind::kChooseCards);
    EXPECT_EQ(d.min, 1);
    EXPECT_FALSE(sc.s.respond(Choice::none()));
    sc.choose({"Silver"});
    sc.expect(DecisionKind::kGain);
    sc.choose({"Gold"});
    sc.expect(DecisionKind::kPlayTreasures);
    EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold"}));
  }
  {
    // 1E with a single Treasure: trashed without a question.
    Scenario sc({"Mine"}, 2, k1E);
    sc.set(0, Zone::kHand, {"Mine", "Silver", "Estate"});
    sc.turn(0);
    sc.play("Mine");
    sc.expect(DecisionKind::kGain);
    EXPECT_EQ(sc.trashed("Silver"), 1);
    sc.choose({"Silver"});  // a cheaper or equal Treasure is allowed
    sc.expect(DecisionKind::kPlayTreasures);
    EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Estate", "Silver"}));
  }
  {
    Scenario sc({"Mine"}, 2, k2E);
    sc.set(0, Zone::kHand, {"Mine", "Copper", "Silver"});
    sc.turn(0);
    sc.play("Mine");
    sc.expect(DecisionKind::kChooseCards);
    sc.answer(Choice::none());
    sc.expect(DecisionKind::kPlayTreasures);
    EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
    EXPECT_EQ(sc.trashed("Copper") + sc.trashed("Silver"), 0);
  }
}

// ------------------------------------------------------------------ Poacher

TEST(Poacher, NoEmptyPileNoDiscard) {
  Scenario sc({"Poacher"});
  sc.set(0, Zone::kHand, {"Poacher", "Estate"});
  sc.set(0, Zone::kDeck, {"Silver", "Gold"});
  sc.turn(0);
  sc.play("Poacher");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Estate", "Silver"}));
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
}

TEST(Poacher, TwoEmptyPilesDiscardTwoAfterDrawing) {
  Scenario sc({"Poacher"});
  sc.pile("Curse", 0);
  sc.pile("Estate", 0);
  sc.set(0, Zone::kHand, {"Poacher", "Copper", "Estate", "Silver"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Poacher");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.min, 2);
  EXPECT_EQ(d.max, 2);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);  // drawn before discarding
  Choice one = Choice::one(kCopper);
  EXPECT_FALSE(sc.s.respond(one));  // exactly two
  sc.choose({"Copper", "Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Estate", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper", "Gold"}));
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(Poacher, TooFewCardsDiscardsTheWholeHand) {
  Scenario sc({"Poacher"});
  sc.pile("Curse", 0);
  sc.pile("Estate", 0);
  sc.pile("Duchy", 0);
  sc.set(0, Zone::kHand, {"Poacher"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Poacher");
  const Decision& d = sc.next();  // nothing to choose: the Gold goes
  EXPECT_EQ(d.kind, DecisionKind::kBuy);
  EXPECT_TRUE(sc.cards(0, Zone::kHand).empty());
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.s.coins(), 1);
}

// ------------------------------------------------------------------ Library

TEST(Library, NoCardsLeftDrawsWhatThereIs) {
  Scenario sc({"Library"});
  sc.set(0, Zone::kHand, {"Library", "Copper"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Library");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
  EXPECT_TRUE(sc.cards(0, Zone::kAside).empty());

  Scenario empty({"Library"});
  empty.set(0, Zone::kHand, {"Library"});
  empty.set(0, Zone::kDeck, {});
  empty.set(0, Zone::kDiscard, {});
  empty.turn(0);
  empty.play("Library");
  EXPECT_EQ(empty.next().kind, DecisionKind::kBuy);
  EXPECT_TRUE(empty.cards(0, Zone::kHand).empty());
}

TEST(Library, SetAsideActionsAreDiscardedAtTheEndNotShuffledIn) {
  Scenario sc({"Library", "Poacher"});
  sc.set(0, Zone::kHand, {"Library", "Copper", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Poacher", "Silver"});
  sc.set(0, Zone::kDiscard, {"Gold", "Gold", "Gold"});
  sc.turn(0);
  sc.play("Library");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kSetAside);
  EXPECT_EQ(d.card, sc.id("Poacher"));
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  // Silver, then the deck ran out: the 3 Golds (not the Poacher) were shuffled; 2 drawn.
  EXPECT_EQ(sc.cards(0, Zone::kHand),
            Names({"Copper", "Copper", "Copper", "Copper", "Gold", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Poacher"}));
  EXPECT_TRUE(sc.cards(0, Zone::kAside).empty());
}

TEST(Library, KeptActionCountsTowardSevenAndShuffleMidDraw) {
  Scenario sc({"Library", "Poacher"});
  sc.set(0, Zone::kHand, {"Library"});
  sc.set(0, Zone::kDeck, {"Copper", "Poacher"});
  sc.set(0, Zone::kDiscard, {"Silver", "Silver", "Silver", "Gold", "Gold", "Gold"});
  sc.turn(0);
  sc.play("Library");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);  // keep the Poacher in hand
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Poacher"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 1);
  EXPECT_EQ(sc.s.player(0).deck.size(), 1);  // 6 shuffled, 5 drawn
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
}

TEST(Library, SevenCardsInHandDrawsNothing) {
  Scenario sc({"Library"});
  sc.set(0, Zone::kHand,
         {"Library", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Library");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
}

// ------------------------------------------------------------------ Sentry

TEST(Sentry, OneCardLeftLooksAtOnlyThat) {
  Scenario sc({"Sentry"});
  sc.set(0, Zone::kHand, {"Sentry"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Sentry");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.from, Zone::kAside);
  EXPECT_EQ(d.num_cards, 1);
  EXPECT_EQ(d.cards[0], kEstate);
  EXPECT_EQ(sc.s.actions(), 1);
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
  EXPECT_TRUE(sc.cards(0, Zone::kDeck).empty());
}

TEST(Sentry, TrashDiscardAndPutBackInChosenOrder) {
  Scenario sc({"Sentry"});
  sc.set(0, Zone::kHand, {"Sentry"});
  sc.set(0, Zone::kDeck, {"Copper", "Curse", "Estate", "Duchy"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Sentry");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Curse"});
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.num_cards, 1);
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Duchy"}));

  Scenario order({"Sentry"});
  order.set(0, Zone::kHand, {"Sentry"});
  order.set(0, Zone::kDeck, {"Copper", "Gold", "Silver", "Estate"});
  order.turn(0);
  order.play("Sentry");
  order.expect(DecisionKind::kChooseCards);
  order.answer(Choice::none());
  order.expect(DecisionKind::kChooseCards);
  order.answer(Choice::none());
  const Decision& top = order.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(top.reason, Reason::kTopdeck);
  order.choose({"Silver"});  // Silver on top of Gold
  order.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(order.cards(0, Zone::kDeck), Names({"Silver", "Gold", "Estate"}));
}

TEST(Sentry, ShufflesToLookAtTheSecondCard) {
  Scenario sc({"Sentry"});
  sc.set(0, Zone::kHand, {"Sentry"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate"});
  sc.set(0, Zone::kDiscard, {"Curse"});
  sc.turn(0);
  sc.play("Sentry");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.num_cards, 2);
  sc.choose({"Estate", "Curse"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_TRUE(sc.cards(0, Zone::kDeck).empty());
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
}

// ------------------------------------------------------------------ Bandit

TEST(Bandit, TrashesSilverDiscardsCopper) {
  Scenario sc({"Bandit"});
  sc.set(0, Zone::kHand, {"Bandit"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Copper", "Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Bandit");
  sc.expect(DecisionKind::kBuy);  // the only candidate needs no choice
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.trashed("Copper"), 0);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold"}));
}

TEST(Bandit, VictimChoosesBetweenGoldAndSilver) {
  Scenario sc({"Bandit"});
  sc.set(0, Zone::kHand, {"Bandit"});
  sc.set(1, Zone::kDeck, {"Gold", "Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Bandit");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.num_cards, 2);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.trashed("Gold"), 0);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Gold"}));
}

TEST(Bandit, NoTreasuresDiscardsBothAndEmptyGoldPileStillAttacks) {
  Scenario sc({"Bandit"});
  sc.pile("Gold", 0);
  sc.set(0, Zone::kHand, {"Bandit"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Estate", "Bandit", "Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Bandit");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Bandit", "Estate"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Silver"}));
  EXPECT_EQ(sc.trashed("Silver"), 0);
}

TEST(Bandit, VictimsInTurnOrderFromTheLeft) {
  Scenario sc({"Bandit"}, 4);
  sc.set(2, Zone::kHand, {"Bandit"});
  for (int p : {0, 1, 3}) sc.set(p, Zone::kDeck, {"Gold", "Silver"});
  sc.turn(2);
  sc.play("Bandit");
  for (int victim : {3, 0, 1}) {
    const Decision& d = sc.expect(DecisionKind::kChooseCards);
    EXPECT_EQ(d.player, victim);
    sc.choose({victim == 0 ? "Gold" : "Silver"});
  }
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Silver"), 2);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver"}));
}

// ------------------------------------------------------------------ Artisan

TEST(Artisan, EmptyFiveCostPileCannotBeGained) {
  Scenario sc({"Artisan", "Mine"});
  sc.pile("Mine", 0);
  sc.set(0, Zone::kHand, {"Artisan", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Artisan");
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 5);
  EXPECT_EQ(g.reason, Reason::kGainToHand);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Mine"))));
  EXPECT_FALSE(sc.s.respond(Choice::one(kGold)));
  EXPECT_FALSE(sc.s.respond(Choice::none()));  // must gain when something qualifies
  sc.choose({"Duchy"});
  const Decision& t = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(t.reason, Reason::kTopdeck);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Duchy", "Estate"}));
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Duchy"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Estate", "Copper"}));
}

TEST(Artisan, MayTopdeckTheGainedCardAndMustTopdeckWithNothingGained) {
  Scenario sc({"Artisan", "Mine"});
  sc.set(0, Zone::kHand, {"Artisan", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.turn(0);
  sc.play("Artisan");
  sc.expect(DecisionKind::kGain);
  sc.choose({"Mine"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Mine"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Mine"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));

  Scenario none({"Artisan"});
  for (const char* c : {"Copper", "Silver", "Estate", "Duchy", "Curse"}) none.pile(c, 0);
  none.set(0, Zone::kHand, {"Artisan", "Gold"});
  none.set(0, Zone::kDeck, {});
  none.turn(0);
  none.play("Artisan");
  // Nothing to gain; the only card in hand goes onto the deck.
  EXPECT_EQ(none.next().kind, DecisionKind::kBuy);
  EXPECT_EQ(none.cards(0, Zone::kDeck), Names({"Gold"}));
  EXPECT_TRUE(none.cards(0, Zone::kHand).empty());
}

// ------------------------------------------------------------------ Adventurer

TEST(Adventurer, FewerThanTwoTreasuresGivesWhatWasFound) {
  Scenario sc({"Adventurer"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Adventurer"});
  sc.set(0, Zone::kDeck, {"Estate", "Copper", "Duchy"});
  sc.set(0, Zone::kDiscard, {"Estate"});
  sc.turn(0);
  sc.play("Adventurer");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy", "Estate", "Estate"}));
  EXPECT_TRUE(sc.cards(0, Zone::kDeck).empty());
  EXPECT_TRUE(sc.cards(0, Zone::kAside).empty());
}

TEST(Adventurer, ShufflesMidwayWithoutTheRevealedCards) {
  Scenario sc({"Adventurer"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Adventurer"});
  sc.set(0, Zone::kDeck, {"Duchy", "Silver"});
  sc.set(0, Zone::kDiscard, {"Gold"});
  sc.turn(0);
  sc.play("Adventurer");
  sc.expect(DecisionKind::kPlayTreasures);
  // If the revealed Duchy had been shuffled in, the Gold might not be the next card.
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy"}));
  EXPECT_TRUE(sc.cards(0, Zone::kDeck).empty());
}

TEST(Adventurer, StopsAtTheSecondTreasure) {
  Scenario sc({"Adventurer"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Adventurer"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate", "Gold", "Silver"});
  sc.turn(0);
  sc.play("Adventurer");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Silver"}));
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Estate"), 1);
}

// ------------------------------------------------------------------ Feast

TEST(Feast, TrashesItselfAndGainsUpToFive) {
  Scenario sc({"Feast", "Mine"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Feast", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Feast");
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 5);
  EXPECT_TRUE(sc.cards(0, Zone::kPlay).empty());
  EXPECT_FALSE(sc.s.respond(Choice::one(kGold)));
  sc.choose({"Mine"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Feast"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Mine"}));
  EXPECT_EQ(sc.s.player(0).owned[sc.id("Feast")], 0);
}

TEST(Feast, ThroneRoomedWithAnotherFeastInPlayTrashesOnlyOne) {
  Scenario sc({"Feast", "Throne Room"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Throne Room", "Feast"});
  sc.set(0, Zone::kPlay, {"Feast"});  // an earlier Feast that somehow stayed in play
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.trashed("Feast"), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Feast"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 2);
}

// ------------------------------------------------------------------ Spy

TEST(Spy, EmptyDeckRevealsNothingForThatPlayer) {
  Scenario sc({"Spy"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Spy"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Gold", "Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Spy");
  // The attacker has nothing to draw or reveal; the opponent's Gold is the only question.
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(d.target, 1);
  EXPECT_EQ(d.card, kGold);
  EXPECT_EQ(d.reason, Reason::kOpponentCard);
  sc.yes();
  EXPECT_EQ(sc.next().kind, DecisionKind::kBuy);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Silver"}));

  Scenario both({"Spy"}, 2, k1E);
  both.set(0, Zone::kHand, {"Spy"});
  both.set(0, Zone::kDeck, {"Copper", "Estate"});
  both.set(1, Zone::kDeck, {});
  both.set(1, Zone::kDiscard, {});
  both.turn(0);
  both.play("Spy");
  const Decision& own = both.expect(DecisionKind::kYesNo);
  EXPECT_EQ(own.target, 0);
  EXPECT_EQ(own.card, kEstate);
  EXPECT_EQ(own.reason, Reason::kDiscard);
  both.yes();
  both.expect(DecisionKind::kPlayTreasures);  // the victim had nothing to reveal
  EXPECT_EQ(both.cards(0, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(both.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(Spy, PutBackCardsStayOnTopSelfFirstThenTurnOrder) {
  Scenario sc({"Spy"}, 3, k1E);
  sc.set(1, Zone::kHand, {"Spy"});
  sc.set(1, Zone::kDeck, {"Copper", "Silver"});
  sc.set(2, Zone::kDeck, {"Gold", "Estate"});
  sc.set(0, Zone::kDeck, {"Duchy", "Estate"});
  sc.set(2, Zone::kDiscard, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(1);
  sc.play("Spy");
  const int order[] = {1, 2, 0};
  const CardId seen[] = {kSilver, kGold, kDuchy};
  for (int i = 0; i < 3; ++i) {
    const Decision& d = sc.expect(DecisionKind::kYesNo);
    EXPECT_EQ(d.player, 1);
    EXPECT_EQ(d.target, order[i]);
    EXPECT_EQ(d.card, seen[i]);
    sc.yes(false);  // put back
  }
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Silver"}));
  EXPECT_EQ(sc.cards(2, Zone::kDeck), Names({"Gold", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Duchy", "Estate"}));
  EXPECT_TRUE(sc.cards(2, Zone::kDiscard).empty());
}

// ------------------------------------------------------------------ Thief

TEST(Thief, GainsATrashedSilver) {
  Scenario sc({"Thief"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Thief"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Silver", "Estate", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Thief");
  const Decision& d = sc.expect(DecisionKind::kYesNo);  // Silver was the only Treasure
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(d.reason, Reason::kGainTrashed);
  EXPECT_EQ(d.card, kSilver);
  EXPECT_EQ(sc.trashed("Silver"), 1);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Silver"), 0);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(sc.s.player(0).owned[kSilver], 1);
  EXPECT_EQ(sc.s.player(1).owned[kSilver], 0);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold"}));
}

TEST(Thief, AttackerChoosesWhichTreasureAndMayLeaveIt) {
  Scenario sc({"Thief"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Thief"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Copper"});
  sc.set(1, Zone::kDiscard, {"Gold"});  // shuffled in for the second card
  sc.turn(0);
  sc.play("Thief");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(d.target, 1);
  EXPECT_EQ(d.reason, Reason::kOpponentCard);
  EXPECT_EQ(d.num_cards, 2);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper"}));
}

TEST(Thief, NoTreasuresJustDiscards) {
  Scenario sc({"Thief"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Thief"});
  sc.set(1, Zone::kDeck, {"Estate", "Duchy"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kDeck, {"Copper", "Estate"});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Thief");
  const Decision& d = sc.expect(DecisionKind::kYesNo);  // only player 2 had a Treasure
  EXPECT_EQ(d.target, 2);
  EXPECT_EQ(d.card, kCopper);
  sc.yes(false);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Duchy", "Estate"}));
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.trashed("Copper"), 1);
}

// ------------------------------------------------------------------ Heuristic player

const Strategy& money_bot() { return *find_bot("Big Money"); }

Choice ai_answer_to(Scenario& sc, const Decision& d) {
  StrategyPlayer pl(money_bot());
  pl.start(sc.s, d.player);
  Choice c;
  pl.choose(sc.s, d, c);
  EXPECT_TRUE(sc.s.is_legal(c));
  return c;
}

TEST(HeuristicBase2, ThroneRoomPicksTheBestTargetAndDeclinesUselessOnes) {
  Scenario sc({"Throne Room", "Moneylender", "Library", "Poacher"});
  sc.set(0, Zone::kHand, {"Throne Room", "Moneylender", "Library", "Estate"});
  sc.turn(0);
  sc.play("Throne Room");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  Choice c = ai_answer_to(sc, d);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], sc.id("Library"));  // Moneylender has no Copper

  Scenario none({"Throne Room", "Moneylender"});
  none.set(0, Zone::kHand, {"Throne Room", "Moneylender", "Estate"});
  none.turn(0);
  // Not even worth playing, and if played, the 2E Throne Room declines.
  const Decision& pa = none.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(ai_answer_to(none, pa).n, 0);
  none.play("Throne Room");
  EXPECT_EQ(ai_answer_to(none, none.expect(DecisionKind::kChooseCards)).n, 0);
}

TEST(HeuristicBase2, MineUpgradesAndLibrarySetsAsideDeadActions) {
  Scenario sc({"Mine", "Library", "Poacher"});
  sc.set(0, Zone::kHand, {"Mine", "Copper", "Silver", "Estate"});
  sc.turn(0);
  sc.play("Mine");
  Choice c = ai_answer_to(sc, sc.expect(DecisionKind::kChooseCards));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kCopper);  // Copper to Silver by default
  sc.answer(c);
  c = ai_answer_to(sc, sc.expect(DecisionKind::kGain));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kSilver);

  Scenario lib({"Library", "Poacher"});
  lib.set(0, Zone::kHand, {"Library"});
  lib.set(0, Zone::kDeck, {"Poacher", "Copper"});
  lib.turn(0);
  lib.play("Library");
  const Decision& d = lib.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer_to(lib, d).option, 1);  // no Action left to play it
}

TEST(HeuristicBase2, SentryTrashesJunkAndSpyThiefBanditChoices) {
  Scenario sc({"Sentry", "Spy"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Sentry"});
  sc.set(0, Zone::kDeck, {"Copper", "Curse", "Gold"});
  sc.turn(0);
  sc.play("Sentry");
  Choice c = ai_answer_to(sc, sc.expect(DecisionKind::kChooseCards));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kCurse);

  Scenario spy({"Spy", "Thief"}, 2, k1E);
  spy.set(0, Zone::kHand, {"Spy"});
  spy.set(0, Zone::kDeck, {"Copper", "Estate"});
  spy.set(1, Zone::kDeck, {"Gold"});
  spy.turn(0);
  spy.play("Spy");
  EXPECT_EQ(ai_answer_to(spy, spy.expect(DecisionKind::kYesNo)).option, 1);  // own Estate
  spy.yes();
  EXPECT_EQ(ai_answer_to(spy, spy.expect(DecisionKind::kYesNo)).option, 1);  // their Gold

  Scenario thief({"Thief"}, 2, k1E);
  thief.set(0, Zone::kHand, {"Thief"});
  thief.set(1, Zone::kDeck, {"Silver", "Gold"});
  thief.turn(0);
  thief.play("Thief");
  c = ai_answer_to(thief, thief.expect(DecisionKind::kChooseCards));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kGold);
  thief.answer(c);
  EXPECT_EQ(ai_answer_to(thief, thief.expect(DecisionKind::kYesNo)).option, 1);

  Scenario bandit({"Bandit"});
  bandit.set(0, Zone::kHand, {"Bandit"});
  bandit.set(1, Zone::kDeck, {"Gold", "Silver"});
  bandit.turn(0);
  bandit.play("Bandit");
  c = ai_answer_to(bandit, bandit.expect(DecisionKind::kChooseCards));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kSilver);
}

TEST(HeuristicBase2, ArtisanTopdecksTheGainedActionAndMoneylenderParam) {
  Scenario sc({"Artisan", "Mine"});
  sc.set(0, Zone::kHand, {"Artisan", "Copper", "Copper", "Estate"});
  sc.turn(0);
  sc.play("Artisan");
  sc.expect(DecisionKind::kGain);
  sc.choose({"Mine"});
  Choice c = ai_answer_to(sc, sc.expect(DecisionKind::kChooseCards));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], sc.id("Mine"));

  Scenario ml({"Moneylender"});
  ml.set(0, Zone::kHand, {"Moneylender", "Copper"});
  ml.set(0, Zone::kDeck, {"Copper", "Copper", "Copper"});
  ml.turn(0);
  ml.play("Moneylender");
  const Decision& d = ml.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer_to(ml, d).option, 1);
  Strategy keep = money_bot();
  keep.params["moneylender.min_coppers"] = 4;  // only 4 Coppers owned: keep them
  StrategyPlayer pl(keep);
  pl.start(ml.s, 0);
  Choice k;
  pl.choose(ml.s, d, k);
  EXPECT_EQ(k.option, 0);
}

TEST(HeuristicBase2, ParamsAreRegistered) {
  for (const char* name :
       {"moneylender.min_coppers", "mine.silver_first", "sentry.trash_copper_money",
        "sentry.trash_estate_provinces", "sentry.discard_worth", "spy.discard_own_worth",
        "spy.discard_opp_worth", "thief.gain_min_cost"}) {
    bool found = false;
    for (const PlayParam& p : play_params()) found |= p.name == name;
    EXPECT_TRUE(found) << name;
  }
}

}  // namespace
}  // namespace kl
