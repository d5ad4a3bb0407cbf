#include "battleboard/sheet/setup_sheet.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/keystones.hpp"

#include <algorithm>
#include <cstdio>

namespace bb::sheet {
namespace {

constexpr double kPageWidth = 842, kPageHeight = 595;  // A4 landscape, points
constexpr double kMargin = 28;
constexpr double kBoardBoxWidth = 480, kBoardBoxHeight = 420;
constexpr double kGridInches = 6;
constexpr double kQrSize = 104;
constexpr std::size_t kLinkCharsPerLine = 150;

const Colour kBlack{0, 0, 0};

// Board inches to page points, the near edge at the bottom.
struct BoardFrame {
    double left, bottom, scale;
    geo::Vec2 at(geo::Vec2 p) const { return {left + p.x * scale, bottom - p.y * scale}; }
};

struct Sheet {
    Page page;

    void text(double x, double y, std::string text, double size, bool bold = false, Colour colour = kBlack,
              std::string id = {}) {
        auto& mark = std::get<TextMark>(page.marks.emplace_back(std::in_place_type<TextMark>));
        mark.at = {x, y};
        mark.text = std::move(text);
        mark.size = size;
        mark.bold = bold;
        mark.colour = colour;
        mark.id = std::move(id);
    }
    void path(std::vector<geo::Vec2> ring, bool closed, Paint paint) {
        auto& mark = std::get<PathMark>(page.marks.emplace_back(std::in_place_type<PathMark>));
        mark.rings.push_back(std::move(ring));
        mark.closed = closed;
        mark.paint = paint;
    }
    void circle(geo::Vec2 centre, double radius, Paint paint) {
        auto& mark = std::get<CircleMark>(page.marks.emplace_back(std::in_place_type<CircleMark>));
        mark.centre = centre;
        mark.radius = radius;
        mark.paint = paint;
    }
};

std::vector<geo::Vec2> on_page(const BoardFrame& f, const geo::Polygon& outline) {
    std::vector<geo::Vec2> ring;
    for (const auto& p : outline.points) ring.push_back(f.at(p));
    return ring;
}

std::vector<geo::Vec2> rectangle(double x, double y, double width, double height) {
    return {{x, y}, {x + width, y}, {x + width, y + height}, {x, y + height}};
}

void draw_territories(Sheet& s, const BoardFrame& f, const model::Battlefield& b) {
    const Colour colours[] = {{0.2, 0.4, 0.9}, {0.9, 0.25, 0.2}, {0.3, 0.7, 0.3}, {0.7, 0.5, 0.1}};
    for (std::size_t i = 0; i < b.territories.size(); ++i) {
        const Colour c = colours[i % 4];
        s.path(on_page(f, b.territories[i].area), true, {Colour{c.r, c.g, c.b, 0.12}, Colour{c.r, c.g, c.b, 0.7}, 1});
        const auto centre = f.at(geo::centroid(b.territories[i].area));
        s.text(centre.x - 30, centre.y, b.territories[i].name, 7, false, {c.r, c.g, c.b, 0.9});
    }
}

// The 6" grid, numbered along the left and near edges so pieces can be found on the table.
void draw_grid(Sheet& s, const BoardFrame& f, const model::Battlefield& b) {
    const Paint line{std::nullopt, Colour{0, 0, 0, 0.25}, 0.4};
    for (double x = 0; x <= b.width + 1e-9; x += kGridInches) {
        s.path({f.at({x, 0}), f.at({x, b.depth})}, false, line);
        s.text(f.at({x, 0}).x - 4, f.at({x, 0}).y + 9, std::to_string(int(x)), 6);
    }
    for (double y = 0; y <= b.depth + 1e-9; y += kGridInches) {
        s.path({f.at({0, y}), f.at({b.width, y})}, false, line);
        s.text(f.at({0, y}).x - 12, f.at({0, y}).y + 2, std::to_string(int(y)), 6);
    }
    s.path({f.at({0, 0}), f.at({b.width, 0}), f.at({b.width, b.depth}), f.at({0, b.depth})}, true,
           {std::nullopt, kBlack, 1.2});
}

void draw_pieces(Sheet& s, const BoardFrame& f, const model::Battlefield& b) {
    for (std::size_t i = 0; i < b.pieces.size(); ++i) {
        const auto& piece = b.pieces[i];
        if (piece.footprint.points.size() < 3) continue;
        const auto outline = piece.on_board();
        const double shade = piece.height >= layout::kSightBlockingHeight ? 0.55 : 0.78;
        s.path(on_page(f, outline), true, {Colour{shade, shade, shade}, Colour{0.1, 0.1, 0.1}, 0.8});
        const auto centre = f.at(geo::centroid(outline));
        s.text(centre.x - 3, centre.y + 3, std::to_string(i + 1), 8, true);
        const auto stones = layout::keystones(piece);
        const char* names[] = {"a", "b"};
        for (int k = 0; k < 2; ++k) {
            const auto corner = f.at(stones[k].corner);
            s.circle(corner, 1.8, {Colour{0.8, 0.1, 0.1}, std::nullopt, 0});
            s.text(corner.x + 2, corner.y - 2, names[k], 6, false, {0.8, 0.1, 0.1});
        }
    }
}

void draw_objectives(Sheet& s, const BoardFrame& f, const model::Battlefield& b) {
    for (const auto& objective : b.objectives) {
        const auto marker = objective.marker();
        const auto centre = f.at(marker.centre);
        s.circle(centre, std::max(2.5, marker.radius * f.scale), {Colour{0.85, 0.65, 0.1}, kBlack, 0.6});
        s.text(centre.x + 5, centre.y - 4, objective.label, 6.5, true);
    }
}

// The right-hand column: each piece's name and keystones, then the fairness figures.
void draw_keystones_and_fairness(Sheet& s, double column, const SheetContent& c) {
    const auto& b = *c.battlefield;
    double y = kMargin + 50;
    s.text(column, y, "Pieces and keystones (corner: from left, from near edge)", 8, true);
    y += 11;
    for (std::size_t i = 0; i < b.pieces.size(); ++i) {
        const auto& piece = b.pieces[i];
        const auto stones = layout::keystones(piece);
        const std::string number = std::to_string(i + 1);
        s.text(column, y, number + " " + piece.label, 7, true, kBlack, "piece-" + number);
        y += 9;
        s.text(column + 8, y,
               "a " + sheet_inches(stones[0].from_left) + ", " + sheet_inches(stones[0].from_bottom) + "   b " +
                   sheet_inches(stones[1].from_left) + ", " + sheet_inches(stones[1].from_bottom),
               7, false, kBlack, "keystones-" + number);
        y += 10;
    }
    y += 6;
    const auto& f = c.fairness;
    s.text(column, y, "Fairness: " + f.first.name + " | " + f.second.name, 8, true);
    y += 11;
    char line[200];
    std::snprintf(line, sizeof line, "sight-blocking terrain %.0f | %.0f sq in (diff %.0f)", f.first.blocking_area,
                  f.second.blocking_area, f.blocking_difference);
    s.text(column, y, line, 7, false, kBlack, "fairness-blocking");
    y += 9;
    std::snprintf(line, sizeof line, "hidden from the enemy %.0f%% | %.0f%% (diff %.0f points)",
                  100 * f.first.hidden_share, 100 * f.second.hidden_share, 100 * f.hidden_difference);
    s.text(column, y, line, 7, false, kBlack, "fairness-hidden");
    y += 9;
    for (std::size_t i = 0; i < f.objective_labels.size(); ++i) {
        std::snprintf(line, sizeof line, "to objective %s: %.1f\" | %.1f\" (diff %.1f\")",
                      f.objective_labels[i].c_str(), f.first.objective_distances[i], f.second.objective_distances[i],
                      f.distance_differences[i]);
        s.text(column, y, line, 7);
        y += 9;
    }
}

// The QR code as one path of dark modules on white, four modules of quiet zone each side; a click follows the link.
void draw_qr(Sheet& s, const QrModules& qr, const std::string& link, double x, double y, double size) {
    s.path(rectangle(x, y, size, size), true, {Colour{1, 1, 1}, std::nullopt, 0});
    const double cell = size / (qr.size + 8);
    PathMark modules{{}, true, {kBlack, std::nullopt, 0}, link};
    for (int my = 0; my < qr.size; ++my)
        for (int mx = 0; mx < qr.size; ++mx)
            if (qr.at(mx, my)) modules.rings.push_back(rectangle(x + (mx + 4) * cell, y + (my + 4) * cell, cell, cell));
    s.page.marks.push_back(std::move(modules));
}

}  // namespace

std::string sheet_inches(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f\"", value);
    return text;
}

