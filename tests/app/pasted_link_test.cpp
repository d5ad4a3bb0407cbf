// Finding a Battleboard link in text pasted from a chat (app/pasted_link.hpp).
#include "app/saves/pasted_link.hpp"

#include <doctest/doctest.h>

using app::link_in;

TEST_CASE("a link's fragment is found in an address, alone or in a sentence") {
    CHECK(link_in("https://boards.example/app/#bb6.AbC-_9") == "bb6.AbC-_9");
    CHECK(link_in("Our table: https://boards.example/#bb6.AbC-_9&turned. See you!") == "bb6.AbC-_9&turned");
    CHECK(link_in("  https://boards.example/#bb6.AbC\n") == "bb6.AbC");
    CHECK(link_in("<https://boards.example/#bb6.xyz>") == "bb6.xyz");
    CHECK(link_in("(https://boards.example/#bb6.xyz)") == "bb6.xyz");
}

TEST_CASE("the setup's code alone is a link") {
    CHECK(link_in("bb6.AbC-_9") == "bb6.AbC-_9");
    CHECK(link_in("code: bb5.QQQ") == "bb5.QQQ");
}

TEST_CASE("text without a link gives nothing; a damaged link is still given, for the decoder to refuse") {
    CHECK_FALSE(link_in(""));
    CHECK_FALSE(link_in("see you at the club on Thursday"));
    CHECK_FALSE(link_in("https://boards.example/#"));
    CHECK_FALSE(link_in("rabbb6"));  // "bb" inside a word
    CHECK(link_in("https://boards.example/#bb6.A%%%") == "bb6.A%%%");
}
