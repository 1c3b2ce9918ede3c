// A fixed-capacity pile of card ids. The deck's top is the back; other zones are unordered.
#pragma once

#include <cassert>
#include <cstdint>
#include <cstring>

#include "sim/types.h"

namespace kl {

class CardList {
 public:
  int size() const { return n_; }
  bool empty() const { return n_ == 0; }
  CardId operator[](int i) const { return c_[i]; }
  CardId& operator[](int i) { return c_[i]; }
  const CardId* begin() const { return c_; }
  const CardId* end() const { return c_ + n_; }
  CardId* begin() { return c_; }
  CardId* end() { return c_ + n_; }
  CardId back() const { return c_[n_ - 1]; }

  void clear() { n_ = 0; }
  void push(CardId c) {
    assert(n_ < kZoneCap);
    c_[n_++] = c;
  }
  CardId pop() { return c_[--n_]; }
  // Keeps the first n cards.
  void truncate(int n) { n_ = uint8_t(n); }
  // Grows by k cards that the caller has already written at end().
  void grow(int k) {
    assert(n_ + k <= kZoneCap);
    n_ = uint8_t(n_ + k);
  }
  // Adds all of `o` on top.
  void append(const CardList& o) {
    assert(&o != this && n_ + o.n_ <= kZoneCap);
    if (o.n_ <= kSmall && n_ + kSmall <= kZoneCap)
      std::memcpy(c_ + n_, o.c_, kSmall);  // a fixed-size copy: no call (the extra bytes are
                                           // beyond the new size, inside both arrays)
    else
      std::memcpy(c_ + n_, o.c_, o.n_);
    n_ = uint8_t(n_ + o.n_);
  }
  // Moves the top n cards (n <= size()) onto `to` in the order pop() would give them.
  void move_top(CardList& to, int n) {
    assert(n <= n_ && to.n_ + n <= kZoneCap);
    const CardId* from = c_ + n_;
    CardId* dst = to.c_ + to.n_;
    for (int k = 0; k < n; ++k) dst[k] = from[-1 - k];
    n_ = uint8_t(n_ - n);
    to.n_ = uint8_t(to.n_ + n);
  }
  // Removes the card at i, order of the rest not kept (hand, play, discard).
  void swap_remove(int i) { c_[i] = c_[--n_]; }
  // Removes the card at i keeping order (deck).
  void erase(int i) {
    for (int k = i; k + 1 < n_; ++k) c_[k] = c_[k + 1];
    --n_;
  }
  // Inserts c at position 0 (the deck's bottom).
  void push_bottom(CardId c) {
    assert(n_ < kZoneCap);
    for (int k = n_; k > 0; --k) c_[k] = c_[k - 1];
    c_[0] = c;
    ++n_;
  }
  int find(CardId c) const {
    for (int i = 0; i < n_; ++i)
      if (c_[i] == c) return i;
    return -1;
  }
  int count(CardId c) const {
    int k = 0;
    for (int i = 0; i < n_; ++i) k += c_[i] == c;
    return k;
  }
  // Removes one copy of c; false if absent.
  bool remove_one(CardId c) {
    int i = find(c);
    if (i < 0) return false;
    swap_remove(i);
    return true;
  }

 private:
  static constexpr int kSmall = 16;
  uint8_t n_ = 0;
  CardId c_[kZoneCap];
};

}  // namespace kl
