#pragma once
// The building panel Warhammer Fantasy Battle 8th and The Old World share (plugin/panel_protocol.hpp): what the
// players agreed about the selected building, its floors, who occupies it, how many inside may shoot, and the
// assault helper. The occupant is kept in the piece's attributes, so it is saved and shared with the setup; the
// unit assaulting it (a what-if for the players) in the battle's plugin state.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/victory_points.hpp"
#include "buildings/building_operations.hpp"

#include <string>
#include <vector>

namespace bb::plugin::buildings {

// The battle's plugin state: the unit assaulting a building (the players' what-if) and, from version 2, the
// victory points.
struct AssaultState {
    UnitProfile assailant;
    sdk::vp::Sheet vp;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(assailant);
        if (version >= 2) ar(vp);
    }
};
inline constexpr std::uint32_t kStateVersion = 1;  // of the plugin state; AssaultState's own version grows

// The assailant in a share link, before the victory points (sdk::vp::LinkLayout): names in the link's text code,
// numbers as counts (link_state.hpp's read_count).
void write_assailant(link::BitWriter& out, const AssaultState& state);
void read_assailant(link::BitReader& in, AssaultState& state);
using AssaultLinkLayout = sdk::vp::LinkLayout<AssaultState, kStateVersion, &write_assailant, &read_assailant>;

// Where the two systems differ.
struct BuildingRules {
    std::vector<std::string> categories;  // catalogue categories whose pieces are buildings
    std::string agreement;                // the toggle: what the players may agree
    std::string agreed;                   // the "occupiable" attribute when on ("yes" or "no")
    std::string not_agreed;               // ... and when off
    std::string needed_width_key;         // property: the width an occupiable building needs (empty: none)
    std::string shooters_per_floor_key;   // property the players may agree to change (empty: none)
    bool floors = false;                  // whether the number of floors changes the rules
};

using ReportFunction = Result<BuildingReport> (*)(const BuildingQuery&);

Result<panel::PanelsReply> building_panels(const panel::PanelsRequest& request, const sys::SystemDescription& system,
                                           const BuildingRules& rules, ReportFunction report);

Result<panel::ActionReply> building_act(const panel::ActionRequest& request, const sys::SystemDescription& system,
                                        const BuildingRules& rules, ReportFunction report);

// The system this plugin describes, worked out once (the panels look up its catalogue and tables).
const sys::SystemDescription& described_system();

// The `panels` and `act` operations of a system whose own panel is this one, for its extra_operations():
//   answer<panel::kPanels, &buildings::panels<&rules, &report>>
template <const BuildingRules& (*Rules)(), ReportFunction Report>
Result<panel::PanelsReply> panels(const panel::PanelsRequest& request) {
    return building_panels(request, described_system(), Rules(), Report);
}
template <const BuildingRules& (*Rules)(), ReportFunction Report>
Result<panel::ActionReply> act(const panel::ActionRequest& request) {
    return building_act(request, described_system(), Rules(), Report);
}

}  // namespace bb::plugin::buildings

CEREAL_CLASS_VERSION(bb::plugin::buildings::AssaultState, 2);
