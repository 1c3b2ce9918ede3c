#include "evolution/strategy/strategy_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <utility>

#include "cards/kingdom.h"
#include "evolution/player/card_ai.h"

namespace kl {

namespace {

// The player evaluates expressions on a 16-slot stack (evolution/player.cpp).
constexpr int kMaxStack = 16;
constexpr int kMaxNesting = 48;

constexpr const char* kTimes = "\xC3\x97";   // ×
constexpr const char* kLe = "\xE2\x89\xA4";  // ≤
constexpr const char* kGe = "\xE2\x89\xA5";  // ≥

// Type names in the language are the engine's (kTypeNames), but the Curse type is written
// "Curse-type", since "Curse" is the card.
const char* type_word(const TypeName& t) { return t.bit == kCurseType ? "Curse-type" : t.name; }
constexpr Types kAllTypes = [] {
  Types m = 0;
  for (const TypeName& t : kTypeNames) m |= t.bit;
  return m;
}();
// The types an error message lists: the main ones, then a pointer to the rest (forty in all).
std::string type_words() {
  std::string out;
  for (const TypeName& t : kTypeNames) {
    if (t.bit == kCommand) break;  // the types after Duration are many and rarer
    out += std::string(out.empty() ? "" : ", ") + type_word(t);
  }
  return out + " or another printed type, e.g. Knight, Looter, Reserve";
}

// Quantities written as a bare word.
struct WordQuantity {
  Quantity q;
  const char* name;   // printed form
  const char* alias;  // also accepted (nullptr: none)
};
constexpr WordQuantity kWordQuantities[] = {{Quantity::kOwnedTotal, "cards", "deck_size"},
                                            {Quantity::kMoney, "money", nullptr},
                                            {Quantity::kCoins, "coins", nullptr},
                                            {Quantity::kTurn, "turn", nullptr},
                                            {Quantity::kEmptyPiles, "empty_piles", nullptr},
                                            {Quantity::kVpLead, "vp_lead", nullptr},
                                            {Quantity::kHandSize, "hand_size", nullptr}};

constexpr const char* kQuantityList =
    "a number or a quantity (count(Card), left(Card), cards, money, coins, turn, empty_piles, "
    "vp_lead, hand_size)";

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }
bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = char(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

// Text safe to show inside a one-line message: control bytes as \xNN.
// Echoed input: escaped and cut to a readable length (cards/registry.h).
std::string printable(std::string_view s) { return excerpt(s); }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (is_space(s.front()) || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (is_space(s.back()) || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

// The source text and where errors point.
struct Source {
  std::string_view text;
  std::string file;

  // Strategy text is UTF-8: names go to reports and JSON output as they are.
  void require_utf8() const {
    const size_t bad = first_non_utf8(text);
    if (bad != std::string_view::npos)
      fail(bad, fmt::format("not UTF-8 text (byte \\x{:02X}); save the file as UTF-8",
                            unsigned(static_cast<unsigned char>(text[bad]))));
  }

  [[noreturn]] void fail(size_t pos, const std::string& message) const {
    pos = std::min(pos, text.size());
    int line = 1;
    size_t line_start = 0;
    for (size_t i = 0; i < pos; ++i)
      if (text[i] == '\n') {
        ++line;
        line_start = i + 1;
      }
    int col = 1;
    for (size_t i = line_start; i < pos; ++i)
      if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++col;
    throw StrategyParseError(file, line, col, message);
  }

  // What stands at pos, for "(got ...)": a word, a number, an operator or one character.
  std::string got(size_t pos, size_t end) const {
    if (pos >= end) return end >= text.size() ? "end of file" : "end of line";
    const char c = text[pos];
    size_t e = pos + 1;
    auto extend = [&](auto pred) {
      while (e < end && pred(text[e])) ++e;
    };
    if (is_ident(c) || c == '.') {
      extend([](char x) { return is_ident(x) || x == '.' || x == '\''; });
    } else if (c == '<' || c == '>' || c == '=' || c == '!') {
      extend([](char x) { return x == '<' || x == '>' || x == '=' || x == '!'; });
    } else if (c == '"') {
      while (e < end && text[e] != '"') ++e;
      if (e < end) ++e;
    } else {
      extend([](char x) { return (static_cast<unsigned char>(x) & 0xC0) == 0x80; });
    }
    std::string_view tok = text.substr(pos, e - pos);
    std::string shown = printable(tok.substr(0, 32));
    if (tok.size() > 32) shown += "...";
    return "'" + shown + "'";
  }

  [[noreturn]] void expected(size_t pos, size_t end, std::string_view what) const {
    fail(pos, fmt::format("expected {} (got {})", what, got(pos, end)));
  }
};

// A position within one line (or one menu) of a Source.
struct Cursor {
  const Source& src;
  size_t pos, end;

  char peek(size_t k = 0) const { return pos + k < end ? src.text[pos + k] : '\0'; }
  void ws() {
    while (pos < end && is_space(src.text[pos])) ++pos;
  }
  bool done() {
    ws();
    return pos >= end;
  }
  bool starts(std::string_view s) const {
    return end - pos >= s.size() && src.text.substr(pos, s.size()) == s;
  }
  bool eat(std::string_view s) {
    if (!starts(s)) return false;
    pos += s.size();
    return true;
  }
  // The identifier at pos (not consumed); empty if none.
  std::string_view peek_ident() const {
    if (pos >= end || !is_ident_start(src.text[pos])) return {};
    size_t e = pos + 1;
    while (e < end && is_ident(src.text[e])) ++e;
    return src.text.substr(pos, e - pos);
  }
  // Consumes the keyword kw (case-insensitive, whole word) if it is next.
  bool keyword(std::string_view kw) {
    ws();
    const std::string_view id = peek_ident();
    if (id.empty() || lower(id) != kw) return false;
    pos += id.size();
    return true;
  }
  [[noreturn]] void expected(std::string_view what) const { src.expected(pos, end, what); }
  [[noreturn]] void fail(const std::string& message) const { src.fail(pos, message); }
  void expect_done(std::string_view what = "end of line") {
    if (!done()) expected(what);
  }
};

// The edit distance from `name` to the closest card name of reg.
size_t closeness(std::string_view name, const Registry& reg) {
  const std::string key = name_key(name);
  const size_t limit = suggestion_limit(key);
  size_t best = limit + 1;
  for (const CardDef& d : reg.all())
    best = std::min(best, edit_distance(key, name_key(d.name), limit));
  return best;
}

[[noreturn]] void unknown_card(const Source& src, size_t pos, std::string_view name,
                               const Registry& reg) {
  src.fail(pos, fmt::format("unknown card \"{}\"{}", printable(name), reg.unknown_hint(name)));
}

// The card named `name` (written at pos; `end`: where the line or field ends).
const CardDef* card_at(const Source& src, size_t pos, size_t end, std::string_view name,
                       const Registry& reg, Edition edition) {
  if (name.empty()) src.expected(pos, end, "a card name");
  const CardDef* d = reg.find(name, edition);
  if (!d) unknown_card(src, pos, name, reg);
  return d;
}

// A whole number from 0 to 99 at the cursor.
int small_count(Cursor& c, std::string_view what) {
  const size_t start = c.pos;
  size_t e = c.pos;
  while (e < c.end && is_digit(c.src.text[e])) ++e;
  if (e == start || e - start > 2 || (e < c.end && is_ident(c.src.text[e])))
    c.expected(fmt::format("{} from 0 to 99", what));
  int v = 0;
  for (size_t i = start; i < e; ++i) v = v * 10 + (c.src.text[i] - '0');
  c.pos = e;
  return v;
}

// ---- Expressions ----

class ExprParser {
 public:
  ExprParser(Cursor& c, const Registry& reg, Edition edition)
      : c_(c), reg_(reg), edition_(edition) {}

  Expr parse() {
    c_.ws();
    const size_t start = c_.pos;
    Expr e;
    sum(e.rpn, 0);
    int depth = 0, most = 0;
    for (const Token& t : e.rpn) {
      depth += t.kind == Token::kOperand ? 1 : -1;
      most = std::max(most, depth);
    }
    if (most > kMaxStack)
      c_.src.fail(start, fmt::format("expression too deeply nested (more than {} values pending)",
                                     kMaxStack));
    return e;
  }

 private:
  void sum(std::vector<Token>& out, int nesting) {
    product(out, nesting);
    for (;;) {
      c_.ws();
      Token::Kind k;
      if (c_.peek() == '+')
        k = Token::kAdd;
      else if (c_.peek() == '-')
        k = Token::kSub;
      else
        return;
      ++c_.pos;
      product(out, nesting);
      out.push_back(Token{k, {}});
    }
  }

  void product(std::vector<Token>& out, int nesting) {
    factor(out, nesting);
    for (;;) {
      c_.ws();
      Token::Kind k;
      if (c_.peek() == '*')
        k = Token::kMul;
      else if (c_.peek() == '/')
        k = Token::kDiv;
      else
        return;
      ++c_.pos;
      factor(out, nesting);
      out.push_back(Token{k, {}});
    }
  }

  void factor(std::vector<Token>& out, int nesting) {
    c_.ws();
    const char ch = c_.peek();
    if (ch == '(') {
      if (nesting >= kMaxNesting) c_.fail("parentheses nested too deeply");
      ++c_.pos;
      sum(out, nesting + 1);
      c_.ws();
      if (c_.peek() != ')') c_.expected("')'");
      ++c_.pos;
      return;
    }
    if (ch == '-' || is_digit(ch) || (ch == '.' && is_digit(c_.peek(1)))) {
      out.push_back(Token{Token::kOperand, Operand{Quantity::kNumber, number(c_), nullptr, 0}});
      return;
    }
    const std::string_view id = c_.peek_ident();
    if (id.empty()) c_.expected(kQuantityList);
    const std::string key = name_key(id);
    for (const WordQuantity& w : kWordQuantities) {
      if (key == name_key(w.name) || (w.alias && key == name_key(w.alias))) {
        c_.pos += id.size();
        out.push_back(Token{Token::kOperand, Operand{w.q, 0, nullptr, 0}});
        return;
      }
    }
    const bool is_count = key == "count" || key == "owned";
    const bool is_left = key == "left" || key == "pile";
    if (!is_count && !is_left) c_.expected(kQuantityList);
    c_.pos += id.size();
    c_.ws();
    if (c_.peek() != '(') c_.expected("'('");
    ++c_.pos;
    size_t close = c_.pos;
    while (close < c_.end && c_.src.text[close] != ')') ++close;
    if (close >= c_.end) {
      c_.pos = c_.end;
      c_.expected("')'");
    }
    Cursor inner{c_.src, c_.pos, close};
    inner.ws();
    const std::string_view arg = trim(c_.src.text.substr(inner.pos, close - inner.pos));
    Operand o;
    if (is_left) {
      o.q = Quantity::kPile;
      o.card = card_at(c_.src, inner.pos, c_.end, arg, reg_, edition_);
    } else if (const Types t = types(inner.pos, arg)) {
      o.q = Quantity::kOwnedType;
      o.types = t;
    } else {
      o.q = Quantity::kOwned;
      o.card = card_at(c_.src, inner.pos, c_.end, arg, reg_, edition_);
    }
    c_.pos = close + 1;
    out.push_back(Token{Token::kOperand, o});
  }

  // The type mask of "Action or Treasure ..."; 0 if arg is not a list of types.
  Types types(size_t arg_pos, std::string_view arg) {
    Types mask = 0;
    size_t start = 0;
    bool any_or = false;
    for (;;) {
      // The next whole word "or", case-insensitive.
      size_t cut = std::string_view::npos;
      for (size_t i = start; i + 2 <= arg.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(arg[i])) == 'o' &&
            std::tolower(static_cast<unsigned char>(arg[i + 1])) == 'r' &&
            (i == 0 || is_space(arg[i - 1])) && (i + 2 == arg.size() || is_space(arg[i + 2]))) {
          cut = i;
          break;
        }
      }
      const std::string_view part = trim(
          arg.substr(start, cut == std::string_view::npos ? std::string_view::npos : cut - start));
      const std::string key = name_key(part);
      Types bit = 0;
      for (const TypeName& t : kTypeNames)
        if (key == name_key(type_word(t))) bit = t.bit;
      const size_t part_pos = arg_pos + size_t(part.data() - arg.data());
      if (!bit) {
        if (!any_or && cut == std::string_view::npos) return 0;  // a card name
        c_.src.expected(part_pos, c_.end, "a card type (" + type_words() + ")");
      }
      mask |= bit;
      if (cut == std::string_view::npos) return mask;
      any_or = true;
      start = cut + 2;
    }
  }

 public:
  // A decimal number with an optional sign and exponent, read back exactly.
  static double number(Cursor& c) {
    const size_t start = c.pos;
    size_t e = c.pos;
    const std::string_view t = c.src.text;
    if (e < c.end && t[e] == '-') ++e;
    const size_t digits = e;
    while (e < c.end && is_digit(t[e])) ++e;
    if (e < c.end && t[e] == '.') {
      ++e;
      while (e < c.end && is_digit(t[e])) ++e;
    }
    if (e == digits || (e == digits + 1 && t[digits] == '.')) c.expected("a number");
    if (e < c.end && (t[e] == 'e' || t[e] == 'E')) {
      size_t x = e + 1;
      if (x < c.end && (t[x] == '+' || t[x] == '-')) ++x;
      if (x < c.end && is_digit(t[x])) {
        while (x < c.end && is_digit(t[x])) ++x;
        e = x;
      }
    }
    if (e < c.end && (is_ident(t[e]) || t[e] == '.')) {
      while (e < c.end && (is_ident(t[e]) || t[e] == '.')) ++e;
      c.src.fail(start, fmt::format("expected a number (got '{}')",
                                    printable(t.substr(start, std::min<size_t>(e - start, 32)))));
    }
    // from_chars takes no '+' and no leading '.': give it the text it wants.
    std::string s(t.substr(digits, e - digits));
    if (s[0] == '.') s.insert(s.begin(), '0');
    double v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc() || r.ptr != s.data() + s.size() || !std::isfinite(v))
      c.src.fail(start, fmt::format("expected a number (got '{}')",
                                    printable(t.substr(start, e - start))));
    c.pos = e;
    return digits > start ? -v : v;
  }

 private:
  Cursor& c_;
  const Registry& reg_;
  Edition edition_;
};

Cmp comparison(Cursor& c) {
  c.ws();
  static constexpr std::pair<const char*, Cmp> kOps[] = {
      {"<=", Cmp::kLe}, {">=", Cmp::kGe}, {"==", Cmp::kEq}, {kLe, Cmp::kLe},
      {kGe, Cmp::kGe},  {"<", Cmp::kLt},  {">", Cmp::kGt},  {"=", Cmp::kEq}};
  const size_t start = c.pos;
  for (const auto& [text, cmp] : kOps) {
    if (!c.eat(text)) continue;
    // "=<", "=>", "<>", "!=" and the like are not comparisons.
    const char n = c.peek();
    if (n == '<' || n == '>' || n == '=' || n == '!') {
      c.pos = start;
      break;
    }
    return cmp;
  }
  c.expected("a comparison (<, <=, ==, >=, >)");
}

// ---- Menus ----

// Splits "Witch×2" into its name and count (kMenuUnlimited if no suffix).
struct Word {
  size_t pos;             // in the source
  std::string_view name;  // without the count suffix
  int count = kMenuUnlimited;
  bool counted = false;
};

Word split_word(const Source& src, size_t pos, std::string_view w) {
  Word r{pos, w};
  size_t d = w.size();
  while (d > 0 && is_digit(w[d - 1])) --d;
  if (d == w.size()) return r;
  size_t marker = std::string_view::npos;
  if (d >= 2 && w.substr(d - 2, 2) == kTimes)
    marker = d - 2;
  else if (d >= 1 && w[d - 1] == '*')
    marker = d - 1;
  else if (d >= 2 && (w[d - 1] == 'x' || w[d - 1] == 'X'))
    marker = d - 1;
  if (marker == std::string_view::npos) return r;
  if (marker == 0) src.expected(pos, pos + w.size(), "a card name before the count");
  Cursor c{src, pos + d, pos + w.size()};
  r.count = small_count(c, "a count");
  r.counted = true;
  r.name = w.substr(0, marker);
  return r;
}

// "chapel.keep_money = 4" at the cursor (the name, '=', a number in the parameter's range) into
// params; a parameter already there is an error.
void param_at(const Source& src, Cursor& c, std::map<std::string, double>& params) {
  c.ws();
  const size_t name_pos = c.pos;
  size_t e = c.pos;
  while (e < c.end && (is_ident(src.text[e]) || src.text[e] == '.')) ++e;
  if (e == name_pos) c.expected("a parameter name such as chapel.keep_money");
  const std::string name = lower(src.text.substr(name_pos, e - name_pos));
  // A registered parameter, or a written card's own copy of a lang.* one (lang.<card>.<what>).
  const PlayParam* found = find_play_param(name);
  if (!found) {
    std::string guess;
    const size_t limit = suggestion_limit(name);
    size_t best = limit + 1;
    for (const PlayParam& p : play_params()) {
      const size_t d = edit_distance(name, lower(p.name), limit);
      if (d < best) {
        best = d;
        guess = p.name;
      }
    }
    src.fail(name_pos,
             play_params().empty()
                 ? fmt::format("unknown parameter \"{}\" (no card defines any)", printable(name))
             : guess.empty()
                 ? fmt::format("unknown parameter \"{}\" (docs/heuristics.md lists them)",
                               printable(name))
                 : fmt::format("unknown parameter \"{}\" (did you mean \"{}\"?)", printable(name),
                               guess));
  }
  if (params.count(found->name))
    src.fail(name_pos, fmt::format("parameter {} set twice", found->name));
  c.pos = e;
  c.ws();
  if (!c.eat("=")) c.expected("'='");
  c.ws();
  const size_t value_pos = c.pos;
  const double v = ExprParser::number(c);
  if (v < found->lo || v > found->hi)
    src.fail(value_pos, fmt::format("expected a value from {} to {} for {} (got '{}')", found->lo,
                                    found->hi, found->name, v));
  params[found->name] = v;
}

// A one-line menu: entries, then after '|' the Victory thresholds, then (after a second '|', or
// right after the thresholds) play parameters "name=value" into *params; without `params` a
// parameter is an error.
Menu menu_at(const Source& src, size_t begin, size_t end, const Registry& reg, Edition edition,
             std::map<std::string, double>* params = nullptr) {
  Menu m;
  size_t bar = begin;
  while (bar < end && src.text[bar] != '|') ++bar;
  // Entries: whitespace-separated words; a card name may span words ("Throne Room×2"), matched
  // longest first.
  std::vector<Word> words;
  for (size_t i = begin; i < bar;) {
    if (is_space(src.text[i])) {
      ++i;
      continue;
    }
    size_t e = i;
    while (e < bar && !is_space(src.text[e])) ++e;
    words.push_back(split_word(src, i, src.text.substr(i, e - i)));
    i = e;
  }
  constexpr size_t kMaxWords = 4;
  for (size_t i = 0; i < words.size();) {
    size_t last = i;  // the words a name may span: up to the first counted one
    while (last + 1 < words.size() && last + 1 - i < kMaxWords && !words[last].counted) ++last;
    const CardDef* found = nullptr;
    size_t j = last + 1;
    std::string name;
    while (j-- > i) {
      name.clear();
      for (size_t k = i; k <= j; ++k) {
        if (k > i) name += ' ';
        name += words[k].name;
      }
      if ((found = reg.find(name, edition))) break;
    }
    if (!found) {
      // Report the span of words closest to a card name ("Thrne Room", not "Thrne").
      std::string shown;
      size_t best = ~size_t(0);
      name.clear();
      for (size_t k = i; k <= last; ++k) {
        if (k > i) name += ' ';
        name += words[k].name;
        const size_t d = closeness(name, reg);
        if (d < best) {
          best = d;
          shown = name;
        }
      }
      unknown_card(src, words[i].pos, shown, reg);
    }
    if (m.entries.size() == size_t(kMaxMenuEntries))
      src.fail(words[i].pos, fmt::format("a menu has at most {} entries; this is entry {}",
                                         kMaxMenuEntries, kMaxMenuEntries + 1));
    m.entries.push_back(MenuEntry{found, words[j].count});
    i = j + 1;
  }
  if (bar >= end) return m;
  // Victory thresholds: "Colony≤5 Province≤6 Duchy≤4 Estate≤2", any order, each at most once.
  Cursor c{src, bar + 1, end};
  bool seen[4] = {};
  bool second_bar = false;
  while (!c.done()) {
    if (c.peek() == '|') {
      if (second_bar || !params) c.expected(params ? "only two '|'" : "only one '|'");
      second_bar = true;
      ++c.pos;
      continue;
    }
    const std::string_view id = c.peek_ident();
    // A play parameter: a name with a dot ("chapel.keep_money=4").
    if (params && c.pos + id.size() < c.end && src.text[c.pos + id.size()] == '.') {
      param_at(src, c, *params);
      continue;
    }
    const std::string key = lower(id);
    const int which = key == "province" ? 0
                      : key == "duchy"  ? 1
                      : key == "estate" ? 2
                      : key == "colony" ? 3
                                        : -1;
    if (which < 0 || second_bar || (params && !params->empty())) {
      if (second_bar || (params && !params->empty()))
        c.expected("a play parameter such as chapel.keep_money=4");
      c.expected(params ? "a threshold such as Duchy≤4 (Colony, Province, Duchy or Estate) or a "
                          "play parameter such as chapel.keep_money=4"
                        : "a threshold such as Duchy≤4 (Colony, Province, Duchy or Estate)");
    }
    if (seen[which]) c.fail(fmt::format("{} threshold given twice", id));
    seen[which] = true;
    c.pos += id.size();
    c.ws();
    if (!c.eat(kLe) && !c.eat("<=")) c.expected("'≤' or '<='");
    c.ws();
    const int v = small_count(c, "a number of Provinces left");
    (which == 0   ? m.province_at
     : which == 1 ? m.duchy_at
     : which == 2 ? m.estate_at
                  : m.colony_at) = v;
  }
  return m;
}

Menu provincial_at(const Source& src, size_t begin, size_t end, const Registry& reg,
                   Edition edition) {
  Menu m;
  Cursor c{src, begin, end};
  c.ws();
  int* const fields[3] = {&m.estate_at, &m.duchy_at, &m.province_at};
  const char letters[3] = {'e', 'd', 'p'};
  for (int f = 0; f < 3; ++f) {
    if (std::tolower(static_cast<unsigned char>(c.peek())) != letters[f])
      c.expected(fmt::format("'{}' (Provincial's e<N>-d<N>-p<N>-card@N|...)", letters[f]));
    ++c.pos;
    *fields[f] = small_count(c, "a number of Provinces left");
    if (c.peek() != '-') c.expected("'-'");
    ++c.pos;
  }
  if (c.done()) return m;
  for (;;) {
    size_t at = c.pos;
    while (at < c.end && c.src.text[at] != '@' && c.src.text[at] != '|') ++at;
    const std::string_view raw = src.text.substr(c.pos, at - c.pos);
    const std::string_view name = trim(raw);
    const size_t name_pos = c.pos + size_t(name.data() - raw.data());
    if (name.empty()) src.expected(name_pos, c.end, "a card name");
    const CardDef* d = card_at(src, name_pos, c.end, name, reg, edition);
    c.pos = at;
    if (c.peek() != '@') c.expected("'@'");
    ++c.pos;
    if (m.entries.size() == size_t(kMaxMenuEntries))
      src.fail(name_pos, fmt::format("a menu has at most {} entries; this is entry {}",
                                     kMaxMenuEntries, kMaxMenuEntries + 1));
    m.entries.push_back(MenuEntry{d, small_count(c, "a count")});
    if (c.done()) return m;
    if (c.peek() != '|') c.expected("'|' or end of line");
    ++c.pos;
    c.ws();
  }
}

// ---- Strategy files ----

std::string quoted_name(Cursor& c) {
  c.ws();
  if (c.peek() != '"') c.expected("a quoted name");
  const size_t start = c.pos;
  ++c.pos;
  std::string name;
  for (;;) {
    if (c.pos >= c.end) c.src.fail(start, "unterminated name (missing '\"')");
    const char ch = c.src.text[c.pos++];
    if (ch == '"') break;
    if (ch != '\\') {
      name += ch;
      continue;
    }
    const char e = c.peek();
    if (e == '"' || e == '\\') {
      name += e;
      ++c.pos;
    } else if (e == 'x' && std::isxdigit(static_cast<unsigned char>(c.peek(1))) &&
               std::isxdigit(static_cast<unsigned char>(c.peek(2)))) {
      unsigned v = 0;
      std::from_chars(c.src.text.data() + c.pos + 1, c.src.text.data() + c.pos + 3, v, 16);
      name += char(v);
      c.pos += 3;
    } else {
      c.expected("an escape (\\\", \\\\ or \\xNN)");
    }
  }
  if (name.empty()) c.src.fail(start, "expected a non-empty name (got '\"\"')");
  // (Names go to reports and JSON as they are: the escapes must make UTF-8 text too.)
  if (const size_t bad = first_non_utf8(name); bad != std::string::npos)
    c.src.fail(start, fmt::format("the name is not UTF-8 text once its escapes are read (byte "
                                  "\\x{:02X}); write the character itself",
                                  unsigned(static_cast<unsigned char>(name[bad]))));
  return name;
}

// Where the comment of line [b, e) starts (e if none); '#' inside a quoted name is text.
size_t comment_start(std::string_view t, size_t b, size_t e) {
  bool quoted = false;
  for (size_t i = b; i < e; ++i) {
    if (quoted && t[i] == '\\') {
      ++i;
    } else if (t[i] == '"') {
      quoted = !quoted;
    } else if (!quoted && t[i] == '#') {
      return i;
    }
  }
  return e;
}

class FileParser {
 public:
  FileParser(std::string_view text, std::string_view file, const Registry& reg, Edition edition)
      : src_{text, std::string(file)}, reg_(reg), file_edition_(edition), edition_(edition) {}

