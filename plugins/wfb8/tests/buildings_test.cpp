// The wfb8 plugin's "building" and "validate" operations, called through the real built plugin.
#include "support/building_helpers.hpp"

using namespace bb;
using plugin::BuildingReport;
namespace attr = plugin::building_attribute;

namespace {

model::TerrainPiece piece(const std::string& kind, double width, double depth, std::uint32_t floors = 1) {
    model::TerrainPiece p;
    p.catalogue_id = kind;
    p.label = "The " + kind;
    p.footprint = geo::rectangle(width, depth);
    p.position = {30, 20};
    p.levels = floors;
    return p;
}

BuildingReport ask(const model::TerrainPiece& p, plugin::UnitProfile assailant = {}) {
    return ask_building("wfb8", p, assailant);
}

rules::Findings validate(std::vector<model::TerrainPiece> pieces) { return validate_pieces("wfb8", std::move(pieces)); }

const rules::Finding* find(const rules::Findings& findings, const std::string& rule_id) {
    for (const auto& f : findings.items)
        if (f.rule_id == rule_id) return &f;
    return nullptr;
}

}  // namespace

TEST_CASE("an empty wfb8 building: Line of Sight 5 and five shooters per floor") {
    const auto r = ask(piece("building", 5, 5, 2));
    CHECK(r.building);
    CHECK(r.occupiable);
    CHECK(r.floors == 2);
    CHECK(r.line_of_sight == 10);
    CHECK(r.shooters == 10);
    CHECK_FALSE(r.occupant.present());
    CHECK(std::find(r.troop_types.begin(), r.troop_types.end(), "war-beasts") != r.troop_types.end());
    CHECK(ask(piece("building", 5, 5, 3)).line_of_sight == 15);
}

TEST_CASE("a wfb8 garrison shoots with five models per floor, or fewer if it has fewer") {
    auto p = piece("building", 5, 5, 2);
    occupy(p, "infantry", 20, 20);
    auto r = ask(p);
    CHECK(r.occupant_allowed);
    CHECK(r.occupant.models == 20);
    CHECK(r.shooters == 10);
    p.levels = 1;
    CHECK(ask(p).shooters == 5);
    occupy(p, "infantry", 3, 3);
    CHECK(ask(p).shooters == 3);
    // The players may agree another number per floor.
    occupy(p, "infantry", 20, 20);
    p.levels = 2;
    p.attributes[attr::kShootersPerFloor] = "3";
    CHECK(ask(p).shooters == 6);
    p.attributes[attr::kShootersPerFloor] = "lots";
    CHECK(ask(p).shooters == 10);
}

TEST_CASE("only infantry, war beasts, swarms and (with room) war machines garrison wfb8 buildings") {
    for (const std::string type : {"infantry", "war-beasts", "swarms", "war-machine"}) {
        auto p = piece("building", 5, 5);
        occupy(p, type, 5, 5);
        CHECK_MESSAGE(ask(p).occupant_allowed, type);
    }
    for (const std::string type : {"cavalry", "monstrous-infantry", "monstrous-cavalry", "monster", "chariot"}) {
        auto p = piece("building", 5, 5);
        occupy(p, type, 5, 15);
        const auto r = ask(p);
        CHECK_FALSE_MESSAGE(r.occupant_allowed, type);
        CHECK(r.shooters == 0);
    }
    auto p = piece("building", 5, 5);
    occupy(p, "war-machine", 3, 3);
    CHECK(ask(p).occupant_note.find("top floor") != std::string::npos);
}

