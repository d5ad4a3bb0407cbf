#include "layout_constraints.hpp"

#include "battlefield.hpp"

namespace wh40k10 {

bb::Result<bb::layout::SetupConstraints> layout_constraints(const std::string& /*edition*/) {
    bb::layout::SetupConstraints c;
    c.host_keywords = {"HILL"};
    // Common practice, not a rule (battlefield.hpp): the usual count, most of it ruins.
    for (const auto& size : battlefield_sizes())
        c.mixes.push_back({size.width, size.depth, size.terrain_features, {}, {{"RUINS", kUsualRuins}}});
    return c;
}

}  // namespace wh40k10
