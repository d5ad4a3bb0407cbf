#include "battleboard/sheet/page.hpp"

#include <cstdio>

namespace bb::sheet {
namespace {

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string s = text;
    while (s.back() == '0') s.pop_back();  // "12.50" -> "12.5", "3.00" -> "3"
    if (s.back() == '.') s.pop_back();
    return s == "-0" ? "0" : s;
}

std::string escaped(const std::string& text) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

std::string colour(const Colour& c) {
    char text[32];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", int(c.r * 255 + 0.5), int(c.g * 255 + 0.5), int(c.b * 255 + 0.5));
    return text;
}

std::string paint(const Paint& p) {
    std::string out = p.fill ? " fill=\"" + colour(*p.fill) + "\"" : " fill=\"none\"";
    if (p.fill && p.fill->a < 1) out += " fill-opacity=\"" + number(p.fill->a) + "\"";
    if (p.stroke) {
        out += " stroke=\"" + colour(*p.stroke) + "\" stroke-width=\"" + number(p.line_width) + "\"";
        if (p.stroke->a < 1) out += " stroke-opacity=\"" + number(p.stroke->a) + "\"";
    }
    return out;
}

std::string svg_of(const PathMark& m) {
    std::string d;
    for (const auto& ring : m.rings) {
        for (std::size_t i = 0; i < ring.size(); ++i)
            d += (i == 0 ? "M" : "L") + number(ring[i].x) + " " + number(ring[i].y);
        if (m.closed) d += "Z";
    }
    const std::string path = "<path d=\"" + d + "\"" + paint(m.paint) + "/>";
    return m.link.empty() ? path : "<a href=\"" + escaped(m.link) + "\">" + path + "</a>";
}

std::string svg_of(const CircleMark& m) {
    return "<circle cx=\"" + number(m.centre.x) + "\" cy=\"" + number(m.centre.y) + "\" r=\"" + number(m.radius) +
           "\"" + paint(m.paint) + "/>";
}

std::string svg_of(const TextMark& m) {
    std::string out = "<text";
    if (!m.id.empty()) out += " id=\"" + escaped(m.id) + "\"";
    out += " x=\"" + number(m.at.x) + "\" y=\"" + number(m.at.y) + "\" font-size=\"" + number(m.size) + "\"";
    if (m.bold) out += " font-weight=\"bold\"";
    out += " fill=\"" + colour(m.colour) + "\"";
    if (m.colour.a < 1) out += " fill-opacity=\"" + number(m.colour.a) + "\"";
    return out + ">" + escaped(m.text) + "</text>";
}

}  // namespace

std::string to_svg(const Page& page) {
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                      number(page.width) + "pt\" height=\"" + number(page.height) + "pt\" viewBox=\"0 0 " +
                      number(page.width) + " " + number(page.height) +
                      "\" font-family=\"DejaVu Sans, Arial, sans-serif\" xml:space=\"preserve\">\n";
    if (!page.title.empty()) out += "<title>" + escaped(page.title) + "</title>\n";
    for (const auto& mark : page.marks) {
        out += std::visit([](const auto& m) { return svg_of(m); }, mark);
        out += "\n";
    }
    return out + "</svg>\n";
}

}  // namespace bb::sheet
