#pragma once
// What the tape measure puts over the board: its on/off button and the tape with its readings.
#include "app/session/measure_tool.hpp"
#include "app/ui/view_transform.hpp"

namespace app {

// The button that takes the tape measure out and puts it away, in the board's toolbar.
void draw_measure_button(MeasureTool& measure);

void paint_measure(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                   const MeasureTool& measure);

}  // namespace app
