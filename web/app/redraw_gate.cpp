#include "app/redraw_gate.hpp"

#define XXH_INLINE_ALL
#include <xxhash.h>

namespace app {

namespace {

template <typename T>
void add(XXH3_state_t& state, const T& value) {
    XXH3_64bits_update(&state, &value, sizeof value);
}

// Everything the renderer reads: the screen's size and scale, every vertex and index, and each draw
// command's clip rectangle, texture and range.
std::uint64_t fingerprint(const ImDrawData& picture) {
    XXH3_state_t state;
    XXH3_64bits_reset(&state);
    add(state, picture.DisplayPos);
    add(state, picture.DisplaySize);
    add(state, picture.FramebufferScale);
    for (int i = 0; i < picture.CmdListsCount; ++i) {
        const ImDrawList& list = *picture.CmdLists[i];
        XXH3_64bits_update(&state, list.VtxBuffer.Data, size_t(list.VtxBuffer.size_in_bytes()));
        XXH3_64bits_update(&state, list.IdxBuffer.Data, size_t(list.IdxBuffer.size_in_bytes()));
        for (const ImDrawCmd& command : list.CmdBuffer) {
            add(state, command.ClipRect);
            add(state, command.TextureId);
            add(state, command.VtxOffset);
            add(state, command.IdxOffset);
            add(state, command.ElemCount);
        }
    }
    return XXH3_64bits_digest(&state);
}

}  // namespace

bool RedrawGate::changed(const ImDrawData& picture) {
    const std::uint64_t now = fingerprint(picture);
    if (on_screen_valid_ && now == on_screen_) return false;
    on_screen_ = now;
    on_screen_valid_ = true;
    ++drawn_;
    return true;
}

}  // namespace app
