#pragma once
// A small game system for the link tests: two catalogue entries (a crate and an ellipse pond), a battleplan with
// objectives and a zone, a dice table, and the numbers its link refers to them by.
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/system/system_description.hpp"

namespace bb::test {

inline sys::SystemDescription crates_system() {
    sys::SystemDescription d;
    d.id = "crates";
    d.editions = {{"first", "First", ""}};
    sys::CatalogueEntry crate;
    crate.id = "crate";
    crate.name = "Crate";
    crate.footprint = geo::rectangle(2, 1);
    crate.height = 1;
    sys::CatalogueEntry pond = crate;
    pond.id = "pond";
    pond.name = "Pond";
    pond.footprint = geo::ellipse(6, 4);
    pond.height = 0;
    d.catalogue = {crate, pond};
    sys::Battleplan plan;
    plan.id = "meeting";
    plan.width = 60, plan.depth = 44;
    plan.objectives = {{0, "Centre", {30, 22}}, {0, "Flank", {10, 22}}};
    plan.territories = {{"Near", {{{0, 0}, {60, 0}, {60, 12}, {0, 12}}}}};
    d.battleplans = {plan};
    d.tables = {{"weather", "Weather", "", {}, {}}};
    d.link_numbers = {{"first"}, {"crate", "pond"}, {"meeting"}, {"weather"}};
    return d;
}

}  // namespace bb::test
