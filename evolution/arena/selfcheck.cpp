#include "evolution/arena/selfcheck.h"

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_reduce.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <unordered_map>

#include "evolution/player/card_ai.h"
#include "evolution/player/player.h"
#include "evolution/strategy/menu.h"
#include "sim/agent.h"
#include "sim/random_agent.h"

namespace kl {

namespace {

constexpr int kKingdomCards = 10;
constexpr int64_t kMaxSteps = 200000;
constexpr int64_t kNoLimit = int64_t(1) << 62;

const char* edition_text(Edition e) { return e == Edition::kFirst ? "1st" : "2nd"; }

}  // namespace

// ---------------------------------------------------------------- random set-ups

std::string RandomGame::describe() const {
  std::string cards;
  for (const CardDef* d : kingdom.cards) cards += (cards.empty() ? "" : ", ") + d->name;
  for (const CardDef* d : config.landscapes) cards += ", " + d->name;
  return fmt::format("{} players, {} edition, {}, opening {}, first player {}: {}", config.players,
                     edition_text(kingdom.edition), config.colony ? "Colony" : "no Colony",
                     opening_text(config.opening),
                     config.first_player < 0 ? "random" : std::to_string(config.first_player + 1),
                     cards);
}

RandomGames::RandomGames(const Registry& reg, RandomGameRange range) : reg_(&reg), range_(range) {
  if (range.min_players < 2 || range.max_players > kMaxPlayers ||
      range.min_players > range.max_players)
    throw std::invalid_argument("players must be 2 to 6");
  std::unordered_map<std::string, int> versions;
  for (const CardDef& d : reg.all())
    if (d.kingdom) ++versions[name_key(d.name)];
  for (const CardDef& d : reg.all()) {
    if (d.landscape() && !d.is(kAlly | kProphecy | kArtifact)) landscapes_.push_back(&d);
    if (!d.kingdom) continue;
    all_.push_back(&d);
    const bool either = d.edition == Edition::kBoth || versions[name_key(d.name)] == 1;
    if (either || d.edition == Edition::kFirst) pool_[0].push_back(&d);
    if (either || d.edition == Edition::kSecond) pool_[1].push_back(&d);
  }
  for (const auto& pool : pool_)
    if (pool.size() < size_t(kKingdomCards))
      throw KingdomError(fmt::format("only {} Kingdom cards of an edition, a kingdom needs {}",
                                     pool.size(), kKingdomCards));
}

RandomGame RandomGames::draw(Rng& rng, const CardDef* featured) const {
  RandomGame g;
  Kingdom& k = g.kingdom;
  k.name = "random game";
  // The edition: the featured card's when it has a version in the other one.
  k.edition = rng.below(2) ? Edition::kFirst : Edition::kSecond;
  const std::vector<const CardDef*>* pool = &pool_[k.edition == Edition::kFirst ? 0 : 1];
  if (featured && std::find(pool->begin(), pool->end(), featured) == pool->end()) {
    k.edition = featured->edition;
    pool = &pool_[k.edition == Edition::kFirst ? 0 : 1];
  }
  std::vector<const CardDef*> cards = *pool;
  size_t n = 0;
  if (featured) {
    const auto it = std::find(cards.begin(), cards.end(), featured);
    if (it == cards.end()) throw std::invalid_argument("the featured card is no Kingdom card");
    std::swap(cards[0], *it);
    n = 1;
  }
  for (; n < size_t(kKingdomCards); ++n)
    std::swap(cards[n], cards[n + rng.below(uint32_t(cards.size() - n))]);
  cards.resize(kKingdomCards);
  // Ids follow this order: the featured card must not always get the first kingdom id.
  for (size_t i = cards.size() - 1; i > 0; --i)
    std::swap(cards[i], cards[rng.below(uint32_t(i + 1))]);
  k.cards = std::move(cards);

  // Rule options. Shelters stay on the official rule (kAuto: only with Dark Ages cards, none
  // implemented yet). A new option or landscape is drawn here.
  k.players =
      range_.min_players + int(rng.below(uint32_t(range_.max_players - range_.min_players + 1)));
  const uint32_t colony = rng.below(8);
  k.colony = colony < 2 ? Use::kYes : colony < 3 ? Use::kAuto : Use::kNo;
  k.shelters = Use::kAuto;
  const uint32_t opening = rng.below(8);
  k.opening = opening == 0 ? Opening::k43 : opening == 1 ? Opening::k52 : Opening::kRandom;
  // Landscapes: up to 3, of the kingdom's edition (none drawn from a registry without any).
  if (!landscapes_.empty()) {
    const int drawn = int(rng.below(4));
    for (int i = 0; i < drawn; ++i) {
      const CardDef* l = landscapes_[rng.below(uint32_t(landscapes_.size()))];
      if ((l->edition == Edition::kBoth || l->edition == k.edition) &&
          std::find(k.landscapes.begin(), k.landscapes.end(), l) == k.landscapes.end())
        k.landscapes.push_back(l);
    }
  }
  g.config = game_config(k, rng.next(), *reg_);
  g.config.turn_cap = range_.turn_cap;
  g.config.first_player = rng.below(2) ? -1 : int(rng.below(uint32_t(k.players)));
  return g;
}

Strategy random_strategy(const RandomGame& g, Rng& rng, const Registry& reg) {
  Menu m;
  std::vector<const CardDef*> cards = g.kingdom.cards;
  for (const CardDef* d : g.config.landscapes)
    if (d->is(kBuyableLandscape)) cards.push_back(d);
  const int entries = 1 + int(rng.below(5));
  for (int i = 0; i < entries; ++i) {
    const CardDef* d = cards[rng.below(uint32_t(cards.size()))];
    m.entries.push_back(MenuEntry{d, rng.below(4) == 0 ? kMenuUnlimited : 1 + int(rng.below(3))});
  }
  // The money backbone at random places: Gold before or after the kingdom cards, Silver last
  // (mostly); Platinum in Colony games.
  auto insert_at = [&](const CardDef* d) {
    m.entries.insert(m.entries.begin() + rng.below(uint32_t(m.entries.size() + 1)),
                     MenuEntry{d, kMenuUnlimited});
  };
  insert_at(reg.basic(kGold));
  if (g.config.colony) insert_at(reg.basic(kPlatinum));
  if (rng.below(4))
    m.entries.push_back(MenuEntry{reg.basic(kSilver), kMenuUnlimited});
  else
    insert_at(reg.basic(kSilver));
  m.duchy_at = int(rng.below(6));
  m.estate_at = int(rng.below(3));
  if (g.config.colony) {
    m.province_at = rng.below(2) ? kMenuUnlimited : 2 + int(rng.below(6));
    m.colony_at = rng.below(2) ? kMenuUnlimited : 2 + int(rng.below(6));
  }
  Strategy s = to_strategy(m, "random", g.config.colony, reg);
  // Play parameters of the kingdom's cards anywhere in their range; in half the games also the
  // ones training never moves (effect 0: the stall rule, the Ghost Ship victim, Provincial's
  // rules for its imports), so their code is played too. A blank card of a card file (--cards)
  // has effect 0 as well, so effect 0 never counts as a kingdom card's.
  const bool fixed_too = rng.below(2);
  for (const PlayParam& p : play_params())
    if (p.effect == 0 ? fixed_too && p.card.empty()
                      : std::any_of(g.kingdom.cards.begin(), g.kingdom.cards.end(),
                                    [&](const CardDef* d) { return d->effect == p.effect; }))
      s.params[p.name] = p.lo + (p.hi - p.lo) * rng.uniform();
  s.guard_last_card = rng.below(2);
  s.penultimate_province = rng.below(2);
  return s;
}

// ---------------------------------------------------------------- checked games

namespace {

// Player p's VP counted from scratch: each card in each zone and on each mat, plus VP tokens
// (State::vp() keeps running counts instead).
int vp_from_scratch(const State& s, int p) {
  const Player& pl = s.player(p);
  int total = pl.vp_tokens;
  auto add = [&](CardId c, int n) {
    const CardDef& d = s.def(c);
    total += n * (d.vp + d.extra_vp(s, p, c));
  };
  for (const CardList* z : {&pl.deck, &pl.hand, &pl.discard, &pl.play, &pl.aside})
    for (CardId c : *z) add(c, 1);
  for (int m = 0; m < kMaxMats; ++m)
    for (int k = 0; k < s.num_kinds(); ++k) add(CardId(k), pl.mat[m][k]);
  for (int k = 0; k < s.num_kinds(); ++k)  // Landmarks
    if (s.def(CardId(k)).score) total += s.def(CardId(k)).score(s, p);
  return total;
}

bool same_result(const GameResult& a, const GameResult& b) {
  if (a.winners != b.winners || a.reason != b.reason || a.players != b.players) return false;
  for (int p = 0; p < a.players; ++p)
    if (a.vp[p] != b.vp[p] || a.turns[p] != b.turns[p]) return false;
  return true;
}

const char* kind_text(DecisionKind k) {
  switch (k) {
    case DecisionKind::kPlayAction:
      return "play-an-Action";
    case DecisionKind::kPlayNight:
      return "play-a-Night-card";
    case DecisionKind::kPlayTreasures:
      return "play-Treasures";
    case DecisionKind::kBuy:
      return "buy";
    case DecisionKind::kGain:
      return "gain";
    case DecisionKind::kChooseCards:
      return "choose-cards";
    case DecisionKind::kChooseOption:
      return "choose-an-option";
    case DecisionKind::kYesNo:
      return "yes/no";
    case DecisionKind::kNameCard:
      return "name-a-card";
  }
  return "?";
}

// The players of one game: random or heuristic per seat. Copyable: a copy plays on exactly as
// the original would.
struct Seats {
  std::vector<RandomAgent> random;
  std::vector<StrategyPlayer> heuristic;
  bool is_heuristic[kMaxPlayers] = {};
  int index[kMaxPlayers] = {};
  Agent* agents[kMaxPlayers] = {};
  int players = 0;

