// libFuzzer target: any bytes another tab or the other phone at the table sends (issue 30). Besides sanitizer
// reports, it aborts when a property breaks: a refused message must say why; a message that decodes must encode to
// bytes that decode to the same message, and merging it into a replica's battles (with a plugin that replays
// every panel action) must leave battles that are still sane to draw and to send on.
#include "battleboard/sync/replica.hpp"

#include "broken_property.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>

namespace {

bb::Result<bb::model::PluginState> replay(const bb::model::Battlefield& battle, const bb::sync::Operation& action) {
    auto state = battle.plugin_state;
    state.version = 1;
    state.data.insert(state.data.end(), action.value.begin(),
                      action.value.begin() + std::min<std::size_t>(4, action.value.size()));
    if (state.data.size() > 4096) return bb::make_error("the state grew too large");
    return state;
}

bool sane(const bb::model::Battlefield& battle) {
    for (const auto& piece : battle.pieces)
        if (!std::isfinite(piece.position.x) || !std::isfinite(piece.position.y) || !std::isfinite(piece.rotation))
            return false;
    return std::isfinite(battle.width) && std::isfinite(battle.depth) && battle.width > 0 && battle.depth > 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto message = bb::sync::decode({data, size});
    if (!message) {
        if (message.error().message.empty()) broken("a refused message says why", std::to_string(size) + " bytes");
        return 0;
    }
    const auto encoded = bb::sync::encode(*message);
    auto again = bb::sync::decode(encoded);
    if (!again || bb::sync::encode(*again) != encoded) broken("a message encodes to itself", std::to_string(size));

    bb::sync::Replica replica(1);
    std::map<std::string, bb::model::Battlefield> battles;
    battles["sys"].system_id = "sys";
    replica.merge(battles, *message, replay);
    for (const auto& [system, battle] : battles)
        if (!sane(battle)) broken("merged battles stay sane", system);
    // What the replica now holds goes out as a snapshot that another replica reads back.
    if (!bb::sync::decode(bb::sync::encode(replica.snapshot()))) broken("a snapshot after a merge decodes", "");
    return 0;
}
