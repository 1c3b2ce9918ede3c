// Kingdom files: the presets, parsing and its errors, printing, the Platinum/Colony and Shelters
// rule, random kingdoms, and the `kingdomlab kingdom` command.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cards/kingdom.h"
#include "sim/random_agent.h"
#include "sim/state.h"
#include "tests/cli_runner.h"
#include "tests/mechanism_cards.h"

namespace kl {
namespace {

std::vector<std::string> names(const Kingdom& k) {
  std::vector<std::string> out;
  for (const CardDef* d : k.cards) out.push_back(d->name);
  return out;
}

// A kingdom file with these cards (and extra lines after the cards).
std::string file_with(const std::vector<std::string>& cards, const std::string& extra = "") {
  std::string text = "name = \"Test\"\ncards = [\n";
  for (const std::string& c : cards) text += "  \"" + c + "\",\n";
  return text + "]\n" + extra;
}

const std::vector<std::string> kFirstGame = {"Cellar",  "Market",  "Merchant", "Militia",
                                             "Mine",    "Moat",    "Remodel",  "Smithy",
                                             "Village", "Workshop"};

// The what() of the KingdomError that parsing `text` throws ("" if none).
std::string parse_error(const std::string& text) {
  try {
    parse_kingdom(text, "test.toml");
  } catch (const KingdomError& e) {
    return e.what();
  }
  return "";
}

TEST(Kingdom, PresetsAreTheRulebookKingdoms) {
  // The Base rulebooks' kingdoms, and every set's after them (in alphabetical order).
  const std::vector<std::string> base = {
      "big-money-1e",       "deck-top",        "first-game",       "first-game-1e",
      "improvements",       "interaction-1e",  "silver-and-gold",  "size-distortion",
      "size-distortion-1e", "sleight-of-hand", "village-square-1e"};
  const std::vector<std::string> all = preset_names();
  EXPECT_TRUE(std::is_sorted(all.begin(), all.end()));
  for (const std::string& n : base) EXPECT_NE(std::find(all.begin(), all.end(), n), all.end()) << n;
  for (const std::string& n : preset_names()) {
    const Kingdom k = find_kingdom(n);
    EXPECT_EQ(k.cards.size(), 10u) << n;
    EXPECT_EQ(k.edition, n.ends_with("-1e") ? Edition::kFirst : Edition::kSecond) << n;
    EXPECT_EQ(k.players, 2) << n;
    EXPECT_EQ(k.colony, Use::kAuto) << n;
    EXPECT_EQ(k.opening, Opening::kRandom) << n;
    // A rulebook kingdom uses only cards of its own edition.
    for (const CardDef* d : k.cards)
      EXPECT_TRUE(d->edition == Edition::kBoth || d->edition == k.edition) << n << " " << d->name;
  }
  const Kingdom first = find_kingdom("first-game");
  EXPECT_EQ(first.name, "First Game");
  EXPECT_EQ(names(first), kFirstGame);
  EXPECT_EQ(names(find_kingdom("silver-and-gold")),
            (std::vector<std::string>{"Bandit", "Bureaucrat", "Chapel", "Harbinger", "Laboratory",
                                      "Merchant", "Mine", "Moneylender", "Throne Room", "Vassal"}));
  EXPECT_EQ(names(find_kingdom("interaction-1e")),
            (std::vector<std::string>{"Bureaucrat", "Chancellor", "Council Room", "Festival",
                                      "Library", "Militia", "Moat", "Spy", "Thief", "Village"}));
  EXPECT_EQ(names(find_kingdom("shipwrecks-1e")),
            (std::vector<std::string>{"Ghost Ship", "Merchant Ship", "Native Village", "Navigator",
                                      "Pearl Diver", "Salvager", "Sea Hag", "Smugglers", "Treasury",
                                      "Warehouse"}));
  // 1st-edition presets get the 1st-edition Throne Room, Mine and Moneylender.
  for (const CardDef* d : find_kingdom("big-money-1e").cards) {
    if (d->name == "Throne Room" || d->name == "Mine" || d->name == "Moneylender") {
      EXPECT_EQ(d->edition, Edition::kFirst) << d->name;
    }
  }
}

// The rulebook kingdoms with Events, Projects or Landmarks (Adventures, Empires, Renaissance):
// each names its landscapes, sets up a game with them, and a game with random players runs to its
// end without breaking the consistency check.
TEST(Kingdom, PresetsWithLandscapesSetUpAndPlay) {
  int with = 0;
  for (const std::string& n : preset_names()) {
    const Kingdom k = find_kingdom(n);
    if (k.landscapes.empty()) continue;
    ++with;
    State s;
    s.setup(game_config(k, 7), 7, 0);
    for (const CardDef* d : k.landscapes)
      EXPECT_NE(s.find(d->name), kNoCard) << n << " " << d->name;
    RandomAgent a0(1), a1(2);
    Agent* agents[2] = {&a0, &a1};
    int steps = 0;
    for (; steps < 200000 && s.advance(); ++steps) {
      Choice c;
      agents[s.decision().decider]->choose(s, s.decision(), c);
      ASSERT_TRUE(s.respond(c)) << n;
    }
    EXPECT_TRUE(s.over()) << n;
    std::string why;
    EXPECT_TRUE(s.is_ok(&why)) << n << ": " << why;
  }
  EXPECT_GE(with, 12 + 20 + 20);  // the Renaissance, Adventures and Empires presets
  auto landscapes = [](const std::string& n) {
    std::vector<std::string> out;
    for (const CardDef* d : find_kingdom(n).landscapes) out.push_back(d->name);
    return out;
  };
  EXPECT_EQ(landscapes("queen-of-tan"), (std::vector<std::string>{"Pathfinding", "Save"}));
  EXPECT_EQ(landscapes("basic-intro"), (std::vector<std::string>{"Wedding", "Tower"}));
  const Kingdom sw = find_kingdom("seacraft-and-witchcraft-1e");
  ASSERT_EQ(sw.card_piles.size(), 1u);
  EXPECT_EQ(sw.card_piles[0].second->name, "Guide");  // Young Witch's Bane
}

TEST(Kingdom, FindsPresetsByFileOrKingdomNameAndFilesByPath) {
  EXPECT_EQ(find_kingdom("First Game").name, "First Game");
  EXPECT_EQ(find_kingdom("Silver & Gold").name, "Silver & Gold");
  EXPECT_EQ(find_kingdom("First Game (1st edition)").edition, Edition::kFirst);

  const std::string path =
      (std::filesystem::temp_directory_path() / "kingdomlab_test_kingdom.toml").string();
  {
    std::ofstream f(path);
    f << file_with(kFirstGame, "players = 4\n");
  }
  const Kingdom k = find_kingdom(path);
  EXPECT_EQ(k.name, "Test");
  EXPECT_EQ(k.players, 4);
  EXPECT_EQ(load_kingdom(path), k);
  std::filesystem::remove(path);

  try {
    find_kingdom("no-such-kingdom");
    FAIL() << "no error";
  } catch (const KingdomError& e) {
    EXPECT_NE(std::string(e.what()).find("\"no-such-kingdom\""), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("first-game"), std::string::npos) << e.what();
  }
  EXPECT_THROW(load_kingdom("/nonexistent/kingdom.toml"), KingdomError);
}

TEST(Kingdom, ParsesEveryKeyAndDefaults) {
  const Kingdom d = parse_kingdom(file_with(kFirstGame), "x.toml");
  EXPECT_EQ(d.edition, Edition::kSecond);
  EXPECT_EQ(d.colony, Use::kAuto);
  EXPECT_EQ(d.shelters, Use::kAuto);
  EXPECT_EQ(d.opening, Opening::kRandom);
  EXPECT_EQ(d.players, 2);

  const Kingdom k =
      parse_kingdom(file_with(kFirstGame,
                              "edition = 1\ncolony = \"yes\"\nshelters = false\nopening = \"5/2\"\n"
                              "players = 6\n"),
                    "x.toml");
  EXPECT_EQ(k.edition, Edition::kFirst);
  EXPECT_EQ(k.colony, Use::kYes);
  EXPECT_EQ(k.shelters, Use::kNo);
  EXPECT_EQ(k.opening, Opening::k52);
  EXPECT_EQ(k.players, 6);

  // Without a name, the file's name.
  const Kingdom unnamed =
      parse_kingdom("cards = " + nlohmann::json(kFirstGame).dump() + "\n", "dir/my-kingdom.toml");
  EXPECT_EQ(unnamed.name, "my-kingdom");
  // Names as in `kingdomlab cards` lookups: case, spaces and dashes do not matter.
  std::vector<std::string> loose = kFirstGame;
  loose[0] = "cellar";
  loose[9] = "WORK-SHOP";
  EXPECT_EQ(parse_kingdom(file_with(loose), "x.toml").cards, d.cards);
}

TEST(Kingdom, EditionPicksTheVersionAndOneEditionCardsAreAllowed) {
  std::vector<std::string> cards = kFirstGame;
  cards[0] = "Throne Room";
  cards[1] = "Harbinger";  // 2nd edition only
  cards[2] = "Feast";      // 1st edition only
  for (Edition e : {Edition::kFirst, Edition::kSecond}) {
    const Kingdom k = parse_kingdom(
        file_with(cards, e == Edition::kFirst ? "edition = 1\n" : "edition = 2\n"), "x.toml");
    EXPECT_EQ(k.cards[0]->name, "Throne Room");
    EXPECT_EQ(k.cards[0]->edition, e);
    EXPECT_EQ(k.cards[1]->edition, Edition::kSecond);
    EXPECT_EQ(k.cards[2]->edition, Edition::kFirst);
    EXPECT_EQ(parse_kingdom(print_kingdom(k), "y.toml"), k);
  }
}

TEST(Kingdom, ErrorsNameFileLineAndProblem) {
  std::vector<std::string> typo = kFirstGame;
  typo[5] = "Smithee";
  EXPECT_EQ(parse_error(file_with(typo)),
            "test.toml:8: unknown card \"Smithee\" (did you mean \"Smithy\"?)");
  std::vector<std::string> twice = kFirstGame;
  twice[9] = "Cellar";
  EXPECT_EQ(parse_error(file_with(twice)), "test.toml:12: \"Cellar\" is listed twice");
  std::vector<std::string> basic = kFirstGame;
  basic[3] = "Copper";
  EXPECT_EQ(parse_error(file_with(basic)),
            "test.toml:6: \"Copper\" is not a Kingdom card (Basic cards are set up by the rules)");
  std::vector<std::string> nine(kFirstGame.begin(), kFirstGame.end() - 1);
  EXPECT_EQ(parse_error(file_with(nine)), "test.toml:2: a kingdom has 10 cards, this one has 9");
  std::vector<std::string> eleven = kFirstGame;
  eleven.push_back("Witch");
  EXPECT_EQ(parse_error(file_with(eleven)), "test.toml:2: a kingdom has 10 cards, this one has 11");
  EXPECT_EQ(parse_error(file_with(kFirstGame, "players = 7\n")),
            "test.toml:14: \"players\" must be 2 to 6 (got 7)");
  EXPECT_EQ(parse_error(file_with(kFirstGame, "players = 1\n")),
            "test.toml:14: \"players\" must be 2 to 6 (got 1)");
  EXPECT_EQ(parse_error(file_with(kFirstGame, "players = \"3\"\n")),
            "test.toml:14: \"players\" must be an integer, not a string");
  EXPECT_EQ(parse_error(file_with(kFirstGame, "edition = 3\n")),
            "test.toml:14: \"edition\" must be 1 or 2 (got 3)");
  EXPECT_EQ(parse_error(file_with(kFirstGame, "\ncolony = \"maybe\"\n")),
            "test.toml:15: \"colony\" must be \"yes\", \"no\" or \"auto\"");
  EXPECT_EQ(parse_error(file_with(kFirstGame, "opening = \"6/1\"\n")),
            "test.toml:14: \"opening\" must be \"random\", \"4/3\" or \"5/2\"");
  EXPECT_EQ(parse_error(file_with(kFirstGame, "player = 3\n")),
            "test.toml:14: unknown key \"player\" (keys: name, edition, cards, landscapes, traits, "
            "colony, shelters, "
            "opening, players, bane, ferryman)");
  EXPECT_EQ(
      parse_error(file_with(kFirstGame, "[options]\nplayers = 3\n")),
      "test.toml:14: unknown key \"options\" (keys: name, edition, cards, landscapes, traits, "
      "colony, shelters, "
      "opening, players, bane, ferryman)");
  EXPECT_EQ(parse_error("name = 5\n"), "test.toml:1: \"name\" must be a string, not an integer");
  EXPECT_EQ(parse_error("cards = \"Smithy\"\n"),
            "test.toml:1: \"cards\" must be an array of card names, not a string");
  EXPECT_EQ(parse_error("cards = [1, 2]\n"),
            "test.toml:1: a card name must be a string, not an integer");
  EXPECT_EQ(parse_error("name = \"X\"\n"), "test.toml: missing \"cards\" (the 10 Kingdom cards)");
  // The first problem in the file is the one reported.
  EXPECT_EQ(parse_error("players = 9\ncards = []\n"),
            "test.toml:1: \"players\" must be 2 to 6 (got 9)");

  // Invalid TOML: toml++'s message, with the line.
  const std::string bad = parse_error("name = \"X\"\nplayers = = 2\n");
  EXPECT_EQ(bad.rfind("test.toml:2: ", 0), 0u) << bad;
  // toml++ quotes what it saw, which can be a newline (found by kl_fuzz kingdom).
  const std::string cut = parse_error("name = \"X\"\ncards = [\"Cellar\",\nn\n]\n");
  EXPECT_EQ(cut.rfind("test.toml:3: ", 0), 0u) << cut;
  EXPECT_NE(cut.find("\\x0A"), std::string::npos) << cut;
  for (const std::string& e : {bad, cut, parse_error(file_with(typo))})
    EXPECT_EQ(e.find('\n'), std::string::npos) << "one line: " << e;
}

// A Provincial leaderboard file (../shared/reference/PROVINCIAL-NOTATION.md) with Base cards.
std::string leaderboard(const std::string& tags, const std::string& cards =
                                                     "cellar,chapel,moat,village,militia,smithy,"
                                                     "witch,laboratory,market,festival") {
  return "Leaderboard\n\nKingdom cards:\t" + cards + "@" + tags +
         "\n\nLeaders:\t2\nLeader 0:\t3.9\te2-d4-p8-witch@2|gold@99|silver@99\n"
         "Leader 1:\t-1\te1-d3-p6-smithy@1|gold@99|silver@99\n\nTournament\nplayer\t0\t1\n";
}

TEST(Kingdom, ReadsAProvincialLeaderboardsKingdom) {
  EXPECT_TRUE(is_provincial_leaderboard(leaderboard("34Split@NoProsperity")));
  EXPECT_FALSE(is_provincial_leaderboard("cards = [\"Village\"]\n"));
  Kingdom k = parse_provincial_kingdom(leaderboard("34Split@NoProsperity"), "dir/auto_abc.txt");
  EXPECT_EQ(k.name, "auto_abc");
  ASSERT_EQ(k.cards.size(), 10u);
  EXPECT_EQ(k.cards[1]->name, "Chapel");
  EXPECT_EQ(k.edition, Edition::kFirst);
  EXPECT_EQ(k.opening, Opening::k43);
  EXPECT_EQ(k.colony, Use::kNo);
  k = parse_provincial_kingdom(leaderboard("25Split@Prosperity"), "x.txt");
  EXPECT_EQ(k.opening, Opening::k52);
  EXPECT_EQ(k.colony, Use::kYes);
  EXPECT_TRUE(game_config(k, 1).colony);
  EXPECT_EQ(game_config(k, 1).opening, Opening::k52);
}

TEST(Kingdom, ProvincialLeaderboardErrorsNameTheLine) {
  auto error = [](const std::string& text) {
    try {
      parse_provincial_kingdom(text, "lb.txt");
    } catch (const KingdomError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error(leaderboard("33Split@NoProsperity")),
            "lb.txt:3: unknown opening split \"33Split\" (expected 25Split or 34Split)");
  EXPECT_NE(error(leaderboard("34Split@Colony")).find("lb.txt:3: expected @Prosperity"),
            std::string::npos);
  EXPECT_NE(error(leaderboard("34Split@NoProsperity", "cellar,chapel")).find("has 2"),
            std::string::npos);
  EXPECT_NE(error(leaderboard("34Split@NoProsperity",
                              "cellar,chapel,moat,village,militia,smithy,witch,lab,market,fest"))
                .find("unknown card \"lab\""),
            std::string::npos);
  EXPECT_NE(error("Leaderboard\n").find("not a Provincial leaderboard"), std::string::npos);
}

TEST(Kingdom, PrintReadsBack) {
  const Kingdom first = find_kingdom("first-game");
  EXPECT_EQ(print_kingdom(first),
            "# First Game\n"
            "name = \"First Game\"\n"
            "edition = 2         # 1 or 2: the version of the cards that changed between "
            "editions\n"
            "cards = [\n"
            "  \"Cellar\", \"Market\", \"Merchant\", \"Militia\", \"Mine\",\n"
            "  \"Moat\", \"Remodel\", \"Smithy\", \"Village\", \"Workshop\",\n"
            "]\n"
            "colony = \"auto\"     # Platinum and Colony: \"yes\", \"no\" or \"auto\" (official "
            "rule)\n"
            "shelters = \"auto\"   # \"yes\", \"no\" or \"auto\"\n"
            "opening = \"random\"  # \"random\", \"4/3\" or \"5/2\"\n"
            "players = 2         # 2 to 6\n");
  for (uint64_t seed = 0; seed < 60; ++seed) {
    Kingdom k = random_kingdom({}, seed, seed % 2 ? Edition::kFirst : Edition::kSecond);
    k.players = 2 + int(seed % 5);
    k.colony = Use(seed % 3);
    k.shelters = Use((seed / 3) % 3);
    k.opening = Opening(seed % 3);
    if (seed % 7 == 0) k.name = "Quotes \" and \\ and\nnewline 'too'";
    EXPECT_EQ(parse_kingdom(print_kingdom(k), "printed.toml"), k) << print_kingdom(k);
  }
}

TEST(Kingdom, RandomKingdomsAreSeededAndFollowTheEdition) {
  const Kingdom a = random_kingdom({"Base"}, 42);
  EXPECT_EQ(a, random_kingdom({"base"}, 42));
  EXPECT_EQ(a.name, "Random (seed 42)");
  EXPECT_NE(a.cards, random_kingdom({"Base"}, 43).cards);
  std::set<std::string> seen;
  for (uint64_t seed = 0; seed < 300; ++seed) {
    for (Edition e : {Edition::kFirst, Edition::kSecond}) {
      const Kingdom k = random_kingdom({}, seed, e);
      ASSERT_EQ(k.cards.size(), 10u);
      EXPECT_EQ(k.edition, e);
      std::set<std::string> distinct;
      for (const CardDef* d : k.cards) {
        EXPECT_TRUE(d->kingdom) << d->name;
        EXPECT_TRUE(d->edition == Edition::kBoth || d->edition == e) << d->name;
        distinct.insert(d->name);
        seen.insert(d->name);
      }
      EXPECT_EQ(distinct.size(), 10u);
    }
  }
  // Every kingdom card of every implemented set turns up; Base has 20 in both editions, 6 in
  // 2nd only, 6 in 1st only.
  std::set<std::string> all, base;
  for (const CardDef& d : Registry::standard().all()) {
    if (!d.kingdom) continue;
    all.insert(d.name);
    if (d.set == "Base") base.insert(d.name);
  }
  EXPECT_EQ(base.size(), 32u);
  EXPECT_EQ(seen, all);

  EXPECT_THROW(random_kingdom({"Nocturne"}, 1), KingdomError);
  Registry small;
  add_basic_cards(small);
  for (int i = 0; i < 9; ++i) {
    CardDef d;
    d.name = "Card" + std::to_string(i);
    d.set = "Tiny";
    d.kingdom = true;
    small.add(d);
  }
  try {
    random_kingdom({}, 1, Edition::kSecond, small);
    FAIL() << "no error";
  } catch (const KingdomError& e) {
    EXPECT_EQ(std::string(e.what()),
              "only 9 Kingdom cards to choose from (all sets), a kingdom needs 10");
  }
}

// A registry of basic cards and 10 fake kingdom cards: `prosperity` of set Prosperity, then
// `dark_ages` of set Dark Ages, the rest of set Base.
struct FakeKingdom {
  Registry reg;
  Kingdom k;
  FakeKingdom(int prosperity, int dark_ages) {
    add_basic_cards(reg);
    for (int i = 0; i < 10; ++i) {
      CardDef d;
      d.name = "Fake" + std::to_string(i);
      d.set = i < prosperity ? "Prosperity" : i < prosperity + dark_ages ? "Dark Ages" : "Base";
      d.kingdom = true;
      d.cost = 3;
      d.types = kAction;
      k.cards.push_back(reg.add(d));
    }
  }
};

TEST(Kingdom, ColonyAndSheltersByTheOfficialRule) {
  // No Prosperity or Dark Ages card: never; all Prosperity: always Colony.
  const Kingdom first = find_kingdom("first-game");
  FakeKingdom all(10, 0);
  for (uint64_t seed = 0; seed < 100; ++seed) {
    EXPECT_FALSE(uses_colony(first, seed));
    EXPECT_FALSE(uses_shelters(first, seed));
    EXPECT_TRUE(uses_colony(all.k, seed));
    EXPECT_FALSE(uses_shelters(all.k, seed));
  }
  // In proportion; Colony and Shelters decided by two different cards.
  FakeKingdom half(5, 5);
  int colony = 0, shelters = 0, both = 0, neither = 0;
  const int n = 4000;
  for (uint64_t seed = 0; seed < uint64_t(n); ++seed) {
    const bool c = uses_colony(half.k, seed), s = uses_shelters(half.k, seed);
    EXPECT_EQ(c, uses_colony(half.k, seed));  // the same every time
    colony += c;
    shelters += s;
    both += c && s;
    neither += !c && !s;
  }
  EXPECT_NEAR(double(colony) / n, 0.5, 0.04);
  EXPECT_NEAR(double(shelters) / n, 0.5, 0.04);
  EXPECT_NEAR(double(both) / n, 5.0 / 10 * 5.0 / 9, 0.04);  // 0.278: not the same card
  EXPECT_NEAR(double(neither) / n, 5.0 / 10 * 5.0 / 9, 0.04);
  FakeKingdom one(1, 0);
  int one_colony = 0;
  for (uint64_t seed = 0; seed < uint64_t(n); ++seed) one_colony += uses_colony(one.k, seed);
  EXPECT_NEAR(double(one_colony) / n, 0.1, 0.03);
  // The order the cards are listed in does not matter.
  Kingdom reversed = half.k;
  std::reverse(reversed.cards.begin(), reversed.cards.end());
  for (uint64_t seed = 0; seed < 50; ++seed)
    EXPECT_EQ(uses_colony(reversed, seed), uses_colony(half.k, seed));

  // yes/no override the rule.
  Kingdom forced = all.k;
  forced.colony = Use::kNo;
  forced.shelters = Use::kYes;
  EXPECT_FALSE(uses_colony(forced, 1));
  EXPECT_TRUE(uses_shelters(forced, 1));
}

TEST(Kingdom, GameConfigSetsUpAGame) {
  Kingdom k = find_kingdom("first-game");
  k.players = 3;
  k.opening = Opening::k43;
  GameConfig cfg = game_config(k, 1);
  EXPECT_EQ(cfg.players, 3);
  EXPECT_EQ(cfg.kingdom, k.cards);
  EXPECT_FALSE(cfg.colony);
  EXPECT_EQ(cfg.opening, Opening::k43);
  EXPECT_EQ(cfg.basics[kProvince], Registry::standard().basic(kProvince));
  State s;
  s.setup(cfg, 1, 0);
  EXPECT_EQ(s.num_players(), 3);
  EXPECT_EQ(s.player(0).hand.count(kCopper), 4);

  k.colony = Use::kYes;
  cfg = game_config(k, 1);
  EXPECT_TRUE(cfg.colony);
  s.setup(cfg, 1, 0);
  EXPECT_EQ(s.pile(kColony), 12);

  // Shelters replace the starting Estates.
  k.shelters = Use::kYes;
  cfg = game_config(k, 1);
  s.setup(cfg, 1, 0);
  EXPECT_EQ(s.player(0).owned[kEstate], 0);
  EXPECT_EQ(s.player(0).owned[s.find("Hovel")], 1);
  EXPECT_EQ(s.player(0).owned[s.find("Necropolis")], 1);
  EXPECT_EQ(s.player(0).owned[s.find("Overgrown Estate")], 1);
  EXPECT_EQ(s.player(0).owned[kCopper], 7);
}

// Landscapes (tests/mechanism_cards.h's test-only ones): in kingdom files with their Traits'
// piles, printed and read back, dealt into random kingdoms by the official rule, and set up.
TEST(Kingdom, LandscapesAndTraitsInFiles) {
  const Registry& reg = test::mechanism_registry();
  const std::vector<std::string> cards = {"Tent",   "Smithy",  "Village", "Market", "Cellar",
                                          "Chapel", "Militia", "Moat",    "Mine",   "Courier"};
  const Kingdom k =
      parse_kingdom(file_with(cards,
                              "landscapes = [\"Errand\", \"Thrifty\", \"Guild of Testers\"]\n"
                              "traits = { Thrifty = \"Smithy\" }\n"),
                    "t.toml", reg);
  ASSERT_EQ(k.landscapes.size(), 3u);
  EXPECT_EQ(k.landscapes[0]->name, "Errand");
  ASSERT_EQ(k.traits.size(), 1u);
  EXPECT_EQ(k.traits[0].second->name, "Smithy");
  EXPECT_EQ(parse_kingdom(print_kingdom(k), "printed.toml", reg), k) << print_kingdom(k);
  const GameConfig cfg = game_config(k, 3, reg);
  ASSERT_EQ(cfg.landscapes.size(), 3u);
  EXPECT_EQ(cfg.traits, k.traits);
  ASSERT_EQ(cfg.mixed.size(), 1u);  // Tent over Pavilion
  State s;
  s.setup(cfg, 3, 0);
  EXPECT_EQ(s.cost(s.find("Smithy")), 3);  // Thrifty
  EXPECT_EQ(s.player(1).favors, 1);        // the Ally

  const auto error = [&](const std::string& extra) {
    try {
      parse_kingdom(file_with(cards, extra), "t.toml", reg);
    } catch (const KingdomError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(error("landscapes = [\"Smithy\"]\n"),
            "t.toml:14: \"Smithy\" is a card, not an Event, Project, Landmark, Way, Ally, "
            "Trait or Prophecy (cards go in \"cards\")");
  EXPECT_EQ(error("landscapes = [\"Erand\"]\n"),
            "t.toml:14: unknown landscape \"Erand\" (did you mean \"Errand\"?)");
  EXPECT_EQ(error("landscapes = [\"Thrifty\"]\ntraits = { Thrifty = \"Province\" }\n"),
            "t.toml:15: a Trait sits on a Kingdom card of this kingdom, not \"Province\"");
  EXPECT_EQ(error("traits = { Thrifty = \"Smithy\" }\n"),
            "t.toml:14: the Trait \"Thrifty\" is not in \"landscapes\"");
  EXPECT_EQ(
      error("landscapes = [\"Thrifty\"]\ntraits = { Thrifty = \"Courier\", Errand = \"Moat\" }\n"),
      "t.toml:15: \"Errand\" is not a Trait");
}

TEST(Kingdom, GameConfigDealsAllyProphecyAndTraitPilesByTheSeed) {
  const Registry& reg = test::mechanism_registry();
  Kingdom k;
  k.name = "K";
  for (const char* n : {"Courier", "Sunrise", "Smithy", "Village", "Market", "Cellar", "Chapel",
                        "Militia", "Moat", "Mine"})
    k.cards.push_back(reg.find(n));
  k.landscapes = {reg.find("Thrifty")};
  std::set<std::string> piles;
  for (uint64_t seed = 0; seed < 40; ++seed) {
    const GameConfig cfg = game_config(k, seed, reg);
    EXPECT_EQ(game_config(k, seed, reg).traits, cfg.traits);  // the same every time
    ASSERT_EQ(cfg.traits.size(), 1u);
    EXPECT_TRUE(cfg.traits[0].second->is(kAction | kTreasure));
    piles.insert(cfg.traits[0].second->name);
    // A Liaison brings an Ally, an Omen a Prophecy.
    EXPECT_EQ(std::count_if(cfg.landscapes.begin(), cfg.landscapes.end(),
                            [](const CardDef* d) { return d->is(kAlly); }),
              1);
    EXPECT_EQ(std::count_if(cfg.landscapes.begin(), cfg.landscapes.end(),
                            [](const CardDef* d) { return d->is(kProphecy); }),
              1);
  }
  EXPECT_GT(piles.size(), 3u);  // drawn, not always the same pile

  // Shelters replace the starting Estates when the kingdom says so.
  k.shelters = Use::kYes;
  State s;
  s.setup(game_config(k, 1, reg), 1, 0);
  EXPECT_EQ(s.player(0).owned[kEstate], 0);
  EXPECT_EQ(s.player(0).owned[kCopper], 7);
  EXPECT_EQ(s.player(0).owned[s.find("Necropolis")], 1);
}

TEST(Kingdom, RandomKingdomsDealLandscapesByTheOfficialRule) {
  const Registry& reg = test::mechanism_registry();
  int with = 0, allies = 0;
  for (uint64_t seed = 0; seed < 300; ++seed) {
    const Kingdom k = random_kingdom({"Test"}, seed, Edition::kSecond, reg);
    ASSERT_EQ(k.cards.size(), 10u);
    int dealt = 0;
    for (const CardDef* d : k.landscapes) {
      EXPECT_TRUE(d->landscape());
      dealt += d->is(kEvent | kLandmark | kProject | kWay | kTrait);
      if (d->is(kAlly)) {
        ++allies;
        EXPECT_TRUE(std::any_of(k.cards.begin(), k.cards.end(),
                                [](const CardDef* c) { return c->is(kLiaison); }));
      }
    }
    EXPECT_LE(dealt, 2);
    with += dealt > 0;
    EXPECT_EQ(parse_kingdom(print_kingdom(k), "r.toml", reg), k) << print_kingdom(k);
  }
  EXPECT_GT(with, 150);  // 11 landscapes among 26 randomizers: most kingdoms get some
  EXPECT_GT(allies, 0);
  // Without landscapes among the sets, the same seed deals the same kingdom as before they
  // existed (the draw is the same partial shuffle).
  EXPECT_EQ(names(random_kingdom({"Base"}, 42, Edition::kSecond, reg)),
            names(random_kingdom({"Base"}, 42)));
}

using test::cli;
using test::CliRun;

TEST(KingdomCommand, ListShowRandom) {
  const CliRun list = cli({"kingdom", "list"});
  ASSERT_EQ(list.code, 0) << list.err;
  EXPECT_NE(list.out.find("first-game-1e        1        Cellar, Market, Militia, Mine, Moat, "
                          "Remodel, Smithy, Village, Woodcutter, Workshop\n"),
            std::string::npos)
      << list.out;
  const std::vector<std::string> names_list = preset_names();
  const size_t presets = names_list.size();
  EXPECT_NE(list.out.find(fmt::format("{} presets\n", presets)), std::string::npos) << list.out;

  const CliRun list_json = cli({"kingdom", "list", "--json"});
  ASSERT_EQ(list_json.code, 0) << list_json.err;
  const nlohmann::json lj = nlohmann::json::parse(list_json.out);
  ASSERT_EQ(lj.size(), presets);
  const size_t first =
      size_t(std::find(names_list.begin(), names_list.end(), "first-game") - names_list.begin());
  ASSERT_LT(first, presets);
  EXPECT_EQ(lj[first]["preset"], "first-game");
  EXPECT_EQ(lj[first]["name"], "First Game");
  EXPECT_EQ(lj[first]["edition"], 2);
  EXPECT_EQ(lj[first]["cards"], nlohmann::json(kFirstGame));

  const CliRun show = cli({"kingdom", "show", "first-game", "--json"});
  ASSERT_EQ(show.code, 0) << show.err;
  const nlohmann::json sj = nlohmann::json::parse(show.out);
  EXPECT_EQ(sj["cards"], nlohmann::json(kFirstGame));
  EXPECT_EQ(sj["players"], 2);
  EXPECT_EQ(sj["colony"], "auto");
  EXPECT_EQ(sj["opening"], "random");
  const CliRun show_text = cli({"kingdom", "show", "Size Distortion (1st edition)"});
  ASSERT_EQ(show_text.code, 0) << show_text.err;
  EXPECT_EQ(show_text.out.rfind("Size Distortion (1st edition)\nedition 1, 2 players,", 0), 0u)
      << show_text.out;
  EXPECT_NE(show_text.out.find("$4  Feast          Action\n"), std::string::npos) << show_text.out;

  const CliRun r1 = cli({"kingdom", "random", "--seed", "7", "--edition", "1", "--players", "4"});
  ASSERT_EQ(r1.code, 0) << r1.err;
  EXPECT_EQ(r1.out,
            cli({"kingdom", "random", "--seed", "7", "--edition", "1", "--players", "4"}).out);
  const Kingdom k = parse_kingdom(r1.out, "stdout");
  EXPECT_EQ(k.name, "Random (seed 7)");
  EXPECT_EQ(k.players, 4);
  EXPECT_EQ(k.edition, Edition::kFirst);
  Kingdom expected = random_kingdom({}, 7, Edition::kFirst);
  expected.players = 4;
  EXPECT_EQ(k, expected);
  const CliRun base = cli(
      {"kingdom", "random", "--sets", "Base", "--seed", "7", "--edition", "1", "--players", "4"});
  ASSERT_EQ(base.code, 0) << base.err;
  Kingdom base_expected = random_kingdom({"Base"}, 7, Edition::kFirst);
  base_expected.players = 4;
  EXPECT_EQ(parse_kingdom(base.out, "stdout"), base_expected);
  for (const CardDef* d : base_expected.cards) EXPECT_EQ(d->set, "Base") << d->name;
}

TEST(KingdomCommand, ProvincialLeaderboardAsKingdomAndLeadersAsStrategies) {
  const auto path = std::filesystem::temp_directory_path() / "kl_test_leaderboard.txt";
  std::ofstream(path) << leaderboard("25Split@NoProsperity");
  const std::string file = path.string();
  CliRun r =
      cli({"match", file + "#0", file + "#1", "--kingdom", file, "--games", "200", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["strategies"][0]["name"], "kl_test_leaderboard#0");
  EXPECT_EQ(j["strategies"][1]["name"], "kl_test_leaderboard#1");
  r = cli({"match", file, "--games", "100"});  // every leader
  EXPECT_EQ(r.code, 0) << r.err;
  r = cli({"match", file + "#2", "Big Money"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("leaders #0 to #1"), std::string::npos) << r.err;
  r = cli({"kingdom", "show", file});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("opening 5/2"), std::string::npos) << r.out;
  std::filesystem::remove(path);
}

TEST(KingdomCommand, BadInputIsExitCode2WithOneLine) {
  const std::string path =
      (std::filesystem::temp_directory_path() / "kingdomlab_test_bad.toml").string();
  {
    std::ofstream f(path);
    f << file_with({"Cellar"});
  }
  const std::pair<std::vector<std::string>, std::string> cases[] = {
      {{"kingdom", "show", "nonsense"}, "no kingdom preset or file \"nonsense\""},
      {{"kingdom", "show", path}, path + ":2: a kingdom has 10 cards, this one has 1"},
      {{"kingdom", "random", "--edition", "3"}, "--edition must be 1 or 2 (got 3)"},
      {{"kingdom", "random", "--players", "7"}, "--players must be 2 to 6 (got 7)"},
      {{"kingdom", "random", "--sets", "Base,Nocturne"}, "no Kingdom cards in set \"Nocturne\""},
      {{"kingdom"}, "subcommand"},
  };
  for (const auto& [args, mention] : cases) {
    const CliRun r = cli(args);
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_NE(r.err.find(mention), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << "one line: " << r.err;
  }
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace kl
