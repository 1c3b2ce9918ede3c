// The strategy text language: parsing, printing, menus, Provincial import, errors.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cards/registry.h"
#include "evolution/player/card_ai.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/menu.h"
#include "evolution/strategy/strategy_text.h"

namespace kl {
namespace {

// A registry of the basic cards plus a few kingdom cards, independent of which sets are
// implemented; multi-word names and names that contain other names on purpose.
const Registry& test_registry() {
  static const Registry* reg = [] {
    auto* r = new Registry;
    add_basic_cards(*r);
    auto add = [&](const char* name, int cost, Types types, Edition e = Edition::kBoth) {
      CardDef d;
      d.name = name;
      d.set = "Test";
      d.edition = e;
      d.cost = uint8_t(cost);
      d.types = types;
      d.kingdom = true;
      r->add(d);
    };
    add("Smithy", 4, kAction);
    add("Witch", 5, kAction | kAttack);
    add("Chapel", 2, kAction);
    add("Village", 3, kAction);
    add("Mining Village", 4, kAction);
    add("Market", 5, kAction);
    add("Grand Market", 6, kAction);
    add("Throne Room", 4, kAction);
    add("King's Court", 7, kAction);
    add("Moat", 2, kAction | kReaction);
    add("Gardens", 4, kVictory);
    add("Harem", 6, kTreasure | kVictory);
    add("Lighthouse", 2, kAction | kDuration);
    add("Worker's Village", 4, kAction);
    add("Spy", 4, kAction | kAttack, Edition::kFirst);
    add("Moneylender", 4, kAction, Edition::kFirst);
    add("Moneylender", 4, kAction, Edition::kSecond);
    add("Sentry", 5, kAction, Edition::kSecond);
    return r;
  }();
  return *reg;
}

const CardDef* card(const char* name) {
  const CardDef* d = test_registry().find(name);
  EXPECT_NE(d, nullptr) << name;
  return d;
}

Operand num(double v) { return Operand{Quantity::kNumber, v, nullptr, 0}; }
Operand q(Quantity k) { return Operand{k, 0, nullptr, 0}; }
Token op(Token::Kind k) { return Token{k, {}}; }
Token val(Operand o) { return Token{Token::kOperand, o}; }

std::vector<Strategy> parse(std::string_view text) {
  return parse_strategies(text, "test.kls", test_registry());
}

// A parameter name the card rules define, or "" if none are defined yet.
std::string some_param() { return play_params().empty() ? "" : play_params()[0].name; }

// The message of the error parsing `text` throws ("" if it parses).
struct Failure {
  int line = 0, col = 0;
  std::string what, message;
};
Failure failure(std::string_view text) {
  try {
    parse(text);
  } catch (const StrategyParseError& e) {
    return Failure{e.line(), e.column(), e.what(), e.message()};
  }
  return {};
}

TEST(StrategyText, ParsesTheExample) {
  const std::string p = some_param();
  const std::string text = std::string(R"(# Smithy Big Money
strategy "Smithy BM"
  buy Province if money >= 16
  buy Duchy if left(Province) <= 4
  buy Estate if left(Province) <= 2
  buy Gold
  buy Smithy if count(Smithy) < 1 + cards / 16   # one per 16 cards
  buy Silver
)") + (p.empty() ? "" : "  param " + p + " = " + std::to_string(play_params()[0].lo) + "\n") +
                           "  option penultimate_province on\nend\n";
  const std::vector<Strategy> all = parse(text);
  ASSERT_EQ(all.size(), 1u);
  const Strategy& s = all[0];
  EXPECT_EQ(s.name, "Smithy BM");
  ASSERT_EQ(s.rules.size(), 6u);
  EXPECT_EQ(s.rules[0].card, card("Province"));
  ASSERT_EQ(s.rules[0].conds.size(), 1u);
  EXPECT_EQ(s.rules[0].conds[0],
            (Condition{Expr::of(q(Quantity::kMoney)), Cmp::kGe, Expr::number(16)}));
  EXPECT_EQ(s.rules[1].conds[0], when(pile(card("Province")), Cmp::kLe, 4));
  EXPECT_TRUE(s.rules[3].conds.empty());
  const Condition& smithy = s.rules[4].conds.at(0);
  EXPECT_EQ(smithy.lhs, Expr::of(owned(card("Smithy"))));
  EXPECT_EQ(smithy.cmp, Cmp::kLt);
  EXPECT_EQ(smithy.rhs.rpn, (std::vector<Token>{val(num(1)), val(q(Quantity::kOwnedTotal)),
                                                val(num(16)), op(Token::kDiv), op(Token::kAdd)}));
  EXPECT_TRUE(s.penultimate_province);
  EXPECT_TRUE(s.guard_last_card);
  if (!p.empty()) {
    EXPECT_EQ(s.params.at(p), play_params()[0].lo);
  }
  EXPECT_EQ(parse_strategies(print(s), "x", test_registry()), all);
}

TEST(StrategyText, ReadsTheBotsOfTheLibrary) {
  // The library's Big Money Duchy, written out, is the same strategy.
  const Strategy s = parse_strategy(R"(
strategy "Big Money Duchy"
  buy Province
  buy Duchy if left(Province) <= 4
  buy Gold
  buy Estate if left(Province) <= 2
  buy Silver
end)");
  EXPECT_EQ(s, *find_bot("Big Money Duchy"));
  for (const Strategy& b : bot_library()) EXPECT_EQ(parse_strategy(print(b)), b) << print(b);
}

TEST(StrategyText, EveryQuantity) {
  const Strategy s = parse(R"(strategy "q"
  buy Gold if count(Smithy) == owned(Smithy) and left(Gold) > pile(Gold)
  buy Gold if count(Treasure) >= count(action OR Attack) and count(Curse) < count(curse-type)
  buy Gold if cards = deck_size and money < coins and turn <= empty_piles
  buy Gold if vp_lead >= -2.5 and hand_size > 0 and count(King's Court) < left(Throne Room)
end)")[0];
  ASSERT_EQ(s.rules.size(), 4u);
  auto lhs = [&](int r, int c) {
    return s.rules[size_t(r)].conds[size_t(c)].lhs.rpn.at(0).operand;
  };
  auto rhs = [&](int r, int c) {
    return s.rules[size_t(r)].conds[size_t(c)].rhs.rpn.at(0).operand;
  };
  EXPECT_EQ(lhs(0, 0), owned(card("Smithy")));
  EXPECT_EQ(rhs(0, 0), owned(card("Smithy")));
  EXPECT_EQ(lhs(0, 1), pile(card("Gold")));
  EXPECT_EQ(rhs(0, 1), pile(card("Gold")));
  EXPECT_EQ(lhs(1, 0), (Operand{Quantity::kOwnedType, 0, nullptr, kTreasure}));
  EXPECT_EQ(rhs(1, 0), (Operand{Quantity::kOwnedType, 0, nullptr, kAction | kAttack}));
  EXPECT_EQ(lhs(1, 1), owned(card("Curse")));
  EXPECT_EQ(rhs(1, 1), (Operand{Quantity::kOwnedType, 0, nullptr, kCurseType}));
  EXPECT_EQ(lhs(2, 0), q(Quantity::kOwnedTotal));
  EXPECT_EQ(rhs(2, 0), q(Quantity::kOwnedTotal));
  EXPECT_EQ(s.rules[2].conds[0].cmp, Cmp::kEq);
  EXPECT_EQ(lhs(2, 1), q(Quantity::kMoney));
  EXPECT_EQ(rhs(2, 1), q(Quantity::kCoins));
  EXPECT_EQ(lhs(2, 2), q(Quantity::kTurn));
  EXPECT_EQ(rhs(2, 2), q(Quantity::kEmptyPiles));
  EXPECT_EQ(lhs(3, 0), q(Quantity::kVpLead));
  EXPECT_EQ(rhs(3, 0), num(-2.5));
  EXPECT_EQ(lhs(3, 1), q(Quantity::kHandSize));
  EXPECT_EQ(lhs(3, 2), owned(card("King's Court")));
  EXPECT_EQ(rhs(3, 2), pile(card("Throne Room")));
  // The printed form uses one name per quantity.
  EXPECT_NE(print(s).find("count(Action or Attack)"), std::string::npos) << print(s);
  EXPECT_NE(print(s).find("count(Curse-type)"), std::string::npos) << print(s);
  EXPECT_EQ(parse(print(s)).at(0), s);
}

TEST(StrategyText, ArithmeticPrecedence) {
  auto rhs = [](const std::string& e) {
    return parse("strategy \"a\"\n buy Gold if 0 < " + e + "\nend").at(0).rules[0].conds[0].rhs.rpn;
  };
  const Token one = val(num(1)), two = val(num(2)), three = val(num(3));
  EXPECT_EQ(rhs("1 + 2 * 3"),
            (std::vector<Token>{one, two, three, op(Token::kMul), op(Token::kAdd)}));
  EXPECT_EQ(rhs("(1 + 2) * 3"),
            (std::vector<Token>{one, two, op(Token::kAdd), three, op(Token::kMul)}));
  EXPECT_EQ(rhs("1 - 2 - 3"),
            (std::vector<Token>{one, two, op(Token::kSub), three, op(Token::kSub)}));
  EXPECT_EQ(rhs("1 - (2 - 3)"),
            (std::vector<Token>{one, two, three, op(Token::kSub), op(Token::kSub)}));
  EXPECT_EQ(rhs("1/2/3"), (std::vector<Token>{one, two, op(Token::kDiv), three, op(Token::kDiv)}));
  EXPECT_EQ(rhs("1 - -2"), (std::vector<Token>{one, val(num(-2)), op(Token::kSub)}));
  EXPECT_EQ(rhs("((3))"), (std::vector<Token>{three}));
  EXPECT_EQ(rhs(".5"), (std::vector<Token>{val(num(0.5))}));
  EXPECT_EQ(rhs("2.5e-3"), (std::vector<Token>{val(num(2.5e-3))}));
  // Printing adds only the parentheses needed.
  Expr e;
  e.rpn = {one, two, three, op(Token::kSub), op(Token::kSub)};
  EXPECT_EQ(print_expr(e), "1 - (2 - 3)");
  e.rpn = {one, two, op(Token::kAdd), three, op(Token::kMul)};
  EXPECT_EQ(print_expr(e), "(1 + 2) * 3");
  e.rpn = {one, two, three, op(Token::kMul), op(Token::kAdd)};
  EXPECT_EQ(print_expr(e), "1 + 2 * 3");
}

TEST(StrategyText, ComparisonsAndOptions) {
  const Strategy s = parse(R"(STRATEGY "c"   # keywords are case-insensitive
  Buy Gold If turn < 1 AND turn <= 2 and turn == 3 and turn >= 4 and turn > 5
  buy Gold if turn ≤ 1 and turn ≥ 2 and turn = 3
  option guard_last_card off
  option penultimate_province on
  option pile_clock off
End)")[0];
  const std::vector<Cmp> want = {Cmp::kLt, Cmp::kLe, Cmp::kEq, Cmp::kGe, Cmp::kGt};
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(s.rules[0].conds.at(i).cmp, want[i]);
  EXPECT_EQ(s.rules[1].conds.at(0).cmp, Cmp::kLe);
  EXPECT_EQ(s.rules[1].conds.at(1).cmp, Cmp::kGe);
  EXPECT_EQ(s.rules[1].conds.at(2).cmp, Cmp::kEq);
  EXPECT_FALSE(s.guard_last_card);
  EXPECT_TRUE(s.penultimate_province);
  EXPECT_FALSE(s.pile_clock);
  EXPECT_EQ(print(s), R"(strategy "c"
  buy Gold if turn < 1 and turn <= 2 and turn == 3 and turn >= 4 and turn > 5
  buy Gold if turn <= 1 and turn >= 2 and turn == 3
  option guard_last_card off
  option penultimate_province on
  option pile_clock off
end
)");
}

TEST(StrategyText, ManyStrategiesCommentsAndNames) {
  const std::vector<Strategy> all = parse(R"(
# two strategies and a menu line

strategy "Big # Money \"quoted\" \\ \x41"   # the '#' in the name is not a comment
  buy Province
end
strategy "Witch" menu Witch×2 Gold Silver | Duchy≤4 Estate≤2
strategy "Empty"
end
)");
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].name, "Big # Money \"quoted\" \\ A");
  EXPECT_EQ(all[1].name, "Witch");
  EXPECT_TRUE(all[2].rules.empty());
  EXPECT_EQ(parse(print(all)), all);
}

TEST(StrategyText, MenuToStrategy) {
  const Registry& reg = test_registry();
  Menu m;
  m.entries = {{card("Witch"), 1}, {card("Gold"), 99}, {card("Witch"), 1}, {card("Silver"), 99}};
  m.province_at = 6;
  m.duchy_at = 4;
  m.estate_at = 2;
  const Strategy s = to_strategy(m, "W", false, reg);
  const std::vector<BuyRule> want = {
      {card("Province"), {}},
      {card("Duchy"), {when(pile(card("Province")), Cmp::kLe, 4)}},
      {card("Estate"), {when(pile(card("Province")), Cmp::kLe, 2)}},
      {card("Witch"), {when(owned(card("Witch")), Cmp::kLt, 1)}},
      {card("Gold"), {}},
      {card("Witch"), {when(owned(card("Witch")), Cmp::kLt, 2)}},  // cumulative
      {card("Silver"), {}}};
  EXPECT_EQ(s.name, "W");
  EXPECT_EQ(s.rules, want);
  // With Colonies: V = min(Provinces left, Colonies left), one rule per pile.
  const Strategy c = to_strategy(m, "W", true, reg);
  const std::vector<BuyRule> head = {
      {card("Colony"), {}},
      {card("Province"), {when(pile(card("Province")), Cmp::kLe, 6)}},
      {card("Province"), {when(pile(card("Colony")), Cmp::kLe, 6)}},
      {card("Duchy"), {when(pile(card("Province")), Cmp::kLe, 4)}},
      {card("Duchy"), {when(pile(card("Colony")), Cmp::kLe, 4)}},
      {card("Estate"), {when(pile(card("Province")), Cmp::kLe, 2)}},
      {card("Estate"), {when(pile(card("Colony")), Cmp::kLe, 2)}}};
  ASSERT_EQ(c.rules.size(), head.size() + 4);
  EXPECT_EQ(std::vector<BuyRule>(c.rules.begin(), c.rules.begin() + long(head.size())), head);
  // Thresholds: 0 never (no rule), 99 always (no condition).
  Menu always;
  always.duchy_at = 99;
  always.entries = {{card("Silver"), 5}, {card("Silver"), 99}};
  EXPECT_EQ(to_strategy(always, "A", true, reg).rules,
            (std::vector<BuyRule>{{card("Colony"), {}},
                                  {card("Province"), {}},
                                  {card("Duchy"), {}},
                                  {card("Silver"), {when(owned(card("Silver")), Cmp::kLt, 5)}},
                                  {card("Silver"), {}}}));
  // A Colony threshold: when to start on Colonies, V counted like the others.
  Menu late = always;
  late.colony_at = 5;
  const Strategy l = to_strategy(late, "L", true, reg);
  EXPECT_EQ(l.rules[0], (BuyRule{card("Colony"), {when(pile(card("Province")), Cmp::kLe, 5)}}));
  EXPECT_EQ(l.rules[1], (BuyRule{card("Colony"), {when(pile(card("Colony")), Cmp::kLe, 5)}}));
  EXPECT_EQ(print_menu(late), "Silver×5 Silver | Colony≤5 Duchy≤99");
  EXPECT_EQ(parse_menu("Silver | colony<=5", reg), (Menu{{{card("Silver"), 99}}, 99, 5, 0, 0}));
}

TEST(StrategyText, MenuLinesInFiles) {
  const Registry& reg = test_registry();
  Menu m = parse_menu("Witch×1 Gold Witch×1 Silver | Province≤6 Duchy≤4 Estate≤2", reg);
  const std::vector<Strategy> f =
      parse(R"(strategy "W" menu Witch×1 Gold Witch×1 Silver | Province≤6 Duchy≤4 Estate≤2
strategy "C" colony menu Witch×1 Gold Witch×1 Silver | Province≤6 Duchy≤4 Estate≤2
strategy "P" colony provincial e2-d4-p6-witch@1|gold@99|witch@1|silver@99
strategy "B"
  buy Curse if turn > 30
  menu Witch*1 Gold Witchx1 Silver | Duchy<=4 Estate <= 2
  option guard_last_card off
end
)");
  ASSERT_EQ(f.size(), 4u);
  EXPECT_EQ(f[0], to_strategy(m, "W", false, reg));
  EXPECT_EQ(f[1], to_strategy(m, "C", true, reg));
  Strategy p = to_strategy(m, "P", true, reg);
  EXPECT_TRUE(p.guard_last_card);
  play_as_provincial(p);  // an import plays like Provincial: no last-card guard, its Ambassador
  EXPECT_FALSE(p.guard_last_card);
  EXPECT_EQ(f[2], p);
  Strategy b = to_strategy(m, "B", false, reg);
  b.rules.insert(b.rules.begin(), BuyRule{card("Curse"), {when(q(Quantity::kTurn), Cmp::kGt, 30)}});
  b.guard_last_card = false;
  EXPECT_EQ(f[3], b);
}

TEST(StrategyText, ProvincialImportsHaveNoGuardUnlessTheStrategySaysSo) {
  const std::vector<Strategy> f = parse(R"(strategy "P" provincial e2-d4-p8-witch@1|silver@99
strategy "Q"
  option guard_last_card on
  provincial e2-d4-p8-witch@1|silver@99
end
strategy "R"
  provincial e2-d4-p8-witch@1|silver@99
  option guard_last_card on
end
strategy "M" menu Witch×1 Silver | Duchy≤4 Estate≤2
)");
  ASSERT_EQ(f.size(), 4u);
  EXPECT_FALSE(f[0].guard_last_card);
  EXPECT_TRUE(f[1].guard_last_card);
  EXPECT_TRUE(f[2].guard_last_card);
  EXPECT_TRUE(f[3].guard_last_card);
}

// Provincial's menus count the Provinces and Colonies left, not the piles: an import reads
// left(Province) so (pile_clock off) unless the strategy says otherwise; every other strategy
// has the clock.
TEST(StrategyText, ProvincialImportsHaveNoPileClockUnlessTheStrategySaysSo) {
  const std::vector<Strategy> f = parse(R"(strategy "P" provincial e2-d4-p8-witch@1|silver@99
strategy "Q"
  provincial e2-d4-p8-witch@1|silver@99
  option pile_clock on
end
strategy "M" menu Witch×1 Silver | Duchy≤4 Estate≤2
)");
  ASSERT_EQ(f.size(), 3u);
  EXPECT_FALSE(f[0].pile_clock);
  EXPECT_TRUE(f[1].pile_clock);
  EXPECT_TRUE(f[2].pile_clock);
  EXPECT_NE(print(f[0]).find("option pile_clock off"), std::string::npos);
  EXPECT_EQ(print(f[2]).find("pile_clock"), std::string::npos);
}

// Provincial's Ambassador returns as many Curses, Estates or Coppers as it can: an import that
// buys Ambassador plays it so (ambassador.estate_provinces and ambassador.keep_money 0) unless
// the strategy sets them.
TEST(StrategyText, ProvincialImportsPlayProvincialsAmbassadorUnlessTheStrategySaysSo) {
  const auto parse_all = [](std::string_view text) {
    return parse_strategies(text, "test.kls", Registry::standard());
  };
  const std::vector<Strategy> f =
      parse_all(R"(strategy "P" provincial e2-d4-p8-ambassador@1|silver@99
strategy "Q"
  param ambassador.keep_money = 3
  provincial e2-d4-p8-ambassador@1|silver@99
end
strategy "R"
  provincial e2-d4-p8-ambassador@1|silver@99
  param ambassador.estate_provinces = 5
end
strategy "M" menu Ambassador×1 Silver | Duchy≤4 Estate≤2
strategy "W" provincial e2-d4-p8-witch@1|silver@99
)");
  ASSERT_EQ(f.size(), 5u);
  using Params = std::map<std::string, double>;
  EXPECT_EQ(f[0].params,
            (Params{{"ambassador.estate_provinces", 0}, {"ambassador.keep_money", 0}}));
  EXPECT_EQ(f[1].params,
            (Params{{"ambassador.estate_provinces", 0}, {"ambassador.keep_money", 3}}));
  EXPECT_EQ(f[2].params,
            (Params{{"ambassador.estate_provinces", 5}, {"ambassador.keep_money", 0}}));
  EXPECT_TRUE(f[3].params.empty());  // not an import
  EXPECT_TRUE(f[4].params.empty());  // no Ambassador
  // What parses prints and reads back the same.
  EXPECT_EQ(parse_all(print(f)), f);
}

// Provincial's Ghost Ship victim keeps its best three cards: the leaders of a leaderboard whose
// kingdom has Ghost Ship play so (ghost_ship.save_cards 0), the others have no such parameter.
TEST(StrategyText, ProvincialLeadersOfAGhostShipKingdomKeepTheirBestThree) {
  const auto board = [](const char* cards) {
    return fmt::format(
        "Leaderboard\n\nKingdom cards:\t{}@34Split@NoProsperity\n\nLeaders:\t1\n"
        "Leader 0:\t3.9\te2-d4-p8-witch@2|gold@99|silver@99\n",
        cards);
  };
  const std::vector<Strategy> with = provincial_leaders(
      board("cellar,chapel,moat,village,militia,smithy,witch,laboratory,market,ghost ship"),
      "a.txt");
  ASSERT_EQ(with.size(), 1u);
  EXPECT_EQ(with[0].params, (std::map<std::string, double>{{"chapel.provincial", 1},
                                                           {"ghost_ship.save_cards", 0}}));
  const std::vector<Strategy> without = provincial_leaders(
      board("cellar,chapel,moat,village,militia,smithy,witch,laboratory,market,festival"), "b.txt");
  ASSERT_EQ(without.size(), 1u);
  EXPECT_EQ(without[0].params, (std::map<std::string, double>{{"chapel.provincial", 1}}));
}

// An import plays Steward, Chapel, Mining Village and Nobles by Provincial's rules
// (<card>.provincial 1) when they are in its kingdom, whether its rules buy them or not (a
// Swindler may give one); a Provincial line without a kingdom, when its rules buy them.
TEST(StrategyText, ProvincialLeadersPlayItsStewardChapelMiningVillageAndNobles) {
  const std::string board =
      "Leaderboard\n\nKingdom cards:\tsteward,chapel,mining village,nobles,village,smithy,"
      "militia,swindler,market,festival@34Split@NoProsperity\n\nLeaders:\t2\n"
      "Leader 0:\t3.9\te2-d4-p8-steward@1|chapel@1|mining village@2|nobles@2|gold@99|silver@99\n"
      "Leader 1:\t1.2\te2-d4-p8-swindler@2|gold@99|silver@99\n";
  const std::map<std::string, double> all = {{"chapel.provincial", 1},
                                             {"mining_village.provincial", 1},
                                             {"nobles.provincial", 1},
                                             {"steward.provincial", 1}};
  const std::vector<Strategy> s = provincial_leaders(board, "a.txt");
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].params, all);
  EXPECT_EQ(s[1].params, all);
  const std::vector<Strategy> lines = parse(
      "strategy \"A\" provincial e2-d4-p8-chapel@1|gold@99|silver@99\n"
      "strategy \"B\" provincial e2-d4-p8-witch@2|gold@99|silver@99\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].params, (std::map<std::string, double>{{"chapel.provincial", 1}}));
  EXPECT_TRUE(lines[1].params.empty());
}

