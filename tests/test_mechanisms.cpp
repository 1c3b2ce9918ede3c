// The engine's machinery for the later sets, each mechanism tested with the test-only cards and
// landscapes of tests/mechanism_cards.h: Events, Projects, Landmarks, Ways, Allies, Traits,
// Prophecies; the Night phase; Debt, Coffers, Villagers; pile tokens; split, shuffled and
// non-Supply piles; Heirlooms; replacing a gain; playing as another card; limited and possessed
// extra turns; playing from the trash; turn overlays (types and plays by whose turn it is).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "evolution/player/player.h"
#include "evolution/strategy/menu.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/genome.h"
#include "tests/mechanism_cards.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::many;
using test::Names;
using test::Scenario;

Scenario game(const Names& kingdom, int players = 2, uint64_t seed = 1) {
  return Scenario(kingdom, players, Edition::kSecond, seed, test::mechanism_registry());
}

void buy(Scenario& sc, const std::string& card, int coffers = 0) {
  sc.expect(DecisionKind::kBuy);
  Choice c = Choice::one(sc.id(card));
  c.option = coffers;
  sc.answer(c);
}

bool buyable(Scenario& sc, const std::string& card) {
  sc.expect(DecisionKind::kBuy);
  return sc.s.is_legal(Choice::one(sc.id(card)));
}

void end_buys(Scenario& sc) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
}

// Ends the current turn, declining every phase decision (Actions, Treasures, buys, Night).
void finish_turn(Scenario& sc) {
  const int turn = sc.s.turn();
  while (sc.s.advance() && sc.s.turn() == turn) {
    const DecisionKind k = sc.s.decision().kind;
    ASSERT_TRUE(k == DecisionKind::kPlayAction || k == DecisionKind::kPlayTreasures ||
                k == DecisionKind::kBuy || k == DecisionKind::kPlayNight)
        << "a card's decision while finishing the turn";
    sc.answer(Choice::none());
  }
}

// ---------------------------------------------------------------- Events

TEST(Events, BuyingOneSpendsABuyAndItsCostDoesItsThingOncePerTurn) {
  Scenario sc = game({"Errand", "Smithy"});
  sc.set(0, Zone::kHand, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 2, 5);
  const CardId errand = sc.id("Errand");
  EXPECT_TRUE(sc.s.is_landscape(errand));
  EXPECT_FALSE(sc.s.in_supply(errand));
  buy(sc, "Errand");
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.buys(), 1);
  EXPECT_FALSE(buyable(sc, "Errand")) << "once per turn";
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names{"Silver"});
  // An Event is not a card: it was gained by nobody and bought as no card.
  EXPECT_EQ(sc.s.player(0).owned[errand], 0);
  EXPECT_EQ(sc.s.bought_this_turn_mask() & (uint64_t(1) << errand), 0u);
  EXPECT_TRUE(buyable(sc, "Silver"));  // $3 left
}

TEST(Events, CostChangesForCardsLeaveEventsAlone) {
  // Bridge makes cards cheaper, not Events.
  Scenario sc = game({"Errand", "Bridge"});
  sc.set(0, Zone::kHand, {"Bridge"});
  sc.turn(0, 1, 1, 1);
  sc.play("Bridge");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(sc.id("Bridge")), 3);
  EXPECT_EQ(sc.s.cost(sc.id("Errand")), 2);
}

TEST(Events, ADebtCostTakesDebtAndNoCardIsBoughtUntilItIsPaid) {
  Scenario sc = game({"Pledge", "Smithy"});
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 2, 0);
  buy(sc, "Pledge");  // $0 and 3 Debt: +$2 (vanilla, like a card's)
  EXPECT_EQ(sc.s.player(0).debt, 3);
  EXPECT_EQ(sc.s.coins(), 2);
  sc.expect(DecisionKind::kBuy);
  // Paid off at once with the $2: 1 Debt remains, so nothing can be bought.
  EXPECT_EQ(sc.s.player(0).debt, 1);
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(kCopper)));
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Pledge"))));
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.player(0).debt, 1);  // still owed at the next turn
}

// ---------------------------------------------------------------- Projects

TEST(Projects, OncePerPlayerTwoCubesAndTheAbilityIsTheOwnersOnly) {
  Scenario sc = game({"Drill Yard", "Smithy"});
  sc.set(0, Zone::kHand, {});
  sc.set(1, Zone::kHand, {"Smithy"});
  sc.turn(0, 1, 2, 8);
  buy(sc, "Drill Yard");
  EXPECT_TRUE(sc.s.has_project(0, sc.id("Drill Yard")));
  EXPECT_FALSE(sc.s.has_project(1, sc.id("Drill Yard")));
  EXPECT_FALSE(buyable(sc, "Drill Yard")) << "one cube per Project";
  sc.answer(Choice::none());
  // Player 1's turn: no ability.
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.s.actions(), 1);
  // Player 0's: +1 Action at the start of the turn.
  sc.s.set_turn(1, 0, 0, 0);
  sc.s.start_turn_of(0);
  sc.set(0, Zone::kHand, {"Smithy"});
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.s.actions(), 2);
}

TEST(Projects, EachPlayerHasOnlyTwoCubes) {
  Scenario sc = game({"Drill Yard", "Smithy"});
  sc.set(0, Zone::kHand, {});
  sc.s.add_project(0, kCopper);  // two cubes already placed (on stand-ins)
  sc.s.add_project(0, kSilver);
  sc.turn(0, 1, 1, 8);
  EXPECT_FALSE(buyable(sc, "Drill Yard"));
}

// ---------------------------------------------------------------- Artifacts

TEST(Artifacts, ACardBringsItAndItMovesFromHolderToHolder) {
  Scenario sc = game({"Bannerman", "Smithy"});
  const CardId banner = sc.id("Banner");
  EXPECT_TRUE(sc.s.is_landscape(banner));
  EXPECT_EQ(sc.s.artifact_owner(banner), -1) << "nobody holds it at the start";
  sc.set(0, Zone::kHand, {"Bannerman"});
  sc.turn(0);
  sc.play("Bannerman");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.artifact_owner(banner), 0);
  EXPECT_EQ(sc.s.buys(), 2) << "its rule at the start of the holder's Buy phase";
  sc.set(1, Zone::kHand, {"Bannerman"});
  sc.turn(1);
  sc.play("Bannerman");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.artifact_owner(banner), 1) << "taken from player 0";
  EXPECT_EQ(sc.s.buys(), 2);
  sc.set(0, Zone::kHand, {});
  sc.turn(0);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.buys(), 1) << "player 0 no longer holds it";
}

