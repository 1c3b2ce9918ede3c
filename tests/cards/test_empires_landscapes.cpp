// Scenario tests for Empires' 13 Events and 21 Landmarks: each one's text and the FAQ's edge
// cases (DominionStrategy wiki), played with Base cards, plus the heuristic player's key answers.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "cards/sets/empires_landscapes.h"
#include "cards/sets/hinterlands.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/genome.h"
#include "tests/mechanism_cards.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::ai_answer;
using test::many;
using test::Names;
using test::names_of;
using test::Scenario;

int owned(const Scenario& sc, int p, const std::string& card) {
  return sc.s.player(p).owned[sc.id(card)];
}
void buy(Scenario& sc, const std::string& card) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::one(sc.id(card)));
}
void end_buys(Scenario& sc) {
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
}
// Player 0 starts a turn with `hand` (deck, discard as given), in the Action phase.
void start(Scenario& sc, const Names& hand, const Names& deck = {}, const Names& discard = {},
           int coins = 0, int buys = 1) {
  sc.set(0, Zone::kHand, hand);
  sc.set(0, Zone::kDeck, deck);
  sc.set(0, Zone::kDiscard, discard);
  sc.turn(0, 1, buys, coins);
}
// Player p owns exactly these cards (in the discard pile), no VP tokens.
void own(Scenario& sc, int p, const Names& cards) {
  sc.set(p, Zone::kHand, {});
  sc.set(p, Zone::kDeck, {});
  sc.set(p, Zone::kDiscard, cards);
}
// Runs to player p's next decision, answering the other players' decisions with nothing (their
// turns pass without plays or buys).
const Decision& next_of(Scenario& sc, int p) {
  for (;;) {
    const Decision& d = sc.next();
    if (d.player == p) return d;
    sc.answer(Choice::none());
  }
}
int landscape_vp(const Scenario& sc, const std::string& name) { return sc.s.pile_vp(sc.id(name)); }
int tokens(const Scenario& sc, int p) { return sc.s.player(p).vp_tokens; }

// --------------------------------------------------------------- the set

TEST(EmpiresLandscapes, ThirteenEventsAndTwentyOneLandmarks) {
  const Registry& reg = Registry::standard();
  int events = 0, landmarks = 0;
  for (const CardDef& d : reg.all()) {
    if (d.set != "Empires") continue;
    events += d.is(kEvent);
    landmarks += d.is(kLandmark);
  }
  EXPECT_EQ(events, 13);
  EXPECT_EQ(landmarks, 21);
  EXPECT_EQ(reg.find("Triumph")->debt, 5);
  EXPECT_EQ(reg.find("Wedding")->cost, 4);
  EXPECT_EQ(reg.find("Wedding")->debt, 3);
  EXPECT_EQ(reg.find("Dominate")->cost, 14);
}

TEST(EmpiresLandscapes, KingdomFilesAndRandomKingdomsTakeThem) {
  const Kingdom k = parse_kingdom(
      "cards = [\"Smithy\", \"Village\", \"Market\", \"Cellar\", \"Moat\", \"Mine\", \"Witch\", "
      "\"Chapel\", \"Festival\", \"Library\"]\nlandscapes = [\"Wall\", \"Advance\"]\n",
      "k.toml");
  ASSERT_EQ(k.landscapes.size(), 2u);
  const GameConfig cfg = game_config(k, 1);
  State s;
  s.setup(cfg, 1, 0);
  EXPECT_NE(s.find("Wall"), kNoCard);
  EXPECT_NE(s.find("Advance"), kNoCard);
  int with = 0;
  for (uint64_t seed = 0; seed < 300; ++seed) {
    const Kingdom r = random_kingdom({"Base", "Empires"}, seed, Edition::kSecond);
    ASSERT_EQ(r.cards.size(), 10u);
    EXPECT_LE(r.landscapes.size(), 2u);
    for (const CardDef* d : r.landscapes) with += d->set == "Empires";
  }
  EXPECT_GT(with, 100) << "34 landscapes among the randomizers of Base's 26 cards";
}

// --------------------------------------------------------------- Events

TEST(EmpiresEvents, TriumphCountsEveryCardGainedThisTurn) {
  Scenario sc({"Triumph", "Smithy"});
  start(sc, {}, {}, {}, 3, 2);
  buy(sc, "Silver");
  buy(sc, "Triumph");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Estate"), 1);
  EXPECT_EQ(tokens(sc, 0), 2) << "the Silver and the Estate";
  EXPECT_EQ(sc.s.player(0).debt, 5);
}

TEST(EmpiresEvents, TriumphWithoutAnEstateGivesNothing) {
  Scenario sc({"Triumph", "Smithy"});
  sc.pile("Estate", 0);
  start(sc, {}, {}, {}, 3, 2);
  buy(sc, "Silver");
  buy(sc, "Triumph");
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 0);
  EXPECT_EQ(sc.s.player(0).debt, 5) << "the Debt is its cost";
}

TEST(EmpiresEvents, TriumphCountsADelvesSilverButNotTheEvent) {
  Scenario sc({"Triumph", "Delve", "Smithy"});
  start(sc, {}, {}, {}, 2);
  buy(sc, "Delve");
  buy(sc, "Triumph");
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 2) << "Delve's Silver and the Estate";
}

TEST(EmpiresEvents, AnnexKeepsUpToFiveInTheDiscardAndShufflesTheRest) {
  Scenario sc({"Annex", "Smithy"});
  start(sc, {}, {"Gold"}, {"Estate", "Estate", "Copper", "Silver", "Silver", "Curse"}, 0, 2);
  buy(sc, "Annex");
  const Decision& d = sc.next();
  EXPECT_EQ(d.from, Zone::kDiscard);
  EXPECT_EQ(d.max, 5);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Copper", "Curse", "Estate", "Estate"}))
      << "the junk stays out of the deck";
  sc.choose({"Estate", "Estate", "Curse"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Curse", "Duchy", "Estate", "Estate"}));
  EXPECT_EQ(sc.s.player(0).deck.size(), 4) << "Gold, Copper and two Silvers";
  EXPECT_EQ(sc.s.player(0).debt, 8);
}

TEST(EmpiresEvents, AnnexWithAnEmptyDiscardStillGainsTheDuchy) {
  Scenario sc({"Annex", "Smithy"});
  start(sc, {}, {"Gold"}, {}, 0, 2);
  buy(sc, "Annex");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), (Names{"Duchy"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), (Names{"Gold"}));
}

TEST(EmpiresEvents, DonateTrashesFromTheWholeDeckAtTheStartOfTheNextTurn) {
  Scenario sc({"Donate", "Smithy"});
  start(sc, {"Copper"}, many("Silver", 6), {"Curse", "Estate", "Estate"}, 0);
  sc.s.set_autoplay_treasures(0, true);
  sc.s.set_autoplay_treasures(1, true);
  buy(sc, "Donate");
  EXPECT_EQ(sc.s.player(0).hand.size(), 0) << "Donate waits for the next turn";
  const Decision& d = next_of(sc, 0);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.source, sc.id("Donate"));
  EXPECT_EQ(sc.s.previous_player(), 1) << "the 2022 text: at the start of your next turn";
  EXPECT_EQ(sc.s.player(0).hand.size(), 10) << "every card the player has is in hand";
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Copper", "Curse", "Estate", "Estate"}));
  sc.s.set_autoplay_treasures(0, false);  // to see the hand Donate draws
  sc.choose({"Curse", "Estate", "Estate"});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.trashed("Estate"), 2);
  EXPECT_EQ(sc.s.player(0).hand.size(), 5);
  EXPECT_EQ(sc.s.player(0).deck.size(), 2);
  EXPECT_EQ(sc.s.player(0).debt, 7) << "8 Debt, $1 of it paid at the end of the Buy phase";
}