// A name's \xNN escapes must make UTF-8 text (names go to reports and JSON as they are).
TEST(StrategyText, EscapesInANameMustMakeUtf8) {
  EXPECT_EQ(parse(R"(strategy "caf\xC3\xA9" menu Silver)").at(0).name, "caf\xC3\xA9");
  try {
    parse(R"(strategy "tab\x99here" menu Silver)");
    ADD_FAILURE() << "no error";
  } catch (const StrategyParseError& e) {
    EXPECT_NE(std::string(e.what()).find("not UTF-8"), std::string::npos) << e.what();
  }
}

TEST(StrategyText, ProvincialLeaderboardLeadersAreStrategies) {
  const std::string lb =
      "Leaderboard\n\nKingdom cards:\tcellar,chapel,moat,village,militia,smithy,witch,"
      "laboratory,market,festival@34Split@Prosperity\n\nLeaders:\t2\n"
      "Leader 0:\t3.9\te2-d4-p8-witch@2|gold@99|silver@99\n"
      "Leader 1:\t-1\te1-d3-p6-smithy@1|gold@99|silver@99\n";
  const std::vector<Strategy> s = provincial_leaders(lb, "some/dir/auto_x.txt");
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].name, "auto_x#0");
  EXPECT_EQ(s[1].name, "auto_x#1");
  EXPECT_FALSE(s[0].guard_last_card);
  const Menu m = parse_provincial("e1-d3-p6-smithy@1|gold@99|silver@99");
  Strategy expect = to_strategy(m, "auto_x#1", true);  // a Prosperity kingdom: Colony rules
  play_as_provincial(expect);
  expect.params["chapel.provincial"] = 1;  // Chapel is in the kingdom
  EXPECT_EQ(s[1], expect);
  EXPECT_NE(s[1], [&] {
    Strategy no_colony = to_strategy(m, "auto_x#1", false);
    play_as_provincial(no_colony);
    return no_colony;
  }());
  try {
    provincial_leaders(lb + "Leader 2:\t0\te2-d4-p8-smithee@1\n", "lb.txt");
    ADD_FAILURE() << "no error";
  } catch (const StrategyParseError& e) {
    EXPECT_EQ(e.line(), 8);  // the "Leader 2" line
    EXPECT_NE(e.message().find("smithee"), std::string::npos) << e.message();
  }
}

