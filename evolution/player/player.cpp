#include "evolution/player/player.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cassert>
#include <cmath>
#include <stdexcept>

namespace kl {

std::string over_limits(const Strategy& s) {
  size_t conds = 0, tokens = 0;
  for (const BuyRule& r : s.rules)
    for (const Condition& c : r.conds) {
      ++conds;
      tokens += c.lhs.rpn.size() + c.rhs.rpn.size();
    }
  if (s.rules.size() > size_t(kMaxBuyRules))
    return fmt::format("{} buy rules (a strategy has at most {})", s.rules.size(), kMaxBuyRules);
  if (conds > size_t(kMaxConditions))
    return fmt::format("{} conditions (a strategy has at most {} in all)", conds, kMaxConditions);
  if (tokens > size_t(kMaxExprTokens))
    return fmt::format(
        "{} numbers, quantities and operators in its conditions (a strategy has "
        "at most {} in all)",
        tokens, kMaxExprTokens);
  return "";
}

Condition when(Operand lhs, Cmp cmp, double rhs) {
  return Condition{Expr::of(lhs), cmp, Expr::number(rhs)};
}
Operand owned(const CardDef* c) { return Operand{Quantity::kOwned, 0, c, 0}; }
Operand pile(const CardDef* c) { return Operand{Quantity::kPile, 0, c, 0}; }

StrategyPlayer::StrategyPlayer(const Strategy& s)
    : strategy_(&s), params_(resolve_params(s)), card_values_(has_card_values(params_)) {}

const CardAi* StrategyPlayer::ai(const State& s, CardId c) const {
  if (c == kNoCard) return nullptr;
  if (!ai_known_[c]) {
    ai_[c] = find_card_ai(s.def(c));
    ai_known_[c] = true;
  }
  return ai_[c];
}

void StrategyPlayer::start(const State& s, int seat) {
  seat_ = seat;
  stall_sig_ = 0;
  stall_top_ = kNoCard;
  stall_turn_ = -1;
  stall_count_ = 0;
  // The same card table as the last game (every game of a match): the compiled rules stand.
  // (Rules of cards outside the Supply are left out, so the Supply flags count too.)
  bool same = compiled_kinds_ == s.num_kinds();
  for (int k = 0; same && k < compiled_kinds_; ++k)
    same = compiled_for_[k] == &s.def(CardId(k)) && compiled_supply_[k] == s.in_supply(CardId(k));
  if (same) return;
  compiled_kinds_ = s.num_kinds();
  for (int k = 0; k < compiled_kinds_; ++k) {
    compiled_for_[k] = &s.def(CardId(k));
    compiled_supply_[k] = s.in_supply(CardId(k));
  }
  std::fill(ai_known_, ai_known_ + kMaxKinds, false);
  deck_vp_ = false;
  hold_coppers_ = false;
  // Gardens-like cards and scoring Landmarks (Wall, Wolf Den, Keep...): a gain changes more VP
  // than its own.
  for (int k = 0; k < compiled_kinds_; ++k)
    deck_vp_ |= s.def(CardId(k)).end_vp != nullptr || s.def(CardId(k)).end_vp_of != nullptr ||
                s.def(CardId(k)).score != nullptr;
  // A Traveller's line: its first card (a Kingdom card) and the non-Supply cards it brings.
  std::fill(line_of_, line_of_ + kMaxKinds, 0);
  for (int k = 0; k < compiled_kinds_; ++k) {
    const CardDef& d = s.def(CardId(k));
    if (!d.kingdom || !d.is(kTraveller)) continue;
    line_of_[k] = uint64_t(1) << k;
    for (const std::string& name : d.needs)
      if (const CardId c = s.find(name); c != kNoCard && !s.in_supply(c))
        line_of_[k] |= uint64_t(1) << c;
  }
  num_rules_ = 0;
  reads_coins_ = false;
  int nc = 0, nt = 0;
  auto compile_expr = [&](const Expr& e, uint16_t& lo, uint16_t& hi) {
    lo = uint16_t(nt);
    for (const Token& t : e.rpn) {
      if (nt >= kMaxTokens) throw std::length_error("strategy too long");
      const Operand& o = t.operand;
      CardId card = o.card ? s.find(o.card) : kNoCard;
      if (o.card && card == kNoCard) card = s.find_pile(o.card);  // Knights: its pile
      Quantity q = o.q;
      // count() of an Event or Project: the times this player bought it.
      if (q == Quantity::kOwned && card != kNoCard && s.is_landscape(card))
        q = Quantity::kTimesBought;
      // left() of a split or mixed pile's card: the whole pile.
      if (q == Quantity::kPile && card != kNoCard && s.in_mixed_pile(card)) q = Quantity::kPileSize;
      // count() of a Traveller's first card: the line, so that "Peasant×3" wants three Peasants
      // in any stage (exchanging one for a Soldier buys no new Peasant).
      if (q == Quantity::kOwned && card != kNoCard && line_of_[card]) q = Quantity::kOwnedLine;
      // left() of the Provinces or Colonies: a clock that also sees the piles running out.
      if (q == Quantity::kPile && strategy_->pile_clock &&
          (card == kProvince || (card == kColony && s.colony_game())))
        q = Quantity::kClockPile;
      reads_coins_ |= q == Quantity::kCoins;
      tokens_[nt++] = CToken{uint8_t(t.kind), q, card, o.types, float(o.value)};
    }
    hi = uint16_t(nt);
  };
  special_rules_ = false;
  for (size_t source = 0; source < strategy_->rules.size(); ++source) {
    const BuyRule& r = strategy_->rules[source];
    CardId c = s.find(r.card);
    bool pile = false;
    if (c == kNoCard) {  // a card that only names a pile (Knights): its top card
      c = s.find_pile(r.card);
      pile = c != kNoCard;
    }
    const bool landscape = c != kNoCard && (s.types(c) & kBuyableLandscape);
    // Never buyable or gainable in this game.
    if (c == kNoCard || (!s.in_supply(c) && !landscape)) continue;
    if (num_rules_ >= kMaxRules) throw std::length_error("strategy has too many buy rules");
    rule_source_[num_rules_] = int16_t(source);
    CRule& cr = rules_[num_rules_++];
    cr.card = c;
    cr.potion = s.def(c).potion_cost;
    cr.pile = pile;
    cr.special = landscape || pile || s.in_mixed_pile(c) || s.debt_cost(c) > 0;
    special_rules_ |= cr.special;
    cr.cond = uint16_t(nc);
    for (const Condition& k : r.conds) {
      if (nc >= kMaxConds) throw std::length_error("strategy has too many conditions");
      CCond& cc = conds_[nc++];
      compile_expr(k.lhs, cc.lhs, cc.lhs_end);
      compile_expr(k.rhs, cc.rhs, cc.rhs_end);
      cc.cmp = k.cmp;
      cc.simple = cc.lhs_end == cc.lhs + 1 && cc.rhs_end == cc.rhs + 1 &&
                  tokens_[cc.lhs].kind == Token::kOperand &&
                  tokens_[cc.rhs].kind == Token::kOperand && tokens_[cc.rhs].q == Quantity::kNumber;
      cc.fast = Quantity::kNumber;
      if (const CToken& a = tokens_[cc.lhs], &b = tokens_[cc.rhs];
          cc.simple &&
          (a.q == Quantity::kPile || a.q == Quantity::kOwned || a.q == Quantity::kClockPile) &&
          a.card != kNoCard && b.value == std::floor(b.value) && std::abs(b.value) < 10000) {
        // (a cmp b for whole numbers a and b: a in [lo, hi].)
        const int v = int(b.value);
        constexpr int kLow = -10001, kHigh = 10001;
        cc.fast = a.q;
        cc.fast_card = a.card;
        cc.lo = int16_t(cc.cmp == Cmp::kGe   ? v
                        : cc.cmp == Cmp::kGt ? v + 1
                        : cc.cmp == Cmp::kEq ? v
                                             : kLow);
        cc.hi = int16_t(cc.cmp == Cmp::kLe   ? v
                        : cc.cmp == Cmp::kLt ? v - 1
                        : cc.cmp == Cmp::kEq ? v
                                             : kHigh);
      }
    }
    cr.cond_end = uint16_t(nc);
    hold_coppers_ |= s.def(c).buy_ban != nullptr;
  }
  landmark_veto_ = has_landmark_veto(s);
  special_rules_ |= landmark_veto_;
  // Tax puts Debt on every Supply pile at set-up: a game with pile Debt has it from the start
  // (and the same card table means the same landscapes).
  pile_debt_ = false;
  for (int k = 0; k < compiled_kinds_ && !pile_debt_; ++k)
    pile_debt_ = s.in_supply(CardId(k)) && s.pile_debt(CardId(k)) > 0;
  special_rules_ |= pile_debt_;
}

inline float StrategyPlayer::quantity(const State& s, const CToken& t, int coins) const {
  const Player& me = s.player(seat_);
  switch (t.q) {
    case Quantity::kNumber:
      return t.value;
    case Quantity::kOwned:
      return t.card == kNoCard ? 0.f : float(me.owned[t.card]);
    case Quantity::kPile:
      return t.card == kNoCard ? 0.f : float(s.pile(t.card));
    case Quantity::kClockPile:
      return float(clock_pile(s, t.card));
    case Quantity::kOwnedType: {
      int n = 0;
      for (int k = 0; k < s.num_kinds(); ++k)
        if (s.is(CardId(k), t.types)) n += me.owned[k];
      return float(n);
    }
    case Quantity::kOwnedTotal:
      return float(me.owned_total);
    case Quantity::kMoney: {
      int n = 0;
      for (int k = 0; k < s.num_kinds(); ++k) n += me.owned[k] * s.def(CardId(k)).coin;
      return float(n);
    }
    case Quantity::kCoins:
      return float(coins);
    case Quantity::kTurn:
      return float(me.turns + 1);
    case Quantity::kEmptyPiles:
      return float(s.empty_piles());
    case Quantity::kVpLead: {
      int best = -1 << 20;
      for (int p = 0; p < s.num_players(); ++p)
        if (p != seat_ && s.vp(p) > best) best = s.vp(p);
      return float(s.vp(seat_) - best);
    }
    case Quantity::kPileSize:
      return t.card == kNoCard ? 0.f : float(s.pile_size(t.card));
    case Quantity::kTimesBought:
      return t.card == kNoCard ? 0.f : float(me.landscape_buys[t.card]);
    case Quantity::kOwnedLine: {
      int n = 0;
      for (uint64_t m = line_of_[t.card]; m; m &= m - 1) n += me.owned[std::countr_zero(m)];
      return float(n);
    }
    case Quantity::kHandSize:
      return float(me.hand.size());
  }
  return 0.f;
}

float StrategyPlayer::eval(const State& s, int lo, int hi, int coins) const {
  float st[16];
  int sp = 0;
  for (int i = lo; i < hi; ++i) {
    const CToken& t = tokens_[i];
    if (t.kind == Token::kOperand) {
      st[sp++] = quantity(s, t, coins);
      continue;
    }
    const float b = st[--sp], a = st[--sp];
    switch (t.kind) {
      case Token::kAdd:
        st[sp++] = a + b;
        break;
      case Token::kSub:
        st[sp++] = a - b;
        break;
      case Token::kMul:
        st[sp++] = a * b;
        break;
      default:
        st[sp++] = b == 0.f ? 0.f : a / b;
        break;
    }
  }
  return sp ? st[0] : 0.f;
}

bool StrategyPlayer::holds(const State& s, const CRule& r, int coins) const {
  for (int i = r.cond; i < r.cond_end; ++i) {
    const CCond& c = conds_[i];
    if (c.fast != Quantity::kNumber) {
      int n = c.fast == Quantity::kPile ? s.pile(c.fast_card) : s.player(seat_).owned[c.fast_card];
      if (c.fast == Quantity::kClockPile) [[unlikely]]
        n = clock_pile(s, c.fast_card);
      if (n < c.lo || n > c.hi) return false;
      continue;
    }
    float a, b;
    if (c.simple) {
      a = quantity(s, tokens_[c.lhs], coins);
      b = tokens_[c.rhs].value;
    } else {
      a = eval(s, c.lhs, c.lhs_end, coins);
      b = eval(s, c.rhs, c.rhs_end, coins);
    }
    bool ok = false;
    switch (c.cmp) {
      case Cmp::kLt:
        ok = a < b;
        break;
      case Cmp::kLe:
        ok = a <= b;
        break;
      case Cmp::kEq:
        ok = a == b;
        break;
      case Cmp::kGe:
        ok = a >= b;
        break;
      case Cmp::kGt:
        ok = a > b;
        break;
    }
    if (!ok) return false;
  }
  return true;
}

// Would taking c end the game with this player losing (or, with the penultimate-Province rule,
// hand the opponent a winning last Province)?
bool StrategyPlayer::bad_to_take(const State& s, CardId c) const {
  const int left = s.pile(c);
  const bool ends = (c == kProvince && left == 1) ||
                    (c == kColony && s.colony_game() && left == 1) ||
                    (left == 1 && s.empty_piles() + 1 >= s.piles_to_end());
  const bool penultimate = strategy_->penultimate_province && c == kProvince && left == 2;
  if (!ends && !penultimate) return false;
  int mine = s.vp(seat_) + s.def(c).vp;
  if (deck_vp_) {
    // A gain also changes what deck-dependent cards are worth (every Gardens, a Duke with a
    // Duchy): score the state as if it owned the card (only when the gain could end the game).
    mine = s.vp_with(seat_, c);
  }
  const int my_turns = s.player(seat_).turns + 1;
  for (int p = 0; p < s.num_players(); ++p) {
    if (p == seat_) continue;
    const int theirs = s.vp(p);
    if (ends && strategy_->guard_last_card) {
      if (theirs > mine) return true;
      if (theirs == mine && s.player(p).turns < my_turns) return true;
    }
    if (penultimate && theirs + s.def(kProvince).vp >= mine) return true;
  }
  return false;
}

CardId StrategyPlayer::pick(const State& s, const Decision* gain) const {
  if (!gain) return pick_buy(s);
  return rule_card(s, pick_gain_index(s, *gain));
}

int StrategyPlayer::pick_gain_index(const State& s, const Decision& gain) const {
  for (int i = 0; i < num_rules_; ++i) {
    const CRule& r = rules_[i];
    const CardId c = r.pile ? s.pile_top(r.card) : r.card;
    if (c == kNoCard || !s.can_gain(gain, c)) continue;
    if (pile_debt_ && !debt_ok(s, c, s.coins(), false)) continue;
    if (r.cond != r.cond_end && !holds(s, r, s.coins())) continue;
    if (s.pile_size(c) <= 2 && bad_to_take(s, c)) continue;  // only near a pile's end
    if (landmark_veto_ && landmark_veto(s, seat_, c, ctx())) continue;
    return i;
  }
  return -1;
}

int StrategyPlayer::debt_taken(const State& s, CardId c, bool buying) const {
  int debt = buying ? s.debt_cost(c) : 0;
  if (!pile_debt_ || s.is_landscape(c) || s.pile_debt(c) == 0) return debt;
  const int p = s.current();
  const Phase ph = s.phase();
  const bool buy_phase = ph == Phase::kTreasure || ph == Phase::kBuy || ph == Phase::kEndBuy;
  if (s.controller(p) == p && (buying || buy_phase)) debt += s.pile_debt(c);
  return debt;
}

bool StrategyPlayer::debt_ok(const State& s, CardId c, int coins, bool buying) const {
  const int debt = debt_taken(s, c, buying);
  if (debt == 0) return true;
  // The $ left after the $ cost and the Debt already owed pay the rest off at once (the engine
  // pays Debt off at each buy); what they leave unpaid weighs on the next turns.
  const int spare = coins - s.player(s.current()).debt - (buying ? s.cost(c) : 0);
  const ParamId limit = buying && s.debt_cost(c) ? kDebtMaxLeft : kTaxMaxLeft;
  return debt - spare <= ctx()(limit);
}

int StrategyPlayer::pick_buy_slow_index(const State& s, int coins) const {
  // can_buy() with `coins` $, for every kind of rule: a card that only names its pile buys the
  // pile's top card.
  const int extra = coins - s.coins();
  for (int i = 0; i < num_rules_; ++i) {
    const CRule& r = rules_[i];
    const CardId c = r.pile ? s.pile_top(r.card) : r.card;
    if (c == kNoCard) continue;
    if (!(extra >= 0 ? s.can_buy_spending(c, extra) : s.cost(c) <= coins && s.can_buy(c))) continue;
    if (!debt_ok(s, c, coins, true)) continue;
    if (r.cond != r.cond_end && !holds(s, r, coins)) continue;
    if (!s.is_landscape(c) && s.pile_size(c) <= 2 && bad_to_take(s, c)) continue;
    if (landmark_veto_ && !s.is_landscape(c) && landmark_veto(s, seat_, c, ctx())) continue;
    return i;
  }
  return -1;
}

int StrategyPlayer::pick_buy_index(const State& s, int coins) const {
  if (!fast_path(s)) return pick_buy_slow_index(s, coins);
  // can_buy() without its Supply test (rules of non-Supply cards are not compiled).
  const int potions = s.potions();
  for (int i = 0; i < num_rules_; ++i) {
    const CRule& r = rules_[i];
    if (s.cost(r.card) > coins || s.pile(r.card) == 0 || (r.potion && potions == 0) ||
        s.buy_banned(r.card))
      continue;
    assert(coins != s.coins() || s.can_buy(r.card));
    if (r.cond != r.cond_end && !holds(s, r, coins)) continue;
    if (s.pile(r.card) <= 2 && bad_to_take(s, r.card)) continue;
    return i;
  }
  return -1;
}

void StrategyPlayer::buy_values(const State& s, int* values, int lo, int hi) const {
  if (hi <= lo) return;
  if (!one_pass(s) || may_stall()) return BuyOracle::buy_values(s, values, lo, hi);
  // pick_buy_index(s, c) is the first rule that passes the tests with c $; only the cost test
  // reads c. So a rule that passes the others and costs less than every earlier one that does
  // is the pick from its cost up to (not including) theirs; a rule costing as much or more than
  // an earlier one that passes (or hi and more) is never the pick, and its conditions are not
  // read. The pass ends at a rule that passes costing lo or less.
  std::fill(values, values + (hi - lo), 0);
  const int potions = s.potions();
  int above = hi;  // the lowest cost of a passing rule so far, at least lo (hi: none)
  for (int i = 0; i < num_rules_ && above > lo; ++i) {
    const CRule& r = rules_[i];
    const int cost = s.cost(r.card);
    if (cost >= above || s.pile(r.card) == 0 || (r.potion && potions == 0) || s.buy_banned(r.card))
      continue;
    if (r.cond != r.cond_end && !holds(s, r, lo)) continue;  // (no condition reads the $)
    if (s.pile(r.card) <= 2 && bad_to_take(s, r.card)) continue;
    const int from = std::max(cost, lo);
    std::fill(values + (from - lo), values + (above - lo), num_rules_ - i);
    above = from;
  }
}

int StrategyPlayer::money_needed(const State& s, int coins) const {
  if (!one_pass(s) || may_stall()) return BuyOracle::money_needed(s, coins);
  const int i = pick_buy_index(s, coins);
  return i < 0 ? std::min(coins, 0) : std::clamp(s.cost(rules_[i].card), 0, coins);
}

int StrategyPlayer::pick_on_shuffle(const State& s, int p, const CardId* cards, int n) {
  (void)p;
  int best = -1, best_worth = 0;  // a Copper (worth 0) or junk is no better than the shuffle
  for (int i = 0; i < n; ++i) {
    const int w = card_worth(s, cards[i]);
    if (w > best_worth) best = i, best_worth = w;
  }
  return best;
}

void StrategyPlayer::choose(const State& s, const Decision& d, Choice& out) {
  // The buy, by far the most frequent decision, without the rest's stack frame.
  if (d.kind == DecisionKind::kBuy) {
    const bool first_buy = d.player == seat_ && s.player(seat_).turns != stall_turn_;
    if (s.any_spendables() && s.player(d.player).coffers > 0) {
      buy_with_coffers(s, out);
      if (first_buy) note_stall(s, out.n ? out.cards[0] : kNoCard);
      if (stall_count_ > 0 && d.player == seat_) stall_with_coffers(s, out);
      return;
    }
    CardId c = pick_buy(s);
    // (Most turns cannot reach the top Victory card, or buy a Victory card: they count for
    // nothing, decided here without the call.)
    if (first_buy) {
      if (stall_count_ == 0 && stall_top_ != kNoCard && s.pile(stall_top_) > 0 &&
          (s.coins() < s.cost(stall_top_) || (c != kNoCard && s.is(c, kVictory))) && !stall_late(s))
        stall_turn_ = s.player(seat_).turns;
      else
        note_stall(s, c);
    }
    if (stall_count_ > 0 && d.player == seat_) c = stall_pick(s, c);
    if (c != kNoCard) out.add(c);
    return;
  }
  choose_other(s, d, out);
}

namespace {
// What the stall rule calls progress: the Victory cards and Curses left in the Supply, the empty
// piles and every player's VP tokens, as one number (an engine's own buys of other cards are not
// progress: two decks that each wait for the other to green buy those for ever). Late in a game
// (stall.late) VP tokens are not: decks that only take tokens do not bring the end nearer.
uint64_t progress_signature(const State& s, bool late) {
  int victory_left = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.in_supply(CardId(k)) && s.is(CardId(k), kVictory)) victory_left += s.pile(CardId(k));
  uint64_t sig = uint64_t(s.empty_piles()) * 1000003u + uint64_t(victory_left);
  sig = sig * 1000003u + uint64_t(s.pile(kCurse));
  if (late) return sig * 1000003u + 1;  // (never equal to an earlier one with tokens)
  for (int p = 0; p < s.num_players(); ++p)
    sig = sig * 1000003u + uint64_t(uint16_t(s.player(p).vp_tokens));
  return sig;
}
}  // namespace

