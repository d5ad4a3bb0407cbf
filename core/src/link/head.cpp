// The fields every payload begins with (layout.hpp): what read_header gives without any plugin.
#include "battleboard/link/text_code.hpp"
#include "battleboard/plugin/plugin_index.hpp"
#include "layout.hpp"

#include <charconv>

namespace bb::link::layout {

namespace {

constexpr int kVersionNumberOrder = 0;  // small numbers are the common ones: 1 bit for a 0, 3 for a 1

// The version's numbers when it is dotted numbers that read back as the same text, else nothing.
std::optional<std::vector<std::uint64_t>> dotted_numbers(std::string_view version) {
    std::vector<std::uint64_t> numbers;
    while (!version.empty() || numbers.empty()) {
        const auto dot = std::min(version.find('.'), version.size());
        const auto part = version.substr(0, dot);
        std::uint64_t number = 0;
        const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), number);
        if (part.empty() || error != std::errc{} || end != part.data() + part.size() || number > kMostVersionNumber ||
            (part.size() > 1 && part[0] == '0') || numbers.size() == kMostVersionNumbers)
            return std::nullopt;
        numbers.push_back(number);
        if (dot == version.size()) break;
        version.remove_prefix(dot + 1);
        if (version.empty()) return std::nullopt;  // a trailing dot
    }
    return numbers;
}

std::string read_plugin_version(BitReader& in) {
    if (!in.flag()) return text_code::read(in);
    const std::size_t start = in.position();
    const std::uint64_t count = in.golomb(kCountOrder) + 1;
    if (in.ok() && count > kMostVersionNumbers) {
        in.fail("a plugin version of " + std::to_string(count) + " numbers (at most " +
                    std::to_string(kMostVersionNumbers) + ")",
                start);
        return {};
    }
    std::string version;
    for (std::uint64_t i = 0; i < count && in.ok(); ++i) {
        const std::size_t at = in.position();
        const std::uint64_t number = in.golomb(kVersionNumberOrder);
        if (in.ok() && number > kMostVersionNumber) in.fail("a plugin version number out of range", at);
        version += (i ? "." : "") + std::to_string(number);
    }
    return in.ok() ? version : std::string();
}

}  // namespace

void write_plugin_version(BitWriter& out, std::string_view version) {
    const auto numbers = dotted_numbers(version);
    out.flag(numbers.has_value());
    if (!numbers) return text_code::write(out, version);
    out.golomb(numbers->size() - 1, kCountOrder);
    for (const auto number : *numbers) out.golomb(number, kVersionNumberOrder);
}

Head read_head(BitReader& in, int format) {
    Head head;
    head.system = text_code::read(in);
    if (format >= 7) {
        const std::size_t start = in.position();
        head.plugin_version = read_plugin_version(in);
        if (const auto problem = plugin_version_problem(head.plugin_version); problem && in.ok())
            in.fail("a plugin version " + *problem, start);
    }
    head.refers = in.flag();
    return head;
}

std::optional<std::string> plugin_version_problem(std::string_view version) {
    if (plugin::usable_plugin_version(version)) return std::nullopt;
    if (version.size() > plugin::kMaxPluginVersionBytes)
        return "of " + std::to_string(version.size()) + " bytes (at most " +
               std::to_string(plugin::kMaxPluginVersionBytes) + ")";
    return std::string("with control characters");
}

}  // namespace bb::link::layout
