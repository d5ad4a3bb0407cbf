#include "app/board/board_painter.hpp"

#include "app/board/piece_label.hpp"
#include "app/board/zone_owners.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "battleboard/geometry/queries.hpp"
#include "battleboard/geometry/range_outline.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace app {

namespace {

// A piece's name centred on it, in centred lines (see break_label).
void paint_piece_label(ImDrawList& draw, ImVec2 centre, const std::string& label, float room) {
    ImFont* font = ImGui::GetFont();
    const float size = ImGui::GetFontSize();
    const auto width = [&](std::string_view text) {
        return font->CalcTextSizeA(size, FLT_MAX, 0, text.data(), text.data() + text.size()).x;
    };
    const auto lines = break_label(label, room, width);
    float y = centre.y - size * float(lines.size()) / 2;
    for (const auto line : lines) {
        draw.AddText(font, size, {centre.x - width(line) / 2, y}, theme::kPieceLabel, line.data(),
                     line.data() + line.size());
        y += size;
    }
}

void paint_grid(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& b) {
    const ImVec2 top_left = view.to_screen({0, b.depth});
    const ImVec2 bottom_right = view.to_screen({b.width, 0});
    draw.AddRectFilled(top_left, bottom_right, theme::kBoardFelt);
    // Inch lines only when they are far enough apart to read; 6" lines always.
    const bool inch_lines = view.pixels_per_inch >= 6;
    for (int x = 1; x < int(std::ceil(b.width)); ++x) {
        if (!inch_lines && x % 6) continue;
        draw.AddLine(view.to_screen({double(x), 0}), view.to_screen({double(x), b.depth}),
                     x % 6 ? theme::kGridInch : theme::kGridSixInch, x % 6 ? 1.0f : 1.5f);
    }
    for (int y = 1; y < int(std::ceil(b.depth)); ++y) {
        if (!inch_lines && y % 6) continue;
        draw.AddLine(view.to_screen({0, double(y)}), view.to_screen({b.width, double(y)}),
                     y % 6 ? theme::kGridInch : theme::kGridSixInch, y % 6 ? 1.0f : 1.5f);
    }
    draw.AddRect(top_left, bottom_right, theme::kBoardEdge, 0, 0, 2.0f);
    // Rulers along the bottom and left edges: every 6", or every 12" or 24" where a small screen has no room
    // between the labels.
    char text[16];
    std::snprintf(text, sizeof text, "%d\"", int(std::max(b.width, b.depth)));
    const ImVec2 widest = ImGui::CalcTextSize(text);
    const auto ruler_step = [&](float label_room) {
        int step = 6;
        while (step < 48 && step * view.pixels_per_inch < label_room + 4) step *= 2;
        return step;
    };
    const int x_step = ruler_step(widest.x), y_step = ruler_step(widest.y);
    for (int x = 0; x <= int(b.width); x += x_step) {
        std::snprintf(text, sizeof text, "%d\"", x);
        const ImVec2 at = view.to_screen({double(x), 0});
        const ImVec2 size = ImGui::CalcTextSize(text);
        draw.AddText({at.x - size.x / 2, view.turned ? at.y - size.y - 4 : at.y + 4}, theme::kRulerText, text);
    }
    for (int y = y_step; y <= int(b.depth); y += y_step) {
        std::snprintf(text, sizeof text, "%d\"", y);
        const ImVec2 at = view.to_screen({0, double(y)});
        const ImVec2 size = ImGui::CalcTextSize(text);
        draw.AddText({view.turned ? at.x + 6 : at.x - size.x - 6, at.y - size.y / 2}, theme::kRulerText, text);
    }
}

void paint_piece(ImDrawList& draw, const ViewTransform& view, const bb::model::TerrainPiece& piece, bool selected,
                 bool flagged) {
    const bb::geo::Polygon outline = piece.on_board();
    std::vector<ImVec2> points;
    points.reserve(outline.points.size());
    for (auto p : outline.points) points.push_back(view.to_screen(p));
    const ImU32 fill = theme::piece_fill(piece.catalogue_id);
    // Footprints may be concave: fan triangles from the centroid cover star-shaped pieces exactly.
    if (bb::geo::is_convex(outline)) {
        draw.AddConvexPolyFilled(points.data(), int(points.size()), fill);
    } else {
        const ImVec2 centre = view.to_screen(bb::geo::centroid(outline));
        for (std::size_t i = 0; i < points.size(); ++i)
            draw.AddTriangleFilled(centre, points[i], points[(i + 1) % points.size()], fill);
    }
    if (flagged) draw.AddPolyline(points.data(), int(points.size()), theme::kBreach, ImDrawFlags_Closed, 6.0f);
    draw.AddPolyline(points.data(), int(points.size()), selected ? theme::kSelection : theme::kPieceOutline,
                     ImDrawFlags_Closed, selected ? 3.0f : 1.5f);
    paint_piece_label(draw, view.to_screen(piece.position), piece.label, view.pixels_per_inch * 14);
}

}  // namespace