  std::vector<Strategy> run() {
    const std::string_view t = src_.text;
    size_t b = 0;
    for (;;) {
      ++line_;
      const size_t nl = t.find('\n', b);
      const size_t e = nl == std::string_view::npos ? t.size() : nl;
      Cursor c{src_, b, comment_start(t, b, e)};
      if (!c.done()) {
        if (open_)
          inside(c);
        else
          outside(c);
      }
      if (nl == std::string_view::npos) break;
      b = nl + 1;
    }
    if (open_)
      src_.fail(t.size(), fmt::format("expected 'end' of strategy \"{}\" from line {} (got end of "
                                      "file)",
                                      printable(cur_.name), open_line_));
    return std::move(out_);
  }

 private:
  void outside(Cursor& c) {
    if (c.keyword("edition")) {
      file_edition_ = edition_word(c);
      return;
    }
    if (!c.keyword("strategy")) c.expected("'strategy' or 'edition'");
    cur_ = Strategy{};
    guard_given_ = false;
    clock_given_ = false;
    provincial_ = false;
    edition_ = file_edition_;
    const size_t name_pos = (c.ws(), c.pos);
    cur_.name = quoted_name(c);
    const auto [it, fresh] = names_.emplace(cur_.name, line_);
    if (!fresh)
      src_.fail(name_pos, fmt::format("strategy \"{}\" defined twice (first at line {})",
                                      printable(cur_.name), it->second));
    if (c.done()) {
      open_ = true;
      open_line_ = line_;
      return;
    }
    if (!one_line_form(c)) c.expected("end of line, 'menu' or 'provincial'");
    finish();
  }

