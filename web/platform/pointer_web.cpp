#include "platform/pointer.hpp"

#include <emscripten/emscripten.h>

namespace platform {

bool coarse_pointer() {
    // clang-format off
    return EM_ASM_INT({ return window.matchMedia && window.matchMedia('(pointer: coarse)').matches ? 1 : 0; }) != 0;
    // clang-format on
}

}  // namespace platform
