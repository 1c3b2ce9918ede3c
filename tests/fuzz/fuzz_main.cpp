// The fuzz targets' two front ends (docs/reliability.md).
//
// With KL_LIBFUZZER (a clang build, tools/fuzz): libFuzzer's entry point for the target named
// by KL_FUZZ_TARGET.
//
// Without it (any compiler; the test suite): kl_fuzz, which makes a seed corpus and replays it
// with deterministic mutations, so that a short fuzz run needs neither clang nor libFuzzer:
//   kl_fuzz TARGET|all [--runs N] [--seed S] [--corpus DIR] [--keep-corpus]
//   kl_fuzz --make-corpus DIR
// A defect aborts with "FUZZ DEFECT: ..." and writes the input to ./fuzz-defect-TARGET.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include "tests/fuzz/targets.h"

#ifdef KL_LIBFUZZER

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const kl::fuzz::Target* target = kl::fuzz::find_target(KL_FUZZ_TARGET);
  (void)target->run(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}

#else

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "sim/rng.h"

namespace {

namespace fs = std::filesystem;

// What the input being run is, for the abort handler.
const char* g_target = "";
std::string g_input;

void save_input(int) {
  const std::string name = std::string("fuzz-defect-") + g_target;
  if (std::FILE* f = std::fopen(name.c_str(), "wb")) {
    std::fwrite(g_input.data(), 1, g_input.size(), f);
    std::fclose(f);
    std::fprintf(stderr, "the input is in %s\n", name.c_str());
  }
  std::signal(SIGABRT, SIG_DFL);
  std::abort();
}

std::vector<std::string> read_corpus(const fs::path& dir) {
  std::vector<fs::path> files;
  if (fs::is_directory(dir))
    for (const auto& e : fs::directory_iterator(dir))
      if (e.is_regular_file()) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<std::string> out;
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    out.push_back(s.str());
  }
  return out;
}

// Pieces that make inputs interesting to these parsers.
const char* const kTokens[] = {
    "\n",
    "\"",
    "'",
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "=",
    "|",
    "#",
    "\\",
    "\\u0000",
    "×",
    "≤",
    "\xff",
    "\xc3",
    "\0",
    "-1",
    "0",
    "99",
    "255",
    "256",
    "65536",
    "2147483648",
    "99999999999999999999",
    "1e308",
    "-1e308",
    "0.5",
    "null",
    "true",
    "[]",
    "{}",
    "\"\"",
    "buy ",
    " if ",
    " and ",
    "count(",
    "left(",
    ")",
    " end\n",
    "strategy \"x\"\n",
    "param ",
    "option ",
    "menu ",
    "provincial ",
    "colony ",
    "Province",
    "Smithy",
    "Throne Room",
    "Gold",
    "[override.Smithy]\n",
    "[card.\"X\"]\n",
    "cost = ",
    "pile = ",
    "types = ",
    "based_on = ",
    "cards = ",
    "players = ",
    "edition = ",
    "@",
    "e2-d4-p8-",
    "\"version\": ",
    "\"chambers\": ",
    "\"leaders\": ",
    "\"menu\": ",
    "\"params\": ",
    "\"generations_done\": ",
    "SQLite format 3",
};

// One mutation of `s`, drawn from rng; `other` is another corpus input to splice from.
void mutate(std::string& s, const std::string& other, kl::Rng& rng) {
  auto pos = [&](size_t n) {
    return n ? size_t(rng.below(uint32_t(std::min<size_t>(n, ~0u)))) : 0;
  };
  switch (rng.below(9)) {
    case 0:  // flip a bit
      if (!s.empty()) s[pos(s.size())] ^= char(1 << rng.below(8));
      break;
    case 1:  // set a byte
      if (!s.empty()) s[pos(s.size())] = char(rng.below(256));
      break;
    case 2: {  // delete a range
      if (s.empty()) break;
      const size_t at = pos(s.size());
      s.erase(at, 1 + pos(std::min<size_t>(64, s.size() - at)));
      break;
    }
    case 3: {  // insert a token
      const char* t = kTokens[rng.below(uint32_t(std::size(kTokens)))];
      s.insert(pos(s.size() + 1), std::string(t, std::max<size_t>(1, std::strlen(t))));
      break;
    }
    case 4: {  // duplicate a range
      if (s.empty()) break;
      const size_t at = pos(s.size()), len = 1 + pos(std::min<size_t>(256, s.size() - at));
      s.insert(pos(s.size() + 1), s.substr(at, len));
      break;
    }
    case 5: {  // splice from another input
      if (other.empty()) break;
      const size_t at = pos(other.size()), len = 1 + pos(std::min<size_t>(512, other.size() - at));
      s.insert(pos(s.size() + 1), other.substr(at, len));
      break;
    }
    case 6: {  // a long run of one character (huge names and numbers)
      const size_t n = size_t(1) << (4 + rng.below(13));
      s.insert(pos(s.size() + 1), std::string(n, "aZ9 \"[{"[rng.below(7)]));
      break;
    }
    case 7:  // cut
      s.resize(pos(s.size() + 1));
      break;
    default: {  // change a number
      for (size_t tries = 0; tries < 8 && !s.empty(); ++tries) {
        const size_t at = pos(s.size());
        if (s[at] < '0' || s[at] > '9') continue;
        static const char* const kNumbers[] = {"0", "-1", "1000", "4294967296", "1e9", "-0"};
        s.replace(at, 1, kNumbers[rng.below(uint32_t(std::size(kNumbers)))]);
        break;
      }
    }
  }
}

