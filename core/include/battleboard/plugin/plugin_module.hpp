#pragma once
// One loaded plugin, seen through the C boundary: a shared library natively, a WebAssembly instance in the
// browser. This layer moves bytes only; PluginClient gives them meaning.
#include "battleboard/result.hpp"
#include "battleboard/serial/blob.hpp"

#include <string_view>

namespace bb::plugin {

class PluginModule {
public:
    virtual ~PluginModule() = default;
    virtual std::uint32_t api_version() = 0;
    // The reply bytes, or the plugin's error message (or why the call itself broke).
    virtual Result<serial::Bytes> call(std::string_view operation, std::span<const std::uint8_t> request) = 0;
};

}  // namespace bb::plugin
