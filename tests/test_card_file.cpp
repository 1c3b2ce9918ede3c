// Card files: overrides change how cards play, custom cards play with their based-on card's
// effect and heuristics, bad files get one-line errors with file and line, and --cards works for
// every command.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cards/card_file.h"
#include "cards/kingdom.h"
#include "evolution/arena/match.h"
#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "tests/cli_runner.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::Scenario;

// The example of docs/card-design.md.
constexpr const char* kExample =
    R"(# Is Wharf still good at $6? Make Smithy cost 5; add a "Super Village".
[override.Smithy]
cost = 5

[card."Super Village"]
cost = 3
types = ["Action"]
cards = 2
actions = 2

[card."Cheap Witch"]
based_on = "Witch"     # Witch's effect and heuristics, and a copy of its fields...
cost = 4               # ...changed by the fields given
)";

Registry with_cards(const std::string& text) {
  Registry reg = Registry::built_in();
  apply_card_file(reg, text, "t.toml");
  return reg;
}

// The error apply_card_file reports for `text` on a fresh registry ("" if none).
std::string error_of(const std::string& text) {
  Registry reg = Registry::built_in();
  try {
    apply_card_file(reg, text, "t.toml");
  } catch (const CardFileError& e) {
    return e.what();
  }
  return "";
}

// ------------------------------------------------------------------------- overrides

TEST(CardFile, OverriddenCostDecidesWhatCanBeBought) {
  const Registry reg = with_cards(kExample);
  EXPECT_EQ(reg.find("Smithy")->cost, 5);
  EXPECT_EQ(Registry::built_in().find("Smithy")->cost, 4);  // other registries keep theirs
  for (int coins : {4, 5}) {
    Scenario sc({"Smithy"}, 2, Edition::kSecond, 1, reg);
    sc.set(0, Zone::kHand, {});
    sc.turn(0, 1, 1, coins);
    sc.expect(DecisionKind::kBuy);
    EXPECT_EQ(sc.s.can_buy(sc.id("Smithy")), coins == 5) << "$" << coins;
    EXPECT_EQ(sc.s.respond(Choice::one(sc.id("Smithy"))), coins == 5) << "$" << coins;
  }
}

TEST(CardFile, OverriddenBonusesChangeThePlay) {
  const Registry reg = with_cards("[override.Village]\ncards = 2\n");
  Scenario sc({"Village"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Village"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Copper"});
  sc.turn(0);
  sc.play("Village");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.cards(0, Zone::kHand), (std::vector<std::string>{"Gold", "Silver"}));
  EXPECT_EQ(sc.s.actions(), 2);

  // The same with the implemented Village: one card.
  Scenario plain({"Village"});
  plain.set(0, Zone::kHand, {"Village"});
  plain.set(0, Zone::kDeck, {"Gold", "Silver", "Copper"});
  plain.turn(0);
  plain.play("Village");
  plain.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(plain.cards(0, Zone::kHand), (std::vector<std::string>{"Gold"}));
}

TEST(CardFile, EveryFieldCanBeOverridden) {
  const Registry reg = with_cards(R"(
[override.Festival]
cost = 6
potion_cost = true
types = ["Action", "Attack"]
cards = 1
actions = 3
buys = 2
coins = 3
vp = 2
pile = 12

[override.Silver]
coin = 3
potions = 1
)");
  const CardDef& f = *reg.find("Festival");
  EXPECT_EQ(f.cost, 6);
  EXPECT_TRUE(f.potion_cost);
  EXPECT_EQ(f.types, kAction | kAttack);
  EXPECT_EQ(f.plus_cards, 1);
  EXPECT_EQ(f.plus_actions, 3);
  EXPECT_EQ(f.plus_buys, 2);
  EXPECT_EQ(f.plus_coins, 3);
  EXPECT_EQ(f.vp, 2);
  EXPECT_EQ(f.pile, 12);
  EXPECT_EQ(f.name, "Festival");
  EXPECT_EQ(f.set, "Base");
  const CardDef& silver = *reg.find("Silver");
  EXPECT_EQ(silver.coin, 3);
  EXPECT_EQ(silver.potion, 1);

  // The game sees them: pile size, Potion in the Supply, VP at the end, a Silver's $3.
  Scenario sc({"Festival"}, 2, Edition::kSecond, 1, reg);
  EXPECT_EQ(sc.s.pile(sc.id("Festival")), 12);
  EXPECT_TRUE(sc.s.in_supply(kPotion));
  sc.set(0, Zone::kHand, {"Silver"});
  sc.turn(0);
  sc.expect(DecisionKind::kPlayTreasures);
  sc.answer(Choice::all_treasures());
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.coins(), 3);
  EXPECT_EQ(sc.s.potions(), 1);
}