TEST(Artifacts, AKingdomFileCannotListOne) {
  EXPECT_THROW(parse_kingdom("cards = [\"Bannerman\", \"Smithy\"]\nlandscapes = [\"Banner\"]\n",
                             "k.toml", test::mechanism_registry()),
               KingdomError);
}

// ---------------------------------------------------------------- Landmarks

TEST(Landmarks, AScoringLandmarkCountsForEveryPlayer) {
  Scenario sc = game({"Hoardstone", "Smithy"});
  const int before0 = sc.s.vp(0), before1 = sc.s.vp(1);
  sc.set(0, Zone::kDiscard, {"Silver", "Silver"});
  EXPECT_EQ(sc.s.vp(0), before0 + 2);
  EXPECT_EQ(sc.s.vp(1), before1);
  EXPECT_EQ(sc.s.result().vp[0], before0 + 2);
}

TEST(Landmarks, VpTokensOnALandmarkAreTakenWhenItsRuleSays) {
  Scenario sc = game({"Cairn", "Smithy"}, 3);
  const CardId cairn = sc.id("Cairn");
  EXPECT_EQ(sc.s.pile_vp(cairn), 18);  // 6 per player
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 4);
  buy(sc, "Smithy");
  sc.next();
  EXPECT_EQ(sc.s.pile_vp(cairn), 17);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 1);
}

// ---------------------------------------------------------------- Ways

TEST(Ways, AWayReplacesThePlayedCardsText) {
  Scenario sc = game({"Way of the Yak", "Smithy"});
  sc.set(0, Zone::kHand, {"Smithy", "Copper"});
  sc.turn(0);
  sc.play("Smithy");
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.reason, Reason::kWay);
  EXPECT_EQ(d.card, sc.id("Smithy"));
  ASSERT_EQ(d.num_cards, 1);
  EXPECT_EQ(d.cards[0], sc.id("Way of the Yak"));
  sc.option(1);
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names{"Copper"});  // Smithy drew nothing
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Smithy"});
  EXPECT_EQ(sc.s.actions_played(), 1);  // still a play of an Action card
}

TEST(Ways, TheCardsOwnTextStaysTheDefault) {
  Scenario sc = game({"Way of the Yak", "Smithy"});
  sc.set(0, Zone::kHand, {"Smithy"});
  sc.turn(0);
  sc.play("Smithy");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.s.actions(), 0);
}

TEST(Ways, AWaysEffectMovesThePlayedCardAsThis) {
  Scenario sc = game({"Way of the Hare", "Smithy", "Throne Room"});
  sc.set(0, Zone::kHand, {"Throne Room", "Smithy"});
  sc.turn(0);
  const int pile = sc.s.pile(sc.id("Smithy"));
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseOption);  // Throne Room's own play: its own text
  sc.option(0);
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Smithy"});
  // Each play of Smithy asks again: the first by Way of the Hare, the second by its text.
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.next();
  EXPECT_EQ(sc.s.pile(sc.id("Smithy")), pile + 1);  // returned to its pile by the Way
  EXPECT_EQ(sc.s.player(0).hand.size(), 2 + 3);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Throne Room"});
}

TEST(Ways, TheHeuristicPlayerPlaysAnUnwantedCardByAWay) {
  // A Chapel with nothing worth trashing is better played as +2 Actions.
  Scenario sc = game({"Way of the Yak", "Chapel", "Smithy"});
  sc.set(0, Zone::kHand, {"Chapel", "Gold", "Gold", "Silver"});
  sc.turn(0);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(test::ai_answer(sc).option, 1);
}

// ---------------------------------------------------------------- Allies, Traits, Prophecies

TEST(Allies, EveryPlayerStartsWithAFavorAndTheAllySpendsThem) {
  Scenario sc = game({"Guild of Testers", "Courier"});
  EXPECT_EQ(sc.s.player(0).favors, 1);
  EXPECT_EQ(sc.s.player(1).favors, 1);
  sc.set(0, Zone::kHand, {"Courier"});
  sc.turn(0);
  sc.play("Courier");
  sc.next();
  EXPECT_EQ(sc.s.player(0).favors, 2);
  sc.s.start_turn_of(0);
  sc.set(0, Zone::kHand, {"Copper"});
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.card, sc.id("Guild of Testers"));
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.s.player(0).favors, 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
}

TEST(Allies, NoFavorsWithoutAnAlly) {
  Scenario sc = game({"Courier"});
  EXPECT_EQ(sc.s.player(0).favors, 0);
}

TEST(Traits, ATraitCoversEveryCardOfItsPile) {
  Scenario sc = game({"Thrifty", "Tent", "Smithy"});
  const CardId thrifty = sc.id("Thrifty");
  EXPECT_EQ(sc.s.trait_of(sc.id("Tent")), thrifty);
  EXPECT_EQ(sc.s.trait_of(sc.id("Pavilion")), thrifty);
  EXPECT_EQ(sc.s.trait_of(sc.id("Smithy")), kNoCard);
  EXPECT_EQ(sc.s.trait_pile(thrifty), sc.id("Tent"));
  EXPECT_EQ(sc.s.cost(sc.id("Tent")), 1);
  EXPECT_EQ(sc.s.cost(sc.id("Pavilion")), 4);
  EXPECT_EQ(sc.s.cost(sc.id("Smithy")), 4);
}

TEST(Prophecies, SunTokensByPlayersAndTheTextActsOnceTheLastIsGone) {
  for (int players = 2; players <= 6; ++players) {
    Scenario sc = game({"Dawnbreak", "Sunrise"}, players);
    const int expected[] = {0, 0, 5, 8, 10, 12, 13};
    EXPECT_EQ(sc.s.sun(), expected[players]);
  }
  Scenario sc = game({"Dawnbreak", "Sunrise"});
  sc.set(0, Zone::kHand, {"Sunrise", "Sunrise", "Sunrise", "Sunrise", "Sunrise"});
  sc.set(0, Zone::kDeck, Names(10, "Copper"));
  sc.turn(0);
  for (int i = 0; i < 4; ++i) sc.play("Sunrise");
  EXPECT_FALSE(sc.s.prophecy_active());
  sc.play("Sunrise");
  sc.next();
  EXPECT_TRUE(sc.s.prophecy_active());
  EXPECT_EQ(sc.s.sun(), 0);
  sc.s.start_turn_of(1);
  sc.next();
  EXPECT_EQ(sc.s.buys(), 2);  // for every player
}

