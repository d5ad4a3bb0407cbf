#include "platform/text_agent.hpp"

#include <emscripten/emscripten.h>
#include <utility>

extern "C" {
// text_agent.js
void bb_js_text_agent_start();
void bb_js_text_agent_show(std::uint32_t id, float x, float y, float width, float height, const char* text,
                           std::size_t selection_start, std::size_t selection_end, int number, long edits_taken);
void bb_js_text_agent_hide();
}

namespace platform {

namespace {
std::function<FieldUnder(float, float)> g_field_under;
std::vector<TextAgentEvent> g_events;
}  // namespace

void start_text_agent(std::function<FieldUnder(float x, float y)> field_under) {
    g_field_under = std::move(field_under);
    bb_js_text_agent_start();
}

std::vector<TextAgentEvent> take_text_agent_events() { return std::exchange(g_events, {}); }

void show_text_agent(const EditedField& field) {
    bb_js_text_agent_show(field.id, field.x, field.y, field.width, field.height, field.text.c_str(),
                          field.selection_start, field.selection_end, field.number ? 1 : 0, field.edits_taken);
}

void hide_text_agent() { bb_js_text_agent_hide(); }

}  // namespace platform

// text_agent.js asks from its touchend handler: 0 no text field there, 1 a text field, 2 a number field.
extern "C" EMSCRIPTEN_KEEPALIVE int bb_text_agent_field_under(float x, float y) {
    return platform::g_field_under ? int(platform::g_field_under(x, y)) : 0;
}

// text_agent.js reports the keyboard: kind 0 an edit (the whole text before and after, the selection after, in
// code points), 1 Enter, 2 the agent lost the focus.
extern "C" EMSCRIPTEN_KEEPALIVE void bb_text_agent_event(int kind, const char* before, const char* after,
                                                         int selection_start, int selection_end) {
    using Kind = platform::TextAgentEvent::Kind;
    platform::TextAgentEvent event;
    event.kind = kind == 1 ? Kind::Enter : kind == 2 ? Kind::Blur : Kind::Edit;
    event.before = before ? before : "";
    event.after = after ? after : "";
    event.selection_start = std::size_t(selection_start < 0 ? 0 : selection_start);
    event.selection_end = std::size_t(selection_end < 0 ? 0 : selection_end);
    platform::g_events.push_back(std::move(event));
}