TEST(StrategyText, MenuText) {
  const Registry& reg = test_registry();
  Menu m;
  m.entries = {{card("Witch"), 2}, {card("Gold"), 99}, {card("Silver"), 99}};
  m.duchy_at = 4;
  m.estate_at = 2;
  EXPECT_EQ(print_menu(m), "Witch×2 Gold Silver | Duchy≤4 Estate≤2");
  EXPECT_EQ(parse_menu("Witch×2 Gold Silver | Duchy≤4 Estate≤2", reg), m);
  EXPECT_EQ(parse_menu("  Witch*2 Gold Silver|Estate<=2 Duchy <= 4\n", reg), m);
  EXPECT_EQ(parse_menu("witchx2 gold silver | duchy<=4 estate<=2", reg), m);
  m.province_at = 6;
  EXPECT_EQ(print_menu(m), "Witch×2 Gold Silver | Province≤6 Duchy≤4 Estate≤2");
  // Multi-word names, names inside names.
  Menu w;
  w.entries = {{card("Throne Room"), 2},      {card("King's Court"), 99}, {card("Village"), 1},
               {card("Mining Village"), 3},   {card("Grand Market"), 99}, {card("Market"), 0},
               {card("Worker's Village"), 99}};
  EXPECT_EQ(print_menu(w),
            "Throne Room×2 King's Court Village×1 Mining Village×3 Grand Market Market×0 "
            "Worker's Village");
  EXPECT_EQ(parse_menu(print_menu(w), reg), w);
  EXPECT_EQ(print_menu(Menu{}), "");
  EXPECT_EQ(parse_menu("", reg), Menu{});
  Menu only;
  only.estate_at = 1;
  EXPECT_EQ(print_menu(only), "| Estate≤1");
  EXPECT_EQ(parse_menu("| Estate≤1", reg), only);
}

