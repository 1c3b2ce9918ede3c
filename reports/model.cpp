#include "reports/model.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>

#include "cards/registry.h"

namespace kl::report {

namespace {

using nlohmann::json;

const char* kind(const json& j) {
  switch (j.type()) {
    case json::value_t::null:
      return "null";
    case json::value_t::boolean:
      return "a boolean";
    case json::value_t::string:
      return "a string";
    case json::value_t::array:
      return "an array";
    case json::value_t::object:
      return "an object";
    case json::value_t::discarded:
      return "nothing";
    default:
      return "a number";
  }
}

// A value in the run data with the path it was reached by, for error messages.
class Node {
 public:
  Node(const json& j, std::string path) : j_(&j), path_(std::move(path)) {}

  const std::string& path() const { return path_; }
  const json& raw() const { return *j_; }

  bool has(const char* key) const {
    return j_->is_object() && j_->contains(key) && !(*j_)[key].is_null();
  }
  Node operator[](const char* key) const {
    object();
    if (!has(key)) throw DataError(fmt::format("missing key \"{}\"", child(key)));
    return Node((*j_)[key], child(key));
  }
  std::optional<Node> opt(const char* key) const {
    if (!has(key)) return std::nullopt;
    return Node((*j_)[key], child(key));
  }
  std::vector<Node> items() const {
    if (!j_->is_array()) fail("an array");
    std::vector<Node> out;
    out.reserve(j_->size());
    for (size_t i = 0; i < j_->size(); ++i)
      out.emplace_back((*j_)[i], fmt::format("{}[{}]", path_, i));
    return out;
  }
  std::vector<std::pair<std::string, Node>> members() const {
    object();
    std::vector<std::pair<std::string, Node>> out;
    // (A key in an error's path is cut and its control characters escaped: one readable line.)
    for (auto it = j_->begin(); it != j_->end(); ++it)
      out.emplace_back(it.key(), Node(it.value(), child(excerpt(it.key()))));
    return out;
  }
  bool is_null() const { return j_->is_null(); }

  double num() const {
    if (!j_->is_number()) fail("a number");
    const double v = j_->get<double>();
    if (!std::isfinite(v)) fail("a finite number");
    return v;
  }
  int64_t integer() const {
    const double v = num();
    if (v != std::floor(v) || std::fabs(v) > 9e15) fail("a whole number");
    return j_->is_number_integer() ? j_->get<int64_t>() : int64_t(v);
  }
  // A whole number in 0..2^64-1 (seeds use the full range).
  uint64_t unsigned_integer() const {
    if (j_->is_number_unsigned()) return j_->get<uint64_t>();
    const int64_t v = integer();
    if (v < 0) fail("a whole number from 0 to 2^64-1");
    return uint64_t(v);
  }
  int small_int() const {
    const int64_t v = integer();
    if (v < -1000000000 || v > 1000000000) fail("a small whole number");
    return int(v);
  }
  // A generation number: 1 to 100000 (train's --generations at most; the report draws one
  // column per generation).
  int generation() const {
    const int64_t v = integer();
    if (v < 1 || v > 100000) fail("a generation number from 1 to 100000");
    return int(v);
  }
  std::string str() const {
    if (!j_->is_string()) fail("a string");
    return j_->get<std::string>();
  }
  bool boolean() const {
    if (!j_->is_boolean()) fail("true or false");
    return j_->get<bool>();
  }
  std::vector<double> numbers() const {
    std::vector<double> out;
    for (const Node& n : items()) out.push_back(n.num());
    return out;
  }

 private:
  void object() const {
    if (!j_->is_object()) fail("an object");
  }
  std::string child(const std::string& key) const {
    return path_.empty() ? key : path_ + "." + key;
  }
  [[noreturn]] void fail(const char* want) const {
    throw DataError(fmt::format("\"{}\" should be {}, not {}",
                                path_.empty() ? "(top level)" : path_, want, kind(*j_)));
  }

