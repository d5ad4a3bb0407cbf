#include "app/systems/wh40k7_fortification.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/layout/free_spot.hpp"

#include <cmath>
#include <cstdio>

namespace app::wh40k7 {

namespace {

constexpr std::uint32_t kMaxSections = 6;  // the plugin reports more; the panel only counts
constexpr std::string_view kBattlementPrice = "battlement-upgrade-points";

// One way to buy a Battlement & Battlefield upgrade: a catalogue entry, with a weapon for gun emplacements.
struct BattlementOption {
    const bb::sys::CatalogueEntry* entry;
    std::string weapon;
    std::string name;
    double points;
};

std::vector<BattlementOption> battlement_options(const Session& session) {
    std::vector<BattlementOption> options;
    for (const auto* entry : session.system().catalogue_for(session.edition())) {
        for (const auto& p : entry->properties) {
            if (!p.key.starts_with(kBattlementPrice)) continue;
            const std::string weapon =
                p.key.size() > kBattlementPrice.size() ? p.key.substr(kBattlementPrice.size() + 1) : "";
            options.push_back({entry, weapon, p.label.substr(0, p.label.find(" (")), p.value});
        }
    }
    return options;
}

bool is_battlement_upgrade(const Session& session, const TerrainPiece& piece) {
    const auto* entry = entry_of(session, piece);
    if (!entry) return false;
    for (const auto& p : entry->properties)
        if (p.key.starts_with(kBattlementPrice)) return true;
    return false;
}

// Adds the piece from the catalogue, bought for the fortification and set up beside it, wholly within range and
// lengthwise along one of its sides. The fortification stays selected, so several purchases can follow.
TerrainPiece& add_bought(Session& session, std::uint32_t fortification_id, const bb::sys::CatalogueEntry& entry) {
    auto& b = session.battlefield();
    const TerrainPiece fortification = *b.find_piece(fortification_id);  // a copy: adding a piece may move it
    constexpr double kGap = 0.5;                                         // enough to grab each piece on its own
    std::optional<bb::geo::Vec2> spot;
    double rotation = 0;
    for (double turn : {0.0, 90.0}) {
        rotation = std::fmod(fortification.rotation + turn, 360.0);
        spot = bb::layout::free_spot_near(b, entry.footprint, rotation, kGap, fortification.on_board(), kUpgradeRange);
        if (spot) break;
    }
    const std::uint32_t id = session.add_piece(entry);  // somewhere free when there is no room beside it
    session.select_piece(fortification_id);
    TerrainPiece& piece = *b.find_piece(id);
    if (spot) {
        piece.position = *spot;
        piece.rotation = rotation;
    }
    set_bought_for(piece, fortification_id);
    return piece;
}

// In a corner of the roof, clear of the fortification's label.
void put_on_battlements(TerrainPiece& piece, const TerrainPiece& fortification) {
    const auto roof = bb::geo::bounds(fortification.footprint);
    const auto size = bb::geo::bounds(piece.footprint);
    constexpr double kInset = 0.5;
    const bb::geo::Vec2 corner{roof.max.x - size.max.x - kInset, roof.max.y - size.max.y - kInset};
    piece.position = fortification.position + bb::geo::rotated(corner, fortification.rotation);
    piece.rotation = fortification.rotation;
}

}  // namespace

bool obstacle_buttons(Session& session, const TerrainPiece& fortification, std::uint32_t sections) {
    ImGui::TextUnformatted("Obstacles");
    ImGui::SameLine();
    ImGui::TextColored(sections > kMaxSections ? theme::kErrorText : theme::kMutedText, "%u of up to %u sections",
                       sections, kMaxSections);
    const std::uint32_t fortification_id = fortification.id;
    for (const auto* entry : session.system().catalogue_for(session.edition())) {
        const auto* price = entry->find_property("obstacle-points");
        if (!price) continue;
        char label[128];
        std::snprintf(label, sizeof label, "+ %s section (%g pts)", entry->name.c_str(), price->value);
        const bool add = ImGui::Button(label, {-1, 0});
        note_widget("add-section:" + entry->id);
        if (!add) continue;
        add_bought(session, fortification_id, *entry);
        return true;
    }
    return false;
}

bool battlement_picker(Session& session, const TerrainPiece& fortification) {
    const std::uint32_t fortification_id = fortification.id;
    const auto options = battlement_options(session);
    TerrainPiece* current = nullptr;
    for (auto* piece : bought_pieces(session.battlefield(), fortification_id))
        if (is_battlement_upgrade(session, *piece)) current = current ? current : piece;
    const BattlementOption* chosen = nullptr;
    for (const auto& option : options)
        if (current && option.entry->id == current->catalogue_id &&
            (option.weapon.empty() || option.weapon == attribute(*current, ops::kWeapon)))
            chosen = &option;
    ImGui::TextUnformatted("Battlement & Battlefield upgrade (one)");
    ImGui::SetNextItemWidth(-1);
    const std::string preview = chosen ? chosen->name : current ? current->label + " (choose its weapon)" : "None";
    const bool open = ImGui::BeginCombo("##battlement", preview.c_str());
    note_widget("battlement");
    if (!open) return false;
    bool changed = false;
    if (ImGui::Selectable("None", !current) && current) {
        session.battlefield().remove_piece(current->id);
        changed = true;
    }
    for (const auto& option : options) {
        char label[128];
        std::snprintf(label, sizeof label, "%s (%g pts)", option.name.c_str(), option.points);
        const bool pick = ImGui::Selectable(label, &option == chosen);
        note_widget("battlement:" + option.entry->id + (option.weapon.empty() ? "" : ":" + option.weapon));
        if (!pick || changed) continue;
        TerrainPiece* piece = current;
        if (!piece || piece->catalogue_id != option.entry->id) {
            if (piece) session.battlefield().remove_piece(piece->id);
            piece = &add_bought(session, fortification_id, *option.entry);
            const TerrainPiece& owner = *session.battlefield().find_piece(fortification_id);
            if (has_battlements(session, owner)) put_on_battlements(*piece, owner);
        }
        if (option.weapon.empty())
            piece->attributes.erase(ops::kWeapon);
        else
            piece->attributes[ops::kWeapon] = option.weapon;
        changed = true;
    }
    ImGui::EndCombo();
    return changed;
}

void weapon_picker(Session& session, TerrainPiece& emplacement) {
    const std::string weapon = attribute(emplacement, ops::kWeapon);
    std::vector<BattlementOption> weapons;
    for (auto& option : battlement_options(session))
        if (option.entry->id == emplacement.catalogue_id && !option.weapon.empty()) weapons.push_back(option);
    if (weapons.empty()) return;
    ImGui::TextUnformatted("Weapon");
    for (const auto& option : weapons) {
        char label[128];
        std::snprintf(label, sizeof label, "%s (%g pts)", option.name.c_str(), option.points);
        if (ImGui::RadioButton(label, weapon == option.weapon)) emplacement.attributes[ops::kWeapon] = option.weapon;
        note_widget("weapon:" + option.weapon);
    }
}

}  // namespace app::wh40k7
