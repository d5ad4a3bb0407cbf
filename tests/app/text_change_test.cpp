// What an edit made with the phone's keyboard does to the field it types into (app/text_change.hpp).
#include "app/input/text_change.hpp"

#include <doctest/doctest.h>

using app::change_for;
using app::TextChange;

namespace {
std::u32string apply(std::u32string field, const TextChange& c) {
    return field.replace(c.from, c.to - c.from, c.insert);
}
}  // namespace

TEST_CASE("an edit of the text the field holds leaves the field holding exactly what the keyboard shows") {
    struct Edit {
        const char* what;
        std::u32string before, after;
        std::size_t caret;
    };
    const Edit edits[] = {
        {"typed letters", U"Ann", U"Anne", 4},
        {"backspace (deleteContentBackward)", U"Anne", U"Ann", 3},
        {"autocorrect (insertReplacementText)", U"Teh tower", U"The tower", 3},
        {"swipe typing a word", U"Ruined ", U"Ruined tower ", 13},
        {"a composed accent", U"Cafe", U"Caf\u00e9", 4},
        {"CJK composition", U"\u304b", U"\u6f22\u5b57", 2},
        {"paste over a selection", U"old name", U"new name", 3},
        {"everything deleted", U"Bob", U"", 0},
    };
    for (const auto& e : edits) {
        CAPTURE(e.what);
        CHECK(apply(e.before, change_for(e.before, 0, e.before, e.after, e.caret)) == e.after);
    }
}

TEST_CASE("a change among repeated letters is placed at the caret") {
    // "a|aa" + 'a': the new letter goes where the caret was, not at the end.
    CHECK(change_for(U"aaa", 1, U"aaa", U"aaaa", 2) == TextChange{1, 1, U"a"});
    // Backspace after the first 'a' of three removes that one.
    CHECK(change_for(U"aaa", 1, U"aaa", U"aa", 0) == TextChange{0, 1, U""});
}

TEST_CASE("typed into a copy that had not caught up with the field: only the typed text goes in, at the cursor") {
    // The agent still showed nothing when "x" was typed; the field already held "Ann" with its cursor at the end.
    CHECK(change_for(U"Ann", 3, U"", U"x", 1) == TextChange{3, 3, U"x"});
    // A deletion the keyboard made of text the field does not hold deletes nothing of the field's.
    CHECK(change_for(U"12", 2, U"12x", U"12", 2) == TextChange{2, 2, U""});
    // The field refused a letter ("12x" stayed "12"); the next digit still arrives.
    CHECK(apply(U"12", change_for(U"12", 2, U"12x", U"12x3", 4)) == U"123");
}

TEST_CASE("a caret that moved without any text changing changes nothing") {
    CHECK(change_for(U"Ann", 1, U"Ann", U"Ann", 3) == TextChange{3, 3, U""});
}
