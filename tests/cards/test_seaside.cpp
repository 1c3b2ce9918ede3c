// Scenario tests for the Seaside set (both editions): each card's text and its FAQ edge cases,
// Durations across turns and under Throne Room, plus the heuristic player's key decisions.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "cards/sets/seaside.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
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

// Whether the heuristic player would play `card` now (its worth_playing check).
bool ai_worth(Scenario& sc, std::string_view card, int p = 0) {
  const Strategy& st = *find_bot("Big Money");
  const std::vector<double> params = resolve_params(st);
  PlayCtx ctx{&st, params.data()};
  return worth_playing(sc.s, p, sc.id(card), ctx);
}

// Ends the current turn answering its phase decisions with nothing, then runs to the first
// decision of the next turn (its Durations have acted by then).
void pass(Scenario& sc) {
  const int turn = sc.s.turn();
  for (;;) {
    ASSERT_FALSE(sc.s.over());
    const Decision& d = sc.next();
    if (sc.s.turn() != turn) return;
    ASSERT_TRUE(d.kind == DecisionKind::kPlayAction || d.kind == DecisionKind::kPlayTreasures ||
                d.kind == DecisionKind::kBuy)
        << "pass() met a card's decision";
    sc.answer(Choice::none());
  }
}

// Player 1 gets a quiet hand; player 0's deck is n Coppers (so next turns draw known cards).
void quiet(Scenario& sc, int coppers = 12) {
  sc.set(0, Zone::kDeck, many("Copper", coppers));
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, many("Copper", 5));
  sc.set(1, Zone::kDeck, many("Copper", 10));
}

// ---------------------------------------------------------------- registry rows

TEST(SeasideCards, ThirtyFiveCardsInBothEditions) {
  int first = 0, second = 0, both = 0;
  for (const CardDef& d : Registry::standard().all()) {
    if (d.set != "Seaside") continue;
    EXPECT_TRUE(d.kingdom) << d.name;
    EXPECT_EQ(d.effect / 100, 3) << d.name;
    EXPECT_NE(find_card_ai(d), nullptr) << d.name;
    (d.edition == Edition::kFirst ? first : d.edition == Edition::kSecond ? second : both) += 1;
  }
  // 18 in both editions (Treasury's two texts are one card each edition), 8 + 1 and 9 + 1.
  EXPECT_EQ(both, 17);
  EXPECT_EQ(first, 9);
  EXPECT_EQ(second, 10);
}

TEST(SeasideCards, EditionsCostsAndTypes) {
  const Registry& reg = Registry::standard();
  struct Row {
    const char* name;
    Edition edition;
    int cost;
    Types types;
  };
  const Row rows[] = {
      {"Fishing Village", Edition::kBoth, 3, kAction | kDuration},
      {"Lookout", Edition::kBoth, 3, kAction},
      {"Bazaar", Edition::kBoth, 5, kAction},
      {"Merchant Ship", Edition::kBoth, 5, kAction | kDuration},
      {"Pearl Diver", Edition::kFirst, 2, kAction},
      {"Explorer", Edition::kFirst, 5, kAction},
      {"Lighthouse", Edition::kBoth, 2, kAction | kDuration},
      {"Warehouse", Edition::kBoth, 3, kAction},
      {"Cutpurse", Edition::kBoth, 4, kAction | kAttack},
      {"Island", Edition::kBoth, 4, kAction | kVictory},
      {"Tactician", Edition::kBoth, 5, kAction | kDuration},
      {"Ambassador", Edition::kFirst, 3, kAction | kAttack},
      {"Caravan", Edition::kBoth, 4, kAction | kDuration},
      {"Salvager", Edition::kBoth, 4, kAction},
      {"Treasure Map", Edition::kBoth, 4, kAction},
      {"Wharf", Edition::kBoth, 5, kAction | kDuration},
      {"Navigator", Edition::kFirst, 4, kAction},
      {"Ghost Ship", Edition::kFirst, 5, kAction | kAttack},
      {"Haven", Edition::kBoth, 2, kAction | kDuration},
      {"Native Village", Edition::kBoth, 2, kAction},
      {"Smugglers", Edition::kBoth, 3, kAction},
      {"Outpost", Edition::kBoth, 5, kAction | kDuration},
      {"Treasury", Edition::kFirst, 5, kAction},
      {"Treasury", Edition::kSecond, 5, kAction},
      {"Embargo", Edition::kFirst, 2, kAction},
      {"Pirate Ship", Edition::kFirst, 4, kAction | kAttack},
      {"Sea Hag", Edition::kFirst, 4, kAction | kAttack},
      {"Astrolabe", Edition::kSecond, 3, kTreasure | kDuration},
      {"Monkey", Edition::kSecond, 3, kAction | kDuration},
      {"Sea Chart", Edition::kSecond, 3, kAction},
      {"Blockade", Edition::kSecond, 4, kAction | kDuration | kAttack},
      {"Sailor", Edition::kSecond, 4, kAction | kDuration},
      {"Tide Pools", Edition::kSecond, 4, kAction | kDuration},
      {"Corsair", Edition::kSecond, 5, kAction | kDuration | kAttack},
      {"Pirate", Edition::kSecond, 5, kAction | kDuration | kReaction},
      {"Sea Witch", Edition::kSecond, 5, kAction | kDuration | kAttack},
  };
  for (const Row& r : rows) {
    const CardDef* d = reg.find(r.name, r.edition);
    ASSERT_NE(d, nullptr) << r.name;
    EXPECT_EQ(d->set, "Seaside") << r.name;
    EXPECT_TRUE(d->kingdom) << r.name;
    EXPECT_EQ(int(d->edition), int(r.edition)) << r.name;
    EXPECT_EQ(d->cost, r.cost) << r.name;
    EXPECT_EQ(d->types, r.types) << r.name;
    EXPECT_NE(find_card_ai(*d), nullptr) << r.name << " has no AI";
  }
}

// ---------------------------------------------------------------- Bazaar

