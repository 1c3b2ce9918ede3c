#include "cards/card_file.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include "cards/effect_lang.h"
#include "cards/toml_source.h"

namespace kl {

namespace {

constexpr int kMaxCost = 99;
constexpr int kMaxBonus = 99;  // +Cards, +Actions, +Buys, +$, a Treasure's $, VP (either sign)
constexpr int kMaxPotions = 9;
constexpr int kMaxPile = 100;
constexpr size_t kMaxNameLength = 40;  // card and set names: Dominion's longest is 18

// The fields both sections know, then each section's own.
constexpr const char* kCardFields[] = {"cost",    "potion_cost", "types", "cards",
                                       "actions", "buys",        "coins", "coin",
                                       "potions", "vp",          "pile"};
constexpr const char* kOverrideKeys[] = {"edition"};
constexpr const char* kCustomKeys[] = {"based_on", "edition", "set"};

using Source = TomlSource<CardFileError>;

std::string join(const auto& items) {
  std::string out;
  for (const auto& s : items) out += (out.empty() ? "" : ", ") + std::string(s);
  return out;
}

// " (did you mean "x"?)" for the closest of `known` when it is close, else " (KIND: all known)".
std::string suggestion(std::string_view word, const std::vector<std::string>& known,
                       const char* kind) {
  const std::string key = name_key(word);
  std::string best;
  size_t best_d = ~size_t(0);
  for (const std::string& k : known)
    if (const size_t d = edit_distance(key, name_key(k), 2); d < best_d) best_d = d, best = k;
  if (best_d <= 2) return fmt::format(" (did you mean \"{}\"?)", best);
  return fmt::format(" ({}: {})", kind, join(known));
}

// A table's entries in file order, so that the first error in the file is the one reported.
std::vector<std::pair<const toml::key*, const toml::node*>> in_file_order(const toml::table& t) {
  std::vector<std::pair<const toml::key*, const toml::node*>> entries;
  for (auto&& [key, node] : t) entries.emplace_back(&key, &node);
  std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
    return a.first->source().begin < b.first->source().begin;
  });
  return entries;
}

int64_t get_integer(const Source& src, const toml::node& n, std::string_view key, int64_t lo,
                    int64_t hi) {
  if (!n.is_integer())
    src.fail(n, fmt::format("\"{}\" must be an integer, not {}", key, toml_type_text(n)));
  const int64_t v = n.as_integer()->get();
  if (v < lo || v > hi)
    src.fail(n, fmt::format("\"{}\" must be {} to {} (got {})", key, lo, hi, v));
  return v;
}

std::string get_string(const Source& src, const toml::node& n, std::string_view key) {
  if (!n.is_string())
    src.fail(n, fmt::format("\"{}\" must be a string, not {}", key, toml_type_text(n)));
  return n.as_string()->get();
}

Edition get_edition(const Source& src, const toml::node& n) {
  const int64_t e = n.is_integer() ? n.as_integer()->get() : 0;
  if (e != 1 && e != 2) src.fail(n, "\"edition\" must be 1 or 2");
  return e == 1 ? Edition::kFirst : Edition::kSecond;
}

Types get_types(const Source& src, const toml::node& n) {
  const toml::array* arr = n.as_array();
  if (!arr)
    src.fail(n, fmt::format("\"types\" must be an array of type names like [\"Action\", "
                            "\"Attack\"], not {}",
                            toml_type_text(n)));
  std::vector<std::string> names;
  for (const TypeName& t : kTypeNames) names.emplace_back(t.name);
  Types types = 0;
  for (const toml::node& e : *arr) {
    if (!e.is_string())
      src.fail(e, fmt::format("a type name must be a string, not {}", toml_type_text(e)));
    const std::string& name = e.as_string()->get();
    const Types bit = type_bit(name);
    if (!bit)
      src.fail(
          e, fmt::format("unknown type \"{}\"{}", excerpt(name), suggestion(name, names, "types")));
    types |= bit;
  }
  if (!types) src.fail(n, "\"types\" must name at least one type");
  return types;
}

