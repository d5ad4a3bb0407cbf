#include "imgui_hooks.hpp"

namespace {
ItemAddedListener g_listener = nullptr;
}

void listen_to_items(ImGuiContext& context, ItemAddedListener listener) {
    g_listener = listener;
    context.TestEngineHookItems = listener != nullptr;
}

void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, const ImRect& bb, ImGuiID id) {
    if (g_listener) g_listener(bb, id);
}

// The test engine's other hooks: item labels, log lines and debug names, none of which the app wants.
void ImGuiTestEngineHook_ItemInfo(ImGuiContext*, ImGuiID, const char*, ImGuiItemStatusFlags) {}
void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
