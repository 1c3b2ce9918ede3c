// Scenario tests for the Hinterlands set: each card's text and its FAQ edge cases, plus the
// heuristic player's key decisions for these cards.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/registry.h"
#include "cards/sets/hinterlands.h"
#include "evolution/player/card_ai.h"
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

void play_treasures(Scenario& sc) {
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
}

void buy(Scenario& sc, const std::string& card) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id(card)));
}

void gain(Scenario& sc, const std::string& card) {
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id(card)));
}

int owned(const Scenario& sc, int p, const std::string& card) {
  return sc.s.player(p).owned[sc.id(card)];
}

// ---------------------------------------------------------------- registry rows

TEST(HinterlandsCards, EditionsCostsAndTypes) {
  const Registry& reg = Registry::standard();
  struct Row {
    const char* name;
    Edition edition;
    int cost;
    Types types;
  };
  constexpr Edition both = Edition::kBoth;
  const Row rows[] = {{"Crossroads", both, 2, kAction},
                      {"Duchess", k1E, 2, kAction},
                      {"Fool's Gold", both, 2, kTreasure | kReaction},
                      {"Develop", both, 3, kAction},
                      {"Guard Dog", k2E, 3, kAction | kReaction},
                      {"Oasis", both, 3, kAction},
                      {"Oracle", k1E, 3, kAction | kAttack},
                      {"Scheme", both, 3, kAction},
                      {"Tunnel", both, 3, kVictory | kReaction},
                      {"Jack of All Trades", both, 4, kAction},
                      {"Noble Brigand", k1E, 4, kAction | kAttack},
                      {"Nomad Camp", k1E, 4, kAction},
                      {"Nomads", k2E, 4, kAction},
                      {"Silk Road", k1E, 4, kVictory},
                      {"Spice Merchant", both, 4, kAction},
                      {"Trader", k1E, 4, kAction | kReaction},
                      {"Trader", k2E, 4, kAction | kReaction},
                      {"Trail", k2E, 4, kAction | kReaction},
                      {"Weaver", k2E, 4, kAction | kReaction},
                      {"Berserker", k2E, 5, kAction | kAttack},
                      {"Cache", k1E, 5, kTreasure},
                      {"Cartographer", both, 5, kAction},
                      {"Cauldron", k2E, 5, kTreasure | kAttack},
                      {"Embassy", k1E, 5, kAction},
                      {"Haggler", k1E, 5, kAction},
                      {"Haggler", k2E, 5, kAction},
                      {"Highway", both, 5, kAction},
                      {"Ill-Gotten Gains", k1E, 5, kTreasure},
                      {"Inn", both, 5, kAction},
                      {"Mandarin", k1E, 5, kAction},
                      {"Margrave", both, 5, kAction | kAttack},
                      {"Souk", k2E, 5, kAction},
                      {"Stables", both, 5, kAction},
                      {"Wheelwright", k2E, 5, kAction},
                      {"Witch's Hut", k2E, 5, kAction | kAttack},
                      {"Border Village", both, 6, kAction},
                      {"Farmland", k1E, 6, kVictory},
                      {"Farmland", k2E, 6, kVictory}};
  for (const Row& r : rows) {
    const CardDef* d = reg.find(r.name, r.edition);
    ASSERT_NE(d, nullptr) << r.name;
    EXPECT_EQ(d->set, "Hinterlands") << r.name;
    EXPECT_TRUE(d->kingdom) << r.name;
    EXPECT_EQ(int(d->edition), int(r.edition)) << r.name;
    EXPECT_EQ(d->cost, r.cost) << r.name;
    EXPECT_EQ(d->types, r.types) << r.name;
    EXPECT_NE(find_card_ai(*d), nullptr) << r.name;
  }
}

// ---------------------------------------------------------------- Crossroads

TEST(Crossroads, DrawsPerVictoryCardAndOnlyTheFirstGivesActions) {
  Scenario sc({"Crossroads", "Silk Road"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Crossroads", "Crossroads", "Estate", "Silk Road", "Copper"});
  sc.set(0, Zone::kDeck, many("Silver", 5));
  sc.turn(0);
  sc.play("Crossroads");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.actions(), 3);                      // 1 - 1 + 3
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 2);  // Estate and Silk Road: 2 Victory cards
  sc.play("Crossroads");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.actions(), 2);  // the second Crossroads gives no Actions
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 4);
}

