#include "app/saves/pasted_link.hpp"

#include <cctype>

namespace app {

namespace {

bool ends_a_link(char c) { return std::isspace(static_cast<unsigned char>(c)) || c == '<' || c == '>' || c == '"'; }

// Chats put a sentence's punctuation, or brackets, right after a link; a link's last character is never one.
bool trailing_punctuation(char c) {
    return c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == ')' || c == ']' || c == '\'';
}

// "bb" and a digit at the start of a word: the setup's code written out alone.
std::size_t bare_code(std::string_view text) {
    for (std::size_t at = text.find("bb"); at != std::string_view::npos; at = text.find("bb", at + 1)) {
        const bool word_start = at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]));
        if (word_start && at + 2 < text.size() && std::isdigit(static_cast<unsigned char>(text[at + 2]))) return at;
    }
    return std::string_view::npos;
}

}  // namespace

std::optional<std::string> link_in(std::string_view text) {
    const std::size_t hash = text.find('#');
    const std::size_t start = hash != std::string_view::npos ? hash + 1 : bare_code(text);
    if (start == std::string_view::npos) return std::nullopt;
    std::size_t end = start;
    while (end < text.size() && !ends_a_link(text[end])) ++end;
    while (end > start && trailing_punctuation(text[end - 1])) --end;
    if (end == start) return std::nullopt;
    return std::string(text.substr(start, end - start));
}

}  // namespace app
