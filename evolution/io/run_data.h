// The files of a training run (docs/run-data.md): run.json for reports and checkpoint.json for
// --resume, written atomically.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "evolution/arena/diagnostics.h"
#include "evolution/train/coevolution.h"

namespace kl {

// run.json (version 1) of the run so far.
nlohmann::json run_json(const RunState& st);

// checkpoint.json: everything a resumed run needs besides its configuration (chambers, their
// histories and mutation statistics, counters), plus the configuration to check it against.
nlohmann::json checkpoint_json(const RunState& st);

// The metagame as run.json's final.metagame shows it (docs/run-data.md).
nlohmann::json metagame_json(const MetagameRecord& m);

// In a run.json: the leader with this id among the chambers' last generations and the polished
// one (final.polish.leader), as written by run_json(); nullptr when there is none.
const nlohmann::json* find_leader_json(const nlohmann::json& run, const std::string& id);

// Loads a checkpoint into st, whose kingdom, game, seed and params are the resumed run's.
// Throws RunDataError ("FILE: ...") when the checkpoint is damaged (the message says the run
// can be started again with --overwrite) or belongs to a run with another kingdom, seed or
// parameters (only the generation count may grow).
void restore_checkpoint(const nlohmann::json& j, const std::string& file, RunState& st);
// Reads and restores the checkpoint file `path` as above (a file that is not JSON is damaged).
void restore_checkpoint_file(const std::string& path, RunState& st);

// A file could not be written (disk full, no permission): what() is one line naming it.
struct WriteError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// Writes path.tmp and renames it to path, so readers never see a torn file (a failed write
// removes path.tmp and leaves path as it was). Throws WriteError naming the file.
void write_json_atomic(const std::string& path, const nlohmann::json& j);
// A data file that cannot be read or is not what it should be: what() is one line naming it.
struct RunDataError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};
// Reads a JSON file. Throws RunDataError naming the file when it cannot be read or parsed.
nlohmann::json read_json(const std::string& path);
// Parses JSON text; RunDataError "NAME: not valid JSON at line L, column C" when it is not.
nlohmann::json parse_json(std::string_view text, const std::string& name);
// A value of a JSON data file read with its type and range checked: what is not as it should be
// is named by its path in the file ("chambers[0].history[1].games" must be a whole number from 0
// to ...), never read as something else (1e65 as a generation number).
class JsonField {
 public:
  // what(): "\"path\" must be ..." or "\"path\" is missing".
  struct Error : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
  };
  JsonField(const nlohmann::json& j, std::string path) : j_(j), path_(std::move(path)) {}
  JsonField operator[](const char* key) const;  // an object's member; Error when missing
  JsonField operator[](size_t i) const;         // a list's item
  bool has(const char* key) const { return j_.is_object() && j_.contains(key); }
  size_t size() const;  // a list's length
  int64_t whole(int64_t lo, int64_t hi) const;
  double number() const;  // finite
  std::string text() const;
  bool flag() const;
  std::map<std::string, double> numbers() const;  // an object of numbers
  std::vector<std::string> texts() const;         // a list of texts
  const nlohmann::json& raw() const { return j_; }
  [[noreturn]] void bad(const std::string& what) const;  // Error naming this value

 private:
  const nlohmann::json& j_;
  std::string path_;
};

// What is wrong with JSON data, in words and without the library's text: "not valid JSON at line
// 3, column 14" (`text`: the data, for the line), "\"seed\" is missing", "a value is a string
// where a number belongs", "a text is not UTF-8".
std::string json_problem(const nlohmann::json::exception& e, std::string_view text = {});

// One strategy's diagnostics as run.json's "diagnostics" entries hold them (docs/run-data.md).
nlohmann::json diagnostics_json(const Diagnostics& d);

// Words the run data uses.
const char* edition_text(Edition e);  // "1st" | "2nd"

}  // namespace kl
