#include "layout_constraints.hpp"

#include "battlefield.hpp"
#include "battlepack.hpp"

namespace aos4 {

bb::Result<bb::layout::SetupConstraints> layout_constraints(const std::string& /*edition*/) {
    bb::layout::SetupConstraints c;
    c.edge_gap = kTerrainEdgeGap;
    c.objective_gap = kTerrainObjectiveGap;
    c.feature_gap = kTerrainSpacing;
    c.more_than = true;
    // Terrain 1.3, as terrain_size() measures it.
    c.size_classes = {{"small", 7, 7}, {"medium", 7, 12}, {"large", 0, 0}};
    for (const auto& size : battlefield_sizes()) {
        bb::layout::FeatureMix mix{size.width, size.depth, size.terrain_features, {}};
        if (size.points == 2000) mix.per_class = {kRecommendedSmall, kRecommendedMedium, 0};
        c.mixes.push_back(mix);
    }
    // Set up by its army's warscroll, never as part of the battlefield's terrain.
    c.excluded_categories = {"Faction Terrain"};
    return c;
}

}  // namespace aos4