// A one-line menu carries its play parameters: printed after the thresholds, read back into
// the strategy's parameters, checked like a file's "param" lines.
TEST(StrategyText, MenuLinesCarryPlayParameters) {
  if (play_params().size() < 2) GTEST_SKIP() << "needs two play parameters";
  const Registry& reg = test_registry();
  const PlayParam& p = play_params()[0];
  const PlayParam& q = play_params()[1];
  Menu m;
  m.entries = {{card("Witch"), 2}, {card("Gold"), 99}, {card("Silver"), 99}};
  m.duchy_at = 4;
  const std::map<std::string, double> params = {{p.name, p.lo}, {q.name, q.hi}};
  const std::string line = print_menu_line(m, params);
  EXPECT_EQ(line, fmt::format("Witch×2 Gold Silver | Duchy≤4 | {}={} {}={}",
                              std::min(p.name, q.name), p.name < q.name ? p.lo : q.hi,
                              std::max(p.name, q.name), p.name < q.name ? q.hi : p.lo));
  std::map<std::string, double> back;
  EXPECT_EQ(parse_menu_line(line, back, reg), m);
  EXPECT_EQ(back, params);
  // Without parameters it is print_menu's text; without thresholds one '|' separates them.
  EXPECT_EQ(print_menu_line(m, {}), print_menu(m));
  Menu bare;
  bare.entries = m.entries;
  EXPECT_EQ(print_menu_line(bare, {{p.name, p.lo}}),
            fmt::format("Witch×2 Gold Silver | {}={}", p.name, p.lo));
  back.clear();
  EXPECT_EQ(parse_menu_line(fmt::format("Witch×2 Gold Silver | {} = {}", p.name, p.lo), back, reg),
            bare);
  EXPECT_EQ(back.at(p.name), p.lo);
  // Parameters right after the thresholds, without a second '|'.
  back.clear();
  EXPECT_EQ(
      parse_menu_line(fmt::format("Witch×2 Gold Silver | Duchy≤4 {}={}", p.name, p.lo), back, reg),
      m);
  EXPECT_EQ(back.size(), 1u);
  // Checked as in files: range, typos, twice, thresholds after parameters, a third '|'.
  auto error = [&](const std::string& text) {
    std::map<std::string, double> x;
    try {
      parse_menu_line(text, x, reg);
    } catch (const StrategyParseError& e) {
      return e.message();
    }
    return std::string("no error");
  };
  EXPECT_NE(error(fmt::format("Gold | {}={}", p.name, p.hi + 1)).find("expected a value"),
            std::string::npos);
  EXPECT_NE(error(fmt::format("Gold | {}x=1", p.name)).find("did you mean"), std::string::npos);
  EXPECT_NE(error(fmt::format("Gold | {0}={1} {0}={1}", p.name, p.lo)).find("set twice"),
            std::string::npos);
  EXPECT_NE(error(fmt::format("Gold | | {}={} Duchy≤4", p.name, p.lo)).find("play parameter"),
            std::string::npos);
  EXPECT_NE(error("Gold | Duchy≤4 | | ").find("only two '|'"), std::string::npos);
  // parse_menu has nowhere to put parameters: an error, never a silent drop.
  EXPECT_THROW(parse_menu(line, reg), StrategyParseError);
  // A file's one-line form takes them too.
  const Strategy s = parse("strategy \"W\" menu " + line).at(0);
  EXPECT_EQ(s.params, params);
}

