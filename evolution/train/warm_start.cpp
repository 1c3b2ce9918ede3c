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
  if (p.screen_games > 0) params["screen_games"] = p.screen_games;  // only when on (run.json)
  if (p.final_min_games > 0) params["final_min_games"] = p.final_min_games;
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
    const JsonField r(run, "");
    if (!r["complete"].flag())
      throw std::invalid_argument("the run is not finished (train --resume completes it)");
    const JsonField kd = r["kingdom"];
    DbKingdom k;
    k.name = kd["name"].text();
    k.cards = kd["cards"].texts();
    std::sort(k.cards.begin(), k.cards.end());
    k.edition = kd["edition"].text();
    if (k.edition != "1st" && k.edition != "2nd") kd["edition"].bad("must be \"1st\" or \"2nd\"");
    k.colony = kd["colony"].flag();
    k.shelters = kd["shelters"].flag();
    k.players = int(kd["players"].whole(2, kMaxPlayers));
    k.opening = kd["opening"].text();
    if (k.opening != "random" && k.opening != "4/3" && k.opening != "5/2")
      kd["opening"].bad("must be \"random\", \"4/3\" or \"5/2\"");
    for (const std::string* t : {&k.name, &k.opening})
      if (!is_utf8(*t)) throw std::invalid_argument("a text that is not UTF-8");
    k.source = "train";
    k.run_dir = run_dir;
    k.seed = uint64_t(r["seed"].whole(0, INT64_MAX));
    const JsonField p = r["params"];
    // The keys and order of db_entry().
    nlohmann::json params = {
        {"generations", r["generations_done"].whole(0, 1 << 20)},
        {"pool", p["pool"].raw()},
        {"leaders", p["leaders"].raw()},
        {"chambers", p["chambers"].raw()},
        {"min_games", p["min_games"].raw()},
        {"max_games", p["max_games"].raw()},
        {"final_games", p["final_games"].raw()},
        {"library_start", p["library_start"].raw()},
        {"hall_of_fame", p["hall_of_fame"].raw()},
        // Runs from before the polish had none.
        {"polish", p.has("polish") ? p["polish"]["rounds"].raw() : nlohmann::json(0)},
        {"warm_start", r.has("warm_start")}};
    if (p.has("screen_games")) params["screen_games"] = p["screen_games"].raw();
    if (p.has("final_min_games")) params["final_min_games"] = p["final_min_games"].raw();
    k.params = params.dump();
    if (r.has("card_file")) {
      const JsonField f = r["card_file"];
      k.card_file = f.has("path") ? f["path"].text() : "(unnamed)";
      if (k.card_file.empty()) k.card_file = "(unnamed)";
    }
    k.games = r["games"].whole(0, INT64_MAX);
    k.seconds = r["seconds"].number();
    const JsonField f = r["final"];
    std::vector<std::string> ids = f["leaders"].texts();
    const std::string best = f["best"].text();
    std::stable_partition(ids.begin(), ids.end(),
                          [&](const std::string& id) { return id == best; });
    for (const std::string& id : ids) {
      const nlohmann::json* found = find_leader_json(run, id);
      if (!found) throw std::invalid_argument("final leader " + excerpt(id) + " is in no chamber");
      const JsonField l(*found, "leader " + excerpt(id));
      DbStrategy s;
      s.rank = int(k.strategies.size());
      s.menu = l["menu"].text();
      s.params = l["params"].numbers();
      for (auto [key, to] : {std::pair{"rating", &s.rating}, {"lo", &s.lo}, {"hi", &s.hi}})
        if (!l[key].raw().is_null()) *to = l[key].number();
      s.games = l["games"].whole(0, INT64_MAX);
      s.run_id = id;
      if (!is_utf8(s.menu) || !is_utf8(s.run_id))
        throw std::invalid_argument("a text that is not UTF-8");
      k.strategies.push_back(std::move(s));
    }
    return k;
  } catch (const JsonField::Error& e) {
    throw std::invalid_argument(std::string("not a kingdomlab run.json: ") + e.what());
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument("not a kingdomlab run.json (" + json_problem(e) + ")");
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
