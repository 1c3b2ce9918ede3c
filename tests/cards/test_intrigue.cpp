// Scenario tests for the Intrigue set: each card's text and its FAQ edge cases, plus the
// heuristic player's key decisions for these cards.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cards/registry.h"
#include "cards/sets/intrigue.h"
#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using namespace intrigue;
using test::Scenario;
using Names = std::vector<std::string>;

constexpr Edition k1E = Edition::kFirst;
constexpr Edition k2E = Edition::kSecond;

Names many(const std::string& name, int n) { return Names(size_t(n), name); }

// The heuristic player's answer (Big Money buy rules unless given) to the pending decision.
Choice ai_answer(Scenario& sc, const Strategy* st = nullptr) {
  StrategyPlayer pl(st ? *st : *find_bot("Big Money"));
  const Decision& d = sc.s.decision();
  pl.start(sc.s, d.player);
  Choice c;
  pl.choose(sc.s, d, c);
  EXPECT_TRUE(sc.s.is_legal(c)) << "the heuristic player answered illegally";
  return c;
}

Names names_of(const Scenario& sc, const Choice& c) {
  Names out;
  for (int i = 0; i < c.n; ++i) out.push_back(sc.s.def(c.cards[i]).name);
  std::sort(out.begin(), out.end());
  return out;
}

// ---------------------------------------------------------------- registry rows

TEST(IntrigueCards, EditionsCostsAndTypes) {
  const Registry& reg = Registry::standard();
  struct Row {
    const char* name;
    Edition edition;
    int cost;
    uint16_t types;
  };
  const Row rows[] = {
      {"Great Hall", Edition::kFirst, 3, kAction | kVictory},
      {"Steward", Edition::kBoth, 3, kAction},
      {"Ironworks", Edition::kBoth, 4, kAction},
      {"Mining Village", Edition::kBoth, 4, kAction},
      {"Duke", Edition::kBoth, 5, kVictory},
      {"Harem", Edition::kBoth, 6, kTreasure | kVictory},
      {"Pawn", Edition::kBoth, 2, kAction},
      {"Shanty Town", Edition::kBoth, 3, kAction},
      {"Conspirator", Edition::kBoth, 4, kAction},
      {"Coppersmith", Edition::kFirst, 4, kAction},
      {"Trading Post", Edition::kBoth, 5, kAction},
      {"Tribute", Edition::kFirst, 5, kAction},
  };
  for (const Row& r : rows) {
    const CardDef* d = reg.find(r.name, r.edition == Edition::kFirst ? k1E : k2E);
    ASSERT_NE(d, nullptr) << r.name;
    EXPECT_EQ(d->set, "Intrigue") << r.name;
    EXPECT_TRUE(d->kingdom) << r.name;
    EXPECT_EQ(int(d->edition), int(r.edition)) << r.name;
    EXPECT_EQ(d->cost, r.cost) << r.name;
    EXPECT_EQ(d->types, r.types) << r.name;
  }
}

// Victory kingdom cards have 8 copies in a 2-player game, 12 with more players.
TEST(IntrigueCards, VictoryPilesFollowThePlayerCount) {
  for (int players : {2, 3}) {
    Scenario sc({"Great Hall", "Duke", "Harem", "Steward"}, players, k1E);
    const int want = players == 2 ? 8 : 12;
    for (const char* n : {"Great Hall", "Duke", "Harem"}) EXPECT_EQ(sc.s.pile(sc.id(n)), want) << n;
    EXPECT_EQ(sc.s.pile(sc.id("Steward")), 10);
  }
}

// ---------------------------------------------------------------- Great Hall