TEST(CardFile, EditionSplitCardsChangeBothOrOne) {
  const Registry both = with_cards("[override.\"Throne Room\"]\ncost = 3\n");
  EXPECT_EQ(both.find("Throne Room", Edition::kFirst)->cost, 3);
  EXPECT_EQ(both.find("Throne Room", Edition::kSecond)->cost, 3);

  const Registry first = with_cards(R"(
[override."Throne Room"]
edition = 1
cost = 3
[override."throne room"]   # the other edition, separately
edition = 2
cost = 5
)");
  EXPECT_EQ(first.find("Throne Room", Edition::kFirst)->cost, 3);
  EXPECT_EQ(first.find("Throne Room", Edition::kSecond)->cost, 5);
  EXPECT_EQ(first.find("Mine", Edition::kFirst)->cost, 5);
}

// ------------------------------------------------------------------------- custom cards

TEST(CardFile, CustomCardsAreKingdomCardsOfSetCustom) {
  const Registry reg = with_cards(kExample);
  const CardDef* sv = reg.find("super village");
  ASSERT_NE(sv, nullptr);
  EXPECT_EQ(sv->name, "Super Village");
  EXPECT_EQ(sv->set, "Custom");
  EXPECT_EQ(int(sv->edition), int(Edition::kBoth));
  EXPECT_TRUE(sv->kingdom);
  EXPECT_EQ(sv->cost, 3);
  EXPECT_EQ(sv->types, kAction);
  EXPECT_EQ(sv->plus_cards, 2);
  EXPECT_EQ(sv->plus_actions, 2);
  EXPECT_EQ(sv->on_play, nullptr);
  EXPECT_EQ(find_card_ai(*sv), nullptr);  // vanilla: the generic rules

  Scenario sc({"Super Village"}, 2, Edition::kSecond, 1, reg);
  EXPECT_EQ(sc.s.pile(sc.id("Super Village")), 10);
  sc.set(0, Zone::kHand, {"Super Village"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Copper"});
  sc.turn(0);
  sc.play("Super Village");
  EXPECT_EQ(sc.cards(0, Zone::kHand), (std::vector<std::string>{"Gold", "Silver"}));
  EXPECT_EQ(sc.s.actions(), 2);
}

TEST(CardFile, BasedOnCopiesTheCardThenAppliesTheFields) {
  const Registry reg = with_cards(kExample);
  const CardDef& cw = *reg.find("Cheap Witch");
  const CardDef& witch = *reg.find("Witch");
  EXPECT_EQ(cw.cost, 4);                   // given
  EXPECT_EQ(cw.types, kAction | kAttack);  // copied
  EXPECT_EQ(cw.plus_cards, 2);             // copied
  EXPECT_EQ(cw.on_play, witch.on_play);
  EXPECT_EQ(cw.effect_of, "Witch");
  EXPECT_EQ(cw.set, "Custom");
  ASSERT_NE(find_card_ai(witch), nullptr);
  EXPECT_EQ(find_card_ai(cw), find_card_ai(witch));

  // The reaction and end-of-game hooks come along too; the based-on card's own based-on card
  // gives the effect and AI of a chain.
  const Registry more = with_cards(R"(
[card."Big Moat"]
based_on = "Moat"
cards = 3
[card."Bigger Moat"]
based_on = "Big Moat"
cost = 3
[card."Cheap Gardens"]
based_on = "Gardens"
cost = 3
)");
  ASSERT_EQ(more.find("Bigger Moat")->num_reactions, 1);
  EXPECT_EQ(more.find("Bigger Moat")->reactions[0].fn, more.find("Moat")->reactions[0].fn);
  EXPECT_NE(more.find("Bigger Moat")->reactions[0].fn, nullptr);
  EXPECT_EQ(more.find("Bigger Moat")->plus_cards, 3);
  EXPECT_EQ(more.find("Bigger Moat")->effect_of, "Moat");
  EXPECT_EQ(more.find("Cheap Gardens")->end_vp, more.find("Gardens")->end_vp);
  EXPECT_NE(more.find("Cheap Gardens")->end_vp, nullptr);
}

TEST(CardFile, CustomWitchGivesCursesAndTheHeuristicPlayerPlaysIt) {
  const Registry reg = with_cards(kExample);
  // With Witch's play order (before Smithy); the generic order of a $4 terminal comes after.
  Scenario sc({"Cheap Witch", "Smithy"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Smithy", "Cheap Witch", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  const Strategy st = parse_strategy("strategy \"CW\" menu Cheap Witch×2 Gold Silver", "s", reg);
  StrategyPlayer player(st);
  player.start(sc.s, 0);
  const Decision& d = sc.expect(DecisionKind::kPlayAction);
  Choice c;
  player.choose(sc.s, d, c);
  ASSERT_EQ(c.n, 1);
  EXPECT_EQ(c.cards[0], sc.id("Cheap Witch"));
  sc.answer(c);
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Curse"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kHand),
            (std::vector<std::string>{"Copper", "Gold", "Silver", "Smithy"}));

  // Whole games: the heuristic player buys and plays it, and the opponent ends up cursed.
  const Strategy bm = parse_strategy("strategy \"BM\" menu Gold Silver", "s", reg);
  StrategyPlayer a(st), b(bm);
  Agent* agents[2] = {&a, &b};
  int curses = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    State s;
    s.setup(reg.config({reg.find("Cheap Witch")}, 2), seed, 0);
    play_game(s, agents);
    curses += s.player(1).owned[kCurse];
    EXPECT_EQ(s.player(0).owned[kCurse], 0);
  }
  EXPECT_GE(curses, 30);
}

TEST(CardFile, CustomVanillaCardWinsAMatch) {
  const Registry reg = with_cards(kExample);
  const Strategy sv = parse_strategy("strategy \"SV\" menu Super Village×2 Gold Silver", "s", reg);
  const Strategy bm = parse_strategy("strategy \"BM\" menu Gold Silver", "s", reg);
  MatchConfig cfg;
  cfg.strategies = {&sv, &bm};
  cfg.game = reg.config({reg.find("Super Village")}, 2);
  cfg.games = 2000;
  cfg.threads = 2;
  const MatchResult r = run_match(cfg);
  EXPECT_GT(r.margin().lo, 0) << r.margin().lo;
  EXPECT_GT(r.stats[0].wins, r.stats[0].losses);
}

TEST(CardFile, CustomVictoryCardPilesFollowTheRule) {
  const Registry reg = with_cards(R"(
[card."Big Estate"]
cost = 4
types = ["Victory"]
vp = 2
[card."Small Estate"]
cost = 1
types = ["Victory"]
vp = 1
pile = 5
)");
  const std::vector<const CardDef*> kingdom = {reg.find("Big Estate"), reg.find("Small Estate")};
  for (int players : {2, 3}) {
    State s;
    s.setup(reg.config(kingdom, players), 1, 0);
    EXPECT_EQ(s.pile(s.find(reg.find("Big Estate"))), players == 2 ? 8 : 12);
    EXPECT_EQ(s.pile(s.find(reg.find("Small Estate"))), 5);
  }
}

TEST(CardFile, CustomCardsHaveAnEditionAndASetWhenGiven) {
  const Registry reg = with_cards(R"(
[card."Old Throne"]
based_on = "Throne Room"
edition = 1      # a 1st-edition card: based on the 1st-edition Throne Room
cost = 3
[card."Royal Hall"]
set = "Prosperity"
cost = 5
types = ["Action", "Victory"]
cards = 1
actions = 2
vp = 1
)");
  const CardDef& old = *reg.find("Old Throne");
  EXPECT_EQ(int(old.edition), int(Edition::kFirst));
  EXPECT_EQ(old.on_play, reg.find("Throne Room", Edition::kFirst)->on_play);
  EXPECT_EQ(find_card_ai(old), find_card_ai(*reg.find("Throne Room")));
  EXPECT_EQ(reg.find("Royal Hall")->set, "Prosperity");
  EXPECT_EQ(reg.find("Royal Hall")->types, kAction | kVictory);

  // It plays by the 1st edition's rules: a Throne Room must choose an Action when it can.
  Scenario sc({"Old Throne", "Smithy", "Village"}, 2, Edition::kFirst, 1, reg);
  sc.set(0, Zone::kHand, {"Old Throne", "Smithy", "Village"});
  sc.turn(0);
  sc.play("Old Throne");
  EXPECT_EQ(sc.expect(DecisionKind::kChooseCards).min, 1);
  const Registry second = with_cards("[card.\"New Throne\"]\nbased_on = \"Throne Room\"\n");
  Scenario sc2({"New Throne", "Smithy", "Village"}, 2, Edition::kSecond, 1, second);
  sc2.set(0, Zone::kHand, {"New Throne", "Smithy", "Village"});
  sc2.turn(0);
  sc2.play("New Throne");
  EXPECT_EQ(sc2.expect(DecisionKind::kChooseCards).min, 0);
}

TEST(CardFile, HeuristicsOfThroneRoomCopiesDoNotRecurse) {
  // Two Throne Room effects (two Throne Rooms, or one and a custom copy) and a target in one
  // hand: the AI must not ask each about the other forever.
  const Registry reg =
      with_cards("[card.\"Cheap Throne\"]\nbased_on = \"Throne Room\"\ncost = 3\n");
  for (const char* second : {"Throne Room", "Cheap Throne"}) {
    Scenario sc({"Cheap Throne", "Throne Room", "Smithy"}, 2, Edition::kSecond, 1, reg);
    sc.set(0, Zone::kHand, {second, "Throne Room", "Smithy", "Copper"});
    sc.turn(0);
    const Strategy st = parse_strategy("strategy \"T\" menu Gold Silver", "s", reg);
    StrategyPlayer player(st);
    player.start(sc.s, 0);
    const Decision& d = sc.expect(DecisionKind::kPlayAction);
    Choice c;
    player.choose(sc.s, d, c);
    ASSERT_EQ(c.n, 1) << second;
    EXPECT_EQ(sc.s.def(c.cards[0]).effect_name(), "Throne Room") << second;
  }
}

TEST(CardFile, CustomCardsWorkInKingdomsButNotInRandomOnesUnlessAsked) {
  const Registry reg = with_cards(kExample);
  const Kingdom k = parse_kingdom(R"(cards = ["Super Village", "Cheap Witch", "Cellar", "Chapel",
    "Moat", "Village", "Smithy", "Market", "Festival", "Laboratory"])",
                                  "k.toml", reg);
  EXPECT_EQ(k.cards[0], reg.find("Super Village"));
  for (uint64_t seed = 1; seed <= 30; ++seed)
    for (const CardDef* d : random_kingdom({}, seed, Edition::kSecond, reg).cards)
      EXPECT_NE(d->set, "Custom") << seed;
  bool seen = false;
  for (uint64_t seed = 1; seed <= 30; ++seed)
    for (const CardDef* d : random_kingdom({"Base", "Custom"}, seed, Edition::kSecond, reg).cards)
      seen |= d->set == "Custom";
  EXPECT_TRUE(seen);
}

