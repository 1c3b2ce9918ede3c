// Turn flow: the event loop, the phases, start of turn and Clean-up, playing cards, answers.
#include <cassert>
#include <cstring>
#include <stdexcept>

#include "sim/state.h"

namespace kl {

bool State::hand_has(int p, Types type) const {
  for (CardId c : players_[p].hand)
    if (types_[c] & type) return true;
  return false;
}

void State::reset_turn() {
  actions_ = 1;
  buys_ = 1;
  coins_ = 0;
  potions_ = 0;
  bought_ = false;
  actions_played_ = 0;
  cleanup_draw_ = 5;
  cleanup_started_ = false;
  after_turn_opened_ = false;
  start_buy_opened_ = false;
  turn_gained_ = turn_bought_ = buy_phase_gained_ = 0;
  turn_gain_count_ = 0;
  if (listens_ & trigger_bit(Trigger::kPlay)) std::memset(played_count_, 0, sizeof played_count_);
  num_instances_ = first_play_inst_ = 0;
  any_pinned_ = false;
  if (any_trash_played_) {
    std::memset(trash_played_, 0, sizeof trash_played_);
    any_trash_played_ = false;
  }
  if (dynamic_costs_) {
    cost_reduction_ = 0;
    turn_banned_ = 0;
    refresh_costs();
  }
}

void State::start_turn() {
  reset_turn();
  if (num_watchers_) {
    // "Until your next turn" abilities of this player end now.
    int w = 0;
    for (int i = 0; i < num_watchers_; ++i) {
      const Watcher& x = watchers_[i];
      if (x.until == Until::kOwnersNextTurn && x.owner == current_)
        --watch_count_[int(x.on)];
      else
        watchers_[w++] = x;
    }
    num_watchers_ = uint8_t(w);
  }
  if (num_durations_ || (listens_ & trigger_bit(Trigger::kStartTurn))) open_start_of_turn();
}

bool State::advance() {
  for (;;) {
    if (dynamic_costs_) refresh_costs();
    if (pending_) return true;
    if (sp_ > 0) {
      const int i = sp_ - 1;
      Event& e = stack_[i];
      e.fn(*this, e);
      if (stack_[i].step == kDone) {
        for (int k = i; k + 1 < sp_; ++k) stack_[k] = stack_[k + 1];
        --sp_;
      }
      assert(is_ok());
      continue;
    }
    switch (phase_) {
      case Phase::kStart:
        start_turn();
        starting_turn_ = sp_ > 0;
        if (sp_ == 0 && !any_action_ && autoplay_[current_] &&
            !(listens_ & trigger_bit(Trigger::kStartBuy))) {
          // A money turn (no Action in the game, Treasures played unasked, nothing at the start
          // of the turn): straight to the Buy decision in one step.
          play_all_treasures(current_);
          phase_ = Phase::kBuy;
          if (sp_ == 0 && buys_ > 0) {
            if (dynamic_costs_) refresh_costs();
            if (any_spendables_ && players_[current_].debt) pay_debt();
            ask_phase(DecisionKind::kBuy, Reason::kNone);
            return true;
          }
          break;
        }
        phase_ = Phase::kAction;
        break;
      case Phase::kAction:
        starting_turn_ = false;  // the stack is empty: the start of the turn has resolved
        // Villagers stand in for Actions (one each) once the Actions are spent.
        if ((actions_ > 0 || (any_spendables_ && players_[current_].villagers > 0)) &&
            any_action_ && hand_has(current_, kAction)) {
          ask_phase(DecisionKind::kPlayAction, Reason::kPlay);
          return true;
        }
        phase_ = Phase::kTreasure;
        break;
      case Phase::kTreasure:
        if (!start_buy_opened_ && (listens_ & trigger_bit(Trigger::kStartBuy))) {
          start_buy_opened_ = true;  // the Buy phase starts before its Treasures are played
          open_window(Trigger::kStartBuy, current_, kNoCard, Zone::kNone, 0);
          break;
        }
        if (!bought_) {
          if (autoplay_[current_]) {
            play_all_treasures(current_);  // does nothing without Treasures in hand
            // Treasures that draw (Capitalism's Market): what they draw is played too.
            if (treasures_draw_ && sp_ > 0) break;
          } else if (hand_has(current_, kTreasure)) {
            ask_phase(DecisionKind::kPlayTreasures, Reason::kPlay);
            return true;
          }
        }
        phase_ = Phase::kBuy;
        break;
      case Phase::kBuy:
        if (any_spendables_ && players_[current_].debt) pay_debt();
        if (buys_ > 0) {
          ask_phase(DecisionKind::kBuy, Reason::kNone);
          return true;
        }
        if (!(listens_ & (trigger_bit(Trigger::kEndBuy) | trigger_bit(Trigger::kCleanup) |
                          trigger_bit(Trigger::kEndTurn))) &&
            !any_night_) {
          cleanup();  // nothing happens at the end of the Buy phase: straight to Clean-up
          end_turn();
          assert(is_ok());
          break;
        }
        phase_ = Phase::kEndBuy;
        break;
      case Phase::kEndBuy:
        if (any_spendables_ && players_[current_].debt) pay_debt();
        phase_ = any_night_ ? Phase::kNight : Phase::kCleanup;
        if (listens_ & trigger_bit(Trigger::kEndBuy))
          open_window(Trigger::kEndBuy, current_, kNoCard, Zone::kNone, 0);
        break;
      case Phase::kNight:
        if (hand_has(current_, kNight)) {
          ask_phase(DecisionKind::kPlayNight, Reason::kPlay);
          return true;
        }
        phase_ = Phase::kCleanup;
        break;
      case Phase::kCleanup:
        if (!cleanup_started_ && (listens_ & trigger_bit(Trigger::kCleanup))) {
          cleanup_started_ = true;
          open_window(Trigger::kCleanup, current_, kNoCard, Zone::kNone, 0);
          break;
        }
        if (!after_turn_opened_) {
          cleanup();
          if (listens_ & trigger_bit(Trigger::kEndTurn)) {
            after_turn_opened_ = true;  // "after this turn": the new hand is drawn
            open_window(Trigger::kEndTurn, current_, kNoCard, Zone::kNone, 0);
            break;
          }
        }
        end_turn();
        assert(is_ok());
        break;
      case Phase::kOver:
        return false;
    }
  }
}

void State::ask_phase(DecisionKind kind, Reason reason) {
  // Only the fields a phase decision uses: a full Decision{} costs more than the whole buy.
  decision_.kind = kind;
  decision_.reason = reason;
  decision_.player = current_;
  decision_.decider = possessed_ ? controller_ : current_;
  decision_.source = kNoCard;
  decision_.card = kNoCard;
  decision_.min = decision_.max = 0;
  pending_ = true;
}

void State::cleanup() {
  Player& pl = players_[current_];
  // Cards other players played this turn leave play now; their own Durations stay. A card a
  // later effect moved out of play (trashed) is simply not found.
  if (num_off_turn_) {
    for (int i = 0; i < num_off_turn_; ++i)
      move(off_turn_player_[i], off_turn_card_[i], Zone::kPlay, Zone::kDiscard);
    num_off_turn_ = 0;
  }
  if (any_pinned_ || any_staying_) {
    keep_pinned_in_play(current_);
  } else {
    pl.discard.append(pl.hand);
    pl.discard.append(pl.play);
    pl.hand.clear();
    pl.play.clear();
  }
  if (cleanup_draw_ == 5)
    draw(current_, 5);  // a constant: the inline draw copies 5 cards without a loop
  else
    draw(current_, cleanup_draw_);
}

void State::end_turn() {
  Player& pl = players_[current_];
  if (!this_turn_extra_) ++pl.turns;
  last_turn_gained_[current_] = turn_gained_;
  last_turn_gains_[current_] = turn_gain_count_;
  if (num_watchers_) {
    // "This turn" abilities end with the turn.
    int w = 0;
    for (int i = 0; i < num_watchers_; ++i) {
      const Watcher& x = watchers_[i];
      if (x.until == Until::kEndOfTurn)
        --watch_count_[int(x.on)];
      else
        watchers_[w++] = x;
    }
    num_watchers_ = uint8_t(w);
  }
  // The next turn: the first extra turn waiting, else the player after the last normal turn's.
  int next;
  bool extra = false;
  uint8_t flags = 0;
  if (!(num_extra_ | this_turn_extra_)) {  // the usual case
    normal_ = current_;
    next = current_ + 1 == num_players_ ? 0 : current_ + 1;  // no division
  } else {
    if (!this_turn_extra_) normal_ = current_;
    next = normal_ + 1 == num_players_ ? 0 : normal_ + 1;
    extra = num_extra_ > 0;
  }
  if (possessed_) return_possessed_trash();
  if (extra) {
    const ExtraTurn x = extra_[0];
    for (int i = 1; i < num_extra_; ++i) extra_[i - 1] = extra_[i];
    --num_extra_;
    next = x.player;
    flags = x.flags;
    controller_ = x.controller;
  }
  const bool round_done = !extra && next == first_;
  if (after_end_reason_ == EndReason::kNone) {
    if (pile_[kProvince] == 0)
      end_reason_ = EndReason::kProvinces;
    else if (in_supply_[kColony] && pile_[kColony] == 0)
      end_reason_ = EndReason::kColonies;
    else if (empty_piles_ >= piles_to_end())
      end_reason_ = EndReason::kPiles;
    else if (overflow_ || (round_done && pl.turns >= turn_cap_))
      end_reason_ = EndReason::kCap;
    bool holders = false;
    if (after_end_kinds_ && end_reason_ != EndReason::kNone && end_reason_ != EndReason::kCap)
      for (int q = 0; q < num_players_; ++q)
        holders |= (players_[q].projects & after_end_kinds_) != 0;
    if (holders) {
      // Fleet: one more round first, from the left of the player whose turn ended the game.
      after_end_reason_ = end_reason_;
      end_reason_ = EndReason::kNone;
      after_end_left_ = num_players_;
      after_end_seat_ = current_ + 1 == num_players_ ? 0 : current_ + 1;
      // Extra turns do not come after the end: the round's turns are normal turns.
      extra = false;
      num_extra_ = 0;
      flags = 0;
    }
  }
  if (after_end_reason_ != EndReason::kNone && end_reason_ == EndReason::kNone) {
    // In the round: an extra turn earned in it comes while a player of the round is still to
    // play; otherwise the next seat with a cube plays, and after the last one the game ends.
    bool owed = false;
    for (int i = 0, s = after_end_seat_; i < after_end_left_ && !owed; ++i) {
      owed = (players_[s].projects & after_end_kinds_) != 0;
      s = s + 1 == num_players_ ? 0 : s + 1;
    }
    if (overflow_) {
      end_reason_ = EndReason::kCap;
    } else if (!owed) {
      end_reason_ = after_end_reason_;
    } else if (!extra) {
      while (!(players_[after_end_seat_].projects & after_end_kinds_)) {
        after_end_seat_ = after_end_seat_ + 1 == num_players_ ? 0 : after_end_seat_ + 1;
        --after_end_left_;
      }
      next = after_end_seat_;
      after_end_seat_ = after_end_seat_ + 1 == num_players_ ? 0 : after_end_seat_ + 1;
      --after_end_left_;
    }
  }
  if (end_reason_ != EndReason::kNone) {
    phase_ = Phase::kOver;
    return;
  }
  this_turn_extra_ = extra;
  if (flags | turn_flags_) {  // only extra turns have limits
    turn_flags_ = flags;
    possessed_ = (flags & kPossessed) != 0;
  }
  previous_ = current_;
  current_ = uint8_t(next);
  if (num_overlays_) apply_overlays();  // types that change with whose turn it is
  ++turn_;
  phase_ = Phase::kStart;
}

bool State::respond(const Choice& c) {
  if (!pending_ || !is_legal(c)) return false;
  apply_answer(c);
  return true;
}

void State::respond_trusted(const Choice& c) {
  assert(pending_ && is_legal(c));
  apply_answer(c);
}

void State::apply_answer(const Choice& c) {
  pending_ = false;
  const int p = current_;
  switch (decision_.kind) {
    case DecisionKind::kPlayAction:
      if (c.n == 0) {
        phase_ = Phase::kTreasure;
      } else {
        if (actions_ > 0)
          --actions_;
        else
          --players_[p].villagers;  // a Villager spent for the Action
        play_from_hand(p, c.cards[0]);
      }
      break;
    case DecisionKind::kPlayNight:
      if (c.n == 0)
        phase_ = Phase::kCleanup;
      else
        play_from_hand(p, c.cards[0]);
      break;
    case DecisionKind::kPlayTreasures: {
      // In games where Treasures may draw (Capitalism's Market), the phase asks again after
      // the ones chosen resolve, until the player plays none (or none is left in hand).
      if (c.option == Choice::kAllTreasures) {
        play_all_treasures(p);
        phase_ = treasures_draw_ && sp_ > 0 ? Phase::kTreasure : Phase::kBuy;
        break;
      }
      if (treasures_draw_ && c.n > 0) {
        for (int i = c.n - 1; i >= 0; --i) push(play_treasure_event, p, c.cards[i]);
        phase_ = Phase::kTreasure;
        break;
      }
      bool simple = true;
      for (int i = 0; i < c.n; ++i) simple &= !has_effect_[c.cards[i]];
      if (simple) {
        for (int i = 0; i < c.n; ++i) play_from_hand(p, c.cards[i]);
      } else {
        // Each Treasure resolves fully before the next is played: push them in reverse.
        for (int i = c.n - 1; i >= 0; --i) push(play_treasure_event, p, c.cards[i]);
      }
      phase_ = Phase::kBuy;
      break;
    }
    case DecisionKind::kBuy:
      if (c.option > 0) {  // Coffers spent first, +$1 each; they pay off Debt first
        players_[p].coffers = int16_t(players_[p].coffers - c.option);
        add_coins(c.option);
        if (players_[p].debt) pay_debt();
      }
      if (c.n == 0) {
        phase_ = Phase::kEndBuy;
      } else {
        const CardId b = c.cards[0];
        if (!in_supply_[b]) {
          buy_landscape(p, b);  // an Event or a Project
          break;
        }
        coins_ -= cost_[b];
        if (potion_cost_[b]) --potions_;
        if (debt_cost_[b]) add_debt(controller(p), debt_cost_[b]);
        --buys_;
        bought_ = true;
        buy(p, b);  // the Buy phase ends when no Buy is left (advance)
      }
      break;
    default:
      answer_.n = c.n;
      std::memcpy(answer_.cards, c.cards, c.n);
      answer_.option = c.option;
      break;
  }
  assert(is_ok());
}

void State::play_treasure_event(State& s, Event& e) {
  done(e);
  if (s.players_[e.player].hand.remove_one(e.card)) {
    s.players_[e.player].play.push(e.card);
    s.apply_play(e.player, e.card, 0, s.new_instance(e.card, kNoInstance));
  }
}

void State::play_all_treasures(int p) {
  // Plain Treasures are played in one pass; ones with effects are played afterwards, each
  // resolving before the next.
  // Counts and $ are kept in locals: stores through card-id (byte) pointers could alias members.
  CardList& hand = players_[p].hand;
  CardList& play = players_[p].play;
  CardId* h = hand.begin();
  CardId* out = play.end();
  const int n = hand.size();
  int w = 0, played = 0, coins = 0;
  assert(play.size() + n <= kZoneCap);  // every hand card may be written at out[]
  if (only_plain_treasures_) {
    // Branch-free: whether a card is a Treasure is a coin flip for the branch predictor.
    for (int i = 0; i < n; ++i) {
      const CardId c = h[i];
      const int t = plain_treasure_[c];
      out[played] = c;
      h[w] = c;  // w <= i: the cards still to read are untouched
      played += t;
      w += 1 - t;
      coins += plain_coin_[c];
    }
    hand.truncate(w);
    play.grow(played);
    if (any_minus_coin_)
      add_coins(coins);
    else
      coins_ += coins;
    if (listens_ & trigger_bit(Trigger::kPlay)) {
      // Watchers see each kind played once, with the number of copies.
      uint8_t count[kMaxKinds] = {};
      for (int i = 0; i < played; ++i) ++count[out[i]];
      for (int k = 0; k < num_kinds_; ++k)
        if (count[k]) on_played(p, CardId(k), count[k]);
    }
    return;
  }
  CardId with_effect[kZoneCap];
  int ne = 0;
  for (int i = 0; i < n; ++i) {
    const CardId c = h[i];
    if (!(types_[c] & kTreasure)) {
      h[w++] = c;
    } else if (plain_treasure_[c]) {
      out[played++] = c;
      coins += coin_[c];
    } else {
      with_effect[ne++] = c;
      h[w++] = c;
    }
  }
  hand.truncate(w);
  play.grow(played);
  add_coins(coins);
  if (listens_ & trigger_bit(Trigger::kPlay)) {
    uint8_t count[kMaxKinds] = {};
    for (int i = 0; i < played; ++i) ++count[out[i]];
    for (int k = 0; k < num_kinds_; ++k)
      if (count[k]) on_played(p, CardId(k), count[k]);
  }
  // Pushed in reverse, so the first runs first; the autoplay_last ones (Bank) go under the rest.
  for (int last = 1; last >= 0; --last)
    for (int i = ne - 1; i >= 0; --i)
      if (def_[with_effect[i]]->autoplay_last == bool(last))
        push(play_treasure_event, p, with_effect[i]);
}

void State::play_from_hand(int p, CardId c) {
  Player& pl = players_[p];
  pl.hand.remove_one(c);
  pl.play.push(c);
  apply_play(p, c, 0, new_instance(c, kNoInstance));
}

uint8_t State::new_instance(CardId c, uint8_t by) {
  if (!track_instances_ || num_instances_ >= kMaxInstances) return kNoInstance;
  const uint8_t i = num_instances_++;
  inst_card_[i] = c;
  inst_by_[i] = by;
  inst_pinned_[i] = false;
  return i;
}

void State::apply_vanilla(int p, const CardDef& d) {
  if (d.plus_cards) draw(p, d.plus_cards);
  // A card played on another player's turn (Guard Dog, Trail) draws for its player; its +Actions,
  // +Buys and +$ would be for a turn that is not theirs: they do nothing.
  if (p != current_) return;
  actions_ += d.plus_actions;
  buys_ += d.plus_buys;
  if (any_minus_coin_)
    add_coins(d.plus_coins + d.coin);
  else
    coins_ += d.plus_coins + d.coin;
  potions_ += d.potion;
}

void State::apply_play(int p, CardId c, uint8_t flags, uint8_t inst) {
  if (plain_treasure_[c] && !any_play_tokens_) {
    if (any_minus_coin_)
      add_coins(coin_[c]);
    else
      coins_ += coin_[c];
    if (listens_ & trigger_bit(Trigger::kPlay)) on_played(p, c, 1);
    return;
  }
  const CardDef& d = *def_[c];
  // "Directly after you finish playing an Action" (Coin of the Realm): an event under the play's.
  if ((listens_ & trigger_bit(Trigger::kAfterPlay)) && (types_[c] & kAction) && p == current_)
    push(after_play_event, p, c, 0, 0, flags & kLeftPlay);
  // Tokens on the card's pile come first ("when you play a card from that pile, first...").
  if (any_play_tokens_) apply_play_tokens(p, c);
  const int before = sp_;  // events kPlay watchers push ("you may first": Urchin) go first
  if (num_ways_ && (types_[c] & kAction)) {
    // The card is played either way; the player chooses its text or a Way's (way_choice).
    if (p == current_) ++actions_played_;
    if (listens_ & trigger_bit(Trigger::kPlay)) on_played(p, c, 1);
    if (play_instead_) return push_instead(p, c, flags, inst, before);
    push(way_choice, p, c, 0, 0, flags);
    stack_[sp_ - 1].inst = inst;
    if (sp_ - 1 > before) sink_top(before);
    return;
  }
  if (plain_treasure_[c]) {
    add_coins(coin_[c]);
    if (listens_ & trigger_bit(Trigger::kPlay)) on_played(p, c, 1);
    return;
  }
  // Only the current player's plays count (a Pirate played on another player's turn doesn't).
  if ((types_[c] & kAction) && p == current_) ++actions_played_;
  if (listens_ & trigger_bit(Trigger::kPlay)) {
    on_played(p, c, 1);
    if (play_instead_) return push_instead(p, c, flags, inst, before);
    if (sp_ > before) {
      // What the watchers pushed ("you may first": Urchin) resolves before the whole card, its
      // +Cards and +$ too: they come with its text, in an event under theirs.
      push(vanilla_then_text, p, c, 0, 0, flags);
      stack_[sp_ - 1].inst = inst;
      sink_top(before);
      return;
    }
  }
  if (num_overlays_ && as_[c] != kNoCard) return push_played_as(p, c, flags, inst);
  apply_vanilla(p, d);
  if (d.on_play) {
    push(d.on_play, p, c, 0, 0, flags);
    stack_[sp_ - 1].inst = inst;
  }
}

void State::after_play_event(State& s, Event& e) {
  done(e);
  s.open_window(Trigger::kAfterPlay, e.player, e.card, Zone::kPlay,
                (e.flags & kLeftPlay) ? kPlayedCopyLeft : 0);
}

void State::push_instead(int p, CardId c, uint8_t flags, uint8_t inst, int before) {
  const EffectFn fn = play_instead_;
  play_instead_ = nullptr;
  push(fn, p, c, 0, 0, flags);
  stack_[sp_ - 1].inst = inst;
  if (sp_ - 1 > before) sink_top(before);
}

void State::keep_past_cleanup(int p, CardId c) {
  if (p != current_ || players_[p].play.find(c) < 0) return;
  const uint8_t i = new_instance(c, kNoInstance);
  if (i == kNoInstance) return;
  inst_pinned_[i] = true;
  any_pinned_ = true;
}

void State::return_to_action_phase() {
  if (phase_ != Phase::kBuy && phase_ != Phase::kTreasure) return;
  phase_ = Phase::kAction;
  bought_ = false;  // Treasures may be played again in the Buy phase that follows
  // The next Buy phase is a new one: its start-of-Buy-phase triggers (Arena, ...) run again.
  start_buy_opened_ = false;
}

void State::vanilla_then_text(State& s, Event& e) {
  done(e);
  const Event x = e;
  if (s.num_overlays_ && s.as_[x.card] != kNoCard)
    return s.push_played_as(x.player, x.card, x.flags, x.inst);
  const CardDef& d = *s.def_[x.card];
  s.apply_vanilla(x.player, d);
  if (d.on_play) {
    s.push(d.on_play, x.player, x.card, 0, 0, x.flags);
    s.stack_[s.sp_ - 1].self = x.self;
    s.stack_[s.sp_ - 1].inst = x.inst;
  }
}

void State::sink_top(int at) {
  const Event top = stack_[sp_ - 1];
  for (int k = sp_ - 1; k > at; --k) stack_[k] = stack_[k - 1];
  stack_[at] = top;
}

void State::way_choice(State& s, Event& e) {
  if (e.step == 0) {
    Decision d;
    d.kind = DecisionKind::kChooseOption;
    d.reason = Reason::kWay;
    d.player = e.player;
    d.card = e.card;
    d.num_options = uint8_t(1 + s.num_ways_);
    for (int i = 0; i < s.num_ways_; ++i) d.cards[d.num_cards++] = s.ways_[i];
    e.step = 1;
    return s.ask(d);
  }
  done(e);
  const int option = s.answer_.option;
  // The card's own text, or the Way's in its place: the Way's effect runs as the Way's text
  // with the played card as "this" (Event::self).
  if (option == 0 && s.num_overlays_ && s.as_[e.card] != kNoCard)
    return s.push_played_as(e.player, e.card, e.flags, e.inst);
  const CardId text = option == 0 ? e.card : s.ways_[option - 1];
  const CardDef& d = *s.def_[text];
  s.apply_vanilla(e.player, d);
  if (d.on_play) {
    s.push(d.on_play, e.player, text, 0, 0, e.flags);
    s.stack_[s.sp_ - 1].self = e.card;
    s.stack_[s.sp_ - 1].inst = e.inst;
  }
}

void State::play_as(const Event& e, CardId as) {
  push(play_as_event, e.player, as, 0, 0, e.flags);
  stack_[sp_ - 1].self = e.self;
  stack_[sp_ - 1].inst = e.inst;
}

uint64_t State::supply_actions_to_play(int max_cost) const {
  uint64_t allow = 0;
  for (int k = 0; k < num_kinds_; ++k) {
    const CardId c = CardId(k);
    if (in_supply(c) && is(c, kAction) && !is(c, kCommand) && pile(c) > 0 && !covered(c) &&
        cost(c) <= max_cost && debt_cost(c) == 0 && !potion_cost(c))
      allow |= uint64_t(1) << k;
  }
  return allow;
}

bool State::add_turn_overlay(int p, uint64_t kinds, Types add, CardId as) {
  if (num_overlays_ >= kMaxOverlays) return false;
  overlays_[num_overlays_++] = TurnOverlay{kinds, add, uint8_t(p), as};
  // What set-up derived from the types: a Treasure with an effect, an Action in the game.
  if (add & kTreasure) {
    only_plain_treasures_ = false;
    treasures_draw_ = true;
  }
  if (add & kAction) any_action_ = true;
  if (as != kNoCard) {
    // A Duration played through `as` pins the overlaid card in play (Inheritance's FAQ).
    track_instances_ = true;
    // The plain-Treasure fast paths would skip `as` (a plain Treasure overlaid): they are off
    // for these kinds, on every turn (the slow path plays a plain Treasure the same way).
    only_plain_treasures_ = false;
    for (int k = 0; k < num_kinds_; ++k)
      if ((kinds >> k) & 1) {
        plain_treasure_[k] = false;
        plain_coin_[k] = 0;
      }
  }
  apply_overlays();
  return true;
}

void State::apply_overlays() {
  uint64_t touched = 0;
  for (int i = 0; i < num_overlays_; ++i) touched |= overlays_[i].kinds;
  for (int k = 0; k < num_kinds_; ++k)
    if ((touched >> k) & 1) {
      types_[k] = base_types_[k];
      as_[k] = kNoCard;
    }
  for (int i = 0; i < num_overlays_; ++i) {
    const TurnOverlay& o = overlays_[i];
    if (o.player != current_) continue;
    for (int k = 0; k < num_kinds_; ++k)
      if ((o.kinds >> k) & 1) {
        types_[k] |= o.add;
        if (o.as != kNoCard) as_[k] = o.as;
      }
  }
  // A cost modifier may read the types (Quarry: Actions cost less; an Estate is an Action on its
  // Inheritance owner's turns): the cached costs are not keyed on types, so recompute them.
  if (dynamic_costs_) {
    cost_inputs_.current = 0xff;  // the per-kind reductions too: they are kept between inputs
    recompute_costs();
  }
}

void State::push_played_as(int p, CardId c, uint8_t flags, uint8_t inst) {
  const CardId as = as_[c];
  // Tokens on the played card's pile apply (Inheritance's FAQ: a +1 Action token on its pile).
  if (any_play_tokens_) apply_play_tokens(p, as);
  push(play_as_event, p, as, 0, 0, flags);
  stack_[sp_ - 1].self = kNoCard;  // the card played stays where it is: moving it fails
  stack_[sp_ - 1].inst = inst;     // a Duration it plays keeps c in play
}

void State::play_as_event(State& s, Event& e) {
  done(e);
  const Event x = e;
  // It is played (Urchin: "when you play another Attack"), though not in play: kFromSupply. What
  // the watchers push resolves first, then its bonuses and text, as in apply_play().
  const int before = s.sp_;
  if (s.listens_ & trigger_bit(Trigger::kPlay)) s.on_played(x.player, x.card, 1, kFromSupply);
  if (s.play_instead_) {
    s.push_instead(x.player, x.card, x.flags, x.inst, before);
    s.stack_[before].self = x.self;
    return;
  }
  s.push(vanilla_then_text, x.player, x.card, 0, 0, x.flags);
  s.stack_[s.sp_ - 1].self = x.self;
  s.stack_[s.sp_ - 1].inst = x.inst;
  if (s.sp_ - 1 > before) s.sink_top(before);
}

bool State::play_from_trash(int p, CardId c) {
  if (face_up_in_trash(c) == 0) return false;
  ++trash_played_[c];
  any_trash_played_ = true;
  apply_play(p, c, 0, kNoInstance);  // no instance: it cannot stay in play, it is not there
  return true;
}

void State::replay_effect(State& s, Event& e) {
  done(e);
  s.apply_play(e.player, e.card, e.flags, e.inst);
}

void State::replay(const Event& e, CardId c, int times) {
  const uint8_t inst = new_instance(c, e.inst);
  // The first play goes on top; later plays carry kReplay ("this" may have left play).
  for (int i = times - 1; i >= 0; --i) {
    push(replay_effect, e.player, c, 0, 0, i > 0 ? kReplay : 0);
    stack_[sp_ - 1].inst = inst;
  }
}

void State::left_play(const Event& e) {
  // The pending plays of the same instance sit right below the running play's event, and the
  // event that played them (still running: Procession) right below those.
  // (after_play_event markers sit between them: Coin of the Realm games).
  int i = stack_index(e) - 1;
  for (; i >= 0; --i) {
    Event& x = stack_[i];
    if (x.fn == after_play_event) {
      // This play's "directly after you play it" moment: the played copy is gone (Royal
      // Carriage may not replay it, even with another copy in play).
      if (x.card == e.card && x.player == e.player) x.flags |= kLeftPlay;
      continue;
    }
    if (x.fn != replay_effect || x.card != e.card || x.player != e.player) break;
    x.flags |= kLeftPlay;
  }
  if (i >= 0) {
    Event& by = stack_[i];
    if ((by.flags & kTellsLeftPlay) && by.player == e.player && CardId(by.a) == e.self)
      by.flags |= kLeftPlay;
  }
}

bool State::play_card(int p, CardId c, Zone from) {
  if (from == Zone::kTrash) {
    Player& pl = players_[p];
    if (face_up_in_trash(c) == 0 || pl.owned_total >= kMaxOwned) return false;
    --trash_[c];
    ++pl.owned[c];
    ++pl.owned_total;
    if (possessed_ && p == current_ && possession_trashed_[c]) --possession_trashed_[c];
    pl.play.push(c);
  } else if (!move(p, c, from, Zone::kPlay)) {
    return false;
  }
  note_off_turn(p, c);
  apply_play(p, c, 0, new_instance(c, kNoInstance));
  return true;
}

uint8_t State::called_into_play(int p, CardId c) {
  note_off_turn(p, c);
  return new_instance(c, kNoInstance);
}

void State::note_off_turn(int p, CardId c) {
  if (p != current_ && num_off_turn_ < kMaxOffTurn) {
    off_turn_card_[num_off_turn_] = c;
    off_turn_player_[num_off_turn_++] = uint8_t(p);
  }
}

void State::push(EffectFn fn, int player, CardId card, int a, int b, uint8_t flags) {
  if (sp_ >= kStackCap) throw std::logic_error("event stack overflow");
  Event& e = stack_[sp_++];
  e.fn = fn;
  e.player = uint8_t(player);
  e.card = card;
  e.self = card;
  e.step = 0;
  e.flags = flags;
  e.moment = 0xFF;
  e.inst = kNoInstance;
  e.a = int16_t(a);
  e.b = int16_t(b);
  e.c = 0;
  e.d = 0;
}

}  // namespace kl
