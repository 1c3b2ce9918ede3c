#include "tools/resolve.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "tools/commands.h"

namespace kl {

namespace {

// Whether a file or folder is there; false when the name cannot be one (too long, bad bytes):
// an argument is tried as a file before it is read as a menu.
bool exists_quietly(const std::string& path) {
  std::error_code ec;
  return std::filesystem::exists(path, ec);
}
bool is_file_quietly(const std::string& path) {
  std::error_code ec;
  return std::filesystem::is_regular_file(path, ec);
}

}  // namespace

StrategyContext strategy_context(const Kingdom& k, uint64_t seed) {
  return {k.edition, uses_colony(k, seed)};
}

std::vector<Strategy> resolve_strategies(const std::string& arg, const StrategyContext* game) {
  if (const Strategy* s = find_bot(arg)) return {*s};

  // A Provincial leaderboard file: its leaders, or FILE#i for one.
  {
    std::string lb = arg;
    int index = -1;
    const size_t hash = arg.rfind('#');
    if (!exists_quietly(lb) && hash != std::string::npos && is_file_quietly(arg.substr(0, hash))) {
      lb = arg.substr(0, hash);
      const std::string i = arg.substr(hash + 1);
      if (i.empty() || i.size() > 2 || !std::all_of(i.begin(), i.end(), ::isdigit))
        throw UsageError(fmt::format("{}: expected FILE#<leader number> (got \"#{}\")",
                                     excerpt(arg, 200), excerpt(i)));
      index = std::stoi(i);
    }
    if (is_file_quietly(lb)) {
      std::ifstream in(lb, std::ios::binary);
      std::ostringstream text;
      text << in.rdbuf();
      if (is_provincial_leaderboard(text.str())) {
        std::vector<Strategy> all = provincial_leaders(text.str(), lb);
        if (index < 0) return all;
        if (index >= int(all.size()))
          throw UsageError(
              fmt::format("{}: the leaderboard has leaders #0 to #{}", lb, all.size() - 1));
        return {all[size_t(index)]};
      }
      if (index >= 0) throw UsageError(fmt::format("{}: not a Provincial leaderboard", lb));
    }
  }

  // FILE or FILE:NAME
  std::string path = arg, pick;
  if (!exists_quietly(path)) {
    const size_t colon = arg.rfind(':');
    if (colon != std::string::npos && exists_quietly(arg.substr(0, colon))) {
      path = arg.substr(0, colon);
      pick = arg.substr(colon + 1);
    }
  }
  if (is_file_quietly(path)) {
    // A file without an "edition" line reads in the game's edition, as a menu does.
    std::vector<Strategy> all =
        load_strategies(path, Registry::standard(), game ? game->edition : Edition::kSecond);
    if (all.empty()) throw UsageError(fmt::format("{}: no strategy in the file", path));
    if (pick.empty()) return all;
    for (const Strategy& s : all)
      if (name_key(s.name) == name_key(pick)) return {s};
    throw UsageError(fmt::format("{}: no strategy named \"{}\"", path, pick));
  }

  // Provincial's notation, as its leaderboards print it: "[colony] e2-d4-p8-witch@2|gold@99".
  // No menu starts with 'e' and a digit (no card name does), so the form is unambiguous. A
  // one-line menu may start with "colony " too.
  std::string_view menu_text = arg;
  // Colony: the game's, or said by the line itself.
  bool colony = game && game->colony;
  {
    std::string_view t = arg;
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
    if (t.size() > 7 && name_key(t.substr(0, 6)) == "colony" &&
        std::isspace(static_cast<unsigned char>(t[6]))) {
      colony = true;
      t.remove_prefix(7);
      while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
      menu_text = t;
    }
    if (t.size() >= 2 && (t[0] == 'e' || t[0] == 'E') &&
        std::isdigit(static_cast<unsigned char>(t[1]))) {
      try {
        const Edition edition = game ? game->edition : Edition::kFirst;  // Provincial's cards
        Strategy s = to_strategy(parse_provincial(t, Registry::standard(), edition), arg, colony);
        play_as_provincial(s);  // (docs/strategies.md)
        return {std::move(s)};
      } catch (const StrategyParseError& e) {
        throw UsageError(
            fmt::format("\"{}\": not a strategy in Provincial's notation (column {}: {})",
                        excerpt(arg), e.column() + int(arg.size() - t.size()), e.message()));
      }
    }
  }

  // A one-line menu.
  try {
    const Edition edition = game ? game->edition : Edition::kSecond;
    std::map<std::string, double> params;
    Menu m = parse_menu_line(std::string(menu_text), params, Registry::standard(), edition);
    Strategy s = to_strategy(m, arg, colony);
    s.params = std::move(params);
    return {std::move(s)};
  } catch (const StrategyParseError& e) {
    // A published card kingdomlab lacks: that is the news, not the list of bots.
    if (e.message().find("not implemented yet") != std::string::npos)
      throw UsageError(
          fmt::format("{} in strategy \"{}\"; \"kingdomlab cards\" lists the implemented cards",
                      e.message(), excerpt(arg)));
    // A misspelt bot name: name the bot rather than list them all.
    const Strategy* near = nullptr;
    size_t best = 3;  // at most 2 edits
    for (const Strategy& s : bot_library()) {
      const size_t d = edit_distance(name_key(arg), name_key(s.name), 2);
      if (d < best) best = d, near = &s;
    }
    if (near)
      throw UsageError(fmt::format("did you mean the bot \"{}\"? (unknown strategy \"{}\")",
                                   near->name, excerpt(arg)));
    // What is wrong with it as a menu comes first (it carries the suggestion), then what else
    // it is not; a long argument is cut so the message stays readable.
    throw UsageError(fmt::format(
        "{} in strategy \"{}\", which is not a bot name or a file either (kingdomlab cards "
        "lists the cards; the bots are in evolution/strategy/bots/)",
        e.message(), excerpt(arg)));
  }
}

void StrategySet::read_in(const std::string& kingdom, uint64_t seed) {
  if (!kingdom.empty()) game = strategy_context(find_kingdom(kingdom), seed);
}

void StrategySet::add(const std::string& arg) {
  for (Strategy& s : resolve_strategies(arg, game ? &*game : nullptr)) {
    owned.push_back(std::move(s));
    list.push_back(&owned.back());
  }
}

GameConfig game_for(const std::vector<const Strategy*>& strategies, int players,
                    const std::string& kingdom_arg, uint64_t seed,
                    std::vector<std::string>* notes) {
  if (!kingdom_arg.empty()) {
    Kingdom k = find_kingdom(kingdom_arg);
    if (players) k.players = players;
    GameConfig cfg = game_config(k, seed);
    if (notes) {
      State probe;
      probe.setup(cfg, seed, 0);
      for (const Strategy* s : strategies)
        for (const CardDef* d : kingdom_cards_of(*s))
          if (probe.find(d) == kNoCard)
            notes->push_back(
                fmt::format("{} is not in {}: \"{}\" never buys it", d->name, k.name, s->name));
    }
    return cfg;
  }
  if (!players) players = 2;
  std::vector<const CardDef*> kingdom;
  for (const Strategy* s : strategies)
    for (const CardDef* d : kingdom_cards_of(*s)) {
      bool seen = false;
      for (const CardDef* k : kingdom) {
        if (k == d)
          seen = true;
        else if (k->name == d->name)
          throw UsageError(fmt::format(
              "the strategies use two editions of {}; a game can hold only one", d->name));
      }
      if (!seen) kingdom.push_back(d);
    }
  std::vector<const CardDef*> landscapes;
  for (const Strategy* s : strategies)
    for (const CardDef* d : landscapes_of(*s))
      if (std::find(landscapes.begin(), landscapes.end(), d) == landscapes.end())
        landscapes.push_back(d);
  bool colony = false;
  for (const Strategy* s : strategies) colony |= mentions_colony(*s);
  // A card that brings a pile (Young Witch's Bane, Ferryman's) gets it drawn by the official rule,
  // from the seed, as in a kingdom without that pile listed.
  if (std::any_of(kingdom.begin(), kingdom.end(),
                  [](const CardDef* d) { return d->setup_pile.hi > 0; })) {
    Kingdom k;
    k.name = "the strategies' cards";
    k.cards = kingdom;
    k.landscapes = landscapes;
    k.players = players;
    k.colony = colony ? Use::kYes : Use::kNo;
    k.shelters = Use::kNo;
    return game_config(k, seed);
  }
  GameConfig cfg = Registry::standard().config(kingdom, players, landscapes);
  cfg.colony |= colony;
  return cfg;
}

}  // namespace kl
