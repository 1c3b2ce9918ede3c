// The heuristic player of cards written in the card language (cards/effect_lang.h): one rule per
// primitive, reading the op that asks (and the ops after it). A trash takes the worst cards by
// card worth, a gain takes what the buy rules want (the player's kGain path), "choose one"
// scores its options. Documented in docs/heuristics.md ("Cards written in the card language").
#include <algorithm>
#include <limits>

#include "cards/effect_lang.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"

namespace kl {

namespace {

ParamId kLangKeepMoney, kLangEstateProvinces, kLangCopperAvg, kLangGoldProvinces,
    kLangSilverProvinces, kLangRemodelGain, kLangCardValue, kLangJunkHand, kLangTrashThisProvinces,
    kLangLookDiscardWorth, kLangSetAsideKeepPrice, kLangLookMinJunk, kLangMatTakeSize,
    kLangDrawRisk;

bool eligible(const CardList& el, CardId c) { return el.find(c) >= 0; }

// The op after `i` in its program (nullptr at the end).
const LangInstr* next_op(const State& s, const Decision& d, const LangInstr* i) {
  const CardProgram* p = program_of(s, d.source);
  if (!p) return nullptr;
  const size_t at = size_t(i - p->ops.data()) + 1;
  return at < p->ops.size() ? &p->ops[at] : nullptr;
}

// A step that rewards the cards moved: "+$1 per card", "if you did, ...".
bool rewarded(const LangInstr* next) {
  return next && ((next->flags & kLangPer) || next->op == LangOp::kIf);
}

// The best worth of a Supply card of `types` costing up to `bound` (-1000: none).
int best_gain_worth(const State& s, Types types, int bound) {
  int best = -1000;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.in_supply(c) || s.pile(c) == 0 || s.cost(c) > bound || s.is(c, kCurseType)) continue;
    if (types && !s.is(c, types)) continue;
    best = std::max(best, card_worth(s, c));
  }
  return best;
}

// The most VP of a Supply Victory card costing up to `bound` (0: none).
int best_gain_vp(const State& s, int bound) {
  int best = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.in_supply(c) || s.pile(c) == 0 || s.cost(c) > bound || !s.is(c, kVictory)) continue;
    best = std::max<int>(best, s.def(c).vp);
  }
  return best;
}

// Junk to trash from the eligible cards (trash_junk, Chapel's rule with the lang.* parameters):
// Curses; Estates while more than lang.estate_provinces Provinces are left; every Copper while
// the deck's $ is at least lang.keep_money (all of them when the step after rewards each trashed
// card); with fewer than lang.junk_hand junk cards in hand, only the Coppers this turn's buy
// does not need.
void trash_junk(const State& s, const Decision& d, const PlayCtx& ctx, bool reward, Choice& out) {
  CardList pool;
  s.eligible(d, pool);
  trash_junk(s, d.player, ctx, pool,
             {ctx(kLangKeepMoney), ctx(kLangJunkHand), ctx(kLangEstateProvinces), reward}, d.max,
             out);
}

// The cards the player wants a trash step (op i) to take, by the step after it: before a gain
// relative to the trashed card, a remodel's pick (untyped "up to": remodel_like_pick; "exactly":
// junk; typed, as Mine: the card whose best gain gains most worth); else junk (trash_junk).
void trash_wanted(const State& s, const Decision& d, const PlayCtx& ctx, const LangInstr* i,
                  Choice& out) {
  const LangInstr* next = next_op(s, d, i);
  if (!next || next->op != LangOp::kGain || !(next->flags & kLangTrashed)) {
    trash_junk(s, d, ctx, rewarded(next), out);
    return;
  }
  CardList el;
  s.eligible(d, el);
  if (next->flags & kLangExact) {
    // Into a card costing exactly $N more (Upgrade): the most junk of a Curse, an Estate while
    // Provinces are plenty, a Copper the Treasures can spare.
    CardId pick = kNoCard;
    int rank = 0;
    for (CardId c : el) {
      const int r = s.is(c, kCurseType)                                                      ? 3
                    : c == kEstate && s.pile(kProvince) > ctx(kLangEstateProvinces)          ? 2
                    : c == kCopper && treasure_money(s, d.player) - 1 >= ctx(kLangKeepMoney) ? 1
                                                                                             : 0;
      if (r > rank) rank = r, pick = c;
    }
    if (pick != kNoCard) out.add(pick);
    return;
  }
  // The card whose best gain is worth most more than it, by more than `least` (only a Treasure
  // when `treasures`).
  auto upgrade = [&](int least, bool treasures) {
    CardId best_card = kNoCard;
    for (CardId c : el) {
      if (treasures && !s.is(c, kTreasure)) continue;
      const int gain = best_gain_worth(s, next->types, s.cost(c) + next->n) - card_worth(s, c);
      if (gain > least) least = gain, best_card = c;
    }
    return best_card;
  };
  CardId pick = kNoCard;
  if (!next->types) {
    pick = remodel_like_pick(s, d.player, ctx, kLangGoldProvinces, kLangEstateProvinces,
                             kLangSilverProvinces);
    if (pick != kNoCard && !eligible(el, pick)) pick = kNoCard;
    // Nothing a Remodel takes: a Victory card into one worth more VP (with $3 more, an Estate
    // into a Duchy), else a Treasure worth a good deal less than what it becomes (a Copper into
    // a Silver, a Silver into a Gold).
    if (pick == kNoCard) {
      int most = 0;
      for (CardId c : el) {
        if (!s.is(c, kVictory) || s.is(c, kAction | kTreasure)) continue;
        const int more = best_gain_vp(s, s.cost(c) + next->n) - s.def(c).vp;
        if (more > most) most = more, pick = c;
      }
    }
    if (pick == kNoCard) pick = upgrade(int(ctx(kLangRemodelGain)) - 1, true);
  } else {
    pick = upgrade(0, false);
  }
  if (pick != kNoCard) out.add(pick);
}

