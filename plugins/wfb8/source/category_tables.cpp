#include "category_tables.hpp"

#include "entry_builders.hpp"

namespace wfb8 {

namespace {

bb::sys::DiceTable dangerous_test(const char* id, const char* name, const char* when, int fails_on) {
    const std::string mishap =
        "The model loses a wound with no armour save allowed. A chariot or shrine loses D6 Wounds instead.";
    return {id,
            name,
            when,
            {1, 6, 0},
            {{1, fails_on, "Mishap", mishap, ""}, {fails_on + 1, 6, "Safe", "The model gets through unharmed.", ""}}};
}

}  // namespace

std::vector<bb::sys::DiceTable> category_tables() {
    return {
        dangerous_test(table::kDangerousTerrain, "Dangerous Terrain test",
                       "for each model that marches, charges, flees, overruns or pursues into or through dangerous "
                       "terrain",
                       1),
        dangerous_test(table::kDangerousTerrainOneOrTwo, "Dangerous Terrain test (fails on 1-2)",
                       "for each model crossing a raging torrent, or a cavalry, monstrous cavalry or chariot model "
                       "entering marshland",
                       2),
        count_table(table::kChariotMishap, "Chariot or shrine mishap",
                    "when a chariot or shrine fails a Dangerous Terrain test", {1, 6, 0}, "Wound", "Wounds",
                    "Lost by the chariot or shrine."),
        count_table(table::kBuildingTemplateHits, "Template hits on a garrison",
                    "when a template weapon touches a building, or a template spell or Miscast strikes its garrison",
                    {1, 6, 0}, "hit", "hits",
                    "On the unit inside. No model takes more than one hit from the same template."),
    };
}

}  // namespace wfb8
