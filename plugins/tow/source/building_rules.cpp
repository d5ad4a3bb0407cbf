#include "building_rules.hpp"

namespace tow {

std::vector<bb::sys::Ability> building_rules() {
    return {
        {"buildings-impassable",
         "Buildings are Impassable",
         "Old World armies rarely fight in towns, so a building normally counts as impassable terrain. If the "
         "players agree, a building at least 4\" across at its widest point may be made occupiable instead.",
         {},
         {"Buildings", "usually treated as impassable terrain"}},
        {"occupying-a-building",
         "Occupying a Building",
         "An occupiable building may be taken by one unit of the infantry troop type with a Unit Strength of 20 "
         "or less. The unit moves into base contact with the building in the Remaining Moves sub-phase of its "
         "Movement phase; when its move is over, take it off the table and note that it is inside.",
         {},
         {"Occupiable Buildings", "with a Unit Strength of 20 or less"}},
        {"inside-a-building",
         "Inside a Building",
         "Measure to and from the occupying unit using the building itself. The unit has a 360 degree vision arc "
         "and may draw line of sight over or through other models.",
         {},
         {"Occupiable Buildings", "has a 360° vision arc"}},
        {"leaving-a-building",
         "Leaving a Building",
         "A unit that is not fleeing may come out in the Remaining Moves sub-phase of its Movement phase, as a "
         "follow up move, or when pursuing: put it back on the table with a model touching the building, and its "
         "move ends. A unit inside a building may not declare a charge.",
         {},
         {"Leaving a Building", "a unit can leave a building"}},
        {"flee-in-a-building",
         "Flee!",
         "A unit that flees while inside a building stays put behind the walls. It still counts as fleeing and "
         "must rally as normal.",
         {},
         {"Flee!", "that flees whilst occupying a building does not move"}},
        {"shooting-from-a-building",
         "Shooting from a Building",
         "Windows and rooftops make fine firing points: up to half (50%) of the models inside may shoot, and "
         "cast spells.",
         {},
         {"Shooting from a Building", "up to half (50%) of the models"}},
        {"shooting-at-a-building",
         "Shooting at a Building",
         "A model that can see an occupied building may target the unit inside, which counts as behind full "
         "cover.",
         {},
         {"Shooting at a Building", "considered to be behind full cover"}},
        {"building-templates",
         "Templates",
         "When a template lands on an occupied building, every model inside may be hit, but the walls protect "
         "them: each is hit on a D6 roll of 5+ instead of the usual 4+.",
         {},
         {"Templates", "hit on a D6 roll of 5+"}},
        {"incoming",
         "\"Incoming\"",
         "A cannon that hits an occupied building causes D3 Strength 4 hits, each with AP -1, on the unit "
         "inside as stone and shrapnel fly. The cannonball goes no further.",
         {},
         {"Incoming", "suffers D3 Strength 4 hits"}},
        {"assaulting-a-building",
         "Assaulting a Building",
         "An enemy charging a unit inside a building charges the building, not the models. While the fight lasts "
         "both units count as in Skirmish formation, whatever their actual formation, and in the cramped space "
         "only five models from each side join the fighting rank.",
         {},
         {"Assaulting a Building", "only five models from either unit"}},
        {"nowhere-to-run",
         "Nowhere to Run",
         "A unit inside a building never Gives Ground or Falls Back in Good Order: it holds and the combat goes "
         "on. If it Breaks and flees it is trapped inside and destroyed, removed from play, and a unit of the "
         "winning side may then choose to occupy the building.",
         {},
         {"Nowhere to Run", "will not Give Ground or Fall Back in Good Order"}},
    };
}

namespace {

struct Section {
    const char* id;
    const char* title;
    const char* intro;
    std::vector<std::string> rules;
    bb::sys::SourceRef source;  // the heading the rules stand under
};

}  // namespace

std::vector<bb::sys::RulesSection> rules_sections(const std::vector<bb::sys::Ability>& rules) {
    const Section sections[] = {
        {"buildings",
         "Buildings",
         "Buildings give shelter and keep stores safe, so armies fight to hold or raze them, though regiments "
         "would rather fight in the open.",
         {"buildings-impassable"},
         {"Buildings", "securing buildings in order to defend or destroy them"}},
        {"occupiable-buildings",
         "Occupiable Buildings",
         "",
         {"occupying-a-building", "inside-a-building", "leaving-a-building", "flee-in-a-building"},
         {"Occupiable Buildings", "Such a building can be occupied by a unit"}},
        {"buildings-and-shooting",
         "Buildings and Shooting",
         "",
         {"shooting-from-a-building", "shooting-at-a-building", "building-templates", "incoming"},
         {"Shooting from a Building", "advantageous to missile troops"}},
        {"buildings-and-combat",
         "Buildings and Combat",
         "",
         {"assaulting-a-building", "nowhere-to-run"},
         {"Assaulting a Building", "charges a unit within a building"}},
    };
    std::vector<bb::sys::RulesSection> out;
    for (const Section& s : sections) {
        std::string text = s.intro;
        for (const auto& id : s.rules)
            for (const auto& rule : rules)
                if (rule.id == id) text += (text.empty() ? "" : "\n") + rule.name + ": " + rule.text;
        out.push_back({s.id, s.title, std::move(text), {}, s.source});
    }
    return out;
}

}  // namespace tow
