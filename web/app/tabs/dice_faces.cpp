#include "app/tabs/dice_faces.hpp"

#include "app/ui/widget_rects.hpp"

#include <imgui.h>
#include <algorithm>
#include <array>

namespace app {

namespace {

constexpr float kFace = 52;  // a die as big as a fingertip target, with room for pips
constexpr float kGap = 8;
constexpr ImU32 kSuccessFill = IM_COL32(250, 246, 232, 255);
constexpr ImU32 kSuccessEdge = IM_COL32(70, 210, 110, 255);
constexpr ImU32 kFailFill = IM_COL32(92, 92, 98, 255);
constexpr ImU32 kFailEdge = IM_COL32(60, 60, 66, 255);
constexpr ImU32 kPip = IM_COL32(25, 25, 30, 255);
constexpr ImU32 kRerolled = IM_COL32(250, 150, 40, 255);

// Pip centres for faces 1 to 6 on a unit square.
void draw_pips(ImDrawList& draw, ImVec2 min, int face) {
    static constexpr float L = 0.25f, M = 0.5f, R = 0.75f;
    static const std::array<std::vector<ImVec2>, 6> kPips = {{
        {{M, M}},
        {{L, L}, {R, R}},
        {{L, L}, {M, M}, {R, R}},
        {{L, L}, {R, L}, {L, R}, {R, R}},
        {{L, L}, {R, L}, {M, M}, {L, R}, {R, R}},
        {{L, L}, {R, L}, {L, M}, {R, M}, {L, R}, {R, R}},
    }};
    if (face < 1 || face > 6) return;
    for (const ImVec2 p : kPips[std::size_t(face - 1)])
        draw.AddCircleFilled({min.x + p.x * kFace, min.y + p.y * kFace}, kFace * 0.09f, kPip, 16);
}

void draw_number(ImDrawList& draw, ImVec2 min, int face) {
    const std::string text = std::to_string(face);
    const float size = ImGui::GetFontSize() * 1.6f;
    const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, 1e6f, 0, text.c_str());
    draw.AddText(ImGui::GetFont(), size, {min.x + (kFace - extent.x) / 2, min.y + (kFace - extent.y) / 2}, kPip,
                 text.c_str());
}

void draw_die(ImDrawList& draw, ImVec2 min, const bb::dice::Die& die, bb::dice::DieKind kind) {
    const ImVec2 max{min.x + kFace, min.y + kFace};
    draw.AddRectFilled(min, max, die.success ? kSuccessFill : kFailFill, 8);
    draw.AddRect(min, max, die.success ? kSuccessEdge : kFailEdge, 8, 0, die.success ? 4.0f : 2.0f);
    if (kind == bb::dice::DieKind::D6 || kind == bb::dice::DieKind::D3)
        draw_pips(draw, min, die.face);
    else
        draw_number(draw, min, die.face);
    if (die.rerolled_from != 0)
        draw.AddTriangleFilled({max.x - 16, min.y + 2}, {max.x - 2, min.y + 2}, {max.x - 2, min.y + 16}, kRerolled);
}

}  // namespace

void draw_dice_faces(const bb::dice::StepRoll& roll, bb::dice::DieKind kind, const std::string& key_prefix) {
    const float width = ImGui::GetContentRegionAvail().x;
    const int per_row = std::max(1, int((width + kGap) / (kFace + kGap)));
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    for (std::size_t i = 0; i < roll.dice.size(); ++i) {
        if (i % std::size_t(per_row) != 0) ImGui::SameLine(0, kGap);
        const ImVec2 min = ImGui::GetCursorScreenPos();
        ImGui::Dummy({kFace, kFace});
        note_widget(key_prefix + ":" + std::to_string(i));
        if (ImGui::IsRectVisible(min, {min.x + kFace, min.y + kFace})) draw_die(draw, min, roll.dice[i], kind);
    }
}

}  // namespace app
