// A strategy: ordered buy rules with conditions, plus play parameters and options.
// This is the editable form (card definitions, vectors); StrategyPlayer compiles it per game.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "sim/card_def.h"

namespace kl {

// Something a condition can measure, from the deciding player's point of view.
enum class Quantity : uint8_t {
  kNumber,      // a constant
  kOwned,       // copies of `card` I own, anywhere
  kPile,        // cards left in `card`'s Supply pile
  kOwnedType,   // cards I own with any of `types`
  kOwnedTotal,  // all cards I own
  kMoney,       // total $ of the Treasures I own
  kCoins,       // $ available now
  kTurn,        // my turn number (1 on my first turn)
  kEmptyPiles,  // empty Supply piles
  kVpLead,      // my VP minus the best opponent's
  kHandSize,    // cards in my hand
  // (Compiled only: kOwned of an Event or Project, the times I bought it; kPile of a card of a
  // split or mixed pile, or of the card naming one (Knights), the cards left in the whole pile;
  // kOwned of a Traveller's first card (Page, Peasant), the cards of its line I own; kPile of
  // Province or (in a Colony game) Colony under Strategy::pile_clock, at most the gains that end
  // the game once a Supply pile is empty.)
  kTimesBought,
  kPileSize,
  kOwnedLine,
  kClockPile,
};

struct Operand {
  Quantity q = Quantity::kNumber;
  double value = 0;               // kNumber
  const CardDef* card = nullptr;  // kOwned, kPile
  Types types = 0;                // kOwnedType
  bool operator==(const Operand&) const = default;
};

// An arithmetic expression in postfix order: operands and operators.
struct Token {
  enum Kind : uint8_t { kOperand, kAdd, kSub, kMul, kDiv } kind = kOperand;
  Operand operand;
  bool operator==(const Token&) const = default;
};
struct Expr {
  std::vector<Token> rpn;
  static Expr of(Operand o) { return Expr{{Token{Token::kOperand, o}}}; }
  static Expr number(double v) { return of(Operand{Quantity::kNumber, v}); }
  bool operator==(const Expr&) const = default;
};

enum class Cmp : uint8_t { kLt, kLe, kEq, kGe, kGt };

struct Condition {
  Expr lhs;
  Cmp cmp = Cmp::kLt;
  Expr rhs;
  bool operator==(const Condition&) const = default;
};

// Buy (or gain) `card` when it is affordable, available and every condition holds.
struct BuyRule {
  const CardDef* card = nullptr;
  std::vector<Condition> conds;
  bool operator==(const BuyRule&) const = default;
};

struct Strategy {
  std::string name;
  std::vector<BuyRule> rules;            // first matching rule wins
  std::map<std::string, double> params;  // play parameters (card decisions), by name
  bool guard_last_card = true;        // never take the last card of a pile if that ends a lost game
  bool penultimate_province = false;  // skip the next-to-last Province when it would lose
  // left(Province), and left(Colony) in a Colony game, read the gains that end the game (at
  // most the cards left on the smallest piles that would be the last empty ones) once a Supply
  // pile is empty: the greening thresholds see a pile-out coming. Off for Provincial's imports.
  bool pile_clock = true;
  bool operator==(const Strategy&) const = default;
};

// The most a strategy may hold, so that the heuristic player compiles it into fixed arrays: buy
// rules, conditions in all, and operands and operators in all its conditions' expressions. A
// menu's Victory-card rules take up to 7 of the rules (to_strategy), hence its entry limit.
constexpr int kMaxBuyRules = 64;
constexpr int kMaxConditions = 128;
constexpr int kMaxExprTokens = 512;
constexpr int kMaxMenuEntries = kMaxBuyRules - 8;

// What of `s` is beyond those limits, as a message such as "65 buy rules (a strategy has at
// most 64)"; "" when it is within them.
std::string over_limits(const Strategy& s);

// Condition helpers for building strategies in code.
Condition when(Operand lhs, Cmp cmp, double rhs);
Operand owned(const CardDef* c);
Operand pile(const CardDef* c);

}  // namespace kl