TEST(StrategyText, ProvincialNotation) {
  const Registry& reg = test_registry();
  const Menu m = parse_provincial("e2-d4-p8-witch@2|king's court@1|gold@99|silver@99", reg);
  EXPECT_EQ(m.estate_at, 2);
  EXPECT_EQ(m.duchy_at, 4);
  EXPECT_EQ(m.province_at, 8);
  EXPECT_EQ(m.entries, (std::vector<MenuEntry>{{card("Witch"), 2},
                                               {card("King's Court"), 1},
                                               {card("Gold"), 99},
                                               {card("Silver"), 99}}));
  EXPECT_EQ(print_provincial(m), "e2-d4-p8-witch@2|king's court@1|gold@99|silver@99");
  EXPECT_EQ(parse_provincial("e0-d1-p2-", reg).entries.size(), 0u);
  // 1st-edition cards are found.
  EXPECT_EQ(parse_provincial("e1-d1-p8-spy@1", reg).entries.at(0).card, card("Spy"));
  try {
    parse_provincial("e2-d4-p8-witch@2|peddler@1", reg);
    FAIL();
  } catch (const StrategyParseError& e) {
    EXPECT_EQ(e.column(), 18);
    EXPECT_NE(e.message().find("unknown card \"peddler\""), std::string::npos) << e.what();
  }
}

TEST(StrategyText, EditionsReadBack) {
  const Registry& reg = test_registry();
  const CardDef* ml1 = reg.find("Moneylender", Edition::kFirst);
  const CardDef* ml2 = reg.find("Moneylender", Edition::kSecond);
  ASSERT_NE(ml1, ml2);
  const std::string text = "strategy \"M\"\n  buy Moneylender if count(Moneylender) < 1\nend\n";
  EXPECT_EQ(parse(text).at(0).rules[0].card, ml2);  // the reader's edition, 2nd by default
  EXPECT_EQ(parse_strategies(text, "f", reg, Edition::kFirst).at(0).rules[0].card, ml1);
  EXPECT_EQ(parse("edition first\n" + text).at(0).rules[0].card, ml1);
  const Strategy s =
      parse("strategy \"M\"\n  edition 1st\n  buy Moneylender\n  buy Spy\nend").at(0);
  EXPECT_EQ(s.rules[0].card, ml1);
  EXPECT_EQ(s.rules[1].card, card("Spy"));
  // Provincial imports are 1st edition; printed, they say so and read back the same.
  const Strategy p = parse("strategy \"P\" provincial e1-d2-p8-moneylender@1|silver@99").at(0);
  EXPECT_EQ(p.rules.back().card, card("Silver"));
  EXPECT_EQ(p.rules[p.rules.size() - 2].card, ml1);
  EXPECT_NE(print(p).find("edition first"), std::string::npos);
  EXPECT_EQ(parse(print(p)).at(0), p);
  // A 2nd-edition strategy read by a reader preferring the 1st edition.
  Strategy two;
  two.name = "two";
  two.rules = {{ml2, {when(owned(ml2), Cmp::kLt, 1)}}};
  EXPECT_EQ(parse_strategies(print(two), "f", reg, Edition::kFirst).at(0), two);
}

// ---- Provincial's kingdoms ----

std::filesystem::path reference_dir() {
  if (const char* env = std::getenv("KL_REFERENCE")) return env;
  // The repository's parent, where shared/ lives.
  return std::filesystem::path(KL_SOURCE_DIR).parent_path() / "shared" / "reference";
}

// Every leader strategy of the reference leaderboards.
std::vector<std::string> provincial_strategies() {
  std::vector<std::string> out;
  const auto dir = reference_dir() / "provincial-kingdoms";
  if (!std::filesystem::is_directory(dir)) return out;
  for (const auto& f : std::filesystem::directory_iterator(dir)) {
    std::ifstream in(f.path());
    std::string line;
    while (std::getline(in, line)) {
      if (line.rfind("Leader ", 0) != 0 || line.find(':') == std::string::npos) continue;
      const size_t tab = line.rfind('\t');
      if (tab != std::string::npos && line.find('@', tab) != std::string::npos)
        out.push_back(line.substr(tab + 1));
    }
  }
  return out;
}