// ---------------------------------------------------------------- Night

TEST(Night, NightCardsArePlayedAfterTheBuyPhaseWithoutActions) {
  Scenario sc = game({"Night Lamp", "Smithy"});
  sc.set(0, Zone::kHand, {"Night Lamp", "Copper"});
  sc.set(0, Zone::kDeck, Names(5, "Estate"));
  sc.turn(0, 0);
  sc.expect(DecisionKind::kPlayTreasures);  // no Action phase question: Night Lamp is no Action
  sc.answer(Choice::all_treasures());
  end_buys(sc);
  const Decision& d = sc.expect(DecisionKind::kPlayNight);
  EXPECT_EQ(sc.s.phase(), Phase::kNight);
  EXPECT_EQ(d.player, 0);
  sc.choose({"Night Lamp"});
  sc.next();
  // Gained onto the deck during Night, then drawn at Clean-up.
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
  EXPECT_EQ(sc.s.current(), 1);
}

// ---------------------------------------------------------------- Debt

TEST(Debt, BuyingADebtCardTakesDebtPaidOffAtTheEndOfTheBuyPhase) {
  Scenario sc = game({"Foundry", "Workshop"});
  const CardId foundry = sc.id("Foundry");
  EXPECT_EQ(sc.s.cost(foundry), 0);
  EXPECT_EQ(sc.s.debt_cost(foundry), 4);
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 6);
  buy(sc, "Foundry");
  EXPECT_EQ(sc.s.player(0).debt, 4);
  EXPECT_EQ(sc.s.coins(), 6);
  sc.next();  // the turn ends: the Debt was paid with the $6 first
  EXPECT_EQ(sc.s.player(0).debt, 0);
  EXPECT_EQ(sc.s.current(), 1);
}

TEST(Debt, CostingUpToCountsDebtAsMore) {
  Scenario sc = game({"Foundry", "Workshop"});
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.turn(0);
  sc.play("Workshop");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_FALSE(sc.s.can_gain(d, sc.id("Foundry")));  // $0 + 4 Debt is not "up to $4"
  EXPECT_TRUE(sc.s.can_gain(d, kSilver));
}

// ---------------------------------------------------------------- Coffers and Villagers

TEST(Currencies, VillagersAreActionsAndCoffersAreCoins) {
  Scenario sc = game({"Pantry", "Smithy"});
  sc.set(0, Zone::kHand, {"Pantry", "Smithy", "Silver", "Copper"});
  sc.set(0, Zone::kDeck, Names(5, "Estate"));
  sc.turn(0);
  sc.play("Pantry");
  EXPECT_EQ(sc.s.actions(), 0);
  sc.play("Smithy");  // no Action left: a Villager pays for it
  EXPECT_EQ(sc.s.player(0).villagers, 0);
  EXPECT_EQ(sc.s.player(0).coffers, 1);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Smithy"))));  // $3
  Choice too_many = Choice::one(sc.id("Smithy"));
  too_many.option = 2;
  EXPECT_FALSE(sc.s.is_legal(too_many));  // only 1 Coffers
  buy(sc, "Smithy", 1);
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Smithy") + sc.count(0, Zone::kHand, "Smithy") +
                sc.count(0, Zone::kDeck, "Smithy"),
            2);
}

TEST(Currencies, TheHeuristicPlayerSpendsCoffersOnlyWhenTheyBuyBetter) {
  Scenario sc = game({"Pantry", "Smithy"});
  const Registry& reg = test::mechanism_registry();
  const Strategy st = to_strategy(parse_menu("Gold Silver", reg), "money", false, reg);
  sc.set(0, Zone::kHand, {});
  sc.s.add_coffers(0, 3);
  sc.turn(0, 1, 1, 7);
  sc.expect(DecisionKind::kBuy);
  Choice c = test::ai_answer(sc, &st);
  EXPECT_EQ(c.option, 1);  // Gold becomes Province with one Coffer
  EXPECT_EQ(test::names_of(sc, c), Names{"Province"});
  sc.turn(0, 1, 1, 6);
  sc.expect(DecisionKind::kBuy);
  c = test::ai_answer(sc, &st);
  EXPECT_EQ(c.option, 2);
  sc.turn(0, 1, 1, 4);
  sc.expect(DecisionKind::kBuy);
  c = test::ai_answer(sc, &st);
  EXPECT_EQ(c.option, 2);  // Silver becomes Gold with two
  EXPECT_EQ(test::names_of(sc, c), Names{"Gold"});
  sc.s.add_coffers(0, -2);
  sc.turn(0, 1, 1, 6);
  sc.expect(DecisionKind::kBuy);
  c = test::ai_answer(sc, &st);
  EXPECT_EQ(c.option, 0);  // one Coffer buys nothing better than Gold
}

// ---------------------------------------------------------------- pile tokens

TEST(PileTokens, APlusCardTokenGivesACardFirstWheneverItsPileIsPlayed) {
  Scenario sc = game({"Signpost", "Smithy", "Village"});
  sc.set(0, Zone::kHand, {"Smithy"});
  sc.set(0, Zone::kDeck, Names(8, "Copper"));
  sc.turn(0, 1, 1, 2);
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  buy(sc, "Signpost");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_TRUE(sc.s.can_name(d, sc.id("Smithy")));
  EXPECT_FALSE(sc.s.can_name(d, kCopper));
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(sc.s.token_pile(0, kPlusCardToken), sc.id("Smithy"));
  sc.set(0, Zone::kHand, {"Smithy"});
  sc.turn(0);
  sc.play("Smithy");
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);
}

TEST(PileTokens, MinusCoinAndMinusCardTokensTakeFromTheNextGainAndDraw) {
  Scenario sc = game({"Tollman", "Smithy"});
  sc.set(0, Zone::kHand, {"Tollman"});
  sc.set(1, Zone::kHand, {"Smithy", "Silver", "Copper"});
  sc.set(1, Zone::kDeck, Names(6, "Estate"));
  sc.turn(0);
  sc.play("Tollman");
  sc.next();
  EXPECT_TRUE(sc.s.player(1).minus_coin);
  EXPECT_TRUE(sc.s.player(1).minus_card);
  sc.turn(1);
  sc.play("Smithy");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(1).hand.size(), 2 + 2);  // 3 Cards, one less
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3 - 1);
  EXPECT_FALSE(sc.s.player(1).minus_coin);
  EXPECT_FALSE(sc.s.player(1).minus_card);
}

