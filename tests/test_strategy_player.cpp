// The strategy player: ordered buy rules, conditions, the last-card guard.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "cards/registry.h"
#include "evolution/arena/match.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "tests/scenario.h"
#include "tools/resolve.h"

namespace kl {
namespace {

using test::Scenario;

CardId buy_with(Scenario& sc, const Strategy& st, int coins, int seat = 0) {
  sc.set(seat, Zone::kHand, {});
  sc.turn(seat, 1, 1, coins);
  StrategyPlayer pl(st);
  pl.start(sc.s, seat);
  const Decision& d = sc.expect(DecisionKind::kBuy);
  Choice c;
  pl.choose(sc.s, d, c);
  return c.n ? c.cards[0] : kNoCard;
}

TEST(StrategyPlayer, BigMoneyBuysByCoins) {
  Scenario sc({});
  const Strategy& bm = *find_bot("Big Money");
  EXPECT_EQ(buy_with(sc, bm, 8), kProvince);
  EXPECT_EQ(buy_with(sc, bm, 7), kGold);
  EXPECT_EQ(buy_with(sc, bm, 6), kGold);
  EXPECT_EQ(buy_with(sc, bm, 5), kSilver);
  EXPECT_EQ(buy_with(sc, bm, 3), kSilver);
  EXPECT_EQ(buy_with(sc, bm, 2), kNoCard);
}

TEST(StrategyPlayer, DuchyDancingFollowsProvincesLeft) {
  Scenario sc({});
  const Strategy& bmd = *find_bot("Big Money Duchy");
  EXPECT_EQ(buy_with(sc, bmd, 5), kSilver);
  sc.pile("Province", 4);
  EXPECT_EQ(buy_with(sc, bmd, 5), kDuchy);
  EXPECT_EQ(buy_with(sc, bmd, 2), kNoCard);
  sc.pile("Province", 2);
  EXPECT_EQ(buy_with(sc, bmd, 2), kEstate);
  EXPECT_EQ(buy_with(sc, bmd, 6), kDuchy);
}

// Big Money Duchy takes Duchies from 4 Provinces left. With 8 Provinces left but Village
// empty and 1 Estate and 2 Smithies left, three gains end the game on piles: the pile clock reads
// left(Province) as 3, so it takes the Duchy (and an Estate with $2); without the clock, or
// before any pile is empty (then only the Provinces count), Silver.
TEST(StrategyPlayer, PileClockGreensWhenThePilesRunOut) {
  Scenario sc({"Village", "Smithy"});
  const Strategy& bmd = *find_bot("Big Money Duchy");
  ASSERT_TRUE(bmd.pile_clock);
  sc.pile("Smithy", 2);
  sc.pile("Estate", 1);
  sc.pile("Village", 1);
  EXPECT_EQ(sc.s.pile_out_gains(), 4);       // (Village 1, Estate 1, Smithy 2)
  EXPECT_EQ(buy_with(sc, bmd, 5), kSilver);  // no pile empty yet: Provinces only
  sc.pile("Village", 0);
  EXPECT_EQ(sc.s.pile_out_gains(), 3);
  EXPECT_EQ(buy_with(sc, bmd, 5), kDuchy);
  Strategy no_clock = bmd;
  no_clock.pile_clock = false;
  EXPECT_EQ(buy_with(sc, no_clock, 5), kSilver);
  sc.pile("Smithy", 1);  // two gains left: Estate≤2 too
  EXPECT_EQ(buy_with(sc, bmd, 2), kEstate);
  EXPECT_EQ(buy_with(sc, no_clock, 2), kNoCard);
  // (The same rules as text, where conditions go through the general path.)
  const Strategy text = parse_strategy(R"(strategy "T"
  buy Duchy if left(Province) + 0 <= 4
  buy Silver
end
)");
  EXPECT_EQ(buy_with(sc, text, 5), kDuchy);
}

TEST(StrategyPlayer, GuardRefusesTheLastProvinceIntoALoss) {
  Scenario sc({});
  const Strategy& bm = *find_bot("Big Money");
  sc.pile("Province", 1);
  // Opponent far ahead: taking the last Province would lose, so Gold instead.
  sc.set(1, Zone::kDiscard, {"Province", "Province", "Province"});
  EXPECT_EQ(buy_with(sc, bm, 8), kGold);
  Strategy reckless = bm;
  reckless.guard_last_card = false;
  EXPECT_EQ(buy_with(sc, reckless, 8), kProvince);
  // Ahead: take it.
  sc.set(1, Zone::kDiscard, {});
  EXPECT_EQ(buy_with(sc, bm, 8), kProvince);
}

// A Gardens rush about to end the game on piles with the last Gardens: that gain also raises
// the two Gardens it has (29 -> 30 cards: 2 x 2 -> 3 x 3 VP), so it wins against 6 VP and must
// take it; against 10 VP it would lose and must not.
TEST(StrategyPlayer, GuardScoresTheGainWithDeckDependentCards) {
  Scenario sc({"Gardens", "Workshop"});
  sc.pile("Gardens", 1);
  sc.pile("Workshop", 0);
  sc.pile("Estate", 0);  // two empty piles: the last Gardens is the third
  sc.set(0, Zone::kHand, {});
  sc.set(0, Zone::kDeck, {});
  std::vector<std::string> discard(27, "Copper");
  discard.push_back("Gardens");
  discard.push_back("Gardens");
  sc.set(0, Zone::kDiscard, discard);  // 29 cards
  sc.set(1, Zone::kHand, {"Estate", "Estate", "Estate", "Estate", "Estate"});
  sc.set(1, Zone::kDeck, {"Estate"});
  sc.set(1, Zone::kDiscard, {});
  const Strategy& rush = *find_bot("Workshop Gardens");
  ASSERT_EQ(sc.s.vp(0), 4);
  ASSERT_EQ(sc.s.vp(1), 6);
  EXPECT_EQ(buy_with(sc, rush, 4), sc.id("Gardens"));
  sc.set(1, Zone::kDiscard, {"Estate", "Estate", "Estate", "Estate"});  // 10 VP
  EXPECT_NE(buy_with(sc, rush, 4), sc.id("Gardens"));
}

TEST(StrategyPlayer, ArithmeticConditions) {
  const Registry& reg = Registry::standard();
  Strategy st;
  st.name = "silver ratio";
  // Silver while Silvers owned < Coppers owned / 3.
  Condition c;
  c.lhs = Expr::of(owned(reg.find("Silver")));
  c.cmp = Cmp::kLt;
  c.rhs.rpn = {Token{Token::kOperand, owned(reg.find("Copper"))},
               Token{Token::kOperand, Operand{Quantity::kNumber, 3}}, Token{Token::kDiv, {}}};
  st.rules = {BuyRule{reg.find("Silver"), {c}}};
  Scenario sc({});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  EXPECT_EQ(buy_with(sc, st, 3), kSilver);  // 0 < 7/3
  sc.set(0, Zone::kDiscard, {"Silver", "Silver"});
  EXPECT_EQ(buy_with(sc, st, 3), kSilver);  // 2 < 2.33
  sc.set(0, Zone::kDiscard, {"Silver", "Silver", "Silver"});
  EXPECT_EQ(buy_with(sc, st, 3), kNoCard);  // 3 < 2.33 fails
}

// A condition comparing a card's pile or count with a whole number is checked as a range of
// whole numbers (CCond::fast); every comparison at, around and between whole numbers, and
// against a fraction (the general path), buys as the comparison says.
TEST(StrategyPlayer, PileAndCountConditionsCompareAsTheirOperatorSays) {
  const Registry& reg = Registry::standard();
  const CardDef* silver = reg.find("Silver");
  const CardDef* estate = reg.find("Estate");
  const Cmp cmps[] = {Cmp::kLt, Cmp::kLe, Cmp::kEq, Cmp::kGe, Cmp::kGt};
  auto compare = [](double a, Cmp cmp, double b) {
    switch (cmp) {
      case Cmp::kLt:
        return a < b;
      case Cmp::kLe:
        return a <= b;
      case Cmp::kEq:
        return a == b;
      case Cmp::kGe:
        return a >= b;
      case Cmp::kGt:
        return a > b;
    }
    return false;
  };
  int checked = 0;
  for (const bool pile : {true, false}) {
    for (const Cmp cmp : cmps) {
      for (const double bound : {-1.0, 0.0, 2.0, 2.5, 4.0}) {
        Condition c;
        c.lhs =
            Expr::of(Operand{pile ? Quantity::kPile : Quantity::kOwned, 0, pile ? estate : silver});
        c.cmp = cmp;
        c.rhs = Expr::of(Operand{Quantity::kNumber, bound});
        Strategy st;
        st.name = "one condition";
        st.rules = {BuyRule{silver, {c}}};
        for (int n = 0; n <= 5; ++n) {
          Scenario sc({});
          if (pile)
            sc.pile("Estate", n);
          else
            sc.set(0, Zone::kDiscard, test::many("Silver", n));
          const bool want = compare(n, cmp, bound);
          EXPECT_EQ(buy_with(sc, st, 3), want ? CardId(kSilver) : kNoCard)
              << (pile ? "left(Estate) = " : "count(Silver) = ") << n << ", cmp " << int(cmp)
              << ", bound " << bound;
          ++checked;
        }
      }
    }
  }
  EXPECT_EQ(checked, 2 * 5 * 5 * 6);
}

// The buy oracle's one-pass answers (buy_values: the buy rules' value for a range of $ at once;
// money_needed: the cost of the rules' pick) against asking buy_value once per $, the
// BuyOracle defaults, at every buy of whole games of every library bot against Big Money
// Ultimate (Colony, Potion, landscape and Debt kingdoms among them: their rules take the slow
// path, where the player asks once per $ too).
class OracleChecker : public StrategyPlayer {
 public:
  using StrategyPlayer::StrategyPlayer;
  int checked = 0, wrong = 0, one_pass_buys = 0;
  std::string first_wrong;
  void choose(const State& s, const Decision& d, Choice& out) override {
    if (d.kind == DecisionKind::kBuy) {
      one_pass_buys += one_pass(s);
      const int coins = s.coins();
      for (int lo : {0, coins, coins + 2}) {
        int fast[12], slow[12];
        buy_values(s, fast, lo, lo + 12);
        BuyOracle::buy_values(s, slow, lo, lo + 12);
        for (int k = 0; k < 12; ++k) note(fast[k] == slow[k], "buy_values", lo + k);
      }
      for (int c = 0; c <= coins + 4; ++c)
        note(money_needed(s, c) == BuyOracle::money_needed(s, c), "money_needed", c);
    }
    StrategyPlayer::choose(s, d, out);
  }

