#include "evolution/player/card_ai.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <deque>
#include <functional>
#include <mutex>

#include "cards/effect_lang.h"

namespace kl {

void AiBuilder::card(EffectId e, CardRule decide, int play_priority, PlayCheck worth) {
  ai.at(e) = CardAi{decide, play_priority, worth, true};
}

ParamId AiBuilder::param(EffectId e, std::string name, double fallback, double lo, double hi,
                         std::string doc) {
  params.push_back(PlayParam{std::move(name), fallback, lo, hi, std::move(doc), e, {}, 0});
  return ParamId(params.size() - 1);
}

namespace {
const AiBuilder& tables() {
  static const AiBuilder t = [] {
    AiBuilder b;
    add_mechanism_ai(b);
    add_base_ai(b);
    add_intrigue_ai(b);
    add_seaside_ai(b);
    add_prosperity_ai(b);
    add_hinterlands_ai(b);
    add_cornucopia_ai(b);
    add_guilds_ai(b);
    add_alchemy_ai(b);
    add_dark_ages_ai(b);
    add_renaissance_ai(b);
    add_adventures_ai(b);
    add_empires_ai(b);
    add_empires_landscapes_ai(b);
    add_language_ai(b);
    return b;
  }();
  return t;
}
}  // namespace

const std::vector<PlayParam>& play_params() { return tables().params; }

const CardAi* find_card_ai(const CardDef& d) {
  const CardAi& a = tables().ai[d.effect];
  return d.effect && a.known ? &a : nullptr;
}

bool has_landmark_veto(const State& s) {
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardAi* a = find_card_ai(s.def(CardId(k)));
    if (a && a->has_max_loss && s.is(CardId(k), kLandmark)) return true;
  }
  return false;
}

bool landmark_veto(const State& s, int p, CardId c, const PlayCtx& ctx) {
  double allowed = 1e9;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardAi* a = find_card_ai(s.def(CardId(k)));
    if (a && a->has_max_loss && s.is(CardId(k), kLandmark))
      allowed = std::min(allowed, ctx(a->max_loss));
  }
  if (allowed >= 1e9) return false;
  return s.vp(p) - s.vp_with(p, c) > allowed;
}

std::vector<double> resolve_params(const Strategy& st) {
  std::vector<double> v;
  for (const PlayParam& p : play_params()) {
    auto it = st.params.find(p.name);
    v.push_back(it != st.params.end() ? it->second : p.fallback);
  }
  // Per-card values after them: count, then (key, shared id, value) each.
  const size_t count_at = v.size();
  v.push_back(0);
  for (const auto& [name, value] : st.params) {
    const PlayParam* p = find_play_param(name);
    if (!p || p->card.empty()) continue;
    v.push_back(double(param_key(p->card)));
    v.push_back(double(p->shared));
    v.push_back(value);
    v[count_at] += 1;
  }
  return v;
}

std::string param_slug(std::string_view card_name) {
  std::string s;
  for (char ch : card_name) {
    const unsigned char u = static_cast<unsigned char>(ch);
    s += std::isalnum(u) ? char(std::tolower(u)) : '_';
  }
  return s;
}

uint32_t param_key(std::string_view slug) {
  uint32_t h = 2166136261u;  // FNV-1a
  for (char ch : slug) h = (h ^ uint8_t(ch)) * 16777619u;
  return h;
}

bool has_card_values(const PlayParam& p) {
  return p.effect == kLanguageEffect && p.card.empty() && p.name.starts_with("lang.");
}

namespace {
std::mutex card_params_mutex;
std::deque<PlayParam>& card_params() {
  static std::deque<PlayParam> d;
  return d;
}
}  // namespace

const PlayParam& card_play_param(const PlayParam& p, std::string_view card_name) {
  const std::string slug = param_slug(card_name);
  const std::string name = "lang." + slug + p.name.substr(4);  // lang.<slug>.<what>
  std::lock_guard<std::mutex> lock(card_params_mutex);
  for (const PlayParam& q : card_params())
    if (q.name == name) return q;
  PlayParam q = p;
  q.name = name;
  q.card = slug;
  q.shared = ParamId(&p - play_params().data());
  q.doc = fmt::format("{} (its own value: {})", p.doc, slug);
  return card_params().emplace_back(std::move(q));
}

