#pragma once
// What this device's battles have taken of each replica's changes (core sync Replica::knowledge), kept on the
// device beside the autosave, so a page that reloads mid-game goes on from there instead of as a stranger.
#include "battleboard/result.hpp"
#include "battleboard/sync/replica.hpp"

#include <string>
#include <string_view>

namespace app {

inline constexpr const char* kSyncKnowledgeKey = "sync:knowledge";

// {"format": "battleboard-sync-knowledge", "version": 1, "replicas": {"<origin, hex>": counter}}
std::string encode_knowledge(const bb::sync::Replica::Knowledge& knowledge);
// Never throws: a broken record gives an Error saying what is wrong (the page then starts as a new replica).
bb::Result<bb::sync::Replica::Knowledge> decode_knowledge(std::string_view text);

}  // namespace app
