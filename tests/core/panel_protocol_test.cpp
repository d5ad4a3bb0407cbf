// The panel protocol's decoders: a plugin's reply is drawn only when it keeps every bound, and otherwise the
// panel says what is wrong. Also the SDK helpers plugins write panels with.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/layout/piece_from_entry.hpp"
#include "battleboard/sdk/panel_sdk.hpp"

#include <doctest/doctest.h>

namespace panel = bb::plugin::panel;
namespace sdk = bb::plugin::sdk;

// A panels request as version 1 wrote it, before the Sight tab's verdict was carried.
struct RequestV1 {
    bb::model::Battlefield battlefield;
    std::string edition;
    bool has_selection = false;
    std::uint32_t selected_piece = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(battlefield, edition, has_selection, selected_piece);
    }
};
CEREAL_CLASS_VERSION(RequestV1, 1);

namespace {

bb::sys::SystemDescription system_with_table() {
    bb::sys::SystemDescription s;
    s.id = "test";
    s.editions = {{"first", "First", ""}};
    s.catalogue = {{.id = "crate", .name = "Crate", .footprint = bb::geo::rectangle(3, 2), .height = 2}};
    s.tables = {{"scavenge", "Scavenge", "", {1, 6, 0}, {{1, 6, "Anything", "", ""}}}};
    return s;
}

bb::model::Battlefield one_crate(const bb::sys::SystemDescription& s) {
    bb::model::Battlefield b;
    b.rules_edition = "first";
    b.add_piece(bb::layout::piece_from_entry(s.catalogue.front(), {10, 10}));
    return b;
}

std::string refusal(const panel::PanelsReply& reply) {
    const auto s = system_with_table();
    auto decoded = panel::decode_panels(bb::serial::to_blob(reply), s, one_crate(s));
    REQUIRE_FALSE(decoded.ok());
    return decoded.error().message;
}

panel::PanelsReply with_control(panel::Control c) {
    panel::PanelsReply reply;
    reply.panels.push_back({"p", "Panel", panel::Scope::Battle, 0, {std::move(c)}});
    return reply;
}

}  // namespace

TEST_CASE("a panel built with the SDK decodes with every control kind") {
    const auto s = system_with_table();
    panel::PanelsReply reply;
    reply.panels.push_back(sdk::PanelBuilder("crate", "Crate", 1)
                               .text("t", "Legal", panel::Tone::Legal)
                               .whole("w", "Whole", 2, 0, 6)
                               .decimal("d", "Decimal", 1.5, 0, 6, 0.5)
                               .toggle("o", "Toggle", true)
                               .choice("c", "Choice", {{"a", "A"}, {"b", "B"}}, "a")
                               .group("g", "Group")
                               .multi_choice("m", "Multi", {{"a", "A", 5, true}}, {"a"})
                               .bill("bill", "Bill", {{"A", {5}}}, 5)
                               .end_group()
                               .button("b", "Button")
                               .dice_roll("r", "Roll", "scavenge", "4: Anything", {{"x", "X"}})
                               .text_input("i", "Input", "hello")
                               .grid("grid", "Grid", {"Red", "Blue"}, {{"Round 1", {1, 2}, true}})
                               .build());
    reply.marks.push_back({panel::MarkKind::Ring, 1, 6, "", panel::Tone::Legal});
    auto decoded = panel::decode_panels(bb::serial::to_blob(reply), s, one_crate(s));
    REQUIRE(decoded.ok());
    const auto& controls = decoded->panels.at(0).controls;
    REQUIRE(controls.size() == 12);
    CHECK(controls[6].depth == 1);  // inside the group
    CHECK(controls[8].depth == 0);
}

