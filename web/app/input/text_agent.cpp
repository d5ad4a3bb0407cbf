#include "app/input/text_agent.hpp"

#include "app/input/text_change.hpp"
#include "app/input/text_field_map.hpp"
#include "app/input/touch_input.hpp"
#include "app/ui/screen_area.hpp"
#include "imgui_hooks.hpp"
#include "platform/text_agent.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace app::text_agent {

namespace {

using platform::TextAgentEvent;

enum class Mode {
    Idle,      // no agent: the desktop keyboard types as ever
    Awaiting,  // a finger was lifted over a field and the agent has focus; ImGui has not taken the tap yet
    Editing,   // the agent edits the active field
};

TextFieldMap g_fields;  // the last frame's, while the page may ask; refilled as each frame is built
Mode g_mode = Mode::Idle;
ImGuiID g_field = 0;
std::vector<TextAgentEvent> g_waiting;  // the keyboard's events not yet handed to the field
long g_edits_taken = 0;
bool g_enter_held = false;
std::optional<platform::EditedField> g_shown;
ImVec2 g_display_size;
// After an edit: the text the keyboard's copy holds and its selection there, which the field takes over when it
// ends up holding the same text.
std::optional<TextAgentEvent> g_after_edit;

FieldRect rect_of(const ImRect& r) { return {r.Min.x, r.Min.y, r.Max.x, r.Max.y}; }

void item_added(const ImRect& rect, ImGuiID id) {
    const ImGuiContext& g = *GImGui;
    const ImGuiItemFlags flags = g.LastItemData.InFlags;
    if (g.LastItemData.ID != id || !(flags & ImGuiItemFlags_Inputable) || (flags & ImGuiItemFlags_Disabled)) return;
    ImRect visible = rect;
    visible.ClipWithFull(g.CurrentWindow->ClipRect);
    g_fields.add_field(id, g.CurrentWindow->RootWindow->ID, rect_of(rect), rect_of(visible));
}

// ImGui runs the active text field with its flags: a field that takes only numbers gets the number keys, from
// now on and from the next tap's first moment.
void active_field_flags(ImGuiID id, ImGuiInputTextFlags flags) {
    g_fields.learn_number(id, (flags & (ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_CharsScientific)) != 0);
}

platform::FieldUnder field_under(float x, float y) {
    const ImVec2 at = screen::to_app({x, y});
    const auto hit = g_fields.hit(at.x, at.y);
    if (!hit) return platform::FieldUnder::None;
    g_mode = Mode::Awaiting;
    g_field = hit->id;
    return hit->number ? platform::FieldUnder::Number : platform::FieldUnder::Text;
}

// The text field ImGui edits, or 0 (its ImGuiInputTextState is valid only while it is the active item).
ImGuiID active_text_field() {
    const ImGuiContext& g = *GImGui;
    return g.ActiveId && g.InputTextState.ID == g.ActiveId ? g.ActiveId : 0;
}

bool editing_in_imgui(ImGuiID id) { return id != 0 && active_text_field() == id; }

std::u32string utf32(const std::string& text) {
    std::u32string out;
    for (const char *at = text.c_str(), *end = at + text.size(); at < end;) {
        unsigned int c = 0;
        at += ImTextCharFromUtf8(&c, at, end);
        if (c == 0) break;
        out += char32_t(c);
    }
    return out;
}

std::string utf8(const std::u32string& text) {
    std::string out;
    char bytes[5];
    for (const char32_t c : text) out += ImTextCharToUtf8(bytes, unsigned(c));
    return out;
}

std::u32string field_text(const ImGuiInputTextState& state) {
    return {state.TextW.Data, state.TextW.Data + state.CurLenW};
}

// The keyboard deleted [from, to): taken out of ImGui's copy of the text, leaving the cursor there. ImGui's undo
// steps name places in the text as it was, so they go.
void delete_range(ImGuiInputTextState& state, int from, int to) {
    from = std::clamp(from, 0, state.CurLenW);
    to = std::clamp(to, from, state.CurLenW);
    if (to > from) {
        ImWchar* text = state.TextW.Data;
        std::copy(text + to, text + state.CurLenW + 1, text + from);  // with the terminating 0
        state.CurLenW -= to - from;
        state.CurLenA = ImTextCountUtf8BytesFromStr(text, text + state.CurLenW);
        state.Stb.undostate.undo_point = 0;
        state.Stb.undostate.undo_char_point = 0;
        state.Stb.undostate.redo_point = STB_TEXTEDIT_UNDOSTATECOUNT;
        state.Stb.undostate.redo_char_point = STB_TEXTEDIT_UNDOCHARCOUNT;
    }
    state.Stb.cursor = state.Stb.select_start = state.Stb.select_end = from;
    state.Stb.has_preferred_x = 0;
    state.CursorFollow = true;
    state.CursorAnimReset();
}

// Edits in a row each start from the text the one before left, so they make one edit: from the first's text
// before to the last's after.
void apply_edits(const std::vector<const TextAgentEvent*>& edits) {
    if (edits.empty()) return;
    ImGuiInputTextState& state = GImGui->InputTextState;
    const TextAgentEvent& last = *edits.back();
    const TextChange change = change_for(field_text(state), std::size_t(state.Stb.cursor), utf32(edits.front()->before),
                                         utf32(last.after), last.selection_end);
    delete_range(state, int(change.from), int(change.to));
    if (!change.insert.empty()) ImGui::GetIO().AddInputCharactersUTF8(utf8(change.insert).c_str());
    g_after_edit = last;
}

// Presses ImGui's Enter key for this frame: the field takes its text and lets go.
void press_enter() {
    ImGuiIO& io = ImGui::GetIO();
    io.KeysDown[io.KeyMap[ImGuiKey_Enter]] = true;
    g_enter_held = true;
}

// The agent's selection, once the field holds the text the keyboard's copy holds (it may have refused some of it).
void take_selection_after_edit() {
    if (!g_after_edit || !editing_in_imgui(g_field)) return;
    ImGuiInputTextState& state = GImGui->InputTextState;
    const std::u32string text = field_text(state);
    if (text == utf32(g_after_edit->after)) {
        const int end = int(std::min(g_after_edit->selection_end, text.size()));
        const int start = int(std::min(g_after_edit->selection_start, std::size_t(end)));
        state.Stb.select_start = start;
        state.Stb.select_end = state.Stb.cursor = end;
    }
    g_after_edit.reset();
}

void learn_from_pointer() {
    const ImGuiContext& g = *GImGui;
    if (g.HoveredId && g_fields.has_field(g.HoveredId))
        g_fields.learn(g.HoveredId, ImGui::GetMouseCursor() == ImGuiMouseCursor_TextInput);
}

// Every window that takes the pointer, in the order ImGui draws them, for the page's question about a finger.
void note_windows() {
    for (const ImGuiWindow* w : GImGui->Windows)
        if (w->Active && !w->Hidden && w->RootWindow == w && !(w->Flags & ImGuiWindowFlags_NoMouseInputs))
            g_fields.add_window(w->ID, rect_of(w->OuterRectClipped));
}

// Follows what ImGui did with the tap and the keyboard: the field it made active, or none.
void follow_active_field() {
    const ImGuiID active = active_text_field();
    switch (g_mode) {
        case Mode::Awaiting:
            if (active == g_field)
                g_mode = Mode::Editing;
            else if (!touch::finger_busy())  // ImGui has had the whole tap, and it went elsewhere (a drag field)
                g_mode = Mode::Idle;
            break;
        case Mode::Editing:
            // A finger moved on to another field (a tap the page's hit test could not see): the agent follows.
            // A mouse that did leaves the typing to the desktop keyboard.
            if (active && active != g_field && touch::finger_in_control())
                g_field = active;
            else if (active != g_field)
                g_mode = Mode::Idle;
            break;
        case Mode::Idle:
            // A field a finger made active without the page knowing in time (a tap shorter than a frame): the
            // agent still comes, which opens the keyboard where the browser allows it outside the tap.
            if (active && touch::finger_in_control()) {
                g_mode = Mode::Editing;
                g_field = active;
            }
            break;
    }
    if (g_mode == Mode::Idle) g_waiting.clear();
}

// Keeps the field in its window's view when it starts being edited and when the screen changes size (a phone's
// keyboard opening takes half of it).
void keep_in_view(const TextFieldHit& field, bool started) {
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    const bool resized = size.x != g_display_size.x || size.y != g_display_size.y;
    g_display_size = size;
    const FieldRect& r = field.rect;
    const FieldRect& v = field.visible;
    const bool whole = v.x0 <= r.x0 && v.y0 <= r.y0 && v.x1 >= r.x1 && v.y1 >= r.y1;
    if ((started || resized) && !whole && GImGui->ActiveIdWindow)
        ImGui::ScrollToRect(GImGui->ActiveIdWindow, ImRect(r.x0, r.y0, r.x1, r.y1));
}

platform::EditedField edited_field(const TextFieldHit& field) {
    const ImGuiInputTextState& state = GImGui->InputTextState;
    const ImVec2 min = screen::to_canvas({field.visible.x0, field.visible.y0});
    const ImVec2 max = screen::to_canvas({field.visible.x1, field.visible.y1});
    platform::EditedField shown;
    shown.id = field.id;
    shown.x = min.x;
    shown.y = min.y;
    shown.width = std::max(0.0f, max.x - min.x);
    shown.height = std::max(0.0f, max.y - min.y);
    shown.text = utf8(field_text(state));
    shown.selection_start = std::size_t(std::min(state.Stb.select_start, state.Stb.select_end));
    shown.selection_end = std::size_t(std::max(state.Stb.select_start, state.Stb.select_end));
    if (!state.HasSelection()) shown.selection_start = shown.selection_end = std::size_t(state.Stb.cursor);
    shown.number = field.number;
    shown.edits_taken = g_edits_taken;
    return shown;
}

}  // namespace