void trash_decide(const State& s, const Decision& d, const PlayCtx& ctx, const LangInstr* i,
                  Choice& out) {
  trash_wanted(s, d, ctx, i, out);
  if (out.n < d.min) {  // must trash more: the worst of the rest
    CardList el;
    s.eligible(d, el);
    Choice rest;
    choose_by_worth(s, d, el.size(), true, rest);  // every eligible card, worst first
    CardList taken;
    for (int k = 0; k < out.n; ++k) taken.push(out.cards[k]);
    for (int k = 0; k < rest.n && out.n < d.min; ++k)
      if (taken.find(rest.cards[k]) >= 0)
        taken.remove_one(rest.cards[k]);
      else
        out.add(rest.cards[k]);
  }
}

CardId best_play_target(const State& s, int p, const LangInstr& i, CardId playing,
                        const PlayCtx& ctx, int* best_score);
int keep_score(const State& s, CardId c, const PlayCtx& ctx, int money);

// A card whose text must trash from the hand is worth playing only when the trash takes what the
// player wants (a remodel's pick; as many junk cards as it must trash).
// (The checks, for a text that has a step to check: its own function, so that the others, most,
// do not pay for its stack frame.)
[[gnu::noinline]] bool language_worth_check(const State& s, int p, CardId c,
                                            const CardProgram* prog, const PlayCtx& shared) {
  PlayCtx local;
  std::vector<double> buffer;
  const PlayCtx& ctx = with_card_params(s, c, shared, local, buffer);
  for (size_t k = size_t(prog->play); k < prog->ops.size(); ++k) {
    const LangInstr& i = prog->ops[k];
    if (i.op == LangOp::kReturn || i.op >= LangOp::kChoose) return true;
    if (i.op == LangOp::kTrash && i.from == Zone::kAside && i.min > 0) {
      // Must trash a looked card (Lookout): worth it while at least lang.look_min_junk of the
      // cards it would look at (the deck; with the discard pile when the deck is short) are
      // ones it trashes gladly.
      int look = 0;
      for (size_t j = size_t(prog->play); j < k; ++j)
        if (prog->ops[j].op == LangOp::kLook) look = prog->ops[j].n;
      const Player& me = s.player(p);
      CardList pool = me.deck;
      if (pool.size() < look)
        for (CardId x : me.discard) pool.push(x);
      if (pool.empty()) return false;
      int bad = 0;
      const int money = treasure_money(s, p);
      for (CardId x : pool) bad += keep_score(s, x, ctx, money) < 0;
      return bad >= ctx(kLangLookMinJunk) * pool.size();
    }
    if (i.op == LangOp::kPlay) {  // worth it for a target worth playing again
      int score = 0;
      return best_play_target(s, p, i, c, ctx, &score) != kNoCard && score > 0;
    }
    if (i.op != LangOp::kTrash || (i.flags & kLangThis) || i.min == 0 || i.from != Zone::kHand)
      continue;
    Decision d;
    d.kind = DecisionKind::kChooseCards;
    d.reason = Reason::kTrash;
    d.player = d.decider = uint8_t(p);
    d.source = c;
    d.from = Zone::kHand;
    d.type_mask = i.types;
    d.min = i.min;
    d.max = i.max;
    Choice wanted;
    trash_wanted(s, d, ctx, &i, wanted);
    const LangInstr* next = k + 1 < prog->ops.size() ? &prog->ops[k + 1] : nullptr;
    const bool remodel = next && next->op == LangOp::kGain && (next->flags & kLangTrashed);
    return wanted.n >= (remodel ? 1 : i.min);
  }
  return true;
}

bool language_worth(const State& s, int p, CardId c, const PlayCtx& shared) {
  const CardProgram* prog = program_of(s, c);
  // (Most texts have no step to check, found when compiled: nor need they parameters.)
  if (!prog || !prog->play_check || prog->play < 0 || size_t(prog->play) >= prog->ops.size())
    return true;
  return language_worth_check(s, p, c, prog, shared);
}

