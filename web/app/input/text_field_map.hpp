#pragma once
// Where the text fields of the last frame were, and which window lay over which, so a finger lifted over a field can
// be told so at once, in the page's own touchend handler (a phone opens its keyboard only there, and ImGui sees
// the tap only a frame later). Pure bookkeeping: app/text_agent fills it from ImGui as the frame is built.
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace app {

struct FieldRect {
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // screen points
    bool contains(float x, float y) const { return x >= x0 && x < x1 && y >= y0 && y < y1; }
};

struct TextFieldHit {
    std::uint32_t id = 0;
    FieldRect rect;       // the whole field
    FieldRect visible;    // the part of it its window shows (empty when scrolled out of view)
    bool number = false;  // takes a number (once ImGui has shown it so): the phone offers its number keys
};

class TextFieldMap {
public:
    // Forgets the last frame's fields and windows (what was learned of each item is kept).
    void start_frame();
    // A window that takes the pointer, in the order drawn (the last one is on top).
    void add_window(std::uint32_t id, FieldRect rect);
    // An item that may take typed text (ImGui marks drag fields and sliders so too), in the window `window`.
    void add_field(std::uint32_t id, std::uint32_t window, FieldRect rect, FieldRect visible);
    // What the pointer resting on item `id` showed: a text cursor (a text field) or not (a drag field).
    void learn(std::uint32_t id, bool takes_text);
    // What ImGui showed of text field `id` while it was active: whether it takes only a number.
    void learn_number(std::uint32_t id, bool number);

    // The text field under a point: in the topmost window there, and not an item known to be something else.
    std::optional<TextFieldHit> hit(float x, float y) const;
    std::optional<TextFieldHit> find(std::uint32_t id) const;
    bool has_field(std::uint32_t id) const { return find(id).has_value(); }

private:
    struct Field {
        TextFieldHit hit;
        std::uint32_t window = 0;
    };
    struct Window {
        std::uint32_t id = 0;
        FieldRect rect;
    };
    TextFieldHit with_learned(const Field& field) const;

    std::vector<Field> fields_;
    std::vector<Window> windows_;
    std::map<std::uint32_t, bool> takes_text_;
    std::map<std::uint32_t, bool> takes_number_;
};

}  // namespace app
