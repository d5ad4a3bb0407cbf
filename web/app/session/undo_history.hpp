#pragma once
// Undo and redo by snapshots: each step is the whole battle value (a battlefield as a versioned blob), so any
// change from any panel is covered without the panel knowing. A change is recorded once it settles (the finger
// or mouse is up, no field is being edited), so a drag is one step.
#include "battleboard/result.hpp"
#include "battleboard/serial/blob.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace app {

inline constexpr int kUndoFormatVersion = 1;

class UndoHistory {
public:
    static constexpr std::size_t kMostSteps = 120;  // changes that can be taken back (at least 100)

    // Sees the battle as it is after a frame's input. Gives true when that was recorded as a new step.
    bool observe(const bb::serial::Bytes& battle, bool settled);
    bool can_undo() const { return position_ > 0; }
    bool can_redo() const { return position_ + 1 < steps_.size(); }
    // The battle to put back, if there is one; observing it afterwards records nothing.
    const bb::serial::Bytes* undo();
    const bb::serial::Bytes* redo();
    // Rewrites every step in place (another tab's change carried into this tab's past); nothing is added.
    template <class Change>
    void rewrite_steps(Change change) {
        for (auto& step : steps_) step = change(step);
    }
    std::size_t steps() const { return steps_.size(); }
    std::size_t position() const { return position_; }

    // {"format": "battleboard-undo", "version", "position", "steps": [hex blobs]} for the device's storage.
    std::string encode() const;
    // Never throws: a broken record gives an Error saying what is wrong.
    static bb::Result<UndoHistory> decode(std::string_view text);

private:
    std::vector<bb::serial::Bytes> steps_;
    std::size_t position_ = 0;
};

}  // namespace app
