#include "app/tabs/terrain_box_window.hpp"

#include "app/input/back_stack.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace app {
namespace {

constexpr int kMostAtOnce = 20;  // pieces one press of "Add" makes

// The form's fields: kept between frames (immediate-mode UI keeps no other place for them).
struct Form {
    bool open = false;
    std::string kind;
    char name[64] = "";
    char width[16] = "";
    char depth[16] = "";
    int count = 1;
    std::optional<std::size_t> editing;  // the piece being edited, else a new one
    std::string message;
    bool message_is_error = false;
};
Form form;

std::string inches_text(double value) {
    char text[16];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

std::optional<double> number(const char* text) {
    char* end = nullptr;
    const double value = std::strtod(text, &end);  // libc++ of this Emscripten has no from_chars for doubles
    if (end == text || *end != '\0') return std::nullopt;
    return value;
}

// Fills the size fields from a kind's own footprint, as a starting point.
void take_kind(const bb::sys::CatalogueEntry& entry) {
    form.kind = entry.id;
    const auto b = bb::geo::bounds(entry.footprint);
    std::snprintf(form.width, sizeof form.width, "%s", inches_text(b.width()).c_str());
    std::snprintf(form.depth, sizeof form.depth, "%s", inches_text(b.depth()).c_str());
    if (!form.editing) std::snprintf(form.name, sizeof form.name, "%s", entry.name.c_str());
}

std::vector<const bb::sys::CatalogueEntry*> placeable_kinds(const SystemLibrary& library, const Battlefields& battles) {
    std::vector<const bb::sys::CatalogueEntry*> kinds;
    for (const auto* entry : library.system().catalogue_for(battles.edition()))
        if (entry->footprint.points.size() >= 3) kinds.push_back(entry);
    return kinds;
}

void say(std::string message, bool error) {
    form.message = std::move(message);
    form.message_is_error = error;
}

void kind_picker(const SystemLibrary& library, const Battlefields& battles) {
    const auto kinds = placeable_kinds(library, battles);
    if (kinds.empty()) return;
    const auto* current = library.system().find_entry(form.kind, battles.edition());
    if (!current) {
        current = kinds.front();
        take_kind(*current);
    }
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##box-kind", ("Kind: " + current->name).c_str())) {
        for (const auto* entry : kinds) {
            if (ImGui::Selectable(entry->name.c_str(), entry == current, 0, {0, ImGui::GetFrameHeight()}))
                take_kind(*entry);
            note_widget("box:kind:" + entry->id);
        }
        ImGui::EndCombo();
    }
    note_widget("box:kind");
    note_value("box:kind", current->id);
}

// The piece the form describes, or why it is not one.
bb::Result<bb::layout::BoxPiece> form_piece() {
    const auto width = number(form.width), depth = number(form.depth);
    if (!width || !depth) return bb::make_error("Give the width and depth in inches, e.g. 6 or 5.5.");
    bb::layout::BoxPiece piece{form.name, form.kind, *width, *depth};
    if (piece.name.empty()) return bb::make_error("Give the piece a name.");
    if (auto problem = bb::layout::box_piece_problem(piece, "The piece")) return bb::make_error(*problem);
    return piece;
}

void submit(TerrainBoxes& boxes, const std::string& system_id) {
    auto piece = form_piece();
    if (!piece) return say(piece.error().message, true);
    if (form.editing) {
        boxes.replace(system_id, *form.editing, *piece);
        form.editing.reset();
        return say("Changed " + piece->name + ".", false);
    }
    const std::string name = piece->name;
    for (int i = 1; i <= form.count; ++i) {
        if (form.count > 1) piece->name = name + " " + std::to_string(i);
        boxes.add(system_id, *piece);
    }
    say("Added " + (form.count > 1 ? std::to_string(form.count) + " x " : std::string()) + name + ".", false);
}

void piece_form(const SystemLibrary& library, const Battlefields& battles, TerrainBoxes& boxes) {
    const std::string& system_id = library.system().id;
    ImGui::TextUnformatted(form.editing ? "Edit the piece" : "Add pieces");
    kind_picker(library, battles);
    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextWithHint("##box-name", "Name, e.g. Ruined tower", form.name, sizeof form.name);
    note_widget("box:name");
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float half = (ImGui::GetContentRegionAvail().x - spacing) / 2;
    ImGui::SetNextItemWidth(half);
    ImGui::InputTextWithHint("##box-width", "Width\"", form.width, sizeof form.width, ImGuiInputTextFlags_CharsDecimal);
    note_widget("box:width");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(half);
    ImGui::InputTextWithHint("##box-depth", "Depth\"", form.depth, sizeof form.depth, ImGuiInputTextFlags_CharsDecimal);
    note_widget("box:depth");
    if (form.editing) {
        if (ImGui::Button("Save piece", {half, 0})) submit(boxes, system_id);
        note_widget("box:save");
        ImGui::SameLine();
        if (ImGui::Button("Stop editing", {half, 0})) form.editing.reset();
        note_widget("box:stop-editing");
        return;
    }
    const float button = ImGui::GetFrameHeight() * 1.4f;
    if (ImGui::Button("-", {button, 0}) && form.count > 1) --form.count;
    note_widget("box:fewer");
    ImGui::SameLine();
    ImGui::Text("%d", form.count);
    note_value("box:count", std::to_string(form.count));
    ImGui::SameLine();
    if (ImGui::Button("+", {button, 0}) && form.count < kMostAtOnce) ++form.count;
    note_widget("box:more");
    ImGui::SameLine();
    const std::string add = form.count > 1 ? "Add " + std::to_string(form.count) + " to the box" : "Add to the box";
    if (ImGui::Button(add.c_str(), {-1, 0})) submit(boxes, system_id);
    note_widget("box:add");
}

// Each piece with its kind and size, and Edit and Remove.
void piece_list(const SystemLibrary& library, const Battlefields& battles, TerrainBoxes& boxes) {
    const std::string& system_id = library.system().id;
    const auto& pieces = boxes.box(system_id).pieces;
    const float row = ImGui::GetFrameHeightWithSpacing();
    const float height = std::clamp(row * float(pieces.size()), row, ImGui::GetIO().DisplaySize.y * 0.35f);
    ImGui::BeginChild("box-pieces", {0, height}, true);
    note_scroll_area("box-pieces");
    if (pieces.empty()) ImGui::TextDisabled("No pieces yet.");
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float edit = ImGui::CalcTextSize("Remove").x + 2 * ImGui::GetStyle().FramePadding.x;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& p = pieces[i];
        const auto* kind = library.system().find_entry(p.kind, battles.edition());
        ImGui::PushID(static_cast<int>(i));
        // The description gives way to the buttons on a narrow screen (Edit shows it whole).
        const float buttons_x = ImGui::GetContentRegionMax().x - 2 * edit - spacing;
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float room = std::max(0.0f, buttons_x - spacing - ImGui::GetCursorPosX());
        ImGui::PushClipRect(at, {at.x + room, at.y + ImGui::GetFrameHeight()}, true);
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%s - %s, %s\" x %s\"", p.name.c_str(), kind ? kind->name.c_str() : p.kind.c_str(),
                    inches_text(p.width).c_str(), inches_text(p.depth).c_str());
        ImGui::PopClipRect();
        note_value("box:piece:" + std::to_string(i), p.name);
        ImGui::SameLine(std::max(ImGui::GetCursorPosX(), buttons_x));
        if (ImGui::Button("Edit", {edit, 0})) {
            form.editing = i;
            form.kind = p.kind;
            std::snprintf(form.name, sizeof form.name, "%s", p.name.c_str());
            std::snprintf(form.width, sizeof form.width, "%s", inches_text(p.width).c_str());
            std::snprintf(form.depth, sizeof form.depth, "%s", inches_text(p.depth).c_str());
            say("", false);
        }
        note_widget("box:edit:" + std::to_string(i));
        ImGui::SameLine();
        if (ImGui::Button("Remove", {edit, 0})) {
            const std::string name = p.name;
            form.editing.reset();
            boxes.remove(system_id, i);
            say("Removed " + name + ".", false);
            ImGui::PopID();
            break;  // the list changed under the loop
        }
        note_widget("box:remove:" + std::to_string(i));
        ImGui::PopID();
    }
    ImGui::EndChild();
}

}  // namespace