 private:
  void note(bool same, const char* what, int coins) {
    ++checked;
    if (!same && wrong++ == 0) first_wrong = fmt::format("{} at ${}", what, coins);
  }
};

TEST(StrategyPlayer, OnePassBuyValuesMatchTheRulesAskedOncePerCoin) {
  const Strategy& bmu = *find_bot("Big Money Ultimate");
  // Rules whose conditions read the $ asked about (`coins`): one pass cannot answer those.
  const Strategy by_coins = parse_strategy(R"(strategy "By coins"
  buy Province if coins >= 9
  buy Gold if coins >= 7
  buy Smithy if coins <= 4
  buy Silver
end
)");
  std::vector<const Strategy*> bots = {&by_coins};
  for (const Strategy& bot : bot_library()) bots.push_back(&bot);
  int checked = 0, one_pass_buys = 0;
  for (const Strategy* one : bots) {
    const Strategy& bot = *one;
    const std::vector<const Strategy*> both = {&bot, &bmu};
    const GameConfig game = game_for(both, 2);
    State s;
    s.setup(game, 7, 0);
    OracleChecker a(bot), b(bmu);
    Agent* agents[2] = {&a, &b};
    play_game(s, agents);
    EXPECT_EQ(a.wrong, 0) << bot.name << ": " << a.first_wrong;
    EXPECT_EQ(b.wrong, 0) << "Big Money Ultimate against " << bot.name << ": " << b.first_wrong;
    if (one == &by_coins) {
      EXPECT_EQ(a.one_pass_buys, 0);  // its rules read the $: no one pass
    }
    checked += a.checked;
    one_pass_buys += a.one_pass_buys;
  }
  EXPECT_GT(checked, 100000);
  EXPECT_GT(one_pass_buys, 2000);  // most bots' buys take the one pass
}

TEST(StrategyPlayer, CountOfATravellersFirstCardCountsItsLine) {
  // "Peasant×2": two Peasants in any stage. A Peasant exchanged for a Soldier is still one of
  // them (the library's Peasant bot bought ~11 Peasants a game while count() saw only Peasants);
  // count() of a later card of the line is that card only.
  const Strategy st = parse_strategy(R"(strategy "Line"
  buy Peasant if count(Peasant) < 2
  buy Silver if count(Soldier) < 1
end
)");
  Scenario sc({"Peasant"});
  sc.set(0, Zone::kDiscard, {"Peasant", "Soldier"});
  EXPECT_EQ(buy_with(sc, st, 3), kNoCard);
  sc.set(0, Zone::kDiscard, {"Soldier"});
  EXPECT_EQ(buy_with(sc, st, 3), sc.id("Peasant"));
  sc.set(0, Zone::kDiscard, {"Fugitive", "Teacher"});
  EXPECT_EQ(buy_with(sc, st, 3), sc.id("Silver"));
}

// Seat 0's turn, at its Action phase's first decision (a Smithy, no $ made yet), played by pl.
void in_action_phase(Scenario& sc, StrategyPlayer& pl) {
  sc.set(0, Zone::kHand, {"Smithy", "Copper", "Copper", "Estate", "Estate"});
  sc.turn(0);
  pl.start(sc.s, 0);
  ASSERT_EQ(sc.next().kind, DecisionKind::kPlayAction);
}

TEST(StrategyPlayer, BuyValueInTheActionPhaseIsTheBuyPhases) {
  // What the card AI asks during the Action phase (Minion, Courtyard...): the buy rules' value
  // with $N, as in the Buy phase (the $ not made yet do not matter; conditions read the game).
  const Strategy& bm = *find_bot("Big Money");
  Scenario sc({"Smithy"});
  StrategyPlayer pl(bm);
  ASSERT_NO_FATAL_FAILURE(in_action_phase(sc, pl));
  int action[10];
  for (int coins = 0; coins < 10; ++coins) action[coins] = pl.buy_value(sc.s, coins);
  EXPECT_EQ(pl.would_buy(sc.s, 8), kProvince);
  EXPECT_EQ(pl.would_buy(sc.s, 6), kGold);
  EXPECT_EQ(pl.would_buy(sc.s, 2), kNoCard);
  EXPECT_GT(action[8], action[6]);
  EXPECT_GT(action[6], action[3]);
  EXPECT_GT(action[3], 0);
  EXPECT_EQ(action[2], 0);
  sc.answer(Choice::none());
  if (sc.next().kind == DecisionKind::kPlayTreasures) sc.answer(Choice::none());
  ASSERT_EQ(sc.next().kind, DecisionKind::kBuy);
  for (int coins = 0; coins < 10; ++coins) EXPECT_EQ(pl.buy_value(sc.s, coins), action[coins]);
}

TEST(CardAi, TurnMoneyCountsTheActionsStillToBePlayedInTheOwnActionPhase) {
  Scenario sc({"Goons", "Festival", "Smithy"});
  sc.set(0, Zone::kHand, {"Goons", "Goons", "Goons", "Copper", "Estate"});
  sc.set(1, Zone::kHand, {"Goons", "Silver"});
  sc.turn(0);
  EXPECT_EQ(hand_money(sc.s, 0), 1);
  EXPECT_EQ(turn_money(sc.s, 0), 3);  // one Action: one Goons
  EXPECT_EQ(turn_money(sc.s, 1), 2);  // not player 1's turn: the Treasures only
  sc.turn(0, 2, 1, 1);
  EXPECT_EQ(turn_money(sc.s, 0), 6);  // $1 made, Copper, two Goons
  sc.turn(0, 0);
  EXPECT_EQ(turn_money(sc.s, 0), 1);  // no Action left
  sc.set(0, Zone::kHand, {"Festival", "Goons", "Smithy", "Goons", "Copper"});
  sc.turn(0);
  EXPECT_EQ(turn_money(sc.s, 0), 7);  // Festival's $2 and 2 Actions: both Goons before Smithy
  sc.set(0, Zone::kHand, {"Festival", "Goons", "Copper", "Estate", "Estate"});
  sc.turn(0);
  sc.play("Festival");
  EXPECT_EQ(turn_money(sc.s, 0), 5);  // $2 made, Copper, Goons
  sc.expect(DecisionKind::kPlayAction);
  sc.answer(Choice::none());  // the Goons stays in hand: past the Action phase it makes no $
  sc.next();
  EXPECT_NE(sc.s.phase(), Phase::kAction);
  EXPECT_EQ(turn_money(sc.s, 0), 3);
}

TEST(StrategyPlayer, BuyValueReadsACoinsConditionWithTheCoinsAskedAbout) {
  // "What would $8 buy" during the Action phase (no $ made yet): a rule's `coins` is the $8 asked
  // about, not the $0 of the moment (it was: such rules never counted for the card AI).
  const Strategy st = parse_strategy(R"(strategy "Coins"
  buy Province if coins >= 8
  buy Silver
end
)");
  Scenario sc({"Smithy"});
  StrategyPlayer pl(st);
  ASSERT_NO_FATAL_FAILURE(in_action_phase(sc, pl));
  EXPECT_EQ(pl.would_buy(sc.s, 8), kProvince);
  EXPECT_EQ(pl.would_buy(sc.s, 7), kSilver);
  EXPECT_GT(pl.buy_value(sc.s, 8), pl.buy_value(sc.s, 7));
}

// The stall rule (docs/heuristics.md, "Stalemates"). Two decks that each wait for the other
// to start on Colonies (a Colony only once 6 are left, nothing else green before that) and buy
// Platinum, Gold and 4 Silvers: no pile they buy ends the game, so without the rule every game is a
// tie at the turn cap; with it (stall.turns 3, the default) one of them starts to score.
// A strategy against itself in the game of the cards it names (one thread).
MatchResult mirror(const std::string& text, uint64_t seed, int games, int turn_cap = 100) {
  const Strategy s = parse_strategy(text);
  MatchConfig cfg;
  cfg.strategies = {&s, &s};
  cfg.game = game_for(cfg.strategies, 2);
  cfg.game.turn_cap = turn_cap;
  cfg.seed = seed;
  cfg.games = games;
  cfg.threads = 1;
  return run_match(cfg);
}

MatchResult waiting_mirror(const char* stall_param) {
  return mirror(fmt::format(R"(strategy "Waiter"
  colony menu Platinum Gold Silver×4 | Colony≤6 Province≤4 Duchy≤3 Estate≤2
  {}
end
)",
                            stall_param),
                5, 100, 60);
}

TEST(StallRule, WaitingDecksStartToScoreInsteadOfTyingAtTheCap) {
  // stall.turns 50: never reached in 60 turns (the count restarts when a pile empties), so the
  // scenario is a real stalemate: every game ends at the cap.
  const MatchResult patient = waiting_mirror("param stall.turns = 50");
  EXPECT_EQ(patient.end_reasons[int(EndReason::kCap)], patient.games);
  const MatchResult stall = waiting_mirror("");
  EXPECT_EQ(stall.end_reasons[int(EndReason::kCap)], 0);
  EXPECT_EQ(stall.end_reasons[int(EndReason::kColonies)] +
                stall.end_reasons[int(EndReason::kProvinces)] +
                stall.end_reasons[int(EndReason::kPiles)],
            stall.games);
  EXPECT_GT(stall.end_reasons[int(EndReason::kColonies)], stall.games / 2);
}

// A stalemate the top-card count cannot see (Provincial's kingdom auto_5a0c0ab9, its polished
// best in a mirror): each deck trashes its Treasures with Bishop and takes a VP token every turn,
// and three Torturers keep the other's hand empty, so neither reaches a Province again and the
// tokens always change. From stall.late (turn 50) tokens are no longer progress, and the player
// ahead buys Victory cards or, with $1 and many Buys, Coppers, until piles end the game.
MatchResult bishop_mirror(const char* stall_param) {
  return mirror(fmt::format(R"(strategy "Bishops"
  edition first
  buy Province
  buy Torturer if count(Torturer) < 3
  buy Shanty Town
  buy Wharf if count(Wharf) < 6
  buy Worker's Village
  buy Bishop
  buy Tribute if count(Tribute) < 3
  param bishop.estate_green = 6
  param bishop.gold_green = 1
  param torturer.curse_worth = 35
  {}
end
)",
                            stall_param),
                3, 200);
}

