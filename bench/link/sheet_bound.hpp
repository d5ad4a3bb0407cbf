#pragma once
// The information in the sample Age of Sigmar battle state (the sample score sheet in the aos4 plugin's state, with
// its objective rounds and roll-off untouched), in bits, charged the way entropy_bound.hpp charges a setup: a field
// that names one of the plugin's lists costs log2 of the list's size, typed texts join the setup's text set, and
// numbers range over the values in use. BENCHMARKS.md ("Link length", format 5) spells it out.
#include <cstddef>
#include <string>
#include <vector>

namespace bench {

struct ListSizes {
    std::size_t battleplans = 0;
    std::vector<std::string> scoring_lines;  // of the sheet's battleplan
    std::size_t tactics = 0;
    std::vector<std::string> alliances;  // the keywords a general's grand alliance is one of
};

struct StateBound {
    std::vector<std::string> texts;  // names, factions; keywords, lines and tactics the plugin's lists lack
    double bits = 0;                 // everything else
    std::size_t text_fields = 0;     // fields that each name one text of the setup's set
};

StateBound sheet_bound(const std::string& sheet_json, const ListSizes& lists);

}  // namespace bench
