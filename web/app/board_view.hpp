#pragma once
// The board area: fits the battlefield to the space it is given, and turns pointer input (mouse or finger)
// into selecting, dragging and rotating pieces, and into drawing and reshaping deployment zones.
#include "app/session.hpp"
#include "app/view_transform.hpp"

namespace app {

class BoardView {
public:
    void draw(Session& session, ImVec2 position, ImVec2 size);

    const ViewTransform& transform() const { return view_; }
    // The board point under the pointer, when it is over the board.
    std::optional<bb::geo::Vec2> hovered_point() const { return hovered_; }

private:
    enum class Gesture { None, Move, Rotate, MoveObjective, MoveSightModel, MoveZoneCorner, Measure };

    void handle_input(Session& session);

    ViewTransform view_;
    Gesture gesture_ = Gesture::None;
    bb::geo::Vec2 grab_offset_;                    // piece position minus pointer, in inches
    bb::rules::ModelSpot* sight_model_ = nullptr;  // the sight tool's base being dragged
    ZoneCorner zone_corner_;                       // the zone corner being dragged
    std::optional<bb::geo::Vec2> hovered_;
};

}  // namespace app
