#include "catalogue.hpp"

#include "citadel_terrain_list.hpp"
#include "terrain_types.hpp"

namespace aos4 {

const std::vector<bb::sys::CatalogueEntry>& catalogue() {
    static const std::vector<bb::sys::CatalogueEntry> entries = [] {
        std::vector<bb::sys::CatalogueEntry> all = terrain_types();
        const auto listed = citadel_terrain_list(all);
        all.insert(all.end(), listed.begin(), listed.end());
        add_size_properties(all);
        return all;
    }();
    return entries;
}

}  // namespace aos4
