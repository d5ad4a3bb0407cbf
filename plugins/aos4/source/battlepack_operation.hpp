#pragma once
// What only this plugin answers (the "aos4-battlepack" operation): the matched play battlepack's numbers, battle
// tactics and Honour Guard abilities, for the score sheet and the battle tactic picker.
#include "battleboard/plugin/operation.hpp"
#include "battleboard/system/system_description.hpp"

#include <string>

namespace bb::plugin::aos4 {

struct BattleTactic {
    std::string id;
    std::string name;
    std::string text;       // what to pick and when it is completed, in plain words
    std::string keyword;    // grand alliance the general must have (ORDER, CHAOS, DEATH, DESTRUCTION); empty: any
    sys::SourceRef source;  // the battle tactic's own paragraph of the battlepack (version 2)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(id, name, text, keyword);
        if (version >= 2) ar(source);
    }
};

struct Battlepack {
    std::string name;
    std::uint32_t battle_rounds = 0;
    std::uint32_t major_victory_margin = 0;  // VP lead that makes a major victory
    std::uint32_t double_turn_deficit = 0;   // behind by this many VP or more: a double turn does not seize the
                                             // initiative, and the battle tactic may still be picked
    std::uint32_t recommended_small = 0;     // terrain features by size class (2000-point battlefield)
    std::uint32_t recommended_medium = 0;
    std::vector<BattleTactic> battle_tactics;  // each can be picked once per battle
    std::vector<sys::Ability> honour_guard;    // one per battle (a second with more regiments)

    const BattleTactic* find_tactic(const std::string& tactic_id) const {
        for (const auto& t : battle_tactics)
            if (t.id == tactic_id) return &t;
        return nullptr;
    }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(name, battle_rounds, major_victory_margin, double_turn_deficit, recommended_small, recommended_medium,
           battle_tactics, honour_guard);
    }
};

// The request is ignored (send an empty string).
inline constexpr Operation<std::string, Battlepack> kBattlepack{"aos4-battlepack"};

}  // namespace bb::plugin::aos4

CEREAL_CLASS_VERSION(bb::plugin::aos4::BattleTactic, 2);
CEREAL_CLASS_VERSION(bb::plugin::aos4::Battlepack, 1);
