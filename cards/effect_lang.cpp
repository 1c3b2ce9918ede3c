#include "cards/effect_lang.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "cards/registry.h"
#include "cards/tokens.h"
#include "sim/attack.h"
#include "sim/state.h"

namespace kl {

namespace {

// ------------------------------------------------------------------ the compiler

constexpr int kMaxAmount = 99;
constexpr size_t kMaxOps = 250;

std::string join_words(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

std::string nearest(std::string_view word, const std::vector<std::string>& known,
                    const char* kind) {
  std::string best;
  size_t best_d = ~size_t(0);
  for (const std::string& k : known)
    if (const size_t d = edit_distance(word, k, 3); d < best_d) best_d = d, best = k;
  if (best_d <= 3) return fmt::format(" (did you mean \"{}\"?)", best);
  return fmt::format(" ({}: {})", kind, join_words(known));
}

// A "types" value: a type name ("Treasure") or an array of them, as a mask. Throws LangError.
Types parse_types(const toml::node& n) {
  std::vector<std::string> names;
  for (const TypeName& t : kTypeNames) names.emplace_back(t.name);
  auto one = [&](const toml::node& e) -> Types {
    if (!e.is_string())
      throw LangError{e.source(), "a type name must be a string like \"Treasure\""};
    const std::string& s = e.as_string()->get();
    const Types bit = type_bit(s);
    if (!bit)
      throw LangError{e.source(),
                      fmt::format("unknown type \"{}\"{}", excerpt(s), nearest(s, names, "types"))};
    return bit;
  };
  if (n.is_string()) return one(n);
  const toml::array* a = n.as_array();
  if (!a) throw LangError{n.source(), "\"types\" must be a type name or an array of them"};
  Types t = 0;
  for (const toml::node& e : *a) t |= one(e);
  return t;
}

// The mats a card's text may put cards on (the card key `mat`), by the official card whose mat
// it is: the engine's slot and whether it is face down.
struct MatWord {
  const char* word;
  int slot;
  bool face_down;
};
constexpr MatWord kMatWords[] = {{"native_village", kNativeVillageMat, true},
                                 {"island", kIslandMat, false}};

// The primitives a step may be, with what each takes (for messages and suggestions).
const std::vector<std::string>& step_words() {
  static const std::vector<std::string> w = {"draw",          "actions",       "buys",
                                             "coins",         "coffers",       "villagers",
                                             "vp_tokens",     "draw_per",      "actions_per",
                                             "buys_per",      "coins_per",     "coffers_per",
                                             "villagers_per", "vp_tokens_per", "gain",
                                             "trash",         "discard",       "discard_down_to",
                                             "topdeck",       "draw_until",    "discard_top",
                                             "reduce_costs",  "choose",        "if",
                                             "others",        "each_other",    "next_turn",
                                             "look",          "to_hand",       "rest",
                                             "reveal_until",  "play",          "set_aside",
                                             "to_mat",        "from_mat"};
  return w;
}

class Compiler {
 public:
  Compiler(CardProgram& p, const CardDef& d, const Registry& reg, std::string_view what)
      : p_(p), d_(d), reg_(reg), what_(what) {}

  // The card's `mat` key (read before its parts): the slot its to_mat/from_mat steps use.
  void mat(const toml::node& n) {
    std::vector<std::string> words;
    for (const MatWord& m : kMatWords) words.emplace_back(m.word);
    if (!n.is_string())
      fail(n, fmt::format("\"mat\" names the mat the card's to_mat and from_mat steps use ({})",
                          join_words(words)));
    const std::string& w = n.as_string()->get();
    for (const MatWord& m : kMatWords)
      if (w == m.word) {
        p_.mat = int8_t(m.slot);
        mat_node_ = &n;
        return;
      }
    fail(n, fmt::format("unknown mat \"{}\"{}", excerpt(w), nearest(w, words, "mats")));
  }
  // After every part: a `mat` no step uses is an error (the designer meant something).
  void check_mat_used() const {
    if (mat_node_ && !mat_used_)
      fail(*mat_node_,
           "\"mat\" is for the card's {to_mat = ...} and {from_mat = ...} steps: no step uses it");
  }

  [[noreturn]] void fail(const toml::node& at, const std::string& msg) const {
    throw LangError{at.source(), msg};
  }

  // Compiles one part (a top-level array of steps) followed by kReturn; returns its first op.
  int16_t part(const toml::node& n, std::string_view key, bool in_attack = false) {
    const int16_t begin = int16_t(p_.ops.size());
    part_ = key;
    steps(n, key, in_attack);
    emit(LangInstr{});  // kReturn
    return begin;
  }

 private:
  CardProgram& p_;
  const CardDef& d_;
  const Registry& reg_;
  std::string_view what_;
  const toml::node* looking_ = nullptr;   // the open "look" step (its cards are aside)
  std::string_view part_;                 // the part being compiled ("effect", "on_gain"...)
  const toml::node* mat_node_ = nullptr;  // the card's `mat` key
  bool mat_used_ = false;

  size_t emit(const LangInstr& i) {
    p_.ops.push_back(i);
    if (p_.ops.size() > kMaxOps)
      throw LangError{{}, fmt::format("{}: a card's text has at most {} steps", what_, kMaxOps)};
    return p_.ops.size() - 1;
  }

  const toml::array& array_of(const toml::node& n, std::string_view key) const {
    const toml::array* a = n.as_array();
    if (!a)
      fail(n, fmt::format("\"{}\" must be an array of steps like [ {{draw = 2}}, {{buys = 1}} ], "
                          "not {}",
                          key, toml_kind(n)));
    return *a;
  }

  static const char* toml_kind(const toml::node& n) {
    switch (n.type()) {
      case toml::node_type::table:
        return "a table";
      case toml::node_type::array:
        return "an array";
      case toml::node_type::string:
        return "a string";
      case toml::node_type::integer:
        return "an integer";
      case toml::node_type::boolean:
        return "a boolean";
      default:
        return "another kind of value";
    }
  }

  void steps(const toml::node& n, std::string_view key, bool in_attack) {
    const toml::node* open = looking_;
    for (const toml::node& s : array_of(n, key)) step(s, in_attack);
    // A look's cards are held aside: the list that looks must say where the rest go, and a
    // list run inside a look (an "if") may not close it.
    if (looking_ != open) {
      if (looking_)
        fail(*looking_,
             "\"look\" needs a {rest = ...} step after it in the same list (where the looked "
             "cards left go: \"back\", \"discard\", \"hand\" or \"trash\")");
      fail(n, fmt::format("\"rest\" inside \"{}\" closes a look made outside it: put it "
                          "in the list of the \"look\"",
                          key));
    }
  }

  int amount(const toml::node& n, std::string_view key, int lo = 0, int hi = kMaxAmount) const {
    if (!n.is_integer())
      fail(n, fmt::format("\"{}\" takes a whole number, not {}", key, toml_kind(n)));
    const int64_t v = n.as_integer()->get();
    if (v < lo || v > hi) fail(n, fmt::format("\"{}\" must be {} to {} (got {})", key, lo, hi, v));
    return int(v);
  }

  // A named card: a basic card by its role, else its name kept for a lookup in each game.
  void card_of(const toml::node& n, LangInstr& i) const {
    if (!n.is_string()) fail(n, fmt::format("a card name must be a string, not {}", toml_kind(n)));
    const std::string& name = n.as_string()->get();
    const CardDef* c = reg_.find(name);
    if (!c) fail(n, fmt::format("unknown card \"{}\"{}", excerpt(name), reg_.unknown_hint(name)));
    if (c->landscape()) fail(n, fmt::format("{} is not a card that can be gained", c->name));
    for (int r = 0; r < kFirstKingdom; ++r)
      if (reg_.basic(Basic(r)) && reg_.basic(Basic(r))->name == c->name) {
        i.basic = CardId(r);
        return;
      }
    auto& names = p_.names;
    auto it = std::find(names.begin(), names.end(), c->name);
    i.name = int16_t(it - names.begin());
    if (it == names.end()) names.push_back(c->name);
  }

  Zone zone_of(const toml::node& n, std::initializer_list<std::pair<const char*, Zone>> ok,
               std::string_view kind = "zone") const {
    std::vector<std::string> words;
    for (auto& [w, z] : ok) words.emplace_back(w);
    if (!n.is_string()) fail(n, fmt::format("a {} must be a string ({})", kind, join_words(words)));
    const std::string& s = n.as_string()->get();
    for (auto& [w, z] : ok)
      if (s == w) return z;
    fail(n, fmt::format("unknown {} \"{}\"{}", kind, excerpt(s),
                        nearest(s, words, kind == "zone" ? "zones" : "words")));
  }

  // Checks a table step's fields against `known`, in file order.
  void fields(const toml::table& t, std::string_view prim,
              const std::vector<std::string>& known) const {
    for (auto&& [k, v] : t)
      if (std::find(known.begin(), known.end(), k.str()) == known.end())
        fail(v, fmt::format("unknown field \"{}\" of \"{}\"{}", excerpt(k.str()), prim,
                            nearest(k.str(), known, "fields")));
  }

  // The count fields of a choose-cards step: exactly N, up_to N, or any = true.
  void counts(const toml::table& t, const toml::node& at, std::string_view prim, LangInstr& i,
              bool default_one) const {
    const toml::node* ex = t.get("exactly");
    const toml::node* up = t.get("up_to");
    const toml::node* any = t.get("any");
    const toml::node* all = t.get("all");
    if (int(ex != nullptr) + int(up != nullptr) + int(any != nullptr) + int(all != nullptr) > 1)
      fail(at,
           fmt::format("\"{}\" takes one of \"exactly\", \"up_to\", \"any\" and \"all\"", prim));
    if (all) {
      if (!all->is_boolean() || !all->as_boolean()->get())
        fail(*all, "\"all\" must be true (every card that qualifies, no choice)");
      i.min = 0;
      i.max = 255;
      i.flags |= kLangAll;
      return;
    }
    if (ex) {
      i.min = i.max = uint8_t(amount(*ex, "exactly", 1));
    } else if (up) {
      i.min = 0;
      i.max = uint8_t(amount(*up, "up_to", 1));
    } else if (any) {
      if (!any->is_boolean() || !any->as_boolean()->get())
        fail(*any, "\"any\" must be true (any number of cards)");
      i.min = 0;
      i.max = 255;
      i.flags |= kLangAny;
    } else if (default_one) {
      i.min = i.max = 1;
    } else {
      fail(at, fmt::format("\"{}\" needs \"exactly\", \"up_to\", \"any\" or \"all\" (how many "
                           "cards)",
                           prim));
    }
  }

  void block(LangOp op, const toml::node& body, std::string_view key, bool in_attack,
             bool with_return) {
    LangInstr i;
    i.op = op;
    const size_t at = emit(i);
    steps(body, key, in_attack);
    if (with_return) emit(LangInstr{});
    p_.ops[at].end = uint16_t(p_.ops.size());
  }

  void step(const toml::node& s, bool in_attack) {
    const toml::table* t = s.as_table();
    if (!t || t->size() != 1)
      fail(s, fmt::format("a step is a table with one primitive, like {{draw = 2}} or {{gain = "
                          "\"Silver\"}}, not {}",
                          t ? "a table of " + std::to_string(t->size()) + " keys" : toml_kind(s)));
    const auto first = t->begin();
    const std::string k(first->first.str());
    const toml::node& v = first->second;
    static const std::map<std::string, LangOp> kPlain = {
        {"draw", LangOp::kDraw},
        {"actions", LangOp::kActions},
        {"buys", LangOp::kBuys},
        {"coins", LangOp::kCoins},
        {"coffers", LangOp::kCoffers},
        {"villagers", LangOp::kVillagers},
        {"vp_tokens", LangOp::kVpTokens},
        {"draw_until", LangOp::kDrawUntil},
        {"discard_top", LangOp::kDiscardTop},
        {"reduce_costs", LangOp::kReduceCosts},
        {"discard_down_to", LangOp::kDiscardDownTo}};
    LangInstr i;
    if (auto it = kPlain.find(k); it != kPlain.end()) {
      i.op = it->second;
      i.n = int8_t(amount(v, k, it->second == LangOp::kVpTokens ? -kMaxAmount : 0));
      emit(i);
      return;
    }
    if (k.size() > 4 && k.ends_with("_per")) {
      auto it = kPlain.find(k.substr(0, k.size() - 4));
      if (it != kPlain.end() && it->second <= LangOp::kVpTokens) {
        i.op = it->second;
        i.flags = kLangPer;
        i.n = int8_t(amount(v, k, -kMaxAmount));
        emit(i);
        return;
      }
    }
    if (looking_ && (k == "choose" || k == "others" || k == "each_other" || k == "next_turn" ||
                     k == "play" || k == "set_aside" || k == "look" || k == "reveal_until" ||
                     k == "to_mat" || k == "from_mat"))
      fail(v, fmt::format("\"{}\" between \"look\" and its \"rest\": the looked cards are "
                          "aside; end the look with {{rest = ...}} first",
                          k));
    if (k == "look") return look(v);
    if (k == "rest") return rest(v);
    if (k == "to_hand") return cards_step(LangOp::kToHand, v, k);
    if (k == "reveal_until") return reveal_until(v);
    if (k == "play") return play(v, in_attack);
    if (k == "set_aside") return set_aside(v, in_attack);
    if (k == "to_mat") return to_mat(v, in_attack);
    if (k == "from_mat") return from_mat(v, in_attack);
    if (k == "gain") return gain(v, in_attack);
    if (k == "trash") return cards_step(LangOp::kTrash, v, k);
    if (k == "discard") return cards_step(LangOp::kDiscard, v, k);
    if (k == "topdeck") return cards_step(LangOp::kTopdeck, v, k);
    if (k == "choose") return choose(v, in_attack);
    if (k == "if") return if_step(v, in_attack);
    if (k == "others" || k == "each_other") {
      if (in_attack)
        fail(v, fmt::format("\"{}\" inside \"others\": each other player's part "
                            "cannot have another",
                            k));
      if (k == "others" && !d_.is(kAttack))
        fail(v, fmt::format("\"others\" is an Attack: {} needs the type \"Attack\" (or write "
                            "\"each_other\" for a part that is not an Attack)",
                            what_));
      block(k == "others" ? LangOp::kOthers : LangOp::kEachOther, v, k, true, true);
      return;
    }
    if (k == "next_turn") {
      if (!d_.is(kDuration))
        fail(v,
             fmt::format("\"next_turn\" makes a Duration: {} needs the type \"Duration\"", what_));
      if (in_attack) fail(v, "\"next_turn\" inside another player's part is not supported");
      block(LangOp::kNextTurn, v, k, false, true);
      return;
    }
    static const std::map<std::string, std::string> kRefused = {
        {"reveal",
         "write {look = N} (the top N cards, then steps that choose among them) or "
         "{reveal_until = {count = N, types = ...}}"},
        {"while_in_play",
         "\"while_in_play\" is a key of the card (while_in_play = {cost_less = 1}), not a "
         "step"}};
    if (auto it = kRefused.find(k); it != kRefused.end())
      fail(v, fmt::format("\"{}\": {}", k, it->second));
    fail(v, fmt::format("unknown step \"{}\"{}", excerpt(k), nearest(k, step_words(), "steps")));
  }

  void look(const toml::node& v) {
    LangInstr i;
    i.op = LangOp::kLook;
    i.n = int8_t(amount(v, "look", 1, 8));
    looking_ = &v;
    emit(i);
  }

  void rest(const toml::node& v) {
    if (!looking_) fail(v, "\"rest\" ends a look: it needs a {look = N} step before it");
    LangInstr i;
    i.op = LangOp::kRest;
    i.to = zone_of(v, {{"back", Zone::kDeck},
                       {"discard", Zone::kDiscard},
                       {"hand", Zone::kHand},
                       {"trash", Zone::kTrash}});
    looking_ = nullptr;
    emit(i);
  }

  void reveal_until(const toml::node& v) {
    const toml::table* t = v.as_table();
    if (!t || !t->get("count"))
      fail(v,
           "\"reveal_until\" takes a table like {count = 2, types = \"Treasure\"} (reveal "
           "until 2 Treasures: they go into the hand, the other cards revealed are discarded)");
    fields(*t, "reveal_until", {"count", "types"});
    LangInstr i;
    i.op = LangOp::kRevealUntil;
    i.n = int8_t(amount(*t->get("count"), "count", 1, 20));
    if (const toml::node* c = t->get("types")) i.types = parse_types(*c);
    emit(i);
  }

  void play(const toml::node& v, bool in_attack) {
    if (in_attack) fail(v, "\"play\" inside another player's part is not supported");
    if (part_ != "effect")
      fail(v, fmt::format("\"play\" is only in \"effect\", not in \"{}\"", part_));
    const toml::table* t = v.as_table();
    if (!t)
      fail(v,
           "\"play\" takes a table like {types = \"Action\", times = 2} (play an Action card "
           "from your hand twice)");
    fields(*t, "play", {"types", "times", "exactly", "up_to", "from"});
    LangInstr i;
    i.op = LangOp::kPlay;
    i.types = kAction;
    i.n = 1;
    i.min = 0;
    i.max = 1;
    if (const toml::node* c = t->get("types")) i.types = parse_types(*c);
    if (const toml::node* c = t->get("times")) i.n = int8_t(amount(*c, "times", 1, 4));
    if (const toml::node* c = t->get("exactly")) i.min = uint8_t(amount(*c, "exactly", 1, 1));
    if (const toml::node* c = t->get("up_to")) {
      if (t->get("exactly")) fail(*c, "\"play\" takes one of \"exactly\" and \"up_to\"");
      amount(*c, "up_to", 1, 1);
    }
    if (const toml::node* z = t->get("from")) {
      zone_of(*z, {{"hand", Zone::kHand}, {"supply", Zone::kSupply}});
      if (z->as_string()->get() == "supply")
        fail(*z,
             "\"play\" from the Supply (\"leaving it there\") is not in the language yet: "
             "the engine's play_as plays another card's text only in place of a card in play");
    }
    emit(i);
  }

  void set_aside(const toml::node& v, bool in_attack) {
    if (in_attack) fail(v, "\"set_aside\" inside another player's part is not supported");
    if (part_ != "effect")
      fail(v, fmt::format("\"set_aside\" is only in \"effect\", not in \"{}\"", part_));
    const toml::table* t = v.as_table();
    if (!t)
      fail(v,
           "\"set_aside\" takes a table like {exactly = 1, until = \"next_turn\"} (a card "
           "from your hand, back into your hand at the start of your next turn) or {this = "
           "true, until = \"end_of_turn\"}");
    fields(*t, "set_aside", {"exactly", "up_to", "any", "types", "until", "this"});
    LangInstr i;
    i.op = LangOp::kSetAside;
    if (const toml::node* th = t->get("this")) {
      if (!th->is_boolean() || !th->as_boolean()->get())
        fail(*th, "\"this\" must be true (this card, from play)");
      for (const char* f : {"exactly", "up_to", "any", "types"})
        if (const toml::node* x = t->get(f))
          fail(*x, fmt::format("\"{}\" is for cards from the hand, not with \"this\"", f));
      i.flags |= kLangThis;
    } else {
      counts(*t, v, "set_aside", i, false);
      if (i.flags & kLangAll) fail(v, "\"set_aside\" takes \"exactly\", \"up_to\" or \"any\"");
      if (const toml::node* c = t->get("types")) i.types = parse_types(*c);
    }
    const toml::node* until = t->get("until");
    if (!until)
      fail(v,
           "\"set_aside\" needs \"until\": when the cards come back into the hand "
           "(\"next_turn\": at the start of your next turn; \"end_of_turn\": after this "
           "turn's Clean-up)");
    const Zone when =
        zone_of(*until, {{"next_turn", Zone::kHand}, {"end_of_turn", Zone::kNone}}, "\"until\"");
    if (when == Zone::kNone) i.flags |= kLangEndOfTurn;
    // A card from the hand kept until the next turn is Haven: the card stays in play as a
    // Duration. "this" leaves play, and "end_of_turn" comes back before the next turn: no
    // Duration.
    if (when == Zone::kHand && !(i.flags & kLangThis) && !d_.is(kDuration))
      fail(v, fmt::format("\"set_aside\" of a card from the hand until the next turn makes a "
                          "Duration: {} needs the type \"Duration\" (or set aside "
                          "{{this = true}}, or until \"end_of_turn\")",
                          what_));
    emit(i);
  }

  void need_mat(const toml::node& v, std::string_view prim) {
    if (p_.mat < 0) {
      std::vector<std::string> words;
      for (const MatWord& m : kMatWords) words.emplace_back(m.word);
      fail(v, fmt::format("\"{}\" needs the card's mat: add mat = \"native_village\" (face "
                          "down, its owner may look) or mat = \"island\" (face up) to {}",
                          prim, what_));
    }
    mat_used_ = true;
  }

  void to_mat(const toml::node& v, bool in_attack) {
    if (in_attack) fail(v, "\"to_mat\" inside another player's part is not supported");
    need_mat(v, "to_mat");
    LangInstr i;
    i.op = LangOp::kToMat;
    i.n = p_.mat;
    if (v.is_string()) {
      if (v.as_string()->get() != "this")
        fail(v, fmt::format("\"to_mat\" takes \"this\" or a table like {{exactly = 1}} (cards "
                            "from the hand) or {{top = 1}} (the top card of the deck), not "
                            "\"{}\"",
                            excerpt(v.as_string()->get())));
      if (part_ != "effect")
        fail(v, fmt::format("\"to_mat\" of \"this\" (from play) is only in \"effect\", not "
                            "in \"{}\"",
                            part_));
      i.flags = kLangThis;
      emit(i);
      return;
    }
    const toml::table* t = v.as_table();
    if (!t)
      fail(v,
           "\"to_mat\" takes \"this\" or a table like {exactly = 1} (cards from the hand) or "
           "{top = 1} (the top card of the deck)");
    fields(*t, "to_mat", {"exactly", "up_to", "any", "types", "top"});
    if (const toml::node* top = t->get("top")) {
      for (const char* f : {"exactly", "up_to", "any", "types"})
        if (const toml::node* x = t->get(f))
          fail(*x, fmt::format("\"{}\" is for cards from the hand, not with \"top\"", f));
      i.from = Zone::kDeck;
      i.min = i.max = uint8_t(amount(*top, "top", 1, 20));
      emit(i);
      return;
    }
    counts(*t, v, "to_mat", i, false);
    if (i.flags & kLangAll) fail(v, "\"to_mat\" takes \"exactly\", \"up_to\", \"any\" or \"top\"");
    if (const toml::node* c = t->get("types")) i.types = parse_types(*c);
    emit(i);
  }

  void from_mat(const toml::node& v, bool in_attack) {
    if (in_attack) fail(v, "\"from_mat\" inside another player's part is not supported");
    need_mat(v, "from_mat");
    LangInstr i;
    i.op = LangOp::kFromMat;
    i.n = p_.mat;
    i.to = zone_of(v, {{"hand", Zone::kHand}, {"discard", Zone::kDiscard}});
    emit(i);
  }

  void gain(const toml::node& v, bool /*in_attack*/) {
    LangInstr i;
    i.op = LangOp::kGain;
    if (v.is_string()) {
      card_of(v, i);
      emit(i);
      return;
    }
    const toml::table* t = v.as_table();
    if (!t)
      fail(v,
           "\"gain\" takes a card name (\"Silver\") or a table like {up_to = 4} or "
           "{card = \"Silver\", to = \"deck\"}");
    fields(*t, "gain",
           {"card", "up_to", "exactly", "up_to_trashed", "exactly_trashed", "types", "to"});
    int bounds = 0;
    if (const toml::node* c = t->get("card")) card_of(*c, i), ++bounds;
    if (const toml::node* c = t->get("up_to")) i.n = int8_t(amount(*c, "up_to")), ++bounds;
    if (const toml::node* c = t->get("exactly"))
      i.n = int8_t(amount(*c, "exactly")), i.flags |= kLangExact, ++bounds;
    if (const toml::node* c = t->get("up_to_trashed"))
      i.n = int8_t(amount(*c, "up_to_trashed", -kMaxAmount)), i.flags |= kLangTrashed, ++bounds;
    if (const toml::node* c = t->get("exactly_trashed"))
      i.n = int8_t(amount(*c, "exactly_trashed", -kMaxAmount)),
      i.flags |= kLangTrashed | kLangExact, ++bounds;
    if (bounds != 1)
      fail(v,
           "\"gain\" takes one of \"card\", \"up_to\", \"exactly\", \"up_to_trashed\" and "
           "\"exactly_trashed\"");
    if (const toml::node* c = t->get("types")) {
      if (i.basic != kNoCard || i.name >= 0)
        fail(*c,
             "\"types\" is for a gain by cost, not of a "
             "named card");
      i.types = parse_types(*c);
    }
    if (const toml::node* z = t->get("to"))
      i.to =
          zone_of(*z, {{"discard", Zone::kDiscard}, {"deck", Zone::kDeck}, {"hand", Zone::kHand}});
    emit(i);
  }

  void cards_step(LangOp op, const toml::node& v, std::string_view prim) {
    LangInstr i;
    i.op = op;
    if (op == LangOp::kTrash && v.is_string() && v.as_string()->get() == "this") {
      i.flags = kLangThis;
      emit(i);
      return;
    }
    const toml::table* t = v.as_table();
    if (!t)
      fail(v, fmt::format("\"{}\" takes a table like {{up_to = 2}} or {{exactly = 1, types = "
                          "\"Treasure\"}}{}",
                          prim, op == LangOp::kTrash ? ", or \"this\"" : ""));
    std::vector<std::string> known = {"exactly", "up_to", "any", "all", "types", "card", "from"};
    fields(*t, prim, known);
    counts(*t, v, prim, i, false);
    if (const toml::node* c = t->get("types")) i.types = parse_types(*c);
    if (const toml::node* c = t->get("card")) card_of(*c, i);
    if (op == LangOp::kToHand) i.from = Zone::kAside;
    if (const toml::node* z = t->get("from")) {
      if (op == LangOp::kTopdeck)
        i.from = zone_of(*z, {{"hand", Zone::kHand}, {"discard", Zone::kDiscard}});
      else if (op == LangOp::kToHand)
        i.from = zone_of(*z, {{"looked", Zone::kAside}});
      else
        i.from = zone_of(*z, {{"hand", Zone::kHand}, {"looked", Zone::kAside}});
    }
    if (i.from == Zone::kAside && !looking_)
      fail(v, fmt::format("\"{}\" of the looked cards needs a {{look = N}} step before it", prim));
    if (i.from == Zone::kAside && (i.flags & kLangAny)) i.max = 8;
    emit(i);
  }

  void choose(const toml::node& v, bool in_attack) {
    const toml::array* a = v.as_array();
    if (!a || a->size() < 2 || a->size() > 8)
      fail(v,
           "\"choose\" takes 2 to 8 options, each an array of steps: choose = [ [ {draw = 2} "
           "], [ {coins = 2} ] ]");
    LangInstr c;
    c.op = LangOp::kChoose;
    c.n = int8_t(a->size());
    const size_t at = emit(c);
    for (const toml::node& o : *a) {
      LangInstr opt;
      opt.op = LangOp::kOption;
      const size_t o_at = emit(opt);
      steps(o, "an option of \"choose\"", in_attack);
      emit(LangInstr{});
      p_.ops[o_at].end = uint16_t(p_.ops.size());
    }
    p_.ops[at].end = uint16_t(p_.ops.size());
    for (size_t k = at + 1; k < p_.ops.size(); ++k)  // (what the AI's option scores compare)
      if (p_.ops[k].op == LangOp::kCoins && p_.ops[k].n > p_.ops[at].max)
        p_.ops[at].max = uint8_t(p_.ops[k].n);
  }

  void if_step(const toml::node& v, bool in_attack) {
    const toml::table* t = v.as_table();
    if (!t || !t->get("then"))
      fail(v,
           "\"if\" takes a table with a condition and \"then\": {did = true, then = [ {coins "
           "= 3} ]}");
    fields(*t, "if", {"did", "at_least", "trashed", "empty_piles", "then", "else"});
    LangInstr i;
    i.op = LangOp::kIf;
    int conds = 0;
    if (const toml::node* c = t->get("did")) {
      if (!c->is_boolean()) fail(*c, "\"did\" must be true or false");
      i.cond = c->as_boolean()->get() ? LangCond::kDid : LangCond::kDidNot;
      ++conds;
    }
    if (const toml::node* c = t->get("at_least"))
      i.cond = LangCond::kAtLeast, i.n = int8_t(amount(*c, "at_least", 1)), ++conds;
    if (const toml::node* c = t->get("trashed"))
      i.cond = LangCond::kTrashed, i.types = parse_types(*c), ++conds;
    if (const toml::node* c = t->get("empty_piles"))
      i.cond = LangCond::kEmptyPiles, i.n = int8_t(amount(*c, "empty_piles", 1)), ++conds;
    if (conds != 1)
      fail(v, "\"if\" takes one condition: \"did\", \"at_least\", \"trashed\" or \"empty_piles\"");
    const size_t at = emit(i);
    steps(*t->get("then"), "then", in_attack);
    if (const toml::node* e = t->get("else")) {
      LangInstr j;
      j.op = LangOp::kJump;
      const size_t j_at = emit(j);
      p_.ops[at].end = uint16_t(p_.ops.size());
      steps(*e, "else", in_attack);
      p_.ops[j_at].end = uint16_t(p_.ops.size());
    } else {
      p_.ops[at].end = uint16_t(p_.ops.size());
    }
  }
};

// ------------------------------------------------------------------ the interpreter
//
// Every language event keeps its place in its scratch: c = the op it is at, a = how many cards
// the last step moved ("if you did", "per card"), b = the card trashed last; step 0 = not
// started, 1 = at op c, 2 = op c asked and waits for the answer, 3 = op c moved cards and lets
// their triggers resolve first.

constexpr uint8_t kAtOp = 1, kAsked = 2;

const CardProgram& prog(const State& s, const Event& e) { return *s.def(e.card).program; }

CardId named(const State& s, const CardProgram& p, const LangInstr& i) {
  if (i.basic != kNoCard) return i.basic;
  if (i.name < 0) return kNoCard;
  return s.find(std::string_view(p.names[size_t(i.name)]));
}

uint8_t clamp8(int v) { return uint8_t(v < 0 ? 0 : v > 255 ? 255 : v); }

void start(Event& e, int pc) {
  e.c = int16_t(pc);
  e.a = 0;
  e.b = kNoCard;
  e.step = kAtOp;
}

void run(State& s, Event& e);
void play_text(State& s, Event& e);
void return_aside(State& s, Event& e);

void run_block(State& s, Event& e) {
  if (e.step == 0) start(e, e.a);
  run(s, e);
}

void run_victim(State& s, Event& e) {
  if (e.step == 0) start(e, e.b + 1);  // b: the kOthers op
  run(s, e);
}

// Pushes the block at `pc` of e's card for player p, as its own event (an option, a part of
// each other player): it runs before e continues.
void push_block(State& s, const Event& e, int p, int pc) {
  s.push(run_block, p, e.card, pc, 0, uint8_t(e.flags & (kReplay | kLeftPlay)));
  Event& sub = s.event_at(s.stack_size() - 1);
  sub.self = e.self;
  sub.inst = e.inst;  // a Duration in an option pins the card that was played
}

bool holds(const State& s, const Event& e, const LangInstr& i) {
  switch (i.cond) {
    case LangCond::kDid:
      return e.a > 0;
    case LangCond::kDidNot:
      return e.a == 0;
    case LangCond::kAtLeast:
      return e.a >= i.n;
    case LangCond::kTrashed:
      return CardId(e.b) != kNoCard && s.is(CardId(e.b), i.types);
    case LangCond::kEmptyPiles:
      return s.empty_piles() >= i.n;
  }
  return false;
}

// The looked cards (kLook) are the top e.d cards of the player's aside list: effects nest, so
// cards set aside after them are gone again when this event runs. To move one out, our copy is
// first swapped to the very top: the engine takes a copy of the kind from the (unordered) aside
// list by filling its place with the top card, so the cards below ours stay as they were.
void to_top_of_aside(State& s, int p, int region, CardId c) {
  CardList& aside = s.zone(p, Zone::kAside);
  const int n = aside.size();
  for (int k = n - 1; k >= n - region && k >= 0; --k)
    if (aside[k] == c) {
      aside[k] = aside[n - 1];
      aside[n - 1] = c;
      return;
    }
}

// The looked cards still aside, into out (at most 8); returns how many.
int looked(const State& s, const Event& e, CardId* out) {
  const CardList& aside = s.player(e.player).aside;
  const int n = std::min<int>(e.d, 8);
  for (int k = 0; k < n; ++k) out[k] = aside[aside.size() - n + k];
  return n;
}

// Moves looked card c to zone `to` (trash, discard, hand, deck) by the engine's moves; whether
// it moved.
bool move_looked(State& s, Event& e, CardId c, Zone to) {
  const int me = e.player;
  to_top_of_aside(s, me, e.d, c);
  bool moved = false;
  switch (to) {
    case Zone::kTrash:
      moved = s.trash(me, c, Zone::kAside);
      break;
    case Zone::kDiscard:
      moved = s.discard(me, c, Zone::kAside) > 0;
      break;
    default:
      moved = s.move(me, c, Zone::kAside, to);
      break;
  }
  if (moved) --e.d;
  return moved;
}

// Asks the cards of a trash/discard/topdeck/to_hand/set_aside step. With all = true it asks
// nothing: the answer (every eligible card) is written into `own` and it returns true.
bool ask_cards(State& s, Event& e, const LangInstr& i, Reason reason, Choice& own) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, reason);
  d.from = i.from;
  d.type_mask = i.types;
  if (i.basic != kNoCard || i.name >= 0) {
    const CardId c = named(s, prog(s, e), i);
    if (c == kNoCard) {  // a card not in this game: nothing qualifies
      e.a = 0;
      ++e.c;
      return false;
    }
    d.allow = uint64_t(1) << c;
  }
  int size = 0;
  if (i.from == Zone::kAside) {
    size = looked(s, e, d.cards);
    d.num_cards = uint8_t(size);
  } else {
    size = s.zone(e.player, i.from).size();
  }
  d.min = i.min;
  d.max = (i.flags & kLangAny) ? clamp8(size) : i.max;
  if (i.flags & kLangAll) {  // every eligible card, without asking
    CardList el;
    s.eligible(d, el);
    own.clear();
    for (CardId c : el) own.add(c);
    e.step = kAsked;
    return true;
  }
  e.step = kAsked;
  s.ask(d);
  return false;
}

// The looked cards left go back onto the deck: the player orders them when they differ (two:
// which goes on top, kTopdeck; more: all in order, last on top, kOrder).
void ask_order(State& s, Event& e) {
  CardId left[8];
  const int n = looked(s, e, left);
  bool differ = false;
  for (int k = 1; k < n; ++k) differ |= left[k] != left[0];
  if (!differ) {
    for (int k = n - 1; k >= 0; --k) move_looked(s, e, left[k], Zone::kDeck);
    return;
  }
  Decision d =
      decision_for(e, DecisionKind::kChooseCards, n == 2 ? Reason::kTopdeck : Reason::kOrder);
  d.from = Zone::kAside;
  for (int k = 0; k < n; ++k) d.cards[d.num_cards++] = left[k];
  d.min = d.max = uint8_t(n == 2 ? 1 : n);
  e.step = kAsked;
  s.ask(d);
}

// Whether this card (e.self) is still in play from this play, and if so tells the plays of it
// still pending (a Throne Room's) that it leaves: the caller then moves it out of play.
bool leave_play(State& s, Event& e) {
  if ((e.flags & kLeftPlay) || s.in_play(e.player, e.self) == 0) return false;
  // A block run on its own (a choose option) sits above the play that pushed it: that play is
  // the one whose pending replays must learn the card is gone.
  int play = s.stack_index(e);
  for (int k = play - 1; k >= 0; --k) {
    Event& x = s.event_at(k);
    if ((x.fn != play_text && x.fn != run_block) || x.card != e.card || x.player != e.player) break;
    x.flags |= kLeftPlay;
    play = k;
  }
  s.left_play(s.event_at(play));
  e.flags |= kLeftPlay;
  return true;
}

// Card c comes back from p's mat `mat` into the hand; in a lookahead copy that dealt the
// face-down mats again (State::determinize) it may be another of the mat: one comes.
void back_from_mat(State& s, int p, int mat, CardId c) {
  if (!s.from_mat(p, mat, c, Zone::kHand))
    for (int k = 0; k < s.num_kinds(); ++k)
      if (s.from_mat(p, mat, CardId(k), Zone::kHand)) break;
}

// A card set aside until the next turn (a = the card, b = the mat) comes back at its start.
void aside_back_next_turn(State& s, Event& e) {
  back_from_mat(s, e.player, e.b, CardId(e.a));
  State::done(e);
}

// ... until the end of the turn: after Clean-up has drawn (the kEndTurn window, as Save).
void aside_back_end_of_turn(State& s, Watcher& w, const Moment&) {
  for (int k = 0; k < w.count; ++k) back_from_mat(s, w.owner, w.b, CardId(w.a));
}

// Card c of e's player, set aside on `mat` by op i, comes back as i says.
void set_aside_until(State& s, const Event& e, const LangInstr& i, CardId c, int mat) {
  if (i.flags & kLangEndOfTurn) {
    s.watch(Watcher{aside_back_end_of_turn, Trigger::kEndTurn, Until::kEndOfTurn, uint8_t(e.player),
                    e.card, int16_t(c), int16_t(mat)});
    return;
  }
  if (i.flags & kLangThis) {
    // The card left play: nothing (no Throne Room that played it) stays in play for it.
    Event unpinned = e;
    unpinned.inst = kNoInstance;
    s.add_duration(unpinned, aside_back_next_turn, c, mat);
    return;
  }
  s.add_duration(e, return_aside, c);
}

// The set-aside card (e.a) comes back into the hand at the start of the next turn. In a lookahead
// copy that dealt the face-down mats again (State::determinize) it may be another: one comes.
void return_aside(State& s, Event& e) {
  const int p = e.player;
  if (!s.from_mat(p, kHavenMat, CardId(e.a), Zone::kHand))
    for (int k = 0; k < s.num_kinds(); ++k)
      if (s.from_mat(p, kHavenMat, CardId(k), Zone::kHand)) break;
  State::done(e);
}

// Runs ops from e.c until one asks, lets triggers resolve, or the block ends.
void run(State& s, Event& e) {
  const CardProgram& p = prog(s, e);
  const int me = e.player;
  // A step that moves cards lets the triggers it pushed resolve before the next step; when it
  // pushed none, the next step runs at once (the costs it may read moved only with the play
  // area: "trash this" and "play" still return).
  const int depth = s.stack_size();
  Choice own;  // the answer of a step that asks nothing (all = true)
  bool own_answer = false;
  for (;;) {
    const LangInstr& i = p.ops[size_t(e.c)];
    const int amount = (i.flags & kLangPer) ? i.n * e.a : i.n;
    if (e.step == kAsked) {  // the answer to op i
      e.step = kAtOp;
      ++e.c;
      const Choice& ch = own_answer ? own : s.answer();
      own_answer = false;
      switch (i.op) {
        case LangOp::kTrash:
          e.a = 0;
          for (int k = 0; k < ch.n; ++k)
            if (i.from == Zone::kAside ? move_looked(s, e, ch.cards[k], Zone::kTrash)
                                       : s.trash(me, ch.cards[k], i.from))
              ++e.a, e.b = ch.cards[k];
          if (s.stack_size() != depth) return;  // the trashes' triggers first
          continue;
        case LangOp::kDiscard:
        case LangOp::kDiscardDownTo:
          e.a = 0;
          for (int k = 0; k < ch.n; ++k)
            e.a = int16_t(e.a + (i.from == Zone::kAside
                                     ? int(move_looked(s, e, ch.cards[k], Zone::kDiscard))
                                     : s.discard(me, ch.cards[k], i.from)));
          if (s.stack_size() != depth) return;  // the discards' reactions first
          continue;
        case LangOp::kToHand:
          e.a = 0;
          for (int k = 0; k < ch.n; ++k) e.a += move_looked(s, e, ch.cards[k], Zone::kHand);
          continue;
        case LangOp::kRest: {
          // The chosen card(s) on top: two cards, the one chosen last; more, in the order chosen.
          CardId left[8];
          const int n = looked(s, e, left);
          CardList order;
          for (int k = 0; k < n; ++k) order.push(left[k]);
          CardList top;
          for (int k = 0; k < ch.n; ++k)
            if (order.remove_one(ch.cards[k])) top.push(ch.cards[k]);
          for (CardId c : order) move_looked(s, e, c, Zone::kDeck);
          for (CardId c : top) move_looked(s, e, c, Zone::kDeck);
          continue;
        }
        case LangOp::kPlay:
          e.a = 0;
          if (ch.n == 1 && s.move(me, ch.cards[0], Zone::kHand, Zone::kPlay)) {
            e.a = 1;
            s.replay(e, ch.cards[0], i.n);
            return;  // the plays run first
          }
          continue;
        case LangOp::kSetAside:
          e.a = 0;
          for (int k = 0; k < ch.n; ++k)
            if (s.to_mat(me, kHavenMat, ch.cards[k], Zone::kHand)) {
              ++e.a;
              set_aside_until(s, e, i, ch.cards[k], kHavenMat);
            }
          continue;
        case LangOp::kToMat:
          e.a = 0;
          for (int k = 0; k < ch.n; ++k) e.a += s.to_mat(me, i.n, ch.cards[k], Zone::kHand);
          continue;
        case LangOp::kTopdeck:
          e.a = 0;
          for (int k = 0; k < ch.n; ++k)
            e.a = int16_t(e.a + s.move(me, ch.cards[k], i.from, Zone::kDeck));
          continue;
        case LangOp::kGain:
          e.a = 0;
          if (ch.n == 1 && s.gain(me, ch.cards[0], i.to)) e.a = 1;
          if (s.stack_size() != depth) return;  // the gain's triggers first
          continue;
        case LangOp::kChoose: {
          int pc = int(e.c);  // the first option
          for (int k = 0; k < ch.option; ++k) pc = p.ops[size_t(pc)].end;
          if (p.ops[i.end].op == LangOp::kReturn) {
            // Nothing after the choice: the option runs in this event (its kReturn ends it).
            e.c = int16_t(pc + 1);
            continue;
          }
          e.c = int16_t(i.end);
          push_block(s, e, me, pc + 1);
          return;
        }
        default:
          continue;
      }
    }
    switch (i.op) {
      case LangOp::kReturn:
        return State::done(e);
      case LangOp::kDraw:
        e.a = int16_t(s.draw(me, std::max(0, amount)));
        break;
      case LangOp::kActions:
        s.add_actions(amount);
        break;
      case LangOp::kBuys:
        s.add_buys(amount);
        break;
      case LangOp::kCoins:
        s.add_coins(amount);
        break;
      case LangOp::kCoffers:
        if (amount > 0) s.add_coffers(me, amount);
        break;
      case LangOp::kVillagers:
        if (amount > 0) s.add_villagers(me, amount);
        break;
      case LangOp::kVpTokens:
        s.add_vp_tokens(me, amount);
        break;
      case LangOp::kReduceCosts:
        s.reduce_costs(amount);
        break;
      case LangOp::kLook: {
        int n = 0;
        for (; n < i.n; ++n)
          if (s.look_top(me) == kNoCard) break;  // looked at, not revealed (Patron: no)
        e.d = int16_t(e.d + n);
        e.a = int16_t(n);
        break;
      }
      case LangOp::kToHand:
        if (e.d == 0) {
          e.a = 0;
          break;
        }
        own_answer = ask_cards(s, e, i, Reason::kGainToHand, own);
        if (e.step == kAsked && !own_answer) return;
        continue;
      case LangOp::kRest:
        if (e.d == 0) break;
        if (i.to == Zone::kDeck) {
          ask_order(s, e);
          if (e.step == kAsked) return;
          break;
        }
        for (CardId left[8]; e.d > 0;) {
          looked(s, e, left);
          if (!move_looked(s, e, left[std::min<int>(e.d, 8) - 1], i.to)) break;
        }
        ++e.c;
        if (s.stack_size() != depth) return;  // the moves' triggers first
        continue;
      case LangOp::kRevealUntil: {
        int found = 0, others = 0;
        while (found < i.n) {
          const CardId c = s.reveal_top(me);
          if (c == kNoCard) break;
          if (!i.types || s.is(c, i.types)) {
            s.move(me, c, Zone::kAside, Zone::kHand);
            ++found;
          } else {
            ++others;
          }
        }
        CardList& aside = s.zone(me, Zone::kAside);
        for (; others > 0; --others) s.discard(me, aside.back(), Zone::kAside);
        e.a = int16_t(found);
        ++e.c;
        if (s.stack_size() != depth) return;  // the discards' reactions first
        continue;
      }
      case LangOp::kPlay: {
        Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kPlay);
        d.from = Zone::kHand;
        d.type_mask = i.types;
        d.min = i.min;
        d.max = 1;
        e.a = 0;
        e.step = kAsked;
        return s.ask(d);
      }
      case LangOp::kSetAside:
        if (i.flags & kLangThis) {
          e.a = 0;
          if (leave_play(s, e) && s.to_mat(me, kSetAsideMat, e.self, Zone::kPlay)) {
            e.a = 1;
            set_aside_until(s, e, i, e.self, kSetAsideMat);
          }
          break;
        }
        if (s.player(me).hand.empty()) {
          e.a = 0;
          break;
        }
        own_answer = ask_cards(s, e, i, Reason::kMat, own);
        if (e.step == kAsked && !own_answer) return;
        continue;
      case LangOp::kToMat:
        e.a = 0;
        if (i.flags & kLangThis) {
          if (leave_play(s, e) && s.to_mat(me, i.n, e.self, Zone::kPlay)) e.a = 1;
          break;
        }
        if (i.from == Zone::kDeck) {
          for (int k = 0; k < i.min; ++k) {
            const CardId c = s.look_top(me);  // face down or up, not revealed
            if (c == kNoCard) break;
            e.a += s.to_mat(me, i.n, c, Zone::kAside);
          }
          break;
        }
        if (s.player(me).hand.empty()) break;
        own_answer = ask_cards(s, e, i, Reason::kMat, own);
        if (e.step == kAsked && !own_answer) return;
        continue;
      case LangOp::kFromMat: {
        int n = 0;
        for (int k = 0; k < s.num_kinds(); ++k)
          while (s.from_mat(me, i.n, CardId(k), i.to)) ++n;
        e.a = int16_t(n);
        break;
      }
      case LangOp::kDrawUntil: {
        int drawn = 0;
        while (s.player(me).hand.size() < i.n && s.draw(me, 1) == 1) ++drawn;
        e.a = int16_t(drawn);
        break;
      }
      case LangOp::kDiscardTop: {
        int n = 0;
        for (int k = 0; k < i.n; ++k) {
          const CardId c = s.look_top(me);  // "discard the top card": no reveal
          if (c == kNoCard) break;
          n += s.discard(me, c, Zone::kAside);
        }
        e.a = int16_t(n);
        ++e.c;
        if (s.stack_size() != depth) return;  // the discards' reactions first
        continue;
      }
      case LangOp::kGain: {
        if (i.basic != kNoCard || i.name >= 0) {
          const CardId c = named(s, p, i);
          e.a = c != kNoCard && s.gain(me, c, i.to) ? 1 : 0;
          ++e.c;
          if (s.stack_size() != depth) return;  // the gain's triggers first
          continue;
        }
        Decision d = decision_for(e, DecisionKind::kGain,
                                  i.to == Zone::kHand ? Reason::kGainToHand : Reason::kGain);
        int bound = i.n;
        if (i.flags & kLangTrashed) {
          if (CardId(e.b) == kNoCard) {  // nothing was trashed: nothing to gain
            e.a = 0;
            break;
          }
          bound += s.cost(CardId(e.b));
          d.potion_ok = s.potion_cost(CardId(e.b));
        }
        if (bound < 0) {
          e.a = 0;
          break;
        }
        d.cost_max = clamp8(bound);
        if (i.flags & kLangExact) d.cost_min = d.cost_max;
        d.type_mask = i.types;
        d.min = d.max = 1;
        e.step = kAsked;
        return s.ask(d);
      }
      case LangOp::kTrash:
        if (i.flags & kLangThis) {
          e.a = 0;
          ++e.c;
          if (leave_play(s, e)) {
            if (s.trash(me, e.self, Zone::kPlay)) e.a = 1, e.b = e.self;
            return;
          }
          continue;
        }
        if (s.zone(me, i.from).empty()) {
          e.a = 0;
          break;
        }
        own_answer = ask_cards(s, e, i, Reason::kTrash, own);
        if (e.step == kAsked && !own_answer) return;
        continue;
      case LangOp::kDiscard:
        if (s.zone(me, i.from).empty()) {
          e.a = 0;
          break;
        }
        own_answer = ask_cards(s, e, i, Reason::kDiscard, own);
        if (e.step == kAsked && !own_answer) return;
        continue;
      case LangOp::kTopdeck:
        if (s.zone(me, i.from).empty()) {
          e.a = 0;
          break;
        }
        own_answer = ask_cards(s, e, i, Reason::kTopdeck, own);
        if (e.step == kAsked && !own_answer) return;
        continue;
      case LangOp::kDiscardDownTo: {
        const int excess = s.player(me).hand.size() - i.n;
        if (excess <= 0) {
          e.a = 0;
          break;
        }
        Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
        d.from = Zone::kHand;
        d.min = d.max = clamp8(excess);
        e.step = kAsked;
        return s.ask(d);
      }
      case LangOp::kChoose: {
        Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
        d.num_options = uint8_t(i.n);
        e.step = kAsked;
        return s.ask(d);
      }
      case LangOp::kOption:  // reached only by running past an option's end: never
        e.c = int16_t(i.end);
        continue;
      case LangOp::kIf:
        if (holds(s, e, i)) break;
        e.c = int16_t(i.end);
        continue;
      case LangOp::kJump:
        e.c = int16_t(i.end);
        continue;
      case LangOp::kOthers: {
        attack(s, e, run_victim, e.c);
        if (e.step != kDone) return;  // reactions are offered first
        // The victims' parts are pushed and run before this effect goes on after the block.
        e.step = kAtOp;
        e.flags = uint8_t(e.flags & ~kAttackStarted);
        e.c = int16_t(i.end);
        return;
      }
      case LangOp::kEachOther: {
        const int n = s.num_players();
        for (int k = n - 1; k >= 1; --k) push_block(s, e, (me + k) % n, e.c + 1);
        e.c = int16_t(i.end);
        return;
      }
      case LangOp::kNextTurn:
        s.add_duration(e, run_block, e.c + 1);
        e.c = int16_t(i.end);
        continue;
    }
    ++e.c;
  }
}

