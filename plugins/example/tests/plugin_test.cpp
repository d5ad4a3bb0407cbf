// The example plugin, the template an author copies, loaded for real: its crate's panel uses every kind of
// control, its actions change the battlefield the way docs/plugins.md says, and its score is the SDK's own
// victory-point sheet, kept in the battlefield's plugin state and summed up by the "summary" operation.
#include "battleboard/layout/piece_from_entry.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/panel_protocol.hpp"
#include "support/real_plugin.hpp"

#include <doctest/doctest.h>
#include <set>

namespace panel = bb::plugin::panel;

namespace {

struct Example {
    bb::plugin::PluginClient client = bb::testing::connect_plugin("example");
    bb::sys::SystemDescription system = bb::testing::describe_plugin("example");
    bb::model::Battlefield battlefield;

    Example() {
        battlefield.system_id = "example";
        battlefield.rules_edition = "first";
        battlefield.add_piece(bb::layout::piece_from_entry(*system.find_entry("supply-crate", "first"), {10, 10}));
    }

    panel::PanelsRequest context(bool selected = true) const { return {battlefield, "first", selected, 1}; }

    panel::PanelsReply panels(bool selected = true) {
        auto bytes = client.call(panel::kPanels, context(selected));
        REQUIRE(bytes.ok());
        auto reply = panel::decode_panels(*bytes, system, battlefield);
        REQUIRE_MESSAGE(reply.ok(), reply.error().message);
        return *reply;
    }

    panel::ActionReply act(panel::Action action) {
        auto bytes = client.call(panel::kAct, panel::ActionRequest{context(), std::move(action)});
        REQUIRE_MESSAGE(bytes.ok(), bytes.error().message);
        auto reply = panel::decode_action_reply(*bytes, system, battlefield);
        REQUIRE_MESSAGE(reply.ok(), reply.error().message);
        panel::apply(*reply, system, battlefield);
        return *reply;
    }
};

panel::Action on(std::string panel_key, std::string control) {
    panel::Action a;
    a.panel_key = std::move(panel_key);
    a.control_key = std::move(control);
    return a;
}

const panel::Panel& find_panel(const panel::PanelsReply& reply, const std::string& key) {
    for (const auto& p : reply.panels)
        if (p.key == key) return p;
    FAIL("no panel " << key);
    throw;
}

const panel::Control& find_control(const panel::Panel& panel, const std::string& key) {
    for (const auto& c : panel.controls)
        if (c.key == key) return c;
    FAIL("no control " << key << " on the panel " << panel.key);
    throw;
}

}  // namespace

TEST_CASE("the example plugin says it draws panels and is not in the default index") {
    Example example;
    CHECK(example.system.answers(panel::kPanels.name));
    CHECK(example.system.answers(panel::kAct.name));
    auto index = bb::plugin::read_plugin_index(BB_PLUGIN_DIR);
    REQUIRE(index.ok());
    CHECK(index->find("example") == nullptr);
}

TEST_CASE("the crate's panel uses every kind of control; the SDK's victory points are for the battle") {
    Example example;
    const auto reply = example.panels();
    const auto& crate = find_panel(reply, "crate");
    CHECK(crate.scope == panel::Scope::Piece);
    std::set<panel::Kind> kinds;
    for (const auto& c : crate.controls) kinds.insert(c.kind);
    CHECK(kinds.size() == std::size_t(panel::kLastKind) + 1);
    CHECK(find_panel(reply, "vp").scope == panel::Scope::Battle);
    // Without a selection only the battle's panel is asked for.
    CHECK(example.panels(false).panels.size() == 1);
}

