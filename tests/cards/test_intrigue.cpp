// Scenario tests for the Intrigue set: each card's text and its FAQ edge cases, plus the
// heuristic player's key decisions for these cards.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "cards/sets/intrigue.h"
#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/coevolution.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using namespace intrigue;
using test::ai_answer;
using test::many;
using test::Names;
using test::names_of;
using test::Scenario;

using test::k1E;
using test::k2E;

// ---------------------------------------------------------------- registry rows

TEST(IntrigueCards, EditionsCostsAndTypes) {
  const Registry& reg = Registry::standard();
  struct Row {
    const char* name;
    Edition edition;
    int cost;
    Types types;
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
      {"Swindler", Edition::kBoth, 3, kAction | kAttack},
      {"Baron", Edition::kBoth, 4, kAction},
      {"Bridge", Edition::kBoth, 4, kAction},
      {"Scout", Edition::kFirst, 4, kAction},
      {"Torturer", Edition::kBoth, 5, kAction | kAttack},
      {"Upgrade", Edition::kBoth, 5, kAction},
      {"Courtyard", Edition::kBoth, 2, kAction},
      {"Secret Chamber", Edition::kFirst, 2, kAction | kReaction},
      {"Masquerade", Edition::kFirst, 3, kAction},
      {"Masquerade", Edition::kSecond, 3, kAction},
      {"Wishing Well", Edition::kBoth, 3, kAction},
      {"Minion", Edition::kBoth, 5, kAction | kAttack},
      {"Saboteur", Edition::kFirst, 5, kAction | kAttack},
      {"Nobles", Edition::kBoth, 6, kAction | kVictory},
      {"Lurker", Edition::kSecond, 2, kAction},
      {"Diplomat", Edition::kSecond, 4, kAction | kReaction},
      {"Mill", Edition::kSecond, 4, kAction | kVictory},
      {"Secret Passage", Edition::kSecond, 4, kAction},
      {"Courtier", Edition::kSecond, 5, kAction},
      {"Patrol", Edition::kSecond, 5, kAction},
      {"Replace", Edition::kSecond, 5, kAction | kAttack},
  };
  for (const Row& r : rows) {
    const CardDef* d = reg.find(r.name, r.edition == Edition::kFirst ? k1E : k2E);
    if (d && r.edition != Edition::kBoth) d = reg.find(r.name, r.edition);
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

// steward.copper_trash 1: two Coppers are trashed too, while the deck's $ kept stays at
// steward.keep_money (6).
TEST(Steward, CopperTrashTrashesTwoCoppersWhileTheDeckKeepsEnough) {
  Strategy st = *find_bot("Big Money");
  st.params["steward.copper_trash"] = 1;
  const auto answer = [](Names deck, const Strategy* s) {
    Scenario sc({"Steward"});
    sc.set(0, Zone::kHand, {"Steward", "Copper", "Copper", "Silver", "Gold"});
    sc.set(0, Zone::kDeck, deck);
    sc.set(0, Zone::kDiscard, {});
    sc.turn(0);
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    return ai_answer(sc, s).option;
  };
  EXPECT_NE(answer(many("Copper", 3), nullptr), kStewardTrash);  // $10 of Treasure
  EXPECT_EQ(answer(many("Copper", 3), &st), kStewardTrash);      // $8 kept
  EXPECT_EQ(answer({"Copper"}, &st), kStewardTrash);             // $8: $6 kept
  EXPECT_NE(answer({"Estate"}, &st), kStewardTrash);  // $7: the second Copper would leave $5
  {
    // The $ kept is the deck's (deck_money): Festivals' +$2 count, not only Treasures.
    Scenario sc({"Steward", "Festival"});
    sc.set(0, Zone::kHand, {"Steward", "Copper", "Copper"});
    sc.set(0, Zone::kDeck, many("Festival", 3));
    sc.set(0, Zone::kDiscard, {});
    sc.turn(0);
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(ai_answer(sc, &st).option, kStewardTrash);  // $8: $6 kept, $2 of it Treasure
  }
}

// steward.provincial 1 (Provincial's imports): two Coppers are trashed too, whatever the buy;
// else +2 Cards while an Action is left, else +$2.
TEST(Steward, AsProvincialTrashesTwoCoppersElseDrawsWithAnActionLeft) {
  Strategy st = *find_bot("Big Money Duchy");  // takes an Estate once 2 Provinces are left
  st.params["steward.provincial"] = 1;
  {
    Scenario sc({"Steward"});
    sc.set(0, Zone::kHand, {"Steward", "Copper", "Copper", "Silver", "Gold"});
    sc.set(0, Zone::kDeck, many("Copper", 4));
    sc.turn(0);
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    EXPECT_NE(ai_answer(sc).option, kStewardTrash);  // ours keeps two Coppers as $2
    EXPECT_EQ(ai_answer(sc, &st).option, kStewardTrash);
    sc.option(kStewardTrash);
    sc.expect(DecisionKind::kChooseCards);
    EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), Names({"Copper", "Copper"}));
  }
  {
    // One Copper and an Estate the buy rules would not take yet: two trashable cards.
    Scenario sc({"Steward"});
    sc.set(0, Zone::kHand, {"Steward", "Estate", "Copper", "Silver"});
    sc.turn(0);
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(ai_answer(sc, &st).option, kStewardTrash);
    sc.pile("Province", 2);  // now the rules take an Estate with $2: only the Copper is junk
    EXPECT_EQ(ai_answer(sc, &st).option, kStewardCoins);  // no Action left
  }
  {
    // With an Action left it draws, whatever the deck (ours with steward.draw_actions 0: +$2
    // for a deck of Coppers).
    Strategy ours = *find_bot("Big Money Duchy");
    ours.params["steward.draw_actions"] = 0;
    Scenario sc({"Steward", "Village"});
    sc.set(0, Zone::kHand, {"Village", "Steward", "Silver", "Silver", "Gold"});
    sc.set(0, Zone::kDeck, {"Copper", "Estate", "Copper", "Estate", "Silver"});
    sc.turn(0);
    sc.play("Village");
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(ai_answer(sc, &ours).option, kStewardCoins);
    EXPECT_EQ(ai_answer(sc, &st).option, kStewardCards);
  }
}

