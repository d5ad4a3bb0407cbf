// An operation's type fixes its request and reply on both sides of the plugin boundary: the host's client cannot
// send another request, and the SDK cannot register a function that takes or gives other types.
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin_sdk.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

template <class Op, class Request>
concept ClientSends = requires(plugin::PluginClient& client, const Op& op, const Request& request) {
    client.request(op, request);
};

Result<rules::Findings> checks_a_battlefield(const model::Battlefield&) { return rules::Findings{}; }
Result<rules::Findings> checks_a_text(const std::string&) { return rules::Findings{}; }
Result<rules::BattleSummary> sums_up(const model::Battlefield&) { return rules::BattleSummary{}; }

}  // namespace

TEST_CASE("the host's client takes only the operation's own request and gives its own reply") {
    static_assert(ClientSends<decltype(plugin::kValidate), model::Battlefield>);
    static_assert(!ClientSends<decltype(plugin::kValidate), rules::SightQuestion>);
    static_assert(!ClientSends<decltype(plugin::kSight), model::Battlefield>);
    static_assert(std::is_same_v<decltype(std::declval<plugin::PluginClient&>().request(plugin::kSummary, {})),
                                 Result<rules::BattleSummary>>);
    CHECK(plugin::kSummary.name == "summary");
}

TEST_CASE("the SDK registers only a function that answers the operation with its types") {
    static_assert(plugin::AnswersOperation<&checks_a_battlefield, decltype(plugin::kValidate)>);
    static_assert(!plugin::AnswersOperation<&checks_a_text, decltype(plugin::kValidate)>);
    static_assert(!plugin::AnswersOperation<&sums_up, decltype(plugin::kValidate)>);
    // The row answers the request it decodes, under the operation's name.
    const plugin::Answer row = plugin::answer<plugin::kValidate, &checks_a_battlefield>;
    CHECK(row.operation == "validate");
    CHECK(row.handler(serial::to_blob(model::Battlefield{})).ok());
    const auto wrong = row.handler(serial::to_blob(std::string("not a battlefield")));
    REQUIRE_FALSE(wrong.ok());
    CHECK(wrong.error().status == BB_STATUS_BAD_REQUEST);
}
