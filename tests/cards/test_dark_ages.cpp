// Scenario tests for the Dark Ages set: each card's text and its FAQ edge cases (the
// DominionStrategy wiki's card pages), the Ruins, Shelters, Knights, Spoils, Madman and
// Mercenary, plus the heuristic player's key decisions for these cards.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"
#include "evolution/strategy/bots.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::ai_answer;
using test::many;
using test::Names;
using test::Scenario;

int owned(const Scenario& sc, int p, const std::string& card) {
  return sc.s.player(p).owned[sc.id(card)];
}

// Player 0's turn with this hand and deck (top first), an empty discard pile.
void start(Scenario& sc, const Names& hand, const Names& deck = {}, int actions = 1, int buys = 1,
           int coins = 0) {
  sc.set(0, Zone::kHand, hand);
  sc.set(0, Zone::kDeck, deck);
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, actions, buys, coins);
}

TEST(DarkAgesCards, TheSetIsListedWithItsPiles) {
  const Registry& reg = Registry::standard();
  int kingdom = 0;
  for (const CardDef& d : reg.all())
    if (d.set == "Dark Ages" && d.kingdom) ++kingdom;
  EXPECT_EQ(kingdom, 35);
  EXPECT_EQ(reg.find("Sir Martin")->cost, 4);
  EXPECT_TRUE(reg.find("Dame Josephine")->is(kVictory));
  EXPECT_EQ(reg.find("Rats")->pile, 20);
  EXPECT_TRUE(reg.find("Band of Misfits")->is(kCommand));
  // A Looter brings the Ruins (10 per other player), Marauder the Spoils too.
  Scenario sc({"Marauder"}, 3);
  int ruins = 0;
  for (const char* n :
       {"Abandoned Mine", "Ruined Library", "Ruined Market", "Ruined Village", "Survivors"})
    ruins += sc.s.pile(sc.id(n));
  EXPECT_EQ(ruins, 20);
  EXPECT_EQ(sc.s.pile(sc.id("Spoils")), 15);
  EXPECT_FALSE(sc.s.in_supply(sc.id("Spoils")));
  EXPECT_TRUE(sc.s.in_supply(sc.id("Survivors")));
}

// ------------------------------------------------------------------ Poor House, Beggar, Squire

TEST(PoorHouse, MinusOnePerTreasureNotBelowZero) {
  Scenario sc({"Poor House"});
  start(sc, {"Poor House", "Copper", "Silver", "Estate"});
  sc.play("Poor House");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  start(sc, {"Poor House", "Copper", "Copper", "Copper", "Silver", "Gold"});
  sc.play("Poor House");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0);  // 4 - 5, not below $0
}

TEST(Beggar, GainsThreeCoppersIntoHand) {
  Scenario sc({"Beggar"});
  start(sc, {"Beggar"});
  sc.play("Beggar");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 3);
}

TEST(Beggar, ReactionDiscardsItForTwoSilversOneOnTheDeck) {
  Scenario sc({"Beggar", "Urchin"});
  start(sc, {"Urchin"}, {"Copper"});
  sc.set(1, Zone::kHand, {"Beggar", "Estate", "Estate", "Estate", "Estate"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.play("Urchin");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  EXPECT_EQ(d.player, 1);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDeck), (Names{"Silver", "Gold"}));
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Silver"), 1);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Beggar"), 1);
  EXPECT_EQ(sc.s.player(1).hand.size(), 4);  // not above 4: Urchin asks nothing more
}

TEST(Squire, ChoosesOneAndGainsAnAttackWhenTrashed) {
  Scenario sc({"Squire", "Junk Dealer", "Militia", "Witch"});
  start(sc, {"Squire"});
  sc.play("Squire");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);
  sc.next();
  EXPECT_EQ(sc.s.buys(), 3);
  EXPECT_EQ(sc.s.coins(), 1);
  start(sc, {"Junk Dealer", "Squire"}, {"Copper"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Squire"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.type_mask, kAttack);
  sc.choose({"Militia"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Militia"), 1);
}

// ------------------------------------------------------------------ Vagrant, Forager, Sage

TEST(Vagrant, TakesVictoryCursesRuinsAndShelters) {
  Scenario sc({"Vagrant", "Marauder"});
  start(sc, {"Vagrant"}, {"Copper", "Estate"});
  sc.play("Vagrant");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Estate"}));
  start(sc, {"Vagrant"}, {"Copper", "Silver"});
  sc.play("Vagrant");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Silver"}));  // a Treasure stays on top
  start(sc, {"Vagrant"}, {"Copper", "Survivors"});
  sc.play("Vagrant");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Survivors"), 1);
}

TEST(Forager, CountsDifferentlyNamedTreasuresInTheTrash) {
  Scenario sc({"Forager"});
  start(sc, {"Forager", "Copper", "Estate"});
  sc.s.put(1, Zone::kHand, kCopper);
  sc.s.put(1, Zone::kHand, kSilver);
  sc.s.trash(1, kSilver, Zone::kHand);
  sc.play("Forager");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);  // Silver and the Copper just trashed
  EXPECT_EQ(sc.s.buys(), 2);
  start(sc, {"Forager", "Copper"});
  sc.play("Forager");
  sc.next();  // the only card is trashed without asking; a second Copper: still 2 names
  EXPECT_EQ(sc.s.coins(), 2);
}

TEST(Sage, RevealsUntilThreeOrMoreAndDiscardsTheRest) {
  Scenario sc({"Sage"});
  start(sc, {"Sage"}, {"Copper", "Estate", "Silver", "Gold"});
  sc.play("Sage");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Copper", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold"}));
  start(sc, {"Sage"}, {"Copper", "Estate"});
  sc.play("Sage");
  sc.next();  // none found: everything revealed is discarded
  EXPECT_TRUE(sc.s.player(0).hand.empty());
  EXPECT_EQ(sc.s.player(0).discard.size(), 2);
}

// ------------------------------------------------------------------ Hermit, Madman