// A registry with every card of cards.tsv (data only), editions as listed.
const Registry& reference_registry() {
  static const Registry* reg = [] {
    auto* r = new Registry;
    add_basic_cards(*r);
    std::ifstream in(reference_dir() / "cards.tsv");
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
      std::istringstream row(line);
      std::string set, edition, name;
      std::getline(row, set, '\t');
      std::getline(row, edition, '\t');
      std::getline(row, name, '\t');
      if (set == "Basic" || name.empty()) continue;
      CardDef d;
      d.name = name;
      d.set = set;
      d.edition = edition == "1"   ? Edition::kFirst
                  : edition == "2" ? Edition::kSecond
                                   : Edition::kBoth;
      d.kingdom = true;
      r->add(d);
    }
    return r;
  }();
  return *reg;
}

TEST(StrategyText, ImportsEveryProvincialLeader) {
  const std::vector<std::string> all = provincial_strategies();
  if (all.empty()) GTEST_SKIP() << "no reference kingdoms at " << reference_dir();
  EXPECT_EQ(all.size(), 146u * 5);
  for (const std::string& text : all) {
    Menu m;
    ASSERT_NO_THROW(m = parse_provincial(text, reference_registry())) << text;
    EXPECT_EQ(print_provincial(m), text);
    EXPECT_EQ(parse_menu(print_menu(m), reference_registry(), Edition::kFirst), m) << text;
    for (const MenuEntry& e : m.entries) EXPECT_NE(e.card->edition, Edition::kSecond) << text;
  }
}

TEST(StrategyText, ImportsProvincialLeadersWithImplementedCards) {
  const std::vector<std::string> all = provincial_strategies();
  if (all.empty()) GTEST_SKIP() << "no reference kingdoms at " << reference_dir();
  const Registry& reg = Registry::standard();
  int imported = 0, only_basic = 0;
  for (const std::string& text : all) {
    // The card names, split by hand: everything between the third '-' and each '@'.
    bool known = true, basic = true;
    std::string rest = text.substr(text.find('-', text.find('-', text.find('-') + 1) + 1) + 1);
    std::istringstream entries(rest);
    std::string entry;
    while (std::getline(entries, entry, '|')) {
      const CardDef* d = reg.find(entry.substr(0, entry.find('@')), Edition::kFirst);
      known = known && d;
      basic = basic && d && d->set == "Basic";
    }
    only_basic += basic;
    if (known) {
      EXPECT_NO_THROW(parse_provincial(text, reg)) << text;
      ++imported;
    } else {
      try {
        parse_provincial(text, reg);
        ADD_FAILURE() << "imported with an unknown card: " << text;
      } catch (const StrategyParseError& e) {
        EXPECT_NE(e.message().find("unknown card \""), std::string::npos) << e.what();
      }
    }
  }
  EXPECT_GE(imported, only_basic);
  std::printf("Provincial leaders importable with the implemented cards: %d of %zu\n", imported,
              all.size());
}

TEST(StrategyText, TheDocumentedExamplesParse) {
  // Every ```strategy block of docs/strategies.md, with every card of the reference list.
  const auto doc = std::filesystem::path(KL_SOURCE_DIR) / "docs" / "strategies.md";
  if (reference_registry().all().size() < 100) GTEST_SKIP() << "no reference card list";
  std::ifstream in(doc);
  ASSERT_TRUE(in) << doc;
  std::string line, block;
  bool inside = false;
  std::vector<Strategy> all;
  int line_no = 0, start = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (!inside && line == "```strategy") {
      inside = true;
      block.clear();
      start = line_no;
    } else if (inside && line == "```") {
      inside = false;
      std::vector<Strategy> some;
      ASSERT_NO_THROW(some = parse_strategies(block, "docs/strategies.md:" + std::to_string(start),
                                              reference_registry()))
          << block;
      all.insert(all.end(), some.begin(), some.end());
    } else if (inside) {
      block += line + "\n";
    }
  }
  ASSERT_GE(all.size(), 6u);
  auto named = [&](const std::string& name) {
    for (const Strategy& s : all)
      if (s.name == name) return s;
    ADD_FAILURE() << name;
    return Strategy{};
  };
  Strategy spelled = named("Double Witch, spelled out");
  spelled.name = "Double Witch";
  EXPECT_EQ(named("Double Witch"), spelled);
}

// ---- Round trips ----

class Random {
 public:
  explicit Random(uint64_t seed) : rng_(seed) {}
  int below(int n) { return int(rng_() % uint64_t(n)); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  double real(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng_); }
  template <class T>
  const T& pick(const std::vector<T>& v) {
    return v[size_t(below(int(v.size())))];
  }
  std::mt19937_64& engine() { return rng_; }

 private:
  std::mt19937_64 rng_;
};

std::vector<const CardDef*> test_cards() {
  std::vector<const CardDef*> v;
  for (const CardDef& d : test_registry().all()) v.push_back(&d);
  return v;
}

double random_number(Random& r) {
  switch (r.below(5)) {
    case 0:
      return r.below(30) - 5;
    case 1:
      return r.below(40) / 2.0;
    case 2:
      return r.real(-1000, 1000);
    case 3:
      return r.real(0, 1) * 1e-6;
    default:
      return r.below(2) ? 1e20 * r.real(1, 2) : 0.1 * r.below(100);
  }
}

Operand random_operand(Random& r, const std::vector<const CardDef*>& cards) {
  static const std::vector<Types> types = {kAction, kTreasure, kVictory, kCurseType,
                                           kAttack, kReaction, kDuration};
  switch (r.below(11)) {
    case 0:
      return num(random_number(r));
    case 1:
      return owned(r.pick(cards));
    case 2:
      return pile(r.pick(cards));
    case 3: {
      Types t = r.pick(types);
      if (r.chance(0.3)) t |= r.pick(types);
      return Operand{Quantity::kOwnedType, 0, nullptr, t};
    }
    default:
      return q(Quantity(3 + r.below(8)));  // kOwnedType .. kHandSize; 3 is a type count
  }
}

void random_expr(Random& r, const std::vector<const CardDef*>& cards, int depth,
                 std::vector<Token>& out) {
  if (depth == 0 || r.chance(0.45)) {
    Operand o = random_operand(r, cards);
    if (o.q == Quantity::kOwnedType && o.types == 0) o.types = kAction;
    out.push_back(val(o));
    return;
  }
  random_expr(r, cards, depth - 1, out);
  random_expr(r, cards, depth - 1, out);
  out.push_back(op(Token::Kind(1 + r.below(4))));
}

// The test cards of one edition (and those in both).
std::vector<const CardDef*> cards_of(Edition e) {
  std::vector<const CardDef*> v;
  for (const CardDef* d : test_cards())
    if (d->edition == Edition::kBoth || d->edition == e) v.push_back(d);
  return v;
}

