// The heuristic player: buys by a strategy's rules, plays Treasures and Actions sensibly, and
// answers card decisions with per-card rules that read the strategy's play parameters.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "evolution/player/card_ai.h"
#include "evolution/strategy/strategy.h"
#include "sim/agent.h"

namespace kl {

class StrategyPlayer : public Agent, public BuyOracle {
 public:
  // `s` must outlive the player and not change while it plays (start() keeps its compiled
  // rules while the card table stays the same).
  explicit StrategyPlayer(const Strategy& s);

  // Binds the strategy's cards to this game's ids (no allocation).
  void start(const State& s, int seat) override;
  void choose(const State& s, const Decision& d, Choice& out) override;
  bool trusted() const override { return true; }
  // Every Treasure is played at once, except in games where the buy rules want a card that a
  // Copper in play forbids (Grand Market): there the player decides which Treasures to play.
  bool autoplays_treasures() const override { return !hold_coppers_; }
  // Star Chart: tops the shuffled card worth most (card_worth), unless that is junk.
  int pick_on_shuffle(const State& s, int p, const CardId* cards, int n) override;

  // The card the buy rules pick with $coins (and a potion if potion_ok), type mask and cap
  // given; kNoCard for none. `gain` = gaining, not buying (no $ is spent, pile must be Supply).
  CardId pick(const State& s, const Decision* gain) const;
  // pick(s, nullptr), the buy decision's fast path.
  CardId pick_buy(const State& s) const { return pick_buy(s, s.coins()); }
  // The same with `coins` $ instead of the $ available now (a `coins` condition reads them; the
  // other conditions read the game).
  CardId pick_buy(const State& s, int coins) const {
    return rule_card(s, pick_buy_index(s, coins));
  }
  // The rule that makes pick()'s choice: its index in the strategy's rules, -1 for none
  // (diagnostics count which rules fire).
  int pick_rule(const State& s, const Decision* gain) const {
    const int i = gain ? pick_gain_index(s, *gain) : pick_buy_index(s, s.coins());
    return i < 0 ? -1 : rule_source_[i];
  }
  // BuyOracle: what the rules take with `coins` $ this turn (the card AI asks it). Once the
  // stall rule buys Victory cards (stalled()), any $ that buys one is worth more than every
  // rule, the more the more VP (stall_value).
  int buy_value(const State& s, int coins) const override {
    const int i = pick_buy_index(s, coins);
    const int value = i < 0 ? 0 : num_rules_ - i;
    return may_stall() ? stall_value(s, coins, value) : value;
  }
  // buy_value for every $ in [lo, hi) at once: when one_pass() (the fast path's rules, none
  // reading `coins`), one pass over the rules, where only the cost test reads the $.
  void buy_values(const State& s, int* values, int lo, int hi) const override;
  // When one_pass(): the cost of the card the rules take with coins (a rule's value is its own,
  // so less $ than its cost gives another value, and any $ from its cost to coins takes it: the
  // rules before it cost more than coins).
  int money_needed(const State& s, int coins) const override;
  CardId would_buy(const State& s, int coins) const override;
  // Whether buy_values and money_needed may answer from one pass over the rules: the fast path's
  // rules and no condition that reads the $ asked about.
  bool one_pass(const State& s) const { return fast_path(s) && !reads_coins_; }

 private:
  struct CToken {
    uint8_t kind;
    Quantity q;
    CardId card;
    Types types;
    float value;
  };
  struct CCond {
    uint16_t lhs, lhs_end, rhs, rhs_end;
    Cmp cmp;
    bool simple;  // one operand compared with a constant: no expression evaluation
    // The commonest simple ones, a card's pile or count against a whole number, as a range of
    // whole numbers: holds when fast_card's pile (kPile, kClockPile) or count (kOwned) is in
    // [lo, hi].
    Quantity fast = Quantity::kNumber;  // kNumber: not one of those
    CardId fast_card = kNoCard;
    int16_t lo = 0, hi = 0;
  };
  struct CRule {
    CardId card;
    bool potion;  // costs a potion
    // Bought by the slow path: an Event or Project (can_buy), or a card of a mixed pile
    // (`pile`: the rule names the pile, Knights, and means whatever card is on top of it).
    bool special;
    bool pile;
    uint16_t cond, cond_end;
  };
  static constexpr int kMaxRules = kMaxBuyRules, kMaxConds = kMaxConditions,
                       kMaxTokens = kMaxExprTokens;