TEST_CASE("wfb8 assault parties are Unit Strength 10, at least one model") {
    auto p = piece("building", 5, 5);
    occupy(p, "infantry", 20, 20);
    auto r = ask(p, {"Ogres", "monstrous-infantry", 6, 18});
    REQUIRE(r.assault);
    CHECK(r.occupant_side.fighting == 10);
    CHECK(r.assailant_side.fighting == 3);  // three Unit Strength 3 models: 9, a fourth would pass 10
    CHECK(r.assault_note.find("may not move in") != std::string::npos);
    CHECK(r.outcomes[0].find("steadfast") != std::string::npos);
    // A unit smaller than Unit Strength 10 sends everyone; a lone giant still sends one model.
    CHECK(ask(p, {"Scouts", "infantry", 7, 7}).assailant_side.fighting == 7);
    CHECK(ask(p, {"Giant", "monster", 1, 12}).assailant_side.fighting == 1);
    CHECK(ask(p, {"Spearmen", "infantry", 30, 30}).assault_note.find("may not move in") == std::string::npos);
    CHECK(r.lost.size() == 3);
    CHECK(r.lost[0].find("Impact Hits") != std::string::npos);
    CHECK(r.lost[1].find("musician") != std::string::npos);
    CHECK(r.outcomes.size() == 3);
}

TEST_CASE("wfb8: chariots never assault, cavalry fight with riders only, an empty building is not assaulted") {
    auto p = piece("building", 5, 5);
    occupy(p, "infantry", 10, 10);
    const auto chariot = ask(p, {"Chariot", "chariot", 1, 4});
    CHECK_FALSE(chariot.assault);
    CHECK(chariot.assault_note.find("Chariots") != std::string::npos);
    const auto knights = ask(p, {"Knights", "cavalry", 8, 16});
    REQUIRE(knights.assault);
    CHECK(knights.assailant_side.fighting == 5);
    CHECK(knights.assault_note.find("riders") != std::string::npos);
    CHECK_FALSE(ask(piece("building", 5, 5), {"Knights", "cavalry", 8, 16}).assault);
}

TEST_CASE("wfb8 pieces that are not buildings, or are agreed impassable, report so") {
    const auto forest = ask(piece("forest", 8, 6));
    CHECK_FALSE(forest.building);
    CHECK(forest.status.find("not a building") != std::string::npos);
    auto sealed = piece("wizards-tower", 4, 4, 3);
    sealed.attributes[attr::kOccupiable] = "no";
    CHECK_FALSE(ask(sealed).building);
    const auto tower = ask(piece("wizards-tower", 4, 4, 3));
    CHECK(tower.building);
    CHECK(tower.line_of_sight == 15);
    CHECK(tower.rules.front() == "arcane-architecture");
}

TEST_CASE("wfb8 validate advises splitting buildings of 6\" or more, at the boundary") {
    const auto small = validate({piece("building", 5.99, 5.99)});
    CHECK(find(small, "wfb8/multipart-building") == nullptr);
    CHECK_FALSE(small.has_breach());
    const auto big = validate({piece("building", 6.0, 3)});
    const auto* advice = find(big, "wfb8/multipart-building");
    REQUIRE((advice != nullptr));
    CHECK(advice->severity == rules::Severity::Advice);
    CHECK(advice->measured == doctest::Approx(6.0));
    CHECK(advice->limit == 6);
    CHECK(advice->piece_ids.size() == 1);
    CHECK_FALSE(big.has_breach());
    // Forests and hills are never buildings, however big.
    CHECK(find(validate({piece("forest", 12, 8)}), "wfb8/multipart-building") == nullptr);
}

TEST_CASE("wfb8 validate flags garrisons that cannot be inside") {
    auto cavalry = piece("building", 5, 5);
    occupy(cavalry, "cavalry", 5, 10);
    const auto findings = validate({cavalry});
    const auto* breach = find(findings, "wfb8/garrison-troop-type");
    REQUIRE((breach != nullptr));
    CHECK(breach->severity == rules::Severity::Breach);
    auto sealed = piece("building", 5, 5);
    sealed.attributes[attr::kOccupiable] = "no";
    occupy(sealed, "infantry", 10, 10);
    CHECK((find(validate({sealed}), "wfb8/garrison-in-impassable") != nullptr));
    auto fine = piece("building", 5, 5);
    occupy(fine, "infantry", 10, 10);
    CHECK(validate({fine}).items.empty());
    auto off = piece("hill", 10, 6);
    off.position = {1, 1};
    CHECK((find(validate({off}), "board/on-board") != nullptr));
}
