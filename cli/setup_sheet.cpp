#include "setup_sheet.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/keystones.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <qrcodegen.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace cli {
namespace {

constexpr double kPageWidth = 842, kPageHeight = 595;  // A4 landscape, points
constexpr double kMargin = 28;
constexpr double kBoardBoxWidth = 480, kBoardBoxHeight = 420;
constexpr double kGridInches = 6;

std::string inches(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f\"", value);
    return text;
}

struct BoardFrame {
    double left, bottom, scale;
    double x(double inches_x) const { return left + inches_x * scale; }
    double y(double inches_y) const { return bottom - inches_y * scale; }  // the near edge at the bottom
};

void text_at(cairo_t* cr, double x, double y, const std::string& text, double size, bool bold = false) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, text.c_str());
}

void trace(cairo_t* cr, const BoardFrame& f, const bb::geo::Polygon& outline) {
    for (std::size_t i = 0; i < outline.points.size(); ++i) {
        const auto p = outline.points[i];
        if (i == 0)
            cairo_move_to(cr, f.x(p.x), f.y(p.y));
        else
            cairo_line_to(cr, f.x(p.x), f.y(p.y));
    }
    cairo_close_path(cr);
}

void draw_board(cairo_t* cr, const BoardFrame& f, const bb::model::Battlefield& b) {
    cairo_set_source_rgb(cr, 0.97, 0.96, 0.92);
    cairo_rectangle(cr, f.x(0), f.y(b.depth), b.width * f.scale, b.depth * f.scale);
    cairo_fill(cr);
    const double zone_colours[][3] = {{0.2, 0.4, 0.9}, {0.9, 0.25, 0.2}, {0.3, 0.7, 0.3}, {0.7, 0.5, 0.1}};
    for (std::size_t i = 0; i < b.territories.size(); ++i) {
        const auto* c = zone_colours[i % 4];
        trace(cr, f, b.territories[i].area);
        cairo_set_source_rgba(cr, c[0], c[1], c[2], 0.12);
        cairo_fill_preserve(cr);
        cairo_set_source_rgba(cr, c[0], c[1], c[2], 0.7);
        cairo_set_line_width(cr, 1);
        cairo_stroke(cr);
        const auto centre = bb::geo::centroid(b.territories[i].area);
        cairo_set_source_rgba(cr, c[0], c[1], c[2], 0.9);
        text_at(cr, f.x(centre.x) - 30, f.y(centre.y), b.territories[i].name, 7);
    }
    // The 6" grid, numbered along the left and near edges so pieces can be found on the table.
    cairo_set_line_width(cr, 0.4);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.25);
    for (double x = 0; x <= b.width + 1e-9; x += kGridInches) {
        cairo_move_to(cr, f.x(x), f.y(0));
        cairo_line_to(cr, f.x(x), f.y(b.depth));
        cairo_stroke(cr);
        text_at(cr, f.x(x) - 4, f.y(0) + 9, std::to_string(int(x)), 6);
    }
    for (double y = 0; y <= b.depth + 1e-9; y += kGridInches) {
        cairo_move_to(cr, f.x(0), f.y(y));
        cairo_line_to(cr, f.x(b.width), f.y(y));
        cairo_stroke(cr);
        text_at(cr, f.x(0) - 12, f.y(y) + 2, std::to_string(int(y)), 6);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 1.2);
    cairo_rectangle(cr, f.x(0), f.y(b.depth), b.width * f.scale, b.depth * f.scale);
    cairo_stroke(cr);
    for (std::size_t i = 0; i < b.pieces.size(); ++i) {
        const auto& piece = b.pieces[i];
        if (piece.footprint.points.size() < 3) continue;
        const auto outline = piece.on_board();
        trace(cr, f, outline);
        const double shade = piece.height >= bb::layout::kSightBlockingHeight ? 0.55 : 0.78;
        cairo_set_source_rgb(cr, shade, shade, shade);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
        cairo_set_line_width(cr, 0.8);
        cairo_stroke(cr);
        const auto centre = bb::geo::centroid(outline);
        text_at(cr, f.x(centre.x) - 3, f.y(centre.y) + 3, std::to_string(i + 1), 8, true);
        const auto stones = bb::layout::keystones(piece);
        const char* names[] = {"a", "b"};
        for (int k = 0; k < 2; ++k) {
            cairo_set_source_rgb(cr, 0.8, 0.1, 0.1);
            cairo_new_path(cr);  // text leaves a current point an arc would draw a line from
            cairo_arc(cr, f.x(stones[k].corner.x), f.y(stones[k].corner.y), 1.8, 0, 6.2832);
            cairo_fill(cr);
            text_at(cr, f.x(stones[k].corner.x) + 2, f.y(stones[k].corner.y) - 2, names[k], 6);
        }
    }
    for (const auto& objective : b.objectives) {
        const auto marker = objective.marker();
        cairo_new_path(cr);
        cairo_arc(cr, f.x(marker.centre.x), f.y(marker.centre.y), std::max(2.5, marker.radius * f.scale), 0, 6.2832);
        cairo_set_source_rgb(cr, 0.85, 0.65, 0.1);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.6);
        cairo_stroke(cr);
        text_at(cr, f.x(marker.centre.x) + 5, f.y(marker.centre.y) - 4, objective.label, 6.5, true);
    }
}