// ------------------------------------------------------------------------- errors

TEST(CardFile, BadFilesGetOneLineErrorsWithTheLine) {
  struct Case {
    const char* text;
    const char* error;  // the whole message after "t.toml:"
  };
  const Case cases[] = {
      {"[override.Smithee]\ncost = 5\n",
       "1: unknown card \"Smithee\" to override (did you mean \"Smithy\"?)"},
      {"[override.Smithy]\ncsot = 5\n",
       "2: unknown field \"csot\" in [override.\"Smithy\"] (did you mean \"cost\"?)"},
      {"[override.Smithy]\ncost = \"five\"\n", "2: \"cost\" must be an integer, not a string"},
      {"[override.Smithy]\ncost = 4.5\n", "2: \"cost\" must be an integer, not a number"},
      {"[override.Smithy]\n\ncost = -1\n", "3: \"cost\" must be 0 to 99 (got -1)"},
      {"[override.Smithy]\ncards = 100\n", "2: \"cards\" must be 0 to 99 (got 100)"},
      {"[override.Smithy]\npotion_cost = 1\n",
       "2: \"potion_cost\" must be true or false, not an integer"},
      {"[override.Smithy]\ntypes = [\"Action\", \"Atack\"]\n",
       "2: unknown type \"Atack\" (did you mean \"Attack\"?)"},
      {"[override.Smithy]\ntypes = \"Action\"\n",
       "2: \"types\" must be an array of type names like [\"Action\", \"Attack\"], not a string"},
      {"[override.Smithy]\ntypes = [\"Attack\"]\n",
       "2: [override.\"Smithy\"] must be an Action, Treasure, Victory, Curse or Night card "
       "(\"types\"); Events, Projects and other landscapes cannot be written in a card file yet"},
      {"[override.Smithy]\ntypes = [\"Action\", \"Event\"]\n",
       "2: [override.\"Smithy\"] must be an Action, Treasure, Victory, Curse or Night card "
       "(\"types\"); Events, Projects and other landscapes cannot be written in a card file yet"},
      {"[override.Smithy]\ncoin = 2\n",
       "2: \"coin\" is a Treasure's $ and [override.\"Smithy\"] is not a Treasure; \"coins\" is an "
       "Action's +$"},
      {"[override.Province]\npile = 12\n",
       "2: \"pile\" is for Kingdom cards; the Basic piles of Province follow the rules"},
      {"[override.Smithy]\n",
       "1: [override.\"Smithy\"] changes nothing (fields: cost, "
       "potion_cost, types, cards, actions, buys, coins, coin, potions, "
       "vp, pile)"},
      {"[override.Smithy]\ncost = 5\n[override.smithy]\ncost = 6\n",
       "3: Smithy is already overridden at line 1"},
      {"[override.Smithy]\nedition = 1\ncost = 5\n",
       "2: Smithy is the same card in both editions; \"edition\" picks one version of a card that "
       "has two (Throne Room, Mine, ...)"},
      {"[override.Harbinger]\nedition = 1\ncost = 2\n", "2: Harbinger has no 1st-edition version"},
      {"[override.\"Throne Room\"]\nedition = 3\n", "2: \"edition\" must be 1 or 2"},
      {"[override]\nSmithy = 5\n",
       "2: \"Smithy\" must be a table of fields: [override.\"Smithy\"] with one field a line below "
       "it, not an integer"},
      {"override = 5\n",
       "1: \"override\" must hold tables: [override.NAME] with the fields below it"},
      {"[overide.Smithy]\ncost = 5\n",
       "1: unknown section \"overide\" (did you mean \"override\"?); a card file has "
       "[override.NAME] and [card.NAME] tables"},
      {"[card.Smithy]\ncost = 3\ntypes = [\"Action\"]\n",
       "1: a card named \"Smithy\" already exists (Base); [override.\"Smithy\"] changes it"},
      {"[card.\"Super Village\"]\ncost = 3\ntypes = [\"Action\"]\n[card.SuperVillage]\ncost = "
       "2\ntypes = [\"Action\"]\n",
       "4: a card named \"Super Village\" already exists (Custom); [override.\"Super Village\"] "
       "changes it"},
      {"[card.X]\nbased_on = \"Wtich\"\n",
       "2: \"based_on\": unknown card \"Wtich\" (did you mean \"Witch\"?)"},
      {"[card.X]\nbased_on = \"Y\"\n[card.Y]\nbased_on = \"Witch\"\n",
       "2: \"based_on\": \"Y\" is defined further down; define it before the cards based on it"},
      {"[card.X]\nbased_on = 5\n", "2: \"based_on\" must be a string, not an integer"},
      {"\n[card.\"Super Village\"]\ncost = 3\n",
       "2: [card.\"Super Village\"] needs \"types\" (or \"based_on\" to copy a card)"},
      {"[card.\"Super Village\"]\ntypes = [\"Action\"]\n",
       "1: [card.\"Super Village\"] needs \"cost\" (or \"based_on\" to copy a card)"},
      {"[card.\"Super(Village)\"]\ncost = 3\ntypes = [\"Action\"]\n",
       "1: a card name must start with a letter and hold only letters, digits, single spaces, "
       "dashes and apostrophes (got \"Super(Village)\")"},
      {"[card.X]\nbased_on = \"Witch\"\nset = \"Basic\"\n",
       "3: \"set\" must name a set of Kingdom cards (default: Custom)"},
      {"[card.X]\nbased_on = \"Witch\"\ncots = 4\n",
       "3: unknown field \"cots\" in [card.\"X\"] (did you mean \"cost\"?)"},
      {"[card.X]\nbased_on = \"Witch\"\nflavour = 4\n",
       "3: unknown field \"flavour\" in [card.\"X\"] (fields: cost, potion_cost, types, cards, "
       "actions, buys, coins, coin, potions, vp, pile, based_on, edition, set, effect, on_gain, "
       "on_buy, on_trash, end_vp, "
       "when_attacked, while_in_play, mat)"},
      {"[card.X]\nbased_on = \"Witch\"\nedition = 1\n[override.Smithie]\ncost = 1\n",
       "4: unknown card \"Smithie\" to override (did you mean \"Smithy\"?)"},
  };
  for (const Case& c : cases) {
    const std::string err = error_of(c.text);
    EXPECT_EQ(err, std::string("t.toml:") + c.error) << c.text;
    EXPECT_EQ(err.find('\n'), std::string::npos) << err;
  }
  // TOML syntax errors keep toml++'s description, with the line.
  const std::string syntax = error_of("[override.Smithy]\ncost = = 5\n");
  EXPECT_EQ(syntax.rfind("t.toml:2: ", 0), 0u) << syntax;
  EXPECT_EQ(syntax.find('\n'), std::string::npos) << syntax;
  // toml++ quotes what it saw, which can be a newline.
  const std::string cut = error_of("[override.Smithy]\ncost = n\n");
  EXPECT_EQ(cut.rfind("t.toml:2: ", 0), 0u) << cut;
  EXPECT_NE(cut.find("\\x0A"), std::string::npos) << cut;
  EXPECT_EQ(cut.find('\n'), std::string::npos) << cut;
}

