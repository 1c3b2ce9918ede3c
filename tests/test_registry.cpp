// The card registry and the per-card AI tables agree: every kingdom card has a rules id of its
// set's range, shared only by its own editions, and an AI entry; play parameters are sound.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cards/effect_lang.h"
#include "cards/registry.h"
#include "evolution/player/card_ai.h"

namespace kl {
namespace {

// The effect-id range each set owns (cards/sets/<set>.h).
const std::map<std::string, int> kSetRange = {
    {"Base", 100},       {"Intrigue", 200},     {"Seaside", 300},     {"Prosperity", 400},
    {"Alchemy", 500},    {"Cornucopia", 600},   {"Hinterlands", 700}, {"Guilds", 900},
    {"Dark Ages", 1000}, {"Renaissance", 1200}, {"Adventures", 1400}, {"Empires", 1600}};

TEST(Registry, EveryKingdomCardHasAnEffectIdOfItsSetShareOnlyByItsEditions) {
  std::map<EffectId, std::string> owner;
  for (const CardDef& d : Registry::standard().all()) {
    if (!d.kingdom) continue;
    ASSERT_NE(d.effect, 0) << d.name;
    ASSERT_LT(d.effect, kMaxEffects) << d.name;
    auto range = kSetRange.find(d.set);
    ASSERT_NE(range, kSetRange.end()) << d.name << ": set " << d.set << " has no id range";
    EXPECT_GE(d.effect, range->second) << d.name;
    EXPECT_LT(d.effect, range->second + 100) << d.name;
    auto [it, fresh] = owner.emplace(d.effect, d.name);
    if (!fresh) {
      EXPECT_EQ(it->second, d.name) << "effect id " << d.effect << " is shared";
    }
  }
  std::set<std::string> names;
  for (const auto& [id, name] : owner)
    EXPECT_TRUE(names.insert(name).second) << name << " has two ids";
}

TEST(Registry, EveryKingdomCardHasAnAi) {
  for (const CardDef& d : Registry::standard().all()) {
    if (!d.kingdom) continue;
    const CardAi* ai = find_card_ai(d);
    ASSERT_NE(ai, nullptr) << d.name << " has no AI entry";
    EXPECT_TRUE(ai->known) << d.name << ": no set's AI file registered it";
  }
}

TEST(Registry, PlayParametersBelongToImplementedCardsAndAreInRange) {
  std::set<EffectId> effects;
  for (const CardDef& d : Registry::standard().all()) effects.insert(d.effect);
  std::set<std::string> names;
  for (const PlayParam& p : play_params()) {
    EXPECT_TRUE(names.insert(p.name).second) << p.name << " is registered twice";
    // The card language's parameters (lang.*) belong to every card written in it.
    EXPECT_TRUE(effects.count(p.effect) || p.effect == kLanguageEffect)
        << p.name << " belongs to no implemented card";
    EXPECT_LE(p.lo, p.fallback) << p.name;
    EXPECT_LE(p.fallback, p.hi) << p.name;
    EXPECT_FALSE(p.doc.empty()) << p.name;
  }
}

}  // namespace
}  // namespace kl

namespace kl {
namespace {

TEST(Registry, CardListAgreesWithTheReference) {
  const auto ref =
      std::filesystem::path(KL_SOURCE_DIR).parent_path() / "shared" / "reference" / "cards.tsv";
  if (!std::filesystem::exists(ref)) GTEST_SKIP() << "no " << ref << " (outside the workspace)";
  std::ifstream in(ref);
  std::string line;
  std::getline(in, line);  // header
  int cards = 0;
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string cell; std::getline(ss, cell, '\t');) f.push_back(cell);
    ASSERT_GE(f.size(), 8u) << line;
    EXPECT_EQ(published_set(f[2]), f[0]) << f[2] << ": cards/card_list.tsv differs";
    EXPECT_EQ(published_text(f[2]), f[7]) << f[2] << ": cards/card_list.tsv's text differs";
    ++cards;
  }
  EXPECT_GT(cards, 250);
}

