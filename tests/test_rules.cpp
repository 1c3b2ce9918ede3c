// Rules of the engine itself: setup, piles, shuffling, turn phases, game end, scoring, ties.
#include <gtest/gtest.h>

#include "cards/registry.h"
#include "sim/agent.h"
#include "sim/state.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::Scenario;

State fresh(int players, bool colony = false, Opening opening = Opening::kRandom,
            uint64_t seed = 7) {
  GameConfig cfg = Registry::standard().config({}, players);
  cfg.colony = colony;
  cfg.opening = opening;
  State s;
  s.setup(cfg, seed, 0);
  return s;
}

TEST(Setup, PileSizesByPlayerCount) {
  struct Row {
    int players, copper, estate, province, curse, colony;
  };
  // RULES.md section 1: Copper 60 - 7/player (second set at 5-6p), Estate/Duchy 8/12,
  // Province 8/12/12/15/18, Curse 10 per opponent, Colony 8/12.
  const Row rows[] = {{2, 46, 8, 8, 10, 8},
                      {3, 39, 12, 12, 20, 12},
                      {4, 32, 12, 12, 30, 12},
                      {5, 85, 12, 15, 40, 12},
                      {6, 78, 12, 18, 50, 12}};
  for (const Row& r : rows) {
    const State s = fresh(r.players, true);
    EXPECT_EQ(s.pile(kCopper), r.copper) << r.players;
    EXPECT_EQ(s.pile(kEstate), r.estate) << r.players;
    EXPECT_EQ(s.pile(kDuchy), r.estate) << r.players;
    EXPECT_EQ(s.pile(kProvince), r.province) << r.players;
    EXPECT_EQ(s.pile(kCurse), r.curse) << r.players;
    EXPECT_EQ(s.pile(kColony), r.colony) << r.players;
    EXPECT_EQ(s.pile(kPlatinum), 12);
    EXPECT_EQ(s.pile(kSilver), r.players >= 5 ? 80 : 40);
    EXPECT_EQ(s.pile(kGold), r.players >= 5 ? 60 : 30);
    EXPECT_TRUE(s.is_ok());
  }
}

TEST(Setup, KingdomVictoryPilesAre8Or12) {
  CardDef garden_like;
  garden_like.name = "Test Gardens";
  garden_like.kingdom = true;
  garden_like.types = kVictory;
  CardDef action;
  action.name = "Test Action";
  action.kingdom = true;
  action.types = kAction;
  for (int np : {2, 3}) {
    GameConfig cfg = Registry::standard().config({&garden_like, &action}, np);
    State s;
    s.setup(cfg, 1, 0);
    EXPECT_EQ(s.pile(s.find(&garden_like)), np == 2 ? 8 : 12);
    EXPECT_EQ(s.pile(s.find(&action)), 10);
  }
}

TEST(Setup, StartingDeckIsSevenCopperThreeEstate) {
  for (int np = 2; np <= 6; ++np) {
    const State s = fresh(np);
    for (int p = 0; p < np; ++p) {
      const Player& pl = s.player(p);
      EXPECT_EQ(pl.hand.size(), 5);
      EXPECT_EQ(pl.deck.size(), 5);
      EXPECT_EQ(pl.discard.size(), 0);
      EXPECT_EQ(pl.owned[kCopper], 7);
      EXPECT_EQ(pl.owned[kEstate], 3);
      EXPECT_EQ(s.vp(p), 3);
    }
  }
}

TEST(Setup, NoPlatinumColonyOrPotionUnlessUsed) {
  const State s = fresh(2, false);
  EXPECT_FALSE(s.in_supply(kPlatinum));
  EXPECT_FALSE(s.in_supply(kColony));
  EXPECT_FALSE(s.in_supply(kPotion));
  EXPECT_EQ(s.empty_piles(), 0);  // unused piles do not count as empty
  const State c = fresh(2, true);
  EXPECT_TRUE(c.in_supply(kPlatinum));
  EXPECT_TRUE(c.in_supply(kColony));
  EXPECT_TRUE(c.colony_game());
}

