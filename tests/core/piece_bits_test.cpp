#include "battleboard/rules/piece_bits.hpp"

#include <doctest/doctest.h>

#include <random>
#include <set>
#include <vector>

using bb::rules::PieceBits;

TEST_CASE("piece bits: visits the pieces in one set and in either of two others, in order, past 64 pieces") {
    const std::size_t pieces = 150;
    std::mt19937 random(11);
    PieceBits a(pieces), b(pieces), c(pieces);
    std::set<std::size_t> in_a, in_b, in_c;
    for (std::size_t p = 0; p < pieces; ++p) {
        if (random() % 2) a.set(p), in_a.insert(p);
        if (random() % 3 == 0) b.set(p), in_b.insert(p);
        if (random() % 3 == 0) c.set(p), in_c.insert(p);
    }
    std::vector<std::size_t> expected, visited;
    for (const std::size_t p : in_a)
        if (in_b.count(p) || in_c.count(p)) expected.push_back(p);
    PieceBits::for_each_in_either(a, b, c, [&](std::size_t p) {
        visited.push_back(p);
        return true;
    });
    CHECK(visited == expected);
    REQUIRE(expected.size() > 2);
    visited.clear();
    a.for_each([&](std::size_t p) { visited.push_back(p); });
    CHECK(visited == std::vector<std::size_t>(in_a.begin(), in_a.end()));

    // Stopped by the visitor, and free to change the sets as it goes.
    visited.clear();
    PieceBits::for_each_in_either(a, b, c, [&](std::size_t p) {
        b.reset(p);
        c.reset(p);
        visited.push_back(p);
        return visited.size() < 2;
    });
    CHECK(visited == std::vector<std::size_t>(expected.begin(), expected.begin() + 2));
    CHECK_FALSE(b.test(expected[0]));
    CHECK_FALSE(c.test(expected[1]));
    CHECK(a.test(expected[0]));
}

TEST_CASE("piece bits: all set, cleared") {
    PieceBits a(70), all(70);
    a.set(3);
    a.set(69);
    all.set_all();
    std::vector<std::size_t> visited;
    PieceBits::for_each_in_either(a, all, all, [&](std::size_t p) {
        visited.push_back(p);
        return true;
    });
    CHECK(visited == std::vector<std::size_t>{3, 69});
    all.clear();
    visited.clear();
    PieceBits::for_each_in_either(a, all, all, [&](std::size_t p) {
        visited.push_back(p);
        return true;
    });
    CHECK(visited.empty());
}
