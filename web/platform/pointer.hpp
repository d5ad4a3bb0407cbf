#pragma once
// What kind of pointer the screen has: a finger (coarse) needs larger targets than a mouse (fine).
namespace platform {

// True on touch screens whose main pointer is a finger, whatever the screen's width.
bool coarse_pointer();

}  // namespace platform