std::string edition_word(Edition e) { return e == Edition::kFirst ? "1st" : "2nd"; }

// Sets d's fields from the card fields of table t ([override.X] or [card.X] named `what`); other
// keys must be in `own_keys` (the section's own, read by the caller). Returns whether any card
// field was given.
bool apply_fields(const Source& src, const toml::table& t, CardDef& d, std::string_view what,
                  const std::vector<std::string>& own_keys, const Registry& reg) {
  const toml::node* types_at = nullptr;
  const toml::node* coin_at = nullptr;
  const toml::node* pile_at = nullptr;
  bool any = false;
  for (const auto& [key, node] : in_file_order(t)) {
    const std::string_view k = key->str();
    const toml::node& n = *node;
    if (k == "cost") {
      d.cost = uint8_t(get_integer(src, n, k, 0, kMaxCost));
    } else if (k == "potion_cost") {
      if (!n.is_boolean())
        src.fail(n,
                 fmt::format("\"potion_cost\" must be true or false, not {}", toml_type_text(n)));
      d.potion_cost = n.as_boolean()->get();
    } else if (k == "types") {
      d.types = get_types(src, n);
      types_at = &n;
    } else if (k == "cards") {
      d.plus_cards = int8_t(get_integer(src, n, k, 0, kMaxBonus));
    } else if (k == "actions") {
      d.plus_actions = int8_t(get_integer(src, n, k, 0, kMaxBonus));
    } else if (k == "buys") {
      d.plus_buys = int8_t(get_integer(src, n, k, 0, kMaxBonus));
    } else if (k == "coins") {
      d.plus_coins = int8_t(get_integer(src, n, k, 0, kMaxBonus));
    } else if (k == "coin") {
      d.coin = int8_t(get_integer(src, n, k, 0, kMaxBonus));
      coin_at = &n;
    } else if (k == "potions") {
      d.potion = int8_t(get_integer(src, n, k, 0, kMaxPotions));
    } else if (k == "vp") {
      d.vp = int8_t(get_integer(src, n, k, -kMaxBonus, kMaxBonus));
    } else if (k == "pile") {
      d.pile = uint8_t(get_integer(src, n, k, 1, kMaxPile));
      pile_at = &n;
    } else if (std::find(own_keys.begin(), own_keys.end(), k) != own_keys.end()) {
      continue;  // the caller's (based_on, edition, set): not a card field
    } else if (const auto& lk = language_keys(); std::find(lk.begin(), lk.end(), k) != lk.end()) {
      // the card language's (effect, on_gain...): compiled below, once the types are known
    } else {
      std::vector<std::string> known(std::begin(kCardFields), std::end(kCardFields));
      known.insert(known.end(), own_keys.begin(), own_keys.end());
      known.insert(known.end(), language_keys().begin(), language_keys().end());
      src.fail(*key, fmt::format("unknown field \"{}\" in {}{}", excerpt(k), what,
                                 suggestion(k, known, "fields")));
    }
    any = true;
  }
  if (!d.is(kAction | kTreasure | kVictory | kCurseType | kNight) || d.is(kLandscape)) {
    const std::string msg = fmt::format(
        "{} must be an Action, Treasure, Victory, Curse or Night card (\"types\"); Events, "
        "Projects and other landscapes cannot be written in a card file yet",
        what);
    if (types_at) src.fail(*types_at, msg);
    src.fail(t, msg);
  }
  if (coin_at && !d.is(kTreasure))
    src.fail(*coin_at, fmt::format("\"coin\" is a Treasure's $ and {} is not a Treasure; "
                                   "\"coins\" is an Action's +$",
                                   what));
  if (pile_at && !d.kingdom)
    src.fail(*pile_at, fmt::format("\"pile\" is for Kingdom cards; the {} piles of {} follow the "
                                   "rules",
                                   d.set, d.name));
  try {
    compile_card_text(t, d, reg, what);
  } catch (const LangError& e) {
    if (e.where.begin.line) src.fail(e.where, e.message);
    src.fail(t, e.message);
  }
  return any;
}