TEST(Hermit, TrashesANonTreasureFromTheDiscardPileAndGainsUpToThree) {
  Scenario sc({"Hermit", "Village"});
  start(sc, {"Hermit"});
  sc.set(0, Zone::kDiscard, {"Copper", "Estate"});
  sc.play("Hermit");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.from, Zone::kDiscard);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(kCopper)));  // a Treasure may not be trashed
  sc.choose({"Estate"});
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 3);
  sc.choose({"Village"});
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
}

TEST(Hermit, WithoutABuyItBecomesAMadmanAtCleanup) {
  Scenario sc({"Hermit"});
  start(sc, {"Hermit"}, many("Copper", 5));
  sc.play("Hermit");  // nothing to trash in the discard pile or the hand: not asked
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.trashed("Hermit"), 1);
  EXPECT_EQ(owned(sc, 0, "Madman"), 1);
  // With a buy it stays.
  start(sc, {"Hermit"}, many("Copper", 5));
  sc.play("Hermit");
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);
  sc.choose({"Copper"});
  sc.next();
  EXPECT_EQ(sc.trashed("Hermit"), 1);
  EXPECT_EQ(owned(sc, 0, "Hermit"), 1);
}

TEST(Madman, DrawsPerCardInHandAndOnlyOnceWithThroneRoom) {
  Scenario sc({"Hermit", "Throne Room"});
  start(sc, {"Madman", "Copper", "Copper", "Estate"}, many("Silver", 8));
  sc.play("Madman");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  EXPECT_EQ(sc.s.pile(sc.id("Madman")), 11);  // returned (the test put it in from the box)
  EXPECT_EQ(owned(sc, 0, "Madman"), 0);
  EXPECT_EQ(sc.s.actions(), 2);
  start(sc, {"Throne Room", "Madman", "Copper"}, many("Silver", 8));
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Madman"});
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);  // +1 per card once; the 2nd play returns nothing
  EXPECT_EQ(sc.s.actions(), 4);
}

// ------------------------------------------------------------------ Market Square, Storeroom

TEST(MarketSquare, DiscardedForAGoldWhenOneOfYourCardsIsTrashed) {
  Scenario sc({"Market Square", "Junk Dealer"});
  start(sc, {"Junk Dealer", "Market Square", "Market Square", "Estate"}, {"Copper"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kYesNo);  // the second copy may react to the same trash
  sc.yes();
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 2);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Market Square"), 2);
}

