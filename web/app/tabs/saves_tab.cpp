#include "app/tabs/saves_tab.hpp"

#include "app/board/board_image.hpp"
#include "app/saves/pasted_link.hpp"
#include "app/scanner/code_scanner.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "platform/files.hpp"
#include "platform/share.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>
#include <cstdio>

namespace app {

namespace {

// A text field bound to a std::string (names are short: 64 bytes is plenty).
bool name_field(const char* id, const char* hint, std::string& text) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%s", text.c_str());
    const bool changed = ImGui::InputTextWithHint(id, hint, buffer, sizeof buffer);
    if (changed) text = buffer;
    return changed;
}

// Takes the entry by value: opening or deleting changes the list it came from.
void save_row(const SystemLibrary& library, SaveStore& saves, SavesTabState& ui, const SaveEntry entry, int index) {
    const std::string key = "save:" + std::to_string(index);
    ImGui::PushID(entry.key.c_str());
    ImGui::TextUnformatted(entry.record.name.c_str());
    note_widget(key + ":name");
    ImGui::PushStyleColor(ImGuiCol_Text, theme::kMutedText);
    const std::string& system = entry.record.battlefield.system_id;
    const bool installed = library.installed().find(system) != nullptr;
    const std::string& version = entry.record.system_version;
    const std::string missing =
        version.empty() ? " (not installed)" : " (not installed: needs version " + version + ")";
    ImGui::TextWrapped("%s%s, %s", library.installed().name_of(system).c_str(), installed ? "" : missing.c_str(),
                       local_date(entry.record.saved_at).c_str());
    ImGui::PopStyleColor();
    if (ui.renaming == entry.key) {
        ImGui::SetNextItemWidth(-130);
        name_field("##rename", "New name", ui.rename_text);
        note_widget(key + ":rename-text");
        ImGui::SameLine();
        if (ImGui::Button("Rename") && !ui.rename_text.empty()) {
            saves.rename(entry.key, ui.rename_text);
            ui.renaming.clear();
        }
        note_widget(key + ":rename-ok");
        ImGui::SameLine();
        if (ImGui::Button("Cancel")) ui.renaming.clear();
    } else if (ui.confirm_delete == entry.key) {
        theme::text_wrapped(theme::kErrorText, "Delete this save for good?");
        ImGui::PushStyleColor(ImGuiCol_Button, theme::kDangerButton);
        const bool confirmed = ImGui::Button("Delete");
        note_widget(key + ":delete-confirm");
        ImGui::PopStyleColor();
        ImGui::SameLine();
        if (ImGui::Button("Keep it")) ui.confirm_delete.clear();
        note_widget(key + ":delete-cancel");
        if (confirmed) {
            ui.confirm_delete.clear();
            saves.remove(entry.key);  // the list changes: the caller stops drawing it this frame
        }
    } else {
        if (ImGui::Button("Open")) saves.open(entry.key);
        note_widget(key + ":open");
        ImGui::SameLine();
        if (ImGui::Button("Rename...")) {
            ui.renaming = entry.key;
            ui.rename_text = entry.record.name;
        }
        note_widget(key + ":rename");
        ImGui::SameLine();
        if (ImGui::Button("Delete...")) ui.confirm_delete = entry.key;
        note_widget(key + ":delete");
    }
    ImGui::PopID();
    ImGui::Separator();
}

// Opens the link in pasted text the way a link opened by its address opens: same checks, same messages.
void open_pasted_link(const std::string& text, const char* source, SaveStore& saves, SavesTabState& ui) {
    const auto fragment = link_in(text);
    if (!fragment) return saves.say(std::string(source) + " holds no Battleboard link.", true);
    ui.paste_field = false;
    ui.paste_text.clear();
    platform::open_fragment(*fragment);
}

// "Paste link": a link copied from a chat, read from the clipboard where the browser allows it, else pasted (or
// typed) into a field.
void paste_link(SaveStore& saves, SavesTabState& ui) {
    if (ImGui::Button("Paste link")) {
        platform::read_text([&saves, &ui](bool ok, const std::string& text) {
            if (ok) return open_pasted_link(text, "The clipboard", saves, ui);
            ui.paste_field = true;
            ui.paste_reason = text;
        });
    }
    note_widget("paste-link");
    ImGui::SameLine();
    draw_scan_button("scan-code");  // a link shown as a QR code, on the other player's phone or a printed sheet
    if (!ui.paste_field) return;
    theme::text_wrapped(theme::kMutedText, "%s Paste the link here:", ui.paste_reason.c_str());
    ImGui::SetNextItemWidth(-80);
    ImGui::InputTextWithHint("##paste-text", "https://...#bb...", &ui.paste_text);
    note_widget("paste-text");
    ImGui::SameLine();
    ImGui::BeginDisabled(ui.paste_text.empty());
    if (ImGui::Button("Open", {-1, 0})) open_pasted_link(ui.paste_text, "The pasted text", saves, ui);
    ImGui::EndDisabled();
    note_widget("paste-open");
}

}  // namespace