TEST(Setup, ShelterStyleStartingDeckReplacesEstates) {
  CardDef shelter;
  shelter.name = "Test Shelter";
  shelter.set = "Test";
  GameConfig cfg = Registry::standard().config({}, 2);
  cfg.start_deck = {{cfg.basics[kCopper], 7}, {&shelter, 3}};
  State s;
  s.setup(cfg, 3, 0);
  const CardId sh = s.find(&shelter);
  ASSERT_NE(sh, kNoCard);
  EXPECT_FALSE(s.in_supply(sh));
  EXPECT_EQ(s.player(0).owned[sh], 3);
  EXPECT_EQ(s.player(0).owned[kEstate], 0);
  EXPECT_EQ(s.pile(kEstate), 8);  // the Estate pile is unchanged
  EXPECT_TRUE(s.is_ok());
}

TEST(Setup, ForcedOpenings) {
  for (uint64_t seed = 0; seed < 50; ++seed) {
    for (auto [opening, first] : {std::pair{Opening::k43, 4}, std::pair{Opening::k52, 5}}) {
      const State s = fresh(2, false, opening, seed);
      for (int p = 0; p < 2; ++p) {
        EXPECT_EQ(s.player(p).hand.count(kCopper), first);
        EXPECT_EQ(s.player(p).deck.count(kCopper), 7 - first);  // the second hand
      }
    }
  }
}

TEST(Setup, RandomOpeningsVary) {
  int fives = 0, fours = 0;
  for (uint64_t seed = 0; seed < 400; ++seed) {
    const int c = fresh(2, false, Opening::kRandom, seed).player(0).hand.count(kCopper);
    fives += c == 5 || c == 2;
    fours += c == 4 || c == 3;
  }
  // 5/2 happens 1/6 of the time; 4/3 5/6.
  EXPECT_GT(fives, 30);
  EXPECT_LT(fives, 110);
  EXPECT_EQ(fives + fours, 400);
}

TEST(Setup, BadConfigurationThrows) {
  GameConfig cfg = Registry::standard().config({}, 7);
  State s;
  EXPECT_THROW(s.setup(cfg, 1, 0), std::invalid_argument);
  cfg.players = 1;
  EXPECT_THROW(s.setup(cfg, 1, 0), std::invalid_argument);
}

TEST(Shuffle, OnlyWhenTheDeckRunsOutAndRemainingCardsFirst) {
  Scenario sc({});
  sc.set(0, Zone::kDeck, {"Gold", "Province"});
  sc.set(0, Zone::kDiscard, {"Copper", "Copper", "Copper", "Silver", "Silver"});
  sc.set(0, Zone::kHand, {});
  // Drawing 1 takes the top card and leaves the discard pile alone.
  EXPECT_EQ(sc.s.draw(0, 1), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), std::vector<std::string>({"Gold"}));
  EXPECT_EQ(sc.s.player(0).discard.size(), 5);
  // Drawing 3 takes the Province, then shuffles the discard pile and takes 2 of it.
  EXPECT_EQ(sc.s.draw(0, 3), 3);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Province"), 1);
  EXPECT_EQ(sc.s.player(0).discard.size(), 0);
  EXPECT_EQ(sc.s.player(0).deck.size(), 3);
  EXPECT_TRUE(sc.s.is_ok());
}

TEST(Shuffle, EmptyDeckAndDiscardDrawsWhatThereIs) {
  Scenario sc({});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.set(0, Zone::kHand, {});
  EXPECT_EQ(sc.s.draw(0, 5), 1);
  EXPECT_EQ(sc.s.draw(0, 5), 0);
  EXPECT_EQ(sc.s.reveal_top(0), kNoCard);
}

TEST(Shuffle, CardsSetAsideAreNotShuffledIn) {
  Scenario sc({});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {"Silver"});
  EXPECT_EQ(sc.s.reveal_top(0), kGold);  // now in aside
  EXPECT_EQ(sc.s.reveal_top(0), kSilver);
  EXPECT_EQ(sc.s.reveal_top(0), kNoCard);
  EXPECT_EQ(sc.s.player(0).aside.size(), 2);
}