TEST(Registry, PublishedText) {
  EXPECT_EQ(published_text("witch"), "+2 Cards. Each other player gains a Curse.");
  EXPECT_EQ(published_text("Oasis"), published_text("oasis"));
  EXPECT_FALSE(published_text("Oasis").empty());
  EXPECT_EQ(published_text("Super Village"), "");
  for (const CardDef& d : Registry::standard().all())
    EXPECT_FALSE(published_text(d.name).empty()) << d.name;
}

TEST(Registry, ImplementedCardsAreListedInTheirSet) {
  // Set names agree (as name keys: the list's "DarkAges" is the program's "Dark Ages"), so the
  // list never calls an implemented card "not implemented yet".
  for (const CardDef& d : Registry::standard().all())
    EXPECT_EQ(name_key(published_set(d.name)), name_key(d.set)) << d.name;
  const std::vector<std::string> sets = published_sets();
  EXPECT_EQ(sets.front(), "Basic");
  EXPECT_NE(std::find(sets.begin(), sets.end(), "Seaside"), sets.end());
  EXPECT_EQ(published_set("no such card"), "");
}

TEST(Registry, UnknownNamesAreAPublishedSetsCardOrATypo) {
  Registry basic;
  add_basic_cards(basic);
  EXPECT_EQ(basic.unknown_hint("smithy"), " (a Base card, not implemented yet)");
  EXPECT_EQ(basic.unknown_hint("Wharf"), " (a Seaside card, not implemented yet)");
  EXPECT_EQ(basic.unknown_hint("Sliver"), " (did you mean \"Silver\"?)");
  EXPECT_EQ(Registry().unknown_hint("Sliver"), "");
  // Every published card a registry lacks, whichever sets have landed, and only those (a
  // registry of the Base set: the standard one has every set of the list since Dark Ages).
  Registry some = basic;
  add_base_cards(some);
  int missing = 0;
  for (const char* name : {"Wharf", "Hermit", "Oasis", "Familiar", "Hamlet", "Smithy"})
    if (!some.find(name)) {
      ++missing;
      EXPECT_NE(some.unknown_hint(name).find("card, not implemented yet"), std::string::npos)
          << name;
    }
  EXPECT_EQ(missing, 5);  // all but Smithy
  const Registry& reg = Registry::standard();
  EXPECT_EQ(reg.unknown_hint("Smithee"), " (did you mean \"Smithy\"?)");
}

TEST(Registry, EveryLaterSetsCardIsNamedAsUnimplemented) {
  // The sets after Empires are listed by name only: a card of theirs in a menu or kingdom is
  // named as a card of its set, not taken for a typo of an implemented card.
  const Registry& reg = Registry::standard();
  const std::pair<const char*, const char*> later[] = {{"Werewolf", "Nocturne"},
                                                       {"Will-o'-Wisp", "Nocturne"},
                                                       {"Way of the Mouse", "Menagerie"},
                                                       {"Sycophant", "Allies"},
                                                       {"Townsfolk", "Allies"},
                                                       {"Jewelled Egg", "Plunder"},
                                                       {"Endless Chalice", "Plunder"},
                                                       {"Kitsune", "Rising Sun"},
                                                       {"Avanto", "Promo"}};
  for (const auto& [name, set] : later) {
    EXPECT_EQ(reg.find(name), nullptr) << name;
    EXPECT_EQ(published_set(name), set) << name;
    EXPECT_EQ(published_text(name), "") << name;  // listed without text
    EXPECT_EQ(reg.unknown_hint(name), fmt::format(" (a {} card, not implemented yet)", set));
  }
  const std::vector<std::string> sets = published_sets();
  for (const char* set : {"Nocturne", "Menagerie", "Allies", "Plunder", "Rising Sun", "Promo"})
    EXPECT_NE(std::find(sets.begin(), sets.end(), set), sets.end()) << set;
}

}  // namespace
}  // namespace kl
