// What a card is: one row of data (cost, types, vanilla bonuses) plus optional effect hooks.
#pragma once

#include <cstdint>
#include <string>

#include "sim/types.h"

namespace kl {

// The program-wide key of a card's rules text (cards/sets/<set>.h): the card's AI and tests are
// found by it. Both editions of a card share it; a custom card based on a card gets that card's.
// 0: a card without rules text of its own (the basic cards, vanilla custom cards).
using EffectId = uint16_t;
constexpr int kMaxEffects = 1024;

class State;
struct Event;

// An effect runs as an event on the stack: it may ask a decision (State::ask) and return; it is
// then run again with e.step advanced and the answer in State::answer(). It pops itself (done()).
using EffectFn = void (*)(State& s, Event& e);
// Victory points a card is worth at game end for `player` (Gardens-like cards), per copy.
using EndVpFn = int (*)(const State& s, int player);

struct CardDef {
  std::string name;
  std::string set;  // "Basic", "Base", ...
  Edition edition = Edition::kBoth;
  uint8_t cost = 0;
  bool potion_cost = false;
  uint16_t types = 0;
  EffectId effect = 0;
  bool kingdom = false;  // a Kingdom pile card (pile size 10, or 8/12 for Victory cards)
  uint8_t pile = 0;      // pile size override for a kingdom card (0 = by the rules)

  // Vanilla bonuses, applied in this order when the card is played, before on_play.
  int8_t plus_cards = 0, plus_actions = 0, plus_buys = 0, plus_coins = 0;
  int8_t coin = 0;    // a Treasure's $ when played
  int8_t potion = 0;  // potions produced when played
  int8_t vp = 0;      // fixed victory points

  EffectFn on_play = nullptr;      // the rest of the card's text, after the vanilla bonuses
  EffectFn on_reaction = nullptr;  // an Attack reaction (Moat): run when revealed
  EndVpFn end_vp = nullptr;        // extra VP per copy at game end
  // A custom card (cards/card_file.h) that uses another card's effect hooks and heuristics names
  // that card here; empty: the card's own.
  std::string effect_of;

  bool is(uint16_t t) const { return (types & t) != 0; }
  // The card whose effect and per-card AI this card has (its own name unless effect_of is set).
  const std::string& effect_name() const { return effect_of.empty() ? name : effect_of; }
};

}  // namespace kl
