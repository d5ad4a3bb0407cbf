#include "setup_rules.hpp"

#include "battleboard/sdk/panel_sdk.hpp"
#include "building_report.hpp"
#include "catalogue.hpp"

#include "battleboard/rules/placement_checks.hpp"

namespace tow {

bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield) {
    namespace attr = bb::plugin::building_attribute;
    using bb::rules::Severity;
    bb::rules::Findings findings;
    bb::rules::check_pieces_on_board(battlefield, findings);
    for (const auto& piece : battlefield.pieces) {
        auto report = building_report({piece, {}});
        if (!report) return report.error();
        if (!report->building) continue;
        const bool agreed = bb::plugin::sdk::attribute(piece, attr::kOccupiable) == "yes";
        bb::rules::Finding size;
        size.severity = agreed && !report->occupiable ? Severity::Breach : Severity::Advice;
        size.rule_id = "tow/occupiable-size";
        size.message = report->status;
        size.measured = report->widest;
        size.limit = number(*find_entry(piece.catalogue_id), key::kOccupiableAtLeast);
        size.has_measure = true;
        size.piece_ids = {piece.id};
        findings.items.push_back(std::move(size));
        if (report->occupant.present() && !report->occupant_allowed) {
            bb::rules::Finding occupant;
            occupant.rule_id = "tow/occupant";
            occupant.message = piece.label + ": " + report->occupant.name + " " + report->occupant_note;
            occupant.piece_ids = {piece.id};
            findings.items.push_back(std::move(occupant));
        }
    }
    return findings;
}

}  // namespace tow