  void bind() {
    for (int p = 0; p < players; ++p)
      agents[p] = is_heuristic[p] ? static_cast<Agent*>(&heuristic[size_t(index[p])])
                                  : static_cast<Agent*>(&random[size_t(index[p])]);
  }
  std::string describe() const {
    std::string out;
    for (int p = 0; p < players; ++p) out += is_heuristic[p] ? 'H' : 'R';
    return out;
  }
};

// Everything a thread accumulates (the result without the per-card lists, which are merged).
struct Acc {
  SelfcheckResult r;
  std::vector<char> played;
};

class Checker {
 public:
  Checker(const SelfcheckConfig& cfg, const Registry& reg, const RandomGames& games)
      : cfg_(cfg),
        reg_(reg),
        games_(games),
        state_(std::make_unique<State>()),
        copy_(std::make_unique<State>()) {
    for (size_t i = 0; i < games.cards().size(); ++i) index_of_[games.cards()[i]] = int(i);
    for (size_t i = 0; i < games.landscapes().size(); ++i)
      index_of_[games.landscapes()[i]] = int(games.cards().size() + i);
  }

  // Plays game g on the block's State (fresh at a block's start); counts it into acc when
  // `count` (the earlier games of a block that a run starts inside are only replayed).
  void play(int64_t g, Acc& acc, bool count) {
    if (g % kSelfcheckBlock == 0) *state_ = State();
    Rng rng(cfg_.seed, uint64_t(g));
    const CardDef* featured =
        cfg_.featured ? cfg_.featured : games_.cards()[size_t(g) % games_.cards().size()];
    RandomGame rg = games_.draw(rng, featured);
    const int np = rg.config.players;

    // Who plays: random legal answers, heuristic players, or some of each.
    const uint32_t mode = rng.below(3);
    strategies_.clear();
    strategies_.reserve(size_t(np));  // the players keep pointers to them
    Seats seats;
    seats.players = np;
    for (int p = 0; p < np; ++p) {
      seats.is_heuristic[p] = mode == 1 || (mode == 2 && rng.below(2));
      if (seats.is_heuristic[p]) {
        strategies_.push_back(random_strategy(rg, rng, reg_));
        seats.index[p] = int(seats.heuristic.size());
        seats.heuristic.emplace_back(strategies_.back());
      } else {
        seats.index[p] = int(seats.random.size());
        seats.random.emplace_back(rng.next());
      }
    }
    seats.bind();
    const int64_t fork_at = rng.below(4) == 0 ? 20 + rng.below(200) : -1;
    const int64_t det_at = rng.below(4) == 0 ? 20 + rng.below(400) : -1;
    const uint64_t det_seed = rng.next();

    State& s = *state_;
    s.setup(rg.config, rng.next(), uint64_t(g));
    for (int k = 0; k < s.num_kinds(); ++k) {
      const auto it = index_of_.find(&s.def(CardId(k)));
      kind_index_[k] = it == index_of_.end() ? -1 : it->second;
    }
    // A card of a pile named by a card that is none of its cards (a Knight of Knights) counts
    // as a play of the pile's card.
    for (const CardDef* d : rg.kingdom.cards)
      if (!d->pile_cards.empty() && index_of_.count(d))
        for (const PileCard& pc : d->pile_cards) {
          const CardId k = s.find(pc.name);
          if (k != kNoCard && kind_index_[k] < 0) kind_index_[k] = index_of_.at(d);
        }
    start_agents(s, seats.agents);

    int64_t steps = 0;
    std::string why;
    bool ok = true, forked = false, determinized = false;
    int64_t fork_steps = 0;
    GameResult fork_result;
    std::vector<char>* played = count ? &acc.played : nullptr;
    for (int64_t at : {std::min(fork_at, det_at), std::max(fork_at, det_at)}) {
      if (at < 0 || !ok) continue;
      ok = play_on(s, seats.agents, steps, at, why, played);
      if (!ok || s.over()) break;
      if (at == fork_at && !forked) {
        // A copy with copies of the players must play on to the same end.
        forked = true;
        *copy_ = s;
        Seats copy = seats;
        copy.bind();
        bind_agents(*copy_, copy.agents);
        fork_steps = steps;
        ok = play_on(*copy_, copy.agents, fork_steps, kNoLimit, why, nullptr);
        if (!ok) why.insert(0, "the copy: ");
        fork_result = copy_->result();
      }
      if (ok && at == det_at && !determinized) {
        // A copy that re-deals what the deciding player cannot see must still play to an end.
        determinized = true;
        *copy_ = s;
        Seats copy = seats;
        copy.bind();
        bind_agents(*copy_, copy.agents);
        copy_->determinize(s.decision().player, det_seed);
        int64_t det_steps = steps;
        ok = copy_->is_ok(&why) && play_on(*copy_, copy.agents, det_steps, kNoLimit, why, nullptr);
        if (!ok) why.insert(0, "the determinized copy: ");
      }
    }
    if (ok) ok = play_on(s, seats.agents, steps, kNoLimit, why, played);
    auto violated = [&](std::string what) {
      ok = false;
      why = std::move(what);
    };
    if (ok && forked && fork_steps != steps)
      violated(fmt::format("the copy made {} decisions, the original {}", fork_steps, steps));
    else if (ok && forked && !same_result(fork_result, s.result()))
      violated("the copy ended differently");
    const GameResult res = s.result();
    for (int p = 0; ok && p < np; ++p)
      if (res.vp[p] != vp_from_scratch(s, p))
        violated(fmt::format("player {} scored {} VP, the cards recounted give {}", p + 1,
                             res.vp[p], vp_from_scratch(s, p)));
    if (!count) return;

    SelfcheckResult& r = acc.r;
    ++r.games;
    r.decisions += steps;
    r.forks += forked;
    r.determinized += determinized;
    (mode == 0 ? r.random_play : mode == 1 ? r.heuristic_play : r.mixed_play) += 1;
    ++r.by_players[np];
    r.colony += rg.config.colony;
    r.first_edition += rg.kingdom.edition == Edition::kFirst;
    r.forced_opening += rg.config.opening != Opening::kRandom;
    r.with_landscapes += !rg.config.landscapes.empty();
    ++r.end_reasons[int(res.reason)];
    if (!ok) {
      ++r.violation_count;
      if (int(r.violations.size()) < cfg_.max_reported)
        r.violations.push_back(Violation{g, why, rg.describe() + "; players " + seats.describe()});
    }
  }