TEST(Crossroads, ThroneRoomGivesActionsOnlyOnItsFirstPlay) {
  Scenario sc({"Crossroads", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Crossroads"});
  sc.set(0, Zone::kDeck, many("Copper", 5));
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Crossroads"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 3);  // no Victory card: no draw, +3 Actions once
  EXPECT_EQ(sc.s.player(0).hand.size(), 0);
}

// ---------------------------------------------------------------- Duchess

TEST(Duchess, EachPlayerDecidesAboutTheirOwnTopCard) {
  Scenario sc({"Duchess"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Duchess"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.set(2, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Duchess");
  for (int p : {0, 1, 2}) {
    const Decision& d = sc.expect(DecisionKind::kYesNo);
    EXPECT_EQ(d.player, p);
    EXPECT_EQ(d.reason, Reason::kDiscard);
    sc.yes(p != 1);  // player 1 keeps the Gold
  }
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold"}));
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names({"Copper"}));
}

TEST(Duchess, GainingADuchyMayGainADuchessHowEverTheDuchyCame) {
  Scenario sc({"Duchess", "Workshop"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Gold", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2);
  play_treasures(sc);
  buy(sc, "Duchy");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kGain);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchess", "Duchy"}));
  // No Duchess left: not asked.
  sc.pile("Duchess", 0);
  sc.set(0, Zone::kHand, {"Gold", "Silver"});
  sc.turn(0);
  play_treasures(sc);
  buy(sc, "Duchy");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Duchy"), 2);
  EXPECT_EQ(owned(sc, 0, "Duchess"), 1);
}

// ---------------------------------------------------------------- Fool's Gold

TEST(FoolsGold, FirstIsWorthOneTheOthersFour) {
  Scenario sc({"Fool's Gold"});
  sc.set(0, Zone::kHand, {"Fool's Gold", "Fool's Gold", "Fool's Gold"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 9);
}

TEST(FoolsGold, AnotherPlayersProvinceLetsEachCopyBecomeAGoldOnTheDeck) {
  Scenario sc({"Fool's Gold"});
  sc.set(1, Zone::kHand, {"Fool's Gold", "Fool's Gold", "Copper"});
  sc.set(1, Zone::kDeck, {"Estate"});
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Silver", "Silver"});
  sc.turn(0);
  play_treasures(sc);
  buy(sc, "Province");
  for (int i = 0; i < 2; ++i) {
    const Decision& d = sc.expect(DecisionKind::kYesNo);
    EXPECT_EQ(d.player, 1);
    EXPECT_EQ(d.reason, Reason::kRevealReaction);
    sc.yes();
  }
  sc.next();
  EXPECT_EQ(sc.trashed("Fool's Gold"), 2);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold", "Gold", "Estate"}));
  // Its owner's own Province: no reaction.
  sc.set(0, Zone::kHand, {"Fool's Gold", "Gold", "Gold", "Silver"});
  sc.turn(0);
  play_treasures(sc);
  buy(sc, "Province");
  sc.next();
  EXPECT_EQ(sc.trashed("Fool's Gold"), 2);
}

// ---------------------------------------------------------------- Develop

TEST(Develop, GainsOneMoreAndOneLessOntoTheDeckInTheChosenOrder) {
  Scenario sc({"Develop", "Smithy", "Village", "Market"});
  sc.set(0, Zone::kHand, {"Develop", "Smithy", "Copper"});  // Smithy $4: a $5 and a $3
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Develop");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper"}));  // no junk: the worst card
  sc.choose({"Smithy"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kDevelopCheaperFirst);
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_min, 3);
  EXPECT_EQ(d.cost_max, 3);
  sc.answer(Choice::one(sc.id("Village")));
  const Decision& d2 = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d2.cost_min, 5);
  sc.answer(Choice::one(kDuchy));
  sc.next();
  EXPECT_EQ(sc.trashed("Smithy"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Duchy", "Village", "Copper"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(Develop, ACopperHasNoCheaperCardAndAMissingCostGainsNothing) {
  Scenario sc({"Develop"});
  sc.set(0, Zone::kHand, {"Develop", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Develop");
  sc.expect(DecisionKind::kChooseOption);  // the only card is trashed unasked
  sc.option(kDevelopDearerFirst);
  sc.next();  // nothing costs exactly $1 (no $1 card here), nothing costs -$1
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.s.player(0).deck.size(), 0);
}

// ---------------------------------------------------------------- Oasis

TEST(Oasis, GivesItsBonusesAndDiscardsACard) {
  Scenario sc({"Oasis"});
  sc.set(0, Zone::kHand, {"Oasis", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.turn(0);
  sc.play("Oasis");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
}

TEST(Oasis, TheDrawnCardMayBeDiscardedAndTheHeuristicDiscardsJunk) {
  Scenario sc({"Oasis"});
  sc.set(0, Zone::kHand, {"Oasis", "Gold"});
  sc.set(0, Zone::kDeck, {"Curse"});
  sc.turn(0);
  sc.play("Oasis");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse"}));
  sc.choose({"Curse"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Curse"}));
}

// ---------------------------------------------------------------- Oracle

TEST(Oracle, TheAttackerDecidesForEachPlayerThenDrawsTwo) {
  Scenario sc({"Oracle"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Oracle"});
  sc.set(0, Zone::kDeck, {"Estate", "Estate", "Silver", "Gold"});
  sc.set(1, Zone::kDeck, {"Gold", "Gold"});
  sc.turn(0);
  sc.play("Oracle");
  const Decision& v = sc.expect(DecisionKind::kYesNo);  // the victim's cards first
  EXPECT_EQ(v.player, 0);
  EXPECT_EQ(v.target, 1);
  EXPECT_EQ(v.reason, Reason::kOpponentCard);
  sc.yes();  // discard the victim's Golds
  const Decision& own = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(own.reason, Reason::kDiscard);
  sc.yes();  // discard own Estates
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Gold", "Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Silver"}));
}

TEST(Oracle, KeptCardsGoBackInTheOwnersOrderAndMoatBlocks) {
  Scenario sc({"Oracle", "Moat"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Oracle"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Gold", "Gold"});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(1, Zone::kDeck, {"Gold", "Gold"});
  sc.turn(0);
  sc.play("Oracle");
  sc.expect(DecisionKind::kYesNo);  // Moat
  EXPECT_EQ(sc.s.decision().reason, Reason::kRevealReaction);
  sc.yes();
  sc.expect(DecisionKind::kYesNo);  // own cards only
  sc.yes(false);
  sc.expect(DecisionKind::kChooseCards);  // the order: last chosen on top
  sc.choose({"Copper", "Silver"});
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold", "Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
}

// ---------------------------------------------------------------- Scheme

TEST(Scheme, PutsAnActionFromPlayOntoTheDeckAtCleanup) {
  Scenario sc({"Scheme", "Smithy"});
  sc.set(0, Zone::kHand, {"Scheme", "Smithy"});
  sc.set(0, Zone::kDeck, many("Copper", 10));
  sc.turn(0);
  sc.play("Scheme");
  sc.play("Smithy");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.from, Zone::kPlay);
  EXPECT_EQ(d.max, 1);
  sc.choose({"Smithy"});
  sc.next();
  // Smithy went onto the deck and was drawn in the new hand.
  EXPECT_EQ(sc.count(0, Zone::kHand, "Smithy"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Scheme"), 1);
}

TEST(Scheme, ThroneRoomedSchemeSavesTwoActionsIncludingItself) {
  Scenario sc({"Scheme", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Scheme"});
  sc.set(0, Zone::kDeck, many("Copper", 10));
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Scheme"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.max, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Scheme", "Throne Room"}));
  sc.choose({"Throne Room", "Scheme"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Scheme") + sc.count(0, Zone::kHand, "Throne Room"), 2);
}

// A Duration played this turn stays in play, and so does the Throne Room that played it: neither
// is discarded from play, so Scheme cannot put them onto the deck (the FAQ); the AI does not try.
TEST(Scheme, ADurationStayingInPlayAndItsThroneRoomStayInPlay) {
  Scenario sc({"Scheme", "Wharf", "Throne Room"});
  sc.set(0, Zone::kHand, {"Scheme", "Scheme", "Throne Room", "Wharf"});
  sc.set(0, Zone::kDeck, many("Copper", 20));
  sc.turn(0);
  sc.play("Scheme");
  sc.play("Scheme");
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Wharf"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.max, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Scheme", "Scheme"}));
  sc.choose({"Throne Room", "Wharf"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Throne Room"), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Wharf"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Throne Room") + sc.count(0, Zone::kHand, "Wharf"), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Scheme"), 2);
}

// ---------------------------------------------------------------- Tunnel

TEST(Tunnel, DiscardedToAnAttackRevealsForAGold) {
  Scenario sc({"Tunnel", "Militia"});
  sc.set(1, Zone::kHand, {"Tunnel", "Tunnel", "Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(0, Zone::kHand, {"Militia"});
  sc.turn(0);
  sc.play("Militia");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Tunnel", "Tunnel"});
  for (int i = 0; i < 2; ++i) {
    const Decision& d = sc.expect(DecisionKind::kYesNo);
    EXPECT_EQ(d.player, 1);
    sc.yes(i == 0);
  }
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Gold", "Tunnel", "Tunnel"}));
}

TEST(Tunnel, NothingWhenDiscardedInCleanupAndItIsWorthTwo) {
  Scenario sc({"Tunnel"});
  sc.set(0, Zone::kHand, {"Tunnel"});
  sc.set(0, Zone::kDeck, many("Copper", 5));
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.next();  // the next player's turn: no question about the Tunnel
  EXPECT_EQ(owned(sc, 0, "Gold"), 0);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Tunnel"}));
  EXPECT_EQ(sc.s.def(sc.id("Tunnel")).vp, 2);
}

// ---------------------------------------------------------------- Jack of All Trades

TEST(JackOfAllTrades, SilverLookDrawToFiveAndTrash) {
  Scenario sc({"Jack of All Trades"});
  sc.set(0, Zone::kHand, {"Jack of All Trades", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, {"Curse", "Silver", "Silver", "Gold", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Jack of All Trades");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.card, kCurse);
  sc.yes();  // discard the Curse
  const Decision& t = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(t.reason, Reason::kTrash);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Curse", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold", "Silver", "Silver"}));
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

TEST(JackOfAllTrades, TreasuresCannotBeTrashedAndAFullHandDrawsNothing) {
  Scenario sc({"Jack of All Trades"});
  sc.set(0, Zone::kHand,
         {"Jack of All Trades", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold", "Gold"});
  sc.turn(0);
  sc.play("Jack of All Trades");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);  // the Gold goes back
  sc.next();      // no trash question: only Treasures in hand
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Gold"}));
  EXPECT_EQ(sc.trashed("Copper"), 0);
}

// ---------------------------------------------------------------- Noble Brigand

TEST(NobleBrigand, TakesAGoldOverASilverAndCoppersTheTreasureless) {
  Scenario sc({"Noble Brigand"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Noble Brigand"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kDeck, {"Estate", "Estate"});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Noble Brigand");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);  // both revealed: the attacker's
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(d.target, 1);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Gold"}));
  sc.choose({"Gold"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names({"Copper", "Estate", "Estate"}));
}

// The attacker chooses between a revealed Silver and Gold (the card: "you choose").
TEST(NobleBrigand, TheAttackerMayTakeTheSilver) {
  Scenario sc({"Noble Brigand"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Noble Brigand"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Gold", "Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Noble Brigand");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.trashed("Silver"), 0);
}

TEST(NobleBrigand, BuyingItAttacksTooAndMoatCannotStopThat) {
  Scenario sc({"Noble Brigand", "Moat"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Silver", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(1, Zone::kDeck, {"Copper", "Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0, 1, 2);
  play_treasures(sc);
  buy(sc, "Noble Brigand");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Noble Brigand", "Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper"}));
}

// ---------------------------------------------------------------- Nomad Camp, Nomads

TEST(NomadCamp, GainedOntoTheDeckAndGivesBuyAndCoins) {
  Scenario sc({"Nomad Camp", "Workshop"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Workshop");
  gain(sc, "Nomad Camp");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Nomad Camp", "Copper"}));
  sc.set(0, Zone::kHand, {"Nomad Camp"});
  sc.turn(0);
  sc.play("Nomad Camp");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.buys(), 2);
}

TEST(Nomads, GainingOrTrashingItGivesTwoCoinsOnTheOwnersTurn) {
  Scenario sc({"Nomads", "Chapel"});
  sc.set(0, Zone::kHand, {"Chapel", "Nomads", "Silver"});
  sc.turn(0, 1, 2);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Nomads"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 4);
  sc.answer(Choice::one(sc.id("Nomads")));
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);  // $4 - $4 + $2
}

// ---------------------------------------------------------------- Silk Road

TEST(SilkRoad, OneVpPerFourVictoryCards) {
  Scenario sc({"Silk Road"}, 2, k1E);
  sc.set(0, Zone::kHand,
         {"Silk Road", "Silk Road", "Estate", "Estate", "Estate", "Duchy", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {"Estate", "Estate"});
  // 8 Victory cards: each Silk Road is worth 2; 5 Estates 5, Duchy 3.
  EXPECT_EQ(sc.s.vp(0), 2 * 2 + 5 + 3);
}

TEST(SilkRoad, RoundsDown) {
  Scenario sc({"Silk Road"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Silk Road", "Estate", "Estate"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  EXPECT_EQ(sc.s.vp(0), 2);  // 3 Victory cards: Silk Road 0
}

// ---------------------------------------------------------------- Spice Merchant

TEST(SpiceMerchant, TrashingATreasureGivesTheChosenBonus) {
  Scenario sc({"Spice Merchant"});
  sc.set(0, Zone::kHand, {"Spice Merchant", "Copper", "Estate"});
  sc.set(0, Zone::kDeck, {"Silver", "Silver"});
  sc.turn(0);
  sc.play("Spice Merchant");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.type_mask, kTreasure);
  sc.choose({"Copper"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kSpiceCards);
  sc.next();
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Estate", "Silver", "Silver"}));
  sc.set(0, Zone::kHand, {"Spice Merchant", "Copper"});
  sc.turn(0);
  sc.play("Spice Merchant");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kSpiceCoins);
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.buys(), 2);
}

TEST(SpiceMerchant, NoTrashNoBonus) {
  Scenario sc({"Spice Merchant"});
  sc.set(0, Zone::kHand, {"Spice Merchant", "Copper"});
  sc.set(0, Zone::kDeck, {"Silver", "Silver"});
  sc.turn(0);
  sc.play("Spice Merchant");
  sc.expect(DecisionKind::kChooseCards);
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 1);
}

// ---------------------------------------------------------------- Trader

TEST(Trader, GainsASilverPerCoinOfTheTrashedCard) {
  Scenario sc({"Trader", "Smithy"});
  sc.set(0, Zone::kHand, {"Trader", "Smithy"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Trader");
  sc.next();
  EXPECT_EQ(sc.trashed("Smithy"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), many("Silver", 4));
}

TEST(Trader, SecondEditionExchangesAGainedCardForASilver) {
  Scenario sc({"Trader", "Witch"});
  sc.set(1, Zone::kHand, {"Trader"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(0, Zone::kHand, {"Witch"});
  sc.turn(0);
  const int curses = sc.s.pile(kCurse);
  sc.play("Witch");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.source, kCurse);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(sc.s.pile(kCurse), curses);  // the Curse went back to its pile
}

TEST(Trader, FirstEditionGainsASilverInsteadNeverTheCard) {
  Scenario sc({"Trader", "Witch"}, 2, k1E);
  sc.set(1, Zone::kHand, {"Trader"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(0, Zone::kHand, {"Witch"});
  sc.turn(0);
  const int curses = sc.s.pile(kCurse);
  sc.play("Witch");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(sc.s.pile(kCurse), curses);
}

// 1E Trader replaces a gain from the trash too: the Silver comes from the Supply and the trashed
// card stays in the trash (1E FAQ).
TEST(Trader, FirstEditionReplacesAGainFromTheTrash) {
  Scenario sc({"Trader", "Noble Brigand"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Noble Brigand", "Trader"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Gold", "Estate"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  const int silvers = sc.s.pile(kSilver);
  const int golds = owned(sc, 0, "Gold");
  sc.play("Noble Brigand");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 0);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(sc.s.pile(kSilver), silvers - 1);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  EXPECT_EQ(owned(sc, 0, "Gold"), golds);
}

// 2E Trader exchanges: the Silver is taken, not gained (the Exchange rules), so nothing that
// counts or reacts to gains sees it.
TEST(Trader, SecondEditionExchangeIsNotAGainOfTheSilver) {
  Scenario sc({"Trader", "Smithy"});
  sc.set(0, Zone::kHand, {"Trader"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 2, 2);
  const int silvers = owned(sc, 0, "Silver"), estates = owned(sc, 0, "Estate");
  buy(sc, "Estate");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(owned(sc, 0, "Silver"), silvers + 1);
  EXPECT_EQ(owned(sc, 0, "Estate"), estates);
  EXPECT_TRUE(sc.s.gained_this_turn() & (uint64_t(1) << kEstate));
  EXPECT_FALSE(sc.s.gained_this_turn() & (uint64_t(1) << kSilver));
}

// ---------------------------------------------------------------- Trail

TEST(Trail, DiscardedByAnAttackItMayBePlayed) {
  Scenario sc({"Trail", "Militia"});
  sc.set(1, Zone::kHand, {"Trail", "Copper", "Copper", "Copper", "Estate"});
  sc.set(1, Zone::kDeck, {"Silver"});
  sc.set(0, Zone::kHand, {"Militia"});
  sc.turn(0);
  sc.play("Militia");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Trail", "Estate"});
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kPlay);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kPlay), Names({"Trail"}));
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Copper", "Copper", "Silver"}));
  EXPECT_EQ(sc.s.actions(), 0);  // its +1 Action is not the current player's
}

TEST(Trail, GainedOrTrashedItMayBePlayed) {
  Scenario sc({"Trail", "Workshop", "Chapel"});
  sc.set(0, Zone::kHand, {"Workshop", "Chapel"});
  sc.set(0, Zone::kDeck, {"Silver", "Silver"});
  sc.turn(0);
  sc.play("Workshop");
  gain(sc, "Trail");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kPlayAction);  // Trail's +1 Action: Chapel next
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Trail"), 1);
  sc.play("Chapel");
  sc.set(0, Zone::kHand, {"Trail"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Trail"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.trashed("Trail"), 0);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Trail"), 2);
}

// ---------------------------------------------------------------- Weaver

TEST(Weaver, TwoSilversOrACardUpToFour) {
  Scenario sc({"Weaver", "Smithy"});
  sc.set(0, Zone::kHand, {"Weaver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 2);
  sc.play("Weaver");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kWeaverSilvers);
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver", "Silver"}));
  sc.set(0, Zone::kHand, {"Weaver"});
  sc.turn(0);
  sc.play("Weaver");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kWeaverGain);
  EXPECT_EQ(sc.expect(DecisionKind::kGain).cost_max, 4);
  sc.answer(Choice::one(sc.id("Smithy")));
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Smithy"), 1);
}

TEST(Weaver, DiscardedOtherThanInCleanupItMayBePlayed) {
  Scenario sc({"Weaver", "Cellar"});
  sc.set(0, Zone::kHand, {"Cellar", "Weaver"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Cellar");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Weaver"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kWeaverSilvers);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Weaver"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 2);
}

// ---------------------------------------------------------------- Berserker

TEST(Berserker, GainsACheaperCardAndAttacks) {
  Scenario sc({"Berserker", "Smithy"});
  sc.set(0, Zone::kHand, {"Berserker"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Silver", "Gold"});
  sc.turn(0);
  sc.play("Berserker");
  EXPECT_EQ(sc.expect(DecisionKind::kGain).cost_max, 4);
  sc.answer(Choice::one(sc.id("Smithy")));
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(sc.s.decision().player, 1);
  sc.choose({"Copper", "Estate"});
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Gold", "Silver"}));
}

TEST(Berserker, GainedWithAnActionInPlayItIsPlayed) {
  Scenario sc({"Berserker", "Workshop", "Village"});
  sc.set(0, Zone::kHand, {"Gold", "Gold"});
  sc.set(1, Zone::kHand, many("Copper", 5));
  sc.turn(0, 1, 2);
  sc.set(0, Zone::kPlay, {"Village"});
  play_treasures(sc);
  buy(sc, "Berserker");
  sc.expect(DecisionKind::kGain);  // its own play: a card costing less than $5
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kBuy);  // the victim discarded 2 of 5 Coppers unasked
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Berserker"), 1);
  // No Action in play: not played.
  Scenario plain({"Berserker"});
  plain.set(0, Zone::kHand, {"Gold", "Gold"});
  plain.set(0, Zone::kDiscard, {});
  plain.turn(0, 1, 2);
  play_treasures(plain);
  buy(plain, "Berserker");
  plain.expect(DecisionKind::kBuy);
  EXPECT_EQ(plain.cards(0, Zone::kDiscard), Names({"Berserker"}));
}

// ---------------------------------------------------------------- Cache

TEST(Cache, GainingItGainsTwoCoppers) {
  Scenario sc({"Cache", "Workshop"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Gold", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2);
  play_treasures(sc);
  buy(sc, "Cache");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Cache", "Copper", "Copper"}));
}

TEST(Cache, IsWorthThree) {
  Scenario sc({"Cache"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Cache"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
}

// ---------------------------------------------------------------- Cartographer

TEST(Cartographer, DiscardsAnyAndPutsTheRestBackInOrder) {
  Scenario sc({"Cartographer"});
  sc.set(0, Zone::kHand, {"Cartographer"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate", "Gold", "Curse", "Silver", "Duchy"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Cartographer");  // draws the Copper, looks at Estate, Gold, Curse, Silver
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.num_cards, 4);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse", "Estate"}));
  sc.choose({"Estate", "Curse"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver", "Gold"});  // the last chosen on top
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Silver", "Duchy"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Curse", "Estate"}));
}

TEST(Cartographer, ShufflesWhenTheDeckIsShortAndLooksAtFewerWhenOut) {
  Scenario sc({"Cartographer"});
  sc.set(0, Zone::kHand, {"Cartographer"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {"Estate"});
  sc.turn(0);
  sc.play("Cartographer");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.num_cards, 1);
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.s.player(0).deck.size(), 0);
}

// ---------------------------------------------------------------- Cauldron

TEST(Cauldron, TheThirdActionGainedThisTurnCursesTheOthers) {
  Scenario sc({"Cauldron", "Village"}, 3);
  sc.set(0, Zone::kHand, {"Cauldron", "Gold", "Gold", "Silver"});
  sc.turn(0, 1, 1);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.buys(), 2);
  sc.s.add_buys(2);
  for (int i = 0; i < 2; ++i) buy(sc, "Village");
  EXPECT_EQ(owned(sc, 1, "Curse"), 0);
  buy(sc, "Village");
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Curse"), 1);
  EXPECT_EQ(owned(sc, 2, "Curse"), 1);
  sc.s.add_coins(3);
  buy(sc, "Village");  // the fourth: nothing more
  EXPECT_EQ(owned(sc, 1, "Curse"), 1);
}

TEST(Cauldron, NotInPlayNothingAndMoatBlocks) {
  Scenario sc({"Cauldron", "Village", "Moat"});
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Silver", "Silver"});
  sc.turn(0, 1, 3);
  play_treasures(sc);
  for (int i = 0; i < 3; ++i) buy(sc, "Village");
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Curse"), 0);
  Scenario moat({"Cauldron", "Village", "Moat"});
  moat.set(0, Zone::kHand, {"Cauldron", "Gold", "Gold", "Silver"});
  moat.set(1, Zone::kHand, {"Moat"});
  moat.turn(0, 1, 2);
  play_treasures(moat);
  for (int i = 0; i < 3; ++i) buy(moat, "Village");
  moat.expect(DecisionKind::kYesNo);
  moat.yes();
  moat.next();
  EXPECT_EQ(owned(moat, 1, "Curse"), 0);
}

// ---------------------------------------------------------------- Embassy

TEST(Embassy, DrawsFiveDiscardsThree) {
  Scenario sc({"Embassy"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Embassy"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate", "Gold", "Curse", "Silver"});
  sc.turn(0);
  sc.play("Embassy");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper", "Curse", "Estate"}));
  sc.choose({"Copper", "Estate", "Curse"});
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Silver"}));
}

TEST(Embassy, GainingItGivesEachOtherPlayerASilver) {
  Scenario sc({"Embassy"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Gold", "Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  play_treasures(sc);
  buy(sc, "Embassy");
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
}

// ---------------------------------------------------------------- Haggler

TEST(Haggler, SecondEditionBoughtCardGivesACheaperNonVictoryCard) {
  Scenario sc({"Haggler", "Workshop"});
  sc.set(0, Zone::kHand, {"Haggler", "Gold", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2);
  sc.play("Haggler");
  play_treasures(sc);
  buy(sc, "Province");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 7);
  EXPECT_FALSE(sc.s.can_gain(d, kDuchy));
  EXPECT_TRUE(sc.s.can_gain(d, kGold));
  sc.answer(Choice::one(kGold));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold", "Province"}));
}

TEST(Haggler, FirstEditionWorksWhileInPlayAndGainsNothingCheaperThanACopper) {
  Scenario sc({"Haggler"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Haggler", "Haggler", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 2, 2);
  sc.play("Haggler");
  sc.play("Haggler");
  play_treasures(sc);
  buy(sc, "Copper");  // $0: nothing is cheaper
  buy(sc, "Silver");  // each Haggler in play: a card costing less than $3, not a Victory card
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_FALSE(sc.s.can_gain(d, kEstate));
  sc.answer(Choice::one(kCopper));
  gain(sc, "Copper");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Copper"), 3);
}

// ---------------------------------------------------------------- Highway

TEST(Highway, CardsCostOneLessWhileInPlay) {
  Scenario sc({"Highway", "Workshop"});
  sc.set(0, Zone::kHand, {"Highway", "Highway", "Workshop"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.turn(0, 1);
  sc.play("Highway");
  sc.play("Highway");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.cost(kProvince), 6);
  EXPECT_EQ(sc.s.cost(kCopper), 0);
  sc.play("Workshop");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_TRUE(sc.s.can_gain(d, kGold));  // $6 - $2 = $4
}

TEST(Highway, CostsAreBackOnceItLeavesPlay) {
  Scenario sc({"Highway"});
  sc.set(0, Zone::kHand, {"Highway"});
  sc.set(0, Zone::kDeck, many("Copper", 6));
  sc.turn(0);
  sc.play("Highway");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.cost(kGold), 5);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.cost(kGold), 6);
}

// ---------------------------------------------------------------- Ill-Gotten Gains

TEST(IllGottenGains, MayGainACopperIntoTheHand) {
  Scenario sc({"Ill-Gotten Gains"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Ill-Gotten Gains", "Gold", "Gold"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Ill-Gotten Gains"});
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kGainToHand);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold", "Gold"}));
}

TEST(IllGottenGains, GainingItCursesEachOtherPlayer) {
  Scenario sc({"Ill-Gotten Gains"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Gold", "Silver"});
  sc.turn(0);
  play_treasures(sc);
  buy(sc, "Ill-Gotten Gains");
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Curse"), 1);
  EXPECT_EQ(owned(sc, 2, "Curse"), 1);
  EXPECT_EQ(owned(sc, 0, "Curse"), 0);
}

// ---------------------------------------------------------------- Inn

TEST(Inn, DrawsTwoGivesTwoActionsDiscardsTwo) {
  Scenario sc({"Inn"});
  sc.set(0, Zone::kHand, {"Inn", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper", "Curse"});
  sc.turn(0);
  sc.play("Inn");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Curse"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(Inn, GainingItShufflesChosenActionsFromTheDiscardIntoTheDeck) {
  Scenario sc({"Inn", "Smithy"});
  sc.set(0, Zone::kHand, {"Gold", "Silver"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {"Smithy", "Estate"});
  sc.turn(0, 1, 2);
  play_treasures(sc);
  buy(sc, "Inn");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.from, Zone::kDiscard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Inn", "Smithy"}));
  sc.choose({"Inn", "Smithy"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.s.player(0).deck.size(), 3);
  EXPECT_EQ(sc.count(0, Zone::kDeck, "Inn"), 1);
}

// ---------------------------------------------------------------- Mandarin

TEST(Mandarin, PutsACardFromHandOntoTheDeck) {
  Scenario sc({"Mandarin"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Mandarin", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.turn(0);
  sc.play("Mandarin");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Estate", "Silver"}));
}

TEST(Mandarin, GainingItPutsTheTreasuresInPlayOntoTheDeck) {
  Scenario sc({"Mandarin"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Gold", "Silver"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.turn(0, 1, 2);
  play_treasures(sc);
  buy(sc, "Mandarin");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver", "Gold"});
  sc.expect(DecisionKind::kBuy);  // the $ stays: the second Buy
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Silver", "Estate"}));
  EXPECT_EQ(sc.s.player(0).play.size(), 0);
}

// ---------------------------------------------------------------- Margrave

TEST(Margrave, OthersDrawThenDiscardDownToThree) {
  Scenario sc({"Margrave"});
  sc.set(0, Zone::kHand, {"Margrave"});
  sc.set(0, Zone::kDeck, many("Copper", 3));
  sc.set(1, Zone::kHand, many("Copper", 4));
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Margrave");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 2);  // 5 after drawing
  sc.choose({"Copper", "Copper"});
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Copper", "Gold"}));
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
}

TEST(Margrave, ASmallHandStillDrawsAndMayKeepAll) {
  Scenario sc({"Margrave"});
  sc.set(0, Zone::kHand, {"Margrave"});
  sc.set(1, Zone::kHand, {"Copper"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Margrave");
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Gold"}));
}

// ---------------------------------------------------------------- Souk

TEST(Souk, SevenLessOnePerCardInHandNotBelowZero) {
  Scenario sc({"Souk"});
  sc.set(0, Zone::kHand, {"Souk", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Souk");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 5);
  EXPECT_EQ(sc.s.buys(), 2);
  sc.set(0, Zone::kHand,
         {"Souk", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate"});
  sc.turn(0, 1, 1, 1);
  sc.play("Souk");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0);
}

TEST(Souk, GainingItTrashesUpToTwoFromHand) {
  Scenario sc({"Souk", "Workshop"});
  sc.set(0, Zone::kHand, {"Gold", "Silver", "Estate", "Curse", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Gold", "Silver"});
  buy(sc, "Souk");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.max, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse", "Estate"}));
  sc.choose({"Curse", "Estate"});
  sc.next();
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.trashed("Estate"), 1);
}

// ---------------------------------------------------------------- Stables

TEST(Stables, DiscardingATreasureDrawsThreeAndGivesAnAction) {
  Scenario sc({"Stables"});
  sc.set(0, Zone::kHand, {"Stables", "Copper", "Gold"});
  sc.set(0, Zone::kDeck, many("Silver", 3));
  sc.turn(0);
  sc.play("Stables");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper"}));
  sc.choose({"Copper"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);
}

TEST(Stables, NoTreasureNoBonus) {
  Scenario sc({"Stables"});
  sc.set(0, Zone::kHand, {"Stables", "Estate"});
  sc.set(0, Zone::kDeck, many("Silver", 3));
  sc.turn(0);
  sc.play("Stables");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 1);
  EXPECT_EQ(sc.s.actions(), 0);
}

// ---------------------------------------------------------------- Wheelwright

TEST(Wheelwright, DiscardsACardToGainAnActionCostingUpToIt) {
  Scenario sc({"Wheelwright", "Smithy", "Village"});
  sc.set(0, Zone::kHand, {"Wheelwright", "Duchy"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Wheelwright");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Duchy"}));
  sc.choose({"Duchy"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 5);
  EXPECT_FALSE(sc.s.can_gain(d, kSilver));  // Actions only
  sc.answer(Choice::one(sc.id("Wheelwright")));
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy", "Wheelwright"}));
}

TEST(Wheelwright, DiscardingIsOptional) {
  Scenario sc({"Wheelwright"});
  sc.set(0, Zone::kHand, {"Wheelwright", "Gold"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Wheelwright");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(ai_answer(sc).n, 0);
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
}

// ---------------------------------------------------------------- Witch's Hut

TEST(WitchsHut, TwoDiscardedActionsCurseTheOthers) {
  Scenario sc({"Witch's Hut", "Village"});
  sc.set(0, Zone::kHand, {"Witch's Hut"});
  sc.set(0, Zone::kDeck, {"Village", "Village", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Witch's Hut");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Village", "Village"}));
  sc.choose({"Village", "Village"});
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Curse"), 1);
}

TEST(WitchsHut, OneActionIsNotEnough) {
  Scenario sc({"Witch's Hut", "Village"});
  sc.set(0, Zone::kHand, {"Witch's Hut"});
  sc.set(0, Zone::kDeck, {"Village", "Estate", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Witch's Hut");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Village", "Estate"});
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Curse"), 0);
}

// ---------------------------------------------------------------- Guard Dog

TEST(GuardDog, DrawsTwoThenTwoMoreWithASmallHand) {
  Scenario sc({"Guard Dog"});
  sc.set(0, Zone::kHand, {"Guard Dog", "Copper"});
  sc.set(0, Zone::kDeck, many("Silver", 6));
  sc.turn(0);
  sc.play("Guard Dog");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
  sc.set(0, Zone::kHand, {"Guard Dog", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Guard Dog");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);  // 4 + 2 = 6: no more
}

TEST(GuardDog, PlayedFromHandBeforeAnAttackResolves) {
  Scenario sc({"Guard Dog", "Militia"});
  sc.set(1, Zone::kHand, {"Guard Dog", "Guard Dog", "Copper"});
  sc.set(1, Zone::kDeck, many("Silver", 8));
  sc.set(0, Zone::kHand, {"Militia"});
  sc.turn(0);
  sc.play("Militia");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(sc.s.decision().player, 1);
  sc.yes();  // first Guard Dog: hand 1 Guard Dog + Copper + 4 Silvers
  sc.expect(DecisionKind::kYesNo);
  sc.yes();  // the second: 6 cards in hand after +2: no more
  const Decision& d = sc.expect(DecisionKind::kChooseCards);  // Militia still hits
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.min, 4);
  sc.choose({"Copper", "Silver", "Silver", "Silver"});
  sc.next();
  EXPECT_EQ(sc.count(1, Zone::kPlay, "Guard Dog"), 2);
  EXPECT_EQ(sc.s.coins(), 2);  // the attacker's
  EXPECT_EQ(sc.s.actions(), 0);
}

// ---------------------------------------------------------------- Border Village

TEST(BorderVillage, GainingItGainsACheaperCard) {
  Scenario sc({"Border Village", "Smithy"});
  sc.set(0, Zone::kHand, {"Gold", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2);
  play_treasures(sc);
  buy(sc, "Border Village");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 5);
  EXPECT_FALSE(sc.s.can_gain(d, sc.id("Border Village")));
  sc.answer(Choice::one(kDuchy));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Border Village", "Duchy"}));
}

TEST(BorderVillage, CheaperFollowsTheCurrentCostAndItIsAVillage) {
  Scenario sc({"Border Village", "Highway"});
  sc.set(0, Zone::kHand, {"Highway", "Gold", "Silver"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Highway");
  play_treasures(sc);
  buy(sc, "Border Village");  // costs $5 with Highway: cheaper is $4 or less
  EXPECT_EQ(sc.expect(DecisionKind::kGain).cost_max, 4);
  sc.answer(Choice::one(kSilver));
  sc.next();
  sc.set(0, Zone::kHand, {"Border Village"});
  sc.turn(0);
  sc.set(0, Zone::kPlay, {});
  sc.play("Border Village");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
}

// ---------------------------------------------------------------- Farmland

TEST(Farmland, SecondEditionGainedTrashesAndGainsTwoMore) {
  Scenario sc({"Farmland", "Gardens", "Smithy"});
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Gold", "Gold"});
  buy(sc, "Farmland");
  const Decision& d = sc.expect(DecisionKind::kGain);  // the Estate, the only card, trashed
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(d.cost_min, 4);
  sc.answer(Choice::one(sc.id("Smithy")));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Farmland", "Smithy"}));
}

// 1E Farmland has no "non-Farmland" limit (the 2022 errata added it to the 2E text): a bought
// Farmland that trashes a $4 card may gain a Farmland; it triggers on buying only.
TEST(Farmland, FirstEditionTriggersOnBuyOnlyAndMayGainAFarmland) {
  Scenario sc({"Farmland", "Remodel", "Smithy", "Gardens"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Remodel", "Gold", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Remodel");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  gain(sc, "Farmland");  // gained, not bought: the Copper stays
  sc.next();
  EXPECT_EQ(sc.trashed("Copper"), 0);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Farmland"}));
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Silver", "Smithy"});
  sc.turn(0, 0, 2);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Gold", "Gold", "Silver"});
  buy(sc, "Farmland");
  const Decision& d = sc.expect(DecisionKind::kGain);  // the Smithy was the only card
  EXPECT_EQ(sc.trashed("Smithy"), 1);
  EXPECT_EQ(d.cost_min, 6);
  EXPECT_TRUE(sc.s.can_gain(d, sc.id("Farmland")));
  sc.answer(Choice::one(sc.id("Farmland")));
  sc.expect(DecisionKind::kBuy);
  // The trigger ran before the bought Farmland was gained: all three are in the discard pile.
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Farmland"), 3);
}

TEST(Farmland, SecondEditionNeverGainsAFarmland) {
  Scenario sc({"Farmland", "Smithy", "Artisan"});  // Gold and Artisan cost $6: it asks
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Smithy"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Gold", "Gold"});
  buy(sc, "Farmland");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_min, 6);
  EXPECT_FALSE(sc.s.can_gain(d, sc.id("Farmland")));
  EXPECT_TRUE(sc.s.can_gain(d, kGold));
}

// ---------------------------------------------------------------- discard reactions resolve first

// Vassal's FAQ: Weaver discarded by Vassal may be played at once; Vassal then loses track of it.
TEST(Weaver, DiscardedByVassalPlaysFirstAndVassalLosesTrack) {
  Scenario sc({"Weaver", "Vassal"});
  sc.set(0, Zone::kHand, {"Vassal"});
  sc.set(0, Zone::kDeck, {"Weaver"});
  sc.set(0, Zone::kDiscard, {"Weaver"});
  sc.turn(0);
  sc.play("Vassal");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.source, sc.id("Weaver"));  // Weaver's reaction, not Vassal's question
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kWeaverSilvers);
  sc.next();  // no Vassal question: the other Weaver in the discard pile is not played
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Weaver"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Weaver"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 2);
}

TEST(Weaver, DeclinedItStaysForVassalToPlay) {
  Scenario sc({"Weaver", "Vassal"});
  sc.set(0, Zone::kHand, {"Vassal"});
  sc.set(0, Zone::kDeck, {"Weaver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Vassal");
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).source, sc.id("Weaver"));
  sc.yes(false);
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.source, sc.id("Vassal"));
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kWeaverSilvers);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Weaver"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 2);
}

// Vault discarding a Tunnel: the Tunnel's question comes first and the other player's own
// "no" is respected.
TEST(Tunnel, DiscardedToVaultResolvesBeforeTheOtherPlayerIsAsked) {
  Scenario sc({"Tunnel", "Vault"});
  sc.set(0, Zone::kHand, {"Vault", "Tunnel"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate"});
  sc.turn(0);
  sc.play("Vault");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Tunnel"});
  const Decision& t = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(t.player, 0);
  sc.yes();
  const Decision& o = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(o.player, 1);
  sc.yes(false);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 1);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper", "Copper", "Estate"}));
}

// Sentry discarding a Trail: the reviewer's "order lost" case can't happen (a discard leaves one
// card, so no order is asked), but the Trail is played at the discard, before the card left is
// put back: it draws the card under the two Sentry looked at.
TEST(Trail, DiscardedBySentryIsPlayedBeforeTheRestGoesBack) {
  Scenario sc({"Trail", "Sentry"});
  sc.set(0, Zone::kHand, {"Sentry"});
  sc.set(0, Zone::kDeck, {"Copper", "Trail", "Silver", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Sentry");
  sc.expect(DecisionKind::kChooseCards);  // trash
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kChooseCards);  // discard
  sc.choose({"Trail"});
  const Decision& t = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(t.player, 0);
  sc.yes();
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Silver"}));
}

// Rabble discarding a Weaver: the Weaver's reaction first, then the victim orders the rest.
TEST(Weaver, DiscardedByRabbleReactsBeforeTheOrderIsAsked) {
  Scenario sc({"Weaver", "Rabble"});
  sc.set(0, Zone::kHand, {"Rabble"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, {"Estate", "Weaver", "Duchy", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Rabble");
  const Decision& r = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(r.player, 1);
  EXPECT_EQ(r.source, sc.id("Weaver"));
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kWeaverSilvers);
  const Decision& o = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(o.reason, Reason::kTopdeck);
  sc.choose({"Duchy"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Duchy", "Estate", "Gold"}));
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Silver"), 2);
}

// Guard Dog's FAQ: played on another player's turn, it is discarded in that turn's Clean-up; the
// player's own cards left in play (a Duration from their last turn) stay.
TEST(GuardDog, PlayedOnAnotherTurnIsDiscardedInThatTurnsCleanup) {
  Scenario sc({"Guard Dog", "Militia", "Wharf"});
  sc.set(1, Zone::kHand, {"Guard Dog", "Copper", "Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, many("Silver", 8));
  sc.set(1, Zone::kDiscard, {});
  sc.set(1, Zone::kPlay, {"Wharf"});
  sc.set(0, Zone::kHand, {"Militia"});
  sc.turn(0);
  sc.play("Militia");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper", "Copper", "Copper"});
  sc.expect(DecisionKind::kBuy);  // no Treasure in hand: no Treasure phase question
  sc.answer(Choice::none());
  sc.next();  // player 1's turn
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Guard Dog"), 1);
  EXPECT_EQ(sc.cards(1, Zone::kPlay), Names({"Wharf"}));
}

}  // namespace
}  // namespace kl
