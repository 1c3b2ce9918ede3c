#include "evolution/io/run_data.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
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

json kingdom_json(const RunState& st) {
  json cards = json::array();
  for (const CardDef* d : st.kingdom.cards) cards.push_back(d->name);
  json j = {{"name", st.kingdom.name},
            {"cards", cards},
            {"edition", edition_text(st.kingdom.edition)},
            {"colony", st.game.colony},
            {"shelters", std::any_of(st.game.start_deck.begin(), st.game.start_deck.end(),
                                     [](const auto& e) { return e.first->is(kShelter); })},
            {"opening", opening_text(st.game.opening)},
            {"players", st.game.players}};
  // The landscapes the games used (an Ally or Prophecy dealt by game_config included).
  if (!st.game.landscapes.empty()) {
    json land = json::array();
    for (const CardDef* d : st.game.landscapes) land.push_back(d->name);
    j["landscapes"] = land;
  }
  if (!st.game.traits.empty()) {
    json traits = json::object();
    for (const auto& [trait, card] : st.game.traits) traits[trait->name] = card->name;
    j["traits"] = traits;
  }
  return j;
}

json params_json(const RunState& st) {
  const TrainParams& p = st.params;
  json j = {{"generations", p.generations},
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
            {"final_fame", p.final_fame},
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
  // Only when on: checkpoints of runs without screening stay as they were.
  if (p.screen_games > 0) j["screen_games"] = p.screen_games;
  if (p.final_min_games > 0) j["final_min_games"] = p.final_min_games;  // (likewise)
  return j;
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
    if (d->debt) cards[d->name]["debt"] = d->debt;
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
  // What may change when a run is resumed: the threads, more generations, and the final phase's
  // polish and earlier bests (they act after the last generation, so no checkpoint depends on
  // them).
  p.erase("threads");
  p.erase("generations");
  p.erase("polish");
  p.erase("final_fame");
  p.erase("final_min_games");
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

JsonField JsonField::operator[](const char* key) const {
  if (!j_.is_object()) bad("must be an object");
  const auto it = j_.find(key);
  const std::string path = path_.empty() ? key : path_ + "." + key;
  if (it == j_.end()) throw Error(fmt::format("\"{}\" is missing", path));
  return JsonField(*it, path);
}

size_t JsonField::size() const {
  if (!j_.is_array()) bad("must be a list");
  return j_.size();
}

JsonField JsonField::operator[](size_t i) const {
  if (i >= size()) bad(fmt::format("has no item {}", i));
  return JsonField(j_[i], fmt::format("{}[{}]", path_, i));
}

int64_t JsonField::whole(int64_t lo, int64_t hi) const {
  if (!j_.is_number_integer()) bad(fmt::format("must be a whole number from {} to {}", lo, hi));
  const bool too_big = j_.is_number_unsigned() && j_.get<uint64_t>() > uint64_t(INT64_MAX);
  const int64_t v = too_big                   ? INT64_MAX
                    : j_.is_number_unsigned() ? int64_t(j_.get<uint64_t>())
                                              : j_.get<int64_t>();
  if (v < lo || v > hi) bad(fmt::format("must be from {} to {}", lo, hi));
  return v;
}

double JsonField::number() const {
  if (!j_.is_number() || !std::isfinite(j_.get<double>())) bad("must be a number");
  return j_.get<double>();
}

std::string JsonField::text() const {
  if (!j_.is_string()) bad("must be a text");
  return j_.get<std::string>();
}

bool JsonField::flag() const {
  if (!j_.is_boolean()) bad("must be true or false");
  return j_.get<bool>();
}

std::map<std::string, double> JsonField::numbers() const {
  if (!j_.is_object()) bad("must be an object of numbers");
  std::map<std::string, double> out;
  for (const auto& [k, v] : j_.items()) out[k] = JsonField(v, path_ + "." + excerpt(k)).number();
  return out;
}

std::vector<std::string> JsonField::texts() const {
  std::vector<std::string> out;
  for (size_t i = 0; i < size(); ++i) out.push_back((*this)[i].text());
  return out;
}

void JsonField::bad(const std::string& what) const {
  throw Error(fmt::format("\"{}\" {}", path_, what));
}

namespace {

constexpr int64_t kMaxCount = int64_t(1) << 53;  // games, tries: exact in a double

MatchRecord match_from(const JsonField& f) {
  MatchRecord m;
  m.wins = f["wins"].whole(0, kMaxCount);
  m.losses = f["losses"].whole(0, kMaxCount);
  m.ties = f["ties"].whole(0, kMaxCount);
  m.games = f["games"].whole(0, kMaxCount);
  m.margin = f["margin"].number();
  m.lo = f["lo"].number();
  m.hi = f["hi"].number();
  m.significant = f["significant"].flag();
  return m;
}

}  // namespace

void restore_checkpoint(const json& j, const std::string& file, RunState& st) {
  auto fail = [&](const std::string& msg) { throw RunDataError(fmt::format("{}: {}", file, msg)); };
  auto damaged = [&](const std::string& what) {
    fail(
        fmt::format("a damaged checkpoint: {}; start the run again with --overwrite (instead of "
                    "--resume)",
                    what));
  };
  try {
    const JsonField root(j, "");
    if (root["version"].whole(0, 1 << 20) != 1) fail("unknown checkpoint version");
    const json want = config_json(st), have = root["config"].raw();
    if (have != want) {
      if (!have.is_object() || !have.contains("params") || !have["params"].is_object())
        throw JsonField::Error{"\"config\" is not a run's configuration"};
      for (const auto& [key, value] : want.at("params").items())
        // screen_games is only written when on (params_json), so no older version lacks it.
        if (!have.at("params").contains(key) && key != "screen_games")
          fail(
              fmt::format("was made by an older version of kingdomlab (no \"{}\"); start again "
                          "with --overwrite",
                          key));
      const json no_file = "";
      if (have.value("card_file", no_file) != want.value("card_file", no_file))
        fail(have.contains("card_file")
                 ? "was trained with a card file (--cards) that this run lacks or has changed"
                 : "was trained without the card file (--cards) this run has");
      for (const char* part : {"seed", "kingdom", "params"}) {
        if (have.contains(part) && have.at(part) == want.at(part)) continue;
        // Parameters: name the ones that differ (a long object cut at 120 characters hides
        // them), e.g. a screened run resumed without --screen-games.
        const json mine = have.value(part, json()), theirs = want.at(part);
        if (mine.is_object() && theirs.is_object()) {
          std::string diff;
          std::set<std::string> keys;  // both runs' keys (a default may be left out)
          for (const json* o : {&mine, &theirs})
            for (const auto& [key, value] : o->items()) keys.insert(key);
          for (const std::string& key : keys) {
            const json old = mine.value(key, json()), now = theirs.value(key, json());
            if (old == now) continue;
            auto shown = [](const json& v) {
              return v.is_null() ? std::string("not set") : excerpt(v.dump(), 40);
            };
            diff += fmt::format("{}{} (checkpoint {}, this run {})", diff.empty() ? "" : ", ", key,
                                shown(old), shown(now));
          }
          if (!diff.empty())
            fail(fmt::format("belongs to another run: its {} differ: {}", part, diff));
        }
        fail(fmt::format("belongs to another run: its {} is {}, this run's is {}", part,
                         excerpt(mine.dump(), 120), excerpt(theirs.dump(), 120)));
      }
      fail("belongs to another run");
    }
    const int done = int(root["generations_done"].whole(0, 1 << 20));
    if (done > st.params.generations)
      fail(fmt::format("has {} generations; ask for at least that many", done));
    const JsonField chambers = root["chambers"];
    if (chambers.size() != st.chambers.size()) throw JsonField::Error{"a wrong number of chambers"};
    const Registry& reg = Registry::standard();
    for (size_t c = 0; c < chambers.size(); ++c) {
      const JsonField jc = chambers[c];
      ChamberState ch;
      ch.index = int(jc["index"].whole(int64_t(c), int64_t(c)));
      for (auto [key, to] : {std::pair{"mutation_tries", &ch.stats.tries},
                             std::pair{"mutation_gains", &ch.stats.gains}}) {
        const JsonField a = jc[key];
        if (a.size() != to->size()) a.bad(fmt::format("must list {} numbers", to->size()));
        for (size_t i = 0; i < to->size(); ++i) (*to)[i] = a[i].number();
      }
      const JsonField history = jc["history"];
      for (size_t h = 0; h < history.size(); ++h) {
        const JsonField jg = history[h];
        GenerationRecord g;
        g.generation = int(jg["generation"].whole(int64_t(h) + 1, int64_t(h) + 1));
        g.games = jg["games"].whole(0, kMaxCount);
        const JsonField leaders = jg["leaders"];
        for (size_t i = 0; i < leaders.size(); ++i) {
          const JsonField jl = leaders[i];
          LeaderRecord l;
          l.id = jl["id"].text();
          const JsonField genome = jl["genome"];
          const std::string menu = genome["menu"].text();
          try {
            l.genome.menu = parse_menu(menu, reg, st.kingdom.edition);
          } catch (const StrategyParseError& e) {
            throw JsonField::Error{
                fmt::format("the menu of leader {}: {}", excerpt(l.id), e.message())};
          }
          l.genome.params = genome["params"].numbers();
          l.rating = jl["rating"].number();
          l.lo = jl["lo"].number();
          l.hi = jl["hi"].number();
          l.games = jl["games"].whole(0, kMaxCount);
          l.bought = jl["bought"].numbers();
          g.leaders.push_back(std::move(l));
        }
        if (g.leaders.empty()) throw JsonField::Error{"a generation without leaders"};
        ch.history.push_back(std::move(g));
      }
      if (int(ch.history.size()) != done)
        throw JsonField::Error{"history and generation count disagree"};
      const JsonField progression = jc["progression"];
      for (size_t i = 0; i < progression.size(); ++i) {
        const JsonField jp = progression[i];
        ProgressionRecord p;
        // Generation g's best against the bests of generations 1 to g - 1, in that order (the
        // training reads record g's result against h as its item h - 1).
        p.generation = int(jp["generation"].whole(2, done));
        const JsonField vs = jp["vs"];
        if (int(vs.size()) != p.generation - 1)
          throw JsonField::Error{fmt::format(
              "progression: generation {} compares with generations 1 to {}, not {} of them",
              p.generation, p.generation - 1, vs.size())};
        for (size_t v = 0; v < vs.size(); ++v)
          p.vs.emplace_back(int(vs[v]["generation"].whole(int(v) + 1, int(v) + 1)),
                            match_from(vs[v]["match"]));
        ch.progression.push_back(std::move(p));
      }
      st.chambers[c] = std::move(ch);
    }
    // The checkpoint's warm start, not the configuration's: the database may have changed.
    st.warm_start = {};
    if (root.has("warm_start")) {
      const JsonField w = root["warm_start"];
      const JsonField sources = w["sources"];
      for (size_t i = 0; i < sources.size(); ++i) {
        const JsonField src = sources[i];
        st.warm_start.sources.push_back({src["kingdom"].text(), src["id"].whole(0, kMaxCount),
                                         int(src["shared"].whole(0, 1000)),
                                         src["strategies"].texts()});
      }
      const JsonField genomes = w["genomes"];
      for (size_t i = 0; i < genomes.size(); ++i) {
        try {
          st.warm_start.genomes.push_back(
              {parse_menu(genomes[i]["menu"].text(), reg, st.kingdom.edition),
               genomes[i]["params"].numbers()});
        } catch (const StrategyParseError& e) {
          throw JsonField::Error{fmt::format("a warm-start menu: {}", e.message())};
        }
      }
    }
    st.generations_done = done;
    st.games = root["games"].whole(0, kMaxCount);
    st.seconds = root["seconds"].number();
  } catch (const JsonField::Error& d) {
    damaged(d.what());
  } catch (const json::exception& e) {
    damaged(json_problem(e));
  }
}

void restore_checkpoint_file(const std::string& path, RunState& st) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw RunDataError(fmt::format("{}: cannot read", path));
  std::stringstream ss;
  ss << in.rdbuf();
  if (in.bad()) throw RunDataError(fmt::format("{}: cannot read", path));
  const std::string text = ss.str();
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {
    throw RunDataError(fmt::format(
        "{}: a damaged checkpoint: {}; start the run again with --overwrite (instead of --resume)",
        path, json_problem(e, text)));
  }
  restore_checkpoint(j, path, st);
}

void write_json_atomic(const std::string& path, const json& j) {
  const std::string tmp = path + ".tmp";
  std::error_code ec;
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (out) {
      out << j.dump(1) << "\n";
      out.flush();
    }
    if (!out) {
      const std::string why = std::strerror(errno);
      std::filesystem::remove(tmp, ec);
      throw WriteError(fmt::format("{}: cannot write ({})", tmp, why));
    }
  }
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    const std::string why = ec.message();
    std::filesystem::remove(tmp, ec);
    throw WriteError(fmt::format("{}: cannot put the new version in place ({})", path, why));
  }
}