void StrategyPlayer::note_stall(const State& s, CardId pick) {
  stall_turn_ = s.player(seat_).turns;
  // The top Victory card (the Supply Victory card with the most printed VP still there) stays
  // the same until its pile runs out: found again only then.
  if (stall_top_ == kNoCard || s.pile(stall_top_) == 0) {
    int top_vp = 0;
    stall_top_ = kNoCard;
    for (int k = 0; k < s.num_kinds(); ++k) {
      const CardId c = CardId(k);
      if (s.in_supply(c) && s.is(c, kVictory) && s.pile(c) > 0 && s.def(c).vp > top_vp)
        top_vp = s.def(c).vp, stall_top_ = c;
    }
  }
  const CardId top = stall_top_;
  const bool late = stall_late(s);
  // Only turns that could have scored big count: not an engine that is still building, nor a
  // deck that cannot reach the top card, nor one that the last-card guard keeps from taking it
  // (a choice, not waiting), nor one whose rules buy a Victory card (it scores). Late in a game
  // every turn whose rules buy no Victory card counts.
  // (The $ of the turn with the Coffers it may spend: a deck that keeps Coffers waits too.)
  const bool scores = pick != kNoCard && s.is(pick, kVictory);
  const bool counts =
      late ? !scores
           : top != kNoCard &&
                 s.coins() + (s.any_spendables() ? spendable_coffers(s) : 0) >= s.cost(top) &&
                 !scores && !(s.pile_size(top) <= 2 && bad_to_take(s, top));
  if (!counts && stall_count_ == 0) return;  // (most turns of most games: nothing to compare)
  // A late stall lasts: a player stalled this late scores (or drains a pile) every turn until the
  // game ends, instead of one buy in every stall.turns + 1 turns (its own buy is progress).
  if (late && stalled()) return;
  const uint64_t sig = progress_signature(s, late);
  if (sig != stall_sig_) {  // progress (also the first counted turn: stall_sig_ starts at 0)
    stall_sig_ = sig;
    stall_count_ = 0;
    return;
  }
  if (counts) ++stall_count_;
}

