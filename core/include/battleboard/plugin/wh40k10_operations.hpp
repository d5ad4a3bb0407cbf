#pragma once
// Operations the wh40k10 plugin answers beyond "describe" and "validate", with their requests and replies.
#include <cereal/cereal.hpp>
#include <cstdint>
#include <string_view>

namespace bb::plugin::wh40k10_ops {

// Request: SaveQuestion. Reply: SaveRoll. The saving throw a model makes against one ranged attack.
inline constexpr std::string_view kSave = "wh40k10/save";

struct SaveQuestion {
    std::int32_t save = 6;          // the model's Save characteristic, 2 to 6: 3 for 3+
    std::int32_t ap = 0;            // the attack's Armour Penetration as printed: 0, -1, -2 ...
    std::int32_t invulnerable = 0;  // its invulnerable save (4 for 4+); 0 when it has none
    bool has_cover = false;         // whether a terrain feature gives it the Benefit of Cover

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(save, ap, invulnerable, has_cover);
    }
};

struct SaveRoll {
    std::int32_t needed = 7;         // the lowest D6 result that saves; 7 means no save is possible
    bool cover_applied = false;      // the Benefit of Cover improved the armour save
    bool invulnerable_used = false;  // the invulnerable save is the better one

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(needed, cover_applied, invulnerable_used);
    }
};

}  // namespace bb::plugin::wh40k10_ops

CEREAL_CLASS_VERSION(bb::plugin::wh40k10_ops::SaveQuestion, 1);
CEREAL_CLASS_VERSION(bb::plugin::wh40k10_ops::SaveRoll, 1);