Strategy random_strategy(Random& r, int index) {
  static const std::vector<const CardDef*> first = cards_of(Edition::kFirst),
                                           second = cards_of(Edition::kSecond),
                                           both = cards_of(Edition::kBoth);
  const int e = r.below(3);
  const std::vector<const CardDef*>& cards = e == 0 ? first : e == 1 ? second : both;
  static const std::vector<std::string> names = {
      "Big Money", "a \"quoted\" name", "back\\slash", "hash # sign", "Witch×2 ≤ λ", "tab\there",
      "x"};
  Strategy s;
  s.name = r.pick(names) + " " + std::to_string(index);
  const int rules = r.below(8);
  for (int i = 0; i < rules; ++i) {
    BuyRule b{r.pick(cards), {}};
    const int conds = r.below(4);
    for (int k = 0; k < conds; ++k) {
      Condition c;
      random_expr(r, cards, 3, c.lhs.rpn);
      c.cmp = Cmp(r.below(5));
      random_expr(r, cards, 3, c.rhs.rpn);
      b.conds.push_back(c);
    }
    s.rules.push_back(b);
  }
  for (const PlayParam& p : play_params())
    if (r.chance(0.3))
      s.params[p.name] = r.chance(0.5) ? std::round(r.real(p.lo, p.hi)) : r.real(p.lo, p.hi);
  s.guard_last_card = r.chance(0.7);
  s.penultimate_province = r.chance(0.3);
  return s;
}

Menu random_menu(Random& r, const std::vector<const CardDef*>& cards) {
  Menu m;
  const int n = r.below(9);
  for (int i = 0; i < n; ++i)
    m.entries.push_back(MenuEntry{r.pick(cards), r.chance(0.4) ? kMenuUnlimited : r.below(100)});
  m.province_at = r.chance(0.5) ? kMenuUnlimited : r.below(100);
  m.duchy_at = r.chance(0.3) ? 0 : r.below(100);
  m.estate_at = r.chance(0.3) ? 0 : r.below(100);
  return m;
}

TEST(StrategyText, RandomStrategiesRoundTrip) {
  Random r(7);
  std::vector<Strategy> all;
  for (int i = 0; i < 600; ++i) {
    const Strategy s = random_strategy(r, i);
    const std::string text = print(s);
    Strategy back;
    ASSERT_NO_THROW(back = parse_strategy(text, "random", test_registry())) << text;
    ASSERT_EQ(back, s) << text << "---\n" << print(back);
    all.push_back(s);
  }
  EXPECT_EQ(parse_strategies(print(all), "all", test_registry()), all);
}

TEST(StrategyText, RandomMenusRoundTrip) {
  Random r(11);
  const std::vector<const CardDef*> cards = cards_of(Edition::kSecond);
  for (int i = 0; i < 600; ++i) {
    const Menu m = random_menu(r, cards);
    const std::string text = print_menu(m);
    Menu back;
    ASSERT_NO_THROW(back = parse_menu(text, test_registry())) << text;
    ASSERT_EQ(back, m) << text;
    ASSERT_EQ(parse_provincial(print_provincial(m), test_registry(), Edition::kSecond), m)
        << print_provincial(m);
    // As a file line, too.
    const Strategy s = parse_strategy("strategy \"m\" colony menu " + text, "m", test_registry());
    ASSERT_EQ(s, to_strategy(m, "m", true, test_registry())) << text;
  }
}

// ---- Errors ----

TEST(StrategyText, ErrorsSayWhereAndWhat) {
  struct Case {
    std::string text;
    int line, col;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"strategy \"A\"\n  buy Smithee\nend\n", 2, 7,
       "unknown card \"Smithee\" (did you mean \"Smithy\"?)"},
      {"strategy \"A\"\n  buy Gold\n", 3, 1,
       "expected 'end' of strategy \"A\" from line 1 (got end of file)"},
      {"strategy \"A\"\n  buy Gold\nstrategy \"B\"\nend\n", 3, 1,
       "expected 'end' of strategy \"A\" from line 1 (got 'strategy')"},
      {"strategy \"A\"\n  buy Gold if money => 6\nend", 2, 21,
       "expected a comparison (<, <=, ==, >=, >) (got '=>')"},
      {"strategy \"A\"\n  buy Gold if money != 6\nend", 2, 21,
       "expected a comparison (<, <=, ==, >=, >) (got '!=')"},
      {"strategy \"A\"\n  buy Gold if (money + 1 >= 6\nend", 2, 26, "expected ')' (got '>=')"},
      {"strategy \"A\"\n  buy Gold if money >= 6)\nend", 2, 25,
       "expected 'and' or end of line (got ')')"},
      {"strategy \"A\"\n  buy Gold if count(Gold >= 6\nend", 2, 30,
       "expected ')' (got end of line)"},
      {"strategy \"A\"\n  buy Gold if mony >= 6\nend", 2, 15,
       "expected a number or a quantity (count(Card), left(Card), cards, money, coins, turn, "
       "empty_piles, vp_lead, hand_size) (got 'mony')"},
      {"strategy \"A\"\n  param chapel.keep_mony = 4\nend", 2, 9, "unknown parameter"},
      {"strategy \"A\"\n  buy Gold if money >= 6.5.1\nend", 2, 24,
       "expected a number (got '6.5.1')"},
      {"strategy \"A\"\n  buy Gold if money >= 1e999\nend", 2, 24,
       "expected a number (got '1e999')"},
      {"strategy \"A\"\n  buy Gold if money >= 3x\nend", 2, 24, "expected a number (got '3x')"},
      {"strategy \"A\"\n  buy Gold if count(Smithy or Action) > 1\nend", 2, 21,
       "expected a card type (Action, Treasure, Victory, Curse-type, Night, Attack, Reaction, "
       "Duration or another printed type, e.g. Knight, Looter, Reserve) (got 'Smithy')"},
      {"strategy \"A\"\n  buy Gold if count() > 1\nend", 2, 21, "expected a card name (got ')')"},
      {"strategy \"A\"\n  buy if money > 1\nend", 2, 7, "expected a card name (got 'if')"},
      {"strategy \"A\"\n  buy Gold if\nend", 2, 14, "expected a number or a quantity"},
      {"strategy \"A\"\n  buy Gold if money > 1 and\nend", 2, 28,
       "expected a number or a quantity"},
      {"strategy \"A\"\n  option guard_last_card maybe\nend", 2, 26,
       "expected 'on' or 'off' (got 'maybe')"},
      {"strategy \"A\"\n  option colour on\nend", 2, 10,
       "expected an option (guard_last_card, penultimate_province, pile_clock) (got 'colour')"},
      {"strategy \"A\"\n  sell Gold\nend", 2, 3,
       "expected 'buy', 'param', 'option', 'edition', 'menu', 'provincial' or 'end' (got "
       "'sell')"},
      {"strategy \"A\"\n  edition third\nend", 2, 11, "expected 'first' or 'second' (got 'third')"},
      {"  buy Gold\n", 1, 3, "expected 'strategy' or 'edition' (got 'buy')"},
      {"strategy Smithy\n", 1, 10, "expected a quoted name (got 'Smithy')"},
      {"strategy \"A\n", 1, 10, "unterminated name (missing '\"')"},
      {"strategy \"A\"\nend\nstrategy \"A\"\nend\n", 3, 10,
       "strategy \"A\" defined twice (first at line 1)"},
      {"strategy \"A\" extra\n", 1, 14,
       "expected end of line, 'menu' or 'provincial' (got "
       "'extra')"},
      {"strategy \"W\" menu Witch×2 Smithee", 1, 27,
       "unknown card \"Smithee\" (did you mean \"Smithy\"?)"},
      {"strategy \"W\" menu Witch×200", 1, 25, "expected a count from 0 to 99 (got '200')"},
      {"strategy \"W\" menu Witch | Duchy≤4 | Estate≤1", 1, 37,
       "expected a play parameter such as chapel.keep_money=4 (got 'Estate')"},
      {"strategy \"W\" menu Witch | Duchy≤4 | | x", 1, 37, "expected only two '|' (got '|')"},
      {"strategy \"W\" menu Witch | Curse≤4", 1, 27, "expected a threshold"},
      {"strategy \"W\" menu Witch | Duchy≥4", 1, 32, "expected '≤' or '<=' (got '≥')"},
      {"strategy \"W\" menu Witch | Duchy≤4 Duchy≤3", 1, 35, "Duchy threshold given twice"},
      {"strategy \"W\" provincial e2-d4-witch@1", 1, 31, "expected 'p'"},
      {"strategy \"W\" provincial e2-d4-p8-witch@1|witch", 1, 47,
       "expected '@' (got end of "
       "file)"},
      {"strategy \"A\"\n  buy Gold if 1 < " + std::string(60, '(') + "1" + std::string(60, ')') +
           "\nend",
       2, 67, "parentheses nested too deeply"},
      {"strategy \"A\"\n  buy Gold if 1 < 1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + "
       "(1 + (1 + (1 + (1 + (1 + (1 + 1))))))))))))))))\nend",
       2, 19, "expression too deeply nested"},
  };
  for (const Case& c : cases) {
    const Failure f = failure(c.text);
    EXPECT_EQ(f.line, c.line) << c.text << "\n" << f.what;
    EXPECT_EQ(f.col, c.col) << c.text << "\n" << f.what;
    EXPECT_NE(f.message.find(c.message), std::string::npos) << c.text << "\n" << f.what;
    EXPECT_EQ(f.what, "test.kls:" + std::to_string(f.line) + ":" + std::to_string(f.col) + ": " +
                          f.message);
    EXPECT_EQ(f.what.find('\n'), std::string::npos) << f.what;
  }
}

