#include "app/input/touch_gesture.hpp"

#include <cmath>

namespace app {

namespace {
float distance(TouchPoint a, TouchPoint b) { return std::hypot(a.x - b.x, a.y - b.y); }
TouchPoint middle(TouchPoint a, TouchPoint b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }
PointerFrame at(TouchPoint where, bool down = false) { return {true, where, down, {}}; }
}  // namespace

int TouchGesture::fingers_down() const { return int(fingers_[0].down) + int(fingers_[1].down); }

bool TouchGesture::travelled() const { return distance(fingers_[0].at, start_) > kSlop; }

void TouchGesture::finger_down(long id, TouchPoint at, double ms) {
    if (fingers_down() == 0 && (state_ == State::Idle || state_ == State::Lifting)) {
        fingers_[0] = {id, at, true};
        fingers_[1] = {};
        start_ = last_ = at;
        start_ms_ = ms;
        lifted_ = false;
        state_ = State::Landed;
        return;
    }
    if (fingers_[1].down || !fingers_[0].down) return;  // a third finger, or one after the first lifted
    fingers_[1] = {id, at, true};
    state_ = State::Pinching;
    spread_ = distance(fingers_[0].at, at);
    centre_ = middle(fingers_[0].at, at);
    pinch_.reset();
}

void TouchGesture::finger_move(long id, TouchPoint at) {
    for (auto& f : fingers_)
        if (f.down && f.id == id) f.at = at;
}

void TouchGesture::finger_up(long id) {
    for (auto& f : fingers_)
        if (f.down && f.id == id) f.down = false;
    if (id == fingers_[0].id) lifted_ = true;
}

PointerFrame TouchGesture::next_frame(double ms, const std::function<bool(TouchPoint)>& direct) {
    // A hold counts from the previous frame's start: every move made before then has been delivered, so a
    // slow frame (a busy phone) never turns the start of a scroll into a press.
    const double previous_frame_ms = previous_frame_ms_;
    previous_frame_ms_ = ms;
    PointerFrame out;
    const TouchPoint finger = fingers_[0].at;
    switch (state_) {
        case State::Idle: return out;
        case State::Landed:
            // One frame of hovering where the finger landed, so the UI knows what is under it before any press
            // (a tab pressed in the frame the pointer arrives would need a second tap).
            out = at(start_);
            state_ = State::Waiting;
            return out;
        case State::Waiting:
            if (direct(start_)) {
                state_ = lifted_ ? State::Tapped : State::Pressed;
                return at(start_, true);
            }
            if (travelled()) {
                state_ = State::Scrolling;
                last_ = start_;
                previous_frame_ms_ = previous_frame_ms;
                return next_frame(ms, direct);
            }
            if (lifted_) {
                state_ = State::Tapped;
                return at(start_, true);
            }
            if (previous_frame_ms - start_ms_ >= kHoldMs) {
                state_ = State::Pressed;
                return at(start_, true);
            }
            return at(start_);
        case State::Pressed:
            if (!fingers_[0].down) {
                state_ = State::Lifting;
                return at(finger);
            }
            return at(finger, true);
        case State::Tapped:  // the press went out last frame; now its release, in the same place
            state_ = State::Lifting;
            return at(start_);
        case State::Lifting:  // the pointer leaves: nothing stays hovered, no tooltip stays up
            state_ = State::Idle;
            return out;
        case State::Scrolling:
            if (!fingers_[0].down) {
                state_ = State::Idle;
                return out;
            }
            out = {true, finger, false, {finger.x - last_.x, finger.y - last_.y}};
            last_ = finger;
            return out;
        case State::Pinching: {
            if (fingers_down() < 2) {
                pinch_.reset();
                if (fingers_down() == 0) state_ = State::Idle;
                return out;
            }
            const TouchPoint centre = middle(fingers_[0].at, fingers_[1].at);
            const float spread = distance(fingers_[0].at, fingers_[1].at);
            pinch_ = Pinch{centre, centre_, spread, spread_};
            centre_ = centre;
            spread_ = spread;
            return at(centre);
        }
    }
    return out;
}

}  // namespace app
