// Undo steps are whole battle values, recorded when a change settles, kept across a reload.
#include "app/session/undo_history.hpp"

#include "battleboard/model/battlefield.hpp"

#include <doctest/doctest.h>

using app::UndoHistory;

namespace {
bb::serial::Bytes battle(double width) {
    bb::model::Battlefield b;
    b.system_id = "aos4";
    b.width = width;
    return bb::serial::to_blob(b);
}
}  // namespace

TEST_CASE("a drag is one step: nothing is recorded until the change settles") {
    UndoHistory h;
    CHECK(h.observe(battle(60), true));
    CHECK_FALSE(h.observe(battle(61), false));
    CHECK_FALSE(h.observe(battle(62), false));
    CHECK(h.observe(battle(62), true));
    CHECK(h.steps() == 2);
    const auto* back = h.undo();
    REQUIRE(back);
    CHECK(*back == battle(60));
}

TEST_CASE("undo and redo walk the steps; a new change drops the steps undone") {
    UndoHistory h;
    for (int w = 40; w <= 44; ++w) h.observe(battle(w), true);
    CHECK(*h.undo() == battle(43));
    CHECK(*h.undo() == battle(42));
    CHECK_FALSE(h.observe(battle(42), true));  // putting a step back records nothing
    CHECK(*h.redo() == battle(43));
    CHECK(*h.undo() == battle(42));
    h.observe(battle(50), true);
    CHECK_FALSE(h.can_redo());
    CHECK(*h.undo() == battle(42));
}

TEST_CASE("at least 100 steps are kept, the oldest dropped first") {
    UndoHistory h;
    for (int w = 0; w < 300; ++w) h.observe(battle(w), true);
    CHECK(h.steps() == UndoHistory::kMostSteps);
    int undone = 0;
    while (h.undo()) ++undone;
    CHECK(undone >= 100);
    CHECK(*h.redo() == battle(300 - double(UndoHistory::kMostSteps) + 1));
}

TEST_CASE("the history survives its record and a damaged record says so") {
    UndoHistory h;
    for (int w = 30; w < 35; ++w) h.observe(battle(w), true);
    h.undo();
    auto back = UndoHistory::decode(h.encode());
    REQUIRE(back);
    CHECK(back->steps() == 5);
    CHECK(back->position() == 3);
    CHECK(*back->redo() == battle(34));
    CHECK_FALSE(UndoHistory::decode("{\"format\":\"battleboard-undo\",\"version\":1,\"position\":9,\"steps\":[]}"));
    CHECK_FALSE(UndoHistory::decode("{\"format\":\"battleboard-undo\",\"version\":99,\"position\":0,\"steps\":[]}"));
    CHECK_FALSE(UndoHistory::decode("not json"));
    CHECK_FALSE(
        UndoHistory::decode("{\"format\":\"battleboard-undo\",\"version\":1,\"position\":0,\"steps\":[\"zz\"]}"));
}
