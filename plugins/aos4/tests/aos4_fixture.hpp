#pragma once
// The real built aos4 plugin, opened with dlopen, for the aos4 test files.
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"

#include <doctest/doctest.h>

namespace aos4_test {

inline bb::plugin::PluginClient connect_aos4() {
    auto module = bb::plugin::open_shared_library(bb::plugin::shared_library_path(BB_PLUGIN_DIR, "aos4"));
    REQUIRE(module.ok());
    auto client = bb::plugin::PluginClient::connect(std::move(*module), "aos4");
    REQUIRE(client.ok());
    return std::move(*client);
}

inline bb::sys::SystemDescription describe_aos4() {
    auto client = connect_aos4();
    auto description = client.describe();
    REQUIRE(description.ok());
    return *description;
}

// Calls an operation that takes no input and checks it answered.
template <class Reply>
Reply ask_aos4(const bb::plugin::Operation<std::string, Reply>& operation) {
    auto client = connect_aos4();
    auto reply = client.request(operation, std::string());
    REQUIRE(reply.ok());
    return *reply;
}

}  // namespace aos4_test
