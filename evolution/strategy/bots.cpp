#include "evolution/strategy/bots.h"

#include "cards/registry.h"
#include "evolution/strategy/strategy_text.h"

namespace kl {

extern const char* const
    kBotLibraryText;  // evolution/strategy/bots/*.strategy, embedded at build time

const std::vector<Strategy>& bot_library() {
  static const std::vector<Strategy> lib =
      parse_strategies(kBotLibraryText, "bots.strategy", Registry::standard(), Edition::kSecond);
  return lib;
}

const Strategy* find_bot(std::string_view name) {
  const std::string key = name_key(name);
  for (const Strategy& s : bot_library())
    if (name_key(s.name) == key) return &s;
  return nullptr;
}

namespace {
std::vector<const CardDef*> cards_of(const Strategy& s, bool landscapes) {
  std::vector<const CardDef*> out;
  auto note = [&](const CardDef* d) {
    if (!d || (landscapes ? !d->landscape() : !d->kingdom)) return;
    for (const CardDef* x : out)
      if (x == d) return;
    out.push_back(d);
  };
  for (const BuyRule& r : s.rules) {
    note(r.card);
    for (const Condition& c : r.conds)
      for (const Expr* e : {&c.lhs, &c.rhs})
        for (const Token& t : e->rpn) note(t.operand.card);
  }
  return out;
}
}  // namespace

std::vector<const CardDef*> kingdom_cards_of(const Strategy& s) { return cards_of(s, false); }

std::vector<const CardDef*> landscapes_of(const Strategy& s) { return cards_of(s, true); }

}  // namespace kl

namespace kl {

bool mentions_colony(const Strategy& s) {
  auto colony = [](const CardDef* d) {
    return d && !d->kingdom && (d->name == "Colony" || d->name == "Platinum");
  };
  for (const BuyRule& r : s.rules) {
    if (colony(r.card)) return true;
    for (const Condition& c : r.conds)
      for (const Expr* e : {&c.lhs, &c.rhs})
        for (const Token& t : e->rpn)
          if (colony(t.operand.card)) return true;
  }
  return false;
}

}  // namespace kl