  // The strategy read is complete: Provincial's play for an import (its own lines first).
  void finish() {
    if (provincial_) {
      const bool guard = cur_.guard_last_card, clock = cur_.pile_clock;
      play_as_provincial(cur_);
      cur_.guard_last_card = guard;
      if (clock_given_) cur_.pile_clock = clock;
    }
    out_.push_back(std::move(cur_));
  }

  // "[colony] menu ..." or "[colony] provincial ...": appends the rules; false if neither.
  bool one_line_form(Cursor& c) {
    const size_t start = c.pos;
    const bool colony = c.keyword("colony");
    Menu m;
    if (c.keyword("menu")) {
      m = menu_at(src_, c.pos, c.end, reg_, edition_, &cur_.params);
    } else if (c.keyword("provincial")) {
      m = provincial_at(src_, c.pos, c.end, reg_, Edition::kFirst);
      // An import plays like the original (play_as_provincial, when the strategy ends) unless
      // the strategy says otherwise (an `option guard_last_card` or a `param` line, before or
      // after this one).
      if (!guard_given_) cur_.guard_last_card = false;
      provincial_ = true;
    } else {
      if (colony) c.expected("'menu' or 'provincial'");
      c.pos = start;
      return false;
    }
    if (!reg_.basic(kProvince) || !reg_.basic(kDuchy) || !reg_.basic(kEstate) ||
        (colony && !reg_.basic(kColony)))
      src_.fail(start, "the card registry lacks the basic Victory cards a menu needs");
    for (BuyRule& r : to_strategy(m, "", colony, reg_).rules) cur_.rules.push_back(std::move(r));
    if (!open_) open_line_ = line_;
    within_limits(c.end);
    return true;
  }