TEST(PileTokens, ACostTokenLowersItsPileOnItsOwnersTurnsOnly) {
  Scenario sc = game({"Ferryboat", "Smithy", "Village"});
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 3);
  buy(sc, "Ferryboat");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Smithy"});
  sc.next();
  sc.turn(0, 1, 1, 0);
  sc.next();
  EXPECT_EQ(sc.s.cost(sc.id("Smithy")), 2);
  EXPECT_EQ(sc.s.cost(sc.id("Village")), 3);
  sc.turn(1, 1, 1, 0);
  sc.next();
  EXPECT_EQ(sc.s.cost(sc.id("Smithy")), 4);
}

// ---------------------------------------------------------------- piles

TEST(Piles, ASplitPileSellsItsTopHalfFirstAndEmptiesOnce) {
  Scenario sc = game({"Tent", "Smithy"});
  const CardId tent = sc.id("Tent"), pavilion = sc.id("Pavilion");
  EXPECT_EQ(sc.s.pile_of(pavilion), tent);
  EXPECT_EQ(sc.s.pile_size(pavilion), 10);
  EXPECT_EQ(sc.s.pile(pavilion), 5);
  EXPECT_EQ(sc.s.pile_top(pavilion), tent);
  EXPECT_TRUE(sc.s.covered(pavilion));
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 5);
  EXPECT_FALSE(buyable(sc, "Pavilion"));
  EXPECT_TRUE(sc.s.is_legal(Choice::one(tent)));
  const int empty = sc.s.empty_piles();
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(sc.s.gain(1, tent));
  EXPECT_FALSE(sc.s.covered(pavilion));
  EXPECT_TRUE(sc.s.is_legal(Choice::one(pavilion)));
  EXPECT_EQ(sc.s.empty_piles(), empty);
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(sc.s.gain(1, pavilion));
  EXPECT_EQ(sc.s.empty_piles(), empty + 1);
  std::string why;
  EXPECT_TRUE(sc.s.is_ok(&why)) << why;
}

TEST(Piles, AShuffledPileShowsOnlyItsTopAndIsNamedByItsRandomizer) {
  Scenario sc = game({"Wardens", "Smithy"});
  const CardDef* wardens = test::mechanism_registry().find("Wardens");
  EXPECT_EQ(sc.s.find(wardens), kNoCard);  // the randomizer is no card of the game
  const CardId rep = sc.s.find_pile(wardens);
  ASSERT_NE(rep, kNoCard);
  EXPECT_EQ(sc.s.pile_size(rep), 10);
  const CardId top = sc.s.pile_top(rep);
  int uncovered = 0;
  for (const char* n : {"Warden Ada", "Warden Ben", "Warden Cal"})
    uncovered += !sc.s.covered(sc.id(n));
  EXPECT_EQ(uncovered, 1);
  EXPECT_FALSE(sc.s.covered(top));
  // A lookahead copy keeps the top card and deals the rest again.
  State copy = sc.s;
  copy.determinize(0, 77);
  EXPECT_EQ(copy.pile_top(rep), top);
  std::string why;
  EXPECT_TRUE(copy.is_ok(&why)) << why;
  // Different seeds deal differently: the order below the top is not fixed.
  bool differs = false;
  for (uint64_t seed = 1; seed < 6 && !differs; ++seed) {
    Scenario other = game({"Wardens", "Smithy"}, 2, seed);
    State a = other.s;
    for (int i = 0; i < 9; ++i) {
      const CardId t = a.pile_top(rep);
      differs |= t != sc.s.pile_top(rep);
      a.gain(0, t);
    }
  }
  EXPECT_TRUE(differs);
}

TEST(Piles, NeededNonSupplyCardsComeAlongAndNeverEndTheGame) {
  Scenario sc = game({"Raider", "Smithy"});
  const CardId trophy = sc.id("Trophy");
  EXPECT_FALSE(sc.s.in_supply(trophy));
  EXPECT_EQ(sc.s.pile(trophy), 12);
  const int empty = sc.s.empty_piles();
  sc.set(0, Zone::kHand, {"Raider"});
  sc.turn(0);
  sc.play("Raider");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Trophy"), 1);
  sc.pile("Trophy", 0);
  EXPECT_EQ(sc.s.empty_piles(), empty);
}

// The gains that end the game on piles: the cards left on the smallest Supply piles that would
// be the last empty ones (three, or four with 5 or more players); a split pile counts once with
// both halves, a non-Supply pile (Trophy) never.
TEST(Piles, PileOutGainsCountTheSmallestSupplyPilesThatWouldEndTheGame) {
  Scenario sc = game({"Tent", "Raider"});
  const CardId tent = sc.id("Tent"), pavilion = sc.id("Pavilion");
  ASSERT_EQ(sc.s.empty_piles(), 0);
  sc.pile("Trophy", 1);
  sc.pile("Raider", 3);
  sc.pile("Estate", 2);
  sc.pile("Curse", 4);
  EXPECT_EQ(sc.s.pile_out_gains(), 2 + 3 + 4);
  for (int i = 0; i < 8; ++i) EXPECT_TRUE(sc.s.gain(1, i < 5 ? tent : pavilion));
  EXPECT_EQ(sc.s.pile_size(tent), 2);
  EXPECT_EQ(sc.s.pile_out_gains(), 2 + 2 + 3);
  // (The count is kept until a pile changes: a gain and a return to a pile count again.)
  const CardId raider = sc.id("Raider");
  EXPECT_TRUE(sc.s.gain(1, raider));
  EXPECT_EQ(sc.s.pile_out_gains(), 2 + 2 + 2);
  EXPECT_TRUE(sc.s.return_to_pile(1, raider, Zone::kDiscard));
  EXPECT_EQ(sc.s.pile_out_gains(), 2 + 2 + 3);
  sc.pile("Estate", 0);
  EXPECT_EQ(sc.s.pile_out_gains(), 2 + 3);
  sc.pile("Raider", 0);
  sc.pile("Curse", 0);
  EXPECT_EQ(sc.s.pile_out_gains(), 0);  // (three empty: the game ends)
  Scenario five = game({"Tent", "Raider"}, 5);
  five.pile("Raider", 3);
  five.pile("Estate", 2);
  five.pile("Curse", 4);
  five.pile("Copper", 1);
  EXPECT_EQ(five.s.pile_out_gains(), 1 + 2 + 3 + 4);
}

