// Scenario tests for the Guilds set (both editions): each card's text and its FAQ edge cases,
// overpay and Coffers, plus the heuristic player's key decisions for these cards.
#include <gtest/gtest.h>

#include <string>
#include <vector>

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

// Player 0 buys `card` with `coins` $ (no Treasures in hand) and is asked to overpay.
const Decision& buy_with(Scenario& sc, const std::string& card, int coins) {
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, coins);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id(card)));
  return sc.next();
}

TEST(GuildsCards, EditionsCostsAndTypes) {
  const Registry& reg = Registry::standard();
  int guilds = 0;
  for (const CardDef& d : reg.all())
    if (d.set == "Guilds" && d.kingdom) ++guilds;
  EXPECT_EQ(guilds, 16);  // 13 of the 1st edition, 3 new in the 2nd
  EXPECT_EQ(reg.find("Masterpiece")->edition, k1E);
  EXPECT_EQ(reg.find("Footpad")->edition, k2E);
  EXPECT_TRUE(reg.find("Footpad")->is(kAttack));
  EXPECT_EQ(reg.find("Stonemason")->cost, 2);
  EXPECT_EQ(reg.find("Baker")->cost, 5);
  // Printed costs: a card you may overpay for shows a "+".
  EXPECT_EQ(cost_text(*reg.find("Stonemason")), "$2+");
  EXPECT_EQ(cost_text(*reg.find("Masterpiece")), "$3+");
  EXPECT_EQ(cost_text(*reg.find("Baker")), "$5");
}

// ------------------------------------------------------------------ overpay (the mechanism)

TEST(Overpay, TheAmountIsADecisionAndTheDollarsAreSpent) {
  Scenario sc({"Masterpiece"}, 2, k1E);
  sc.set(0, Zone::kDiscard, {});
  const Decision& d = buy_with(sc, "Masterpiece", 6);
  EXPECT_EQ(d.kind, DecisionKind::kChooseOption);
  EXPECT_EQ(d.reason, Reason::kOverpay);
  EXPECT_EQ(d.num_options, 4);  // $0 to $3 left after its $3
  sc.option(2);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 2);
  EXPECT_EQ(owned(sc, 0, "Masterpiece"), 1);
}

TEST(Overpay, NothingLeftAsksNothingAndGainingIsNoBuy) {
  Scenario sc({"Masterpiece", "Workshop"}, 2, k1E);
  sc.set(0, Zone::kDiscard, {});
  buy_with(sc, "Masterpiece", 3);  // exactly its cost: no overpay question
  EXPECT_EQ(owned(sc, 0, "Masterpiece"), 1);
  EXPECT_EQ(owned(sc, 0, "Silver"), 0);
  sc.set(0, Zone::kHand, {"Workshop"});
  sc.turn(0);
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Masterpiece")));
  EXPECT_NE(sc.next().reason, Reason::kOverpay);
  EXPECT_EQ(owned(sc, 0, "Masterpiece"), 2);
  EXPECT_EQ(owned(sc, 0, "Silver"), 0);
}

TEST(Overpay, CoffersSpentWithTheBuyPayForIt) {
  Scenario sc({"Masterpiece", "Baker"}, 2, k1E);
  EXPECT_EQ(sc.s.player(0).coffers, 1);  // Baker's set-up
  EXPECT_EQ(sc.s.player(1).coffers, 1);
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 1, 3);
  sc.expect(DecisionKind::kBuy);
  Choice c = Choice::one(sc.id("Masterpiece"));
  c.option = 1;  // spend the Coffers
  sc.answer(c);
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).num_options, 2);
  EXPECT_EQ(ai_answer(sc).option, 1);  // Masterpiece overpays what is left
  sc.option(1);
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
  EXPECT_EQ(sc.s.player(0).coffers, 0);
}

// ------------------------------------------------------------------ Candlestick Maker, Baker

TEST(CandlestickMaker, ActionBuyAndCoffers) {
  Scenario sc({"Candlestick Maker"});
  sc.set(0, Zone::kHand, {"Candlestick Maker"});
  sc.turn(0);
  sc.play("Candlestick Maker");
  sc.next();
  EXPECT_EQ(sc.s.actions(), 1);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.player(0).coffers, 1);
  EXPECT_EQ(sc.s.coins(), 0);  // Coffers are not $ until spent
}