TEST(EmpiresEvents, DonateMayTrashNothing) {
  Scenario sc({"Donate", "Smithy"});
  start(sc, {}, many("Copper", 3), {"Silver"}, 0);
  sc.s.set_autoplay_treasures(1, true);
  buy(sc, "Donate");
  next_of(sc, 0);
  sc.choose({});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 4);
  EXPECT_EQ(sc.s.player(0).deck.size(), 0);
}

TEST(EmpiresEvents, DonateComesBeforeTheDurationsOfTheNextTurn) {
  Scenario sc({"Donate", "Wharf"});
  start(sc, {"Wharf"}, many("Copper", 12), {}, 0);
  sc.s.set_autoplay_treasures(0, true);
  sc.s.set_autoplay_treasures(1, true);
  sc.play("Wharf");
  buy(sc, "Donate");
  end_buys(sc);
  sc.s.set_autoplay_treasures(0, false);
  EXPECT_EQ(next_of(sc, 0).source, sc.id("Donate"));
  sc.choose({});
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.player(0).hand.size(), 7) << "Donate's 5 cards first, then Wharf's 2";
}

TEST(EmpiresEvents, DonateNeverHappensWhenTheGameEndsFirst) {
  Scenario sc({"Donate", "Tomb", "Smithy"});
  sc.pile("Province", 1);
  start(sc, {}, many("Copper", 5), {"Curse"}, 16, 2);
  buy(sc, "Donate");
  buy(sc, "Province");  // the Debt is paid off first: $8 left
  bool donated = false;
  while (sc.s.advance()) {
    donated |= sc.s.decision().source == sc.id("Donate");
    sc.s.respond(ai_answer(sc));
  }
  EXPECT_EQ(sc.s.end_reason(), EndReason::kProvinces);
  EXPECT_FALSE(donated);
  EXPECT_EQ(tokens(sc, 0), 0) << "no Tomb VP for cards never trashed";
  EXPECT_EQ(sc.trashed("Curse"), 0);
}

TEST(EmpiresEvents, AdvanceTradesAnActionForOneCostingUpToSix) {
  Scenario sc({"Advance", "Village", "Witch"});
  start(sc, {"Village", "Copper"}, {}, {}, 0);
  sc.s.set_autoplay_treasures(0, true);
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  buy(sc, "Advance");
  const Decision& d = sc.next();
  EXPECT_EQ(d.type_mask, kAction);
  sc.choose({"Village"});
  const Decision& g = sc.next();
  EXPECT_EQ(g.kind, DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 6);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Gold")))) << "an Action card";
  sc.answer(Choice::one(sc.id("Witch")));
  sc.next();
  EXPECT_EQ(sc.trashed("Village"), 1);
  EXPECT_EQ(owned(sc, 0, "Witch"), 1);
}

TEST(EmpiresEvents, AdvanceWithoutTrashingGainsNothing) {
  Scenario sc({"Advance", "Village", "Witch"});
  start(sc, {"Village"}, {}, {}, 0);
  sc.play("Village");
  buy(sc, "Advance");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Witch"), 0) << "no Action in hand: no trash, no gain";
}

TEST(EmpiresEvents, DelveGivesABuyAndASilverEachTime) {
  Scenario sc({"Delve", "Smithy"});
  start(sc, {}, {}, {}, 4);
  buy(sc, "Delve");
  buy(sc, "Delve");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(owned(sc, 0, "Silver"), 2);
  EXPECT_EQ(sc.s.buys(), 1) << "each Delve uses a Buy and gives one";
  EXPECT_EQ(sc.s.coins(), 0);
}

TEST(EmpiresEvents, TaxDebtIsTakenByTheNextBuyerOfThePile) {
  Scenario sc({"Tax", "Smithy"});
  EXPECT_EQ(sc.s.pile_debt(sc.id("Silver")), 1) << "set-up: 1 Debt on each Supply pile";
  EXPECT_EQ(sc.s.pile_debt(sc.id("Smithy")), 1);
  start(sc, {}, {}, {}, 10, 3);
  buy(sc, "Tax");
  sc.expect(DecisionKind::kNameCard);
  sc.answer(Choice::one(sc.id("Smithy")));
  buy(sc, "Silver");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.player(0).debt, 0) << "paid off before the next buy";
  EXPECT_EQ(sc.s.coins(), 4);
  EXPECT_EQ(sc.s.pile_debt(sc.id("Silver")), 0);
  buy(sc, "Smithy");
  sc.next();
  EXPECT_EQ(sc.s.pile_debt(sc.id("Smithy")), 0);
  EXPECT_EQ(sc.s.player(0).debt, 3) << "2 from Tax and 1 from the set-up";
}

TEST(EmpiresEvents, TaxDebtStaysWhenTheCardIsGainedWithoutBuying) {
  Scenario sc({"Tax", "Workshop"});
  start(sc, {"Workshop"}, {}, {}, 0);
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Silver")));
  sc.next();
  EXPECT_EQ(sc.s.pile_debt(sc.id("Silver")), 1);
  EXPECT_EQ(sc.s.player(0).debt, 0);
}

TEST(EmpiresEvents, TaxDebtIsTakenForAnyGainInTheBuyPhase) {
  // The 2022 text: "when a player gains a card in their Buy phase", not only a buy.
  Scenario sc({"Tax", "Delve", "Smithy"});
  start(sc, {}, {}, {}, 4, 2);
  buy(sc, "Delve");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.pile_debt(sc.id("Silver")), 0) << "Delve's Silver takes its pile's Debt";
  EXPECT_EQ(sc.s.player(0).debt, 0) << "paid off before the next buy";
  EXPECT_EQ(sc.s.coins(), 1);
}

TEST(EmpiresEvents, BanquetGainsTwoCoppersAndANonVictoryCard) {
  Scenario sc({"Banquet", "Smithy", "Market"});
  start(sc, {}, {}, {}, 3);
  buy(sc, "Banquet");
  const Decision& d = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(d.cost_max, 5);
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Duchy"))));
  EXPECT_FALSE(sc.s.is_legal(Choice::one(sc.id("Gold"))));
  sc.answer(Choice::one(sc.id("Market")));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Copper"), 2);
  EXPECT_EQ(owned(sc, 0, "Market"), 1);
}

TEST(EmpiresEvents, BanquetWithoutCoppersStillGainsTheCard) {
  Scenario sc({"Banquet", "Smithy"});
  sc.pile("Copper", 0);
  start(sc, {}, {}, {}, 3);
  buy(sc, "Banquet");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Smithy")));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Smithy"), 1);
}

TEST(EmpiresEvents, RitualTrashesForVpByCost) {
  Scenario sc({"Ritual", "Smithy"});
  start(sc, {"Province", "Estate"}, {}, {}, 4);
  buy(sc, "Ritual");
  const Decision& d = sc.next();
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Province"}));
  sc.choose({"Province"});
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Curse"), 1);
  EXPECT_EQ(tokens(sc, 0), 8);
}

TEST(EmpiresEvents, RitualWithoutACurseTrashesNothing) {
  Scenario sc({"Ritual", "Smithy"});
  sc.pile("Curse", 0);
  start(sc, {"Province"}, {}, {}, 4);
  buy(sc, "Ritual");
  sc.next();
  EXPECT_EQ(sc.trashed("Province"), 0);
  EXPECT_EQ(tokens(sc, 0), 0);
}

TEST(EmpiresEvents, RitualDoesNothingWhenTraderReplacesTheCurse) {
  Scenario sc({"Ritual", "Trader"}, 2, Edition::kFirst);
  start(sc, {"Trader", "Province"}, {}, {}, 4);
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  buy(sc, "Ritual");
  const Decision& d = sc.expect(DecisionKind::kYesNo);
  EXPECT_EQ(d.card, sc.id("Trader"));
  sc.yes();  // 1E Trader: a Silver instead of the Curse
  const Decision& next = sc.next();
  EXPECT_NE(next.reason, Reason::kTrash) << "no Curse gained: nothing to trash";
  EXPECT_EQ(owned(sc, 0, "Silver"), 1);
  EXPECT_EQ(owned(sc, 0, "Curse"), 0);
  EXPECT_EQ(sc.trashed("Province"), 0);
  EXPECT_EQ(tokens(sc, 0), 0);
}