std::string json_problem(const json::exception& e, std::string_view text) {
  const std::string what = e.what();
  // The quoted part of the library's message ("key 'seed' not found"), if any.
  auto quoted = [&](char open, char close) -> std::string {
    const size_t a = what.find(open);
    const size_t b = a == std::string::npos ? a : what.find(close, a + 1);
    return b == std::string::npos ? std::string() : what.substr(a + 1, b - a - 1);
  };
  if (const auto* p = dynamic_cast<const json::parse_error*>(&e)) {
    if (p->byte == 0 || text.empty() || p->byte > text.size() + 1) return "not valid JSON";
    // nlohmann counts the byte where it stopped from 1.
    int line = 1, column = 1;
    for (size_t i = 0; i + 1 < p->byte && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    return fmt::format("not valid JSON at line {}, column {}", line, column);
  }
  switch (e.id) {
    case 403:  // key 'K' not found
      return fmt::format("\"{}\" is missing", excerpt(quoted('\'', '\'')));
    case 401:  // array index out of range
      return "a list is shorter than it should be";
    case 302: {  // type must be number, but is string
      const size_t must = what.find("type must be "), but = what.find(", but is ");
      if (must != std::string::npos && but != std::string::npos && but > must) {
        const std::string want = what.substr(must + 13, but - must - 13);
        const std::string have = what.substr(but + 9);
        return fmt::format("a value is {} where {} belongs", excerpt(have, 20), excerpt(want, 20));
      }
      return "a value has the wrong type";
    }
    case 316:
      return "a text is not UTF-8";
    case 406:
    case 407:
      return "a number is out of range";
    default:
      return e.id >= 300 && e.id < 400 ? "a value has the wrong type" : "malformed data";
  }
}

json parse_json(std::string_view text, const std::string& name) {
  try {
    return json::parse(text);
  } catch (const json::exception& e) {
    throw RunDataError(fmt::format("{}: {}", name, json_problem(e, text)));
  }
}

json read_json(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw RunDataError(fmt::format("{}: cannot read", path));
  std::stringstream ss;
  ss << in.rdbuf();
  if (in.bad()) throw RunDataError(fmt::format("{}: cannot read", path));
  return parse_json(ss.str(), path);
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
          {"chosen_games", json(d.chosen_games)},
          {"game_length", d.game_length},
          {"coins_at_least", marks},
          {"gains_by_turn", json(d.gains_by_turn)},
          {"openings", openings},
          {"rule_games", d.rule_games}};
}

}  // namespace kl
