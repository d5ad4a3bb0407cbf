#include "app/board/board_view.hpp"

#include "app/board/board_paint_options.hpp"
#include "app/board/measure_overlay.hpp"
#include "app/board/sight_painter.hpp"
#include "app/board/zone_painter.hpp"
#include "app/input/touch_input.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "battleboard/geometry/queries.hpp"

#include <algorithm>
#include <cmath>

namespace app {

namespace {

constexpr double kPositionStep = 0.125;  // pieces snap to 1/8"
constexpr float kFingerSlack = 6;        // screen points of grace around small targets
constexpr float kMostZoom = 8;

double snap(double value, double step) { return std::round(value / step) * step; }

}  // namespace

void BoardView::draw(const BoardScene& scene, ImVec2 position, ImVec2 size) {
    if (!scene.library.has_system()) return;
    const auto& b = scene.battles.battlefield();
    view_ = view_for(b, position, size);

    ImGui::SetCursorScreenPos(position);
    ImGui::InvisibleButton("board", size);
    note_widget("board-area");
    touch::presses_act_at_once();
    zoom_and_pan(b, position, size);
    handle_input(scene);
    ImGui::PushClipRect(position, {position.x + size.x, position.y + size.y}, true);

    PaintOptions options = board_paint_options(scene.answers, scene.battles.battlefield());
    options.selected = scene.selection.piece_id();
    options.selected_objective = scene.selection.objective_id();
    options.rotate_handle_distance = theme::kHandleDistance;
    paint_board(*ImGui::GetWindowDrawList(), view_, scene.battles.battlefield(), options);
    if (scene.sight.showing) {
        scene.sight.refresh(scene.library, scene.battles);
        paint_sight(*ImGui::GetWindowDrawList(), view_, scene.battles.battlefield(), scene.sight);
    }
    paint_zone_editor(*ImGui::GetWindowDrawList(), view_, scene.battles.battlefield(), scene.zones);
    paint_measure(*ImGui::GetWindowDrawList(), view_, scene.battles.battlefield(), scene.measure);
    ImGui::PopClipRect();
}

ViewTransform BoardView::view_for(const bb::model::Battlefield& b, ImVec2 position, ImVec2 size) const {
    ViewTransform view = ViewTransform::fitted(b.width, b.depth, position, size);
    if (zoom_ > 1) {
        view.pixels_per_inch *= zoom_;
        const ImVec2 middle{position.x + size.x / 2, position.y + size.y / 2};
        view.bottom_left = {middle.x - float(centre_.x) * view.pixels_per_inch,
                            middle.y + float(centre_.y) * view.pixels_per_inch};
    }
    view.turned = turned_;
    view.width = b.width;
    view.depth = b.depth;
    return view;
}

void BoardView::zoom_about(ImVec2 screen, float factor, const bb::model::Battlefield& b) {
    const float fitted_ppi = view_.pixels_per_inch / zoom_;
    // The point under `screen` as shown (unturned), before and after.
    const bb::geo::Vec2 under{(screen.x - view_.bottom_left.x) / view_.pixels_per_inch,
                              (view_.bottom_left.y - screen.y) / view_.pixels_per_inch};
    zoom_ = std::clamp(zoom_ * factor, 1.0f, kMostZoom);
    if (zoom_ <= 1.0f) return;
    const float ppi = fitted_ppi * zoom_;
    centre_ = {under.x - (screen.x - area_centre_.x) / ppi, under.y - (area_centre_.y - screen.y) / ppi};
    centre_ = {std::clamp(centre_.x, 0.0, b.width), std::clamp(centre_.y, 0.0, b.depth)};
}

void BoardView::pan(ImVec2 delta, const bb::model::Battlefield& b) {
    if (zoom_ <= 1) return;
    centre_ = {std::clamp(centre_.x - delta.x / view_.pixels_per_inch, 0.0, b.width),
               std::clamp(centre_.y + delta.y / view_.pixels_per_inch, 0.0, b.depth)};
}

void BoardView::zoom_and_pan(const bb::model::Battlefield& b, ImVec2 position, ImVec2 size) {
    area_centre_ = {position.x + size.x / 2, position.y + size.y / 2};
    if (zoom_ <= 1) centre_ = {b.width / 2, b.depth / 2};
    const ImGuiIO& io = ImGui::GetIO();
    const auto inside = [&](ImVec2 p) {
        return p.x >= position.x && p.y >= position.y && p.x < position.x + size.x && p.y < position.y + size.y;
    };
    if (auto pinch = touch::pinch();
        pinch && inside({pinch->centre.x, pinch->centre.y}) && pinch->previous_spread > 0) {
        // Two fingers: the board point between them stays between them as they spread and move.
        zoom_about({pinch->previous_centre.x, pinch->previous_centre.y}, pinch->spread / pinch->previous_spread, b);
        view_ = view_for(b, position, size);
        pan({pinch->centre.x - pinch->previous_centre.x, pinch->centre.y - pinch->previous_centre.y}, b);
    } else if (ImGui::IsItemHovered() && io.MouseWheel != 0) {
        zoom_about(io.MousePos, std::pow(1.25f, io.MouseWheel), b);
    } else if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(0) && !b.piece_at(view_.to_board(io.MousePos))) {
        zoom_ = 1;
    }
    view_ = view_for(b, position, size);
}

