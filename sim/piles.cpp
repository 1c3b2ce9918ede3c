// Piles: one-card piles are counts per kind; split, mixed and shuffled piles (Encampment over
// Plunder, Knights, Castles, Ruins) keep their cards in order in one shared pool, and only the top
// card of such a pile can be bought or gained. Empty Supply piles are counted per pile.
#include <algorithm>
#include <stdexcept>

#include "sim/shuffle.h"
#include "sim/state.h"

namespace kl {

namespace {
uint64_t bit64(CardId c) { return uint64_t(1) << c; }
}  // namespace

CardId State::pile_top(CardId c) const {
  const uint8_t m = mixed_of_[c];
  if (m == kNoPile) return pile_[c] > 0 ? c : kNoCard;
  const Mixed& x = mixed_[m];
  return x.size ? mixed_cards_[x.start + x.size - 1] : kNoCard;
}

int State::pile_out_gains() const {
  if (pile_out_cache_ < 0) pile_out_cache_ = count_pile_out_gains();
  return pile_out_cache_;
}

int State::count_pile_out_gains() const {
  const int need = piles_to_end() - empty_piles_;
  if (need <= 0) return 0;
  int smallest[4] = {};  // the `need` (at most 4) smallest pile sizes so far, ascending
  int n = 0;
  for (int k = 0; k < num_kinds_; ++k) {
    if (!in_supply_[k] || pile_rep_[k] != k) continue;
    const int size = pile_size(CardId(k));
    if (size == 0) continue;
    if (n < need) {
      smallest[n++] = size;
    } else if (size < smallest[n - 1]) {
      smallest[n - 1] = size;
    } else {
      continue;
    }
    for (int i = n - 1; i > 0 && smallest[i] < smallest[i - 1]; --i)
      std::swap(smallest[i], smallest[i - 1]);
  }
  int gains = 0;
  for (int i = 0; i < n; ++i) gains += smallest[i];
  return n < need ? 1 << 20 : gains;  // (fewer piles than that: never on piles)
}

CardId State::find_pile(const CardDef* d) const {
  const CardId k = find(d);
  if (k != kNoCard) return pile_rep_[k];
  for (int m = 0; m < num_mixed_; ++m)
    if (mixed_[m].name == d) return mixed_[m].rep;
  return kNoCard;
}

void State::update_covered(uint8_t m) {
  // The kinds with copies in the pile, but not on top.
  const Mixed& x = mixed_[m];
  uint64_t kinds = 0, here = 0;
  for (int k = 0; k < num_kinds_; ++k)
    if (mixed_of_[k] == m) kinds |= bit64(CardId(k));
  for (int i = 0; i + 1 < x.size; ++i) here |= bit64(mixed_cards_[x.start + i]);
  if (x.size) here &= ~bit64(mixed_cards_[x.start + x.size - 1]);
  covered_ = (covered_ & ~kinds) | here;
}

void State::take_from_mixed(CardId c) {
  pile_out_cache_ = -1;
  --pile_[c];
  const uint8_t m = mixed_of_[c];
  Mixed& x = mixed_[m];
  // The copy nearest the top (the top card itself when the pile is bought or gained from).
  CardId* cards = mixed_cards_ + x.start;
  int i = x.size - 1;
  while (i > 0 && cards[i] != c) --i;
  for (; i + 1 < x.size; ++i) cards[i] = cards[i + 1];
  --x.size;
  if (x.size == 0 && in_supply_[c]) ++empty_piles_;
  update_covered(m);
}

void State::add_to_pile(CardId c) {
  pile_out_cache_ = -1;
  const uint8_t m = mixed_of_[c];
  if (m == kNoPile) {
    if (pile_[c] == 0 && in_supply_[c]) --empty_piles_;
    ++pile_[c];
    return;
  }
  Mixed& x = mixed_[m];
  if (x.size >= x.cap) throw std::logic_error("a card returned to a full mixed pile");
  if (x.size == 0 && in_supply_[c]) --empty_piles_;
  mixed_cards_[x.start + x.size++] = c;
  ++pile_[c];
  update_covered(m);
}

void State::rotate_pile(CardId c) {
  const uint8_t m = mixed_of_[c];
  if (m == kNoPile) return;
  Mixed& x = mixed_[m];
  if (x.size < 2) return;
  CardId* cards = mixed_cards_ + x.start;
  const CardId top = cards[x.size - 1];
  // The top kind's copies move to the bottom; the others keep their order above them.
  CardId out[kMixedCap];
  int n = 0;
  for (int i = 0; i < x.size; ++i)
    if (cards[i] == top) out[n++] = top;
  for (int i = 0; i < x.size; ++i)
    if (cards[i] != top) out[n++] = cards[i];
  std::copy(out, out + n, cards);
  update_covered(m);
}

void State::set_mixed_pile(CardId c, const std::vector<CardId>& top_first) {
  const uint8_t m = mixed_of_[c];
  if (m == kNoPile) throw std::logic_error("set_mixed_pile: not a mixed pile");
  Mixed& x = mixed_[m];
  if (top_first.size() > x.cap) throw std::logic_error("set_mixed_pile: more cards than it holds");
  for (CardId k : top_first)
    if (k >= num_kinds_ || mixed_of_[k] != m)
      throw std::logic_error("set_mixed_pile: a card of another pile");
  const bool was_empty = x.size == 0;
  pile_out_cache_ = -1;
  for (int i = 0; i < x.size; ++i) {
    const CardId k = mixed_cards_[x.start + i];
    --pile_[k];
    --total_[k];
  }
  x.size = uint8_t(top_first.size());
  for (int i = 0; i < x.size; ++i) {
    const CardId k = top_first[size_t(x.size - 1 - i)];
    mixed_cards_[x.start + i] = k;
    ++pile_[k];
    ++total_[k];
  }
  if (in_supply_[x.rep]) {
    if (was_empty && x.size) --empty_piles_;
    if (!was_empty && !x.size) ++empty_piles_;
  }
  update_covered(m);
}

}  // namespace kl