TEST(EmpiresEvents, DominateAndTriumphGiveNoVpWhenTraderReplacesTheGain) {
  for (const char* event : {"Dominate", "Triumph"}) {
    Scenario sc({event, "Trader"}, 2, Edition::kFirst);
    start(sc, {"Trader"}, {}, {}, 14);
    sc.expect(DecisionKind::kPlayAction);
    sc.answer(Choice::none());
    buy(sc, event);
    sc.expect(DecisionKind::kYesNo);
    sc.yes();
    sc.next();
    EXPECT_EQ(owned(sc, 0, "Silver"), 1) << event;
    EXPECT_EQ(tokens(sc, 0), 0) << event;
  }
}

TEST(EmpiresEvents, SaltTheEarthGivesTombAVp) {
  Scenario sc({"Salt the Earth", "Tomb", "Smithy"});
  start(sc, {}, {}, {}, 4);
  buy(sc, "Salt the Earth");
  sc.expect(DecisionKind::kNameCard);
  sc.answer(Choice::one(kEstate));
  sc.next();
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(tokens(sc, 0), 2) << "its own +1 VP and Tomb's";
}

TEST(EmpiresEvents, ConquestBoughtTwiceGivesTwoThenFour) {
  Scenario sc({"Conquest", "Smithy"});
  start(sc, {}, {}, {}, 12, 2);
  buy(sc, "Conquest");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 2);
  buy(sc, "Conquest");
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 6);
}

TEST(EmpiresEvents, SaltTheEarthTrashesAVictoryCardFromTheSupply) {
  Scenario sc({"Salt the Earth", "Smithy"});
  start(sc, {}, {}, {}, 4);
  buy(sc, "Salt the Earth");
  const Decision& d = sc.expect(DecisionKind::kNameCard);
  EXPECT_FALSE(sc.s.can_name(d, sc.id("Smithy")));
  EXPECT_FALSE(sc.s.can_name(d, kCurse));
  sc.answer(Choice::one(kProvince));
  sc.next();
  EXPECT_EQ(sc.s.pile(kProvince), 7);
  EXPECT_EQ(sc.trashed("Province"), 1);
  EXPECT_EQ(tokens(sc, 0), 1);
  EXPECT_EQ(owned(sc, 0, "Province"), 0);
}

TEST(EmpiresEvents, SaltTheEarthCanEmptyThePileThatEndsTheGame) {
  Scenario sc({"Salt the Earth", "Smithy"});
  sc.pile("Province", 1);
  start(sc, {}, {}, {}, 4);
  buy(sc, "Salt the Earth");
  sc.expect(DecisionKind::kNameCard);
  sc.answer(Choice::one(kProvince));
  while (sc.s.advance()) sc.s.respond(ai_answer(sc));
  EXPECT_EQ(sc.s.end_reason(), EndReason::kProvinces);
}

TEST(EmpiresEvents, WeddingGivesAVpAndAGoldForDebt) {
  Scenario sc({"Wedding", "Smithy"});
  start(sc, {}, {}, {}, 4, 2);
  buy(sc, "Wedding");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(owned(sc, 0, "Gold"), 1);
  EXPECT_EQ(tokens(sc, 0), 1);
  EXPECT_EQ(sc.s.player(0).debt, 3);
  EXPECT_FALSE(sc.s.can_buy(sc.id("Copper"))) << "no buying while in Debt";
}

TEST(EmpiresEvents, WindfallOnlyWithAnEmptyDeckAndDiscard) {
  Scenario sc({"Windfall", "Smithy"});
  start(sc, {}, {}, {}, 10, 2);
  buy(sc, "Windfall");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(owned(sc, 0, "Gold"), 3);
  sc.answer(Choice::one(sc.id("Windfall")));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 3) << "the Golds are in the discard pile now";
}

TEST(EmpiresEvents, WindfallChecksTheEmptyDeckOnce) {
  Scenario sc({"Windfall", "Watchtower"});
  start(sc, {"Watchtower"}, {}, {}, 5);
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  buy(sc, "Windfall");
  sc.expect(DecisionKind::kYesNo);
  sc.yes();
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);  // the first Gold onto the deck
  while (sc.next().kind == DecisionKind::kYesNo && sc.s.decision().source == kGold) sc.yes(false);
  EXPECT_EQ(owned(sc, 0, "Gold"), 3);
}

TEST(EmpiresEvents, WindfallGainsTheGoldsThatAreLeft) {
  Scenario sc({"Windfall", "Smithy"});
  sc.pile("Gold", 2);
  start(sc, {}, {}, {}, 5);
  buy(sc, "Windfall");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 2);
}

TEST(EmpiresEvents, WeddingWithoutAGoldStillGivesItsVp) {
  Scenario sc({"Wedding", "Smithy"});
  sc.pile("Gold", 0);
  start(sc, {}, {}, {}, 4);
  buy(sc, "Wedding");
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 1);
  EXPECT_EQ(owned(sc, 0, "Gold"), 0);
}

TEST(EmpiresEvents, SaltTheEarthWithoutAVictoryCardStillGivesItsVp) {
  Scenario sc({"Salt the Earth", "Smithy"});
  for (const char* v : {"Estate", "Duchy", "Province"}) sc.pile(v, 0);
  start(sc, {}, {}, {}, 4);
  buy(sc, "Salt the Earth");
  while (sc.s.advance()) {
    EXPECT_NE(sc.s.decision().source, sc.id("Salt the Earth")) << "nothing to name";
    sc.s.respond(ai_answer(sc));
  }
  EXPECT_EQ(tokens(sc, 0), 1);
}

TEST(EmpiresEvents, ConquestCountsTheSilversGainedThisTurn) {
  Scenario sc({"Conquest", "Smithy"});
  start(sc, {}, {}, {}, 9, 2);
  buy(sc, "Silver");
  buy(sc, "Conquest");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Silver"), 3);
  EXPECT_EQ(tokens(sc, 0), 3);
}

TEST(EmpiresEvents, ConquestWithOneSilverLeft) {
  Scenario sc({"Conquest", "Smithy"});
  sc.pile("Silver", 1);
  start(sc, {}, {}, {}, 6);
  buy(sc, "Conquest");
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 1);
}

TEST(EmpiresEvents, DominateGainsAProvinceAndNineVp) {
  Scenario sc({"Dominate", "Smithy"});
  start(sc, {}, {}, {}, 14);
  buy(sc, "Dominate");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Province"), 1);
  EXPECT_EQ(tokens(sc, 0), 9);
}

TEST(EmpiresEvents, DominateWithoutAProvinceGivesNothing) {
  Scenario sc({"Dominate", "Smithy"});
  sc.pile("Province", 0);
  start(sc, {}, {}, {}, 14);
  buy(sc, "Dominate");
  while (sc.s.advance()) sc.s.respond(ai_answer(sc));
  EXPECT_EQ(tokens(sc, 0), 0);
  EXPECT_EQ(owned(sc, 0, "Province"), 0);
}

// --------------------------------------------------------------- Landmarks with tokens

