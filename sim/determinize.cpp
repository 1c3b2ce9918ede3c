// Copies for lookahead that cannot peek: hidden information dealt again at random.
#include "sim/shuffle.h"
#include "sim/state.h"

namespace kl {

void State::determinize(int observer, uint64_t seed) {
  // A stream of its own: the copy's future shuffles must not repeat the original's either.
  rng_.seed(seed, 0x6465746572ull);
  Player& me = players_[observer];
  shuffle_range(me.deck.begin(), me.deck.size(), rng_);
  // Shuffled piles (Knights, Ruins): only their top card is known.
  for (int m = 0; m < num_mixed_; ++m)
    if (mixed_[m].hidden && mixed_[m].size > 2)
      shuffle_range(mixed_cards_ + mixed_[m].start, mixed_[m].size - 1, rng_);
  for (int p = 0; p < num_players_; ++p) {
    if (p == observer) continue;
    Player& pl = players_[p];
    // What the observer knows of p: how many cards are in p's hand, deck and face-down mats,
    // and which cards p holds across those zones together (everything else p owns is public).
    CardId pool[4 * kZoneCap];
    int n = 0;
    for (CardId c : pl.hand) pool[n++] = c;
    for (CardId c : pl.deck) pool[n++] = c;
    for (int m = 0; m < kMaxMats; ++m) {
      if (!(private_mats_ & (1 << m))) continue;
      for (int k = 0; k < num_kinds_; ++k)
        for (int i = 0; i < pl.mat[m][k]; ++i) pool[n++] = CardId(k);
    }
    shuffle_range(pool, n, rng_);
    int at = 0;
    const int hand = pl.hand.size(), deck = pl.deck.size();
    pl.hand.clear();
    pl.deck.clear();
    for (int i = 0; i < hand; ++i) pl.hand.push(pool[at++]);
    for (int i = 0; i < deck; ++i) pl.deck.push(pool[at++]);
    for (int m = 0; m < kMaxMats; ++m) {
      if (!(private_mats_ & (1 << m))) continue;
      for (int k = 0; k < num_kinds_; ++k) pl.mat[m][k] = 0;
      for (int i = 0; i < pl.mat_size[m]; ++i) ++pl.mat[m][pool[at++]];
    }
  }
}

}  // namespace kl
