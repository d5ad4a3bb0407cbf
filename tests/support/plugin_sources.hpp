#pragma once
// A plugin's source sections as its audit test reads them (plugins/<id>/tests/source_outline.txt: the seed when
// it is at hand, the committed fingerprints otherwise), and a check that lists every problem the audit found.
#include "support/source_audit.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace bb::testing {

inline SourceSections plugin_sources(const std::string& plugin_id) {
    const std::string folder = std::string(BB_PLUGIN_SOURCE_DIR) + "/" + plugin_id + "/tests/";
    auto sections =
        SourceSections::load(folder + "source_outline.txt", folder + "source_fingerprints.txt", BB_SEEDS_DIR);
    REQUIRE_MESSAGE(sections.ok(), sections.error().message);
    return *sections;
}

// One failure naming every problem, so a run shows the whole list at once.
inline void check_audit(const std::vector<std::string>& problems) {
    std::string all;
    for (const auto& problem : problems) all += "\n  " + problem;
    CHECK_MESSAGE(problems.empty(), problems.size() << " problems:" << all);
}

}  // namespace bb::testing
