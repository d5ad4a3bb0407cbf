#include "shield_generators.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/rules/placement_checks.hpp"
#include "finding.hpp"
#include "upgrade_lists.hpp"

namespace wh40k7 {

using bb::rules::Severity;

void report_shield_barriers(const bb::model::Battlefield& battlefield, bb::rules::Findings& findings) {
    std::vector<const bb::model::TerrainPiece*> generators;
    for (const auto& piece : battlefield.pieces)
        if (piece.catalogue_id == "shield-generators") generators.push_back(&piece);
    std::vector<bool> paired(generators.size(), false);
    for (std::size_t i = 0; i < generators.size(); ++i) {
        for (std::size_t j = i + 1; j < generators.size(); ++j) {
            const auto &a = *generators[i], &b = *generators[j];
            const double gap = bb::geo::distance(a.on_board(), b.on_board());
            if (!bb::geo::at_most(gap, kShieldBarrierRange)) continue;
            paired[i] = paired[j] = true;
            findings.items.push_back(measured(
                finding("shield-barrier",
                        a.label + " and " + b.label + " are " + bb::rules::inches(gap) +
                            " apart: the straight line between them is a shield barrier, impassable terrain as tall "
                            "as the generators; wounds from shooting attacks through it or a generator get a 3+ "
                            "invulnerable save.",
                        {a.id, b.id}, Severity::Advice),
                gap, kShieldBarrierRange));
        }
    }
    for (std::size_t i = 0; i < generators.size(); ++i)
        if (!paired[i])
            findings.items.push_back(finding("lone-shield-generator",
                                             generators[i]->label + " has no other shield generator within " +
                                                 bb::rules::inches(kShieldBarrierRange) + ", so it raises no barrier.",
                                             {generators[i]->id}, Severity::Advice));
}

}  // namespace wh40k7