void paint_objective(ImDrawList& draw, const ViewTransform& view, const bb::model::Objective& objective, bool selected,
                     bool flagged) {
    const ImVec2 centre = view.to_screen(objective.position);
    const float radius = float(objective.diameter / 2) * view.pixels_per_inch;
    if (flagged) draw.AddCircle(centre, radius + 3, theme::kBreach, 32, 4.0f);
    draw.AddCircleFilled(centre, radius, theme::kObjectiveFill, 32);
    draw.AddCircle(centre, radius, selected ? theme::kSelection : theme::kObjectiveEdge, 32, selected ? 3.0f : 2.0f);
    if (objective.label.empty()) return;
    const ImVec2 size = ImGui::CalcTextSize(objective.label.c_str());
    if (size.x <= 2 * radius - 2) {
        draw.AddText({centre.x - size.x / 2, centre.y - size.y / 2}, theme::kObjectiveEdge, objective.label.c_str());
        return;
    }
    // Too long for the marker ("Centre"): underneath it, on a dark backing so it reads over any terrain.
    const ImVec2 at{centre.x - size.x / 2, centre.y + radius + 3};
    draw.AddRectFilled({at.x - 3, at.y - 1}, {at.x + size.x + 3, at.y + size.y + 1}, theme::kLabelBacking, 3);
    draw.AddText(at, theme::kObjectiveFill, objective.label.c_str());
}

namespace {

// The zone's outline, and its name and owner inside it where no objective marker covers them. Text is drawn
// upright in screen space, so it reads the right way up in the turned view too.
void paint_territory(ImDrawList& draw, const ViewTransform& view, const bb::model::Territory& territory,
                     const std::string& owner, const std::vector<bb::model::Objective>& objectives) {
    std::vector<ImVec2> points;
    for (auto p : territory.area.points) points.push_back(view.to_screen(p));
    draw.AddPolyline(points.data(), int(points.size()), theme::kTerritoryEdge, ImDrawFlags_Closed, 2.0f);
    const std::string whose = owner.empty() ? std::string() : owner + "'s side";
    const ImVec2 name_size = ImGui::CalcTextSize(territory.name.c_str());
    const ImVec2 owner_size = ImGui::CalcTextSize(whose.c_str());
    const ImVec2 size{std::max(name_size.x, owner_size.x), whose.empty() ? name_size.y : 2 * name_size.y};
    const bb::geo::Vec2 middle = bb::geo::centroid(territory.area);
    // Whether the zone's text centred at `at` stays off every objective marker and the name drawn under it.
    auto clear = [&](ImVec2 at) {
        constexpr float kMargin = 2;
        const ImVec2 min{at.x - size.x / 2 - kMargin, at.y - size.y / 2 - kMargin};
        const ImVec2 max{at.x + size.x / 2 + kMargin, at.y + size.y / 2 + kMargin};
        for (const auto& objective : objectives) {
            const ImVec2 c = view.to_screen(objective.position);
            const float r = float(objective.diameter / 2) * view.pixels_per_inch;
            const ImVec2 text = ImGui::CalcTextSize(objective.label.c_str());
            const bool below = text.x > 2 * r - 2;  // as paint_objective draws it
            const ImVec2 o_min{c.x - std::max(r, below ? text.x / 2 + 3 : 0.0f), c.y - r};
            const ImVec2 o_max{c.x + std::max(r, below ? text.x / 2 + 3 : 0.0f), c.y + r + (below ? text.y + 4 : 0)};
            if (min.x < o_max.x && o_min.x < max.x && min.y < o_max.y && o_min.y < max.y) return false;
        }
        return true;
    };
    // Spots nearest the middle first, a label's height apart (in inches at this zoom), so a small screen finds
    // room as well as a large one; the middle itself when nothing is clear. The whole text stays in the zone.
    const double step = std::max(1.0, double(size.y) / view.pixels_per_inch);
    const double half_width = double(size.x) / 2 / view.pixels_per_inch, half_height = step / 2;
    const auto fits = [&](bb::geo::Vec2 at) {
        for (double sx : {-1.0, 1.0})
            for (double sy : {-1.0, 1.0})
                if (!bb::geo::contains(territory.area, {at.x + sx * half_width, at.y + sy * half_height})) return false;
        return clear(view.to_screen(at));
    };
    const auto spot = [&]() -> bb::geo::Vec2 {
        for (int ring = 0; ring <= 8; ++ring)
            for (int across : {0, -1, 1, -2, 2, -3, 3, -4, 4})
                for (double dy : {ring * step, -ring * step}) {
                    const bb::geo::Vec2 at{middle.x + across * std::max(0.5, half_width / 2), middle.y + dy};
                    if (fits(at)) return at;
                }
        return middle;
    };
    const ImVec2 label = view.to_screen(spot());
    const float top = label.y - size.y / 2;
    draw.AddText({label.x - name_size.x / 2, top}, theme::kTerritoryEdge, territory.name.c_str());
    if (whose.empty()) return;
    const ImVec2 at{label.x - owner_size.x / 2, top + name_size.y};
    draw.AddRectFilled({at.x - 3, at.y}, {at.x + owner_size.x + 3, at.y + owner_size.y}, theme::kLabelBacking, 3);
    draw.AddText(at, theme::kTerritoryEdge, whose.c_str());
    note_value("zone-owner:" + territory.name, owner);
    note_rect("text:zone:" + territory.name, {label.x - size.x / 2, top}, {label.x + size.x / 2, top + size.y});
}

// A translucent band out to `range` around the piece, edged so the limit is easy to judge by eye.
void paint_halo(ImDrawList& draw, const ViewTransform& view, const bb::model::TerrainPiece& piece,
                const RangeHalo& halo) {
    const bb::geo::Polygon outline = bb::geo::range_outline(piece.on_board(), halo.range);
    std::vector<ImVec2> points;
    points.reserve(outline.points.size());
    for (auto p : outline.points) points.push_back(view.to_screen(p));
    const ImU32 edge = halo.breach ? theme::kBreach : theme::kHaloEdge;
    const ImU32 fill = halo.breach ? theme::kHaloBreachFill : theme::kHaloFill;
    draw.AddConvexPolyFilled(points.data(), int(points.size()), fill);
    draw.AddPolyline(points.data(), int(points.size()), edge, ImDrawFlags_Closed, 2.0f);
    char text[32];
    std::snprintf(text, sizeof text, "%g\"", halo.range);
    const ImVec2 top = *std::min_element(points.begin(), points.end(), [](ImVec2 a, ImVec2 b) { return a.y < b.y; });
    draw.AddText({top.x + 4, top.y + 2}, edge, text);
}

// Under the piece's label, so it reads as part of the piece.
void paint_badge(ImDrawList& draw, const ViewTransform& view, const bb::model::TerrainPiece& piece,
                 const PieceBadge& badge, int row) {
    const ImVec2 centre = view.to_screen(piece.position);
    const ImVec2 size = ImGui::CalcTextSize(badge.text.c_str());
    const float line = ImGui::GetTextLineHeight();
    const ImVec2 min{centre.x - size.x / 2 - 4, centre.y + line * (0.6f + 1.3f * float(row))};
    const ImVec2 max{min.x + size.x + 8, min.y + size.y + 2};
    draw.AddRectFilled(min, max, badge.colour, 4);
    draw.AddText({min.x + 4, min.y + 1}, theme::kPieceLabel, badge.text.c_str());
}

}  // namespace