TEST(StallRule, LateInAGameTokensAreNotProgressAndThePlayerAheadEndsIt) {
  const MatchResult never = bishop_mirror("param stall.late = 1000");
  EXPECT_GT(never.end_reasons[int(EndReason::kCap)], never.games / 2);
  const MatchResult late = bishop_mirror("");
  EXPECT_LE(late.end_reasons[int(EndReason::kCap)], late.games / 100);
  EXPECT_LT(late.rounds_sum, never.rounds_sum * 3 / 4);
}

// A Colony game in which player 0 waits for the Colonies to run low and nothing ever changes:
// each turn starts with an empty hand and `coins` $, and the buy is asked but not made.
struct WaitingGame {
  const Strategy waiter = parse_strategy(R"(strategy "Waiter"
  colony menu Platinum Gold Silver | Colony≤6 Province≤4 Duchy≤3 Estate≤2
end
)");
  Scenario sc{std::vector<std::string>{}};
  StrategyPlayer pl{waiter};
  WaitingGame() {
    sc.cfg.colony = true;
    sc.s.setup(sc.cfg, 1, 0);
    pl.start(sc.s, 0);
  }
  void start_turn(int n, int coins) {
    sc.s.player(0).turns = uint16_t(n);
    sc.set(0, Zone::kHand, {});
    sc.turn(0, 1, 1, coins);
  }
  Choice buy() {
    Choice c;
    pl.choose(sc.s, sc.expect(DecisionKind::kBuy), c);
    return c;
  }
};

