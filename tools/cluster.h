// The processes of one kingdomlab run: under mpirun or srun the ranks of the MPI world, else this
// one process (docs/cluster.md). The only home of MPI in the program: no other file includes
// mpi.h, and a build without MPI runs everything here in one process.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "evolution/arena/jobs.h"

namespace kl {

// What a rank reports of one finished item to rank 0.
struct ItemDone {
  int item = 0;
  int rank = 0;
  double seconds = 0;    // the item's wall time on its rank
  bool skipped = false;  // nothing to do (already finished)
};

// Whether this program was built with MPI (else every run is one process).
bool built_with_mpi();

// Whether this process was started by an MPI launcher (mpirun, srun: their environment).
bool launched_by_mpi();

// This process's rank and the number of ranks (0 and 1 unless launched by MPI). The first call
// under a launcher initializes MPI; throws UsageError when the program was built without MPI
// but started as one of several ranks, since each would then do the whole work.
int cluster_rank();
int cluster_size();

// The worker threads of a rank for --threads t: t, or for 0 the cores of its machine shared
// among the ranks the launcher put on it.
int cluster_threads(int t);

// Runs work(i) for every i in [0, n) exactly once over all ranks, handing out the next item to
// whichever rank finishes first (rank 0 works too, on a thread of its own). work returns whether
// the item was skipped. on_done runs on rank 0 only, in its main thread, as each item finishes.
// Returns on every rank when all items are done. One process: work(i) in order, exceptions
// propagate. Several ranks: a work(i) that throws prints the error with the rank and item, then
// aborts the whole run (MPI_Abort), whose finished items stay on disk.
void cluster_for_each(int n, const std::function<bool(int)>& work,
                      const std::function<void(const ItemDone&)>& on_done,
                      const std::function<std::string(int)>& item_name);

// The game batches of one training spread over the ranks (evolution/arena/jobs.h): each rank
// runs the jobs k with k % ranks == rank on its oneTBB threads, then every rank receives every
// result (MPI_Allgatherv), in order of k. nullptr when this is one process. Every rank must run
// the same batches in the same order, from its main thread (the training loop does: SPMD). The
// ranks first meet at a barrier that they wait for asleep (polled every 50 µs): Open MPI's
// blocking collectives spin, which would take a core from the threads still playing. A job
// that throws prints the error with the rank, then aborts the whole run (MPI_Abort).
const JobRunner* cluster_jobs();

// What cluster_jobs() did so far on this rank (docs/cluster.md, "One training").
struct JobStats {
  int64_t batches = 0, jobs = 0;
  int64_t bytes = 0;       // result bytes gathered (all ranks' results, as received)
  double run_seconds = 0;  // running this rank's jobs (wall time of its parallel_for)
  // The wall times of this rank's jobs added up (its work, for one thread), and of the longest
  // job of each batch added up (no number of cores runs the batches faster).
  double job_seconds = 0, longest_seconds = 0;
  double wait_seconds = 0;      // waiting for the slowest rank (a barrier)
  double exchange_seconds = 0;  // in the MPI_Allgatherv calls, after the barrier
};
JobStats cluster_job_stats();
// Whether KINGDOMLAB_MPI_STATS is set (train then prints the stats with its progress).
bool cluster_stats_enabled();

// A failure on this rank while the others go on (the training's ranks wait in the next batch):
// prints "rank R of N (host H) failed on WHAT: WHY", that the run stops, and the hint (how to
// resume), then ends every rank (MPI_Abort; mpirun exits non-zero). One process: prints the
// same without the rank and exits with 1.
[[noreturn]] void cluster_abort(const std::string& what, const std::string& why,
                                const std::string& hint);

// Ends MPI if this process started it (after which no rank may use it again); else nothing.
void cluster_finish();

// A command's hold on MPI: ends it (cluster_finish) when the command returns. When the command
// ends by an exception, MPI ends at exit instead, after the caller has printed the error: rank 0
// must say it before MPI ends, or a rank that ended first with its exit code lets mpirun stop
// rank 0 before it has said anything.
struct ClusterScope {
  ClusterScope() = default;
  ClusterScope(const ClusterScope&) = delete;
  ClusterScope& operator=(const ClusterScope&) = delete;
  ~ClusterScope();
};

}  // namespace kl
