#include "battleboard/rules/roll.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

sys::SystemDescription system_with_tables() {
    sys::SystemDescription d;
    d.name = "Test";
    d.tables.push_back(
        {"which", "Which table", "", {1, 6, 0}, {{1, 3, "Table 1", "", "first"}, {4, 6, "Table 2", "", "second"}}});
    d.tables.push_back({"first", "First", "", {1, 6, 0}, {{1, 6, "One", "", ""}}});
    d.tables.push_back({"second", "Second", "", {2, 6, 0}, {{2, 7, "Low", "", ""}, {8, 12, "High", "", ""}}});
    d.tables.push_back({"loop", "Loop", "", {1, 6, 0}, {{1, 6, "Again", "", "loop"}}});
    d.tables.push_back({"gap", "Gap", "", {1, 6, 0}, {{1, 2, "Low", "", ""}}});
    return d;
}

}  // namespace

TEST_CASE("dice read the way rules write them") {
    CHECK(sys::Dice{1, 6, 0}.text() == "D6");
    CHECK(sys::Dice{2, 6, 0}.text() == "2D6");
    CHECK(sys::Dice{1, 3, 0}.text() == "D3");
    CHECK(sys::Dice{1, 6, 1}.text() == "D6+1");
    CHECK(sys::Dice{2, 6, 0}.lowest() == 2);
    CHECK(sys::Dice{2, 6, 0}.highest() == 12);
}

TEST_CASE("a table must cover every roll exactly once") {
    const auto d = system_with_tables();
    CHECK(d.find_table("which")->covers_every_roll_once());
    CHECK(d.find_table("second")->covers_every_roll_once());
    CHECK_FALSE(d.find_table("gap")->covers_every_roll_once());
    sys::DiceTable overlap{"o", "O", "", {1, 6, 0}, {{1, 4, "a", "", ""}, {4, 6, "b", "", ""}}};
    CHECK_FALSE(overlap.covers_every_roll_once());
    sys::DiceTable outside{"o", "O", "", {1, 6, 0}, {{0, 6, "a", "", ""}}};
    CHECK_FALSE(outside.covers_every_roll_once());
}

TEST_CASE("rolling follows rows that lead to other tables, repeatably with a seed") {
    const auto d = system_with_tables();
    for (std::uint32_t seed = 0; seed < 50; ++seed) {
        rules::DiceEngine engine(seed);
        auto steps = rules::roll_table(d, "which", engine);
        REQUIRE(steps.ok());
        REQUIRE(steps->size() == 2);
        const auto& first = (*steps)[0];
        CHECK(first.total >= 1);
        CHECK(first.total <= 6);
        CHECK((*steps)[1].table_id == (first.total <= 3 ? "first" : "second"));
        rules::DiceEngine again(seed);
        CHECK(rules::roll_table(d, "which", again)->front().total == first.total);
    }
}

TEST_CASE("2D6 totals span 2 to 12 and reach both ends") {
    const auto d = system_with_tables();
    rules::DiceEngine engine(7);
    int lowest = 99, highest = 0;
    for (int i = 0; i < 2000; ++i) {
        auto steps = rules::roll_table(d, "second", engine);
        REQUIRE(steps.ok());
        const auto& s = steps->front();
        CHECK(s.faces.size() == 2);
        CHECK(s.total == s.faces[0] + s.faces[1]);
        lowest = std::min(lowest, s.total);
        highest = std::max(highest, s.total);
    }
    CHECK(lowest == 2);
    CHECK(highest == 12);
}

TEST_CASE("bad tables give errors, not hangs") {
    const auto d = system_with_tables();
    rules::DiceEngine engine(1);
    CHECK_FALSE(rules::roll_table(d, "nope", engine).ok());
    CHECK_FALSE(rules::roll_table(d, "loop", engine).ok());
    bool saw_gap_error = false;
    for (int i = 0; i < 50 && !saw_gap_error; ++i) saw_gap_error = !rules::roll_table(d, "gap", engine).ok();
    CHECK(saw_gap_error);
}