  void inside(Cursor& c) {
    const size_t start = (c.ws(), c.pos);
    if (c.keyword("end")) {
      c.expect_done();
      finish();
      open_ = false;
      return;
    }
    if (c.keyword("buy")) return buy(c);
    if (c.keyword("param")) return param(c);
    if (c.keyword("option")) return option(c);
    if (c.keyword("edition")) {
      edition_ = edition_word(c);
      return;
    }
    if (one_line_form(c)) return;
    if (c.keyword("strategy")) {
      c.pos = start;
      c.expected(
          fmt::format("'end' of strategy \"{}\" from line {}", printable(cur_.name), open_line_));
    }
    c.expected("'buy', 'param', 'option', 'edition', 'menu', 'provincial' or 'end'");
  }

  // "first" / "1st" / "1" or "second" / "2nd" / "2", then the end of the line.
  Edition edition_word(Cursor& c) {
    c.ws();
    size_t e = c.pos;
    while (e < c.end && is_ident(src_.text[e])) ++e;
    const std::string w = lower(src_.text.substr(c.pos, e - c.pos));
    Edition ed;
    if (w == "first" || w == "1st" || w == "1")
      ed = Edition::kFirst;
    else if (w == "second" || w == "2nd" || w == "2")
      ed = Edition::kSecond;
    else
      c.expected("'first' or 'second'");
    c.pos = e;
    c.expect_done();
    return ed;
  }