// Optional discards: junk (Victory-only, Curses) and Actions that cannot be played; Coppers too
// when the cards drawn for them average at least lang.copper_avg $.
void discard_decide(const State& s, const Decision& d, const PlayCtx& ctx, const LangInstr* i,
                    Choice& out) {
  if (d.min == d.max) {  // a fixed number: the worst
    choose_by_worth(s, d, d.min, true, out);
    return;
  }
  const LangInstr* next = next_op(s, d, i);
  CardList pool;
  s.eligible(d, pool);
  std::sort(pool.begin(), pool.end(), [&](CardId a, CardId b) { return s.cost(a) < s.cost(b); });
  int actions = 0;
  bool village = false;
  for (CardId c : pool) {
    if (junk(s, c) && out.n < d.max) out.add(c);
    if (s.is(c, kAction)) ++actions, village |= s.def(c).plus_actions >= 1;
  }
  if (!village && s.current() == d.player) {
    int dead = actions - s.actions();
    for (CardId c : pool)
      if (dead > 0 && out.n < d.max && s.is(c, kAction) && !s.is(c, kTreasure | kVictory))
        out.add(c), --dead;
  }
  if (next && next->op == LangOp::kDraw && (next->flags & kLangPer)) {
    const Player& me = s.player(d.player);
    const CardList& source = me.deck.empty() ? me.discard : me.deck;
    int money = 0;
    for (CardId c : source) money += s.is(c, kTreasure) ? s.coin(c) : 0;
    if (!source.empty() && double(money) / source.size() >= ctx(kLangCopperAvg))
      for (CardId c : pool)
        if (c == kCopper && out.n < d.max) out.add(c);
  }
  // A step rewarding a single discard ("if you did"): one card, the worst, is enough.
  if (next && next->op == LangOp::kIf && out.n > 1) out.n = 1;
  if (out.n < d.min) choose_by_worth(s, d, d.min, true, out);
}

// Put onto the deck: from the discard pile the best card worth drawing again; from the hand an
// Action that cannot be played this turn, else a Treasure this turn's buy does not need, else the
// least useful card (see below).
void topdeck_decide(const State& s, const Decision& d, const PlayCtx& ctx, const LangInstr* i,
                    Choice& out) {
  CardList el;
  s.eligible(d, el);
  if (el.empty()) return;
  if (d.from != Zone::kHand) {
    Choice best;
    choose_by_worth(s, d, 1, false, best);
    if (best.n && !junk(s, best.cards[0]) && s.cost(best.cards[0]) >= 3) out.add(best.cards[0]);
    if (out.n < d.min) choose_by_worth(s, d, d.min, false, out);
    return;
  }
  for (int k = 0; k < d.min; ++k) {
    CardId pick = kNoCard;
    if (s.current() == d.player && s.actions() == 0)
      for (CardId c : el)
        if (s.is(c, kAction) && (pick == kNoCard || s.cost(c) > s.cost(pick))) pick = c;
    if (pick == kNoCard && s.current() == d.player) {
      const int money = turn_money(s, d.player);
      const int need = money_needed(s, ctx, money);
      for (CardId c : el)
        if (s.is(c, kTreasure) && !s.is(c, kVictory) && money - s.coin(c) >= need &&
            (pick == kNoCard || s.coin(c) > s.coin(pick)))
          pick = c;
    }
    if (pick == kNoCard) {
      // After a gain to the hand (Artisan) the least useful card that is not a Victory card (it
      // would clog the next hand); else (after a draw, Courtyard) the least useful non-Treasure,
      // keeping this turn's $.
      const CardProgram* prog = program_of(s, d.source);
      const bool after_gain =
          prog && i > prog->ops.data() && i[-1].op == LangOp::kGain && i[-1].to == Zone::kHand;
      auto rank = [&](CardId c) {
        if (after_gain) return junk(s, c) ? 1000 + card_worth(s, c) : card_worth(s, c);
        return s.is(c, kTreasure) ? 1000 + s.coin(c) : card_worth(s, c);
      };
      for (CardId c : el)
        if (pick == kNoCard || rank(c) < rank(pick)) pick = c;
    }
    out.add(pick);
    el.remove_one(pick);
    if (el.empty()) break;
  }
}