ImVec2 rotate_handle_position(const ViewTransform& view, const bb::model::TerrainPiece& piece, float distance) {
    const auto box = bb::geo::bounds(piece.footprint);
    const double reach = box.max.y + distance / view.pixels_per_inch;
    return view.to_screen(piece.position + bb::geo::rotated({0, reach}, piece.rotation));
}

void paint_board(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                 const PaintOptions& options) {
    paint_grid(draw, view, battlefield);
    const auto owners = zone_owners(battlefield, options.player_names);
    for (std::size_t i = 0; i < battlefield.territories.size(); ++i)
        paint_territory(draw, view, battlefield.territories[i], i < owners.size() ? owners[i] : std::string(),
                        battlefield.objectives);
    for (const auto& halo : options.overlay.halos)
        if (const auto* piece = battlefield.find_piece(halo.piece_id)) paint_halo(draw, view, *piece, halo);
    for (const auto& piece : battlefield.pieces)
        paint_piece(draw, view, piece, piece.id == options.selected, options.flagged_pieces.count(piece.id) > 0);
    std::map<std::uint32_t, int> badge_rows;
    for (const auto& badge : options.overlay.badges)
        if (const auto* piece = battlefield.find_piece(badge.piece_id))
            paint_badge(draw, view, *piece, badge, badge_rows[badge.piece_id]++);
    // Markers sit on top of terrain, as on the table.
    for (const auto& objective : battlefield.objectives)
        paint_objective(draw, view, objective, objective.id == options.selected_objective,
                        options.flagged_objectives.count(objective.id) > 0);
    if (options.overlay.paint) options.overlay.paint(draw, view);
    if (!options.selected || options.rotate_handle_distance <= 0) return;
    if (const auto* piece = battlefield.find_piece(*options.selected)) {
        const ImVec2 handle = rotate_handle_position(view, *piece, options.rotate_handle_distance);
        draw.AddLine(view.to_screen(piece->position), handle, theme::kSelection, 1.5f);
        draw.AddCircleFilled(handle, theme::kHandleRadius, theme::kSelection, 24);
        draw.AddCircle(handle, theme::kHandleRadius, theme::kPieceOutline, 24, 1.5f);
    }
}

}  // namespace app