namespace {
// The Supply Victory card with the most printed VP that `affordable(c)` allows and the last-card
// guard lets through (`guarded(c)`: taking c, one of the last 2, would lose); kNoCard if none.
template <class Affordable, class Guarded>
CardId most_vp_victory(const State& s, Affordable affordable, Guarded guarded) {
  CardId best = kNoCard;
  int best_vp = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.in_supply(c) || !s.is(c, kVictory) || s.def(c).vp <= best_vp) continue;
    if (s.pile_size(c) <= 2 && guarded(c)) continue;
    if (!affordable(c)) continue;
    best = c;
    best_vp = s.def(c).vp;
  }
  return best;
}
}  // namespace

CardId StrategyPlayer::stall_card(const State& s, int spendable, int* spend) const {
  const CardId c = most_vp_victory(
      s,
      [&](CardId k) {
        for (int coffers = 0; coffers <= std::max(spendable, 0); ++coffers)
          if (spendable < 0 ? s.can_buy(k) : s.can_buy_spending(k, coffers)) {
            *spend = coffers;
            return true;
          }
        return false;
      },
      [&](CardId k) { return bad_to_take(s, k); });
  if (c != kNoCard) return c;
  *spend = 0;
  return stall_ending_card(s);
}

CardId StrategyPlayer::stall_card_for(const State& s, int coins) const {
  return most_vp_victory(
      s,
      [&](CardId c) {
        return s.pile(c) > 0 && s.cost(c) <= coins && !s.potion_cost(c) && !s.debt_cost(c);
      },
      [&](CardId c) { return bad_to_take(s, c); });
}

