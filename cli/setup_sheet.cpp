#include "setup_sheet.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <qrcodegen.h>

#include <cstdint>
#include <fstream>
#include <vector>

namespace cli {
namespace {

void set_colour(cairo_t* cr, const bb::sheet::Colour& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

void fill_and_stroke(cairo_t* cr, const bb::sheet::Paint& paint) {
    if (paint.fill) {
        set_colour(cr, *paint.fill);
        cairo_fill_preserve(cr);
    }
    if (paint.stroke) {
        set_colour(cr, *paint.stroke);
        cairo_set_line_width(cr, paint.line_width);
        cairo_stroke_preserve(cr);
    }
    cairo_new_path(cr);
}

void draw(cairo_t* cr, const bb::sheet::PathMark& m) {
    for (const auto& ring : m.rings) {
        for (std::size_t i = 0; i < ring.size(); ++i)
            (i == 0 ? cairo_move_to : cairo_line_to)(cr, ring[i].x, ring[i].y);
        if (m.closed) cairo_close_path(cr);
    }
    fill_and_stroke(cr, m.paint);
}

void draw(cairo_t* cr, const bb::sheet::CircleMark& m) {
    cairo_new_path(cr);  // text leaves a current point an arc would draw a line from
    cairo_arc(cr, m.centre.x, m.centre.y, m.radius, 0, 6.2832);
    fill_and_stroke(cr, m.paint);
}

void draw(cairo_t* cr, const bb::sheet::TextMark& m) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                           m.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, m.size);
    set_colour(cr, m.colour);
    cairo_move_to(cr, m.at.x, m.at.y);
    cairo_show_text(cr, m.text.c_str());
    cairo_new_path(cr);
}

std::optional<std::string> write_pdf(const bb::sheet::Page& page, const std::string& path) {
    cairo_surface_t* surface = cairo_pdf_surface_create(path.c_str(), page.width, page.height);
    cairo_t* cr = cairo_create(surface);
    for (const auto& mark : page.marks) std::visit([cr](const auto& m) { draw(cr, m); }, mark);
    cairo_show_page(cr);
    const cairo_status_t status = cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const cairo_status_t finished = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS || finished != CAIRO_STATUS_SUCCESS)
        return "Cannot write the setup sheet " + path + ": " +
               cairo_status_to_string(status != CAIRO_STATUS_SUCCESS ? status : finished);
    return std::nullopt;
}

}  // namespace

std::optional<bb::sheet::QrModules> qr_code_of(const std::string& text) {
    std::vector<std::uint8_t> scratch(qrcodegen_BUFFER_LEN_MAX), qr(qrcodegen_BUFFER_LEN_MAX);
    if (text.empty() || !qrcodegen_encodeText(text.c_str(), scratch.data(), qr.data(), qrcodegen_Ecc_LOW,
                                              qrcodegen_VERSION_MIN, qrcodegen_VERSION_MAX, qrcodegen_Mask_AUTO, true))
        return std::nullopt;
    bb::sheet::QrModules code;
    code.size = qrcodegen_getSize(qr.data());
    for (int y = 0; y < code.size; ++y)
        for (int x = 0; x < code.size; ++x) code.dark.push_back(qrcodegen_getModule(qr.data(), x, y));
    return code;
}

std::optional<std::string> write_setup_sheet(const bb::sheet::SheetContent& content, const std::filesystem::path& svg,
                                             const std::filesystem::path& pdf) {
    const auto page = bb::sheet::setup_sheet(content);
    std::ofstream file(svg, std::ios::binary);
    file << bb::sheet::to_svg(page);
    if (!file) return "Cannot write the setup sheet " + svg.string() + ".";
    return write_pdf(page, pdf.string());
}

}  // namespace cli
