#include "cards/registry.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace kl {

std::string name_key(std::string_view name) {
  std::string k;
  for (char ch : name) {
    if (ch == ' ' || ch == '-' || ch == '\'' || ch == '_') continue;
    k += char(std::tolower(static_cast<unsigned char>(ch)));
  }
  return k;
}

extern const char* const kCardListText;  // generated from cards/card_list.tsv

namespace {

struct PublishedCard {
  std::string set, key, text;
};

const std::vector<PublishedCard>& published_cards() {
  static const std::vector<PublishedCard> list = [] {
    std::vector<PublishedCard> out;
    const std::string_view text = kCardListText;
    for (size_t at = 0; at < text.size();) {
      size_t end = text.find('\n', at);
      if (end == std::string_view::npos) end = text.size();
      const std::string_view line = text.substr(at, end - at);
      const size_t tab = line.find('\t');
      if (!line.empty() && line[0] != '#' && tab != std::string_view::npos) {
        const size_t tab2 = line.find('\t', tab + 1);  // before the text, if there is one
        const bool has_text = tab2 != std::string_view::npos;
        out.push_back(
            {std::string(line.substr(0, tab)),
             name_key(has_text ? line.substr(tab + 1, tab2 - tab - 1) : line.substr(tab + 1)),
             has_text ? std::string(line.substr(tab2 + 1)) : std::string()});
      }
      at = end + 1;
    }
    return out;
  }();
  return list;
}

}  // namespace

std::string published_set(std::string_view name) {
  const std::string key = name_key(name);
  for (const PublishedCard& c : published_cards())
    if (c.key == key) return c.set;
  return "";
}

std::string published_text(std::string_view name) {
  const std::string key = name_key(name);
  for (const PublishedCard& c : published_cards())
    if (c.key == key) return c.text;
  return "";
}

std::vector<std::string> published_sets() {
  std::vector<std::string> out;
  for (const PublishedCard& c : published_cards())
    if (std::find(out.begin(), out.end(), c.set) == out.end()) out.push_back(c.set);
  return out;
}

std::string Registry::unknown_hint(std::string_view name) const {
  const std::string set = published_set(name);
  if (!set.empty()) return fmt::format(" (a {} card, not implemented yet)", set);
  const std::string guess = closest(name);
  return guess.empty() ? "" : fmt::format(" (did you mean \"{}\"?)", guess);
}

Registry Registry::built_in() {
  Registry reg;
  add_basic_cards(reg);
  add_base_cards(reg);
  add_intrigue_cards(reg);
  add_seaside_cards(reg);
  add_prosperity_cards(reg);
  add_hinterlands_cards(reg);
  add_cornucopia_cards(reg);
  add_guilds_cards(reg);
  add_alchemy_cards(reg);
  add_dark_ages_cards(reg);
  add_renaissance_cards(reg);
  add_adventures_cards(reg);
  add_empires_cards(reg);
  add_empires_landscapes(reg);
  return reg;
}

namespace {
// The program's registry and the implemented cards as they were, for reset_program().
struct Program {
  Registry reg = Registry::built_in();
  std::vector<CardDef> originals{reg.all().begin(), reg.all().end()};
};
Program& program_state() {
  static Program p;
  return p;
}
}  // namespace

Registry& Registry::program() { return program_state().reg; }

const Registry& Registry::standard() { return program(); }

void Registry::reset_program() {
  Program& p = program_state();
  std::deque<CardDef>& cards = p.reg.cards_;
  for (size_t i = 0; i < p.originals.size(); ++i) cards[i] = p.originals[i];
  cards.resize(p.originals.size());  // removing at the end leaves the other elements in place
}

Registry::Registry(const Registry& other) : cards_(other.cards_) {
  // The basics point into this registry's copies, at the same positions.
  for (int r = 0; r < kFirstKingdom; ++r)
    for (size_t i = 0; i < other.cards_.size(); ++i)
      if (other.basics_[r] == &other.cards_[i]) basics_[r] = &cards_[i];
}

Registry& Registry::operator=(const Registry& other) {
  if (this != &other) *this = Registry(other);
  return *this;
}

std::vector<CardDef*> Registry::find_all(std::string_view name) {
  const std::string key = name_key(name);
  std::vector<CardDef*> out;
  for (CardDef& d : cards_)
    if (name_key(d.name) == key) out.push_back(&d);
  return out;
}