TEST(Bazaar, CardTwoActionsAndACoin) {
  Scenario sc({"Bazaar"});
  sc.set(0, Zone::kHand, {"Bazaar"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver"});
  sc.turn(0);
  sc.play("Bazaar");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names{"Gold"});
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(Bazaar, NothingToDrawStillGivesActionsAndCoin) {
  Scenario sc({"Bazaar", "Smithy"});
  sc.set(0, Zone::kHand, {"Bazaar", "Smithy"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Bazaar");
  sc.play("Smithy");  // 2 Actions left: Smithy can still be played
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

// ---------------------------------------------------------------- Fishing Village

TEST(FishingVillage, NowAndNextTurnThenDiscarded) {
  Scenario sc({"Fishing Village"});
  sc.set(0, Zone::kHand, {"Fishing Village", "Copper"});
  quiet(sc);
  sc.turn(0);
  sc.play("Fishing Village");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
  pass(sc);  // to player 1
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Fishing Village"});
  pass(sc);  // player 0's next turn: +1 Action +$1 before anything is played
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Fishing Village"});
  pass(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Fishing Village"), 1);
}

TEST(FishingVillage, UnderThroneRoomBothStayAndActTwice) {
  Scenario sc({"Fishing Village", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Fishing Village"});
  quiet(sc);
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Fishing Village"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.actions(), 4);
  EXPECT_EQ(sc.s.coins(), 2);
  pass(sc);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Fishing Village", "Throne Room"}));
  pass(sc);
  EXPECT_EQ(sc.s.actions(), 3);
  EXPECT_EQ(sc.s.coins(), 2);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

// ---------------------------------------------------------------- Merchant Ship

TEST(MerchantShip, TwoNowTwoNextTurn) {
  Scenario sc({"Merchant Ship"});
  sc.set(0, Zone::kHand, {"Merchant Ship"});
  quiet(sc);
  sc.turn(0);
  sc.play("Merchant Ship");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  pass(sc);
  pass(sc);
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Merchant Ship"});
  pass(sc);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Merchant Ship"), 1);
}

TEST(MerchantShip, ThroneRoomDoublesBothTurns) {
  Scenario sc({"Merchant Ship", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Merchant Ship"});
  quiet(sc);
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Merchant Ship"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 4);
  pass(sc);
  pass(sc);
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Merchant Ship", "Throne Room"}));
}

// ---------------------------------------------------------------- Explorer

TEST(Explorer, RevealedProvinceGainsGoldToHand) {
  Scenario sc({"Explorer"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Explorer", "Province"});
  sc.turn(0);
  const int golds = sc.s.pile(kGold);
  sc.play("Explorer");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kReveal);
  EXPECT_EQ(d.card, kProvince);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold", "Province"}));
  EXPECT_EQ(sc.s.pile(kGold), golds - 1);
}

TEST(Explorer, NoProvinceOrNotRevealedGainsSilverToHand) {
  Scenario sc({"Explorer"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Explorer", "Explorer", "Province"});
  sc.turn(0, 2);
  sc.play("Explorer");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.play("Explorer");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Province", "Silver", "Silver"}));

  Scenario s2({"Explorer"}, 2, k1E);
  s2.set(0, Zone::kHand, {"Explorer", "Copper"});
  s2.turn(0);
  s2.play("Explorer");  // nothing to reveal: no question
  s2.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(s2.cards(0, Zone::kHand), (Names{"Copper", "Silver"}));
}

TEST(Explorer, EmptyGoldPileGainsNothing) {
  Scenario sc({"Explorer"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Explorer", "Province"});
  sc.pile("Gold", 0);
  sc.turn(0);
  sc.play("Explorer");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names{"Province"});
}

// ---------------------------------------------------------------- Lookout

TEST(Lookout, TrashesOneDiscardsOneTopsTheOther) {
  Scenario sc({"Lookout"});
  sc.set(0, Zone::kHand, {"Lookout"});
  sc.set(0, Zone::kDeck, {"Estate", "Gold", "Copper", "Silver"});
  sc.turn(0);
  sc.play("Lookout");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.num_cards, 3);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Estate"});
  sc.choose({"Estate"});
  const Decision& d2 = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d2.reason, Reason::kDiscard);
  EXPECT_EQ(d2.num_cards, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Copper"});
  sc.choose({"Copper"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names{"Copper"});
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold", "Silver"}));
  EXPECT_TRUE(sc.s.player(0).aside.empty());
}

TEST(Lookout, ShufflesForMissingCardsAndWithFewerTrashesFirst) {
  // One card in the deck, one in the discard pile: after the shuffle only 2 to look at.
  Scenario sc({"Lookout"});
  sc.set(0, Zone::kHand, {"Lookout"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.set(0, Zone::kDiscard, {"Estate"});
  sc.turn(0);
  sc.play("Lookout");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.num_cards, 2);
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kBuy);  // the Silver must be discarded: nothing put back
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names{"Silver"});
  EXPECT_TRUE(sc.s.player(0).deck.empty());

  // A single card is trashed without a question.
  Scenario s2({"Lookout"});
  s2.set(0, Zone::kHand, {"Lookout"});
  s2.set(0, Zone::kDeck, {"Gold"});
  s2.set(0, Zone::kDiscard, {});
  s2.turn(0);
  s2.play("Lookout");
  s2.expect(DecisionKind::kBuy);
  EXPECT_EQ(s2.trashed("Gold"), 1);
}

TEST(Lookout, AiKeepsPointsLateAndSkipsAGoodDeck) {
  Scenario sc({"Lookout"});
  sc.set(0, Zone::kHand, {"Lookout"});
  sc.set(0, Zone::kDeck, {"Estate", "Gold", "Silver"});
  sc.pile("Province", 2);
  sc.turn(0);
  EXPECT_FALSE(ai_worth(sc, "Lookout"));  // no junk to trash in the deck
  sc.set(0, Zone::kDeck, {"Estate", "Copper", "Copper", "Gold"});
  sc.set(0, Zone::kDiscard, {"Gold", "Gold"});  // Coppers to spare
  EXPECT_TRUE(ai_worth(sc, "Lookout"));
  sc.set(0, Zone::kDeck, {"Estate", "Gold", "Silver"});
  sc.play("Lookout");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Silver"});  // late: the Estate is a point
}

// ---------------------------------------------------------------- Pearl Diver

TEST(PearlDiver, DrawsThenMayTopTheBottomCard) {
  Scenario sc({"Pearl Diver"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Pearl Diver"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate", "Silver", "Gold"});  // Gold at the bottom
  sc.turn(0);
  sc.play("Pearl Diver");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kTopdeck);
  EXPECT_EQ(d.card, kGold);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names{"Copper"});
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold", "Estate", "Silver"}));
}

TEST(PearlDiver, DeclineKeepsTheBottomAndAiLeavesJunk) {
  Scenario sc({"Pearl Diver"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Pearl Diver"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Estate"});
  sc.turn(0);
  sc.play("Pearl Diver");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 0);
  sc.yes(false);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Silver", "Estate"}));
}

TEST(PearlDiver, EmptyDeckShufflesFirstAndOneCardAsksNothing) {
  Scenario sc({"Pearl Diver"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Pearl Diver"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {"Gold", "Estate"});
  sc.turn(0);
  sc.play("Pearl Diver");  // draws the Copper; the deck is then made from the discard pile
  const CardId bottom = sc.expect(DecisionKind::kYesNo).card;
  EXPECT_EQ(sc.s.player(0).deck.size(), 2);
  EXPECT_EQ(bottom, sc.s.player(0).deck[0]);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).deck.back(), bottom);

  Scenario s2({"Pearl Diver"}, 2, k1E);
  s2.set(0, Zone::kHand, {"Pearl Diver"});
  s2.set(0, Zone::kDeck, {"Copper", "Gold"});
  s2.set(0, Zone::kDiscard, {});
  s2.turn(0);
  s2.play("Pearl Diver");  // one card left: its bottom is its top, nothing to decide
  s2.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(s2.cards(0, Zone::kDeck), Names{"Gold"});
}

// ---------------------------------------------------------------- Lighthouse

TEST(Lighthouse, CoinNowAndNextTurnAndStaysInPlay) {
  Scenario sc({"Lighthouse", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Lighthouse"});
  quiet(sc);
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Lighthouse"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.coins(), 2);
  pass(sc);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Lighthouse", "Throne Room"}));
  pass(sc);
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.coins(), 2);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

TEST(Lighthouse, InPlayItBlocksAttacksOnOtherPlayersTurns) {
  Scenario sc({"Lighthouse", "Militia"});
  sc.set(0, Zone::kHand, {"Lighthouse"});
  quiet(sc);
  sc.set(1, Zone::kHand, {"Militia", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Lighthouse");
  pass(sc);  // player 1's turn; Lighthouse is still in player 0's play area
  EXPECT_EQ(sc.s.current(), 1);
  sc.play("Militia");
  const Decision& d = sc.next();  // no discard asked of player 0
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.kind, DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);

  // Without it in play (next turn, after its Clean-up) the same attack hits.
  Scenario s2({"Lighthouse", "Militia"});
  s2.set(0, Zone::kHand, {"Lighthouse", "Copper", "Copper", "Copper", "Copper"});
  quiet(s2);
  s2.set(1, Zone::kHand, {"Militia", "Copper", "Copper", "Copper", "Copper"});
  s2.turn(1);
  s2.play("Militia");
  EXPECT_EQ(s2.expect(DecisionKind::kChooseCards).player, 0);
}

// ---------------------------------------------------------------- Island

TEST(Island, ItAndACardGoOnTheMatAndStillScore) {
  Scenario sc({"Island"});
  sc.set(0, Zone::kHand, {"Island", "Province", "Copper"});
  sc.turn(0);
  const int vp = sc.s.vp(0);
  sc.play("Island");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kMat);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Province"});
  sc.choose({"Province"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.mat_count(0, kIslandMat, sc.id("Island")), 1);
  EXPECT_EQ(sc.s.mat_count(0, kIslandMat, kProvince), 1);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
  EXPECT_EQ(sc.s.vp(0), vp);  // Island's 2 VP and the Province still count
  EXPECT_EQ(sc.s.def(sc.id("Island")).vp, 2);
}

TEST(Island, AloneGoesOnTheMatByItself) {
  Scenario sc({"Island"});
  sc.set(0, Zone::kHand, {"Island"});
  sc.turn(0);
  sc.play("Island");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.mat_size(0, kIslandMat), 1);
  EXPECT_EQ(sc.s.mat_count(0, kIslandMat, sc.id("Island")), 1);
}

TEST(Island, ThroneRoomSetsAsideASecondCard) {
  Scenario sc({"Island", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Island", "Estate", "Duchy", "Copper"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Island"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Duchy"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.mat_size(0, kIslandMat), 3);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Throne Room"});
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names{"Copper"});
}

TEST(Island, AiPlaysItWithJunkAndSetting) {
  Scenario sc({"Island"});
  sc.set(0, Zone::kHand, {"Island", "Gold", "Silver"});
  sc.turn(0);
  EXPECT_TRUE(ai_worth(sc, "Island"));  // island.play_without_junk defaults to 1
  Strategy st = *find_bot("Big Money");
  st.params["island.play_without_junk"] = 0;
  const std::vector<double> params = resolve_params(st);
  PlayCtx ctx{&st, params.data()};
  EXPECT_FALSE(worth_playing(sc.s, 0, sc.id("Island"), ctx));
  sc.set(0, Zone::kHand, {"Island", "Gold", "Estate"});
  EXPECT_TRUE(worth_playing(sc.s, 0, sc.id("Island"), ctx));
}

// ---------------------------------------------------------------- Cutpurse

TEST(Cutpurse, EachOtherPlayerDiscardsACopper) {
  Scenario sc({"Cutpurse"}, 3);
  sc.set(0, Zone::kHand, {"Cutpurse"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kHand, {"Silver", "Estate"});  // no Copper: reveals, nothing happens
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Cutpurse");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(1, Zone::kHand), (Names{"Copper", "Estate"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names{"Copper"});
  EXPECT_EQ(sc.cards(2, Zone::kHand), (Names{"Estate", "Silver"}));
  EXPECT_TRUE(sc.s.player(2).discard.empty());
}

TEST(Cutpurse, MoatBlocksIt) {
  Scenario sc({"Cutpurse", "Moat"});
  sc.set(0, Zone::kHand, {"Cutpurse"});
  sc.set(1, Zone::kHand, {"Moat", "Copper"});
  sc.turn(0);
  sc.play("Cutpurse");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kHand), (Names{"Copper", "Moat"}));
}

// ---------------------------------------------------------------- Ambassador

TEST(Ambassador, ReturnsUpToTwoAndEachOtherPlayerGainsOne) {
  Scenario sc({"Ambassador"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Ambassador", "Estate", "Estate", "Estate", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  const int estates = sc.s.pile(kEstate);
  sc.play("Ambassador");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kReveal);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Estate"});
  sc.choose({"Estate"});
  const Decision& r = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(r.reason, Reason::kReturn);
  EXPECT_EQ(r.num_options, 3);  // 0, 1 or 2 copies (not a third)
  EXPECT_EQ(ai_answer(sc).option, 2);
  sc.option(2);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Estate"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names{"Estate"});
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names{"Estate"});
  EXPECT_EQ(sc.s.pile(kEstate), estates + 2 - 2);
  EXPECT_EQ(sc.trashed("Estate"), 0);
}

TEST(Ambassador, ReturningNoneStillGivesAndAnEmptyPileRunsOutInTurnOrder) {
  Scenario sc({"Ambassador"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Ambassador", "Duchy"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kDiscard, {});
  sc.pile("Duchy", 1);
  sc.turn(0);
  sc.play("Ambassador");  // the Duchy is the only card: revealed without a question
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names{"Duchy"});
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names{"Duchy"});  // the last one, to the left
  EXPECT_TRUE(sc.s.player(2).discard.empty());
  EXPECT_EQ(sc.s.pile(kDuchy), 0);
}

TEST(Ambassador, EmptyHandDoesNothingAndReturnedPileIsNotEmpty) {
  Scenario sc({"Ambassador"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Ambassador"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Ambassador");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(1).discard.empty());

  Scenario s2({"Ambassador"}, 2, k1E);
  s2.set(0, Zone::kHand, {"Ambassador", "Curse", "Curse"});
  s2.set(1, Zone::kDiscard, {});
  s2.pile("Curse", 0);
  const int empty = s2.s.empty_piles();
  s2.turn(0);
  s2.play("Ambassador");
  s2.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(s2).option, 2);
  s2.option(2);
  s2.expect(DecisionKind::kBuy);
  EXPECT_EQ(s2.cards(1, Zone::kDiscard), Names{"Curse"});
  EXPECT_EQ(s2.s.pile(kCurse), 1);
  EXPECT_EQ(s2.s.empty_piles(), empty - 1);
}

TEST(Ambassador, AiRevealsCurseFirstAndKeepsMoney) {
  Scenario sc({"Ambassador"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Ambassador", "Estate", "Curse", "Copper", "Copper"});
  sc.turn(0);
  EXPECT_TRUE(ai_worth(sc, "Ambassador"));
  sc.play("Ambassador");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Curse"});

  // Few Treasures owned: Coppers are kept, and without a Curse or early Estate it is not played.
  Scenario s2({"Ambassador"}, 2, k1E);
  s2.set(0, Zone::kHand, {"Ambassador", "Copper", "Copper", "Silver"});
  s2.set(0, Zone::kDeck, {"Copper", "Copper"});
  s2.set(0, Zone::kDiscard, {});
  s2.turn(0);
  EXPECT_FALSE(ai_worth(s2, "Ambassador"));
}

// ---------------------------------------------------------------- Warehouse

TEST(Warehouse, DrawsThreeThenDiscardsThree) {
  Scenario sc({"Warehouse"});
  sc.set(0, Zone::kHand, {"Warehouse", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Estate", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Warehouse");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.min, 3);
  EXPECT_EQ(d.max, 3);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Copper", "Estate", "Estate"}));
  sc.choose({"Estate", "Estate", "Copper"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold", "Silver"}));
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.player(0).discard.size(), 3);
}

TEST(Warehouse, WithFewerThanThreeInHandDiscardsThemAll) {
  Scenario sc({"Warehouse"});
  sc.set(0, Zone::kHand, {"Warehouse"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Warehouse");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names{"Gold"});
}

TEST(Warehouse, AiDoesNotPlayItWithNothingToDraw) {
  Scenario sc({"Warehouse", "Bishop"});
  sc.set(0, Zone::kHand, {"Warehouse", "Bishop", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Bishop"}));  // it would discard the $ for nothing
  sc.set(0, Zone::kDiscard, {"Estate"});                      // one card to draw: played, first
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Warehouse"}));
}

// ---------------------------------------------------------------- Tactician

TEST(Tactician, DiscardsTheHandForFiveCardsActionAndBuyNextTurn) {
  Scenario sc({"Tactician"});
  sc.set(0, Zone::kHand, {"Tactician", "Copper", "Estate"});
  quiet(sc);
  sc.turn(0);
  sc.play("Tactician");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Copper", "Estate"}));
  pass(sc);
  pass(sc);
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 10);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Tactician"});
}

TEST(Tactician, EmptyHandGivesNothingAndIsDiscardedThisTurn) {
  Scenario sc({"Tactician"});
  sc.set(0, Zone::kHand, {"Tactician"});
  quiet(sc);
  sc.turn(0);
  EXPECT_FALSE(ai_worth(sc, "Tactician"));
  sc.play("Tactician");
  pass(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Tactician"), 1);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
  EXPECT_EQ(sc.s.buys(), 1);
}

TEST(Tactician, ThroneRoomGivesOneBonusAndBothStay) {
  Scenario sc({"Tactician", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Tactician", "Copper"});
  quiet(sc);
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Tactician"});
  sc.expect(DecisionKind::kBuy);
  pass(sc);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Tactician", "Throne Room"}));
  pass(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 10);  // the second play found an empty hand
  EXPECT_EQ(sc.s.buys(), 2);
}

TEST(Tactician, AiPlaysItOnlyWithAWeakHand) {
  Scenario sc({"Tactician"});
  sc.set(0, Zone::kHand, {"Tactician", "Copper", "Copper", "Estate", "Estate"});
  sc.turn(0);
  EXPECT_TRUE(ai_worth(sc, "Tactician"));
  sc.set(0, Zone::kHand, {"Tactician", "Gold", "Silver", "Copper", "Estate"});
  EXPECT_FALSE(ai_worth(sc, "Tactician"));
}

// ---------------------------------------------------------------- Caravan

TEST(Caravan, CardNowAndCardNextTurn) {
  Scenario sc({"Caravan"});
  sc.set(0, Zone::kHand, {"Caravan"});
  quiet(sc);
  sc.set(0, Zone::kDeck, {"Silver", "Copper", "Copper", "Copper", "Copper", "Copper", "Gold"});
  sc.turn(0);
  sc.play("Caravan");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names{"Silver"});
  EXPECT_EQ(sc.s.actions(), 1);
  pass(sc);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Caravan"});
  pass(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

TEST(Caravan, ThroneRoomDrawsTwoNextTurn) {
  Scenario sc({"Caravan", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Caravan"});
  quiet(sc);
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Caravan"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
  EXPECT_EQ(sc.s.actions(), 2);
  pass(sc);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Caravan", "Throne Room"}));
}

// ---------------------------------------------------------------- Wharf

TEST(Wharf, TwoCardsAndABuyNowAndNextTurn) {
  Scenario sc({"Wharf"});
  sc.set(0, Zone::kHand, {"Wharf"});
  quiet(sc, 30);
  sc.turn(0);
  sc.play("Wharf");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.actions(), 0);
  pass(sc);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Wharf"});
  pass(sc);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Wharf"), 1);
}

TEST(Wharf, ThroneRoomDoublesBothTurns) {
  Scenario sc({"Wharf", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Wharf"});
  quiet(sc, 20);
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Wharf"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);
  EXPECT_EQ(sc.s.buys(), 3);
  pass(sc);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 9);
  EXPECT_EQ(sc.s.buys(), 3);
}

// ---------------------------------------------------------------- Salvager

TEST(Salvager, TrashesForItsCostAndABuy) {
  Scenario sc({"Salvager"});
  sc.set(0, Zone::kHand, {"Salvager", "Gold", "Estate"});
  sc.turn(0);
  sc.play("Salvager");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.min, 1);  // mandatory
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Estate"});
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.trashed("Gold"), 1);
}

TEST(Salvager, EmptyHandStillGivesTheBuyAndThroneRoomTrashesTwo) {
  Scenario sc({"Salvager"});
  sc.set(0, Zone::kHand, {"Salvager"});
  sc.turn(0);
  sc.play("Salvager");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.s.buys(), 2);

  Scenario s2({"Salvager", "Throne Room"});
  s2.set(0, Zone::kHand, {"Throne Room", "Salvager", "Province", "Copper"});
  s2.turn(0);
  s2.play("Throne Room");
  s2.expect(DecisionKind::kChooseCards);
  s2.choose({"Salvager"});
  s2.expect(DecisionKind::kChooseCards);
  s2.choose({"Province"});
  s2.expect(DecisionKind::kBuy);  // the Copper is the only card left: trashed unasked
  EXPECT_EQ(s2.s.coins(), 8 + 0);
  EXPECT_EQ(s2.s.buys(), 3);
  EXPECT_EQ(s2.trashed("Copper"), 1);
}

TEST(Salvager, AiTrashesJunkAndIsNotPlayedWithout) {
  Scenario sc({"Salvager"});
  sc.set(0, Zone::kHand, {"Salvager", "Gold", "Silver"});
  sc.turn(0);
  EXPECT_FALSE(ai_worth(sc, "Salvager"));
  sc.set(0, Zone::kHand, {"Salvager", "Gold", "Curse", "Estate"});
  EXPECT_TRUE(ai_worth(sc, "Salvager"));
  sc.play("Salvager");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Curse"});
}

// ---------------------------------------------------------------- Ghost Ship

TEST(GhostShip, OthersPutCardsOnTheirDeckDownToThree) {
  Scenario sc({"Ghost Ship"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Ghost Ship"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(1, Zone::kHand, {"Gold", "Silver", "Copper", "Estate", "Estate"});
  sc.set(1, Zone::kDeck, {"Duchy"});
  sc.set(2, Zone::kHand, {"Copper", "Copper", "Copper"});  // 3 cards: nothing to do
  sc.turn(0);
  sc.play("Ghost Ship");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kTopdeck);
  EXPECT_EQ(d.min, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Estate", "Estate"}));
  sc.choose({"Estate", "Copper"});  // the Copper ends on top
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
  EXPECT_EQ(sc.cards(1, Zone::kHand), (Names{"Estate", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), (Names{"Copper", "Estate", "Duchy"}));
  EXPECT_EQ(sc.s.player(2).hand.size(), 3);
}

TEST(GhostShip, VictimPutsBackTheTerminalItCannotPlayFirst) {
  // Two terminals and no +Actions card: the cheaper one is dead this turn and live on top of the
  // deck, so it goes back before the Estate (a Curse too); the Smithy stays to be played.
  Scenario sc({"Ghost Ship", "Smithy", "Workshop", "Village"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Ghost Ship"});
  sc.set(1, Zone::kHand, {"Smithy", "Workshop", "Gold", "Curse", "Estate"});
  sc.turn(0);
  sc.play("Ghost Ship");
  ASSERT_EQ(sc.expect(DecisionKind::kChooseCards).player, 1);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Curse", "Workshop"}));
  // With a Village in hand both terminals can be played: the worst cards go back.
  Scenario sv({"Ghost Ship", "Smithy", "Workshop", "Village"}, 2, k1E);
  sv.set(0, Zone::kHand, {"Ghost Ship"});
  sv.set(1, Zone::kHand, {"Smithy", "Workshop", "Village", "Curse", "Estate"});
  sv.turn(0);
  sv.play("Ghost Ship");
  sv.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sv, ai_answer(sv)), (Names{"Curse", "Estate"}));
}

// Player 1's answer when player 0 plays Ghost Ship against `hand` (Big Money's buy rules, or
// st's): the cards put back, sorted, and the one that ends on top (the last chosen).
struct PutBack {
  Names cards;
  std::string top;
};
PutBack ghost_ship_put_back(const Names& hand, const Strategy* st = nullptr) {
  Scenario sc({"Ghost Ship"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Ghost Ship"});
  sc.set(1, Zone::kHand, hand);
  sc.turn(0);
  sc.play("Ghost Ship");
  EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).player, 1);
  const Choice c = ai_answer(sc, st);
  return {names_of(sc, c), c.n > 0 ? sc.s.def(c.cards[c.n - 1]).name : ""};
}

TEST(GhostShip, VictimPutsBackAGoldItsBuyDoesNotNeed) {
  // Gold×3, Silver, Copper: the best three make $9, but Gold, Gold, Silver buy the same $8
  // card; the third Gold goes back on top (drawn the turn after next) with the Copper under it.
  EXPECT_EQ(ghost_ship_put_back({"Gold", "Gold", "Gold", "Silver", "Copper"}).cards,
            (Names{"Copper", "Gold"}));
  // Gold×3, Silver×2: Gold, Gold, Silver buy what Gold×3 buys; a Silver stays put back (as the
  // least worth) and a Gold goes on top of it.
  const PutBack put = ghost_ship_put_back({"Gold", "Gold", "Gold", "Silver", "Silver"});
  EXPECT_EQ(put.cards, (Names{"Gold", "Silver"}));
  EXPECT_EQ(put.top, "Gold");
  // Gold, Silver×2, Copper, Estate: the best three make $7, Gold, Silver, Copper $6, the same
  // buy without buy rules ($6 to $7): a Silver goes back, not the Copper.
  EXPECT_EQ(ghost_ship_put_back({"Gold", "Silver", "Silver", "Copper", "Estate"}).cards,
            (Names{"Estate", "Silver"}));
  // Gold, Silver, Copper×2, Estate: Gold, Silver, Copper make $6 and nothing worth less does:
  // the least worth go back.
  EXPECT_EQ(ghost_ship_put_back({"Gold", "Silver", "Copper", "Copper", "Estate"}).cards,
            (Names{"Copper", "Estate"}));
}

// ghost_ship.save_cards 0 (Provincial's victim, which imports play): the best three stay.
TEST(GhostShip, VictimWithoutSavingKeepsItsBestThree) {
  Strategy st = *find_bot("Big Money");
  st.params["ghost_ship.save_cards"] = 0;
  EXPECT_EQ(ghost_ship_put_back({"Gold", "Gold", "Gold", "Silver", "Copper"}, &st).cards,
            (Names{"Copper", "Silver"}));
}

TEST(GhostShip, LighthouseInPlayProtects) {
  Scenario sc({"Ghost Ship", "Lighthouse"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Ghost Ship"});
  sc.set(1, Zone::kHand, {"Gold", "Silver", "Copper", "Estate", "Estate"});
  sc.s.put(1, Zone::kPlay, sc.id("Lighthouse"));
  sc.turn(0);
  sc.play("Ghost Ship");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(1).hand.size(), 5);
}

// ---------------------------------------------------------------- Treasure Map

TEST(TreasureMap, TwoMapsGainFourGoldsOntoTheDeck) {
  Scenario sc({"Treasure Map"});
  sc.set(0, Zone::kHand, {"Treasure Map", "Treasure Map", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.turn(0);
  EXPECT_TRUE(ai_worth(sc, "Treasure Map"));
  sc.play("Treasure Map");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Treasure Map"), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold", "Gold", "Gold", "Gold", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names{"Copper"});
}

TEST(TreasureMap, AloneIsTrashedForNothing) {
  Scenario sc({"Treasure Map"});
  sc.set(0, Zone::kHand, {"Treasure Map", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.turn(0);
  EXPECT_FALSE(ai_worth(sc, "Treasure Map"));
  sc.play("Treasure Map");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Treasure Map"), 1);
  EXPECT_TRUE(sc.s.player(0).deck.empty());
}

TEST(TreasureMap, FewGoldsLeftAndThroneRoomGainsOnce) {
  Scenario sc({"Treasure Map"});
  sc.set(0, Zone::kHand, {"Treasure Map", "Treasure Map"});
  sc.set(0, Zone::kDeck, {});
  sc.pile("Gold", 2);
  sc.turn(0);
  sc.play("Treasure Map");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold", "Gold"}));
  EXPECT_EQ(sc.s.pile(kGold), 0);

  Scenario s2({"Treasure Map", "Throne Room"});
  s2.set(0, Zone::kHand, {"Throne Room", "Treasure Map", "Treasure Map", "Treasure Map"});
  s2.set(0, Zone::kDeck, {});
  s2.turn(0);
  s2.play("Throne Room");
  s2.expect(DecisionKind::kChooseCards);
  s2.choose({"Treasure Map"});
  s2.expect(DecisionKind::kBuy);
  EXPECT_EQ(s2.trashed("Treasure Map"), 3);  // the second play trashes one from hand only
  EXPECT_EQ(s2.s.player(0).deck.size(), 4);
}

// ---------------------------------------------------------------- Navigator

TEST(Navigator, DiscardsAllFiveOrPutsThemBackInOrder) {
  Scenario sc({"Navigator"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Navigator"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate", "Estate", "Copper", "Curse", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Navigator");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.num_cards, 5);
  EXPECT_EQ(ai_answer(sc).option, 1);  // $2 in 5 cards
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.player(0).discard.size(), 5);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names{"Gold"});

  Scenario s2({"Navigator"}, 2, k1E);
  s2.set(0, Zone::kHand, {"Navigator"});
  s2.set(0, Zone::kDeck, {"Gold", "Estate", "Silver"});
  s2.set(0, Zone::kDiscard, {});
  s2.turn(0);
  s2.play("Navigator");  // only 3 cards, even after trying to shuffle
  s2.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(s2).option, 0);
  s2.yes(false);
  const Decision& o = s2.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(o.reason, Reason::kOrder);
  EXPECT_EQ(o.min, 3);
  const Choice c = ai_answer(s2);
  ASSERT_EQ(c.n, 3);
  EXPECT_EQ(c.cards[2], kGold);  // the best ends on top
  s2.choose({"Silver", "Estate", "Gold"});
  s2.expect(DecisionKind::kBuy);
  EXPECT_EQ(s2.cards(0, Zone::kDeck), (Names{"Gold", "Estate", "Silver"}));
}

TEST(Navigator, EmptyDeckShufflesAndNothingAtAllAsksNothing) {
  Scenario sc({"Navigator"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Navigator"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {"Copper", "Copper", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Navigator");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.num_cards, 5);
  EXPECT_EQ(d.cards[0], kGold);  // the deck's card first, then the shuffled discard pile
  sc.yes(false);
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper", "Copper", "Copper", "Copper", "Gold"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck)[0], "Gold");
  EXPECT_EQ(sc.s.player(0).deck.size(), 7);  // the sixth Copper below the five put back

  Scenario s2({"Navigator"}, 2, k1E);
  s2.set(0, Zone::kHand, {"Navigator"});
  s2.set(0, Zone::kDeck, {});
  s2.set(0, Zone::kDiscard, {});
  s2.turn(0);
  s2.play("Navigator");
  s2.expect(DecisionKind::kBuy);
  EXPECT_EQ(s2.s.coins(), 2);
}

void buy(Scenario& sc, const std::string& card) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id(card)));
}

// ---------------------------------------------------------------- Treasury

TEST(Treasury, FirstEditionTopsItselfAtCleanupUnlessAVictoryCardWasBought) {
  Scenario sc({"Treasury"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Treasury", "Treasury", "Silver"});
  quiet(sc);
  sc.turn(0);
  sc.play("Treasury");
  sc.play("Treasury");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Silver");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kUseAbility);
  EXPECT_EQ(d.card, sc.id("Treasury"));
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kYesNo);  // the second copy is asked too
  sc.yes(false);
  sc.next();  // player 1's turn
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Treasury"), 1);  // drawn back at once
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Treasury"), 1);

  Scenario s2({"Treasury"}, 2, k1E);
  s2.set(0, Zone::kHand, {"Treasury", "Gold"});
  quiet(s2);
  s2.turn(0);
  s2.play("Treasury");
  s2.expect(DecisionKind::kPlayTreasures);
  s2.answer(Choice::all_treasures());
  buy(s2, "Estate");
  s2.next();  // no question: a Victory card was bought
  EXPECT_EQ(s2.s.current(), 1);
  EXPECT_EQ(s2.count(0, Zone::kDiscard, "Treasury"), 1);
}

TEST(Treasury, SecondEditionAtTheEndOfTheBuyPhase) {
  Scenario sc({"Treasury"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Treasury", "Silver"});
  quiet(sc);
  sc.turn(0);
  sc.play("Treasury");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Silver");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Treasury"), 1);

  Scenario s2({"Treasury"}, 2, k2E);
  s2.set(0, Zone::kHand, {"Treasury", "Gold"});
  quiet(s2);
  s2.turn(0, 1, 2);
  s2.play("Treasury");
  s2.expect(DecisionKind::kPlayTreasures);
  s2.answer(Choice::all_treasures());
  buy(s2, "Silver");
  buy(s2, "Estate");  // a Victory card gained in the Buy phase
  s2.next();
  EXPECT_EQ(s2.s.current(), 1);
  EXPECT_EQ(s2.count(0, Zone::kDiscard, "Treasury"), 1);
}

// ---------------------------------------------------------------- Smugglers

TEST(Smugglers, GainsACardUpToSixTheRightPlayerGainedLastTurn) {
  Scenario sc({"Smugglers"});
  quiet(sc);
  sc.set(0, Zone::kHand, {"Smugglers", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(1, 1, 3, 20);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  buy(sc, "Province");
  buy(sc, "Gold");
  buy(sc, "Silver");
  sc.expect(DecisionKind::kPlayAction);  // player 0
  EXPECT_TRUE(ai_worth(sc, "Smugglers"));
  sc.answer(Choice::one(sc.id("Smugglers")));
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_FALSE(sc.s.can_gain(d, kProvince));  // costs more than $6
  EXPECT_TRUE(sc.s.can_gain(d, kGold));
  EXPECT_TRUE(sc.s.can_gain(d, kSilver));
  EXPECT_FALSE(sc.s.can_gain(d, kCopper));  // not gained by player 1
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Gold"});
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 1);
}

TEST(Smugglers, NothingGainedGivesNothingAndItIsThePlayerToTheRight) {
  Scenario sc({"Smugglers"}, 3);
  sc.set(0, Zone::kHand, {"Smugglers"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, many("Copper", 5));
  sc.set(2, Zone::kHand, many("Copper", 5));
  sc.turn(1, 1, 1, 6);  // player 1 (to player 0's left) gains a Gold
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  buy(sc, "Gold");
  sc.expect(DecisionKind::kPlayTreasures);  // player 2 (to player 0's right) gains nothing
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  EXPECT_FALSE(ai_worth(sc, "Smugglers"));
  sc.play("Smugglers");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

// ---------------------------------------------------------------- Sea Hag

TEST(SeaHag, DiscardsTheTopCardAndTopsACurse) {
  Scenario sc({"Sea Hag"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Sea Hag"});
  sc.set(1, Zone::kDeck, {"Gold", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Sea Hag");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), (Names{"Curse", "Copper"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names{"Gold"});
}

TEST(SeaHag, EmptyDeckStillGetsTheCurseAndNoCurseLeftOnlyDiscards) {
  Scenario sc({"Sea Hag"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Sea Hag"});
  sc.set(1, Zone::kDeck, {});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Sea Hag");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names{"Curse"});

  Scenario s2({"Sea Hag"}, 2, k1E);
  s2.set(0, Zone::kHand, {"Sea Hag"});
  s2.set(1, Zone::kDeck, {"Silver"});
  s2.set(1, Zone::kDiscard, {});
  s2.pile("Curse", 0);
  s2.turn(0);
  s2.play("Sea Hag");
  s2.expect(DecisionKind::kBuy);
  EXPECT_TRUE(s2.s.player(1).deck.empty());
  EXPECT_EQ(s2.cards(1, Zone::kDiscard), Names{"Silver"});
}

// ---------------------------------------------------------------- Haven

TEST(Haven, SetsACardAsideUntilTheNextTurn) {
  Scenario sc({"Haven"});
  sc.set(0, Zone::kHand, {"Haven", "Gold", "Estate"});
  quiet(sc);
  sc.turn(0);
  sc.play("Haven");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kMat);
  EXPECT_EQ(d.min, 1);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Estate"}));
  EXPECT_EQ(sc.s.mat_count(0, kHavenMat, kGold), 1);
  pass(sc);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Haven"});
  pass(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.s.mat_size(0, kHavenMat), 0);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

// A lookahead copy that deals the face-down card again (State::determinize, seen by player 1)
// still returns whatever card is under the Haven at the start of the next turn.
TEST(Haven, ADeterminizedCopyStillReturnsTheSetAsideCard) {
  Scenario sc({"Haven"});
  sc.set(0, Zone::kHand, {"Haven", "Gold", "Estate"});
  quiet(sc);
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Silver", "Silver", "Silver", "Silver", "Silver"});
  sc.turn(0);
  sc.play("Haven");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  pass(sc);
  int misses = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    State copy = sc.s;
    copy.determinize(1, seed);
    // Player 1 ends their turn; player 0's turn starts with the Haven's card returned.
    while (!copy.over() && copy.current() == 1) {
      copy.advance();
      if (copy.current() != 1) break;
      ASSERT_TRUE(copy.respond(Choice::none()));
    }
    copy.advance();
    ASSERT_EQ(copy.current(), 0);
    misses += copy.mat_size(0, kHavenMat) != 0 || copy.player(0).hand.size() != 6;
  }
  EXPECT_EQ(misses, 0);
}

TEST(Haven, EmptyHandSetsNothingAsideAndIsDiscardedThisTurn) {
  Scenario sc({"Haven"});
  sc.set(0, Zone::kHand, {"Haven"});
  quiet(sc, 0);
  sc.turn(0);
  sc.play("Haven");
  sc.expect(DecisionKind::kBuy);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
  EXPECT_EQ(sc.s.mat_size(0, kHavenMat), 0);
}

TEST(Haven, ThroneRoomSetsAsideTwo) {
  Scenario sc({"Haven", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Haven", "Gold", "Silver", "Estate"});
  quiet(sc);
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Haven"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});
  pass(sc);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Haven", "Throne Room"}));
  pass(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
}

TEST(Haven, AiSavesSpareMoneyElseJunk) {
  Scenario sc({"Haven"});
  sc.set(0, Zone::kHand, {"Haven", "Gold", "Gold", "Silver", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Haven");  // $9 with the Copper drawn: the Copper is spare ($8 either way)
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Copper"});
  // $5: Big Money buys a Silver with $5 as with $3, so the Silver is spare.
  sc.set(0, Zone::kHand, {"Gold", "Silver", "Estate"});
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Silver"});
  sc.set(0, Zone::kHand, {"Gold", "Estate"});
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Estate"});  // $3: the Gold buys the Silver
}

// ---------------------------------------------------------------- Native Village

TEST(NativeVillage, PutsTheTopCardOnTheMatThenTakesTheMat) {
  Scenario sc({"Native Village"});
  sc.set(0, Zone::kHand, {"Native Village", "Native Village"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Copper"});
  sc.turn(0);
  sc.play("Native Village");
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.reason, Reason::kMode);
  EXPECT_EQ(d.num_options, 2);
  sc.option(fx::kNativeVillagePut);
  sc.play("Native Village");
  EXPECT_EQ(sc.s.mat_count(0, kNativeVillageMat, kGold), 1);
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kNativeVillagePut);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.mat_size(0, kNativeVillageMat), 2);
  EXPECT_EQ(sc.s.actions(), 3);

  sc.set(0, Zone::kHand, {"Native Village"});
  sc.turn(0);
  sc.play("Native Village");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kNativeVillageTake);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold", "Silver"}));
  EXPECT_EQ(sc.s.mat_size(0, kNativeVillageMat), 0);
}

TEST(NativeVillage, NothingToPutAndAnEmptyMatToTake) {
  Scenario sc({"Native Village"});
  sc.set(0, Zone::kHand, {"Native Village", "Native Village"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Native Village");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kNativeVillagePut);
  sc.play("Native Village");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kNativeVillageTake);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.mat_size(0, kNativeVillageMat), 0);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

TEST(NativeVillage, AiTakesAFullMatOrOneThatReachesAPricePoint) {
  Scenario sc({"Native Village"});
  sc.set(0, Zone::kHand, {"Native Village", "Gold", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Native Village");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, fx::kNativeVillagePut);  // empty mat
  sc.s.put(0, Zone::kAside, kSilver);
  sc.s.to_mat(0, kNativeVillageMat, kSilver, Zone::kAside);
  EXPECT_EQ(ai_answer(sc).option, fx::kNativeVillageTake);  // $4 + $2 reaches $6
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Gold"});
  EXPECT_EQ(ai_answer(sc).option, fx::kNativeVillagePut);  // $9 or $11: $8 either way
}

// ---------------------------------------------------------------- Outpost

TEST(Outpost, ExtraTurnWithThreeCardsAndItStaysUntilThen) {
  Scenario sc({"Outpost", "Merchant Ship", "Bazaar"});
  sc.set(0, Zone::kHand, {"Bazaar", "Outpost", "Merchant Ship"});
  quiet(sc);
  sc.turn(0);
  const int turns = sc.s.player(0).turns;
  sc.play("Bazaar");
  sc.play("Outpost");
  sc.play("Merchant Ship");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_TRUE(sc.s.extra_turn_due());
  pass(sc);  // the extra turn: same player, 3 cards, Merchant Ship's +$2 now
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_TRUE(sc.s.extra_turn());
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Merchant Ship", "Outpost"}));
  pass(sc);
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.s.player(0).turns, turns + 1);  // the extra turn is not counted
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
}

TEST(Outpost, TwiceInATurnOrOnTheExtraTurnFails) {
  Scenario sc({"Outpost", "Bazaar"});
  sc.set(0, Zone::kHand, {"Bazaar", "Outpost", "Outpost"});
  quiet(sc);
  sc.set(0, Zone::kDeck,
         {"Copper", "Copper", "Copper", "Outpost", "Copper", "Copper", "Copper", "Copper", "Copper",
          "Copper"});
  sc.turn(0);
  sc.play("Bazaar");
  EXPECT_TRUE(ai_worth(sc, "Outpost"));
  sc.play("Outpost");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_FALSE(ai_worth(sc, "Outpost"));  // a second one would fail
  sc.answer(Choice::one(sc.id("Outpost")));
  sc.expect(DecisionKind::kPlayTreasures);
  pass(sc);
  EXPECT_TRUE(sc.s.extra_turn());
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Outpost"});  // the failed one was discarded
  EXPECT_EQ(sc.count(0, Zone::kHand, "Outpost"), 1);
  sc.answer(Choice::one(sc.id("Outpost")));  // on the extra turn: no third turn
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_FALSE(sc.s.extra_turn_due());
  pass(sc);
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);  // both Outposts leave play
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);  // the failed Outpost draws a normal hand
}

TEST(Outpost, ThroneRoomGivesOneExtraTurnAndStaysWithIt) {
  Scenario sc({"Outpost", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Outpost"});
  quiet(sc);
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Outpost"});
  sc.expect(DecisionKind::kBuy);
  pass(sc);
  EXPECT_TRUE(sc.s.extra_turn());
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Outpost", "Throne Room"}));
  pass(sc);
  EXPECT_EQ(sc.s.current(), 1);  // one extra turn only
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

// ---------------------------------------------------------------- Pirate Ship

TEST(PirateShip, RaidTrashesTheChosenTreasuresAndTakesOneCoin) {
  Scenario sc({"Pirate Ship"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Pirate Ship"});
  sc.set(1, Zone::kDeck, {"Gold", "Estate"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kDeck, {"Copper", "Silver", "Gold"});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Pirate Ship");
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, fx::kPirateShipRaid);
  sc.option(fx::kPirateShipRaid);
  const Decision& t = sc.expect(DecisionKind::kChooseCards);  // player 1's Gold: the only one
  (void)d;
  EXPECT_EQ(t.player, 0);
  EXPECT_EQ(t.target, 2);
  EXPECT_EQ(t.reason, Reason::kOpponentCard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Silver"});
  sc.choose({"Copper"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names{"Estate"});
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names{"Silver"});
  EXPECT_EQ(sc.cards(2, Zone::kDeck), Names{"Gold"});
  EXPECT_EQ(sc.s.player_tokens(0, kPirateShipCoins), 1);  // one coin, however many trashed
}

TEST(PirateShip, NoTreasureNoCoinAndCashPaysPerCoin) {
  Scenario sc({"Pirate Ship"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Pirate Ship", "Pirate Ship"});
  sc.set(1, Zone::kDeck, {"Estate", "Duchy"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0, 2);
  sc.play("Pirate Ship");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(fx::kPirateShipRaid);
  sc.play("Pirate Ship");
  EXPECT_EQ(sc.s.player_tokens(0, kPirateShipCoins), 0);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), (Names{"Duchy", "Estate"}));
  sc.expect(DecisionKind::kChooseOption);
  sc.s.add_player_tokens(0, kPirateShipCoins, 3);
  EXPECT_EQ(ai_answer(sc).option, fx::kPirateShipCash);
  sc.option(fx::kPirateShipCash);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
}

// ---------------------------------------------------------------- Embargo

TEST(Embargo, TrashedForATokenAndBuyingThereGainsACurse) {
  Scenario sc({"Embargo"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Embargo"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2, 0);
  sc.play("Embargo");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_TRUE(sc.s.can_name(d, kSilver));
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.trashed("Embargo"), 1);
  EXPECT_EQ(sc.s.pile_tokens(kEmbargoTokens, kSilver), 1);
  sc.s.add_coins(4);
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Curse", "Silver"}));
  sc.answer(Choice::one(kCopper));  // no token: no Curse
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Curse") + sc.count(0, Zone::kHand, "Curse") +
                sc.count(0, Zone::kDeck, "Curse"),
            1);
}

TEST(Embargo, ThroneRoomAddsOneTokenAndEmptyPilesMayBeEmbargoed) {
  Scenario sc({"Embargo", "Throne Room"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Throne Room", "Embargo"});
  sc.pile("Duchy", 0);
  sc.turn(0);
  sc.play("Throne Room");  // 1st edition: must play the only Action, unasked
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_TRUE(sc.s.can_name(d, kDuchy));
  sc.choose({"Duchy"});
  sc.expect(DecisionKind::kBuy);  // the second play could not trash it: no second token
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.s.pile_tokens(kEmbargoTokens, kDuchy), 1);
}

TEST(Embargo, TwoTokensTwoCursesWhileCursesLast) {
  Scenario sc({"Embargo"}, 2, k1E);
  sc.set(0, Zone::kDiscard, {});
  sc.s.add_pile_tokens(kEmbargoTokens, kGold, 2);
  sc.pile("Curse", 1);
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 6);
  buy(sc, "Gold");
  sc.next();
  EXPECT_EQ(sc.s.player(0).owned[kCurse], 1);
  EXPECT_EQ(sc.s.player(0).owned[kGold], 1);
  EXPECT_EQ(sc.s.pile(kCurse), 0);
}

TEST(Embargo, AiEmbargoesWhatTheOpponentBuys) {
  Scenario sc({"Embargo", "Smithy"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Embargo"});
  sc.set(1, Zone::kDiscard, {"Smithy", "Gold"});
  sc.set(1, Zone::kDeck, {"Smithy"});
  sc.turn(0);
  sc.play("Embargo");
  sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Smithy"});
}

// ---------------------------------------------------------------- Astrolabe

TEST(Astrolabe, CoinAndBuyNowAndNextTurn) {
  Scenario sc({"Astrolabe"});
  sc.set(0, Zone::kHand, {"Astrolabe", "Astrolabe", "Copper"});
  quiet(sc);
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.buys(), 3);
  pass(sc);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Astrolabe", "Astrolabe"}));
  pass(sc);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.buys(), 3);
  pass(sc);
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

TEST(Astrolabe, NotPlayedStaysInHandAndDoesNothing) {
  Scenario sc({"Astrolabe"});
  sc.set(0, Zone::kHand, {"Astrolabe", "Silver"});
  quiet(sc);
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.buys(), 1);
  pass(sc);
  pass(sc);
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.s.buys(), 1);
}

// ---------------------------------------------------------------- Monkey

TEST(Monkey, ACardPerGainOfThePlayerToTheRightThenOneMore) {
  Scenario sc({"Monkey"}, 3);
  sc.set(0, Zone::kHand, {"Monkey"});
  quiet(sc, 20);
  sc.set(2, Zone::kHand, many("Copper", 5));
  sc.turn(0);
  sc.play("Monkey");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
  pass(sc);  // player 1 (the left) buys: nothing
  EXPECT_EQ(sc.s.current(), 1);
  sc.answer(Choice::none());
  buy(sc, "Copper");
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
  sc.expect(DecisionKind::kPlayTreasures);  // player 2, to player 0's right
  sc.answer(Choice::none());
  sc.s.add_buys(1);
  buy(sc, "Copper");
  buy(sc, "Curse");
  sc.next();  // the Curse's gain resolves, then player 0's turn starts
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5 + 2 + 1);  // two gains, +1 Card at the start
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Monkey"});
}

TEST(Monkey, ThroneRoomDrawsTwoPerGainAndItEndsAtTheNextTurn) {
  Scenario sc({"Monkey", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Monkey"});
  quiet(sc, 30);
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Monkey"});
  pass(sc);
  sc.answer(Choice::none());
  buy(sc, "Copper");
  sc.next();  // player 0's turn: +2 Cards for the gain, +2 Cards from the two plays
  EXPECT_EQ(sc.s.player(0).hand.size(), 9);
  pass(sc);
  sc.answer(Choice::none());
  buy(sc, "Copper");  // the ability is over
  sc.next();
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
}

// ---------------------------------------------------------------- Sea Chart

TEST(SeaChart, TopCardIntoHandWithACopyInPlay) {
  Scenario sc({"Sea Chart", "Village"});
  sc.set(0, Zone::kHand, {"Village", "Sea Chart"});
  sc.set(0, Zone::kDeck, {"Copper", "Village", "Gold"});
  sc.turn(0);
  sc.play("Village");    // draws the Copper
  sc.play("Sea Chart");  // draws the Village (in play: a copy), reveals... the Gold? no:
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Village"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names{"Gold"});  // no Gold in play: back on top
}

TEST(SeaChart, ItselfCountsAsTheCopy) {
  Scenario sc({"Sea Chart"});
  sc.set(0, Zone::kHand, {"Sea Chart"});
  sc.set(0, Zone::kDeck, {"Copper", "Sea Chart", "Gold"});
  sc.turn(0);
  sc.play("Sea Chart");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Sea Chart"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names{"Gold"});

  Scenario s2({"Sea Chart"});
  s2.set(0, Zone::kHand, {"Sea Chart"});
  s2.set(0, Zone::kDeck, {"Copper"});
  s2.set(0, Zone::kDiscard, {});
  s2.turn(0);
  s2.play("Sea Chart");  // nothing left to reveal
  s2.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(s2.cards(0, Zone::kHand), Names{"Copper"});
}

// ---------------------------------------------------------------- Blockade

TEST(Blockade, SetsTheGainAsideAndCursesOthersGainingACopy) {
  Scenario sc({"Blockade"});
  sc.set(0, Zone::kHand, {"Blockade"});
  quiet(sc);
  sc.turn(0);
  sc.play("Blockade");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 4);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.mat_count(0, kBlockadeMat, kSilver), 1);
  pass(sc);  // player 1 gains a Silver on their turn: a Curse
  sc.answer(Choice::none());
  sc.s.add_coins(3);
  sc.s.add_buys(1);
  buy(sc, "Silver");
  buy(sc, "Copper");  // not the set-aside card
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 1);
  sc.next();  // player 0: the Silver comes into the hand
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
  EXPECT_EQ(sc.s.mat_size(0, kBlockadeMat), 0);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Blockade"});
}

TEST(Blockade, LighthouseProtectsAndNothingGainedNothingLasts) {
  Scenario sc({"Blockade", "Lighthouse"});
  sc.set(0, Zone::kHand, {"Blockade"});
  quiet(sc);
  sc.s.put(1, Zone::kPlay, sc.id("Lighthouse"));
  sc.turn(0);
  sc.play("Blockade");
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  pass(sc);
  sc.answer(Choice::none());
  sc.s.add_coins(3);
  buy(sc, "Silver");
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 0);

  Scenario s2({"Blockade"});
  s2.set(0, Zone::kHand, {"Blockade"});
  quiet(s2);
  for (const char* c : {"Copper", "Silver", "Estate", "Curse", "Blockade"}) s2.pile(c, 0);
  s2.turn(0);
  s2.play("Blockade");  // nothing costing up to $4 left: nothing set aside
  s2.expect(DecisionKind::kBuy);
  EXPECT_EQ(s2.s.num_watchers(), 0);
  s2.answer(Choice::none());
  EXPECT_FALSE(s2.s.advance());              // five empty piles: the game ends after the Clean-up
  EXPECT_EQ(s2.s.player(0).play.size(), 0);  // Blockade was discarded
}

// ---------------------------------------------------------------- Sailor

TEST(Sailor, PlaysAGainedDurationOnceAndNextTurnCoinsAndTrash) {
  Scenario sc({"Sailor", "Caravan", "Smithy"});
  sc.set(0, Zone::kHand, {"Sailor"});
  quiet(sc, 30);
  sc.turn(0, 1, 3, 12);
  sc.play("Sailor");
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id("Smithy")));  // not a Duration: nothing offered
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id("Caravan")));
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kPlay);
  EXPECT_EQ(d.card, sc.id("Caravan"));
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Caravan"), 1);
  EXPECT_EQ(sc.s.player(0).hand.size(), 1);  // Caravan's +1 Card
  sc.answer(Choice::one(sc.id("Caravan")));  // once per turn: no second offer
  sc.next();
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Caravan", "Sailor"}));
  pass(sc);
  // Player 0: Sailor's +$2 and trash (played first, so it acts first), then Caravan's card.
  const Decision& t = sc.s.decision();
  EXPECT_EQ(t.kind, DecisionKind::kChooseCards);
  EXPECT_EQ(t.reason, Reason::kTrash);
  EXPECT_EQ(t.min, 0);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
  sc.choose({"Copper"});
  sc.next();
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
}

TEST(Sailor, DeclinedOfferStaysForALaterGainAndAiTrashesJunk) {
  Scenario sc({"Sailor", "Caravan"});
  sc.set(0, Zone::kHand, {"Sailor"});
  quiet(sc, 30);
  sc.turn(0, 1, 2, 8);
  sc.play("Sailor");
  buy(sc, "Caravan");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  buy(sc, "Caravan");
  sc.expect(DecisionKind::kYesNo);  // still once this turn
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Caravan"), 1);

  Scenario s2({"Sailor"});
  s2.set(0, Zone::kHand, {"Sailor"});
  quiet(s2);
  s2.turn(0);
  s2.play("Sailor");
  pass(s2);
  s2.set(0, Zone::kDeck, {});
  pass(s2);
  s2.s.put(0, Zone::kHand, kEstate);
  EXPECT_EQ(names_of(s2, ai_answer(s2)), Names{"Estate"});
}

// ---------------------------------------------------------------- Tide Pools

TEST(TidePools, ThreeCardsNowDiscardTwoNextTurn) {
  Scenario sc({"Tide Pools"});
  sc.set(0, Zone::kHand, {"Tide Pools"});
  quiet(sc, 30);
  sc.turn(0);
  sc.play("Tide Pools");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.s.actions(), 1);
  pass(sc);
  sc.set(0, Zone::kHand, {"Copper", "Estate", "Silver", "Gold", "Copper"});
  pass(sc);
  const Decision& d = sc.s.decision();
  EXPECT_EQ(d.kind, DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.min, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Copper", "Estate"}));
  sc.choose({"Copper", "Estate"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Tide Pools"});
}

TEST(TidePools, NextTurnWithOneCardDiscardsIt) {
  Scenario sc({"Tide Pools"});
  sc.set(0, Zone::kHand, {"Tide Pools"});
  quiet(sc, 30);
  sc.turn(0);
  sc.play("Tide Pools");
  pass(sc);
  sc.set(0, Zone::kHand, {"Gold"});
  pass(sc);  // the one card is discarded unasked
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 1);
}

// ---------------------------------------------------------------- Corsair

TEST(Corsair, OthersTrashTheFirstSilverOrGoldTheyPlay) {
  Scenario sc({"Corsair"});
  sc.set(0, Zone::kHand, {"Corsair"});
  quiet(sc);
  sc.set(1, Zone::kHand, {"Silver", "Silver", "Gold", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Corsair");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  pass(sc);
  EXPECT_EQ(sc.s.current(), 1);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 9);  // it still made its $
  EXPECT_EQ(sc.trashed("Silver") + sc.trashed("Gold"), 1);
  EXPECT_EQ(sc.s.player(1).play.size(), 4);
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);  // +1 Card
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Corsair"});
}

TEST(Corsair, OnePerTurnInOrderAndMoatBlocks) {
  Scenario sc({"Corsair"});
  sc.set(0, Zone::kHand, {"Corsair"});
  quiet(sc);
  sc.set(1, Zone::kHand, {"Gold", "Silver", "Copper"});
  sc.turn(0);
  sc.play("Corsair");
  pass(sc);
  sc.choose({"Copper", "Gold", "Silver"});  // the Gold is the first Silver or Gold played
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  EXPECT_EQ(sc.trashed("Silver"), 0);  // the second is kept
  EXPECT_EQ(sc.s.coins(), 6);

  Scenario s2({"Corsair", "Moat"});
  s2.set(0, Zone::kHand, {"Corsair"});
  quiet(s2);
  s2.set(1, Zone::kHand, {"Moat", "Gold", "Copper"});
  s2.turn(0);
  s2.play("Corsair");
  s2.expect(DecisionKind::kYesNo);
  s2.yes();
  pass(s2);
  s2.expect(DecisionKind::kPlayAction);
  s2.answer(Choice::none());
  s2.expect(DecisionKind::kPlayTreasures);
  s2.answer(Choice::all_treasures());
  s2.expect(DecisionKind::kBuy);
  EXPECT_EQ(s2.trashed("Gold"), 0);
}

// ---------------------------------------------------------------- Pirate

TEST(Pirate, PlayedNextTurnGainsATreasureIntoTheHand) {
  Scenario sc({"Pirate"});
  sc.set(0, Zone::kHand, {"Pirate"});
  quiet(sc);
  sc.turn(0);
  sc.play("Pirate");
  pass(sc);
  pass(sc);
  const Decision& d = sc.s.decision();
  EXPECT_EQ(d.kind, DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 6);
  EXPECT_FALSE(sc.s.can_gain(d, kEstate));  // Treasures only
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names{"Gold"});
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Pirate"});
}

TEST(Pirate, ReactsWhenAnyoneGainsATreasureEvenTwice) {
  Scenario sc({"Pirate"});
  quiet(sc);
  sc.set(1, Zone::kHand, {"Pirate", "Pirate", "Copper"});
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 3);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(kSilver));
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kYesNo);  // the second Pirate
  sc.yes();
  sc.next();  // player 1's turn starts: two Treasures to gain
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.s.decision().kind, DecisionKind::kGain);
  EXPECT_EQ(sc.cards(1, Zone::kPlay), (Names{"Pirate", "Pirate"}));
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kHand), (Names{"Copper", "Gold", "Silver"}));
  pass(sc);
  EXPECT_EQ(sc.s.player(1).play.size(), 0);  // discarded at that turn's Clean-up
}

// A Pirate played on another player's turn is not an Action that player played (Conspirator
// counts only the current player's plays).
TEST(Pirate, PlayedOnAnotherPlayersTurnIsNotTheirActionPlayed) {
  Scenario sc({"Pirate", "Mine", "Conspirator"});
  quiet(sc);
  sc.set(1, Zone::kHand, {"Pirate", "Copper"});
  sc.set(0, Zone::kHand, {"Mine", "Conspirator", "Copper", "Estate"});
  sc.turn(0, 2);
  sc.play("Mine");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 1);
  sc.yes();
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.cards(1, Zone::kPlay), Names{"Pirate"});
  EXPECT_EQ(sc.s.actions_played(), 1);
  sc.play("Conspirator");  // the second Action player 0 played: no +1 Card +1 Action
  sc.next();
  EXPECT_EQ(sc.s.actions(), 0);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Estate", "Silver"}));
}

// ---------------------------------------------------------------- Sea Witch

TEST(SeaWitch, CurseNowTwoCardsAndTwoDiscardsNextTurn) {
  Scenario sc({"Sea Witch"}, 3);
  sc.set(0, Zone::kHand, {"Sea Witch"});
  quiet(sc, 30);
  sc.set(2, Zone::kHand, many("Copper", 5));
  sc.turn(0);
  sc.play("Sea Witch");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 1);
  EXPECT_EQ(sc.s.player(2).owned[kCurse], 1);
  pass(sc);
  sc.set(0, Zone::kHand, {"Gold", "Silver", "Estate", "Estate", "Silver"});
  pass(sc);
  pass(sc);
  const Decision& d = sc.s.decision();
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(d.kind, DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);  // +2 Cards first
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Estate", "Estate"}));
  sc.choose({"Estate", "Estate"});
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Sea Witch"});
}

TEST(SeaWitch, NoCursesLeftStillDrawsAndLighthouseBlocks) {
  Scenario sc({"Sea Witch", "Lighthouse"});
  sc.set(0, Zone::kHand, {"Sea Witch"});
  quiet(sc, 30);
  sc.s.put(1, Zone::kPlay, sc.id("Lighthouse"));
  sc.turn(0);
  sc.play("Sea Witch");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(1).owned[kCurse], 0);

  Scenario s2({"Sea Witch"});
  s2.set(0, Zone::kHand, {"Sea Witch"});
  quiet(s2, 30);
  s2.pile("Curse", 0);
  s2.turn(0);
  s2.play("Sea Witch");
  s2.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(s2.s.player(0).hand.size(), 2);
  EXPECT_EQ(s2.s.player(1).owned[kCurse], 0);
}

// ---------------------------------------------------------------- Provincial's names and bots

TEST(SeasideCards, ProvincialLowerCaseNamesImportAsFirstEditionCards) {
  // Provincial writes the 1st-edition cards in lower case with spaces.
  const Menu m = parse_provincial(
      "e2-d4-p8-gold@99|merchant ship@1|pearl diver@2|sea hag@1|fishing village@3|ghost "
      "ship@1|treasure map@2|native village@1|pirate ship@1|treasury@1|silver@99");
  ASSERT_EQ(m.entries.size(), 11u);
  for (const MenuEntry& e : m.entries) {
    EXPECT_NE(e.card->edition, Edition::kSecond) << e.card->name;
    if (e.card->set != "Basic") {
      EXPECT_EQ(e.card->set, "Seaside") << e.card->name;
    }
  }
  EXPECT_EQ(m.entries[9].card->name, "Treasury");
  EXPECT_EQ(m.entries[9].card->edition, Edition::kFirst);
  EXPECT_EQ(print_provincial(m),
            "e2-d4-p8-gold@99|merchant ship@1|pearl diver@2|sea hag@1|fishing village@3|ghost "
            "ship@1|treasure map@2|native village@1|pirate ship@1|treasury@1|silver@99");
}

TEST(SeasideCards, BotsPlayTheirCards) {
  for (const char* name : {"Wharf", "Fishing Village Wharf", "Sea Hag", "Ghost Ship", "Caravan",
                           "Bazaar", "Lighthouse", "Sea Witch", "Corsair", "Pirate"}) {
    const Strategy* st = find_bot(name);
    ASSERT_NE(st, nullptr) << name;
    bool seaside = false;
    for (const BuyRule& r : st->rules) seaside |= r.card->set == "Seaside";
    EXPECT_TRUE(seaside) << name;
  }
}

TEST(SeasideCards, RandomKingdomsDrawTheSetByEdition) {
  std::set<std::string> seen[2];
  for (uint64_t seed = 0; seed < 200; ++seed)
    for (Edition e : {Edition::kFirst, Edition::kSecond}) {
      const Kingdom k = random_kingdom({"Seaside"}, seed, e);
      ASSERT_EQ(k.cards.size(), 10u);
      for (const CardDef* d : k.cards) {
        EXPECT_EQ(d->set, "Seaside");
        EXPECT_TRUE(d->edition == Edition::kBoth || d->edition == e) << d->name;
        seen[e == Edition::kSecond].insert(d->name);
      }
    }
  EXPECT_EQ(seen[0].size(), 26u);  // 1st edition: 18 + 8
  EXPECT_EQ(seen[1].size(), 27u);  // 2nd edition: 18 + 9
  // Mixed with Base, the set turns up too.
  int seaside = 0;
  for (uint64_t seed = 0; seed < 20; ++seed)
    for (const CardDef* d : random_kingdom({"Base", "Seaside"}, seed).cards)
      seaside += d->set == "Seaside";
  EXPECT_GT(seaside, 40);
}
}  // namespace
}  // namespace kl