TEST(EmpiresLandmarks, AqueductCollectsFromTreasurePilesAndPaysOnVictoryGains) {
  Scenario sc({"Aqueduct", "Smithy"});
  EXPECT_EQ(sc.s.pile_vp(kSilver), 8);
  EXPECT_EQ(sc.s.pile_vp(kGold), 8);
  EXPECT_EQ(landscape_vp(sc, "Aqueduct"), 0);
  start(sc, {}, {}, {}, 11, 3);
  buy(sc, "Silver");
  buy(sc, "Gold");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(landscape_vp(sc, "Aqueduct"), 2);
  EXPECT_EQ(sc.s.pile_vp(kSilver), 7);
  sc.answer(Choice::one(kEstate));
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 2);
  EXPECT_EQ(landscape_vp(sc, "Aqueduct"), 0);
}

TEST(EmpiresLandmarks, AqueductCopperHasNoTokens) {
  Scenario sc({"Aqueduct", "Smithy"});
  start(sc, {}, {}, {}, 0);
  buy(sc, "Copper");
  sc.next();
  EXPECT_EQ(landscape_vp(sc, "Aqueduct"), 0);
}

TEST(EmpiresLandmarks, AqueductHaremTakesTheVpAsAVictoryCard) {
  Scenario sc({"Aqueduct", "Harem"});
  start(sc, {}, {}, {}, 9, 2);
  buy(sc, "Silver");  // 1 VP moves from the Silver pile to Aqueduct
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(landscape_vp(sc, "Aqueduct"), 1);
  buy(sc, "Harem");  // a Treasure (its pile has no VP) and a Victory card: takes Aqueduct's
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 1);
  EXPECT_EQ(landscape_vp(sc, "Aqueduct"), 0);
}

TEST(EmpiresLandmarks, ArenaDiscardsAnActionAtTheStartOfTheBuyPhase) {
  Scenario sc({"Arena", "Smithy"});
  EXPECT_EQ(landscape_vp(sc, "Arena"), 12);
  start(sc, {"Smithy", "Smithy"}, {}, {}, 0);
  sc.s.set_autoplay_treasures(0, true);
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  const Decision& d = sc.next();
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.source, sc.id("Arena"));
  sc.choose({"Smithy"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 2);
  EXPECT_EQ(landscape_vp(sc, "Arena"), 10);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Smithy"), 1);
}

TEST(EmpiresLandmarks, ArenaWithoutAnActionAsksNothing) {
  Scenario sc({"Arena", "Smithy"});
  start(sc, {"Copper"}, {}, {}, 0);
  sc.s.set_autoplay_treasures(0, true);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 0);
}

TEST(EmpiresLandmarks, ArenaOffersTheDiscardWithNoVpLeft) {
  // 2022 FAQ: you may discard an Action card even with no tokens left (Weaver then plays).
  Scenario sc({"Arena", "Weaver"});
  sc.s.add_pile_vp(sc.id("Arena"), -12);
  start(sc, {"Weaver"}, {}, {}, 0);
  sc.s.set_autoplay_treasures(0, true);
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  const Decision& d = sc.next();
  EXPECT_EQ(d.source, sc.id("Arena"));
  sc.choose({"Weaver"});
  const Decision& d2 = sc.next();
  EXPECT_EQ(d2.reason, Reason::kPlay);
  EXPECT_EQ(d2.card, sc.id("Weaver"));
  EXPECT_EQ(tokens(sc, 0), 0);
}

TEST(EmpiresLandmarks, BasilicaNeedsTwoDollarsLeftAfterAGainInTheBuyPhase) {
  Scenario sc({"Basilica", "Smithy"});
  start(sc, {}, {}, {}, 6, 2);
  buy(sc, "Silver");  // $3 left
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 2);
  sc.answer(Choice::one(kSilver));  // $0 left
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 2);
  EXPECT_EQ(landscape_vp(sc, "Basilica"), 10);
}

TEST(EmpiresLandmarks, BasilicaCountsAGainWhilePlayingTreasures) {
  Scenario sc({"Basilica", "Horn of Plenty"});
  start(sc, {"Silver", "Horn of Plenty"});
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  const Decision& d = sc.expect(DecisionKind::kGain);
  ASSERT_EQ(d.cost_max, 2) << "Silver played first";
  sc.answer(Choice::one(kCopper));
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 2) << "playing Treasures is part of the Buy phase";
}

TEST(EmpiresLandmarks, BasilicaCountsAGainAtTheStartOfTheBuyPhase) {
  // Arena's window opens before the Treasures (Phase::kTreasure): still the Buy phase.
  Scenario sc({"Arena", "Basilica", "Weaver"});
  start(sc, {"Weaver"}, {}, {}, 4);
  sc.s.set_autoplay_treasures(0, true);
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  EXPECT_EQ(sc.next().source, sc.id("Arena"));
  sc.choose({"Weaver"});
  sc.expect(DecisionKind::kYesNo);
  sc.yes();  // Weaver, discarded, is played
  sc.expect(DecisionKind::kChooseOption);
  sc.option(kWeaverGain);
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kSilver));
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 4) << "Arena's 2, and Basilica's: a gain in the Buy phase with $4";
}

TEST(EmpiresLandmarks, BasilicaNotForGainsInTheActionPhase) {
  Scenario sc({"Basilica", "Workshop"});
  start(sc, {"Workshop"}, {}, {}, 5);
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kSilver));
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 0);
}

TEST(EmpiresLandmarks, BathsRewardsATurnWithoutGains) {
  Scenario sc({"Baths", "Smithy"});
  start(sc, {}, many("Copper", 5), {}, 0);
  end_buys(sc);
  sc.next();  // player 1's turn
  EXPECT_EQ(tokens(sc, 0), 2);
  EXPECT_EQ(landscape_vp(sc, "Baths"), 10);
}

TEST(EmpiresLandmarks, BathsNotAfterAGain) {
  Scenario sc({"Baths", "Smithy"});
  start(sc, {}, many("Copper", 5), {}, 0);
  buy(sc, "Copper");
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 0);
}

TEST(EmpiresLandmarks, BattlefieldPaysForVictoryGains) {
  Scenario sc({"Battlefield", "Smithy"});
  start(sc, {}, {}, {}, 7, 2);
  buy(sc, "Duchy");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 2);
  sc.answer(Choice::one(kCopper));
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 2);
}

TEST(EmpiresLandmarks, BattlefieldTokensRunOut) {
  Scenario sc({"Battlefield", "Smithy"});
  sc.s.add_pile_vp(sc.id("Battlefield"), -11);
  start(sc, {}, {}, {}, 4, 2);
  buy(sc, "Estate");
  buy(sc, "Estate");
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 1);
  EXPECT_EQ(landscape_vp(sc, "Battlefield"), 0);
}

TEST(EmpiresLandmarks, ColonnadeNeedsACopyInPlay) {
  Scenario sc({"Colonnade", "Village", "Smithy"});
  start(sc, {"Village"}, {}, {}, 7, 2);
  sc.play("Village");
  buy(sc, "Smithy");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 0) << "no Smithy in play";
  sc.answer(Choice::one(sc.id("Village")));
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 2);
}

TEST(EmpiresLandmarks, DefiledShrineMovesActionTokensAndPaysForABoughtCurse) {
  Scenario sc({"Defiled Shrine", "Village", "Workshop"});
  EXPECT_EQ(sc.s.pile_vp(sc.id("Village")), 2);
  EXPECT_EQ(sc.s.pile_vp(kSilver), 0);
  start(sc, {"Workshop"}, {}, {}, 3, 2);
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Village")));
  buy(sc, "Village");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(landscape_vp(sc, "Defiled Shrine"), 2);
  EXPECT_EQ(sc.s.pile_vp(sc.id("Village")), 0);
  sc.answer(Choice::one(kCurse));
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 2);
  EXPECT_EQ(landscape_vp(sc, "Defiled Shrine"), 0);
}