// The worth (in tenths of $) of running ops [from, to) for player p now; base: the value of this
// turn's buy as the hand stands (buy_value).
// What the option scores of one "choose one" share, computed once per decision: the hand's $,
// the buy's value by $ (the strategy's buy rules, the costliest part: the $ near the hand's in
// one pass, buy_values), the Treasures' $ owned.
struct ScoreCache {
  const State& s;
  const PlayCtx& ctx;
  int p;
  int money;
  int treasure = -1;
  // The buy values of $ money to money + span - 1, in one pass: value[c - money] for c in
  // [money, money + span). A span that reaches the options' sure +$ (the choice's largest, plus
  // one) costs least: a wider one reads more rules' conditions than the few $ beyond it are
  // asked (those, a draw's, ask the rules one by one).
  static constexpr int kMaxSpan = 9;
  int span;
  int value[kMaxSpan];
  ScoreCache(const State& st, const PlayCtx& c, int player, int want_span)
      : s(st),
        ctx(c),
        p(player),
        money(turn_money(st, player)),
        span(std::clamp(want_span, 1, kMaxSpan)) {
    buy_values(s, ctx, value, money, money + span);
  }
  bool known(int coins) const { return unsigned(coins - money) < unsigned(span); }
  int buy(int coins) { return known(coins) ? value[coins - money] : buy_value(s, ctx, coins); }
  int treasures() {
    if (treasure < 0) treasure = treasure_money(s, p);
    return treasure;
  }
  // The fewest $ that still buy what `coins` buys (money_needed, from the cached buy values:
  // more $ never buys worse).
  int needed(int coins) {
    if (!known(coins)) return money_needed(s, ctx, coins);
    const int want = buy(coins);
    int c = coins;
    while (c > money && buy(c - 1) == want) --c;
    return c > money ? c : money_needed(s, ctx, money);  // (below the known $: the rules say)
  }
  // The $ the next `cards` cards p draws bring, expected: the deck's cards' average, and after
  // them (a shuffle) the discard pile's (a Treasure's coin, an Action's +$).
  double drawn_money(int cards) {
    const Player& me = s.player(p);
    auto money_of = [&](const CardList& l) {
      int m = 0;
      for (CardId c : l) {  // (both read and masked: no branch for the deck's order to mispredict)
        const int coin = s.coin(c), plus = s.def(c).plus_coins;
        m += plus + ((coin - plus) & -int(s.is(c, kTreasure)));
      }
      return m;
    };
    const int from_deck = std::min(cards, me.deck.size());
    if (from_deck > 0 && deck_money < 0) deck_money = money_of(me.deck);
    double drawn = from_deck > 0 ? double(deck_money) * from_deck / me.deck.size() : 0;
    if (cards > from_deck && me.discard.size() > 0) {
      if (discard_money < 0) discard_money = money_of(me.discard);
      drawn += double(discard_money) * std::min(cards - from_deck, me.discard.size()) /
               me.discard.size();
    }
    return drawn;
  }
  int deck_money = -1, discard_money = -1;
};

// The worth (tenths of $) of x more $ this turn: the $ the better buy it reaches needs at full
// value, the rest (all of it, when it reaches no better buy) at a fifth. Two options that reach
// the same buy are worth about the same: the one with more $ to spare is not much better.
int money_worth(ScoreCache& cache, int base, double x) {
  if (x <= 0) return int(10 * x);
  const int reach = cache.money + int(x);
  if (cache.buy(reach) <= base) return int(2 * x);
  const double useful = std::min<double>(x, cache.needed(reach) - cache.money);
  return int(10 * useful + 2 * (x - useful));
}