TEST(GreatHall, CantripWorthOnePoint) {
  Scenario sc({"Great Hall"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Great Hall"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Great Hall");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold"}));
  // 3 Estates of the starting deck are gone (set replaced the zones): 1 VP from the Great Hall.
  EXPECT_EQ(sc.s.vp(0), 1);
}

TEST(GreatHall, CountsAsVictoryForBureaucratAndAsActionForThroneRoom) {
  Scenario sc({"Great Hall", "Bureaucrat", "Throne Room"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Bureaucrat"});
  sc.set(1, Zone::kHand, {"Great Hall", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, {});
  sc.turn(0);
  sc.play("Bureaucrat");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Great Hall"}));  // the only Victory card in hand

  sc.set(0, Zone::kHand, {"Throne Room", "Great Hall"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver"});
  sc.turn(0);
  sc.play("Throne Room");
  // The Great Hall is the only Action: 1E Throne Room takes it without asking.
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 2);  // 1 - 1 (Throne Room) + 1 + 1
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
}

// ---------------------------------------------------------------- Harem

TEST(Harem, TreasureWorthTwoAndTwoPoints) {
  Scenario sc({"Harem"});
  sc.set(0, Zone::kHand, {"Harem", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.vp(0), 2);
}

TEST(Harem, IsAVictoryCardForBureaucrat) {
  Scenario sc({"Harem", "Bureaucrat"});
  sc.set(0, Zone::kHand, {"Bureaucrat"});
  sc.set(1, Zone::kHand, {"Harem", "Copper", "Silver"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Bureaucrat");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Harem", "Gold"}));
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Silver"}));
}

// ---------------------------------------------------------------- Duke

TEST(Duke, OnePointPerDuchyOwned) {
  Scenario sc({"Duke"});
  for (Zone z : {Zone::kHand, Zone::kDeck, Zone::kDiscard}) sc.set(0, z, {});
  sc.set(0, Zone::kHand, {"Duke"});
  EXPECT_EQ(sc.s.vp(0), 0);
  sc.set(0, Zone::kDeck, {"Duchy", "Copper", "Duchy"});
  EXPECT_EQ(sc.s.vp(0), 2 * 3 + 2);  // two Duchies and 2 VP on the Duke
  sc.set(0, Zone::kDiscard, {"Duke", "Duchy"});
  EXPECT_EQ(sc.s.vp(0), 3 * 3 + 2 * 3);  // each Duke counts every Duchy
  EXPECT_EQ(sc.s.result().vp[0], 15);
}

TEST(Duke, DoesNotCountDukesOrOtherPlayersDuchies) {
  Scenario sc({"Duke"});
  for (int p : {0, 1})
    for (Zone z : {Zone::kHand, Zone::kDeck, Zone::kDiscard}) sc.set(p, z, {});
  sc.set(0, Zone::kHand, {"Duke", "Duke", "Estate"});
  sc.set(1, Zone::kHand, {"Duchy", "Duchy"});
  EXPECT_EQ(sc.s.vp(0), 1);
  EXPECT_EQ(sc.s.vp(1), 6);
}

// ---------------------------------------------------------------- Ironworks

TEST(Ironworks, BonusByTheGainedCardsTypes) {
  Scenario sc({"Ironworks", "Great Hall", "Steward"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Ironworks"});
  sc.set(0, Zone::kDeck, {"Gold", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Ironworks");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 4);
  EXPECT_FALSE(sc.s.respond(Choice::one(kDuchy)));
  sc.choose({"Great Hall"});  // Action and Victory: +1 Action and +1 Card
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Great Hall"}));
  EXPECT_EQ(sc.s.coins(), 0);
}

TEST(Ironworks, TreasureGivesACoinVictoryACardActionAnAction) {
  struct Case {
    const char* gain;
    int coins, actions, hand;
  };
  for (const Case& c :
       {Case{"Silver", 1, 0, 0}, Case{"Estate", 0, 0, 1}, Case{"Steward", 0, 1, 0}}) {
    Scenario sc({"Ironworks", "Steward"});
    sc.set(0, Zone::kHand, {"Ironworks"});
    sc.set(0, Zone::kDeck, {"Gold"});
    sc.turn(0);
    sc.play("Ironworks");
    sc.expect(DecisionKind::kGain);
    sc.choose({c.gain});
    sc.next();
    EXPECT_EQ(sc.s.coins(), c.coins) << c.gain;
    EXPECT_EQ(sc.s.actions(), c.actions) << c.gain;
    EXPECT_EQ(sc.s.player(0).hand.size(), c.hand) << c.gain;
  }
}

TEST(Ironworks, NothingToGainGivesNoBonus) {
  Scenario sc({"Ironworks"});
  sc.set(0, Zone::kHand, {"Ironworks"});
  sc.set(0, Zone::kDeck, {"Gold"});
  for (const char* n : {"Copper", "Silver", "Estate", "Curse", "Ironworks"}) sc.pile(n, 0);
  sc.turn(0);
  sc.play("Ironworks");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

// ---------------------------------------------------------------- Steward

TEST(Steward, CardsOrCoins) {
  for (int mode : {kStewardCards, kStewardCoins}) {
    Scenario sc({"Steward"});
    sc.set(0, Zone::kHand, {"Steward"});
    sc.set(0, Zone::kDeck, {"Gold", "Silver", "Copper"});
    sc.turn(0);
    sc.play("Steward");
    const Decision& d = sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(d.reason, Reason::kMode);
    EXPECT_EQ(d.num_options, 3);
    sc.option(mode);
    sc.next();
    if (mode == kStewardCards) {
      EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Silver"}));
      EXPECT_EQ(sc.s.coins(), 0);
    } else {
      EXPECT_TRUE(sc.s.player(0).hand.empty());
      EXPECT_EQ(sc.s.coins(), 2);
    }
  }
}

TEST(Steward, TrashesExactlyTwo) {
  Scenario sc({"Steward"});
  sc.set(0, Zone::kHand, {"Steward", "Estate", "Copper", "Curse"});
  sc.turn(0);
  sc.play("Steward");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kStewardTrash);
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 2);
  EXPECT_EQ(d.max, 2);
  EXPECT_FALSE(sc.s.respond(Choice::one(kEstate)));
  sc.choose({"Estate", "Curse"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(Steward, TrashWithOneCardInHandTrashesIt) {
  Scenario sc({"Steward"});
  sc.set(0, Zone::kHand, {"Steward", "Estate"});
  sc.turn(0);
  sc.play("Steward");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kStewardTrash);
  sc.expect(DecisionKind::kBuy);  // forced: no question
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

TEST(Steward, AiTrashesJunkElseTakesCoinsOrCards) {
  {
    Scenario sc({"Steward"});
    sc.set(0, Zone::kHand, {"Steward", "Estate", "Curse", "Copper", "Copper"});
    sc.turn(0);
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(ai_answer(sc).option, kStewardTrash);
    sc.option(kStewardTrash);
    sc.expect(DecisionKind::kChooseCards);
    EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse", "Estate"}));
  }
  {
    // $4 in hand: +$2 reaches $6 for sure; the deck of Coppers and Estates draws ~$1.
    Scenario sc({"Steward"});
    sc.set(0, Zone::kHand, {"Steward", "Silver", "Copper", "Copper", "Estate"});
    sc.set(0, Zone::kDeck, {"Copper", "Estate", "Estate", "Copper"});
    sc.turn(0);
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(ai_answer(sc).option, kStewardCoins);
  }
  {
    // A deck of Golds: two cards are worth far more than $2.
    Scenario sc({"Steward"});
    sc.set(0, Zone::kHand, {"Steward", "Copper", "Copper"});
    sc.set(0, Zone::kDeck, many("Gold", 4));
    sc.turn(0);
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(ai_answer(sc).option, kStewardCards);
  }
}

// ---------------------------------------------------------------- Mining Village

TEST(MiningVillage, MayTrashItselfForTwo) {
  for (bool trash : {true, false}) {
    Scenario sc({"Mining Village"});
    sc.set(0, Zone::kHand, {"Mining Village"});
    sc.set(0, Zone::kDeck, {"Silver"});
    sc.turn(0);
    sc.play("Mining Village");
    const Decision& d = sc.expect(DecisionKind::kYesNo);
    EXPECT_EQ(d.reason, Reason::kTrash);
    sc.yes(trash);
    sc.next();
    EXPECT_EQ(sc.s.actions(), 2);
    EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Silver"}));
    EXPECT_EQ(sc.s.coins(), trash ? 2 : 0);
    EXPECT_EQ(sc.trashed("Mining Village"), trash ? 1 : 0);
    EXPECT_EQ(sc.count(0, Zone::kPlay, "Mining Village"), trash ? 0 : 1);
  }
}

TEST(MiningVillage, ThroneRoomTrashesItOnlyOnce) {
  Scenario sc({"Mining Village", "Throne Room"});
  sc.set(0, Zone::kPlay, {"Mining Village"});  // a copy played earlier this turn
  sc.set(0, Zone::kHand, {"Throne Room", "Mining Village"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Mining Village"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes();  // the first play trashes it
  // The second play gets +1 Card +2 Actions but may not trash it (nor the other copy) again.
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.actions(), 4);
  EXPECT_EQ(sc.trashed("Mining Village"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Mining Village", "Throne Room"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
}

TEST(MiningVillage, ThroneRoomMayTrashOnTheSecondPlay) {
  Scenario sc({"Mining Village", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Mining Village"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Mining Village"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.trashed("Mining Village"), 1);
}

TEST(MiningVillage, AiTrashesWhenTwoMoreReachAPricePoint) {
  {
    Scenario sc({"Mining Village"});
    sc.set(0, Zone::kHand, {"Mining Village", "Gold", "Silver", "Copper"});  // $6 -> $8
    sc.set(0, Zone::kDeck, {"Estate"});
    sc.turn(0);
    sc.play("Mining Village");
    sc.expect(DecisionKind::kYesNo);
    EXPECT_EQ(ai_answer(sc).option, 1);
  }
  {
    Scenario sc({"Mining Village"});
    sc.set(0, Zone::kHand, {"Mining Village", "Copper", "Copper"});  // $2 -> $4: nothing
    sc.set(0, Zone::kDeck, {"Estate"});
    sc.turn(0);
    sc.play("Mining Village");
    sc.expect(DecisionKind::kYesNo);
    EXPECT_EQ(ai_answer(sc).option, 0);
  }
}

// ---------------------------------------------------------------- Pawn

TEST(Pawn, SixPairsOfDifferentBonuses) {
  EXPECT_EQ(num_subsets(2), 6);
  for (int option = 0; option < 6; ++option) {
    const int mask = subset_of(2, option);
    Scenario sc({"Pawn"});
    sc.set(0, Zone::kHand, {"Pawn"});
    sc.set(0, Zone::kDeck, {"Gold"});
    sc.turn(0);
    sc.play("Pawn");
    const Decision& d = sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(d.num_options, 6);
    sc.option(option);
    sc.next();
    EXPECT_EQ(sc.s.player(0).hand.size(), (mask & kPawnCard) ? 1 : 0) << mask;
    EXPECT_EQ(sc.s.actions(), (mask & kPawnAction) ? 1 : 0) << mask;
    EXPECT_EQ(sc.s.buys(), (mask & kPawnBuy) ? 2 : 1) << mask;
    EXPECT_EQ(sc.s.coins(), (mask & kPawnCoin) ? 1 : 0) << mask;
  }
  EXPECT_EQ(option_of(2, kPawnCard | kPawnCard), -1);  // not two different ones
  EXPECT_EQ(subset_of(2, option_of(2, kPawnBuy | kPawnCoin)), kPawnBuy | kPawnCoin);
}

TEST(Pawn, ThroneRoomChoosesTwiceAndMayRepeatAPair) {
  Scenario sc({"Pawn", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Pawn"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Pawn"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(option_of(2, kPawnCard | kPawnCoin));
  sc.expect(DecisionKind::kChooseOption);
  sc.option(option_of(2, kPawnCard | kPawnCoin));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Silver"}));
  EXPECT_EQ(sc.s.coins(), 2);
}

TEST(Pawn, AiTakesAnActionWhenAnotherActionWaits) {
  Scenario sc({"Pawn", "Smithy"});
  sc.set(0, Zone::kHand, {"Pawn", "Smithy", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Pawn");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(subset_of(2, ai_answer(sc).option), kPawnCard | kPawnAction);

  sc.set(0, Zone::kHand, {"Pawn", "Copper"});
  sc.turn(0);
  sc.play("Pawn");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(subset_of(2, ai_answer(sc).option), kPawnCard | kPawnCoin);
}

// ---------------------------------------------------------------- Shanty Town

TEST(ShantyTown, DrawsTwoWithoutActionsInHand) {
  Scenario sc({"Shanty Town"});
  sc.set(0, Zone::kHand, {"Shanty Town", "Copper", "Estate"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Copper"});
  sc.turn(0);
  sc.play("Shanty Town");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate", "Gold", "Silver"}));
}

TEST(ShantyTown, AnotherActionInHandMeansNoCards) {
  Scenario sc({"Shanty Town", "Smithy"});
  sc.set(0, Zone::kHand, {"Shanty Town", "Shanty Town", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Smithy", "Copper"});
  sc.turn(0);
  sc.play("Shanty Town");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Shanty Town"}));
  // The second one sees no other Action in hand: it draws.
  sc.answer(Choice::one(sc.id("Shanty Town")));
  sc.next();
  EXPECT_EQ(sc.s.actions(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold", "Silver"}));
}

TEST(ShantyTown, EmptyHandDraws) {
  Scenario sc({"Shanty Town"});
  sc.set(0, Zone::kHand, {"Shanty Town"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver"});
  sc.turn(0);
  sc.play("Shanty Town");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Silver"}));
}

// ---------------------------------------------------------------- Conspirator

TEST(Conspirator, CantripFromTheThirdActionPlayed) {
  Scenario sc({"Conspirator", "Village"});
  sc.set(0, Zone::kHand, {"Village", "Conspirator", "Conspirator"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Gold"});
  sc.turn(0);
  sc.play("Village");      // draws the Copper
  sc.play("Conspirator");  // 2 Actions played: +$2 only
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.actions(), 1);
  sc.play("Conspirator");  // the 3rd: +$2 +1 Card +1 Action
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
}

TEST(Conspirator, ThroneRoomCountsItselfAndBothPlays) {
  Scenario sc({"Conspirator", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Conspirator"});
  sc.set(0, Zone::kDeck, {"Silver", "Gold"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Conspirator"});
  // Throne Room (1), Conspirator (2): +$2; its second play is the 3rd Action: +$2 +1 +1.
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.actions_played(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Silver"}));
}

TEST(Conspirator, AiPlaysItAsACantripOnlyAfterTwoActions) {
  Scenario sc({"Conspirator", "Village"});
  sc.set(0, Zone::kHand, {"Village", "Conspirator", "Conspirator", "Village"});
  sc.set(0, Zone::kDeck, many("Copper", 5));
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Village"}));
  sc.play("Village");
  sc.play("Village");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Conspirator"}));
}

// ---------------------------------------------------------------- Coppersmith

TEST(Coppersmith, CoppersPlayedAfterItMakeOneMore) {
  Scenario sc({"Coppersmith"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Coppersmith", "Copper", "Copper", "Copper", "Silver"});
  sc.turn(0);
  sc.play("Coppersmith");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3 * 2 + 2);
}

TEST(Coppersmith, ThroneRoomMakesCoppersWorthThree) {
  Scenario sc({"Coppersmith", "Throne Room"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Throne Room", "Coppersmith", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kPlayTreasures);
  Choice one;
  one.add(kCopper);
  sc.answer(one);  // one at a time: each is worth $3
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
}

TEST(Coppersmith, CoppersPlayedBeforeDoNotCountAndItEndsWithTheTurn) {
  Scenario mixed({"Coppersmith"}, 2, k1E);
  mixed.set(0, Zone::kHand, {"Coppersmith", "Copper"});
  mixed.set(0, Zone::kDeck, many("Copper", 5));
  mixed.set(0, Zone::kDiscard, {});
  mixed.turn(0);
  mixed.play("Coppersmith");
  mixed.expect(DecisionKind::kPlayTreasures);
  mixed.answer(Choice::all_treasures());
  mixed.expect(DecisionKind::kBuy);
  EXPECT_EQ(mixed.s.coins(), 2);
  mixed.answer(Choice::none());
  // Player 1's turn: player 0's Coppersmith no longer counts.
  mixed.set(1, Zone::kHand, {"Copper", "Copper"});
  mixed.expect(DecisionKind::kPlayTreasures);
  mixed.answer(Choice::all_treasures());
  mixed.expect(DecisionKind::kBuy);
  EXPECT_EQ(mixed.s.current(), 1);
  EXPECT_EQ(mixed.s.coins(), 2);
}

// ---------------------------------------------------------------- Trading Post

TEST(TradingPost, TrashTwoGainSilverToHand) {
  Scenario sc({"Trading Post"});
  sc.set(0, Zone::kHand, {"Trading Post", "Estate", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Trading Post");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 2);
  EXPECT_EQ(d.max, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Estate"}));
  sc.choose({"Estate", "Copper"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.s.pile(kSilver), 39);
}

TEST(TradingPost, OneCardTrashedGainsNothing) {
  Scenario sc({"Trading Post"});
  sc.set(0, Zone::kHand, {"Trading Post", "Estate"});
  sc.turn(0);
  sc.play("Trading Post");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
  EXPECT_EQ(sc.s.pile(kSilver), 40);
}

TEST(TradingPost, NoSilverLeftStillTrashes) {
  Scenario sc({"Trading Post"});
  sc.pile("Silver", 0);
  sc.set(0, Zone::kHand, {"Trading Post", "Curse", "Curse"});
  sc.turn(0);
  sc.play("Trading Post");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Curse"), 2);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

// ---------------------------------------------------------------- Tribute

TEST(Tribute, BonusPerDifferentlyNamedCard) {
  Scenario sc({"Tribute", "Great Hall"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Tribute"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, {"Great Hall", "Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Tribute");
  sc.next();
  // Great Hall: +2 Actions and +2 Cards; Silver: +$2.
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Great Hall", "Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold"}));
}

TEST(Tribute, TwoOfTheSameCountOnce) {
  Scenario sc({"Tribute"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Tribute"});
  sc.set(1, Zone::kDeck, {"Silver", "Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Tribute");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Silver", "Silver"}));
}

TEST(Tribute, OneCardLeftGivesOneBonusAndCurseNothing) {
  Scenario sc({"Tribute"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Tribute"});
  sc.set(1, Zone::kDeck, {"Curse"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kDeck, {"Gold", "Gold"});  // the player to the right: untouched
  sc.turn(0);
  sc.play("Tribute");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.s.actions(), 0);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Curse"}));
  EXPECT_EQ(sc.cards(2, Zone::kDeck), Names({"Gold", "Gold"}));
}

}  // namespace
}  // namespace kl
