#pragma once
// The models of `battleboard sight`, read from its flags: --observer X,Y[,BASE] (inches), and for each model
// --*-keywords A,B, --*-height N, --*-elevation N (inches above ground), --*-floor N.
#include "arguments.hpp"
#include "battleboard/rules/sight.hpp"

#include <string>

namespace cli {

// `who` is "observer" or "target". With `need_position` false the position flag may be absent (a map's moving
// model). --WHO-base MM sets the base in millimetres when the position gives none. The values were checked whole
// and in range by CLI11 (flag_checks.hpp); prints why and answers false when a flag is missing or given twice over.
bool read_sight_model(const Arguments& args, const std::string& who, bool need_position, bb::rules::ModelSpot& spot);

}  // namespace cli