  void buy(Cursor& c) {
    c.ws();
    // The card name runs to the word "if" or the end of the line.
    const std::string_view t = src_.text;
    size_t if_pos = c.end;
    for (size_t i = c.pos; i + 2 <= c.end; ++i) {
      if (i > c.pos && !is_space(t[i - 1])) continue;
      if (std::tolower(static_cast<unsigned char>(t[i])) != 'i' ||
          std::tolower(static_cast<unsigned char>(t[i + 1])) != 'f')
        continue;
      if (i + 2 < c.end && !is_space(t[i + 2]) && t[i + 2] != '(') continue;
      if_pos = i;
      break;
    }
    const std::string_view name = trim(t.substr(c.pos, if_pos - c.pos));
    if (name.empty()) c.expected("a card name");
    BuyRule r;
    r.card = card_at(src_, c.pos, c.end, name, reg_, edition_);
    c.pos = if_pos;
    if (c.keyword("if")) {
      do {
        Condition k;
        k.lhs = ExprParser(c, reg_, edition_).parse();
        k.cmp = comparison(c);
        k.rhs = ExprParser(c, reg_, edition_).parse();
        r.conds.push_back(std::move(k));
      } while (c.keyword("and"));
      c.expect_done("'and' or end of line");
    }
    cur_.rules.push_back(std::move(r));
    within_limits(c.end);
  }

