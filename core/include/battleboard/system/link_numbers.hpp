#pragma once
// The small numbers a game system's plugin gives its ids for share links (format 5): per list, the ids in the order
// they were numbered, the first numbered 0. A plugin only ever appends to these lists and never drops an id, so a
// number names the same id in every release (tests/golden/link_numbers holds each plugin's lists as released).
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <string>
#include <vector>

namespace bb::sys {

struct LinkNumbers {
    std::vector<std::string> editions;
    std::vector<std::string> catalogue;
    std::vector<std::string> battleplans;
    std::vector<std::string> tables;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(editions, catalogue, battleplans, tables);
    }
};

}  // namespace bb::sys

CEREAL_CLASS_VERSION(bb::sys::LinkNumbers, 1);