TEST(CardFile, ABadFileChangesNothing) {
  Registry reg = Registry::built_in();
  const size_t cards = reg.all().size();
  EXPECT_THROW(apply_card_file(reg,
                               "[override.Smithy]\ncost = 5\n[card.A]\ncost = 1\n"
                               "types = [\"Action\"]\n[card.B]\ncost = -1\ntypes = []\n",
                               "t.toml"),
               CardFileError);
  EXPECT_EQ(reg.find("Smithy")->cost, 4);
  EXPECT_EQ(reg.all().size(), cards);
}

TEST(CardFile, LoadingAMissingFileIsAnError) {
  Registry reg = Registry::built_in();
  try {
    load_card_file(reg, "/nonexistent/cards.toml");
    FAIL() << "no error";
  } catch (const CardFileError& e) {
    EXPECT_STREQ(e.what(), "/nonexistent/cards.toml: cannot read the file");
  }
}

// ------------------------------------------------------------------------- the program's cards

TEST(CardFile, ProgramRegistryChangesInPlaceAndResets) {
  const CardDef* smithy = Registry::standard().find("Smithy");
  const size_t cards = Registry::standard().all().size();
  apply_card_file(Registry::program(), kExample, "t.toml");
  EXPECT_EQ(Registry::standard().find("Smithy"), smithy);  // the same definition, changed
  EXPECT_EQ(smithy->cost, 5);
  EXPECT_NE(Registry::standard().find("Cheap Witch"), nullptr);
  Registry::reset_program();
  EXPECT_EQ(smithy->cost, 4);
  EXPECT_EQ(Registry::standard().find("Cheap Witch"), nullptr);
  EXPECT_EQ(Registry::standard().all().size(), cards);
  EXPECT_EQ(Registry::standard().basic(kCopper)->name, "Copper");
}