 private:
  // Plays s on until it ends or `stop_at` decisions were made in all; false (with `why`) at the
  // first violation.
  bool play_on(State& s, Agent* const* agents, int64_t& steps, int64_t stop_at, std::string& why,
               std::vector<char>* played) {
    std::string msg;
    Choice c;
    while (steps < stop_at) {
      const bool more = s.advance();
      if (!s.is_ok(&msg)) {
        why = fmt::format("step {}: is_ok after advance: {}", steps, msg);
        return false;
      }
      if (!more) {
        if (!s.over() || s.end_reason() == EndReason::kNone) {
          why = fmt::format("step {}: the game stopped without ending", steps);
          return false;
        }
        return true;
      }
      const Decision& d = s.decision();
      // Whatever card asks (a Reaction or ability: the card offered) has an AI to answer it.
      const bool offer = d.reason == Reason::kRevealReaction || d.reason == Reason::kUseAbility;
      const CardId asker = offer ? d.card : d.source;
      if (cfg_.require_ai && asker != kNoCard && s.def(asker).kingdom) {
        const CardAi* ai = find_card_ai(s.def(asker));
        if (!ai || !ai->known) {
          why = fmt::format("step {}: {} asks a question no AI answers", steps, s.def(asker).name);
          return false;
        }
      }
      c.n = 0;
      c.option = 0;
      agents[d.decider]->choose(s, d, c);
      const bool plays = d.kind == DecisionKind::kPlayAction || d.kind == DecisionKind::kPlayNight;
      if (played && c.n == 1 && kind_index_[c.cards[0]] >= 0 &&
          (plays || (d.kind == DecisionKind::kBuy && s.is_landscape(c.cards[0]))))
        (*played)[size_t(kind_index_[c.cards[0]])] = 1;
      const int who = d.decider;
      const DecisionKind kind = d.kind;
      const CardId source = d.source;
      if (!s.respond(c)) {
        why = fmt::format("step {}: player {} answered a {} decision{} illegally", steps, who + 1,
                          kind_text(kind),
                          source != kNoCard ? " of " + s.def(source).name : std::string());
        return false;
      }
      if (!s.is_ok(&msg)) {
        why = fmt::format("step {}: is_ok after an answer: {}", steps, msg);
        return false;
      }
      if (++steps > kMaxSteps) {
        why = fmt::format("no end after {} decisions: {}", kMaxSteps, stuck(s, agents));
        return false;
      }
    }
    return true;
  }

