#include "battleboard/link/text_code.hpp"

#include "battleboard/link/limits.hpp"
#include "battleboard/link/utf8.hpp"

#include <array>

namespace bb::link::text_code {

namespace {

constexpr int kLengthOrder = 3;  // exp-Golomb order of a text's length in bytes

// Symbols 0..63 are these characters; symbol 64 is the escape, followed by one raw byte.
constexpr std::string_view kCharacters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -";
constexpr int kEscape = 64;
constexpr int kSymbols = 65;
// Code lengths from English letter frequencies (capitals by word-initial frequency), with space and hyphen
// as common as in labels and ids. The code is canonical: it follows from these lengths alone.
constexpr std::array<std::uint8_t, kSymbols> kCodeLengths = {
    4, 7, 6, 5, 3, 6, 6, 5, 4, 10, 7,  5, 6, 4, 4, 6, 10, 5, 5, 4, 6,  7,  6, 10, 6,  11,  // a-z
    7, 8, 8, 8, 9, 8, 9, 8, 9, 11, 11, 9, 8, 9, 7, 8, 12, 8, 7, 6, 10, 10, 8, 13, 10, 13,  // A-Z
    7, 7, 7, 9, 9, 9, 9, 9, 9, 9,                                                          // 0-9
    4, 4,                                                                                  // space, hyphen
    8,                                                                                     // escape
};
constexpr int kLongestCode = 13;

struct Code {
    std::array<std::uint32_t, kSymbols> code{};
    // Canonical decoding: symbols ordered by (length, symbol); per length the first code and its position.
    std::array<int, kSymbols> ordered{};
    std::array<std::uint32_t, kLongestCode + 1> first_code{}, count{}, first_position{};
};

const Code& code() {
    static const Code c = [] {
        Code built;
        int position = 0;
        std::uint32_t next = 0;
        for (int length = 1; length <= kLongestCode; ++length) {
            built.first_code[length] = next;
            built.first_position[length] = position;
            for (int symbol = 0; symbol < kSymbols; ++symbol) {
                if (kCodeLengths[symbol] != length) continue;
                built.code[symbol] = next++;
                built.ordered[position++] = symbol;
                ++built.count[length];
            }
            next <<= 1;
        }
        return built;
    }();
    return c;
}

std::size_t coded_bits(std::string_view text) {
    std::size_t bits = 0;
    for (char c : text) {
        const auto symbol = kCharacters.find(c);
        bits += symbol == std::string_view::npos ? kCodeLengths[kEscape] + 8 : kCodeLengths[symbol];
    }
    return bits;
}

int read_symbol(BitReader& in) {
    const Code& c = code();
    std::uint32_t value = 0;
    for (int length = 1; length <= kLongestCode && in.ok(); ++length) {
        value = (value << 1) | static_cast<std::uint32_t>(in.bits(1));
        if (value - c.first_code[length] < c.count[length])
            return c.ordered[c.first_position[length] + value - c.first_code[length]];
    }
    return kEscape;  // unreachable for a complete code; the caller sees in.ok() false when bits ran out
}

}  // namespace

void write(BitWriter& out, std::string_view text) {
    out.golomb(text.size(), kLengthOrder);
    if (text.empty()) return;
    const bool raw = text.size() * 8 < coded_bits(text);
    out.flag(raw);
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (raw) {
            out.bits(byte, 8);
            continue;
        }
        const auto symbol = kCharacters.find(c);
        if (symbol == std::string_view::npos) {
            out.bits(code().code[kEscape], kCodeLengths[kEscape]);
            out.bits(byte, 8);
        } else {
            out.bits(code().code[symbol], kCodeLengths[symbol]);
        }
    }
}

std::string read(BitReader& in) {
    const std::size_t start = in.position();
    const std::uint64_t length = in.golomb(kLengthOrder);
    if (in.ok() && length > kMaxStringBytes)
        in.fail("a text of " + std::to_string(length) + " bytes (at most " + std::to_string(kMaxStringBytes) + ")",
                start);
    if (!in.ok() || length == 0) return {};
    const bool raw = in.flag();
    std::string text;
    text.reserve(length);
    while (in.ok() && text.size() < length) {
        const int symbol = raw ? kEscape : read_symbol(in);
        text.push_back(symbol == kEscape ? static_cast<char>(in.bits(8)) : kCharacters[symbol]);
    }
    if (in.ok() && !is_utf8(text)) in.fail("a text that is not UTF-8", start);
    return in.ok() ? text : std::string();
}

}  // namespace bb::link::text_code
