#include "evolution/train/warm_start.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "cards/kingdom.h"
#include "evolution/io/run_data.h"
#include "evolution/strategy/strategy_text.h"

namespace kl {

std::vector<std::string> card_names(const Kingdom& k) {
  std::vector<std::string> out;
  for (const CardDef* d : k.cards) out.push_back(d->name);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<Neighbour> nearest_kingdoms(const std::vector<DbKingdom>& entries,
                                        const std::vector<std::string>& cards, int players,
                                        int min_shared, int max_kingdoms) {
  std::vector<std::string> mine = cards;
  std::sort(mine.begin(), mine.end());
  std::vector<Neighbour> out;
  for (const DbKingdom& e : entries) {
    if (e.strategies.empty() || !e.card_file.empty() || e.players != players) continue;
    std::vector<std::string> theirs = e.cards;
    std::sort(theirs.begin(), theirs.end());
    const int n = shared_cards(mine, theirs);
    if (n >= min_shared) out.push_back({&e, n});
  }
  std::stable_sort(out.begin(), out.end(), [](const Neighbour& a, const Neighbour& b) {
    if (a.shared != b.shared) return a.shared > b.shared;
    // A run of ours was trained against our player; an import against Provincial's.
    const bool ta = a.entry->source == "train", tb = b.entry->source == "train";
    if (ta != tb) return ta;
    return a.entry->id > b.entry->id;
  });
  if (int(out.size()) > max_kingdoms) out.resize(size_t(std::max(0, max_kingdoms)));
  return out;
}

std::optional<Genome> translate_leader(const DbStrategy& s, const DbKingdom& from,
                                       const MutationSpace& space, const Registry& reg) {
  Genome g;
  try {
    g.menu = parse_menu(s.menu, reg, from.edition == "1st" ? Edition::kFirst : Edition::kSecond);
  } catch (const StrategyParseError&) {
    return std::nullopt;
  }
  // Cards are matched by name: a 1st-edition Throne Room stands for the 2nd-edition one. A card
  // this kingdom lacks is dropped, not replaced: a guessed stand-in of the same cost rarely plays
  // the same role, and the mutations try replacements anyway (docs/database.md).
  std::vector<MenuEntry> kept;
  for (const MenuEntry& e : g.menu.entries)
    for (const CardDef* d : space.cards)
      if (d->name == e.card->name) {
        kept.push_back({d, e.count});
        break;
      }
  g.menu.entries = std::move(kept);
  if (int(g.menu.entries.size()) > space.max_entries)
    g.menu.entries.resize(size_t(space.max_entries));
  for (int* at : {&g.menu.duchy_at, &g.menu.estate_at}) *at = std::clamp(*at, 0, space.provinces);
  for (int* at : {&g.menu.province_at, &g.menu.colony_at})
    *at = !space.colony || *at >= kMenuUnlimited ? kMenuUnlimited
                                                 : std::clamp(*at, 0, space.provinces);
  for (const auto& [name, value] : s.params)
    for (const PlayParam* p : space.params)
      if (p->name == name) g.params[name] = std::clamp(value, p->lo, p->hi);
  // canonical() drops the parameters of cards the menu no longer names.
  return canonical(g);
}

WarmStart make_warm_start(const std::vector<DbKingdom>& entries, const Kingdom& kingdom,
                          const GameConfig& game, const WarmStartOptions& opt,
                          const Registry& reg) {
  const MutationSpace space = mutation_space(game);
  const std::vector<Genome> usual = starting_genomes(space, game, opt.library);
  WarmStart w;
  for (const Neighbour& n : nearest_kingdoms(entries, card_names(kingdom), game.players,
                                             opt.min_shared, opt.max_kingdoms)) {
    WarmStart::Source src{n.entry->name, n.entry->id, n.shared, {}};
    int taken = 0;
    for (const DbStrategy& s : n.entry->strategies) {
      if (taken >= opt.max_leaders) break;
      std::optional<Genome> g = translate_leader(s, *n.entry, space, reg);
      if (!g) continue;
      ++taken;  // a leader counts even when it duplicates: the budget is per neighbour's best
      if (std::find(usual.begin(), usual.end(), *g) != usual.end() ||
          std::find(w.genomes.begin(), w.genomes.end(), *g) != w.genomes.end())
        continue;
      src.strategies.push_back(print_menu(g->menu));
      w.genomes.push_back(std::move(*g));
    }
    if (!src.strategies.empty()) w.sources.push_back(std::move(src));
  }
  return w;
}

DbKingdom db_entry(const RunState& st, const std::string& run_dir) {
  DbKingdom k;
  k.name = st.kingdom.name;
  k.cards = card_names(st.kingdom);
  k.edition = edition_text(st.kingdom.edition);
  k.colony = st.game.colony;
  k.shelters = !st.game.start_deck.empty();
  k.players = st.game.players;
  k.opening = opening_text(st.game.opening);
  k.source = "train";
  k.run_dir = run_dir;
  k.seed = st.seed;
  const TrainParams& p = st.params;
  nlohmann::json params = {{"generations", st.generations_done},
                           {"pool", p.pool},
                           {"leaders", p.leaders},
                           {"chambers", p.chambers},
                           {"min_games", p.test.min_games},
                           {"max_games", p.test.max_games},
                           {"final_games", p.final_games},
                           {"library_start", p.library_start},
                           {"hall_of_fame", p.hall_of_fame},
                           {"polish", p.polish.rounds},
                           {"warm_start", !st.warm_start.empty()}};
  k.params = params.dump();
  k.card_file = st.card_file.text.empty() ? "" : st.card_file.path;
  if (k.card_file.empty() && !st.card_file.text.empty()) k.card_file = "(unnamed)";
  k.games = st.total_games();
  k.seconds = st.seconds;
  std::vector<const LeaderRecord*> leaders;
  for (const std::string& id : st.final.leaders)
    if (const LeaderRecord* l = st.leader(id)) leaders.push_back(l);
  std::stable_partition(leaders.begin(), leaders.end(),
                        [&](const LeaderRecord* l) { return l->id == st.final.best; });
  for (const LeaderRecord* l : leaders)
    k.strategies.push_back({int(k.strategies.size()), print_menu(l->genome.menu), l->genome.params,
                            l->rating, l->lo, l->hi, l->games, l->id});
  return k;
}

DbKingdom run_entry(const nlohmann::json& run, const std::string& run_dir) {
  try {
    if (!run.at("complete").get<bool>())
      throw std::invalid_argument("the run is not finished (train --resume completes it)");
    const nlohmann::json& kd = run.at("kingdom");
    DbKingdom k;
    k.name = kd.at("name").get<std::string>();
    k.cards = kd.at("cards").get<std::vector<std::string>>();
    std::sort(k.cards.begin(), k.cards.end());
    k.edition = kd.at("edition").get<std::string>();
    k.colony = kd.at("colony").get<bool>();
    k.shelters = kd.at("shelters").get<bool>();
    k.players = kd.at("players").get<int>();
    k.opening = kd.at("opening").get<std::string>();
    k.source = "train";
    k.run_dir = run_dir;
    k.seed = run.at("seed").get<uint64_t>();
    const nlohmann::json& p = run.at("params");
    // The keys and order of db_entry().
    nlohmann::json params = {
        {"generations", run.at("generations_done")},
        {"pool", p.at("pool")},
        {"leaders", p.at("leaders")},
        {"chambers", p.at("chambers")},
        {"min_games", p.at("min_games")},
        {"max_games", p.at("max_games")},
        {"final_games", p.at("final_games")},
        {"library_start", p.at("library_start")},
        {"hall_of_fame", p.at("hall_of_fame")},
        // Runs from before the polish had none.
        {"polish", p.contains("polish") ? p["polish"].at("rounds") : nlohmann::json(0)},
        {"warm_start", run.contains("warm_start")}};
    k.params = params.dump();
    if (run.contains("card_file")) k.card_file = run["card_file"].value("path", "(unnamed)");
    if (k.card_file.empty() && run.contains("card_file")) k.card_file = "(unnamed)";
    k.games = run.at("games").get<int64_t>();
    k.seconds = run.at("seconds").get<double>();
    const nlohmann::json& f = run.at("final");
    std::vector<std::string> ids = f.at("leaders").get<std::vector<std::string>>();
    const std::string best = f.at("best").get<std::string>();
    std::stable_partition(ids.begin(), ids.end(),
                          [&](const std::string& id) { return id == best; });
    for (const std::string& id : ids) {
      const nlohmann::json* found = find_leader_json(run, id);
      if (!found) throw std::invalid_argument("final leader " + id + " is in no chamber");
      DbStrategy s;
      s.rank = int(k.strategies.size());
      s.menu = found->at("menu").get<std::string>();
      s.params = found->at("params").get<std::map<std::string, double>>();
      for (auto [key, to] : {std::pair{"rating", &s.rating}, {"lo", &s.lo}, {"hi", &s.hi}})
        if (!found->at(key).is_null()) *to = found->at(key).get<double>();
      s.games = found->at("games").get<int64_t>();
      s.run_id = id;
      k.strategies.push_back(std::move(s));
    }
    return k;
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument(std::string("not a kingdomlab run.json (") + e.what() + ")");
  }
}

DbKingdom provincial_entry(std::string_view text, const std::string& path, const Registry& reg) {
  const Kingdom kd = parse_provincial_kingdom(text, path, reg);
  DbKingdom k;
  k.name = kd.name;
  k.cards = card_names(kd);
  k.edition = edition_text(kd.edition);
  k.colony = kd.colony == Use::kYes;
  k.shelters = kd.shelters == Use::kYes;
  k.players = kd.players;
  k.opening = opening_text(kd.opening);
  k.source = "provincial";
  k.run_dir = path;
  for (const Strategy& s : provincial_leaders(text, path, reg))
    k.strategies.push_back({int(k.strategies.size()), print_menu(closest_menu(s)), s.params,
                            std::nullopt, std::nullopt, std::nullopt, 0, s.name});
  return k;
}

}  // namespace kl