// steward.draw_actions 1 (the default): when it does not trash, Steward draws whenever an Action
// is left (the drawn Festivals and villages can still be played); at 0 only when the draw
// reaches a better buy.
TEST(Steward, DrawActionsDrawsWhenAnActionIsLeft) {
  Strategy st = *find_bot("Big Money");
  Strategy no_draw = st;
  no_draw.params["steward.draw_actions"] = 0;
  const auto answer = [](bool village, const Strategy* s) {
    Scenario sc({"Steward", "Village"});
    sc.set(0, Zone::kHand, {"Village", "Steward", "Silver", "Silver", "Gold"});
    sc.set(0, Zone::kDeck, {"Copper", "Estate", "Copper", "Estate", "Silver"});
    sc.turn(0);
    if (village) sc.play("Village");
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    return ai_answer(sc, s).option;
  };
  EXPECT_EQ(answer(true, &no_draw), kStewardCoins);  // $7 +$2 is a Province for sure
  EXPECT_EQ(answer(true, &st), kStewardCards);
  EXPECT_EQ(answer(true, nullptr), kStewardCards);
  EXPECT_EQ(answer(false, &st), kStewardCoins);  // no Action left: the usual rule
  {
    // Two junk cards: trashing comes first.
    Scenario sc({"Steward", "Village"});
    sc.set(0, Zone::kHand, {"Village", "Steward", "Estate", "Curse", "Gold"});
    sc.turn(0);
    sc.play("Village");
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(ai_answer(sc, &st).option, kStewardTrash);
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

// The $ of the Actions still to be played counts: with a Goons in hand, Gold and Gold are $8
// already, so the $2 only lifts $8 to $10 (the Goons' AI money is its +$2).
TEST(MiningVillage, AiCountsTheMoneyOfActionsStillToBePlayed) {
  const auto answer = [](std::vector<std::string> hand) {
    Scenario sc({"Mining Village", "Goons", "Smithy", "Village"});
    sc.set(0, Zone::kHand, hand);
    sc.set(0, Zone::kDeck, {"Estate"});
    sc.turn(0);
    sc.play("Mining Village");
    sc.expect(DecisionKind::kYesNo);
    return ai_answer(sc).option;
  };
  EXPECT_EQ(answer({"Mining Village", "Gold", "Gold"}), 1);            // $6 -> $8
  EXPECT_EQ(answer({"Mining Village", "Goons", "Gold", "Gold"}), 0);   // $8 -> $10
  EXPECT_EQ(answer({"Mining Village", "Smithy", "Gold", "Gold"}), 1);  // Smithy makes no $
  // Two Actions left after Mining Village: both Goons are played, and with Gold and Copper
  // that is $8 already.
  EXPECT_EQ(answer({"Mining Village", "Goons", "Goons", "Gold", "Copper"}), 0);
  // A third Goons has no Action left: $6 -> $8 lifts. A Village in hand plays it too: $8 already.
  EXPECT_EQ(answer({"Mining Village", "Goons", "Goons", "Goons", "Copper", "Copper"}), 1);
  EXPECT_EQ(answer({"Mining Village", "Village", "Goons", "Goons", "Goons", "Copper", "Copper"}),
            0);
}

// mining_village.provincial 1 (Provincial's imports): trashes exactly at $6 or $4 of hand $
// ($9, $7 or $4 in a Colony game).
TEST(MiningVillage, AsProvincialTrashesAtExactlySixOrFour) {
  Strategy st = *find_bot("Big Money");
  st.params["mining_village.provincial"] = 1;
  const auto answer = [&](std::vector<std::string> hand, const Strategy* s) {
    Scenario sc({"Mining Village"});
    sc.set(0, Zone::kHand, hand);
    sc.set(0, Zone::kDeck, {"Estate"});
    sc.turn(0);
    sc.play("Mining Village");
    sc.expect(DecisionKind::kYesNo);
    return ai_answer(sc, s).option;
  };
  EXPECT_EQ(answer({"Mining Village", "Gold", "Copper", "Copper"}, nullptr), 1);  // $5 -> $7: Gold
  EXPECT_EQ(answer({"Mining Village", "Gold", "Copper", "Copper"}, &st), 0);
  EXPECT_EQ(answer({"Mining Village", "Silver", "Silver"}, &st), 1);                    // $4
  EXPECT_EQ(answer({"Mining Village", "Gold", "Silver", "Copper"}, &st), 1);            // $6
  EXPECT_EQ(answer({"Mining Village", "Gold", "Silver", "Copper", "Copper"}, &st), 0);  // $7
  // A Colony game: $9, $7 or $4.
  const auto colony = [&](std::vector<std::string> hand) {
    Scenario sc({"Mining Village"});
    sc.cfg.colony = true;
    sc.s.setup(sc.cfg, 1, 0);
    EXPECT_TRUE(sc.s.colony_game());
    sc.set(0, Zone::kHand, hand);
    sc.set(0, Zone::kDeck, {"Estate"});
    sc.turn(0);
    sc.play("Mining Village");
    sc.expect(DecisionKind::kYesNo);
    return ai_answer(sc, &st).option;
  };
  EXPECT_EQ(colony({"Mining Village", "Gold", "Silver", "Copper"}), 0);            // $6
  EXPECT_EQ(colony({"Mining Village", "Gold", "Silver", "Copper", "Copper"}), 1);  // $7
  EXPECT_EQ(colony({"Mining Village", "Gold", "Gold", "Silver", "Copper"}), 1);    // $9
  EXPECT_EQ(colony({"Mining Village", "Silver", "Silver"}), 1);                    // $4
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

// With Actions to spare Shanty Town waits until the other Actions are played: then no Action
// may be left in hand and it draws. With one Action left it goes first (a village). Provincial's
// Nobles/Shanty Town leaders (auto_1a4a2fab) lost by 23-48% in our engine where Provincial has
// them winning by 25-45% while it went first (tools/provincial_fidelity).
TEST(ShantyTownAi, WaitsForTheOtherActionsWhenActionsAreToSpare) {
  Scenario sc({"Shanty Town", "Smithy"});
  sc.set(0, Zone::kHand, {"Shanty Town", "Smithy", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate", "Silver", "Gold", "Gold"});
  sc.turn(0, 2);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Smithy"}));
  sc.play("Smithy");
  // One Action left: Shanty Town now, and with no other Action in hand it draws.
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Shanty Town"}));
  sc.play("Shanty Town");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 2);
  // One Action: the village goes first, before the terminal it pays for.
  sc.set(0, Zone::kHand, {"Shanty Town", "Smithy", "Copper"});
  sc.turn(0, 1);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Shanty Town"}));
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

// ---------------------------------------------------------------- Bridge

TEST(Bridge, EverythingCostsOneLessThisTurn) {
  Scenario sc({"Bridge", "Laboratory"});
  sc.set(0, Zone::kHand, {"Bridge", "Gold", "Copper"});
  sc.turn(0);
  sc.play("Bridge");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.cost(kProvince), 7);
  EXPECT_EQ(sc.s.cost(kCopper), 0);  // not below $0
  EXPECT_EQ(sc.s.cost(sc.id("Laboratory")), 4);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 5);
  EXPECT_EQ(sc.s.buys(), 2);
  sc.answer(Choice::one(sc.id("Laboratory")));  // $4 now
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 1);
  sc.answer(Choice::one(kCopper));          // $0: a free second buy
  sc.expect(DecisionKind::kPlayTreasures);  // the next player's turn: costs are back
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.s.cost(kProvince), 8);
}

TEST(Bridge, ThroneRoomMakesItTwoLessAndGainsUseTheLowerCost) {
  Scenario sc({"Bridge", "Throne Room", "Workshop", "Laboratory"});
  sc.set(0, Zone::kHand, {"Throne Room", "Bridge", "Workshop", "Gold", "Gold"});
  sc.turn(0, 2);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Bridge"});
  sc.play("Workshop");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 4);
  EXPECT_TRUE(sc.s.respond(Choice::one(kGold)));  // Gold costs $4 now
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.cost(kProvince), 6);
  EXPECT_EQ(sc.s.buys(), 3);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard).back(), "Gold");
}

// ---------------------------------------------------------------- Baron

