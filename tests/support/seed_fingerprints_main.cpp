// Writes a plugin's source fingerprints from its outline and the seeds: `battleboard_seed_fingerprints OUTLINE
// SEEDS_DIR OUT`. scripts/seed-fingerprints runs it for every plugin that has an outline.
#include "support/source_sections.hpp"

#include <fstream>
#include <iostream>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: battleboard_seed_fingerprints OUTLINE SEEDS_DIR OUT\n";
        return 2;
    }
    auto sections = bb::testing::SourceSections::read_seed(argv[1], argv[2]);
    if (!sections) {
        std::cerr << argv[1] << ": " << sections.error().message << "\n";
        return 1;
    }
    std::ofstream out(argv[3], std::ios::binary);
    out << sections->fingerprints();
    return out ? 0 : 1;
}
