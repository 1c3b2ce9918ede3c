// MPI for kingdomlab (tools/cluster.h): the one file that includes mpi.h.
#include "tools/cluster.h"

#include <tbb/parallel_for.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <deque>
#include <exception>
#include <iostream>
#include <mutex>
#include <thread>

#include "tools/commands.h"

#ifdef KL_HAVE_MPI
#include <mpi.h>
#endif

namespace kl {

namespace {

// An integer from the environment; -1 when unset or not a number.
int env_int(const char* name) {
  const char* v = std::getenv(name);
  if (!v || !*v) return -1;
  char* end = nullptr;
  const long x = std::strtol(v, &end, 10);
  return *end ? -1 : int(x);
}

struct World {
  bool known = false;    // rank and size looked up
  bool started = false;  // MPI_Init_thread called by this process
  bool finished = false;
  int rank = 0, size = 1;
};

World& world() {
  static World w;
  if (w.known) return w;
  w.known = true;
  if (!launched_by_mpi()) return w;
#ifdef KL_HAVE_MPI
  // Funneled: rank 0 trains on a thread of its own, but only the main thread calls MPI.
  int provided = 0;
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
  w.started = true;
  MPI_Comm_rank(MPI_COMM_WORLD, &w.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &w.size);
  if (provided < MPI_THREAD_FUNNELED && w.size > 1) {
    if (w.rank == 0)
      std::cerr << "kingdomlab: error: this MPI library does not allow threads (it provides "
                   "thread level "
                << provided << "); the batch cannot run over several ranks\n";
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
#else
  const int size = std::max(env_int("OMPI_COMM_WORLD_SIZE"), env_int("PMI_SIZE"));
  if (size > 1)
    throw UsageError(fmt::format(
        "this kingdomlab was built without MPI (install libopenmpi-dev and rebuild: tools/setup), "
        "so it cannot share work between the {} processes the launcher started; run it without "
        "mpirun",
        size));
#endif
  return w;
}

JobStats& stats() {
  static JobStats s;
  return s;
}

bool stats_on() {
  static const bool on = std::getenv("KINGDOMLAB_MPI_STATS") != nullptr;
  return on;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

#ifdef KL_HAVE_MPI
std::string host_name() {
  char buf[256] = {};
  if (gethostname(buf, sizeof buf - 1) != 0) return "?";
  return buf;
}

constexpr int kRequestTag = 1;  // worker -> rank 0: {finished item or -1, seconds, skipped}
constexpr int kAssignTag = 2;   // rank 0 -> worker: the next item, or -1: no more

// One rank failed: say where and why, then end every rank (mpirun reports the abort too).
[[noreturn]] void abort_run(int rank, int size, const std::string& item, const std::string& why,
                            const std::string& hint =
                                "what finished is kept: run the same command again, with any "
                                "number of ranks, to resume") {
  std::cerr << fmt::format(
                   "kingdomlab: error: rank {} of {} (host {}) failed on {}: {}\nkingdomlab: the "
                   "run stops; {}\n",
                   rank, size, host_name(), item, why, hint)
            << std::flush;
  MPI_Abort(MPI_COMM_WORLD, 1);
  std::abort();  // MPI_Abort does not return
}

void worker_loop(const World& w, const std::function<bool(int)>& work,
                 const std::function<std::string(int)>& item_name) {
  double report[3] = {-1, 0, 0};
  for (;;) {
    MPI_Send(report, 3, MPI_DOUBLE, 0, kRequestTag, MPI_COMM_WORLD);
    int item = -1;
    MPI_Recv(&item, 1, MPI_INT, 0, kAssignTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (item < 0) return;
    const auto start = std::chrono::steady_clock::now();
    bool skipped = false;
    try {
      skipped = work(item);
    } catch (const std::exception& e) {
      abort_run(w.rank, w.size, item_name(item), e.what());
    }
    report[0] = item;
    report[1] = seconds_since(start);
    report[2] = skipped ? 1 : 0;
  }
}

// Rank 0: hands out items in order to whichever rank asks, and works on its own thread.
void leader_loop(const World& w, int n, const std::function<bool(int)>& work,
                 const std::function<void(const ItemDone&)>& on_done,
                 const std::function<std::string(int)>& item_name) {
  std::mutex m;
  int next = 0;
  std::deque<ItemDone> done_here;
  bool local_finished = false;
  int failed_item = -1;
  std::string failure;
  auto take = [&] {
    std::lock_guard<std::mutex> lock(m);
    return next < n ? next++ : -1;
  };
  std::thread local([&] {
    for (int item; (item = take()) >= 0;) {
      const auto start = std::chrono::steady_clock::now();
      try {
        const bool skipped = work(item);
        std::lock_guard<std::mutex> lock(m);
        done_here.push_back({item, 0, seconds_since(start), skipped});
      } catch (const std::exception& e) {
        std::lock_guard<std::mutex> lock(m);
        failed_item = item;
        failure = e.what();
        break;
      }
    }
    std::lock_guard<std::mutex> lock(m);
    local_finished = true;
  });
  int active = w.size - 1;  // ranks not yet told that there is no more
  for (;;) {
    std::deque<ItemDone> done;
    bool finished = false;
    {
      std::lock_guard<std::mutex> lock(m);
      done.swap(done_here);
      finished = local_finished;
      if (failed_item >= 0) abort_run(0, w.size, item_name(failed_item), failure);
    }
    for (const ItemDone& d : done) on_done(d);
    if (finished && active == 0) break;
    int flag = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, kRequestTag, MPI_COMM_WORLD, &flag, &status);
    if (!flag) {
      // A blocking receive would spin a core; items take seconds to minutes.
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      continue;
    }
    double report[3];
    MPI_Recv(report, 3, MPI_DOUBLE, status.MPI_SOURCE, kRequestTag, MPI_COMM_WORLD,
             MPI_STATUS_IGNORE);
    if (report[0] >= 0) on_done({int(report[0]), status.MPI_SOURCE, report[1], report[2] != 0});
    int item = take();
    if (item < 0) --active;
    MPI_Send(&item, 1, MPI_INT, status.MPI_SOURCE, kAssignTag, MPI_COMM_WORLD);
  }
  local.join();
}

constexpr const char* kTrainHint =
    "the last generation's checkpoint is kept: run the same command with --resume, with any "
    "number of ranks, to resume";

// Over the ranks: job k on rank k % size, the results gathered on every rank.
class MpiJobs : public JobRunner {
 public:
  std::vector<std::string> run(size_t n,
                               const std::function<std::string(size_t)>& job) const override {
    const World& w = world();
    const size_t size = size_t(w.size), rank = size_t(w.rank);
    int is_main = 0;
    MPI_Is_thread_main(&is_main);
    if (!is_main)
      abort_run(w.rank, w.size, "a game batch",
                "called from a thread other than the main thread (MPI_THREAD_FUNNELED)",
                kTrainHint);
    JobStats& st = stats();
    auto count_of = [&](size_t r) { return r < n ? (n - r + size - 1) / size : size_t(0); };
    const size_t mine = count_of(rank);
    auto start = std::chrono::steady_clock::now();
    std::vector<std::string> local(mine);
    std::string failure;
    std::mutex m;
    std::vector<double> took(mine);
    tbb::parallel_for(size_t(0), mine, [&](size_t i) {
      try {
        const auto t0 = std::chrono::steady_clock::now();
        local[i] = job(rank + i * size);
        took[i] = seconds_since(t0);
      } catch (const std::exception& e) {
        std::lock_guard<std::mutex> lock(m);
        failure = e.what();
      }
    });
    if (!failure.empty())
      abort_run(w.rank, w.size, "a game batch of the training", failure, kTrainHint);
    st.run_seconds += seconds_since(start);
    for (double t : took) st.job_seconds += t;
    if (mine > 0) st.longest_seconds += *std::max_element(took.begin(), took.end());
    start = std::chrono::steady_clock::now();
    // Wait for the slowest rank asleep: Open MPI's collectives spin while they wait, which takes
    // a core from the rank's own threads, or another rank's, on a machine with no core to spare.
    MPI_Request arrived;
    MPI_Ibarrier(MPI_COMM_WORLD, &arrived);
    for (int done = 0;;) {
      MPI_Test(&arrived, &done, MPI_STATUS_IGNORE);
      if (done) break;
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
    st.wait_seconds += seconds_since(start);
    start = std::chrono::steady_clock::now();

    // First the lengths of all results (rank r's in the order of its jobs), then their bytes.
    std::vector<int> counts(size), displs(size);
    for (size_t r = 0, at = 0; r < size; at += counts[r], ++r) {
      counts[r] = int(count_of(r));
      displs[r] = int(at);
    }
    std::vector<uint64_t> my_lengths(mine), lengths(n);
    std::string my_bytes;
    for (size_t i = 0; i < mine; ++i) {
      my_lengths[i] = local[i].size();
      my_bytes += local[i];
    }
    MPI_Allgatherv(my_lengths.data(), int(mine), MPI_UINT64_T, lengths.data(), counts.data(),
                   displs.data(), MPI_UINT64_T, MPI_COMM_WORLD);
    std::vector<int> byte_counts(size), byte_displs(size);
    uint64_t total = 0;
    for (size_t r = 0; r < size; ++r) {
      uint64_t bytes = 0;
      for (size_t i = 0; i < count_of(r); ++i) bytes += lengths[size_t(displs[r]) + i];
      if (total + bytes > uint64_t(INT_MAX))
        abort_run(w.rank, w.size, "a game batch", "its results exceed 2 GB", kTrainHint);
      byte_counts[r] = int(bytes);
      byte_displs[r] = int(total);
      total += bytes;
    }
    std::string all(total, '\0');
    MPI_Allgatherv(my_bytes.data(), int(my_bytes.size()), MPI_BYTE, all.data(), byte_counts.data(),
                   byte_displs.data(), MPI_BYTE, MPI_COMM_WORLD);
    st.exchange_seconds += seconds_since(start);
    st.batches += 1;
    st.jobs += int64_t(n);
    st.bytes += int64_t(total + n * sizeof(uint64_t));

    std::vector<std::string> out(n);
    for (size_t r = 0; r < size; ++r) {
      size_t at = size_t(byte_displs[r]);
      for (size_t i = 0; i < count_of(r); ++i) {
        const size_t len = lengths[size_t(displs[r]) + i];
        out[r + i * size] = all.substr(at, len);
        at += len;
      }
    }
    return out;
  }
};
#endif

}  // namespace

bool cluster_stats_enabled() { return stats_on(); }

JobStats cluster_job_stats() { return stats(); }

const JobRunner* cluster_jobs() {
#ifdef KL_HAVE_MPI
  static const MpiJobs jobs;
  if (world().size > 1) return &jobs;
#endif
  return nullptr;
}

bool built_with_mpi() {
#ifdef KL_HAVE_MPI
  return true;
#else
  return false;
#endif
}

bool launched_by_mpi() {
  return env_int("OMPI_COMM_WORLD_SIZE") >= 0 || env_int("PMIX_RANK") >= 0 ||
         env_int("PMI_RANK") >= 0;
}

int cluster_threads(int t) {
  if (t > 0) return t;
  const int local = std::max(env_int("OMPI_COMM_WORLD_LOCAL_SIZE"), env_int("MPI_LOCALNRANKS"));
  return local > 1 ? std::max(1, int(std::thread::hardware_concurrency()) / local) : 0;
}

int cluster_rank() { return world().rank; }
int cluster_size() { return world().size; }

void cluster_for_each(int n, const std::function<bool(int)>& work,
                      const std::function<void(const ItemDone&)>& on_done,
                      const std::function<std::string(int)>& item_name) {
  const World& w = world();
  if (w.size == 1) {
    for (int i = 0; i < n; ++i) {
      const auto start = std::chrono::steady_clock::now();
      const bool skipped = work(i);
      on_done({i, 0, seconds_since(start), skipped});
    }
    return;
  }
#ifdef KL_HAVE_MPI
  if (w.rank == 0)
    leader_loop(w, n, work, on_done, item_name);
  else
    worker_loop(w, work, item_name);
#else
  (void)item_name;
#endif
}

void cluster_abort(const std::string& what, const std::string& why, const std::string& hint) {
#ifdef KL_HAVE_MPI
  const World& w = world();
  if (w.size > 1) abort_run(w.rank, w.size, what, why, hint);
#endif
  std::cerr << fmt::format("kingdomlab: error: {}: {}\nkingdomlab: {}\n", what, why, hint);
  std::exit(1);
}

ClusterScope::~ClusterScope() {
  if (std::uncaught_exceptions() > 0) {
    static const bool at_exit = std::atexit([] { cluster_finish(); }) == 0;
    if (at_exit) return;
  }
  cluster_finish();
}

void cluster_finish() {
  World& w = world();
#ifdef KL_HAVE_MPI
  if (w.started && !w.finished) MPI_Finalize();
#endif
  w.finished = true;
}

}  // namespace kl