const CardDef* Registry::add(CardDef d) {
  cards_.push_back(std::move(d));
  const CardDef* p = &cards_.back();
  if (p->set == "Basic") {
    static const char* const kRoles[kFirstKingdom] = {"copper", "silver",   "gold",  "estate",
                                                      "duchy",  "province", "curse", "platinum",
                                                      "colony", "potion"};
    for (int r = 0; r < kFirstKingdom; ++r)
      if (name_key(p->name) == kRoles[r]) basics_[r] = p;
  }
  return p;
}

const CardDef* Registry::find(std::string_view name, Edition edition) const {
  const std::string key = name_key(name);
  const CardDef* any = nullptr;
  for (const CardDef& d : cards_) {
    if (name_key(d.name) != key) continue;
    if (d.edition == Edition::kBoth || d.edition == edition) return &d;
    if (edition == Edition::kBoth && d.edition == Edition::kSecond) return &d;
    if (!any) any = &d;
  }
  return any;
}

std::string cost_text(const CardDef& d) {
  std::string out = d.cost || !d.debt ? fmt::format("${}", d.cost) : "";
  if (d.potion_cost) out += "P";
  if (d.debt) out += fmt::format("{}{}D", out.empty() ? "" : "+", d.debt);
  if (d.on_buy == State::overpay_on_buy) out += "+";  // you may overpay (Guilds)
  return out;
}

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1])});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

size_t edit_distance(std::string_view a, std::string_view b, size_t limit) {
  if (a.size() > b.size()) std::swap(a, b);
  if (b.size() - a.size() > limit) return limit + 1;
  // Only cells within `limit` of the diagonal can be <= limit: a band of 2 x limit + 1.
  const size_t kFar = limit + 1;
  std::vector<size_t> prev(b.size() + 1, kFar), cur(b.size() + 1, kFar);
  for (size_t j = 0; j <= std::min(b.size(), limit); ++j) prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    const size_t lo = i > limit ? i - limit : 1, hi = std::min(b.size(), i + limit);
    std::fill(cur.begin(), cur.end(), kFar);
    if (i <= limit) cur[0] = i;
    size_t row_min = cur[0];
    for (size_t j = lo; j <= hi; ++j) {
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1])});
      cur[j] = std::min(cur[j], kFar);
      row_min = std::min(row_min, cur[j]);
    }
    if (row_min > limit) return kFar;
    std::swap(prev, cur);
  }
  return std::min(prev[b.size()], kFar);
}

size_t suggestion_limit(std::string_view written) {
  return std::clamp<size_t>(written.size() / 2, 2, 8);
}

namespace {

// The length of the UTF-8 sequence at text[i], or 0 when there is none (a stray or truncated
// byte, an overlong form, a surrogate, a value past U+10FFFF).
size_t utf8_length(std::string_view text, size_t i) {
  const auto b = [&](size_t k) { return static_cast<unsigned char>(text[i + k]); };
  const unsigned u = b(0);
  const size_t len = u < 0x80 ? 1 : (u >> 5) == 6 ? 2 : (u >> 4) == 14 ? 3 : (u >> 3) == 30 ? 4 : 0;
  if (len == 0 || i + len > text.size()) return 0;
  for (size_t k = 1; k < len; ++k)
    if ((b(k) >> 6) != 2) return 0;
  if (len == 2 && u < 0xC2) return 0;
  if (len == 3 && ((u == 0xE0 && b(1) < 0xA0) || (u == 0xED && b(1) >= 0xA0))) return 0;
  if (len == 4 && ((u == 0xF0 && b(1) < 0x90) || u > 0xF4 || (u == 0xF4 && b(1) >= 0x90))) return 0;
  return len;
}

}  // namespace

size_t first_non_utf8(std::string_view text) {
  for (size_t i = 0; i < text.size();) {
    // ASCII runs are the usual case.
    while (i < text.size() && static_cast<unsigned char>(text[i]) < 0x80) ++i;
    if (i == text.size()) break;
    const size_t len = utf8_length(text, i);
    if (!len) return i;
    i += len;
  }
  return std::string_view::npos;
}

bool is_utf8(std::string_view text) { return first_non_utf8(text) == std::string_view::npos; }

