// What a plugin answers when it does not reply (plugin/abi.h): a request it cannot decode, one it reads and
// refuses, and a battle state it has no link layout for each answer a status of their own, through the real C
// boundary of a built plugin.
#include "battleboard/link/link.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"
#include "battleboard/serial/blob.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

std::unique_ptr<plugin::PluginModule> open_plugin(const std::string& id) {
    auto module = plugin::open_shared_library(plugin::shared_library_path(BB_PLUGIN_DIR, id));
    REQUIRE_MESSAGE(module.ok(), module.error().message);
    return std::move(*module);
}

// A 40K battlefield whose state was written by some other version of the plugin.
model::Battlefield foreign_state() {
    model::Battlefield b;
    b.system_id = "wh40k10";
    b.plugin_state = {99, {1, 2, 3}};
    return b;
}

}  // namespace

TEST_CASE("a request the plugin cannot decode answers BB_STATUS_BAD_REQUEST") {
    auto module = open_plugin("wh40k10");
    const serial::Bytes garbage{1, 2, 3};
    const auto reply = module->call(plugin::kSummary.name, garbage);
    REQUIRE_FALSE(reply.ok());
    CHECK(reply.error().status == BB_STATUS_BAD_REQUEST);
    CHECK_FALSE(reply.error().message.empty());
}

TEST_CASE("a request the plugin reads and refuses answers BB_STATUS_FAILED, with its reason") {
    auto module = open_plugin("wh40k10");
    const auto reply = module->call(plugin::kSummary.name, serial::to_blob(foreign_state()));
    REQUIRE_FALSE(reply.ok());
    CHECK(reply.error().status == BB_STATUS_FAILED);
    CHECK(reply.error().message == "The battle's score was saved by another version of this game system.");
    // The host's client keeps the status beside its own message.
    auto client = plugin::PluginClient::connect(open_plugin("wh40k10"), "wh40k10").value();
    const auto summary = client.request(plugin::kSummary, foreign_state());
    REQUIRE_FALSE(summary.ok());
    CHECK(summary.error().status == BB_STATUS_FAILED);
    CHECK(summary.error().message ==
          "The wh40k10 plugin could not summary: The battle's score was saved by another "
          "version of this game system.");
}

TEST_CASE("a battle state without a link layout is declined with BB_STATUS_DECLINED, and travels as bytes") {
    auto module = open_plugin("wh40k10");
    const auto reply = module->call(plugin::kWriteLinkState.name, serial::to_blob(foreign_state().plugin_state));
    REQUIRE_FALSE(reply.ok());
    CHECK(reply.error().status == BB_STATUS_DECLINED);
    // The host then carries the state's bytes in the link, and the link opens to the same state.
    auto client = plugin::PluginClient::connect(open_plugin("wh40k10"), "wh40k10").value();
    const auto codec = plugin::state_codec(client);
    const auto link = link::encode(foreign_state(), nullptr, &codec);
    REQUIRE_MESSAGE(link.ok(), link.error().message);
    CHECK(link::decode(*link, nullptr, codec).value().plugin_state == foreign_state().plugin_state);
}

TEST_CASE("an operation the plugin does not have answers BB_STATUS_UNKNOWN_OPERATION") {
    auto module = open_plugin("wh40k10");
    const auto reply = module->call("no-such-operation", {});
    REQUIRE_FALSE(reply.ok());
    CHECK(reply.error().status == BB_STATUS_UNKNOWN_OPERATION);
}
