#pragma once
// A game system's own compact layout of its battle state inside a share link: the host asks the plugin to write the
// state as link bits and, opening a link, to read them back from where they begin. A plugin that does not answer
// (status 1) or declines a state (status 4, BB_STATUS_DECLINED) has it carried as opaque bytes instead. See
// docs/formats.md ("Link state").
#include "battleboard/model/plugin_state.hpp"
#include "battleboard/plugin/operation.hpp"

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace bb::plugin {

struct LinkStateBits {
    std::uint64_t bits = 0;          // how many bits the layout takes
    std::vector<std::uint8_t> data;  // the bits, eight to a byte, most significant first

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(bits, data);
    }
};

struct LinkStateSource {
    std::string link_bits;          // the link's payload as it travels: base64url, after "bbN."
    std::uint32_t link_format = 0;  // N
    std::uint64_t start_bit = 0;    // where the plugin's layout begins

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(link_bits, link_format, start_bit);
    }
};

struct LinkStateRead {
    model::PluginState state;  // exactly the state that was written
    std::uint64_t bits = 0;    // how many bits the layout took from start_bit

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(state, bits);
    }
};

// Declines (status 4) when the state has no link layout (an older version of it, say): the host then carries the
// bytes.
inline constexpr Operation<model::PluginState, LinkStateBits> kWriteLinkState{"write-link-state"};
// Fails with a message for the player.
inline constexpr Operation<LinkStateSource, LinkStateRead> kReadLinkState{"read-link-state"};

}  // namespace bb::plugin

CEREAL_CLASS_VERSION(bb::plugin::LinkStateBits, 1);
CEREAL_CLASS_VERSION(bb::plugin::LinkStateSource, 1);
CEREAL_CLASS_VERSION(bb::plugin::LinkStateRead, 1);
