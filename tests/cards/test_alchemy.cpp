// Scenario tests for the Alchemy set: each card's text and its FAQ edge cases (the
// DominionStrategy wiki's card pages), Potion costs, Possession, and the heuristic player's key
// decisions for these cards.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "cards/sets/alchemy.h"
#include "cards/sets/intrigue.h"
#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/genome.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::ai_answer;
using test::many;
using test::Names;
using test::names_of;
using test::Scenario;

bool ai_worth(Scenario& sc, std::string_view card, int p = 0) {
  const Strategy& st = *find_bot("Big Money");
  const std::vector<double> params = resolve_params(st);
  PlayCtx ctx{&st, params.data()};
  return worth_playing(sc.s, p, sc.id(card), ctx);
}

// Ends the current turn, declining every phase decision.
void pass(Scenario& sc) {
  const int turn = sc.s.turn();
  while (sc.s.advance() && sc.s.turn() == turn) {
    const DecisionKind k = sc.s.decision().kind;
    ASSERT_TRUE(k == DecisionKind::kPlayAction || k == DecisionKind::kPlayTreasures ||
                k == DecisionKind::kBuy)
        << "pass() met a card's decision";
    sc.answer(Choice::none());
  }
}

void play_treasures(Scenario& sc) {
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
}

int owned(const Scenario& sc, int p, const std::string& card) {
  return sc.s.player(p).owned[sc.id(card)];
}

// ---------------------------------------------------------------- the set

TEST(AlchemyCards, TwelveKingdomCardsWithTheirCosts) {
  struct Row {
    const char* name;
    int cost;
    bool potion;
    Types types;
  };
  const Row rows[] = {{"Transmute", 0, true, kAction},
                      {"Vineyard", 0, true, kVictory},
                      {"Herbalist", 2, false, kAction},
                      {"Apothecary", 2, true, kAction},
                      {"Scrying Pool", 2, true, kAction | kAttack},
                      {"University", 2, true, kAction},
                      {"Alchemist", 3, true, kAction},
                      {"Familiar", 3, true, kAction | kAttack},
                      {"Philosopher's Stone", 3, true, kTreasure},
                      {"Golem", 4, true, kAction},
                      {"Apprentice", 5, false, kAction},
                      {"Possession", 6, true, kAction}};
  int n = 0;
  for (const CardDef& d : Registry::standard().all()) {
    if (d.set != "Alchemy") continue;
    ++n;
    EXPECT_TRUE(d.kingdom) << d.name;
    EXPECT_EQ(d.effect / 100, 5) << d.name;
    EXPECT_NE(find_card_ai(d), nullptr) << d.name;
  }
  EXPECT_EQ(n, 12);
  for (const Row& r : rows) {
    const CardDef* d = Registry::standard().find(r.name, Edition::kSecond);
    ASSERT_NE(d, nullptr) << r.name;
    EXPECT_EQ(d->cost, r.cost) << r.name;
    EXPECT_EQ(d->potion_cost, r.potion) << r.name;
    EXPECT_EQ(d->types, r.types) << r.name;
    EXPECT_EQ(Registry::standard().find(r.name, Edition::kFirst), d) << r.name;
  }
}

TEST(AlchemyCards, SixRulebookPresetsAndRandomKingdoms) {
  int found = 0;
  for (const std::string& n : preset_names()) {
    const Kingdom k = find_kingdom(n);
    int alchemy = 0;
    for (const CardDef* d : k.cards) alchemy += d->set == "Alchemy";
    // Alchemy's own rulebook kingdoms have 4 or 5 Alchemy cards; later sets' rulebooks pair
    // Alchemy with theirs (Haste Potion, Cursecatchers: 5 Adventures cards beside 5 of Alchemy).
    if (alchemy < 4 || k.landscapes.size() > 0) continue;
    ++found;
  }
  EXPECT_EQ(found, 6);
  const Kingdom r = random_kingdom({"alchemy"}, 5, Edition::kSecond);
  for (const CardDef* d : r.cards) EXPECT_EQ(d->set, "Alchemy") << d->name;
}

TEST(AlchemyCards, PotionIsInTheSupplyOnlyWithAPotionCostCard) {
  Scenario with({"Familiar", "Smithy"});
  EXPECT_TRUE(with.s.in_supply(kPotion));
  EXPECT_EQ(with.s.pile(kPotion), 16);
  Scenario without({"Herbalist", "Apprentice", "Smithy"});
  EXPECT_FALSE(without.s.in_supply(kPotion));
}

