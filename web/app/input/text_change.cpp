#include "app/input/text_change.hpp"

#include <algorithm>

namespace app {

TextChange change_for(std::u32string_view field, std::size_t field_cursor, std::u32string_view base,
                      std::u32string_view next, std::size_t next_caret) {
    next_caret = std::min(next_caret, next.size());
    // The changed run ends at the caret (what follows the caret is kept first), which places a change among
    // repeated letters where it was made.
    std::size_t suffix = 0;
    const std::size_t most_suffix = std::min(base.size(), next.size() - next_caret);
    while (suffix < most_suffix && base[base.size() - 1 - suffix] == next[next.size() - 1 - suffix]) ++suffix;
    std::size_t prefix = 0;
    const std::size_t most_prefix = std::min(base.size(), next.size()) - suffix;
    while (prefix < most_prefix && base[prefix] == next[prefix]) ++prefix;
    TextChange change{prefix, base.size() - suffix, std::u32string(next.substr(prefix, next.size() - suffix - prefix))};
    if (field == base) return change;
    const std::size_t at = std::min(field_cursor, field.size());
    return {at, at, std::move(change.insert)};
}

}  // namespace app
