// The shell command that runs a program under mpirun on this machine, for the MPI tests.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>

namespace kl::test {

// `mpirun --oversubscribe -n ranks 'program'`, allowed to run as root (CI does; Open MPI refuses
// unless told), with a session directory of this test process's own: Open MPI's default one
// (/tmp/ompi.HOST.UID) is shared, and an mpirun that ends removes it while another one starts
// ("orte_init failed ... unable to create the desired directory" under ctest -j2).
inline std::string mpirun_command(int ranks, const std::string& program) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("kl-mpi-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_orte_tmpdir_base='" +
         dir.string() + "' mpirun --oversubscribe -n " + std::to_string(ranks) + " '" + program +
         "'";
}

}  // namespace kl::test
