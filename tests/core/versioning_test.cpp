// Types gain fields only behind a version check, so data written by earlier versions still loads.
#include "battleboard/layout/setup_constraints.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/rules/sight.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/system/system_description.hpp"

#include <doctest/doctest.h>

namespace {

// The exact field list TerrainPiece had at version 1.
struct TerrainPieceVersion1 {
    std::uint32_t id = 0;
    std::string catalogue_id, label;
    bb::geo::Polygon footprint;
    bb::geo::Vec2 position;
    double rotation = 0, height = 0;
    std::uint32_t levels = 1;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(id, catalogue_id, label, footprint, position, rotation, height, levels);
    }
};

}  // namespace

CEREAL_CLASS_VERSION(TerrainPieceVersion1, 1);

TEST_CASE("a version 1 terrain piece loads into today's type with empty rolls and attributes") {
    const TerrainPieceVersion1 old{7, "hill", "Hill", bb::geo::rectangle(8, 6), {10, 12}, 30, 3, 2};
    auto loaded = bb::serial::from_blob<bb::model::TerrainPiece>(bb::serial::to_blob(old), "the piece");
    REQUIRE(loaded.ok());
    CHECK(loaded->id == 7);
    CHECK(loaded->label == "Hill");
    CHECK(loaded->levels == 2);
    CHECK(loaded->rolls.empty());
    CHECK(loaded->attributes.empty());
}

TEST_CASE("rolls and attributes travel with a piece") {
    bb::model::TerrainPiece piece;
    piece.rolls.push_back({"wyrding-well", {4}, 4});
    piece.attributes["occupant"] = "Greatswords";
    auto loaded = bb::serial::from_blob<bb::model::TerrainPiece>(bb::serial::to_blob(piece), "the piece");
    REQUIRE(loaded.ok());
    CHECK(loaded->rolls.at(0).table_id == "wyrding-well");
    CHECK(loaded->attributes.at("occupant") == "Greatswords");
}

namespace {

// The exact field list Battlefield had at version 1, with today's pieces.
struct BattlefieldVersion1 {
    std::string system_id, rules_edition, battleplan_id;
    double width = 60, depth = 44;
    std::vector<bb::model::TerrainPiece> pieces;
    std::vector<bb::model::Objective> objectives;
    std::vector<bb::model::Territory> territories;
    std::uint32_t next_id = 1;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(system_id, rules_edition, battleplan_id, width, depth, pieces, objectives, territories, next_id);
    }
};

}  // namespace

CEREAL_CLASS_VERSION(BattlefieldVersion1, 1);

TEST_CASE("a version 1 battlefield, of a pre-release layout, fails to read rather than loading half") {
    BattlefieldVersion1 old;
    old.system_id = "aos4";
    old.next_id = 5;
    CHECK_FALSE(bb::serial::from_blob<bb::model::Battlefield>(bb::serial::to_blob(old), "the battlefield").ok());
}

namespace {

// The exact field list SystemDescription had at version 2: a plugin built then still describes itself.
struct SystemDescriptionVersion2 {
    std::string id, name;
    std::vector<bb::sys::RulesEdition> editions;
    std::vector<bb::sys::Ability> abilities;
    std::vector<bb::sys::CatalogueEntry> catalogue;
    std::vector<bb::sys::BoardSize> board_sizes;
    std::vector<bb::sys::Battleplan> battleplans;
    std::vector<bb::sys::DiceTable> tables;
    std::vector<bb::sys::RulesSection> rules;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(id, name, editions, abilities, catalogue, board_sizes, battleplans, tables, rules);
    }
};

}  // namespace

CEREAL_CLASS_VERSION(SystemDescriptionVersion2, 2);

TEST_CASE("a version 2 system description loads, its battleplans called battleplans") {
    SystemDescriptionVersion2 old;
    old.id = "wh40k10";
    old.battleplans.push_back({});
    old.battleplans.back().id = "dawn-of-war";
    auto loaded = bb::serial::from_blob<bb::sys::SystemDescription>(bb::serial::to_blob(old), "the description");
    REQUIRE(loaded.ok());
    CHECK(loaded->id == "wh40k10");
    REQUIRE(loaded->battleplans.size() == 1);
    CHECK(loaded->battleplans[0].id == "dawn-of-war");
    CHECK(loaded->battleplan_term == "Battleplan");
}

