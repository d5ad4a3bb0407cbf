#include "battleboard/plugin/link_state_codec.hpp"

namespace bb::plugin {

link::StateCodec state_codec(RawCall call) {
    link::StateCodec codec;
    codec.write = [call](const model::PluginState& state) -> Result<LinkStateBits> {
        auto reply = call(kWriteLinkState.name, serial::to_blob(state));
        if (!reply) return reply.error();
        return serial::from_blob<decltype(kWriteLinkState)::Reply>(*reply, "The plugin's link layout of its state");
    };
    codec.read = [call](const LinkStateSource& source) -> Result<LinkStateRead> {
        auto reply = call(kReadLinkState.name, serial::to_blob(source));
        if (!reply) return reply.error();
        return serial::from_blob<decltype(kReadLinkState)::Reply>(*reply,
                                                                  "The plugin's reading of its state in a link");
    };
    return codec;
}

link::StateCodec state_codec(PluginClient& client) {
    return state_codec([&client](std::string_view operation, const serial::Bytes& request) {
        return client.call(operation, request);
    });
}

}  // namespace bb::plugin
