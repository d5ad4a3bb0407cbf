#pragma once
// Every roll of a battle, in the order made: the battle round it was made in, what was rolled and the result,
// in words. Kept with the battle in saves (never in share links, which stay short).
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace bb::dice {

struct RollEntry {
    int round = 0;     // the battle round, 0 before the first
    std::string what;  // "12 D6, 3+, re-roll 1s", "Mysterious Forest table", "Roll-off"
    std::string result;

    bool operator==(const RollEntry&) const = default;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(round, what, result);
    }
};

class RollLog {
public:
    // The oldest entries go once a battle has this many: a game makes a few hundred rolls at most.
    static constexpr std::size_t kMaxEntries = 500;

    void add(RollEntry entry);
    void clear() { entries_.clear(); }
    const std::vector<RollEntry>& entries() const { return entries_; }
    bool empty() const { return entries_.empty(); }

    bool operator==(const RollLog&) const = default;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(entries_);
    }

private:
    std::vector<RollEntry> entries_;
};

}  // namespace bb::dice

CEREAL_CLASS_VERSION(bb::dice::RollEntry, 1);
CEREAL_CLASS_VERSION(bb::dice::RollLog, 1);
