#include "evolution/io/run_data.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "evolution/strategy/strategy_text.h"

namespace kl {

using json = nlohmann::json;

const char* edition_text(Edition e) { return e == Edition::kFirst ? "1st" : "2nd"; }

namespace {

constexpr const char* kProgram = "kingdomlab 0.1";

json match_json(const MatchRecord& m) {
  return {{"wins", m.wins},   {"losses", m.losses},          {"ties", m.ties},
          {"games", m.games}, {"margin", m.margin},          {"lo", m.lo},
          {"hi", m.hi},       {"significant", m.significant}};
}

json estimate_json(const Estimate& e) { return {{"mean", e.mean}, {"lo", e.lo}, {"hi", e.hi}}; }

MatchRecord match_from(const json& j) {
  MatchRecord m;
  m.wins = j.at("wins").get<int64_t>();
  m.losses = j.at("losses").get<int64_t>();
  m.ties = j.at("ties").get<int64_t>();
  m.games = j.at("games").get<int64_t>();
  m.margin = j.at("margin").get<double>();
  m.lo = j.at("lo").get<double>();
  m.hi = j.at("hi").get<double>();
  m.significant = j.at("significant").get<bool>();
  return m;
}

json kingdom_json(const RunState& st) {
  json cards = json::array();
  for (const CardDef* d : st.kingdom.cards) cards.push_back(d->name);
  return {{"name", st.kingdom.name},
          {"cards", cards},
          {"edition", edition_text(st.kingdom.edition)},
          {"colony", st.game.colony},
          {"shelters", !st.game.start_deck.empty()},
          {"opening", opening_text(st.game.opening)},
          {"players", st.game.players}};
}

json params_json(const RunState& st) {
  const TrainParams& p = st.params;
  return {{"generations", p.generations},
          {"pool", p.pool},
          {"leaders", p.leaders},
          {"chambers", p.chambers},
          {"threads", st.threads},
          {"max_games", p.test.max_games},
          {"min_games", p.test.min_games},
          {"alpha", p.test.alpha},
          {"race_factor", p.race_factor},
          {"final_games", p.final_games},
          {"diagnostic_games", p.diagnostic_games},
          {"library_start", p.library_start},
          {"hall_of_fame", p.hall_of_fame},
          {"polish",
           {{"rounds", p.polish.rounds},
            {"screen_groups", p.polish.screen_groups},
            {"keep_screened", p.polish.keep_screened},
            {"race_groups", p.polish.race_groups},
            {"keep_raced", p.polish.keep_raced},
            {"confirm_groups", p.polish.confirm_groups},
            {"alpha", p.polish.alpha},
            {"max_loss", p.polish.max_loss},
            {"prune", p.polish.prune},
            {"prune_screen_groups", p.polish.prune_screen_groups},
            {"prune_confirm_groups", p.polish.prune_confirm_groups},
            {"prune_tolerance", p.polish.prune_tolerance}}}};
}

json leader_json(const LeaderRecord& l, bool colony) {
  json buys = json::array();
  for (const MenuEntry& e : l.genome.menu.entries)
    buys.push_back({{"card", e.card->name}, {"count", e.count}});
  return {{"id", l.id},
          {"menu", print_menu(l.genome.menu)},
          // The menu with its play parameters, as `match` reads it (docs/strategies.md).
          {"line", (colony ? "colony " : "") + print_menu_line(l.genome.menu, l.genome.params)},
          {"strategy", print(to_strategy(l.genome, l.id, colony))},
          {"rating", l.rating},
          {"lo", l.lo},
          {"hi", l.hi},
          {"games", l.games},
          {"buys", buys},
          {"greening",
           {{"colony", l.genome.menu.colony_at},
            {"province", l.genome.menu.province_at},
            {"duchy", l.genome.menu.duchy_at},
            {"estate", l.genome.menu.estate_at}}},
          {"params", json(l.genome.params)},
          {"bought", json(l.bought)}};
}

json polish_json(const PolishRecord& p, bool colony) {
  json steps = json::array();
  for (const PolishStep& s : p.steps)
    steps.push_back({{"change", s.change},
                     {"menu", print_menu(s.genome.menu)},
                     {"params", json(s.genome.params)},
                     {"gain", estimate_json(s.gain)},
                     {"candidates", s.candidates}});
  json pruned = json::array();
  for (const PolishStep& s : p.pruned)
    pruned.push_back({{"change", s.change},
                      {"menu", print_menu(s.genome.menu)},
                      {"params", json(s.genome.params)},
                      {"gain", estimate_json(s.gain)},
                      {"candidates", s.candidates}});
  return {{"from", p.from},
          {"leader", p.leader.id.empty() ? json(nullptr) : leader_json(p.leader, colony)},
          {"steps", steps},
          {"rounds", p.rounds},
          {"games", p.games},
          {"pruned", pruned},
          {"prune_cost", estimate_json(p.prune_cost)},
          {"prune_cost_leaders", estimate_json(p.prune_cost_leaders)},
          {"prune_games", p.prune_games}};
}

json progression_json(const ProgressionRecord& p) {
  json vs = json::array();
  for (const auto& [h, m] : p.vs) {
    json e = {
        {"generation", h}, {"margin", m.margin}, {"lo", m.lo}, {"hi", m.hi}, {"games", m.games}};
    vs.push_back(e);
  }
  return {{"generation", p.generation}, {"vs", vs}};
}

json warm_sources_json(const WarmStart& w) {
  json a = json::array();
  for (const WarmStart::Source& src : w.sources)
    a.push_back({{"kingdom", src.kingdom},
                 {"id", src.id},
                 {"shared", src.shared},
                 {"strategies", src.strategies}});
  return a;
}

}  // namespace

json metagame_json(const MetagameRecord& m) {
  json rows = json::array();
  for (size_t i = 0; i < m.strategies.size(); ++i)
    rows.push_back({{"strategy", m.strategies[i]},
                    {"weight", m.mix[i]},
                    {"vs_mix", estimate_json(m.vs_mix[i])},
                    {"verified", estimate_json(m.verified[i])},
                    {"worst", m.worst[i]},
                    {"worst_against", m.strategies[m.worst_by[i]]}});
  auto names = [&](const std::vector<size_t>& idx) {
    json a = json::array();
    for (size_t i : idx) a.push_back(m.strategies[i]);
    return a;
  };
  json cycle = json::array();
  for (size_t k = 0; k < m.cycle.size(); ++k) {
    json e = match_json(m.cycle_edges[k]);
    e["strategy"] = m.strategies[m.cycle[k]];
    e["beats"] = m.strategies[m.cycle[(k + 1) % m.cycle.size()]];
    cycle.push_back(e);
  }
  return {{"verdict", m.complex ? "complex" : "simple"},
          {"unbeaten", names(m.unbeaten)},
          {"cycle", cycle},
          {"verify_games", m.verify_games},
          {"verify_z", m.verify_z},
          {"strategies", rows}};
}

const json* find_leader_json(const json& run, const std::string& id) {
  if (run.contains("final") && run["final"].contains("polish")) {
    const json& l = run["final"]["polish"].at("leader");
    if (l.is_object() && l.at("id") == id) return &l;
  }
  for (const json& ch : run.at("chambers"))
    if (!ch.at("generations").empty())
      for (const json& l : ch.at("generations").back().at("leaders"))
        if (l.at("id") == id) return &l;
  return nullptr;
}

json run_json(const RunState& st) {
  json j;
  j["version"] = 1;
  j["program"] = kProgram;
  j["complete"] = st.complete;
  j["kingdom"] = kingdom_json(st);
  if (!st.card_file.text.empty())
    j["card_file"] = {{"path", st.card_file.path}, {"text", st.card_file.text}};
  json cards = json::object();
  auto card = [&](const CardDef* d) {
    if (!d || cards.contains(d->name)) return;
    cards[d->name] = {
        {"cost", d->cost}, {"potion", d->potion_cost}, {"types", type_list(d->types)}};
  };
  for (const CardDef* d : supply_cards(st.game)) card(d);
  for (const CardDef* d : st.game.extras) card(d);
  for (const auto& [d, n] : st.game.start_deck) card(d);
  j["cards"] = cards;
  j["seed"] = st.seed;
  j["params"] = params_json(st);
  j["games"] = st.total_games();
  j["seconds"] = st.seconds;
  j["generations_done"] = st.generations_done;
  json chambers = json::array();
  for (const ChamberState& ch : st.chambers) {
    json gens = json::array();
    for (const GenerationRecord& g : ch.history) {
      json leaders = json::array();
      for (const LeaderRecord& l : g.leaders) leaders.push_back(leader_json(l, st.game.colony));
      gens.push_back({{"generation", g.generation}, {"games", g.games}, {"leaders", leaders}});
    }
    json prog = json::array();
    for (const ProgressionRecord& p : ch.progression) prog.push_back(progression_json(p));
    chambers.push_back({{"index", ch.index}, {"generations", gens}, {"progression", prog}});
  }
  j["chambers"] = chambers;
  if (!st.warm_start.empty()) j["warm_start"] = warm_sources_json(st.warm_start);
  if (!st.complete) return j;

  const FinalRecord& f = st.final;
  json cells = json::array();
  for (size_t r = 0; r < f.cells.size(); ++r) {
    json row = json::array();
    for (size_t c = 0; c < f.cells[r].size(); ++c)
      row.push_back(r == c ? json(nullptr) : match_json(f.cells[r][c]));
    cells.push_back(row);
  }
  json bots = json::array();
  for (const auto& [name, m] : f.bots) {
    json b = match_json(m);
    b["bot"] = name;
    bots.push_back(b);
  }
  json bot_cells = json::array();
  for (const std::vector<MatchRecord>& row : f.bot_cells) {
    json r = json::array();
    for (const MatchRecord& m : row) r.push_back(match_json(m));
    bot_cells.push_back(r);
  }
  json bot_matrix = json::array();
  for (size_t r = 0; r < f.bot_matrix.size(); ++r) {
    json row = json::array();
    for (size_t c = 0; c < f.bot_matrix[r].size(); ++c)
      row.push_back(r == c ? json(nullptr) : match_json(f.bot_matrix[r][c]));
    bot_matrix.push_back(row);
  }
  // Why the best is the best (pick_best()): who beats it, its mean and worst over the field.
  const Standing& bs = f.best_standing;
  json beaten = json::array();
  for (size_t i : bs.beaten_by_leaders) beaten.push_back(f.leaders[i]);
  for (size_t b : bs.beaten_by_bots) beaten.push_back(f.bot_names[b]);
  json why = {
      {"beaten_by", beaten},
      {"field", f.leaders.size() - 1 + f.bot_names.size()},
      {"mean", bs.mean},
      {"worst", bs.worst},
      {"worst_against", bs.worst_is_bot ? f.bot_names.at(bs.worst_by) : f.leaders.at(bs.worst_by)}};
  if (f.leaders.size() + f.bot_names.size() < 2) why.erase("worst_against");
  j["final"] = {{"leaders", f.leaders},
                {"best", f.best},
                {"best_why", why},
                {"tournament", {{"players", f.leaders}, {"cells", cells}}},
                {"leaders_vs_bots", {{"bots", f.bot_names}, {"cells", bot_cells}}},
                {"bot_matrix", {{"bots", f.bot_names}, {"cells", bot_matrix}}},
                {"bots", bots}};
  if (!f.polish.from.empty()) j["final"]["polish"] = polish_json(f.polish, st.game.colony);
  if (!f.seconds.empty()) {
    json secs = json::object();
    for (const auto& [phase, t] : f.seconds) secs[phase] = t;
    j["final"]["seconds"] = secs;
  }
  if (!f.metagame.strategies.empty()) j["final"]["metagame"] = metagame_json(f.metagame);
  if (!f.card_costs.empty() || !f.examples.empty()) {
    json costs = json::array();
    for (const CardCost& c : f.card_costs)
      costs.push_back({{"card", c.card},
                       {"change", c.change},
                       {"line", (st.game.colony ? "colony " : "") +
                                    print_menu_line(c.genome.menu, c.genome.params)},
                       {"margin", estimate_json(c.margin)},
                       {"games", c.games}});
    json examples = json::array();
    for (const FinalRecord::Example& e : f.examples)
      examples.push_back({{"seats", e.seats},
                          {"seed", e.seed},
                          {"game", e.index},
                          {"result", e.result},
                          {"text", e.text}});
    j["final"]["plan"] = {{"card_costs", costs}, {"examples", examples}};
  }
  if (!f.rival_names.empty()) {
    json rc = json::array();
    for (const std::vector<MatchRecord>& row : f.rival_cells) {
      json r = json::array();
      for (const MatchRecord& m : row) r.push_back(match_json(m));
      rc.push_back(r);
    }
    j["final"]["leaders_vs_rivals"] = {{"rivals", f.rival_names}, {"cells", rc}};
  }
  if (const int n = st.game.players; n > 2) {
    // N-player fields: every match record also gives the row strategy's win share.
    j["final"]["metagame_skipped"] = fmt::format(
        "not computed for {}-player games: the metagame reads the matrix as a symmetric "
        "zero-sum 2-player game",
        n);
    auto add_share = [n](json& m) {
      if (m.is_object()) m["share"] = win_share(m.at("margin").get<double>(), n);
    };
    for (json& row : j["final"]["tournament"]["cells"])
      for (json& m : row) add_share(m);
    for (json& row : j["final"]["leaders_vs_bots"]["cells"])
      for (json& m : row) add_share(m);
    for (json& m : j["final"]["bots"]) add_share(m);
    if (j["final"].contains("leaders_vs_rivals"))
      for (json& row : j["final"]["leaders_vs_rivals"]["cells"])
        for (json& m : row) add_share(m);
  }
  json diag = json::object();
  for (const auto& [id, d] : f.diagnostics) {
    diag[id] = diagnostics_json(d);
    // Per menu entry: the share of games in which it chose a buy or gain (the entries are the
    // strategy's last rules, one each: to_strategy()).
    if (const LeaderRecord* l = st.leader(id)) {
      const size_t entries = l->genome.menu.entries.size();
      const size_t rules = to_strategy(l->genome, id, st.game.colony).rules.size();
      if (rules >= entries && d.rule_games.size() == rules)
        diag[id]["entry_games"] =
            std::vector<double>(d.rule_games.end() - long(entries), d.rule_games.end());
    }
  }
  j["diagnostics"] = diag;
  return j;
}

// --- checkpoint

namespace {

json genome_json(const Genome& g) { return {{"menu", print_menu(g.menu)}, {"params", g.params}}; }

json config_json(const RunState& st) {
  json p = params_json(st);
  // What may change when a run is resumed: the threads, more generations, and the polish (it
  // runs after the last generation, so no checkpoint depends on it).
  p.erase("threads");
  p.erase("generations");
  p.erase("polish");
  json k = kingdom_json(st);
  json c = {{"seed", st.seed}, {"kingdom", k}, {"params", p}};
  if (!st.card_file.text.empty()) c["card_file"] = st.card_file.text;
  return c;
}

}  // namespace

json checkpoint_json(const RunState& st) {
  json j;
  j["version"] = 1;
  j["program"] = kProgram;
  j["config"] = config_json(st);
  j["generations_done"] = st.generations_done;
  j["games"] = st.games;
  j["seconds"] = st.seconds;
  json chambers = json::array();
  for (const ChamberState& ch : st.chambers) {
    json hist = json::array();
    for (const GenerationRecord& g : ch.history) {
      json leaders = json::array();
      for (const LeaderRecord& l : g.leaders)
        leaders.push_back({{"id", l.id},
                           {"genome", genome_json(l.genome)},
                           {"rating", l.rating},
                           {"lo", l.lo},
                           {"hi", l.hi},
                           {"games", l.games},
                           {"bought", l.bought}});
      hist.push_back({{"generation", g.generation}, {"games", g.games}, {"leaders", leaders}});
    }
    json prog = json::array();
    for (const ProgressionRecord& p : ch.progression) {
      json vs = json::array();
      for (const auto& [h, m] : p.vs) vs.push_back({{"generation", h}, {"match", match_json(m)}});
      prog.push_back({{"generation", p.generation}, {"vs", vs}});
    }
    chambers.push_back({{"index", ch.index},
                        {"mutation_tries", ch.stats.tries},
                        {"mutation_gains", ch.stats.gains},
                        {"history", hist},
                        {"progression", prog}});
  }
  j["chambers"] = chambers;
  if (!st.warm_start.empty()) {
    json genomes = json::array();
    for (const Genome& g : st.warm_start.genomes) genomes.push_back(genome_json(g));
    j["warm_start"] = {{"sources", warm_sources_json(st.warm_start)}, {"genomes", genomes}};
  }
  return j;
}

void restore_checkpoint(const json& j, const std::string& file, RunState& st) {
  auto fail = [&](const std::string& msg) {
    throw std::invalid_argument(fmt::format("{}: {}", file, msg));
  };
  try {
    if (j.at("version").get<int>() != 1) fail("unknown checkpoint version");
    const json want = config_json(st), have = j.at("config");
    if (have != want) {
      for (const auto& [key, value] : want.at("params").items())
        if (!have.at("params").contains(key))
          fail(
              fmt::format("was made by an older version of kingdomlab (no \"{}\"); start again "
                          "with --overwrite",
                          key));
      if (have.value("card_file", "") != want.value("card_file", ""))
        fail(have.contains("card_file")
                 ? "was trained with a card file (--cards) that this run lacks or has changed"
                 : "was trained without the card file (--cards) this run has");
      for (const char* part : {"seed", "kingdom", "params"})
        if (have.at(part) != want.at(part))
          fail(fmt::format("belongs to another run: its {} is {}, this run's is {}", part,
                           have.at(part).dump(), want.at(part).dump()));
      fail("belongs to another run");
    }
    const int done = j.at("generations_done").get<int>();
    if (done > st.params.generations)
      fail(fmt::format("has {} generations; ask for at least that many", done));
    const json& chambers = j.at("chambers");
    if (chambers.size() != st.chambers.size()) fail("wrong number of chambers");
    const Registry& reg = Registry::standard();
    for (size_t c = 0; c < chambers.size(); ++c) {
      const json& jc = chambers[c];
      ChamberState ch;
      ch.index = jc.at("index").get<int>();
      ch.stats.tries = jc.at("mutation_tries").get<std::array<double, kNumMutations>>();
      ch.stats.gains = jc.at("mutation_gains").get<std::array<double, kNumMutations>>();
      for (const json& jg : jc.at("history")) {
        GenerationRecord g;
        g.generation = jg.at("generation").get<int>();
        g.games = jg.at("games").get<int64_t>();
        for (const json& jl : jg.at("leaders")) {
          LeaderRecord l;
          l.id = jl.at("id").get<std::string>();
          l.genome.menu =
              parse_menu(jl.at("genome").at("menu").get<std::string>(), reg, st.kingdom.edition);
          l.genome.params = jl.at("genome").at("params").get<std::map<std::string, double>>();
          l.rating = jl.at("rating").get<double>();
          l.lo = jl.at("lo").get<double>();
          l.hi = jl.at("hi").get<double>();
          l.games = jl.at("games").get<int64_t>();
          l.bought = jl.at("bought").get<std::map<std::string, double>>();
          g.leaders.push_back(std::move(l));
        }
        if (g.leaders.empty()) fail("a generation without leaders");
        ch.history.push_back(std::move(g));
      }
      if (int(ch.history.size()) != done) fail("history and generation count disagree");
      for (const json& jp : jc.at("progression")) {
        ProgressionRecord p;
        p.generation = jp.at("generation").get<int>();
        for (const json& v : jp.at("vs"))
          p.vs.emplace_back(v.at("generation").get<int>(), match_from(v.at("match")));
        ch.progression.push_back(std::move(p));
      }
      st.chambers[c] = std::move(ch);
    }
    // The checkpoint's warm start, not the configuration's: the database may have changed.
    st.warm_start = {};
    if (j.contains("warm_start")) {
      const json& w = j.at("warm_start");
      for (const json& src : w.at("sources"))
        st.warm_start.sources.push_back({src.at("kingdom").get<std::string>(),
                                         src.at("id").get<int64_t>(), src.at("shared").get<int>(),
                                         src.at("strategies").get<std::vector<std::string>>()});
      for (const json& g : w.at("genomes"))
        st.warm_start.genomes.push_back(
            {parse_menu(g.at("menu").get<std::string>(), reg, st.kingdom.edition),
             g.at("params").get<std::map<std::string, double>>()});
    }
    st.generations_done = done;
    st.games = j.at("games").get<int64_t>();
    st.seconds = j.at("seconds").get<double>();
  } catch (const json::exception& e) {
    fail(fmt::format("not a valid checkpoint ({})", e.what()));
  } catch (const StrategyParseError& e) {
    fail(fmt::format("not a valid checkpoint ({})", e.what()));
  }
}

void write_json_atomic(const std::string& path, const json& j) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw std::runtime_error(fmt::format("{}: cannot write", tmp));
    out << j.dump(1) << "\n";
    out.flush();
    if (!out) throw std::runtime_error(fmt::format("{}: cannot write", tmp));
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec)
    throw std::runtime_error(fmt::format("{}: cannot rename into place ({})", path, ec.message()));
}

