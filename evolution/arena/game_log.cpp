#include "evolution/arena/game_log.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <memory>
#include <stdexcept>

#include "evolution/arena/match.h"
#include "evolution/player/player.h"
#include "sim/agent.h"

namespace kl {

const char* to_string(GameLogEntry::Kind k) {
  switch (k) {
    case GameLogEntry::Kind::kTurn:
      return "turn";
    case GameLogEntry::Kind::kHand:
      return "hand";
    case GameLogEntry::Kind::kPlay:
      return "play";
    case GameLogEntry::Kind::kTreasures:
      return "treasures";
    case GameLogEntry::Kind::kBuy:
      return "buy";
    case GameLogEntry::Kind::kChoose:
      return "choose";
    case GameLogEntry::Kind::kGain:
      return "gain";
    case GameLogEntry::Kind::kTrash:
      return "trash";
    case GameLogEntry::Kind::kLose:
      return "lose";
    case GameLogEntry::Kind::kEnd:
      return "end";
    case GameLogEntry::Kind::kDuration:
      return "duration";
    case GameLogEntry::Kind::kTokens:
      return "tokens";
  }
  return "?";
}

namespace {

using Kind = GameLogEntry::Kind;

// What an answer to a card's question does, as a verb.
const char* reason_verb(Reason r) {
  switch (r) {
    case Reason::kPlay:
      return "plays";
    case Reason::kTrash:
      return "trashes";
    case Reason::kDiscard:
      return "discards";
    case Reason::kTopdeck:
      return "puts onto the deck";
    case Reason::kGain:
      return "gains";
    case Reason::kGainToHand:
      return "gains to hand";
    case Reason::kRevealReaction:
      return "reveals";
    case Reason::kSetAside:
      return "sets aside";
    case Reason::kDiscardDeck:
      return "puts the deck into the discard pile";
    case Reason::kOpponentCard:
      return "picks for the opponent";
    case Reason::kGainTrashed:
      return "gains the trashed";
    case Reason::kName:
      return "names";
    case Reason::kReveal:
      return "reveals";
    case Reason::kReturn:
      return "returns";
    case Reason::kPass:
      return "passes";
    case Reason::kMat:
      return "sets aside on a mat";
    case Reason::kMode:
      return "chooses option";
    case Reason::kOrder:
      return "puts back in order";
    case Reason::kUseAbility:
      return "uses the ability";
    case Reason::kWay:
      return "plays it by way";
    case Reason::kOverpay:
      return "overpays";
    case Reason::kNone:
      break;
  }
  return "chooses";
}

std::vector<std::string> names_of(const State& s, const CardId* cards, int n) {
  std::vector<std::string> out;
  out.reserve(size_t(n));
  for (int i = 0; i < n; ++i) out.push_back(s.def(cards[i]).name);
  return out;
}

// The cards in a zone, sorted by the game's card order (basics first), so equal hands read alike.
std::vector<std::string> sorted_names(const State& s, const CardList& zone) {
  std::vector<CardId> ids(zone.begin(), zone.end());
  std::sort(ids.begin(), ids.end());
  return names_of(s, ids.data(), int(ids.size()));
}

// "Copper×3", "Silver".
std::string copies(const std::string& card, size_t n) {
  return n > 1 ? fmt::format("{}×{}", card, n) : card;
}

// "Copper×3, Silver": copies of the same card run together in the list given.
std::string join_cards(const std::vector<std::string>& cards) {
  if (cards.empty()) return "nothing";
  std::string out;
  for (size_t i = 0; i < cards.size();) {
    size_t j = i;
    while (j < cards.size() && cards[j] == cards[i]) ++j;
    out += (out.empty() ? "" : ", ") + copies(cards[i], j - i);
    i = j;
  }
  return out;
}

class Recorder {
 public:
  Recorder(const State& s, GameLog& log) : s_(s), log_(log) {
    for (int p = 0; p < s.num_players(); ++p)
      std::copy(std::begin(s.player(p).owned), std::end(s.player(p).owned), owned_[p]);
    for (int k = 0; k < s.num_kinds(); ++k) trash_[k] = s.trash_count(CardId(k));
    for (int p = 0; p < s.num_players(); ++p) tokens_[p] = s.player(p).vp_tokens;
  }