TEST(Baron, DiscardAnEstateForFour) {
  Scenario sc({"Baron"});
  sc.set(0, Zone::kHand, {"Baron", "Estate", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Baron");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.card, kEstate);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.s.pile(kEstate), 8);
}

TEST(Baron, DecliningOrNoEstateGainsOne) {
  for (bool has_estate : {true, false}) {
    Scenario sc({"Baron"});
    sc.set(0, Zone::kHand, has_estate ? Names{"Baron", "Estate"} : Names{"Baron", "Copper"});
    sc.set(0, Zone::kDiscard, {});
    sc.turn(0);
    sc.play("Baron");
    if (has_estate) {
      sc.expect(DecisionKind::kYesNo);
      sc.yes(false);
    }
    sc.next();
    EXPECT_EQ(sc.s.coins(), 0);
    EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
    EXPECT_EQ(sc.s.pile(kEstate), 7);
    EXPECT_EQ(sc.count(0, Zone::kHand, "Estate"), has_estate ? 1 : 0);
  }
}

TEST(Baron, NoEstateLeftGainsNothing) {
  Scenario sc({"Baron"});
  sc.pile("Estate", 0);
  sc.set(0, Zone::kHand, {"Baron"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Baron");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

TEST(Baron, AiKeepsTheEstateLateWhenFourDoesNotHelp) {
  Scenario sc({"Baron"});
  sc.pile("Province", 1);
  sc.set(0, Zone::kHand, {"Baron", "Estate", "Gold", "Gold", "Silver"});  // $15: $4 changes nothing
  sc.turn(0);
  sc.play("Baron");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 0);
}

// ---------------------------------------------------------------- Upgrade

TEST(Upgrade, TrashGainExactlyOneMore) {
  Scenario sc({"Upgrade", "Pawn", "Shanty Town", "Baron"});
  sc.set(0, Zone::kHand, {"Upgrade", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Upgrade");
  const Decision& t = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(t.min, 1);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
  sc.choose({"Estate"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_min, 3);
  EXPECT_EQ(d.cost_max, 3);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Pawn"))));
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Baron"))));
  sc.answer(Choice::one(sc.id("Shanty Town")));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Shanty Town"}));
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

TEST(Upgrade, NothingAtThatCostGainsNothing) {
  Scenario sc({"Upgrade"});
  sc.set(0, Zone::kHand, {"Upgrade"});
  sc.set(0, Zone::kDeck, {"Copper"});  // drawn, then the only card to trash
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Upgrade");
  sc.expect(DecisionKind::kBuy);  // the trash is forced; no $1 card: no gain
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

TEST(Upgrade, BridgeLowersTheTargetCost) {
  Scenario sc({"Upgrade", "Bridge", "Pawn", "Baron"});
  sc.set(0, Zone::kHand, {"Bridge", "Upgrade", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0, 2);
  sc.play("Bridge");
  sc.play("Upgrade");
  sc.expect(DecisionKind::kChooseCards);
  // The Estate costs $1 now: the gain costs exactly $2 now. Pawn costs $1, Baron $3: the only
  // such card is Silver ($3 - 1), taken without a question.
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 1);
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

// ---------------------------------------------------------------- Scout

TEST(Scout, VictoryCardsToHandRestBackInOrder) {
  Scenario sc({"Scout", "Great Hall"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Scout"});
  sc.set(0, Zone::kDeck, {"Estate", "Copper", "Great Hall", "Gold", "Silver"});
  sc.turn(0);
  sc.play("Scout");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kOrder);
  EXPECT_EQ(d.num_cards, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Gold"}));
  EXPECT_EQ(ai_answer(sc).cards[1], kGold);  // the best goes on top
  sc.choose({"Gold", "Copper"});             // the last chosen ends on top
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Estate", "Great Hall"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Copper", "Gold", "Silver"}));
  EXPECT_EQ(sc.s.actions(), 1);
}

// Victory cards first and third: moving the first out of the aside zone once put the fourth in
// its place, so the third stayed set aside for good and the fourth was offered twice.
TEST(Scout, VictoryCardsAnywhereAmongTheFourAllGoToHand) {
  Scenario sc({"Scout"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Scout"});
  sc.set(0, Zone::kDeck, {"Estate", "Copper", "Estate", "Gold", "Silver"});
  sc.turn(0);
  sc.play("Scout");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.num_cards, 2);
  sc.choose({"Copper", "Gold"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Estate", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Copper", "Silver"}));
  EXPECT_TRUE(sc.s.player(0).aside.empty());
}

TEST(Scout, FewerThanFourCardsAndCursesStay) {
  Scenario sc({"Scout"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Scout"});
  sc.set(0, Zone::kDeck, {"Curse", "Duchy"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Scout");
  sc.expect(DecisionKind::kBuy);  // one card back: no order to choose
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Duchy"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Curse"}));
}

// ---------------------------------------------------------------- Torturer

TEST(Torturer, VictimDiscardsTwoOrGainsACurseToHand) {
  for (int choice : {kTorturerDiscard, kTorturerCurse}) {
    Scenario sc({"Torturer"});
    sc.set(0, Zone::kHand, {"Torturer"});
    sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper"});
    sc.set(1, Zone::kHand, {"Gold", "Estate", "Copper", "Silver"});
    sc.set(1, Zone::kDiscard, {});
    sc.turn(0);
    sc.play("Torturer");
    const Decision& d = sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(d.player, 1);
    EXPECT_EQ(d.num_options, 2);
    EXPECT_EQ(ai_answer(sc).option, kTorturerDiscard);
    sc.option(choice);
    if (choice == kTorturerDiscard) {
      sc.expect(DecisionKind::kChooseCards);
      EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Estate"}));
      sc.choose({"Estate", "Copper"});
    }
    sc.expect(DecisionKind::kPlayTreasures);
    EXPECT_EQ(sc.s.player(0).hand.size(), 3);
    if (choice == kTorturerDiscard) {
      EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Gold", "Silver"}));
      EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Estate"}));
    } else {
      EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Curse", "Estate", "Gold", "Silver"}));
      EXPECT_EQ(sc.s.pile(kCurse), 9);
    }
  }
}

TEST(Torturer, CurseChosenWithNoCurseLeftDoesNothing) {
  Scenario sc({"Torturer"});
  sc.pile("Curse", 0);
  sc.set(0, Zone::kHand, {"Torturer"});
  sc.set(1, Zone::kHand, {"Gold", "Gold", "Gold"});
  sc.turn(0);
  sc.play("Torturer");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kTorturerCurse);
  sc.option(kTorturerCurse);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(1, Zone::kHand), many("Gold", 3));
}

TEST(Torturer, DiscardWithOneCardDiscardsItAndEachVictimInTurnOrder) {
  Scenario sc({"Torturer"}, 3);
  sc.set(0, Zone::kHand, {"Torturer"});
  sc.set(1, Zone::kHand, {"Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kHand, {"Silver", "Silver", "Silver"});
  sc.turn(0);
  sc.play("Torturer");
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).player, 1);
  sc.option(kTorturerDiscard);  // only one card: discarded without a question
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).player, 2);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Gold"}));
  sc.option(kTorturerCurse);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(2, Zone::kHand, "Curse"), 1);
}

TEST(Torturer, MoatBlocksIt) {
  Scenario sc({"Torturer", "Moat"});
  sc.set(0, Zone::kHand, {"Torturer"});
  sc.set(1, Zone::kHand, {"Moat", "Gold"});
  sc.turn(0);
  sc.play("Torturer");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Gold", "Moat"}));
  EXPECT_EQ(sc.s.pile(kCurse), 10);
}

// ---------------------------------------------------------------- Swindler

TEST(Swindler, VictimTrashesTopAndGainsTheAttackersChoiceOfSameCost) {
  Scenario sc({"Swindler", "Steward", "Shanty Town", "Baron"});
  sc.set(0, Zone::kHand, {"Swindler"});
  sc.set(1, Zone::kDeck, {"Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Swindler");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(d.target, 1);
  EXPECT_EQ(d.reason, Reason::kOpponentCard);
  EXPECT_EQ(d.card, kSilver);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Baron"))));  // $4
  EXPECT_EQ(names_of(sc, ai_answer(sc)).size(), 1u);
  sc.answer(Choice::one(sc.id("Shanty Town")));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Shanty Town"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold"}));
}

TEST(Swindler, CopperBecomesACurseAndNoMatchingCostGainsNothing) {
  Scenario sc({"Swindler"});
  sc.set(0, Zone::kHand, {"Swindler"});
  sc.set(1, Zone::kDeck, {"Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Swindler");
  sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse"}));
  sc.answer(ai_answer(sc));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Curse"}));

  // Nothing else costs $8: the Province comes back only as another Province, and none is left.
  Scenario sc2({"Swindler"});
  sc2.pile("Province", 0);
  sc2.set(0, Zone::kHand, {"Swindler"});
  sc2.set(1, Zone::kDeck, {"Province"});
  sc2.set(1, Zone::kDiscard, {});
  sc2.turn(0);
  sc2.play("Swindler");
  sc2.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc2.trashed("Province"), 1);
  EXPECT_TRUE(sc2.s.player(1).discard.empty());
}

TEST(Swindler, EmptyDeckShufflesAndNothingAtAllIsFine) {
  Scenario sc({"Swindler"});
  sc.set(0, Zone::kHand, {"Swindler"});
  sc.set(1, Zone::kDeck, {});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Swindler");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
}

// ---------------------------------------------------------------- Courtyard

TEST(Courtyard, DrawThreeTopdeckOne) {
  Scenario sc({"Courtyard"});
  sc.set(0, Zone::kHand, {"Courtyard", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Copper", "Estate"});
  sc.turn(0);
  sc.play("Courtyard");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kTopdeck);
  EXPECT_EQ(d.min, 1);
  // $7 in hand: the $6 price point does not need a Copper's $1.
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper"}));
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Copper", "Copper", "Silver"}));
}

TEST(Courtyard, ShortDeckAndTheAiTopsADeadAction) {
  Scenario sc({"Courtyard", "Smithy"});
  sc.set(0, Zone::kHand, {"Courtyard"});
  sc.set(0, Zone::kDeck, {"Smithy"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Courtyard");
  sc.expect(DecisionKind::kBuy);  // one card drawn, the only one to put back: no question
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Smithy"}));

  sc.set(0, Zone::kHand, {"Courtyard", "Gold", "Estate"});
  sc.set(0, Zone::kDeck, {"Smithy", "Silver", "Silver"});
  sc.turn(0);
  sc.play("Courtyard");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Smithy"}));  // no Action left to play it
}

// ---------------------------------------------------------------- Nobles

TEST(Nobles, CardsOrActionsAndTwoPoints) {
  for (int mode : {kNoblesCards, kNoblesActions}) {
    Scenario sc({"Nobles"});
    for (Zone z : {Zone::kHand, Zone::kDeck, Zone::kDiscard}) sc.set(0, z, {});
    sc.set(0, Zone::kHand, {"Nobles"});
    sc.set(0, Zone::kDeck, {"Gold", "Gold", "Gold", "Gold"});
    EXPECT_EQ(sc.s.vp(0), 2);
    sc.turn(0);
    sc.play("Nobles");
    const Decision& d = sc.expect(DecisionKind::kChooseOption);
    EXPECT_EQ(d.num_options, 2);
    sc.option(mode);
    sc.next();
    EXPECT_EQ(sc.s.player(0).hand.size(), mode == kNoblesCards ? 3 : 0);
    EXPECT_EQ(sc.s.actions(), mode == kNoblesCards ? 0 : 2);
  }
}

// nobles.provincial 1 (Provincial's imports): +2 Actions when no Action is left and any Action
// is in hand, worth playing or not (ours: only for an Action worth playing).
TEST(Nobles, AsProvincialTakesActionsForAnyActionInHand) {
  Strategy st = *find_bot("Big Money");
  st.params["nobles.provincial"] = 1;
  Scenario sc({"Nobles", "Chapel"});
  sc.set(0, Zone::kHand, {"Nobles", "Chapel", "Gold", "Gold"});  // nothing for Chapel to trash
  sc.set(0, Zone::kDeck, many("Silver", 4));
  sc.turn(0);
  sc.play("Nobles");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kNoblesCards);
  EXPECT_EQ(ai_answer(sc, &st).option, kNoblesActions);
}

TEST(Nobles, ThroneRoomMayTakeBothAndTheAiTakesActionsForWaitingTerminals) {
  Scenario sc({"Nobles", "Throne Room", "Smithy"});
  sc.set(0, Zone::kHand, {"Throne Room", "Nobles", "Smithy"});
  sc.set(0, Zone::kDeck, many("Copper", 6));
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Nobles"});
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kNoblesActions);  // Smithy waits, no Action left
  sc.option(kNoblesActions);
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kNoblesCards);  // 2 Actions now: draw
  sc.option(kNoblesCards);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 3);
}

// ---------------------------------------------------------------- Wishing Well

TEST(WishingWell, RightGuessGoesToHandWrongStaysOnTop) {
  for (bool right : {true, false}) {
    Scenario sc({"Wishing Well"});
    sc.set(0, Zone::kHand, {"Wishing Well"});
    sc.set(0, Zone::kDeck, {"Copper", "Gold", "Estate"});
    sc.turn(0);
    sc.play("Wishing Well");
    const Decision& d = sc.expect(DecisionKind::kNameCard);
    EXPECT_EQ(d.reason, Reason::kName);
    EXPECT_TRUE(sc.s.respond(Choice::one(right ? CardId(kGold) : sc.id("Wishing Well"))));
    sc.next();
    EXPECT_EQ(sc.s.actions(), 1);
    if (right) {
      EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold"}));
      EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Estate"}));
    } else {
      EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
      EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Estate"}));
    }
  }
}

TEST(WishingWell, NothingLeftAsksNothingAndTheAiNamesTheCommonestCard) {
  Scenario sc({"Wishing Well"});
  sc.set(0, Zone::kHand, {"Wishing Well"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Wishing Well");
  sc.expect(DecisionKind::kPlayTreasures);  // drew the Copper: nothing to reveal
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));

  sc.set(0, Zone::kHand, {"Wishing Well"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Estate", "Estate", "Silver", "Estate"});
  sc.turn(0);
  sc.play("Wishing Well");
  sc.expect(DecisionKind::kNameCard);
  // 2 Silvers beat 3 Estates counted at half (junk).
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Silver"}));
}

// ---------------------------------------------------------------- Minion

TEST(Minion, CoinsOrAttackOnHandsOfFiveOrMore) {
  Scenario sc({"Minion"}, 3);
  sc.set(0, Zone::kHand, {"Minion", "Estate", "Estate"});
  sc.set(0, Zone::kDeck, many("Silver", 4));
  sc.set(1, Zone::kHand, many("Copper", 5));
  sc.set(1, Zone::kDeck, many("Gold", 4));
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kHand, many("Copper", 4));  // fewer than 5: untouched
  sc.turn(0);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kMinionAttack);  // $0 + 2 is not worth keeping
  sc.option(kMinionAttack);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), many("Silver", 4));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate", "Estate"}));
  EXPECT_EQ(sc.cards(1, Zone::kHand), many("Gold", 4));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), many("Copper", 5));
  EXPECT_EQ(sc.cards(2, Zone::kHand), many("Copper", 4));
}