  [[gnu::noinline]] void choose_other(const State& s, const Decision& d, Choice& out);
  // The buy when some rule is special (landscapes, mixed piles) or the turn has limits.
  CardId pick_buy_slow(const State& s, int coins) const {
    return rule_card(s, pick_buy_slow_index(s, coins));
  }
  int pick_buy_slow_index(const State& s, int coins) const;
  // The one home for what taking c now costs in Debt, besides its $ cost: a buy takes c's Debt
  // cost; a buy, or a gain in the current player's own Buy phase, takes the Debt on c's pile
  // (Tax; in a possessed turn the gain is the controller's, outside their Buy phase: none).
  int debt_taken(const State& s, CardId c, bool buying) const;
  // Whether `coins` $ this turn (a gain spends none) leave little enough of that Debt unpaid:
  // at most debt.max_left for a card with a Debt cost, tax.max_left for a pile's Debt alone.
  bool debt_ok(const State& s, CardId c, int coins, bool buying) const;
  // The card compiled rule i buys or gains now (a pile's rule: its top card); kNoCard for -1.
  CardId rule_card(const State& s, int i) const {
    if (i < 0) return kNoCard;
    return rules_[i].pile ? s.pile_top(rules_[i].card) : rules_[i].card;
  }
  // The buy decision with Coffers to spend: spends the fewest that reach the best pick.
  void buy_with_coffers(const State& s, Choice& out) const;
  // The Coffers this buy may spend: the current player's, less coffers.keep.
  int spendable_coffers(const State& s) const;
  void plan_treasures(const State& s, const Decision& d, Choice& out) const;
  // A rule's conditions with `coins` $ this turn (the `coins` quantity; the rest reads the game).
  float eval(const State& s, int lo, int hi, int coins) const;
  float quantity(const State& s, const CToken& t, int coins) const;
  // left(c) of a Province or Colony under Strategy::pile_clock: the cards left, at most the
  // gains that end the game on piles once a Supply pile is empty (before that the smallest three
  // piles hold more than a Province pile in nearly every game, and the test costs a pass).
  static int clock_pile(const State& s, CardId c) {
    const int left = s.pile(c);
    return s.empty_piles() == 0 ? left : std::min(left, s.pile_out_gains());
  }
  bool holds(const State& s, const CRule& r, int coins) const;
  bool bad_to_take(const State& s, CardId c) const;

  // The stall rule (docs/heuristics.md, "Stalemates"): note_stall() counts this turn once, given
  // the rules' `pick` (kNoCard: not known); stall_pick() is the buy instead of `pick` once
  // stall_count_ reaches stall.turns: the affordable Victory card with the most VP, unless `pick`
  // is a Victory card already. With Coffers to spend, stall_with_coffers() does the same to the
  // answer `out`, spending the fewest Coffers that buy it.
  void note_stall(const State& s, CardId pick);
  CardId stall_pick(const State& s, CardId pick) const;
  void stall_with_coffers(const State& s, Choice& out) const;
  // Both: the Victory card with the most VP that the $ buy (spending up to `spendable` Coffers,
  // the fewest, into *spend; -1: the plain buy, can_buy) and the last-card guard allows; if
  // none, stall_ending_card() (spending none); kNoCard if neither.
  CardId stall_card(const State& s, int spendable, int* spend) const;
  // Late in a game (stall.late), when the player is ahead on score and no Victory card is
  // affordable: the card it can buy from the Supply pile with the fewest cards left (no Curse;
  // the last-card guard applies), to bring a third pile nearer its end; kNoCard otherwise.
  // (The BuyOracle does not foresee it.)
  CardId stall_ending_card(const State& s) const;
  // Whether this is late in the game for the stall rule: the player's turn stall.late or later.
  bool stall_late(const State& s) const { return s.player(seat_).turns >= params_[kStallLate]; }
  // Whether the stall rule buys Victory cards instead of the rules' picks, once this turn's
  // note_stall() has counted.
  bool stalled() const { return stall_count_ >= params_[kStallTurns]; }
  // Whether the next counted turn may stall: false in most games, where the BuyOracle then
  // answers from the rules alone.
  bool may_stall() const { return stall_count_ > 0 || params_[kStallTurns] <= 1; }
  // Whether it will at this turn's buy with `coins` $ (asked before it, by the card AI):
  // what note_stall() will then find, the game's progress since the last counted turn
  // included. Turns that reach the top Victory card count; the rules' own Victory pick is not
  // foreseen.
  bool stalled_at(const State& s, int coins) const;
  // The BuyOracle's view of the stall rule: when stalled_at(), `coins` $ that buy a Victory card
  // (one costing at most coins, past the last-card guard) are worth num_rules_ + 1 + its VP (the
  // most VP such a card gives), above every rule, so more $ never gives a lower value; else
  // `value`, the rules'. (The rules' own Victory pick, which stall_pick keeps, counts as the
  // best such card: a rule that takes an Estate with $8 while stalled is not seen.)
  int stall_value(const State& s, int coins, int value) const;
  // The Victory card with the most VP costing at most `coins` $ (no Potion or Debt in its
  // cost) that the last-card guard allows; kNoCard if none.
  CardId stall_card_for(const State& s, int coins) const;

