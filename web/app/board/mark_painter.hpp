#pragma once
// A plugin's marks at points of the board (plugin/panel_protocol.hpp, Mark version 2): objectives a battle round
// adds, possible positions still to roll, rings, crosses, dimmed markers, labels, and notes above the board.
#include "app/ui/view_transform.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/panel_protocol.hpp"

#include <imgui.h>
#include <vector>

namespace app {

bool is_point_mark(bb::plugin::panel::MarkKind kind);
void paint_point_marks(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                       const std::vector<bb::plugin::panel::Mark>& marks);

}  // namespace app
