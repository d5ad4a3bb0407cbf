#pragma once
// One loaded plugin, seen through the C boundary: a shared library natively, a WebAssembly instance in the
// browser. This layer moves bytes only; PluginClient gives them meaning.
#include "battleboard/result.hpp"
#include "battleboard/serial/blob.hpp"

#include <string_view>

namespace bb::plugin {

// The status of a call whose answer is not known yet: a plugin the player added runs in a Worker, and its
// answers arrive later; the app is woken then and asks again (the same bytes get the same answer).
inline constexpr std::uint32_t kReplyPending = 0xfffffffeu;
inline bool still_answering(const Error& error) { return error.status == kReplyPending; }

class PluginModule {
public:
    virtual ~PluginModule() = default;
    virtual std::uint32_t api_version() = 0;
    // The reply bytes, or the plugin's error message (or why the call itself broke).
    virtual Result<serial::Bytes> call(std::string_view operation, std::span<const std::uint8_t> request) = 0;
};

}  // namespace bb::plugin
