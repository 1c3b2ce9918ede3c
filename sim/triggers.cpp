// Triggers: the windows that resolve what happens when a card is gained, bought, trashed or a
// turn starts or ends (the card's own hook, rules of the game, watchers, then each player's
// reactions in turn order); Durations and extra turns; watchers; cost changes.
#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>

#include "sim/state.h"

namespace kl {

namespace {

uint64_t bit64(CardId c) { return uint64_t(1) << c; }

// Whether reaction r of card `self` (owner `owner`) applies to moment m.
bool applies(const State& s, const Reaction& r, const Moment& m, int owner, CardId self) {
  if (r.when) return r.when(s, m, owner, self);
  if (r.from == Zone::kSupply) return true;  // a rule of the game: every time
  return m.trigger == Trigger::kAttack ? owner != m.player : owner == m.player;
}

EffectFn own_hook(const CardDef& d, Trigger t) {
  switch (t) {
    case Trigger::kGain:
      return d.on_gain;
    case Trigger::kBuy:
      return d.on_buy;
    case Trigger::kTrash:
      return d.on_trash;
    case Trigger::kDiscard:
      return d.on_discard;
    default:
      return nullptr;
  }
}

}  // namespace

// The event functions of the trigger machinery (friends of State).
struct Triggers {
  // Resolves moment e.a: step 0 the card's own hook, 1 rules of the game, 2 watchers (b = next),
  // 3 each player's reactions in turn order from the moment's player (b = next offset), then
  // the own hook of a hook_last card (c = done), then frees the moment (a buy then gains its
  // card). Yields whenever it pushed something.
  static void window(State& s, Event& e) {
    Moment& m = s.moments_[e.a];
    const uint16_t bit = trigger_bit(m.trigger);
    for (;;) {
      const int sp = s.sp_;
      switch (e.step) {
        case 0: {
          e.step = 1;
          if (m.card == kNoCard || s.def_[m.card]->hook_last) break;
          if (EffectFn fn = own_hook(*s.def_[m.card], m.trigger)) s.push(fn, m.player, m.card, e.a);
          break;
        }
        case 1: {
          e.step = 2;
          e.b = 0;
          if (!(s.rule_listens_ & bit)) break;  // most windows: no rule of the game listens
          for (int k = s.num_kinds_ - 1; k >= 0; --k) {
            if (!(s.react_rule_[k] & bit)) continue;
            const CardDef& d = *s.def_[k];
            for (int i = d.num_reactions - 1; i >= 0; --i) {
              const Reaction& r = d.reactions[i];
              if (r.from == Zone::kSupply && r.on == m.trigger &&
                  applies(s, r, m, m.player, CardId(k)))
                s.push(r.fn, m.player, CardId(k), e.a);
            }
          }
          break;
        }
        case 2: {
          if (!s.watch_count_[int(m.trigger)] || e.b >= s.num_watchers_) {
            e.step = 3;
            e.b = 0;
            break;
          }
          Watcher& w = s.watchers_[e.b++];
          if (w.on == m.trigger) w.fn(s, w, m);
          break;
        }
        case 3: {
          if (e.b >= s.num_players_) {
            e.step = 4;
            break;
          }
          const int v = (m.player + e.b++) % s.num_players_;
          if (s.has_reactions(v, m.trigger)) s.push_reactions(e.a, v);
          break;
        }
        default: {
          if (!e.c && m.card != kNoCard && s.def_[m.card]->hook_last) {
            e.c = 1;  // the own hook, last (CardDef::hook_last)
            if (EffectFn fn = own_hook(*s.def_[m.card], m.trigger)) {
              s.push(fn, m.player, m.card, e.a);
              break;
            }
          }
          State::done(e);
          const Moment finished = m;
          s.free_moment(e.a);
          if (finished.trigger == Trigger::kBuy)
            s.gain(finished.player, finished.card, Zone::kDiscard, kBought);
          // A gain about to happen happens now, as its reactions left it (another card, another
          // player, another zone), unless one of them cancelled it.
          if (finished.trigger == Trigger::kWouldGain && !(finished.flags & kCancelled)) {
            if (finished.flags & kFromTrash)
              s.complete_gain_from_trash(finished.player, finished.card, finished.zone);
            else
              s.complete_gain(finished.player, finished.card, finished.zone, finished.flags);
          }
          return;
        }
      }
      if (s.sp_ != sp) return;  // what was pushed runs first
    }
  }

