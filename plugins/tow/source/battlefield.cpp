#include "battlefield.hpp"

#include "edition.hpp"

namespace tow {

std::vector<bb::sys::RulesEdition> rules_editions() {
    return {{kRulebook, "Warhammer: The Old World rulebook (2024)", "Warhammer: The Old World rulebook, Buildings"}};
}

std::vector<bb::sys::BoardSize> battlefield_sizes() {
    // The buildings rules give no table size or feature count: the usual 6' x 4' table is a default to edit.
    return {{"6' x 4' table (default)", 72, 48, 0, 0}};
}

}  // namespace tow
