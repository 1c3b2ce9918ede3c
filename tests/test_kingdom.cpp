// (to be written)
#include <gtest/gtest.h>
