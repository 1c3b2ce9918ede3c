// Decisions: asking, answering the forced ones, what is eligible and what is legal.
#include <cstring>

#include "sim/state.h"

namespace kl {

void State::ask(const Decision& d) {
  decision_ = d;
  decision_.decider = uint8_t(controller(d.player));
  if (auto_answer(decision_)) return;
  pending_ = true;
}

bool State::auto_answer(Decision& d) {
  answer_.n = 0;
  answer_.option = 0;
  switch (d.kind) {
    case DecisionKind::kChooseCards: {
      CardList el;
      eligible(d, el);
      if (d.max > el.size()) d.max = uint8_t(el.size());
      if (d.min > d.max) d.min = d.max;
      if (d.max == 0) return true;
      if (d.min != d.max) return false;
      bool same = true;
      for (CardId c : el) same &= c == el[0];
      // Choosing them all still leaves their order to choose (kOrder), unless they are alike.
      if ((d.max != el.size() || d.reason == Reason::kOrder) && !same) return false;
      for (int i = 0; i < d.max; ++i) answer_.add(el[i]);
      return true;
    }
    case DecisionKind::kGain: {
      CardList el;
      eligible(d, el);
      if (el.empty()) return true;
      if (el.size() == 1 && d.min >= 1) {
        answer_.add(el[0]);
        return true;
      }
      return false;
    }
    case DecisionKind::kNameCard: {
      CardList el;
      eligible(d, el);
      if (el.empty()) return true;
      if (el.size() == 1 && d.min >= 1) {
        answer_.add(el[0]);
        return true;
      }
      return false;
    }
    case DecisionKind::kChooseOption:
      return d.num_options <= 1;
    default:
      return false;
  }
}

bool State::can_gain(const Decision& d, CardId c) const {
  return c < num_kinds_ && in_supply_[c] && pile_[c] > 0 && !covered(c) && cost_[c] <= d.cost_max &&
         cost_[c] >= d.cost_min && (!potion_cost_[c] || d.potion_ok) &&
         debt_cost_[c] >= d.debt_min && debt_cost_[c] <= d.debt_max &&
         (!d.type_mask || (types_[c] & d.type_mask)) && (!d.allow || ((d.allow >> c) & 1));
}

bool State::can_name(const Decision& d, CardId c) const {
  return c < num_kinds_ && (!d.allow || ((d.allow >> c) & 1)) &&
         (!d.type_mask || (types_[c] & d.type_mask));
}

void State::eligible(const Decision& d, CardList& out) const {
  out.clear();
  const Player& pl = players_[d.player];
  auto matches = [&](CardId c) {
    return (!d.type_mask || (types_[c] & d.type_mask)) && (!d.allow || ((d.allow >> c) & 1));
  };
  switch (d.kind) {
    case DecisionKind::kPlayAction:
      for (CardId c : pl.hand)
        if (types_[c] & kAction) out.push(c);
      break;
    case DecisionKind::kPlayTreasures:
      for (CardId c : pl.hand)
        if (types_[c] & kTreasure) out.push(c);
      break;
    case DecisionKind::kPlayNight:
      for (CardId c : pl.hand)
        if (types_[c] & kNight) out.push(c);
      break;
    case DecisionKind::kBuy:
      for (int c = 0; c < num_kinds_; ++c)
        if (can_buy(CardId(c))) out.push(CardId(c));
      break;
    case DecisionKind::kGain:
      for (int c = 0; c < num_kinds_; ++c)
        if (can_gain(d, CardId(c))) out.push(CardId(c));
      break;
    case DecisionKind::kNameCard:
      for (int c = 0; c < num_kinds_; ++c)
        if (can_name(d, CardId(c))) out.push(CardId(c));
      break;
    case DecisionKind::kChooseCards:
      if (d.from == Zone::kAside) {
        for (int i = 0; i < d.num_cards; ++i)
          if (matches(d.cards[i])) out.push(d.cards[i]);
      } else {
        for (CardId c : zone(d.player, d.from))
          if (matches(c)) out.push(c);
      }
      break;
    default:
      break;
  }
}

bool State::is_legal(const Choice& c) const {
  const Decision& d = decision_;
  switch (d.kind) {
    case DecisionKind::kBuy:
      if (c.option < 0 || c.option > players_[d.player].coffers) return false;
      if (c.n == 0) return true;
      if (c.n != 1 || c.cards[0] >= num_kinds_) return false;
      return c.option == 0 ? can_buy(c.cards[0]) : can_buy_spending(c.cards[0], c.option);
    case DecisionKind::kGain:
      if (c.n == 0) {
        if (d.min == 0) return true;
        CardList el;
        eligible(d, el);
        return el.empty();
      }
      return c.n == 1 && can_gain(d, c.cards[0]);
    case DecisionKind::kNameCard:
      if (c.n == 0) {
        if (d.min == 0) return true;
        CardList el;
        eligible(d, el);
        return el.empty();
      }
      return c.n == 1 && can_name(d, c.cards[0]);
    case DecisionKind::kChooseOption:
      return c.option >= 0 && c.option < d.num_options;
    case DecisionKind::kYesNo:
      return c.option == 0 || c.option == 1;
    case DecisionKind::kPlayAction:
      if (c.n == 0) return true;
      return c.n == 1 && c.cards[0] < num_kinds_ && (types_[c.cards[0]] & kAction) &&
             players_[d.player].hand.find(c.cards[0]) >= 0;
    case DecisionKind::kPlayNight:
      if (c.n == 0) return true;
      return c.n == 1 && c.cards[0] < num_kinds_ && (types_[c.cards[0]] & kNight) &&
             players_[d.player].hand.find(c.cards[0]) >= 0;
    case DecisionKind::kPlayTreasures: {
      if (c.option == Choice::kAllTreasures) return c.n == 0;
      // The choice must be a sub-multiset of the Treasures in hand.
      const CardList& hand = players_[d.player].hand;
      if (c.n > hand.size()) return false;
      uint8_t left[kMaxKinds];
      std::memset(left, 0, sizeof left);
      for (CardId x : hand) ++left[x];
      for (int i = 0; i < c.n; ++i) {
        const CardId x = c.cards[i];
        if (x >= num_kinds_ || !(types_[x] & kTreasure) || left[x] == 0) return false;
        --left[x];
      }
      return true;
    }
    case DecisionKind::kChooseCards: {
      if (c.n < d.min || c.n > d.max) return false;
      CardList el;
      eligible(d, el);
      uint8_t left[kMaxKinds] = {};
      for (CardId e : el) ++left[e];
      for (int i = 0; i < c.n; ++i) {
        if (c.cards[i] >= num_kinds_ || left[c.cards[i]] == 0) return false;
        --left[c.cards[i]];
      }
      return true;
    }
  }
  return false;
}

}  // namespace kl
