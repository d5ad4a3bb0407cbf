#pragma once
// A printable page as a list of simple marks (filled or stroked paths, circles, text) in points, y downwards,
// written out as SVG here and drawn by any other backend (the CLI's PDF through cairo) from the same list.
#include "battleboard/geometry/vec2.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace bb::sheet {

struct Colour {
    double r = 0, g = 0, b = 0, a = 1;  // 0..1
};

struct Paint {
    std::optional<Colour> fill;
    std::optional<Colour> stroke;
    double line_width = 1;
};

// One or more rings (each a closed outline, or an open polyline when `closed` is false).
struct PathMark {
    std::vector<std::vector<geo::Vec2>> rings;
    bool closed = true;
    Paint paint;
    std::string link;  // where the marks lead when clicked (the share link for its QR code); empty for none
};

struct CircleMark {
    geo::Vec2 centre;
    double radius = 0;
    Paint paint;
};

struct TextMark {
    geo::Vec2 at;  // the start of the baseline
    std::string text;
    double size = 8;
    bool bold = false;
    Colour colour;
    std::string id;  // names the text for readers of the file (e.g. "keystones-3"); may be empty
};

using Mark = std::variant<PathMark, CircleMark, TextMark>;

struct Page {
    double width = 0, height = 0;  // points
    std::string title;
    std::vector<Mark> marks;  // painted in order
};

// The page as a standalone SVG document (text stays text, so names can be searched and copied).
std::string to_svg(const Page& page);

}  // namespace bb::sheet
