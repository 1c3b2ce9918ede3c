// How the heuristic player answers everything but buying: which Action to play, and each card's
// own decisions (trash, discard, topdeck, reactions...). Per-card AI lives in one file per set
// (player/ai/<set>.cpp), keyed by the card's effect id (cards/sets/<set>.h), and is documented in
// docs/heuristics.md. Trade-offs read the strategy's play parameters, resolved once per strategy.
#pragma once

#include <string>
#include <vector>

#include "evolution/strategy/strategy.h"
#include "sim/decision.h"
#include "sim/state.h"

namespace kl {

// The index of a play parameter in play_params().
using ParamId = uint16_t;

// A tunable play parameter, with its default and the range evolution may move it in.
struct PlayParam {
  std::string name;  // "<card>.<what>", e.g. "chapel.keep_money"
  double fallback, lo, hi;
  std::string doc;
  EffectId effect = 0;  // the card it belongs to (evolution mutates it where that card is)
  // A card's own value of a parameter every card of its effect shares (the card language's
  // "lang.<card>.<what>" for "lang.<what>"): the card's param_slug, and the shared one's id.
  std::string card;
  ParamId shared = 0;
};

// What the deciding player's buy rules would take this turn, for the decisions that trade $ now
// against something else (Minion's +$2 or a new hand, Chapel trashing a Copper the buy needs).
// The heuristic player implements it with its own rules.
class BuyOracle {
 public:
  // How good the buy is with `coins` $ this turn (a `coins` condition reads `coins`, the others the
  // game now): 0 for no buy, higher for an earlier (preferred) rule. More $ never gives a lower
  // value.
  virtual int buy_value(const State& s, int coins) const = 0;
  // buy_value(s, c) for every c in [lo, hi), into values[c - lo]. The default asks buy_value for
  // each; a strategy player finds them in one pass over its rules where it can (a card AI that
  // compares several amounts of $ asks this once).
  virtual void buy_values(const State& s, int* values, int lo, int hi) const {
    for (int c = lo; c < hi; ++c) values[c - lo] = buy_value(s, c);
  }
  // The fewest $ (at most coins) with the same buy_value as coins (0 when nothing is bought).
  virtual int money_needed(const State& s, int coins) const {
    const int value = buy_value(s, coins);
    int need = coins;
    while (need > 0 && buy_value(s, need - 1) == value) --need;
    return need;
  }
  // The card the rules take with `coins` $ (kNoCard: none).
  virtual CardId would_buy(const State& s, int coins) const = 0;

