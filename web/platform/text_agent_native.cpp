#include "platform/text_agent.hpp"

namespace platform {

// A native window types through SDL's keyboard into ImGui directly: there is no page and no agent.
void start_text_agent(std::function<FieldUnder(float, float)>) {}
std::vector<TextAgentEvent> take_text_agent_events() { return {}; }
void show_text_agent(const EditedField&) {}
void hide_text_agent() {}

}  // namespace platform