TEST(Minion, CoinsKeepTheHandAndMoatBlocksTheAttack) {
  Scenario sc({"Minion", "Moat"});
  sc.set(0, Zone::kHand, {"Minion", "Gold", "Gold"});
  sc.set(1, Zone::kHand, {"Moat", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Minion");
  const Decision& d = sc.expect(DecisionKind::kYesNo);  // Moat, before the attacker chooses
  EXPECT_EQ(d.player, 1);
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kMinionCoins);  // $6 + 2
  sc.option(kMinionAttack);
  sc.next();
  EXPECT_EQ(sc.s.player(1).hand.size(), 5);
  EXPECT_EQ(sc.count(1, Zone::kHand, "Moat"), 1);

  Scenario sc2({"Minion"});
  sc2.set(0, Zone::kHand, {"Minion", "Gold"});
  sc2.set(1, Zone::kHand, many("Copper", 5));
  sc2.turn(0);
  sc2.play("Minion");
  sc2.expect(DecisionKind::kChooseOption);
  sc2.option(kMinionCoins);
  sc2.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc2.s.coins(), 2);
  EXPECT_EQ(sc2.cards(0, Zone::kHand), Names({"Gold"}));
  EXPECT_EQ(sc2.s.player(1).hand.size(), 5);
}

// The attack discards the hand: the non-terminal Actions are played first, and a hand that still
// holds an Action (another Minion, a terminal) takes +$2. Provincial's Minion@8 leaders lost by
// 70-80% to money decks in our engine when Minion went first and discarded their Lighthouses,
// Wishing Wells and Caravans (tools/provincial_fidelity).
TEST(MinionAi, OtherActionsFirstAndNoAttackThatDiscardsThem) {
  Scenario sc({"Minion", "Laboratory", "Caravan", "Smithy"});
  sc.set(0, Zone::kHand, {"Minion", "Caravan", "Laboratory", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, many("Estate", 6));
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Laboratory"}));
  sc.play("Laboratory");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Caravan"}));
  sc.play("Caravan");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Minion"}));
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kMinionAttack);  // $1 + 2, nothing else to lose
  // A terminal still in hand: +$2 (Minion's +1 Action plays it), not the attack.
  sc.set(0, Zone::kHand, {"Minion", "Smithy", "Estate", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Minion"}));  // non-terminal before Smithy
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kMinionCoins);
}

// The +$2 is worth it when it reaches what the buy rules want most; a new hand is worth more
// otherwise (the Minion-deck bot of a well-known simulator: Minions at $5, Provinces only once
// the deck has six).
TEST(MinionAi, CoinsWhenTheyReachTheFirstWantedCard) {
  const Strategy minions = parse_strategy(R"(strategy "Minions"
  buy Province if count(Minion) > 5
  buy Minion
  buy Silver
end)");
  Scenario sc({"Minion", "Chapel", "Militia"});
  sc.set(0, Zone::kHand, {"Minion", "Copper", "Copper", "Copper", "Estate"});
  sc.set(0, Zone::kDeck, many("Silver", 6));
  sc.turn(0);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  // $3 + 2 buys a Minion, the rules' first wanted card: keep the hand.
  EXPECT_EQ(ai_answer(sc, &minions).option, kMinionCoins);
  // Big Money's first wanted card is a Province: $5 is not it, a new hand may be.
  EXPECT_EQ(ai_answer(sc).option, kMinionAttack);
  // $2 + 2 buys only a Silver: attack for a new hand.
  sc.set(0, Zone::kHand, {"Minion", "Copper", "Copper", "Estate", "Estate"});
  sc.turn(0);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc, &minions).option, kMinionAttack);
  // A Chapel left in hand does not make the +$2 worth it (it makes no $).
  sc.set(0, Zone::kHand, {"Minion", "Chapel", "Copper", "Estate", "Estate"});
  sc.turn(0);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc, &minions).option, kMinionAttack);
  // A terminal that makes $ does: +$2, and Minion's +1 Action plays the Militia ($1 + 2 + 2).
  // Provincial's Minion leaders with Cutpurse or Monument (auto_f9a37389, auto_ab0f5b08) lost by
  // 10-18% in our engine while it attacked instead, where Provincial has them winning by 17-50%.
  sc.set(0, Zone::kHand, {"Minion", "Militia", "Copper", "Estate", "Estate"});
  sc.turn(0);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc, &minions).option, kMinionCoins);
  sc.set(0, Zone::kHand, {"Minion", "Minion", "Copper", "Estate", "Estate"});
  sc.turn(0);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc, &minions).option, kMinionCoins);  // the chain goes on
}

