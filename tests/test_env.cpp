// Linked into every test program: the default strategy database (docs/database.md) lies under
// XDG_DATA_HOME, so the tests point it into the build folder and never write into the home
// folder, whichever way they are run (ctest, or a test program by hand).
#include <cstdlib>

namespace {

const bool kDataHomeSet = [] {
  setenv("XDG_DATA_HOME", KL_TEST_DATA_HOME, 1);
  return true;
}();

}  // namespace
