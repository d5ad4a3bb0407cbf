#include "battleboard/rules/key_table.hpp"

#include <doctest/doctest.h>

#include <random>
#include <unordered_map>

using bb::rules::KeyTable;

TEST_CASE("key table: finds what was kept, and nothing else, as it grows") {
    KeyTable<int> table;
    std::unordered_map<std::uint64_t, int> kept;
    std::mt19937_64 random(7);
    for (int i = 0; i < 20000; ++i) {
        // Keys alike in their low bits, as the sight map's are (piece, facts, class and lines packed together).
        const std::uint64_t key = i % 3 == 0 ? random() : static_cast<std::uint64_t>(i % 97) << 48 | (i & 0xff);
        if (kept.count(key) != 0) continue;
        kept.emplace(key, i);
        table.insert(key, i);
    }
    for (const auto& [key, value] : kept) {
        const int* found = table.find(key);
        REQUIRE(found != nullptr);
        CHECK(*found == value);
    }
    int missing = 0;
    for (int i = 0; i < 5000; ++i) {
        const std::uint64_t key = random();
        missing += kept.count(key) == 0 && table.find(key) == nullptr;
    }
    CHECK(missing == 5000);
}

TEST_CASE("key table: the key that marks a free slot is kept too") {
    KeyTable<char> table;
    const std::uint64_t all_ones = ~std::uint64_t{0};
    CHECK(table.find(all_ones) == nullptr);
    CHECK(table.find(0) == nullptr);
    table.insert(all_ones, 'x');
    table.insert(0, 'y');
    REQUIRE(table.find(all_ones) != nullptr);
    CHECK(*table.find(all_ones) == 'x');
    REQUIRE(table.find(0) != nullptr);
    CHECK(*table.find(0) == 'y');
}

TEST_CASE("key table: emptied, it forgets every key and takes new ones") {
    KeyTable<int> table;
    for (std::uint64_t key = 0; key < 3000; ++key) table.insert(key * 7919, static_cast<int>(key));
    table.insert(~std::uint64_t{0}, -1);
    table.clear();
    int found = 0;
    for (std::uint64_t key = 0; key < 3000; ++key) found += table.find(key * 7919) != nullptr;
    CHECK(found == 0);
    CHECK(table.find(~std::uint64_t{0}) == nullptr);
    table.insert(7919, 42);
    REQUIRE(table.find(7919) != nullptr);
    CHECK(*table.find(7919) == 42);
}
