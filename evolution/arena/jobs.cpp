#include "evolution/arena/jobs.h"

#include <tbb/parallel_for.h>

#include <stdexcept>

namespace kl {

namespace {

class LocalJobs : public JobRunner {
 public:
  std::vector<std::string> run(size_t n,
                               const std::function<std::string(size_t)>& job) const override {
    std::vector<std::string> out(n);
    tbb::parallel_for(size_t(0), n, [&](size_t k) { out[k] = job(k); });
    return out;
  }
};

}  // namespace

const JobRunner& local_jobs() {
  static const LocalJobs local;
  return local;
}

std::string_view ByteReader::take(size_t n) {
  if (n > in_.size()) throw std::runtime_error("job result: fewer bytes than expected");
  const std::string_view s = in_.substr(0, n);
  in_.remove_prefix(n);
  return s;
}

}  // namespace kl
