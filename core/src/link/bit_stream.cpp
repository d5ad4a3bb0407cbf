#include "battleboard/link/bit_stream.hpp"

#include <bit>

namespace bb::link {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int sextet_of(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

// A longer run of leading zeros would describe a number no field of a link can hold.
constexpr int kMaxGolombZeros = 32;

}  // namespace

void BitWriter::bits(std::uint64_t value, int count) {
    for (int i = count - 1; i >= 0; --i) bits_.push_back(((value >> i) & 1) != 0);
}

void BitWriter::golomb(std::uint64_t value, int k) {
    const std::uint64_t shifted = value + (std::uint64_t{1} << k);
    const int width = std::bit_width(shifted);
    bits(0, width - 1 - k);
    bits(shifted, width);
}

void BitWriter::signed_golomb(std::int64_t value, int k) {
    golomb(value < 0 ? (std::uint64_t(-(value + 1)) << 1) | 1 : std::uint64_t(value) << 1, k);
}

void BitWriter::below(std::uint64_t value, std::uint64_t count) {
    const int k = std::bit_width(count) - 1;
    const std::uint64_t short_codes = (std::uint64_t(2) << k) - count;
    if (value < short_codes)
        bits(value, k);
    else
        bits(value + short_codes, k + 1);
}

void BitWriter::append(const std::vector<std::uint8_t>& packed, std::uint64_t count) {
    for (std::uint64_t i = 0; i < count && i / 8 < packed.size(); ++i)
        bits_.push_back(((packed[i / 8] >> (7 - i % 8)) & 1) != 0);
}

std::vector<std::uint8_t> BitWriter::packed() const {
    std::vector<std::uint8_t> bytes((bits_.size() + 7) / 8, 0);
    for (std::size_t i = 0; i < bits_.size(); ++i)
        if (bits_[i]) bytes[i / 8] |= static_cast<std::uint8_t>(0x80 >> (i % 8));
    return bytes;
}

std::string BitWriter::base64url() const {
    std::string text;
    text.reserve((bits_.size() + 5) / 6);
    for (std::size_t i = 0; i < bits_.size(); i += 6) {
        int sextet = 0;
        for (std::size_t j = i; j < i + 6; ++j) sextet = (sextet << 1) | (j < bits_.size() && bits_[j] ? 1 : 0);
        text.push_back(kAlphabet[sextet]);
    }
    return text;
}

Result<BitReader> BitReader::from_base64url(std::string_view text, std::size_t first_number) {
    std::vector<std::uint8_t> sextets;
    sextets.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const int sextet = sextet_of(text[i]);
        if (sextet < 0) return make_error("character " + std::to_string(first_number + i) + " is not part of a link");
        sextets.push_back(static_cast<std::uint8_t>(sextet));
    }
    return BitReader(std::move(sextets));
}

std::uint64_t BitReader::bits(int count) {
    if (!ok()) return 0;
    if (static_cast<std::size_t>(count) > remaining()) {
        fail("truncated");
        return 0;
    }
    std::uint64_t value = 0;
    for (int i = 0; i < count; ++i, ++position_)
        value = (value << 1) | ((sextets_[position_ / 6] >> (5 - position_ % 6)) & 1);
    return value;
}

std::uint64_t BitReader::golomb(int k) {
    int zeros = 0;
    while (ok() && !flag()) {
        if (++zeros > kMaxGolombZeros) fail("a number is too long");
    }
    if (!ok()) return 0;
    // The 1 just read is the top bit of value + 2^k.
    const std::uint64_t shifted = (std::uint64_t{1} << (zeros + k)) | bits(zeros + k);
    return ok() ? shifted - (std::uint64_t{1} << k) : 0;
}

std::int64_t BitReader::signed_golomb(int k) {
    const std::uint64_t zigzag = golomb(k);
    return (zigzag & 1) ? -std::int64_t(zigzag >> 1) - 1 : std::int64_t(zigzag >> 1);
}

std::uint64_t BitReader::below(std::uint64_t count) {
    const int k = std::bit_width(count) - 1;
    const std::uint64_t short_codes = (std::uint64_t(2) << k) - count;
    const std::uint64_t value = bits(k);
    return value < short_codes ? value : ((value << 1) | bits(1)) - short_codes;
}

void BitReader::skip(std::uint64_t count) {
    if (!ok()) return;
    if (count > remaining()) return fail("truncated");
    position_ += static_cast<std::size_t>(count);
}

void BitReader::fail(std::string reason, std::size_t at_bit) {
    if (!ok()) return;
    error_ = std::move(reason);
    error_position_ = at_bit;
}

bool BitReader::at_clean_end() { return remaining() < 6 && bits(int(remaining())) == 0; }

}  // namespace bb::link
