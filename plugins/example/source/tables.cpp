#include "tables.hpp"

namespace example {

bb::sys::DiceTable scavenge_table() {
    return {"scavenge",
            "Scavenging a supply crate",
            "when a fighter ends a move touching a supply crate",
            {1, 6, 0},
            {{1, 2, "Empty", "Nothing useful inside.", ""},
             {3, 5, "Supplies", "The fighter's side gains 1 supply point.", ""},
             {6, 6, "Booby trap", "The fighter takes 1 wound, or the crate is destroyed: its owner chooses.", ""}}};
}

}  // namespace example