const PlayParam* find_play_param(std::string_view name) {
  std::string low;
  for (char ch : name) low += char(std::tolower(static_cast<unsigned char>(ch)));
  for (const PlayParam& p : play_params())
    if (p.name == low) return &p;
  // lang.<slug>.<what>: the slug is what lies between the first and the last dot.
  if (!low.starts_with("lang.")) return nullptr;
  const size_t last = low.rfind('.');
  if (last <= 5) return nullptr;
  const std::string slug = low.substr(5, last - 5);
  if (slug.empty() || slug.find('.') != std::string::npos) return nullptr;
  for (char ch : slug)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '_') return nullptr;
  const std::string shared = "lang" + low.substr(last);
  for (const PlayParam& p : play_params())
    if (p.name == shared && has_card_values(p)) return &card_play_param(p, slug);
  return nullptr;
}

bool has_card_values(const std::vector<double>& params) {
  const size_t n = play_params().size();
  return params.size() > n && params[n] > 0;
}

const PlayCtx& with_card_params_of(const State& s, CardId c, const PlayCtx& ctx, PlayCtx& local,
                                   std::vector<double>& buffer) {
  const size_t n = play_params().size();
  if (!ctx.params || c == kNoCard) return ctx;
  const int count = int(ctx.params[n]);
  if (count == 0) return ctx;
  const double key = double(param_key(param_slug(s.def(c).name)));
  const double* per = ctx.params + n + 1;
  bool any = false;
  for (int k = 0; k < count && !any; ++k) any = per[3 * k] == key;
  if (!any) return ctx;
  buffer.assign(ctx.params, ctx.params + n + 1 + 3 * size_t(count));
  for (int k = 0; k < count; ++k)
    if (per[3 * k] == key) buffer[size_t(per[3 * k + 1])] = per[3 * k + 2];
  local = ctx;
  local.params = buffer.data();
  return local;
}

bool worth_playing(const State& s, int p, CardId c, const PlayCtx& ctx) {
  const CardAi* ai = find_card_ai(s.def(c));
  return !ai || !ai->worth_playing || ai->worth_playing(s, p, c, ctx);
}

void trash_junk(const State& s, int p, const PlayCtx& ctx, const CardList& pool,
                const JunkTrash& rule, int max, Choice& out) {
  for (CardId c : pool)
    if (out.n < max && s.is(c, kCurseType)) out.add(c);
  const auto take_all = [&](CardId c, int want) {
    for (int i = 0; i < want && out.n < max; ++i) out.add(c);
  };
  // Estates are junk while Provinces are plenty, but not late in a long game (stall.late): there
  // the stall rule buys them to end it, and a trasher that took them back kept it going.
  if (s.pile(kProvince) > rule.estate_provinces && s.player(p).turns < ctx(kStallLate))
    take_all(kEstate, pool.count(kEstate));
  const int coppers = pool.count(kCopper);
  if (coppers == 0 || out.n >= max) return;  // (no room left: the deck's $ is not needed)
  int spare = coppers;
  if (!rule.all_coppers) {
    const int deck = deck_money(s, p);
    if (deck < int(rule.keep_money)) return;  // the gate
    // Whatever the gate, the deck keeps a Silver's price: with an evolved keep_money of 5 a
    // Chapel trashed 4 Coppers of a $7 deck, then 3 of the $5 left, and a Silver, a Village and
    // the Chapel could buy nothing for the rest of the game (auto_67fe23bd's mirror, 2.2% at the
    // turn cap).
    spare = std::min(spare, deck - s.def(kSilver).cost);
    if (out.n + coppers < int(rule.junk_hand)) {
      const int money = turn_money(s, p);
      spare = std::min(spare, money - money_needed(s, ctx, money));
    }
  }
  take_all(kCopper, spare);
}

int treasure_money(const State& s, int p) {
  int n = 0;
  const Player& me = s.player(p);
  for (int k = 0; k < s.num_kinds(); ++k)
    if (me.owned[k]) n += me.owned[k] * s.def(CardId(k)).coin;
  return n;
}

int deck_money(const State& s, int p) {
  const Player& me = s.player(p);
  int n = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    if (!me.owned[k]) continue;
    const CardId c = CardId(k);
    if (s.is(c, kTreasure))
      n += me.owned[k] * s.coin(c);
    else if (s.is(c, kAction))
      n += me.owned[k] * action_money(s, c);
  }
  return n;
}

int action_money(const State& s, CardId c) {
  const CardAi* ai = find_card_ai(s.def(c));
  return ai && ai->money >= 0 ? ai->money : s.def(c).plus_coins;
}

int twice_score(const CardDef& d, int cost) {
  return 10 + 2 * cost + 3 * d.plus_cards + 2 * d.plus_coins + d.plus_buys +
         (d.is(kAttack) ? 4 : 0);
}