  // Where a game that does not end is stuck: the turn, and the decision asked most often in
  // the next 1000.
  static std::string stuck(State& s, Agent* const* agents) {
    const int turn = s.turn(), player = s.current();
    std::map<std::string, int> asked;
    Choice c;
    for (int i = 0; i < 1000 && s.advance(); ++i) {
      const Decision& d = s.decision();
      std::string offered;
      for (int k = 0; k < d.num_cards; ++k)
        offered += (offered.empty() ? "" : ", ") + s.def(d.cards[k]).name;
      ++asked[fmt::format("{} decisions{} for player {}{}", kind_text(d.kind),
                          d.source != kNoCard ? " of " + s.def(d.source).name : std::string(),
                          d.player + 1, offered.empty() ? "" : " (offered: " + offered + ")")];
      c.n = 0;
      c.option = 0;
      agents[d.decider]->choose(s, d, c);
      if (!s.respond(c)) break;
    }
    const auto most =
        std::max_element(asked.begin(), asked.end(),
                         [](const auto& a, const auto& b) { return a.second < b.second; });
    return fmt::format("turn {}, player {}'s turn, then turn {}{}", turn, player + 1, s.turn(),
                       most == asked.end() ? std::string()
                                           : fmt::format("; of the next 1000 decisions {} were {}",
                                                         most->second, most->first));
  }