TEST(CardFile, CopiedRegistriesOwnTheirBasics) {
  Registry a = Registry::built_in();
  const Registry b = a;
  apply_card_file(a, "[override.Copper]\ncoin = 2\n", "t.toml");
  EXPECT_EQ(a.basic(kCopper)->coin, 2);
  EXPECT_EQ(b.basic(kCopper)->coin, 1);
  EXPECT_EQ(b.basic(kCopper), b.find("Copper"));
}

// ------------------------------------------------------------------------- the command line

using test::cli;
using test::CliRun;

std::string write_file(const std::string& name, const std::string& text) {
  const std::string path = (std::filesystem::path(testing::TempDir()) / name).string();
  std::ofstream(path) << text;
  return path;
}

TEST(CardFileCli, CardsCommandListsCustomCards) {
  const std::string f = write_file("cli-cards.toml", kExample);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--cards", f, "cards", "--set", "custom"},
        std::vector<std::string>{"cards", "--set", "custom", "--cards", f},
        std::vector<std::string>{"--cards=" + f, "cards", "--set", "Custom"}}) {
    const CliRun r = cli(args);
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("Super Village  Custom   both       $3  Action\n"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Cheap Witch    Custom   both       $4  Action-Attack\n"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("2 cards"), std::string::npos) << r.out;
  }
  const CliRun custom = cli({"--cards", f, "cards", "--set", "custom", "--json"});
  ASSERT_EQ(custom.code, 0) << custom.err;
  const nlohmann::json j = nlohmann::json::parse(custom.out);
  ASSERT_EQ(j.size(), 2u);
  EXPECT_EQ(j[0]["name"], "Super Village");
  EXPECT_EQ(j[0]["cards"], 2);
  EXPECT_EQ(j[0]["actions"], 2);
  EXPECT_EQ(j[0]["effect"], false);
  EXPECT_FALSE(j[0].contains("effect_of"));
  EXPECT_EQ(j[1]["name"], "Cheap Witch");
  EXPECT_EQ(j[1]["effect_of"], "Witch");
  EXPECT_EQ(j[1]["effect"], true);
  EXPECT_EQ(j[1]["cost"], 4);
  const CliRun base = cli({"--cards", f, "cards", "--set", "base", "--json"});
  ASSERT_EQ(base.code, 0) << base.err;
  for (const auto& card : nlohmann::json::parse(base.out))
    if (card["name"] == "Smithy") {
      EXPECT_EQ(card["cost"], 5);
    }
}