bool StrategyPlayer::stalled_at(const State& s, int coins) const {
  if (!may_stall()) return false;
  if (s.player(seat_).turns == stall_turn_) return stalled();  // this turn has counted
  const bool late = stall_late(s);
  if (late && stalled()) return true;                           // a late stall lasts (note_stall)
  if (progress_signature(s, late) != stall_sig_) return false;  // progress: the count starts again
  const bool counts =
      late || (stall_top_ != kNoCard && s.pile(stall_top_) > 0 && coins >= s.cost(stall_top_));
  return stall_count_ + (counts ? 1 : 0) >= params_[kStallTurns];
}

int StrategyPlayer::stall_value(const State& s, int coins, int value) const {
  if (!stalled_at(s, coins)) return value;
  const CardId c = stall_card_for(s, coins);
  return c == kNoCard ? value : num_rules_ + 1 + s.def(c).vp;
}

CardId StrategyPlayer::would_buy(const State& s, int coins) const {
  const CardId pick = pick_buy(s, coins);
  if (!stalled_at(s, coins) || (pick != kNoCard && s.is(pick, kVictory))) return pick;
  const CardId c = stall_card_for(s, coins);
  return c != kNoCard ? c : pick;
}

CardId StrategyPlayer::stall_pick(const State& s, CardId pick) const {
  if (!stalled()) return pick;
  if (pick != kNoCard && s.is(pick, kVictory)) return pick;
  int spend = 0;
  const CardId best = stall_card(s, -1, &spend);
  return best != kNoCard ? best : pick;
}

