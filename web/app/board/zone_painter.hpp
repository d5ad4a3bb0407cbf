#pragma once
// The zone editor on the board: a handle on every zone corner that can be dragged, and the zone being drawn.
#include "app/session/zone_editor.hpp"
#include "app/ui/view_transform.hpp"

namespace app {

inline constexpr float kZoneHandleRadius = 7.0f;

void paint_zone_editor(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                       const ZoneEditor& zones);

}  // namespace app
