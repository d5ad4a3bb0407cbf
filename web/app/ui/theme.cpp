#include "app/ui/theme.hpp"

#include <array>
#include <cstdarg>
#include <cstdint>

namespace app::theme {

ImU32 piece_fill(const std::string& catalogue_id) {
    // No greens: a piece must stand out from the felt (kBoardFelt), or it vanishes into the board.
    static constexpr std::array<ImU32, 8> palette{
        IM_COL32(120, 110, 95, 235),  IM_COL32(165, 120, 50, 235), IM_COL32(140, 120, 70, 235),
        IM_COL32(95, 80, 140, 235),   IM_COL32(150, 70, 60, 235),  IM_COL32(70, 110, 140, 235),
        IM_COL32(175, 160, 130, 235), IM_COL32(130, 90, 120, 235),
    };
    std::uint32_t hash = 2166136261u;  // FNV-1a: the same colour on every platform
    for (unsigned char c : catalogue_id) hash = (hash ^ c) * 16777619u;
    return palette[hash % palette.size()];
}

void apply_style(float ui_scale) {
    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowRounding = 6;
    style.FrameRounding = 4;
    style.GrabRounding = 4;
    style.FramePadding = {8, 6};
    style.ItemSpacing = {8, 7};
    style.ScrollbarSize = 16;
    style.TouchExtraPadding = {2, 2};  // fingers are less precise than a mouse
    style.ScaleAllSizes(ui_scale);
}

void use_finger_sizes() {
    ImGuiStyle& style = ImGui::GetStyle();
    const float font = ImGui::GetFontSize() > 0 ? ImGui::GetFontSize() : 16.0f;
    style.FramePadding = {12, (kFingerTarget - font) / 2};
    style.ItemSpacing = {10, 10};
    style.ItemInnerSpacing = {10, 8};
    style.ScrollbarSize = 20;
    style.GrabMinSize = 28;
    style.TouchExtraPadding = {4, 4};
}

void text_wrapped(const ImVec4& colour, const char* format, ...) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    va_list args;
    va_start(args, format);
    ImGui::TextWrappedV(format, args);
    va_end(args);
    ImGui::PopStyleColor();
}

}  // namespace app::theme
