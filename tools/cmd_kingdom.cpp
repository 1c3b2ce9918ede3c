// kingdomlab kingdom: random kingdoms, the presets, and a kingdom's contents.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>

#include "cards/kingdom.h"
#include "tools/commands.h"

namespace kl {

namespace {

struct RandomArgs {
  std::vector<std::string> sets;
  uint64_t seed = 0;
  bool has_seed = false;
  int edition = 2;
  int players = 2;
};

int edition_number(Edition e) { return e == Edition::kFirst ? 1 : 2; }

std::string card_list(const Kingdom& k) {
  std::string out;
  for (const CardDef* d : k.cards) out += (out.empty() ? "" : ", ") + d->name;
  return out;
}

nlohmann::ordered_json kingdom_json(const Kingdom& k) {
  nlohmann::ordered_json cards = nlohmann::ordered_json::array();
  for (const CardDef* d : k.cards) cards.push_back(d->name);
  nlohmann::ordered_json j = {
      {"name", k.name}, {"edition", edition_number(k.edition)}, {"cards", cards}};
  if (!k.landscapes.empty()) {
    nlohmann::ordered_json land = nlohmann::ordered_json::array();
    for (const CardDef* d : k.landscapes) land.push_back(d->name);
    j["landscapes"] = land;
  }
  if (!k.traits.empty()) {
    nlohmann::ordered_json traits = nlohmann::ordered_json::object();
    for (const auto& [trait, card] : k.traits) traits[trait->name] = card->name;
    j["traits"] = traits;
  }
  for (const auto& [by, d] : k.card_piles) j[by->setup_pile.supply ? "bane" : "ferryman"] = d->name;
  j.update(nlohmann::ordered_json{{"colony", use_text(k.colony)},
                                  {"shelters", use_text(k.shelters)},
                                  {"opening", opening_text(k.opening)},
                                  {"players", k.players}});
  return j;
}

int cmd_random(const RandomArgs& a, std::ostream& out) {
  if (a.edition != 1 && a.edition != 2)
    throw UsageError(fmt::format("--edition must be 1 or 2 (got {})", a.edition));
  if (a.players < 2 || a.players > kMaxPlayers)
    throw UsageError(fmt::format("--players must be 2 to {} (got {})", kMaxPlayers, a.players));
  const uint64_t seed = a.has_seed ? a.seed : uint64_t(std::random_device{}());
  Kingdom k = random_kingdom(a.sets, seed, a.edition == 1 ? Edition::kFirst : Edition::kSecond);
  k.players = a.players;
  out << print_kingdom(k);
  return 0;
}

int cmd_list(bool json, std::ostream& out) {
  const std::vector<std::string> names = preset_names();
  if (json) {
    nlohmann::ordered_json j = nlohmann::ordered_json::array();
    for (const std::string& n : names) {
      nlohmann::ordered_json e = kingdom_json(find_kingdom(n));
      e["preset"] = n;
      j.push_back(e);
    }
    out << j.dump(2) << "\n";
    return 0;
  }
  out << fmt::format("{:<20} {:<7}  {}\n", "preset", "edition", "cards");
  for (const std::string& n : names) {
    const Kingdom k = find_kingdom(n);
    out << fmt::format("{:<20} {:<7}  {}\n", n, edition_number(k.edition), card_list(k));
  }
  out << fmt::format("{} presets\n", names.size());
  return 0;
}

int cmd_show(const std::string& name, bool json, std::ostream& out) {
  const Kingdom k = find_kingdom(name);
  if (json) {
    out << kingdom_json(k).dump(2) << "\n";
    return 0;
  }
  out << fmt::format("{}\n", k.name);
  out << fmt::format("edition {}, {} players, opening {}, colony {}, shelters {}\n",
                     edition_number(k.edition), k.players, opening_text(k.opening),
                     use_text(k.colony), use_text(k.shelters));
  std::vector<const CardDef*> cards = k.cards;
  std::stable_sort(cards.begin(), cards.end(), [](const CardDef* a, const CardDef* b) {
    return std::pair(a->cost, a->name) < std::pair(b->cost, b->name);
  });
  for (const CardDef* d : cards) {
    const bool other = d->edition != Edition::kBoth && d->edition != k.edition;
    out << fmt::format(
        "  {:>5}  {:<14} {}{}\n", cost_text(*d), d->name, types_text(d->types),
        other ? fmt::format(" ({} edition only)", d->edition == Edition::kFirst ? "1st" : "2nd")
              : "");
  }
  for (const CardDef* d : k.landscapes) {
    std::string on;
    for (const auto& [trait, card] : k.traits)
      if (trait == d) on = " on " + card->name;
    const bool bought = d->is(kBuyableLandscape);
    out << fmt::format("  {:>5}  {:<14} {}{}\n", bought ? cost_text(*d) : "", d->name,
                       types_text(d->types), on);
  }
  for (const auto& [by, d] : k.card_piles)
    out << fmt::format("  {:>5}  {:<14} {} ({})\n", cost_text(*d), d->name, types_text(d->types),
                       by->setup_pile.supply ? "the Bane" : "Ferryman's pile, not in the Supply");
  return 0;
}

}  // namespace

void add_kingdom_command(CLI::App& app, CliContext& ctx) {
  CLI::App* kingdom = app.add_subcommand(
      "kingdom",
      "Kingdoms: random ones, the presets (recommended sets of the rulebooks), one shown.");
  kingdom->require_subcommand(1);

  auto ra = std::make_shared<RandomArgs>();
  CLI::App* random = kingdom->add_subcommand(
      "random", "Print a random kingdom as a kingdom file (TOML; format: kingdoms/README.md).");
  random->add_option("--sets", ra->sets, "Only cards of these sets, comma-separated (Base, ...)")
      ->delimiter(',');
  random->add_option_function<uint64_t>(
      "--seed",
      [ra](uint64_t s) {
        ra->seed = s;
        ra->has_seed = true;
      },
      "Random seed (default: a new one each run; the kingdom's name says which)");
  random->add_option("--edition", ra->edition, "1 or 2: cards of this edition (default 2)");
  random->add_option("--players", ra->players, "Players, 2 to 6 (default 2)");
  random->callback([ra, &ctx] { ctx.code = cmd_random(*ra, ctx.out); });

  auto list_json = std::make_shared<bool>(false);
  CLI::App* list = kingdom->add_subcommand("list", "List the preset kingdoms.");
  list->add_flag("--json", *list_json, "Machine-readable output");
  list->callback([list_json, &ctx] { ctx.code = cmd_list(*list_json, ctx.out); });

  auto show_name = std::make_shared<std::string>();
  auto show_json = std::make_shared<bool>(false);
  CLI::App* show = kingdom->add_subcommand("show", "Show a kingdom: a preset's name or a file.");
  show->add_option("kingdom", *show_name, "Preset name (see `kingdom list`) or kingdom file")
      ->required();
  show->add_flag("--json", *show_json, "Machine-readable output");
  show->callback(
      [show_name, show_json, &ctx] { ctx.code = cmd_show(*show_name, *show_json, ctx.out); });
}

}  // namespace kl
