#include "evolution/io/strategy_db.h"

#include <fmt/format.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "cards/registry.h"

namespace kl {

namespace {

// Bumped when the tables change; an older file is upgraded in the constructor.
constexpr int kSchemaVersion = 1;

// Writers wait this long for each other (a training run writes for milliseconds).
constexpr int kBusyTimeoutMs = 60000;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS kingdoms (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  cards TEXT NOT NULL,
  edition TEXT NOT NULL,
  colony INTEGER NOT NULL,
  shelters INTEGER NOT NULL,
  players INTEGER NOT NULL,
  opening TEXT NOT NULL,
  source TEXT NOT NULL,
  run_dir TEXT NOT NULL,
  seed INTEGER NOT NULL,
  params TEXT NOT NULL,
  card_file TEXT NOT NULL,
  games INTEGER NOT NULL,
  seconds REAL NOT NULL,
  added TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS kingdoms_by_name ON kingdoms (source, name);
CREATE TABLE IF NOT EXISTS strategies (
  kingdom_id INTEGER NOT NULL REFERENCES kingdoms (id) ON DELETE CASCADE,
  rank INTEGER NOT NULL,
  menu TEXT NOT NULL,
  params TEXT NOT NULL,
  rating REAL,
  lo REAL,
  hi REAL,
  games INTEGER NOT NULL,
  run_id TEXT NOT NULL,
  PRIMARY KEY (kingdom_id, rank)
);
)sql";

// What went wrong in words, from SQLite's result code (its messages are not ours to show).
std::string problem(sqlite3* db) {
  if (!db) return "out of memory";
  switch (sqlite3_errcode(db) & 0xff) {
    case SQLITE_CORRUPT:
      return "the file is damaged";
    case SQLITE_NOTADB:
      return "the file is not a database";
    case SQLITE_CANTOPEN:
      return "the file cannot be opened";
    case SQLITE_READONLY:
      return "the file is read-only";
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return "permission denied";
    case SQLITE_FULL:
      return "the disk is full";
    case SQLITE_IOERR:
      return "a read or write failed";
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return "another program holds the file locked";
    case SQLITE_NOMEM:
      return "out of memory";
    case SQLITE_ERROR:  // "no such table / column": tables that are not kingdomlab's
    case SQLITE_MISMATCH:
    case SQLITE_SCHEMA:
      return "its tables are not those of a kingdomlab strategy database";
    default:
      return fmt::format("database error {}", sqlite3_errcode(db));
  }
}

// A prepared statement, finalized on scope exit.
class Stmt {
 public:
  Stmt(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &s_, nullptr) != SQLITE_OK) throw DbError(problem(db));
  }
  ~Stmt() { sqlite3_finalize(s_); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;
  void bind(int i, const std::string& v) {
    check(sqlite3_bind_text(s_, i, v.data(), int(v.size()), SQLITE_TRANSIENT));
  }
  void bind(int i, int64_t v) { check(sqlite3_bind_int64(s_, i, v)); }
  void bind(int i, double v) { check(sqlite3_bind_double(s_, i, v)); }
  void bind(int i, const std::optional<double>& v) {
    check(v ? sqlite3_bind_double(s_, i, *v) : sqlite3_bind_null(s_, i));
  }
  // True while there is a row.
  bool step() {
    const int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw DbError(problem(db_));
  }
  void reset() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
  }
  std::string text(int c) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(s_, c));
    return p ? std::string(p, size_t(sqlite3_column_bytes(s_, c))) : std::string();
  }
  int64_t int64(int c) const { return sqlite3_column_int64(s_, c); }
  double real(int c) const { return sqlite3_column_double(s_, c); }
  std::optional<double> maybe_real(int c) const {
    if (sqlite3_column_type(s_, c) == SQLITE_NULL) return std::nullopt;
    return sqlite3_column_double(s_, c);
  }

 private:
  void check(int rc) const {
    if (rc != SQLITE_OK) throw DbError(problem(db_));
  }
  sqlite3* db_;
  sqlite3_stmt* s_ = nullptr;
};