  // Fails at `pos` when the strategy so far holds more than a strategy may.
  void within_limits(size_t pos) const {
    const std::string over = over_limits(cur_);
    if (!over.empty())
      src_.fail(pos, fmt::format("strategy \"{}\" from line {} has {}", printable(cur_.name),
                                 open_line_, over));
  }

  void param(Cursor& c) {
    param_at(src_, c, cur_.params);
    c.expect_done();
  }

  void option(Cursor& c) {
    c.ws();
    bool* target = nullptr;
    if (c.keyword("guard_last_card")) {
      target = &cur_.guard_last_card;
      guard_given_ = true;
    } else if (c.keyword("penultimate_province")) {
      target = &cur_.penultimate_province;
    } else if (c.keyword("pile_clock")) {
      target = &cur_.pile_clock;
      clock_given_ = true;
    } else {
      c.expected("an option (guard_last_card, penultimate_province, pile_clock)");
    }
    if (c.keyword("on"))
      *target = true;
    else if (c.keyword("off"))
      *target = false;
    else
      c.expected("'on' or 'off'");
    c.expect_done();
  }

  Source src_;
  const Registry& reg_;
  Edition file_edition_;  // set by "edition" between strategies
  Edition edition_;       // of the strategy being read
  std::vector<Strategy> out_;
  std::map<std::string, int> names_;  // strategy names seen, with their lines
  int line_ = 0;                      // of the line being read
  Strategy cur_;
  bool guard_given_ = false;  // the strategy set guard_last_card itself
  bool clock_given_ = false;  // the strategy set pile_clock itself
  bool provincial_ = false;   // the strategy has a `provincial` line
  bool open_ = false;
  int open_line_ = 0;
};

// ---- Printing ----

std::string number_text(double v) {
  if (!std::isfinite(v)) throw std::invalid_argument("print: a number is not finite");
  return fmt::format("{}", v);
}

std::string operand_text(const Operand& o) {
  auto card = [&]() -> const std::string& {
    if (!o.card) throw std::invalid_argument("print: a quantity lacks its card");
    return o.card->name;
  };
  switch (o.q) {
    case Quantity::kNumber:
      return number_text(o.value);
    case Quantity::kOwned:
      return "count(" + card() + ")";
    case Quantity::kPile:
      return "left(" + card() + ")";
    case Quantity::kOwnedType: {
      if (!o.types || (o.types & ~kAllTypes))
        throw std::invalid_argument("print: count() of no or unknown card types");
      std::string s;
      for (const TypeName& t : kTypeNames)
        if (o.types & t.bit) {
          if (!s.empty()) s += " or ";
          s += type_word(t);
        }
      return "count(" + s + ")";
    }
    default:
      for (const WordQuantity& w : kWordQuantities)
        if (w.q == o.q) return w.name;
  }
  throw std::invalid_argument("print: unknown quantity");
}

void append_rule(std::string& out, const BuyRule& r) {
  if (!r.card) throw std::invalid_argument("print: a buy rule lacks its card");
  out += "  buy " + r.card->name;
  for (size_t i = 0; i < r.conds.size(); ++i) {
    out += i ? " and " : " if ";
    out += print_condition(r.conds[i]);
  }
  out += '\n';
}

std::string quote(const std::string& name) {
  std::string r = "\"";
  for (char ch : name) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\')
      r += {'\\', ch};
    else if (u < 0x20 || u == 0x7f)
      r += fmt::format("\\x{:02X}", unsigned(u));
    else
      r += ch;
  }
  return r + '"';
}

}  // namespace