TEST(AlchemyCards, APotionCostCardNeedsAPotionToBuy) {
  Scenario sc({"Familiar", "Golem"});
  sc.set(0, Zone::kHand, {"Gold", "Gold"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Familiar"))));  // $6, no Potion
  EXPECT_TRUE(sc.s.is_legal(Choice::one(kPotion)));
  sc.set(0, Zone::kHand, {"Potion", "Silver", "Copper"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.potions(), 1);
  EXPECT_TRUE(sc.s.is_legal(Choice::one(sc.id("Familiar"))));  // $3 and a Potion
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Golem"))));    // $4P: $3 is short
  sc.answer(Choice::one(sc.id("Familiar")));
  EXPECT_EQ(sc.s.potions(), 0);
}

TEST(AlchemyCards, CostingUpToExcludesPotionCostsAndRemodelKeepsThePotion) {
  // Workshop: up to $4, so no $3P Familiar; Remodel of a Potion-cost card may gain one.
  Scenario sc({"Workshop", "Remodel", "Familiar", "Golem", "Smithy"});
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.turn(0);
  sc.play("Workshop");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_FALSE(sc.s.can_gain(d, sc.id("Familiar")));
  EXPECT_TRUE(sc.s.can_gain(d, sc.id("Smithy")));
  EXPECT_TRUE(sc.s.can_gain(d, kPotion));  // Potion itself costs $4
  sc.choose({"Smithy"});
  sc.set(0, Zone::kHand, {"Remodel", "Familiar"});
  sc.turn(0);
  sc.play("Remodel");  // the only card in hand: trashed without asking
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(sc.trashed("Familiar"), 1);
  EXPECT_TRUE(sc.s.can_gain(g, sc.id("Golem")));  // $4P <= $3P + $2
  EXPECT_TRUE(sc.s.can_gain(g, kGold) == false);  // $6 > $5
  EXPECT_TRUE(sc.s.can_gain(g, sc.id("Smithy")));
}

// ---------------------------------------------------------------- Transmute

TEST(Transmute, EachTypeGivesItsGain) {
  Scenario sc({"Transmute", "Smithy", "Harem"}, 2, Edition::kFirst);
  for (auto [card, gains] :
       std::vector<std::pair<std::string, Names>>{{"Smithy", {"Duchy"}},
                                                  {"Copper", {"Transmute"}},
                                                  {"Estate", {"Gold"}},
                                                  {"Harem", {"Gold", "Transmute"}}}) {
    sc.set(0, Zone::kHand, {"Transmute", card});
    sc.set(0, Zone::kDiscard, {});
    sc.turn(0);
    sc.play("Transmute");  // the only card in hand: trashed without asking
    sc.expect(DecisionKind::kBuy);
    EXPECT_EQ(sc.cards(0, Zone::kDiscard), gains) << card;
    EXPECT_EQ(sc.trashed(card), 1) << card;
  }
}

TEST(Transmute, ACurseGivesNothingAndAnEmptyHandNothingAtAll) {
  Scenario sc({"Transmute"});
  sc.set(0, Zone::kHand, {"Transmute", "Curse"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Transmute");
  sc.expect(DecisionKind::kBuy);  // the only card is trashed without asking
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
  sc.set(0, Zone::kHand, {"Transmute"});
  sc.turn(0);
  sc.play("Transmute");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
}

TEST(Transmute, TheAiTurnsEstatesIntoGoldEarlyAndSkipsAHandWithNothing) {
  Scenario sc({"Transmute"});
  sc.set(0, Zone::kHand, {"Transmute", "Estate", "Copper", "Silver"});
  sc.turn(0);
  EXPECT_TRUE(ai_worth(sc, "Transmute"));
  sc.play("Transmute");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Estate"}));
  sc.set(0, Zone::kHand, {"Transmute", "Copper", "Silver"});
  sc.turn(0);
  EXPECT_FALSE(ai_worth(sc, "Transmute"));
}

// ---------------------------------------------------------------- Vineyard

TEST(Vineyard, OneVpPerThreeActionsOwned) {
  Scenario sc({"Vineyard", "Smithy", "Transmute"});
  sc.set(0, Zone::kHand, {"Vineyard", "Vineyard"});
  sc.set(0, Zone::kDeck, {"Smithy", "Smithy", "Transmute", "Smithy", "Smithy"});
  sc.set(0, Zone::kDiscard, {"Estate"});
  // 5 Actions: 1 VP per Vineyard; plus the Estate.
  EXPECT_EQ(sc.s.vp(0), 2 * 1 + 1);
  sc.set(0, Zone::kDiscard, {"Smithy"});
  EXPECT_EQ(sc.s.vp(0), 2 * 2);  // 6 Actions
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {"Smithy", "Smithy"});
  EXPECT_EQ(sc.s.vp(0), 0);  // 2 Actions: rounded down
}

TEST(Vineyard, PileSizeFollowsThePlayerCount) {
  Scenario two({"Vineyard"}, 2);
  EXPECT_EQ(two.s.pile(two.id("Vineyard")), 8);
  Scenario four({"Vineyard"}, 4);
  EXPECT_EQ(four.s.pile(four.id("Vineyard")), 12);
}

// ---------------------------------------------------------------- Herbalist

TEST(Herbalist, PutsATreasureFromPlayOnTheDeckAtCleanUp) {
  Scenario sc({"Herbalist", "Familiar"});
  sc.set(0, Zone::kHand, {"Herbalist", "Gold", "Potion", "Copper"});
  sc.set(0, Zone::kDeck, many("Copper", 10));
  sc.turn(0);
  sc.play("Herbalist");
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kTopdeck);
  EXPECT_EQ(d.max, 1);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Gold"}));  // Gold $3 > Potion $2.5
  const std::vector<Strategy> st =
      parse_strategies("strategy \"H\"\n  buy Silver\n  param herbalist.potion_worth = 4\nend\n",
                       "t", Registry::standard(), Edition::kSecond);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st[0])), (Names{"Potion"}));
  sc.choose({"Gold"});
  sc.next();
  // Gold went onto the deck, then the new hand was drawn: it is in the hand now.
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Potion"), 1);
}