TEST(Baker, EveryPlayerStartsWithACoffersAndPlayingGivesOneMore) {
  Scenario sc({"Baker"}, 4);
  for (int p = 0; p < 4; ++p) EXPECT_EQ(sc.s.player(p).coffers, 1);
  sc.set(0, Zone::kHand, {"Baker"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.turn(0);
  sc.play("Baker");
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 2);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold"}));
  EXPECT_EQ(sc.s.actions(), 1);
}

// ------------------------------------------------------------------ Stonemason

TEST(Stonemason, TrashAndGainTwoCheaperCards) {
  Scenario sc({"Stonemason", "Village"});
  sc.set(0, Zone::kHand, {"Stonemason", "Gold", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Stonemason");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 5);
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Village")));
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver", "Village"}));
}

TEST(Stonemason, ACopperGainsNothingAndOverpayGainsTwoActionsAtTheAmount) {
  Scenario sc({"Stonemason", "Village", "Smithy"});
  sc.set(0, Zone::kHand, {"Stonemason", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Stonemason");
  sc.next();  // the Copper was the only card; nothing costs less than $0
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
  const Decision& d = buy_with(sc, "Stonemason", 6);
  EXPECT_EQ(d.reason, Reason::kOverpay);
  EXPECT_EQ(ai_answer(sc).option, 4);  // Smithy costs $4; no $5 or $6 Action here
  sc.option(4);
  sc.next();  // exactly $4 and an Action: only Smithy qualifies, gained twice without asking
  EXPECT_EQ(owned(sc, 0, "Smithy"), 2);
  EXPECT_EQ(owned(sc, 0, "Village"), 0);
  EXPECT_EQ(owned(sc, 0, "Stonemason"), 2);  // the one played and the one bought
}

// Overpay happens when the card is gained (2nd-edition rules, 2022 errata): the overpay gains come
// after the bought Stonemason, so they cannot take it from the pile.
TEST(Stonemason, TheLastCopyBoughtWithOverpayIsTheBuyers) {
  Scenario sc({"Stonemason", "Candlestick Maker", "Village"});
  sc.pile("Stonemason", 1);
  EXPECT_EQ(buy_with(sc, "Stonemason", 4).reason, Reason::kOverpay);
  sc.option(2);
  sc.next();  // the only $2 Action left is Candlestick Maker: gained twice without asking
  EXPECT_EQ(owned(sc, 0, "Stonemason"), 1);
  EXPECT_EQ(owned(sc, 0, "Candlestick Maker"), 2);
  EXPECT_EQ(sc.s.pile(sc.id("Stonemason")), 0);
}

// ------------------------------------------------------------------ Doctor

TEST(Doctor, TrashesTheNamedCardsAmongTheTopThreeAndPutsTheRestBack) {
  Scenario sc({"Doctor"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Doctor"});
  sc.set(0, Zone::kDeck, {"Estate", "Silver", "Estate", "Gold"});
  sc.turn(0);
  sc.play("Doctor");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  (void)d;
  const Choice named = ai_answer(sc);
  ASSERT_EQ(named.n, 1);
  EXPECT_EQ(named.cards[0], kEstate);  // the junk it owns most of
  sc.answer(named);
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Silver", "Gold"}));
}

TEST(Doctor, OverpayLooksAtTheTopCardPerDollar) {
  Scenario sc({"Doctor"}, 2, k1E);
  sc.set(0, Zone::kDeck, {"Curse", "Duchy", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  const Decision& d = buy_with(sc, "Doctor", 6);
  EXPECT_EQ(d.reason, Reason::kOverpay);
  sc.option(3);
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).card, kCurse);
  EXPECT_EQ(ai_answer(sc).option, 0);  // trash
  sc.option(0);
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).card, kDuchy);
  EXPECT_EQ(ai_answer(sc).option, 1);  // discard
  sc.option(1);
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).card, kGold);
  EXPECT_EQ(ai_answer(sc).option, 2);  // put back
  sc.option(2);
  sc.next();
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(owned(sc, 0, "Duchy"), 1);
  EXPECT_EQ(owned(sc, 0, "Gold"), 1);
}

// ------------------------------------------------------------------ Masterpiece

TEST(Masterpiece, IsAOneDollarTreasure) {
  Scenario sc({"Masterpiece"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Masterpiece", "Copper"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 2);
}

// ------------------------------------------------------------------ Advisor

TEST(Advisor, TheLeftPlayerDiscardsOneTheRestGoToHand) {
  Scenario sc({"Advisor"}, 3);
  sc.set(0, Zone::kHand, {"Advisor"});
  sc.set(0, Zone::kDeck, {"Gold", "Copper", "Estate", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Advisor");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.target, 0);
  EXPECT_EQ(d.reason, Reason::kOpponentCard);
  const Choice c = ai_answer(sc);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kGold);  // the best for the Advisor's player goes
  sc.answer(c);
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(Advisor, FewerCardsAndAnEmptyDeck) {
  Scenario sc({"Advisor"});
  sc.set(0, Zone::kHand, {"Advisor"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Advisor");
  sc.next();
  EXPECT_TRUE(sc.cards(0, Zone::kHand).empty());
  sc.set(0, Zone::kHand, {"Advisor"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.turn(0);
  sc.play("Advisor");
  sc.next();  // one card: the only choice, discarded without asking
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver"}));
}

// ------------------------------------------------------------------ Plaza

TEST(Plaza, DiscardATreasureForCoffers) {
  Scenario sc({"Plaza"});
  sc.set(0, Zone::kHand, {"Plaza", "Copper", "Estate"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Plaza");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.type_mask, kTreasure);
  const Choice c = ai_answer(sc);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kCopper);
  sc.answer(c);
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 1);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper"}));
}

TEST(Plaza, DecliningGivesNothing) {
  Scenario sc({"Plaza"});
  sc.set(0, Zone::kHand, {"Plaza", "Gold"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.turn(0);
  sc.play("Plaza");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({});
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 0);
}

// ------------------------------------------------------------------ Taxman

TEST(Taxman, TrashATreasureGainOneUpToThreeMoreOntoTheDeckVictimsDiscardACopy) {
  Scenario sc({"Taxman"}, 3, k1E);
  sc.set(0, Zone::kHand, {"Taxman", "Silver"});
  sc.set(0, Zone::kDeck, {});
  sc.set(1, Zone::kHand, {"Silver", "Copper", "Copper", "Copper", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kHand, {"Silver", "Copper", "Copper", "Copper"});  // only 4 cards
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Taxman");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(ai_answer(sc).n, 1);
  sc.choose({"Silver"});
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 6);
  EXPECT_EQ(d.type_mask, kTreasure);
  // The card's order: the other players discard first, then the gain.
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Silver"}));
  sc.answer(Choice::one(kGold));
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Silver"}));
  EXPECT_TRUE(sc.cards(2, Zone::kDiscard).empty());
}

TEST(Taxman, NoTrashNoAttackAndAHandWithoutACopy) {
  Scenario sc({"Taxman"}, 2, k1E);
  sc.set(0, Zone::kHand, {"Taxman", "Copper"});
  sc.set(1, Zone::kHand, many("Silver", 5));
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Taxman");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({});
  sc.next();
  EXPECT_EQ(sc.s.player(1).hand.size(), 5);
  sc.set(0, Zone::kHand, {"Taxman", "Copper"});
  sc.turn(0);
  sc.play("Taxman");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kSilver));
  sc.next();
  EXPECT_EQ(sc.s.player(1).hand.size(), 5);  // no Copper to discard
}

// ------------------------------------------------------------------ Herald

TEST(Herald, PlaysARevealedActionElseLeavesItOnTop) {
  Scenario sc({"Herald", "Village"});
  sc.set(0, Zone::kHand, {"Herald"});
  sc.set(0, Zone::kDeck, {"Copper", "Village", "Gold", "Estate"});
  sc.turn(0);
  sc.play("Herald");
  sc.next();
  // +1 Card: Copper; reveals the Village and plays it (+1 Card: Gold, +2 Actions).
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Village"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold"}));
  EXPECT_EQ(sc.s.actions(), 3);
  sc.set(0, Zone::kHand, {"Herald"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate"});
  sc.turn(0);
  sc.play("Herald");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Estate"}));
}

TEST(Herald, OverpayPutsCardsFromTheDiscardPileOnTop) {
  Scenario sc({"Herald"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {"Gold", "Estate", "Silver"});
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 2, 6);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id("Herald")));
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).reason, Reason::kOverpay);
  EXPECT_EQ(ai_answer(sc).option, 2);
  sc.option(2);
  sc.expect(DecisionKind::kChooseCards);
  const Choice c = ai_answer(sc);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kGold);
  sc.answer(c);
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});
  sc.expect(DecisionKind::kBuy);  // the second Buy
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Silver", "Gold", "Copper"}));
}

// Herald's FAQ: you gain the Herald before you look through your discard pile, so with an empty
// discard pile the $1 overpay puts the bought Herald itself on the deck.
TEST(Herald, OverpayCanPutTheBoughtHeraldOnTheDeck) {
  Scenario sc({"Herald"});
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(0, Zone::kHand, {});
  sc.turn(0, 1, 2, 5);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id("Herald")));
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).reason, Reason::kOverpay);
  sc.option(1);
  sc.expect(DecisionKind::kBuy);  // the Herald was the only card to put back: no question
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Herald", "Copper"}));
  EXPECT_TRUE(sc.cards(0, Zone::kDiscard).empty());
}

