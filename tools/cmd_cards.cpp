// kingdomlab cards: the implemented cards.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "cards/effect_lang.h"
#include "cards/registry.h"
#include "tools/commands.h"

namespace kl {

namespace {

// The parts of a card written in the card language that do something beyond its vanilla row
// (empty: a vanilla card, as a written Smithy, whose +Cards are its row's).
std::vector<std::string> language_parts(const CardDef& d) {
  std::vector<std::string> parts;
  const CardProgram* p = d.program.get();
  if (!p) return parts;
  auto part = [&](int16_t at, const char* name) {
    if (at >= 0 && p->ops[size_t(at)].op != LangOp::kReturn) parts.emplace_back(name);
  };
  part(p->play, "effect");
  part(p->on_gain, "on_gain");
  part(p->on_buy, "on_buy");
  part(p->on_trash, "on_trash");
  if (p->per > 0) parts.emplace_back("end_vp");
  if (d.num_reactions > 0) parts.emplace_back("when_attacked");
  if (p->cost_less > 0) parts.emplace_back("while_in_play");
  return parts;
}

bool has_effect(const CardDef& d) {
  if (d.effect == kLanguageEffect) return !language_parts(d).empty();
  return d.effect != 0;
}

const char* edition_text(Edition e) {
  return e == Edition::kFirst ? "1st" : e == Edition::kSecond ? "2nd" : "both";
}

int cmd_cards(const std::string& set, bool json, std::ostream& out) {
  const Registry& reg = Registry::standard();
  std::vector<const CardDef*> list;
  for (const CardDef& d : reg.all())
    if (set.empty() || name_key(d.set) == name_key(set)) list.push_back(&d);
  if (list.empty()) {
    std::string sets;
    for (const CardDef& d : reg.all())
      if (sets.find(d.set) == std::string::npos) sets += (sets.empty() ? "" : ", ") + d.set;
    for (const std::string& p : published_sets())
      if (name_key(p) == name_key(set))
        throw UsageError(
            fmt::format("no cards of {}: not implemented yet (implemented: {})", p, sets));
    throw UsageError(fmt::format("no cards in set \"{}\" (sets: {})", set, sets));
  }
  if (json) {
    nlohmann::json j = nlohmann::json::array();
    for (const CardDef* d : list) {
      nlohmann::json card = {{"name", d->name},
                             {"set", d->set},
                             {"edition", edition_text(d->edition)},
                             {"cost", d->cost},
                             {"potion", d->potion_cost},
                             {"debt", d->debt},
                             {"overpay", d->on_buy == State::overpay_on_buy},
                             {"types", types_text(d->types)},
                             {"kingdom", d->kingdom},
                             // The fields a card file can change (docs/card-design.md).
                             {"cards", d->plus_cards},
                             {"actions", d->plus_actions},
                             {"buys", d->plus_buys},
                             {"coins", d->plus_coins},
                             {"coin", d->coin},
                             {"potions", d->potion},
                             {"vp", d->vp},
                             {"pile", d->pile},  // 0: by the rules
                             {"effect", has_effect(*d)}};
      if (!d->effect_of.empty()) card["effect_of"] = d->effect_of;  // whose effect and AI
      // A card written in the card language: the parts of its text that do something.
      if (d->program) card["text"] = language_parts(*d);
      j.push_back(std::move(card));
    }
    out << j.dump(2) << "\n";
    return 0;
  }
  size_t name_w = 14, set_w = 8;
  std::set<std::string> names;
  for (const CardDef* d : list) {
    name_w = std::max(name_w, d->name.size());
    set_w = std::max(set_w, d->set.size());
    names.insert(d->name);
  }
  out << fmt::format("{:<{}} {:<{}} {:<8} {:>4}  {}\n", "name", name_w, "set", set_w, "edition",
                     "cost", "types");
  for (const CardDef* d : list)
    out << fmt::format("{:<{}} {:<{}} {:<8} {:>4}  {}\n", d->name, name_w, d->set, set_w,
                       edition_text(d->edition), cost_text(*d), types_text(d->types));
  // A card whose text changed between editions has a definition per edition.
  if (names.size() == list.size())
    out << fmt::format("{} cards\n", list.size());
  else
    out << fmt::format(
        "{} cards ({} definitions: {} of them in a 1st- and a 2nd-edition version)\n", names.size(),
        list.size(), list.size() - names.size());
  return 0;
}

}  // namespace

void add_cards_command(CLI::App& app, CliContext& ctx) {
  auto set = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  CLI::App* cards = app.add_subcommand(
      "cards", "List the implemented cards with cost, types, set and edition (1st, 2nd or both).");
  cards->add_option("--set", *set, "Only this set (Basic, Base, ...)");
  cards->add_flag("--json", *json, "Machine-readable output");
  cards->callback([set, json, &ctx] { ctx.code = cmd_cards(*set, *json, ctx.out); });
}

}  // namespace kl
