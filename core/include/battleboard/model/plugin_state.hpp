#pragma once
// A game system's own battle-wide state (a score sheet, objective rolls, choices), opaque to the host: the
// plugin defines and versions its bytes, the host only stores, saves and hands them back.
#include <cereal/cereal.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <vector>

namespace bb::model {

struct PluginState {
    std::uint32_t version = 0;  // the plugin's own version of `data`
    std::vector<std::uint8_t> data;

    bool empty() const { return version == 0 && data.empty(); }
    bool operator==(const PluginState&) const = default;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(version, data);
    }
};

}  // namespace bb::model

CEREAL_CLASS_VERSION(bb::model::PluginState, 1);
