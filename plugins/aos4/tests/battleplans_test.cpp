// aos4 battleplans: the two tables, twists, scoring lines, shared layouts, default maps and objectives round by
// round, pinned to the General's Handbook 2024-25 seed.
#include "aos4_fixture.hpp"
#include "battleboard/geometry/queries.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/rules/roll.hpp"

#include <algorithm>
#include <map>
#include <set>

using namespace bb;
using aos4_test::describe_aos4;

namespace {

plugin::BattleplanDetailsList details() { return aos4_test::ask_aos4(plugin::kBattleplanDetails); }

const sys::BattleplanDetails& details_of(const plugin::BattleplanDetailsList& list, const std::string& id) {
    const auto* d = list.find(id);
    REQUIRE_MESSAGE((d != nullptr), id);
    return *d;
}

// "id:vp" for each scoring line, so a whole battleplan's scoring reads as one line.
std::vector<std::string> lines_of(const sys::BattleplanScoring& scoring) {
    std::vector<std::string> out;
    for (const auto& l : scoring.lines) out.push_back(l.id + ":" + std::to_string(l.vp));
    return out;
}

std::vector<std::string> labels(const std::vector<sys::ObjectiveSlot>& slots) {
    std::vector<std::string> out;
    for (const auto& s : slots) out.push_back(s.label);
    return out;
}

geo::Circle marker_at(geo::Vec2 p) { return {p, model::kObjectiveDiameter / 2}; }

}  // namespace

TEST_CASE("aos4 rolls a D6 for the battleplan table, then a D6 for the battleplan") {
    const auto d = describe_aos4();
    const auto* first = d.find_table("battleplan");
    REQUIRE((first != nullptr));
    CHECK(first->dice.text() == "D6");
    CHECK(first->covers_every_roll_once());
    CHECK(first->row_for(1)->next_table == "battleplan-table-1");
    CHECK(first->row_for(3)->next_table == "battleplan-table-1");
    CHECK(first->row_for(4)->next_table == "battleplan-table-2");
    CHECK(first->row_for(6)->next_table == "battleplan-table-2");
    const std::map<std::string, std::vector<std::string>> tables = {
        {"battleplan-table-1",
         {"Border War", "Focal Points", "Starstrike", "Shifting Objectives", "Feral Foray", "The Jaws of Gallet"}},
        {"battleplan-table-2",
         {"Battle for the Pass", "Scorched Earth", "The Better Part of Valour", "The Vice", "Close to the Chest",
          "Limited Resources"}}};
    for (const auto& [id, names] : tables) {
        const auto* table = d.find_table(id);
        REQUIRE((table != nullptr));
        CHECK(table->dice.text() == "D6");
        CHECK(table->covers_every_roll_once());
        for (int roll = 1; roll <= 6; ++roll) {
            const auto* row = table->row_for(roll);
            CHECK(row->result == names[roll - 1]);
            // The row's text is the battleplan id, so the app can open it.
            REQUIRE((d.find_battleplan(row->text) != nullptr));
            CHECK(d.find_battleplan(row->text)->name == row->result);
        }
    }
}

TEST_CASE("aos4 battleplan rolls are repeatable and reach all twelve battleplans") {
    const auto d = describe_aos4();
    std::set<std::string> reached;
    for (std::uint32_t seed = 0; seed < 400 && reached.size() < 12; ++seed) {
        rules::DiceEngine engine(seed);
        auto steps = rules::roll_table(d, "battleplan", engine);
        REQUIRE(steps.ok());
        REQUIRE(steps->size() == 2);
        CHECK((*steps)[1].table_id == (*steps)[0].row->next_table);
        reached.insert((*steps)[1].row->text);
    }
    CHECK(reached.size() == 12);
    rules::DiceEngine a(42), b(42);
    CHECK((*rules::roll_table(d, "battleplan", a))[1].row->text ==
          (*rules::roll_table(d, "battleplan", b))[1].row->text);
}

