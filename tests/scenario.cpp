#include "tests/scenario.h"

#include <algorithm>

#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"

namespace kl::test {

Scenario::Scenario(const std::vector<std::string>& kingdom, int players, Edition edition,
                   uint64_t seed, const Registry& reg) {
  std::vector<const CardDef*> defs, landscapes;
  for (const std::string& n : kingdom) {
    const CardDef* d = reg.find(n, edition);
    if (!d)
      ADD_FAILURE() << "unknown card " << n;
    else
      (d->landscape() ? landscapes : defs).push_back(d);
  }
  cfg = reg.config(defs, players, landscapes);
  // A Trait sits on the first Action or Treasure kingdom pile listed.
  for (const CardDef* t : landscapes)
    if (t->is(kTrait))
      for (const CardDef* d : defs)
        if (d->is(kAction | kTreasure)) {
          cfg.traits.emplace_back(t, d);
          break;
        }
  s.setup(cfg, seed, 0);
}

CardId Scenario::id(std::string_view name) const {
  const CardId c = s.find(name);
  if (c == kNoCard) ADD_FAILURE() << "card not in this game: " << name;
  return c;
}

void Scenario::set(int p, Zone z, const std::vector<std::string>& names) {
  s.clear_zone(p, z);
  if (z == Zone::kDeck)
    for (auto it = names.rbegin(); it != names.rend(); ++it) s.put(p, z, id(*it));
  else
    for (const std::string& n : names) s.put(p, z, id(n));
  std::string why;
  EXPECT_TRUE(s.is_ok(&why)) << why;
}

const Decision& Scenario::next() {
  const bool more = s.advance();
  std::string why;
  EXPECT_TRUE(s.is_ok(&why)) << why;
  EXPECT_TRUE(more) << "the game ended instead of asking a decision";
  return s.decision();
}

const Decision& Scenario::expect(DecisionKind kind) {
  const Decision& d = next();
  EXPECT_EQ(int(d.kind), int(kind)) << "unexpected decision kind";
  return d;
}

void Scenario::answer(const Choice& c) {
  EXPECT_TRUE(s.respond(c)) << "illegal answer";
  std::string why;
  EXPECT_TRUE(s.is_ok(&why)) << why;
}

void Scenario::choose(const std::vector<std::string>& names) {
  Choice c;
  for (const std::string& n : names) c.add(id(n));
  answer(c);
}

void Scenario::option(int k) {
  Choice c;
  c.option = k;
  answer(c);
}

void Scenario::play(std::string_view card) {
  expect(DecisionKind::kPlayAction);
  answer(Choice::one(id(card)));
}

std::vector<std::string> Scenario::cards(int p, Zone z) const {
  std::vector<std::string> out;
  const CardList& cl = s.zone(p, z);
  if (z == Zone::kDeck) {
    for (int i = cl.size() - 1; i >= 0; --i) out.push_back(s.def(cl[i]).name);
    return out;
  }
  for (CardId c : cl) out.push_back(s.def(c).name);
  std::sort(out.begin(), out.end());
  return out;
}

int Scenario::count(int p, Zone z, std::string_view name) const {
  return s.zone(p, z).count(id(name));
}

Names many(const std::string& name, int n) { return Names(size_t(n), name); }

Choice ai_answer(Scenario& sc, const Strategy* st) {
  StrategyPlayer pl(st ? *st : *find_bot("Big Money"));
  const Decision& d = sc.s.decision();
  pl.start(sc.s, d.player);
  Choice c;
  pl.choose(sc.s, d, c);
  EXPECT_TRUE(sc.s.is_legal(c)) << "the heuristic player answered illegally";
  return c;
}

Names names_of(const Scenario& sc, const Choice& c) {
  Names out;
  for (int i = 0; i < c.n; ++i) out.push_back(sc.s.def(c.cards[i]).name);
  std::sort(out.begin(), out.end());
  return out;
}

Kingdom witch_kingdom(const std::string& name, int players) {
  const Registry& reg = Registry::standard();
  Kingdom k;
  k.name = name;
  for (const char* n : {"Cellar", "Chapel", "Market", "Militia", "Mine", "Moat", "Remodel",
                        "Smithy", "Village", "Witch"})
    k.cards.push_back(reg.find(n, Edition::kSecond));
  k.colony = Use::kNo;
  k.shelters = Use::kNo;
  k.players = players;
  return k;
}

nlohmann::json without_timing(nlohmann::json run) {
  run.erase("seconds");
  if (run.contains("final")) run["final"].erase("seconds");
  run["params"].erase("threads");
  return run;
}

}  // namespace kl::test
