#include "entry_builders.hpp"

#include <algorithm>

namespace wfb8 {

std::string effect(const std::string& who, const std::string& when, const std::string& what) {
    return "Who: " + who + "\nWhen: " + when + "\nEffect: " + what;
}

bb::sys::CatalogueEntry example(bb::sys::CatalogueEntry category, std::string id, std::string name, std::string phrase,
                                std::string text, std::vector<bb::sys::Property> properties,
                                std::vector<std::string> tables) {
    category.id = std::move(id);
    category.source = {name, std::move(phrase)};
    category.name = std::move(name);
    category.text = std::move(text);
    for (auto& p : properties) {
        auto same = std::find_if(category.properties.begin(), category.properties.end(),
                                 [&](const bb::sys::Property& q) { return q.key == p.key; });
        if (same != category.properties.end())
            *same = std::move(p);
        else
            category.properties.push_back(std::move(p));
    }
    tables.insert(tables.end(), category.tables.begin(), category.tables.end());
    category.tables = std::move(tables);
    return category;
}

bb::sys::CatalogueEntry with_ability(bb::sys::CatalogueEntry entry, std::string ability) {
    entry.abilities.push_back(std::move(ability));
    return entry;
}

bb::sys::CatalogueEntry because(bb::sys::CatalogueEntry entry, std::string rule_id, std::string phrase) {
    entry.attached_because.push_back({std::move(rule_id), {entry.name, std::move(phrase)}});
    return entry;
}

bb::sys::CatalogueEntry shaped(bb::sys::CatalogueEntry entry, bb::geo::Polygon footprint, double height,
                               std::uint32_t levels) {
    entry.footprint = std::move(footprint);
    entry.height = height;
    entry.levels = levels;
    return entry;
}

bb::sys::DiceTable count_table(std::string id, std::string name, std::string when, bb::sys::Dice dice,
                               const std::string& singular, const std::string& plural, const std::string& text,
                               bb::sys::SourceRef source) {
    bb::sys::DiceTable table{std::move(id), std::move(name), std::move(when), dice, {}, std::move(source)};
    for (int total = dice.lowest(); total <= dice.highest(); ++total)
        table.rows.push_back({total, total, std::to_string(total) + " " + (total == 1 ? singular : plural), text, ""});
    return table;
}

}  // namespace wfb8
