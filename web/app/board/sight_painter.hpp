#pragma once
// Draws the sight tool on the board: the two model bases, the line between them coloured by the answer, and
// the pieces the answer names outlined.
#include "app/session/sight_tool.hpp"
#include "app/ui/view_transform.hpp"
#include "battleboard/model/battlefield.hpp"

namespace app {

void paint_sight(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                 const SightTool& sight);

// The sight map as a translucent heat map under the markers: runs of equal spots drawn as one rectangle.
void paint_sight_map(ImDrawList& draw, const ViewTransform& view, const bb::rules::SightMap& map);

// The heat map's colour for a spot, as drawn (the legend uses it too).
ImU32 sight_map_colour(std::uint8_t spot);

// Screen radius of a marker, never too small to grab with a finger.
float sight_marker_radius(const ViewTransform& view, const bb::rules::ModelSpot& model);

}  // namespace app