void export_setup(const bb::model::Battlefield& b, SaveStore& saves) {
    const std::string text = bb::setup::to_json(b);
    const std::string name =
        b.system_id + "-" + (b.battleplan_id.empty() ? "battlefield" : b.battleplan_id) + ".battleboard.json";
    platform::download_file(name, "application/json", {text.begin(), text.end()});
    saves.say("Exported " + name + ".", false);
}

void export_board_image(const bb::model::Battlefield* battlefield, const BoardAnswers& answers, SaveStore& saves) {
    auto image = draw_board_image(battlefield, answers);
    if (!image) {
        saves.say("Could not make the picture: " + image.error().message, true);
        return;
    }
    platform::download_png(image->file_name, image->width, image->height, image->rgba);
    char size[32];
    std::snprintf(size, sizeof size, "%dx%d", image->width, image->height);
    saves.say("Downloaded " + image->file_name + " (" + size + " pixels).", false);
}

void draw_saves_tab(const SystemLibrary& library, Battlefields& battles, SaveStore& saves, SavesTabState& ui) {
    if (!saves.message().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, saves.message_is_error() ? theme::kErrorText : theme::kLegalText);
        ImGui::TextWrapped("%s", saves.message().c_str());
        ImGui::PopStyleColor();
    }
    for (const auto& problem : saves.problems()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("%s", problem.c_str());
        ImGui::PopStyleColor();
    }
    if (library.has_system()) {
        ImGui::TextUnformatted("Save this battlefield");
        ImGui::SetNextItemWidth(-80);
        name_field("##save-name", "Name", ui.new_name);
        note_widget("save-name");
        ImGui::SameLine();
        ImGui::BeginDisabled(ui.new_name.empty());
        if (ImGui::Button("Save", {-1, 0})) {
            saves.save_as(ui.new_name, battles.battlefield(), battles.roll_log());
            ui.new_name.clear();
        }
        ImGui::EndDisabled();
        note_widget("save-as");
        if (ImGui::Button("Export file")) export_setup(battles.battlefield(), saves);
        note_widget("export-file");
        ImGui::SameLine();
        if (ImGui::Button("Board as PNG")) ui.image_requested = true;
        note_widget("export-png");
        ImGui::SameLine();
    }
    if (ImGui::Button("Import file")) {
        platform::pick_text_file(".json,application/json", [&saves](bb::Result<platform::PickedFile> file) {
            if (!file)
                saves.say(file.error().message, true);
            else
                saves.import_setup(file->name, file->text);
        });
    }
    note_widget("import-file");
    paste_link(saves, ui);
    ImGui::Separator();
    if (!saves.ready())
        theme::text_wrapped(theme::kMutedText, "Reading saves...");
    else if (saves.saves().empty())
        theme::text_wrapped(theme::kMutedText, "No saves yet.");
    const std::size_t count = saves.saves().size();
    for (std::size_t i = 0; i < saves.saves().size() && saves.saves().size() == count; ++i)
        save_row(library, saves, ui, saves.saves()[i], int(i));
}

}  // namespace app
