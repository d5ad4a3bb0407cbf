#include "app/session/battle_score.hpp"

#include "battleboard/plugin/match_operations.hpp"

#include <utility>

namespace app {

void BattleScore::refresh() {
    if (!library_.has_system() || library_.loading()) return;
    const auto& b = battles_.battlefield();
    auto blob = bb::serial::to_blob(b);
    if (blob == last_scored_ && switches_seen_ == battles_.switches()) return;
    last_scored_ = std::move(blob);
    switches_seen_ = battles_.switches();
    score_.reset();
    error_.clear();
    if (!library_.system().answers(bb::plugin::kSummary.name)) return;  // the system keeps no score
    auto summary = library_.request(bb::plugin::kSummary, b);
    if (!summary && bb::plugin::still_answering(summary.error())) {
        last_scored_.clear();  // asked again when the answer has arrived
        return;
    }
    if (summary)
        score_ = std::move(*summary);
    else
        error_ = summary.error().message;
}

}  // namespace app