TEST_CASE("changing a crate's controls sets its attributes and marks") {
    Example example;
    auto supplies = on("crate", "supplies");
    supplies.number = 3;
    example.act(supplies);
    auto reach = on("crate", "reach");
    reach.number = 2.5;
    example.act(reach);
    auto contents = on("crate", "contents");
    contents.chosen = {"ammo", "fuel"};
    example.act(contents);
    const auto& piece = *example.battlefield.find_piece(1);
    CHECK(piece.attributes.at("supplies") == "3");
    CHECK(piece.attributes.at("contents") == "ammo,fuel");
    const auto reply = example.panels();
    bool ring = false, badge = false;
    for (const auto& m : reply.marks) {
        ring = ring || (m.kind == panel::MarkKind::Ring && m.radius == 2.5);
        badge = badge || (m.kind == panel::MarkKind::Badge && m.text == "3");
    }
    CHECK(ring);
    CHECK(badge);
    for (const auto& c : find_panel(reply, "crate").controls)
        if (c.key == "cost") CHECK(c.value == 20);
    // Out of bounds is refused in the plugin's words, and changes nothing.
    supplies.number = 9;
    CHECK(example.act(supplies).message == "Supplies are 0 to 6.");
    CHECK(example.battlefield.find_piece(1)->attributes.at("supplies") == "3");
}

TEST_CASE("a booby trap on the scavenging table leads to a choice; destroying removes the crate") {
    Example example;
    auto roll = on("crate", "scavenge");
    roll.faces = {6};
    roll.total = 6;
    const auto rolled = example.act(roll);
    CHECK(rolled.message.find("Booby trap") != std::string::npos);
    CHECK(example.battlefield.find_piece(1)->attributes.at("trap") == "pending");
    const auto after_roll = example.panels();
    for (const auto& c : find_panel(after_roll, "crate").controls)
        if (c.key == "scavenge") CHECK(c.options.size() == 2);
    auto destroy = on("crate", "scavenge");
    destroy.chosen = {"destroy"};
    example.act(destroy);
    CHECK(example.battlefield.find_piece(1) == nullptr);
}

TEST_CASE("the crate's grid keeps what each side carried off, within its bounds") {
    Example example;
    auto cell = on("crate", "taken");
    cell.row = 1;
    cell.column = 2;
    cell.number = 3;
    example.act(cell);
    CHECK(example.battlefield.find_piece(1)->attributes.at("taken-blue") == "0,0,3");
    const auto reply = example.panels();
    const auto& grid = find_control(find_panel(reply, "crate"), "taken");
    REQUIRE(grid.rows.size() == 2);
    CHECK(grid.rows[1].cells == std::vector<double>{0, 0, 3});
    CHECK(grid.rows[0].cells == std::vector<double>{0, 0, 0});
    cell.number = 10;
    CHECK(example.act(cell).message == "A side carries off 0 to 9 of each kind.");
    CHECK(example.battlefield.find_piece(1)->attributes.at("taken-blue") == "0,0,3");
}

TEST_CASE("the score is the SDK's victory-point sheet, kept in the battlefield's plugin state") {
    Example example;
    CHECK(example.act(on("vp", "start")).state_changed);
    auto points = on("vp", "r1:p1");
    points.number = 4;
    example.act(points);
    CHECK_FALSE(example.battlefield.plugin_state.empty());
    const auto reply = example.panels();
    CHECK(find_control(find_panel(reply, "vp"), "standing").text == "Player 2 leads by 4 (4 to 0).");
    const auto summary = example.client.request(bb::plugin::kSummary, example.battlefield);
    REQUIRE_MESSAGE(summary.ok(), summary.error().message);
    CHECK(summary->kept);
    REQUIRE(summary->players.size() == 2);
    CHECK(summary->players[1].score == 4);
}

TEST_CASE("a control the plugin does not have is refused in words") {
    Example example;
    auto bytes = example.client.call(panel::kAct, panel::ActionRequest{example.context(), on("crate", "nope")});
    REQUIRE_FALSE(bytes.ok());
    CHECK(bytes.error().message.find("no control \"nope\"") != std::string::npos);
}

TEST_CASE("duplicating a crate adds one beside it, claimed by the same side") {
    Example example;
    auto owner = on("crate", "owner");
    owner.chosen = {"blue"};
    example.act(owner);
    const auto reply = example.act(on("crate", "duplicate"));
    REQUIRE(example.battlefield.pieces.size() == 2);
    const auto& copy = example.battlefield.pieces.back();
    CHECK(copy.position.x == doctest::Approx(14));
    CHECK(copy.attributes.at("owner") == "blue");
    CHECK_FALSE(reply.message.empty());
}
