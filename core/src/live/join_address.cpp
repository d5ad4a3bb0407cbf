#include "join_address.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace bb::live {

namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (std::size_t at = 0;;) {
        const auto end = text.find(separator, at);
        parts.push_back(text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at));
        if (end == std::string_view::npos) return parts;
        at = end + 1;
    }
}

// A whole number in `base` that fits below `limit`, with nothing else around it.
std::optional<std::uint32_t> number(std::string_view text, int base, std::uint32_t limit) {
    std::uint32_t value = 0;
    if (text.empty() || text.size() > 10) return std::nullopt;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
    if (error != std::errc{} || end != text.data() + text.size() || value >= limit) return std::nullopt;
    return value;
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

std::optional<PackedAddress> ipv4(std::string_view text) {
    const auto parts = split(text, '.');
    if (parts.size() != 4) return std::nullopt;
    PackedAddress packed;
    for (auto part : parts) {
        auto value = number(part, 10, 256);
        if (!value || part.size() > 3) return std::nullopt;
        packed.bytes.push_back(static_cast<std::uint8_t>(*value));
    }
    return packed;
}

std::optional<PackedAddress> ipv6(std::string_view text) {
    const auto gap = text.find("::");
    const auto groups = [](std::string_view side) -> std::optional<std::vector<std::uint16_t>> {
        std::vector<std::uint16_t> out;
        if (side.empty()) return out;
        for (auto part : split(side, ':')) {
            auto value = number(part, 16, 0x10000);
            if (!value || part.size() > 4) return std::nullopt;
            out.push_back(static_cast<std::uint16_t>(*value));
        }
        return out;
    };
    auto head = groups(gap == std::string_view::npos ? text : text.substr(0, gap));
    auto tail = groups(gap == std::string_view::npos ? std::string_view{} : text.substr(gap + 2));
    if (!head || !tail) return std::nullopt;
    const auto given = head->size() + tail->size();
    if (gap == std::string_view::npos ? given != 8 : given > 7) return std::nullopt;
    head->resize(8 - tail->size(), 0);
    head->insert(head->end(), tail->begin(), tail->end());
    PackedAddress packed;
    for (auto group : *head) {
        packed.bytes.push_back(static_cast<std::uint8_t>(group >> 8));
        packed.bytes.push_back(static_cast<std::uint8_t>(group & 0xff));
    }
    return packed;
}

// Browsers hide a device's address behind "<random UUID>.local" (RFC 9562 layout: 8-4-4-4-12 hex digits).
std::optional<PackedAddress> mdns(std::string_view text) {
    constexpr std::string_view kSuffix = ".local";
    if (text.size() != 36 + kSuffix.size() || !equal_ignoring_case(text.substr(36), kSuffix)) return std::nullopt;
    PackedAddress packed{{}, true};
    std::string digits;
    for (std::size_t i = 0; i < 36; ++i) {
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash != (text[i] == '-')) return std::nullopt;
        if (!dash) digits += text[i];
    }
    for (std::size_t i = 0; i < 32; i += 2) {
        auto value = number(std::string_view(digits).substr(i, 2), 16, 256);
        if (!value) return std::nullopt;
        packed.bytes.push_back(static_cast<std::uint8_t>(*value));
    }
    return packed;
}

std::string hex(std::uint32_t value, int digits) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) out += kDigits[(value >> shift) & 0xf];
    return out;
}

}  // namespace

std::optional<PackedAddress> pack_address(std::string_view address) {
    if (auto packed = ipv4(address)) return packed;
    if (auto packed = mdns(address)) return packed;
    if (address.find(':') != std::string_view::npos) return ipv6(address);
    return std::nullopt;
}

std::string unpack_address(const PackedAddress& packed) {
    std::string text;
    if (packed.bytes.size() == 4) {
        for (auto b : packed.bytes) text += (text.empty() ? "" : ".") + std::to_string(b);
        return text;
    }
    if (packed.mdns) {
        for (std::size_t i = 0; i < packed.bytes.size(); ++i) {
            if (i == 4 || i == 6 || i == 8 || i == 10) text += '-';
            text += hex(packed.bytes[i], 2);
        }
        return text + ".local";
    }
    // RFC 5952, as browsers write it: groups without leading zeros, the longest run of two or more zero groups
    // (the first of equal runs) as "::".
    std::vector<std::uint16_t> groups;
    for (std::size_t i = 0; i < 16; i += 2)
        groups.push_back(static_cast<std::uint16_t>(packed.bytes[i] << 8 | packed.bytes[i + 1]));
    std::size_t best = 0, best_length = 0;
    for (std::size_t i = 0; i < 8;) {
        std::size_t length = 0;
        while (i + length < 8 && groups[i + length] == 0) ++length;
        if (length > best_length) best = i, best_length = length;
        i += std::max<std::size_t>(length, 1);
    }
    std::string out;
    for (std::size_t i = 0; i < 8; ++i) {
        if (best_length >= 2 && i == best) {
            out += "::";
            i += best_length - 1;
            continue;
        }
        if (!out.empty() && out.back() != ':') out += ':';
        const auto digits = hex(groups[i], 4);
        out += digits.substr(std::min(digits.find_first_not_of('0'), std::size_t{3}));
    }
    return out;
}

std::optional<std::array<std::uint8_t, 32>> parse_fingerprint(std::string_view value) {
    const auto space = value.find(' ');
    if (space == std::string_view::npos || !equal_ignoring_case(value.substr(0, space), "sha-256")) return std::nullopt;
    const auto parts = split(value.substr(space + 1), ':');
    if (parts.size() != 32) return std::nullopt;
    std::array<std::uint8_t, 32> digest{};
    for (std::size_t i = 0; i < 32; ++i) {
        auto byte = number(parts[i], 16, 256);
        if (!byte || parts[i].size() != 2) return std::nullopt;
        digest[i] = static_cast<std::uint8_t>(*byte);
    }
    return digest;
}

std::string format_fingerprint(const std::array<std::uint8_t, 32>& digest) {
    std::string text;
    for (auto b : digest) {
        if (!text.empty()) text += ':';
        for (char c : hex(b, 2)) text += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    return text;
}

std::optional<Candidate> parse_candidate(std::string_view value) {
    auto fields = split(value, ' ');
    std::erase(fields, std::string_view{});
    // foundation component transport priority address port "typ" type ...
    if (fields.size() < 8 || fields[1] != "1" || !equal_ignoring_case(fields[2], "udp") || fields[6] != "typ")
        return std::nullopt;
    const bool host = fields[7] == "host";
    if (!host && fields[7] != "srflx") return std::nullopt;
    auto port = number(fields[5], 10, 0x10000);
    if (!port || *port == 0 || !pack_address(fields[4])) return std::nullopt;
    return Candidate{std::string(fields[4]), static_cast<std::uint16_t>(*port), !host};
}

}  // namespace bb::live
