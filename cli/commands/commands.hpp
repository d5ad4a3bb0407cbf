#pragma once
#include "arguments.hpp"

namespace cli {
int run_systems(const Arguments& args);
int run_catalogue(const Arguments& args);
int run_rules(const Arguments& args);
int run_roll(const Arguments& args);
int run_validate(const Arguments& args);
int run_battleplans(const Arguments& args);
int run_score(const Arguments& args);
int run_link(const Arguments& args);
int run_generate(const Arguments& args);
int run_sight(const Arguments& args);
}  // namespace cli
