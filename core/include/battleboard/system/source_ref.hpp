#pragma once
// Where a rule text comes from: the section of the game's own source it restates and a few words of that section
// a reader can search for. Plugins attach one to every rule they state, so a player can check a text against the
// book, and each plugin's audit test can check that the words are really in that section.
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>

#include <cstdint>
#include <string>

namespace bb::sys {

struct SourceRef {
    // The section's heading as the source prints it (or, where a heading repeats, the name the plugin's source
    // outline gives it, e.g. "Border War: Scoring").
    std::string section;
    // A short phrase of that section (3 to 11 words) that the text restates.
    std::string phrase;

    bool empty() const { return section.empty(); }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(section, phrase);
    }
};

}  // namespace bb::sys

CEREAL_CLASS_VERSION(bb::sys::SourceRef, 1);
