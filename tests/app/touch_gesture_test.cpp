// A finger is a tap, a scroll or a press, decided before the UI sees anything.
#include "app/input/touch_gesture.hpp"

#include <doctest/doctest.h>

using app::PointerFrame;
using app::TouchGesture;

namespace {
const auto kPanel = [](app::TouchPoint) { return false; };
const auto kBoard = [](app::TouchPoint) { return true; };

// Runs frames 16 ms apart from `ms`, giving every frame's pointer.
std::vector<PointerFrame> frames(TouchGesture& g, double& ms, int count, bool board = false) {
    std::vector<PointerFrame> out;
    for (int i = 0; i < count; ++i, ms += 16) out.push_back(g.next_frame(ms, board ? kBoard : kPanel));
    return out;
}

bool any_press(const std::vector<PointerFrame>& seen) {
    for (const auto& f : seen)
        if (f.down) return true;
    return false;
}
}  // namespace

TEST_CASE("a tap on a panel hovers a frame first, then presses and releases in place") {
    TouchGesture g;
    double ms = 0;
    g.finger_down(1, {100, 200}, ms);
    auto seen = frames(g, ms, 3);
    CHECK(seen[0].present);
    CHECK_FALSE(seen[0].down);  // the UI learns what is under the finger before any press
    CHECK_FALSE(any_press(seen));
    g.finger_up(1);
    seen = frames(g, ms, 4);
    CHECK(seen[0].down);
    CHECK(seen[0].at.x == 100);
    CHECK_FALSE(seen[1].down);
    CHECK(seen[1].present);
    CHECK_FALSE(seen[2].present);  // then no pointer: nothing stays hovered
    CHECK_FALSE(g.busy());
}

TEST_CASE("a finger that travels past the slop on a panel scrolls and never presses") {
    TouchGesture g;
    double ms = 0;
    g.finger_down(1, {100, 300}, ms);
    auto seen = frames(g, ms, 2);
    float scrolled = 0;
    for (int i = 1; i <= 10; ++i) {
        g.finger_move(1, {100, 300 - 6.0f * i});
        for (const auto& f : frames(g, ms, 1)) {
            scrolled += f.scroll.y;
            seen.push_back(f);
        }
    }
    g.finger_up(1);
    for (const auto& f : frames(g, ms, 3)) seen.push_back(f);
    CHECK_FALSE(any_press(seen));
    CHECK(scrolled == doctest::Approx(-60));
}

TEST_CASE("a still finger held on a panel presses after the hold, then drags") {
    TouchGesture g;
    double ms = 0;
    g.finger_down(1, {50, 50}, ms);
    auto seen = frames(g, ms, 10);  // 160 ms: not yet
    CHECK_FALSE(any_press(seen));
    seen = frames(g, ms, 30);  // past the hold
    CHECK(any_press(seen));
    g.finger_move(1, {90, 50});
    seen = frames(g, ms, 1);
    CHECK(seen[0].down);
    CHECK(seen[0].at.x == 90);
}

TEST_CASE("a slow frame does not turn the start of a scroll into a press") {
    TouchGesture g;
    double ms = 0;
    g.finger_down(1, {50, 50}, ms);
    frames(g, ms, 1);
    ms += 600;  // that frame took 600 ms; the finger's moves arrive only after the next one starts
    CHECK_FALSE(frames(g, ms, 1)[0].down);
    g.finger_move(1, {50, 90});
    const auto seen = frames(g, ms, 2);
    CHECK_FALSE(any_press(seen));
    CHECK(seen[0].scroll.y == 40);
}

TEST_CASE("a finger on the board presses at once and drags") {
    TouchGesture g;
    double ms = 0;
    g.finger_down(1, {50, 50}, ms);
    auto seen = frames(g, ms, 2, true);
    CHECK_FALSE(seen[0].down);
    CHECK(seen[1].down);
    g.finger_move(1, {80, 60});
    seen = frames(g, ms, 1, true);
    CHECK(seen[0].down);
    CHECK(seen[0].at.y == 60);
}

TEST_CASE("two fingers pinch and release any press") {
    TouchGesture g;
    double ms = 0;
    g.finger_down(1, {100, 100}, ms);
    frames(g, ms, 2, true);
    g.finger_down(2, {200, 100}, ms);
    auto seen = frames(g, ms, 1, true);
    CHECK_FALSE(seen[0].down);
    g.finger_move(1, {50, 100});
    g.finger_move(2, {250, 100});
    seen = frames(g, ms, 1, true);
    REQUIRE(g.pinch());
    CHECK(g.pinch()->spread == doctest::Approx(200));
    CHECK(g.pinch()->previous_spread == doctest::Approx(100));
    CHECK(g.pinch()->centre.x == doctest::Approx(150));
    g.finger_up(1);
    g.finger_up(2);
    seen = frames(g, ms, 2, true);
    CHECK_FALSE(any_press(seen));
    CHECK_FALSE(g.busy());
}
