// Batches of independent jobs (pairings, diagnostics): where they run. The training hands each of
// its game batches to a JobRunner. The default runs them on this process's oneTBB threads; under
// MPI, tools/cluster.* gives one that splits every batch over the ranks and gathers the results,
// so that every rank continues with the same data (docs/cluster.md).
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace kl {

class JobRunner {
 public:
  virtual ~JobRunner() = default;
  // Runs job(k) for every k in [0, n) and returns the n results in order of k, each as job(k)
  // returned it. Jobs must be independent, their result a function of k alone. A runner over
  // several processes must be called by all of them with the same batches in the same order.
  virtual std::vector<std::string> run(size_t n,
                                       const std::function<std::string(size_t)>& job) const = 0;
};

// All jobs in this process, with tbb::parallel_for (on the caller's task arena).
const JobRunner& local_jobs();

// The results f(k), k in [0, n), of a trivially copyable type, run by `runner` (nullptr: the
// local runner).
template <class T, class F>
std::vector<T> run_jobs(const JobRunner* runner, size_t n, F&& f) {
  static_assert(std::is_trivially_copyable_v<T>, "results travel as bytes");
  const std::vector<std::string> bytes = (runner ? *runner : local_jobs()).run(n, [&](size_t k) {
    const T r = f(k);
    return std::string(reinterpret_cast<const char*>(&r), sizeof(T));
  });
  std::vector<T> out(n);
  for (size_t k = 0; k < n; ++k) {
    if (bytes[k].size() != sizeof(T)) throw std::logic_error("a job result of the wrong size");
    std::memcpy(static_cast<void*>(&out[k]), bytes[k].data(), sizeof(T));
  }
  return out;
}

// Bytes of plain values, for results that are not trivially copyable (vectors, maps, strings).
class ByteWriter {
 public:
  template <class T>
  void pod(const T& v) {
    static_assert(std::is_trivially_copyable_v<T>);
    out_.append(reinterpret_cast<const char*>(&v), sizeof(T));
  }
  void text(std::string_view s) {
    pod(uint64_t(s.size()));
    out_.append(s);
  }
  template <class T>
  void pods(const std::vector<T>& v) {
    pod(uint64_t(v.size()));
    for (const T& x : v) pod(x);
  }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

// Reads what a ByteWriter wrote, in the same order; throws std::runtime_error past the end. The
// bytes must outlive the reader (it keeps a view of them).
class ByteReader {
 public:
  explicit ByteReader(std::string_view in) : in_(in) {}
  template <class T>
  T pod() {
    static_assert(std::is_trivially_copyable_v<T>);
    T v;
    std::memcpy(static_cast<void*>(&v), take(sizeof(T)).data(), sizeof(T));
    return v;
  }
  std::string text() { return std::string(take(pod<uint64_t>())); }
  template <class T>
  std::vector<T> pods() {
    std::vector<T> v(pod<uint64_t>());
    for (T& x : v) x = pod<T>();
    return v;
  }
  bool done() const { return in_.empty(); }

 private:
  std::string_view take(size_t n);
  std::string_view in_;
};

}  // namespace kl
