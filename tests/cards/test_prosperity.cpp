// Scenario tests for the Prosperity set: each card's text and its FAQ edge cases, plus the
// heuristic player's key decisions for these cards.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "cards/registry.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/menu.h"
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
bool ai_would_play(Scenario& sc, const std::string& card, const Strategy* st = nullptr) {
  const Strategy& strat = st ? *st : *find_bot("Big Money");
  const std::vector<double> params = resolve_params(strat);
  const PlayCtx ctx{&strat, params.data()};
  return worth_playing(sc.s, sc.s.current(), sc.id(card), ctx);
}

void play_treasures(Scenario& sc) {
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
}

void buy(Scenario& sc, const std::string& card) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id(card)));
}

// A test-only Duration (no Prosperity card is one): Dock ($3 Action-Duration, +$1; at the start
// of your next turn, +1 Card and +$1).
void dock_next(State& s, Event& e) {
  s.draw(e.player, 1);
  s.add_coins(1);
  State::done(e);
}
void dock(State& s, Event& e) {
  s.add_duration(e, dock_next);
  State::done(e);
}
const Registry& with_dock() {
  static const Registry reg = [] {
    Registry r = Registry::built_in();
    CardDef d;
    d.name = "Dock";
    d.set = "Test";
    d.effect = 999;
    d.cost = 3;
    d.types = kAction | kDuration;
    d.kingdom = true;
    d.plus_coins = 1;
    d.on_play = dock;
    r.add(d);
    return r;
  }();
  return reg;
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
    Types types;
  };
  const Row rows[] = {{"Hoard", k1E, 6, kTreasure},
                      {"Hoard", k2E, 6, kTreasure},
                      {"Loan", k1E, 3, kTreasure},
                      {"Grand Market", Edition::kBoth, 6, kAction},
                      {"Quarry", Edition::kBoth, 4, kTreasure},
                      {"Trade Route", k1E, 3, kAction},
                      {"Expand", Edition::kBoth, 7, kAction},
                      {"Venture", k1E, 5, kTreasure},
                      {"Peddler", Edition::kBoth, 8, kAction},
                      {"Mountebank", k1E, 5, kAction | kAttack},
                      {"Bank", Edition::kBoth, 7, kTreasure},
                      {"Worker's Village", Edition::kBoth, 4, kAction},
                      {"Watchtower", Edition::kBoth, 3, kAction | kReaction},
                      {"Talisman", k1E, 4, kTreasure},
                      {"Goons", k1E, 6, kAction | kAttack},
                      {"Bishop", Edition::kBoth, 4, kAction},
                      {"King's Court", Edition::kBoth, 7, kAction},
                      {"Royal Seal", k1E, 5, kTreasure},
                      {"Monument", Edition::kBoth, 4, kAction},
                      {"Mint", k1E, 5, kAction},
                      {"Mint", k2E, 5, kAction},
                      {"Counting House", k1E, 5, kAction},
                      {"City", Edition::kBoth, 5, kAction},
                      {"Rabble", Edition::kBoth, 5, kAction | kAttack},
                      {"Vault", Edition::kBoth, 5, kAction},
                      {"Contraband", k1E, 5, kTreasure},
                      {"Forge", Edition::kBoth, 7, kAction},
                      {"Anvil", k2E, 3, kTreasure},
                      {"Clerk", k2E, 4, kAction | kReaction | kAttack},
                      {"Investment", k2E, 4, kTreasure},
                      {"Tiara", k2E, 4, kTreasure},
                      {"Charlatan", k2E, 5, kAction | kAttack},
                      {"Collection", k2E, 5, kTreasure},
                      {"Crystal Ball", k2E, 5, kTreasure},
                      {"Magnate", k2E, 5, kAction},
                      {"War Chest", k2E, 5, kTreasure}};
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

TEST(Hoard, FirstEditionGoldComesEvenWhenWatchtowerTrashesTheBoughtCard) {
  Scenario sc({"Hoard", "Watchtower"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Hoard", "Watchtower", "Gold", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 1);
  play_treasures(sc);
  buy(sc, "Province");
  // Hoard's Gold is gained first (a buy ability), then the Province; Watchtower is offered both.
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).source, kGold);
  sc.yes(false);
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).source, kProvince);
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);  // trash the Province
  sc.next();
  EXPECT_EQ(sc.trashed("Province"), 1);
  EXPECT_EQ(owned(sc, 0, "Gold"), 3);
}

