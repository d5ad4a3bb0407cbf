#include "app/systems/building_report_cache.hpp"

namespace app {

const bb::plugin::BuildingReport* BuildingReportCache::report(Session& session, const bb::model::TerrainPiece& piece,
                                                              const bb::plugin::UnitProfile& assailant) {
    // Where the piece stands and what was rolled on it never change the report: dragging a building
    // around does not ask the plugin again.
    bb::plugin::BuildingQuery query{piece, assailant};
    query.piece.position = {};
    query.piece.rotation = 0;
    query.piece.rolls.clear();
    auto asked = bb::serial::to_blob(query);
    if (session.system().id != system_id_ || asked != asked_) {
        system_id_ = session.system().id;
        asked_ = std::move(asked);
        auto reply = session.request<bb::plugin::BuildingReport>(bb::plugin::kBuilding, query);
        error_ = reply ? std::string() : reply.error().message;
        if (reply) report_ = std::move(*reply);
    }
    return error_.empty() ? &report_ : nullptr;
}

}  // namespace app
