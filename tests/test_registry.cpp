// The card registry and the per-card AI tables agree: every kingdom card has a rules id of its
// set's range, shared only by its own editions, and an AI entry; play parameters are sound.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "cards/registry.h"
#include "evolution/player/card_ai.h"

namespace kl {
namespace {

// The effect-id range each set owns (cards/sets/<set>.h).
const std::map<std::string, int> kSetRange = {
    {"Base", 100}, {"Intrigue", 200}, {"Seaside", 300}, {"Prosperity", 400}};

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
    EXPECT_TRUE(effects.count(p.effect)) << p.name << " belongs to no implemented card";
    EXPECT_LE(p.lo, p.fallback) << p.name;
    EXPECT_LE(p.fallback, p.hi) << p.name;
    EXPECT_FALSE(p.doc.empty()) << p.name;
  }
}

}  // namespace
}  // namespace kl
