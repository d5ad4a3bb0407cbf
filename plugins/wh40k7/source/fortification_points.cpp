#include "fortification_points.hpp"

#include "attributes.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "finding.hpp"

#include <map>

namespace wh40k7 {

namespace ops = bb::plugin::wh40k7_ops;
namespace sdk = bb::plugin::sdk;
using bb::model::TerrainPiece;

namespace {

std::vector<const TerrainPiece*> bought_pieces(const bb::model::Battlefield& battlefield, std::uint32_t id) {
    std::vector<const TerrainPiece*> pieces;
    for (const auto& piece : battlefield.pieces)
        if (bought_for(piece) == id) pieces.push_back(&piece);
    return pieces;
}

void price_building_upgrades(const TerrainPiece& fortification, const FortificationKind& kind,
                             ops::FortificationPoints& bill) {
    std::map<std::string, unsigned> copies;
    for (const std::string& id : chosen_upgrades(fortification)) {
        const BuildingUpgrade* upgrade = find_building_upgrade(id);
        if (!upgrade) {
            std::string known;
            for (const auto& u : building_upgrades()) known += (known.empty() ? "" : ", ") + std::string(u.id);
            bill.findings.items.push_back(
                finding("unknown-upgrade",
                        fortification.label + " lists '" + id + "', which is not a building upgrade (" + known + ").",
                        {fortification.id}));
            continue;
        }
        ++copies[id];
        ++bill.upgrade_slots_used;
        bill.lines.push_back({std::string(upgrade->name), 1, upgrade->points, upgrade->points, {fortification.id}});
    }
    for (const auto& [id, count] : copies)
        if (count > 1)
            bill.findings.items.push_back(
                measured(finding("duplicate-upgrade",
                                 fortification.label + " has " + id + " " + std::to_string(count) +
                                     " times; a building may have each upgrade only once.",
                                 {fortification.id}),
                         count, 1));
    if (bill.upgrade_slots_used <= kind.upgrade_slots) return;
    const std::string message = kind.upgrade_slots == 0
                                    ? fortification.label + " is not a building, so it cannot buy building upgrades."
                                    : fortification.label + " has " + std::to_string(bill.upgrade_slots_used) +
                                          " building upgrades; its size "
                                          "allows " +
                                          std::to_string(kind.upgrade_slots) + ".";
    bill.findings.items.push_back(
        measured(finding("upgrade-slots", message, {fortification.id}), bill.upgrade_slots_used, kind.upgrade_slots));
}

void price_obstacles(const TerrainPiece& fortification, const std::vector<const TerrainPiece*>& bought,
                     ops::FortificationPoints& bill) {
    std::vector<std::uint32_t> sections;
    for (const auto& obstacle : obstacle_upgrades()) {
        ops::PointsLine line{std::string(obstacle.name), 0, obstacle.points_per_section, 0, {}};
        for (const TerrainPiece* piece : bought)
            if (piece->catalogue_id == obstacle.catalogue_id) line.piece_ids.push_back(piece->id);
        if (line.piece_ids.empty()) continue;
        line.count = std::uint32_t(line.piece_ids.size());
        line.points = line.count * line.points_each;
        sections.insert(sections.end(), line.piece_ids.begin(), line.piece_ids.end());
        bill.lines.push_back(std::move(line));
    }
    if (sections.size() <= kMaxObstacleSections) return;
    sections.push_back(fortification.id);
    bill.findings.items.push_back(measured(
        finding("obstacle-sections",
                fortification.label + " has " + std::to_string(sections.size() - 1) +
                    " obstacle sections; a fortification may buy up to " + std::to_string(kMaxObstacleSections) + ".",
                sections),
        double(sections.size() - 1), kMaxObstacleSections));
}

void price_battlement_upgrades(const TerrainPiece& fortification, const std::vector<const TerrainPiece*>& bought,
                               ops::FortificationPoints& bill) {
    std::vector<std::uint32_t> pieces;
    for (const TerrainPiece* piece : bought) {
        if (!is_battlement_upgrade(piece->catalogue_id)) continue;
        pieces.push_back(piece->id);
        const BattlementUpgrade* upgrade =
            find_battlement_upgrade(piece->catalogue_id, sdk::attribute(*piece, ops::kWeapon));
        if (!upgrade) {
            bill.findings.items.push_back(finding("gun-emplacement-weapon",
                                                  piece->label +
                                                      " needs its weapon attribute set to icarus-lascannon or "
                                                      "quad-gun to be priced.",
                                                  {piece->id, fortification.id}));
            continue;
        }
        bill.lines.push_back({std::string(upgrade->name), 1, upgrade->points, upgrade->points, {piece->id}});
    }
    if (pieces.size() <= kMaxBattlementUpgrades) return;
    const auto count = pieces.size();
    pieces.push_back(fortification.id);
    bill.findings.items.push_back(
        measured(finding("battlement-upgrades",
                         fortification.label + " has " + std::to_string(count) +
                             " Battlement & Battlefield upgrades; a fortification may buy one.",
                         pieces),
                 double(count), kMaxBattlementUpgrades));
}

}  // namespace

ops::FortificationPoints price_fortification(const bb::model::Battlefield& battlefield,
                                             const TerrainPiece& fortification, const FortificationKind& kind) {
    ops::FortificationPoints bill;
    bill.fortification_id = fortification.id;
    bill.upgrade_slots = kind.upgrade_slots;
    const auto bought = bought_pieces(battlefield, fortification.id);
    price_building_upgrades(fortification, kind, bill);
    price_obstacles(fortification, bought, bill);
    price_battlement_upgrades(fortification, bought, bill);
    for (const TerrainPiece* piece : bought)
        if (!find_obstacle_upgrade(piece->catalogue_id) && !is_battlement_upgrade(piece->catalogue_id))
            bill.findings.items.push_back(finding("not-an-upgrade",
                                                  piece->label + " is bought for " + fortification.label +
                                                      ", but it is neither an obstacle nor a "
                                                      "Battlement & Battlefield upgrade.",
                                                  {piece->id, fortification.id}));
    for (const auto& line : bill.lines) bill.total += line.points;
    return bill;
}

bb::Result<ops::FortificationPoints> fortification_points(const ops::FortificationQuestion& question) {
    const TerrainPiece* piece = question.battlefield.find_piece(question.fortification_id);
    if (!piece)
        return bb::make_error("There is no piece " + std::to_string(question.fortification_id) + " on the table.");
    const FortificationKind* kind = find_fortification_kind(piece->catalogue_id);
    if (!kind) return bb::make_error(piece->label + " is not a fortification, so it buys no upgrades.");
    return price_fortification(question.battlefield, *piece, *kind);
}

}  // namespace wh40k7
