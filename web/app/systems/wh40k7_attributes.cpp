#include "app/systems/wh40k7_fortification.hpp"

#include <charconv>

namespace app::wh40k7 {

std::string attribute(const TerrainPiece& piece, const char* key) {
    const auto it = piece.attributes.find(key);
    return it == piece.attributes.end() ? std::string() : it->second;
}

const bb::sys::CatalogueEntry* entry_of(const Session& session, const TerrainPiece& piece) {
    return session.system().find_entry(piece.catalogue_id, session.edition());
}

bool is_fortification(const bb::sys::CatalogueEntry& entry) { return entry.find_property("upgrade-slots") != nullptr; }

bool has_battlements(const Session& session, const TerrainPiece& fortification) {
    const std::string value = attribute(fortification, ops::kBattlements);
    if (!value.empty()) return value == "yes";
    const auto* entry = entry_of(session, fortification);
    const auto* usual = entry ? entry->find_property("battlements") : nullptr;
    return usual && usual->value > 0;
}

std::optional<std::uint32_t> bought_for(const TerrainPiece& piece) {
    const std::string text = attribute(piece, ops::kBoughtFor);
    std::uint32_t id = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return id;
}

void set_bought_for(TerrainPiece& piece, std::uint32_t fortification_id) {
    piece.attributes[ops::kBoughtFor] = std::to_string(fortification_id);
}

namespace {

std::vector<std::string> id_list(const TerrainPiece& piece, const char* key) {
    std::vector<std::string> ids;
    const std::string list = attribute(piece, key);
    std::size_t start = 0;
    while (start < list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::size_t first = list.find_first_not_of(' ', start);
        if (first < comma) ids.push_back(list.substr(first, list.find_last_not_of(' ', comma - 1) + 1 - first));
        start = comma + 1;
    }
    return ids;
}

}  // namespace

std::vector<std::string> upgrade_ids(const TerrainPiece& fortification) {
    return id_list(fortification, ops::kUpgrades);
}

std::vector<std::string> replacement_ids(const TerrainPiece& building) { return id_list(building, ops::kReplaceWith); }

void set_upgrade_ids(TerrainPiece& fortification, const std::vector<std::string>& ids) {
    std::string list;
    for (const auto& id : ids) list += (list.empty() ? "" : ",") + id;
    if (list.empty())
        fortification.attributes.erase(ops::kUpgrades);
    else
        fortification.attributes[ops::kUpgrades] = list;
}

std::vector<TerrainPiece*> bought_pieces(bb::model::Battlefield& battlefield, std::uint32_t fortification_id) {
    std::vector<TerrainPiece*> pieces;
    for (auto& piece : battlefield.pieces)
        if (bought_for(piece) == fortification_id) pieces.push_back(&piece);
    return pieces;
}

}  // namespace app::wh40k7