  // Offers player e.player the reactions to moment e.a: in hand once per kind (step 1; 2 waits
  // for a yes/no), then in play (step 3; 4 waits): mandatory ones once per copy, optional ones
  // once per kind. e.b, e.c = the kind and reaction index being asked about.
  static void offer(State& s, Event& e) {
    Moment& m = s.moments_[e.a];
    const int v = e.player;
    const uint16_t bit = trigger_bit(m.trigger);
    if (e.step == 0) {
      m.used = 0;
      e.step = 1;
    }
    if (e.step == 2 || e.step == 4) {
      const CardId k = CardId(e.b);
      e.step = e.step == 2 ? 1 : 3;
      if (s.answer_.option == 1) {
        const Reaction& r = s.def_[k]->reactions[e.c];
        if (r.repeat) m.used &= ~bit64(k);  // may be revealed again once it has resolved
        s.push(r.fn, v, k, e.a);
        return;
      }
    }
    const bool in_hand = e.step == 1;
    const CardList& zone = in_hand ? s.players_[v].hand : s.players_[v].play;
    const uint16_t* react = in_hand ? s.react_hand_ : s.react_play_;
    const Zone from = in_hand ? Zone::kHand : Zone::kPlay;
    // A kind is marked used only once one of its reactions applied: one that does not apply yet
    // may after another's effect, and each return here starts over (Travellers: with no
    // Soldiers left, Soldier is exchanged for a Fugitive first, then Peasant for that Soldier).
    for (CardId k : zone) {
      if (!(react[k] & bit) || (m.used & bit64(k))) continue;
      const CardDef& d = *s.def_[k];
      for (int i = 0; i < d.num_reactions; ++i) {
        const Reaction& r = d.reactions[i];
        if (r.from != from || r.on != m.trigger || !applies(s, r, m, v, k)) continue;
        m.used |= bit64(k);
        if (!r.optional) {
          const int copies = in_hand ? 1 : zone.count(k);
          for (int n = 0; n < copies; ++n) s.push(r.fn, v, k, e.a);
          return;
        }
        e.b = k;
        e.c = int16_t(i);
        e.step = in_hand ? 2 : 4;
        Decision d2;
        d2.kind = DecisionKind::kYesNo;
        d2.reason = in_hand ? Reason::kRevealReaction : Reason::kUseAbility;
        d2.player = uint8_t(v);
        d2.source = m.card;
        d2.card = k;
        d2.target = m.player;
        s.ask(d2);
        return;
      }
    }
    if (in_hand && (s.play_listens_ & bit)) {
      e.step = 3;
      m.used = 0;
      return offer(s, e);
    }
    State::done(e);
  }

