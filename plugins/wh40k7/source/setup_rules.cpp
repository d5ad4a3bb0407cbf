#include "setup_rules.hpp"

#include "battleboard/rules/placement_checks.hpp"
#include "finding.hpp"
#include "fortification_points.hpp"
#include "shield_generators.hpp"
#include "upgrade_placement.hpp"

namespace wh40k7 {

namespace {

void check_purchases(const bb::model::Battlefield& battlefield, bb::rules::Findings& findings) {
    for (const auto& piece : battlefield.pieces) {
        const FortificationKind* kind = find_fortification_kind(piece.catalogue_id);
        if (!kind) continue;
        auto bill = price_fortification(battlefield, piece, *kind);
        for (auto& f : bill.findings.items) findings.items.push_back(std::move(f));
        if (bill.total == 0) continue;
        std::string items;
        for (const auto& line : bill.lines)
            items += (items.empty() ? "" : ", ") + line.item +
                     (line.count > 1 ? " x" + std::to_string(line.count) : "") + " " + std::to_string(line.points);
        std::vector<std::uint32_t> pieces;
        for (const auto& line : bill.lines) pieces.insert(pieces.end(), line.piece_ids.begin(), line.piece_ids.end());
        findings.items.push_back(
            finding("fortification-points",
                    piece.label + " upgrades cost " + std::to_string(bill.total) + " pts (" + items + ").", {piece.id},
                    bb::rules::Severity::Advice));
    }
}

}  // namespace

bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield) {
    bb::rules::Findings findings;
    bb::rules::check_pieces_on_board(battlefield, findings);
    check_purchases(battlefield, findings);
    check_upgrade_placement(battlefield, findings);
    report_shield_barriers(battlefield, findings);
    return findings;
}

}  // namespace wh40k7