  const json* j_;
  std::string path_;
};

Metagame read_metagame(const Node& n);

Result read_result(const Node& n) {
  Result r;
  r.wins = n["wins"].integer();
  r.losses = n["losses"].integer();
  r.ties = n.opt("ties") ? n["ties"].integer() : 0;
  r.games = n["games"].integer();
  r.margin = n.opt("margin") ? n["margin"].num()
                             : (r.games > 0 ? double(r.wins - r.losses) / double(r.games) : 0.0);
  r.lo = n["lo"].num();
  r.hi = n["hi"].num();
  // The writer's verdict when given, else whether the interval excludes zero.
  r.significant = n.opt("significant") ? n["significant"].boolean() : (r.lo > 0 || r.hi < 0);
  return r;
}

Metagame read_metagame(const Node& n) {
  Metagame m;
  const std::string verdict = n["verdict"].str();
  if (verdict != "simple" && verdict != "complex")
    throw DataError(fmt::format("\"{}\" should be \"simple\" or \"complex\"", n["verdict"].path()));
  m.complex = verdict == "complex";
  for (const Node& u : n["unbeaten"].items()) m.unbeaten.push_back(u.str());
  for (const Node& e : n["cycle"].items())
    m.cycle.push_back({e["strategy"].str(), e["beats"].str(), read_result(e)});
  m.verify_games = n["verify_games"].integer();
  if (n.opt("verify_z")) m.verify_z = n["verify_z"].num();
  for (const Node& r : n["strategies"].items()) {
    MetaRow row;
    row.strategy = r["strategy"].str();
    row.weight = r["weight"].num();
    row.vs_mix = r["vs_mix"]["mean"].num();
    row.vs_mix_lo = r["vs_mix"]["lo"].num();
    row.vs_mix_hi = r["vs_mix"]["hi"].num();
    row.verified = r["verified"]["mean"].num();
    row.verified_lo = r["verified"]["lo"].num();
    row.verified_hi = r["verified"]["hi"].num();
    row.worst = r["worst"].num();
    row.worst_against = r["worst_against"].str();
    m.rows.push_back(std::move(row));
  }
  return m;
}

Leader read_leader(const Node& n, int chamber, int generation, int rank) {
  Leader l;
  l.id = n["id"].str();
  l.menu = n["menu"].str();
  if (auto s = n.opt("strategy")) l.strategy = s->str();
  if (auto s = n.opt("line")) l.line = s->str();
  l.rating = n["rating"].num();
  l.lo = n.opt("lo") ? n["lo"].num() : l.rating;
  l.hi = n.opt("hi") ? n["hi"].num() : l.rating;
  if (auto g = n.opt("games")) l.games = g->integer();
  for (const Node& b : n["buys"].items()) {
    Buy buy;
    buy.card = b["card"].str();
    buy.count = b.opt("count") ? b["count"].small_int() : 99;
    l.buys.push_back(buy);
  }
  if (auto g = n.opt("greening")) {
    if (auto p = g->opt("province")) l.province = p->small_int();
    if (auto p = g->opt("colony")) l.colony = p->small_int();
    if (auto d = g->opt("duchy")) l.duchy = d->small_int();
    if (auto e = g->opt("estate")) l.estate = e->small_int();
  }
  if (auto p = n.opt("params"))
    for (const auto& [key, value] : p->members()) l.params.emplace_back(key, value.num());
  l.chamber = chamber;
  l.generation = generation;
  l.rank = rank;
  return l;
}

Diagnostics read_diagnostics(const Node& n) {
  Diagnostics d;
  if (auto g = n.opt("games")) d.games = g->integer();
  if (auto t = n.opt("average_turns")) d.average_turns = t->num();
  if (auto t = n.opt("vp_tokens")) d.vp_tokens = t->num();
  if (auto e = n.opt("end_reasons"))
    for (const auto& [key, value] : e->members()) d.end_reasons.emplace_back(key, value.num());
  if (auto s = n.opt("seat_win_rate")) d.seat_win_rate = s->numbers();
  if (auto v = n.opt("vp_per_turn")) d.vp_per_turn = v->numbers();
  if (auto m = n.opt("money_per_turn")) d.money_per_turn = m->numbers();
  if (auto f = n.opt("first_buy_turn"))
    for (const auto& [key, value] : f->members()) d.first_buy_turn[key] = value.num();
  if (auto g = n.opt("gains_per_game"))
    for (const auto& [key, value] : g->members()) d.gains_per_game[key] = value.num();
  if (auto f = n.opt("first_chosen_turn"))
    for (const auto& [key, value] : f->members()) d.first_chosen_turn[key] = value.num();
  if (auto g = n.opt("chosen_per_game"))
    for (const auto& [key, value] : g->members()) d.chosen_per_game[key] = value.num();
  if (auto l = n.opt("game_length")) d.game_length = l->numbers();
  if (auto c = n.opt("coins_at_least"))
    for (const auto& [key, value] : c->members()) {
      int coins = 0;
      const auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), coins);
      if (ec != std::errc() || end != key.data() + key.size() || coins < 0 || coins > 99)
        throw DataError(
            fmt::format("\"{}\": the key must be an amount of $ (0 to 99)", value.path()));
      d.coins_at_least.emplace_back(coins, value.numbers());
    }
  std::sort(d.coins_at_least.begin(), d.coins_at_least.end());
  if (auto g = n.opt("gains_by_turn"))
    for (const auto& [key, value] : g->members()) d.gains_by_turn[key] = value.numbers();
  if (auto o = n.opt("openings"))
    for (const Node& x : o->items()) {
      Diagnostics::Opening op;
      op.split = x["split"].str();
      op.share = x["share"].num();
      for (const Node& b : x["buys"].items())
        op.buys.emplace_back(b["buys"].str(), b["share"].num());
      d.openings.push_back(std::move(op));
    }
  if (auto e = n.opt("entry_games")) d.entry_games = e->numbers();
  return d;
}

