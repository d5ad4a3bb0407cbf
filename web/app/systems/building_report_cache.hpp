#pragma once
// The plugin's building report for the selected piece, asked for again only when something it depends on
// changed (the piece's size, floors or attributes, or the assailant), not every frame.
#include "app/session.hpp"
#include "battleboard/plugin/building_operations.hpp"
#include "battleboard/serial/blob.hpp"

#include <string>

namespace app {

class BuildingReportCache {
public:
    // Null when the plugin could not answer; error() then says why.
    const bb::plugin::BuildingReport* report(Session& session, const bb::model::TerrainPiece& piece,
                                             const bb::plugin::UnitProfile& assailant);
    const std::string& error() const { return error_; }

private:
    std::string system_id_;
    bb::serial::Bytes asked_;
    bb::plugin::BuildingReport report_;
    std::string error_;
};

}  // namespace app
