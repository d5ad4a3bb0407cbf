#include "app/systems/unit_fields.hpp"

#include "app/systems/panel_fields.hpp"
#include "app/widget_rects.hpp"

#include <imgui.h>
#include <algorithm>
#include <cctype>
#include <cstdio>

namespace app {

namespace {

// "monstrous-infantry" -> "Monstrous infantry".
std::string troop_type_name(const std::string& troop_type) {
    std::string name = troop_type;
    std::replace(name.begin(), name.end(), '-', ' ');
    if (!name.empty()) name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

bool troop_type(const std::string& key, std::string& chosen, const std::vector<std::string>& troop_types,
                const char* nobody) {
    field_label("Troop type");
    const std::string current = chosen.empty() ? nobody : troop_type_name(chosen);
    const bool open = ImGui::BeginCombo(("##" + key).c_str(), current.c_str(), ImGuiComboFlags_HeightLargest);
    note_widget(key);
    if (!open) return false;
    bool changed = false;
    if (ImGui::Selectable(nobody, chosen.empty())) {
        changed = !chosen.empty();
        chosen.clear();
    }
    note_widget(key + ":none");
    for (const auto& type : troop_types) {
        if (ImGui::Selectable(troop_type_name(type).c_str(), type == chosen)) {
            changed = type != chosen;
            chosen = type;
        }
        note_widget(key + ":" + type);
    }
    ImGui::EndCombo();
    return changed;
}

}  // namespace

bool unit_fields(const std::string& key, bb::plugin::UnitProfile& unit, const std::vector<std::string>& troop_types,
                 const char* nobody, bool with_name) {
    ImGui::PushID(key.c_str());
    bool changed = troop_type(key + ":troop-type", unit.troop_type, troop_types, nobody);
    if (unit.present()) {
        if (with_name) {
            field_label("Name");
            char name[64];
            std::snprintf(name, sizeof name, "%s", unit.name.c_str());
            if (ImGui::InputTextWithHint("##name", "The unit's name", name, sizeof name)) {
                unit.name = name;
                changed = true;
            }
            note_widget(key + ":name");
        }
        changed |= count_field(key + ":models", "Models", unit.models, 0, 999);
        changed |= count_field(key + ":unit-strength", "Unit Strength", unit.unit_strength, 0, 999);
    }
    ImGui::PopID();
    return changed;
}

}  // namespace app
