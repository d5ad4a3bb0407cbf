#pragma once
// An operation a plugin may answer, as one value: its name on the wire and, in its type, the request the host
// sends and the reply the plugin gives. The host's client (PluginClient::request) and the SDK's entry points
// (plugin_sdk.hpp, `answer<kOperation, &function>`) both take it, so neither side can send or answer an
// operation with types the other does not expect.
#include <string_view>

namespace bb::plugin {

template <class RequestType, class ReplyType>
struct Operation {
    using Request = RequestType;
    using Reply = ReplyType;
    std::string_view name;
};

}  // namespace bb::plugin