  // Cards that changed owner since the last call: gains, trashes, losses, by player.
  void ownership() {
    for (int p = 0; p < s_.num_players(); ++p) {
      std::vector<std::string> gained, trashed, lost;
      for (int k = 0; k < s_.num_kinds(); ++k) {
        const int now = s_.player(p).owned[k], before = owned_[p][k];
        for (int i = before; i < now; ++i) gained.push_back(s_.def(CardId(k)).name);
        for (int i = now; i < before; ++i) {
          // Trashed if the trash grew by that card (what one player trashes is not claimed by
          // another: the trash count is used up as it is attributed).
          if (s_.trash_count(CardId(k)) > trash_[k]) {
            ++trash_[k];
            trashed.push_back(s_.def(CardId(k)).name);
          } else {
            lost.push_back(s_.def(CardId(k)).name);
          }
        }
        owned_[p][k] = uint8_t(now);
      }
      add(Kind::kGain, p, gained, "gains");
      add(Kind::kTrash, p, trashed, "trashes");
      add(Kind::kLose, p, lost, "no longer has");
      if (const int t = s_.player(p).vp_tokens; t != tokens_[p]) {
        add(Kind::kTokens, p, {},
            fmt::format("{} {} VP token{} ({} in all)", t > tokens_[p] ? "takes" : "loses",
                        std::abs(t - tokens_[p]), std::abs(t - tokens_[p]) == 1 ? "" : "s", t),
            true);
        tokens_[p] = t;
      }
    }
    for (int k = 0; k < s_.num_kinds(); ++k) trash_[k] = s_.trash_count(CardId(k));
  }

  // Before the current player answers: a new turn's header, or the hand when it changed.
  void before(const Decision& d) {
    const int p = s_.current();
    if (s_.turn() != turn_) {
      turn_ = s_.turn();
      // The hand the turn began with: the Treasures played without asking (autoplay) count.
      CardList hand = s_.player(p).hand;
      if (s_.phase() == Phase::kBuy)
        for (CardId c : s_.player(p).play)
          if (s_.is(c, kTreasure)) hand.push(c);
      hand_ = sorted_names(s_, hand);
      bought_ = false;
      add(Kind::kTurn, p, hand_,
          fmt::format("turn {}{} of {}: hand {}", s_.player(p).turns + 1,
                      s_.extra_turn() ? " (extra)" : "", log_.seats[size_t(p)], join_cards(hand_)),
          true);
      // Durations still in play from the turn before have already done this turn's part (the
      // hand above includes what they drew).
      std::vector<CardId> durations;
      for (CardId c : s_.player(p).play)
        if (s_.is(c, kDuration)) durations.push_back(c);
      std::sort(durations.begin(), durations.end());
      if (!durations.empty()) {
        const std::vector<std::string> names =
            names_of(s_, durations.data(), int(durations.size()));
        add(Kind::kDuration, p, names, "Durations from the last turn act now: " + join_cards(names),
            true);
      }
    } else if (d.player == p &&
               (d.kind == DecisionKind::kPlayAction || d.kind == DecisionKind::kPlayTreasures)) {
      std::vector<std::string> hand = sorted_names(s_, s_.player(p).hand);
      if (hand != hand_) {
        hand_ = hand;
        add(Kind::kHand, p, hand_, "hand now " + join_cards(hand_), true);
      }
    }
    if (d.kind == DecisionKind::kBuy && d.player == p && !bought_) {
      // The Treasures in play and the $ with which the Buy phase starts.
      std::vector<std::string> treasures;
      for (CardId c : s_.player(p).play)
        if (s_.is(c, kTreasure)) treasures.push_back(s_.def(c).name);
      std::sort(treasures.begin(), treasures.end());
      add(Kind::kTreasures, p, treasures,
          fmt::format("plays {}: ${}, {} Buy{}", join_cards(treasures), s_.coins(), s_.buys(),
                      s_.buys() == 1 ? "" : "s"),
          true);
    }
  }