json read_json(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("{}: cannot read", path));
  std::stringstream ss;
  ss << in.rdbuf();
  try {
    return json::parse(ss.str());
  } catch (const json::exception& e) {
    throw std::runtime_error(fmt::format("{}: not JSON ({})", path, e.what()));
  }
}

json diagnostics_json(const Diagnostics& d) {
  json openings = json::array();
  for (const Diagnostics::Opening& o : d.openings) {
    json buys = json::array();
    for (const auto& [what, share] : o.buys) buys.push_back({{"buys", what}, {"share", share}});
    openings.push_back({{"split", o.split}, {"share", o.share}, {"buys", buys}});
  }
  json marks = json::object();
  for (int m = 0; m < 3; ++m) marks[std::to_string(kCoinMarks[m])] = d.coins_at_least[m];
  return {{"games", d.games},
          {"average_turns", d.average_turns},
          {"vp_tokens", d.vp_tokens},
          {"end_reasons",
           {{"provinces", d.provinces},
            {"piles", d.piles},
            {"colonies", d.colonies},
            {"turn_cap", d.turn_cap}}},
          {"seat_win_rate", d.seat_win_rate},
          {"vp_per_turn", d.vp_per_turn},
          {"money_per_turn", d.money_per_turn},
          {"first_buy_turn", json(d.first_buy_turn)},
          {"gains_per_game", json(d.gains_per_game)},
          {"first_chosen_turn", json(d.first_chosen_turn)},
          {"chosen_per_game", json(d.chosen_per_game)},
          {"game_length", d.game_length},
          {"coins_at_least", marks},
          {"gains_by_turn", json(d.gains_by_turn)},
          {"openings", openings},
          {"rule_games", d.rule_games}};
}

}  // namespace kl