// The attack is free when the hand's Treasures and the $2 buy nothing more than the $ already
// made (earlier Minions' +$2).
TEST(MinionAi, AttacksWhenTheHandAddsNothingToTheBuy) {
  Scenario sc({"Minion"});
  sc.set(0, Zone::kHand, {"Minion", "Minion", "Minion", "Minion", "Copper"});
  sc.set(0, Zone::kDeck, many("Estate", 6));
  sc.turn(0);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kMinionCoins);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kMinionCoins);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kMinionCoins);
  sc.play("Minion");  // $6 made: the Copper and +$2 lift the buy from a Gold to a Province
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kMinionCoins);
  Scenario sc2({"Minion"});
  sc2.set(0, Zone::kHand, {"Minion", "Minion", "Minion", "Minion", "Minion"});
  sc2.set(0, Zone::kDeck, many("Estate", 6));
  sc2.turn(0);
  for (int i = 0; i < 4; ++i) {
    sc2.play("Minion");
    sc2.expect(DecisionKind::kChooseOption);
    sc2.option(kMinionCoins);
  }
  sc2.play("Minion");  // $8 made: a Province either way, the attack costs nothing
  sc2.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc2).option, kMinionAttack);
}

// Chapel's deck money counts what Minions make: a Minion deck trashes its Coppers.
TEST(MinionAi, ChapelCountsMinionsAsMoney) {
  for (const bool minions : {true, false}) {
    Scenario sc({"Chapel", "Minion"});
    sc.set(0, Zone::kHand, {"Chapel", "Copper", "Copper", "Copper", "Copper"});
    sc.set(0, Zone::kDeck, many(minions ? "Minion" : "Estate", 3));
    sc.set(0, Zone::kDiscard, {});
    sc.turn(0);
    sc.play("Chapel");
    sc.expect(DecisionKind::kChooseCards);
    // $4 of Coppers; chapel.keep_money 6: the Minions' $6 keep it, Estates do not.
    EXPECT_EQ(ai_answer(sc).n, minions ? 4 : 0);
  }
}

// Masquerade trashes a Copper only when this turn's buy does not need it.
TEST(MasqueradeAi, TrashesACopperTheBuyDoesNotNeed) {
  for (const bool spare : {true, false}) {
    Scenario sc({"Masquerade"});
    sc.set(0, Zone::kHand, {"Masquerade", "Copper", "Silver", "Silver"});
    sc.set(0, Zone::kDeck, {"Gold", "Silver"});
    sc.set(0, Zone::kDiscard, many("Silver", 4));
    sc.set(1, Zone::kHand, {spare ? "Copper" : "Estate"});
    if (!spare) sc.pile("Province", 3);  // late: the Estate received is not trashed
    sc.turn(0);
    sc.play("Masquerade");
    sc.expect(DecisionKind::kChooseCards);
    sc.choose({"Silver"});  // player 1 passes its only card without being asked
    EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).reason, Reason::kTrash);
    if (spare)  // Copper×2, Silver×2, Gold: $9, and Big Money's Province needs $8
      EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper"}));
    else  // Copper, Silver×2, Gold, Estate: $8, every $ needed
      EXPECT_EQ(ai_answer(sc).n, 0);
  }
}

