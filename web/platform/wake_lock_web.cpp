#include "platform/wake_lock.hpp"

extern "C" {
void bb_js_wake_lock_want(int wanted);
int bb_js_wake_lock_setting();
void bb_js_wake_lock_set_setting(int on);
}

namespace platform {

void keep_screen_on(bool battlefield_open) { bb_js_wake_lock_want(battlefield_open ? 1 : 0); }
bool keep_screen_on_setting() { return bb_js_wake_lock_setting() != 0; }
void set_keep_screen_on_setting(bool on) { bb_js_wake_lock_set_setting(on ? 1 : 0); }

}  // namespace platform