// Costs and types of the cards every game has, for runs whose card table leaves them out.
const std::map<std::string, CardFace>& basic_faces() {
  static const std::map<std::string, CardFace> kFaces = {
      {"Copper", {0, false, {"Treasure"}, true}}, {"Silver", {3, false, {"Treasure"}, true}},
      {"Gold", {6, false, {"Treasure"}, true}},   {"Platinum", {9, false, {"Treasure"}, true}},
      {"Potion", {4, false, {"Treasure"}, true}}, {"Estate", {2, false, {"Victory"}, true}},
      {"Duchy", {5, false, {"Victory"}, true}},   {"Province", {8, false, {"Victory"}, true}},
      {"Colony", {11, false, {"Victory"}, true}}, {"Curse", {0, false, {"Curse"}, true}},
  };
  return kFaces;
}

}  // namespace

const Leader* Run::leader(const std::string& id) const {
  if (polish && polish->leader && polish->leader->id == id) return &*polish->leader;
  auto it = by_id_.find(id);
  if (it == by_id_.end()) return nullptr;
  const Where& w = it->second;
  return &chambers[w.chamber].generations[w.generation].leaders[w.leader];
}

CardFace Run::face(const std::string& card) const {
  if (auto it = cards.find(card); it != cards.end()) return it->second;
  if (auto it = basic_faces().find(card); it != basic_faces().end()) return it->second;
  return CardFace{0, false, {}, false};
}

