// Which text field a finger was lifted over, from the last frame's fields and windows (app/text_field_map.hpp).
#include "app/input/text_field_map.hpp"

#include <doctest/doctest.h>

using app::FieldRect;
using app::TextFieldMap;

namespace {
constexpr std::uint32_t kPanel = 1, kShareWindow = 2, kName = 10, kWidth = 11, kSlider = 12, kHidden = 13;

// A panel with a name field, a number field and a slider, one field scrolled out of view, and a window over part of it.
TextFieldMap frame_with_window_over_panel() {
    TextFieldMap map;
    map.start_frame();
    map.add_window(kPanel, {0, 400, 390, 844});
    map.add_field(kName, kPanel, {10, 420, 380, 464}, {10, 420, 380, 464});
    map.add_field(kWidth, kPanel, {10, 480, 190, 524}, {10, 480, 190, 524});
    map.add_field(kSlider, kPanel, {10, 540, 380, 584}, {10, 540, 380, 584});
    map.add_field(kHidden, kPanel, {10, 900, 380, 944}, {10, 900, 380, 844});
    map.add_window(kShareWindow, {200, 470, 390, 600});
    return map;
}
}  // namespace

TEST_CASE("a finger over a text field finds it, and says whether it takes a number once ImGui has shown it") {
    auto map = frame_with_window_over_panel();
    CHECK_FALSE(map.hit(50, 500)->number);  // not yet active: taken for text
    map.learn_number(kWidth, true);         // ImGui ran it, active, with a number filter
    map.learn_number(kName, false);
    const auto name = map.hit(50, 440);
    REQUIRE(name);
    CHECK(name->id == kName);
    CHECK_FALSE(name->number);
    const auto width = map.hit(50, 500);
    REQUIRE(width);
    CHECK(width->id == kWidth);
    CHECK(width->number);
    CHECK(map.find(kWidth)->number);
    // Learned for good: the next frame's field, and so the next tap, takes numbers from the start.
    map.start_frame();
    map.add_window(kPanel, {0, 400, 390, 844});
    map.add_field(kWidth, kPanel, {10, 480, 190, 524}, {10, 480, 190, 524});
    CHECK(map.hit(50, 500)->number);
}

TEST_CASE("a field under another window, outside its window's view or beside it is not hit") {
    const auto map = frame_with_window_over_panel();
    CHECK_FALSE(map.hit(300, 440 + 60));  // the share window covers this part of the panel
    CHECK_FALSE(map.hit(50, 850));        // the scrolled-out field lies below the panel's edge
    CHECK_FALSE(map.hit(50, 470));        // between two fields
    CHECK_FALSE(map.hit(50, 100));        // no window there at all
}

TEST_CASE("an item the pointer showed to be a drag field or slider is never taken for a text field") {
    auto map = frame_with_window_over_panel();
    CHECK(map.hit(50, 560));  // never pointed at: taken for a text field
    map.learn(kSlider, false);
    CHECK_FALSE(map.hit(50, 560));
    map.learn(kName, true);
    CHECK(map.hit(50, 440));
    // What was learned outlives the frame; the fields and windows do not.
    map.start_frame();
    CHECK_FALSE(map.hit(50, 440));
    map.add_window(kPanel, {0, 400, 390, 844});
    map.add_field(kSlider, kPanel, {10, 540, 380, 584}, {10, 540, 380, 584});
    CHECK_FALSE(map.hit(50, 560));
}