TEST(EmpiresLandmarks, DefiledShrineLeavesGatheringPilesWithoutTokens) {
  Scenario sc({"Defiled Shrine", "Tithe Jar", "Village"}, 2, Edition::kSecond, 1,
              test::mechanism_registry());
  EXPECT_EQ(sc.s.pile_vp(sc.id("Tithe Jar")), 0);
  EXPECT_EQ(sc.s.pile_vp(sc.id("Village")), 2);
  start(sc, {}, {}, {}, 3);
  buy(sc, "Tithe Jar");
  sc.next();
  EXPECT_EQ(landscape_vp(sc, "Defiled Shrine"), 0) << "nothing to move";
}

TEST(EmpiresLandmarks, DefiledShrineNotForACurseGainedOutsideTheBuyPhase) {
  Scenario sc({"Defiled Shrine", "Witch"});
  sc.s.add_pile_vp(sc.id("Defiled Shrine"), 3);
  start(sc, {"Witch"}, many("Copper", 2), {}, 0);
  sc.play("Witch");
  sc.next();
  EXPECT_EQ(owned(sc, 1, "Curse"), 1);
  EXPECT_EQ(tokens(sc, 1), 0);
  EXPECT_EQ(landscape_vp(sc, "Defiled Shrine"), 3);
}

TEST(EmpiresLandmarks, LabyrinthPaysForTheSecondGainOfATurn) {
  Scenario sc({"Labyrinth", "Workshop"});
  start(sc, {"Workshop"}, {}, {}, 3, 2);
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(kSilver));
  EXPECT_EQ(tokens(sc, 0), 0);
  buy(sc, "Silver");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 2);
  sc.answer(Choice::one(kCopper));
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 2) << "only the 2nd gain";
}

TEST(EmpiresLandmarks, LabyrinthNotForGainsOnOtherPlayersTurns) {
  Scenario sc({"Labyrinth", "Witch"});
  start(sc, {"Witch"}, many("Copper", 2), {}, 0, 2);
  sc.s.set_autoplay_treasures(0, true);
  sc.play("Witch");  // player 1 gains a Curse on player 0's turn
  buy(sc, "Copper");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 1), 0);
  EXPECT_EQ(tokens(sc, 0), 0) << "player 0's first gain";
  sc.answer(Choice::one(kCopper));
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 2);
}

TEST(EmpiresLandmarks, MountainPassAuctionsAfterTheFirstProvince) {
  Scenario sc({"Mountain Pass", "Smithy"}, 3);
  start(sc, {}, many("Copper", 5), {}, 8);
  buy(sc, "Province");
  const Decision& d = sc.next();
  EXPECT_EQ(d.kind, DecisionKind::kChooseOption);
  EXPECT_EQ(d.player, 1) << "the gainer's left first";
  EXPECT_EQ(d.num_options, 41);
  sc.option(3);
  const Decision& d2 = sc.next();
  EXPECT_EQ(d2.player, 2);
  EXPECT_EQ(d2.num_options, 38) << "only higher bids";
  sc.option(0);
  const Decision& d3 = sc.next();
  EXPECT_EQ(d3.player, 0) << "ending with the gainer";
  EXPECT_EQ(sc.s.current(), 0);
  EXPECT_EQ(sc.s.phase(), Phase::kBuy) << "the 2022 text: when the Province is gained";
  sc.option(2);  // bids 5
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 8);
  EXPECT_EQ(sc.s.player(0).debt, 5);
  EXPECT_EQ(sc.s.player(1).debt, 0);
}

TEST(EmpiresLandmarks, MountainPassDebtWonOnYourTurnIsPaidWithTheMoneyLeft) {
  Scenario sc({"Mountain Pass", "Smithy"});
  start(sc, {}, many("Copper", 5), {}, 16, 2);
  buy(sc, "Province");
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).player, 1);
  sc.option(0);
  EXPECT_EQ(sc.expect(DecisionKind::kChooseOption).player, 0);
  sc.option(5);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 8);
  EXPECT_EQ(sc.s.player(0).debt, 0) << "paid off before the next buy";
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_TRUE(sc.s.can_buy(kSilver));
}

TEST(EmpiresLandmarks, MountainPassOnlyOnceAndNobodyMayBid) {
  Scenario sc({"Mountain Pass", "Smithy"});
  start(sc, {}, many("Copper", 5), {}, 8);
  buy(sc, "Province");
  sc.next();
  sc.option(0);
  sc.next();
  sc.option(0);
  sc.next();
  EXPECT_EQ(tokens(sc, 0) + tokens(sc, 1), 0) << "nobody bid";
  start(sc, {}, many("Copper", 5), {}, 8);
  buy(sc, "Province");
  EXPECT_NE(sc.next().kind, DecisionKind::kChooseOption) << "only the first Province";
}

TEST(EmpiresLandmarks, TombGivesAVpPerTrashedCard) {
  Scenario sc({"Tomb", "Chapel"});
  start(sc, {"Chapel", "Estate", "Copper", "Curse"}, {}, {}, 0);
  sc.play("Chapel");
  sc.next();
  sc.choose({"Estate", "Copper", "Curse"});
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 3);
}

TEST(EmpiresLandmarks, TombForTheOwnerOfACardAnAttackTrashes) {
  Scenario sc({"Tomb", "Bandit"});
  start(sc, {"Bandit"}, {}, {}, 0);
  sc.set(1, Zone::kDeck, {"Silver", "Copper"});
  sc.play("Bandit");
  sc.next();
  EXPECT_EQ(sc.trashed("Silver"), 1);
  EXPECT_EQ(tokens(sc, 1), 1);
  EXPECT_EQ(tokens(sc, 0), 0);
}

// --------------------------------------------------------------- scoring Landmarks

TEST(EmpiresLandmarks, BanditFortCostsTwoPerSilverAndGold) {
  Scenario sc({"Bandit Fort", "Smithy"});
  own(sc, 0, {"Silver", "Gold", "Copper", "Estate"});
  EXPECT_EQ(sc.s.vp(0), 1 - 4);
  own(sc, 1, {"Copper"});
  EXPECT_EQ(sc.s.vp(1), 0);
}

TEST(EmpiresLandmarks, FountainNeedsTenCoppers) {
  Scenario sc({"Fountain", "Smithy"});
  own(sc, 0, many("Copper", 10));
  EXPECT_EQ(sc.s.vp(0), 15);
  own(sc, 0, many("Copper", 9));
  EXPECT_EQ(sc.s.vp(0), 0);
}

TEST(EmpiresLandmarks, KeepRewardsTreasureMajoritiesTiesIncluded) {
  Scenario sc({"Keep", "Smithy"});
  own(sc, 0, {"Copper", "Copper", "Silver", "Gold", "Smithy", "Smithy"});
  own(sc, 1, {"Copper", "Copper", "Silver", "Silver", "Smithy"});
  EXPECT_EQ(sc.s.vp(0), 10) << "Copper tied, Gold alone; not Silver, not Smithy";
  EXPECT_EQ(sc.s.vp(1), 10) << "Copper tied, Silver";
}

TEST(EmpiresLandmarks, KeepIsNothingWithoutTreasures) {
  Scenario sc({"Keep", "Smithy"});
  own(sc, 0, {"Estate"});
  own(sc, 1, {"Estate"});
  EXPECT_EQ(sc.s.vp(0), 1);
}

TEST(EmpiresLandmarks, MuseumCountsDifferentlyNamedCards) {
  Scenario sc({"Museum", "Smithy"});
  own(sc, 0, {"Copper", "Copper", "Silver", "Estate", "Smithy"});
  EXPECT_EQ(sc.s.vp(0), 1 + 8);
  own(sc, 0, {});
  EXPECT_EQ(sc.s.vp(0), 0);
}

TEST(EmpiresLandmarks, ObeliskScoresTheChosenActionPile) {
  Scenario sc({"Obelisk", "Smithy"});
  EXPECT_EQ(sc.s.pile_tokens(kObeliskPile, sc.id("Smithy")), 1) << "the only Action pile";
  own(sc, 0, {"Smithy", "Smithy", "Copper"});
  EXPECT_EQ(sc.s.vp(0), 4);
}

