#include "app/tabs/added_systems_section.hpp"

#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"

#include <imgui.h>

namespace app {

namespace {

void offered_bundle(SystemInstaller& installer) {
    const auto* entry = installer.offered();
    if (!entry) return;
    ImGui::TextWrapped("Add %s, version %s, by %s?", entry->name.c_str(), entry->version.c_str(),
                       entry->author.c_str());
    note_value("add-system:offered", entry->name + " " + entry->version + " by " + entry->author);
    theme::text_wrapped(theme::kMutedText,
                        "It runs in its own sandbox: it can read the battle it is shown and "
                        "answer, nothing else.");
    if (ImGui::Button("Add it")) installer.add_offered();
    note_widget("add-system:confirm");
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) installer.cancel();
    note_widget("add-system:cancel");
}

void added_row(const bb::plugin::IndexEntry& entry, const SystemLibrary& library, SystemInstaller& installer) {
    const std::string key = "added-system:" + entry.id;
    ImGui::TextWrapped("%s %s, by %s", entry.name.c_str(), entry.version.c_str(), entry.author.c_str());
    const std::string broken = library.broken(entry.id);
    if (!broken.empty()) {
        theme::text_wrapped(theme::kErrorText, "Stopped: %s.", broken.c_str());
        if (ImGui::Button(("Retry##" + entry.id).c_str())) installer.retry(entry.id);
        note_widget(key + ":retry");
        ImGui::SameLine();
    }
    if (installer.removing() == entry.id) {
        ImGui::TextWrapped("Remove %s from this device? Battles that use it are kept.", entry.name.c_str());
        if (ImGui::Button(("Remove it##" + entry.id).c_str())) installer.confirm_removal();
        note_widget(key + ":confirm-remove");
        ImGui::SameLine();
        if (ImGui::Button(("Keep it##" + entry.id).c_str())) installer.keep();
        note_widget(key + ":keep");
        return;
    }
    if (ImGui::Button(("Remove##" + entry.id).c_str())) installer.ask_removal(entry.id);
    note_widget(key + ":remove");
}

}  // namespace

void draw_added_systems(const SystemLibrary& library, SystemInstaller& installer) {
    if (ImGui::Button("Add a game system") && !installer.busy()) installer.pick();
    note_widget("add-system");
    offered_bundle(installer);
    if (!installer.message().empty()) {
        theme::text_wrapped(installer.failed() ? theme::kErrorText : theme::kMutedText, "%s",
                            installer.message().c_str());
        note_value("add-system:message", installer.message());
    }
    bool heading = false;
    for (const auto& entry : library.installed().systems) {
        if (!entry.added) continue;
        if (!std::exchange(heading, true)) ImGui::TextUnformatted("Added game systems");
        added_row(entry, library, installer);
    }
}

}  // namespace app
