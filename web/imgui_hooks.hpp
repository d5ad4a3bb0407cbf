#pragma once
// Dear ImGui calls a hook as it adds each item (the hook its test engine uses: the imgui target is built with
// IMGUI_ENABLE_TEST_ENGINE), and, in the copy of imgui_widgets.cpp cmake/ImGui.cmake builds, one more while the
// active text field runs, with its flags. These pass them on, so the app can learn where every item of a kind was
// drawn, and which text fields take numbers, without each panel reporting it: app/text_agent finds the text fields,
// including plugin panels' and those added later, this way. The hooks are compiled into the imgui library, so
// anything linking it (the app, the bare page of bench/startup) has them; only a listener makes ImGui call them.
#include <imgui.h>
#include <imgui_internal.h>

// Called as an item is added to the current window, before it is clipped: its rectangle and id
// (GImGui->LastItemData holds its flags). nullptr stops the calls.
using ItemAddedListener = void (*)(const ImRect& rect, ImGuiID id);
void listen_to_items(ImGuiContext& context, ItemAddedListener listener);

// Called each frame while text field `id` is active, with the flags it was drawn with (InputInt, InputFloat and
// InputDouble add ImGuiInputTextFlags_CharsDecimal or _CharsScientific). nullptr stops the calls.
using ActiveTextFieldListener = void (*)(ImGuiID id, ImGuiInputTextFlags flags);
void listen_to_active_text_field(ImGuiContext& context, ActiveTextFieldListener listener);