CardId StrategyPlayer::stall_ending_card(const State& s) const {
  if (!stall_late(s)) return kNoCard;
  const int me = s.vp(seat_);
  for (int p = 0; p < s.num_players(); ++p)
    if (p != seat_ && s.vp(p) >= me) return kNoCard;  // not ahead: no reason to end the game
  CardId best = kNoCard;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.in_supply(c) || s.def(c).vp < 0 || s.debt_cost(c) || !s.can_buy(c)) continue;
    if (best != kNoCard && s.pile_size(c) >= s.pile_size(best)) continue;
    if (s.pile_size(c) <= 2 && bad_to_take(s, c)) continue;
    best = c;
  }
  return best;
}

void StrategyPlayer::stall_with_coffers(const State& s, Choice& out) const {
  if (!stalled()) return;
  if (out.n > 0 && s.is(out.cards[0], kVictory)) return;
  int spend = 0;
  const CardId best = stall_card(s, spendable_coffers(s), &spend);
  if (best == kNoCard) return;
  out.clear();
  out.option = spend;
  out.add(best);
}

int StrategyPlayer::spendable_coffers(const State& s) const {
  const int have = s.player(s.current()).coffers;
  const int keep = int(ctx()(kCoffersKeep));
  return have > keep ? have - keep : 0;
}