std::string print_expr(const Expr& e) {
  // Rebuild the infix text from the postfix tokens, with only the parentheses needed to read
  // back the same token order (operators are left-associative).
  struct Part {
    std::string text;
    int prec;  // 1: + -, 2: * /, 3: an operand
  };
  std::vector<Part> st;
  for (const Token& t : e.rpn) {
    if (t.kind == Token::kOperand) {
      st.push_back(Part{operand_text(t.operand), 3});
      continue;
    }
    if (st.size() < 2) throw std::invalid_argument("print: malformed expression");
    Part b = std::move(st.back());
    st.pop_back();
    Part a = std::move(st.back());
    st.pop_back();
    const int p = t.kind == Token::kAdd || t.kind == Token::kSub ? 1 : 2;
    const char* op = t.kind == Token::kAdd   ? " + "
                     : t.kind == Token::kSub ? " - "
                     : t.kind == Token::kMul ? " * "
                                             : " / ";
    if (a.prec < p) a.text = "(" + a.text + ")";
    if (b.prec <= p) b.text = "(" + b.text + ")";
    st.push_back(Part{a.text + op + b.text, p});
  }
  if (st.size() != 1) throw std::invalid_argument("print: malformed expression");
  return st[0].text;
}

std::string print_condition(const Condition& c) {
  static constexpr const char* kCmp[] = {" < ", " <= ", " == ", " >= ", " > "};
  const auto i = size_t(c.cmp);
  if (i >= std::size(kCmp)) throw std::invalid_argument("print: unknown comparison");
  return print_expr(c.lhs) + kCmp[i] + print_expr(c.rhs);
}

std::string print(const Strategy& s) {
  std::string out = "strategy " + quote(s.name) + "\n";
  // Cards that exist in one edition only are written with that edition, so that the text reads
  // back to the same definitions whatever edition the reader prefers.
  bool first = false, second = false;
  auto note = [&](const CardDef* d) {
    if (d && d->edition == Edition::kFirst) first = true;
    if (d && d->edition == Edition::kSecond) second = true;
  };
  for (const BuyRule& r : s.rules) {
    note(r.card);
    for (const Condition& c : r.conds) {
      for (const Token& t : c.lhs.rpn) note(t.operand.card);
      for (const Token& t : c.rhs.rpn) note(t.operand.card);
    }
  }
  if (first)
    out += "  edition first\n";
  else if (second)
    out += "  edition second\n";
  for (const BuyRule& r : s.rules) append_rule(out, r);
  for (const auto& [name, value] : s.params)
    out += fmt::format("  param {} = {}\n", name, number_text(value));
  if (!s.guard_last_card) out += "  option guard_last_card off\n";
  if (s.penultimate_province) out += "  option penultimate_province on\n";
  if (!s.pile_clock) out += "  option pile_clock off\n";
  return out + "end\n";
}

std::string print(const std::vector<Strategy>& all) {
  std::string out;
  for (size_t i = 0; i < all.size(); ++i) {
    if (i) out += '\n';
    out += print(all[i]);
  }
  return out;
}

std::vector<Strategy> parse_strategies(std::string_view text, std::string_view file_name,
                                       const Registry& reg, Edition edition) {
  Source{text, std::string(file_name)}.require_utf8();
  return FileParser(text, file_name, reg, edition).run();
}

Strategy parse_strategy(std::string_view text, std::string_view file_name, const Registry& reg,
                        Edition edition) {
  std::vector<Strategy> all = parse_strategies(text, file_name, reg, edition);
  if (all.size() != 1) {
    const Source src{text, std::string(file_name)};
    src.fail(all.empty() ? text.size() : 0,
             fmt::format("expected exactly one strategy (got {})", all.size()));
  }
  return std::move(all[0]);
}

std::vector<Strategy> load_strategies(const std::string& path, const Registry& reg,
                                      Edition edition) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::invalid_argument(fmt::format("{}: cannot read the file", path));
  std::ostringstream ss;
  ss << in.rdbuf();
  return parse_strategies(ss.str(), path, reg, edition);
}

