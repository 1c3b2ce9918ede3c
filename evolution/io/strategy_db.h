// The strategy database (docs/database.md): an SQLite file that keeps, for every trained or
// imported kingdom, its cards, setup, where it came from and its final leaders. `train` adds its
// run at the end; `train --warm-start` seeds a new run from the leaders of the nearest kingdoms.
// Every write is one transaction (BEGIN IMMEDIATE) and a connection waits for a busy database
// instead of failing, so concurrent runs writing the same file lose nothing.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

struct sqlite3;

namespace kl {

// The database cannot be opened, read or written: what() is one line naming the file.
struct DbError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One leader of a kingdom, best first by rank.
struct DbStrategy {
  int rank = 0;
  std::string menu;                      // one-line menu text (print_menu)
  std::map<std::string, double> params;  // play parameters
  std::optional<double> rating, lo, hi;  // the run's rating and interval (none: imported)
  int64_t games = 0;                     // games behind the rating
  std::string run_id;                    // its id in the run ("c0-g32-l1") or "FILE#i"
  bool operator==(const DbStrategy&) const = default;
};

// One kingdom entry: a training run or an imported leaderboard.
struct DbKingdom {
  int64_t id = 0;                  // assigned by the database (0 before adding)
  std::string name;                // the kingdom's name (Provincial: the file stem)
  std::vector<std::string> cards;  // the kingdom cards' names, sorted
  std::string edition = "2nd";     // "1st" | "2nd": the version of cards printed in both
  bool colony = false, shelters = false;
  int players = 2;
  std::string opening = "random";  // "random" | "4/3" | "5/2"
  std::string source;              // "train" | "provincial"
  std::string run_dir;             // the run folder, or the imported file
  uint64_t seed = 0;
  std::string params = "{}";  // JSON object: the run's parameters
  std::string card_file;      // the --cards file of the run (its path), empty: none
  int64_t games = 0;          // games the run played
  double seconds = 0;
  std::string added;  // UTC time it was added, "2026-11-23T12:00:00Z" (set by add())
  std::vector<DbStrategy> strategies;  // by rank
  bool operator==(const DbKingdom&) const = default;
};

class StrategyDb {
 public:
  // Opens (creating the file, its folder and the tables when missing) the database at `path`.
  // Throws DbError when it cannot, or when the file is damaged or not a strategy database; such
  // a file is never written to. Reading an entry whose values the program cannot use (an
  // unknown edition, text that is not UTF-8...) throws DbError naming it.
  explicit StrategyDb(const std::string& path);
  ~StrategyDb();
  StrategyDb(const StrategyDb&) = delete;
  StrategyDb& operator=(const StrategyDb&) = delete;

  // Adds the entries and their strategies in one transaction, waiting while another writer
  // holds the database; returns their ids. Sets each `added` time that is empty.
  std::vector<int64_t> add(std::vector<DbKingdom> entries);
  int64_t add(DbKingdom entry) { return add(std::vector<DbKingdom>{std::move(entry)}).front(); }

  // Every entry, by id (strategies included when asked).
  std::vector<DbKingdom> kingdoms(bool with_strategies = true) const;
  // The entry with this id, if any.
  std::optional<DbKingdom> kingdom(int64_t id) const;
  // Whether an entry of this source and name exists (imports skip those).
  bool contains(const std::string& source, const std::string& name) const;

  const std::string& path() const { return path_; }

 private:
  std::string path_;
  sqlite3* db_ = nullptr;
  void exec(const char* sql) const;
  [[noreturn]] void fail(const std::string& what) const;
  std::vector<DbStrategy> strategies_of(int64_t id) const;
  // k, or a DbError naming the entry when a value of it is not one the program can use.
  DbKingdom checked(DbKingdom k) const;
  // Runs `body` in one read transaction (a concurrent writer cannot show half of its entry);
  // errors become one DbError naming the file.
  void read(const std::function<void()>& body) const;
};

// The default database: $XDG_DATA_HOME/kingdomlab/strategies.db, else
// $HOME/.local/share/kingdomlab/strategies.db. Throws DbError when neither variable is set.
std::string default_db_path();

// The number of cards two sorted card-name lists share.
int shared_cards(const std::vector<std::string>& a, const std::vector<std::string>& b);

}  // namespace kl