// Official FAQ: players respond with Moat or Diplomat before the Minion's player chooses.
TEST(Minion, ReactionsComeBeforeTheChoice) {
  Scenario sc({"Minion", "Diplomat"});
  sc.set(0, Zone::kHand, {"Minion", "Gold", "Gold"});
  sc.set(0, Zone::kDeck, many("Silver", 4));
  sc.set(1, Zone::kHand, {"Diplomat", "Copper", "Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, {"Estate", "Estate"});
  sc.turn(0);
  sc.play("Minion");
  const Decision& r = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(r.player, 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Gold"}));  // nothing chosen yet
  sc.yes();
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate", "Copper"});
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.player, 0);
  sc.option(kMinionAttack);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), many("Silver", 4));
  // Down to 4 cards by the Diplomat: the attack misses them.
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Copper", "Copper", "Diplomat"}));
}

// ---------------------------------------------------------------- Saboteur

TEST(Saboteur, TrashesTheFirstCardCostingThreeVictimMayGainTwoLess) {
  Scenario sc({"Saboteur", "Steward"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Saboteur"});
  sc.set(1, Zone::kDeck, {"Copper", "Estate", "Gold", "Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Saboteur");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.min, 0);
  EXPECT_EQ(d.cost_max, 4);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Gold"))));
  sc.answer(Choice::one(sc.id("Steward")));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Estate", "Steward"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Silver"}));
}

TEST(Saboteur, NothingCostingThreeDiscardsEverythingRevealed) {
  Scenario sc({"Saboteur"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Saboteur"});
  sc.set(1, Zone::kHand, {});
  sc.set(1, Zone::kDeck, {"Copper", "Estate"});
  sc.set(1, Zone::kDiscard, {"Curse"});
  sc.turn(0);
  sc.play("Saboteur");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Curse", "Estate"}));
  EXPECT_TRUE(sc.s.player(1).deck.empty());
  EXPECT_EQ(sc.s.player(1).owned_total, 3);
}

TEST(Saboteur, VictimMayGainNothingAndSilverAllowsOnlyOneDollarCards) {
  Scenario sc({"Saboteur"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Saboteur"});
  sc.set(1, Zone::kHand, {});
  sc.set(1, Zone::kDeck, {"Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Saboteur");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 1);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.s.player(1).owned_total, 0);
}

// ---------------------------------------------------------------- Masquerade

TEST(Masquerade, EveryonePassesLeftAtOnceThenMayTrash) {
  Scenario sc({"Masquerade"}, 3);
  sc.set(0, Zone::kHand, {"Masquerade", "Curse"});
  sc.set(0, Zone::kDeck, {"Estate", "Copper"});
  sc.set(1, Zone::kHand, {"Gold", "Estate"});
  sc.set(2, Zone::kHand, {"Silver"});
  sc.turn(0);
  sc.play("Masquerade");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kPass);
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse"}));
  sc.choose({"Curse"});
  EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).player, 1);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
  EXPECT_EQ(sc.s.player(1).hand.size(), 2);  // nothing passed yet
  sc.choose({"Estate"});
  // Player 2 has one card: passes it without a question. Then player 0 may trash.
  const Decision& t = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(t.player, 0);
  EXPECT_EQ(t.reason, Reason::kTrash);
  EXPECT_EQ(t.min, 0);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate", "Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Curse", "Gold"}));
  EXPECT_EQ(sc.cards(2, Zone::kHand), Names({"Estate"}));
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 1);
  EXPECT_EQ(sc.s.player(0).owned[kCurse], 0);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