TEST(Piles, ANeededSupplyPileIsShuffledAndSizedByPlayers) {
  for (int players = 2; players <= 4; ++players) {
    Scenario sc = game({"Rummager", "Smithy"}, players);
    const CardId wall = sc.id("Old Wall"), cart = sc.id("Broken Cart");
    EXPECT_TRUE(sc.s.in_supply(wall));
    EXPECT_EQ(sc.s.pile_size(wall), 10 * (players - 1));
    EXPECT_EQ(sc.s.pile_of(cart), sc.s.pile_of(wall));
  }
  Scenario sc = game({"Rummager", "Smithy"}, 3);
  sc.set(0, Zone::kHand, {"Rummager"});
  sc.turn(0);
  sc.play("Rummager");
  sc.next();
  EXPECT_EQ(sc.s.pile_size(sc.id("Old Wall")), 18);
  for (int p = 1; p < 3; ++p)
    EXPECT_EQ(sc.s.player(p).owned[sc.id("Old Wall")] + sc.s.player(p).owned[sc.id("Broken Cart")],
              1);
}

TEST(Piles, ARotatingPileSendsItsTopCardsToTheBottom) {
  Scenario sc = game({"Tent", "Smithy"});
  const CardId tent = sc.id("Tent"), pavilion = sc.id("Pavilion");
  sc.s.rotate_pile(tent);
  EXPECT_EQ(sc.s.pile_top(tent), pavilion);
  EXPECT_TRUE(sc.s.covered(tent));
  EXPECT_FALSE(sc.s.covered(pavilion));
  EXPECT_TRUE(sc.s.gain(0, pavilion));
  EXPECT_FALSE(sc.s.gain(0, tent));
  sc.s.rotate_pile(pavilion);
  EXPECT_EQ(sc.s.pile_top(tent), tent);
  EXPECT_EQ(sc.s.pile_size(tent), 9);
  std::string why;
  EXPECT_TRUE(sc.s.is_ok(&why)) << why;
}

TEST(Piles, AnHeirloomReplacesAStartingCopper) {
  Scenario sc = game({"Charmer", "Smithy"});
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(sc.s.player(p).owned[kCopper], 6);
    EXPECT_EQ(sc.s.player(p).owned[sc.id("Lucky Coin")], 1);
    EXPECT_EQ(sc.s.player(p).owned[kEstate], 3);
  }
  EXPECT_FALSE(sc.s.in_supply(sc.id("Lucky Coin")));
}

// ---------------------------------------------------------------- rule-changing effects

TEST(Replacements, AReactionCanReplaceTheCardAboutToBeGained) {
  Scenario sc = game({"Swapper", "Smithy"});
  const int smithies = sc.s.pile(sc.id("Smithy")), silvers = sc.s.pile(kSilver);
  sc.set(0, Zone::kHand, {"Swapper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 1, 4);
  buy(sc, "Smithy");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  EXPECT_EQ(d.card, sc.id("Swapper"));
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Smithy"), 0);
  EXPECT_EQ(sc.s.pile(sc.id("Smithy")), smithies);
  EXPECT_EQ(sc.s.pile(kSilver), silvers - 1);
}

TEST(Replacements, DecliningGainsTheCardAsItWas) {
  Scenario sc = game({"Swapper", "Smithy"});
  sc.set(0, Zone::kHand, {"Swapper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 1, 4);
  buy(sc, "Smithy");
  sc.expect(DecisionKind::kYesNo);
  sc.yes(false);
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Smithy"), 1);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 0);
}

// The card gained instead goes to the discard pile even when the other was going elsewhere (a
// selfcheck game: Blockade's card set aside, the Silver then stayed set aside for good).
TEST(Replacements, TheCardGainedInsteadGoesToTheDiscardPile) {
  Scenario sc = game({"Swapper", "Mine"});
  sc.set(0, Zone::kHand, {"Mine", "Silver", "Swapper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Mine");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});  // to trash
  sc.expect(DecisionKind::kGain);
  sc.choose({"Gold"});  // to the hand
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 0);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 0);
  std::string why;
  EXPECT_TRUE(sc.s.is_ok(&why)) << why;
}

TEST(PlayAs, ACardPlaysAnothersTextAndStaysItselfInPlay) {
  Scenario sc = game({"Mimic", "Smithy", "Mining Village"});
  const int smithies = sc.s.pile(sc.id("Smithy"));
  sc.set(0, Zone::kHand, {"Mimic"});
  sc.set(0, Zone::kDeck, Names(5, "Copper"));
  sc.turn(0);
  sc.play("Mimic");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_TRUE(sc.s.can_name(d, sc.id("Smithy")));
  EXPECT_FALSE(sc.s.can_name(d, sc.id("Mimic")));
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Mimic"});
  EXPECT_EQ(sc.s.pile(sc.id("Smithy")), smithies);
  // "Trash this" trashes the Mimic, not another copy of the copied card.
  sc.set(0, Zone::kHand, {"Mimic"});
  sc.set(0, Zone::kPlay, {"Mining Village"});
  sc.turn(0);
  sc.play("Mimic");
  sc.expect(DecisionKind::kNameCard);
  sc.choose({"Mining Village"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.trashed("Mimic"), 1);
  EXPECT_EQ(sc.trashed("Mining Village"), 0);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names{"Mining Village"});
}

TEST(ExtraTurns, AnExtraTurnWithoutCardBuysStillBuysEvents) {
  Scenario sc = game({"Voyage", "Errand", "Smithy"});
  sc.set(0, Zone::kHand, {});
  sc.set(1, Zone::kHand, Names(5, "Copper"));
  sc.s.start_turn_of(1);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  end_buys(sc);  // player 1's turn: now the previous turn is not player 0's
  sc.set(0, Zone::kHand, {"Gold", "Gold"});
  sc.set(0, Zone::kDeck, Names(10, "Silver"));
  const int turns = sc.s.player(0).turns;
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.current(), 0);
  sc.answer(Choice::all_treasures());
  buy(sc, "Voyage");  // the last Buy: the turn ends
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_TRUE(sc.s.extra_turn());
  EXPECT_EQ(sc.s.turn_flags(), kNoBuyingCards);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(kSilver)));
  EXPECT_TRUE(sc.s.is_legal(Choice::one(sc.id("Errand"))));
  buy(sc, "Voyage");  // bought, but the previous turn was this player's: no third turn
  EXPECT_FALSE(sc.s.extra_turn_due());
  finish_turn(sc);
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(sc.s.player(0).turns, turns + 1);
}

