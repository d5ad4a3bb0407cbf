#include "app/session/conflict_notice.hpp"

#include <doctest/doctest.h>

using bb::sync::Conflict;
using bb::sync::Target;
namespace field = bb::sync::field;

TEST_CASE("conflict notice: names what both changed, on which device, and whose change was kept") {
    bb::model::Battlefield battle;
    bb::model::TerrainPiece ruins;
    ruins.catalogue_id = "ruins";
    ruins.label = "Chapel";
    const auto id = battle.add_piece(ruins).id;

    CHECK(app::conflict_notice({}, battle, "the other phone").empty());
    CHECK(app::conflict_notice({{"sys", Target::Piece, id, field::kPlace, true}}, battle, "the other phone") ==
          "The place of \u201cChapel\u201d was changed here and on the other phone at the same moment: theirs is "
          "kept on both, and yours was lost.");
    const auto kept = app::conflict_notice(
        {{"sys", Target::Piece, id, std::string(field::kAttribute) + "ruin-state", false}}, battle, "another tab");
    CHECK(kept.find("The ruin-state of \u201cChapel\u201d") == 0);
    CHECK(kept.find("another tab") != std::string::npos);
    CHECK(kept.find("yours is kept on both") != std::string::npos);
    const auto several = app::conflict_notice({{"sys", Target::Battle, 0, field::kBattleplan, false},
                                               {"sys", Target::Piece, 99, field::kShape, true},
                                               {"sys", Target::Battle, 0, field::kSize, true}},
                                              battle, "the other phone");
    CHECK(several.find("The board size was changed") == 0);
    CHECK(several.find("(2 more such changes too.)") != std::string::npos);
    CHECK(app::conflict_notice({{"sys", Target::Piece, 99, field::kShape, true}}, battle, "x")
              .find("a piece since removed") != std::string::npos);
    CHECK(app::conflict_notice({{"sys", Target::Battle, 0, field::kTerritories, true}}, battle, "x")
              .find("The deployment zones were changed") == 0);
    CHECK(app::conflict_notice({{"sys", Target::Piece, id, field::kRolls, true}}, battle, "x")
              .find("The rolls kept on “Chapel” were changed") == 0);
}
