#include "app/session/terrain_box_store.hpp"

#include "platform/storage.hpp"

namespace app {
namespace {

constexpr std::string_view kBoxPrefix = "terrain-box:";
constexpr std::string_view kUsePrefix = "terrain-box-use:";

}  // namespace

void TerrainBoxes::start() {
    platform::store_list([this](std::vector<platform::StoredRecord> records, const std::string& error) {
        if (!error.empty()) problem_ = "The terrain boxes could not be read: " + error;
        for (const auto& record : records) {
            if (!record.text) continue;
            const std::string_view key = record.key;
            if (key.starts_with(kUsePrefix)) {
                boxes_[std::string(key.substr(kUsePrefix.size()))].use = *record.text == "on";
            } else if (key.starts_with(kBoxPrefix)) {
                const std::string system_id(key.substr(kBoxPrefix.size()));
                auto box = bb::layout::terrain_box_from_json(*record.text);
                if (box)
                    boxes_[system_id].box = std::move(*box);
                else
                    problem_ = "The terrain box for " + system_id + " could not be read: " + box.error().message;
            }
        }
        ready_ = true;
    });
}

const bb::layout::TerrainBox& TerrainBoxes::box(const std::string& system_id) const {
    static const bb::layout::TerrainBox empty;
    auto it = boxes_.find(system_id);
    return it == boxes_.end() ? empty : it->second.box;
}

bool TerrainBoxes::in_use(const std::string& system_id) const {
    auto it = boxes_.find(system_id);
    return it != boxes_.end() && it->second.use;
}

void TerrainBoxes::set_in_use(const std::string& system_id, bool use) {
    boxes_[system_id].use = use;
    platform::store_put(std::string(kUsePrefix) + system_id, use ? "on" : "off");
}

void TerrainBoxes::add(const std::string& system_id, bb::layout::BoxPiece piece) {
    boxes_[system_id].box.pieces.push_back(std::move(piece));
    keep(system_id);
}

void TerrainBoxes::replace(const std::string& system_id, std::size_t index, bb::layout::BoxPiece piece) {
    auto& pieces = boxes_[system_id].box.pieces;
    if (index >= pieces.size()) return;
    pieces[index] = std::move(piece);
    keep(system_id);
}

void TerrainBoxes::remove(const std::string& system_id, std::size_t index) {
    auto& pieces = boxes_[system_id].box.pieces;
    if (index >= pieces.size()) return;
    pieces.erase(pieces.begin() + static_cast<std::ptrdiff_t>(index));
    keep(system_id);
}

void TerrainBoxes::keep(const std::string& system_id) {
    auto& box = boxes_[system_id].box;
    box.system_id = system_id;
    platform::store_put(std::string(kBoxPrefix) + system_id, bb::layout::to_json(box));
}

}  // namespace app