TEST(MarketSquare, NotForAnotherPlayersTrash) {
  Scenario sc({"Market Square", "Junk Dealer"});
  start(sc, {"Junk Dealer", "Estate"}, {"Copper"});
  sc.set(1, Zone::kHand, {"Market Square"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  const Decision& d = sc.next();
  EXPECT_NE(d.kind, DecisionKind::kYesNo);
  EXPECT_EQ(owned(sc, 1, "Gold"), 0);
}

TEST(Storeroom, DiscardToDrawThenDiscardForCoins) {
  Scenario sc({"Storeroom"});
  start(sc, {"Storeroom", "Estate", "Estate", "Copper"}, {"Silver", "Gold", "Curse"});
  sc.play("Storeroom");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate"});
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.card, sc.id("Storeroom"));
  sc.choose({"Copper"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold", "Silver"}));
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.buys(), 2);
}

// ------------------------------------------------------------------ Urchin, Mercenary

TEST(Urchin, AnotherAttackMayTrashItForAMercenaryFirst) {
  Scenario sc({"Urchin", "Militia"});
  start(sc, {"Urchin", "Urchin"}, {"Copper", "Copper"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper", "Silver", "Estate"});
  sc.play("Urchin");
  sc.expect(DecisionKind::kChooseCards);  // player 1 discards down to 4
  sc.choose({"Estate"});
  sc.play("Urchin");
  // The first Urchin is offered before the second one resolves (not the second itself).
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kUseAbility);
  EXPECT_EQ(sc.s.player(1).hand.size(), 4);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.trashed("Urchin"), 1);
  EXPECT_EQ(owned(sc, 0, "Mercenary"), 1);
}

TEST(Urchin, TheSameUrchinPlayedTwiceIsNotAsked) {
  Scenario sc({"Urchin", "Throne Room"});
  start(sc, {"Throne Room", "Urchin"}, {"Copper", "Copper"});
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Urchin"});
  const Decision& d = sc.next();
  EXPECT_NE(d.kind, DecisionKind::kYesNo);
  EXPECT_EQ(sc.trashed("Urchin"), 0);
}

TEST(Mercenary, TrashTwoForCardsCoinsAndTheAttack) {
  Scenario sc({"Urchin"});
  start(sc, {"Mercenary", "Estate", "Copper", "Copper"}, {"Silver", "Gold"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper", "Estate", "Estate"});
  sc.play("Mercenary");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Copper"});
  sc.expect(DecisionKind::kChooseCards);  // player 1 discards down to 3
  sc.choose({"Estate", "Estate"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Gold", "Silver"}));
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
}

TEST(Mercenary, TrashingOneGivesNothing) {
  Scenario sc({"Urchin"});
  start(sc, {"Mercenary", "Estate"}, {"Silver"});
  sc.set(1, Zone::kHand, many("Copper", 5));
  sc.play("Mercenary");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.s.player(1).hand.size(), 5);
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

// ------------------------------------------------------------------ Armory, Death Cart, Feodum

TEST(Armory, GainsUpToFourOntoTheDeck) {
  Scenario sc({"Armory", "Smithy"});
  start(sc, {"Armory"}, {"Copper"});
  sc.play("Armory");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 4);
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Smithy", "Copper"}));
}

TEST(DeathCart, TrashAnActionOrItselfForFive) {
  Scenario sc({"Death Cart", "Village"});
  start(sc, {"Death Cart", "Village"});
  sc.play("Death Cart");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Village"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 5);
  EXPECT_EQ(sc.trashed("Village"), 1);
  EXPECT_EQ(sc.s.in_play(0, sc.id("Death Cart")), 1);
  start(sc, {"Death Cart"});
  sc.play("Death Cart");
  sc.expect(DecisionKind::kYesNo);  // no Action in hand: trash this?
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.s.coins(), 5);
  EXPECT_EQ(sc.trashed("Death Cart"), 1);
}

TEST(DeathCart, GainingItGainsTwoRuins) {
  Scenario sc({"Death Cart"});
  sc.s.set_mixed_pile(sc.id("Survivors"),
                      {sc.id("Survivors"), sc.id("Ruined Market"), sc.id("Abandoned Mine")});
  start(sc, {}, {}, 1, 1, 4);
  sc.expect(DecisionKind::kBuy);
  sc.choose({"Death Cart"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Survivors"), 1);
  EXPECT_EQ(owned(sc, 0, "Ruined Market"), 1);
  EXPECT_EQ(sc.s.pile_top(sc.id("Abandoned Mine")), sc.id("Abandoned Mine"));
}

TEST(Feodum, WorthOnePerThreeSilversAndThreeSilversWhenTrashed) {
  Scenario sc({"Feodum", "Junk Dealer"});
  sc.set(0, Zone::kHand, {});
  sc.set(0, Zone::kDiscard, {"Feodum", "Silver", "Silver", "Silver", "Silver", "Silver"});
  sc.set(0, Zone::kDeck, {});
  EXPECT_EQ(sc.s.vp(0), 1);
  start(sc, {"Junk Dealer", "Feodum"}, {"Copper"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Feodum"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 3);
}

// ------------------------------------------------------------------ Fortress, Ironmonger

TEST(Fortress, TrashedItGoesBackToTheHand) {
  Scenario sc({"Fortress", "Junk Dealer"});
  start(sc, {"Junk Dealer", "Fortress"}, {"Copper"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Fortress"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Fortress"), 1);
  EXPECT_EQ(sc.trashed("Fortress"), 0);
  EXPECT_EQ(owned(sc, 0, "Fortress"), 1);
}

TEST(Fortress, PlaysAsAVillage) {
  Scenario sc({"Fortress"});
  start(sc, {"Fortress"}, {"Copper"});
  sc.play("Fortress");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper"}));
}

TEST(Ironmonger, BonusesByTheRevealedCardsTypes) {
  Scenario sc({"Ironmonger"});
  start(sc, {"Ironmonger"}, {"Copper", "Estate", "Silver"});
  sc.play("Ironmonger");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.card, sc.id("Estate"));
  sc.yes();  // discard it: still +1 Card for a Victory card
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Silver"}));
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Estate"), 1);
  start(sc, {"Ironmonger"}, {"Copper", "Silver"});
  sc.play("Ironmonger");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);  // kept on top: +$1
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Silver"}));
}

// ------------------------------------------------------------------ Marauder, Spoils, Pillage

TEST(Marauder, GainsSpoilsAndGivesRuins) {
  Scenario sc({"Marauder"}, 3);
  start(sc, {"Marauder"});
  sc.play("Marauder");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Spoils"), 1);
  for (int p : {1, 2}) {
    int ruins = 0;
    for (CardId c : sc.s.player(p).discard) ruins += sc.s.is(c, kRuins) ? 1 : 0;
    EXPECT_EQ(ruins, 1);
  }
}

TEST(Spoils, WorthThreeAndGoesBackToItsPile) {
  Scenario sc({"Marauder"});
  start(sc, {"Spoils"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Spoils"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(owned(sc, 0, "Spoils"), 0);
  EXPECT_EQ(sc.s.pile(sc.id("Spoils")), 16);  // 15 and the one the test put in from the box
}

TEST(Pillage, TrashesItselfGainsTwoSpoilsAndDiscardsTheirBest) {
  Scenario sc({"Pillage"});
  start(sc, {"Pillage"});
  sc.set(1, Zone::kHand, {"Gold", "Copper", "Copper", "Estate", "Estate"});
  sc.play("Pillage");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(d.target, 1);
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(sc.trashed("Pillage"), 1);
  EXPECT_EQ(owned(sc, 0, "Spoils"), 2);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Gold"), 1);
}

TEST(Pillage, ThroneRoomSecondPlayDoesNothing) {
  Scenario sc({"Pillage", "Throne Room"});
  start(sc, {"Throne Room", "Pillage"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper", "Estate"});
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Pillage"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Spoils"), 2);  // "if you did": only the first play
}

// ------------------------------------------------------------------ Procession, Counterfeit

TEST(Procession, PlaysTwiceTrashesAndGainsOneMore) {
  Scenario sc({"Procession", "Smithy", "Market", "Laboratory"});
  start(sc, {"Procession", "Smithy"}, many("Copper", 6));
  sc.play("Procession");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Smithy"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_min, 5);
  EXPECT_EQ(d.cost_max, 5);
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  sc.choose({"Laboratory"});
  sc.next();
  EXPECT_EQ(sc.trashed("Smithy"), 1);
  EXPECT_EQ(owned(sc, 0, "Laboratory"), 1);
}

TEST(Procession, ACardThatTrashedItselfStillGivesTheGain) {
  Scenario sc({"Procession", "Feast", "Witch"}, 2, Edition::kFirst);
  start(sc, {"Procession", "Feast"});
  sc.play("Procession");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Feast"});
  sc.expect(DecisionKind::kGain);  // Feast's gain
  sc.choose({"Duchy"});
  sc.expect(DecisionKind::kGain);  // the second play gains too (1E Feast)
  sc.choose({"Duchy"});
  sc.next();
  EXPECT_EQ(sc.trashed("Feast"), 1);
  EXPECT_EQ(owned(sc, 0, "Witch"), 1);  // $4 + 1: Witch, the only $5 Action
}

TEST(Counterfeit, PlaysATreasureTwiceAndTrashesIt) {
  Scenario sc({"Counterfeit"});
  start(sc, {"Counterfeit", "Silver"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Counterfeit"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 5);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.trashed("Silver"), 1);
}

TEST(Counterfeit, SpoilsGivesSixAndGoesBack) {
  Scenario sc({"Counterfeit", "Bandit Camp"});
  start(sc, {"Counterfeit", "Spoils"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Counterfeit"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Spoils"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 7);
  EXPECT_EQ(sc.trashed("Spoils"), 0);
  EXPECT_EQ(sc.s.pile(sc.id("Spoils")), 16);  // 15 and the one the test put in from the box
}

// ------------------------------------------------------------------ Rats, Scavenger, Minstrel

TEST(Rats, GainsARatsAndTrashesANonRats) {
  Scenario sc({"Rats"});
  start(sc, {"Rats", "Rats", "Estate"}, {"Copper"});
  sc.play("Rats");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Rats"))));
  (void)d;
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Rats"), 3);
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

TEST(Rats, AHandOfRatsTrashesNothingAndATrashedRatsDraws) {
  Scenario sc({"Rats", "Junk Dealer"});
  start(sc, {"Rats", "Rats"}, {"Rats"});
  sc.play("Rats");
  sc.next();
  EXPECT_EQ(sc.trashed("Rats"), 0);
  start(sc, {"Junk Dealer", "Rats"}, {"Copper", "Silver"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Rats"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Silver"}));
}

TEST(Scavenger, DeckIntoDiscardThenOneCardOnTop) {
  Scenario sc({"Scavenger"});
  start(sc, {"Scavenger"}, {"Copper", "Estate"});
  sc.set(0, Zone::kDiscard, {"Gold"});
  sc.play("Scavenger");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold"}));
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.player(0).discard.size(), 2);
}

TEST(WanderingMinstrel, ActionsBackInOrderTheRestDiscarded) {
  Scenario sc({"Wandering Minstrel", "Village", "Smithy"});
  start(sc, {"Wandering Minstrel"}, {"Copper", "Village", "Estate", "Smithy", "Gold"});
  sc.play("Wandering Minstrel");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kOrder);
  sc.choose({"Smithy", "Village"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Village", "Smithy", "Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Estate"}));
  EXPECT_EQ(sc.s.actions(), 2);
}

// ------------------------------------------------------------------ Band of Misfits

TEST(BandOfMisfits, PlaysACheaperActionFromTheSupply) {
  Scenario sc({"Band of Misfits", "Smithy", "Market", "Village"});
  start(sc, {"Band of Misfits"}, many("Copper", 4));
  sc.play("Band of Misfits");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Market"))));  // costs $5: not less
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Band of Misfits"))));
  (void)d;
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.s.pile(sc.id("Smithy")), 10);  // left there
}

// The 2020 FAQ: the played card stays in the Supply and "trash this" fails; the rest happens.
TEST(BandOfMisfits, AsAFeastNothingIsTrashedButTheGainHappens) {
  Scenario sc({"Band of Misfits", "Feast", "Village"}, 2, Edition::kFirst);
  start(sc, {"Band of Misfits", "Feast"});
  sc.play("Band of Misfits");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Feast"});
  sc.expect(DecisionKind::kGain);
  sc.choose({"Duchy"});
  sc.next();
  EXPECT_EQ(sc.trashed("Band of Misfits"), 0);
  EXPECT_EQ(sc.trashed("Feast"), 0);  // not even the Feast in hand
  EXPECT_EQ(sc.s.in_play(0, sc.id("Band of Misfits")), 1);
  EXPECT_EQ(sc.s.pile(sc.id("Feast")), 10);
  EXPECT_EQ(owned(sc, 0, "Duchy"), 1);
}

TEST(BandOfMisfits, AsADeathCartItCannotTrashItself) {
  Scenario sc({"Band of Misfits", "Death Cart"});
  start(sc, {"Band of Misfits"});
  sc.play("Band of Misfits");
  sc.next();                   // Death Cart is the only Action costing less: played without asking
  EXPECT_EQ(sc.s.coins(), 0);  // no Action in hand, and "this" cannot be trashed
  EXPECT_EQ(sc.trashed("Band of Misfits"), 0);
}

// ------------------------------------------------------------------ Bandit Camp, Catacombs

TEST(BanditCamp, AVillageThatGainsASpoils) {
  Scenario sc({"Bandit Camp"});
  start(sc, {"Bandit Camp"}, {"Copper"});
  sc.play("Bandit Camp");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(owned(sc, 0, "Spoils"), 1);
  EXPECT_EQ(sc.s.pile(sc.id("Spoils")), 14);
}

TEST(Catacombs, TakeTheThreeOrDiscardThemAndDraw) {
  Scenario sc({"Catacombs"});
  start(sc, {"Catacombs"}, {"Estate", "Estate", "Curse", "Gold", "Gold", "Silver"});
  sc.play("Catacombs");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold", "Gold", "Silver"}));
  EXPECT_EQ(sc.s.player(0).discard.size(), 3);
  start(sc, {"Catacombs"}, {"Gold", "Gold", "Silver"});
  sc.play("Catacombs");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold", "Gold", "Silver"}));
}

TEST(Catacombs, TrashedItGainsACheaperCard) {
  Scenario sc({"Catacombs", "Junk Dealer"});
  start(sc, {"Junk Dealer", "Catacombs"}, {"Copper"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Catacombs"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 4);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
}

// ------------------------------------------------------------------ Count

TEST(Count, DiscardTwoThenPlusThree) {
  Scenario sc({"Count"});
  start(sc, {"Count", "Estate", "Estate", "Copper"});
  sc.play("Count");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate"});
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.card, kDuchy);
  sc.option(0);
  sc.next();
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper"}));
}

TEST(Count, TopdeckThenTrashTheHandOrGainCopperThenDuchy) {
  Scenario sc({"Count"});
  start(sc, {"Count", "Gold", "Estate", "Curse"});
  sc.play("Count");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold"}));
  start(sc, {"Count"});
  sc.play("Count");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(2);
  sc.expect(DecisionKind::kChooseOption);
  sc.option(2);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Duchy"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Copper"), 1);
}

// ------------------------------------------------------------------ Cultist

TEST(Cultist, GivesRuinsAndPlaysTheNextCultistFree) {
  Scenario sc({"Cultist"});
  start(sc, {"Cultist", "Cultist"}, many("Copper", 6));
  sc.play("Cultist");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Cultist"});
  sc.next();  // the second one has no Cultist left to play: nothing asked
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);
  int ruins = 0;
  for (CardId c : sc.s.player(1).discard) ruins += sc.s.is(c, kRuins) ? 1 : 0;
  EXPECT_EQ(ruins, 2);
  EXPECT_EQ(sc.s.actions(), 0);
}

TEST(Cultist, TrashedItDrawsThree) {
  Scenario sc({"Cultist", "Junk Dealer"});
  start(sc, {"Junk Dealer", "Cultist"}, many("Copper", 4));
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Cultist"});
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);  // 1 + 3
}

// ------------------------------------------------------------------ Graverobber, Rogue

TEST(Graverobber, GainsFromTheTrashOntoTheDeck) {
  Scenario sc({"Graverobber"});
  start(sc, {"Graverobber"}, {"Copper"});
  sc.s.put(1, Zone::kHand, kGold);
  sc.s.trash(1, kGold, Zone::kHand);
  sc.s.put(1, Zone::kHand, kProvince);
  sc.s.trash(1, kProvince, Zone::kHand);
  sc.play("Graverobber");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.next();  // Gold is the only one costing $3 to $6: no question
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold", "Copper"}));
  EXPECT_EQ(sc.trashed("Province"), 1);
}

TEST(Graverobber, TrashesAnActionForOneCostingUpToThreeMore) {
  Scenario sc({"Graverobber", "Village", "Militia"});
  start(sc, {"Graverobber", "Village"});
  sc.play("Graverobber");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);  // the only Action in hand is trashed without asking
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 6);
  EXPECT_EQ(sc.trashed("Village"), 1);
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 1);
}

TEST(Rogue, GainsFromTheTrashElseAttacks) {
  Scenario sc({"Rogue"});
  start(sc, {"Rogue"});
  sc.set(1, Zone::kDeck, {"Silver", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.play("Rogue");
  sc.next();  // the trash is empty: player 1 trashes Silver (the only one costing $3-$6)
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), (Names{"Copper"}));
  EXPECT_EQ(sc.s.coins(), 2);
  start(sc, {"Rogue"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.play("Rogue");
  sc.next();  // Silver is in the trash now: gained, no attack
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), (Names{"Gold"}));
}

// ------------------------------------------------------------------ Junk Dealer, Altar, HG

TEST(JunkDealer, TrashIsMandatory) {
  Scenario sc({"Junk Dealer"});
  start(sc, {"Junk Dealer", "Estate"}, {"Copper"});
  sc.play("Junk Dealer");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 1);
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

TEST(Altar, TrashesAndGainsUpToFive) {
  Scenario sc({"Altar", "Market"});
  start(sc, {"Altar", "Estate"});
  sc.play("Altar");  // the only card is trashed without asking
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 5);
  sc.choose({"Market"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Market"), 1);
  start(sc, {"Altar"});  // nothing to trash: still gains
  sc.play("Altar");
  sc.expect(DecisionKind::kGain);
}

TEST(HuntingGrounds, DrawsFourAndGivesADuchyOrThreeEstatesWhenTrashed) {
  Scenario sc({"Hunting Grounds", "Junk Dealer"});
  start(sc, {"Hunting Grounds"}, many("Copper", 5));
  sc.play("Hunting Grounds");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);
  start(sc, {"Junk Dealer", "Hunting Grounds"}, {"Copper"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Hunting Grounds"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Estate"), 3);
}

// ------------------------------------------------------------------ Mystic, Rebuild

TEST(Mystic, ANamedHitGoesToTheHand) {
  Scenario sc({"Mystic"});
  start(sc, {"Mystic"}, {"Gold"});
  sc.play("Mystic");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold"}));
  EXPECT_EQ(sc.s.coins(), 2);
  start(sc, {"Mystic"}, {"Gold"});
  sc.play("Mystic");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold"}));
}

TEST(Rebuild, SkipsTheNamedCardAndRebuildsTheNext) {
  Scenario sc({"Rebuild"});
  start(sc, {"Rebuild"}, {"Copper", "Province", "Estate", "Gold"});
  sc.play("Rebuild");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Province"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 5);
  sc.choose({"Duchy"});
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Copper", "Duchy", "Province"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold"}));
}

// ------------------------------------------------------------------ Knights

TEST(Knights, APileOfTenShuffledWithTheTopCardBuyable) {
  Scenario sc({"Knights"});
  const CardId anna = sc.id("Dame Anna");
  EXPECT_EQ(sc.s.pile_size(anna), 10);
  int covered = 0;
  for (const char* n : {"Dame Anna", "Dame Josephine", "Dame Molly", "Dame Natalie", "Dame Sylvia",
                        "Sir Bailey", "Sir Destry", "Sir Martin", "Sir Michael", "Sir Vander"})
    covered += sc.s.covered(sc.id(n)) ? 1 : 0;
  EXPECT_EQ(covered, 9);
}

TEST(Knights, TheVictimTrashesOneCostingThreeToSix) {
  Scenario sc({"Knights"});
  start(sc, {"Dame Sylvia"});
  sc.set(1, Zone::kDeck, {"Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.play("Dame Sylvia");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), (Names{"Gold"}));
  EXPECT_EQ(sc.s.coins(), 2);
}

TEST(Knights, AKnightTrashedTrashesTheAttackingKnight) {
  Scenario sc({"Knights"});
  start(sc, {"Sir Bailey"}, {"Copper"});
  sc.set(1, Zone::kDeck, {"Sir Vander", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.play("Sir Bailey");
  sc.next();  // Sir Vander is the only one in range
  EXPECT_EQ(sc.trashed("Sir Vander"), 1);
  EXPECT_EQ(sc.trashed("Sir Bailey"), 1);
  EXPECT_EQ(owned(sc, 1, "Gold"), 1);  // Sir Vander: when trashed, gain a Gold
}

TEST(Knights, SirMichaelDiscardsDownToThreeFirst) {
  Scenario sc({"Knights"});
  start(sc, {"Sir Michael"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper", "Estate", "Estate"});
  sc.set(1, Zone::kDeck, {"Copper", "Copper"});
  sc.play("Sir Michael");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate"});
  sc.next();
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Copper"), 2);
}

TEST(Knights, DameJosephineIsWorthTwo) {
  Scenario sc({"Knights"});
  sc.set(0, Zone::kHand, {"Dame Josephine"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  EXPECT_EQ(sc.s.vp(0), 2);
}

// ------------------------------------------------------------------ Shelters, Ruins

TEST(Shelters, ReplaceTheEstatesWithDarkAgesCards) {
  const Registry& reg = Registry::standard();
  Kingdom k;
  k.name = "test";
  for (const char* n : {"Cultist", "Rats", "Rebuild", "Count", "Altar", "Sage", "Vagrant",
                        "Fortress", "Storeroom", "Squire"})
    k.cards.push_back(reg.find(n));
  k.shelters = Use::kYes;
  const GameConfig cfg = game_config(k, 1, reg);
  int shelters = 0, estates = 0;
  for (const auto& [d, n] : cfg.start_deck) {
    shelters += d->is(kShelter) ? n : 0;
    estates += d->name == "Estate" ? n : 0;
  }
  EXPECT_EQ(shelters, 3);
  EXPECT_EQ(estates, 0);
}

TEST(Shelters, HovelMayBeTrashedWhenYouGainAVictoryCard) {
  Scenario sc({"Rats"});
  sc.cfg.start_deck.clear();
  const CardDef* hovel = Registry::standard().find("Hovel");
  sc.cfg.start_deck = {{Registry::standard().basic(kCopper), 7}, {hovel, 3}};
  sc.s.setup(sc.cfg, 1, 0);
  start(sc, {"Hovel"}, {}, 1, 1, 8);
  sc.expect(DecisionKind::kBuy);
  sc.choose({"Province"});
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.card, sc.id("Hovel"));
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.trashed("Hovel"), 1);
}

TEST(Shelters, OvergrownEstateDrawsWhenTrashedAndNecropolisIsAVillage) {
  Scenario sc({"Junk Dealer"});
  sc.cfg.start_deck = {{Registry::standard().basic(kCopper), 7},
                       {Registry::standard().find("Overgrown Estate"), 1},
                       {Registry::standard().find("Necropolis"), 1},
                       {Registry::standard().find("Hovel"), 1}};
  sc.s.setup(sc.cfg, 1, 0);
  start(sc, {"Necropolis", "Junk Dealer", "Overgrown Estate"}, {"Copper", "Silver"});
  sc.play("Necropolis");
  EXPECT_EQ(sc.s.actions(), 2);
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Overgrown Estate"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Silver"}));
}

TEST(Ruins, EachDoesItsLittleThing) {
  Scenario sc({"Cultist"});
  start(sc, {"Abandoned Mine", "Ruined Market", "Ruined Village", "Ruined Library"}, {"Copper"}, 3);
  sc.play("Ruined Village");
  sc.play("Abandoned Mine");
  sc.play("Ruined Market");
  sc.play("Ruined Library");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper"}));
}

TEST(Ruins, SurvivorsDiscardsBothOrPutsThemBack) {
  Scenario sc({"Cultist"});
  start(sc, {"Survivors"}, {"Estate", "Curse", "Gold"});
  sc.play("Survivors");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold"}));
  start(sc, {"Survivors"}, {"Silver", "Gold", "Copper"});
  sc.play("Survivors");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver", "Gold"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold", "Silver", "Copper"}));
}

TEST(Ruins, AnEmptyRuinsPileGivesNothing) {
  Scenario sc({"Marauder"});
  sc.s.set_mixed_pile(sc.id("Survivors"), {});
  start(sc, {"Marauder"});
  sc.play("Marauder");
  sc.next();
  EXPECT_EQ(sc.s.player(1).discard.size(), 0);
  EXPECT_EQ(owned(sc, 0, "Spoils"), 1);
}

// ------------------------------------------------------------------ more FAQ edge cases

TEST(PoorHouse, NoTreasureInHandIsTheFullFour) {
  Scenario sc({"Poor House"});
  start(sc, {"Poor House", "Estate"});
  sc.play("Poor House");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 4);
}

