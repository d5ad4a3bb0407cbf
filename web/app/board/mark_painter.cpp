#include "app/board/mark_painter.hpp"

#include "app/board/board_painter.hpp"
#include "app/ui/widget_rects.hpp"

#include <algorithm>
#include <string>

namespace app {

namespace {

namespace panel = bb::plugin::panel;
using panel::MarkKind;

constexpr ImU32 kCandidateFill = IM_COL32(212, 175, 55, 70);
constexpr ImU32 kCandidateEdge = IM_COL32(212, 175, 55, 170);
constexpr ImU32 kCandidateText = IM_COL32(255, 245, 210, 220);
constexpr ImU32 kOutOfPlay = IM_COL32(25, 25, 25, 190);
constexpr ImU32 kRing = IM_COL32(255, 255, 255, 240);
constexpr ImU32 kFaintRing = IM_COL32(255, 255, 255, 110);
constexpr ImU32 kCross = IM_COL32(255, 140, 40, 240);
constexpr ImU32 kNoteBackground = IM_COL32(24, 26, 30, 200);
constexpr ImU32 kNoteText = IM_COL32(255, 217, 89, 255);

void paint_candidate(ImDrawList& draw, ImVec2 centre, float radius, const std::string& text) {
    draw.AddCircleFilled(centre, radius, kCandidateFill, 24);
    draw.AddCircle(centre, radius, kCandidateEdge, 24, 1.5f);
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    draw.AddText({centre.x - size.x / 2, centre.y - size.y / 2}, kCandidateText, text.c_str());
}

// A ring round the point; its text above the ring (a marker's own name may sit below it).
void paint_circle(ImDrawList& draw, ImVec2 centre, float radius, const panel::Mark& mark) {
    const bool faint = mark.tone == panel::Tone::Muted;
    draw.AddCircle(centre, radius + 5, faint ? kFaintRing : kRing, 32, faint ? 1.5f : 3.0f);
    if (mark.text.empty()) return;
    const ImVec2 size = ImGui::CalcTextSize(mark.text.c_str());
    draw.AddText({centre.x - size.x / 2, centre.y - radius - 7 - size.y}, kRing, mark.text.c_str());
}

// Notes stand above the board's top right corner, on one line when they fit across the board. Where the board
// fills its area (a phone, or zoomed in), that corner is at or past the area's edge: the notes then move inside
// the area, over the board, rather than be cut off under the toolbars.
void paint_notes(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& b,
                 std::vector<std::string> notes) {
    if (notes.empty()) return;
    const ImVec2 area_min = draw.GetClipRectMin(), area_max = draw.GetClipRectMax();
    const ImVec2 corner = view.to_screen({b.width, b.depth});
    const float room = std::min(float(b.width) * view.pixels_per_inch, area_max.x - area_min.x);
    if (notes.size() == 2 && ImGui::CalcTextSize((notes[0] + " | " + notes[1]).c_str()).x <= room)
        notes = {notes[0] + " | " + notes[1]};
    float stack = 0;
    for (const auto& note : notes) stack += ImGui::CalcTextSize(note.c_str()).y + 4;
    const float right = std::min(corner.x, area_max.x - 4);
    float y = std::max(corner.y - 6, area_min.y + 6 + stack);
    for (auto it = notes.rbegin(); it != notes.rend(); ++it) {
        const ImVec2 size = ImGui::CalcTextSize(it->c_str());
        y -= size.y + 4;
        const ImVec2 at = {right - size.x - 4, y};
        draw.AddRectFilled({at.x - 4, at.y - 2}, {at.x + size.x + 4, at.y + size.y + 2}, kNoteBackground, 4);
        draw.AddText(at, kNoteText, it->c_str());
        note_rect("text:board-note:" + std::to_string(notes.rend() - it - 1), {at.x - 4, at.y - 2},
                  {at.x + size.x + 4, at.y + size.y + 2});
    }
}

}  // namespace

bool is_point_mark(MarkKind kind) { return kind >= MarkKind::Objective; }

void paint_point_marks(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                       const std::vector<panel::Mark>& marks) {
    const float radius = float(bb::model::kObjectiveDiameter / 2) * view.pixels_per_inch;
    std::vector<std::string> notes;
    for (const auto& mark : marks) {
        const ImVec2 centre = view.to_screen(mark.at);
        switch (mark.kind) {
            case MarkKind::Objective: paint_objective(draw, view, {0, mark.text, mark.at}, false, false); break;
            case MarkKind::Candidate: paint_candidate(draw, centre, radius, mark.text); break;
            case MarkKind::Label: {
                const float height = ImGui::GetTextLineHeight();
                draw.AddText({centre.x - radius, centre.y - radius - height - 2}, kCandidateText, mark.text.c_str());
                break;
            }
            case MarkKind::Circle: paint_circle(draw, centre, radius, mark); break;
            case MarkKind::Cross: {
                const float r = radius * 0.9f;
                draw.AddLine({centre.x - r, centre.y - r}, {centre.x + r, centre.y + r}, kCross, 3.0f);
                draw.AddLine({centre.x - r, centre.y + r}, {centre.x + r, centre.y - r}, kCross, 3.0f);
                break;
            }
            case MarkKind::OutOfPlay: draw.AddCircleFilled(centre, radius + 1, kOutOfPlay, 24); break;
            case MarkKind::Note: notes.push_back(mark.text); break;
            case MarkKind::Ring:
            case MarkKind::Badge:
            case MarkKind::Outline: break;  // marks on pieces: drawn with the pieces
        }
    }
    paint_notes(draw, view, battlefield, std::move(notes));
}

}  // namespace app