void draw_qr(cairo_t* cr, const std::string& link, double x, double y, double size) {
    std::vector<std::uint8_t> scratch(qrcodegen_BUFFER_LEN_MAX), qr(qrcodegen_BUFFER_LEN_MAX);
    if (link.empty() || !qrcodegen_encodeText(link.c_str(), scratch.data(), qr.data(), qrcodegen_Ecc_LOW,
                                              qrcodegen_VERSION_MIN, qrcodegen_VERSION_MAX, qrcodegen_Mask_AUTO, true))
        return;
    const int modules = qrcodegen_getSize(qr.data());
    const double cell = size / (modules + 8);  // four modules of quiet zone each side
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_rectangle(cr, x, y, size, size);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int my = 0; my < modules; ++my)
        for (int mx = 0; mx < modules; ++mx)
            if (qrcodegen_getModule(qr.data(), mx, my))
                cairo_rectangle(cr, x + (mx + 4) * cell, y + (my + 4) * cell, cell, cell);
    cairo_fill(cr);
}

void draw_page(cairo_t* cr, const SheetContent& c) {
    const auto& b = *c.battlefield;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    text_at(cr, kMargin, kMargin + 6, c.title, 15, true);
    text_at(cr, kMargin, kMargin + 22,
            "Board " + inches(b.width) + " x " + inches(b.depth) + " - seed " + std::to_string(c.seed) +
                " - grid squares are 6\" - distances in inches from the left edge and the near (bottom) edge",
            8);
    const double scale = std::min(kBoardBoxWidth / b.width, kBoardBoxHeight / b.depth);
    const BoardFrame frame{kMargin + 14, kMargin + 40 + b.depth * scale, scale};
    draw_board(cr, frame, b);

    // Right column: the keystones, then fairness.
    const double column = kMargin + 14 + b.width * scale + 22;
    double y = kMargin + 50;
    cairo_set_source_rgb(cr, 0, 0, 0);
    text_at(cr, column, y, "Pieces and keystones (corner: from left, from near edge)", 8, true);
    y += 11;
    for (std::size_t i = 0; i < b.pieces.size(); ++i) {
        const auto& piece = b.pieces[i];
        const auto stones = bb::layout::keystones(piece);
        text_at(cr, column, y, std::to_string(i + 1) + " " + piece.label, 7, true);
        y += 9;
        text_at(cr, column + 8, y,
                "a " + inches(stones[0].from_left) + ", " + inches(stones[0].from_bottom) + "   b " +
                    inches(stones[1].from_left) + ", " + inches(stones[1].from_bottom),
                7);
        y += 10;
    }
    y += 6;
    const auto& f = c.fairness;
    text_at(cr, column, y, "Fairness: " + f.first.name + " | " + f.second.name, 8, true);
    y += 11;
    char line[160];
    std::snprintf(line, sizeof line, "sight-blocking terrain %.0f | %.0f sq in (diff %.0f)", f.first.blocking_area,
                  f.second.blocking_area, f.blocking_difference);
    text_at(cr, column, y, line, 7);
    y += 9;
    std::snprintf(line, sizeof line, "hidden from the enemy %.0f%% | %.0f%% (diff %.0f points)",
                  100 * f.first.hidden_share, 100 * f.second.hidden_share, 100 * f.hidden_difference);
    text_at(cr, column, y, line, 7);
    y += 9;
    for (std::size_t i = 0; i < f.objective_labels.size(); ++i) {
        std::snprintf(line, sizeof line, "to objective %s: %.1f\" | %.1f\" (diff %.1f\")",
                      f.objective_labels[i].c_str(), f.first.objective_distances[i], f.second.objective_distances[i],
                      f.distance_differences[i]);
        text_at(cr, column, y, line, 7);
        y += 9;
    }
    // The share link and its QR code along the bottom.
    const double qr_size = 104;
    draw_qr(cr, c.link, kPageWidth - kMargin - qr_size, kPageHeight - kMargin - qr_size, qr_size);
    cairo_set_source_rgb(cr, 0, 0, 0);
    double link_y = kPageHeight - kMargin - 22;
    text_at(cr, kMargin, link_y - 10, "Share link (open in Battleboard, or scan the code):", 7, true);
    constexpr std::size_t kPerLine = 150;
    for (std::size_t at = 0; at < c.link.size() && link_y < kPageHeight - 6; at += kPerLine, link_y += 8)
        text_at(cr, kMargin, link_y, c.link.substr(at, kPerLine), 5.5);
}

}  // namespace

std::optional<std::string> write_setup_sheet(const SheetContent& content, const std::filesystem::path& svg,
                                             const std::filesystem::path& pdf) {
    for (bool as_pdf : {false, true}) {
        const std::string path = (as_pdf ? pdf : svg).string();
        cairo_surface_t* surface = as_pdf ? cairo_pdf_surface_create(path.c_str(), kPageWidth, kPageHeight)
                                          : cairo_svg_surface_create(path.c_str(), kPageWidth, kPageHeight);
        cairo_t* cr = cairo_create(surface);
        draw_page(cr, content);
        cairo_show_page(cr);
        const cairo_status_t status = cairo_status(cr);
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        const cairo_status_t finished = cairo_surface_status(surface);
        cairo_surface_destroy(surface);
        if (status != CAIRO_STATUS_SUCCESS || finished != CAIRO_STATUS_SUCCESS)
            return "Cannot write the setup sheet " + path + ": " +
                   cairo_status_to_string(status != CAIRO_STATUS_SUCCESS ? status : finished);
    }
    return std::nullopt;
}

}  // namespace cli
