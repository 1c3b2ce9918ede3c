// Scenario tests for the Prosperity set: each card's text and its FAQ edge cases, plus the
// heuristic player's key decisions for these cards.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cards/registry.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::Scenario;
using Names = std::vector<std::string>;

constexpr Edition k1E = Edition::kFirst;
constexpr Edition k2E = Edition::kSecond;

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

// Whether the heuristic player would play `card` now (its worth_playing check).
bool ai_would_play(Scenario& sc, const std::string& card, const Strategy* st = nullptr) {
  const Strategy& strat = st ? *st : *find_bot("Big Money");
  const std::vector<double> params = resolve_params(strat);
  const PlayCtx ctx{&strat, params.data()};
  return worth_playing(sc.s, sc.s.current(), sc.id(card), ctx);
}

Names names_of(const Scenario& sc, const Choice& c) {
  Names out;
  for (int i = 0; i < c.n; ++i) out.push_back(sc.s.def(c.cards[i]).name);
  std::sort(out.begin(), out.end());
  return out;
}

void play_treasures(Scenario& sc) {
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
}

void buy(Scenario& sc, const std::string& card) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id(card)));
}

int owned(const Scenario& sc, int p, const std::string& card) {
  return sc.s.player(p).owned[sc.id(card)];
}

// ---------------------------------------------------------------- registry rows

TEST(ProsperityCards, EditionsCostsAndTypes) {
  const Registry& reg = Registry::standard();
  struct Row {
    const char* name;
    Edition edition;
    int cost;
    uint16_t types;
  };
  const Row rows[] = {{"Hoard", k1E, 6, kTreasure},
                      {"Hoard", k2E, 6, kTreasure},
                      {"Loan", k1E, 3, kTreasure},
                      {"Grand Market", Edition::kBoth, 6, kAction},
                      {"Quarry", Edition::kBoth, 4, kTreasure},
                      {"Trade Route", k1E, 3, kAction},
                      {"Expand", Edition::kBoth, 7, kAction}};
  for (const Row& r : rows) {
    const CardDef* d = reg.find(r.name, r.edition);
    ASSERT_NE(d, nullptr) << r.name;
    EXPECT_EQ(d->set, "Prosperity") << r.name;
    EXPECT_TRUE(d->kingdom) << r.name;
    EXPECT_EQ(int(d->edition), int(r.edition)) << r.name;
    EXPECT_EQ(d->cost, r.cost) << r.name;
    EXPECT_EQ(d->types, r.types) << r.name;
    EXPECT_NE(find_card_ai(*d), nullptr) << r.name;
  }
}

// ---------------------------------------------------------------- Hoard

