// Basic cards (always or sometimes in the Supply): Copper, Silver, Gold, Platinum, Potion,
// Estate, Duchy, Province, Colony, Curse. All are vanilla: one table row each.
#include "cards/registry.h"

namespace kl {

void add_basic_cards(Registry& r) {
  auto treasure = [&](const char* name, int cost, int coin, int potion = 0) {
    CardDef d;
    d.name = name;
    d.set = "Basic";
    d.cost = uint8_t(cost);
    d.types = kTreasure;
    d.coin = int8_t(coin);
    d.potion = int8_t(potion);
    r.add(d);
  };
  auto victory = [&](const char* name, int cost, int vp, Types types = kVictory) {
    CardDef d;
    d.name = name;
    d.set = "Basic";
    d.cost = uint8_t(cost);
    d.types = types;
    d.vp = int8_t(vp);
    r.add(d);
  };
  treasure("Copper", 0, 1);
  treasure("Silver", 3, 2);
  treasure("Gold", 6, 3);
  treasure("Platinum", 9, 5);
  treasure("Potion", 4, 0, 1);
  victory("Estate", 2, 1);
  victory("Duchy", 5, 3);
  victory("Province", 8, 6);
  victory("Colony", 11, 10);
  victory("Curse", 0, -1, kCurseType);
}

}  // namespace kl
