#pragma once
#include "arguments.hpp"

namespace cli {
int run_systems(const Arguments& args);
int run_catalogue(const Arguments& args);
} // namespace cli
