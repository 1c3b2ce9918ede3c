// The card language: a card's text written in a card file as a sequence of primitive steps
// (`effect = [ {draw = 2}, {others = [ {gain = "Curse"} ]} ]`), compiled once into a flat
// program of ops stored with the CardDef and played by one family of effect functions that step
// through it. The grammar and every primitive: docs/card-design.md ("The card language").
#pragma once

#include <toml++/toml.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sim/card_def.h"
#include "sim/decision.h"
#include "sim/zone.h"

namespace kl {

class Registry;

// The effect id every card written in the language carries: its AI is the language's own
// (evolution/player/ai/language.cpp), which reads the program. Above every set's range.
constexpr EffectId kLanguageEffect = kMaxEffects - 1;

enum class LangOp : uint8_t {
  kDraw,  // +n Cards (with kPer: n per counted card)
  kActions,
  kBuys,
  kCoins,
  kCoffers,
  kVillagers,
  kVpTokens,
  kGain,           // a card (card / name) or one costing up to / exactly; to `to`
  kTrash,          // from hand (min..max of types/card), or this card (kThis)
  kDiscard,        // from hand, min..max
  kDiscardDownTo,  // discard down to n cards in hand
  kTopdeck,        // put min..max cards from `from` (hand, discard) onto the deck
  kDrawUntil,      // draw until n cards in hand
  kDiscardTop,     // discard the top n cards of the deck
  kReduceCosts,    // this turn, cards cost $n less
  kLook,           // look at the top n cards: they are "looked" (set aside) until a kRest
  kToHand,         // put min..max looked cards (of types/card) into the hand
  kRest,           // the looked cards left: to `to` (kDeck: back in an order chosen)
  kRevealUntil,    // reveal until n cards of `types`: those into the hand, the others discarded
  kPlay,           // play min..max(1) cards of `types` from the hand n times each (Throne Room)
  kSetAside,       // set min..max cards from the hand (kThis: this card) aside until the next turn
                   // (kEndOfTurn: until after this turn's Clean-up); back into the hand
  kToMat,      // onto the card's mat (n = its slot): this card (kThis), the top min cards of the
               // deck (from kDeck), or min..max cards from the hand
  kFromMat,    // every card on the card's mat (n = its slot) into `to` (hand, discard)
  kChoose,     // choose one of n options (kOption ops follow); continue at end
  kOption,     // one option: its steps follow, a kReturn ends them; the next option at end
  kIf,         // cond: run the steps that follow, else jump to end
  kJump,       // to end
  kOthers,     // an Attack: each other player not unaffected runs the steps that follow
  kEachOther,  // each other player runs the steps that follow (not an Attack)
  kNextTurn,   // at the start of the next turn, run the steps that follow (a Duration)
  kReturn,     // the end of a block run on its own (an option, a victim's, a next-turn part)
};

enum class LangCond : uint8_t {
  kDid,        // the step before moved a card
  kDidNot,     // ... moved none
  kAtLeast,    // ... moved at least n
  kTrashed,    // the card trashed last is of `types`
  kEmptyPiles  // at least n Supply piles are empty
};

// Flags of an op.
constexpr uint8_t kLangPer = 1;         // an amount per card the step before moved
constexpr uint8_t kLangThis = 2;        // kTrash, kSetAside, kToMat: this card, from play
constexpr uint8_t kLangAny = 4;         // min..max: "any number" (max = the zone's size)
constexpr uint8_t kLangTrashed = 8;     // kGain: cost relative to the card trashed last
constexpr uint8_t kLangExact = 16;      // kGain: costing exactly (else up to)
constexpr uint8_t kLangAll = 32;        // min..max: every eligible card, no choice
constexpr uint8_t kLangEndOfTurn = 64;  // kSetAside: until after this turn's Clean-up

struct LangInstr {
  LangOp op = LangOp::kReturn;
  uint8_t flags = 0;
  int8_t n = 0;  // amount; kGain: the $ bound (or the $ over the trashed card)
  uint8_t min = 0,
          max =
              0;  // cards to choose; kChoose: max = the largest +$ of any step of its options (AI)
  Zone from = Zone::kHand;   // kTrash/kDiscard/kTopdeck/kToHand (kAside: the looked cards)
  Zone to = Zone::kDiscard;  // kGain, kRest
  LangCond cond = LangCond::kDid;
  CardId basic = kNoCard;  // a named basic card (by role), else...
  int16_t name = -1;       // ...the index of a named card in CardProgram::names
  Types types = 0;         // only cards of these types (0: any)
  uint16_t end = 0;        // blocks: the op after the block
};

// A card's compiled text. Each part is a run of ops ending with kReturn; -1: no such part.
struct CardProgram {
  std::vector<LangInstr> ops;
  std::vector<std::string> names;  // kingdom cards the text names, found by name in each game
  int16_t play = -1, on_gain = -1, on_buy = -1, on_trash = -1;
  // For the AI, found once: +Actions every play gives (steps before any block), and whether the
  // text plays other cards (a `play` step).
  int8_t sure_actions = 0;
  bool plays_cards = false;
  // Whether the play text, before its first block, has a step the AI checks before playing the
  // card (a `play` step; a trash it must do, from the hand or of looked cards): most texts have
  // none, and the check then returns at once.
  bool play_check = false;
  // end_vp: `vp` per full `per` cards owned (of `types`, or named `vp_card`; all if neither).
  int8_t vp = 0;
  uint8_t per = 0;
  Types vp_types = 0;
  int16_t vp_card = -1;
  // while_in_play: each copy in its player's play area makes cards (of cost_types; all if 0)
  // cost this much less.
  int8_t cost_less = 0;
  Types cost_types = 0;
  // The mat slot (cards/tokens.h) the card's to_mat/from_mat steps use (-1: none).
  int8_t mat = -1;
};

// The card file's error for a bad language part (thrown by compile_card_text).
struct LangError {
  const toml::source_region where;
  std::string message;
};

// Compiles the language keys of one [card]/[override] table (effect, on_gain, on_buy, on_trash,
// end_vp, when_attacked, while_in_play, mat) into d: sets d.program and the hooks that run it, and
// folds a leading run of plain +Cards/+Actions/+Buys/+$ into d's vanilla fields. Returns false when
// the table has none of these keys (d unchanged). Card names are checked against reg. Throws
// LangError.
bool compile_card_text(const toml::table& t, CardDef& d, const Registry& reg,
                       std::string_view what);
// The language keys compile_card_text reads (for the card file's "unknown field" suggestions).
const std::vector<std::string>& language_keys();

// The running op of the language event on top of s's stack when it asked the pending decision
// (nullptr: the decision is not a language card's). For the language's AI.
const LangInstr* asking_op(const State& s, const Decision& d);
// The program of card c in s (nullptr: not written in the language).
const CardProgram* program_of(const State& s, CardId c);

}  // namespace kl