TEST(Herbalist, ThroneRoomGivesTwoTopdecksAndNoTreasureMeansNoQuestion) {
  Scenario sc({"Herbalist", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Herbalist", "Gold", "Silver", "Copper"});
  sc.set(0, Zone::kDeck, many("Estate", 10));
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Herbalist"});
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.max, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Gold", "Silver"}));  // never a Copper
  sc.choose({"Silver", "Gold"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold") + sc.count(0, Zone::kHand, "Silver"), 2);
  // No Treasure in play: nothing is asked.
  sc.set(0, Zone::kHand, {"Herbalist"});
  sc.turn(0);
  sc.play("Herbalist");
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const int turn = sc.s.turn();
  sc.next();
  EXPECT_NE(sc.s.turn(), turn);
}

// A Duration Treasure played this turn stays in play and cannot be put back; played on the
// previous turn, it is discarded from play at this Clean-up, so Herbalist may put it back.
TEST(Herbalist, ADurationTreasureGoesBackOnlyOnTheTurnItLeavesPlay) {
  Scenario sc({"Herbalist", "Astrolabe"});
  sc.set(0, Zone::kHand, {"Herbalist", "Astrolabe"});
  sc.set(0, Zone::kDeck,
         {"Herbalist", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
          "Copper", "Copper"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  sc.turn(0);
  sc.play("Herbalist");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Astrolabe"});
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Astrolabe"});
  while (sc.next().player == 1) sc.answer(Choice::none());
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Astrolabe"), 1);  // still in play, not on the deck
  sc.play("Herbalist");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Astrolabe"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Astrolabe"), 1);  // put back, then drawn
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Astrolabe"), 0);
}

// ---------------------------------------------------------------- Apothecary

TEST(Apothecary, CoppersAndPotionsToHandTheRestBackInOrder) {
  Scenario sc({"Apothecary", "Smithy"});
  sc.set(0, Zone::kHand, {"Apothecary"});
  sc.set(0, Zone::kDeck, {"Gold", "Copper", "Potion", "Smithy", "Estate", "Silver"});
  sc.turn(0);
  sc.play("Apothecary");  // draws the Gold first
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kOrder);
  EXPECT_EQ(d.num_cards, 2);  // Smithy and Estate
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Gold", "Potion"}));
  // The AI puts the Estate at the bottom, the Smithy on top (the last chosen).
  const Choice c = ai_answer(sc);
  ASSERT_EQ(c.n, 2);
  EXPECT_EQ(c.cards[1], sc.id("Smithy"));
  sc.answer(c);
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Smithy", "Estate", "Silver"}));
}

TEST(Apothecary, ShufflesForTheFourAndAllCoppersAskNothing) {
  Scenario sc({"Apothecary"});
  sc.set(0, Zone::kHand, {"Apothecary"});
  sc.set(0, Zone::kDeck, {"Silver", "Copper"});
  sc.set(0, Zone::kDiscard, {"Copper", "Copper"});
  sc.turn(0);
  sc.play("Apothecary");
  sc.expect(DecisionKind::kPlayTreasures);  // the Silver was drawn; the 3 Coppers to hand
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper", "Copper", "Copper", "Silver"}));
  EXPECT_TRUE(sc.cards(0, Zone::kDeck).empty());
}

// ---------------------------------------------------------------- Scrying Pool

TEST(ScryingPool, EachTopCardThenDrawsUntilANonAction) {
  Scenario sc({"Scrying Pool", "Smithy", "Village"}, 3);
  sc.set(0, Zone::kHand, {"Scrying Pool"});
  sc.set(0, Zone::kDeck, {"Estate", "Village", "Smithy", "Silver", "Gold"});
  sc.set(1, Zone::kDeck, {"Gold", "Copper"});
  sc.set(2, Zone::kDeck, {"Curse", "Copper"});
  sc.turn(0);
  sc.play("Scrying Pool");
  const Decision& own = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(own.reason, Reason::kDiscard);
  EXPECT_EQ(own.card, kEstate);
  EXPECT_EQ(ai_answer(sc).option, 1);  // the Estate goes
  sc.yes();
  const Decision& v1 = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(v1.player, 0);
  EXPECT_EQ(v1.target, 1);
  EXPECT_EQ(ai_answer(sc).option, 1);  // another player's Gold goes
  sc.yes();
  const Decision& v2 = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(v2.target, 2);
  EXPECT_EQ(ai_answer(sc).option, 0);  // their Curse stays
  sc.yes(false);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Silver", "Smithy", "Village"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), (Names{"Gold"}));
  EXPECT_EQ(sc.cards(2, Zone::kDeck), (Names{"Curse", "Copper"}));
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(ScryingPool, MoatBlocksTheAttackAndAnAllActionDeckComesWhole) {
  Scenario sc({"Scrying Pool", "Moat"});
  sc.set(0, Zone::kHand, {"Scrying Pool"});
  sc.set(0, Zone::kDeck, {"Moat", "Moat"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Scrying Pool");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);  // keep the Moat on top
  const Decision& r = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(r.reason, Reason::kRevealReaction);
  sc.yes();
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Moat", "Moat"}));  // ran out: both Actions
  EXPECT_EQ(sc.cards(1, Zone::kDeck), (Names{"Gold"}));          // untouched
}

// ---------------------------------------------------------------- University

TEST(University, MayGainAnActionUpToFiveWithoutPotion) {
  Scenario sc({"University", "Laboratory", "Familiar", "Gardens", "Smithy"});
  sc.set(0, Zone::kHand, {"University"});
  sc.turn(0);
  sc.play("University");
  EXPECT_EQ(sc.s.actions(), 2);
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.min, 0);
  EXPECT_TRUE(sc.s.can_gain(d, sc.id("Laboratory")));
  EXPECT_FALSE(sc.s.can_gain(d, sc.id("Familiar")));  // a Potion in its cost
  EXPECT_FALSE(sc.s.can_gain(d, sc.id("Gardens")));   // not an Action
  EXPECT_FALSE(sc.s.can_gain(d, kSilver));
  EXPECT_FALSE(sc.s.can_gain(d, sc.id("University")));  // $2P
  sc.choose({"Laboratory"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Laboratory"), 1);
}

TEST(University, GainingNothingIsAllowed) {
  Scenario sc({"University", "Smithy"});
  sc.set(0, Zone::kHand, {"University"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("University");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
}

// ---------------------------------------------------------------- Alchemist

TEST(Alchemist, BackOnTheDeckOnlyWithAPotionInPlay) {
  Scenario sc({"Alchemist"});
  sc.set(0, Zone::kHand, {"Alchemist", "Alchemist", "Potion"});
  sc.set(0, Zone::kDeck, many("Copper", 12));
  sc.turn(0);
  sc.play("Alchemist");
  sc.play("Alchemist");
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kUseAbility);
  EXPECT_EQ(d.card, sc.id("Alchemist"));
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Alchemist"), 1);  // topdecked, then drawn
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Alchemist"), 1);
}

TEST(Alchemist, WithoutAPotionInPlayNothingIsAsked) {
  Scenario sc({"Alchemist"});
  sc.set(0, Zone::kHand, {"Alchemist", "Potion"});
  sc.set(0, Zone::kDeck, many("Copper", 12));
  sc.turn(0);
  sc.play("Alchemist");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());  // the Potion stays in hand
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const int turn = sc.s.turn();
  sc.next();
  EXPECT_NE(sc.s.turn(), turn);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Alchemist"), 1);
}

TEST(Alchemist, HerbalistCanPutThePotionBackAfterTheAlchemists) {
  Scenario sc({"Alchemist", "Herbalist"});
  sc.set(0, Zone::kHand, {"Herbalist", "Alchemist", "Potion"});
  sc.set(0, Zone::kDeck, many("Estate", 12));
  sc.turn(0);
  sc.play("Alchemist");
  sc.play("Herbalist");
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const Decision& a = sc.expect(DecisionKind::kYesNo);  // the Alchemist first
  EXPECT_EQ(a.card, sc.id("Alchemist"));
  sc.yes();
  sc.expect(DecisionKind::kChooseCards);  // then Herbalist: the Potion
  sc.choose({"Potion"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Alchemist"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Potion"), 1);
}

// ---------------------------------------------------------------- Familiar

// The AI's rough worth counts a Potion in the cost: a Familiar ($3P) is worth more than a Silver
// ($3) and a Gold more than a Familiar, so a trasher gives up the Silver first.
TEST(Familiar, WorthMoreThanASilverToTheAi) {
  Scenario sc({"Familiar"});
  EXPECT_GT(card_worth(sc.s, sc.id("Familiar")), card_worth(sc.s, kSilver));
  EXPECT_GT(card_worth(sc.s, kGold), card_worth(sc.s, sc.id("Familiar")));
}

TEST(Familiar, CantripThatCursesEachOtherPlayer) {
  Scenario sc({"Familiar"}, 3);
  sc.set(0, Zone::kHand, {"Familiar"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.turn(0);
  sc.play("Familiar");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Silver"}));
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(owned(sc, 1, "Curse"), 1);
  EXPECT_EQ(owned(sc, 2, "Curse"), 1);
  EXPECT_EQ(owned(sc, 0, "Curse"), 0);
}

TEST(Familiar, LastCurseGoesToTheNextPlayerInTurnOrderAndMoatBlocks) {
  Scenario sc({"Familiar", "Moat"}, 3);
  sc.pile("Curse", 1);
  sc.set(0, Zone::kHand, {"Familiar"});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.turn(0);
  sc.play("Familiar");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();  // player 1 reveals Moat
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(owned(sc, 1, "Curse"), 0);
  EXPECT_EQ(owned(sc, 2, "Curse"), 1);
}

// ---------------------------------------------------------------- Philosopher's Stone

TEST(PhilosophersStone, OneCoinPerFiveCardsInDeckAndDiscard) {
  Scenario sc({"Philosopher's Stone"});
  sc.set(0, Zone::kHand, {"Philosopher's Stone", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, many("Estate", 7));
  sc.set(0, Zone::kDiscard, many("Estate", 7));  // 14 cards: $2 (hand cards do not count)
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3 + 2);
}

TEST(PhilosophersStone, FewerThanFiveCardsGiveNothing) {
  Scenario sc({"Philosopher's Stone"});
  sc.set(0, Zone::kHand, {"Philosopher's Stone"});
  sc.set(0, Zone::kDeck, many("Estate", 2));
  sc.set(0, Zone::kDiscard, many("Estate", 2));
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 0);
}

// Mine's "up to $3 more" keeps the Potion of the trashed card's cost: a Philosopher's Stone
// ($3P) may become another one or a Gold; a Silver ($3) cannot become a Philosopher's Stone.
TEST(PhilosophersStone, MinedItMayBecomeOneAgainASilverMayNot) {
  Scenario sc({"Philosopher's Stone", "Mine"});
  sc.set(0, Zone::kHand, {"Mine", "Philosopher's Stone"});
  sc.turn(0);
  sc.play("Mine");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Philosopher's Stone"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_TRUE(sc.s.can_gain(d, sc.id("Philosopher's Stone")));
  EXPECT_TRUE(sc.s.can_gain(d, kGold));
  sc.answer(Choice::one(sc.id("Philosopher's Stone")));
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Philosopher's Stone"), 1);
  EXPECT_EQ(sc.trashed("Philosopher's Stone"), 1);
  sc.set(0, Zone::kHand, {"Mine", "Silver"});
  sc.turn(0);
  sc.play("Mine");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});
  const Decision& d2 = sc.expect(DecisionKind::kGain);
  EXPECT_TRUE(sc.s.can_gain(d2, kGold));
  EXPECT_FALSE(sc.s.can_gain(d2, sc.id("Philosopher's Stone")));
}

// ---------------------------------------------------------------- Golem

TEST(Golem, PlaysTwoActionsOtherThanGolemsInTheChosenOrder) {
  Scenario sc({"Golem", "Village", "Smithy"});
  sc.set(0, Zone::kHand, {"Golem"});
  sc.set(0, Zone::kDeck,
         {"Copper", "Golem", "Smithy", "Estate", "Village", "Silver", "Gold", "Gold", "Gold"});
  sc.turn(0);
  sc.play("Golem");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kPlay);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Village"}));  // the +Actions first
  sc.choose({"Village"});
  sc.expect(DecisionKind::kPlayTreasures);  // no Action left in hand
  // Village drew the Silver, Smithy three more.
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Gold", "Gold", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Golem", "Smithy", "Village"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Copper", "Estate", "Golem"}));
  EXPECT_EQ(sc.s.actions(), 2);  // Golem spent one, its plays none, Village gave 2
}

TEST(Golem, OneActionFoundAndDurationsLeaveGolemToBeDiscarded) {
  Scenario sc({"Golem", "Fishing Village"});
  sc.set(0, Zone::kHand, {"Golem"});
  sc.set(0, Zone::kDeck, {"Copper", "Fishing Village", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Golem");  // reveals all three, finds one Action and plays it
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Fishing Village", "Golem"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Copper", "Estate"}));
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
  sc.answer(Choice::none());
  sc.next();
  // The Fishing Village stays in play for next turn; Golem was discarded.
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Fishing Village"}));
}

// ---------------------------------------------------------------- Apprentice

TEST(Apprentice, DrawsOnePerCoinAndTwoMoreForAPotion) {
  Scenario sc({"Apprentice", "Familiar"});
  sc.set(0, Zone::kHand, {"Apprentice", "Familiar"});
  sc.set(0, Zone::kDeck, many("Copper", 10));
  sc.turn(0);
  sc.play("Apprentice");
  sc.expect(DecisionKind::kPlayTreasures);  // the only card: trashed without asking
  EXPECT_EQ(sc.trashed("Familiar"), 1);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);  // $3 + Potion: 3 + 2
  EXPECT_EQ(sc.s.actions(), 1);
  sc.set(0, Zone::kHand, {"Apprentice", "Gold", "Estate"});
  sc.set(0, Zone::kDeck, many("Copper", 10));
  sc.turn(0);
  sc.play("Apprentice");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Estate"}));  // early: the Estate
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 1 + 6);
}

TEST(Apprentice, CopperDrawsNothingAndAnEmptyHandIsNothing) {
  Scenario sc({"Apprentice"});
  sc.set(0, Zone::kHand, {"Apprentice", "Copper"});
  sc.set(0, Zone::kDeck, many("Silver", 5));
  sc.turn(0);
  sc.play("Apprentice");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
  sc.set(0, Zone::kHand, {"Apprentice"});
  sc.turn(0);
  sc.play("Apprentice");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).deck.size(), 5);
}