std::string join_cards(const std::vector<std::string>& cards) {
  std::string s;
  for (const std::string& c : cards) s += (s.empty() ? "" : "|") + c;
  return s;
}

std::vector<std::string> split_cards(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start < s.size()) {
    size_t end = s.find('|', start);
    if (end == std::string::npos) end = s.size();
    out.push_back(s.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::string utc_now() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

constexpr const char* kKingdomColumns =
    "id, name, cards, edition, colony, shelters, players, opening, source, run_dir, seed, "
    "params, card_file, games, seconds, added";

// The columns of each table, as kSchema creates them.
constexpr const char* kKingdomTableColumns[] = {
    "id",     "name",    "cards", "edition", "colony",    "shelters", "players", "opening",
    "source", "run_dir", "seed",  "params",  "card_file", "games",    "seconds", "added"};
constexpr const char* kStrategyTableColumns[] = {"kingdom_id", "rank", "menu",  "params", "rating",
                                                 "lo",         "hi",   "games", "run_id"};

// What is wrong with a kingdom entry as read, or "": the values the program relies on.
std::string entry_problem(const DbKingdom& k) {
  for (const std::string* t :
       {&k.name, &k.edition, &k.opening, &k.source, &k.run_dir, &k.params, &k.card_file, &k.added})
    if (!is_utf8(*t)) return "a text that is not UTF-8";
  for (const std::string& c : k.cards)
    if (c.empty() || !is_utf8(c)) return "a card name that is empty or not UTF-8";
  if (k.edition != "1st" && k.edition != "2nd")
    return fmt::format("edition \"{}\"", excerpt(k.edition));
  if (k.opening != "random" && k.opening != "4/3" && k.opening != "5/2")
    return fmt::format("opening \"{}\"", excerpt(k.opening));
  if (k.players < 2 || k.players > 6) return fmt::format("{} players", k.players);
  if (k.source != "train" && k.source != "provincial")
    return fmt::format("source \"{}\"", excerpt(k.source));
  if (!k.params.empty() && !nlohmann::json::accept(k.params)) return "its parameters are not JSON";
  return "";
}

DbKingdom kingdom_row(const Stmt& q) {
  DbKingdom k;
  k.id = q.int64(0);
  k.name = q.text(1);
  k.cards = split_cards(q.text(2));
  k.edition = q.text(3);
  k.colony = q.int64(4) != 0;
  k.shelters = q.int64(5) != 0;
  k.players = int(q.int64(6));
  k.opening = q.text(7);
  k.source = q.text(8);
  k.run_dir = q.text(9);
  k.seed = uint64_t(q.int64(10));
  k.params = q.text(11);
  k.card_file = q.text(12);
  k.games = q.int64(13);
  k.seconds = q.real(14);
  k.added = q.text(15);
  return k;
}

}  // namespace

StrategyDb::StrategyDb(const std::string& path) : path_(path) {
  std::error_code ec;
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent, ec);
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
      SQLITE_OK) {
    const std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw DbError(fmt::format("{}: cannot open the strategy database ({})", path, msg));
  }
  sqlite3_busy_timeout(db_, kBusyTimeoutMs);
  auto version = [&] {
    Stmt v(db_, "PRAGMA user_version");
    v.step();
    return v.int64(0);
  };
  // The columns of a table as the file has them, in order.
  auto columns = [&](const char* table) {
    std::vector<std::string> out;
    Stmt c(db_, fmt::format("PRAGMA table_info({})", table).c_str());
    while (c.step()) out.push_back(c.text(1));
    return out;
  };
  auto tables = [&] {
    Stmt t(db_, "SELECT count(*) FROM sqlite_master");
    t.step();
    return t.int64(0);
  };
  // A file that is damaged or another program's is refused before anything is written to it.
  auto check = [&] {
    const int64_t have = version();
    if (have > kSchemaVersion)
      throw DbError(fmt::format("made by a newer kingdomlab (schema {})", have));
    {
      Stmt q(db_, "PRAGMA quick_check");
      if (!q.step() || q.text(0) != "ok") throw DbError("the file is damaged");
    }
    if (have == kSchemaVersion) {
      const std::vector<std::string> k = columns("kingdoms"), st = columns("strategies");
      if (!std::equal(k.begin(), k.end(), std::begin(kKingdomTableColumns),
                      std::end(kKingdomTableColumns)) ||
          !std::equal(st.begin(), st.end(), std::begin(kStrategyTableColumns),
                      std::end(kStrategyTableColumns)))
        throw DbError("its tables are not those of a kingdomlab strategy database");
    } else if (tables() > 0) {
      throw DbError("not a kingdomlab strategy database");
    }
    return have;
  };
  try {
    exec("PRAGMA foreign_keys = ON");
    // One snapshot: the version and the tables read apart could straddle another process's
    // creation of the tables (version 0 read before its commit, its tables after: "not ours").
    int64_t have;
    exec("BEGIN");
    try {
      have = check();
      exec("COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
    if (have != kSchemaVersion) {
      // Created under the write lock, so two first runs do not race; checked again under it.
      exec("BEGIN IMMEDIATE");
      try {
        if (check() != kSchemaVersion) {
          exec(kSchema);
          exec(fmt::format("PRAGMA user_version = {}", kSchemaVersion).c_str());
        }
        exec("COMMIT");
      } catch (...) {
        sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
      }
    }
  } catch (const DbError& e) {
    const std::string msg = e.what();
    sqlite3_close(db_);
    db_ = nullptr;
    throw DbError(fmt::format(
        "{}: {}; kingdomlab leaves it as it is (give --db another file, or move this one away)",
        path, msg));
  }
}

StrategyDb::~StrategyDb() { sqlite3_close(db_); }

void StrategyDb::fail(const std::string& what) const {
  throw DbError(fmt::format("{}: {}", path_, what));
}

void StrategyDb::exec(const char* sql) const {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    sqlite3_free(err);
    throw DbError(problem(db_));
  }
}

