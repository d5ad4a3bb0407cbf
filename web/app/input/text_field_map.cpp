#include "app/input/text_field_map.hpp"

namespace app {

void TextFieldMap::start_frame() {
    fields_.clear();
    windows_.clear();
}

void TextFieldMap::add_window(std::uint32_t id, FieldRect rect) { windows_.push_back({id, rect}); }

void TextFieldMap::add_field(std::uint32_t id, std::uint32_t window, FieldRect rect, FieldRect visible) {
    fields_.push_back({{id, rect, visible, false}, window});
}

void TextFieldMap::learn(std::uint32_t id, bool takes_text) { takes_text_[id] = takes_text; }

void TextFieldMap::learn_number(std::uint32_t id, bool number) { takes_number_[id] = number; }

TextFieldHit TextFieldMap::with_learned(const Field& field) const {
    TextFieldHit hit = field.hit;
    const auto number = takes_number_.find(hit.id);
    hit.number = number != takes_number_.end() && number->second;
    return hit;
}

std::optional<TextFieldHit> TextFieldMap::hit(float x, float y) const {
    const Window* top = nullptr;
    for (const auto& w : windows_)
        if (w.rect.contains(x, y)) top = &w;
    if (!top) return std::nullopt;
    for (auto f = fields_.rbegin(); f != fields_.rend(); ++f) {
        if (f->window != top->id || !f->hit.visible.contains(x, y)) continue;
        const auto known = takes_text_.find(f->hit.id);
        // An item never yet pointed at is taken for a text field: drag fields are few, and ImGui says which it
        // was as soon as the finger rests on one.
        if (known != takes_text_.end() && !known->second) return std::nullopt;
        return with_learned(*f);
    }
    return std::nullopt;
}

std::optional<TextFieldHit> TextFieldMap::find(std::uint32_t id) const {
    for (const auto& f : fields_)
        if (f.hit.id == id) return with_learned(f);
    return std::nullopt;
}

}  // namespace app