// ------------------------------------------------------------------ Butcher

TEST(Butcher, TrashAndRemoveCoffersToGainDearer) {
  Scenario sc({"Butcher"});
  sc.set(0, Zone::kHand, {"Butcher", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.s.add_coffers(0, 1);
  sc.turn(0);
  sc.play("Butcher");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Gold"});
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.num_options, 4);         // 0 to 3 Coffers (1 + Butcher's 2)
  EXPECT_EQ(ai_answer(sc).option, 2);  // $6 + 2 = a Province
  sc.option(2);
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 8);
  sc.answer(Choice::one(kProvince));
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Province"}));
}

TEST(Butcher, NoTrashKeepsTheCoffers) {
  Scenario sc({"Butcher"});
  sc.set(0, Zone::kHand, {"Butcher", "Silver"});
  sc.turn(0);
  sc.play("Butcher");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({});
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 2);
  EXPECT_EQ(sc.trashed("Silver"), 0);
}

// ------------------------------------------------------------------ Journeyman

TEST(Journeyman, SkipsTheNamedCardUntilThreeOthers) {
  Scenario sc({"Journeyman"});
  sc.set(0, Zone::kHand, {"Journeyman"});
  sc.set(0, Zone::kDeck, {"Estate", "Copper", "Estate", "Silver", "Gold", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Journeyman");
  sc.expect(DecisionKind::kNameCard);
  sc.answer(Choice::one(kEstate));
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold", "Silver"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Copper"}));
}

