#pragma once
// A game's source text cut into its sections, for the rules audit. A plugin's tests keep an outline of its
// seed (`plugins/<id>/tests/source_outline.txt`): the seed's file prefix, then every heading in the order the
// seed prints them, each on its own line as "Heading" or "Name | heading words" where a heading repeats. A
// section runs from its heading's line to the next heading's. The seeds are not part of the checkout, so each
// outline has a committed fingerprint beside it (`source_fingerprints.txt`: per section, hashes of its word
// trigrams): where the seed is at hand the audit reads the seed and checks the fingerprint is current, elsewhere
// it reads the fingerprint, and a phrase counts as in a section when all of its trigrams are.
#include "battleboard/result.hpp"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace bb::testing {

struct OutlineHeading {
    std::string name;                // what SourceRefs call the section
    std::vector<std::string> words;  // how its heading line starts in the seed
};

struct SourceOutline {
    std::string seed_prefix;  // e.g. "000_": the seed file whose name starts with it
    std::vector<OutlineHeading> headings;
};

Result<SourceOutline> parse_outline(std::string_view text);

class SourceSections {
public:
    // Cuts the seed's text into the outline's sections; an error names a heading not found in order.
    static Result<SourceSections> from_seed(const SourceOutline& outline, std::string_view seed_text);
    static Result<SourceSections> from_fingerprints(std::string_view text);
    // The outline file's sections read from its seed in `seeds_dir`; an error when the seed is not there.
    static Result<SourceSections> read_seed(const std::string& outline_path, const std::string& seeds_dir);
    // The seed when it can be found (the BB_SEEDS_DIR environment variable, else `default_seeds_dir`), else the
    // fingerprints kept beside the outline. With the seed, a fingerprint that no longer matches is an error.
    static Result<SourceSections> load(const std::string& outline_path, const std::string& fingerprints_path,
                                       const std::string& default_seeds_dir);

    bool has(const std::string& section) const { return trigrams_.count(section) > 0; }
    // True when the phrase's words stand in that section (in order, with the seed; by trigrams without it).
    bool says(const std::string& section, std::string_view phrase) const;
    bool read_from_seed() const { return !words_.empty(); }

    std::string fingerprints() const;

private:
    std::vector<std::string> order_;
    std::map<std::string, std::vector<std::string>> words_;  // only when read from the seed
    std::map<std::string, std::set<std::uint32_t>> trigrams_;
};

}  // namespace bb::testing
