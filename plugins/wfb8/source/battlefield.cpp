#include "battlefield.hpp"

#include "edition.hpp"

namespace wfb8 {

std::vector<bb::sys::RulesEdition> rules_editions() {
    return {
        {kRulebook, "Warhammer rulebook, 8th edition (2010)", "Warhammer rulebook (8th edition), Battlefield Terrain"}};
}

std::vector<bb::sys::BoardSize> battlefield_sizes() {
    // The terrain chapter gives no table size or feature count: the usual 6' x 4' table is a default to edit.
    return {{"6' x 4' table (default)", 72, 48, 0, 0}};
}

}  // namespace wfb8
