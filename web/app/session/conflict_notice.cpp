#include "app/session/conflict_notice.hpp"

#include <cstring>

namespace app {

namespace {

namespace field = bb::sync::field;

std::string quoted(const std::string& name) { return "\u201c" + name + "\u201d"; }

std::string piece_name(const bb::model::Battlefield& battle, std::uint32_t id) {
    const auto* piece = battle.find_piece(id);
    if (!piece) return "a piece since removed";
    return quoted(piece->label.empty() ? piece->catalogue_id : piece->label);
}

// What changed, as the subject of a sentence, and whether it takes "were".
struct Subject {
    std::string words;
    bool plural = false;
};

Subject subject(const bb::sync::Conflict& conflict, const bb::model::Battlefield& battle) {
    switch (conflict.target) {
        case bb::sync::Target::Piece: {
            const std::string piece = piece_name(battle, conflict.id);
            if (conflict.field == field::kPlace) return {"The place of " + piece};
            if (conflict.field == field::kShape) return {"The shape of " + piece};
            if (conflict.field == field::kRolls) return {"The rolls kept on " + piece, true};
            if (conflict.field.rfind(field::kAttribute, 0) == 0)
                return {"The " + conflict.field.substr(std::strlen(field::kAttribute)) + " of " + piece};
            return {"The piece " + piece};
        }
        case bb::sync::Target::Objective: {
            for (const auto& objective : battle.objectives)
                if (objective.id == conflict.id) return {"The objective " + quoted(objective.label)};
            return {"An objective"};
        }
        case bb::sync::Target::Battle:
            if (conflict.field == field::kEdition) return {"The rules edition"};
            if (conflict.field == field::kBattleplan) return {"The battleplan"};
            if (conflict.field == field::kSize) return {"The board size"};
            if (conflict.field == field::kTerritories) return {"The deployment zones", true};
            break;
        case bb::sync::Target::Panel:
        case bb::sync::Target::Roll: break;
    }
    return {"Part of the battle"};
}

}  // namespace

std::string conflict_notice(const std::vector<bb::sync::Conflict>& conflicts, const bb::model::Battlefield& battle,
                            std::string_view other) {
    if (conflicts.empty()) return {};
    const auto& last = conflicts.back();
    const auto what = subject(last, battle);
    std::string text = what.words + (what.plural ? " were" : " was") + " changed here and on " + std::string(other) +
                       " at the same moment: " +
                       (last.ours_lost ? "theirs is kept on both, and yours was lost."
                                       : "yours is kept on both, and theirs was lost.");
    if (conflicts.size() > 1)
        text += " (" + std::to_string(conflicts.size() - 1) + " more such change" + (conflicts.size() > 2 ? "s" : "") +
                " too.)";
    return text;
}

}  // namespace app
