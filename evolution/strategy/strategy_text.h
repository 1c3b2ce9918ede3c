// The strategy text language: strategy files (parse_strategies / print), menus in their one-line
// form (parse_menu / print_menu) and Provincial's notation (parse_provincial / print_provincial).
// docs/strategies.md documents the format for users. In short:
//
//   # Smithy Big Money
//   strategy "Smithy BM"
//     buy Province if money >= 16
//     buy Duchy if left(Province) <= 4
//     buy Smithy if count(Smithy) < 1 + cards / 16
//     buy Silver
//     param chapel.keep_money = 4
//     option penultimate_province on
//   end
//   strategy "Witch" menu Witch×2 Gold Silver | Duchy≤4 Estate≤2
//
// print() output parses back to an equal Strategy; print_menu() output to an equal Menu.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "cards/registry.h"
#include "evolution/strategy/menu.h"
#include "evolution/strategy/strategy.h"

namespace kl {

struct Kingdom;  // cards/kingdom.h

// A syntax or meaning error in strategy text. what() is one line:
// "file:line:col: expected ... (got '...')" or "file:line:col: unknown card "X" (did you mean
// "Y"?)". Line and column are 1-based; columns count Unicode characters.
class StrategyParseError : public std::invalid_argument {
 public:
  StrategyParseError(std::string file, int line, int column, std::string message);
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  int column() const { return column_; }
  const std::string& message() const { return message_; }  // without the "file:line:col: "

 private:
  std::string file_;
  int line_, column_;
  std::string message_;
};

// Every strategy in a strategy file, in file order. Card names are looked up in `reg` with
// `edition` unless the file says "edition ..." (Provincial lines always use the 1st edition).
// Throws StrategyParseError.
std::vector<Strategy> parse_strategies(std::string_view text,
                                       std::string_view file_name = "<strategies>",
                                       const Registry& reg = Registry::standard(),
                                       Edition edition = Edition::kSecond);
// The one strategy of `text`; throws StrategyParseError unless there is exactly one.
Strategy parse_strategy(std::string_view text, std::string_view file_name = "<strategy>",
                        const Registry& reg = Registry::standard(),
                        Edition edition = Edition::kSecond);
// Reads and parses a strategy file; std::invalid_argument if it cannot be read.
std::vector<Strategy> load_strategies(const std::string& path,
                                      const Registry& reg = Registry::standard(),
                                      Edition edition = Edition::kSecond);

// A strategy as a file block ("strategy ... end", newline-terminated). Options are written only
// when they differ from the defaults; "edition first" (or "second") when a card of the strategy
// exists in that edition only, so the text reads back to the same card definitions. Throws
// std::invalid_argument for a strategy no text can express (a rule without a card, a malformed
// expression, a non-finite number).
std::string print(const Strategy& s);
// Several strategies, separated by blank lines.
std::string print(const std::vector<Strategy>& all);
// One expression / condition as written in a rule ("count(Smithy) < 1 + cards / 16").
std::string print_expr(const Expr& e);
std::string print_condition(const Condition& c);

// A menu in its one-line form: "Witch×2 Gold Silver | Duchy≤4 Estate≤2". Entries without ×N are
// unlimited; the Province threshold is shown only when it is not 99, Duchy and Estate only when
// not 0; the "|" part is left out when empty.
std::string print_menu(const Menu& m);
// Reads the one-line form; ASCII is accepted too ("Witch*2", "Witchx2", "Duchy<=4"). Play
// parameters are an error here (parse_menu_line reads them).
Menu parse_menu(std::string_view text, const Registry& reg = Registry::standard(),
                Edition edition = Edition::kSecond);

// A menu with its play parameters on one line, as reports show a strategy for copying:
// "Witch×2 Gold Silver | Duchy≤4 Estate≤2 | witch.x=1" (print_menu, then " | " and the
// parameters as name=value; without thresholds "Chapel×1 Silver | chapel.keep_money=4").
// parse_menu_line(print_menu_line(m, p), q) gives back m, with q = p.
std::string print_menu_line(const Menu& m, const std::map<std::string, double>& params);
// The same from print_menu()'s text.
std::string print_menu_line(std::string menu_text, const std::map<std::string, double>& params);
// Reads that form: the menu, and its parameters into `params` (names checked, values in range,
// each at most once). The parameters may also follow the thresholds without a second '|'.
Menu parse_menu_line(std::string_view text, std::map<std::string, double>& params,
                     const Registry& reg = Registry::standard(),
                     Edition edition = Edition::kSecond);

// Provincial's notation: "e2-d4-p8-witch@2|gold@99|silver@99" (lower-case 1st-edition names).
// Cards the registry lacks are errors ('unknown card "peddler"').
Menu parse_provincial(std::string_view text, const Registry& reg = Registry::standard(),
                      Edition edition = Edition::kFirst);
std::string print_provincial(const Menu& m);

// An imported strategy of Provincial's plays as Provincial played it: without the last-card
// guard, and with Provincial's Ambassador (it returns as many Curses, Estates or Coppers as it
// can, whatever the Provinces left or the Treasure kept: ambassador.estate_provinces and
// ambassador.keep_money 0 unless `params` already holds them), Steward, Chapel, Mining Village
// and Nobles (<card>.provincial 1; docs/quality.md), for those of these cards that are in the
// `kingdom` (without one: that its rules buy). In a `kingdom` with Ghost Ship, its victim keeps
// its best three cards, as Provincial's does (ghost_ship.save_cards 0).
void play_as_provincial(Strategy& s, const Kingdom* kingdom = nullptr);

// The leaders of a Provincial leaderboard file (cards/kingdom.h: is_provincial_leaderboard),
// best first, as strategies named "<file stem>#<i>": with Colony rules in a Prosperity kingdom
// and played as Provincial plays them (play_as_provincial). Throws StrategyParseError (a bad
// leader line) or KingdomError (a bad kingdom line).
std::vector<Strategy> provincial_leaders(std::string_view text, std::string_view file_name,
                                         const Registry& reg = Registry::standard());

}  // namespace kl