TEST(Squire, TheSilverOption) {
  Scenario sc({"Squire"});
  start(sc, {"Squire"});
  sc.play("Squire");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(2);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 1);
  EXPECT_EQ(sc.s.actions(), 0);
}

TEST(Vagrant, AnEmptyDeckAndDiscardRevealNothing) {
  Scenario sc({"Vagrant"});
  start(sc, {"Vagrant"}, {"Estate"});
  sc.play("Vagrant");  // draws the Estate; nothing left to reveal
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Estate"}));
  EXPECT_TRUE(sc.s.player(0).aside.empty());
}

TEST(Forager, WithAnEmptyHandItStillCountsTheTrash) {
  Scenario sc({"Forager"});
  start(sc, {"Forager"});
  sc.s.put(1, Zone::kHand, kGold);
  sc.s.trash(1, kGold, Zone::kHand);
  sc.play("Forager");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(Storeroom, DiscardingNothingDrawsNothing) {
  Scenario sc({"Storeroom"});
  start(sc, {"Storeroom", "Copper"}, {"Gold"});
  sc.play("Storeroom");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper"}));
  EXPECT_EQ(sc.s.coins(), 0);
}

TEST(Armory, NothingCostingMoreThanFour) {
  Scenario sc({"Armory", "Market"});
  start(sc, {"Armory"});
  sc.play("Armory");
  sc.expect(DecisionKind::kGain);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Market"))));
  EXPECT_TRUE(sc.s.is_legal(Choice::one(sc.id("Armory"))));
}

TEST(Feodum, TwoSilversAreWorthNothing) {
  Scenario sc({"Feodum"});
  sc.set(0, Zone::kHand, {"Feodum", "Feodum", "Silver", "Silver"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  EXPECT_EQ(sc.s.vp(0), 0);
  sc.set(0, Zone::kHand,
         {"Feodum", "Feodum", "Silver", "Silver", "Silver", "Silver", "Silver", "Silver"});
  EXPECT_EQ(sc.s.vp(0), 4);  // 2 each
}

TEST(Ironmonger, AnActionGivesAnAction) {
  Scenario sc({"Ironmonger", "Village"});
  start(sc, {"Ironmonger"}, {"Copper", "Village"});
  sc.play("Ironmonger");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Village"}));
}

TEST(Marauder, NoSpoilsLeftStillGivesRuins) {
  Scenario sc({"Marauder"});
  sc.pile("Spoils", 0);
  start(sc, {"Marauder"});
  sc.play("Marauder");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Spoils"), 0);
  EXPECT_EQ(sc.s.player(1).discard.size(), 1);
}

TEST(Scavenger, KeepingTheDeckStillTopdecksFromTheDiscard) {
  Scenario sc({"Scavenger"});
  start(sc, {"Scavenger"}, {"Copper"});
  sc.set(0, Zone::kDiscard, {"Gold", "Estate"});
  sc.play("Scavenger");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold", "Copper"}));
}

TEST(WanderingMinstrel, NoActionsAreAllDiscarded) {
  Scenario sc({"Wandering Minstrel"});
  start(sc, {"Wandering Minstrel"}, {"Copper", "Estate", "Silver", "Gold", "Curse"});
  sc.play("Wandering Minstrel");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Estate", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Curse"}));
}

