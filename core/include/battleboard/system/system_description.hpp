#pragma once
// What a game-system plugin tells the app about itself: its rules editions, terrain abilities, the catalogue
// of pieces a player can place, battlefield sizes and battleplans. Sent across the plugin boundary.
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/model/objective.hpp"
#include "battleboard/system/dice_table.hpp"
#include "battleboard/system/link_numbers.hpp"
#include "battleboard/system/model_standing.hpp"
#include "battleboard/system/source_ref.hpp"

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <string>
#include <string_view>

namespace bb::sys {

struct RulesEdition {
    std::string id;
    std::string name;    // e.g. "General's Handbook 2024-25"
    std::string source;  // book and date, so players can check against theirs

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(id, name, source);
    }
};

bool applies_to(const std::vector<std::string>& editions, const std::string& edition);

// A named rule, in plain words. `editions` lists the rules editions it belongs to; empty means all of them.
struct Ability {
    std::string id;
    std::string name;
    std::string text;
    std::vector<std::string> editions;
    SourceRef source{};  // the section `text` restates (version 2)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(id, name, text, editions);
        if (version >= 2) ar(source);
    }
};

// A measured fact about a piece that rules and the app compute with: a Line of Sight value, an aura's
// radius in inches, a cover save, a points cost. `key` is stable; `label` and `unit` are for people.
struct Property {
    std::string key;
    std::string label;
    double value = 0;
    std::string unit;    // "\"" for inches, "+" for a save, "pts"; empty for a plain number
    SourceRef source{};  // the section that gives the number (version 2)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(key, label, value, unit);
        if (version >= 2) ar(source);
    }
};

// A section of rules in plain words that is not tied to one piece (e.g. "buildings", "setup", "cover").
struct RulesSection {
    std::string id;
    std::string title;
    std::string text;
    std::vector<std::string> editions{};  // empty: all
    SourceRef source{};                   // the section `text` restates (version 2)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(id, title, text, editions);
        if (version >= 2) ar(source);
    }
};

// The words of a piece's own (or its category's) section that give it a rule written elsewhere.
struct AttachedRule {
    std::string rule_id;  // an Ability or DiceTable id
    SourceRef because;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(rule_id, because);
    }
};

// Something a player can put on the table, with a sensible default footprint they can resize.
// `editions` lists the rules editions the entry belongs to; empty means all. An entry whose rules changed
// between editions appears once per edition under the same id.
struct CatalogueEntry {
    std::string id;
    std::vector<std::string> editions{};
    std::string name;
    std::string category;                  // the system's terrain type, e.g. "Obstacle", "Forest"
    std::vector<std::string> abilities{};  // Ability ids
    std::string text;                      // what this piece does, in plain words
    geo::Polygon footprint;                // centred on the origin, inches
    double height = 0;                     // inches
    std::uint32_t levels = 1;
    std::vector<std::string> tables{};   // DiceTable ids players roll on for this piece (version 2)
    std::vector<Property> properties{};  // (version 2)
    // The rules' own keywords, as printed (e.g. "AREA TERRAIN", "RUINS"); rules refer to pieces by them (version 3)
    std::vector<std::string> keywords{};
    // The piece's own section of the source, which `text` restates (version 4).
    SourceRef source{};
    // Why the piece has those of its `abilities` and `tables` whose own source section is neither the piece's
    // nor its category's (a generic rule such as dangerous terrain): the words of its section that give it the
    // rule (version 4).
    std::vector<AttachedRule> attached_because{};

    const Property* find_property(const std::string& key) const;
    bool has_keyword(const std::string& keyword) const;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(id, editions, name, category, abilities, text, footprint, height, levels);
        if (version >= 2) ar(tables, properties);
        if (version >= 3) ar(keywords);
        if (version >= 4) ar(source, attached_because);
    }
};

struct BoardSize {
    std::string name;
    double width = 0;  // inches
    double depth = 0;
    std::uint32_t points = 0;            // army points it is recommended for; 0 when not tied to points
    std::uint32_t terrain_features = 0;  // recommended count; 0 when neither the rules nor common practice give one
    // Shown with the count when the rules do not give it, saying where it comes from ("common practice, not a
    // rule") (version 2).
    std::string terrain_note{};

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(name, width, depth, points, terrain_features);
        if (version >= 2) ar(terrain_note);
    }
};

// A battleplan, mission or deployment map. Its geometry is drawn for a width x depth board and scaled to
// the table in use. When the source gives no geometry, `check_against_book` marks the defaults as such.
struct Battleplan {
    std::string id;
    std::string name;
    std::string summary;
    double width = 0;  // board the geometry below is drawn for, inches (version 2)
    double depth = 0;
    std::vector<model::Territory> territories{};
    std::vector<model::Objective> objectives{};
    bool check_against_book = false;
    std::vector<RulesSection> sections{};  // twist, scoring, special rules
    SourceRef source{};                    // the battleplan's own section (version 3)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(id, name, summary);
        if (version >= 2) ar(width, depth, territories, objectives, check_against_book, sections);
        if (version >= 3) ar(source);
    }
};

struct SystemDescription {
    std::string id;
    std::string name;
    std::vector<RulesEdition> editions;  // newest first; the first is the default
    std::vector<Ability> abilities;
    std::vector<CatalogueEntry> catalogue;
    std::vector<BoardSize> board_sizes;  // the first is the default
    std::vector<Battleplan> battleplans;
    std::vector<DiceTable> tables;    // (version 2)
    std::vector<RulesSection> rules;  // (version 2)
    // What the system's players call a battleplan, as a label: 40K's are deployment maps (version 3).
    std::string battleplan_term = "Battleplan";
    // The operations the plugin answers beyond "describe", filled in by the plugin SDK, so the host knows before
    // asking (e.g. whether the system draws its own panels) (version 4).
    std::vector<std::string> operations;
    // The steppers the Sight tab shows beside each model for how it stands (version 5).
    std::vector<StandingControl> model_standing;
    // The small numbers share links give the ids of its lists, filled in by the plugin SDK (version 6).
    LinkNumbers link_numbers;

    bool answers(std::string_view operation) const;

    const DiceTable* find_table(const std::string& table_id) const;
    const Battleplan* find_battleplan(const std::string& battleplan_id) const;
    const RulesSection* find_rules(const std::string& section_id, const std::string& edition) const;
    const CatalogueEntry* find_entry(const std::string& entry_id, const std::string& edition) const;
    std::vector<const CatalogueEntry*> catalogue_for(const std::string& edition) const;
    const Ability* find_ability(const std::string& ability_id, const std::string& edition) const;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(id, name, editions, abilities, catalogue, board_sizes, battleplans);
        if (version >= 2) ar(tables, rules);
        if (version >= 3) ar(battleplan_term);
        if (version >= 4) ar(operations);
        if (version >= 5) ar(model_standing);
        if (version >= 6) ar(link_numbers);
    }
};

}  // namespace bb::sys

CEREAL_CLASS_VERSION(bb::sys::RulesEdition, 1);
CEREAL_CLASS_VERSION(bb::sys::Ability, 2);
CEREAL_CLASS_VERSION(bb::sys::Property, 2);
CEREAL_CLASS_VERSION(bb::sys::RulesSection, 2);
CEREAL_CLASS_VERSION(bb::sys::AttachedRule, 1);
CEREAL_CLASS_VERSION(bb::sys::CatalogueEntry, 4);
CEREAL_CLASS_VERSION(bb::sys::BoardSize, 2);
CEREAL_CLASS_VERSION(bb::sys::Battleplan, 3);
CEREAL_CLASS_VERSION(bb::sys::SystemDescription, 6);
