#include "battleboard/link/link.hpp"

#include "battleboard/link/limits.hpp"
#include "layout.hpp"

#include <cctype>
#include <charconv>

namespace bb::link {

namespace {

constexpr std::string_view kPrefix = "bb";

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

// The version in "bb<version>.": digits without a leading zero; empty when the text is not a link.
std::string_view version_digits(std::string_view text) {
    if (!text.starts_with(kPrefix)) return {};
    const std::string_view rest = text.substr(kPrefix.size());
    const std::size_t dot = rest.find('.');
    if (dot == std::string_view::npos || dot == 0 || dot > 9 || rest.front() == '0') return {};
    const std::string_view digits = rest.substr(0, dot);
    return digits.find_first_not_of("0123456789") == std::string_view::npos ? digits : std::string_view();
}

Error damaged(const std::string& reason, std::size_t character) {
    return make_error("This link is damaged (" + reason + " at character " + std::to_string(character) + ").");
}

// A link's bits, ready to read.
struct Payload {
    int format = 0;
    std::size_t offset = 0;  // characters before the bits
    std::string_view text;   // the bits as they travel
    BitReader bits;          // no default: made from the text
};

Result<Payload> payload_of(std::string_view text) {
    text = trimmed(text);
    if (const auto hash = text.rfind('#'); hash != std::string_view::npos) text.remove_prefix(hash + 1);
    if (text.size() > kMaxLinkCharacters)
        return make_error("This link is too long (" + std::to_string(text.size()) + " characters; at most " +
                          std::to_string(kMaxLinkCharacters) + ").");
    const std::string_view version = version_digits(text);
    if (version.empty())
        return make_error("This is not a Battleboard link (a link starts with \"" + std::string(kPrefix) +
                          std::to_string(kFormatVersion) + ".\").");
    int number = 0;
    std::from_chars(version.data(), version.data() + version.size(), number);
    if (number > kFormatVersion)
        return make_error("This link was made by a newer Battleboard (format " + std::string(version) +
                          "); this one opens links up to format " + std::to_string(kFormatVersion) + ".");
    if (number < kOldestFormatVersion)
        return make_error("This link was made by a pre-release Battleboard (format " + std::string(version) +
                          "), which this version no longer opens; ask for a new link.");
    const std::size_t offset = kPrefix.size() + version.size() + 1;
    auto bits = BitReader::from_base64url(text.substr(offset), offset + 1);
    if (!bits) return make_error("This link is damaged (" + bits.error().message + ").");
    return Payload{number, offset, text.substr(offset), std::move(*bits)};
}

}  // namespace

Result<std::string> encode(const model::Battlefield& battlefield, const Reference* reference, const StateCodec* codec) {
    auto setup = quantise(battlefield);
    if (!setup) return setup.error();
    if (reference && reference->system() == setup->system)
        if (const auto problem = layout::plugin_version_problem(reference->plugin_version()))
            return make_error("This setup cannot be made into a link: its game system has a plugin version " +
                              *problem + ".");
    BitWriter bits;
    layout::write_setup(bits, *setup, reference, codec ? codec->write : nullptr);
    std::string text = std::string(kPrefix) + std::to_string(kFormatVersion) + "." + bits.base64url();
    if (text.size() > kMaxLinkCharacters)
        return make_error("This setup is too big for a link (" + std::to_string(text.size()) + " characters; at most " +
                          std::to_string(kMaxLinkCharacters) + ").");
    return text;
}

Result<Header> read_header(std::string_view text) {
    auto payload = payload_of(text);
    if (!payload) return payload.error();
    BitReader& bits = payload->bits;
    layout::Head head = layout::read_head(bits, payload->format);
    Header header{payload->format, std::move(head.system), std::move(head.plugin_version), head.refers};
    if (!bits.ok()) return damaged(bits.error(), payload->offset + bits.error_position() / 6 + 1);
    return header;
}

Result<model::Battlefield> decode(std::string_view text, const Reference* reference) {
    return decode(text, reference, {});
}

Result<model::Battlefield> decode(std::string_view text, const Reference* reference, const StateCodec& codec) {
    auto payload = payload_of(text);
    if (!payload) return payload.error();
    BitReader& bits = payload->bits;
    const std::size_t offset = payload->offset;
    std::string missing;
    const layout::Source source{payload->format, payload->text, reference, codec.read ? &codec.read : nullptr};
    const QuantisedSetup setup = layout::read_setup(bits, source, missing);
    if (!missing.empty()) return make_error(missing);
    if (!bits.ok()) return damaged(bits.error(), offset + bits.error_position() / 6 + 1);
    if (!bits.at_clean_end()) return damaged("unexpected data after the end", offset + bits.position() / 6 + 1);
    return restore(setup);
}

}  // namespace bb::link