TEST(Journeyman, RunsOutOfCards) {
  Scenario sc({"Journeyman"});
  sc.set(0, Zone::kHand, {"Journeyman"});
  sc.set(0, Zone::kDeck, {"Copper", "Estate"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Journeyman");
  sc.expect(DecisionKind::kNameCard);
  sc.answer(Choice::one(kEstate));
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
}

// ------------------------------------------------------------------ Merchant Guild

TEST(MerchantGuild, CoffersPerCardGainedInTheBuyPhaseAtItsEnd) {
  Scenario sc({"Merchant Guild"});
  sc.set(0, Zone::kHand, {"Merchant Guild", "Merchant Guild", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 2);
  sc.play("Merchant Guild");
  sc.play("Merchant Guild");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 5);
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).coffers, 0);  // not before the Buy phase ends
  sc.answer(Choice::one(kCopper));
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 2 * 2);  // two cards, two Merchant Guilds
}

TEST(MerchantGuild, GainsInTheActionPhaseDoNotCount) {
  Scenario sc({"Merchant Guild", "Workshop"});
  sc.set(0, Zone::kHand, {"Merchant Guild", "Workshop"});
  sc.turn(0, 2);
  sc.play("Merchant Guild");
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kBuy);  // no Treasures in hand
  sc.answer(Choice::none());
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 0);
}

// ------------------------------------------------------------------ Soothsayer