  const CardAi* ai(const State& s, CardId c) const;
  // Whether pick_buy_index may take its fast path: no special rule (landscapes, mixed piles,
  // Debt piles), no turn limit, no Debt to pay with spendables.
  bool fast_path(const State& s) const {
    return !special_rules_ && !s.turn_flags() && !(s.any_spendables() && s.player(seat_).debt);
  }
  // The compiled rule that picks (an index into rules_), -1 for none.
  int pick_buy_index(const State& s, int coins) const;
  int pick_gain_index(const State& s, const Decision& gain) const;

  const Strategy* strategy_;
  std::vector<double> params_;  // the strategy's play parameters by ParamId
  // What the card AI reads (built per call: a copied player points to its own parameters).
  PlayCtx ctx() const { return PlayCtx{strategy_, params_.data(), this, card_values_}; }
  int8_t card_values_;  // has_card_values(params_)
  int seat_ = 0;
  // The card table the rules were compiled for (start() skips compiling when it is unchanged).
  int compiled_kinds_ = -1;
  const CardDef* compiled_for_[kMaxKinds];
  bool compiled_supply_[kMaxKinds];
  bool deck_vp_ = false;        // some card's VP depends on the deck (Gardens): gains change it
  bool hold_coppers_ = false;   // the rules buy a card that Coppers in play forbid (Grand Market)
  bool special_rules_ = false;  // some rule is special (CRule::special): pick_buy_slow
  bool reads_coins_ = false;    // some condition reads the $ (`coins`)
  // A Landmark with a max_loss parameter is in the game (Wall, Wolf Den, Bandit Fort): buys and
  // gains go through landmark_veto() (card_ai.h), on the slow path.
  bool landmark_veto_ = false;
  bool pile_debt_ = false;  // some pile carries Debt (Tax): buys take the slow path
  // Per card: a Traveller's first card's line (itself and the cards it is exchanged for, as a
  // mask of ids), else 0. count() of such a card counts the line (Quantity::kOwnedLine).
  uint64_t line_of_[kMaxKinds];
  // Per-card AI of this game's cards, looked up on first use (money games never look).
  mutable const CardAi* ai_[kMaxKinds];
  mutable bool ai_known_[kMaxKinds];
  // The stall rule's memory of this game (reset by start()).
  uint64_t stall_sig_ = 0;      // the progress signature at the last counted turn
  CardId stall_top_ = kNoCard;  // the top Victory card while its pile lasts (kNoCard: look again)
  int stall_turn_ = -1;         // the turn (Player::turns) last counted
  // This player's turns since the game last progressed (the Victory and Curse piles, the empty
  // piles or a player's VP tokens changed) on which its $ could buy the top Victory card and its
  // rules bought no Victory card.
  int stall_count_ = 0;
  int num_rules_ = 0;
  CRule rules_[kMaxRules];
  int16_t rule_source_[kMaxRules];  // each compiled rule's index in strategy_->rules
  CCond conds_[kMaxConds];
  CToken tokens_[kMaxTokens];
};

}  // namespace kl