TEST(CardFileCli, MatchUsesCustomCards) {
  const std::string f = write_file("cli-match.toml", kExample);
  const CliRun r = cli({"--cards", f, "match", "Super Village×2 Gold Silver", "Big Money",
                        "--games", "1000", "--json", "--threads", "2"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["games"], 1000);
  // Without the file the card is unknown.
  Registry::reset_program();
  const CliRun without = cli({"match", "Super Village×2 Gold Silver", "Big Money"});
  EXPECT_EQ(without.code, 2);
  EXPECT_NE(without.err.find("Super"), std::string::npos) << without.err;
}

TEST(CardFileCli, EachRunStartsFromTheImplementedCards) {
  const std::string f = write_file("cli-twice.toml", kExample);
  for (int run = 0; run < 2; ++run) {  // the second run must not find its custom cards taken
    const CliRun r = cli({"--cards", f, "cards", "--set", "custom"});
    EXPECT_EQ(r.code, 0) << r.err;
  }
  const std::string g = write_file("cli-other.toml", "[override.Village]\ncost = 2\n");
  const CliRun r = cli({"--cards", g, "cards", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  for (const auto& card : nlohmann::json::parse(r.out)) {
    EXPECT_NE(card["set"], "Custom");
    if (card["name"] == "Smithy") {
      EXPECT_EQ(card["cost"], 4);
    }
    if (card["name"] == "Village") {
      EXPECT_EQ(card["cost"], 2);
    }
  }
}

TEST(CardFileCli, BadFileIsExitCode2WithOneLine) {
  const std::string f = write_file("cli-bad.toml", "[override.Smithy]\n\ncsot = 5\n");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--cards", f, "cards"},
        std::vector<std::string>{"match", "Big Money", "Big Money", "--cards", f},
        std::vector<std::string>{"--cards", "/nonexistent/cards.toml", "cards"}}) {
    const CliRun r = cli(args);
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_EQ(r.out, "");
    if (args[1] == f || args.back() == f) {
      EXPECT_NE(r.err.find(f + ":3: unknown field \"csot\""), std::string::npos) << r.err;
    } else {
      EXPECT_NE(r.err.find("cannot read"), std::string::npos) << r.err;
    }
  }
  const CliRun unknown = cli({"--cards", f, "frobnicate"});
  EXPECT_EQ(unknown.code, 2);
  EXPECT_NE(unknown.err.find("unknown command \"frobnicate\""), std::string::npos) << unknown.err;
}

TEST(CardFileCli, HelpExplainsTheOption) {
  const CliRun r = cli({"--help"});
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("--cards FILE"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("docs/card-design.md"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace kl
