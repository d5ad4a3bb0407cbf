#include "rules_sections.hpp"

namespace wfb8 {

namespace {

struct Section {
    const char* id;
    const char* title;
    const char* entry_id;  // the generic piece whose rules follow the introduction; empty: none
    const char* intro;
    bb::sys::SourceRef source;  // the category's own opening words
};

const Section kSections[] = {
    {"open-ground",
     "Open Ground",
     "",
     "The default: any ground not given another type (fields, sandy flats, baked earth) is open ground. It has no "
     "effect on the game, and every other rule assumes it.",
     {"Open Ground", "any terrain not specifically classed as something else"}},
    {"impassable-terrain",
     "Impassable Terrain",
     "impassable-terrain",
     "Lava fields, deep lakes, chasms: places warriors cannot enter, or cannot enter and survive.",
     {"Impassable Terrain", "cannot seek entry without an immediate and probably messy death"}},
    {"dangerous-terrain",
     "Dangerous Terrain",
     "dangerous-terrain",
     "Ground that puts life and limb at real risk.",
     {"Dangerous Terrain", "a very real risk to life and limb"}},
    {"hills",
     "Hills",
     "hill",
     "Rises of rock and earth, prized as firing positions and for battle lines. Every hill follows these rules.",
     {"Hills", "All hills use the rules given below"}},
    {"forests",
     "Forests",
     "forest",
     "Woods hide troops in ambush and shelter them from missiles. Every forest and wood follows these rules.",
     {"Forests", "All forests and woods use the rules given below"}},
    {"rivers",
     "Rivers",
     "river",
     "Rivers guard a flank and slow an advance, and their crossings become prizes. Every river follows these "
     "rules.",
     {"Rivers", "All rivers use the rules given below"}},
    {"marshland",
     "Marshland",
     "marshland",
     "Unsure footing and clinging mud: a trap for the enemy rather than a place to fight from. Every marsh "
     "follows these rules.",
     {"Marshland", "All marshland uses the rules given below"}},
    {"obstacles",
     "Obstacles",
     "obstacle",
     "Long, narrow features such as fences, walls and hedges.",
     {"Obstacles", "all long and narrow terrain types"}},
    {"mystical-monuments",
     "Mystical Monuments",
     "mystical-monument",
     "Relics and ruins of great power, often the very reason a battle is fought.",
     {"Mystical Monuments", "fought for the control or the defence"}},
    {"buildings",
     "Buildings",
     "building",
     "Buildings shelter their garrison, make fine firing points and can only be taken by assault.",
     {"Buildings", "amongst the most important pieces of terrain"}},
    {"arcane-architecture",
     "Arcane Architecture",
     "arcane-architecture",
     "Buildings of magical power or great sanctity, fought over bitterly.",
     {"Arcane Architecture", "a battle fought over such a building"}},
};

const bb::sys::Ability* find(const std::vector<bb::sys::Ability>& rules, const std::string& id) {
    for (const auto& a : rules)
        if (a.id == id) return &a;
    return nullptr;
}

}  // namespace

std::vector<bb::sys::RulesSection> rules_sections(const std::vector<bb::sys::Ability>& rules,
                                                  const std::vector<bb::sys::CatalogueEntry>& categories) {
    std::vector<bb::sys::RulesSection> out;
    for (const Section& s : kSections) {
        std::string text = s.intro;
        for (const auto& entry : categories) {
            if (entry.id != s.entry_id) continue;
            for (const auto& id : entry.abilities)
                if (const auto* rule = find(rules, id)) text += "\n" + rule->name + ": " + rule->text;
        }
        out.push_back({s.id, s.title, std::move(text), {}, s.source});
    }
    return out;
}

}  // namespace wfb8
