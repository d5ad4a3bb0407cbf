#pragma once
// The phone's own keyboard for the app's text fields. A canvas is not a place a browser can type into, so in the
// browser a real <input> (the "text agent", text_agent.js) is laid over the field being edited: a finger lifted
// over a text field focuses it in that touchend handler, which is the only moment iOS opens its keyboard, and the
// keyboard then edits the agent; every change comes back here as the agent's text before and after it. Natively
// there is nothing to do: SDL's keyboard types into ImGui as it always has.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace platform {

// What the page asks when a finger is lifted at (x, y) in the canvas's CSS pixels.
enum class FieldUnder { None, Text, Number };

// What the keyboard did, in order. Texts are UTF-8, positions count code points.
struct TextAgentEvent {
    enum class Kind { Edit, Enter, Blur } kind = Kind::Edit;
    std::string before, after;                           // Edit: the agent's whole text before and after the change
    std::size_t selection_start = 0, selection_end = 0;  // Edit: the agent's selection after it
};

// The field being edited as the page shows it: where (canvas CSS pixels), what it holds, and how many of the
// keyboard's edits it has taken (so the page never writes a stale text over one still on its way).
struct EditedField {
    std::uint32_t id = 0;
    float x = 0, y = 0, width = 0, height = 0;
    std::string text;
    std::size_t selection_start = 0, selection_end = 0;
    bool number = false;
    long edits_taken = 0;
    bool operator==(const EditedField&) const = default;
};

// Starts listening to the page: `field_under` answers a lifted finger (it runs inside the touchend handler, so it
// must only read what the last frame left).
void start_text_agent(std::function<FieldUnder(float x, float y)> field_under);
// The keyboard's events since the last call.
std::vector<TextAgentEvent> take_text_agent_events();
// Lays the agent over the field being edited (each time it moves or changes), or takes it away (the keyboard closes).
void show_text_agent(const EditedField& field);
void hide_text_agent();

}  // namespace platform
