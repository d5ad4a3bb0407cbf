#pragma once
// `battleboard plugin check` sends every operation a plugin lists one small request it must be able to answer,
// and checks the reply decodes as the operation's reply type: the host's table of the operations it knows.
#include "battleboard/serial/blob.hpp"
#include "battleboard/system/system_description.hpp"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace cli::conformance {

struct OperationProbe {
    std::string_view operation;
    // A minimal valid request: the system's default edition and board, two models on it.
    bb::serial::Bytes (*request)(const bb::sys::SystemDescription& system);
    // Why the reply does not decode as the operation's reply, or nothing when it does.
    std::optional<std::string> (*check_reply)(std::span<const std::uint8_t> reply);
    // The plugin may decline or refuse this request with a message (an action it never offered, a link layout it
    // does not have) and still conform.
    bool may_refuse = false;
};

// The probe for an operation the host knows; nothing for a name it does not.
const OperationProbe* find_probe(std::string_view operation);

}  // namespace cli::conformance
