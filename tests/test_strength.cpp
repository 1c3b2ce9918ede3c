// The strength table (evolution/arena/strength.h): its file format and what the check flags.
#include <gtest/gtest.h>

#include <stdexcept>

#include "evolution/arena/strength.h"
#include "evolution/strategy/bots.h"

namespace kl {
namespace {

TEST(Strength, TheFileReadsBackWhatWasWritten) {
  const std::vector<StrengthRow> rows = {{"Smithy", 4000, 42.25, 39.5, 45.0},
                                         {"Big Money", 4000, -65.1, -67.1, -63.0}};
  uint64_t seed = 0;
  const std::vector<StrengthRow> back = parse_strength_tsv(strength_tsv(rows, 7), &seed);
  EXPECT_EQ(seed, 7u);
  ASSERT_EQ(back.size(), 2u);
  EXPECT_EQ(back[0].bot, "Smithy");
  EXPECT_EQ(back[0].games, 4000);
  EXPECT_DOUBLE_EQ(back[0].margin, 42.25);
  EXPECT_DOUBLE_EQ(back[1].lo, -67.1);
  EXPECT_DOUBLE_EQ(back[1].hi, -63.0);
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
      {"A", 100, 10, 8, 12}, {"B", 100, 10, 8, 12}, {"Gone", 100, 0, -1, 1}};
  const std::vector<StrengthRow> now = {{"A", 100, 13, 11, 15},  // overlaps: chance
                                        {"B", 100, 15, 12.5, 17.5},
                                        {"New", 100, 0, -1, 1}};
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

// A short run covers every library bot but the opponent, each against it, with intervals that
// hold their estimates.
TEST(Strength, EveryBotPlaysTheOpponent) {
  StrengthConfig cfg;
  cfg.games = 20;
  cfg.threads = 2;
  int calls = 0;
  cfg.progress = [&calls](int, int) { ++calls; };
  const std::vector<StrengthRow> rows = run_strength(cfg);
  EXPECT_EQ(rows.size() + 1, bot_library().size());
  EXPECT_EQ(calls, int(rows.size()));
  for (const StrengthRow& r : rows) {
    EXPECT_NE(r.bot, kStrengthOpponent);
    EXPECT_EQ(r.games, 20) << r.bot;
    EXPECT_LE(r.lo, r.margin) << r.bot;
    EXPECT_GE(r.hi, r.margin) << r.bot;
  }
}

}  // namespace
}  // namespace kl