Run read_run(const nlohmann::json& j) {
  const Node root(j, "");
  Run run;
  run.version = root["version"].small_int();
  if (run.version > 1)
    throw DataError(fmt::format(
        "version {} is newer than this program reads (1); re-render with a newer kingdomlab",
        run.version));
  if (auto p = root.opt("program")) run.program = p->str();
  if (auto c = root.opt("complete")) run.complete = c->boolean();

  const Node k = root["kingdom"];
  run.kingdom_name = k.opt("name") ? k["name"].str() : "";
  for (const Node& c : k["cards"].items()) run.kingdom.push_back(c.str());
  if (auto l = k.opt("landscapes"))
    for (const Node& c : l->items()) run.landscapes.push_back(c.str());
  if (auto t = k.opt("traits"))
    for (const auto& [trait, card] : t->members()) run.traits[trait] = card.str();
  run.edition = k.opt("edition") ? k["edition"].str() : "";
  run.opening = k.opt("opening") ? k["opening"].str() : "";
  if (auto c = k.opt("colony")) run.colony = c->boolean();
  if (auto s = k.opt("shelters")) run.shelters = s->boolean();
  if (auto p = k.opt("players")) run.players = p->small_int();

  for (const auto& [name, c] : root["cards"].members()) {
    CardFace f;
    f.cost = c["cost"].small_int();
    if (auto p = c.opt("potion")) f.potion = p->boolean();
    for (const Node& t : c["types"].items()) f.types.push_back(t.str());
    run.cards[name] = f;
  }

  if (auto s = root.opt("seed")) run.seed = s->unsigned_integer();
  if (auto c = root.opt("card_file")) {
    run.card_file = (*c)["path"].str();
    run.card_text = (*c)["text"].str();
  }
  if (auto w = root.opt("warm_start"))
    for (const Node& src : w->items()) {
      Run::WarmSource ws;
      ws.kingdom = src["kingdom"].str();
      ws.shared = src["shared"].small_int();
      for (const Node& m : src["strategies"].items()) ws.strategies.push_back(m.str());
      run.warm_start.push_back(std::move(ws));
    }
  if (auto g = root.opt("games")) run.games = g->integer();
  if (auto s = root.opt("seconds")) run.seconds = s->num();
  if (auto p = root.opt("params")) {
    if (auto g = p->opt("generations")) run.generations_planned = g->small_int();
    if (auto g = p->opt("pool")) run.pool = g->small_int();
    if (auto g = p->opt("leaders")) run.leaders_per_generation = g->small_int();
    if (auto g = p->opt("chambers")) run.chambers_planned = g->small_int();
  }
  if (auto g = root.opt("generations_done")) run.generations_done = g->small_int();

  for (const Node& c : root["chambers"].items()) {
    Chamber ch;
    ch.index = c.opt("index") ? c["index"].small_int() : int(run.chambers.size());
    for (const Node& g : c["generations"].items()) {
      Generation gen;
      gen.number = g["generation"].generation();
      if (!ch.generations.empty() && gen.number <= ch.generations.back().number)
        throw DataError(fmt::format("\"{}\" is generation {}, not after generation {}",
                                    g["generation"].path(), gen.number,
                                    ch.generations.back().number));
      if (auto n = g.opt("games")) gen.games = n->integer();
      int rank = 0;
      for (const Node& l : g["leaders"].items())
        gen.leaders.push_back(read_leader(l, ch.index, gen.number, rank++));
      ch.generations.push_back(std::move(gen));
    }
    if (auto p = c.opt("progression"))
      for (const Node& e : p->items()) {
        Progress pr;
        pr.generation = e["generation"].generation();
        for (const Node& v : e["vs"].items()) {
          VsEarlier vs;
          vs.generation = v["generation"].generation();
          vs.margin = v["margin"].num();
          vs.lo = v.opt("lo") ? v["lo"].num() : vs.margin;
          vs.hi = v.opt("hi") ? v["hi"].num() : vs.margin;
          if (auto n = v.opt("games")) vs.games = n->integer();
          pr.vs.push_back(vs);
        }
        ch.progression.push_back(std::move(pr));
      }
    run.chambers.push_back(std::move(ch));
  }
  for (size_t c = 0; c < run.chambers.size(); ++c)
    for (size_t g = 0; g < run.chambers[c].generations.size(); ++g)
      for (size_t l = 0; l < run.chambers[c].generations[g].leaders.size(); ++l)
        run.by_id_[run.chambers[c].generations[g].leaders[l].id] = {c, g, l};
  if (run.generations_done == 0)
    for (const Chamber& c : run.chambers)
      run.generations_done = std::max(run.generations_done, int(c.generations.size()));

  if (auto f = root.opt("final")) {
    // The polished leader first: final.leaders names it.
    if (auto po = f->opt("polish")) {
      Run::Polish pol;
      pol.from = (*po)["from"].str();
      const Leader* from = run.leader(pol.from);
      if (!from)
        throw DataError(fmt::format("\"{}\" names leader \"{}\", which no generation has",
                                    (*po)["from"].path(), excerpt(pol.from)));
      if (auto l = po->opt("leader"); l && !l->is_null())
        pol.leader = read_leader(*l, from->chamber, from->generation, from->rank);
      auto read_step = [](const Node& s) {
        Run::PolishStep step;
        step.change = s["change"].str();
        step.menu = s["menu"].str();
        step.gain = s["gain"]["mean"].num();
        step.lo = s["gain"]["lo"].num();
        step.hi = s["gain"]["hi"].num();
        step.candidates = s["candidates"].small_int();
        return step;
      };
      for (const Node& s : (*po)["steps"].items()) pol.steps.push_back(read_step(s));
      pol.rounds = (*po)["rounds"].small_int();
      pol.games = (*po)["games"].integer();
      if (auto pr = po->opt("pruned"))
        for (const Node& s : pr->items()) pol.pruned.push_back(read_step(s));
      auto cost = [&](const char* key) -> std::optional<Run::PolishStep> {
        auto c = po->opt(key);
        if (!c) return std::nullopt;
        Run::PolishStep e;
        e.gain = (*c)["mean"].num();
        e.lo = (*c)["lo"].num();
        e.hi = (*c)["hi"].num();
        return e;
      };
      pol.prune_cost = cost("prune_cost");
      pol.prune_cost_leaders = cost("prune_cost_leaders");
      if (auto g = po->opt("prune_games")) pol.prune_games = g->integer();
      run.polish = std::move(pol);
    }
    if (auto ls = f->opt("leaders"))
      for (const Node& l : ls->items()) {
        run.final_leaders.push_back(l.str());
        if (!run.leader(run.final_leaders.back()))
          throw DataError(fmt::format("\"{}\" names leader \"{}\", which no generation has",
                                      l.path(), excerpt(run.final_leaders.back())));
      }
    if (auto t = f->opt("tournament")) {
      for (const Node& p : (*t)["players"].items()) {
        run.tournament_players.push_back(p.str());
        if (!run.leader(run.tournament_players.back()))
          throw DataError(fmt::format("\"{}\" names leader \"{}\", which no generation has",
                                      p.path(), excerpt(run.tournament_players.back())));
      }
      const size_t n = run.tournament_players.size();
      const std::vector<Node> rows = (*t)["cells"].items();
      if (rows.size() != n)
        throw DataError(
            fmt::format("\"{}\" has {} rows for {} players", (*t)["cells"].path(), rows.size(), n));
      for (const Node& row : rows) {
        const std::vector<Node> cells = row.items();
        if (cells.size() != n)
          throw DataError(
              fmt::format("\"{}\" has {} cells for {} players", row.path(), cells.size(), n));
        std::vector<std::optional<Result>> out;
        for (const Node& cell : cells)
          out.push_back(cell.is_null() ? std::nullopt : std::optional<Result>(read_result(cell)));
        run.tournament.push_back(std::move(out));
      }
    }
    if (auto b = f->opt("best")) {
      run.best = b->str();
      if (!run.leader(run.best))
        throw DataError(fmt::format("\"{}\" names leader \"{}\", which no generation has",
                                    b->path(), excerpt(run.best)));
    }
    if (auto b = f->opt("bots"))
      for (const Node& e : b->items()) run.bots.push_back({e["bot"].str(), read_result(e)});
    // A table of every final leader against named opponents.
    auto leaders_vs = [&](const Node& t, const char* key, const char* what,
                          std::vector<std::string>& names, std::vector<std::vector<Result>>& out) {
      for (const Node& b : t[key].items()) names.push_back(b.str());
      const std::vector<Node> rows = t["cells"].items();
      if (rows.size() != run.final_leaders.size())
        throw DataError(fmt::format("\"{}\" has {} rows for {} final leaders", t["cells"].path(),
                                    rows.size(), run.final_leaders.size()));
      for (const Node& row : rows) {
        const std::vector<Node> cells = row.items();
        if (cells.size() != names.size())
          throw DataError(fmt::format("\"{}\" has {} cells for {} {}", row.path(), cells.size(),
                                      names.size(), what));
        std::vector<Result> r;
        for (const Node& cell : cells) r.push_back(read_result(cell));
        out.push_back(std::move(r));
      }
    };
    if (auto lb = f->opt("leaders_vs_bots"))
      leaders_vs(*lb, "bots", "bots", run.bot_names, run.leader_bot_cells);
    if (auto lr = f->opt("leaders_vs_rivals"))
      leaders_vs(*lr, "rivals", "rivals", run.rival_names, run.leader_rival_cells);
    if (auto m = f->opt("metagame")) run.metagame = read_metagame(*m);
    if (auto w = f->opt("best_why")) {
      Run::BestWhy why;
      for (const Node& b : (*w)["beaten_by"].items()) why.beaten_by.push_back(b.str());
      why.field = (*w)["field"].small_int();
      why.mean = (*w)["mean"].num();
      why.worst = (*w)["worst"].num();
      if (auto a = w->opt("worst_against")) why.worst_against = a->str();
      run.best_why = std::move(why);
    }
    if (auto pl = f->opt("plan")) {
      for (const Node& c : (*pl)["card_costs"].items()) {
        Run::CardCost cc;
        cc.card = c["card"].str();
        cc.change = c["change"].str();
        if (auto l = c.opt("line")) cc.line = l->str();
        cc.margin = c["margin"]["mean"].num();
        cc.lo = c["margin"]["lo"].num();
        cc.hi = c["margin"]["hi"].num();
        cc.games = c["games"].integer();
        run.card_costs.push_back(std::move(cc));
      }
      for (const Node& e : (*pl)["examples"].items()) {
        Run::Example ex;
        for (const Node& s : e["seats"].items()) ex.seats.push_back(s.str());
        ex.seed = e["seed"].unsigned_integer();
        ex.game = e["game"].integer();
        ex.result = e["result"].str();
        ex.text = e["text"].str();
        run.examples.push_back(std::move(ex));
      }
    }
  }
  if (auto d = root.opt("diagnostics"))
    for (const auto& [id, n] : d->members()) run.diagnostics[id] = read_diagnostics(n);
  return run;
}

}  // namespace kl::report