int block_value(const State& s, int p, const CardProgram& prog, size_t from, size_t to,
                const PlayCtx& ctx, int base, ScoreCache& cache) {
  const Player& me = s.player(p);
  const int money = cache.money;
  int v = 0;
  to = std::min(to, prog.ops.size());
  for (size_t k = from; k < to; ++k) {
    const LangInstr& i = prog.ops[k];
    const int n = i.n;
    switch (i.op) {
      case LangOp::kDraw:
      case LangOp::kDrawUntil: {
        // The $ the cards bring, expected from the cards they come from (the deck, then the
        // discard pile), less lang.draw_risk per card (an expected $ is not a sure one: a sure
        // +$ that reaches the same buy is better), by the buy it reaches; and lang.card_value
        // per card.
        const int cards = i.op == LangOp::kDraw ? n : std::max(0, n - me.hand.size());
        const double drawn = cache.drawn_money(cards) - ctx(kLangDrawRisk) * cards;
        v += money_worth(cache, base, drawn) + int(10 * cards * ctx(kLangCardValue));
        break;
      }
      case LangOp::kCoins:
        v += money_worth(cache, base, n);
        break;
      case LangOp::kActions: {
        int actions_in_hand = 0;
        for (CardId c : me.hand) actions_in_hand += s.is(c, kAction);
        v += actions_in_hand > s.actions() ? 15 * std::min(n, actions_in_hand - s.actions()) : 0;
        break;
      }
      case LangOp::kBuys:
        v += money >= 6 ? 5 * n : n;
        break;
      case LangOp::kCoffers:
        v += 9 * n;
        break;
      case LangOp::kVillagers:
        v += 6 * n;
        break;
      case LangOp::kVpTokens:
        v += 15 * n;
        break;
      case LangOp::kTrash:
        if (i.flags & kLangThis) {
          // Losing the card: worth it near the end, or for a buy of $5 or more it lifts.
          int coins = 0;
          for (size_t j = k + 1; j < to && j < prog.ops.size(); ++j)
            if (prog.ops[j].op == LangOp::kCoins && !prog.ops[j].flags) coins += prog.ops[j].n;
          const bool late = s.pile(kProvince) <= ctx(kLangTrashThisProvinces);
          v -= late ? 0 : buy_cost(s, ctx, money + coins) >= 5 ? 5 : 100;
        } else {
          // The best cards to trash, as many as it takes (must or may): a Curse is worth 40, an
          // Estate while Provinces are plenty 25, a Copper the Treasures' $ can spare 1, any
          // other card -20 (taken only when it must). Counted by worth, best first.
          const bool estates = s.pile(kProvince) > ctx(kLangEstateProvinces);
          int count[4] = {};  // worth 40, 25, 1, -20
          int coppers = 0;
          for (CardId c : me.hand) {  // (counted without branches: hands are random)
            const int in = i.types == 0 || s.is(c, i.types);
            const int curse = in & int(s.is(c, kCurseType));
            const int estate = in & !curse & int(c == kEstate && estates);
            const int copper = in & int(c == kCopper);
            count[0] += curse;
            count[1] += estate;
            coppers += copper;
            count[3] += in - curse - estate - copper;
          }
          if (coppers > 0) {
            const int spare = std::clamp(cache.treasures() - int(ctx(kLangKeepMoney)), 0, coppers);
            count[2] = spare;
            count[3] += coppers - spare;
          }
          static constexpr int kWorth[4] = {40, 25, 1, -20};
          int taken = 0, take[4] = {};
          for (int w = 0; w < 4 && taken < i.max; ++w) {
            const int n_take = std::min(count[w], i.max - taken);
            take[w] = kWorth[w] > 0 ? n_take : std::clamp(i.min - taken, 0, n_take);
            v += take[w] * kWorth[w];
            taken += n_take;
          }
          // The $ this turn loses with the Treasures it must trash besides (the least worth
          // first: the Coppers the Treasures cannot spare, the cards that make no $, the
          // cheapest Treasures): at full value when the buy gets worse, else at a fifth (as
          // money_worth). (A spare Copper's $ is spare.)
          int lost = 0;
          if (int forced = take[3]; forced > 0) {
            const int unspared = std::min(forced, coppers - count[2]);
            lost += unspared * s.coin(kCopper);
            forced -= unspared;
            int coins[kZoneCap], n_coins = 0, others = 0;
            for (CardId c : me.hand) {
              if ((i.types != 0 && !s.is(c, i.types)) || s.is(c, kCurseType) ||
                  (c == kEstate && estates) || c == kCopper)
                continue;
              if (s.is(c, kTreasure))
                coins[n_coins++] = s.coin(c);
              else
                ++others;
            }
            std::sort(coins, coins + n_coins);
            for (int j = 0; j < forced - others && j < n_coins; ++j) lost += coins[j];
          }
          if (lost > 0) v -= cache.buy(money - lost) < base ? 10 * lost : 2 * lost;
        }
        break;
      case LangOp::kGain:
        if (i.basic != kNoCard)
          v += 5 * card_worth(s, i.basic);
        else if (!(i.flags & kLangTrashed))
          v += 10 * n;
        break;
      case LangOp::kDiscard: {
        CardList hand = me.hand;
        std::sort(hand.begin(), hand.end(),
                  [&](CardId a, CardId b) { return card_worth(s, a) < card_worth(s, b); });
        for (int c = 0; c < i.min && c < hand.size(); ++c)
          v -= std::max(0, card_worth(s, hand[c])) + 3;
        break;
      }
      case LangOp::kDiscardDownTo:
        v -= 5 * std::max(0, me.hand.size() - n);
        break;
      case LangOp::kFromMat: {
        // The mat back: worth it when its Treasures lift this turn's buy (their $ at full
        // value), or once it holds at least lang.mat_take_size cards; else keep it growing.
        const int size = s.mat_size(p, n);
        int mat_money = 0;
        for (int c = 0; c < s.num_kinds() && size > 0; ++c)
          if (s.is(CardId(c), kTreasure))
            mat_money += s.mat_count(p, n, CardId(c)) * s.coin(CardId(c));
        if (i.to != Zone::kHand || size == 0) break;
        if (cache.buy(money + mat_money) > base)
          v += 10 * mat_money + 3 * size;
        else if (size >= ctx(kLangMatTakeSize))
          v += 2 * mat_money + 4 * size;
        break;
      }
      case LangOp::kToMat:
        // Cards saved on the mat for a later turn (the top of the deck, or cards of the hand
        // onto the Native Village mat): a little.
        if (i.from == Zone::kDeck) {
          v += i.min;
        } else if (n != kIslandMat && !(i.flags & kLangThis)) {
          int eligible = 0;
          for (CardId c : me.hand) eligible += !i.types || s.is(c, i.types);
          v += std::min<int>(eligible, i.max);
        }
        break;
      case LangOp::kOthers:
      case LangOp::kEachOther:
        v += i.op == LangOp::kOthers ? 10 : 0;
        k = size_t(i.end) - 1;
        break;
      case LangOp::kNextTurn:
        v += block_value(s, p, prog, k + 1, i.end, ctx, base, cache) * 8 / 10;
        k = size_t(i.end) - 1;
        break;
      default:
        break;
    }
  }
  return v;
}

