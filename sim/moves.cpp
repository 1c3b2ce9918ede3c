// Moving cards: drawing and shuffling, gaining and buying, trashing, returning, passing, mats.
// Gains, buys and trashes go through one path each that fires their triggers (triggers.cpp).
#include <algorithm>
#include <cstring>

#include "sim/agent.h"
#include "sim/shuffle.h"
#include "sim/state.h"

namespace kl {

void State::shuffle_discard_into_deck(int p) {
  Player& pl = players_[p];
  const int n = pl.discard.size();
  if (n == 0) return;
  const int keep = pl.deck.size();
  if (keep == 0) {
    pl.deck.append(pl.discard);
    pl.discard.clear();
    shuffle_range(pl.deck.begin(), n, rng_);
    if (pl.projects & shuffle_pick_kinds_) pick_on_shuffle(p, n);
    return;
  }
  // The shuffled discard pile goes under the remaining deck (index 0 is the bottom).
  CardId tmp[kZoneCap];
  std::memcpy(tmp, pl.discard.begin(), size_t(n));
  shuffle_range(tmp, n, rng_);
  CardId rest[kZoneCap];
  std::memcpy(rest, pl.deck.begin(), size_t(keep));
  pl.deck.clear();
  for (int i = 0; i < n; ++i) pl.deck.push(tmp[i]);
  for (int i = 0; i < keep; ++i) pl.deck.push(rest[i]);
  pl.discard.clear();
  if (pl.projects & shuffle_pick_kinds_) pick_on_shuffle(p, n);
}

void State::pick_on_shuffle(int p, int n) {
  Agent* a = shuffle_pickers_[controller(p)];
  if (!a) return;
  CardId* cards = players_[p].deck.begin();  // the n shuffled cards, at the bottom of the deck
  const int i = a->pick_on_shuffle(*this, p, cards, n);
  if (i >= 0 && i < n) std::swap(cards[i], cards[n - 1]);
}

int State::draw_shuffling(int p, int n) {
  Player& pl = players_[p];
  if (pl.minus_card && n > 0) {  // the -1 Card token: this draw is one card short
    pl.minus_card = false;
    --n;
  }
  int k = 0;
  for (; k < n; ++k) {
    if (pl.deck.empty()) {
      if (pl.discard.empty()) break;
      shuffle_discard_into_deck(p);
    }
    pl.hand.push(pl.deck.pop());
  }
  return k;
}

CardId State::look_top(int p) {
  Player& pl = players_[p];
  if (pl.deck.empty()) {
    if (pl.discard.empty()) return kNoCard;
    shuffle_discard_into_deck(p);
  }
  const CardId c = pl.deck.pop();
  pl.aside.push(c);
  return c;
}

void State::reveal_all(int p, const CardList& cards) {
  const CardList copy = cards;  // a hook may change p's zones (Patron's does not)
  for (CardId c : copy) reveal(p, c);
}

bool State::gain_window(int p, CardId c, Zone to, uint8_t flags) {
  if (pile_[c] == 0 || covered(c)) return false;
  // Reactions to the gain about to happen (Trader, Possession) first; the gain itself comes at
  // the end of their window, as they left it.
  open_window(Trigger::kWouldGain, p, c, to, flags);
  return true;
}

void State::buy(int p, CardId c) {
  turn_bought_ |= uint64_t(1) << c;
  if ((listens_ & trigger_bit(Trigger::kBuy)) && window_needed(Trigger::kBuy, c))
    open_window(Trigger::kBuy, p, c, Zone::kSupply, kBought);  // gains once its triggers ran
  else
    gain(p, c, Zone::kDiscard, kBought);
}

namespace {
// Zones whose order matters: the deck (its top is its end) and the set-aside cards, a stack: an
// effect takes back the cards it set aside last, and an outer effect's cards (Golem's second
// Action under the first one's reveal) stay where they are.
bool ordered(Zone z) { return z == Zone::kDeck || z == Zone::kAside; }

// Removes one c from a zone; from an ordered zone the copy nearest its end (the deck's top), the
// others keeping their order.
bool take(CardList& z, CardId c, bool ordered) {
  if (!ordered) return z.remove_one(c);
  for (int i = z.size() - 1; i >= 0; --i)
    if (z[i] == c) {
      z.erase(i);
      return true;
    }
  return false;
}
}  // namespace

bool State::move(int p, CardId c, Zone from, Zone to) {
  if (!take(zone(p, from), c, ordered(from))) return false;
  zone(p, to).push(c);
  return true;
}

bool State::trash(int p, CardId c, Zone from) {
  if (from == Zone::kMat) return false;
  if (!take(zone(p, from), c, ordered(from))) return false;
  // A possessed player's trashed card is set aside, not in the trash for the rest of the turn
  // (nothing can gain or play it from there), and comes back at the turn's end; it still counts
  // as trashed, so the trash's triggers happen.
  if (possessed_ && p == current_)
    ++possession_trashed_[c];
  else
    ++trash_[c];
  --players_[p].owned[c];
  --players_[p].owned_total;
  if ((listens_ & trigger_bit(Trigger::kTrash)) && window_needed(Trigger::kTrash, c))
    open_window(Trigger::kTrash, p, c, Zone::kTrash, 0);
  return true;
}

bool State::gain_from_trash(int p, CardId c, Zone to) {
  if (trash_[c] == 0) return false;
  if (listens_ & trigger_bit(Trigger::kWouldGain)) {
    open_window(Trigger::kWouldGain, p, c, to, kFromTrash);
    return true;
  }
  return complete_gain_from_trash(p, c, to);
}

bool State::complete_gain_from_trash(int p, CardId c, Zone to) {
  if (trash_[c] == 0) return false;
  if (possessed_ && p == current_) {  // the controller gains it, to their discard pile
    p = controller_;
    to = Zone::kDiscard;
  }
  Player& pl = players_[p];
  if (pl.owned_total >= kMaxOwned) {
    overflow_ = true;
    return false;
  }
  --trash_[c];
  receive_gain(p, c, to, kFromTrash);
  return true;
}

bool State::take_from_trash(int p, CardId c, Zone to) {
  Player& pl = players_[p];
  if (pl.owned_total >= kMaxOwned) return false;
  if (possessed_ && p == current_ && possession_trashed_[c] > 0)
    --possession_trashed_[c];  // the possessed player's card, set aside instead of trashed
  else if (face_up_in_trash(c) > 0)
    --trash_[c];
  else
    return false;
  ++pl.owned[c];
  ++pl.owned_total;
  zone(p, to).push(c);
  return true;
}

bool State::trash_from_supply(int p, CardId c) {
  if (!in_supply_[c] || pile_[c] == 0 || covered(c)) return false;
  take_from_pile(c);
  ++trash_[c];
  if (listens_ & trigger_bit(Trigger::kTrash))
    open_window(Trigger::kTrash, p, c, Zone::kTrash, kFromSupply);
  return true;
}

bool State::return_to_pile(int p, CardId c, Zone from) {
  if (!take(zone(p, from), c, ordered(from))) return false;
  add_to_pile(c);
  --players_[p].owned[c];
  --players_[p].owned_total;
  return true;
}

bool State::exchange(int p, CardId back, Zone from, CardId take) {
  if (pile_[take] == 0 || covered(take)) return false;
  if (!return_to_pile(p, back, from)) return false;
  take_from_pile(take);
  players_[p].discard.push(take);
  ++players_[p].owned[take];
  ++players_[p].owned_total;
  return true;
}

bool State::pass_card(int from, int to, CardId c) {
  if (players_[to].owned_total >= kMaxOwned) {
    overflow_ = true;
    return false;
  }
  if (!players_[from].hand.remove_one(c)) return false;
  --players_[from].owned[c];
  --players_[from].owned_total;
  players_[to].hand.push(c);
  ++players_[to].owned[c];
  ++players_[to].owned_total;
  return true;
}

void State::discard_hand(int p) {
  Player& pl = players_[p];
  if (!(listens_ & trigger_bit(Trigger::kDiscard))) {
    pl.discard.append(pl.hand);
    pl.hand.clear();
    return;
  }
  while (!pl.hand.empty()) discard(p, pl.hand.back(), Zone::kHand);
}

void State::deck_to_discard(int p) {
  Player& pl = players_[p];
  for (CardId c : pl.deck) pl.discard.push(c);
  pl.deck.clear();
}

bool State::to_mat(int p, int mat, CardId c, Zone from) {
  if (!take(zone(p, from), c, ordered(from))) return false;
  ++players_[p].mat[mat][c];
  ++players_[p].mat_size[mat];
  return true;
}

bool State::set_aside_from_supply(int p, CardId c, int mat) {
  if (c >= num_kinds_ || !in_supply_[c] || pile_[c] == 0 || covered(c)) return false;
  Player& pl = players_[p];
  if (pl.owned_total >= kMaxOwned) {
    overflow_ = true;
    return false;
  }
  take_from_pile(c);
  ++pl.owned[c];
  ++pl.owned_total;
  ++pl.mat[mat][c];
  ++pl.mat_size[mat];
  return true;
}

bool State::from_mat(int p, int mat, CardId c, Zone to) {
  Player& pl = players_[p];
  if (pl.mat[mat][c] == 0) return false;
  --pl.mat[mat][c];
  --pl.mat_size[mat];
  zone(p, to).push(c);
  return true;
}

}  // namespace kl

namespace kl {

void State::overpay_on_buy(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    if (s.coins_ > 0) {  // with nothing to overpay with, the answer is $0 without asking
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kOverpay);
      d.card = e.card;
      d.num_options = uint8_t(std::min(255, s.coins_ + 1));
      return s.ask(d);
    }
    s.answer_.clear();
  }
  State::done(e);
  const int n = std::clamp(int(s.answer_.option), 0, int(s.coins_));
  s.coins_ = int16_t(s.coins_ - n);
  s.overpay_card_ = e.card;
  s.overpaid_ = int16_t(n);
}

int State::take_overpay(const Event& e) {
  const Moment& m = moments_[e.a];
  if (!(m.flags & kBought) || m.card != overpay_card_) return 0;
  const int n = overpaid_;
  overpay_card_ = kNoCard;
  overpaid_ = 0;
  return n;
}

}  // namespace kl