TEST(EmpiresLandmarks, ObeliskChoosesAmongTheActionPilesAtRandom) {
  int smithy = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Scenario sc({"Obelisk", "Smithy", "Village", "Gardens"}, 2, Edition::kSecond, seed);
    EXPECT_EQ(sc.s.pile_tokens(kObeliskPile, sc.id("Gardens")), 0);
    EXPECT_EQ(sc.s.pile_tokens(kObeliskPile, sc.id("Smithy")) +
                  sc.s.pile_tokens(kObeliskPile, sc.id("Village")),
              1);
    smithy += sc.s.pile_tokens(kObeliskPile, sc.id("Smithy"));
  }
  EXPECT_GT(smithy, 5);
  EXPECT_LT(smithy, 35);
}

TEST(EmpiresLandmarks, OrchardNeedsThreeCopiesOfAnAction) {
  Scenario sc({"Orchard", "Smithy", "Village"});
  own(sc, 0, {"Smithy", "Smithy", "Smithy", "Village", "Village", "Copper", "Copper", "Copper"});
  EXPECT_EQ(sc.s.vp(0), 4);
}

TEST(EmpiresLandmarks, PalaceCountsSetsOfCopperSilverGold) {
  Scenario sc({"Palace", "Smithy"});
  own(sc, 0, {"Copper", "Copper", "Silver", "Silver", "Gold"});
  EXPECT_EQ(sc.s.vp(0), 3);
  own(sc, 0, {"Copper", "Silver"});
  EXPECT_EQ(sc.s.vp(0), 0);
}

TEST(EmpiresLandmarks, TowerCountsNonVictoryCardsFromEmptySupplyPiles) {
  Scenario sc({"Tower", "Smithy", "Gardens"});
  own(sc, 0, {"Smithy", "Smithy", "Gardens", "Copper"});
  EXPECT_EQ(sc.s.vp(0), 0);
  sc.pile("Smithy", 0);
  sc.pile("Gardens", 0);
  EXPECT_EQ(sc.s.vp(0), 2 + 0) << "Gardens is a Victory card (worth 0 with 4 cards)";
}

TEST(EmpiresLandmarks, TowerCountsAMixedPileOnlyOnceItIsEmpty) {
  // FAQ: a split pile with part of its cards gone is not empty (Knights: one pile of 10 kinds).
  Scenario sc({"Tower", "Knights"});
  own(sc, 0, {});
  const CardId top = sc.s.pile_top(sc.id("Dame Anna"));
  ASSERT_TRUE(sc.s.gain(0, top));
  ASSERT_FALSE(sc.s.is(top, kVictory)) << "seed 1's top Knight is not Dame Josephine";
  EXPECT_EQ(sc.s.vp(0), 0) << "its kind is gone, but the Knights pile is not empty";
  EXPECT_EQ(sc.s.pile_size(top), 9);
}

TEST(EmpiresLandmarks, TriumphalArchScoresTheSecondMostCommonAction) {
  Scenario sc({"Triumphal Arch", "Smithy", "Village", "Market"});
  own(sc, 0, {"Smithy", "Smithy", "Smithy", "Village", "Village", "Market"});
  EXPECT_EQ(sc.s.vp(0), 6);
  own(sc, 0, {"Smithy", "Smithy", "Village", "Village"});
  EXPECT_EQ(sc.s.vp(0), 6) << "tied: either";
  own(sc, 0, {"Smithy", "Smithy"});
  EXPECT_EQ(sc.s.vp(0), 0);
}

TEST(EmpiresLandmarks, WallCostsAVpPerCardAfterFifteen) {
  Scenario sc({"Wall", "Smithy"});
  own(sc, 0, many("Copper", 15));
  EXPECT_EQ(sc.s.vp(0), 0);
  own(sc, 0, many("Copper", 18));
  EXPECT_EQ(sc.s.vp(0), -3);
}

TEST(EmpiresLandmarks, WolfDenCostsThreePerSingleCopy) {
  Scenario sc({"Wolf Den", "Smithy"});
  own(sc, 0, {"Copper", "Copper", "Smithy", "Estate"});
  EXPECT_EQ(sc.s.vp(0), 1 - 6);
  own(sc, 0, {"Copper", "Copper"});
  EXPECT_EQ(sc.s.vp(0), 0);
}

// --------------------------------------------------------------- more edge cases

TEST(EmpiresEvents, DelveKeepsTheBuyAndItsSilverCountsForBasilica) {
  Scenario sc({"Delve", "Basilica", "Smithy"});
  start(sc, {}, {}, {}, 6);
  buy(sc, "Delve");  // $4 left: Basilica pays for the Silver gained in the Buy phase
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(tokens(sc, 0), 2);
  EXPECT_EQ(sc.s.buys(), 1);
}

TEST(EmpiresEvents, WeddingsDebtIsPaidAtTheEndOfTheBuyPhase) {
  Scenario sc({"Wedding", "Smithy"});
  start(sc, {}, {}, {}, 6);
  buy(sc, "Wedding");  // $2 left pays 2 of the 3 Debt
  sc.next();
  EXPECT_EQ(sc.s.player(0).debt, 1);
  EXPECT_EQ(owned(sc, 0, "Gold"), 1);
}

TEST(EmpiresEvents, WindfallIgnoresTheHandAndThePlayArea) {
  Scenario sc({"Windfall", "Smithy"});
  start(sc, {"Estate", "Estate"}, {}, {}, 5);
  buy(sc, "Windfall");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Gold"), 3);
}

TEST(EmpiresLandmarks, ColonnadeNotForAGainInTheActionPhase) {
  Scenario sc({"Colonnade", "Workshop", "Village"});
  start(sc, {"Workshop", "Village"}, {}, {}, 0);
  sc.play("Village");
  sc.play("Workshop");
  sc.expect(DecisionKind::kGain);
  sc.answer(Choice::one(sc.id("Village")));
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 0) << "a Village is in play, but it is the Action phase";
}

TEST(EmpiresLandmarks, MuseumAndWallCountCardsNotTokens) {
  Scenario sc({"Museum", "Wall", "Smithy"});
  own(sc, 0, many("Copper", 16));
  sc.s.add_vp_tokens(0, 3);
  EXPECT_EQ(sc.s.vp(0), 3 + 2 - 1) << "tokens, one name, one card over 15";
}

TEST(EmpiresLandmarks, OrchardCountsActionsOfAnyOtherType) {
  Scenario sc({"Orchard", "Moat", "Gardens"});
  own(sc, 0, {"Moat", "Moat", "Moat", "Gardens", "Gardens", "Gardens"});
  EXPECT_EQ(sc.s.vp(0), 4) << "Moat is an Action-Reaction; Gardens no Action (0 VP with 6 cards)";
}

TEST(EmpiresLandmarks, PalaceAndFountainTogether) {
  Scenario sc({"Palace", "Fountain", "Smithy"});
  own(sc, 0,
      {"Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Silver", "Silver", "Gold", "Gold"});
  EXPECT_EQ(sc.s.vp(0), 15 + 6);
}

TEST(EmpiresLandmarks, TowerCountsACurseFromTheEmptyCursePile) {
  Scenario sc({"Tower", "Smithy", "Village"});
  own(sc, 0, {"Smithy", "Village", "Curse"});
  sc.pile("Curse", 0);
  EXPECT_EQ(sc.s.vp(0), -1 + 1) << "a Curse from the empty Curse pile counts (non-Victory)";
}

TEST(EmpiresLandmarks, TriumphalArchWithOneActionKind) {
  Scenario sc({"Triumphal Arch", "Smithy"});
  own(sc, 0, {"Smithy", "Smithy", "Smithy", "Copper"});
  EXPECT_EQ(sc.s.vp(0), 0) << "no 2nd most common Action";
}