void play_text(State& s, Event& e) {
  if (e.step == 0) start(e, prog(s, e).play);
  run(s, e);
}
void gain_text(State& s, Event& e) {
  if (e.step == 0) start(e, prog(s, e).on_gain);
  run(s, e);
}
void buy_text(State& s, Event& e) {
  if (e.step == 0) start(e, prog(s, e).on_buy);
  run(s, e);
}
void trash_text(State& s, Event& e) {
  if (e.step == 0) start(e, prog(s, e).on_trash);
  run(s, e);
}

int cost_less_in_play(const State& s, CardId self, CardId target) {
  const CardProgram& p = *s.def(self).program;
  // The types now, as Quarry's (an Estate that Inheritance makes an Action costs less).
  return !p.cost_types || s.is(target, p.cost_types) ? p.cost_less : 0;
}

int vp_formula(const State& s, int player, CardId self) {
  const CardProgram& p = *s.def(self).program;
  const Player& pl = s.player(player);
  int n = 0;
  if (p.vp_card >= 0) {
    const CardId c = s.find(std::string_view(p.names[size_t(p.vp_card)]));
    n = c == kNoCard ? 0 : pl.owned[c];
  } else if (p.vp_types) {
    for (int k = 0; k < s.num_kinds(); ++k)
      if (pl.owned[k] && s.is(CardId(k), p.vp_types)) n += pl.owned[k];
  } else {
    n = pl.owned_total;
  }
  return p.vp * (n / p.per);
}

}  // namespace