TEST(Soothsayer, GoldForMeCurseAndACardForEachVictim) {
  Scenario sc({"Soothsayer"}, 3);
  sc.set(0, Zone::kHand, {"Soothsayer"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(1, Zone::kHand, {});
  sc.set(1, Zone::kDeck, {"Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.set(2, Zone::kHand, {});
  sc.set(2, Zone::kDeck, {"Gold"});
  sc.set(2, Zone::kDiscard, {});
  sc.pile("Curse", 1);
  sc.turn(0);
  sc.play("Soothsayer");
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Curse"}));
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Silver"}));
  // The Curses ran out: player 2 gains none and draws none.
  EXPECT_TRUE(sc.cards(2, Zone::kHand).empty());
}

// "Each other player gains a Curse; each who did draws a card": the Curse's when-gain reactions
// come before the draw, so a Watchtower drawn by it cannot react to that Curse.
TEST(Soothsayer, TheCursesReactionsComeBeforeTheDraw) {
  Scenario sc({"Soothsayer", "Watchtower"});
  sc.set(0, Zone::kHand, {"Soothsayer"});
  sc.set(1, Zone::kHand, {});
  sc.set(1, Zone::kDeck, {"Watchtower"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0, 1, 1);
  sc.play("Soothsayer");
  sc.expect(DecisionKind::kBuy);  // no Watchtower question for player 1
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Curse"}));
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Watchtower"}));
}

TEST(Soothsayer, MoatBlocksTheCurseAndTheCard) {
  Scenario sc({"Soothsayer", "Moat"});
  sc.set(0, Zone::kHand, {"Soothsayer"});
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(1, Zone::kDeck, {"Silver"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Soothsayer");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.next();
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Moat"}));
  EXPECT_TRUE(sc.cards(1, Zone::kDiscard).empty());
}

// ------------------------------------------------------------------ Farrier

TEST(Farrier, CardActionBuyAndOverpayDrawsMoreAtCleanUp) {
  Scenario sc({"Farrier"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Farrier"});
  sc.set(0, Zone::kDeck, many("Copper", 12));
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Farrier");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.s.actions(), 1);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.s.add_coins(5);
  sc.answer(Choice::one(sc.id("Farrier")));
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).reason, Reason::kOverpay);
  sc.option(3);
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  sc.next();  // Clean-up: 5 + 3 cards
  EXPECT_EQ(sc.s.player(0).hand.size(), 8);
}

TEST(Farrier, NoOverpayDrawsFive) {
  Scenario sc({"Farrier"}, 2, k2E);
  sc.set(0, Zone::kDeck, many("Copper", 12));
  buy_with(sc, "Farrier", 2);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
}

// ------------------------------------------------------------------ Infirmary

TEST(Infirmary, DrawAndMayTrash) {
  Scenario sc({"Infirmary"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Infirmary", "Curse"});
  sc.set(0, Zone::kDeck, {"Silver"});
  sc.turn(0);
  sc.play("Infirmary");
  sc.expect(DecisionKind::kChooseCards);
  const Choice c = ai_answer(sc);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], kCurse);
  sc.answer(c);
  sc.next();
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Silver"}));
}

// "Play this once per $1 overpaid": real plays (they count as Actions played this turn), the card
// staying in the discard pile where it was gained.
TEST(Infirmary, OverpayPlaysItsTextOncePerDollar) {
  Scenario sc({"Infirmary"}, 2, k2E);
  sc.set(0, Zone::kDeck, {"Estate", "Curse"});
  const Decision& d = buy_with(sc, "Infirmary", 5);
  EXPECT_EQ(d.reason, Reason::kOverpay);
  sc.option(2);
  sc.expect(DecisionKind::kChooseCards);  // drew the Estate
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kChooseCards);  // drew the Curse
  // Two plays so far (buy_with starts the turn afresh), the card where it was gained.
  EXPECT_EQ(sc.s.actions_played(), 2);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Infirmary"), 1);
  sc.choose({"Curse"});
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(owned(sc, 0, "Infirmary"), 1);
}

// ------------------------------------------------------------------ Footpad

TEST(Footpad, CoffersAndOthersDiscardDownToThree) {
  Scenario sc({"Footpad"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Footpad"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Silver", "Gold"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Footpad");
  sc.expect(DecisionKind::kChooseCards);
  sc.answer(ai_answer(sc));
  sc.next();
  EXPECT_EQ(sc.s.player(0).coffers, 2);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
}

TEST(Footpad, GainingInAnActionPhaseDrawsACardEvenWithoutAFootpadOwned) {
  Scenario sc({"Footpad", "Workshop"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Workshop", "Workshop"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 2, 2);
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kPlayAction);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  // A gain in the Buy phase draws nothing.
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(kCopper));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 0);
}

TEST(Footpad, AGainAtTheStartOfATurnDrawsNothing) {
  // Farmhands plays the Workshop it set aside at the start of the next turn, before the Action
  // phase: the Workshop's gain draws no card.
  Scenario sc({"Footpad", "Workshop", "Farmhands"}, 2, k2E);
  sc.set(0, Zone::kHand, {"Workshop", "Gold", "Copper"});
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0, 0, 1);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id("Farmhands")));
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Workshop"});
  sc.next();  // Clean-up; player 1's turn
  sc.set(0, Zone::kHand, {"Copper"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver"});
  sc.s.start_turn_of(0);
  sc.expect(DecisionKind::kGain);  // the Workshop, played at the start of the turn
  sc.answer(Choice::one(kSilver));
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Workshop"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (Names{"Copper"}))
      << "no Footpad draw before the Action phase";
}

}  // namespace
}  // namespace kl