// A deck that could reach the top Victory card only with its Coffers waits too: the turns count,
// and once stalled it spends the fewest Coffers that buy it.
TEST(StallRule, AStalledDeckSpendsCoffersToScore) {
  WaitingGame g;
  g.sc.s.add_coffers(0, 4);
  std::vector<Choice> answers;
  for (int turn = 1; turn <= 6; ++turn) {
    g.start_turn(turn, 8);  // $8: a Colony needs 3 of the 4 Coffers
    answers.push_back(g.buy());
  }
  // At first the rules: Platinum with 1 Coffer (nothing changes: the same signature every turn).
  ASSERT_EQ(answers[0].n, 1);
  EXPECT_EQ(answers[0].cards[0], kPlatinum);
  EXPECT_EQ(answers[0].option, 1);
  // stall.turns (3) counted turns after the first: a Colony, with 3 Coffers.
  const Choice& last = answers.back();
  ASSERT_EQ(last.n, 1);
  EXPECT_EQ(last.cards[0], kColony);
  EXPECT_EQ(last.option, 3);
  EXPECT_TRUE(g.sc.s.respond(last));
}

// The card AI asks the BuyOracle what the turn's $ buy; when the stall rule will buy, that is
// what it buys: $11 a Colony, not the rules' Platinum, so $11 is worth more than $9. The
// oracle is asked before the turn's buy counts, so it foresees the count.
TEST(StallRule, TheBuyOracleSeesWhatAStalledDeckBuys) {
  WaitingGame g;
  Scenario& sc = g.sc;
  const BuyOracle& oracle = g.pl;
  auto start_turn = [&](int n) { g.start_turn(n, 11); };  // $11 every turn: a stalemate
  auto buy = [&]() { return g.buy(); };
  start_turn(1);
  EXPECT_EQ(oracle.would_buy(sc.s, 11), kPlatinum);
  EXPECT_EQ(oracle.buy_value(sc.s, 11), oracle.buy_value(sc.s, 9));
  EXPECT_EQ(oracle.money_needed(sc.s, 11), 9);
  const Choice first = buy();
  ASSERT_EQ(first.n, 1);
  EXPECT_EQ(first.cards[0], kPlatinum);
  // stall.turns (3) counted turns after the first: turns 2 and 3 count 1 and 2, and turn 4's buy
  // will count 3 if its $ reach a Colony.
  for (int n = 2; n <= 3; ++n) {
    start_turn(n);
    EXPECT_EQ(buy().cards[0], kPlatinum);
  }
  start_turn(4);
  EXPECT_EQ(oracle.would_buy(sc.s, 11), kColony);
  EXPECT_EQ(oracle.would_buy(sc.s, 10), kPlatinum);  // this turn would not count
  const Choice fourth = buy();
  ASSERT_EQ(fourth.n, 1);
  EXPECT_EQ(fourth.cards[0], kColony);
  // Turn 4 has counted: stalled, whatever the $.
  EXPECT_EQ(oracle.would_buy(sc.s, 11), kColony);
  EXPECT_EQ(oracle.would_buy(sc.s, 9), kProvince);
  EXPECT_EQ(oracle.would_buy(sc.s, 5), kDuchy);
  EXPECT_GT(oracle.buy_value(sc.s, 11), oracle.buy_value(sc.s, 10));
  EXPECT_GT(oracle.buy_value(sc.s, 8), oracle.buy_value(sc.s, 7));
  EXPECT_EQ(oracle.money_needed(sc.s, 11), 11);
  EXPECT_EQ(oracle.money_needed(sc.s, 10), 8);
  int values[12];
  oracle.buy_values(sc.s, values, 0, 12);
  for (int c = 0; c < 12; ++c) EXPECT_EQ(values[c], oracle.buy_value(sc.s, c)) << c;
  for (int c = 1; c < 12; ++c) EXPECT_GE(values[c], values[c - 1]) << c;
  // The next turn, after progress (a Colony left the Supply), the count starts again: the rules.
  start_turn(5);
  sc.s.set_pile(kColony, sc.s.pile(kColony) - 1);
  EXPECT_EQ(oracle.would_buy(sc.s, 11), kPlatinum);
  EXPECT_EQ(oracle.money_needed(sc.s, 11), 9);
}