void choose_decide(const State& s, const Decision& d, const PlayCtx& ctx, const LangInstr* i,
                   Choice& out) {
  const CardProgram* p = program_of(s, d.source);
  size_t pc = size_t(i - p->ops.data()) + 1;
  int best = -(1 << 30);
  ScoreCache cache(s, ctx, d.player, i->max + 1);  // (max: the options' largest +$)
  const int base = cache.buy(cache.money);         // this turn's buy as it is
  for (int k = 0; k < d.num_options; ++k) {
    const size_t end = p->ops[pc].end;
    const int v = block_value(s, d.player, *p, pc + 1, end, ctx, base, cache);
    if (v > best) best = v, out.option = k;
    pc = end;
  }
}

// ------------------------------------------------------------ looked cards, play, set aside

// How much p wants to keep looked card c (lower: trashed first): Curses; Estates while more
// Provinces than lang.estate_provinces are left; Coppers while the Treasures' $ kept stays at
// least lang.keep_money; then card_worth (Victory cards by their VP).
int keep_score(const State& s, CardId c, const PlayCtx& ctx, int money) {
  if (s.is(c, kCurseType)) return -100;
  if (junk(s, c)) {
    if (c == kEstate && s.pile(kProvince) > ctx(kLangEstateProvinces)) return -50;
    return 10 + 4 * s.def(c).vp;
  }
  if (c == kCopper && money - 1 >= ctx(kLangKeepMoney)) return -30;
  return card_worth(s, c);
}

// Trash among the looked cards: every card with a negative keep score (as many as may), then, if
// it must trash more, the lowest scores.
void trash_looked(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  CardList el;
  s.eligible(d, el);
  int money = treasure_money(s, d.player);
  // The least wanted first (Lookout trashes the one it wants least).
  std::stable_sort(el.begin(), el.end(), [&](CardId a, CardId b) {
    return keep_score(s, a, ctx, money) < keep_score(s, b, ctx, money);
  });
  CardList rest;
  for (CardId c : el) {
    if (out.n < d.max && keep_score(s, c, ctx, money) < 0) {
      out.add(c);
      if (c == kCopper) --money;
    } else {
      rest.push(c);
    }
  }
  while (out.n < d.min && !rest.empty()) {
    int at = 0;
    for (int k = 1; k < rest.size(); ++k)
      if (keep_score(s, rest[k], ctx, money) < keep_score(s, rest[at], ctx, money)) at = k;
    out.add(rest[at]);
    rest.swap_remove(at);
  }
}

// Discard among the looked cards: those worth at most lang.look_discard_worth (Coppers, Victory
// cards, Curses by default); if it must discard more, the least worth.
void discard_looked(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  CardList el;
  s.eligible(d, el);
  if (d.min > 0) return choose_by_worth(s, d, d.min, true, out);
  for (CardId c : el)
    if (out.n < d.max && card_worth(s, c) <= ctx(kLangLookDiscardWorth)) out.add(c);
}

// Into the hand: the best looked cards that are not junk, at least as many as it must.
void to_hand_looked(const State& s, const Decision& d, Choice& out) {
  Choice best;
  choose_by_worth(s, d, d.max, false, best);
  for (int k = 0; k < best.n; ++k)
    if (out.n < d.min || !junk(s, best.cards[k])) out.add(best.cards[k]);
}

bool plays_twice(const State& s, CardId c) {
  const CardProgram* p = program_of(s, c);
  return p && p->plays_cards;
}

// How good playing Action c `times` times is for p (<= 0: not worth it), as Throne Room's rule:
// its $ cost, +Cards, +$ and +Buys, an Attack; +Actions when terminals wait and no Action is left.
// Another card that plays cards is good only with two more worthwhile Actions in hand.
int play_target_score(const State& s, int p, CardId c, CardId skip, const PlayCtx& ctx) {
  CardList others;
  bool skipped = false;
  for (CardId o : s.player(p).hand) {
    if (!s.is(o, kAction)) continue;
    if ((o == c && !skipped) || o == skip) {
      if (o == c) skipped = true;
      if (o == skip) skip = kNoCard;
      continue;
    }
    others.push(o);
  }
  if (plays_twice(s, c)) {
    int good = 0;
    for (CardId o : others) good += !plays_twice(s, o) && worth_playing(s, p, o, ctx);
    return good >= 2 ? 40 : good == 1 ? 1 : -100;
  }
  if (!worth_playing(s, p, c, ctx)) return -100;
  const CardDef& d = s.def(c);
  int score = twice_score(d, d.cost);
  int waiting = 0;
  for (CardId o : others) waiting += s.def(o).plus_actions == 0 && s.is(o, kAction);
  if (s.actions() == 0 && d.plus_actions > 0 && waiting > 0) score += 20;
  return score;
}

