#include "app/systems/wh40k7_fortification.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"
#include "battleboard/serial/blob.hpp"

#include <algorithm>
#include <cstdio>

namespace app::wh40k7 {

namespace {

constexpr std::string_view kUpgradePrefix = "building-upgrade:";

// The bill depends on what is bought, not on where anything stands: the question leaves positions out, so
// the plugin is asked again only when a purchase (or a name in its messages) changes.
struct BillCache {
    bb::serial::Bytes question;
    std::optional<ops::FortificationPoints> bill;
    std::string error;
};

const BillCache& bill_for(Session& session, const TerrainPiece& fortification) {
    static BillCache cache;
    ops::FortificationQuestion question;
    question.fortification_id = fortification.id;
    auto& pieces = question.battlefield.pieces;
    pieces.push_back(fortification);
    for (const auto* piece : bought_pieces(session.battlefield(), fortification.id)) pieces.push_back(*piece);
    for (auto& piece : pieces) {
        piece.position = {};
        piece.rotation = 0;
        piece.rolls.clear();
    }
    auto blob = bb::serial::to_blob(question);
    if (blob == cache.question) return cache;
    cache.question = std::move(blob);
    auto bill = session.request<ops::FortificationPoints>(ops::kFortificationPoints, question);
    cache.bill.reset();
    cache.error.clear();
    if (bill)
        cache.bill = std::move(*bill);
    else
        cache.error = bill.error().message;
    return cache;
}

void muted_wrapped(const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::kMutedText);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

// One checkbox per upgrade the entry sells; the rules of those bought are shown beneath, the others on hover.
void building_upgrades(Session& session, TerrainPiece& fortification, const bb::sys::CatalogueEntry& entry,
                       const ops::FortificationPoints* bill) {
    const auto* slots = entry.find_property("upgrade-slots");
    if (!slots || slots->value <= 0) return;
    const unsigned used = bill ? bill->upgrade_slots_used : unsigned(upgrade_ids(fortification).size());
    const unsigned allowed = bill ? bill->upgrade_slots : unsigned(slots->value);
    char text[96];
    std::snprintf(text, sizeof text, "%u/%u", used, allowed);
    note_value("upgrade-slots", text);
    ImGui::TextUnformatted("Building upgrades");
    ImGui::SameLine();
    ImGui::TextColored(used > allowed ? theme::kErrorText : theme::kMutedText, "%u of %u slot%s used", used, allowed,
                       allowed == 1 ? "" : "s");
    auto ids = upgrade_ids(fortification);
    for (const auto& property : entry.properties) {
        if (!property.key.starts_with(kUpgradePrefix)) continue;
        const std::string id = property.key.substr(kUpgradePrefix.size());
        bool bought = std::find(ids.begin(), ids.end(), id) != ids.end();
        std::snprintf(text, sizeof text, "%s (%g pts)", property.label.c_str(), property.value);
        ImGui::PushID(id.c_str());
        if (ImGui::Checkbox(text, &bought)) {
            if (bought)
                ids.push_back(id);
            else
                std::erase(ids, id);
            set_upgrade_ids(fortification, ids);
        }
        note_widget("upgrade:" + id);
        const auto* rules = session.system().find_ability(id, session.edition());
        if (rules && bought) {
            ImGui::Indent();
            muted_wrapped(rules->text);
            ImGui::Unindent();
        } else if (rules && ImGui::IsItemHovered()) {
            ImGui::BeginTooltip();
            ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
            ImGui::TextUnformatted(rules->text.c_str());
            ImGui::PopTextWrapPos();
            ImGui::EndTooltip();
        }
        ImGui::PopID();
    }
}

// It decides whether a Battlement & Battlefield upgrade may stand on the fortification.
void battlements(const Session& session, TerrainPiece& fortification) {
    bool has = has_battlements(session, fortification);
    if (ImGui::Checkbox("Has battlements", &has)) fortification.attributes[ops::kBattlements] = has ? "yes" : "no";
    note_widget("battlements");
}

// What the rules do not allow, at the top where a change shows at once.
void bill_findings(const BillCache& cache) {
    if (!cache.bill) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("Points unavailable: %s", cache.error.c_str());
        ImGui::PopStyleColor();
        return;
    }
    const auto& bill = *cache.bill;
    std::string shown;
    for (const auto& finding : bill.findings.items) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextWrapped("%s", finding.message.c_str());
        ImGui::PopStyleColor();
        shown += (shown.empty() ? "" : "\n") + finding.rule_id;
    }
    note_value("fortification-findings", shown);
}

void bill_lines(const ops::FortificationPoints& bill) {
    if (bill.lines.empty()) return;
    ImGui::TextUnformatted("Bill");
    for (const auto& line : bill.lines) {
        if (line.count > 1)
            ImGui::BulletText("%s x%u (%u each): %u pts", line.item.c_str(), line.count, line.points_each, line.points);
        else
            ImGui::BulletText("%s: %u pts", line.item.c_str(), line.points);
    }
}

}  // namespace

bool fortification_panel(Session& session, TerrainPiece& fortification, const bb::sys::CatalogueEntry& entry) {
    const BillCache& cache = bill_for(session, fortification);
    const ops::FortificationPoints* bill = cache.bill ? &*cache.bill : nullptr;
    ImGui::Spacing();
    // The running total stays in sight on the header, open or closed.
    char header[96];
    if (bill)
        std::snprintf(header, sizeof header, "Fortification upgrades: %u pts###upgrades", bill->total);
    else
        std::snprintf(header, sizeof header, "Fortification upgrades###upgrades");
    if (bill) note_value("fortification-points", std::to_string(bill->total));
    const bool open = ImGui::CollapsingHeader(header, ImGuiTreeNodeFlags_DefaultOpen);
    note_widget("upgrades-header");
    if (!open) return false;
    bill_findings(cache);
    ImGui::Spacing();
    building_upgrades(session, fortification, entry, bill);
    battlements(session, fortification);
    ImGui::Spacing();
    std::uint32_t sections = 0;
    for (const auto* piece : bought_pieces(session.battlefield(), fortification.id)) {
        const auto* bought = entry_of(session, *piece);
        sections += bought && bought->find_property("obstacle-points");
    }
    if (obstacle_buttons(session, fortification, sections)) return true;
    ImGui::Spacing();
    if (battlement_picker(session, fortification)) return true;
    ImGui::Spacing();
    if (bill) bill_lines(*bill);
    return false;
}

}  // namespace app::wh40k7
