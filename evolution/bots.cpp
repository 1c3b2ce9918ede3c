#include "evolution/bots.h"

#include "cards/registry.h"

namespace kl {

namespace {

std::vector<Strategy> make_library() {
  const Registry& reg = Registry::standard();
  auto card = [&](const char* name) { return reg.find(name); };
  const CardDef* province = card("Province");
  auto rule = [&](const char* name, std::vector<Condition> conds = {}) {
    return BuyRule{card(name), std::move(conds)};
  };
  std::vector<Strategy> lib;

  Strategy bm;
  bm.name = "Big Money";
  bm.rules = {rule("Province"), rule("Gold"), rule("Silver")};
  lib.push_back(bm);

  Strategy bmd;
  bmd.name = "Big Money Duchy";
  bmd.rules = {rule("Province"), rule("Duchy", {when(pile(province), Cmp::kLe, 4)}), rule("Gold"),
               rule("Estate", {when(pile(province), Cmp::kLe, 2)}), rule("Silver")};
  lib.push_back(bmd);
  return lib;
}

}  // namespace

const std::vector<Strategy>& bot_library() {
  static const std::vector<Strategy> lib = make_library();
  return lib;
}

const Strategy* find_bot(std::string_view name) {
  const std::string key = name_key(name);
  for (const Strategy& s : bot_library())
    if (name_key(s.name) == key) return &s;
  return nullptr;
}

}  // namespace kl