TEST(EmpiresLandmarks, WolfDenCountsEveryKindVictoryAndCurseIncluded) {
  Scenario sc({"Wolf Den", "Smithy"});
  own(sc, 0, {"Province", "Curse", "Copper", "Copper"});
  EXPECT_EQ(sc.s.vp(0), 6 - 1 - 6);
}

TEST(EmpiresLandmarks, BanditFortAndKeepScoreEachPlayer) {
  Scenario sc({"Bandit Fort", "Keep", "Smithy"});
  own(sc, 0, {"Gold"});
  own(sc, 1, {"Silver", "Silver"});
  EXPECT_EQ(sc.s.vp(0), -2 + 5);
  EXPECT_EQ(sc.s.vp(1), -4 + 5);
}

// --------------------------------------------------------------- possessed turns
// Possession (2023 text): "Any cards or Debt they would gain on that turn, you gain instead";
// its FAQ: the possessor gets no other tokens (VP tokens stay with the possessed player). The
// Buy-phase texts (Tax, Basilica, Colonnade, Defiled Shrine, 2022) say "when you gain a card in
// your Buy phase": the possessor gains, but not in their own Buy phase, and the possessed
// player gains nothing: neither of them takes anything.

// Player 0 plays Possession; returns at player 1's possessed turn's first decision.
void possess(Scenario& sc) {
  sc.set(0, Zone::kHand, {"Possession"});
  sc.turn(0);
  sc.play("Possession");
  const int turn = sc.s.turn();
  while (sc.s.advance() && sc.s.turn() == turn) sc.answer(Choice::none());
  ASSERT_EQ(sc.s.current(), 1);
  ASSERT_TRUE(sc.s.turn_flags() & kPossessed);
}

TEST(EmpiresPossession, ADebtCostGoesToThePossessorAPilesTaxStays) {
  Scenario sc({"Possession", "Tax", "Engineer", "Smithy"});
  sc.set(1, Zone::kHand, {"Silver", "Silver"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  possess(sc);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Smithy");
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Smithy"), 1);
  EXPECT_EQ(sc.s.pile_debt(sc.id("Smithy")), 1)
      << "gained by the possessor, not in their Buy phase";
  EXPECT_EQ(sc.s.player(0).debt, 0);
  EXPECT_EQ(sc.s.player(1).debt, 0);

  Scenario e({"Possession", "Tax", "Engineer", "Smithy"});
  e.set(1, Zone::kHand, {"Copper"});
  e.set(1, Zone::kDeck, many("Copper", 10));
  possess(e);
  e.expect(DecisionKind::kPlayTreasures);
  e.answer(Choice::all_treasures());
  buy(e, "Engineer");
  e.next();
  EXPECT_EQ(owned(e, 0, "Engineer"), 1);
  EXPECT_EQ(e.s.player(0).debt, 4) << "Possession: the Debt they would take is the possessor's";
  EXPECT_EQ(e.s.player(1).debt, 0);
  EXPECT_EQ(e.s.pile_debt(e.id("Engineer")), 1);
}

TEST(EmpiresPossession, BasilicaAndColonnadePayNobodyForAPossessedBuy) {
  Scenario sc({"Possession", "Basilica", "Colonnade", "Village"});
  sc.set(1, Zone::kHand, {"Village", "Gold", "Gold"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  possess(sc);
  sc.play("Village");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Village");  // $4 left, a Village in play
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Village"), 1);
  EXPECT_EQ(tokens(sc, 0), 0);
  EXPECT_EQ(tokens(sc, 1), 0);
  EXPECT_EQ(landscape_vp(sc, "Basilica"), 12);
  EXPECT_EQ(landscape_vp(sc, "Colonnade"), 12);
}

TEST(EmpiresPossession, DefiledShrineCollectsForThePossessorsActionGainButPaysNoCurse) {
  Scenario sc({"Possession", "Defiled Shrine", "Village", "Festival"});
  sc.set(1, Zone::kHand, {"Festival", "Silver"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  possess(sc);
  sc.play("Festival");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  buy(sc, "Village");
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(landscape_vp(sc, "Defiled Shrine"), 1) << "an Action gained: 1 VP moves";
  sc.answer(Choice::one(kCurse));
  sc.next();
  EXPECT_EQ(owned(sc, 0, "Curse"), 1);
  EXPECT_EQ(landscape_vp(sc, "Defiled Shrine"), 1)
      << "the Curse is not gained in a Buy phase of its gainer";
  EXPECT_EQ(tokens(sc, 0) + tokens(sc, 1), 0);
}

TEST(EmpiresPossession, ArenaIsThePossessedPlayersVpDecidedByThePossessor) {
  Scenario sc({"Possession", "Arena", "Smithy"});
  sc.set(1, Zone::kHand, {"Smithy", "Copper"});
  sc.set(1, Zone::kDeck, many("Copper", 10));
  possess(sc);
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  const Decision& d = sc.next();
  EXPECT_EQ(d.source, sc.id("Arena"));
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.decider, 0);
  sc.choose({"Smithy"});
  sc.next();
  EXPECT_EQ(tokens(sc, 1), 2) << "VP tokens are not the possessor's (Possession's FAQ)";
  EXPECT_EQ(tokens(sc, 0), 0);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Smithy"), 1);
}

// --------------------------------------------------------------- the heuristic player

TEST(EmpiresLandscapesAi, WolfDenSkipsAFirstCopyUnlessItsParameterAllows) {
  Scenario sc({"Wolf Den", "Smithy"});
  start(sc, {}, {}, {"Silver", "Copper", "Copper"}, 4);
  sc.expect(DecisionKind::kBuy);
  const Strategy st = parse_strategy(
      "strategy \"S\"\n  buy Smithy\n  buy Silver\n  param wolf_den.max_loss = 2\nend\n");
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), (Names{"Silver"}))
      << "a first Smithy costs 3 VP; a second Silver gives 3 back";
  const Strategy lax = parse_strategy("strategy \"S\"\n  buy Smithy\n  buy Silver\nend\n");
  EXPECT_EQ(names_of(sc, ai_answer(sc, &lax)), (Names{"Smithy"})) << "the default allows it";
}

TEST(EmpiresLandscapesAi, WallAndBanditFortWeighTheirLoss) {
  Scenario sc({"Wall", "Smithy"});
  start(sc, {}, {}, many("Copper", 16), 4);
  sc.expect(DecisionKind::kBuy);
  const Strategy st =
      parse_strategy("strategy \"S\"\n  buy Smithy\n  param wall.max_loss = 0\nend\n");
  EXPECT_EQ(ai_answer(sc, &st).n, 0) << "a 17th card costs 1 VP";
  const Strategy bm = parse_strategy("strategy \"S\"\n  buy Smithy\nend\n");
  EXPECT_EQ(names_of(sc, ai_answer(sc, &bm)), (Names{"Smithy"})) << "wall.max_loss 1 allows it";
  Scenario fort({"Bandit Fort", "Smithy"});
  start(fort, {}, {}, {}, 4);
  fort.expect(DecisionKind::kBuy);
  const Strategy silver =
      parse_strategy("strategy \"S\"\n  buy Silver\n  param bandit_fort.max_loss = 1\nend\n");
  EXPECT_EQ(ai_answer(fort, &silver).n, 0) << "a Silver costs 2 VP";
}

TEST(EmpiresLandscapesAi, ScoringLandmarksAreTheirOwnStrategyParameters) {
  const Kingdom k = parse_kingdom(
      "cards = [\"Smithy\", \"Village\", \"Market\", \"Cellar\", \"Moat\", \"Mine\", "
      "\"Witch\", \"Chapel\", \"Festival\", \"Library\"]\nlandscapes = [\"Wall\", "
      "\"Mountain Pass\"]\n",
      "k.toml");
  const MutationSpace sp = mutation_space(game_config(k, 1));
  std::vector<std::string> names;
  for (const PlayParam* p : sp.rule_params) names.push_back(p->name);
  // (stall.turns: the player's own game-wide parameter, in every game's rule parameters.)
  EXPECT_EQ(names,
            (std::vector<std::string>{"stall.turns", "wall.max_loss", "mountain_pass.max_bid"}));
  EXPECT_TRUE(std::none_of(sp.cards.begin(), sp.cards.end(), [](const CardDef* d) {
    return d->is(kLandmark);
  })) << "a Landmark is never a menu entry";
  const Kingdom e = parse_kingdom(
      "cards = [\"Smithy\", \"Village\", \"Market\", \"Cellar\", \"Moat\", \"Mine\", "
      "\"Witch\", \"Chapel\", \"Festival\", \"Library\"]\nlandscapes = [\"Advance\"]\n",
      "k.toml");
  const MutationSpace es = mutation_space(game_config(e, 1));
  EXPECT_TRUE(std::any_of(es.cards.begin(), es.cards.end(), [](const CardDef* d) {
    return d->name == "Advance";
  })) << "Events are menu entries the genome may buy";
  EXPECT_TRUE(std::any_of(es.params.begin(), es.params.end(),
                          [](const PlayParam* p) { return p->name == "advance.below"; }));
}

TEST(EmpiresLandscapesAi, MountainPassBidsUpToItsParameter) {
  Scenario sc({"Mountain Pass", "Smithy"});
  start(sc, {}, many("Copper", 5), {}, 8);
  buy(sc, "Province");
  sc.next();
  EXPECT_EQ(ai_answer(sc).option, 1) << "bids 1";
  sc.option(6);  // player 1 bids 6
  sc.next();
  EXPECT_EQ(ai_answer(sc).option, 1) << "bids 7 (mountain_pass.max_bid)";
  sc.option(1);
  sc.next();
  EXPECT_EQ(tokens(sc, 0), 8);
  EXPECT_EQ(sc.s.player(0).debt, 7);
  Scenario high({"Mountain Pass", "Smithy"});
  start(high, {}, many("Copper", 5), {}, 8);
  buy(high, "Province");
  high.next();
  high.option(7);
  high.next();
  EXPECT_EQ(ai_answer(high).option, 0) << "8 is over the parameter: pass";
}

TEST(EmpiresLandscapesAi, TaxAndSaltTheEarthTargets) {
  Scenario sc({"Tax", "Salt the Earth", "Smithy"});
  own(sc, 1, {"Smithy", "Smithy", "Gold"});
  start(sc, {}, {}, {"Gold"}, 6, 2);
  buy(sc, "Tax");
  sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Smithy"})) << "what the opponent buys";
  sc.answer(ai_answer(sc));
  buy(sc, "Salt the Earth");
  sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Province"})) << "ahead: Provinces run out";
  sc.s.add_vp_tokens(1, 5);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Estate"})) << "behind: the cheapest";
}

TEST(EmpiresLandscapesAi, AdvanceTradesACheapActionAndRitualTheDearestCard) {
  Scenario sc({"Advance", "Village", "Witch"});
  start(sc, {"Village", "Witch"}, {}, {}, 0);
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());
  buy(sc, "Advance");
  sc.next();
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Village"})) << "not the $5 Witch";
  Scenario r({"Ritual", "Smithy"});
  start(r, {"Estate", "Duchy", "Smithy"}, {}, {}, 4);
  r.expect(DecisionKind::kPlayAction);
  r.answer(Choice::none());
  buy(r, "Ritual");
  r.next();
  EXPECT_EQ(names_of(r, ai_answer(r)), (Names{"Smithy"})) << "4 VP, where a Duchy gives 5 for 3";
}

// Tax's Debt is part of a buy's price (StrategyPlayer::debt_ok): with $5, Laboratory's pile
// carrying 5 Debt would leave 5 unpaid, more than tax.max_left (4): the next rule's Silver, whose
// 1 Debt the $2 left pay. 3 Debt are within the default (not with tax.max_left 2), none is no
// question, and $7 pay 2 of the 5.
TEST(EmpiresLandscapesAi, ATaxedPilesDebtIsPartOfTheBuysPrice) {
  Scenario sc({"Tax", "Laboratory"});
  const CardId lab = sc.id("Laboratory");
  const Strategy st = parse_strategy("strategy \"S\"\n  buy Laboratory\n  buy Silver\nend\n");
  const Strategy strict = parse_strategy(
      "strategy \"S\"\n  buy Laboratory\n  buy Silver\n  param tax.max_left = 2\nend\n");
  start(sc, {}, {}, {}, 5);
  sc.expect(DecisionKind::kBuy);
  ASSERT_EQ(sc.s.pile_debt(lab), 1);
  sc.s.add_pile_debt(lab, 4);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), (Names{"Silver"})) << "5 Debt would stay";
  sc.s.add_pile_debt(lab, -2);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), (Names{"Laboratory"})) << "3 Debt: the default";
  EXPECT_EQ(names_of(sc, ai_answer(sc, &strict)), (Names{"Silver"})) << "more than 2";
  sc.s.add_pile_debt(lab, -3);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &strict)), (Names{"Laboratory"})) << "no Debt on it";
  sc.s.add_pile_debt(lab, 5);
  start(sc, {}, {}, {}, 7);
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), (Names{"Laboratory"})) << "$7: 3 Debt stay";
}

