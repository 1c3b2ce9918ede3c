// The strength table (evolution/arena/strength.h): its file format and what the check flags.
#include <gtest/gtest.h>

#include <stdexcept>

#include "evolution/arena/strength.h"
#include "evolution/strategy/bots.h"

namespace kl {
namespace {

const std::string kBmu(kStrengthOpponent);

TEST(Strength, TheFileReadsBackWhatWasWritten) {
  const std::vector<StrengthRow> rows = {{"Smithy", kBmu, 4000, 42.25, 39.5, 45.0},
                                         {"Big Money", kBmu, 4000, -65.1, -67.1, -63.0},
                                         {"Witch", "Militia", 4000, 30.5, 28.0, 33.0}};
  uint64_t seed = 0;
  const std::string text = strength_tsv(rows, 7);
  EXPECT_NE(text.find("Witch vs Militia\t4000"), std::string::npos) << text;
  const std::vector<StrengthRow> back = parse_strength_tsv(text, &seed);
  EXPECT_EQ(seed, 7u);
  ASSERT_EQ(back.size(), 3u);
  EXPECT_EQ(back[0].bot, "Smithy");
  EXPECT_EQ(back[0].opponent, kBmu);
  EXPECT_EQ(back[0].games, 4000);
  EXPECT_DOUBLE_EQ(back[0].margin, 42.25);
  EXPECT_DOUBLE_EQ(back[1].lo, -67.1);
  EXPECT_DOUBLE_EQ(back[1].hi, -63.0);
  EXPECT_EQ(back[2].bot, "Witch");
  EXPECT_EQ(back[2].opponent, "Militia");
  EXPECT_EQ(row_name(back[2]), "Witch vs Militia");
  EXPECT_THROW(parse_strength_tsv("Witch vs \t4000\t1\t0\t2\n"), std::invalid_argument);
}

TEST(Strength, ABadLineIsNamed) {
  try {
    parse_strength_tsv("# seed 1\nSmithy\t4000\t1\t0\t2\nWitch\tmany\t1\t0\t2\n");
    FAIL() << "no error";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("line 3"), std::string::npos) << e.what();
  }
  EXPECT_THROW(parse_strength_tsv("Smithy\t4000\t1\t0\n"), std::invalid_argument);
  EXPECT_THROW(parse_strength_tsv("Smithy\t4000\t1x\t0\t2\n"), std::invalid_argument);
}

TEST(Strength, OnlyIntervalsThatNoLongerOverlapMove) {
  const std::vector<StrengthRow> before = {
      {"A", kBmu, 100, 10, 8, 12}, {"B", kBmu, 100, 10, 8, 12}, {"Gone", kBmu, 100, 0, -1, 1}};
  const std::vector<StrengthRow> now = {{"A", kBmu, 100, 13, 11, 15},  // overlaps: chance
                                        {"B", kBmu, 100, 15, 12.5, 17.5},
                                        {"New", kBmu, 100, 0, -1, 1}};
  const std::vector<StrengthChange> c = compare_strength(before, now);
  ASSERT_EQ(c.size(), 3u);
  EXPECT_EQ(c[0].bot, "B");
  EXPECT_EQ(c[0].what, "moved");
  EXPECT_DOUBLE_EQ(c[0].before->margin, 10);
  EXPECT_DOUBLE_EQ(c[0].now->margin, 15);
  EXPECT_EQ(c[1].bot, "New");
  EXPECT_EQ(c[1].what, "new");
  EXPECT_EQ(c[2].bot, "Gone");
  EXPECT_EQ(c[2].what, "gone");
}

// A ring pairing whose two bots are still there but no longer neighbours (a bot was added
// between them) is regrouped, not gone: adding a bot does not fail the check.
TEST(Strength, ARingPairingOfBotsStillThereIsRegrouped) {
  const std::vector<StrengthRow> before = {{"A", kBmu, 100, 10, 8, 12},
                                           {"B", kBmu, 100, 10, 8, 12},
                                           {"A", "B", 100, 0, -2, 2},
                                           {"B", "Z", 100, 0, -2, 2}};
  const std::vector<StrengthRow> now = {{"A", kBmu, 100, 10, 8, 12},
                                        {"B", kBmu, 100, 10, 8, 12},
                                        {"C", kBmu, 100, 10, 8, 12},
                                        {"A", "C", 100, 0, -2, 2},
                                        {"C", "B", 100, 0, -2, 2}};
  const std::vector<StrengthChange> c = compare_strength(before, now);
  ASSERT_EQ(c.size(), 5u);
  EXPECT_EQ(c[0].bot, "C");
  EXPECT_EQ(c[0].what, "new");
  EXPECT_EQ(c[1].bot, "A vs C");
  EXPECT_EQ(c[1].what, "new");
  EXPECT_EQ(c[2].bot, "C vs B");
  EXPECT_EQ(c[3].bot, "A vs B");
  EXPECT_EQ(c[3].what, "regrouped");
  EXPECT_EQ(c[4].bot, "B vs Z");  // Z is no longer a bot
  EXPECT_EQ(c[4].what, "gone");
}

// A short run covers every library bot but the opponent, each against it and then against the
// next bot (the last against the first), with intervals that hold their estimates.
TEST(Strength, EveryBotPlaysTheOpponentAndItsNeighbour) {
  StrengthConfig cfg;
  cfg.games = 20;
  cfg.threads = 2;
  int calls = 0;
  cfg.progress = [&calls](int, int) { ++calls; };
  const std::vector<StrengthRow> rows = run_strength(cfg);
  const size_t bots = bot_library().size() - 1;
  ASSERT_EQ(rows.size(), 2 * bots);
  EXPECT_EQ(calls, int(rows.size()));
  for (size_t i = 0; i < rows.size(); ++i) {
    const StrengthRow& r = rows[i];
    EXPECT_NE(r.bot, kStrengthOpponent);
    if (i < bots) {
      EXPECT_EQ(r.opponent, kStrengthOpponent) << r.bot;
    } else {
      EXPECT_EQ(r.bot, rows[i - bots].bot);
      EXPECT_EQ(r.opponent, rows[(i - bots + 1) % bots].bot);
    }
    EXPECT_EQ(r.games, 20) << row_name(r);
    EXPECT_LE(r.lo, r.margin) << row_name(r);
    EXPECT_GE(r.hi, r.margin) << row_name(r);
  }
}

}  // namespace
}  // namespace kl
