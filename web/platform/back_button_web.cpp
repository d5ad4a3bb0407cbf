#include "platform/back_button.hpp"

extern "C" {
// back_button.js
void bb_js_keep_back_entry(int something_open);
int bb_js_take_back_presses();
}

namespace platform {

void keep_back_entry(bool something_open) { bb_js_keep_back_entry(something_open ? 1 : 0); }

int take_back_presses() { return bb_js_take_back_presses(); }

}  // namespace platform
