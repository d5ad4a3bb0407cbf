#include "sample_setups.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/battleplan_layout.hpp"

#include <random>

namespace bench {

using bb::geo::ellipse;
using bb::geo::rectangle;
using bb::model::Battlefield;
using bb::model::TerrainPiece;

namespace {

TerrainPiece piece(const char* kind, const char* label, bb::geo::Polygon footprint, double height, double x, double y,
                   double rotation, std::uint32_t levels = 1) {
    TerrainPiece p;
    p.catalogue_id = kind;
    p.label = label;
    p.footprint = std::move(footprint);
    p.height = height;
    p.levels = levels;
    p.position = {x, y};
    p.rotation = rotation;
    return p;
}

bb::geo::Polygon band(double y0, double y1, double width) { return {{{0, y0}, {width, y0}, {width, y1}, {0, y1}}}; }

}  // namespace

Battlefield aos4_2000_points(const bb::sys::SystemDescription& aos4) {
    Battlefield b;
    b.system_id = "aos4";
    b.rules_edition = "bpr-2025-06";
    b.width = 60;
    b.depth = 44;
    bb::layout::apply_battleplan(b, aos4.find_battleplan("border-war"));
    b.add_piece(piece("obstacle", "Obstacle", rectangle(6, 2), 2, 14.5, 30.25, 30));
    b.add_piece(piece("obstacle", "Obstacle", rectangle(6, 2), 2, 45.5, 13.75, 210));
    b.add_piece(piece("obscuring-terrain", "Obscuring Terrain", ellipse(7, 6), 5, 22.125, 11.5, 0));
    b.add_piece(piece("obscuring-terrain", "Obscuring Terrain", ellipse(7, 6), 5, 37.875, 32.5, 0));
    b.add_piece(piece("area-terrain", "Area Terrain", ellipse(11, 6), 3, 9.25, 12.625, 75));
    b.add_piece(piece("area-terrain", "Area Terrain", ellipse(11, 6), 3, 50.75, 31.375, 255));
    b.add_piece(piece("place-of-power", "Place of Power", rectangle(5, 5), 4, 30, 22, 45));
    b.add_piece(piece("faction-terrain", "Faction Terrain", ellipse(4, 4, 16), 4, 30, 5.5, 0));
    return b;
}

Battlefield wfb8_40_pieces() {
    struct Kind {
        const char* id;
        const char* label;
        bb::geo::Polygon footprint;
        double height;
        int count;
        std::uint32_t levels = 1;
    };
    // Entries of the wfb8 catalogue as it gives them (name, footprint, height, levels).
    const Kind kinds[] = {
        {"forest", "Forest", ellipse(8, 6), 4, 8},
        {"hill", "Hill", ellipse(10, 6), 2, 6},
        {"building", "Building", rectangle(5, 5), 5, 6, 2},
        {"walls", "Walls", rectangle(6, 1), 1, 6},
        {"fences-and-hedges", "Fences and Hedges", rectangle(6, 1), 1, 2},
        {"river", "River", rectangle(18, 3), 0, 2},
        {"marshland", "Marshland", ellipse(8, 6), 0, 3},
        {"arcane-ruins", "Arcane Ruins", ellipse(6, 4), 2, 4},
        {"impassable-terrain", "Impassable Terrain", ellipse(8, 6), 0, 3},
    };
    Battlefield b;
    b.system_id = "wfb8";
    b.rules_edition = "wfb8-2010";  // the system has no battleplans
    b.width = 72;
    b.depth = 48;
    b.territories.push_back({"Player 1", band(0, 12, b.width)});
    b.territories.push_back({"Player 2", band(36, 48, b.width)});
    // The raw mt19937 sequence is fixed by the C++ standard (the distributions are not), so the table is the
    // same on every compiler.
    std::mt19937 random(20240601);
    auto eighths = [&](double inches) { return double(random() % std::uint32_t(inches * 8 + 1)) / 8; };
    for (const auto& kind : kinds) {
        for (int i = 0; i < kind.count; ++i) {
            // Legal-ish: whole footprint on the board and clear of the pieces already placed.
            TerrainPiece p = piece(kind.id, kind.label, kind.footprint, kind.height, 0, 0, 0, kind.levels);
            for (int attempt = 0; attempt < 1000; ++attempt) {
                p.position = {eighths(b.width), eighths(b.depth)};
                p.rotation = double(random() % 360);
                const auto placed = p.on_board();
                bool clear = bb::geo::wholly_inside(placed, b.board());
                for (const auto& other : b.pieces) clear = clear && !bb::geo::within(placed, other.on_board(), 1);
                if (clear) break;
            }
            b.add_piece(std::move(p));
        }
    }
    // Players name buildings, roll for forests and note who holds what.
    for (int i = 0; i < 3; ++i) {
        const int face = int(random() % 6) + 1;
        b.pieces[i].rolls.push_back({"dangerous-terrain", {face}, face});
    }
    b.pieces[14].label = "Watchtower";
    b.pieces[14].levels = 3;
    b.pieces[14].attributes["occupant"] = "Empire Handgunners";
    b.pieces[15].attributes["occupant"] = "Orc Boyz";
    return b;
}

std::string aos4_scored_sheet_json() {
    return R"({"battleplan": "border-war", "points": 2000,
        "players": [{"name": "Ana", "faction": "Stormcast Eternals", "general_keywords": ["ORDER", "HERO"]},
                    {"name": "Ben", "faction": "Skaven", "general_keywords": ["CHAOS"]}],
        "rounds": [
          {"priority": 0, "first": 0, "turns": [
            {"lines": {"at-least-one": 1, "two-or-more": 1}, "battle_tactic": "seize-the-centre",
             "battle_tactic_completed": true},
            {"lines": {"at-least-one": 1}, "battle_tactic": "take-the-flanks"}]},
          {"priority": 1, "first": 1, "turns": [
            {"lines": {"at-least-one": 1, "more-than-opponent": 1}},
            {"lines": {"at-least-one": 1, "two-or-more": 1, "more-than-opponent": 1},
             "battle_tactic": "attack-on-two-fronts", "battle_tactic_completed": true}]},
          {"priority": 1, "first": 0, "turns": [
            {"lines": {"at-least-one": 1}, "battle_tactic": "do-not-waver", "battle_tactic_completed": true},
            {}]}]})";
}

}  // namespace bench
