// A test's own temporary folder: fresh, empty and removed with the object.
#pragma once

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace kl::test {

class TempDir {
 public:
  // A new empty folder under the system's temporary directory, named after `name`, the process
  // and a serial: unique even when ctest runs the tests of one binary as parallel processes.
  explicit TempDir(const std::string& name = "tmp") {
    static std::atomic<int> serial{0};
    path = std::filesystem::temp_directory_path() /
           ("kl-test-" + name + "-" + std::to_string(getpid()) + "-" + std::to_string(serial++));
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  std::filesystem::path path;

  std::string str() const { return path.string(); }
  // The path of `name` in the folder.
  std::string file(const std::string& name) const { return (path / name).string(); }
  // Writes `text` to `name` (making its folders) and returns its path.
  std::string write(const std::string& name, const std::string& text) const {
    const std::filesystem::path p = path / name;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
  }
  // The text of `name` ("" if it cannot be read).
  std::string read(const std::string& name) const {
    std::ifstream in(path / name, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }
};

}  // namespace kl::test