int hand_money(const State& s, int p) {
  int money = s.coins();
  for (CardId c : s.player(p).hand)
    if (s.is(c, kTreasure)) money += s.coin(c);
  return money;
}

int turn_money(const State& s, int p) {
  int money = hand_money(s, p);
  int actions = s.actions();
  if (s.phase() != Phase::kAction || s.current() != p || actions <= 0) return money;
  int terminal[64];  // the terminals' $ (a hand with more terminals counts the first 64)
  int terminals = 0;
  for (CardId c : s.player(p).hand) {
    if (!s.is(c, kAction) || s.is(c, kTreasure)) continue;  // an Action-Treasure is counted
    const int plus = s.def(c).plus_actions;
    if (plus > 0) {
      money += action_money(s, c);
      actions += plus - 1;
    } else if (terminals < 64) {
      terminal[terminals++] = action_money(s, c);
    }
  }
  const int playable = std::min(terminals, actions);
  std::partial_sort(terminal, terminal + playable, terminal + terminals, std::greater<int>());
  for (int i = 0; i < playable; ++i) money += terminal[i];
  return money;
}

bool estate_unwanted(const State& s, const PlayCtx& ctx, double provinces) {
  return ctx.buys ? ctx.buys->would_buy(s, 2) != kEstate : s.pile(kProvince) > provinces;
}

int price_point(int money) {
  for (int point : {8, 6, 5, 3})
    if (money >= point) return point;
  return 0;
}

int buy_value(const State& s, const PlayCtx& ctx, int coins) {
  return ctx.buys ? ctx.buys->buy_value(s, coins) : price_point(coins);
}

void buy_values(const State& s, const PlayCtx& ctx, int* values, int lo, int hi) {
  if (ctx.buys) return ctx.buys->buy_values(s, values, lo, hi);
  for (int c = lo; c < hi; ++c) values[c - lo] = price_point(c);
}

int buy_cost(const State& s, const PlayCtx& ctx, int coins) {
  if (!ctx.buys) return price_point(coins);
  const CardId c = ctx.buys->would_buy(s, coins);
  return c == kNoCard ? 0 : s.cost(c);
}

int money_needed(const State& s, const PlayCtx& ctx, int coins) {
  return ctx.buys ? ctx.buys->money_needed(s, coins) : price_point(coins);
}

// A Potion in a cost counts as about $2.5 when cards are compared by cost (Familiar, $3P, is
// worth more than a Silver): the worth of 2 per $, rounded.
constexpr int kPotionWorth = 5;

int card_worth(const State& s, CardId c) {
  if (s.is(c, kCurseType)) return -20;
  if (s.is(c, kVictory) && !s.is(c, kAction | kTreasure)) return -10 + s.cost(c) / 4;
  if (c == kCopper) return 0;
  return 2 * (s.cost(c) + s.debt_cost(c)) + (s.potion_cost(c) ? kPotionWorth : 0) +
         (s.is(c, kTreasure) ? s.def(c).coin : 0);
}

CardId fallback_gain(const State& s, const Decision& d) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  int best_score = -1000;
  for (CardId c : el) {
    int score = s.cost(c) * 4 + (s.potion_cost(c) ? 2 * kPotionWorth : 0);
    if (s.is(c, kCurseType))
      score = -500;
    else if (s.is(c, kVictory) && !s.is(c, kAction | kTreasure))
      score -= 100;
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  return best;
}