// A gain in the Buy phase takes the pile's Debt too (Banquet's card), one in the Action phase
// does not (Workshop): only the first weighs it.
TEST(EmpiresLandscapesAi, ATaxedPilesDebtWeighsOnBuyPhaseGainsOnly) {
  Scenario sc({"Tax", "Banquet", "Laboratory"});
  const CardId lab = sc.id("Laboratory");
  const Strategy st = parse_strategy("strategy \"S\"\n  buy Laboratory\n  buy Silver\nend\n");
  sc.s.add_pile_debt(kSilver, -1);
  sc.s.add_pile_debt(lab, 3);
  start(sc, {}, {}, {}, 3);
  buy(sc, "Banquet");  // its first Copper takes the Copper pile's 1 Debt, no $ left to pay it
  sc.expect(DecisionKind::kGain);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), (Names{"Silver"})) << "Laboratory's 4 Debt";
  sc.s.add_pile_debt(lab, -4);
  EXPECT_EQ(names_of(sc, ai_answer(sc, &st)), (Names{"Laboratory"}));

  Scenario w({"Tax", "Workshop"});
  const Strategy ws = parse_strategy("strategy \"S\"\n  buy Silver\n  buy Estate\nend\n");
  w.s.add_pile_debt(kSilver, 8);
  start(w, {"Workshop"});
  w.play("Workshop");
  w.expect(DecisionKind::kGain);
  EXPECT_EQ(names_of(w, ai_answer(w, &ws)), (Names{"Silver"})) << "the Action phase: no Debt";
}

// Tax goes on the pile the other players bought most of (beyond their starting Coppers and
// Estates): not the Coppers this player trashed.
TEST(EmpiresLandscapesAi, TaxTargetsWhatTheOpponentBuysNotTheStartingCards) {
  Scenario sc({"Tax", "Smithy"});
  Names theirs = many("Copper", 7);
  for (const char* c : {"Estate", "Estate", "Estate", "Smithy", "Silver", "Silver"})
    theirs.push_back(c);
  own(sc, 1, theirs);
  start(sc, {}, {}, {"Gold", "Gold"}, 2);
  buy(sc, "Tax");
  sc.expect(DecisionKind::kNameCard);
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Silver"})) << "2 Silvers bought";
  own(sc, 1, many("Copper", 7));
  EXPECT_EQ(names_of(sc, ai_answer(sc)), (Names{"Province"})) << "nothing bought: the dearest";
}

}  // namespace
}  // namespace kl
