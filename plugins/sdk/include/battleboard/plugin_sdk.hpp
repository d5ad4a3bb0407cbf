#pragma once
// What a game-system plugin writes: its description, and a table of any further operations it answers.
// The SDK turns these into the C entry points of plugin/abi.h, so a plugin never touches raw buffers.
#include "battleboard/plugin/abi.h"
#include "battleboard/result.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/system/system_description.hpp"

#include <span>
#include <string_view>

namespace bb::plugin {

using Handler = Result<serial::Bytes> (*)(std::span<const std::uint8_t> request);

struct Operation {
    std::string_view name;
    Handler handler;
};

// Adapts a typed function (decoded request in, reply out) to a Handler, e.g.
//   {kValidate, typed<model::Battlefield, rules::Findings, &validate>}
// A request that does not decode answers BB_STATUS_BAD_REQUEST; the function's own error BB_STATUS_FAILED, unless
// it gives another status (Error::status, plugin/abi.h).
template <class Request, class Reply, Result<Reply> (*Function)(const Request&)>
Result<serial::Bytes> typed(std::span<const std::uint8_t> bytes) {
    auto request = serial::from_blob<Request>(bytes, "The request");
    if (!request) return Error{request.error().message, BB_STATUS_BAD_REQUEST};
    auto reply = Function(*request);
    if (!reply) return reply.error();
    return serial::to_blob(*reply);
}

// Defined by each plugin. id and name are filled in by the SDK from the plugin's CMake declaration.
sys::SystemDescription describe_system();
// Defined by each plugin: operations beyond "describe" (may be empty).
std::span<const Operation> extra_operations();
// Defined by each plugin: the small numbers share links give its ids (system/link_numbers.hpp). Append only: a new
// id goes at the end of its list, and no id is ever removed or moved (tests/golden/link_numbers checks it).
sys::LinkNumbers link_numbers();

}  // namespace bb::plugin