std::string print_menu(const Menu& m) {
  std::string out;
  for (const MenuEntry& e : m.entries) {
    if (!e.card) throw std::invalid_argument("print_menu: an entry lacks its card");
    if (!out.empty()) out += ' ';
    out += e.card->name;
    if (e.count != kMenuUnlimited) out += fmt::format("{}{}", kTimes, e.count);
  }
  std::string v;
  auto threshold = [&](const char* name, int at, int fallback) {
    if (at == fallback) return;
    if (!v.empty()) v += ' ';
    v += fmt::format("{}{}{}", name, kLe, at);
  };
  threshold("Colony", m.colony_at, kMenuUnlimited);
  threshold("Province", m.province_at, kMenuUnlimited);
  threshold("Duchy", m.duchy_at, 0);
  threshold("Estate", m.estate_at, 0);
  if (v.empty()) return out;
  return out.empty() ? "| " + v : out + " | " + v;
}

Menu parse_menu(std::string_view text, const Registry& reg, Edition edition) {
  const Source src{text, "<menu>"};
  src.require_utf8();
  const std::string_view t = trim(text);
  const size_t b = size_t(t.data() - text.data());
  return menu_at(src, b, b + t.size(), reg, edition);
}

Menu parse_menu_line(std::string_view text, std::map<std::string, double>& params,
                     const Registry& reg, Edition edition) {
  const Source src{text, "<menu>"};
  const std::string_view t = trim(text);
  const size_t b = size_t(t.data() - text.data());
  return menu_at(src, b, b + t.size(), reg, edition, &params);
}

std::string print_menu_line(const Menu& m, const std::map<std::string, double>& params) {
  return print_menu_line(print_menu(m), params);
}

std::string print_menu_line(std::string out, const std::map<std::string, double>& params) {
  if (params.empty()) return out;
  out += out.empty() ? "|" : " |";
  for (const auto& [name, value] : params) out += fmt::format(" {}={}", name, value);
  return out;
}

Menu parse_provincial(std::string_view text, const Registry& reg, Edition edition) {
  const Source src{text, "<provincial>"};
  src.require_utf8();
  const std::string_view t = trim(text);
  const size_t b = size_t(t.data() - text.data());
  return provincial_at(src, b, b + t.size(), reg, edition);
}

std::string print_provincial(const Menu& m) {
  std::string out = fmt::format("e{}-d{}-p{}-", m.estate_at, m.duchy_at, m.province_at);
  for (size_t i = 0; i < m.entries.size(); ++i) {
    if (!m.entries[i].card) throw std::invalid_argument("print_provincial: entry lacks its card");
    out += fmt::format("{}{}@{}", i ? "|" : "", lower(m.entries[i].card->name), m.entries[i].count);
  }
  return out;
}

StrategyParseError::StrategyParseError(std::string file, int line, int column, std::string message)
    : std::invalid_argument(fmt::format("{}:{}:{}: {}", excerpt(file, 400), line, column, message)),
      file_(std::move(file)),
      line_(line),
      column_(column),
      message_(std::move(message)) {}

void play_as_provincial(Strategy& s, const Kingdom* kingdom) {
  s.guard_last_card = false;
  s.pile_clock = false;  // (Provincial's menus count the Provinces and Colonies left only)
  // A card of the kingdom (it may come from another card: Swindler), else one the rules buy.
  auto has = [&](std::string_view card) {
    if (kingdom)
      return std::any_of(kingdom->cards.begin(), kingdom->cards.end(),
                         [card](const CardDef* c) { return c->name == card; });
    return std::any_of(s.rules.begin(), s.rules.end(),
                       [card](const BuyRule& r) { return r.card && r.card->name == card; });
  };
  if (kingdom && has("Ghost Ship")) s.params.try_emplace("ghost_ship.save_cards", 0);
  if (has("Ambassador")) {
    s.params.try_emplace("ambassador.estate_provinces", 0);
    s.params.try_emplace("ambassador.keep_money", 0);
  }
  // Cards whose decisions Provincial's AI makes by its own fixed rule (docs/quality.md).
  for (const auto& [card, param] : {std::pair{"Steward", "steward.provincial"},
                                    {"Chapel", "chapel.provincial"},
                                    {"Mining Village", "mining_village.provincial"},
                                    {"Nobles", "nobles.provincial"}})
    if (has(card)) s.params.try_emplace(param, 1);
}

std::vector<Strategy> provincial_leaders(std::string_view text, std::string_view file_name,
                                         const Registry& reg) {
  const Kingdom k = parse_provincial_kingdom(text, file_name, reg);
  const bool colony = k.colony == Use::kYes;
  const std::string stem = k.name;
  std::vector<Strategy> out;
  int line_no = 0;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(at, end - at);
    ++line_no;
    // "Leader 0:\t3.94\te3-d4-p8-gold@99|..."
    if (line.substr(0, 7) == "Leader ") {
      const size_t tab = line.rfind('\t');
      if (tab == std::string_view::npos)
        throw StrategyParseError(std::string(file_name), line_no, 1,
                                 "expected \"Leader <i>:<tab><rating><tab><strategy>\"");
      Menu m;
      try {
        m = parse_provincial(line.substr(tab + 1), reg, Edition::kFirst);
      } catch (const StrategyParseError& e) {
        throw StrategyParseError(std::string(file_name), line_no, int(tab) + 2 + e.column() - 1,
                                 e.message());
      }
      Strategy s = to_strategy(m, fmt::format("{}#{}", stem, out.size()), colony, reg);
      play_as_provincial(s, &k);
      out.push_back(std::move(s));
    }
    at = end + 1;
  }
  if (out.empty())
    throw StrategyParseError(std::string(file_name), line_no, 1, "no \"Leader <i>:\" line");
  return out;
}

}  // namespace kl
