#pragma once
// A game system's terrain set-up rules as data, stated once by its plugin ("layout-constraints" operation), so
// the layout generator can place pieces that keep them by construction instead of asking the full check each time.
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace bb::layout {

// A size a piece counts as: the first class whose fits_a x fits_b rectangle holds its footprint at some turn;
// a class with no rectangle (0 x 0) takes everything bigger.
struct SizeClass {
    std::string name;  // "small"
    double fits_a = 0, fits_b = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(name, fits_a, fits_b);
    }
};

// At least `count` of a mix's features carry `keyword`: what a system's tables are usually made of (mostly
// ruins, say), scaled with the table's count like the size classes.
struct KeywordShare {
    std::string keyword;
    std::uint32_t count = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(keyword, count);
    }
};

// How many features a board of this size gets and, when the rules give one, how many of each size class.
struct FeatureMix {
    double width = 0, depth = 0;  // inches; matches the board either way round
    std::uint32_t features = 0;
    std::vector<std::uint32_t> per_class;     // one count per SizeClass; empty: any sizes
    std::vector<KeywordShare> per_keyword{};  // drawn before the size classes (version 2)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(width, depth, features, per_class);
        if (version >= 2) ar(per_keyword);
    }
};

struct SetupConstraints {
    // Gaps in inches; `more_than`: the rules say "more than" the gap, else "at least".
    double edge_gap = 0;
    double objective_gap = 0;
    double feature_gap = 0;
    bool more_than = false;
    std::vector<SizeClass> size_classes;
    std::vector<FeatureMix> mixes;
    // Catalogue categories that never go on a neutral table (e.g. terrain that belongs to an army).
    std::vector<std::string> excluded_categories;
    // Pieces with one of these keywords may hold other pieces standing wholly on them (a 40K HILL).
    std::vector<std::string> host_keywords;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(edge_gap, objective_gap, feature_gap, more_than, size_classes, mixes, excluded_categories, host_keywords);
    }
};

}  // namespace bb::layout

CEREAL_CLASS_VERSION(bb::layout::SizeClass, 1);
CEREAL_CLASS_VERSION(bb::layout::KeywordShare, 1);
CEREAL_CLASS_VERSION(bb::layout::FeatureMix, 2);
CEREAL_CLASS_VERSION(bb::layout::SetupConstraints, 1);
