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

const Property* CatalogueEntry::find_property(const std::string& key) const {
    for (const Property& p : properties)
        if (p.key == key) return &p;
    return nullptr;
}

bool CatalogueEntry::has_keyword(const std::string& keyword) const {
    return std::find(keywords.begin(), keywords.end(), keyword) != keywords.end();
}

bool SystemDescription::answers(std::string_view operation) const {
    return std::find(operations.begin(), operations.end(), operation) != operations.end();
}

const DiceTable* SystemDescription::find_table(const std::string& table_id) const {
    for (const DiceTable& t : tables)
        if (t.id == table_id) return &t;
    return nullptr;
}

const Battleplan* SystemDescription::find_battleplan(const std::string& battleplan_id) const {
    for (const Battleplan& b : battleplans)
        if (b.id == battleplan_id) return &b;
    return nullptr;
}

const RulesSection* SystemDescription::find_rules(const std::string& section_id, const std::string& edition) const {
    for (const RulesSection& r : rules)
        if (r.id == section_id && applies_to(r.editions, edition)) return &r;
    return nullptr;
}

const Ability* SystemDescription::find_ability(const std::string& ability_id, const std::string& edition) const {
    for (const Ability& a : abilities)
        if (a.id == ability_id && applies_to(a.editions, edition)) return &a;
    return nullptr;
}

}  // namespace bb::sys
