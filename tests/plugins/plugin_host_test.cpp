// The host against plugins that misbehave: each gives a clear error, none crashes the process.
#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {
Result<plugin::PluginClient> connect_fake(const std::string& name) {
    auto module = plugin::open_shared_library(plugin::shared_library_path(BB_FAKE_PLUGIN_DIR, "fake-" + name));
    REQUIRE(module.ok());
    return plugin::PluginClient::connect(std::move(*module), "fake-" + name);
}
}  // namespace

TEST_CASE("a missing plugin file is reported") {
    auto module = plugin::open_shared_library(plugin::shared_library_path(BB_PLUGIN_DIR, "nosuchgame"));
    REQUIRE_FALSE(module.ok());
    CHECK(module.error().message.find("No plugin file") != std::string::npos);
}

TEST_CASE("a file that is not a plugin is reported") {
    auto module = plugin::open_shared_library("/bin/sh");
    CHECK_FALSE(module.ok());
}

TEST_CASE("a plugin built for another API version, newer or older, is refused before any call") {
    const std::string ours = "speaks version " + std::to_string(BB_PLUGIN_API_VERSION) + ".";
    auto newer = connect_fake("wrong_version");
    REQUIRE_FALSE(newer.ok());
    CHECK(newer.error().message.find("plugin API version " + std::to_string(BB_PLUGIN_API_VERSION + 1) + ",") !=
          std::string::npos);
    CHECK(newer.error().message.find(ours) != std::string::npos);
    // Version 1 plugins read Battlefield v3 and lack the link state operations.
    auto older = connect_fake("old_version");
    REQUIRE_FALSE(older.ok());
    CHECK(older.error().message ==
          "The fake-old_version plugin was built for plugin API version 2, but this Battleboard " + ours +
              " Install matching versions of the app and its plugins.");
}

TEST_CASE("a reply that does not decode is reported") {
    auto client = connect_fake("garbage_reply");
    REQUIRE(client.ok());
    auto description = client->describe();
    REQUIRE_FALSE(description.ok());
    CHECK(description.error().message == "The fake-garbage_reply plugin's description is truncated or malformed");
}

TEST_CASE("a plugin's own error message reaches the player") {
    auto client = connect_fake("failing_call");
    REQUIRE(client.ok());
    auto description = client->describe();
    REQUIRE_FALSE(description.ok());
    CHECK(description.error().message ==
          "The fake-failing_call plugin could not describe itself: the rules data is missing");
}

TEST_CASE("installed systems are read from the plugins folder's index, with a hash of each file") {
    auto index = plugin::read_plugin_index(BB_PLUGIN_DIR);
    REQUIRE(index.ok());
    const auto* aos4 = index->find("aos4");
    REQUIRE(aos4 != nullptr);
    CHECK(aos4->name == "Age of Sigmar 4th edition");
    CHECK(aos4->file == "bb-plugin-aos4.so");
    CHECK(aos4->api_version == BB_PLUGIN_API_VERSION);
    CHECK(aos4->sha256.size() == 64);
    auto module = plugin::open_indexed_plugin(BB_PLUGIN_DIR, *index, "aos4");
    REQUIRE(module.ok());
    CHECK((*module)->api_version() == BB_PLUGIN_API_VERSION);
}

TEST_CASE("a system the index does not name is reported by id") {
    auto index = plugin::read_plugin_index(BB_PLUGIN_DIR);
    REQUIRE(index.ok());
    auto module = plugin::open_indexed_plugin(BB_PLUGIN_DIR, *index, "killteam");
    REQUIRE_FALSE(module.ok());
    CHECK(module.error().message.find("\"killteam\"") != std::string::npos);
    CHECK(module.error().message.find("not installed") != std::string::npos);
}

TEST_CASE("a folder without an index has no plugins") {
    auto index = plugin::read_plugin_index("/nonexistent");
    REQUIRE_FALSE(index.ok());
    CHECK(index.error().message.find("No game-system plugins") != std::string::npos);
}
