#pragma once
// Draws the sight tool on the board: the two model bases, the line between them coloured by the answer, and
// the pieces the answer names outlined.
#include "app/sight_tool.hpp"
#include "app/view_transform.hpp"
#include "battleboard/model/battlefield.hpp"

namespace app {

void paint_sight(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                 const SightTool& sight);

// Screen radius of a marker, never too small to grab with a finger.
float sight_marker_radius(const ViewTransform& view, const bb::rules::ModelSpot& model);

}  // namespace app
