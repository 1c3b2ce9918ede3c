// How the heuristic player answers everything but buying: which Action to play, and each card's
// own decisions (trash, discard, topdeck, reactions...). Per-card rules live in one file per set
// (player/ai/base.cpp, ...) and are documented in docs/heuristics.md; trade-offs read the strategy's
// play parameters (param()).
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "evolution/strategy/strategy.h"
#include "sim/decision.h"
#include "sim/state.h"

namespace kl {

// Answers a decision asked by a card's effect (d.source, or d.card for a Reaction offer).
using CardRule = void (*)(const State& s, const Decision& d, const Strategy& st, Choice& out);
// Whether playing the Action card c now is worthwhile for player p (e.g. no Chapel without junk).
using PlayCheck = bool (*)(const State& s, int p, CardId c, const Strategy& st);

struct CardAi {
  CardRule decide = nullptr;          // nullptr: the generic answer
  int play_priority = -1;             // Action play order, higher first; -1: the generic order
  PlayCheck worth_playing = nullptr;  // nullptr: always worth playing
};
using AiTable = std::unordered_map<std::string, CardAi>;  // by card name

// The per-card AI of every implemented set.
const AiTable& card_ai();
// The AI entry for a card definition (by its effect_name(): a custom card gets the AI of the
// card it is based on), or nullptr.
const CardAi* find_card_ai(const CardDef& d);

// A tunable play parameter, with its default and the range evolution may move it in.
struct PlayParam {
  std::string name;  // "<card>.<what>", e.g. "chapel.keep_money"
  double fallback, lo, hi;
  std::string doc;
};
// Every play parameter of every implemented set.
const std::vector<PlayParam>& play_params();
// The strategy's value of a play parameter, or its default.
double param(const Strategy& st, const char* name);

// Per-set tables (one file each).
void add_base_ai(AiTable& t, std::vector<PlayParam>& params);

// Answers d for its player (any kind except kBuy/kGain/kPlayTreasures) with the generic rules;
// `ai` is the per-card entry of d's card, if any.
void answer_card_decision(const State& s, const Decision& d, const Strategy& st, const CardAi* ai,
                          Choice& out);
// Picks the Action to play from a kPlayAction decision (kNoCard: play none).
CardId pick_action(const State& s, const Decision& d, const Strategy& st, const CardAi* const* ai);

// A card to gain when the buy rules name none: the most expensive eligible card that is not a
// Curse (a Victory card only if nothing else qualifies). kNoCard if nothing qualifies.
CardId fallback_gain(const State& s, const Decision& d);

// Total $ of the Treasures player p owns.
int treasure_money(const State& s, int p);

// A rough worth of a card to its owner: Curse < Victory < Copper < cheap < expensive.
int card_worth(const State& s, CardId c);

// Generic helper: chooses `count` cards of the decision's eligible cards, worst (or best) first.
void choose_by_worth(const State& s, const Decision& d, int count, bool worst_first, Choice& out);

}  // namespace kl
