#pragma once
#include "arguments.hpp"
#include "battleboard/model/battlefield.hpp"

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
int run_plugin(const Arguments& args);
// `sight --map`, once the setup is read.
int run_sight_map(const Arguments& args, bb::model::Battlefield battlefield);
}  // namespace cli