 protected:
  ~BuyOracle() = default;
};

// What a card's AI reads besides the game: the strategy and its parameters by ParamId, and
// (when the decider is a strategy player) its buy rules.
struct PlayCtx {
  const Strategy* strategy = nullptr;
  const double* params = nullptr;   // every play parameter's value, indexed by ParamId
  const BuyOracle* buys = nullptr;  // nullptr: decisions use price points ($8/$6/$5/$3)
  // Whether params holds per-card values (lang.<card>.<what>): 0 no, 1 yes, -1 not known (then
  // with_card_params looks).
  int8_t card_values = -1;
  double operator()(ParamId id) const { return params[id]; }
};

// $ available this turn if p played every Treasure in hand (the $ already made included).
int hand_money(const State& s, int p);
// hand_money plus, in p's own Action phase, the $ of the Action cards in p's hand that this turn
// can still play: every +Actions card's, and the terminals' with the most $ (action_money) as
// far as the Actions left (and the +Actions cards in hand) allow; no Action left: none. Draws
// are not counted.
int turn_money(const State& s, int p);
// The price point at or below `money`: $8, $6, $5, $3, else 0 (what a buy needs, roughly, when
// no buy rules are known).
int price_point(int money);
// Whether the deciding player's buy rules would not take an Estate now (Provincial's "not
// desired": with $2 they take something else); without buy rules, while more than `provinces`
// Provinces are left.
bool estate_unwanted(const State& s, const PlayCtx& ctx, double provinces);
// More $ than any card costs: buy_value(s, kAnyMoney) is the buy rules' first wanted card.
constexpr int kAnyMoney = 1000;
// How good this turn's buy is with `coins` $: ctx.buys's value, else price_point(coins). Equal
// values: the same buy; more $ never lowers it.
int buy_value(const State& s, const PlayCtx& ctx, int coins);
// buy_value for every $ in [lo, hi), into values[$ - lo] (BuyOracle::buy_values).
void buy_values(const State& s, const PlayCtx& ctx, int* values, int lo, int hi);
// The $ cost of what the buy rules take with `coins` $ (0: nothing); price_point(coins) without
// buy rules.
int buy_cost(const State& s, const PlayCtx& ctx, int coins);
// The fewest $ (at most `coins`) that still buy what `coins` buys: coins - money_needed() is
// the $ this turn's buy does not need.
int money_needed(const State& s, const PlayCtx& ctx, int coins);

// Answers a decision asked by a card's effect (d.source, or d.card for a Reaction offer).
using CardRule = void (*)(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out);
// Whether playing the Action card c now is worthwhile for player p (e.g. no Chapel without junk).
using PlayCheck = bool (*)(const State& s, int p, CardId c, const PlayCtx& ctx);
// The Action play priority of card c for p now, when it depends on the hand (Chapel).
using PlayScore = int (*)(const State& s, int p, CardId c, const PlayCtx& ctx);

struct CardAi {
  CardRule decide = nullptr;          // nullptr: the generic answer
  int play_priority = -1;             // Action play order, higher first; -1: the generic order
  PlayCheck worth_playing = nullptr;  // nullptr: always worth playing
  bool known = false;                 // a set's AI file registered this card
  PlayScore play_score = nullptr;     // set: the priority now, instead of play_priority
  int money = -1;  // the $ a play of it usually makes (deck_money); -1: its +$ (CardDef)
  // A scoring Landmark's "<landmark>.max_loss" parameter (has_max_loss): see landmark_veto().
  bool has_max_loss = false;
  ParamId max_loss = 0;
};

// What a set's AI file registers: per-card AI and play parameters.
class AiBuilder {
 public:
  // Registers card e's AI: its decisions (nullptr: generic), its Action play priority (-1:
  // generic) and whether it is worth playing now (nullptr: always).
  void card(EffectId e, CardRule decide, int play_priority = -1, PlayCheck worth = nullptr);
  // Makes card e's play priority depend on the hand (registered with card() first).
  void play_score(EffectId e, PlayScore score) { ai[e].play_score = score; }
  // The $ a play of card e usually makes when its +$ is a choice (Minion's +$2): deck_money.
  void money(EffectId e, int coins) { ai[e].money = coins; }
  // Landmark e's parameter of the most VP a gain may cost (landmark_veto).
  void max_loss(EffectId e, ParamId p) {
    ai[e].has_max_loss = true;
    ai[e].max_loss = p;
  }
  // Registers a play parameter of card e; returns its id.
  ParamId param(EffectId e, std::string name, double fallback, double lo, double hi,
                std::string doc);