TEST(ExtraTurns, APossessedTurnIsDecidedByTheControllerWhoGainsItsCards) {
  Scenario sc = game({"Puppeteer", "Smithy", "Chapel"}, 3);
  sc.set(0, Zone::kHand, {"Puppeteer"});
  sc.set(1, Zone::kHand, {"Gold", "Gold", "Silver", "Estate", "Estate"});
  sc.turn(0);
  sc.play("Puppeteer");
  finish_turn(sc);
  const int turns1 = sc.s.player(1).turns;
  const int golds0 = sc.s.player(0).owned[kGold], golds1 = sc.s.player(1).owned[kGold];
  const Decision& d = sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.decider, 0);
  EXPECT_EQ(sc.s.turn_flags(), kPossessed);
  sc.answer(Choice::all_treasures());
  const Decision& b = sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(b.decider, 0);
  sc.answer(Choice::one(kGold));
  sc.next();
  EXPECT_EQ(sc.s.player(0).owned[kGold], golds0 + 1);  // the controller gained it
  EXPECT_EQ(sc.s.player(1).owned[kGold], golds1);
  // The possessed turn did not count; player 1 now takes their own turn.
  EXPECT_EQ(sc.s.current(), 1);
  EXPECT_FALSE(sc.s.extra_turn());
  EXPECT_EQ(sc.s.player(1).turns, turns1);
  EXPECT_EQ(sc.s.decision().decider, 1);
}

TEST(ExtraTurns, APossessedPlayersTrashedCardsComeBackAtTheEnd) {
  Scenario sc = game({"Puppeteer", "Chapel"});
  sc.set(0, Zone::kHand, {"Puppeteer"});
  sc.set(1, Zone::kHand, {"Chapel", "Estate", "Estate", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  const int estates = sc.s.player(1).owned[kEstate];
  sc.turn(0);
  sc.play("Puppeteer");
  finish_turn(sc);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate"});
  sc.next();
  // Set aside, not in the trash, for the rest of the turn (Possession's FAQ).
  EXPECT_EQ(sc.trashed("Estate"), 0);
  EXPECT_EQ(sc.s.player(1).owned[kEstate], estates - 2);
  finish_turn(sc);
  EXPECT_EQ(sc.trashed("Estate"), 0);
  EXPECT_EQ(sc.s.player(1).owned[kEstate], estates);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Estate") + sc.count(1, Zone::kHand, "Estate") +
                sc.count(1, Zone::kDeck, "Estate"),
            estates);
}

TEST(PlayFromTrash, AnActionInTheTrashIsPlayedAndStaysThere) {
  Scenario sc = game({"Gravedigger", "Smithy", "Chapel", "Village"});
  sc.set(0, Zone::kHand, {"Chapel", "Smithy", "Village"});
  sc.turn(0, 2);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Smithy", "Village"});
  sc.next();
  EXPECT_EQ(sc.trashed("Smithy"), 1);
  sc.set(0, Zone::kHand, {"Gravedigger"});
  sc.set(0, Zone::kDeck, Names(5, "Copper"));
  sc.turn(0);
  sc.play("Gravedigger");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_TRUE(sc.s.can_name(d, sc.id("Village")));
  EXPECT_FALSE(sc.s.can_name(d, sc.id("Chapel")));  // none in the trash
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.trashed("Smithy"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), (Names{"Chapel", "Gravedigger"}));
  EXPECT_EQ(sc.s.actions(), 0);                          // Smithy's play needed no Action
  EXPECT_EQ(sc.s.face_up_in_trash(sc.id("Smithy")), 0);  // face down for the turn
  EXPECT_FALSE(sc.s.play_from_trash(0, sc.id("Smithy")));
  sc.turn(0);
  EXPECT_EQ(sc.s.face_up_in_trash(sc.id("Smithy")), 1);
}

// ---------------------------------------------------------------- strategies

TEST(Strategies, MenusBuyEventsAndProjectsAndCountTheTimesBought) {
  const Registry& reg = test::mechanism_registry();
  const Menu m = parse_menu("Errand×1 Drill Yard Silver", reg);
  EXPECT_EQ(print_menu(m), "Errand×1 Drill Yard Silver");
  EXPECT_EQ(parse_provincial("e0-d0-p99-errand@1|silver@99", reg).entries.front().card,
            reg.find("Errand"));
  const Strategy st = to_strategy(m, "events", false, reg);
  Scenario sc = game({"Errand", "Drill Yard", "Smithy"});
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 3, 6);
  sc.expect(DecisionKind::kBuy);
  Choice c = test::ai_answer(sc, &st);
  EXPECT_EQ(test::names_of(sc, c), Names{"Errand"});
  sc.answer(c);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).landscape_buys[sc.id("Errand")], 1);
  c = test::ai_answer(sc, &st);  // Errand×1 is done; the Project next
  EXPECT_EQ(test::names_of(sc, c), Names{"Drill Yard"});
  sc.answer(c);
  sc.s.add_coins(4);
  sc.expect(DecisionKind::kBuy);
  c = test::ai_answer(sc, &st);  // a Project once: Silver
  EXPECT_EQ(test::names_of(sc, c), Names{"Silver"});
}

// Spending Coffers with the -$1 token out: the first Coffer buys nothing, and the player counts
// that (a selfcheck game: it spent 3 Coffers on a $3 Silver and answered illegally).
TEST(Strategies, CoffersSpentWithTheMinusCoinTokenOutBuyOneDollarLess) {
  const Registry& reg = test::mechanism_registry();
  const Strategy st = to_strategy(parse_menu("Silver", reg), "silver", false, reg);
  Scenario sc = game({"Tollman", "Smithy"});
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 0);
  sc.s.set_minus_coin(0);
  sc.s.add_coffers(0, 3);
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.can_buy_spending(kSilver, 3));
  Choice c = test::ai_answer(sc, &st);
  EXPECT_EQ(c.n, 0);
  sc.answer(c);
  sc.s.add_coffers(0, 1);  // 4 in all
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 0);
  sc.expect(DecisionKind::kBuy);
  c = test::ai_answer(sc, &st);
  EXPECT_EQ(test::names_of(sc, c), Names{"Silver"});
  EXPECT_EQ(c.option, 4);
  EXPECT_TRUE(sc.s.player(0).minus_coin);
  sc.answer(c);
  EXPECT_EQ(sc.s.player(0).coffers, 0);
  EXPECT_FALSE(sc.s.player(0).minus_coin);
}

