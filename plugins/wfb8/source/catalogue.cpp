#include "catalogue.hpp"

#include "categories.hpp"
#include "category_tables.hpp"
#include "named_examples.hpp"

namespace wfb8 {

namespace {

std::vector<Examples> all_examples() {
    return {hill_examples(),
            forest_examples(),
            river_examples(),
            marshland_examples(),
            obstacle_examples(),
            mystical_monument_examples(),
            arcane_architecture_examples()};
}

}  // namespace

std::vector<bb::sys::CatalogueEntry> catalogue() {
    std::vector<bb::sys::CatalogueEntry> entries = categories();
    for (auto& examples : all_examples())
        entries.insert(entries.end(), examples.entries.begin(), examples.entries.end());
    return entries;
}

std::vector<bb::sys::DiceTable> dice_tables() {
    std::vector<bb::sys::DiceTable> tables = category_tables();
    for (auto& examples : all_examples()) tables.insert(tables.end(), examples.tables.begin(), examples.tables.end());
    return tables;
}

const bb::sys::CatalogueEntry* find_entry(const std::string& catalogue_id) {
    static const std::vector<bb::sys::CatalogueEntry> entries = catalogue();
    for (const auto& e : entries)
        if (e.id == catalogue_id) return &e;
    return nullptr;
}

}  // namespace wfb8
