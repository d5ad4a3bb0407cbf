#include "app/board/piece_label.hpp"

#include <doctest/doctest.h>

#include <string>

namespace {
// Ten pixels a character, spaces included.
float ten_per_character(std::string_view text) { return 10.0f * float(text.size()); }

std::vector<std::string> lines_of(std::string_view label, float room) {
    std::vector<std::string> lines;
    for (const auto line : app::break_label(label, room, ten_per_character)) lines.emplace_back(line);
    return lines;
}
}  // namespace

TEST_CASE("a piece's name is broken between words into lines no wider than the room") {
    CHECK(lines_of("Arcane Ruins", 200) == std::vector<std::string>{"Arcane Ruins"});
    CHECK(lines_of("Azyrite Shattered Plaza", 160) == std::vector<std::string>{"Azyrite", "Shattered Plaza"});
    CHECK(lines_of("Fences and Hedges", 100) == std::vector<std::string>{"Fences and", "Hedges"});
}

TEST_CASE("a word wider than the room is never split: every line may be as wide as the longest word") {
    // 63 px of room on a zoomed-out phone board, "Barricades" is 100 px.
    CHECK(lines_of("Barricades and Walls", 63) == std::vector<std::string>{"Barricades", "and Walls"});
    CHECK(lines_of("Stormvault", 20) == std::vector<std::string>{"Stormvault"});
}

TEST_CASE("spaces around and between words are not drawn as empty lines") {
    CHECK(lines_of("  Hill  ", 20) == std::vector<std::string>{"Hill"});
    CHECK(lines_of("", 100).empty());
}