// The best card in p's hand to play with op i (kNoCard: none); `playing`: the card with the op,
// still in hand (one copy of it is not a target).
CardId best_play_target(const State& s, int p, const LangInstr& i, CardId playing,
                        const PlayCtx& ctx, int* best_score) {
  CardId best = kNoCard;
  int best_sc = -1000;
  bool seen[kMaxKinds] = {};
  for (CardId c : s.player(p).hand) {
    if (seen[c] || (i.types && !s.is(c, i.types))) continue;
    seen[c] = true;
    if (c == playing && s.player(p).hand.count(c) < 2) continue;
    const int sc = s.is(c, kAction) ? play_target_score(s, p, c, playing, ctx) : 5 + s.cost(c);
    if (sc > best_sc) best_sc = sc, best = c;
  }
  *best_score = best_sc;
  return best;
}

void play_decide(const State& s, const Decision& d, const PlayCtx& ctx, const LangInstr* i,
                 Choice& out) {
  int score = 0;
  const CardId c = best_play_target(s, d.player, *i, kNoCard, ctx, &score);
  if (c != kNoCard && (score > 0 || d.min > 0)) out.add(c);
}

// Set aside for the next turn, in this order: the best Treasure this turn's buy does not need;
// a Victory card or Curse (dead either way); an Action that cannot be played this turn; the best
// Treasure when lang.set_aside_keep_price < 0.5 (saving for next turn at this turn's expense);
// else the least useful cards.
// Until the end of the turn (the card comes back into the next hand): no Victory card or
// Curse, and none at all when the step lets it (up to / any) and nothing is spare.
void set_aside_decide(const State& s, const Decision& d, const PlayCtx& ctx, bool end_of_turn,
                      Choice& out) {
  CardList el;
  s.eligible(d, el);
  const int p = d.player;
  const int money = turn_money(s, p);
  bool village = false;
  for (CardId c : s.player(p).hand) village |= s.is(c, kAction) && s.def(c).plus_actions >= 1;
  const int want = std::max<int>(d.min, 1);
  while (out.n < want && out.n < d.max && !el.empty()) {
    CardId spare = kNoCard, best_treasure = kNoCard, dead = kNoCard, junk_card = kNoCard;
    for (CardId c : el) {
      if (s.is(c, kTreasure)) {
        if (buy_value(s, ctx, money - s.coin(c)) == buy_value(s, ctx, money) &&
            (spare == kNoCard || s.coin(c) > s.coin(spare)))
          spare = c;
        if (best_treasure == kNoCard || s.coin(c) > s.coin(best_treasure)) best_treasure = c;
      } else if (junk(s, c)) {
        if (!end_of_turn) junk_card = c;
      } else if (s.is(c, kAction) && !village && s.actions() == 0) {
        if (dead == kNoCard || s.cost(c) > s.cost(dead)) dead = c;
      }
    }
    CardId pick = spare != kNoCard                                                ? spare
                  : junk_card != kNoCard                                          ? junk_card
                  : dead != kNoCard                                               ? dead
                  : best_treasure != kNoCard && ctx(kLangSetAsideKeepPrice) < 0.5 ? best_treasure
                                                                                  : kNoCard;
    if (pick == kNoCard) {
      if (out.n >= d.min) break;
      pick = el[0];
      for (CardId c : el)
        if (card_worth(s, c) < card_worth(s, pick)) pick = c;
    }
    out.add(pick);
    el.remove_one(pick);
  }
}

// Onto the mat from the hand. The Island mat (for the rest of the game): the least worth first
// (a Curse, a Victory card, a Copper...); when the step lets it (up to / any), only Curses and
// Victory cards. The Native Village mat (taken back later): as a set-aside until the end of the
// turn, the cards this turn does not need.
void to_mat_decide(const State& s, const Decision& d, const PlayCtx& ctx, const LangInstr* i,
                   Choice& out) {
  if (i->n != kIslandMat) return set_aside_decide(s, d, ctx, true, out);
  Choice worst;
  choose_by_worth(s, d, d.max, true, worst);
  for (int k = 0; k < worst.n; ++k)
    if (out.n < d.min || junk(s, worst.cards[k])) out.add(worst.cards[k]);
}

void language_decide(const State& s, const Decision& d, const PlayCtx& shared, Choice& out) {
  // The card's own lang.<card>.* values where the strategy sets them.
  PlayCtx local;
  std::vector<double> buffer;
  const PlayCtx& ctx =
      with_card_params(s, d.source != kNoCard ? d.source : d.card, shared, local, buffer);
  if (d.kind == DecisionKind::kYesNo) {
    out.option = d.reason == Reason::kRevealReaction ? 1 : 0;
    return;
  }
  const LangInstr* i = asking_op(s, d);
  if (!i) return answer_card_decision(s, d, ctx, nullptr, out);
  switch (i->op) {
    case LangOp::kTrash:
      if (i->from == Zone::kAside) return trash_looked(s, d, ctx, out);
      return trash_decide(s, d, ctx, i, out);
    case LangOp::kDiscard:
      if (i->from == Zone::kAside) return discard_looked(s, d, ctx, out);
      return discard_decide(s, d, ctx, i, out);
    case LangOp::kDiscardDownTo:
      return discard_decide(s, d, ctx, i, out);
    case LangOp::kToHand:
      return to_hand_looked(s, d, out);
    case LangOp::kRest:  // back onto the deck: the best card on top (kOrder: last chosen)
      return choose_by_worth(s, d, d.max, d.reason == Reason::kOrder, out);
    case LangOp::kPlay:
      return play_decide(s, d, ctx, i, out);
    case LangOp::kSetAside:
      return set_aside_decide(s, d, ctx, (i->flags & kLangEndOfTurn) != 0, out);
    case LangOp::kToMat:
      return to_mat_decide(s, d, ctx, i, out);
    case LangOp::kTopdeck:
      return topdeck_decide(s, d, ctx, i, out);
    case LangOp::kChoose:
      return choose_decide(s, d, ctx, i, out);
    default:
      return answer_card_decision(s, d, ctx, nullptr, out);
  }
}

