// The files of a training run (docs/run-data.md): run.json for reports and checkpoint.json for
// --resume, written atomically.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

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
// Throws std::invalid_argument ("FILE: ...") when the checkpoint is malformed or belongs to a
// run with another kingdom, seed or parameters (only the generation count may grow).
void restore_checkpoint(const nlohmann::json& j, const std::string& file, RunState& st);

// Writes path.tmp and renames it to path, so readers never see a torn file.
// Throws std::runtime_error naming the file.
void write_json_atomic(const std::string& path, const nlohmann::json& j);
// Reads a JSON file. Throws std::runtime_error naming the file when it cannot be read or parsed.
nlohmann::json read_json(const std::string& path);

// One strategy's diagnostics as run.json's "diagnostics" entries hold them (docs/run-data.md).
nlohmann::json diagnostics_json(const Diagnostics& d);

// Words the run data uses.
const char* edition_text(Edition e);  // "1st" | "2nd"

}  // namespace kl
