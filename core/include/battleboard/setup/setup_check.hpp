#pragma once
// One check of what a setup says, shared by the CLI, the app's import, saves and links: what its game system does
// not know (rules edition, battleplan, piece kinds, dice tables) and sizes, heights, angles and places no table
// allows, each named by its JSON path with the limit. Reading (setup_json.hpp) checks the file's shape first.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/system/system_description.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace bb::setup {

// Battleboard's own physical limits, where the rules give none; messages call them the app's, not a rule.
namespace app_limits {
// A board's sides, the same for a setup file and the CLI's --board flag (the app sizes boards 12" to 144").
inline constexpr double kMinBoardInches = 12;
inline constexpr double kMaxBoardInches = 240;
inline constexpr double kMaxPieceHeight = 120;      // inches: ten feet of terrain
inline constexpr double kMaxFootprintInches = 240;  // a footprint point's distance from the piece's centre
inline constexpr double kMaxRotation = 360;         // degrees either way
inline constexpr std::uint32_t kMaxLevels = 255;
inline constexpr double kMaxObjectiveDiameter = 12;  // inches
inline constexpr std::size_t kMaxTextBytes = 128;    // labels and names, as a share link holds them
inline constexpr double kEdgeTolerance = 0.01;       // inches a point may stand past the board's edge (rounding)
}  // namespace app_limits

// The rule id a problem carries where it is listed among a game system's findings (`validate --json`, the app).
inline constexpr std::string_view kSetupContentRule = "setup/content";

struct SetupProblem {
    std::string path;     // "setup.pieces[2].height"
    std::string message;  // one sentence with the value and the limit

    friend bool operator==(const SetupProblem&, const SetupProblem&) = default;
};

// `system` is the setup's game system's description; without it only the app's physical limits are checked.
std::vector<SetupProblem> check_setup(const model::Battlefield& battlefield, const sys::SystemDescription* system);

// "path: message" lines joined by "; ", the first `most` of them, for a one-line message.
std::string problems_text(const std::vector<SetupProblem>& problems, std::size_t most = 3);

}  // namespace bb::setup