void StrategyPlayer::buy_with_coffers(const State& s, Choice& out) const {
  // The rules' pick with every Coffer spent; if that is a better (earlier) rule's card than the
  // pick without, spend the fewest Coffers that still get it. Coffers kept stay for later turns
  // (the "coffers.keep" parameter of a strategy keeps that many unspent).
  // The Coffers of the player whose buy it is (a possessed player's, when this player decides
  // for them: the engine's legality check reads those).
  const int spendable = spendable_coffers(s);
  // (pick_buy_slow with $ above the player's means spending the difference in Coffers: it
  // asks can_buy_spending, which knows Debt and the -$1 token.)
  const CardId without = pick_buy(s);
  const CardId best = spendable > 0 ? pick_buy_slow(s, s.coins() + spendable) : without;
  if (best == without || best == kNoCard) {
    if (without != kNoCard) out.add(without);
    return;
  }
  for (int k = 1; k <= spendable; ++k)
    if (pick_buy_slow(s, s.coins() + k) == best) {
      out.option = k;
      out.add(best);
      return;
    }
}

// Plays every Treasure, unless the buy rules would pick a card that Coppers in play forbid
// (Grand Market) and the other Treasures pay for it: then the Coppers stay in hand. ($ counts
// each Treasure's printed coin: Bank and Venture are guesses.)
void StrategyPlayer::plan_treasures(const State& s, const Decision& d, Choice& out) const {
  const CardList& hand = s.player(d.player).hand;
  int total = s.coins(), coppers = 0;
  for (CardId c : hand) {
    if (!s.is(c, kTreasure)) continue;
    total += s.coin(c);
    coppers += c == kCopper;
  }
  out.option = Choice::kAllTreasures;
  if (coppers == 0) return;
  const CardId want = pick_buy(s, total);
  if (want == kNoCard || !s.def(want).buy_ban || total - coppers < s.cost(want)) return;
  out.option = 0;
  for (CardId c : hand)
    if (s.is(c, kTreasure) && c != kCopper) out.add(c);
}

