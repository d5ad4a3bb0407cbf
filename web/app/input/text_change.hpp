#pragma once
// What one edit made with the phone's keyboard does to a text field. The keyboard edits a copy of the field's text
// (the page's text agent, web/platform/text_agent.js), and each edit arrives as the copy's text before and after
// it, so autocorrect, swipe typing, accents and CJK composition, selections and paste all arrive the same way,
// whatever the keyboard did. Pure logic on code points.
#include <cstddef>
#include <string>
#include <string_view>

namespace app {

// Replace the field's code points [from, to) with `insert`.
struct TextChange {
    std::size_t from = 0, to = 0;
    std::u32string insert;
    bool operator==(const TextChange&) const = default;
};

// The edit `base` -> `next`, which left the keyboard's caret at `next_caret`, applied to a field holding `field` with
// its cursor at `field_cursor`. While the field holds `base` it is the same replacement, so the field then holds
// `next` exactly. When the field holds something else (the copy was typed in before it had caught up with the
// field, or the field refused a character), only what was typed goes in, at the field's cursor: nothing typed is
// lost, and nothing the keyboard never showed is deleted.
TextChange change_for(std::u32string_view field, std::size_t field_cursor, std::u32string_view base,
                      std::u32string_view next, std::size_t next_caret);

}  // namespace app
