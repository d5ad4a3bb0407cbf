#pragma once
// Versions 2 and 3 of a serialized Battlefield held a score sheet of an older layout before the plugin state.
// Those bytes only ever lived in memory (undo steps) and between a host and the plugins built with it, never on
// disk, and the host kept the score in the plugin state well before version 4. So an empty sheet is read past,
// and any other fails the read rather than being dropped unsaid.
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cstdint>
#include <string>

namespace bb::model {

struct RetiredSheet {
    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        if constexpr (Archive::is_loading::value) {
            std::string battleplan;
            std::uint32_t points = 0;
            cereal::size_type players = 0, rounds = 0;
            ar(battleplan, points, cereal::make_size_tag(players), cereal::make_size_tag(rounds));
            if (battleplan.empty() && points == 0 && players == 0 && rounds == 0) return;
            if constexpr (requires { ar.fail(); }) ar.fail();
#if defined(__cpp_exceptions)
            else  // cereal's own archives report a failed read so
                throw cereal::Exception("a score sheet kept apart from the game system's state");
#endif
        }
    }
};

}  // namespace bb::model

CEREAL_CLASS_VERSION(bb::model::RetiredSheet, 1);
