#pragma once
// How a model stands, in the terms a game system's sight rules judge by: a system declares the steppers it
// wants beside each model in the Sight tab (40K's height above ground for plunging fire, a Fantasy model's
// Line of Sight value and building floor), and the app draws them without knowing the system. The values go
// into rules::ModelSpot, which the single sight question and the sight map both read.
#include <cereal/types/string.hpp>
#include <cstdint>
#include <string>

namespace bb::sys {

struct StandingControl {
    // The ModelSpot field the stepper sets.
    enum class Field : std::uint8_t { elevation, height, floor };

    Field field = Field::height;
    std::string key;    // stable; the app's widget ids are "sight-KEY:observer" and "sight-KEY:target"
    std::string label;  // the value's text, "{}" standing for the number: "{}\" above ground"
    double step = 1;
    double low = 0;
    double high = 0;
    // Appended to the label once the value reaches `note_from` (e.g. " (plunging)" from 6"); empty: never.
    std::string note{};
    double note_from = 0;
    std::string help;  // what the value means for the rules, shown on a long press or hover

    // The label with `value` in place of "{}" and the note when it applies.
    std::string text_for(double value) const;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(field, key, label, step, low, high, note, note_from, help);
    }
};

}  // namespace bb::sys

CEREAL_CLASS_VERSION(bb::sys::StandingControl, 1);