TEST(Turn, BuyPhaseSpendsCoinsAndBuys) {
  Scenario sc({});
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Copper", "Estate", "Estate"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Gold", "Gold", "Copper"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 7);
  // Province costs 8: illegal.
  EXPECT_FALSE(sc.s.respond(Choice::one(kProvince)));
  sc.answer(Choice::one(kGold));
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.buys(), 0);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Gold"), 1);
  EXPECT_EQ(sc.s.pile(kGold), 29);
}

TEST(Turn, TreasuresNotInHandCannotBePlayed) {
  Scenario sc({});
  sc.set(0, Zone::kHand, {"Copper", "Estate"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_FALSE(sc.s.respond(Choice::one(kGold)));
  Choice two;
  two.add(kCopper);
  two.add(kCopper);
  EXPECT_FALSE(sc.s.respond(two));
  EXPECT_FALSE(sc.s.respond(Choice::one(kEstate)));
}

TEST(Turn, CleanupDiscardsAndDrawsFiveThenNextPlayer) {
  Scenario sc({});
  sc.set(0, Zone::kHand, {"Copper", "Copper", "Copper", "Estate", "Estate"});
  sc.set(0, Zone::kDeck, {"Silver", "Silver", "Silver", "Silver", "Silver", "Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.choose({"Copper", "Copper", "Copper"});
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  const Decision& d = sc.next();  // player 1's turn
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand), std::vector<std::string>(5, "Silver"));
  EXPECT_EQ(sc.s.player(0).discard.size(), 5);
  EXPECT_EQ(sc.s.player(0).turns, 1);
}

// Plays out player p's current turn buying `buy` (or nothing) with all Treasures.
void buy_turn(Scenario& sc, const char* buy) {
  const Decision& d = sc.next();
  if (d.kind == DecisionKind::kPlayTreasures) {
    Choice all;
    for (CardId c : sc.s.player(d.player).hand)
      if (sc.s.is(c, kTreasure)) all.add(c);
    sc.answer(all);
    sc.expect(DecisionKind::kBuy);
  }
  sc.answer(buy ? Choice::one(sc.id(buy)) : Choice::none());
}

TEST(GameEnd, ProvincesEmptyEndsAtEndOfTurnNotBefore) {
  Scenario sc({});
  sc.pile("Province", 1);
  sc.set(0, Zone::kHand, {"Gold", "Gold", "Gold"});
  sc.turn(0, 1, 2, 0);
  buy_turn(sc, "Province");
  // The pile is empty but the turn goes on: a second buy is still asked.
  EXPECT_EQ(sc.s.pile(kProvince), 0);
  EXPECT_FALSE(sc.s.over());
  sc.expect(DecisionKind::kBuy);
  sc.answer(Choice::none());
  EXPECT_FALSE(sc.s.advance());
  EXPECT_TRUE(sc.s.over());
  EXPECT_EQ(sc.s.end_reason(), EndReason::kProvinces);
}

TEST(GameEnd, ColonyPileEndsTheGame) {
  GameConfig cfg = Registry::standard().config({}, 2);
  cfg.colony = true;
  State s;
  s.setup(cfg, 1, 0);
  s.set_pile(kColony, 0);
  s.set_turn(0, 1, 1, 0);
  while (s.advance()) s.respond(Choice::none());
  EXPECT_EQ(s.end_reason(), EndReason::kColonies);
  EXPECT_EQ(s.player(0).turns, 1);
}

TEST(GameEnd, ThreeEmptySupplyPilesEndIt) {
  Scenario sc({});
  sc.pile("Curse", 0);
  sc.pile("Estate", 0);
  EXPECT_EQ(sc.s.empty_piles(), 2);
  sc.set(0, Zone::kHand, {"Copper", "Copper", "Copper"});
  sc.turn(0);
  buy_turn(sc, nullptr);
  EXPECT_FALSE(sc.s.over());
  sc.pile("Silver", 1);
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Copper"});
  buy_turn(sc, "Silver");
  EXPECT_EQ(sc.s.empty_piles(), 3);
  EXPECT_FALSE(sc.s.advance());
  EXPECT_EQ(sc.s.end_reason(), EndReason::kPiles);
}

TEST(GameEnd, FiveAndSixPlayersNeedFourEmptyPiles) {
  for (int np : {4, 5, 6}) {
    Scenario sc({}, np);
    sc.pile("Curse", 0);
    sc.pile("Estate", 0);
    sc.pile("Duchy", 0);
    sc.turn(0);
    while (sc.s.advance() && sc.s.current() == 0) sc.answer(Choice::none());
    EXPECT_EQ(sc.s.over(), np == 4) << np << " players";
    if (np == 4) continue;
    sc.pile("Silver", 0);
    while (sc.s.advance()) sc.answer(Choice::none());
    EXPECT_EQ(sc.s.end_reason(), EndReason::kPiles);
  }
}

TEST(GameEnd, TurnCapIsReportedAsSuch) {
  GameConfig cfg = Registry::standard().config({}, 3);
  cfg.turn_cap = 4;
  State s;
  s.setup(cfg, 1, 0);
  while (s.advance()) s.respond(Choice::none());  // nobody buys anything
  EXPECT_EQ(s.end_reason(), EndReason::kCap);
  for (int p = 0; p < 3; ++p) EXPECT_EQ(s.player(p).turns, 4);  // every player got the same turns
}

TEST(Scoring, CardsEverywhereAndTokensCount) {
  Scenario sc({});
  sc.set(0, Zone::kHand, {"Province", "Curse"});
  sc.set(0, Zone::kDeck, {"Duchy"});
  sc.set(0, Zone::kDiscard, {"Estate"});
  sc.set(0, Zone::kPlay, {"Province"});
  // A card is set aside only while an effect holds it (is_ok() checks): a mat instead.
  sc.s.put(0, Zone::kHand, kColony);
  ASSERT_TRUE(sc.s.to_mat(0, 0, kColony, Zone::kHand));
  sc.s.player(0).vp_tokens = 4;
  EXPECT_EQ(sc.s.vp(0), 6 - 1 + 3 + 1 + 6 + 10 + 4);
}

// State::vp_with: p's VP with one more card, as a copy that owns it scores it (Gardens count
// the card, a Duke counts a Duchy), and the state is left as it was.
TEST(Scoring, VpWithScoresAGainLikeACopyThatOwnsItAndChangesNothing) {
  Scenario sc({"Gardens", "Duke"});
  sc.set(0, Zone::kHand, {"Gardens", "Duke", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDiscard, {"Estate"});  // 10 cards: Gardens 1, Duke 0
  std::string why;
  ASSERT_TRUE(sc.s.is_ok(&why)) << why;
  const int vp = sc.s.vp(0);
  EXPECT_EQ(vp, 1 + 0 + 1);
  for (const char* name : {"Copper", "Duchy", "Gardens", "Duke", "Estate", "Curse"}) {
    const CardId c = sc.id(name);
    State copy = sc.s;
    copy.put(0, Zone::kDiscard, c);
    EXPECT_EQ(sc.s.vp_with(0, c), copy.vp(0)) << name;
    EXPECT_EQ(sc.s.vp(0), vp) << name;
    EXPECT_EQ(sc.s.player(0).discard.size(), 1) << name;
    EXPECT_EQ(sc.s.player(0).owned[c], copy.player(0).owned[c] - 1) << name;
    EXPECT_TRUE(sc.s.is_ok(&why)) << name << ": " << why;  // the totals are back
  }
  // The Duchy counts for the Duke (3 + 1), the 11th card for neither Gardens (10 to 19: 1).
  EXPECT_EQ(sc.s.vp_with(0, sc.id("Duchy")), vp + 3 + 1);
  EXPECT_EQ(sc.s.vp_with(0, sc.id("Gardens")), vp + 1);
  EXPECT_EQ(sc.s.vp_with(1, sc.id("Province")), sc.s.vp(1) + 6);
}

TEST(Scoring, TieGoesToFewerTurnsThenIsShared) {
  Scenario sc({}, 3);
  for (int p = 0; p < 3; ++p) {
    sc.set(p, Zone::kDeck, {});
    sc.set(p, Zone::kHand, {"Province"});
    sc.set(p, Zone::kDiscard, {});
  }
  sc.s.player(0).turns = 5;
  sc.s.player(1).turns = 4;
  sc.s.player(2).turns = 4;
  EXPECT_EQ(sc.s.result().winners, 0b110);  // 1 and 2 share; 0 took more turns
  sc.set(0, Zone::kHand, {"Province", "Estate"});
  EXPECT_EQ(sc.s.result().winners, 0b001);  // more VP beats fewer turns
  sc.s.player(1).turns = 3;
  sc.set(0, Zone::kHand, {"Province"});
  EXPECT_EQ(sc.s.result().winners, 0b010);
}

TEST(Scoring, SecondPlayerWinsAnEqualProvinceSplit) {
  // A Big Money mirror where seat 1 (second) ties on VP after the same number of turns
  // shares; where seat 0 ended the game on its own turn with equal VP, seat 1 had one turn
  // fewer and wins.
  Scenario sc({});
  for (int p = 0; p < 2; ++p) {
    sc.set(p, Zone::kDeck, {});
    sc.set(p, Zone::kHand, {"Province", "Province"});
    sc.set(p, Zone::kDiscard, {});
  }
  sc.s.player(0).turns = 15;
  sc.s.player(1).turns = 14;
  EXPECT_EQ(sc.s.result().winners, 0b10);
}

TEST(Decisions, IllegalAnswersChangeNothing) {
  Scenario sc({});
  sc.set(0, Zone::kHand, {"Copper"});
  sc.turn(0, 1, 1, 0);
  sc.expect(DecisionKind::kPlayTreasures);
  const int before = sc.s.coins();
  EXPECT_FALSE(sc.s.respond(Choice::one(kSilver)));
  EXPECT_EQ(sc.s.coins(), before);
  EXPECT_TRUE(sc.s.pending());
}

TEST(Decisions, RespondWithoutPendingDecisionFails) {
  State s = fresh(2);
  EXPECT_FALSE(s.respond(Choice::none()));
}

TEST(State, CopiesPlayOnIndependently) {
  State a = fresh(2);
  ASSERT_TRUE(a.advance());
  State b = a;
  Choice all;
  for (CardId c : a.player(a.current()).hand)
    if (a.is(c, kTreasure)) all.add(c);
  ASSERT_TRUE(a.respond(all));
  ASSERT_TRUE(a.advance());
  EXPECT_EQ(b.coins(), 0);
  EXPECT_EQ(b.decision().kind, DecisionKind::kPlayTreasures);
  EXPECT_GT(a.coins(), 0);
  EXPECT_TRUE(b.is_ok());
}

TEST(State, ConsistencyCheckCatchesALostCard) {
  State s = fresh(2);
  std::string why;
  ASSERT_TRUE(s.is_ok(&why)) << why;
  s.player(0).hand.pop();  // a card vanishes without the counters knowing
  EXPECT_FALSE(s.is_ok(&why));
  EXPECT_NE(why.find("owns"), std::string::npos) << why;
}

// The check tallies zones in wrapping bytes (sim/check.cpp): each way a count can be wrong is
// still caught, and named.
TEST(State, ConsistencyCheckCatchesEachWrongCount) {
  std::string why;
  {
    State s = fresh(3);
    s.player(2).deck.push(kCopper);  // a card appears from nowhere
    EXPECT_FALSE(s.is_ok(&why));
    EXPECT_NE(why.find("player 2 owns 7 Copper but holds 8"), std::string::npos) << why;
  }
  {
    State s = fresh(2);
    // Copper becomes an Estate: the totals match, the kinds do not.
    CardList& deck = s.player(1).deck;
    for (CardId& c : deck)
      if (c == kCopper) {
        c = kEstate;
        break;
      }
    EXPECT_FALSE(s.is_ok(&why));
    EXPECT_NE(why.find("player 1 owns"), std::string::npos) << why;
  }
  {
    State s = fresh(2);
    // A card moves between players without the counts: each player's count is wrong.
    const CardId c = s.player(0).hand.pop();
    s.player(1).hand.push(c);
    EXPECT_FALSE(s.is_ok(&why));
  }
  {
    State s = fresh(2);
    s.player(0).hand[0] = CardId(s.num_kinds());  // an id of no kind in this game
    EXPECT_FALSE(s.is_ok(&why));
    EXPECT_NE(why.find("no kind"), std::string::npos) << why;
    s.player(0).hand[0] = CardId(200);
    EXPECT_FALSE(s.is_ok(&why));
    EXPECT_NE(why.find("no kind"), std::string::npos) << why;
  }
  {
    State s = fresh(2);
    s.player(1).mat[2][kSilver] = 1;  // on a mat, not counted as owned or in the mat's size
    EXPECT_FALSE(s.is_ok(&why));
    EXPECT_NE(why.find("mat size"), std::string::npos) << why;
    s.player(1).mat_size[2] = 1;
    EXPECT_FALSE(s.is_ok(&why));
    EXPECT_NE(why.find("player 1 owns 0 Silver but holds 1"), std::string::npos) << why;
  }
  {
    State s = fresh(2);
    s.player(0).owned_total = 11;
    EXPECT_FALSE(s.is_ok(&why));
    EXPECT_NE(why.find("owned total"), std::string::npos) << why;
  }
}

}  // namespace
}  // namespace kl

namespace kl {
namespace {

TEST(Setup, AnActionInTheStartingDeckIsPlayableWithoutKingdomActions) {
  // A Shelter-like starting Action (Necropolis) must be offered even with no Action kingdom.
  CardDef start_village;
  start_village.name = "Test Necropolis";
  start_village.types = kAction;
  start_village.plus_actions = 2;
  GameConfig cfg = Registry::standard().config({}, 2);
  cfg.start_deck = {{cfg.basics[kCopper], 7}, {&start_village, 3}};
  State s;
  s.setup(cfg, 1, 0);
  s.clear_zone(0, Zone::kHand);
  s.put(0, Zone::kHand, s.find(&start_village));
  s.set_turn(0, 1, 1, 0);
  ASSERT_TRUE(s.advance());
  EXPECT_EQ(s.decision().kind, DecisionKind::kPlayAction);
}

TEST(Attack, PlayersWithoutReactionsAreNotAsked) {
  // Militia against a hand without Moat: the victim's only decision is the discard.
  Scenario sc({"Militia", "Moat"});
  sc.set(0, Zone::kHand, {"Militia"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Estate", "Silver"});
  sc.turn(0);
  sc.play("Militia");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(int(d.reason), int(Reason::kDiscard));
}

TEST(Watchers, PlayedThisTurnCountsEveryPlayWhenPlaysAreWatched) {
  // Merchant watches plays, so the game counts them: every Silver of a bulk play, then none
  // once the next turn starts.
  Scenario sc({"Merchant"});
  sc.set(0, Zone::kHand, {"Merchant", "Silver", "Silver", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.turn(0);
  sc.play("Merchant");
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.played_this_turn(sc.id("Merchant")), 1);
  EXPECT_EQ(sc.s.played_this_turn(kSilver), 2);
  EXPECT_EQ(sc.s.played_this_turn(kCopper), 1);
  EXPECT_EQ(sc.s.coins(), 6);  // 2 + 2 + 1, and Merchant's +$1 for the first Silver
  sc.answer(Choice::none());
  sc.expect(DecisionKind::kPlayTreasures);  // the next player's turn
  EXPECT_EQ(sc.s.played_this_turn(kSilver), 0);
}

}  // namespace
}  // namespace kl

namespace kl {
namespace {

// What the trigger test cards saw, in order.
std::vector<int> g_trigger_log;

void log_hook(State& s, Event& e) {
  g_trigger_log.push_back(1);
  State::done(e);
  (void)s;
}
void log_reaction(State& s, Event& e) {
  g_trigger_log.push_back(10 + s.moment(e.a).flags);
  State::done(e);
}
void curse_is_money(State& s, CardId) { s.add_types(kCurse, kTreasure, 1); }

// A kingdom card with an on-gain hook, and a Reaction in hand to every gain of its owner.
struct TriggerCards {
  CardDef hooked, watcher;
  explicit TriggerCards(bool hook_last) {
    hooked.name = "Test Hooked";
    hooked.types = kAction;
    hooked.kingdom = true;
    hooked.cost = 2;
    hooked.on_gain = log_hook;
    hooked.hook_last = hook_last;
    watcher.name = "Test Watcher";
    watcher.types = kAction | kReaction;
    watcher.kingdom = true;
    watcher.cost = 2;
    watcher.add_reaction(Reaction{Trigger::kGain, Zone::kHand, false, nullptr, log_reaction});
  }
};

TEST(Triggers, OwnHookRunsBeforeReactionsUnlessHookLast) {
  for (bool last : {false, true}) {
    TriggerCards t(last);
    GameConfig cfg = Registry::standard().config({&t.hooked, &t.watcher}, 2);
    State s;
    s.setup(cfg, 1, 0);
    s.clear_zone(0, Zone::kHand);
    s.put(0, Zone::kHand, s.find(&t.watcher));
    s.set_turn(0, 0, 1, 2);
    g_trigger_log.clear();
    ASSERT_TRUE(s.advance());
    ASSERT_EQ(s.decision().kind, DecisionKind::kBuy);
    ASSERT_TRUE(s.respond(Choice::one(s.find(&t.hooked))));
    s.advance();
    const std::vector<int> want =
        last ? std::vector<int>{10 + kBought, 1} : std::vector<int>{1, 10 + kBought};
    EXPECT_EQ(g_trigger_log, want) << "hook_last = " << last;
  }
}

TEST(Triggers, AGainFromTheTrashIsFlagged) {
  TriggerCards t(false);
  GameConfig cfg = Registry::standard().config({&t.hooked, &t.watcher}, 2);
  State s;
  s.setup(cfg, 1, 0);
  s.clear_zone(0, Zone::kHand);
  s.put(0, Zone::kHand, s.find(&t.watcher));
  s.put(0, Zone::kHand, kSilver);
  s.set_turn(0, 1, 1, 0);
  ASSERT_TRUE(s.trash(0, kSilver, Zone::kHand));
  g_trigger_log.clear();
  ASSERT_TRUE(s.gain_from_trash(0, kSilver));
  s.advance();
  EXPECT_EQ(g_trigger_log, std::vector<int>{10 + kFromTrash});
}

TEST(Setup, ASetupHookCanMakeCurseATreasure) {
  CardDef maker;
  maker.name = "Test Charlatan";
  maker.types = kAction;
  maker.kingdom = true;
  maker.cost = 5;
  maker.on_setup = curse_is_money;
  GameConfig cfg = Registry::standard().config({&maker}, 2);
  State s;
  s.setup(cfg, 1, 0);
  EXPECT_TRUE(s.is(kCurse, kTreasure));
  EXPECT_TRUE(s.is(kCurse, kCurseType));
  EXPECT_EQ(s.coin(kCurse), 1);
  s.clear_zone(0, Zone::kHand);
  s.put(0, Zone::kHand, kCurse);
  s.put(0, Zone::kHand, kCopper);
  s.set_autoplay_treasures(0, true);
  s.set_turn(0, 1, 1, 0);
  ASSERT_TRUE(s.advance());
  EXPECT_EQ(s.decision().kind, DecisionKind::kBuy);
  EXPECT_EQ(s.coins(), 2);
  EXPECT_EQ(s.player(0).play.size(), 2);
}

}  // namespace
}  // namespace kl