  // The answer `c` to decision d.
  void after(const Decision& d, const Choice& c) {
    const int p = d.player;
    switch (d.kind) {
      case DecisionKind::kPlayAction:
      case DecisionKind::kPlayNight:
        if (c.n) add(Kind::kPlay, p, {s_.def(c.cards[0]).name}, "plays " + s_.def(c.cards[0]).name);
        return;
      case DecisionKind::kPlayTreasures:
        return;  // shown with the Buy phase's first decision
      case DecisionKind::kBuy:
        if (c.n) {
          bought_ = true;
          add(Kind::kBuy, p, {s_.def(c.cards[0]).name},
              fmt::format("buys {} for ${}{}{} (of ${}{})", s_.def(c.cards[0]).name,
                          s_.cost(c.cards[0]), s_.potion_cost(c.cards[0]) ? " and a Potion" : "",
                          s_.debt_cost(c.cards[0])
                              ? fmt::format(" and {} Debt", s_.debt_cost(c.cards[0]))
                              : "",
                          s_.coins(), c.option ? fmt::format(" and {} Coffers", c.option) : ""),
              true);
        } else if (!bought_) {
          add(Kind::kBuy, p, {}, fmt::format("buys nothing (${})", s_.coins()), true);
        }
        return;
      default:
        break;
    }
    const std::string why = d.source != kNoCard ? " (" + s_.def(d.source).name + ")" : "";
    std::string what;
    std::vector<std::string> cards;
    switch (d.kind) {
      case DecisionKind::kYesNo:
        what = fmt::format("{}{}? {}", reason_verb(d.reason),
                           d.card != kNoCard ? " " + s_.def(d.card).name : "",
                           c.option ? "yes" : "no");
        break;
      case DecisionKind::kChooseOption:
        if (d.reason == Reason::kWay) {
          what = c.option == 0 ? fmt::format("plays {} by its own text", s_.def(d.card).name)
                               : fmt::format("plays {} by {}", s_.def(d.card).name,
                                             s_.def(d.cards[c.option - 1]).name);
          break;
        }
        what = fmt::format("{} {} of {}", reason_verb(d.reason), c.option + 1, int(d.num_options));
        break;
      default:
        cards = names_of(s_, c.cards, c.n);
        what = fmt::format("{} {}", reason_verb(d.reason), join_cards(cards));
        break;
    }
    add(Kind::kChoose, p, cards, what + why, true);
  }

  void end() {
    const GameResult r = s_.result();
    std::string text = fmt::format("game over ({}):", to_string(r.reason));
    for (int p = 0; p < r.players; ++p)
      text += fmt::format(" {} {} VP in {} turns{}", log_.seats[size_t(p)], r.vp[p], r.turns[p],
                          p + 1 < r.players ? ";" : "");
    std::string winners;
    for (int p = 0; p < r.players; ++p)
      if (r.winners & (1 << p))
        winners += (winners.empty() ? "" : " and ") + fmt::format("seat {}", p + 1);
    text += (r.winners & (r.winners - 1)) ? "; tie between " + winners : "; " + winners + " wins";
    GameLogEntry e;
    e.kind = Kind::kEnd;
    e.turn = s_.turn();
    e.player = 0;
    e.text = text;
    log_.entries.push_back(std::move(e));
    log_.result = r;
    for (int p = 0; p < r.players; ++p) {
      auto& deck = log_.decks.emplace_back();
      for (int k = 0; k < s_.num_kinds(); ++k)
        if (const int n = s_.player(p).owned[k]) deck.emplace_back(s_.def(CardId(k)).name, n);
    }
  }