TEST_CASE(
    "aos4 battleplans: twelve, with twist, scoring, map and shared layout sections, maps marked check against your "
    "book") {
    const auto d = describe_aos4();
    REQUIRE(d.battleplans.size() == 12);
    for (const auto& b : d.battleplans) {
        CHECK(b.check_against_book);
        CHECK(b.width == 60);
        CHECK(b.depth == 44);
        CHECK(b.territories.size() == 2);
        CHECK_FALSE(b.summary.empty());
        std::set<std::string> sections;
        for (const auto& s : b.sections) sections.insert(s.id);
        // "layout" only where the Handbook names other battleplans for the same terrain layout map.
        const bool shares = !(b.id == "scorched-earth" || b.id == "limited-resources");
        if (shares)
            CHECK(sections == std::set<std::string>{"table", "twist", "scoring", "map", "layout"});
        else
            CHECK(sections == std::set<std::string>{"table", "twist", "scoring", "map"});
    }
    const auto twist = [&](const std::string& id) {
        for (const auto& s : d.find_battleplan(id)->sections)
            if (s.id == "twist") return s.text;
        return std::string();
    };
    CHECK(twist("border-war").find("6 victory points per turn") != std::string::npos);
    CHECK(twist("battle-for-the-pass").find("add 2 to the control scores") != std::string::npos);
    CHECK(twist("scorched-earth").find("subtract 5") != std::string::npos);
    CHECK(twist("the-better-part-of-valour").find("add 10") != std::string::npos);
    CHECK(twist("close-to-the-chest").find("5+") != std::string::npos);
    CHECK(twist("limited-resources").find("add 3") != std::string::npos);
    CHECK(twist("starstrike").find("D6 mortal damage") != std::string::npos);
    CHECK(twist("the-vice").find("D3 mortal damage") != std::string::npos);
}

TEST_CASE("aos4 scoring lines per battleplan, with Border War's and Battle for the Pass's 6 VP cap") {
    const auto list = details();
    REQUIRE(list.battleplans.size() == 12);
    using V = std::vector<std::string>;
    const V territory = {"home-objective:1", "border-objective:2", "enemy-objective:5", "battle-tactic:4"};
    const V common = {"at-least-one:2", "two-or-more:2", "more-than-opponent:2", "battle-tactic:4"};
    CHECK(lines_of(details_of(list, "border-war").scoring) == territory);
    CHECK(lines_of(details_of(list, "battle-for-the-pass").scoring) == territory);
    CHECK(lines_of(details_of(list, "focal-points").scoring) ==
          V{"at-least-one:1", "two-or-more:1", "more-than-opponent:1", "home-or-flank-pair:3", "battle-tactic:4"});
    CHECK(lines_of(details_of(list, "starstrike").scoring) ==
          V{"at-least-one:3", "more-than-opponent:3", "battle-tactic:4"});
    CHECK(lines_of(details_of(list, "shifting-objectives").scoring) ==
          V{"secondary-objective:1", "primary-objective:2", "more-than-opponent:2", "battle-tactic:4"});
    CHECK(lines_of(details_of(list, "close-to-the-chest").scoring) ==
          V{"at-least-one:1", "two-or-more:1", "more-than-opponent:2", "primary-objective:2", "battle-tactic:4"});
    CHECK(lines_of(details_of(list, "the-vice").scoring) == V{"at-least-one:2", "two-or-more:2", "more-than-opponent:2",
                                                              "no-enemy-near-last-objective:2", "battle-tactic:4"});
    for (const auto* id :
         {"feral-foray", "the-jaws-of-gallet", "scorched-earth", "the-better-part-of-valour", "limited-resources"})
        CHECK_MESSAGE(lines_of(details_of(list, id).scoring) == common, id);
    // The cap on objective VP is Age of Sigmar's own: its battleplans say it in words (the score tests apply it).
    for (const auto& plan : describe_aos4().battleplans) {
        const bool capped = plan.id == "border-war" || plan.id == "battle-for-the-pass";
        for (const auto& section : plan.sections)
            if (section.id == "scoring")
                CHECK_MESSAGE((section.text.find("capped at 6 per turn") != std::string::npos) == capped, plan.id);
    }
    const auto& shifting = details_of(list, "shifting-objectives").scoring;
    CHECK(shifting.find_line("secondary-objective")->max_times == 2);
    CHECK(details_of(list, "border-war").scoring.find_line("border-objective")->max_times == 0);
    const auto* last = details_of(list, "the-vice").scoring.find_line("no-enemy-near-last-objective");
    CHECK_FALSE(last->scores_in(3));
    CHECK(last->scores_in(4));
    CHECK(last->scores_in(5));
}

