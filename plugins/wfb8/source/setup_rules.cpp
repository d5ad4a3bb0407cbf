#include "setup_rules.hpp"

#include "building_report.hpp"
#include "catalogue.hpp"
#include "properties.hpp"

#include "battleboard/rules/placement_checks.hpp"

namespace wfb8 {

namespace {

bb::rules::Finding finding(bb::rules::Severity severity, const char* rule_id, std::string message,
                           std::uint32_t piece_id) {
    bb::rules::Finding f;
    f.severity = severity;
    f.rule_id = rule_id;
    f.message = std::move(message);
    f.piece_ids = {piece_id};
    return f;
}

}  // namespace

bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield) {
    bb::rules::Findings findings;
    bb::rules::check_pieces_on_board(battlefield, findings);
    for (const auto& piece : battlefield.pieces) {
        auto report = building_report({piece, {}});
        if (!report) return report.error();
        const double multipart = report->building ? number(*find_entry(piece.catalogue_id), key::kMultipartOver) : 0;
        if (report->building && report->widest >= multipart - bb::geo::kTolerance) {
            auto f = finding(bb::rules::Severity::Advice, "wfb8/multipart-building",
                             piece.label + ": " + report->advice, piece.id);
            f.measured = report->widest;
            f.limit = multipart;
            f.has_measure = true;
            findings.items.push_back(std::move(f));
        }
        if (!report->occupant.present()) continue;
        if (!report->building)
            findings.items.push_back(finding(bb::rules::Severity::Breach, "wfb8/garrison-in-impassable",
                                             report->status + " It cannot hold a garrison.", piece.id));
        else if (!report->occupant_allowed)
            findings.items.push_back(finding(bb::rules::Severity::Breach, "wfb8/garrison-troop-type",
                                             piece.label + ": " + report->occupant_note, piece.id));
    }
    return findings;
}

}  // namespace wfb8