TEST(Strategies, AStrategyNamingAShuffledPileBuysItsTopCard) {
  const Registry& reg = test::mechanism_registry();
  Strategy st;
  st.name = "wardens";
  st.rules.push_back(BuyRule{reg.find("Wardens"), {when(pile(reg.find("Wardens")), Cmp::kGe, 10)}});
  Scenario sc = game({"Wardens", "Smithy"});
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 5);
  sc.expect(DecisionKind::kBuy);
  const CardId top = sc.s.pile_top(sc.s.find_pile(reg.find("Wardens")));
  Choice c = test::ai_answer(sc, &st);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], top);
  sc.answer(c);
  sc.next();
  // left(Wardens) counts the whole pile: 9 < 10 now, so the rule no longer holds.
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 5);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(test::ai_answer(sc, &st).n, 0);
}

TEST(Strategies, EvolutionMayBuyEventsProjectsAndEveryPileItCan) {
  Scenario sc = game({"Errand", "Drill Yard", "Hoardstone", "Tent", "Wardens", "Smithy"});
  const MutationSpace space = mutation_space(sc.cfg);
  const auto has = [&](const char* name) {
    return std::any_of(space.cards.begin(), space.cards.end(),
                       [&](const CardDef* d) { return d->name == name; });
  };
  EXPECT_TRUE(has("Errand"));
  EXPECT_TRUE(has("Drill Yard"));
  EXPECT_FALSE(has("Hoardstone"));  // a Landmark is not bought
  EXPECT_TRUE(has("Tent"));
  EXPECT_TRUE(has("Pavilion"));
  EXPECT_TRUE(has("Wardens"));  // the shuffled pile by its name
  EXPECT_FALSE(has("Warden Ada"));
  const std::vector<const CardDef*> supply = supply_cards(sc.cfg);
  EXPECT_NE(std::find(supply.begin(), supply.end(), test::mechanism_registry().find("Hoardstone")),
            supply.end());
}

// ---------------------------------------------------------------- discarding

// Every discard but Clean-up's opens a kDiscard window (the card's on_discard): Militia's and
// Cellar's do, Clean-up's does not.
TEST(Discards, DiscardingOtherThanInCleanupFiresTheCardsHook) {
  Scenario sc = game({"Dropcloth", "Militia", "Cellar", "Minion"});
  sc.set(1, Zone::kHand, {"Dropcloth", "Copper", "Copper", "Copper", "Estate"});
  sc.set(0, Zone::kHand, {"Militia"});
  sc.turn(0);
  sc.play("Militia");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(sc.s.decision().player, 1);
  sc.choose({"Dropcloth", "Estate"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(1).vp_tokens, 1);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Dropcloth"), 1);

  // Clean-up discards the hand and play without the hook.
  sc.set(0, Zone::kHand, {"Dropcloth", "Dropcloth"});
  sc.set(0, Zone::kDeck, many("Copper", 5));
  finish_turn(sc);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Dropcloth"), 2);
}

TEST(Discards, DiscardingAHandFiresOncePerCardAndNothingListensWithoutTheCard) {
  Scenario sc = game({"Dropcloth", "Minion"});
  sc.set(0, Zone::kHand, {"Minion", "Dropcloth", "Dropcloth", "Copper"});
  sc.set(0, Zone::kDeck, many("Copper", 4));
  sc.set(1, Zone::kHand, {"Copper", "Copper"});
  sc.turn(0);
  sc.play("Minion");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);  // discard the hand, +4 Cards
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 2);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 4);

  // Without a card that listens, a discard opens nothing: the same Cellar leaves no moment.
  Scenario plain = game({"Cellar"});
  plain.set(0, Zone::kHand, {"Cellar", "Estate", "Estate"});
  plain.set(0, Zone::kDeck, many("Copper", 3));
  plain.turn(0);
  plain.play("Cellar");
  plain.expect(DecisionKind::kChooseCards);
  plain.choose({"Estate", "Estate"});
  plain.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(plain.count(0, Zone::kHand, "Copper"), 2);
  EXPECT_EQ(plain.s.stack_size(), 0);
}

// ---------------------------------------------------------------- Overpay, piles cards bring

// Test-only cards: Tip Jar ($2 Action; overpay: +1 VP token per $1) and Signpost ($3 Action that
// brings a $2-$3 pile into the Supply, like Young Witch's Bane, and gains one when played).
void tip_jar_gain(State& s, Event& e) {
  s.add_vp_tokens(e.player, s.take_overpay(e));
  State::done(e);
}
void signpost(State& s, Event& e) {
  State::done(e);
  if (s.card_pile(e.card) != kNoCard) s.gain(e.player, s.card_pile(e.card));
}
const Registry& overpay_registry() {
  static const Registry reg = [] {
    Registry r = Registry::built_in();
    CardDef d;
    d.name = "Tip Jar";
    d.set = "Test";
    d.effect = 1010;
    d.cost = 2;
    d.types = kAction;
    d.kingdom = true;
    d.on_buy = State::overpay_on_buy;
    d.on_gain = tip_jar_gain;
    r.add(d);
    d.name = "Signpost";
    d.effect = 1011;
    d.cost = 3;
    d.on_buy = nullptr;
    d.on_gain = nullptr;
    d.on_play = signpost;
    d.setup_pile = {2, 3, true};
    r.add(d);
    return r;
  }();
  return reg;
}

TEST(Overpay, AsksHowMuchOfWhatIsLeftAndSpendsIt) {
  Scenario sc({"Tip Jar"}, 2, Edition::kSecond, 1, overpay_registry());
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 2, 7);
  buy(sc, "Tip Jar");
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.reason, Reason::kOverpay);
  EXPECT_EQ(d.card, sc.id("Tip Jar"));
  EXPECT_EQ(d.num_options, 6);  // $0 to $5
  sc.option(3);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.player(0).vp_tokens, 3);
  // With $2 left, the next Tip Jar leaves $0: nothing to ask.
  buy(sc, "Tip Jar");
  sc.next();
  EXPECT_EQ(sc.s.player(0).vp_tokens, 3);
  EXPECT_EQ(sc.s.player(0).owned[sc.id("Tip Jar")], 2);
}

