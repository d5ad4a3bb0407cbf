#pragma once
// The information in a quantised setup, in bits: the sum over its fields of log2(how many values the field
// could take). What "could take" means for each field is spelt out in BENCHMARKS.md ("Link length"); in
// short, numbers range over the values in use, texts are charged once and then referenced.
#include "battleboard/link/quantised_setup.hpp"
#include "battleboard/link/reference.hpp"
#include "sheet_bound.hpp"

namespace bench {

struct EntropyBound {
    double texts = 0;   // each distinct text once
    double header = 0;  // system, edition, battleplan, board, counts
    double pieces = 0;
    double objectives = 0;
    double territories = 0;
    double plugin_state = 0;  // the game system's state: as sheet_bound.hpp charges it, else 8 bits a byte

    double total() const { return texts + header + pieces + objectives + territories + plugin_state; }
};

// The size of the system's lists a link refers into (format 5: the plugin's numbered lists, reference.hpp).
struct ReferenceSizes {
    std::size_t editions = 0, catalogue = 0, battleplans = 0, tables = 0;
};

// With a reference, what it holds is not charged again: an id it knows costs log2 of its list's size, a piece as
// its catalogue entry gives it nothing beyond which entry, and the battleplan's own objectives and territories
// nothing at all.
// With `state`, the game system's state is charged as it says, its texts joining the setup's.
EntropyBound entropy_bound(const bb::link::QuantisedSetup& setup, const bb::link::Reference* reference = nullptr,
                           ReferenceSizes sizes = {}, const StateBound* state = nullptr);

}  // namespace bench