Page setup_sheet(const SheetContent& c) {
    const auto& b = *c.battlefield;
    Sheet s;
    s.page.width = kPageWidth;
    s.page.height = kPageHeight;
    s.page.title = c.title;
    s.path(rectangle(0, 0, kPageWidth, kPageHeight), true, {Colour{1, 1, 1}, std::nullopt, 0});
    s.text(kMargin, kMargin + 6, c.title, 15, true, kBlack, "title");
    const std::string seed = c.seed ? "seed " + std::to_string(*c.seed) : "seed unknown (placed by hand, edited or reopened)";
    s.text(kMargin, kMargin + 22,
           "Board " + sheet_inches(b.width) + " x " + sheet_inches(b.depth) + " - " + seed +
               " - grid squares are 6\" - distances in inches from the left edge and the near (bottom) edge",
           8, false, kBlack, "board");
    const double scale = std::min(kBoardBoxWidth / b.width, kBoardBoxHeight / b.depth);
    const BoardFrame frame{kMargin + 14, kMargin + 40 + b.depth * scale, scale};
    s.path(rectangle(frame.left, frame.bottom - b.depth * scale, b.width * scale, b.depth * scale), true,
           {Colour{0.97, 0.96, 0.92}, std::nullopt, 0});
    draw_territories(s, frame, b);
    draw_grid(s, frame, b);
    draw_pieces(s, frame, b);
    draw_objectives(s, frame, b);
    draw_keystones_and_fairness(s, frame.left + b.width * scale + 22, c);

    // The share link and its QR code along the bottom.
    if (c.qr) draw_qr(s, *c.qr, c.link, kPageWidth - kMargin - kQrSize, kPageHeight - kMargin - kQrSize, kQrSize);
    if (c.link.empty()) return std::move(s.page);
    double link_y = kPageHeight - kMargin - 22;
    s.text(kMargin, link_y - 10, "Share link (open in Battleboard, or scan the code):", 7, true);
    for (std::size_t at = 0; at < c.link.size() && link_y < kPageHeight - 6; at += kLinkCharsPerLine, link_y += 8)
        s.text(kMargin, link_y, c.link.substr(at, kLinkCharsPerLine), 5.5, false, kBlack,
               "link-" + std::to_string(at / kLinkCharsPerLine + 1));
    return std::move(s.page);
}

}  // namespace bb::sheet