TEST(Hoard, SecondEditionPlayedTwiceByTiaraGivesTwoGolds) {
  Scenario sc({"Hoard", "Tiara"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Tiara", "Hoard", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 1);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Tiara"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Hoard"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 4);
  buy(sc, "Estate");
  // "This turn" abilities count per play: two Golds. Tiara offers to topdeck each gain.
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(sc.expect(DecisionKind::kYesNo).reason, Reason::kUseAbility);
    sc.yes(false);
  }
  sc.expect(DecisionKind::kBuy);  // Tiara's +Buy
  EXPECT_EQ(owned(sc, 0, "Gold"), 3);
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
  sc.set(0, Zone::kAside, {});         // the Copper Loan revealed: that play is abandoned
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

TEST(GrandMarket, CheapenedByQuarryTalismanCopiesIt) {
  Scenario sc({"Grand Market", "Quarry", "Talisman"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Quarry", "Talisman", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 1);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(sc.id("Grand Market")), 4);
  EXPECT_TRUE(sc.s.can_buy(sc.id("Grand Market")));
  buy(sc, "Grand Market");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Grand Market"), 2);
}

TEST(GrandMarket, AiKeepsItsCoppersInHandToBuyIt) {
  const Strategy st =
      parse_strategies("strategy \"GM\"\n  buy Province\n  buy Grand Market\n  buy Silver\nend\n")
          .at(0);
  Scenario sc({"Grand Market"});
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  StrategyPlayer pl(st);
  pl.start(sc.s, 0);
  EXPECT_FALSE(pl.autoplays_treasures());
  const Choice c = ai_answer(sc, &st);
  EXPECT_EQ(names_of(sc, c), Names({"Gold", "Gold"}));  // $6 without the Copper
  sc.answer(c);
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.can_buy(sc.id("Grand Market")));
  // With $8 the rules want a Province: every Treasure is played.
  sc.set(0, Zone::kPlay, {});
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Copper", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(ai_answer(sc, &st).option, Choice::kAllTreasures);
  // Without Grand Market in the rules, the player autoplays as usual.
  StrategyPlayer bm(*find_bot("Big Money"));
  bm.start(sc.s, 0);
  EXPECT_TRUE(bm.autoplays_treasures());
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
  // Late, a Duchy into a Province before an Estate (against Big Money Ultimate, 20,000 games:
  // Expand×2 Gold Silver -31.0%, -36.2% without it); early the Duchy stays.
  sc.set(0, Zone::kHand, {"Duchy", "Estate", "Copper"});
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Duchy"}));
  sc.pile("Province", 8);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
}

// ---------------------------------------------------------------- Venture

TEST(Venture, DiscardsNonTreasuresAndPlaysTheTreasure) {
  Scenario sc({"Venture"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Venture"});
  sc.set(0, Zone::kDeck, {"Estate", "Duchy", "Silver", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 1 + 2);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Silver", "Venture"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
}

TEST(Venture, ChainsIntoAnotherVentureAndFindsNothingAtTheEnd) {
  Scenario sc({"Venture"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Venture"});
  sc.set(0, Zone::kDeck, {"Venture", "Estate"});
  sc.set(0, Zone::kDiscard, {"Duchy"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  // The second Venture shuffles the Duchy in and finds no Treasure: both Victory cards go.
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Venture", "Venture"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy", "Estate"}));
  EXPECT_TRUE(sc.s.player(0).deck.empty());
}

// ---------------------------------------------------------------- Peddler

TEST(Peddler, CostsTwoLessPerActionInPlayDuringTheBuyPhaseOnly) {
  Scenario sc({"Peddler", "Worker's Village"});
  sc.set(0, Zone::kHand, {"Peddler", "Worker's Village", "Gold"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.turn(0);
  const CardId peddler = sc.id("Peddler");
  sc.play("Worker's Village");
  sc.play("Peddler");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 1);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(peddler), 8 - 4);
  EXPECT_EQ(sc.s.coins(), 1 + 3 + 2);
  buy(sc, "Peddler");
  sc.expect(DecisionKind::kBuy);  // Worker's Village's +Buy
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(owned(sc, 0, "Peddler"), 2);
}

TEST(Peddler, FullPriceInTheActionPhaseAndNeverBelowZero) {
  Scenario sc({"Peddler", "Worker's Village"});
  sc.set(0, Zone::kPlay, {"Worker's Village", "Worker's Village", "Peddler", "Peddler", "Peddler"});
  sc.set(0, Zone::kHand, {"Peddler", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.cost(sc.id("Peddler")), 8);  // Action phase
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(sc.id("Peddler")), 0);  // 5 Actions in play: 8 - 10, floored
}

TEST(Peddler, ExpandInTheActionPhaseCountsItAtEight) {
  Scenario sc({"Peddler", "Expand"});
  sc.set(0, Zone::kHand, {"Expand", "Peddler", "Copper"});
  sc.turn(0);
  sc.play("Expand");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Peddler"});
  EXPECT_EQ(sc.expect(DecisionKind::kGain).cost_max, 8 + 3);
}

TEST(Peddler, TalismanCopiesItWhenActionsInPlayMakeItCostFour) {
  Scenario sc({"Peddler", "Talisman", "Worker's Village"}, 2, k1E);
  sc.set(0, Zone::kPlay, {"Worker's Village", "Worker's Village"});
  sc.set(0, Zone::kHand, {"Talisman", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 1);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(sc.id("Peddler")), 4);
  buy(sc, "Peddler");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Peddler"), 2);
}

// ---------------------------------------------------------------- Mountebank

TEST(Mountebank, VictimGainsACurseAndACopperUnlessTheyDiscardACurse) {
  Scenario sc({"Mountebank"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Mountebank"});
  sc.set(1, Zone::kHand, {"Curse", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kHand, {"Copper"});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Mountebank");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.card, kCurse);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Curse"}));  // the discarded one
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Copper"}));
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names({"Copper", "Curse"}));  // no Curse to discard
}

TEST(Mountebank, DecliningOrAnEmptyCursePileStillGivesTheCopper) {
  Scenario sc({"Mountebank"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Mountebank"});
  sc.set(1, Zone::kHand, {"Curse"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Mountebank");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Curse"}));
  sc.set(1, Zone::kHand, {});
  sc.set(1, Zone::kDiscard, {});
  sc.pile("Curse", 0);
  sc.set(0, Zone::kHand, {"Mountebank"});
  sc.turn(0);
  sc.play("Mountebank");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper"}));
}

// ---------------------------------------------------------------- Bank

TEST(Bank, CountsTheTreasuresInPlayItselfIncludedAndGoesLast) {
  Scenario sc({"Bank", "Venture"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Bank", "Venture", "Copper", "Silver"});
  sc.set(0, Zone::kDeck, {"Estate", "Gold"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  // Copper 1, Silver 2, Venture 1 + its Gold 3, Bank 5 (it, Copper, Silver, Venture, Gold).
  EXPECT_EQ(sc.s.coins(), 1 + 2 + 1 + 3 + 5);
}

TEST(Bank, PlayedOneByOneCountsOnlyWhatIsInPlayAlready) {
  Scenario sc({"Bank"});
  sc.set(0, Zone::kHand, {"Bank", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Bank", "Copper"});  // Bank first, on its own
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 1 + 1);
}

// ---------------------------------------------------------------- Worker's Village

TEST(WorkersVillage, CardTwoActionsBuy) {
  Scenario sc({"Worker's Village"});
  sc.set(0, Zone::kHand, {"Worker's Village"});
  sc.set(0, Zone::kDeck, {"Silver", "Gold"});
  sc.turn(0);
  sc.play("Worker's Village");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Silver"}));
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.buys(), 2);
}

TEST(WorkersVillage, EmptyDeckStillGivesActionsAndBuy) {
  Scenario sc({"Worker's Village"});
  sc.set(0, Zone::kHand, {"Worker's Village", "Worker's Village"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Worker's Village");
  sc.play("Worker's Village");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
  EXPECT_EQ(sc.s.actions(), 3);
  EXPECT_EQ(sc.s.buys(), 3);
}

// ---------------------------------------------------------------- Watchtower

TEST(Watchtower, DrawsUntilSixInHand) {
  Scenario sc({"Watchtower"});
  sc.set(0, Zone::kHand, {"Watchtower", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Silver", "Silver", "Silver", "Silver", "Gold"});
  sc.turn(0);
  sc.play("Watchtower");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
  // With 6 or more other cards in hand it draws nothing; with a short deck, what there is.
  sc.set(0, Zone::kHand,
         {"Watchtower", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  EXPECT_FALSE(ai_would_play(sc, "Watchtower"));
  sc.play("Watchtower");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  sc.set(0, Zone::kHand, {"Watchtower"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Watchtower");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold"}));
}

TEST(Watchtower, PutsABoughtCardOntoTheDeckOrTrashesIt) {
  Scenario sc({"Watchtower"});
  sc.set(0, Zone::kHand, {"Watchtower", "Gold", "Gold", "Silver"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 2);
  play_treasures(sc);
  buy(sc, "Gold");
  const Decision& r = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(r.reason, Reason::kRevealReaction);
  EXPECT_EQ(r.card, sc.id("Watchtower"));
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  const Decision& o = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(o.card, kGold);
  EXPECT_EQ(ai_answer(sc).option, 1);  // onto the deck
  sc.option(1);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Copper"}));
  buy(sc, "Estate");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 0);  // nothing to do with an Estate
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);                             // trash it
  sc.expect(DecisionKind::kPlayTreasures);  // the next turn
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(owned(sc, 0, "Estate"), 0);
}

TEST(Watchtower, TrashesACurseFromAnotherPlayersAttack) {
  Scenario sc({"Watchtower", "Mountebank"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Mountebank"});
  sc.set(1, Zone::kHand, {"Watchtower", "Estate"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Mountebank");
  // The victim's reaction to their own gain, on player 0's turn: the Curse, then the Copper.
  const Decision& r = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(r.player, 1);
  EXPECT_EQ(r.reason, Reason::kRevealReaction);
  EXPECT_EQ(r.source, kCurse);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, 0);
  sc.option(0);
  const Decision& r2 = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(r2.source, kCopper);
  EXPECT_EQ(ai_answer(sc).option, 1);  // a Copper from an Attack goes too
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_TRUE(sc.s.player(1).discard.empty());
}

// ---------------------------------------------------------------- Talisman

TEST(Talisman, CopiesABoughtNonVictoryCardCostingFourOrLess) {
  Scenario sc({"Talisman", "Worker's Village", "Gardens"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Talisman", "Talisman", "Gold", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  const int coppers = owned(sc, 0, "Copper");
  sc.turn(0, 0, 3);
  play_treasures(sc);
  buy(sc, "Worker's Village");  // two Talismans: two more copies
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(owned(sc, 0, "Worker's Village"), 3);
  buy(sc, "Gardens");  // a Victory card: nothing
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(owned(sc, 0, "Gardens"), 1);
  buy(sc, "Copper");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Copper"), coppers + 1 + 2);
}

TEST(Talisman, ReadsTheCostNowAndLeavesTheLastCardForTheBuy) {
  Scenario sc({"Talisman", "Quarry", "Expand"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Talisman", "Quarry", "Quarry", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 2);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(sc.id("Expand")), 3);
  buy(sc, "Expand");  // $7, costs $3 with two Quarries in play: copied
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Expand", "Expand"}));
  EXPECT_FALSE(sc.s.can_buy(kGold));  // $6 - $3 = $3 left
  sc.pile("Silver", 1);
  buy(sc, "Silver");  // one Silver left: the buy takes it, no copy
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
  EXPECT_EQ(sc.s.pile(kSilver), 0);
}

// ---------------------------------------------------------------- Goons

TEST(Goons, AttacksAndScoresAVpTokenPerBuyPerGoonsInPlay) {
  Scenario sc({"Goons", "Worker's Village"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Worker's Village", "Goons", "Goons", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(1, Zone::kHand, {"Estate", "Curse", "Copper", "Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Worker's Village");
  sc.play("Goons");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.min, 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse", "Estate"}));
  sc.choose({"Curse", "Estate"});
  sc.play("Goons");  // the victim has 3 cards: nothing asked
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.buys(), 4);
  EXPECT_EQ(sc.s.coins(), 4);
  sc.answer(Choice::all_treasures());
  buy(sc, "Copper");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);
  buy(sc, "Silver");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 4);
}

TEST(Goons, KingsCourtedGoonsIsStillOneCopyInPlayAndGainsDoNotCount) {
  Scenario sc({"Goons", "King's Court", "Expand"}, 2, k1E);
  sc.set(0, Zone::kHand, {"King's Court", "Goons"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("King's Court");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Goons"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.buys(), 4);
  EXPECT_EQ(sc.s.coins(), 6);
  buy(sc, "Silver");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1);
  // Gaining (not buying) with Goons in play gives nothing.
  sc.set(0, Zone::kPlay, {"Goons"});
  sc.set(0, Zone::kHand, {"Expand", "Copper"});
  sc.turn(0);
  sc.play("Expand");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Silver")));
  sc.next();
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1);
  EXPECT_EQ(sc.s.vp(0), 1 + sc.s.player(0).owned[kEstate]);
}

// ---------------------------------------------------------------- Bishop

TEST(Bishop, ScoresHalfTheCostAndOthersMayTrash) {
  Scenario sc({"Bishop"}, 3);
  sc.set(0, Zone::kHand, {"Bishop", "Gold", "Estate", "Copper"});
  sc.set(1, Zone::kHand, {"Curse", "Silver"});
  sc.set(2, Zone::kHand, {"Gold"});
  sc.turn(0);
  sc.play("Bishop");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 1);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1);
  sc.choose({"Gold"});
  const Decision& o1 = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(o1.player, 1);
  EXPECT_EQ(o1.min, 0);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse"}));
  sc.choose({"Curse"});
  const Decision& o2 = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(o2.player, 2);
  EXPECT_TRUE(ai_answer(sc).n == 0);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1 + 3);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.s.player(1).vp_tokens, 0);
}

TEST(Bishop, UsesTheCostNowRoundsDownAndWorksWithAnEmptyHand) {
  Scenario sc({"Bishop", "Quarry", "Peddler"});
  sc.set(0, Zone::kPlay, {"Quarry"});
  sc.set(0, Zone::kHand, {"Bishop", "Peddler"});
  sc.set(1, Zone::kHand, {});
  sc.turn(0);
  sc.play("Bishop");
  sc.expect(DecisionKind::kBuy);  // Peddler only: trashed without asking
  EXPECT_EQ(sc.trashed("Peddler"), 1);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1 + 3);  // $8 - $2 (Quarry) = $6
  sc.set(0, Zone::kPlay, {});
  sc.set(0, Zone::kHand, {"Bishop", "Silver"});
  sc.turn(0);
  sc.play("Bishop");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 4 + 1 + 1);  // $3: 1
  sc.set(0, Zone::kHand, {"Bishop"});
  sc.turn(0);
  sc.play("Bishop");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 6 + 1);
}

TEST(Bishop, AiTrashesCurseThenEstateAndGoldLate) {
  Scenario sc({"Bishop"});
  sc.set(0, Zone::kHand, {"Bishop", "Gold", "Silver", "Estate", "Province"});
  sc.turn(0);
  sc.play("Bishop");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
  sc.pile("Province", 2);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Gold"}));
}

// ---------------------------------------------------------------- King's Court

TEST(KingsCourt, PlaysAnActionThreeTimesOrNothing) {
  Scenario sc({"King's Court", "Monument"});
  sc.set(0, Zone::kHand, {"King's Court", "Monument", "Copper"});
  sc.turn(0);
  sc.play("King's Court");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 0);
  sc.choose({"Monument"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 3);
  EXPECT_EQ(sc.s.actions_played(), 4);
  sc.set(0, Zone::kPlay, {});
  sc.set(0, Zone::kHand, {"King's Court", "Monument"});
  sc.turn(0);
  sc.play("King's Court");
  sc.expect(DecisionKind::kChooseCards);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Monument"}));
}

TEST(KingsCourt, OnKingsCourtPlaysThreeActionsThreeTimesEach) {
  Scenario sc({"King's Court", "Monument", "Worker's Village", "Bishop"});
  sc.set(0, Zone::kHand,
         {"King's Court", "King's Court", "Monument", "Worker's Village", "Bishop", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper", "Estate"});
  sc.set(1, Zone::kHand, {});
  sc.turn(0);
  sc.play("King's Court");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"King's Court"}));
  sc.choose({"King's Court"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Worker's Village"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Monument"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Bishop"});
  // Bishop's first trash is asked (Estate or Copper); the next two can only be Coppers.
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Copper"), 2);
  EXPECT_EQ(sc.s.buys(), 1 + 3);
  EXPECT_EQ(sc.s.actions(), 6);
  EXPECT_EQ(sc.s.coins(), 6 + 3);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 3 + 3 + 1);  // Monument 3, Bishop 3 + the Estate's 1
  EXPECT_EQ(sc.count(0, Zone::kPlay, "King's Court"), 2);
}

TEST(KingsCourt, OnADurationStaysInPlayAndTheEffectsComeThreeTimes) {
  Scenario sc({"King's Court", "Dock"}, 2, k2E, 1, with_dock());
  sc.set(0, Zone::kHand, {"King's Court", "Dock"});
  sc.set(0, Zone::kDeck, {"Silver", "Silver", "Silver", "Gold", "Gold", "Gold", "Gold", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("King's Court");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Dock"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
  sc.answer(Choice::none());
  // Player 1's turn: King's Court and Dock stayed in player 0's play area.
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Dock", "King's Court"}));
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5 + 3);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);  // player 1 again: the Clean-up discarded both
  EXPECT_TRUE(sc.s.player(0).play.empty());
}

TEST(KingsCourt, OnKingsCourtThatPlaysADurationBothStayInPlay) {
  Scenario sc({"King's Court", "Dock", "Monument"}, 2, k2E, 1, with_dock());
  sc.set(0, Zone::kHand, {"King's Court", "King's Court", "Dock", "Monument"});
  sc.set(0, Zone::kDeck, {"Silver", "Silver", "Silver", "Gold", "Gold", "Gold", "Gold", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("King's Court");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"King's Court"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Monument"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Dock"});  // the third play finds no Action in hand
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 6 + 3);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Dock", "King's Court", "King's Court"}));
}

// ---------------------------------------------------------------- Royal Seal

TEST(RoyalSeal, MayPutAGainedCardOntoTheDeckOneOfferForTwoSeals) {
  Scenario sc({"Royal Seal"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Royal Seal", "Royal Seal", "Silver"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 2);
  play_treasures(sc);
  buy(sc, "Gold");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kUseAbility);
  EXPECT_EQ(d.card, sc.id("Royal Seal"));
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Estate"}));
  EXPECT_EQ(sc.s.coins(), 0);
  buy(sc, "Copper");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 0);
  sc.yes(false);
  sc.expect(DecisionKind::kPlayTreasures);  // next turn, with Gold and Estate drawn
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
}

TEST(RoyalSeal, WithWatchtowerTheHandReactionComesFirst) {
  Scenario sc({"Royal Seal", "Watchtower"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Royal Seal", "Watchtower", "Gold"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 3);
  play_treasures(sc);
  buy(sc, "Silver");
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).card, sc.id("Watchtower"));
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);  // trashed: Royal Seal has nothing left to move and is not offered
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Silver"), 1);
  buy(sc, "Estate");
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).card, sc.id("Watchtower"));
  sc.yes(false);
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).card, sc.id("Royal Seal"));
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Estate"}));
}

// ---------------------------------------------------------------- Monument

TEST(Monument, TwoCoinsAndAVpToken) {
  Scenario sc({"Monument"});
  sc.set(0, Zone::kHand, {"Monument", "Copper"});
  sc.turn(0);
  sc.play("Monument");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1);
  const int estates = sc.s.player(0).owned[kEstate];
  EXPECT_EQ(sc.s.vp(0), estates + 1);  // tokens are scored
  EXPECT_EQ(sc.s.result().vp[0], estates + 1);
}

TEST(Monument, TokensAddUpAndOutlastTheCard) {
  Scenario sc({"Monument", "Worker's Village"});
  sc.set(0, Zone::kHand, {"Worker's Village", "Monument", "Monument"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Worker's Village");
  sc.play("Monument");
  sc.play("Monument");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);
  sc.set(0, Zone::kPlay, {});  // the Monuments gone: the tokens stay
  EXPECT_EQ(sc.s.vp(0), 2 + sc.s.player(0).owned[kEstate]);
}

// ---------------------------------------------------------------- Mint

TEST(Mint, GainsACopyOfARevealedTreasure) {
  Scenario sc({"Mint"});
  sc.set(0, Zone::kHand, {"Mint", "Gold", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  EXPECT_TRUE(ai_would_play(sc, "Mint"));
  sc.play("Mint");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 0);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Gold"}));
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold"}));  // revealed, kept
  sc.set(0, Zone::kHand, {"Mint", "Copper"});
  sc.turn(0);
  EXPECT_FALSE(ai_would_play(sc, "Mint"));  // a Copper is not worth copying
}

TEST(Mint, FirstEditionBuyTrashesTheTreasuresInPlayButAGainDoesNot) {
  Scenario sc({"Mint", "Expand"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Copper", "Silver", "Silver", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 2);
  play_treasures(sc);
  buy(sc, "Mint");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.trashed("Silver"), 2);
  EXPECT_TRUE(sc.s.player(0).play.empty());
  EXPECT_EQ(sc.s.coins(), 0);  // the $ stays spent
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Mint"}));
  sc.set(0, Zone::kPlay, {"Copper"});
  sc.set(0, Zone::kHand, {"Expand", "Gold"});
  sc.turn(0);
  sc.play("Expand");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Mint")));
  sc.next();
  EXPECT_EQ(sc.trashed("Copper"), 1);  // gained, not bought: the Copper in play stays
}

TEST(Mint, SecondEditionTrashesOnAnyGain) {
  Scenario sc({"Mint", "Expand"}, 2, k2E);
  sc.set(0, Zone::kPlay, {"Copper", "Silver"});
  sc.set(0, Zone::kHand, {"Expand", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Expand");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Mint")));
  sc.next();
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.trashed("Gold"), 1);  // Expand's
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Expand"}));
}

TEST(Mint, TalismanCopiesACheapenedMintBeforeMintTrashesIt) {
  Scenario sc({"Mint", "Talisman", "Quarry", "Royal Seal"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Talisman", "Quarry", "Royal Seal"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 1);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(sc.id("Mint")), 3);
  EXPECT_EQ(sc.s.coins(), 4);
  sc.answer(Choice::one(sc.id("Mint")));
  // Talisman's copy comes first (gained: Royal Seal may top it); then Mint trashes all three
  // Treasures, so the bought Mint's gain finds no Royal Seal in play.
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(sc.s.decision().card, sc.id("Royal Seal"));
  sc.yes(false);
  sc.expect(DecisionKind::kPlayTreasures);  // the next player's turn: no second offer
  EXPECT_EQ(owned(sc, 0, "Mint"), 2);
  EXPECT_EQ(sc.trashed("Talisman"), 1);
  EXPECT_EQ(sc.trashed("Quarry"), 1);
  EXPECT_EQ(sc.trashed("Royal Seal"), 1);
}

// ---------------------------------------------------------------- Counting House

TEST(CountingHouse, PutsAnyNumberOfDiscardedCoppersIntoTheHand) {
  Scenario sc({"Counting House"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Counting House"});
  sc.set(0, Zone::kDiscard, {"Copper", "Estate", "Copper", "Silver", "Copper"});
  sc.turn(0);
  EXPECT_TRUE(ai_would_play(sc, "Counting House"));
  sc.play("Counting House");
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.num_options, 4);  // 0 to 3 Coppers
  EXPECT_EQ(ai_answer(sc).option, 3);
  sc.option(2);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Copper"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper", "Estate", "Silver"}));
}

TEST(CountingHouse, NoCopperInTheDiscardPileAsksNothing) {
  Scenario sc({"Counting House"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Counting House"});
  sc.set(0, Zone::kDiscard, {"Silver"});
  sc.turn(0);
  EXPECT_FALSE(ai_would_play(sc, "Counting House"));
  sc.play("Counting House");
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).hand.empty());
}

// ---------------------------------------------------------------- City

TEST(City, GrowsWithEmptySupplyPiles) {
  Scenario sc({"City", "Vault"});
  auto play_city = [&](int empty) {
    sc.set(0, Zone::kPlay, {});
    sc.set(0, Zone::kHand, {"City"});
    sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper"});
    sc.turn(0);
    EXPECT_EQ(sc.s.empty_piles(), empty);
    sc.play("City");
    sc.expect(DecisionKind::kPlayTreasures);
  };
  play_city(0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 1);
  EXPECT_EQ(sc.s.actions(), 2);
  sc.pile("Vault", 0);
  play_city(1);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.s.buys(), 1);
  sc.pile("Curse", 0);
  play_city(2);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.buys(), 2);
}

TEST(City, ShortDeckDrawsWhatThereIs) {
  Scenario sc({"City", "Vault"});
  sc.pile("Vault", 0);
  sc.pile("Curse", 0);
  sc.set(0, Zone::kHand, {"City"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("City");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold"}));  // the second card is not there
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.buys(), 2);
}

// ---------------------------------------------------------------- Rabble

TEST(Rabble, DiscardsActionsAndTreasuresAndTheVictimOrdersTheRest) {
  Scenario sc({"Rabble", "City"});
  sc.set(0, Zone::kHand, {"Rabble"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDeck, {"Estate", "City", "Duchy", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Rabble");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kTopdeck);
  EXPECT_EQ(d.num_cards, 2);
  sc.choose({"Estate"});  // the Estate ends on top
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Estate", "Duchy", "Gold"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"City"}));
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
}

TEST(Rabble, ThreeCardsToOrderTakeTwoQuestions) {
  Scenario sc({"Rabble"});
  sc.set(0, Zone::kHand, {"Rabble"});
  sc.set(1, Zone::kDeck, {"Estate", "Curse", "Duchy", "Province"});
  sc.turn(0);
  sc.play("Rabble");
  EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).num_cards, 3);
  sc.choose({"Curse"});
  EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).num_cards, 2);
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Curse", "Estate", "Duchy", "Province"}));
}

TEST(Rabble, ShortDeckAndNothingToOrder) {
  Scenario sc({"Rabble"});
  sc.set(0, Zone::kHand, {"Rabble"});
  sc.set(1, Zone::kDeck, {"Silver", "Estate"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Rabble");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Estate"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Silver"}));
}

// ---------------------------------------------------------------- Vault

TEST(Vault, DiscardForCoinsAndOthersMayDiscardTwoToDraw) {
  Scenario sc({"Vault"}, 3);
  sc.set(0, Zone::kHand, {"Vault", "Estate", "Curse", "Copper"});
  sc.set(0, Zone::kDeck, {"Duchy", "Silver"});
  sc.set(1, Zone::kHand, {"Estate", "Estate", "Gold"});
  sc.set(1, Zone::kDeck, {"Silver"});
  sc.set(2, Zone::kHand, {"Gold", "Silver", "Silver"});
  sc.turn(0);
  sc.play("Vault");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Curse", "Duchy", "Estate"}));
  sc.choose({"Curse", "Duchy", "Estate"});
  const Decision& y1 = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(y1.player, 1);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate", "Estate"}));
  sc.choose({"Estate", "Estate"});
  const Decision& y2 = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(y2.player, 2);
  EXPECT_EQ(ai_answer(sc).option, 0);
  sc.yes(false);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Silver"}));
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Gold", "Silver"}));
  EXPECT_EQ(sc.s.player(2).hand.size(), 3);
}

TEST(Vault, AOneCardHandMayBeDiscardedWithoutDrawing) {
  Scenario sc({"Vault"});
  sc.set(0, Zone::kHand, {"Vault"});
  sc.set(1, Zone::kHand, {"Estate"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Vault");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_TRUE(sc.s.player(1).hand.empty());
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Gold"}));
}

// ---------------------------------------------------------------- Contraband

TEST(Contraband, TheLeftPlayerNamesACardThatCannotBeBought) {
  Scenario sc({"Contraband"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Contraband", "Gold", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Contraband", "Gold", "Copper"});  // one at a time, Contraband first
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.target, 0);
  // $3 played and $4 in hand: $7; the dearest it can buy is Gold.
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Gold"}));
  sc.answer(Choice::one(kGold));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 7);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_FALSE(sc.s.can_buy(kGold));
  EXPECT_FALSE(sc.s.respond(Choice::one(kGold)));
  EXPECT_TRUE(sc.s.can_buy(kDuchy));
}

TEST(Contraband, TheBanLastsOnlyThisTurnAndAiGuessesProvince) {
  Scenario sc({"Contraband"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Contraband", "Gold", "Silver"});
  sc.turn(0);
  play_treasures(sc);  // the plain Treasures first: $5 in play, then Contraband's $3
  sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Province"}));
  sc.answer(Choice::one(kProvince));
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.can_buy(kProvince));
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.current(), 1);
  sc.set(1, Zone::kHand, {"Gold", "Gold", "Silver"});
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.can_buy(kProvince));
}

// ---------------------------------------------------------------- Forge

TEST(Forge, GainsACardCostingExactlyTheTotal) {
  Scenario sc({"Forge", "Worker's Village", "Quarry"});
  sc.set(0, Zone::kHand, {"Forge", "Estate", "Estate", "Copper", "Gold"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Forge");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate", "Estate"}));  // too few Coppers owned
  sc.choose({"Estate", "Estate", "Copper"});
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_min, 4);
  EXPECT_EQ(g.cost_max, 4);
  EXPECT_FALSE(sc.s.respond(Choice::one(kSilver)));  // $3: not exactly $4
  sc.answer(Choice::one(sc.id("Quarry")));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Estate"), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Quarry"}));
}

TEST(Forge, TrashingNothingGainsAZeroCostCardAndNoMatchGainsNothing) {
  Scenario sc({"Forge"});
  sc.set(0, Zone::kHand, {"Forge", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Forge");
  sc.expect(DecisionKind::kChooseCards);
  sc.answer(Choice::none());
  const Decision& g = sc.expect(DecisionKind::kGain);  // Copper or Curse
  EXPECT_EQ(g.cost_max, 0);
  EXPECT_FALSE(sc.s.respond(Choice::none()));
  sc.answer(Choice::one(kCopper));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper"}));
  // $6 total with the Gold pile empty (nothing else costs exactly $6): nothing is gained.
  sc.set(0, Zone::kHand, {"Forge", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.pile("Gold", 0);
  sc.turn(0);
  sc.play("Forge");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
}

// ================================================================ 2nd edition

TEST(ProsperityCards, ThirtyFourKingdomCardNames) {
  std::set<std::string> names;
  for (const CardDef& d : Registry::standard().all())
    if (d.set == "Prosperity" && d.kingdom) names.insert(d.name);
  EXPECT_EQ(names.size(), 34u);
}

// ---------------------------------------------------------------- Anvil

TEST(Anvil, DiscardsATreasureToGainACardUpToFour) {
  Scenario sc({"Anvil", "Worker's Village", "Grand Market"});
  sc.set(0, Zone::kHand, {"Anvil", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Anvil"});  // the Copper stays in hand for Anvil
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 0);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Copper"}));
  sc.choose({"Copper"});
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 4);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Grand Market"))));
  sc.answer(Choice::one(sc.id("Worker's Village")));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper", "Worker's Village"}));
}

TEST(Anvil, DecliningOrNoTreasureGainsNothing) {
  Scenario sc({"Anvil"});
  sc.set(0, Zone::kHand, {"Anvil", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Anvil"});
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(ai_answer(sc).n, 0);  // not a Gold
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  EXPECT_TRUE(sc.s.player(0).discard.empty());
  sc.set(0, Zone::kPlay, {});
  sc.set(0, Zone::kHand, {"Anvil", "Estate"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);  // no Treasure to discard: nothing asked
  EXPECT_EQ(sc.s.coins(), 1);
}

// ---------------------------------------------------------------- Clerk

TEST(Clerk, OthersWithFiveCardsTopdeckOne) {
  Scenario sc({"Clerk"}, 3);
  sc.set(0, Zone::kHand, {"Clerk"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Silver", "Gold"});
  sc.set(1, Zone::kDeck, {"Duchy"});
  sc.set(2, Zone::kHand, {"Copper", "Copper", "Estate", "Silver"});
  sc.turn(0);
  sc.play("Clerk");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kTopdeck);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);  // player 2 has 4 cards: untouched
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Silver", "Duchy"}));
  EXPECT_EQ(sc.s.player(2).hand.size(), 4);
}

TEST(Clerk, MayBePlayedFromHandAtTheStartOfTheTurnEachCopy) {
  Scenario sc({"Clerk"});
  sc.set(0, Zone::kHand, {"Clerk", "Clerk", "Copper"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper"});
  sc.s.start_turn_of(0);
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  EXPECT_EQ(d.card, sc.id("Clerk"));
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).card, sc.id("Clerk"));  // the second copy
  sc.yes(false);
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.actions(), 1);  // played without using the Action
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Clerk"), 1);
}

// ---------------------------------------------------------------- Investment

TEST(Investment, TrashesACardThenGivesOneCoin) {
  Scenario sc({"Investment"});
  sc.set(0, Zone::kHand, {"Investment", "Estate", "Silver"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Investment"});
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Estate"}));
  sc.choose({"Estate"});
  const Decision& o = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(o.num_options, 2);
  EXPECT_EQ(ai_answer(sc).option, 0);  // one Treasure shown: +$1
  sc.option(0);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Investment"), 1);
}

TEST(Investment, TrashesItselfForAVpPerDifferentTreasure) {
  Scenario sc({"Investment"});
  sc.set(0, Zone::kHand, {"Investment", "Estate", "Silver", "Silver", "Gold", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Investment"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.option(1);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 3);  // Silver, Gold, Copper
  EXPECT_EQ(sc.trashed("Investment"), 1);
  EXPECT_EQ(sc.s.coins(), 0);
}

// ---------------------------------------------------------------- Tiara

TEST(Tiara, PlaysATreasureTwiceAndGivesABuy) {
  Scenario sc({"Tiara"});
  sc.set(0, Zone::kHand, {"Tiara", "Gold", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Tiara"});
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.min, 0);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), Names({"Gold"}));
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(Tiara, GainedCardsMayGoOntoTheDeckThisTurn) {
  Scenario sc({"Tiara"});
  sc.set(0, Zone::kHand, {"Tiara", "Gold", "Gold"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Tiara"});
  sc.expect(DecisionKind::kChooseCards);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 0);
  sc.s.add_coins(9);
  buy(sc, "Gold");
  const Decision& y = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(y.reason, Reason::kUseAbility);
  EXPECT_EQ(y.source, kGold);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold", "Estate"}));
  buy(sc, "Estate");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 0);
}

// ---------------------------------------------------------------- Charlatan

TEST(Charlatan, EachOtherPlayerGainsACurseWorthADollar) {
  Scenario sc({"Charlatan"}, 3);
  EXPECT_TRUE(sc.s.is(kCurse, kTreasure));
  EXPECT_EQ(sc.s.coin(kCurse), 1);
  sc.set(0, Zone::kHand, {"Charlatan"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Charlatan");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Curse"}));
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names({"Curse"}));
}

TEST(Charlatan, CursesArePlayedForOneCoinAndStillCostAVp) {
  Scenario sc({"Charlatan"});
  sc.set(0, Zone::kHand, {"Curse", "Curse", "Copper"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Curse"), 2);
  Scenario plain({"Witch"});
  EXPECT_FALSE(plain.s.is(kCurse, kTreasure));  // only in games using Charlatan
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  EXPECT_EQ(sc.s.vp(0), sc.s.player(0).owned[kEstate] - 2);
}

// ---------------------------------------------------------------- Collection

TEST(Collection, AVpTokenPerActionGainedThisTurnPerCollection) {
  Scenario sc({"Collection", "Magnate"});
  sc.set(0, Zone::kHand, {"Collection", "Collection", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 7);
  EXPECT_EQ(sc.s.buys(), 3);
  buy(sc, "Magnate");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);
  buy(sc, "Copper");  // not an Action
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);
}

TEST(Collection, PlayedTwiceByTiaraGivesTwoVpPerAction) {
  Scenario sc({"Collection", "Tiara", "Worker's Village"});
  sc.set(0, Zone::kHand, {"Tiara", "Collection", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 1);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Tiara"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Collection"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 4);
  buy(sc, "Worker's Village");
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).reason, Reason::kUseAbility);  // Tiara's topdeck
  sc.yes(false);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);
}

TEST(Collection, EndsWithTheTurn) {
  Scenario sc({"Collection", "Magnate"});
  sc.set(0, Zone::kHand, {"Collection"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.set(1, Zone::kHand, {"Gold", "Gold"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Magnate");  // player 1's gain: player 0's Collection is over anyway
  sc.next();
  EXPECT_EQ(sc.s.player(0).vp_tokens, 0);
  EXPECT_EQ(sc.s.player(1).vp_tokens, 0);
}

// ---------------------------------------------------------------- Crystal Ball

TEST(CrystalBall, TrashesOrDiscardsTheTopCard) {
  Scenario sc({"Crystal Ball"});
  sc.set(0, Zone::kHand, {"Crystal Ball"});
  sc.set(0, Zone::kDeck, {"Curse", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  play_treasures(sc);
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.card, kCurse);
  EXPECT_EQ(d.num_options, 3);  // no "play" for a Curse without Charlatan
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.option(1);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.s.coins(), 1);
  sc.set(0, Zone::kPlay, {});
  sc.set(0, Zone::kHand, {"Crystal Ball"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, 2);  // the Estate: discarded
  sc.option(0);                        // or left on top
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Estate"}));
}

TEST(CrystalBall, PlaysATreasureOrAnAction) {
  Scenario sc({"Crystal Ball", "Monument"});
  sc.set(0, Zone::kHand, {"Crystal Ball"});
  sc.set(0, Zone::kDeck, {"Gold", "Monument"});
  sc.turn(0);
  play_treasures(sc);
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).num_options, 4);
  EXPECT_EQ(ai_answer(sc).option, 3);
  sc.option(3);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Crystal Ball", "Gold"}));
  sc.set(0, Zone::kPlay, {});
  sc.set(0, Zone::kHand, {"Crystal Ball"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(ai_answer(sc).option, 3);  // Monument gives $
  sc.option(3);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1);
}

// ---------------------------------------------------------------- Magnate

TEST(Magnate, DrawsACardPerTreasureInHand) {
  Scenario sc({"Magnate"});
  sc.set(0, Zone::kHand, {"Magnate", "Copper", "Silver", "Estate"});
  sc.set(0, Zone::kDeck, {"Gold", "Gold", "Gold"});
  sc.turn(0);
  EXPECT_TRUE(ai_would_play(sc, "Magnate"));
  sc.play("Magnate");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
  sc.set(0, Zone::kHand, {"Magnate", "Estate"});
  sc.turn(0);
  EXPECT_FALSE(ai_would_play(sc, "Magnate"));
  sc.play("Magnate");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).hand.size(), 1);
}

TEST(Magnate, CursesCountAsTreasuresWithCharlatan) {
  Scenario sc({"Magnate", "Charlatan"});
  sc.set(0, Zone::kHand, {"Magnate", "Curse", "Curse", "Estate"});
  sc.set(0, Zone::kDeck, {"Silver", "Silver", "Gold"});
  sc.turn(0);
  sc.play("Magnate");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Curse", "Curse", "Estate", "Silver", "Silver"}));
}

// ---------------------------------------------------------------- War Chest

TEST(WarChest, GainsACardUpToFiveNotNamedThisTurn) {
  Scenario sc({"War Chest", "Magnate", "Tiara"});
  sc.set(0, Zone::kHand, {"War Chest", "War Chest"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  play_treasures(sc);
  const Decision& n = sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(n.player, 1);
  const Choice guess = ai_answer(sc);  // a card the player may want: up to $5, not Victory
  ASSERT_EQ(guess.n, 1);
  EXPECT_LE(sc.s.cost(guess.cards[0]), 5);
  EXPECT_FALSE(sc.s.is(guess.cards[0], kVictory | kCurseType));
  sc.answer(Choice::one(sc.id("Magnate")));
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 5);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Magnate"))));
  sc.answer(Choice::one(sc.id("Tiara")));
  sc.expect(DecisionKind::kNameCard);
  sc.answer(Choice::one(sc.id("Tiara")));
  sc.expect(DecisionKind::kGain);
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Magnate"))));  // both named cards are out
  EXPECT_FALSE(sc.s.respond(Choice::one(sc.id("Tiara"))));
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver", "Tiara"}));
  EXPECT_EQ(sc.s.coins(), 0);
}

TEST(WarChest, NamesAreForgottenNextTurn) {
  Scenario sc({"War Chest", "Magnate"});
  sc.set(0, Zone::kHand, {"War Chest"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kNameCard);
  sc.answer(Choice::one(sc.id("Magnate")));
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);  // player 1: player 0's turn is over
  sc.set(0, Zone::kHand, {"War Chest"});
  sc.turn(0);
  play_treasures(sc);
  sc.expect(DecisionKind::kNameCard);
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kGain);
  EXPECT_TRUE(sc.s.is_legal(Choice::one(sc.id("Magnate"))));
}

// ---------------------------------------------------------------- bots and Provincial's names

TEST(ProsperityBots, InTheLibraryWithTheirCards) {
  for (const char* name :
       {"Mountebank", "Goons", "Venture", "Bishop", "Rabble", "Monument", "Vault", "Charlatan"}) {
    const Strategy* bot = find_bot(name);
    ASSERT_NE(bot, nullptr) << name;
    const std::vector<const CardDef*> cards = kingdom_cards_of(*bot);
    ASSERT_EQ(cards.size(), 1u) << name;
    EXPECT_EQ(cards[0]->name, name);
    EXPECT_EQ(cards[0]->set, "Prosperity");
    EXPECT_FALSE(mentions_colony(*bot)) << name;
  }
  const Strategy* colony = find_bot("Big Money Colony");
  ASSERT_NE(colony, nullptr);
  EXPECT_TRUE(mentions_colony(*colony));
  EXPECT_TRUE(kingdom_cards_of(*colony).empty());
}

TEST(ProsperityNames, ProvincialsLowerCaseNamesImport) {
  const Menu m = parse_provincial(
      "e2-d3-p4-king's court@1|worker's village@2|grand market@1|royal seal@1|counting house@1|"
      "trade route@1|hoard@1|mint@1|venture@99|platinum@99",
      Registry::standard(), Edition::kFirst);
  const Names expected = {"King's Court",   "Worker's Village", "Grand Market", "Royal Seal",
                          "Counting House", "Trade Route",      "Hoard",        "Mint",
                          "Venture",        "Platinum"};
  ASSERT_EQ(m.entries.size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(m.entries[i].card->name, expected[i]);
    EXPECT_NE(m.entries[i].card->edition, Edition::kSecond) << expected[i];  // 1E Hoard, Mint
  }
  EXPECT_EQ(m.province_at, 4);
  // As a Colony strategy: Colony first, then the Province threshold.
  const Strategy st = to_strategy(m, "p", true);
  EXPECT_EQ(st.rules[0].card->name, "Colony");
  EXPECT_TRUE(mentions_colony(st));
}

}  // namespace
}  // namespace kl