TEST(Mystic, NothingToRevealIsNothing) {
  Scenario sc({"Mystic"});
  start(sc, {"Mystic"});
  sc.play("Mystic");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

TEST(Rebuild, NoVictoryCardDiscardsEverythingAndTrashesNothing) {
  Scenario sc({"Rebuild"});
  start(sc, {"Rebuild"}, {"Copper", "Silver", "Province"});
  sc.play("Rebuild");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Province"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Copper", "Province", "Silver"}));
  EXPECT_EQ(sc.trashed("Province"), 0);
}

TEST(JunkDealer, AnEmptyHandTrashesNothing) {
  Scenario sc({"Junk Dealer"});
  start(sc, {"Junk Dealer"});
  sc.play("Junk Dealer");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(HuntingGrounds, TheDuchyOption) {
  Scenario sc({"Hunting Grounds", "Junk Dealer"});
  start(sc, {"Junk Dealer", "Hunting Grounds"}, {"Copper"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Hunting Grounds"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Duchy"), 1);
}

TEST(Fortress, ProcessionOnFortressKeepsItAndGainsAFive) {
  Scenario sc({"Fortress", "Procession", "Market"});
  start(sc, {"Procession", "Fortress"}, many("Copper", 4));
  sc.play("Procession");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Fortress"});
  sc.next();  // Market is the only $5 Action: gained without asking
  EXPECT_EQ(sc.count(0, Zone::kHand, "Fortress"), 1);
  EXPECT_EQ(owned(sc, 0, "Market"), 1);
  EXPECT_EQ(sc.s.actions(), 4);
}

TEST(BanditCamp, NoSpoilsLeftGainsNothing) {
  Scenario sc({"Bandit Camp"});
  sc.pile("Spoils", 0);
  start(sc, {"Bandit Camp"}, {"Copper"});
  sc.play("Bandit Camp");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Spoils"), 0);
}

TEST(Spoils, CountsAsPlayedForItsThreeEvenWhenReturned) {
  Scenario sc({"Pillage"});
  start(sc, {"Spoils", "Spoils", "Copper"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.next();
  EXPECT_EQ(sc.s.coins(), 7);
  EXPECT_EQ(sc.s.in_play(0, sc.id("Spoils")), 0);
}

TEST(Knights, DameAnnaTrashesUpToTwoThenAttacks) {
  Scenario sc({"Knights"});
  start(sc, {"Dame Anna", "Estate", "Curse", "Copper"});
  sc.set(1, Zone::kDeck, {"Copper", "Copper"});
  sc.play("Dame Anna");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Curse"});
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Copper"), 2);  // nothing in range: both discarded
}

TEST(Knights, DameNatalieMayGainAndSirMartinGivesTwoBuys) {
  Scenario sc({"Knights", "Village"});
  start(sc, {"Dame Natalie"});
  sc.play("Dame Natalie");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.min, 0);
  EXPECT_EQ(d.cost_max, 3);
  sc.choose({"Village"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
  start(sc, {"Sir Martin"});
  sc.play("Sir Martin");
  sc.next();
  EXPECT_EQ(sc.s.buys(), 3);
}

// ------------------------------------------------------------------ the heuristic player

TEST(DarkAgesAi, TrashersTakeJunkAndCountPicksByTheGame) {
  Scenario sc({"Junk Dealer", "Count", "Rebuild"});
  start(sc, {"Junk Dealer", "Gold", "Curse", "Estate"}, {"Copper"});
  sc.play("Junk Dealer");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Curse"}));
  start(sc, {"Rebuild"}, {"Estate"});
  sc.play("Rebuild");
  sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Province"}));
  sc.pile("Province", 2);
  start(sc, {"Count", "Copper", "Copper"});
  sc.play("Count");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(2);
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, 2);  // late: a Duchy
}

// ------------------------------------------------------------------ review fixes

// "Exactly $1 more" keeps the Potion: Procession on University ($2P) gains a $3P Action, never a
// $3 one (as Upgrade does).
TEST(Procession, APotionInTheCostStaysInTheGainsCost) {
  Scenario sc({"Procession", "University", "Village", "Familiar"});
  start(sc, {"Procession", "University"});
  sc.play("Procession");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"University"});
  sc.expect(DecisionKind::kGain);  // University's own "may gain", twice
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::none());
  // Familiar ($3P) is the only Action allowed, so the gain needs no question; Village ($3) was
  // offered too before the fix.
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(owned(sc, 0, "Familiar"), 1);
  EXPECT_EQ(owned(sc, 0, "Village"), 0);
  EXPECT_EQ(sc.trashed("University"), 1);
}

