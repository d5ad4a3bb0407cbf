// The C boundary of every plugin. Compiled into each plugin with BB_PLUGIN_ID / BB_PLUGIN_NAME set by
// add_battleboard_plugin(), so the system's id and display name have one source: its CMake declaration.
#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin_sdk.hpp"

#include <cstdlib>
#include <cstring>

#if defined(__EMSCRIPTEN__) || defined(__wasm__)
#define BB_EXPORT __attribute__((used, visibility("default")))
#else
#define BB_EXPORT __attribute__((visibility("default")))
#endif

namespace {

std::uint32_t answer(const bb::serial::Bytes& bytes, std::uint32_t status, std::uint8_t** reply,
                     std::uint32_t* reply_size) {
    *reply_size = static_cast<std::uint32_t>(bytes.size());
    *reply = static_cast<std::uint8_t*>(std::malloc(bytes.empty() ? 1 : bytes.size()));
    if (!bytes.empty()) std::memcpy(*reply, bytes.data(), bytes.size());
    return status;
}

std::uint32_t answer_error(std::string_view message, std::uint32_t status, std::uint8_t** reply,
                           std::uint32_t* reply_size) {
    return answer(bb::serial::Bytes(message.begin(), message.end()), status, reply, reply_size);
}

bb::Result<bb::serial::Bytes> describe(std::span<const std::uint8_t>) {
    bb::sys::SystemDescription description = bb::plugin::describe_system();
    description.id = BB_PLUGIN_ID;
    description.name = BB_PLUGIN_NAME;
    for (const auto& op : bb::plugin::extra_operations()) description.operations.emplace_back(op.operation);
    description.link_numbers = bb::plugin::link_numbers();
    return bb::serial::to_blob(description);
}

}  // namespace

extern "C" {

BB_EXPORT std::uint32_t bb_plugin_api_version(void) { return BB_PLUGIN_API_VERSION; }

BB_EXPORT std::uint8_t* bb_plugin_alloc(std::uint32_t size) {
    return static_cast<std::uint8_t*>(std::malloc(size == 0 ? 1 : size));
}

BB_EXPORT void bb_plugin_free(std::uint8_t* buffer) { std::free(buffer); }

BB_EXPORT std::uint32_t bb_plugin_call(const std::uint8_t* operation, std::uint32_t operation_size,
                                       const std::uint8_t* request, std::uint32_t request_size, std::uint8_t** reply,
                                       std::uint32_t* reply_size) {
    const std::string_view name(reinterpret_cast<const char*>(operation), operation_size);
    const std::span<const std::uint8_t> input(request, request_size);
    bb::plugin::Handler handler = nullptr;
    if (name == bb::plugin::kDescribe.name) handler = describe;
    for (const auto& op : bb::plugin::extra_operations())
        if (op.operation == name) handler = op.handler;
    if (!handler)
        return answer_error("The " BB_PLUGIN_ID " plugin has no operation '" + std::string(name) + "'.",
                            BB_STATUS_UNKNOWN_OPERATION, reply, reply_size);
    auto result = handler(input);
    if (!result)
        return answer_error(result.error().message, result.error().status ? result.error().status : BB_STATUS_FAILED,
                            reply, reply_size);
    return answer(*result, BB_STATUS_OK, reply, reply_size);
}

}  // extern "C"
