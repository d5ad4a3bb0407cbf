#include "imgui_hooks.hpp"

namespace {
ItemAddedListener g_items = nullptr;
ActiveTextFieldListener g_text_field = nullptr;

// ImGui calls its hooks only while the context says a test engine listens.
void hook_while_listened(ImGuiContext& context) { context.TestEngineHookItems = g_items || g_text_field; }
}  // namespace

void listen_to_items(ImGuiContext& context, ItemAddedListener listener) {
    g_items = listener;
    hook_while_listened(context);
}

void listen_to_active_text_field(ImGuiContext& context, ActiveTextFieldListener listener) {
    g_text_field = listener;
    hook_while_listened(context);
}

void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, const ImRect& bb, ImGuiID id) {
    if (g_items) g_items(bb, id);
}

// Declared by the copy of imgui_widgets.cpp that calls it (cmake/ImGui.cmake).
void ImGuiTestEngineHook_InputTextFlags(ImGuiContext*, ImGuiID id, ImGuiInputTextFlags flags) {
    if (g_text_field) g_text_field(id, flags);
}

// The test engine's other hooks: item labels, log lines and debug names, none of which the app wants.
void ImGuiTestEngineHook_ItemInfo(ImGuiContext*, ImGuiID, const char*, ImGuiItemStatusFlags) {}
void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
