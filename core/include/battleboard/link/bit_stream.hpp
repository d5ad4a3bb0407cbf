#pragma once
// The bits of a link: written most significant first and carried six to a character in the base64url alphabet
// (RFC 4648 section 5, no padding; the last character is filled with zero bits). Numbers are fixed-width or
// exp-Golomb codes, so small values take few bits and no length is ever spelt out.
#include "battleboard/result.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bb::link {

class BitWriter {
public:
    void bits(std::uint64_t value, int count);  // the low `count` bits of value, count 0..64
    void flag(bool on) { bits(on ? 1 : 0, 1); }
    // Exp-Golomb of order k: value + 2^k in binary, after as many zeros as it has bits beyond k + 1.
    void golomb(std::uint64_t value, int k);
    // Zigzag (0, -1, 1, -2, 2 ... -> 0, 1, 2, 3, 4 ...), then exp-Golomb.
    void signed_golomb(std::int64_t value, int k);
    // A value below `count` (at least 1) in truncated binary: the first 2^(k+1) - count values take k bits, the
    // rest k + 1, where 2^k <= count < 2^(k+1).
    void below(std::uint64_t value, std::uint64_t count);
    // The first `count` bits of `packed` (eight to a byte, most significant first), as packed() gives them.
    void append(const std::vector<std::uint8_t>& packed, std::uint64_t count);

    std::size_t size() const { return bits_.size(); }
    std::string base64url() const;
    std::vector<std::uint8_t> packed() const;  // eight bits to a byte, the last filled with zeros

private:
    std::vector<bool> bits_;
};

// Reads never fail loudly: the first problem (running out of bits, a malformed number, or whatever the
// caller reports through fail()) is kept with its bit position, and every later read returns 0.
class BitReader {
public:
    // Refuses any character outside the base64url alphabet, counting characters from `first_number`.
    static Result<BitReader> from_base64url(std::string_view text, std::size_t first_number = 1);

    std::uint64_t bits(int count);
    bool flag() { return bits(1) != 0; }
    std::uint64_t golomb(int k);
    std::int64_t signed_golomb(int k);
    std::uint64_t below(std::uint64_t count);
    void skip(std::uint64_t count);  // fails as a read past the end would

    bool ok() const { return error_.empty(); }
    void fail(std::string reason) { fail(std::move(reason), position_); }
    void fail(std::string reason, std::size_t at_bit);  // e.g. where a value that turned out wrong began
    const std::string& error() const { return error_; }
    std::size_t error_position() const { return error_position_; }  // in bits
    std::size_t position() const { return position_; }
    std::size_t remaining() const { return sextets_.size() * 6 - position_; }
    // The unread bits are the zero filling of the last character, and nothing more.
    bool at_clean_end();

private:
    explicit BitReader(std::vector<std::uint8_t> sextets) : sextets_(std::move(sextets)) {}

    std::vector<std::uint8_t> sextets_;
    std::size_t position_ = 0;
    std::string error_;
    std::size_t error_position_ = 0;
};

}  // namespace bb::link