void BoardView::handle_input(const BoardScene& scene) {
    auto& b = scene.battles.battlefield();
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const bb::geo::Vec2 at = view_.to_board(mouse);
    hovered_.reset();
    if (ImGui::IsItemHovered() && at.x >= 0 && at.y >= 0 && at.x <= b.width && at.y <= b.depth) hovered_ = at;

    if (scene.measure.active) {
        // A drag lays the tape; nothing on the board is picked or moved while measuring.
        if (ImGui::IsItemActivated()) {
            gesture_ = Gesture::Measure;
            scene.measure.start(at, b);
        } else if (ImGui::IsItemActive() && gesture_ == Gesture::Measure) {
            scene.measure.extend(at, b);
        } else if (!ImGui::IsItemActive()) {
            gesture_ = Gesture::None;
        }
        return;
    }
    if (ImGui::IsItemActivated() && scene.zones.takes_taps()) {
        // While a zone is drawn, a tap on the board is its next corner and picks nothing.
        gesture_ = Gesture::None;
        if (hovered_) scene.zones.add_corner(snap_zone_point(at, b));
        return;
    }
    if (ImGui::IsItemActivated()) {
        gesture_ = Gesture::None;
        if (scene.zones.shows_corners()) {
            const double reach = (kZoneHandleRadius + kFingerSlack) / view_.pixels_per_inch;
            if (auto corner = scene.zones.corner_at(b, at, reach)) {
                gesture_ = Gesture::MoveZoneCorner;
                zone_corner_ = *corner;
            }
        }
        const auto* current = scene.selection.piece(&b);
        if (current) {
            const ImVec2 handle = rotate_handle_position(view_, *current, theme::kHandleDistance);
            const float dx = mouse.x - handle.x, dy = mouse.y - handle.y;
            const float reach = theme::kHandleRadius + kFingerSlack;
            if (gesture_ == Gesture::None && dx * dx + dy * dy <= reach * reach) gesture_ = Gesture::Rotate;
        }
        // The sight tool's bases lie on top of everything while its tab is open.
        for (auto* model : {&scene.sight.target, &scene.sight.observer}) {
            if (!scene.sight.showing || gesture_ != Gesture::None) break;
            const ImVec2 centre = view_.to_screen(model->position);
            const float dx = mouse.x - centre.x, dy = mouse.y - centre.y;
            const float reach = sight_marker_radius(view_, *model) + kFingerSlack;
            if (dx * dx + dy * dy > reach * reach) continue;
            gesture_ = Gesture::MoveSightModel;
            sight_model_ = model;
            grab_offset_ = model->position - at;
        }
        // With the sight map shown, a tap elsewhere puts the other model there: its full verdict is read out.
        if (scene.sight.showing && scene.sight.map_mode != SightTool::MapMode::Off && gesture_ == Gesture::None &&
            hovered_) {
            gesture_ = Gesture::MoveSightModel;
            sight_model_ = &scene.sight.moving();
            grab_offset_ = {};
        }
        if (gesture_ == Gesture::None) {
            // Markers are drawn over terrain, so they are picked first.
            for (auto it = b.objectives.rbegin(); it != b.objectives.rend() && gesture_ == Gesture::None; ++it) {
                if (bb::geo::distance(at, it->position) <= it->diameter / 2 + kFingerSlack / view_.pixels_per_inch) {
                    scene.selection.select_objective(it->id);
                    gesture_ = Gesture::MoveObjective;
                    grab_offset_ = it->position - at;
                }
            }
        }
        if (gesture_ == Gesture::None) {
            scene.selection.select_piece(b.piece_at(at));
            if (auto* piece = scene.selection.piece(&b)) {
                gesture_ = Gesture::Move;
                grab_offset_ = piece->position - at;
            } else {
                gesture_ = Gesture::Pan;  // empty board: a drag moves the view (when zoomed in)
            }
        }
    }
    if (!ImGui::IsItemActive()) {
        if (ImGui::IsItemDeactivated() && (gesture_ == Gesture::Move || gesture_ == Gesture::MoveObjective)) {
            const ImGuiIO& io = ImGui::GetIO();
            tapped_pick_ = io.MouseDragMaxDistanceSqr[0] < io.MouseDragThreshold * io.MouseDragThreshold;
        }
        gesture_ = Gesture::None;
        return;
    }
    if (gesture_ == Gesture::Pan) {
        pan(ImGui::GetIO().MouseDelta, b);
        return;
    }
    if (gesture_ == Gesture::MoveSightModel && sight_model_) {
        const bb::geo::Vec2 target = at + grab_offset_;
        sight_model_->position = {std::clamp(snap(target.x, kPositionStep), 0.0, b.width),
                                  std::clamp(snap(target.y, kPositionStep), 0.0, b.depth)};
        return;
    }
    if (gesture_ == Gesture::MoveZoneCorner) {
        // The zone may have been removed or replaced (a new battleplan) since the drag began.
        if (zone_corner_.zone < b.territories.size()) {
            auto& points = b.territories[zone_corner_.zone].area.points;
            if (zone_corner_.corner < points.size()) points[zone_corner_.corner] = snap_zone_point(at, b);
        }
        return;
    }
    if (gesture_ == Gesture::MoveObjective) {
        if (auto* objective = scene.selection.objective(&b)) {
            const bb::geo::Vec2 target = at + grab_offset_;
            objective->position = {std::clamp(snap(target.x, kPositionStep), 0.0, b.width),
                                   std::clamp(snap(target.y, kPositionStep), 0.0, b.depth)};
        }
        return;
    }
    auto* piece = scene.selection.piece(&b);
    if (!piece) return;
    if (gesture_ == Gesture::Move) {
        const bb::geo::Vec2 target = at + grab_offset_;
        piece->position = {std::clamp(snap(target.x, kPositionStep), 0.0, b.width),
                           std::clamp(snap(target.y, kPositionStep), 0.0, b.depth)};
    } else if (gesture_ == Gesture::Rotate) {
        const bb::geo::Vec2 d = at - piece->position;
        // The handle sits on the piece's local +y axis: pointing straight up the table means 0 degrees.
        const double degrees = std::atan2(-d.x, d.y) * 180.0 / 3.14159265358979323846;
        piece->rotation = std::fmod(snap(degrees, 1.0) + 360.0, 360.0);
    }
}

}  // namespace app