  const SelfcheckConfig& cfg_;
  const Registry& reg_;
  const RandomGames& games_;
  std::unique_ptr<State> state_, copy_;
  std::vector<Strategy> strategies_;
  std::unordered_map<const CardDef*, int> index_of_;
  int kind_index_[kMaxKinds] = {};
};

void add(SelfcheckResult& a, const SelfcheckResult& b) {
  a.games += b.games;
  a.decisions += b.decisions;
  a.forks += b.forks;
  a.determinized += b.determinized;
  a.random_play += b.random_play;
  a.heuristic_play += b.heuristic_play;
  a.mixed_play += b.mixed_play;
  for (int p = 0; p <= kMaxPlayers; ++p) a.by_players[p] += b.by_players[p];
  a.colony += b.colony;
  a.first_edition += b.first_edition;
  a.forced_opening += b.forced_opening;
  a.with_landscapes += b.with_landscapes;
  for (int i = 0; i < 5; ++i) a.end_reasons[i] += b.end_reasons[i];
  a.violation_count += b.violation_count;
  a.violations.insert(a.violations.end(), b.violations.begin(), b.violations.end());
}

}  // namespace

SelfcheckResult run_selfcheck(const SelfcheckConfig& cfg, const Registry& reg) {
  if (cfg.games < 1) throw std::invalid_argument("games must be at least 1");
  if (cfg.first < 0) throw std::invalid_argument("the first game must be 0 or more");
  const RandomGames games(reg, cfg.range);

  std::optional<tbb::global_control> limit;
  if (cfg.threads > 0)
    limit.emplace(tbb::global_control::max_allowed_parallelism, size_t(cfg.threads));

  SelfcheckResult total;
  total.cards = games.cards();
  total.cards.insert(total.cards.end(), games.landscapes().begin(), games.landscapes().end());
  std::vector<char> played(total.cards.size(), 0);
  const auto t0 = std::chrono::steady_clock::now();
  const int64_t end = cfg.first + cfg.games;
  const int64_t first_block = cfg.first / kSelfcheckBlock;
  const int64_t end_block = (end + kSelfcheckBlock - 1) / kSelfcheckBlock;
  // Chunks of blocks, for progress reports between them.
  constexpr int64_t kChunkBlocks = 1024;
  for (int64_t chunk = first_block; chunk < end_block; chunk += kChunkBlocks) {
    const int64_t chunk_end = std::min(end_block, chunk + kChunkBlocks);
    Acc acc = tbb::parallel_reduce(
        tbb::blocked_range<int64_t>(chunk, chunk_end, 1), Acc{},
        [&](const tbb::blocked_range<int64_t>& blocks, Acc a) {
          if (a.played.empty()) a.played.assign(total.cards.size(), 0);
          Checker checker(cfg, reg, games);
          for (int64_t b = blocks.begin(); b != blocks.end(); ++b) {
            const int64_t lo = b * kSelfcheckBlock;
            const int64_t hi = std::min(end, lo + kSelfcheckBlock);
            for (int64_t g = lo; g < hi; ++g) checker.play(g, a, g >= cfg.first);
          }
          return a;
        },
        [](Acc a, const Acc& b) {
          add(a.r, b.r);
          if (a.played.empty()) a.played = b.played;
          for (size_t i = 0; i < b.played.size(); ++i) a.played[i] |= b.played[i];
          return a;
        });
    add(total, acc.r);
    for (size_t i = 0; i < acc.played.size(); ++i) played[i] |= acc.played[i];
    std::sort(total.violations.begin(), total.violations.end(),
              [](const Violation& a, const Violation& b) { return a.game < b.game; });
    if (int(total.violations.size()) > cfg.max_reported)
      total.violations.resize(size_t(cfg.max_reported));
    total.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    total.played.assign(played.begin(), played.end());
    if (cfg.progress) cfg.progress(total);
  }
  return total;
}

}  // namespace kl