TEST_CASE("aos4 'this map layout can also be used for' relations") {
    const auto list = details();
    using S = std::set<std::string>;
    const auto shared = [&](const std::string& id) {
        const auto& ids = details_of(list, id).layout_shared_with;
        return S(ids.begin(), ids.end());
    };
    CHECK(shared("border-war") ==
          S{"battle-for-the-pass", "focal-points", "shifting-objectives", "the-jaws-of-gallet"});
    CHECK(shared("focal-points") ==
          S{"battle-for-the-pass", "border-war", "shifting-objectives", "the-jaws-of-gallet", "the-vice"});
    CHECK(shared("starstrike") ==
          S{"battle-for-the-pass", "border-war", "shifting-objectives", "the-jaws-of-gallet", "the-vice"});
    CHECK(shared("the-vice") ==
          S{"battle-for-the-pass", "border-war", "focal-points", "shifting-objectives", "the-jaws-of-gallet"});
    CHECK(shared("feral-foray") == S{"close-to-the-chest", "the-better-part-of-valour"});
    CHECK(shared("the-better-part-of-valour") == S{"close-to-the-chest", "feral-foray"});
    CHECK(shared("close-to-the-chest") == S{"feral-foray", "the-better-part-of-valour"});
    CHECK(shared("scorched-earth").empty());
    CHECK(shared("limited-resources").empty());
}

TEST_CASE("aos4 default maps are on the board and the same for both players (turned half a circle)") {
    const auto d = describe_aos4();
    const auto list = details();
    const geo::Polygon board = geo::rectangle(60, 44);
    const auto turned = [](geo::Vec2 p) { return geo::Vec2{60 - p.x, 44 - p.y}; };
    for (const auto& b : d.battleplans) {
        INFO(b.id);
        for (const auto& t : b.territories)
            for (auto p : t.area.points) CHECK((p.x >= 0 && p.x <= 60 && p.y >= 0 && p.y <= 44));
        // The two territories swap places.
        for (auto p : b.territories[0].area.points) CHECK(geo::contains(b.territories[1].area, turned(p)));
        for (const auto& round : details_of(list, b.id).objective_rounds) {
            for (const auto& slot : round.objectives) {
                CHECK(geo::wholly_inside(marker_at(slot.position), geo::placed(board, {30, 22}, 0)));
                const bool mirrored = std::any_of(round.objectives.begin(), round.objectives.end(), [&](const auto& s) {
                    return geo::distance(s.position, turned(slot.position)) < 1e-9;
                });
                CHECK_MESSAGE(mirrored, slot.label);
            }
        }
    }
}

TEST_CASE("aos4 a 40 mm objective on a border is within both territories and wholly within neither") {
    const auto d = describe_aos4();
    const auto& border_war = *d.find_battleplan("border-war");
    int on_border = 0;
    for (const auto& o : border_war.objectives) {
        CHECK(o.diameter == doctest::Approx(40 / 25.4));
        const bool in_a = geo::within(o.marker(), border_war.territories[0].area, 0);
        const bool in_b = geo::within(o.marker(), border_war.territories[1].area, 0);
        const bool wholly_a = geo::wholly_inside(o.marker(), border_war.territories[0].area);
        const bool wholly_b = geo::wholly_inside(o.marker(), border_war.territories[1].area);
        if (in_a && in_b) {
            ++on_border;
            CHECK_FALSE(wholly_a);
            CHECK_FALSE(wholly_b);
        } else {
            CHECK(wholly_a != wholly_b);  // each home objective lies wholly in one territory
        }
    }
    CHECK(on_border == 2);
    // The diagonal border of Scorched Earth works the same way for its central objective.
    const auto& scorched = *d.find_battleplan("scorched-earth");
    const auto centre = marker_at({30, 22});
    CHECK(geo::within(centre, scorched.territories[0].area, 0));
    CHECK(geo::within(centre, scorched.territories[1].area, 0));
    CHECK_FALSE(geo::wholly_inside(centre, scorched.territories[0].area));
    CHECK_FALSE(geo::wholly_inside(centre, scorched.territories[1].area));
}