// Procession trashes the copy it played, whatever happened to other copies: Urchin B, played by
// Procession, lets the Urchin A already in play trash itself for a Mercenary; B is still in play
// and is trashed (the count of Urchins in play dropped to 1, which once read as "B left").
TEST(Procession, TrashesTheCopyItPlayedWhenAnotherCopyLeftPlay) {
  Scenario sc({"Procession", "Urchin"});
  start(sc, {"Procession", "Urchin"}, many("Copper", 5));
  sc.set(0, Zone::kPlay, {"Urchin"});
  sc.set(1, Zone::kHand, many("Copper", 4));
  sc.play("Procession");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Urchin"});
  const Decision& d = sc.expect(DecisionKind::kYesNo);  // Urchin A: trash it first?
  EXPECT_EQ(d.reason, Reason::kUseAbility);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);  // Procession's gain had one choice: a Procession ($4)
  EXPECT_EQ(sc.trashed("Urchin"), 2);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Urchin"), 0);
  EXPECT_EQ(owned(sc, 0, "Mercenary"), 1);
  EXPECT_EQ(owned(sc, 0, "Procession"), 2);
}

// A card's own "trash this" on its first play still stops Procession's trash while another copy
// is in play (the copy Procession played is the one gone: the other one stays).
TEST(Procession, ADeathCartThatTrashedItselfLeavesTheOtherCopy) {
  Scenario sc({"Procession", "Death Cart", "Market"});
  start(sc, {"Procession", "Death Cart"}, many("Copper", 5));
  sc.set(0, Zone::kPlay, {"Death Cart"});
  sc.play("Procession");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Death Cart"});
  sc.expect(DecisionKind::kYesNo);  // no Action in hand: trash this (the first play)?
  sc.yes();
  sc.expect(DecisionKind::kBuy);  // the second play cannot trash; the gain: Market, the only $5
  EXPECT_EQ(owned(sc, 0, "Market"), 1);
  EXPECT_EQ(sc.trashed("Death Cart"), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Death Cart"), 1);
}

// The Knights pile is no Victory pile: no Trade Route token, even for Dame Josephine (the FAQ).
TEST(Knights, TheKnightsPileGetsNoTradeRouteToken) {
  Scenario sc({"Knights", "Trade Route"}, 2, Edition::kFirst);
  EXPECT_EQ(sc.s.pile_tokens(kTradeRouteToken, sc.id("Dame Josephine")), 0);
  EXPECT_EQ(sc.s.pile_tokens(kTradeRouteToken, sc.s.pile_of(sc.id("Dame Josephine"))), 0);
  EXPECT_EQ(sc.s.pile_tokens(kTradeRouteToken, sc.id("Estate")), 1);
  // Gaining Dame Josephine from the pile moves nothing to the mat.
  sc.s.set_mixed_pile(sc.id("Dame Josephine"), {sc.id("Dame Josephine"), sc.id("Sir Bailey")});
  sc.s.gain(1, sc.id("Dame Josephine"));
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Dame Josephine"), 1);
  EXPECT_EQ(sc.s.game_tokens(kTradeRouteMat), 0);
}

// An Embargo token goes on a pile: every Knight bought from the Knights pile gives a Curse.
TEST(Knights, AnEmbargoedKnightsPileCursesEveryKnightBought) {
  Scenario sc({"Knights", "Embargo"}, 2, Edition::kFirst);
  start(sc, {"Embargo"}, {}, 1, 2, 8);
  sc.play("Embargo");
  sc.expect(DecisionKind::kNameCard);
  sc.answer(Choice::one(sc.s.pile_of(sc.id("Dame Anna"))));
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.s.pile_top(sc.id("Dame Anna"))));
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.s.pile_top(sc.id("Dame Anna"))));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Curse"), 2);
}

