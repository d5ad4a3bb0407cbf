#pragma once
// Colours and sizes shared by the board and the panels.
#include <imgui.h>
#include <string>

namespace app::theme {

inline constexpr ImU32 kBoardFelt = IM_COL32(62, 92, 58, 255);
inline constexpr ImU32 kBoardEdge = IM_COL32(30, 40, 28, 255);
inline constexpr ImU32 kGridInch = IM_COL32(255, 255, 255, 22);
inline constexpr ImU32 kGridSixInch = IM_COL32(255, 255, 255, 60);
inline constexpr ImU32 kRulerText = IM_COL32(210, 210, 200, 255);
inline constexpr ImU32 kPieceOutline = IM_COL32(20, 20, 20, 230);
inline constexpr ImU32 kPieceLabel = IM_COL32(255, 255, 255, 255);
inline constexpr ImU32 kSelection = IM_COL32(255, 200, 40, 255);
inline constexpr ImU32 kObjectiveFill = IM_COL32(212, 175, 55, 200);
inline constexpr ImU32 kObjectiveEdge = IM_COL32(90, 70, 10, 255);
inline constexpr ImU32 kTerritoryEdge = IM_COL32(120, 170, 255, 200);
inline constexpr ImU32 kLabelBacking = IM_COL32(20, 20, 20, 170);
inline constexpr ImU32 kBreach = IM_COL32(235, 60, 50, 220);
inline constexpr ImU32 kHaloFill = IM_COL32(255, 200, 40, 28);
inline constexpr ImU32 kHaloBreachFill = IM_COL32(235, 60, 50, 34);
inline constexpr ImU32 kHaloEdge = IM_COL32(255, 200, 40, 170);
inline constexpr ImU32 kSightClear = IM_COL32(90, 220, 120, 255);
inline constexpr ImU32 kSightPartly = IM_COL32(250, 190, 50, 255);
inline constexpr ImU32 kSightHidden = IM_COL32(235, 60, 50, 255);
inline constexpr ImU32 kSightObserver = IM_COL32(70, 130, 230, 235);
inline constexpr ImU32 kSightTarget = IM_COL32(220, 80, 70, 235);
inline constexpr ImU32 kTape = IM_COL32(250, 230, 120, 255);
inline constexpr ImU32 kBackground = IM_COL32(24, 26, 30, 255);
inline const ImVec4 kErrorText = {1.0f, 0.45f, 0.4f, 1.0f};
inline const ImVec4 kMutedText = {0.7f, 0.7f, 0.7f, 1.0f};
inline const ImVec4 kRollResult = {1.0f, 0.85f, 0.35f, 1.0f};
inline const ImVec4 kLegalText = {0.55f, 0.9f, 0.55f, 1.0f};
inline const ImVec4 kDangerButton = {0.55f, 0.18f, 0.16f, 1.0f};
inline constexpr float kHandleRadius = 9.0f;
inline constexpr float kHandleDistance = 28.0f;

// A stable colour per kind of piece, so the same terrain type always looks the same.
ImU32 piece_fill(const std::string& catalogue_id);

void apply_style(float ui_scale);
// On a screen worked with fingers: buttons, tabs, checkboxes and fields at least 44 points tall.
void use_finger_sizes();
inline constexpr float kFingerTarget = 44.0f;

// Coloured text that wraps at the panel's edge: a phone's panel is too narrow for most sentences.
void text_wrapped(const ImVec4& colour, const char* format, ...) IM_FMTARGS(2);

}  // namespace app::theme
