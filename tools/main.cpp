#include <iostream>

#include "tools/cli.h"

int main(int argc, char** argv) { return kl::run_cli(argc, argv, std::cout, std::cerr); }