const std::vector<std::string>& language_keys() {
  static const std::vector<std::string> k = {"effect", "on_gain",       "on_buy",        "on_trash",
                                             "end_vp", "when_attacked", "while_in_play", "mat"};
  return k;
}

bool compile_card_text(const toml::table& t, CardDef& d, const Registry& reg,
                       std::string_view what) {
  bool any = false;
  for (const std::string& k : language_keys()) any |= t.contains(k);
  if (!any) return false;
  auto prog = std::make_shared<CardProgram>();
  Compiler c(*prog, d, reg, what);
  // The card's text is the language's now: no C++ hook and no vanilla bonus of a copied or
  // overridden card stays (the fields given in the same table still apply).
  d.on_play = d.on_gain = d.on_buy = d.on_trash = d.on_discard = nullptr;
  d.end_vp = nullptr;
  d.end_vp_of = nullptr;
  d.num_reactions = 0;
  d.watches = 0;
  d.changes_costs = false;
  d.self_cost = nullptr;
  d.cost_mod = nullptr;
  d.cost_mod_of = nullptr;
  d.buy_ban = nullptr;
  d.on_setup = nullptr;
  // The +Cards, +Actions, +Buys and +$ fields count only when the same table gives them.
  if (!t.contains("cards")) d.plus_cards = 0;
  if (!t.contains("actions")) d.plus_actions = 0;
  if (!t.contains("buys")) d.plus_buys = 0;
  if (!t.contains("coins")) d.plus_coins = 0;
  d.effect = kLanguageEffect;
  d.effect_of.clear();
  if (const toml::node* n = t.get("mat")) {
    c.mat(*n);
    for (const MatWord& m : kMatWords)
      if (m.slot == prog->mat && m.face_down) d.private_mats |= uint8_t(1 << m.slot);
  }
  if (const toml::node* n = t.get("effect")) {
    size_t first_block = ~size_t(0);
    prog->play = c.part(*n, "effect");
    // A leading run of plain bonuses is the card's vanilla row: the engine applies those
    // before the text, so the text runs only from the first other step (none: no effect).
    size_t pc = size_t(prog->play);
    for (; prog->ops[pc].flags == 0; ++pc) {
      const LangInstr& i = prog->ops[pc];
      if (i.op == LangOp::kDraw)
        d.plus_cards = int8_t(d.plus_cards + i.n);
      else if (i.op == LangOp::kActions)
        d.plus_actions = int8_t(d.plus_actions + i.n);
      else if (i.op == LangOp::kBuys)
        d.plus_buys = int8_t(d.plus_buys + i.n);
      else if (i.op == LangOp::kCoins)
        d.plus_coins = int8_t(d.plus_coins + i.n);
      else
        break;
    }
    prog->play = int16_t(pc);
    if (prog->ops[pc].op != LangOp::kReturn) d.on_play = play_text;
    for (size_t k = pc; k < prog->ops.size() && prog->ops[k].op != LangOp::kReturn; ++k) {
      const LangInstr& i = prog->ops[k];
      if (i.op == LangOp::kPlay) prog->plays_cards = true;
      if (i.op == LangOp::kActions && !(i.flags & kLangPer) && k < first_block)
        prog->sure_actions = int8_t(prog->sure_actions + i.n);
      if (i.op >= LangOp::kChoose && first_block == ~size_t(0)) first_block = k;
      if (first_block == ~size_t(0) &&
          (i.op == LangOp::kPlay ||
           (i.op == LangOp::kTrash && i.min > 0 &&
            (i.from == Zone::kAside || (i.from == Zone::kHand && !(i.flags & kLangThis))))))
        prog->play_check = true;
    }
    for (const LangInstr& i : prog->ops) {
      if (i.op == LangOp::kReduceCosts) d.changes_costs = true;
      // From the hand: face down on Haven's mat ("this" goes face up on the set-aside mat).
      if (i.op == LangOp::kSetAside && !(i.flags & kLangThis))
        d.private_mats |= uint8_t(1 << kHavenMat);
      if (i.op == LangOp::kSetAside && (i.flags & kLangEndOfTurn))
        d.watches |= trigger_bit(Trigger::kEndTurn);
    }
  }
  if (const toml::node* n = t.get("on_gain"))
    prog->on_gain = c.part(*n, "on_gain"), d.on_gain = gain_text;
  if (const toml::node* n = t.get("on_buy"))
    prog->on_buy = c.part(*n, "on_buy"), d.on_buy = buy_text;
  if (const toml::node* n = t.get("on_trash"))
    prog->on_trash = c.part(*n, "on_trash"), d.on_trash = trash_text;
  if (const toml::node* n = t.get("end_vp")) {
    const toml::table* vt = n->as_table();
    if (!vt || !vt->get("per"))
      throw LangError{n->source(),
                      "\"end_vp\" takes a table like {per = 10} (1 VP per 10 cards) "
                      "or {vp = 1, per = 3, types = \"Action\"}"};
    for (auto&& [k, v] : *vt)
      if (k.str() != "per" && k.str() != "vp" && k.str() != "types" && k.str() != "card")
        throw LangError{v.source(),
                        fmt::format("unknown field \"{}\" of \"end_vp\"{}", excerpt(k.str()),
                                    nearest(k.str(), {"per", "vp", "types", "card"}, "fields"))};
    const toml::node& per = *vt->get("per");
    if (!per.is_integer() || per.as_integer()->get() < 1 || per.as_integer()->get() > 99)
      throw LangError{per.source(), "\"per\" must be 1 to 99 (cards per VP)"};
    prog->per = uint8_t(per.as_integer()->get());
    prog->vp = 1;
    if (const toml::node* v = vt->get("vp")) {
      if (!v->is_integer() || v->as_integer()->get() < -99 || v->as_integer()->get() > 99)
        throw LangError{v->source(), "\"vp\" must be -99 to 99"};
      prog->vp = int8_t(v->as_integer()->get());
    }
    if (const toml::node* ty = vt->get("types")) prog->vp_types = parse_types(*ty);
    if (const toml::node* cn = vt->get("card")) {
      if (!cn->is_string()) throw LangError{cn->source(), "\"card\" must be a card name"};
      const std::string& name = cn->as_string()->get();
      const CardDef* cd = reg.find(name);
      if (!cd && name_key(name) != name_key(d.name))
        throw LangError{cn->source(), fmt::format("unknown card \"{}\"{}", excerpt(name),
                                                  reg.unknown_hint(name))};
      prog->vp_card = int16_t(prog->names.size());
      prog->names.push_back(cd ? cd->name : d.name);
    }
    d.end_vp_of = vp_formula;
  }
  if (const toml::node* n = t.get("while_in_play")) {
    const toml::table* wt = n->as_table();
    if (!wt || !wt->get("cost_less"))
      throw LangError{n->source(),
                      "\"while_in_play\" takes a table like {cost_less = 1} (while this is in "
                      "play, cards cost $1 less) or {cost_less = 2, types = \"Action\"}"};
    for (auto&& [k, v] : *wt)
      if (k.str() != "cost_less" && k.str() != "types")
        throw LangError{v.source(),
                        fmt::format("unknown field \"{}\" of \"while_in_play\"{}", excerpt(k.str()),
                                    nearest(k.str(), {"cost_less", "types"}, "fields"))};
    const toml::node& by = *wt->get("cost_less");
    if (!by.is_integer() || by.as_integer()->get() < 1 || by.as_integer()->get() > 20)
      throw LangError{by.source(), "\"cost_less\" must be 1 to 20 ($ less per copy in play)"};
    prog->cost_less = int8_t(by.as_integer()->get());
    if (const toml::node* ty = wt->get("types")) prog->cost_types = parse_types(*ty);
    d.cost_mod_of = cost_less_in_play;
    d.changes_costs = true;
  }
  if (const toml::node* n = t.get("when_attacked")) {
    if (!n->is_string() || n->as_string()->get() != "unaffected")
      throw LangError{n->source(),
                      "\"when_attacked\" takes \"unaffected\" (reveal it from your "
                      "hand to be unaffected, as Moat); other reactions are not in "
                      "the language yet"};
    d.add_reaction(Reaction{Trigger::kAttack, Zone::kHand, true, nullptr, react_immune});
  }
  c.check_mat_used();
  d.program = std::move(prog);
  return true;
}

const CardProgram* program_of(const State& s, CardId c) {
  return c < s.num_kinds() ? s.def(c).program.get() : nullptr;
}

const LangInstr* asking_op(const State& s, const Decision& d) {
  if (s.stack_size() == 0 || d.source == kNoCard) return nullptr;
  const Event& e = s.event_at(s.stack_size() - 1);
  if (e.card != d.source || e.step != kAsked) return nullptr;
  const CardProgram* p = program_of(s, e.card);
  if (!p || e.c < 0 || size_t(e.c) >= p->ops.size()) return nullptr;
  if (e.fn != play_text && e.fn != gain_text && e.fn != buy_text && e.fn != trash_text &&
      e.fn != run_block && e.fn != run_victim)
    return nullptr;
  return &p->ops[size_t(e.c)];
}

}  // namespace kl