std::vector<int64_t> StrategyDb::add(std::vector<DbKingdom> entries) {
  std::vector<int64_t> ids;
  try {
    // IMMEDIATE takes the write lock now, so two writers queue (busy timeout) instead of
    // both reading first and one failing to upgrade its lock.
    exec("BEGIN IMMEDIATE");
    try {
      Stmt k(db_,
             "INSERT INTO kingdoms (name, cards, edition, colony, shelters, players, opening, "
             "source, run_dir, seed, params, card_file, games, seconds, added) VALUES "
             "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
      Stmt s(db_,
             "INSERT INTO strategies (kingdom_id, rank, menu, params, rating, lo, hi, games, "
             "run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
      for (DbKingdom& e : entries) {
        std::sort(e.cards.begin(), e.cards.end());
        if (e.added.empty()) e.added = utc_now();
        k.bind(1, e.name);
        k.bind(2, join_cards(e.cards));
        k.bind(3, e.edition);
        k.bind(4, int64_t(e.colony));
        k.bind(5, int64_t(e.shelters));
        k.bind(6, int64_t(e.players));
        k.bind(7, e.opening);
        k.bind(8, e.source);
        k.bind(9, e.run_dir);
        k.bind(10, int64_t(e.seed));
        k.bind(11, e.params);
        k.bind(12, e.card_file);
        k.bind(13, e.games);
        k.bind(14, e.seconds);
        k.bind(15, e.added);
        k.step();
        k.reset();
        const int64_t id = sqlite3_last_insert_rowid(db_);
        ids.push_back(id);
        for (const DbStrategy& st : e.strategies) {
          s.bind(1, id);
          s.bind(2, int64_t(st.rank));
          s.bind(3, st.menu);
          s.bind(4, nlohmann::json(st.params).dump());
          s.bind(5, st.rating);
          s.bind(6, st.lo);
          s.bind(7, st.hi);
          s.bind(8, st.games);
          s.bind(9, st.run_id);
          s.step();
          s.reset();
        }
      }
      exec("COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  } catch (const DbError& e) {
    fail(fmt::format("cannot add to the strategy database: {}", e.what()));
  }
  return ids;
}

std::vector<DbStrategy> StrategyDb::strategies_of(int64_t id) const {
  Stmt q(db_,
         "SELECT rank, menu, params, rating, lo, hi, games, run_id FROM strategies WHERE "
         "kingdom_id = ? ORDER BY rank");
  q.bind(1, id);
  std::vector<DbStrategy> out;
  while (q.step()) {
    DbStrategy s;
    s.rank = int(q.int64(0));
    s.menu = q.text(1);
    try {
      s.params = nlohmann::json::parse(q.text(2)).get<std::map<std::string, double>>();
    } catch (const nlohmann::json::exception&) {
      fail(
          fmt::format("entry {} is damaged: the play parameters of strategy {} are not a JSON "
                      "object of numbers",
                      id, s.rank));
    }
    for (const auto& [name, value] : s.params)
      if (!is_utf8(name) || !std::isfinite(value))
        fail(fmt::format("entry {} is damaged: a play parameter of strategy {}", id, s.rank));
    s.rating = q.maybe_real(3);
    s.lo = q.maybe_real(4);
    s.hi = q.maybe_real(5);
    s.games = q.int64(6);
    s.run_id = q.text(7);
    if (!is_utf8(s.menu) || !is_utf8(s.run_id))
      fail(
          fmt::format("entry {} is damaged: strategy {} has a text that is not UTF-8", id, s.rank));
    out.push_back(std::move(s));
  }
  return out;
}

DbKingdom StrategyDb::checked(DbKingdom k) const {
  const std::string what = entry_problem(k);
  if (!what.empty()) fail(fmt::format("entry {} is damaged: {}", k.id, what));
  return k;
}

void StrategyDb::read(const std::function<void()>& body) const {
  try {
    exec("BEGIN");
    try {
      body();
      exec("COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  } catch (const DbError& e) {
    const std::string msg = e.what();
    if (msg.starts_with(path_)) throw;
    fail(fmt::format("cannot read the strategy database: {}", msg));
  }
}

std::vector<DbKingdom> StrategyDb::kingdoms(bool with_strategies) const {
  std::vector<DbKingdom> out;
  read([&] {
    Stmt q(db_, fmt::format("SELECT {} FROM kingdoms ORDER BY id", kKingdomColumns).c_str());
    while (q.step()) out.push_back(checked(kingdom_row(q)));
    if (with_strategies)
      for (DbKingdom& k : out) k.strategies = strategies_of(k.id);
  });
  return out;
}

std::optional<DbKingdom> StrategyDb::kingdom(int64_t id) const {
  std::optional<DbKingdom> out;
  read([&] {
    Stmt q(db_, fmt::format("SELECT {} FROM kingdoms WHERE id = ?", kKingdomColumns).c_str());
    q.bind(1, id);
    if (q.step()) {
      out = checked(kingdom_row(q));
      out->strategies = strategies_of(id);
    }
  });
  return out;
}

bool StrategyDb::contains(const std::string& source, const std::string& name) const {
  try {
    Stmt q(db_, "SELECT 1 FROM kingdoms WHERE source = ? AND name = ? LIMIT 1");
    q.bind(1, source);
    q.bind(2, name);
    return q.step();
  } catch (const DbError& e) {
    fail(fmt::format("cannot read the strategy database: {}", e.what()));
  }
}

std::string default_db_path() {
  const char* xdg = std::getenv("XDG_DATA_HOME");
  if (xdg && *xdg) return (std::filesystem::path(xdg) / "kingdomlab" / "strategies.db").string();
  const char* home = std::getenv("HOME");
  if (home && *home)
    return (std::filesystem::path(home) / ".local" / "share" / "kingdomlab" / "strategies.db")
        .string();
  throw DbError("no default strategy database: neither XDG_DATA_HOME nor HOME is set (use --db)");
}

int shared_cards(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  int n = 0;
  for (size_t i = 0, j = 0; i < a.size() && j < b.size();) {
    if (a[i] == b[j]) {
      ++n;
      ++i;
      ++j;
    } else if (a[i] < b[j]) {
      ++i;
    } else {
      ++j;
    }
  }
  return n;
}

}  // namespace kl
