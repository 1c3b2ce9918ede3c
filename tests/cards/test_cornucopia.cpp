// Scenario tests for the Cornucopia set (both editions), its Prizes and Rewards: each card's text
// and its FAQ edge cases, plus the heuristic player's key decisions for these cards.
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

using test::k1E;
using test::k2E;

int owned(const Scenario& sc, int p, const std::string& card) {
  return sc.s.player(p).owned[sc.id(card)];
}

// A Scenario whose game has `bane` as Young Witch's Bane (an extra Supply pile).
void with_bane(Scenario& sc, const std::string& bane) {
  const Registry& reg = Registry::standard();
  const CardDef* yw = reg.find("Young Witch");
  const CardDef* b = reg.find(bane);
  sc.cfg.kingdom.push_back(b);
  sc.cfg.card_piles.emplace_back(yw, b);
  sc.s.setup(sc.cfg, 1, 0);
}

TEST(CornucopiaCards, EditionsCostsTypesAndPiles) {
  const Registry& reg = Registry::standard();
  int cornucopia = 0;
  for (const CardDef& d : reg.all())
    if (d.set == "Cornucopia" && d.kingdom) ++cornucopia;
  EXPECT_EQ(cornucopia, 18);  // 13 of the 1st edition, 5 new in the 2nd
  EXPECT_EQ(reg.find("Tournament")->edition, k1E);
  EXPECT_EQ(reg.find("Joust")->edition, k2E);
  EXPECT_EQ(reg.find("Young Witch")->edition, Edition::kBoth);
  EXPECT_TRUE(reg.find("Followers")->is(kPrize | kAttack));
  EXPECT_FALSE(reg.find("Followers")->kingdom);
  EXPECT_TRUE(reg.find("Coronet")->is(kAction | kTreasure | kReward));
  // Prizes: one each; Rewards: one each with 2 players, two with 3 or more. Neither in the
  // Supply, so emptying them never ends the game.
  Scenario t({"Tournament"}, 2, k1E);
  EXPECT_EQ(t.s.pile(t.id("Followers")), 1);
  EXPECT_FALSE(t.s.in_supply(t.id("Followers")));
  Scenario j2({"Joust"}, 2, k2E);
  EXPECT_EQ(j2.s.pile(j2.id("Courser")), 1);
  Scenario j3({"Joust"}, 3, k2E);
  EXPECT_EQ(j3.s.pile(j3.id("Courser")), 2);
  EXPECT_FALSE(j3.s.in_supply(j3.id("Courser")));
  for (const char* r : {"Coronet", "Courser", "Demesne", "Housecarl", "Huge Turnip", "Renown"})
    j3.pile(r, 0);
  EXPECT_EQ(j3.s.empty_piles(), 0);
}

// ------------------------------------------------------------------ Hamlet

