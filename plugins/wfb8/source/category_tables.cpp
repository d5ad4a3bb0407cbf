#include "category_tables.hpp"

#include "entry_builders.hpp"

namespace wfb8 {

namespace {

bb::sys::DiceTable dangerous_test(const char* id, const char* name, const char* when, int fails_on,
                                  bb::sys::SourceRef source) {
    const std::string mishap = "The model suffers a wound, with no armour save allowed.";
    return {id,
            name,
            when,
            {1, 6, 0},
            {{1, fails_on, "Mishap", mishap, ""}, {fails_on + 1, 6, "Safe", "The model gets through unharmed.", ""}},
            std::move(source)};
}

}  // namespace

std::vector<bb::sys::DiceTable> category_tables() {
    return {
        dangerous_test(table::kDangerousTerrain, "Dangerous Terrain test",
                       "for each model that marches, charges, flees, overruns or pursues into or through dangerous "
                       "terrain",
                       1, {"Dangerous Terrain", "roll a D6. On a 2-6"}),
        dangerous_test(table::kDangerousTerrainOneOrTwo, "Dangerous Terrain test (fails on 1-2)",
                       "for a cavalry, monstrous cavalry or chariot model entering marshland, and wherever a piece's "
                       "own rules make its tests fail on a 1 or 2",
                       2, {"Marshland and Movement", "fail their Dangerous Terrain tests on a 1 or 2"}),
        count_table(table::kChariotMishap, "Chariot or shrine mishap",
                    "when a chariot or shrine fails a Dangerous Terrain test", {1, 6, 0}, "Wound", "Wounds",
                    "Lost by the chariot or shrine, instead of 1.",
                    {"Mounted Models and Dangerous Terrain", "suffers D6 Wounds instead of 1"}),
        count_table(table::kBuildingTemplateHits, "Template hits on a garrison",
                    "when a template weapon touches a building with a unit inside", {1, 6, 0}, "hit", "hits",
                    "On the unit inside. No model takes more than one hit from the same template.",
                    {"Template Weapons (Buildings)", "inflict D6 hits on any unit in a building"}),
    };
}

}  // namespace wfb8
