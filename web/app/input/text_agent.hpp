#pragma once
// Typing with the phone's own keyboard into every ImGui text field, written once here so every field gets it:
// the app's, every plugin panel's, and fields added later. The page's text agent (platform/text_agent.hpp) is a
// real <input> laid over the field being edited; this is the ImGui side of it.
//
// How it meets ImGui 1.86, which has no public API for it:
// - Where the text fields are: ImGui's item hook (web/imgui_hooks.hpp) reports every item as it is added; items
//   flagged ImGuiItemFlags_Inputable are text fields, or drag fields and sliders (which ImGui also lets one type
//   into with Ctrl+click). The two are told apart by the pointer resting on them (a text field shows the text
//   cursor), which a finger always does for a frame before it presses. The page asks this map, in its touchend
//   handler, whether a finger was lifted over a text field of the last frame.
// - Which fields take numbers: a hook in ImGui's text field (cmake/ImGui.cmake) reports the active field's flags;
//   one that filters for numbers (InputInt, InputFloat, InputDouble, ImGuiInputTextFlags_CharsDecimal) gets the
//   phone's number keys as soon as it is active, and at once on every later tap.
// - What the field holds: the active field's ImGuiInputTextState (GImGui->InputTextState, valid while its ID is
//   GImGui->ActiveId): its text (TextW, one ImWchar a code point), cursor and selection (Stb).
// - Edits: what the keyboard deleted is taken out of TextW directly; what it typed goes through ImGui's own
//   character queue, so the field's filters (numbers only) and size apply as if typed on a desktop keyboard.
//   Enter, and the keyboard closing, press ImGui's Enter key for a frame: the field takes its text and lets go,
//   so fields that keep a value only on Enter (plugin panels) keep what was typed.
// Nothing of this runs for a mouse: a click and the desktop keyboard reach ImGui through SDL as before.
#include "platform/text_agent.hpp"

namespace app::text_agent {

// Once, after ImGui's context exists: starts listening to items and to the page.
void start();
// Before ImGui::NewFrame (after the touch layer): hands the keyboard's edits to the field being edited.
void before_frame();
// After the app's windows are drawn: follows the field being edited, shows the agent over it or takes it away.
void after_frame();
// The field the agent is over, as the page was last told (for the state hook); nullptr when there is none.
const platform::EditedField* shown();

}  // namespace app::text_agent