// ---------------------------------------------------------------- Possession

// Player 0 plays Possession; returns at player 1's possessed turn's first decision.
void possess(Scenario& sc) {
  sc.turn(0);
  sc.play("Possession");
  pass(sc);
  ASSERT_EQ(sc.s.current(), 1);
  ASSERT_TRUE(sc.s.turn_flags() & kPossessed);
}

TEST(Possession, ThePossessorDecidesAndGainsEvenToHandGoToTheirDiscard) {
  Scenario sc({"Possession", "Artisan", "Smithy"});
  sc.set(0, Zone::kHand, {"Possession"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Artisan", "Gold", "Gold", "Gold", "Estate"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  const int turns1 = sc.s.player(1).turns;
  possess(sc);
  const Decision& a = sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(a.player, 1);
  EXPECT_EQ(a.decider, 0);
  sc.play("Artisan");
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.decider, 0);
  sc.choose({"Smithy"});
  sc.expect(DecisionKind::kChooseCards);  // Artisan's topdeck from player 1's hand
  EXPECT_EQ(sc.count(1, Zone::kHand, "Smithy"), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Smithy"), 1);  // to hand -> the possessor's discard
  sc.choose({"Estate"});
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(kProvince));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Province"), 1);
  EXPECT_EQ(owned(sc, 1, "Province"), 0);
  EXPECT_EQ(sc.s.current(), 1);  // player 1's own turn now, which they decide
  EXPECT_EQ(sc.s.decision().decider, 1);
  EXPECT_EQ(sc.s.player(1).turns, turns1);  // the possessed turn did not count
}

TEST(Possession, TrashedCardsComeBackAndTheAiTrashesTheBest) {
  Scenario sc({"Possession", "Remodel"});
  sc.set(0, Zone::kHand, {"Possession"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Remodel", "Gold", "Copper", "Estate", "Estate"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  sc.set(1, Zone::kDiscard, {});
  possess(sc);
  sc.play("Remodel");
  sc.expect(DecisionKind::kChooseCards);
  // The possessor trashes the Gold: it comes back, and the Province is the possessor's.
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Gold"}));
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kGain);
  sc.choose({"Province"});
  EXPECT_EQ(sc.trashed("Gold"), 0);  // set aside, not in the trash
  EXPECT_EQ(owned(sc, 1, "Gold"), 0);
  pass(sc);
  EXPECT_EQ(sc.trashed("Gold"), 0);
  EXPECT_EQ(owned(sc, 1, "Gold"), 1);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Gold") + sc.count(1, Zone::kHand, "Gold") +
                sc.count(1, Zone::kDeck, "Gold"),
            1);
  EXPECT_EQ(owned(sc, 0, "Province"), 1);
}

// Possession's FAQ: the possessed player's trashed cards are set aside, not in the trash for the
// rest of the turn (a Lurker cannot gain them), and come back to them at its end; the trash's
// own triggers still happen.
TEST(Possession, TrashedCardsAreSetAsideNotInTheTrash) {
  Scenario sc({"Possession", "Remodel", "Lurker", "Village", "Smithy"});
  sc.set(0, Zone::kHand, {"Possession"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Village", "Remodel", "Lurker", "Smithy", "Copper"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  sc.set(1, Zone::kDiscard, {});
  possess(sc);
  sc.play("Village");
  sc.play("Remodel");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Smithy"});
  sc.expect(DecisionKind::kGain);
  sc.choose({"Silver"});
  EXPECT_EQ(sc.trashed("Smithy"), 0);
  sc.play("Lurker");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(intrigue::kLurkerGain);
  play_treasures(sc);  // no Action in the trash: nothing gained
  EXPECT_EQ(owned(sc, 0, "Smithy"), 0);
  pass(sc);
  EXPECT_EQ(owned(sc, 1, "Smithy"), 1);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Smithy") + sc.count(1, Zone::kHand, "Smithy") +
                sc.count(1, Zone::kDeck, "Smithy"),
            1);
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
}

TEST(Possession, APossessionPlayedWhilePossessedIsThePossessedPlayers) {
  Scenario sc({"Possession"}, 3);
  sc.set(0, Zone::kHand, {"Possession"});
  sc.set(1, Zone::kHand, {"Possession"});
  sc.turn(0);
  sc.play("Possession");
  pass(sc);
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.s.decision().decider, 0);
  sc.play("Possession");  // player 0 makes player 1 play it
  pass(sc);
  // Player 2's extra turn, decided by player 1 (whose Possession it was).
  EXPECT_EQ(sc.s.current(), 2);
  EXPECT_TRUE(sc.s.turn_flags() & kPossessed);
  EXPECT_EQ(sc.s.decision().decider, 1);
  pass(sc);
  EXPECT_EQ(sc.s.current(), 1);  // then the turn order goes on from player 0
  EXPECT_FALSE(sc.s.turn_flags() & kPossessed);
}

TEST(Possession, OutpostInAPossessedTurnGivesTheOutpostTurnThenTheNormalOne) {
  Scenario sc({"Possession", "Outpost"});
  sc.set(0, Zone::kHand, {"Possession"});
  sc.set(1, Zone::kHand, {"Outpost", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, many("Copper", 20));
  const int turns1 = sc.s.player(1).turns;
  possess(sc);
  sc.play("Outpost");
  pass(sc);
  EXPECT_EQ(sc.s.current(), 1);  // the Outpost turn: player 1's own, with 3 cards
  EXPECT_FALSE(sc.s.turn_flags() & kPossessed);
  EXPECT_TRUE(sc.s.extra_turn());
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
  EXPECT_EQ(sc.s.decision().decider, 1);
  pass(sc);
  EXPECT_EQ(sc.s.current(), 1);  // then their normal turn
  EXPECT_FALSE(sc.s.extra_turn());
  // An Outpost in that normal turn fails: the previous turn was theirs.
  EXPECT_FALSE(sc.s.take_extra_turn(3));
  EXPECT_EQ(sc.s.player(1).turns, turns1);
}

// 2023 errata "(but not a 2nd extra turn in a row)": a Possession played twice in one turn
// (Throne Room) gives the player to the left one possessed turn, then their normal turn.
TEST(Possession, ThroneRoomOnPossessionGivesOnePossessedTurn) {
  Scenario sc({"Possession", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Possession"});
  sc.set(1, Zone::kDeck, many("Copper", 20));
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Possession"});
  pass(sc);
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_TRUE(sc.s.turn_flags() & kPossessed);
  pass(sc);
  EXPECT_EQ(sc.s.current(), 1);  // player 1's normal turn, not a 2nd possessed one
  EXPECT_FALSE(sc.s.turn_flags() & kPossessed);
  EXPECT_FALSE(sc.s.extra_turn());
  EXPECT_EQ(sc.s.decision().decider, 1);
}

// Possession's FAQ: with Outpost and Possession played in the same turn, the Outpost turn comes
// first, whichever was played first.
TEST(Possession, PlayedBeforeOutpostTheOutpostTurnStillComesFirst) {
  Scenario sc({"Possession", "Outpost", "Village"});
  sc.set(0, Zone::kHand, {"Village", "Possession", "Outpost", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, many("Copper", 20));
  sc.set(1, Zone::kDeck, many("Copper", 20));
  sc.turn(0);
  sc.play("Village");
  sc.play("Possession");
  sc.play("Outpost");
  pass(sc);
  ASSERT_EQ(sc.s.current(), 0);  // the Outpost turn, with 3 cards
  EXPECT_TRUE(sc.s.extra_turn());
  EXPECT_FALSE(sc.s.turn_flags() & kPossessed);
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  pass(sc);
  ASSERT_EQ(sc.s.current(), 1);  // then player 1's possessed turn
  EXPECT_TRUE(sc.s.turn_flags() & kPossessed);
  EXPECT_EQ(sc.s.decision().decider, 0);
  pass(sc);
  EXPECT_EQ(sc.s.current(), 1);  // then player 1's normal turn
  EXPECT_FALSE(sc.s.turn_flags() & kPossessed);
  EXPECT_FALSE(sc.s.extra_turn());
}

TEST(Possession, MasqueradePassesAreNotGains) {
  Scenario sc({"Possession", "Masquerade"});
  sc.set(0, Zone::kHand, {"Possession", "Estate"});
  sc.set(1, Zone::kHand, {"Masquerade", "Gold", "Curse"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  possess(sc);
  sc.set(0, Zone::kHand, {"Silver", "Estate"});
  sc.play("Masquerade");
  // Player 1 (decided by player 0) passes a card to player 0; player 0 passes theirs; player 1
  // may trash (no).
  int passes = 0;
  for (;;) {
    const Decision& d = sc.next();
    if (d.kind != DecisionKind::kChooseCards) break;
    EXPECT_EQ(d.decider, 0);
    if (d.reason == Reason::kPass) {
      ++passes;
      sc.choose({d.player == 1 ? "Curse" : "Silver"});
    } else {
      sc.answer(Choice::none());
    }
  }
  EXPECT_EQ(passes, 2);
  EXPECT_EQ(owned(sc, 0, "Curse"), 1);   // passed, not gained instead
  EXPECT_EQ(owned(sc, 1, "Silver"), 1);  // received by the possessed player
}

TEST(Possession, TheAiSpoilsThePossessedDeckAndSkipsFamiliar) {
  Scenario sc({"Possession", "Apothecary", "Familiar", "Smithy"});
  sc.set(0, Zone::kHand, {"Possession"});
  sc.set(1, Zone::kHand, {"Apothecary", "Familiar", "Copper"});
  sc.set(1, Zone::kDeck, {"Copper", "Gold", "Estate", "Smithy", "Curse", "Silver"});
  possess(sc);
  EXPECT_FALSE(ai_worth(sc, "Familiar", 1));  // it would curse the possessor
  EXPECT_TRUE(ai_worth(sc, "Apothecary", 1));
  sc.play("Apothecary");
  sc.expect(DecisionKind::kChooseCards);
  const Choice c = ai_answer(sc);
  ASSERT_EQ(c.n, 4);              // Gold, Estate, Smithy, Curse (the Copper was drawn)
  EXPECT_EQ(c.cards[3], kCurse);  // the worst ends on top of the possessed deck
}

TEST(Possession, TheAiBuysForItselfWithThePossessedPlayersMoney) {
  Scenario sc({"Possession", "Smithy"});
  sc.set(0, Zone::kHand, {"Possession"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Gold", "Gold", "Silver", "Estate", "Estate"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  possess(sc);
  play_treasures(sc);
  const Decision& b = sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(b.decider, 0);
  const Choice c = ai_answer(sc);  // Big Money's rules, for the possessor
  EXPECT_EQ(names_of(sc, c), (Names{"Province"}));
  sc.answer(c);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Province"), 1);
  EXPECT_EQ(owned(sc, 1, "Province"), 0);
}

TEST(Possession, TheAiTransmutesThePossessedPlayersVictoryCardForItsOwnGold) {
  Scenario sc({"Possession", "Transmute"});
  sc.set(0, Zone::kHand, {"Possession"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Transmute", "Province", "Curse", "Copper"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  possess(sc);
  sc.play("Transmute");
  sc.expect(DecisionKind::kChooseCards);
  const Choice c = ai_answer(sc);
  EXPECT_EQ(names_of(sc, c), (Names{"Province"}));  // not the Curse it trashes for itself
  sc.answer(c);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 1);
  pass(sc);
  EXPECT_EQ(owned(sc, 1, "Province"), 1);  // it came back
}

// ---------------------------------------------------------------- strategies and Potions

TEST(AlchemyStrategies, TheGenomeOffersPotionOnlyWithAPotionCostCard) {
  Scenario with({"Familiar", "Smithy"});
  const MutationSpace sp = mutation_space(with.cfg);
  bool potion = false;
  for (const CardDef* d : sp.cards) potion |= d->name == "Potion";
  EXPECT_TRUE(potion);
  Scenario without({"Apprentice", "Smithy"});
  const MutationSpace sp2 = mutation_space(without.cfg);
  for (const CardDef* d : sp2.cards) EXPECT_NE(d->name, "Potion");
}

TEST(AlchemyStrategies, AMenuBuysAPotionThenSpendsItOnItsPotionCard) {
  const std::vector<Strategy> st =
      parse_strategies("strategy \"F\" menu Familiar×2 Gold Potion×1 Silver | Duchy≤4 Estate≤2\n",
                       "t", Registry::standard(), Edition::kSecond);
  ASSERT_EQ(st.size(), 1u);
  Scenario sc({"Familiar"});
  sc.set(0, Zone::kHand, {"Silver", "Copper", "Copper"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st[0])), (Names{"Potion"}));  // $4: no Familiar yet
  sc.set(0, Zone::kHand, {"Potion", "Silver", "Copper"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st[0])), (Names{"Familiar"}));
  sc.set(0, Zone::kHand, {"Potion", "Silver", "Copper"});
  sc.set(0, Zone::kDiscard, {"Potion"});  // owns a Potion already: not a second
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st[0])), (Names{"Familiar"}));
}

TEST(AlchemyStrategies, EveryAlchemyBotParsesAndBuysItsCard) {
  int n = 0;
  for (const Strategy& st : bot_library()) {
    bool alchemy = false;
    for (const auto& r : st.rules)
      if (r.card && r.card->set == "Alchemy") alchemy = true;
    n += alchemy;
  }
  EXPECT_GE(n, 5);
}

}  // namespace
}  // namespace kl