// Late in a game (stall.late) every turn without a Victory buy counts, VP tokens taken are not
// progress, and a stalled player ahead on score that cannot buy a Victory card drains the
// smallest pile it can buy (here, with $1, the Coppers); a player behind does not.
TEST(StallRule, LateTheStalledPlayerAheadBuysFromTheSmallestPile) {
  for (const bool ahead : {true, false}) {
    WaitingGame g;
    g.sc.s.add_vp_tokens(1, ahead ? 0 : 80);
    std::vector<Choice> answers;
    for (int turn = 60; turn < 65; ++turn) {
      g.sc.s.add_vp_tokens(0, 1);  // a token every turn: no progress this late
      g.start_turn(turn, 1);
      answers.push_back(g.buy());
    }
    EXPECT_EQ(answers[0].n, 0) << ahead;  // the rules: nothing for $1
    if (ahead) {
      ASSERT_EQ(answers.back().n, 1);
      EXPECT_EQ(answers.back().cards[0], kCopper);
      EXPECT_TRUE(g.sc.s.respond(answers.back()));
    } else {
      EXPECT_EQ(answers.back().n, 0);
    }
  }
  // Before stall.late the same turns change nothing: $1 never reaches the top card.
  WaitingGame early;
  Choice last;
  for (int turn = 10; turn < 15; ++turn) {
    early.sc.s.add_vp_tokens(0, 1);
    early.start_turn(turn, 1);
    last = early.buy();
  }
  EXPECT_EQ(last.n, 0);
}

