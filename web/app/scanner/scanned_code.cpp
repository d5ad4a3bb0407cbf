#include "app/scanner/scanned_code.hpp"

#include "app/saves/pasted_link.hpp"
#include "battleboard/live/join_code.hpp"
#include "battleboard/live/sync_code.hpp"

#include <cctype>

namespace app {

namespace {

// A Battleboard code starts "bb" (a setup), "bj" (a live table's join code) or "bs" (a battle's sync code), then
// its format's version.
bool starts_code(std::string_view text, char kind) {
    return text.size() >= 3 && text[0] == 'b' && text[1] == kind && std::isdigit(static_cast<unsigned char>(text[2]));
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

constexpr std::size_t kShownCharacters = 60;

}  // namespace

ScannedCode read_scanned_code(std::string_view text) {
    const std::string_view code = trimmed(text);
    // Links are found as in pasted text (the fragment of an address, or a setup's code alone).
    const auto fragment = link_in(code);
    const std::string_view inner = fragment ? std::string_view(*fragment) : code;
    if (starts_code(inner, 'j')) {
        if (auto join = bb::live::decode(inner); !join)
            return {ScannedCode::Kind::Refused, "This live table code cannot be used: " + join.error().message};
        return {ScannedCode::Kind::JoinCode, std::string(inner)};
    }
    if (bb::live::is_sync_code(inner)) {
        if (auto part = bb::live::read_sync_part(inner); !part)
            return {ScannedCode::Kind::Refused, part.error().message};  // it names the sync code already
        return {ScannedCode::Kind::SyncCode, std::string(inner)};
    }
    if (fragment && starts_code(*fragment, 'b')) return {ScannedCode::Kind::ShareLink, *fragment};
    if (code.empty())
        return {ScannedCode::Kind::Refused, "This QR code holds no text, so it is not a Battleboard code."};
    return {ScannedCode::Kind::Refused,
            "This QR code is not a Battleboard code: \"" + shortened(code, kShownCharacters) + "\""};
}

std::string shortened(std::string_view text, std::size_t most) {
    std::string shown;
    std::size_t characters = 0;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        const bool starts_character = (byte & 0xC0) != 0x80;
        if (starts_character && characters++ == most) return shown + "...";
        shown += byte < 0x20 || byte == 0x7F ? ' ' : c;
    }
    return shown;
}

}  // namespace app