TEST(Hoard, FirstEditionGainsAGoldPerHoardWhenBuyingAVictoryCard) {
  Scenario sc({"Hoard"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Hoard", "Hoard", "Gold", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2);
  play_treasures(sc);
  EXPECT_EQ(sc.s.coins(), 9);
  buy(sc, "Province");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold", "Gold", "Province"}));
  sc.answer(Choice::one(kCopper));  // not a Victory card: nothing
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 3);
}

TEST(Hoard, EmptyGoldPileGainsNothing) {
  Scenario sc({"Hoard"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Hoard", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.pile("Gold", 0);
  sc.turn(0, 1, 2);
  play_treasures(sc);
  buy(sc, "Duchy");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy"}));
}

TEST(Hoard, SecondEditionGainsAGoldForABoughtVictoryCardOnly) {
  Scenario sc({"Hoard", "Expand"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Hoard", "Silver", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2);
  play_treasures(sc);
  buy(sc, "Estate");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate", "Gold"}));
  // A Victory card gained without buying it (Expand) gives nothing, even with Hoard in play.
  sc.set(0, Zone::kPlay, {"Hoard"});
  sc.set(0, Zone::kHand, {"Expand", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Expand");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Duchy")));
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy"}));
}

// ---------------------------------------------------------------- Loan

TEST(Loan, TrashesTheRevealedTreasureAndDiscardsTheRest) {
  Scenario sc({"Loan"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Loan"});
  sc.set(0, Zone::kDeck, {"Estate", "Duchy", "Copper", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  play_treasures(sc);
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.card, kCopper);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(Loan, DiscardsTheTreasureOrEverythingWhenNoneIsFound) {
  Scenario sc({"Loan"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Loan"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver"}));
  EXPECT_EQ(sc.trashed("Silver"), 0);

  // No Treasure in deck or discard pile: the discard pile is shuffled in, all revealed go back.
  sc.set(0, Zone::kHand, {"Loan"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.set(0, Zone::kDiscard, {"Duchy", "Province"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy", "Estate", "Province"}));
  EXPECT_TRUE(sc.s.player(0).deck.empty());
}

TEST(Loan, AiTrashesCopperButKeepsSilver) {
  Scenario sc({"Loan"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Loan"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {"Copper", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 1);  // 6 Coppers + Loan owned: $6 left after trashing one
  sc.set(0, Zone::kHand, {"Loan"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 0);
}

// ---------------------------------------------------------------- Grand Market

TEST(GrandMarket, CannotBeBoughtWithACopperInPlay) {
  Scenario sc({"Grand Market"});
  sc.set(0, Zone::kHand, {"Grand Market", "Copper", "Gold", "Gold"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.turn(0);
  sc.play("Grand Market");
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.coins(), 2);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2 + 1 + 6 + 2);
  EXPECT_FALSE(sc.s.can_buy(sc.id("Grand Market")));
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Grand Market"))));
  EXPECT_TRUE(sc.s.can_buy(kGold));
}

TEST(GrandMarket, BuyableWithoutCopperAndGainableWithCopperInPlay) {
  Scenario sc({"Grand Market", "Expand"});
  sc.set(0, Zone::kHand, {"Gold", "Gold"});
  sc.turn(0);
  play_treasures(sc);
  EXPECT_TRUE(sc.s.can_buy(sc.id("Grand Market")));
  // The ban is on buying only: Expand may gain it with a Copper in play.
  sc.set(0, Zone::kPlay, {"Copper"});
  sc.set(0, Zone::kHand, {"Expand", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Expand");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Grand Market")));
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Grand Market"}));
}

// ---------------------------------------------------------------- Quarry

TEST(Quarry, ActionsCostTwoLessPerQuarryNotBelowZero) {
  Scenario sc({"Quarry", "Expand", "Grand Market", "Workshop"});
  sc.set(0, Zone::kHand, {"Quarry", "Quarry", "Copper"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.cost(sc.id("Expand")), 3);
  EXPECT_EQ(sc.s.cost(sc.id("Grand Market")), 2);
  EXPECT_EQ(sc.s.cost(sc.id("Workshop")), 0);
  EXPECT_EQ(sc.s.cost(kSilver), 3);  // not an Action
  buy(sc, "Expand");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Expand"), 1);
}

TEST(Quarry, OnlyWhileInPlay) {
  Scenario sc({"Quarry", "Expand"});
  sc.set(0, Zone::kHand, {"Quarry"});
  sc.turn(0);
  EXPECT_EQ(sc.s.cost(sc.id("Expand")), 7);  // in hand: no effect
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(sc.id("Expand")), 5);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);  // the next player's turn
  EXPECT_EQ(sc.s.cost(sc.id("Expand")), 7);
}

// ---------------------------------------------------------------- Trade Route

TEST(TradeRoute, TokensStartOnVictoryPilesAndMoveOnTheFirstGain) {
  Scenario sc({"Trade Route", "Gardens", "Expand"}, 2, k1E);
  const int tr = kTradeRouteToken;
  EXPECT_EQ(sc.s.pile_tokens(tr, kEstate), 1);
  EXPECT_EQ(sc.s.pile_tokens(tr, kProvince), 1);
  EXPECT_EQ(sc.s.pile_tokens(tr, sc.id("Gardens")), 1);
  EXPECT_EQ(sc.s.pile_tokens(tr, kCopper), 0);
  EXPECT_EQ(sc.s.pile_tokens(tr, kColony), 0);  // not in this game
  EXPECT_EQ(sc.s.game_tokens(kTradeRouteMat), 0);
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Copper"});
  sc.turn(0, 1, 2);
  play_treasures(sc);
  buy(sc, "Duchy");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.pile_tokens(tr, kDuchy), 0);
  EXPECT_EQ(sc.s.game_tokens(kTradeRouteMat), 1);
  buy(sc, "Estate");
  sc.next();
  EXPECT_EQ(sc.s.game_tokens(kTradeRouteMat), 2);
  // A gain that is not a buy moves a token too; a second card from the same pile does not.
  sc.set(0, Zone::kHand, {"Expand", "Estate"});
  sc.turn(0);
  sc.play("Expand");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Gardens")));
  sc.next();
  EXPECT_EQ(sc.s.game_tokens(kTradeRouteMat), 3);
  EXPECT_EQ(sc.s.pile_tokens(tr, sc.id("Gardens")), 0);
}

TEST(TradeRoute, PaysPerTokenAndTrashesACardFromHand) {
  Scenario sc({"Trade Route"}, 2, k1E);
  sc.s.add_game_tokens(kTradeRouteMat, 3);
  sc.set(0, Zone::kHand, {"Trade Route", "Estate", "Copper"});
  sc.turn(0);
  sc.play("Trade Route");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 1);  // mandatory
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
  sc.choose({"Copper"});
  sc.expect(DecisionKind::kBuy);  // no Treasure left in hand
  EXPECT_EQ(sc.trashed("Copper"), 1);
  // With an empty hand there is nothing to trash and nothing is asked.
  sc.set(0, Zone::kHand, {"Trade Route"});
  sc.turn(0);
  sc.play("Trade Route");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
}

TEST(TradeRoute, AiSkipsItWithNothingToTrashAndAnEmptyMat) {
  Scenario sc({"Trade Route"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Trade Route", "Gold", "Silver"});
  sc.turn(0);
  EXPECT_FALSE(ai_would_play(sc, "Trade Route"));
  sc.set(0, Zone::kHand, {"Trade Route", "Gold", "Curse"});
  sc.turn(0);
  EXPECT_TRUE(ai_would_play(sc, "Trade Route"));
}

// ---------------------------------------------------------------- Expand

TEST(Expand, TrashesThenGainsUpToThreeMore) {
  Scenario sc({"Expand", "Grand Market"});
  sc.set(0, Zone::kHand, {"Expand", "Silver", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Expand");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 1);
  sc.choose({"Silver"});
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 6);
  EXPECT_EQ(g.min, 1);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Expand"))));  // $7
  sc.answer(Choice::one(sc.id("Grand Market")));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Grand Market"}));
}

TEST(Expand, EmptyHandDoesNothingAndAiPicks) {
  Scenario sc({"Expand"});
  sc.set(0, Zone::kHand, {"Expand"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Expand");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
  // The AI trashes a Curse first, then (late) Gold into Province, else Estate before Copper.
  sc.set(0, Zone::kHand, {"Expand", "Gold", "Estate", "Copper"});
  sc.turn(0);
  sc.play("Expand");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
  sc.pile("Province", 3);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Gold"}));
  sc.set(0, Zone::kHand, {"Gold", "Curse"});
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse"}));
}

}  // namespace
}  // namespace kl
