// Links come from anyone: damaged or forged ones must give a message, never a crash or a big allocation.
#include "battleboard/link/bit_stream.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/link/text_code.hpp"

#include <doctest/doctest.h>

#include <atomic>
#include <cstdlib>
#include <functional>
#include <new>
#include <optional>

// Records the largest single allocation the program asks for, so tests can bound what decoding allocates.
namespace {
std::atomic<std::size_t> largest_allocation{0};
}

namespace {
void* counted_malloc(std::size_t size) {
    std::size_t seen = largest_allocation.load();
    while (size > seen && !largest_allocation.compare_exchange_weak(seen, size)) {
    }
    return std::malloc(size == 0 ? 1 : size);
}
}  // namespace

void* operator new(std::size_t size) {
    if (void* p = counted_malloc(size)) return p;
    throw std::bad_alloc();
}
// The nothrow form too (std::stable_sort's buffer uses it): every block freed here must come from malloc.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return counted_malloc(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

using namespace bb;

namespace {

model::Battlefield rich_setup() {
    model::Battlefield b;
    b.system_id = "wh40k10";
    b.rules_edition = "2024";
    b.add_piece({0, "ruins", "Ruins", geo::rectangle(10, 6), {10.5, 12.25}, 0, 5, 3});
    b.add_piece({0, "ruins", "Tower", {{{-2, -2}, {2, -2}, {0, 3.5}}}, {-4, 50}, 270, 6.5, 4});
    b.pieces[1].rolls = {{"ruin-state", {3, 5}, 8}};
    b.pieces[1].attributes = {{"occupant", "Ork Boyz"}};
    b.add_piece({0, "crater", "Крater", geo::ellipse(6, 6, 12), {30, 10}, 15, 0, 1});
    b.add_objective({0, "A", {22, 6}});
    b.add_objective({0, "B", {22, 54}, 6});
    b.territories.push_back({"Attacker", {{{0, 0}, {44, 0}, {44, 12}, {0, 12}}}});
    return b;
}

// A hand-made payload: system "e", referring to nothing, then what `write` adds from the text table on.
std::string forged(const std::function<void(link::BitWriter&)>& write) {
    link::BitWriter w;
    link::text_code::write(w, "e");
    w.flag(false);
    write(w);
    return "bb6." + w.base64url();
}

// One text "e", the edition and battleplan references (0 bits each with one text), a 60" x 44" board.
void header(link::BitWriter& w) {
    w.golomb(1, 2);
    w.golomb(1, 3), w.flag(false), w.bits(0, 3);  // "e", the shortest Huffman code: 000
    w.bits(479, 11), w.bits(351, 11);
    w.flag(true);  // positions on the board
}

std::string decode_error(const std::string& text) {
    largest_allocation = 0;
    auto result = link::decode(text);
    CHECK(largest_allocation.load() < 64 * 1024);
    REQUIRE_FALSE(result.ok());
    return result.error().message;
}

}  // namespace

TEST_CASE("the forged header decodes as an empty table") {
    auto b = link::decode(forged([](auto& w) {
        header(w);
        w.golomb(0, 2), w.golomb(0, 0), w.golomb(0, 0);  // no pieces, objectives or territories
        w.flag(false);                                   // no battle state
    }));
    REQUIRE_MESSAGE(b.ok(), b.error().message);
    CHECK(b->system_id == "e");
    CHECK(b->width == 60);
}

TEST_CASE("every truncation of a link is an error, not a crash") {
    const std::string text = link::encode(rich_setup()).value();
    for (std::size_t n = 0; n < text.size(); ++n) {
        CAPTURE(n);
        const std::string message = decode_error(text.substr(0, n));
        CHECK(message.find(n < 4 ? "not a Battleboard link" : "This link is damaged") != std::string::npos);
    }
    CHECK(decode_error(text.substr(0, 30)).find("truncated at character") != std::string::npos);
}

TEST_CASE("extra or changed characters never crash the decoder") {
    const std::string text = link::encode(rich_setup()).value();
    // The extra data begins in the last character's filling bits, or in the added character when there were none.
    auto after_end = [](std::size_t character) {
        return "This link is damaged (unexpected data after the end at character " + std::to_string(character) + ").";
    };
    const std::string extra = decode_error(text + "A");
    CHECK((extra == after_end(text.size()) || extra == after_end(text.size() + 1)));
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    int decoded = 0;
    for (std::size_t i = 4; i < text.size(); ++i) {
        for (char c : alphabet) {
            std::string changed = text;
            changed[i] = c;
            largest_allocation = 0;
            decoded += link::decode(changed).ok();
            CHECK(largest_allocation.load() < 64 * 1024);
        }
    }
    CHECK(decoded > 0);  // the link itself, at least
}