// Hermit's exchange is "when you discard this from play": a Hermit that Scheme puts onto the deck
// is not discarded, so it stays (the FAQ), whatever order the abilities were set up in.
TEST(Hermit, PutOnTheDeckBySchemeItIsNotExchanged) {
  Scenario sc({"Hermit", "Scheme"});
  start(sc, {"Scheme", "Hermit"}, many("Copper", 5));
  sc.play("Scheme");
  sc.play("Hermit");
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kPlayTreasures);  // the Copper Scheme drew stays in hand
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kChooseCards);  // Scheme: an Action in play onto the deck
  sc.choose({"Hermit"});
  sc.next();
  EXPECT_EQ(sc.trashed("Hermit"), 0);
  EXPECT_EQ(owned(sc, 0, "Madman"), 0);
  EXPECT_EQ(owned(sc, 0, "Hermit"), 1);
}

// Band of Misfits playing an Attack plays it (the Urchin FAQ): an Urchin in play may be trashed
// first, before the Attack's text, whether Band of Misfits plays Militia or an Urchin (that one
// is in the Supply, not in play: the Urchin in play is "another").
TEST(Urchin, BandOfMisfitsPlayingAnAttackOffersTheUrchinInPlay) {
  for (const char* attack : {"Militia", "Urchin"}) {
    SCOPED_TRACE(attack);
    Scenario sc({"Urchin", "Band of Misfits", "Militia"});
    start(sc, {"Band of Misfits"}, many("Copper", 4));
    sc.set(0, Zone::kPlay, {"Urchin"});
    sc.set(1, Zone::kHand, {"Copper", "Silver", "Gold", "Estate", "Curse"});
    sc.play("Band of Misfits");
    sc.expect(DecisionKind::kNameCard);
    sc.choose({attack});
    const Decision& d = sc.expect(DecisionKind::kYesNo);
    EXPECT_EQ(d.reason, Reason::kUseAbility);
    EXPECT_EQ(sc.s.player(1).hand.size(), 5);  // before the Attack's text
    sc.yes();
    EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).player, 1);  // then player 1 discards
    EXPECT_EQ(sc.trashed("Urchin"), 1);
    EXPECT_EQ(owned(sc, 0, "Mercenary"), 1);
  }
}

// "You may first trash this": before any of the other Attack's effects, its +1 Card too. A Market
// Square that +1 Card would draw is still on the deck, so it cannot react to Urchin's trashing.
TEST(Urchin, TheQuestionComesBeforeTheOtherAttacksPlusCards) {
  Scenario sc({"Urchin", "Market Square"});
  start(sc, {"Urchin", "Urchin"}, {"Copper", "Market Square", "Copper"});
  sc.set(1, Zone::kHand, many("Copper", 4));
  sc.play("Urchin");  // draws the Copper
  sc.play("Urchin");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(sc.s.player(0).hand.size(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDeck).front(), "Market Square");
  sc.yes();
  // No Market Square question: the next decision is the Action phase's, with it in hand now.
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Market Square"), 1);
  EXPECT_EQ(owned(sc, 0, "Gold"), 0);
  EXPECT_EQ(owned(sc, 0, "Mercenary"), 1);
}

}  // namespace
}  // namespace kl
