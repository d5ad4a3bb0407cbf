#include "app/ui/tone_colour.hpp"

#include "app/ui/theme.hpp"

namespace app {

ImVec4 tone_colour(bb::plugin::panel::Tone tone) {
    using bb::plugin::panel::Tone;
    switch (tone) {
        case Tone::Muted: return theme::kMutedText;
        case Tone::Legal: return theme::kLegalText;
        case Tone::Breach: return theme::kErrorText;
        case Tone::Result: return theme::kRollResult;
        case Tone::Plain: break;
    }
    return ImGui::GetStyleColorVec4(ImGuiCol_Text);
}

}  // namespace app