TEST_CASE("forged counts and lengths are refused before anything is allocated for them") {
    CHECK(decode_error(forged([](auto& w) { w.golomb(1'000'000'000, 2); })) ==
          "This link is damaged (1000000000 texts (0 to 8192 allowed) at character 6).");
    CHECK(decode_error(forged([](auto& w) {
              w.golomb(1, 2), w.golomb(4'000'000'000, 3);
          })).find("a text of 4000000000 bytes (at most 128)") != std::string::npos);
    CHECK(decode_error(forged([](auto& w) {
              header(w);
              w.golomb(600, 2);
          })).find("600 pieces (0 to 512 allowed)") != std::string::npos);
    CHECK(decode_error(forged([](auto& w) {
              header(w);
              w.golomb(2, 2), w.golomb(5, 0);  // 2 pieces of 6 kinds
          })).find("6 kinds of piece (1 to 2 allowed)") != std::string::npos);
    CHECK(decode_error(forged([](auto& w) {
              header(w);
              w.golomb(1, 2), w.golomb(0, 0);        // one kind
              w.bits(2, 2), w.golomb(1'000'000, 2);  // a polygon of a million points
          })).find("1000003 polygon points (3 to 256 allowed)") != std::string::npos);
    CHECK(decode_error(forged([](auto& w) {
              header(w);
              w.golomb(0, 2), w.golomb(0, 0), w.golomb(17, 0);
          })).find("17 territories (0 to 16 allowed)") != std::string::npos);
    CHECK(decode_error(forged([](auto& w) {
              header(w);
              w.golomb(512, 2), w.golomb(0, 0);  // 512 pieces promised, one kind, then nothing
          })).find("truncated at character") != std::string::npos);
    CHECK(decode_error(forged([](auto& w) { w.bits(0, 60); })).find("a number is too long") != std::string::npos);
}

TEST_CASE("forged values are refused") {
    // A 1" square kind, one piece of it placed at a corner of the board; `extras` lists what differs, when given.
    auto one_piece = [](std::optional<std::uint32_t> extras, const std::function<void(link::BitWriter&)>& rest) {
        return forged([&](auto& w) {
            header(w);
            w.golomb(1, 2), w.golomb(0, 0);                // one piece, one kind
            w.bits(0, 2), w.golomb(7, 4), w.golomb(7, 4);  // kind "e": a 1" square
            w.signed_golomb(0, 3), w.golomb(1, 0);         // height 0, 1 level
            w.golomb(extras ? 1 : 0, 0);                   // pieces that differ from their kind
            if (extras) w.golomb(0, 0);
            w.below(0, 481ull * 353 * 360);  // placement
            if (extras) w.bits(*extras, 6);
            rest(w);
            w.golomb(0, 0), w.golomb(0, 0), w.flag(false);
        });
    };
    CHECK(link::decode(one_piece(std::nullopt, [](auto&) {})).ok());
    CHECK(decode_error(one_piece(0, [](auto&) {})).find("a piece that lists no changes") != std::string::npos);
    CHECK(decode_error(one_piece(1,
                                 [](auto& w) {        // attributes
                                     w.golomb(1, 0);  // two, both "e" = "e"
                                 }))
              .find("an attribute given twice") != std::string::npos);
    CHECK(decode_error(one_piece(2,
                                 [](auto& w) {  // rolls
                                     w.golomb(0, 0), w.golomb(1, 0),
                                         w.signed_golomb(1 << 22, 2);  // one roll, one huge face
                                 }))
              .find("a die value out of range") != std::string::npos);
    // Off the board's grid, a piece's rotation travels in bits of its own.
    CHECK(decode_error(forged([](auto& w) {
              w.golomb(1, 2), w.golomb(1, 3), w.flag(false), w.bits(0, 3);  // "e"
              w.bits(479, 11), w.bits(351, 11), w.flag(false);              // positions anywhere
              w.golomb(1, 2), w.golomb(0, 0);
              w.bits(0, 2), w.golomb(7, 4), w.golomb(7, 4), w.signed_golomb(0, 3), w.golomb(1, 0);
              w.golomb(0, 0);
              w.signed_golomb(8, 6), w.signed_golomb(8, 6), w.bits(400, 9);
          })).find("a rotation over 359 degrees") != std::string::npos);
    CHECK(decode_error(forged([](auto& w) {
              w.golomb(1, 2), w.golomb(1, 3), w.flag(true), w.bits(0xff, 8);  // a raw text of byte 0xff
          })).find("a text that is not UTF-8") != std::string::npos);
}

// A hand-made payload: the empty table of the header, no pieces, objectives or territories, then what `rest` writes.
std::string forged_after_territories(const std::function<void(link::BitWriter&)>& rest) {
    return forged([&](link::BitWriter& w) {
        header(w);
        w.golomb(0, 2), w.golomb(0, 0), w.golomb(0, 0);
        rest(w);
    });
}

// The game system's state after the territories, as its bytes (not in its plugin's layout).
std::string forged_state(const std::function<void(link::BitWriter&)>& state) {
    return forged_after_territories([&](link::BitWriter& w) {
        w.flag(true), w.flag(false);
        state(w);
    });
}

TEST_CASE("the game system's state follows the territories, and is checked") {
    SUBCASE("no state") {
        auto b = link::decode(forged_after_territories([](auto& w) { w.flag(false); }));
        REQUIRE_MESSAGE(b.ok(), b.error().message);
        CHECK(b->plugin_state.empty());
    }
    SUBCASE("a state of three bytes, kept exactly") {
        auto b = link::decode(forged_state([](auto& w) {
            w.golomb(2, 0), w.golomb(3, 5);
            w.flag(false), w.flag(true), w.bits(0xff, 8), w.flag(true), w.bits(0x7a, 8);  // 0, 255, 122
        }));
        REQUIRE_MESSAGE(b.ok(), b.error().message);
        CHECK(b->plugin_state.version == 2);
        CHECK(b->plugin_state.data == std::vector<std::uint8_t>{0x00, 0xff, 0x7a});
    }
    SUBCASE("a state in its plugin's layout needs the plugin") {
        CHECK(decode_error(forged_after_territories([](auto& w) { w.flag(true), w.flag(true), w.bits(5, 3); })) ==
              "This link holds a battle state that only the \"e\" game system's plugin reads.");
    }
    CHECK(decode_error(forged_state([](auto& w) {
              w.golomb(1, 0), w.golomb(5000, 5);
          })).find("5000 bytes of the game system's state (0 to 4096 allowed)") != std::string::npos);
    CHECK(decode_error(forged_state([](auto& w) {
              w.golomb(1, 0), w.golomb(4000, 5), w.flag(true), w.bits(1, 8);  // claims 4000 bytes, holds one
          })).find("the game system's state cut short") != std::string::npos);
    SUBCASE("a state too big for a link is refused when the link is made") {
        model::Battlefield b;
        b.plugin_state = {1, std::vector<std::uint8_t>(5000, 7)};
        CHECK(link::encode(b).error().message.find("bytes of the game system's state: 5000 (0 to 4096 allowed)") !=
              std::string::npos);
    }
}

namespace {

// One empty text (every reference 0 bits), a board `side` eighths square, positions on the board.
void header6(link::BitWriter& w, std::uint32_t side = 480) {
    w.golomb(1, 2), link::text_code::write(w, "");
    w.bits(side - 1, 11), w.bits(side - 1, 11);
    w.flag(true);
}

// One kind of rectangular piece, as `pieces` pieces.
void one_kind(link::BitWriter& w, std::uint32_t pieces) {
    w.golomb(pieces, 2), w.golomb(0, 0);
    w.bits(0, 2), w.golomb(7, 4), w.golomb(7, 4), w.signed_golomb(0, 3), w.golomb(1, 0);
}

}  // namespace

TEST_CASE("forged front-coded texts, lists of differing pieces and rectangular zones are refused") {
    auto texts = [](const std::string& first, std::uint32_t shared, const std::string& rest) {
        return decode_error(forged([&](auto& w) {
            w.golomb(2, 2), link::text_code::write(w, first), w.golomb(shared, 0), link::text_code::write(w, rest);
        }));
    };
    CHECK(texts("ab", 3, "c").find("3 bytes shared with a text (0 to 2 allowed)") != std::string::npos);
    CHECK(texts("\xD0\x96", 1, "").find("a text that is not UTF-8") != std::string::npos);  // half of "Ж"
    CHECK(texts(std::string(128, 'a'), 128, "b").find("a text of 129 bytes (at most 128)") != std::string::npos);
    // Two pieces, the second after a gap of one: there is no third piece to differ.
    CHECK(decode_error(forged([](auto& w) {
              header6(w), one_kind(w, 2);
              w.golomb(2, 0), w.golomb(1, 0), w.golomb(0, 0);
          })).find("more pieces that differ from their kind than there are pieces") != std::string::npos);
    CHECK(decode_error(forged([](auto& w) {
              header6(w), one_kind(w, 2);
              w.golomb(1, 0), w.golomb(2, 0);
          })).find("2 pieces skipped before one that differs (0 to 1 allowed)") != std::string::npos);
    // A rectangle in half inches on a board a quarter of an inch wide.
    CHECK(decode_error(forged([](auto& w) {
              header6(w, 2);
              w.golomb(0, 2), w.golomb(0, 0);              // no pieces or objectives
              w.golomb(1, 0), w.flag(true), w.flag(true);  // a zone on the grid, a rectangle
              w.bits(0, 3);
          })).find("a rectangular zone on a board too small for it") != std::string::npos);
    // The same rectangle in eighths opens, as its four corners in the order given.
    const auto zone = link::decode(forged([](auto& w) {
        header6(w, 2);
        w.golomb(0, 2), w.golomb(0, 0);
        w.golomb(1, 0), w.flag(false), w.flag(true);
        w.bits(5, 3), w.below(0, 2), w.below(0, 2), w.below(1, 2), w.below(0, 1);  // from the high corner, backwards
        w.flag(false);                                                             // no battle state
    }));
    REQUIRE_MESSAGE(zone.ok(), zone.error().message);
    REQUIRE(zone->territories.size() == 1);
    const std::vector<geo::Vec2> corners{{0.125, 0.25}, {0.125, 0.125}, {0, 0.125}, {0, 0.25}};
    CHECK(zone->territories[0].area.points == corners);
}
