#pragma once
// The player's terrain box in the app: per game system, the pieces they own (kept on the device in the same
// JSON the CLI's `generate --box` reads) and whether "Generate layout" draws from it instead of the catalogue.
#include "battleboard/layout/terrain_box.hpp"

#include <map>
#include <string>

namespace app {

class TerrainBoxes {
public:
    // Reads the boxes kept on the device.
    void start();
    // Until the device has answered, the boxes cannot be edited (an edit would be lost under the stored one).
    bool ready() const { return ready_; }

    const bb::layout::TerrainBox& box(const std::string& system_id) const;
    bool in_use(const std::string& system_id) const;
    void set_in_use(const std::string& system_id, bool use);

    void add(const std::string& system_id, bb::layout::BoxPiece piece);
    void replace(const std::string& system_id, std::size_t index, bb::layout::BoxPiece piece);
    void remove(const std::string& system_id, std::size_t index);
    // Why a stored box could not be read, in plain words (it is then left as it was on the device).
    const std::string& problem() const { return problem_; }

private:
    void keep(const std::string& system_id);

    struct Kept {
        bb::layout::TerrainBox box;
        bool use = false;
    };
    std::map<std::string, Kept> boxes_;
    bool ready_ = false;
    std::string problem_;
};

}  // namespace app
