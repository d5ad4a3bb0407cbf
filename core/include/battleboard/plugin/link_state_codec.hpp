#pragma once
// The host's side of a plugin's link layout of its state (link_state_operations.hpp): the link codec's two calls,
// made through whatever reaches the system's plugin (PluginClient::call, the app's session).
#include "battleboard/link/link.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/serial/blob.hpp"

#include <functional>
#include <string_view>

namespace bb::plugin {

using RawCall = std::function<Result<serial::Bytes>(std::string_view operation, const serial::Bytes& request)>;

// A plugin without the operations answers an error to the writer, so its state travels as bytes.
link::StateCodec state_codec(RawCall call);
// Through a connected plugin, which must outlive the codec.
link::StateCodec state_codec(PluginClient& client);

}  // namespace bb::plugin