CardId pick_action(const State& s, const Decision& d, const PlayCtx& ctx, const CardId* cands,
                   int n, const CardAi* const* ai) {
  CardId best = kNoCard;
  int best_score = -1000;
  for (int i = 0; i < n; ++i) {
    const CardId c = cands[i];
    // An Inheritance Estate plays another card: that card is scored (ai[c] is its AI).
    const CardId as = s.plays_as(c);
    const CardId k = as != kNoCard ? as : c;
    const CardAi* a = ai[c];
    if (a && a->worth_playing && !a->worth_playing(s, d.player, k, ctx)) continue;
    int score;
    if (a && a->play_score) {
      score = a->play_score(s, d.player, k, ctx);
    } else if (a && a->play_priority >= 0) {
      score = a->play_priority;
    } else {
      // Generic order: villages, then cantrips, then terminals by cost.
      const CardDef& def = s.def(k);
      score = def.plus_actions >= 2 ? 90 : def.plus_actions == 1 ? 70 : 20 + s.cost(k);
    }
    // Capitalism: an Action that is also a Treasure now can wait for the Buy phase. With the last
    // Action, a terminal one goes after every other Action worth playing (still played if alone:
    // the same either way).
    if (s.actions() <= 1 && s.is(c, kTreasure) && !(s.base_types(c) & kTreasure) &&
        s.def(k).plus_actions == 0)
      score -= 200;
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  return best;
}

CardId remodel_like_pick(const State& s, int p, const PlayCtx& ctx, ParamId gold_provinces,
                         ParamId estate_provinces, ParamId silver_provinces) {
  const CardList& hand = s.player(p).hand;
  for (CardId c : hand)
    if (s.is(c, kCurseType)) return c;
  const int provinces = s.pile(kProvince);
  if (hand.find(kGold) >= 0 && provinces > 0 && provinces <= ctx(gold_provinces)) return kGold;
  if (hand.find(kEstate) >= 0 && provinces > ctx(estate_provinces)) return kEstate;
  if (hand.find(kSilver) >= 0 && s.pile(kDuchy) > 0 && provinces <= ctx(silver_provinces))
    return kSilver;
  return kNoCard;
}

void give_up_least_worth(const State& s, const Decision& d, int (*dead)(int worth), Choice& out) {
  CardList el;
  s.eligible(d, el);
  const int n = el.size();
  bool village = false;
  for (CardId c : el) village |= s.is(c, kAction) && s.def(c).plus_actions >= 1;
  auto terminal = [&](CardId c) { return s.is(c, kAction) && s.def(c).plus_actions == 0; };
  int worth[kZoneCap];
  int best_terminal = -1;
  for (int i = 0; i < n; ++i) {
    worth[i] = card_worth(s, el[i]);
    if (!village && terminal(el[i]) && (best_terminal < 0 || worth[i] > worth[best_terminal]))
      best_terminal = i;
  }
  // Without a village only the best terminal can be played; the others are dead cards.
  for (int i = 0; i < n; ++i)
    if (!village && terminal(el[i]) && i != best_terminal) worth[i] = dead(worth[i]);
  // Least worth first; insertion sort (hands are small, and no allocation during play).
  int order[kZoneCap];
  for (int i = 0; i < n; ++i) {
    int k = i;
    for (; k > 0 && worth[order[k - 1]] > worth[i]; --k) order[k] = order[k - 1];
    order[k] = i;
  }
  for (int i = 0; i < d.min && i < n; ++i) out.add(el[order[i]]);
}

void choose_by_worth(const State& s, const Decision& d, int count, bool worst_first, Choice& out) {
  CardList el;
  s.eligible(d, el);
  const int n = el.size();
  if (n > 16) {
    std::sort(el.begin(), el.end(), [&](CardId a, CardId b) {
      const int wa = card_worth(s, a), wb = card_worth(s, b);
      return worst_first ? wa < wb : wa > wb;
    });
    for (int i = 0; i < count && i < n; ++i) out.add(el[i]);
    return;
  }
  // Up to 16 cards std::sort is an insertion sort, so stable: the same order, each card's
  // worth computed once (a worse card moves before the cards it strictly beats).
  int worth[16];
  CardId card[16];
  for (int i = 0; i < n; ++i) {
    const int w = card_worth(s, el[i]);
    const int key = worst_first ? w : -w;
    int j = i;
    for (; j > 0 && key < worth[j - 1]; --j) {
      worth[j] = worth[j - 1];
      card[j] = card[j - 1];
    }
    worth[j] = key;
    card[j] = el[i];
  }
  for (int i = 0; i < count && i < n; ++i) out.add(card[i]);
}

void answer_card_decision(const State& s, const Decision& d, const PlayCtx& ctx, const CardAi* ai,
                          Choice& out) {
  if (ai && ai->decide) {
    ai->decide(s, d, ctx, out);
    return;
  }
  switch (d.kind) {
    case DecisionKind::kYesNo:
      out.option = d.reason == Reason::kRevealReaction || d.reason == Reason::kUseAbility ? 1 : 0;
      return;
    case DecisionKind::kNameCard: {
      // The most expensive card that may be named (a guess worth as much as any).
      CardList el;
      s.eligible(d, el);
      CardId best = kNoCard;
      for (CardId c : el)
        if (best == kNoCard || s.cost(c) > s.cost(best)) best = c;
      if (best != kNoCard && d.min > 0) out.add(best);
      return;
    }
    case DecisionKind::kChooseOption:
      out.option = 0;
      return;
    case DecisionKind::kChooseCards: {
      const bool worst = d.reason == Reason::kTrash || d.reason == Reason::kDiscard ||
                         d.reason == Reason::kTopdeck;
      choose_by_worth(s, d, d.min, worst, out);
      return;
    }
    default:
      return;
  }
}

}  // namespace kl