TEST(StrategyText, ParamsAreChecked) {
  if (play_params().empty()) GTEST_SKIP() << "no play parameters defined yet";
  const PlayParam& p = play_params()[0];
  const std::string head = "strategy \"A\"\n  param " + p.name + " = ";
  EXPECT_EQ(parse(head + fmt::format("{}", p.hi) + "\nend").at(0).params.at(p.name), p.hi);
  EXPECT_NE(failure(head + fmt::format("{}", p.hi + 1) + "\nend").message.find("expected a value"),
            std::string::npos);
  const Failure twice = failure(head + "0\n  param " + p.name + " = 0\nend");
  EXPECT_NE(twice.message.find("set twice"), std::string::npos) << twice.what;
  EXPECT_EQ(twice.line, 3);
  const Failure typo = failure("strategy \"A\"\n  param " + p.name + "x = 1\nend");
  EXPECT_NE(typo.message.find("(did you mean \"" + p.name + "\"?)"), std::string::npos)
      << typo.what;
}

TEST(StrategyText, LoadsFiles) {
  const auto path = std::filesystem::temp_directory_path() / "kl_test_strategies.kls";
  {
    std::ofstream out(path);
    out << "strategy \"BM\"\n  buy Province\n  buy Gold\n  buy Silver\nend\n"
           "strategy \"Bad\"\n  buy Gold if money >>= 3\nend\n";
  }
  try {
    load_strategies(path.string(), test_registry());
    FAIL();
  } catch (const StrategyParseError& e) {
    EXPECT_EQ(e.file(), path.string());
    EXPECT_EQ(e.line(), 7);
    EXPECT_EQ(e.column(), 21);
  }
  std::filesystem::remove(path);
  EXPECT_THROW(load_strategies(path.string(), test_registry()), std::invalid_argument);
  // Exactly one strategy for parse_strategy.
  EXPECT_THROW(parse_strategy("# nothing\n", "f", test_registry()), StrategyParseError);
  EXPECT_THROW(parse_strategy("strategy \"a\"\nend\nstrategy \"b\"\nend\n", "f", test_registry()),
               StrategyParseError);
}

// ---- Never crash ----

void parses_or_throws(const std::string& text) {
  std::vector<Strategy> all;
  try {
    all = parse(text);
  } catch (const StrategyParseError& e) {
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << e.what();
    return;
  }
  // What parses prints and reads back the same.
  EXPECT_EQ(parse(print(all)), all) << text;
}

void menu_parses_or_throws(const std::string& text) {
  try {
    const Menu m = parse_menu(text, test_registry());
    EXPECT_EQ(parse_menu(print_menu(m), test_registry()), m) << text;
  } catch (const StrategyParseError&) {
  }
  try {
    parse_provincial(text, test_registry());
  } catch (const StrategyParseError&) {
  }
}

TEST(StrategyText, FuzzRandomBytes) {
  Random r(3);
  const std::string alphabet =
      "strategy buy if and end param option edition first menu colony provincial count left "
      "cards money "
      "Gold Smithy Province Throne Room \"#()+-*/<>=!.0123456789\n\t|@×≤ex\\";
  for (int i = 0; i < 3000; ++i) {
    std::string s;
    const int n = r.below(120);
    for (int k = 0; k < n; ++k)
      s += r.chance(0.7) ? alphabet[size_t(r.below(int(alphabet.size())))] : char(r.below(256));
    parses_or_throws(s);
    parses_or_throws("strategy \"f\"\n buy Gold if " + s + "\nend");
    menu_parses_or_throws(s);
  }
}

TEST(StrategyText, FuzzMutatedFiles) {
  Random r(5);
  std::vector<std::string> seeds;
  for (int i = 0; i < 10; ++i) seeds.push_back(print(random_strategy(r, i)));
  seeds.push_back(
      "strategy \"W\" colony menu Throne Room×2 Gold Silver | Province≤6 Duchy≤4\n"
      "strategy \"P\" provincial e2-d4-p8-witch@2|king's court@1|silver@99\n");
  const std::string junk = "()+-*/<>=!#\"\\|@ \n0123456789.eE×≤";
  for (int i = 0; i < 4000; ++i) {
    std::string s = r.pick(seeds);
    const int edits = 1 + r.below(4);
    for (int k = 0; k < edits && !s.empty(); ++k) {
      const size_t at = size_t(r.below(int(s.size())));
      switch (r.below(4)) {
        case 0:
          s.erase(at, size_t(1 + r.below(5)));
          break;
        case 1:
          s.insert(at, 1, junk[size_t(r.below(int(junk.size())))]);
          break;
        case 2:
          s[at] = char(r.below(256));
          break;
        default:
          s.insert(at, s.substr(size_t(r.below(int(s.size()))), size_t(r.below(20))));
      }
    }
    parses_or_throws(s);
    menu_parses_or_throws(s);
  }
}

}  // namespace
}  // namespace kl