TEST(CardPiles, ASupplyPileACardBringsIsOneMorePileItsRulesRead) {
  const Registry& reg = overpay_registry();
  Kingdom k;
  for (const char* n : {"Signpost", "Village", "Smithy", "Market", "Festival", "Witch", "Mine",
                        "Library", "Laboratory", "Gardens"})
    k.cards.push_back(reg.find(n));
  const GameConfig cfg = game_config(k, 3, reg);
  ASSERT_EQ(cfg.card_piles.size(), 1u);
  const CardDef* pile = cfg.card_piles[0].second;
  EXPECT_TRUE(pile->cost == 2 || pile->cost == 3) << pile->name;
  EXPECT_TRUE(pile->kingdom);
  EXPECT_EQ(cfg.kingdom.size(), 11u);
  EXPECT_EQ(game_config(k, 3, reg).card_piles, cfg.card_piles);  // the same from the same seed
  State s;
  s.setup(cfg, 1, 0);
  const CardId signpost_id = s.find(reg.find("Signpost"));
  const CardId c = s.card_pile(signpost_id);
  ASSERT_NE(c, kNoCard);
  EXPECT_TRUE(s.in_supply(c));
  EXPECT_EQ(s.card_pile(s.find(reg.find("Village"))), kNoCard);
  // A kingdom without the card brings nothing.
  k.cards[0] = reg.find("Moat");
  EXPECT_TRUE(game_config(k, 3, reg).card_piles.empty());
}

// ------------------------------------------------------------------ out of the trash, allow masks

TEST(TakeFromTrash, BringsACardBackIntoAZoneWithoutAGain) {
  Scenario sc({"Village"});
  sc.set(0, Zone::kHand, {"Silver"});
  const int owned = sc.s.player(0).owned[kSilver];
  ASSERT_TRUE(sc.s.trash(0, kSilver, Zone::kHand));
  EXPECT_EQ(sc.s.player(0).owned[kSilver], owned - 1);
  EXPECT_TRUE(sc.s.take_from_trash(0, kSilver, Zone::kHand));
  EXPECT_EQ(sc.s.trash_count(kSilver), 0);
  EXPECT_EQ(sc.s.player(0).owned[kSilver], owned);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Silver"}));
  EXPECT_EQ(sc.s.gained_this_turn() & (uint64_t(1) << kSilver), 0u);  // not a gain
  EXPECT_FALSE(sc.s.take_from_trash(0, kSilver, Zone::kHand));        // none left there
  std::string why;
  EXPECT_TRUE(sc.s.is_ok(&why)) << why;
}

TEST(ChooseCards, AnAllowMaskNarrowsTheEligibleCards) {
  Scenario sc({"Village"});
  sc.set(0, Zone::kHand, {"Copper", "Estate", "Village"});
  Decision d;
  d.kind = DecisionKind::kChooseCards;
  d.player = 0;
  d.from = Zone::kHand;
  d.allow = (uint64_t(1) << kCopper) | (uint64_t(1) << kEstate);
  CardList el;
  sc.s.eligible(d, el);
  EXPECT_EQ(el.size(), 2);
  EXPECT_EQ(el.find(sc.id("Village")), -1);
  d.type_mask = kVictory;  // both apply
  sc.s.eligible(d, el);
  ASSERT_EQ(el.size(), 1);
  EXPECT_EQ(el[0], CardId(kEstate));
}

// What a kPlay watcher pushes when a card is played resolves before the card's own text
// (Urchin's "you may first trash this" before the other Attack's victims discard).
TEST(PlayWatchers, TheirEventsComeBeforeThePlayedCardsText) {
  Scenario sc({"Urchin", "Militia"});
  sc.set(0, Zone::kHand, {"Urchin", "Militia"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Silver", "Estate"});
  sc.turn(0, 2);
  sc.play("Urchin");
  sc.play("Militia");
  const Decision& d = sc.expect(DecisionKind::kYesNo);  // Urchin's question first
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(sc.s.player(1).hand.size(), 4);
  sc.yes();
  const Decision& v = sc.expect(DecisionKind::kChooseCards);  // then Militia's victim
  EXPECT_EQ(v.player, 1);
  EXPECT_EQ(sc.trashed("Urchin"), 1);
}

// ---------------------------------------------------------------- turn overlays

TEST(TurnOverlays, TypesAndPlaysFollowWhoseTurnItIsExtraAndPossessedTurnsIncluded) {
  // State::add_turn_overlay: player 0's Coppers are Actions that play as Village during player
  // 0's turns; player 1's Smithies are Treasures during player 1's turns. A possessed turn is
  // the possessed player's; a copied State carries the overlays.
  Scenario sc = game({"Village", "Smithy"});
  const CardId village = sc.id("Village"), smithy = sc.id("Smithy");
  sc.turn(0);
  ASSERT_TRUE(sc.s.add_turn_overlay(0, uint64_t(1) << kCopper, kAction, village));
  ASSERT_TRUE(sc.s.add_turn_overlay(1, uint64_t(1) << smithy, kTreasure));
  EXPECT_TRUE(sc.s.is(kCopper, kAction)) << "at once, in the current turn";
  EXPECT_TRUE(sc.s.is(kCopper, kTreasure));
  EXPECT_FALSE(sc.s.is(smithy, kTreasure));
  EXPECT_EQ(sc.s.plays_as(kCopper), village);
  EXPECT_EQ(sc.s.plays_as(smithy), kNoCard);

  sc.set(0, Zone::kHand, {"Copper", "Copper", "Estate"});
  sc.set(0, Zone::kDeck, {"Silver", "Gold"});
  sc.play("Copper");
  sc.expect(DecisionKind::kPlayAction);  // the other Copper is an Action card too
  EXPECT_EQ(sc.s.actions(), 2);          // Village's +2 Actions
  EXPECT_EQ(sc.s.coins(), 0) << "Copper's own text did not run";
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Copper"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
  EXPECT_EQ(sc.s.pile(village), 10) << "Village played where it is";

  State copy = sc.s;
  copy.set_turn(1, 1, 1, 0);
  EXPECT_FALSE(copy.is(kCopper, kAction));
  EXPECT_TRUE(copy.is(smithy, kTreasure));
  EXPECT_TRUE(sc.s.is(kCopper, kAction)) << "the original is untouched";

  // Player 1's turn possessed by player 0: it is player 1's turn, with player 1's overlay.
  sc.turn(0);
  ASSERT_TRUE(sc.s.add_extra_turn(1, kPossessed, 0));
  finish_turn(sc);
  ASSERT_EQ(sc.s.current(), 1);
  EXPECT_TRUE(sc.s.is(smithy, kTreasure));
  EXPECT_FALSE(sc.s.is(kCopper, kAction));
  EXPECT_EQ(sc.s.base_types(smithy), kAction);
}

TEST(TurnOverlays, TheTableIsBounded) {
  Scenario sc = game({"Village"});
  int added = 0;
  while (sc.s.add_turn_overlay(added % 2, uint64_t(1) << kSilver, kAction) && added < 100) ++added;
  EXPECT_EQ(added, 2 * kMaxPlayers);
}

}  // namespace
}  // namespace kl
