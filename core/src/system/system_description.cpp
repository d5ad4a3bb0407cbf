#include "battleboard/system/system_description.hpp"

#include <algorithm>

namespace bb::sys {

bool applies_to(const std::vector<std::string>& editions, const std::string& edition) {
    return editions.empty() || std::find(editions.begin(), editions.end(), edition) != editions.end();
}

const CatalogueEntry* SystemDescription::find_entry(const std::string& entry_id, const std::string& edition) const {
    for (const CatalogueEntry& e : catalogue)
        if (e.id == entry_id && applies_to(e.editions, edition)) return &e;
    return nullptr;
}

std::vector<const CatalogueEntry*> SystemDescription::catalogue_for(const std::string& edition) const {
    std::vector<const CatalogueEntry*> entries;
    for (const CatalogueEntry& e : catalogue)
        if (applies_to(e.editions, edition)) entries.push_back(&e);
    return entries;
}

const Ability* SystemDescription::find_ability(const std::string& ability_id, const std::string& edition) const {
    for (const Ability& a : abilities)
        if (a.id == ability_id && applies_to(a.editions, edition)) return &a;
    return nullptr;
}

} // namespace bb::sys