  std::vector<CardAi> ai = std::vector<CardAi>(kMaxEffects);
  std::vector<PlayParam> params;
};

// Per-set registrations (one file each: player/ai/<set>.cpp); mechanisms.cpp registers what
// belongs to no card (Coffers, Villagers, Ways).
void add_mechanism_ai(AiBuilder& b);
void add_base_ai(AiBuilder& b);
void add_intrigue_ai(AiBuilder& b);
void add_seaside_ai(AiBuilder& b);
void add_prosperity_ai(AiBuilder& b);
void add_hinterlands_ai(AiBuilder& b);
void add_cornucopia_ai(AiBuilder& b);
void add_guilds_ai(AiBuilder& b);
void add_alchemy_ai(AiBuilder& b);
void add_dark_ages_ai(AiBuilder& b);
void add_renaissance_ai(AiBuilder& b);
void add_adventures_ai(AiBuilder& b);
void add_empires_ai(AiBuilder& b);
void add_empires_landscapes_ai(AiBuilder& b);
// Cards written in the card language (player/ai/language.cpp; cards/effect_lang.h).
void add_language_ai(AiBuilder& b);

// The AI entry of a card (by its effect id: a custom card based on a card has that card's AI),
// or nullptr when no set registered one.
const CardAi* find_card_ai(const CardDef& d);
// Every play parameter of every implemented set, indexed by ParamId.
const std::vector<PlayParam>& play_params();
// The strategy's value of every play parameter (its own setting, else the default), by ParamId;
// then the per-card values it sets (card_play_param): their count, and for each the card's
// param_key, the shared parameter's ParamId and the value (read by with_card_params()).
std::vector<double> resolve_params(const Strategy& st);

// Per-card play parameters. The card language's parameters (lang.<what>) are shared by every
// written card; a strategy may also set one card's own value, lang.<card>.<what> (card: its
// param_slug), which that card's decisions read instead.
// A card name as it appears in a parameter name: lower case, other characters than letters and
// digits as '_' ("Harbor Witch" -> "harbor_witch").
std::string param_slug(std::string_view card_name);
// The key of a param_slug in resolve_params' per-card values.
uint32_t param_key(std::string_view slug);
// Whether parameter p may have per-card values (the card language's).
bool has_card_values(const PlayParam& p);
// Card `card_name`'s own copy of shared parameter p (has_card_values): name lang.<slug>.<what>,
// p's range, default and doc. Interned: the reference stays valid.
const PlayParam& card_play_param(const PlayParam& p, std::string_view card_name);
// The parameter named `name` (any case): a registered one, or a card's own copy
// ("lang.<slug>.<what>"); nullptr: none.
const PlayParam* find_play_param(std::string_view name);
// ctx with card c's own parameter values in place of the shared ones when the strategy sets any
// (else ctx itself); `buffer` holds the values while the returned context is used.
const PlayCtx& with_card_params_of(const State& s, CardId c, const PlayCtx& ctx, PlayCtx& local,
                                   std::vector<double>& buffer);
inline const PlayCtx& with_card_params(const State& s, CardId c, const PlayCtx& ctx, PlayCtx& local,
                                       std::vector<double>& buffer) {
  return ctx.card_values == 0 ? ctx : with_card_params_of(s, c, ctx, local, buffer);
}
// Whether resolve_params' values hold per-card values (PlayCtx::card_values).
bool has_card_values(const std::vector<double>& params);

// Answers d for its player (any kind except kBuy/kGain/kPlayTreasures) with the generic rules;
// `ai` is the per-card entry of d's card, if any.
void answer_card_decision(const State& s, const Decision& d, const PlayCtx& ctx, const CardAi* ai,
                          Choice& out);
// Picks the card to play from a kPlayAction (kPlayNight) decision (kNoCard: play none): cands
// are the n distinct Actions (Night cards) of the hand in hand order (a second copy scores as the
// first did and cannot beat it; ties go to the first in hand); ai[c] is the AI of card c of this
// game (nullptr: generic).
CardId pick_action(const State& s, const Decision& d, const PlayCtx& ctx, const CardId* cands,
                   int n, const CardAi* const* ai);
// Whether card c (an Action) is worth playing now for p by its own AI (true without one).
bool worth_playing(const State& s, int p, CardId c, const PlayCtx& ctx);

// Parameters of mechanisms, not cards (player/ai/mechanisms.cpp): Coffers and Villagers a
// strategy keeps unspent.
extern ParamId kCoffersKeep, kVillagersKeep;
// The stall rule's patience (player/ai/mechanisms.cpp; StrategyPlayer, docs/heuristics.md
// "Stalemates"): turns the player could have bought the top Victory card while nobody scored,
// and the player's turn from which every turn counts and the rule also ends games (stall.late).
extern ParamId kStallTurns, kStallLate;
// The most Debt a buy may leave unpaid after this turn's $ (player/ai/empires.cpp).
extern ParamId kDebtMaxLeft;
// The most of a pile's Debt (Tax) a buy or a Buy-phase gain may leave unpaid after this turn's $
// (player/ai/empires_landscapes.cpp).
extern ParamId kTaxMaxLeft;

// The possessor's policy in a possessed turn (player/ai/alchemy.cpp, parameters
// possession.trash_best and possession.spoil): answers d, a decision of the possessed player
// made by another player, where the policy differs from the player's own rules (a required trash
// from hand takes the best cards; the possessed deck's put-backs go worst on top; optional
// topdecks from play are declined). False (out untouched): answer d the usual way.
bool possession_answer(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out);
extern ParamId kPossessionTrashBest, kPossessionSpoil;

// Answers a Way decision (Reason::kWay: play d.card by its own text, option 0, or by Way
// d.cards[i], option i + 1): a Way's own AI if it has one, else the card's text unless the card
// is not worth playing now and a Way gives more plain bonuses.
void choose_way(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out);

// A card to gain when the buy rules name none: the most expensive eligible card that is not a
// Curse (a Victory card only if nothing else qualifies; a Potion in a cost counts as about $2.5).
// kNoCard if nothing qualifies.
CardId fallback_gain(const State& s, const Decision& d);

// Whether some Landmark of this game has a max_loss parameter (Wall, Wolf Den, Bandit Fort):
// then landmark_veto() may turn a gain down.
bool has_landmark_veto(const State& s);
// Whether gaining c would lower p's VP (c's own VP, every scoring card and Landmark counted) by
// more than the smallest max_loss parameter of this game's Landmarks that have one: a 16th card
// under Wall, a first copy under Wolf Den, a Silver under Bandit Fort. Copies the state: call
// only when has_landmark_veto().
bool landmark_veto(const State& s, int p, CardId c, const PlayCtx& ctx);

// Total $ of the Treasures player p owns.
int treasure_money(const State& s, int p);

// The $ a play of Action c usually makes: its AI's CardAi::money, else its +$.
int action_money(const State& s, CardId c);
// p's deck's $: the Treasures' $ and what the Actions make (action_money) of every card p owns.
int deck_money(const State& s, int p);
// The junk a trash from hand takes (Chapel and its kin, a written trash): the Curses; the Estates
// while more than `estate_provinces` Provinces are left (and before p's turn stall.late); every
// Copper while p's deck_money is at least `keep_money` (a gate, as Provincial's Chapel: trashing
// may take the deck below it, though never below a Silver's cost), all of them whatever the
// money when `all_coppers`; unless `all_coppers` or the picks would hold at least `junk_hand`
// junk cards, only the Coppers this turn's buy does not need (what the buy rules take stays the
// same without them). From `pool`, the cards that may be trashed; up to max.
struct JunkTrash {
  double keep_money, junk_hand, estate_provinces;
  bool all_coppers = false;
};
void trash_junk(const State& s, int p, const PlayCtx& ctx, const CardList& pool,
                const JunkTrash& rule, int max, Choice& out);

// How good a card is to play twice (Throne Room and its kin score targets by it), before what
// the hand around it adds: 10 + 2 per $ of `cost` + 3 per +Card + 2 per +$ + 1 per +Buy, +4 for
// an Attack.
int twice_score(const CardDef& d, int cost);

// A rough worth of a card to its owner: Curse < Victory < Copper < cheap < expensive (a Potion in
// the cost counts as about $2.5).
int card_worth(const State& s, CardId c);

// A Victory card that is neither an Action nor a Treasure (dead in hand).
inline bool victory_only(const State& s, CardId c) {
  return s.is(c, kVictory) && !s.is(c, kAction | kTreasure);
}
// A Curse or a victory_only card.
inline bool junk(const State& s, CardId c) { return s.is(c, kCurseType) || victory_only(s, c); }
// $ a card makes when played, roughly: a Treasure's coin (State::coin: Charlatan's Curses make
// $1) or an Action's +$.
inline int money_value(const State& s, CardId c) {
  if (s.is(c, kTreasure)) return s.coin(c);
  if (s.is(c, kAction)) return s.def(c).plus_coins;
  return 0;
}

// What a remodeller (Remodel, Replace) trashes from p's hand, or kNoCard: a Curse; a Gold (into a
// Province) once Provinces left <= ctx(gold_provinces); an Estate (into a $4) while Provinces
// left > ctx(estate_provinces); a Silver (into a Duchy) once Provinces left <=
// ctx(silver_provinces).
CardId remodel_like_pick(const State& s, int p, const PlayCtx& ctx, ParamId gold_provinces,
                         ParamId estate_provinces, ParamId silver_provinces);

// Generic helper: chooses `count` cards of the decision's eligible cards, worst (or best) first.
void choose_by_worth(const State& s, const Decision& d, int count, bool worst_first, Choice& out);
// An attack victim's d.min cards to give up from its hand (Militia's discard, Ghost Ship's put
// back): the least worth by card_worth, where without a +Actions card among them every terminal
// Action but the best is dead and worth dead(its worth) instead.
void give_up_least_worth(const State& s, const Decision& d, int (*dead)(int worth), Choice& out);

}  // namespace kl