// A late stall lasts: once stalled this late, the player scores every turn, though each of its
// Duchies is progress (before, the count started again and it scored one turn in four: in
// auto_51d2d430's mirror two decks that Chapel had left with $4 took 50 turns to end the game
// and 2.2% of the games reached the turn cap). The BuyOracle foresees the same buy.
TEST(StallRule, LateAStallLasts) {
  for (const int first : {60, 10}) {
    WaitingGame g;
    std::vector<CardId> bought;
    for (int turn = first; turn < first + 10; ++turn) {
      g.start_turn(turn, 5);  // $5: a Silver for the rules, a Duchy for the stall rule
      const CardId foreseen = g.pl.would_buy(g.sc.s, 5);
      const Choice c = g.buy();
      ASSERT_EQ(c.n, 1);
      EXPECT_EQ(foreseen, c.cards[0]) << turn;
      bought.push_back(c.cards[0]);
      EXPECT_TRUE(g.sc.s.respond(c));
    }
    if (first == 60) {
      // Late: every turn counts; three counted turns, then a Duchy each turn.
      EXPECT_EQ(bought[0], kSilver);
      for (size_t i = 3; i < bought.size(); ++i) EXPECT_EQ(bought[i], kDuchy) << i;
    } else {
      // Early, $5 never reaches the Colony: the turns do not count, the rules buy.
      for (CardId c : bought) EXPECT_EQ(c, kSilver);
    }
  }
}

TEST(StallRule, OrdinaryGamesAreUnaffected) {
  // Decks that green when they can never count a stalled turn: the games with the default
  // patience are the games without the rule (stall.turns 50), result by result.
  for (const auto& names :
       {std::pair{"Big Money Ultimate", "Smithy"}, std::pair{"Big Money Colony", "Vault"}}) {
    Strategy a = *find_bot(names.first), b = *find_bot(names.second);
    auto play = [&]() {
      MatchConfig cfg;
      cfg.strategies = {&a, &b};
      cfg.game = game_for(cfg.strategies, 2);
      cfg.seed = 9;
      cfg.games = 400;
      cfg.threads = 1;
      return run_match(cfg);
    };
    const MatchResult with_rule = play();
    a.params["stall.turns"] = b.params["stall.turns"] = 50;
    const MatchResult without = play();
    EXPECT_EQ(with_rule.signature, without.signature) << names.first << " / " << names.second;
  }
}

}  // namespace
}  // namespace kl