// The generic order, with the language's +Actions counted wherever the text gives them:
// villages 90, cantrips 70, terminals 20 + cost.
int language_play_score(const State& s, int, CardId c, const PlayCtx&) {
  const CardDef& def = s.def(c);
  int actions = def.plus_actions;
  if (const CardProgram* p = def.program.get()) {
    if (p->plays_cards) return 85;  // before its targets, as Throne Room
    actions += p->sure_actions;     // not those in blocks: not every play gives them
  }
  return actions >= 2 ? 90 : actions == 1 ? 70 : 20 + s.cost(c);
}

}  // namespace

void add_language_ai(AiBuilder& b) {
  b.card(kLanguageEffect, language_decide, -1, language_worth);
  b.play_score(kLanguageEffect, language_play_score);
  kLangKeepMoney =
      b.param(kLanguageEffect, "lang.keep_money", 6, 0, 15,
              "a written trash from hand takes Coppers, every one, only while the deck's $ is at "
              "least this (as chapel.keep_money); other written steps keep this much Treasure $");
  kLangEstateProvinces =
      b.param(kLanguageEffect, "lang.estate_provinces", 4, 0, 12,
              "a written trash takes Estates (a remodel: into a $4) while more Provinces are left");
  kLangTrashThisProvinces =
      b.param(kLanguageEffect, "lang.trash_this_provinces", 2, 0, 8,
              "\"choose one\": an option that trashes the card itself is taken for what it gives "
              "once Provinces left are at most this (before, only for a buy of $5 or more)");
  kLangJunkHand = b.param(kLanguageEffect, "lang.junk_hand", 4, 1, 5,
                          "with fewer junk cards than this in hand (Curses, Estates it trashes, "
                          "Coppers), a written trash keeps the Coppers this turn's buy needs");
  kLangCopperAvg = b.param(kLanguageEffect, "lang.copper_avg", 1.3, 0.5, 3,
                           "a written \"discard, then +1 Card per card\" discards Coppers when the "
                           "cards to draw average at least this $");
  kLangGoldProvinces =
      b.param(kLanguageEffect, "lang.gold_provinces", 4, 0, 12,
              "a written remodel turns Gold into Province once Provinces left are at most this");
  kLangSilverProvinces =
      b.param(kLanguageEffect, "lang.silver_provinces", 2, 0, 12,
              "a written remodel turns Silver into Duchy once Provinces left are at most this");
  kLangRemodelGain = b.param(
      kLanguageEffect, "lang.remodel_gain", 6, 1, 20,
      "a written remodel that finds no Curse, Estate, Gold or Silver to take (as Remodel) takes "
      "the Treasure whose best gain is worth at least this much more (card worth: 2 per $ of "
      "cost, plus a Treasure's $; a Copper into a Silver: 8, a Silver into a Gold: 7)");
  kLangCardValue = b.param(kLanguageEffect, "lang.card_value", 0.0, 0, 2,
                           "\"choose one\": a drawn card's worth in $ beyond the $ it brings");
  kLangLookDiscardWorth =
      b.param(kLanguageEffect, "lang.look_discard_worth", 0, -20, 10,
              "a written \"discard any of the looked cards\" discards those whose card_worth "
              "is at most this (0: Coppers, Victory cards and Curses)");
  kLangLookMinJunk =
      b.param(kLanguageEffect, "lang.look_min_junk", 0.3, 0, 1,
              "a written card that must trash one of the cards it looks at (Lookout) is played "
              "while at least this share of the cards it would look at are ones it trashes "
              "gladly");
  kLangDrawRisk =
      b.param(kLanguageEffect, "lang.draw_risk", 0.25, 0, 1,
              "\"choose one\": a drawn card's expected $ counts this much less (a sure +$ "
              "that reaches the same buy is better)");
  kLangMatTakeSize =
      b.param(kLanguageEffect, "lang.mat_take_size", 3, 1, 10,
              "\"choose one\": an option that takes the mat into the hand is taken once the mat "
              "holds this many cards (or earlier if its Treasures raise this turn's buy)");
  kLangSetAsideKeepPrice =
      b.param(kLanguageEffect, "lang.set_aside_keep_price", 1, 0, 1,
              "< 0.5: a written set-aside takes the best Treasure for the next turn even when "
              "this turn's buy needs it");
}

}  // namespace kl
