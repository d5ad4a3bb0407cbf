#include "battlefield.hpp"

#include "editions.hpp"

namespace aos4 {

std::vector<bb::sys::RulesEdition> rules_editions() {
    return {
        {kUpdate2025, "Battle Profiles & Rules updates (June 2025)",
         "Core Rules as changed by the Battle Profiles & Rules updates, June 2025"},
        {kHandbook2024, "General's Handbook 2024-25 (July 2024)", "General's Handbook 2024-25, Matched Play"},
    };
}

std::vector<bb::sys::BoardSize> battlefield_sizes() {
    // Width is the long edge. Other points limits: players adjust size and feature count by agreement.
    return {
        {"2000 points", 60, 44, 2000, 8},
        {"1000 points", 44, 30, 1000, 4},
    };
}

} // namespace aos4