int usage() {
  std::fprintf(stderr,
               "usage: kl_fuzz TARGET|all [--runs N] [--seed S] [--corpus DIR]\n"
               "       kl_fuzz --make-corpus DIR\ntargets:\n");
  for (const kl::fuzz::Target& t : kl::fuzz::targets())
    std::fprintf(stderr, "  %-10s %s\n", t.name, t.what);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::strcmp(argv[1], "--make-corpus") == 0) {
    const int n = kl::fuzz::make_corpus(argv[2]);
    std::printf("%d seed files in %s\n", n, argv[2]);
    return 0;
  }
  if (argc < 2) return usage();
  const std::string which = argv[1];
  long runs = 1000;
  uint64_t seed = 1;
  std::string corpus;
  for (int i = 2; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--runs") == 0)
      runs = std::atol(argv[i + 1]);
    else if (std::strcmp(argv[i], "--seed") == 0)
      seed = std::strtoull(argv[i + 1], nullptr, 10);
    else if (std::strcmp(argv[i], "--corpus") == 0)
      corpus = argv[i + 1];
    else
      return usage();
  }
  std::vector<const kl::fuzz::Target*> chosen;
  for (const kl::fuzz::Target& t : kl::fuzz::targets())
    if (which == "all" || which == t.name) chosen.push_back(&t);
  if (chosen.empty()) return usage();

  // Without --corpus, a fresh seed corpus in a temporary folder.
  std::string made;
  if (corpus.empty()) {
    made = (fs::temp_directory_path() / fs::path("kl-fuzz-corpus-" + std::to_string(getpid())))
               .string();
    kl::fuzz::make_corpus(made);
    corpus = made;
  }
  std::signal(SIGABRT, save_input);
  int status = 0;
  for (const kl::fuzz::Target* t : chosen) {
    g_target = t->name;
    const std::vector<std::string> seeds = read_corpus(fs::path(corpus) / t->name);
    if (seeds.empty()) {
      std::fprintf(stderr, "%s: no seed inputs in %s/%s\n", t->name, corpus.c_str(), t->name);
      status = 1;
      continue;
    }
    const auto t0 = std::chrono::steady_clock::now();
    double slowest = 0;
    long done = 0, accepted = 0, seeds_accepted = 0;
    kl::Rng rng(seed, uint64_t(t - kl::fuzz::targets().data()));
    for (long r = 0; r < long(seeds.size()) + runs; ++r, ++done) {
      if (r < long(seeds.size())) {
        g_input = seeds[size_t(r)];
      } else {
        g_input = seeds[rng.below(uint32_t(seeds.size()))];
        const int n = 1 + int(rng.below(4));
        for (int m = 0; m < n; ++m) mutate(g_input, seeds[rng.below(uint32_t(seeds.size()))], rng);
        if (g_input.size() > (size_t(1) << 21)) g_input.resize(size_t(1) << 21);
      }
      const auto s0 = std::chrono::steady_clock::now();
      const bool ok = t->run(g_input);
      accepted += ok;
      if (r < long(seeds.size())) seeds_accepted += ok;
      slowest = std::max(
          slowest, std::chrono::duration<double>(std::chrono::steady_clock::now() - s0).count());
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf(
        "%-10s %ld inputs (%zu seeds, %ld of them accepted; %ld mutated) in %.1f s, "
        "%.0f/s, slowest %.2f s; %ld accepted in all: no defect\n",
        t->name, done, seeds.size(), seeds_accepted, runs, secs, done / std::max(secs, 1e-9),
        slowest, accepted);
    std::fflush(stdout);
    if (seeds_accepted == 0) {
      // The target would only ever see refused input: the corpus is broken.
      std::fprintf(stderr, "%s: no seed input is accepted\n", t->name);
      status = 1;
    }
  }
  if (!made.empty()) {
    std::error_code ec;
    fs::remove_all(made, ec);
  }
  return status;
}

#endif
