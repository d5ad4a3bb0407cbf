#pragma once
// What a game-system plugin writes: its description, and a table of any further operations it answers
// (plugin/operations.hpp and the other operation headers name them).
// The SDK turns these into the C entry points of plugin/abi.h, so a plugin never touches raw buffers.
#include "battleboard/plugin/abi.h"
#include "battleboard/result.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/system/system_description.hpp"

#include <span>
#include <string_view>
#include <type_traits>

namespace bb::plugin {

using Handler = Result<serial::Bytes> (*)(std::span<const std::uint8_t> request);

// One row of a plugin's table of operations: the operation's name and what answers it.
struct Answer {
    std::string_view operation;
    Handler handler;
};

// A function that answers `Op`: it takes the operation's request and gives Result<its reply>.
template <auto Function, class Op>
concept AnswersOperation = std::is_invocable_v<decltype(Function), const typename Op::Request&> &&
    std::is_same_v<std::invoke_result_t<decltype(Function), const typename Op::Request&>, Result<typename Op::Reply>>;

// Decodes the operation's request, runs `Function` and encodes its reply; the operation (plugin/operation.hpp)
// fixes both types, so a function that takes or gives anything else does not compile. A request that does not
// decode answers BB_STATUS_BAD_REQUEST; the function's own error BB_STATUS_FAILED, unless it gives another status
// (Error::status, plugin/abi.h).
template <const auto& operation, auto Function>
requires AnswersOperation<Function, std::remove_cvref_t<decltype(operation)>> Result<serial::Bytes> decode_and_answer(
    std::span<const std::uint8_t> bytes) {
    using Op = std::remove_cvref_t<decltype(operation)>;
    auto request = serial::from_blob<typename Op::Request>(bytes, "The request");
    if (!request) return Error{request.error().message, BB_STATUS_BAD_REQUEST};
    auto reply = Function(*request);
    if (!reply) return reply.error();
    return serial::to_blob(*reply);
}

// A table row, e.g. `answer<kValidate, &validate>`.
template <const auto& operation, auto Function>
requires AnswersOperation<Function, std::remove_cvref_t<decltype(operation)>>
inline constexpr Answer answer{operation.name, &decode_and_answer<operation, Function>};

// Defined by each plugin. id and name are filled in by the SDK from the plugin's CMake declaration.
sys::SystemDescription describe_system();
// Defined by each plugin: the operations it answers beyond "describe" (may be empty).
std::span<const Answer> extra_operations();
// Defined by each plugin: the small numbers share links give its ids (system/link_numbers.hpp). Append only: a new
// id goes at the end of its list, and no id is ever removed or moved (tests/golden/link_numbers checks it).
sys::LinkNumbers link_numbers();

}  // namespace bb::plugin
