#pragma once
// Opens a real built plugin from BB_PLUGIN_DIR with dlopen, as the CLI does; the test fails if it cannot.
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"

#include <doctest/doctest.h>

inline bb::plugin::PluginClient connect_plugin(const std::string& system_id) {
    auto module = bb::plugin::open_shared_library(bb::plugin::shared_library_path(BB_PLUGIN_DIR, system_id));
    REQUIRE(module.ok());
    auto client = bb::plugin::PluginClient::connect(std::move(*module), system_id);
    REQUIRE(client.ok());
    return std::move(*client);
}

inline bb::sys::SystemDescription describe_plugin(const std::string& system_id) {
    auto description = connect_plugin(system_id).describe();
    REQUIRE(description.ok());
    return *description;
}
