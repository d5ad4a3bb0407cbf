#pragma once
// Tells a finger's tap from a scroll from a drag before the UI sees any press. A finger that lands on a
// panel is held back: it becomes a tap when lifted in place, a scroll when it travels past a small slop, and a
// press (to drag a slider or a field) only after a deliberate hold. A finger that lands on something dragged
// at once (the board) is pressed straight away. Two fingers are a pinch, never a press.
// Pure logic, no UI library: touch_input feeds it the platform's finger events and applies what it decides.
#include <functional>
#include <optional>

namespace app {

struct TouchPoint {
    float x = 0, y = 0;
};

// What the UI's pointer should be this frame.
struct PointerFrame {
    bool present = false;  // false: no pointer at all (no hover, no tooltip)
    TouchPoint at;
    bool down = false;
    TouchPoint scroll;  // finger travel to scroll by this frame (points)
};

struct Pinch {
    TouchPoint centre, previous_centre;
    float spread = 0, previous_spread = 0;  // distance between the fingers
};

class TouchGesture {
public:
    static constexpr float kSlop = 10;      // points a finger may wander and still tap
    static constexpr double kHoldMs = 400;  // a still finger held this long presses

    void finger_down(long id, TouchPoint at, double ms);
    void finger_move(long id, TouchPoint at);
    void finger_up(long id);

    // Once a frame, before the UI reads its input. `direct(at)` says whether a press there acts at once.
    PointerFrame next_frame(double ms, const std::function<bool(TouchPoint)>& direct);

    // While two fingers are down: where they are now and at the previous frame.
    std::optional<Pinch> pinch() const { return pinch_; }
    // A finger is down, or a tap is still being delivered.
    bool busy() const { return state_ != State::Idle; }

private:
    enum class State { Idle, Landed, Waiting, Pressed, Scrolling, Tapped, Lifting, Pinching };
    struct Finger {
        long id = -1;
        TouchPoint at;
        bool down = false;
    };
    bool travelled() const;
    int fingers_down() const;

    State state_ = State::Idle;
    Finger fingers_[2];
    TouchPoint start_, last_;
    double start_ms_ = 0;
    double previous_frame_ms_ = 0;
    bool lifted_ = false;  // the first finger came up before its gesture was decided
    std::optional<Pinch> pinch_;
    float spread_ = 0;
    TouchPoint centre_;
};

}  // namespace app
