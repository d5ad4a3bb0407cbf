#include "battleboard/link/bit_stream.hpp"

#include <doctest/doctest.h>

using namespace bb::link;

namespace {

// The written bits as '0'/'1' text, through the base64url form (padding zeros included).
std::string bit_text(const BitWriter& writer) {
    auto reader = BitReader::from_base64url(writer.base64url());
    REQUIRE(reader.ok());
    std::string text;
    for (std::size_t i = 0; i < writer.size(); ++i) text += reader->bits(1) ? '1' : '0';
    return text;
}

}  // namespace

TEST_CASE("exp-Golomb codes spend few bits on small numbers") {
    auto code = [](std::uint64_t value, int k) {
        BitWriter w;
        w.golomb(value, k);
        return bit_text(w);
    };
    CHECK(code(0, 0) == "1");
    CHECK(code(1, 0) == "010");
    CHECK(code(2, 0) == "011");
    CHECK(code(3, 0) == "00100");
    CHECK(code(0, 2) == "100");
    CHECK(code(4, 2) == "01000");
    CHECK(code(0xffffffffu, 0).size() == 65);
}

TEST_CASE("signed numbers zigzag: small magnitudes of either sign stay short") {
    auto code = [](std::int64_t value) {
        BitWriter w;
        w.signed_golomb(value, 0);
        return bit_text(w);
    };
    CHECK(code(0) == "1");
    CHECK(code(-1) == "010");
    CHECK(code(1) == "011");
    CHECK(code(-2) == "00100");
}

TEST_CASE("bits travel six to a base64url character, the last one padded with zeros") {
    BitWriter w;
    w.bits(0, 6);
    w.bits(63, 6);
    w.bits(62, 6);
    w.bits(1, 1);
    CHECK(w.base64url() == "A_-g");
}

TEST_CASE("what is written reads back, and reading past the end fails once, with its position") {
    BitWriter w;
    w.bits(5, 3);
    w.golomb(1000, 3);
    w.signed_golomb(-77, 1);
    w.flag(true);
    auto r = BitReader::from_base64url(w.base64url());
    REQUIRE(r.ok());
    CHECK(r->bits(3) == 5);
    CHECK(r->golomb(3) == 1000);
    CHECK(r->signed_golomb(1) == -77);
    CHECK(r->flag());
    CHECK(r->ok());
    CHECK(r->at_clean_end());
    CHECK(r->bits(8) == 0);
    CHECK_FALSE(r->ok());
    CHECK(r->error() == "truncated");
    CHECK(r->error_position() == w.size() + (6 - w.size() % 6) % 6);
}

TEST_CASE("damaged bits are refused") {
    CHECK(BitReader::from_base64url("AB!C", 5).error().message == "character 7 is not part of a link");
    SUBCASE("a run of zeros longer than any number a link holds") {
        auto r = BitReader::from_base64url("AAAAAAAAAAAA");
        r->golomb(0);
        CHECK(r->error() == "a number is too long");
    }
    SUBCASE("stray bits after the end") {
        auto r = BitReader::from_base64url("B");  // 000001
        CHECK_FALSE(r->at_clean_end());
    }
}