TEST(Hamlet, DiscardsForAnActionAndForABuy) {
  Scenario sc({"Hamlet"});
  sc.set(0, Zone::kHand, {"Hamlet", "Estate", "Curse"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Hamlet");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.num_options, 0);  // the +Action question
  sc.choose({"Estate"});
  EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).num_options, 1);
  sc.choose({"Curse"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Curse", "Estate"}));
}

TEST(Hamlet, MayDeclineEitherAndTheAiDiscardsJunkForTheBuyOnly) {
  Scenario sc({"Hamlet", "Smithy"});
  sc.set(0, Zone::kHand, {"Hamlet", "Estate", "Silver"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Hamlet");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(ai_answer(sc).n, 0);  // no other Action in hand: no reason to pay for an Action
  sc.choose({});
  sc.expect(DecisionKind::kChooseCards);
  const Choice c = ai_answer(sc);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kEstate);
  sc.choose({});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.buys(), 1);
}

// ------------------------------------------------------------------ Fortune Teller

TEST(FortuneTeller, VictimTopdecksTheFirstVictoryOrCurseAndDiscardsTheRest) {
  Scenario sc({"Fortune Teller"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Fortune Teller"});
  sc.set(1, Zone::kDeck, {"Copper", "Silver", "Curse", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Fortune Teller");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Curse", "Gold"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Silver"}));
}

TEST(FortuneTeller, NoVictoryCardAnywhereDiscardsEverything) {
  Scenario sc({"Fortune Teller"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Fortune Teller"});
  sc.set(1, Zone::kDeck, {"Copper"});
  sc.set(1, Zone::kDiscard, {"Silver"});  // shuffled in when the deck runs out
  sc.turn(0);
  sc.play("Fortune Teller");
  sc.next();
  EXPECT_TRUE(sc.cards(1, Zone::kDeck).empty());
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Silver"}));
}

// ------------------------------------------------------------------ Menagerie

TEST(Menagerie, NoDuplicatesDrawsThree) {
  Scenario sc({"Menagerie"});
  sc.set(0, Zone::kHand, {"Menagerie", "Copper", "Silver", "Estate"});
  sc.set(0, Zone::kDeck, {"Gold", "Gold", "Gold", "Gold"});
  sc.turn(0);
  sc.play("Menagerie");
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 3);
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(Menagerie, ADuplicateDrawsOneAndMenagerieItselfIsNotInHand) {
  Scenario sc({"Menagerie"});
  // Two Menageries: the one played has left the hand, so the hand has no duplicates.
  sc.set(0, Zone::kHand, {"Menagerie", "Menagerie", "Copper"});
  sc.set(0, Zone::kDeck, many("Gold", 5));
  sc.turn(0);
  sc.play("Menagerie");
  sc.play("Menagerie");  // now the hand is Copper + 3 Golds: duplicates
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 4);
}

// ------------------------------------------------------------------ Shop

TEST(Shop, PlaysAnActionWithoutACopyInPlay) {
  Scenario sc({"Shop", "Smithy"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Shop", "Shop", "Smithy"});
  sc.set(0, Zone::kDeck, many("Copper", 6));
  sc.turn(0);
  sc.play("Shop");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  ASSERT_EQ(d.num_cards, 1);  // the other Shop has a copy in play: not offered
  EXPECT_EQ(d.cards[0], sc.id("Smithy"));
  EXPECT_EQ(ai_answer(sc).n, 1);
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(sc.s.actions(), 0);  // no Action spent on the Smithy
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 4);
}

TEST(Shop, NothingEligibleAsksNothing) {
  Scenario sc({"Shop"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Shop", "Shop"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.turn(0);
  sc.play("Shop");
  EXPECT_NE(sc.next().kind, DecisionKind::kChooseCards);
}

// ------------------------------------------------------------------ Farming Village

TEST(FarmingVillage, TakesTheFirstActionOrTreasure) {
  Scenario sc({"Farming Village"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Farming Village"});
  sc.set(0, Zone::kDeck, {"Estate", "Curse", "Silver", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Farming Village");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Curse", "Estate"}));
  EXPECT_EQ(sc.s.actions(), 2);
}

TEST(FarmingVillage, NoneFoundDiscardsAllRevealed) {
  Scenario sc({"Farming Village"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Farming Village"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.set(0, Zone::kDiscard, {"Duchy"});
  sc.turn(0);
  sc.play("Farming Village");
  sc.next();
  EXPECT_TRUE(sc.cards(0, Zone::kHand).empty());
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy", "Estate"}));
}

// ------------------------------------------------------------------ Farmhands

TEST(Farmhands, GainingItSetsACardAsideToPlayNextTurn) {
  Scenario sc({"Farmhands", "Smithy"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Smithy", "Gold", "Copper"});
  sc.turn(0, 0, 1);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id("Farmhands")));
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kMat);
  EXPECT_EQ(ai_answer(sc).n, 1);  // the unplayed Smithy
  sc.choose({"Smithy"});
  sc.next();  // Clean-up; player 1's turn
  EXPECT_EQ(sc.s.mat_count(0, kSetAsideMat, sc.id("Smithy")), 1);
  // Player 0's next turn: the Smithy is played at its start.
  sc.set(0, Zone::kHand, {});
  sc.set(0, Zone::kDeck, many("Silver", 10));
  sc.s.start_turn_of(0);
  sc.next();
  EXPECT_EQ(sc.s.mat_count(0, kSetAsideMat, sc.id("Smithy")), 0);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Smithy"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 3);
  EXPECT_EQ(sc.s.actions(), 1);  // played without an Action
}

TEST(Farmhands, MayDeclineAndATreasureCanBeSetAside) {
  Scenario sc({"Farmhands", "Workshop"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Workshop", "Silver"});
  sc.turn(0);
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Farmhands")));
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});
  sc.next();
  EXPECT_EQ(sc.s.mat_count(0, kSetAsideMat, kSilver), 1);
  sc.set(0, Zone::kHand, {});
  sc.set(0, Zone::kPlay, {});
  sc.set(0, Zone::kDeck, many("Copper", 5));
  sc.s.start_turn_of(0);
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);  // the Silver was played at the start of the turn
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Silver"), 1);
}

// ------------------------------------------------------------------ Horse Traders

TEST(HorseTraders, PlayGivesBuyAndCoinsAndDiscardsTwo) {
  Scenario sc({"Horse Traders"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Horse Traders", "Estate", "Curse", "Copper"});
  sc.turn(0);
  sc.play("Horse Traders");
  sc.expect(DecisionKind::kChooseCards);
  const Choice c = ai_answer(sc);
  EXPECT_EQ(test::names_of(sc, c), Names({"Curse", "Estate"}));
  sc.answer(c);
  sc.next();
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
}

TEST(HorseTraders, ReactionSetsItAsideAndReturnsItWithACard) {
  Scenario sc({"Horse Traders", "Militia"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Militia"});
  sc.set(1, Zone::kHand, {"Horse Traders", "Copper", "Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Militia");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  sc.yes();
  // Now 4 cards in hand: Militia asks nothing.
  sc.next();
  EXPECT_EQ(sc.s.mat_count(1, kSetAsideMat, sc.id("Horse Traders")), 1);
  sc.set(1, Zone::kDeck, many("Silver", 6));
  sc.s.start_turn_of(1);
  sc.next();
  EXPECT_EQ(sc.count(1, Zone::kHand, "Horse Traders"), 1);
  EXPECT_EQ(sc.count(1, Zone::kHand, "Silver"), 1);  // its +1 Card
  EXPECT_EQ(sc.s.mat_count(1, kSetAsideMat, sc.id("Horse Traders")), 0);
}

// ------------------------------------------------------------------ Remake

TEST(Remake, TwiceTrashAndGainExactlyOneMore) {
  Scenario sc({"Remake", "Village"});
  sc.set(0, Zone::kHand, {"Remake", "Estate", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Remake");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_min, 3);
  EXPECT_EQ(d.cost_max, 3);
  sc.answer(Choice::one(kSilver));
  // Round 2: the Silver is the only card (trashed without asking); Remake is the only $4 card.
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Remake", "Silver"}));
}

TEST(Remake, NothingAtTheExactCostGainsNothingAndAnEmptyHandStops) {
  Scenario sc({"Remake"});
  sc.set(0, Zone::kHand, {"Remake", "Province", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Remake");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Province"});
  // No $9 card: nothing gained; then the Gold, and no $7 card either; the hand is empty.
  sc.next();
  EXPECT_EQ(sc.trashed("Province"), 1);
  EXPECT_EQ(sc.trashed("Gold"), 1);
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
}

// ------------------------------------------------------------------ Tournament

TEST(Tournament, RevealingAProvinceGainsAPrizeOntoTheDeckAndNobodyElseGivesCardAndCoin) {
  Scenario sc({"Tournament"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Tournament", "Province"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(1, Zone::kHand, {"Estate"});
  sc.turn(0);
  sc.play("Tournament");
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).card, kProvince);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.num_cards, 6);  // 5 Prizes and the Duchy
  const Choice c = ai_answer(sc);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], sc.id("Followers"));
  sc.answer(c);
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Province"}));
  // The Prize went onto the deck, then +1 Card drew it.
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Followers"}));
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.pile(sc.id("Followers")), 0);
}

TEST(Tournament, AnotherPlayersProvinceStopsTheBonus) {
  Scenario sc({"Tournament"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Tournament"});
  sc.set(1, Zone::kHand, {"Copper"});
  sc.set(2, Zone::kHand, {"Province"});
  sc.turn(0);
  sc.play("Tournament");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 2);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.s.coins(), 0);
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.count(2, Zone::kHand, "Province"), 1);  // only revealed
}

// ------------------------------------------------------------------ Prizes

TEST(Prizes, BagOfGoldDiademAndPrincess) {
  Scenario sc({"Tournament", "Village"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Bag of Gold", "Village", "Diadem", "Princess"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Bag of Gold");
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.cards(0, Zone::kDeck).front(), "Gold");
  sc.play("Village");  // draws the Gold; 2 Actions
  sc.play("Princess");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3 + 2 + 1);  // Gold; Diadem: $2 and one unused Action
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.cost(kProvince), 6);  // Princess in play
  EXPECT_EQ(sc.s.cost(kCopper), 0);
}

TEST(Prizes, FollowersAndTrustySteed) {
  Scenario sc({"Tournament"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Followers", "Trusty Steed"});
  sc.set(0, Zone::kDeck, many("Copper", 4));
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0, 2);
  sc.play("Followers");
  sc.expect(DecisionKind::kChooseCards);  // player 1 discards down to 3
  sc.choose({"Copper", "Estate"});
  sc.play("Trusty Steed");
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Curse", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).num_options, 6);
  sc.option(5);  // +$2 and 4 Silvers (the deck goes to the discard pile)
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 4);
  EXPECT_TRUE(sc.cards(0, Zone::kDeck).empty());
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Copper"), 2);
}

// "Gain 4 Silvers and put your deck into your discard pile", in that order: a Silver Watchtower
// puts on the deck goes to the discard pile with it.
TEST(Prizes, TrustySteedsDeckGoesAfterTheSilversWhenGainAbilities) {
  Scenario sc({"Tournament", "Watchtower"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Trusty Steed", "Watchtower"});
  sc.set(0, Zone::kDeck, many("Copper", 2));
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1);
  sc.play("Trusty Steed");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(5);  // +$2 and 4 Silvers
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).source, kSilver);
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);  // put it on the deck
  for (int i = 0; i < 3; ++i) {
    sc.expect(DecisionKind::kYesNo);
    sc.yes(false);
  }
  sc.next();
  EXPECT_TRUE(sc.cards(0, Zone::kDeck).empty());
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 4);
}

// ------------------------------------------------------------------ Young Witch

TEST(YoungWitch, VictimsRevealTheBaneOrGainACurse) {
  Scenario sc({"Young Witch"}, 3);
  with_bane(sc, "Moat");
  const CardId moat = sc.id("Moat");
  EXPECT_EQ(sc.s.card_pile(sc.id("Young Witch")), moat);
  EXPECT_TRUE(sc.s.in_supply(moat));
  sc.set(0, Zone::kHand, {"Young Witch", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, {"Curse", "Silver"});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kHand, {"Copper"});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Young Witch");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(test::names_of(sc, ai_answer(sc)), Names({"Curse", "Estate"}));
  sc.choose({"Curse", "Estate"});
  // Moat as the Reaction first (declined here), then as the Bane.
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).reason, Reason::kRevealReaction);
  sc.yes(false);
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.reason, Reason::kReveal);
  EXPECT_EQ(d.card, moat);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Curse", "Estate"}));
  EXPECT_TRUE(sc.cards(1, Zone::kDiscard).empty());
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names({"Curse"}));
}

TEST(YoungWitch, WithoutABaneEveryoneGainsACurseAndKingdomFilesNameIt) {
  Scenario sc({"Young Witch", "Moat"});
  sc.set(0, Zone::kHand, {"Young Witch"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(1, Zone::kHand, {"Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Young Witch");
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Curse"}));
  // A kingdom file names the Bane; game_config adds it as an 11th Supply pile.
  const Kingdom k = parse_kingdom(
      "cards = [\"Young Witch\", \"Village\", \"Smithy\", \"Market\", \"Festival\", \"Witch\","
      " \"Mine\", \"Library\", \"Laboratory\", \"Gardens\"]\nbane = \"Moat\"\n",
      "yw.toml");
  ASSERT_EQ(k.card_piles.size(), 1u);
  EXPECT_EQ(k.card_piles[0].second->name, "Moat");
  const GameConfig cfg = game_config(k, 7);
  EXPECT_EQ(cfg.kingdom.size(), 11u);
  EXPECT_EQ(parse_kingdom(print_kingdom(k), "again.toml"), k);
  EXPECT_THROW(parse_kingdom("cards = [\"Young Witch\", \"Village\", \"Smithy\", \"Market\","
                             " \"Festival\", \"Witch\", \"Mine\", \"Library\", \"Laboratory\","
                             " \"Gardens\"]\nbane = \"Gold\"\n",
                             "bad.toml"),
               KingdomError);
  // Without one listed, the game draws one costing $2 or $3.
  Kingdom k2 = k;
  k2.card_piles.clear();
  const GameConfig cfg2 = game_config(k2, 7);
  ASSERT_EQ(cfg2.card_piles.size(), 1u);
  EXPECT_GE(cfg2.card_piles[0].second->cost, 2);
  EXPECT_LE(cfg2.card_piles[0].second->cost, 3);
  EXPECT_EQ(cfg2.kingdom.size(), 11u);
}

// ------------------------------------------------------------------ Carnival

TEST(Carnival, OneOfEachDifferentlyNamedCard) {
  Scenario sc({"Carnival"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Carnival"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Silver", "Estate", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Carnival");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
}

TEST(Carnival, AShortDeckRevealsWhatThereIs) {
  Scenario sc({"Carnival"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Carnival"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Carnival");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold"}));
}

// ------------------------------------------------------------------ Ferryman

TEST(Ferryman, DrawsTwoDiscardsOneAndGainingItGainsFromItsPile) {
  Scenario sc({"Ferryman"}, 2, k2E);
  const Registry& reg = Registry::standard();
  sc.cfg.card_piles.emplace_back(reg.find("Ferryman"), reg.find("Smithy"));
  sc.s.setup(sc.cfg, 1, 0);
  const CardId smithy = sc.id("Smithy");
  EXPECT_FALSE(sc.s.in_supply(smithy));
  EXPECT_EQ(sc.s.pile(smithy), 10);
  sc.set(0, Zone::kHand, {"Ferryman", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 1, 1, 5);
  sc.play("Ferryman");
  sc.expect(DecisionKind::kChooseCards);
  sc.answer(ai_answer(sc));
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
  EXPECT_EQ(sc.s.actions(), 1);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  EXPECT_FALSE(sc.s.can_buy(smithy));  // not in the Supply
  sc.answer(Choice::one(sc.id("Ferryman")));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Smithy"), 1);
  EXPECT_EQ(owned(sc, 0, "Ferryman"), 2);  // the one played and the one bought
  EXPECT_EQ(sc.s.pile(smithy), 9);
}

TEST(Ferryman, AnEmptySetAsidePileGivesNothing) {
  Scenario sc({"Ferryman", "Workshop"}, 2, k2E);
  const Registry& reg = Registry::standard();
  sc.cfg.card_piles.emplace_back(reg.find("Ferryman"), reg.find("Village"));
  sc.s.setup(sc.cfg, 1, 0);
  sc.pile("Village", 0);
  EXPECT_EQ(sc.s.empty_piles(), 0);  // not a Supply pile
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 5);
  sc.next();
  sc.answer(Choice::one(sc.id("Ferryman")));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Ferryman"), 1);
  EXPECT_EQ(owned(sc, 0, "Village"), 0);
}

// ------------------------------------------------------------------ Harvest

TEST(Harvest, CoinPerDifferentlyNamedCardRevealed) {
  Scenario sc({"Harvest"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Harvest"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Estate", "Harvest", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Harvest");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper", "Copper", "Estate", "Harvest"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
}

TEST(Harvest, FewerThanFourCards) {
  Scenario sc({"Harvest"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Harvest"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Harvest");
  sc.next();
  EXPECT_EQ(sc.s.coins(), 1);
}

// ------------------------------------------------------------------ Horn of Plenty

TEST(HornOfPlenty, GainsUpToTheDifferentlyNamedCardsInPlay) {
  Scenario sc({"Horn of Plenty", "Village"});
  sc.set(0, Zone::kHand, {"Village", "Horn of Plenty", "Copper", "Copper", "Silver"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Village");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  // Village, Copper, Silver and Horn of Plenty: 4 different names.
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 4);
  sc.answer(Choice::one(sc.id("Village")));
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Horn of Plenty"), 1);
}

TEST(HornOfPlenty, GainingAVictoryCardTrashesIt) {
  Scenario sc({"Horn of Plenty"});
  sc.set(0, Zone::kHand, {"Horn of Plenty", "Copper", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kEstate));
  sc.next();
  EXPECT_EQ(sc.trashed("Horn of Plenty"), 1);
  EXPECT_EQ(sc.s.coins(), 3);  // its $0 and the others' stay
}

// ------------------------------------------------------------------ Hunting Party

TEST(HuntingParty, TakesTheFirstCardNotInHand) {
  Scenario sc({"Hunting Party"});
  sc.set(0, Zone::kHand, {"Hunting Party", "Copper", "Estate"});
  sc.set(0, Zone::kDeck, {"Silver", "Copper", "Estate", "Silver", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Hunting Party");
  sc.next();
  // +1 Card drew a Silver; then Copper, Estate, Silver are duplicates; Gold is taken.
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper", "Estate", "Silver"}));
}

TEST(HuntingParty, NothingNewDiscardsAllRevealed) {
  Scenario sc({"Hunting Party"});
  sc.set(0, Zone::kHand, {"Hunting Party", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Hunting Party");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Copper"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper"}));
}

// ------------------------------------------------------------------ Jester

TEST(Jester, VictoryGivesACurseOtherwiseTheAttackerChoosesWhoGainsACopy) {
  Scenario sc({"Jester"}, 3);
  sc.set(0, Zone::kHand, {"Jester"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Estate"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kDeck, {"Gold"});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Jester");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(d.target, 2);
  EXPECT_EQ(d.card, kGold);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Curse", "Estate"}));
  EXPECT_EQ(sc.cards(2, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.s.coins(), 2);
}

TEST(Jester, ACopperGoesToTheVictimAndANonSupplyCardToNobody) {
  Scenario sc({"Jester", "Tournament"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Jester", "Jester"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kDeck, {"Copper", "Diadem"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0, 2);
  sc.play("Jester");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 0);
  sc.yes(false);
  sc.play("Jester");  // reveals the Diadem: a Prize, not in the Supply
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Copper"}));
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Copper", "Copper", "Diadem"}));
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
}

// ------------------------------------------------------------------ Joust, Rewards

TEST(Joust, SettingAsideAProvinceGainsARewardToHandAndDiscardsItAtCleanUp) {
  Scenario sc({"Joust"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Joust", "Province"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Joust");
  EXPECT_EQ(sc.expect(DecisionKind::kYesNo).card, kProvince);
  EXPECT_EQ(ai_answer(sc).option, 1);
  sc.yes();
  EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).num_cards, 6);
  sc.choose({"Housecarl"});
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kHand, "Housecarl"), 1);
  EXPECT_EQ(sc.s.mat_count(0, kSetAsideMat, kProvince), 1);
  EXPECT_EQ(sc.s.coins(), 1);
  // Through the Buy phase to Clean-up: the Province comes back with the discards.
  sc.answer(Choice::none());  // play no more Actions
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.mat_count(0, kSetAsideMat, kProvince), 0);
  EXPECT_EQ(sc.s.player(0).owned[kProvince], 1);
}

TEST(Joust, AllRewardsGoneStillSetsAsideAndRewardsWork) {
  Scenario sc({"Joust", "Village"}, 2, k2E);
  for (const char* r : {"Coronet", "Courser", "Demesne", "Housecarl", "Huge Turnip", "Renown"})
    sc.pile(r, 0);
  sc.set(0, Zone::kHand, {"Joust", "Province"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.turn(0);
  sc.play("Joust");
  sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(ai_answer(sc).option, 0);  // nothing to gain
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.s.mat_count(0, kSetAsideMat, kProvince), 1);
  // Rewards.
  Scenario r({"Joust", "Village", "Smithy"}, 3, k2E);
  r.set(0, Zone::kHand, {"Village", "Smithy", "Housecarl", "Renown", "Demesne", "Huge Turnip"});
  r.set(0, Zone::kDeck, many("Copper", 10));
  r.set(0, Zone::kDiscard, {});
  r.turn(0, 3);
  r.play("Village");
  r.play("Smithy");
  r.play("Housecarl");  // Village, Smithy, Housecarl: 3 differently named Actions
  r.play("Demesne");
  r.play("Renown");
  r.next();
  EXPECT_EQ(r.count(0, Zone::kHand, "Copper"), 1 + 3 + 3);
  EXPECT_EQ(r.s.cost(kProvince), 6);
  EXPECT_EQ(r.s.buys(), 1 + 2 + 1);
  EXPECT_EQ(r.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(r.s.vp(0), 1);  // Demesne: 1 VP per Gold owned (no Estates in this deck)
}

TEST(Rewards, HugeTurnipCoronetAndCourser) {
  Scenario sc({"Joust", "Smithy"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Coronet", "Smithy", "Huge Turnip", "Courser"});
  sc.set(0, Zone::kDeck, many("Copper", 10));
  sc.s.add_coffers(0, 1);
  sc.turn(0, 2);
  sc.play("Coronet");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  ASSERT_EQ(d.num_cards, 1);  // Courser is a Reward: not offered
  EXPECT_EQ(d.cards[0], sc.id("Smithy"));
  sc.choose({"Smithy"});
  // Smithy twice: 6 Coppers; then the Treasure half: Huge Turnip is a Reward, Copper is not.
  const Decision& t = sc.expect(DecisionKind::kChooseCards);
  ASSERT_EQ(t.num_cards, 1);
  EXPECT_EQ(t.cards[0], kCopper);
  sc.choose({"Copper"});
  sc.next();
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 5);
  sc.play("Courser");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(2);  // +2 Cards, gain 4 Silvers (Courser keeps the deck)
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 4);
  EXPECT_EQ(sc.cards(0, Zone::kDeck).size(), 2u);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::one(sc.id("Huge Turnip")));
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 3);
  EXPECT_EQ(sc.s.coins(), 2 + 3);
}

// ------------------------------------------------------------------ Fairgrounds

TEST(Fairgrounds, TwoVpPerFiveDifferentlyNamedCards) {
  Scenario sc({"Fairgrounds", "Village", "Smithy"});
  sc.set(0, Zone::kHand, {"Fairgrounds"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  EXPECT_EQ(sc.s.vp(0), 1);  // 4 names: nothing but the Estate
  sc.set(0, Zone::kDiscard, {"Village"});
  EXPECT_EQ(sc.s.vp(0), 1 + 2);  // 5 names
  sc.set(0, Zone::kDeck,
         {"Copper", "Estate", "Silver", "Gold", "Smithy", "Duchy", "Province", "Curse", "Gold"});
  EXPECT_EQ(sc.s.vp(0), 1 + 3 + 6 - 1 + 4);  // 10 names: 4 VP
}

TEST(Fairgrounds, EveryCopyCountsAndCopiesAreOneName) {
  Scenario sc({"Fairgrounds", "Village"});
  sc.set(0, Zone::kHand, {"Fairgrounds", "Fairgrounds"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Gold", "Village", "Village"});
  sc.set(0, Zone::kDiscard, {});
  EXPECT_EQ(sc.s.vp(0), 2 * 2);  // 5 names, two Fairgrounds
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Gold", "Gold"});
  EXPECT_EQ(sc.s.vp(0), 0);  // 4 names
}

}  // namespace
}  // namespace kl
