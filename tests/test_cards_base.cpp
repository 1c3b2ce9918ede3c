// Scenario tests for Base set cards (placeholder until the cards land).
#include <gtest/gtest.h>

#include "tests/scenario.h"