// Every decision but the buy.
void StrategyPlayer::choose_other(const State& s, const Decision& d, Choice& out) {
  switch (d.kind) {
    case DecisionKind::kPlayTreasures:
      if (hold_coppers_)
        plan_treasures(s, d, out);
      else
        out.option = Choice::kAllTreasures;
      return;
    case DecisionKind::kGain: {
      CardId c = pick(s, &d);
      if (c == kNoCard && d.min > 0) c = fallback_gain(s, d);
      if (c != kNoCard) out.add(c);
      return;
    }
    case DecisionKind::kPlayAction:
    case DecisionKind::kPlayNight: {
      // Without Actions left, a play spends a Villager: only beyond those the strategy keeps.
      if (d.kind == DecisionKind::kPlayAction && s.actions() == 0 &&
          s.player(d.player).villagers <= ctx()(kVillagersKeep))
        return;
      // One pass over the hand: its distinct playable cards in hand order, and their AIs.
      const Types type = d.kind == DecisionKind::kPlayAction ? kAction : kNight;
      const CardAi* table[kMaxKinds];
      CardId cands[kMaxKinds];
      int n = 0;
      uint64_t seen = 0;  // kMaxKinds <= 64
      for (CardId c : s.player(d.player).hand) {
        const uint64_t bit = uint64_t(1) << c;
        if (!s.is(c, type) || (seen & bit)) continue;
        seen |= bit;
        cands[n++] = c;
        table[c] = ai(s, s.plays_as(c) != kNoCard ? s.plays_as(c) : c);  // Inheritance
      }
      const CardId c = pick_action(s, d, ctx(), cands, n, table);
      if (c != kNoCard) out.add(c);
      return;
    }
    default: {
      if (d.reason == Reason::kWay) return choose_way(s, d, ctx(), out);
      if (d.decider != d.player && possession_answer(s, d, ctx(), out)) return;
      // A Reaction offer is the Reaction's own decision; everything else the source card's.
      const CardId who = d.reason == Reason::kRevealReaction || d.reason == Reason::kUseAbility
                             ? d.card
                             : d.source;
      answer_card_decision(s, d, ctx(), ai(s, who), out);
      return;
    }
  }
}

}  // namespace kl