void start() {
    listen_to_items(*GImGui, item_added);
    listen_to_active_text_field(*GImGui, active_field_flags);
    platform::start_text_agent(field_under);
}

void before_frame() {
    auto events = platform::take_text_agent_events();
    g_waiting.insert(g_waiting.end(), events.begin(), events.end());
    g_fields.start_frame();
    if (g_mode == Mode::Idle) {
        g_waiting.clear();
        return;
    }
    // Typed before ImGui took the tap: kept until the field is active.
    if (!editing_in_imgui(g_field)) return;
    std::vector<const TextAgentEvent*> edits;
    for (const auto& event : g_waiting) {
        if (event.kind != TextAgentEvent::Kind::Edit) {
            press_enter();
            break;  // the field lets go this frame; anything after it has no field
        }
        edits.push_back(&event);
    }
    apply_edits(edits);
    for (const auto& event : g_waiting) g_edits_taken += event.kind == TextAgentEvent::Kind::Edit;
    g_waiting.clear();
}

void after_frame() {
    if (std::exchange(g_enter_held, false)) {
        ImGuiIO& io = ImGui::GetIO();
        io.KeysDown[io.KeyMap[ImGuiKey_Enter]] = false;
    }
    take_selection_after_edit();
    learn_from_pointer();
    note_windows();
    const Mode before = g_mode;
    follow_active_field();
    const auto field = g_mode == Mode::Editing ? g_fields.find(g_field) : std::nullopt;
    if (field) {
        keep_in_view(*field, before != Mode::Editing);
        auto shown = edited_field(*field);
        if (shown != g_shown) platform::show_text_agent(shown);
        g_shown = std::move(shown);
    } else if (g_mode == Mode::Idle && before != Mode::Idle) {
        platform::hide_text_agent();
        g_shown.reset();
    }
}

const platform::EditedField* shown() { return g_shown ? &*g_shown : nullptr; }

}  // namespace app::text_agent