TEST_CASE("aos4 objectives round by round") {
    const auto list = details();
    for (const auto& b : list.battleplans) {
        REQUIRE_MESSAGE(b.objective_rounds.size() == 5, b.battleplan_id);
        for (std::uint32_t r = 0; r < 5; ++r) CHECK(b.objective_rounds[r].round == r + 1);
    }
    SUBCASE("The Vice: 4 starting objectives, 4 new ones in round 2, 1 central one from round 4") {
        const auto& rounds = details_of(list, "the-vice").objective_rounds;
        CHECK(rounds[0].objectives.size() == 4);
        CHECK(rounds[1].objectives.size() == 4);
        CHECK(labels(rounds[1].objectives) != labels(rounds[0].objectives));
        CHECK(labels(rounds[2].objectives) == labels(rounds[1].objectives));
        REQUIRE(rounds[3].objectives.size() == 1);
        CHECK(rounds[3].objectives[0].position == geo::Vec2{30, 22});
        CHECK(rounds[4].objectives.size() == 1);
        CHECK_FALSE(rounds[1].change.empty());
        CHECK_FALSE(rounds[3].change.empty());
        CHECK(rounds[2].change.empty());
    }
    SUBCASE("Starstrike: 2D6 positions on the border from round 1, on both territory lines from round 3") {
        const auto d = describe_aos4();
        CHECK(d.find_battleplan("starstrike")->objectives.empty());
        const auto& rounds = details_of(list, "starstrike").objective_rounds;
        CHECK(rounds[0].table_id == "starstrike-objective");
        CHECK(rounds[0].objectives.size() == 11);
        for (const auto& s : rounds[0].objectives) {
            CHECK(s.role == sys::ObjectiveRole::Candidate);
            CHECK(s.position.y == 22);
        }
        CHECK(rounds[1].table_id.empty());
        CHECK(rounds[2].table_id == "starstrike-objective");
        CHECK(rounds[2].objectives.size() == 33);
        std::set<std::string> groups;
        for (const auto& s : rounds[2].objectives) groups.insert(s.group);
        CHECK(groups.size() == 3);
        const auto* positions = d.find_table("starstrike-objective");
        REQUIRE((positions != nullptr));
        CHECK(positions->dice.text() == "2D6");
        CHECK(positions->covers_every_roll_once());
        CHECK(positions->rows.size() == 11);
    }
    SUBCASE("Shifting Objectives: a D3 picks the primary among 3 each round") {
        const auto& rounds = details_of(list, "shifting-objectives").objective_rounds;
        for (const auto& r : rounds) {
            CHECK(r.table_id == "shifting-objectives-primary");
            REQUIRE(r.objectives.size() == 3);
            for (const auto& s : r.objectives) CHECK(s.role == sys::ObjectiveRole::MayBePrimary);
        }
        const auto d = describe_aos4();
        const auto* d3 = d.find_table("shifting-objectives-primary");
        REQUIRE((d3 != nullptr));
        CHECK(d3->dice.text() == "D3");
        CHECK(d3->covers_every_roll_once());
        CHECK(d3->row_for(2)->result == "Objective 2");
    }
    SUBCASE("Scorched Earth: from round 2, objectives wholly within a territory may be removed") {
        const auto& rounds = details_of(list, "scorched-earth").objective_rounds;
        for (const auto& s : rounds[0].objectives) CHECK(s.role == sys::ObjectiveRole::InPlay);
        int removable = 0;
        for (const auto& s : rounds[1].objectives) {
            const bool on_border = s.label == "Centre";
            CHECK(s.role == (on_border ? sys::ObjectiveRole::InPlay : sys::ObjectiveRole::MayBeRemoved));
            removable += s.role == sys::ObjectiveRole::MayBeRemoved;
        }
        CHECK(removable == 4);
        CHECK_FALSE(rounds[1].change.empty());
    }
    SUBCASE("The Jaws of Gallet: any objective may be removed from round 2") {
        const auto& rounds = details_of(list, "the-jaws-of-gallet").objective_rounds;
        for (const auto& s : rounds[0].objectives) CHECK(s.role == sys::ObjectiveRole::InPlay);
        for (const auto& r : std::vector<sys::ObjectiveRound>(rounds.begin() + 1, rounds.end()))
            for (const auto& s : r.objectives) CHECK(s.role == sys::ObjectiveRole::MayBeRemoved);
    }
    SUBCASE("Close to the Chest: the primary is picked in the picking player's territory") {
        for (const auto& s : details_of(list, "close-to-the-chest").objective_rounds[0].objectives) {
            CHECK(s.role == sys::ObjectiveRole::MayBePrimary);
            CHECK((s.group == "West territory" || s.group == "East territory"));
        }
    }
}