// A custom card's name must be one strategies and kingdom files can write: letters (any
// language), digits, spaces, dashes and apostrophes, starting with a letter.
void check_custom_name(const Source& src, const toml::key& key) {
  const std::string_view name = key.str();
  const auto letter = [](unsigned char ch) { return std::isalpha(ch) || ch >= 0x80; };
  bool ok = !name.empty() && letter(static_cast<unsigned char>(name.front())) &&
            name.back() != ' ' && name.find("  ") == std::string_view::npos;
  for (const char ch : name) {
    const auto uch = static_cast<unsigned char>(ch);
    ok = ok && (letter(uch) || std::isdigit(uch) || ch == ' ' || ch == '-' || ch == '\'');
  }
  if (!ok)
    src.fail(key, fmt::format("a card name must start with a letter and hold only letters, "
                              "digits, single spaces, dashes and apostrophes (got \"{}\")",
                              excerpt(name)));
  if (name.size() > kMaxNameLength)
    src.fail(key, fmt::format("a card name has at most {} characters (got \"{}\")", kMaxNameLength,
                              excerpt(name)));
}

const toml::table& section_table(const Source& src, const toml::key& key, const toml::node& n,
                                 std::string_view section) {
  if (!n.is_table())
    src.fail(key, fmt::format("\"{}\" must be a table of fields: [{}.\"{}\"] with one field a "
                              "line below it, not {}",
                              excerpt(key.str()), section, excerpt(key.str()), toml_type_text(n)));
  return *n.as_table();
}

// [override.NAME]: changes every definition of NAME in place (both editions' versions, or the
// one "edition" picks).
void apply_overrides(const Source& src, const toml::table& overrides, Registry& reg) {
  const std::vector<std::string> own(std::begin(kOverrideKeys), std::end(kOverrideKeys));
  std::map<std::pair<std::string, int>, int64_t> seen;  // (name, edition) -> line
  for (const auto& [key, node] : in_file_order(overrides)) {
    const toml::table& t = section_table(src, *key, *node, "override");
    const std::string_view name = key->str();
    std::vector<CardDef*> defs = reg.find_all(name);
    if (defs.empty())
      src.fail(*key, fmt::format("unknown card \"{}\" to override{}", excerpt(name),
                                 reg.unknown_hint(name)));
    const std::string& real = defs.front()->name;
    int edition = 0;
    if (const toml::node* e = t.get("edition")) {
      const Edition ed = get_edition(src, *e);
      if (std::all_of(defs.begin(), defs.end(),
                      [](const CardDef* d) { return d->edition == Edition::kBoth; }))
        src.fail(*e, fmt::format("{} is the same card in both editions; \"edition\" picks one "
                                 "version of a card that has two (Throne Room, Mine, ...)",
                                 real));
      std::erase_if(defs, [&](const CardDef* d) { return d->edition != ed; });
      if (defs.empty())
        src.fail(*e, fmt::format("{} has no {}-edition version", real, edition_word(ed)));
      edition = ed == Edition::kFirst ? 1 : 2;
    }
    // Overriding the same card twice is a slip (the second silently winning); overriding
    // "Throne Room" and then its 1st edition alone is not.
    const auto [it, fresh] =
        seen.emplace(std::pair{name_key(name), edition}, key->source().begin.line);
    if (!fresh)
      src.fail(*key, fmt::format("{} is already overridden at line {}", real, it->second));
    const std::string what = fmt::format("[override.\"{}\"]", real);
    for (CardDef* d : defs)
      if (!apply_fields(src, t, *d, what, own, reg))
        src.fail(*key, fmt::format("{} changes nothing (fields: {})", what, join(kCardFields)));
  }
}

