// Scenario tests for Base set cards, part 2: Moneylender, Throne Room, Mine (both editions),
// Poacher, Bandit, Library, Sentry, Artisan, Adventurer, Feast, Spy, Thief; plus the heuristic
// player's decisions for them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "evolution/bots.h"
#include "evolution/card_rules.h"
#include "evolution/player.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::Scenario;
using Names = std::vector<std::string>;

constexpr Edition k1E = Edition::kFirst;
constexpr Edition k2E = Edition::kSecond;

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

Choice ai_answer(Scenario& sc, const Decision& d) {
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
  Choice c = ai_answer(sc, d);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], sc.id("Library"));  // Moneylender has no Copper

  Scenario none({"Throne Room", "Moneylender"});
  none.set(0, Zone::kHand, {"Throne Room", "Moneylender", "Estate"});
  none.turn(0);
  // Not even worth playing, and if played, the 2E Throne Room declines.
  const Decision& pa = none.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(ai_answer(none, pa).n, 0);
  none.play("Throne Room");
  EXPECT_EQ(ai_answer(none, none.expect(DecisionKind::kChooseCards)).n, 0);
}

TEST(HeuristicBase2, MineUpgradesAndLibrarySetsAsideDeadActions) {
  Scenario sc({"Mine", "Library", "Poacher"});
  sc.set(0, Zone::kHand, {"Mine", "Copper", "Silver", "Estate"});
  sc.turn(0);
  sc.play("Mine");
  Choice c = ai_answer(sc, sc.expect(DecisionKind::kChooseCards));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kSilver);  // Silver to Gold by default
  sc.answer(c);
  c = ai_answer(sc, sc.expect(DecisionKind::kGain));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kGold);

  Scenario lib({"Library", "Poacher"});
  lib.set(0, Zone::kHand, {"Library"});
  lib.set(0, Zone::kDeck, {"Poacher", "Copper"});
  lib.turn(0);
  lib.play("Library");
  const Decision& d = lib.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(lib, d).option, 1);  // no Action left to play it
}

TEST(HeuristicBase2, SentryTrashesJunkAndSpyThiefBanditChoices) {
  Scenario sc({"Sentry", "Spy"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Sentry"});
  sc.set(0, Zone::kDeck, {"Copper", "Curse", "Gold"});
  sc.turn(0);
  sc.play("Sentry");
  Choice c = ai_answer(sc, sc.expect(DecisionKind::kChooseCards));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kCurse);

  Scenario spy({"Spy", "Thief"}, 2, k1E);
  spy.set(0, Zone::kHand, {"Spy"});
  spy.set(0, Zone::kDeck, {"Copper", "Estate"});
  spy.set(1, Zone::kDeck, {"Gold"});
  spy.turn(0);
  spy.play("Spy");
  EXPECT_EQ(ai_answer(spy, spy.expect(DecisionKind::kYesNo)).option, 1);  // own Estate
  spy.yes();
  EXPECT_EQ(ai_answer(spy, spy.expect(DecisionKind::kYesNo)).option, 1);  // their Gold

  Scenario thief({"Thief"}, 2, k1E);
  thief.set(0, Zone::kHand, {"Thief"});
  thief.set(1, Zone::kDeck, {"Silver", "Gold"});
  thief.turn(0);
  thief.play("Thief");
  c = ai_answer(thief, thief.expect(DecisionKind::kChooseCards));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kGold);
  thief.answer(c);
  EXPECT_EQ(ai_answer(thief, thief.expect(DecisionKind::kYesNo)).option, 1);

  Scenario bandit({"Bandit"});
  bandit.set(0, Zone::kHand, {"Bandit"});
  bandit.set(1, Zone::kDeck, {"Gold", "Silver"});
  bandit.turn(0);
  bandit.play("Bandit");
  c = ai_answer(bandit, bandit.expect(DecisionKind::kChooseCards));
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
  Choice c = ai_answer(sc, sc.expect(DecisionKind::kChooseCards));
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], sc.id("Mine"));

  Scenario ml({"Moneylender"});
  ml.set(0, Zone::kHand, {"Moneylender", "Copper"});
  ml.set(0, Zone::kDeck, {"Copper", "Copper", "Copper"});
  ml.turn(0);
  ml.play("Moneylender");
  const Decision& d = ml.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(ml, d).option, 1);
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