TEST_CASE("garbage, a reply too large and unknown kinds are refused with a message") {
    const auto s = system_with_table();
    const auto b = one_crate(s);
    const bb::serial::Bytes garbage = {1, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
    auto decoded = panel::decode_panels(garbage, s, b);
    REQUIRE_FALSE(decoded.ok());
    CHECK(decoded.error().message.find("truncated or malformed") != std::string::npos);
    const bb::serial::Bytes huge(panel::kMaxReplyBytes + 1, 0);
    decoded = panel::decode_panels(huge, s, b);
    REQUIRE_FALSE(decoded.ok());
    CHECK(decoded.error().message.find("at most") != std::string::npos);
    panel::Control unknown;
    unknown.key = "u";
    unknown.kind = panel::Kind(200);
    CHECK(refusal(with_control(unknown)).find("unknown kind") != std::string::npos);
}

TEST_CASE("a reply naming things that do not exist is refused") {
    panel::Control roll;
    roll.kind = panel::Kind::DiceRoll;
    roll.key = "r";
    roll.table_id = "no-such-table";
    CHECK(refusal(with_control(roll)).find("\"no-such-table\"") != std::string::npos);
    panel::Control choice;
    choice.kind = panel::Kind::Choice;
    choice.key = "c";
    choice.options = {{"a", "A"}};
    choice.chosen = {"z"};
    CHECK(refusal(with_control(choice)).find("\"z\", which is not one of its options") != std::string::npos);
    panel::PanelsReply for_missing_piece;
    for_missing_piece.panels.push_back({"p", "Panel", panel::Scope::Piece, 99, {}});
    CHECK(refusal(for_missing_piece).find("piece 99") != std::string::npos);
    panel::Control a, b;
    a.key = b.key = "same";
    auto twice = with_control(a);
    twice.panels[0].controls.push_back(b);
    CHECK(refusal(twice).find("repeats a control key") != std::string::npos);
    panel::Control bounds;
    bounds.kind = panel::Kind::Whole;
    bounds.key = "w";
    bounds.min = 5;
    bounds.max = 1;
    CHECK(refusal(with_control(bounds)).find("bounds") != std::string::npos);
}

TEST_CASE("a folding group folds closed or open; any other fold is refused") {
    const auto s = system_with_table();
    panel::PanelsReply reply;
    reply.panels.push_back(sdk::PanelBuilder("rules", "")
                               .folding_group("reader", "Rules")
                               .folding_group("one", "One", true)
                               .text("one:text", "Text")
                               .end_group()
                               .end_group()
                               .group("plain", "Heading")
                               .build());
    auto decoded = panel::decode_panels(bb::serial::to_blob(reply), s, one_crate(s));
    REQUIRE(decoded.ok());
    const auto& controls = decoded->panels.at(0).controls;
    CHECK(controls[0].value == panel::kFolds);
    CHECK(controls[1].value == panel::kFoldsOpen);
    CHECK(controls[2].depth == 2);
    CHECK(controls[3].value == panel::kHeading);
    panel::Control odd;
    odd.kind = panel::Kind::Group;
    odd.key = "g";
    odd.value = 3;
    CHECK(refusal(with_control(odd)).find("neither stays open nor folds") != std::string::npos);
}

TEST_CASE("an action reply is applied: attributes, state, pieces added and removed") {
    const auto s = system_with_table();
    auto b = one_crate(s);
    b.add_piece(bb::layout::piece_from_entry(s.catalogue.front(), {20, 10}));
    panel::ActionReply reply;
    reply.attributes = {{1, "supplies", "3", false}};
    reply.state_changed = true;
    reply.state = {1, {9, 9}};
    reply.add = {{"crate", {5, 5}, 90, {{0, "owner", "red", false}}}};
    reply.remove = {2};
    auto decoded = panel::decode_action_reply(bb::serial::to_blob(reply), s, b);
    REQUIRE(decoded.ok());
    const auto added = panel::apply(*decoded, s, b);
    REQUIRE(added.size() == 1);
    CHECK(b.find_piece(1)->attributes.at("supplies") == "3");
    CHECK(b.find_piece(2) == nullptr);
    CHECK(b.find_piece(added[0])->attributes.at("owner") == "red");
    CHECK(b.find_piece(added[0])->rotation == 90);
    CHECK(b.plugin_state.data == std::vector<std::uint8_t>{9, 9});
}

TEST_CASE("an action reply for pieces or entries that do not exist changes nothing") {
    const auto s = system_with_table();
    const auto b = one_crate(s);
    panel::ActionReply ghost;
    ghost.attributes = {{42, "supplies", "3", false}};
    auto decoded = panel::decode_action_reply(bb::serial::to_blob(ghost), s, b);
    REQUIRE_FALSE(decoded.ok());
    CHECK(decoded.error().message.find("piece 42") != std::string::npos);
    panel::ActionReply unknown_entry;
    unknown_entry.add = {{"dragon", {1, 1}, 0, {}}};
    decoded = panel::decode_action_reply(bb::serial::to_blob(unknown_entry), s, b);
    REQUIRE_FALSE(decoded.ok());
    CHECK(decoded.error().message.find("catalogue") != std::string::npos);
}

TEST_CASE("the SDK's whole numbers, attributes, lists and state") {
    CHECK(sdk::parse_whole("12") == 12);
    CHECK(sdk::parse_whole("+4") == 4);
    CHECK(sdk::parse_whole("-3") == -3);
    CHECK_FALSE(sdk::parse_whole(""));
    CHECK_FALSE(sdk::parse_whole("4x"));
    CHECK_FALSE(sdk::parse_whole("1.5"));
    CHECK_FALSE(sdk::parse_whole("99999999999999999999"));
    bb::model::TerrainPiece piece;
    piece.attributes["armour-lost"] = "2";
    piece.attributes["broken"] = "two";
    CHECK(sdk::whole_attribute(piece, "armour-lost") == 2);
    CHECK(sdk::whole_attribute(piece, "broken", 7) == 7);
    CHECK(sdk::attribute(piece, "absent").empty());
    CHECK(sdk::split_list("a,,b,c") == std::vector<std::string>{"a", "b", "c"});
    CHECK(sdk::join_list({"a", "b"}) == "a,b");
    const auto packed = sdk::pack_state(std::vector<std::int32_t>{1, 2}, 3);
    CHECK(sdk::unpack_state<std::vector<std::int32_t>>(packed, 3) == std::vector<std::int32_t>{1, 2});
    CHECK_FALSE(sdk::unpack_state<std::vector<std::int32_t>>(packed, 4));
    CHECK(sdk::unpack_state<std::vector<std::int32_t>>({}, 4)->empty());
}

TEST_CASE("a version 1 panels request still decodes, with no sight verdict; version 2 carries it") {
    RequestV1 old;
    old.edition = "first";
    old.has_selection = true;
    old.selected_piece = 3;
    auto decoded = bb::serial::from_blob<panel::PanelsRequest>(bb::serial::to_blob(old), "the request");
    REQUIRE(decoded.ok());
    CHECK(decoded->edition == "first");
    CHECK(decoded->selected_piece == 3);
    CHECK_FALSE(decoded->sight.shown);
    panel::PanelsRequest now;
    now.sight = {true, true, true};
    auto again = bb::serial::from_blob<panel::PanelsRequest>(bb::serial::to_blob(now), "the request");
    REQUIRE(again.ok());
    CHECK(again->sight.in_cover);
}
