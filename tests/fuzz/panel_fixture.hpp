#pragma once
// What the panel fuzz targets check replies against: a game system with one dice table and one catalogue entry,
// and a battlefield with three pieces (ids 1 to 3).
#include "battleboard/layout/piece_from_entry.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/system/system_description.hpp"

inline const bb::sys::SystemDescription& fuzz_system() {
    static const bb::sys::SystemDescription system = [] {
        bb::sys::SystemDescription s;
        s.id = "fuzz";
        s.editions = {{"first", "First", ""}};
        s.catalogue = {{.id = "crate", .name = "Crate", .footprint = bb::geo::rectangle(3, 2), .height = 2}};
        s.tables = {{"scavenge", "Scavenge", "", {1, 6, 0}, {{1, 6, "Anything", "", ""}}}};
        return s;
    }();
    return system;
}

inline bb::model::Battlefield fuzz_battlefield() {
    bb::model::Battlefield b;
    b.system_id = "fuzz";
    b.rules_edition = "first";
    for (int i = 0; i < 3; ++i)
        b.add_piece(bb::layout::piece_from_entry(fuzz_system().catalogue.front(), {10.0 + 5 * i, 10}));
    return b;
}