TEST(Masquerade, SecondEditionSkipsEmptyHands) {
  Scenario sc({"Masquerade"}, 3, k2E);
  sc.set(0, Zone::kHand, {"Masquerade", "Gold"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(1, Zone::kHand, {});
  sc.set(2, Zone::kHand, {"Estate"});
  sc.turn(0);
  sc.play("Masquerade");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kChooseCards);  // the trash: players 1 and 2 had nothing to choose
  // Player 0 passed to player 2 (player 1 holds no cards), player 2 to player 0.
  EXPECT_TRUE(sc.s.player(1).hand.empty());
  EXPECT_EQ(sc.cards(2, Zone::kHand), Names({"Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Copper", "Estate"}));
}

TEST(Masquerade, FirstEditionPassesToTheNextPlayerEvenWithAnEmptyHand) {
  Scenario sc({"Masquerade"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Masquerade", "Gold"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(1, Zone::kHand, {});
  sc.set(2, Zone::kHand, {"Estate"});
  sc.turn(0);
  sc.play("Masquerade");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Gold"}));
  EXPECT_TRUE(sc.s.player(2).hand.empty());
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Copper", "Estate"}));
}

TEST(Masquerade, EmptyHandsEverywhereOnlyTheTrashIsLeft) {
  Scenario sc({"Masquerade"});
  sc.set(0, Zone::kHand, {"Masquerade"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {});
  sc.turn(0);
  sc.play("Masquerade");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Masquerade"), 1);
}

TEST(Masquerade, AiKeepsVictoryCardsLate) {
  Scenario sc({"Masquerade"});
  sc.pile("Province", 2);
  sc.set(0, Zone::kHand, {"Masquerade", "Duchy", "Copper"});
  sc.set(0, Zone::kDeck, {"Silver", "Silver"});
  sc.turn(0);
  sc.play("Masquerade");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper"}));
}

// ---------------------------------------------------------------- Secret Chamber

TEST(SecretChamber, DiscardAnyNumberForOneEach) {
  Scenario sc({"Secret Chamber"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Secret Chamber", "Estate", "Estate", "Copper", "Curse"});
  sc.turn(0);
  sc.play("Secret Chamber");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 0);
  EXPECT_EQ(d.max, 4);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse", "Estate", "Estate"}));
  sc.choose({"Estate", "Estate", "Curse"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(SecretChamber, AgainstMilitiaDrawTwoPutTwoBackThenDiscardDownToThree) {
  Scenario sc({"Secret Chamber", "Militia"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Militia"});
  sc.set(1, Zone::kHand, {"Secret Chamber", "Copper", "Copper", "Estate", "Silver"});
  sc.set(1, Zone::kDeck, {"Gold", "Gold", "Duchy"});
  sc.turn(0);
  sc.play("Militia");
  const Decision& r = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(r.reason, Reason::kRevealReaction);
  EXPECT_EQ(r.card, sc.id("Secret Chamber"));
  sc.yes();
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kTopdeck);
  EXPECT_EQ(d.min, 2);
  EXPECT_EQ(sc.s.player(1).hand.size(), 7);
  // Keeping Gold, Gold, Silver: the two next best go back on the deck, not to the discard pile.
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Secret Chamber"}));
  sc.choose({"Estate", "Secret Chamber"});  // the Secret Chamber itself may go back, on top
  const Decision& m = sc.expect(DecisionKind::kChooseCards);  // Militia's discard
  EXPECT_EQ(m.player, 1);
  EXPECT_EQ(m.min, 2);
  sc.choose({"Copper", "Copper"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Gold", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Secret Chamber", "Estate", "Duchy"}));
}

TEST(SecretChamber, ThenMoatStillBlocks) {
  Scenario sc({"Secret Chamber", "Militia", "Moat"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Militia"});
  sc.set(1, Zone::kHand, {"Secret Chamber", "Moat", "Copper", "Estate", "Silver"});
  sc.set(1, Zone::kDeck, {"Gold", "Gold"});
  sc.turn(0);
  sc.play("Militia");
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).card, sc.id("Secret Chamber"));
  sc.yes();
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Copper"});
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).card, sc.id("Moat"));
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(1).hand.size(), 5);
}

// ---------------------------------------------------------------- Lurker

TEST(Lurker, TrashAnActionFromTheSupplyThenGainItFromTheTrash) {
  Scenario sc({"Lurker", "Laboratory", "Gardens"});
  sc.set(0, Zone::kHand, {"Lurker", "Lurker"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Lurker");
  const Decision& m = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kLurkerTrash);  // no Action in the trash yet
  sc.option(kLurkerTrash);
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Gardens"))));  // not an Action
  EXPECT_FALSE(sc.s.respond(Choice::one(kGold)));
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Laboratory"}));
  sc.answer(Choice::one(sc.id("Laboratory")));
  sc.play("Lurker");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, kLurkerGain);
  sc.option(kLurkerGain);
  // The Laboratory is the only Action in the trash: gained without a question.
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.pile(sc.id("Laboratory")), 9);
  EXPECT_EQ(sc.trashed("Laboratory"), 0);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Laboratory"}));
  EXPECT_EQ(sc.s.actions(), 1);
  (void)m;
}

TEST(Lurker, NothingInTheTrashGainsNothing) {
  Scenario sc({"Lurker"});
  sc.set(0, Zone::kHand, {"Lurker"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Lurker");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kLurkerGain);
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

// ---------------------------------------------------------------- Diplomat

TEST(Diplomat, TwoActionsWithFiveOrFewerCardsAfterDrawing) {
  for (int others : {3, 4}) {
    Scenario sc({"Diplomat"});
    Names hand = many("Copper", others);
    hand.push_back("Diplomat");
    sc.set(0, Zone::kHand, hand);
    sc.set(0, Zone::kDeck, {"Silver", "Silver"});
    sc.turn(0);
    sc.play("Diplomat");
    sc.next();
    EXPECT_EQ(sc.s.player(0).hand.size(), others + 2);
    EXPECT_EQ(sc.s.actions(), others + 2 <= 5 ? 2 : 0) << others;
  }
}

TEST(Diplomat, RevealedFromFiveCardsAgainstMilitiaAndAgainWhileFiveRemain) {
  Scenario sc({"Diplomat", "Militia"});
  sc.set(0, Zone::kHand, {"Militia"});
  sc.set(1, Zone::kHand, {"Diplomat", "Diplomat", "Copper", "Copper", "Estate", "Estate"});
  sc.set(1, Zone::kDeck, {"Gold", "Gold", "Silver", "Silver", "Copper"});
  sc.turn(0);
  sc.play("Militia");
  const Decision& r = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(r.card, sc.id("Diplomat"));
  sc.yes();
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 3);
  EXPECT_EQ(sc.s.player(1).hand.size(), 8);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Estate", "Estate"}));
  sc.choose({"Estate", "Estate", "Copper"});
  // 5 cards left: offered again.
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).card, sc.id("Diplomat"));
  sc.yes();
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper", "Silver", "Silver"});
  // 4 cards: no more offers, and Militia takes one more.
  const Decision& m = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(m.min, 1);
  EXPECT_EQ(sc.s.player(1).hand.size(), 4);
  sc.choose({"Diplomat"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Diplomat", "Gold", "Gold"}));
}

TEST(Diplomat, NotOfferedFromFourCards) {
  Scenario sc({"Diplomat", "Witch"});
  sc.set(0, Zone::kHand, {"Witch"});
  sc.set(1, Zone::kHand, {"Diplomat", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Witch");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 1);
}

// ---------------------------------------------------------------- Mill

TEST(Mill, DiscardTwoForTwoAndWorthAPoint) {
  Scenario sc({"Mill"});
  for (Zone z : {Zone::kHand, Zone::kDeck, Zone::kDiscard}) sc.set(0, z, {});
  sc.set(0, Zone::kHand, {"Mill", "Estate", "Estate", "Silver"});
  sc.set(0, Zone::kDeck, {"Copper"});
  EXPECT_EQ(sc.s.vp(0), 3);
  sc.turn(0);
  sc.play("Mill");
  const Decision& y = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(y.reason, Reason::kDiscard);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate", "Estate"}));
  sc.choose({"Estate", "Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
}

TEST(Mill, OneCardDiscardedGivesNothing) {
  Scenario sc({"Mill"});
  sc.set(0, Zone::kHand, {"Mill"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.turn(0);
  sc.play("Mill");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kBuy);  // the one card is discarded without a question
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

// ---------------------------------------------------------------- Secret Passage

TEST(SecretPassage, PutsACardAnywhereInTheDeck) {
  Scenario sc({"Secret Passage"});
  sc.set(0, Zone::kHand, {"Secret Passage", "Gold"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Silver", "Estate", "Duchy"});
  sc.turn(0);
  sc.play("Secret Passage");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.card, kGold);
  EXPECT_EQ(d.num_options, 4);  // 3 cards left in the deck: 4 places
  sc.option(2);                 // under 2 cards
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Silver", "Estate", "Gold", "Duchy"}));
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(SecretPassage, BottomAndEmptyDeckAndTheAi) {
  Scenario sc({"Secret Passage"});
  sc.set(0, Zone::kHand, {"Secret Passage", "Estate"});
  sc.set(0, Zone::kDeck, {"Curse", "Curse", "Silver"});
  sc.turn(0);
  sc.play("Secret Passage");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse"}));  // the hand is all junk
  sc.choose({"Curse"});
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, 1);  // junk: to the bottom
  sc.option(1);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Silver", "Curse"}));

  sc.set(0, Zone::kHand, {"Secret Passage", "Gold"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Secret Passage");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});  // the deck is empty now: it becomes the deck, no question
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Copper"}));
}

// ---------------------------------------------------------------- Courtier

TEST(Courtier, OneChoicePerTypeOfTheRevealedCard) {
  Scenario sc({"Courtier", "Mill"});
  sc.set(0, Zone::kHand, {"Courtier", "Mill", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Courtier");
  const Decision& r = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(r.reason, Reason::kReveal);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Mill"}));  // two types
  sc.choose({"Mill"});
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.num_options, 6);
  EXPECT_EQ(d.card, sc.id("Mill"));
  EXPECT_EQ(subset_of(2, ai_answer(sc).option), kCourtierCoins | kCourtierGold);
  sc.option(option_of(2, kCourtierCoins | kCourtierGold));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Mill"}));  // revealed, kept
}

TEST(Courtier, SingleTypeAndEmptyHand) {
  Scenario sc({"Courtier"});
  sc.set(0, Zone::kHand, {"Courtier", "Copper"});
  sc.turn(0);
  sc.play("Courtier");  // one card: revealed without a question
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.num_options, 4);
  sc.option(option_of(1, kCourtierBuy));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.coins(), 0);

  sc.set(0, Zone::kHand, {"Courtier"});
  sc.turn(0);
  sc.play("Courtier");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.buys(), 1);
}

// ---------------------------------------------------------------- Patrol

TEST(Patrol, DrawThreeThenVictoryAndCursesFromTheTopFour) {
  Scenario sc({"Patrol"});
  sc.set(0, Zone::kHand, {"Patrol"});
  sc.set(0, Zone::kDeck,
         {"Copper", "Copper", "Copper", "Curse", "Gold", "Duchy", "Silver", "Estate"});
  sc.turn(0);
  sc.play("Patrol");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kOrder);
  EXPECT_EQ(d.num_cards, 2);
  sc.choose({"Silver", "Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Copper", "Copper", "Curse", "Duchy"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Silver", "Estate"}));
}

TEST(Patrol, ShortDeckRevealsWhatThereIs) {
  Scenario sc({"Patrol"});
  sc.set(0, Zone::kHand, {"Patrol"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Patrol");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Copper", "Copper", "Estate"}));
  EXPECT_TRUE(sc.s.player(0).deck.empty());
}

// ---------------------------------------------------------------- Replace

TEST(Replace, ActionOrTreasureGoesOntoTheDeck) {
  Scenario sc({"Replace", "Smithy"});
  sc.set(0, Zone::kHand, {"Replace", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Replace");
  sc.expect(DecisionKind::kGain);  // the Estate was the only card: trashed without a question
  sc.answer(Choice::one(sc.id("Smithy")));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Smithy", "Copper"}));
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 0);
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

TEST(Replace, VictoryGainedCursesTheOthersUnlessMoated) {
  Scenario sc({"Replace", "Moat", "Mill"}, 3);
  sc.set(0, Zone::kHand, {"Replace", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(2, Zone::kHand, {"Copper"});
  sc.turn(0);
  sc.play("Replace");
  const Decision& m = sc.expect(DecisionKind::kYesNo);  // Moat, before the trash and the gain
  EXPECT_EQ(m.player, 1);
  sc.yes();
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kProvince));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Province"}));
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 0);
  EXPECT_EQ(sc.s.player(2).owned[kCurse], 1);

  // An Action-Victory card does both: onto the deck, and Curses.
  Scenario sc2({"Replace", "Mill"});
  sc2.set(0, Zone::kHand, {"Replace", "Silver"});
  sc2.set(0, Zone::kDeck, {});
  sc2.set(0, Zone::kDiscard, {});
  sc2.turn(0);
  sc2.play("Replace");
  sc2.expect(DecisionKind::kGain);
  sc2.answer(Choice::one(sc2.id("Mill")));
  sc2.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc2.cards(0, Zone::kDeck), Names({"Mill"}));
  EXPECT_EQ(sc2.s.player(1).owned[kCurse], 1);
}

// Reactions come when the Attack is played, before any of it resolves (Moat's FAQ): before the
// trash and the gain.
TEST(Replace, ReactionsComeBeforeTheTrash) {
  Scenario sc({"Replace", "Moat"}, 3);
  sc.set(0, Zone::kHand, {"Replace", "Gold", "Copper"});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(2, Zone::kHand, {"Moat"});
  sc.turn(0);
  sc.play("Replace");
  const Decision& m = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(m.player, 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold"}));  // nothing trashed yet
  sc.yes();
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).player, 2);
  sc.yes(false);
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kProvince));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 0);
  EXPECT_EQ(sc.s.player(2).owned[kCurse], 1);
}

TEST(Replace, AiRemodelsGoldIntoProvinceLate) {
  Scenario sc({"Replace"});
  sc.pile("Province", 3);
  sc.set(0, Zone::kHand, {"Replace", "Gold", "Copper", "Silver"});
  sc.turn(0);
  sc.play("Replace");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Gold"}));
}

// ---------------------------------------------------------------- the set as a whole

TEST(IntrigueCards, ThirtyTwoCardsBothEditions) {
  std::set<std::string> names;
  int first = 0, second = 0;
  for (const CardDef& d : Registry::standard().all()) {
    if (d.set != "Intrigue") continue;
    names.insert(d.name);
    first += d.edition != Edition::kSecond;
    second += d.edition != Edition::kFirst;
    EXPECT_TRUE(find_card_ai(d)) << d.name << " has no AI";
  }
  EXPECT_EQ(names.size(), 32u);
  EXPECT_EQ(first, 25);   // the 1st-edition set
  EXPECT_EQ(second, 26);  // the 2nd-edition set
}

// Provincial's kingdoms name Intrigue cards in lower case, 1st edition.
TEST(IntrigueCards, ProvincialNamesAreRead) {
  const auto dir = std::filesystem::path(KL_SOURCE_DIR).parent_path() / "shared" / "reference" /
                   "provincial-kingdoms";
  if (!std::filesystem::is_directory(dir)) GTEST_SKIP() << "no reference kingdoms at " << dir;
  std::set<std::string> intrigue;
  for (const auto& f : std::filesystem::directory_iterator(dir)) {
    std::ifstream in(f.path());
    std::string line;
    while (std::getline(in, line)) {
      if (line.rfind("Kingdom cards:", 0) != 0) continue;
      std::istringstream cards(
          line.substr(line.find('\t') + 1, line.find('@') - line.find('\t') - 1));
      std::string name;
      while (std::getline(cards, name, ',')) {
        const CardDef* d = Registry::standard().find(name, Edition::kFirst);
        if (d && d->set == "Intrigue") {
          EXPECT_NE(d->edition, Edition::kSecond) << name;
          intrigue.insert(name);
        }
      }
    }
  }
  // Every Intrigue card of Provincial's (all but Masquerade and Secret Chamber) appears.
  EXPECT_EQ(intrigue.size(), 23u);
  EXPECT_TRUE(intrigue.count("great hall") && intrigue.count("mining village"));
  const Menu m =
      parse_provincial("e2-d4-p8-great hall@2|mining village@1|secret chamber@1|gold@99");
  ASSERT_EQ(m.entries.size(), 4u);
  EXPECT_EQ(m.entries[0].card->name, "Great Hall");
  EXPECT_EQ(m.entries[2].card->name, "Secret Chamber");
  EXPECT_EQ(print_provincial(m), "e2-d4-p8-great hall@2|mining village@1|secret chamber@1|gold@99");
}

TEST(IntrigueCards, RulebookPresetsOfBothEditions) {
  int found = 0;
  for (const std::string& n : preset_names()) {
    const Kingdom k = find_kingdom(n);
    int intrigue = 0, other = 0;  // other: cards of later sets (their rulebooks' kingdoms)
    for (const CardDef* d : k.cards) {
      intrigue += d->set == "Intrigue";
      other += d->set != "Intrigue" && d->set != "Base";
    }
    if (intrigue == 0 || other > 0) continue;
    ++found;
    EXPECT_GE(intrigue, 5) << n;  // 5 with Base cards, 10 alone
    for (const CardDef* d : k.cards)
      if (d->name == "Masquerade") {
        EXPECT_EQ(d->edition, k.edition) << n;
      }
  }
  EXPECT_EQ(found, 12);
  // Random kingdoms from Base and Intrigue.
  const Kingdom r = random_kingdom({"base", "intrigue"}, 5, Edition::kFirst);
  for (const CardDef* d : r.cards) EXPECT_TRUE(d->set == "Base" || d->set == "Intrigue") << d->name;
}

// Training mutates the Intrigue cards of a kingdom and their play parameters.
TEST(IntrigueCards, TrainingMutatesTheCardsAndTheirParameters) {
  const Kingdom k = find_kingdom("hand-madness-1e");
  const MutationSpace sp = mutation_space(game_config(k, 1));
  std::set<std::string> cards, params;
  for (const CardDef* d : sp.kingdom) cards.insert(d->name);
  for (const PlayParam* p : sp.params) params.insert(p->name);
  for (const char* c : {"Courtyard", "Minion", "Nobles", "Steward", "Torturer"})
    EXPECT_TRUE(cards.count(c)) << c;
  for (const char* p :
       {"minion.coins_money", "nobles.actions_min", "steward.draw_margin", "torturer.curse_worth"})
    EXPECT_TRUE(params.count(p)) << p;
  EXPECT_FALSE(params.count("masquerade.keep_money"));  // not in this kingdom
  for (const PlayParam& p : play_params())
    if (p.effect >= fx::kIntrigueFirst && p.effect < fx::kIntrigueFirst + 100) {
      EXPECT_LE(p.lo, p.fallback) << p.name;
      EXPECT_LE(p.fallback, p.hi) << p.name;
      EXPECT_FALSE(p.doc.empty()) << p.name;
    }
}

}  // namespace
}  // namespace kl
