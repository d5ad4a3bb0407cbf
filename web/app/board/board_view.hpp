#pragma once
// The board area: fits the battlefield to the space it is given, and turns pointer input (mouse or finger)
// into selecting, dragging and rotating pieces, and into drawing and reshaping deployment zones.
#include "app/board/board_paint_options.hpp"
#include "app/session/battlefields.hpp"
#include "app/session/measure_tool.hpp"
#include "app/session/selection.hpp"
#include "app/session/sight_tool.hpp"
#include "app/session/system_library.hpp"
#include "app/session/zone_editor.hpp"
#include "app/ui/view_transform.hpp"

#include <utility>

namespace app {

// What the board draws and what its gestures change: the current battlefield and what is picked on it, the tools
// laid over it, and the plugin's answers it shows.
struct BoardScene {
    const SystemLibrary& library;
    Battlefields& battles;
    Selection& selection;
    SightTool& sight;
    ZoneEditor& zones;
    MeasureTool& measure;
    BoardAnswers answers;
};

class BoardView {
public:
    void draw(const BoardScene& scene, ImVec2 position, ImVec2 size);

    const ViewTransform& transform() const { return view_; }
    // Zoom and the opponent's view: the board as large as fits again; turned 180 degrees or back.
    void fit() { zoom_ = 1; }
    void turn() { turned_ = !turned_; }
    bool turned() const { return turned_; }
    float zoom() const { return zoom_; }
    // The board point under the pointer, when it is over the board.
    std::optional<bb::geo::Vec2> hovered_point() const { return hovered_; }
    // Whether a piece or a marker was tapped (pressed and let go without dragging) since the last call: the
    // player wants to read its rules, even when it was already selected.
    bool take_tap_on_pick() { return std::exchange(tapped_pick_, false); }

private:
    enum class Gesture { None, Move, Rotate, MoveObjective, MoveSightModel, MoveZoneCorner, Measure, Pan };

    void handle_input(const BoardScene& scene);
    void zoom_and_pan(const bb::model::Battlefield& b, ImVec2 position, ImVec2 size);
    ViewTransform view_for(const bb::model::Battlefield& b, ImVec2 position, ImVec2 size) const;
    // Zooms by `factor` keeping the board point under `screen` where it is.
    void zoom_about(ImVec2 screen, float factor, const bb::model::Battlefield& b);
    void pan(ImVec2 delta, const bb::model::Battlefield& b);

    ViewTransform view_;
    float zoom_ = 1;        // 1: the whole board fits
    bb::geo::Vec2 centre_;  // the board point (as shown) in the middle of the area while zoomed
    ImVec2 area_centre_;
    bool turned_ = false;
    Gesture gesture_ = Gesture::None;
    bb::geo::Vec2 grab_offset_;                    // piece position minus pointer, in inches
    bb::rules::ModelSpot* sight_model_ = nullptr;  // the sight tool's base being dragged
    ZoneCorner zone_corner_;                       // the zone corner being dragged
    std::optional<bb::geo::Vec2> hovered_;
    bool tapped_pick_ = false;
};

}  // namespace app