// [card.NAME]: a new Kingdom card, a copy of "based_on" (its fields, effect and AI) or blank,
// changed by the fields given.
void add_custom_cards(const Source& src, const toml::table& cards, Registry& reg) {
  const std::vector<std::string> own(std::begin(kCustomKeys), std::end(kCustomKeys));
  for (const auto& [key, node] : in_file_order(cards)) {
    const toml::table& t = section_table(src, *key, *node, "card");
    check_custom_name(src, *key);
    const std::string name(key->str());
    if (const CardDef* old = reg.find(name))
      src.fail(*key, fmt::format("a card named \"{}\" already exists ({}); [override.\"{}\"] "
                                 "changes it",
                                 old->name, old->set, old->name));
    Edition edition = Edition::kBoth;
    if (const toml::node* e = t.get("edition")) edition = get_edition(src, *e);

    CardDef d;
    if (const toml::node* b = t.get("based_on")) {
      const std::string base_name = get_string(src, *b, "based_on");
      const CardDef* base = reg.find(base_name, edition);
      if (!base) {
        for (auto&& [later, unused] : cards)
          if (name_key(later.str()) == name_key(base_name))
            src.fail(*b, fmt::format("\"based_on\": \"{}\" is defined further down; define it "
                                     "before the cards based on it",
                                     excerpt(later.str())));
        src.fail(*b, fmt::format("\"based_on\": unknown card \"{}\"{}", excerpt(base_name),
                                 reg.unknown_hint(base_name)));
      }
      d = *base;
      d.effect_of = base->effect_name();
    } else {
      for (const char* required : {"cost", "types"})
        if (!t.contains(required))
          src.fail(*key, fmt::format("[card.\"{}\"] needs \"{}\" (or \"based_on\" to copy a "
                                     "card)",
                                     name, required));
    }
    d.name = name;
    d.set = kCustomSet;
    d.edition = edition;
    d.kingdom = true;
    if (const toml::node* s = t.get("set")) {
      d.set = get_string(src, *s, "set");
      if (d.set.empty() || name_key(d.set) == "basic")
        src.fail(*s, "\"set\" must name a set of Kingdom cards (default: Custom)");
      if (d.set.size() > kMaxNameLength || !is_utf8(d.set))
        src.fail(*s, fmt::format("\"set\" is a name of at most {} characters", kMaxNameLength));
    }
    apply_fields(src, t, d, fmt::format("[card.\"{}\"]", name), own, reg);
    reg.add(std::move(d));
  }
}

void apply(const Source& src, const toml::table& root, Registry& reg) {
  static const std::vector<std::string> kSections = {"override", "card"};
  const toml::table* overrides = nullptr;
  const toml::table* cards = nullptr;
  for (const auto& [key, node] : in_file_order(root)) {
    const std::string_view k = key->str();
    if (k != "override" && k != "card")
      src.fail(*key, fmt::format("unknown section \"{}\"{}; a card file has [override.NAME] and "
                                 "[card.NAME] tables",
                                 excerpt(k), suggestion(k, kSections, "sections")));
    if (!node->is_table())
      src.fail(*key,
               fmt::format("\"{}\" must hold tables: [{}.NAME] with the fields below it", k, k));
    (k == "override" ? overrides : cards) = node->as_table();
  }
  // Overrides first: a custom card based on an overridden card copies the changed card.
  if (overrides) apply_overrides(src, *overrides, reg);
  if (cards) add_custom_cards(src, *cards, reg);
}

}  // namespace

void apply_card_file(Registry& reg, std::string_view toml_text, std::string_view file_name) {
  const Source src{std::string(file_name)};
  toml::table root;
  try {
    root = toml::parse(toml_text, file_name);
  } catch (const toml::parse_error& e) {
    src.fail(e);
  }
  // All or nothing: a trial run on a copy finds every error before reg changes.
  Registry trial = reg;
  apply(src, root, trial);
  apply(src, root, reg);
}

void load_card_file(Registry& reg, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CardFileError(fmt::format("{}: cannot read the file", path));
  std::ostringstream text;
  text << in.rdbuf();
  apply_card_file(reg, text.str(), path);
}

}  // namespace kl