  // The start of the current player's turn: their Durations' effects in the order they were
  // played, then the start-of-turn window (reactions such as Clerk's, watchers).
  static void start_of_turn(State& s, Event& e) {
    if (e.step == 0) {
      e.step = 1;
      // Pushed last played first, so that the first played runs first; no copy of the list
      // (this runs at nearly every turn of a Duration game).
      int n = 0;
      uint8_t made[State::kMaxCarried];
      bool carried = false;
      for (int i = s.num_durations_ - 1; i >= 0; --i) {
        const DurationEffect& d = s.durations_[i];
        if (d.owner != e.player) continue;
        s.push(d.fn, d.owner, d.card, d.a, d.b);
        ++n;
        if (d.carry != 0xFF) {
          // A lasting Duration: its event has the play's cards as this turn's instances, which
          // it pins if it goes on (Archive's card, the Throne Room or Overlord with it).
          if (!carried) std::memset(made, kNoInstance, sizeof made);
          carried = true;
          s.stack_[s.sp_ - 1].inst = s.carried_instance(d.carry, made);
        }
      }
      if (carried) {
        for (auto& c : s.carried_)
          if (c.owner == e.player) c.live = false;
        s.first_play_inst_ = s.num_instances_;
      }
      if (n) {
        int w = 0;
        for (int i = 0; i < s.num_durations_; ++i)
          if (s.durations_[i].owner != e.player) s.durations_[w++] = s.durations_[i];
        s.num_durations_ = uint8_t(w);
        return;
      }
    }
    State::done(e);
    if (s.listens_ & trigger_bit(Trigger::kStartTurn))
      s.open_window(Trigger::kStartTurn, e.player, kNoCard, Zone::kNone, 0);
  }
};

int State::new_moment(const Moment& m) {
  for (int i = 0; i < kMaxMoments; ++i)
    if (!moments_[i].live) {
      moments_[i] = m;
      moments_[i].live = true;
      return i;
    }
  throw std::logic_error("too many gains, buys, trashes and attacks resolving at once");
}

void State::open_window(Trigger t, int player, CardId card, Zone where, uint8_t flags) {
  Moment m;
  m.trigger = t;
  m.player = uint8_t(player);
  m.card = card;
  m.zone = where;
  m.flags = flags;
  push(Triggers::window, player, card, new_moment(m));
}

void State::open_start_of_turn() { push(Triggers::start_of_turn, current_, kNoCard); }

bool State::has_reactions(int p, Trigger t) const {
  const uint16_t bit = trigger_bit(t);
  if (hand_listens_ & bit)
    for (CardId c : players_[p].hand)
      if (react_hand_[c] & bit) return true;
  if (play_listens_ & bit)
    for (CardId c : players_[p].play)
      if (react_play_[c] & bit) return true;
  return false;
}

void State::push_reactions(int mi, int p) { push(Triggers::offer, p, moments_[mi].card, mi); }

void State::watch(const Watcher& w) {
  for (int i = 0; i < num_watchers_; ++i) {
    Watcher& x = watchers_[i];
    if (x.fn == w.fn && x.on == w.on && x.until == w.until && x.owner == w.owner &&
        x.card == w.card && x.a == w.a && x.b == w.b) {
      x.count = int16_t(x.count + w.count);
      return;
    }
  }
  if (num_watchers_ >= kMaxWatchers) throw std::logic_error("too many lasting abilities");
  watchers_[num_watchers_++] = w;
  ++watch_count_[int(w.on)];
  listens_ |= trigger_bit(w.on);
  shared_listens_ |= trigger_bit(w.on);
}

void State::on_played(int p, CardId c, int count, uint8_t flags) {
  const int before = played_count_[c];
  played_count_[c] = uint8_t(std::min(255, before + count));
  if (!watch_count_[int(Trigger::kPlay)]) return;
  Moment m;
  m.trigger = Trigger::kPlay;
  m.player = uint8_t(p);
  m.card = c;
  m.count = uint8_t(count);
  m.before = uint8_t(before);
  m.flags = flags;
  for (int i = 0; i < num_watchers_; ++i)
    if (watchers_[i].on == Trigger::kPlay) watchers_[i].fn(*this, watchers_[i], m);
}

void State::add_duration(const Event& e, EffectFn fn, int a, int b) {
  if (fn) {
    if (num_durations_ >= kMaxDurations) throw std::logic_error("too many Durations waiting");
    DurationEffect d{fn, e.player, e.card, int16_t(a), int16_t(b)};
    if (e.player == current_ && e.inst != kNoInstance && def_[e.card]->lasting)
      d.carry = carry_play(e.inst);
    durations_[num_durations_++] = d;
  }
  // A card played by the player whose turn it is stays in play at this Clean-up, and so does
  // whatever played it (Throne Room), and whatever played that. Cards played on other players'
  // turns leave play at this turn's Clean-up (State::cleanup), except a Duration played so
  // (Pirate), which stays until its owner's own Clean-up: its record is dropped here.
  if (e.player != current_) {
    for (int i = num_off_turn_ - 1; i >= 0; --i)
      if (off_turn_player_[i] == e.player && off_turn_card_[i] == e.card) {
        off_turn_player_[i] = off_turn_player_[num_off_turn_ - 1];
        off_turn_card_[i] = off_turn_card_[--num_off_turn_];
        break;
      }
    return;
  }
  for (uint8_t i = e.inst; i != kNoInstance && !inst_pinned_[i]; i = inst_by_[i]) {
    inst_pinned_[i] = true;
    any_pinned_ = true;
  }
}

uint8_t State::carry_play(uint8_t inst) {
  int free = -1;
  for (int k = 0; k < kMaxCarried; ++k) {
    const CarriedPlay& c = carried_[k];
    // The current player's live entries were all made this turn: the start of the turn used up
    // the earlier ones.
    if (c.live && c.owner == current_ && c.inst == inst) return uint8_t(k);
    if (!c.live && free < 0) free = k;
  }
  if (free < 0) return 0xFF;
  CarriedPlay& c = carried_[free];
  c = CarriedPlay{{kNoCard, kNoCard, kNoCard}, current_, inst, true};
  int n = 0;
  for (uint8_t i = inst; i != kNoInstance && n < 3; i = inst_by_[i]) c.chain[n++] = inst_card_[i];
  return uint8_t(free);
}

uint8_t State::carried_instance(int k, uint8_t* made) {
  if (made[k] != kNoInstance) return made[k];
  const CarriedPlay& c = carried_[k];
  int n = 0;
  while (n < 3 && c.chain[n] != kNoCard) ++n;
  uint8_t by = kNoInstance;
  for (int j = n - 1; j >= 0; --j) {  // what played it first, so the chain links inwards
    const uint8_t i = new_instance(c.chain[j], by);
    if (i == kNoInstance) return kNoInstance;
    by = i;
  }
  return made[k] = by;
}

void State::add_next_turn_first(int p, CardId card, EffectFn fn) {
  if (num_durations_ >= kMaxDurations) throw std::logic_error("too many Durations waiting");
  // start_of_turn runs a player's entries in list order: the front is first.
  for (int i = num_durations_; i > 0; --i) durations_[i] = durations_[i - 1];
  durations_[0] = DurationEffect{fn, uint8_t(p), card, 0, 0};
  ++num_durations_;
}

int State::leaving_play(int p, CardId c) const {
  int n = players_[p].play.count(c);
  if (p == current_) n -= std::max(0, kept_in_play(c));
  n -= players_[p].staying[c];
  return std::max(n, 0);
}

void State::stay_in_play(int p, CardId c) {
  Player& pl = players_[p];
  if (pl.staying[c] < pl.play.count(c)) ++pl.staying[c];
  any_staying_ = true;
}

void State::stay_in_play(const Event& e) {
  stay_in_play(e.player, e.self);
  if (e.inst == kNoInstance) return;
  for (uint8_t i = inst_by_[e.inst]; i != kNoInstance; i = inst_by_[i])
    stay_in_play(e.player, inst_card_[i]);
}

int State::kept_in_play(CardId c) const {
  if (!track_instances_) return -1;
  int n = 0;
  for (int i = 0; i < num_instances_; ++i) n += inst_pinned_[i] && inst_card_[i] == c;
  return n;
}

int State::plays_this_turn(CardId c) const {
  if (!track_instances_) return -1;
  int n = 0;
  for (int i = first_play_inst_; i < num_instances_; ++i) n += inst_card_[i] == c;
  return n;
}

void State::keep_pinned_in_play(int p) {
  Player& pl = players_[p];
  uint8_t keep[kMaxKinds] = {};
  for (int i = 0; i < num_instances_; ++i)
    if (inst_pinned_[i]) ++keep[inst_card_[i]];
  if (any_staying_)
    for (int k = 0; k < num_kinds_; ++k) {
      // A staying copy that left play (trashed) no longer stays.
      pl.staying[k] = uint8_t(std::min<int>(pl.staying[k], pl.play.count(CardId(k))));
      keep[k] = uint8_t(keep[k] + pl.staying[k]);
    }
  pl.discard.append(pl.hand);
  pl.hand.clear();
  int w = 0;
  for (int i = 0; i < pl.play.size(); ++i) {
    const CardId c = pl.play[i];
    if (keep[c]) {
      --keep[c];
      pl.play[w++] = c;
    } else {
      pl.discard.push(c);
    }
  }
  pl.play.truncate(w);
}

bool State::take_extra_turn(int hand) {
  // Refused when the previous turn was this player's (an Outpost or Mission turn, or the normal
  // turn after a possessed one); a possessed turn follows the controller's, so an Outpost played
  // in it works (Outpost's 2022 FAQ). Solitaire games: refused on extra turns only.
  if (previous_ == current_ && (this_turn_extra_ || num_players_ > 1)) return false;
  for (int i = 0; i < num_extra_; ++i)
    if (extra_[i].player == current_) return false;
  if (!add_extra_turn(current_)) return false;
  cleanup_draw_ = uint8_t(hand);
  return true;
}

bool State::extra_turn_queued(int player) const {
  for (int i = 0; i < num_extra_; ++i)
    if (extra_[i].player == player) return true;
  return false;
}

bool State::add_extra_turn(int player, uint8_t flags, int controller) {
  if (num_extra_ >= kMaxExtraTurns) return false;
  // The current player's own extra turn comes before the turns queued for others, whichever was
  // set up first (the FAQ ruling: a player's own extra turn and a possessed turn set up in the
  // same turn, their own one first).
  int at = num_extra_++;
  if (player == current_ && !(flags & kPossessed))
    for (; at > 0 && extra_[at - 1].player != current_; --at) extra_[at] = extra_[at - 1];
  ExtraTurn& x = extra_[at];
  x.player = uint8_t(player);
  x.flags = flags;
  x.controller = uint8_t(flags & kPossessed ? controller : player);
  return true;
}

void State::return_possessed_trash() {
  // The possessed player's cards trashed in their possessed turn, set aside (State::trash), go
  // back to their discard pile.
  Player& pl = players_[current_];
  for (int k = 0; k < num_kinds_; ++k) {
    int n = possession_trashed_[k];
    possession_trashed_[k] = 0;
    for (; n > 0; --n) {
      if (pl.owned_total >= kMaxOwned) {  // no room: it stays trashed
        ++trash_[k];
        continue;
      }
      pl.discard.push(CardId(k));
      ++pl.owned[k];
      ++pl.owned_total;
    }
  }
}

void State::reduce_costs(int n) {
  cost_reduction_ = int16_t(cost_reduction_ + n);
  dynamic_costs_ = true;
  refresh_costs();
}

void State::ban_buy(CardId c) {
  turn_banned_ |= bit64(c);
  dynamic_costs_ = true;
  refresh_costs();
}

void State::recompute_costs() {
  CostInputs& in = cost_inputs_;
  const CardList& play = players_[current_].play;
  // The per-kind reductions move only with the turn's reduction (Bridge) and the copies of cost
  // modifiers in play (Quarry); a card's own cost (Peddler) with anything its hook may read. The
  // bans (Grand Market) may move with every card played.
  bool reductions_move = in.current == 0xff || in.reduction != cost_reduction_ ||
                         ((cost_tokens_ || turn_discounts_) && in.current != current_);
  for (int i = 0; i < num_cost_mods_; ++i) {
    const uint8_t copies = uint8_t(play.count(cost_mods_[i]));
    reductions_move |= copies != in.mod_copies[i];
    in.mod_copies[i] = copies;
  }
  in.current = uint8_t(current_);
  in.phase = phase_;
  in.reduction = cost_reduction_;
  in.banned = turn_banned_;
  in.in_play = uint8_t(play.size());
  snapshot_play(in.play, play);
  if (reductions_move) compute_reductions(kind_reduction_);
  fill_costs(kind_reduction_, reductions_move, cost_);
  banned_ = compute_bans();
}

void State::compute_reductions(int16_t* reduction) const {
  int base = cost_reduction_;
  // The current player's Projects that lower costs during their turns (Canal).
  for (uint64_t mine = players_[current_].projects & turn_discounts_; mine; mine &= mine - 1)
    base += def_[std::countr_zero(mine)]->holder_discount;
  for (int k = 0; k < num_kinds_; ++k) reduction[k] = int16_t(base);
  for (int i = 0; i < num_cost_mods_; ++i) {
    const CardId m = cost_mods_[i];
    const int copies = players_[current_].play.count(m);
    if (!copies) continue;
    const CardDef& md = *def_[m];
    if (md.cost_mod)
      for (int k = 0; k < num_kinds_; ++k)
        reduction[k] = int16_t(reduction[k] + copies * md.cost_mod(*this, CardId(k)));
    else
      for (int k = 0; k < num_kinds_; ++k)
        reduction[k] = int16_t(reduction[k] + copies * md.cost_mod_of(*this, m, CardId(k)));
  }
  // The current player's -$2 cost token (Ferry) on a pile.
  const CardId ferry = players_[current_].token_pile[kCostToken];
  if (ferry != kNoCard)
    for (int k = 0; k < num_kinds_; ++k)
      if (pile_rep_[k] == ferry) reduction[k] = int16_t(reduction[k] + 2);
  // Events and Projects are not cards: nothing that changes the cost of cards changes theirs.
  if (any_landscape_)
    for (int k = 0; k < num_kinds_; ++k)
      if (types_[k] & kLandscape) reduction[k] = 0;
}

void State::fill_costs(const int16_t* reduction, bool all, uint8_t* cost) const {
  if (all)
    for (int k = 0; k < num_kinds_; ++k)
      cost[k] = uint8_t(std::clamp(base_cost_[k] - reduction[k], 0, 255));
  for (int i = 0; i < num_self_costs_; ++i) {
    const CardId k = self_costs_[i];
    cost[k] = uint8_t(std::clamp(def_[k]->self_cost(*this, k) - reduction[k], 0, 255));
  }
}

void State::compute_costs(uint8_t* cost) const {
  int16_t reduction[kMaxKinds];
  compute_reductions(reduction);
  fill_costs(reduction, true, cost);
}

uint64_t State::compute_bans() const {
  uint64_t banned = turn_banned_;
  for (int i = 0; i < num_ban_kinds_; ++i)
    if (def_[ban_kinds_[i]]->buy_ban(*this, ban_kinds_[i])) banned |= bit64(ban_kinds_[i]);
  return banned;
}

}  // namespace kl