TEST_CASE("what a system calls its battleplans travels in its description") {
    bb::sys::SystemDescription description;
    description.battleplan_term = "Deployment map";
    auto loaded =
        bb::serial::from_blob<bb::sys::SystemDescription>(bb::serial::to_blob(description), "the description");
    REQUIRE(loaded.ok());
    CHECK(loaded->battleplan_term == "Deployment map");
}

namespace {

// The exact field lists ModelSpot and SightReason had at version 1.
struct ModelSpotVersion1 {
    double x = 0, y = 0, base = 1.26, height = 1;
    std::vector<std::string> keywords;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(x, y, base, height, keywords);
    }
};

struct SightReasonVersion1 {
    std::uint32_t piece_id = 0;
    std::string text;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(piece_id, text);
    }
};

}  // namespace

CEREAL_CLASS_VERSION(ModelSpotVersion1, 1);
CEREAL_CLASS_VERSION(SightReasonVersion1, 1);

TEST_CASE("a version 1 model spot loads standing on the ground floor; a version 1 reason is a note") {
    const ModelSpotVersion1 old{12, 30, 1.57, 3, {"INFANTRY"}};
    auto spot = bb::serial::from_blob<bb::rules::ModelSpot>(bb::serial::to_blob(old), "the model");
    REQUIRE(spot.ok());
    CHECK(spot->position.x == 12);
    CHECK(spot->keywords.at(0) == "INFANTRY");
    CHECK(spot->elevation == 0);
    CHECK(spot->floor == 0);
    auto reason =
        bb::serial::from_blob<bb::rules::SightReason>(bb::serial::to_blob(SightReasonVersion1{3, "why"}), "the reason");
    REQUIRE(reason.ok());
    CHECK(reason->piece_id == 3);
    CHECK(reason->kind == bb::rules::ReasonKind::Note);
}

namespace {

// The exact field lists BoardSize and FeatureMix had at version 1: a plugin built then still describes its boards
// and its mixes.
struct BoardSizeVersion1 {
    std::string name;
    double width = 0, depth = 0;
    std::uint32_t points = 0, terrain_features = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(name, width, depth, points, terrain_features);
    }
};

struct FeatureMixVersion1 {
    double width = 0, depth = 0;
    std::uint32_t features = 0;
    std::vector<std::uint32_t> per_class;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(width, depth, features, per_class);
    }
};

}  // namespace

CEREAL_CLASS_VERSION(BoardSizeVersion1, 1);
CEREAL_CLASS_VERSION(FeatureMixVersion1, 1);

TEST_CASE("a version 1 board size loads with no note on its count, a version 1 mix with no keyword shares") {
    auto size = bb::serial::from_blob<bb::sys::BoardSize>(
        bb::serial::to_blob(BoardSizeVersion1{"2000 points", 60, 44, 2000, 8}), "the board size");
    REQUIRE(size.ok());
    CHECK(size->terrain_features == 8);
    CHECK(size->terrain_note.empty());
    auto mix = bb::serial::from_blob<bb::layout::FeatureMix>(
        bb::serial::to_blob(FeatureMixVersion1{60, 44, 8, {4, 4, 0}}), "the mix");
    REQUIRE(mix.ok());
    CHECK(mix->per_class == std::vector<std::uint32_t>{4, 4, 0});
    CHECK(mix->per_keyword.empty());
}

TEST_CASE("a board size's note and a mix's keyword shares travel") {
    bb::sys::BoardSize size{"44\" x 60\"", 60, 44, 0, 12, "common practice, not a rule"};
    auto loaded = bb::serial::from_blob<bb::sys::BoardSize>(bb::serial::to_blob(size), "the board size");
    REQUIRE(loaded.ok());
    CHECK(loaded->terrain_note == "common practice, not a rule");
    bb::layout::FeatureMix mix{60, 44, 12, {}, {{"RUINS", 8}}};
    auto back = bb::serial::from_blob<bb::layout::FeatureMix>(bb::serial::to_blob(mix), "the mix");
    REQUIRE(back.ok());
    REQUIRE(back->per_keyword.size() == 1);
    CHECK(back->per_keyword[0].keyword == "RUINS");
    CHECK(back->per_keyword[0].count == 8);
}