 private:
  void add(Kind k, int p, std::vector<std::string> cards, std::string text, bool always = false) {
    if (cards.empty() && !always) return;
    if (k == Kind::kGain || k == Kind::kTrash || k == Kind::kLose) {
      text += ' ';  // not `text += " " + ...`: GCC 12 warns (a false -Wrestrict) on that
      text += join_cards(cards);
    }
    log_.entries.push_back({k, s_.turn(), p, std::move(cards), std::move(text)});
  }

  const State& s_;
  GameLog& log_;
  uint8_t owned_[kMaxPlayers][kMaxKinds] = {};
  int trash_[kMaxKinds] = {};
  int tokens_[kMaxPlayers] = {};
  int turn_ = -1;
  bool bought_ = false;
  std::vector<std::string> hand_;
};

}  // namespace

GameLog log_game(const std::vector<const Strategy*>& strategies, const GameConfig& game,
                 uint64_t seed, int64_t index) {
  const size_t m = strategies.size();
  const int k = game.players;
  if (m < 2) throw std::invalid_argument("a game log needs at least two strategies");
  if (k < 2 || k > kMaxPlayers) throw std::invalid_argument("players must be 2 to 6");
  if (index < 0) throw std::invalid_argument("the game number must be 0 or more");
  GameConfig cfg = game;
  cfg.first_player = 0;  // as run_match: seat 0 moves first, seats rotate instead
  const int rot = int(index % k);
  std::deque<StrategyPlayer> players;
  Agent* agents[kMaxPlayers];
  GameLog log;
  log.seed = seed;
  log.index = index;
  for (int s = 0; s < k; ++s) {
    const Strategy* st = strategies[size_t(seat_strategy(s, rot, k, m))];
    agents[s] = &players.emplace_back(*st);
    log.seats.push_back(st->name);
  }
  auto state = std::make_unique<State>();
  State& s = *state;
  s.setup(cfg, seed, uint64_t(index / k));
  start_agents(s, agents);
  Recorder rec(s, log);
  Choice c;
  while (s.advance()) {
    rec.ownership();
    const Decision d = s.decision();
    rec.before(d);
    c.n = 0;
    c.option = 0;
    agents[d.decider]->choose(s, d, c);
    rec.after(d, c);
    if (!s.respond(c))
      throw std::logic_error("illegal answer from seat " + std::to_string(d.player + 1));
  }
  rec.ownership();
  rec.end();
  return log;
}

std::string format_game_log(const GameLog& log) {
  std::string out;
  int mover = 0;  // whose turn it is: other players' lines name their seat
  for (size_t i = 0; i < log.entries.size(); ++i) {
    const GameLogEntry& e = log.entries[i];
    // A gain or trash that only repeats the buy or choice just shown is left out.
    if ((e.kind == Kind::kGain || e.kind == Kind::kTrash) && i > 0) {
      const GameLogEntry& prev = log.entries[i - 1];
      std::vector<std::string> a = prev.cards, b = e.cards;
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      if ((prev.kind == Kind::kBuy || prev.kind == Kind::kChoose) && prev.player == e.player &&
          a == b)
        continue;
    }
    if (e.kind == Kind::kTurn) {
      mover = e.player;
      out += fmt::format("\n[{}] seat {} {}\n", e.turn, e.player + 1, e.text);
    } else if (e.kind == Kind::kEnd) {
      out += "\n" + e.text + "\n";
      for (size_t p = 0; p < log.decks.size(); ++p) {
        std::string deck;
        for (const auto& [name, n] : log.decks[p])
          deck += (deck.empty() ? "" : ", ") + copies(name, size_t(n));
        out += fmt::format("seat {} ends with {}\n", p + 1, deck);
      }
    } else {
      out += "    ";
      if (e.player != mover) out += fmt::format("seat {} ", e.player + 1);
      out += e.text + "\n";
    }
  }
  return out;
}

}  // namespace kl
