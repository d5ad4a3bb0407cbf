#pragma once
#include "battleboard/system/system_description.hpp"

namespace wfb8 {
// One section per terrain category: a short introduction followed by the rules its generic piece carries,
// so each rule is written once (as an Ability) and read either per piece or per category.
std::vector<bb::sys::RulesSection> rules_sections(const std::vector<bb::sys::Ability>& rules,
                                                  const std::vector<bb::sys::CatalogueEntry>& categories);
}  // namespace wfb8
