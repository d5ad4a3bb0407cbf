#include "app/board/piece_label.hpp"

#include <algorithm>

namespace app {

std::vector<std::string_view> break_label(std::string_view label, float room,
                                          const std::function<float(std::string_view)>& width) {
    std::vector<std::string_view> words;
    for (std::size_t start = 0; start < label.size();) {
        const std::size_t end = std::min(label.find(' ', start), label.size());
        if (end > start) words.push_back(label.substr(start, end - start));
        start = end + 1;
    }
    for (const auto word : words) room = std::max(room, width(word));
    std::vector<std::string_view> lines;
    for (const auto word : words) {
        if (!lines.empty()) {
            // The line so far and this word, with the spaces between them as the name has them.
            const std::string_view& line = lines.back();
            const std::string_view longer(line.data(), std::size_t(word.data() + word.size() - line.data()));
            if (width(longer) <= room) {
                lines.back() = longer;
                continue;
            }
        }
        lines.push_back(word);
    }
    return lines;
}

}  // namespace app
