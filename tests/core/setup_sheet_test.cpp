#include "battleboard/sheet/setup_sheet.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/keystones.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace bb;

namespace {

model::Battlefield table() {
    model::Battlefield b;
    b.width = 60;
    b.depth = 44;
    b.territories = {{"South", geo::placed(geo::rectangle(60, 12), {30, 6}, 0)},
                     {"North", geo::placed(geo::rectangle(60, 12), {30, 38}, 0)}};
    model::TerrainPiece ruin;
    ruin.label = "Ruin <west> & co";
    ruin.footprint = geo::rectangle(6, 4);
    ruin.position = {12, 20};
    ruin.rotation = 30;
    ruin.height = 5;
    b.pieces.push_back(ruin);
    model::TerrainPiece wood;
    wood.label = "Wood";
    wood.footprint = geo::rectangle(8, 6);
    wood.position = {45, 22};
    b.pieces.push_back(wood);
    model::Objective centre;
    centre.label = "Centre";
    centre.position = {30, 22};
    b.add_objective(centre);
    return b;
}

const sheet::TextMark* text_with_id(const sheet::Page& page, const std::string& id) {
    for (const auto& mark : page.marks)
        if (const auto* text = std::get_if<sheet::TextMark>(&mark); text && text->id == id) return text;
    return nullptr;
}

}  // namespace

TEST_CASE("the setup sheet names every piece and gives its keystones as the board measures them") {
    const auto b = table();
    sheet::SheetContent content{&b,           "Test - table 1",           42u, "https://example.org/#abc",
                                std::nullopt, layout::measure_fairness(b)};
    const auto page = sheet::setup_sheet(content);
    CHECK(page.width == 842);
    for (std::size_t i = 0; i < b.pieces.size(); ++i) {
        const auto number = std::to_string(i + 1);
        const auto* name = text_with_id(page, "piece-" + number);
        REQUIRE((name != nullptr));
        CHECK(name->text == number + " " + b.pieces[i].label);
        const auto stones = layout::keystones(b.pieces[i]);
        const auto* keys = text_with_id(page, "keystones-" + number);
        REQUIRE((keys != nullptr));
        CHECK(keys->text == "a " + sheet::sheet_inches(stones[0].from_left) + ", " +
                                sheet::sheet_inches(stones[0].from_bottom) + "   b " +
                                sheet::sheet_inches(stones[1].from_left) + ", " +
                                sheet::sheet_inches(stones[1].from_bottom));
    }
    CHECK(text_with_id(page, "board")->text.find("seed 42") != std::string::npos);
    CHECK(text_with_id(page, "link-1")->text == "https://example.org/#abc");
}

TEST_CASE("a sheet without a seed says so, and without a link has no link lines") {
    const auto b = table();
    const auto page = sheet::setup_sheet({&b, "Hand-made", std::nullopt, "", std::nullopt, {}});
    CHECK(text_with_id(page, "board")->text.find("seed unknown") != std::string::npos);
    CHECK(text_with_id(page, "link-1") == nullptr);
}

TEST_CASE("the QR code's dark modules are painted, one square each, and lead to the link") {
    const auto b = table();
    sheet::QrModules qr{3, {true, false, true, false, true, false, true, true, false}};
    const auto page = sheet::setup_sheet({&b, "QR", 1u, "L", qr, {}});
    const sheet::PathMark* modules = nullptr;
    for (const auto& mark : page.marks)
        if (const auto* path = std::get_if<sheet::PathMark>(&mark); path && !path->link.empty()) modules = path;
    REQUIRE((modules != nullptr));
    CHECK(modules->link == "L");
    CHECK(modules->rings.size() == 5);
    // Module (2, 0) is the third of the top row: four quiet modules then two more to its left.
    const double cell = 104.0 / (3 + 8);
    const double left = 842 - 28 - 104, top = 595 - 28 - 104;
    CHECK(modules->rings[1][0].x == doctest::Approx(left + 6 * cell));
    CHECK(modules->rings[1][0].y == doctest::Approx(top + 4 * cell));
}

TEST_CASE("the SVG keeps text as text, escaped, and links the QR code") {
    const auto b = table();
    sheet::QrModules qr{1, {true}};
    const auto svg = sheet::to_svg(sheet::setup_sheet({&b, "A & B", 7u, "https://x/#a\"b", qr, {}}));
    CHECK(svg.rfind("<?xml", 0) == 0);
    CHECK(svg.find("<title>A &amp; B</title>") != std::string::npos);
    CHECK(svg.find(">1 Ruin &lt;west&gt; &amp; co</text>") != std::string::npos);
    CHECK(svg.find("<text id=\"keystones-2\"") != std::string::npos);
    CHECK(svg.find("<a href=\"https://x/#a&quot;b\"><path") != std::string::npos);
    CHECK(svg.find("</svg>") != std::string::npos);
    CHECK(std::count(svg.begin(), svg.end(), '<') == std::count(svg.begin(), svg.end(), '>'));
}
