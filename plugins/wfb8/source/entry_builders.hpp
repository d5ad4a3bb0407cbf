#pragma once
// Small builders that keep the named examples reading as data: each is its category's generic piece with
// its own effect, numbers and tables added.
#include "battleboard/system/system_description.hpp"

#include <string>
#include <vector>

namespace wfb8 {

// "Who: ... When: ... Effect: ...": every named example states its effect in this shape.
std::string effect(const std::string& who, const std::string& when, const std::string& what);

// The category's generic piece renamed, with the example's effect, its own properties (replacing the
// category's under the same key) and its own tables before the category's. Every example has a section of the
// chapter under its own name: `phrase` is words of it that the effect restates.
bb::sys::CatalogueEntry example(bb::sys::CatalogueEntry category, std::string id, std::string name, std::string phrase,
                                std::string text, std::vector<bb::sys::Property> properties = {},
                                std::vector<std::string> tables = {});

// The same piece with one more rule (an Ability id).
bb::sys::CatalogueEntry with_ability(bb::sys::CatalogueEntry entry, std::string ability);

// The piece's own section's words that give it a rule written elsewhere (an Ability or DiceTable id it has).
bb::sys::CatalogueEntry because(bb::sys::CatalogueEntry entry, std::string rule_id, std::string phrase);

// The same piece with a different default footprint, height and number of levels.
bb::sys::CatalogueEntry shaped(bb::sys::CatalogueEntry entry, bb::geo::Polygon footprint, double height,
                               std::uint32_t levels = 1);

// A table whose roll is itself the answer ("D6 Strength 4 hits"): one row per total, "3 <plural>".
bb::sys::DiceTable count_table(std::string id, std::string name, std::string when, bb::sys::Dice dice,
                               const std::string& singular, const std::string& plural, const std::string& text,
                               bb::sys::SourceRef source);

}  // namespace wfb8