std::string excerpt(std::string_view text, size_t max) {
  std::string out;
  size_t shown = 0, i = 0;
  while (i < text.size() && shown < max) {
    const auto u = static_cast<unsigned char>(text[i]);
    // A whole UTF-8 sequence, else one byte escaped.
    const size_t len = utf8_length(text, i);
    const bool valid = len > 1 || (len == 1 && u >= 0x20 && u != 0x7f);
    if (valid) {
      out.append(text.substr(i, len));
      i += len;
    } else {
      out += fmt::format("\\x{:02X}", unsigned(u));
      ++i;
    }
    ++shown;
  }
  if (i < text.size()) out += fmt::format("... ({} bytes)", text.size());
  return out;
}

std::string Registry::closest(std::string_view name) const {
  const std::string key = name_key(name);
  const size_t limit = suggestion_limit(key);
  std::string best;
  size_t best_d = limit + 1;
  for (const CardDef& d : cards_) {
    const size_t dist = edit_distance(key, name_key(d.name), limit);
    if (dist < best_d) {
      best_d = dist;
      best = d.name;
    }
  }
  return best;
}

namespace {

// The pile of a card with pile_cards (a split pile, Knights, Ruins) for `players` players.
PileSpec pile_spec(const Registry& reg, const CardDef& d, int players, bool supply) {
  PileSpec spec;
  spec.name = &d;
  spec.shuffle = d.pile_shuffled;
  spec.supply = supply;
  spec.size = d.pile_per_other * (players - 1);
  for (const PileCard& pc : d.pile_cards) {
    const CardDef* c = name_key(pc.name) == name_key(d.name) ? &d : reg.find(pc.name, d.edition);
    if (!c) throw std::invalid_argument(d.name + "'s pile names an unknown card " + pc.name);
    spec.cards.emplace_back(c, players == 2 && pc.count_two ? pc.count_two : pc.count);
  }
  return spec;
}

}  // namespace

GameConfig Registry::config(const std::vector<const CardDef*>& kingdom, int players,
                            const std::vector<const CardDef*>& landscapes) const {
  GameConfig cfg;
  cfg.players = players;
  for (int r = 0; r < kFirstKingdom; ++r) cfg.basics[r] = basics_[r];
  for (const CardDef* d : kingdom) {
    if (d->pile_cards.empty())
      cfg.kingdom.push_back(d);
    else
      cfg.mixed.push_back(pile_spec(*this, *d, players, true));
  }
  cfg.landscapes = landscapes;
  // What the kingdom's cards and landscapes bring along (Spoils, Ruins...), and what that brings.
  std::vector<const CardDef*> todo(kingdom.begin(), kingdom.end());
  todo.insert(todo.end(), landscapes.begin(), landscapes.end());
  for (const PileSpec& spec : cfg.mixed)
    for (const auto& entry : spec.cards) todo.push_back(entry.first);
  std::vector<const CardDef*> seen = todo;
  for (size_t i = 0; i < todo.size(); ++i) {
    for (const std::string& name : todo[i]->needs) {
      const CardDef* n = find(name, todo[i]->edition);
      if (!n) throw std::invalid_argument(todo[i]->name + " needs an unknown card " + name);
      if (std::find(seen.begin(), seen.end(), n) != seen.end()) continue;
      seen.push_back(n);
      todo.push_back(n);
      if (n->landscape()) {
        cfg.landscapes.push_back(n);  // an Artifact a card brings (Flag Bearer's Flag)
      } else if (!n->pile_cards.empty()) {
        cfg.mixed.push_back(pile_spec(*this, *n, players, n->needed_in_supply));
        for (const auto& entry : cfg.mixed.back().cards) todo.push_back(entry.first);
      } else {
        cfg.extras.push_back(n);
      }
    }
  }
  // Heirlooms replace starting Coppers, one each.
  std::vector<const CardDef*> heirlooms;
  for (const CardDef* d : todo)
    if (!d->heirloom.empty()) {
      const CardDef* h = find(d->heirloom, d->edition);
      if (!h) throw std::invalid_argument(d->name + "'s Heirloom is an unknown card");
      if (std::find(heirlooms.begin(), heirlooms.end(), h) == heirlooms.end())
        heirlooms.push_back(h);
    }
  if (!heirlooms.empty()) {
    cfg.start_deck.emplace_back(basics_[kCopper], 7 - int(heirlooms.size()));
    for (const CardDef* h : heirlooms) cfg.start_deck.emplace_back(h, 1);
    cfg.start_deck.emplace_back(basics_[kEstate], 3);
  }
  return cfg;
}

}  // namespace kl