float terrain_box_controls_height() { return ImGui::GetFrameHeightWithSpacing(); }

void draw_terrain_box_controls(const SystemLibrary& library, TerrainBoxes& boxes) {
    const std::string& system_id = library.system().id;
    const auto count = boxes.box(system_id).pieces.size();
    bool use = boxes.in_use(system_id);
    ImGui::BeginDisabled(!boxes.ready());
    if (ImGui::Checkbox("From my terrain box", &use)) boxes.set_in_use(system_id, use);
    note_widget("box-use");
    note_value("box-use", use ? "on" : "off");
    ImGui::SameLine();
    const std::string label = "My box (" + std::to_string(count) + ")";
    if (ImGui::Button(label.c_str(), {-1, 0})) {
        form = Form{};
        form.open = true;
    }
    note_widget("box-open");
    ImGui::EndDisabled();
}

void draw_terrain_box_window(const SystemLibrary& library, const Battlefields& battles, TerrainBoxes& boxes) {
    if (!form.open || !library.has_system()) return;
    back::closes([] { form.open = false; });
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    const float width = std::min(460.0f, screen.x - 24);
    ImGui::SetNextWindowPos({screen.x / 2, screen.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({width, 0});
    ImGui::SetNextWindowSizeConstraints({width, 0}, {width, screen.y - 24});
    ImGui::SetNextWindowBgAlpha(1.0f);
    ImGui::Begin("My terrain box", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::Text("My terrain box: %s", library.system().name.c_str());
    ImGui::Separator();
    theme::text_wrapped(theme::kMutedText,
                        "The pieces you own. With \"From my terrain box\" on, Generate layout places each of them at "
                        "most once instead of the catalogue's.");
    if (!boxes.problem().empty()) theme::text_wrapped(theme::kErrorText, "%s", boxes.problem().c_str());
    piece_list(library, battles, boxes);
    piece_form(library, battles, boxes);
    if (!form.message.empty()) {
        theme::text_wrapped(form.message_is_error ? theme::kErrorText : theme::kLegalText, "%s", form.message.c_str());
        note_value("box:message", form.message);
    }
    if (ImGui::Button("Close", {-1, 0})) form.open = false;
    note_widget("box:close");
    ImGui::End();
}

}  // namespace app
