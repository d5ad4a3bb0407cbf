// The aos4 plugin's own panels, loaded for real and driven the way the app drives them: a piece's size class
// against the Citadel Terrain List, the battleplan's objectives round by round, and the battlepack's rules to
// read in each edition.
#include "battleboard/layout/piece_from_entry.hpp"
#include "support/panel_driver.hpp"

#include <algorithm>

namespace panel = bb::plugin::panel;
using bb::testing::PanelDriver;

namespace {

bool has(const std::string& text, const std::string& words) { return text.find(words) != std::string::npos; }

std::uint32_t place(PanelDriver& d, const std::string& catalogue_id) {
    const auto* entry = d.system.find_entry(catalogue_id, d.battlefield.rules_edition);
    REQUIRE((entry != nullptr));
    return d.battlefield.add_piece(bb::layout::piece_from_entry(*entry, {30, 22})).id;
}

}  // namespace

TEST_CASE("aos4: the selected piece's size class, measured, beside the sizes the list allows") {
    PanelDriver d("aos4", "bpr-2025-06");
    d.battlefield.width = 60;
    d.battlefield.depth = 44;
    CHECK_FALSE(d.shows("size", "class"));  // nothing selected
    d.selected = place(d, "chapel");
    const auto chapel = d.control("size", "class");
    CHECK(has(chapel.text, "Size: small (the list allows small"));
    CHECK(chapel.tone == panel::Tone::Legal);
    // Grown past 7" x 12", the same piece is large: a size the list does not allow a Chapel.
    auto& piece = *d.battlefield.find_piece(*d.selected);
    for (auto& p : piece.footprint.points) p = {p.x * 3, p.y * 3};
    const auto grown = d.control("size", "class");
    CHECK(has(grown.text, "Size: large"));
    CHECK(grown.tone == panel::Tone::Breach);
    d.selected = place(d, "dragonfate-dais");
    CHECK(has(d.control("size", "class").text, "Size: medium"));
    const auto shown = d.panels().shown_by_panels;
    for (const char* key : {"size", "size-min", "size-max"})
        CHECK(std::find(shown.begin(), shown.end(), key) != shown.end());
}

TEST_CASE("aos4: the rules reader names its edition and words a rule as that edition does") {
    PanelDriver d("aos4", "bpr-2025-06");
    const auto heading = d.control("rules", "reader");
    CHECK(heading.kind == panel::Kind::Group);
    CHECK(heading.value == panel::kFolds);
    CHECK(has(heading.label, "2025"));
    for (const char* id : {"double-turn", "seizing-the-initiative", "underdog", "battle-tactics", "honour-guard",
                           "wholly-on-and-behind"}) {
        CAPTURE(id);
        CHECK(d.control("rules", id).value == panel::kFolds);
        const auto text = d.control("rules", std::string(id) + ":text");
        CHECK(text.text.size() > 40);
        CHECK(text.depth == 2);
    }
    const auto updated = d.control("rules", "wholly-on-and-behind:text").text;
    d.battlefield.rules_edition = "gh-2024-25";
    CHECK_FALSE(has(d.control("rules", "reader").label, "2025 update"));
    CHECK(d.control("rules", "wholly-on-and-behind:text").text != updated);
    // Nothing on the reader changes the battle.
    panel::Action open;
    open.panel_key = "rules";
    open.control_key = "reader";
    auto bytes = d.client.call(panel::kAct, panel::ActionRequest{d.context(), open});
    CHECK_FALSE(bytes.ok());
}

namespace {

std::size_t count(const panel::PanelsReply& reply, panel::MarkKind kind) {
    return std::size_t(
        std::count_if(reply.marks.begin(), reply.marks.end(), [&](const panel::Mark& m) { return m.kind == kind; }));
}

panel::Action roll(const std::string& group, std::int32_t total) {
    panel::Action a;
    a.panel_key = "objective-rounds";
    a.control_key = "roll:" + group;
    a.faces = {total / 2, total - total / 2};
    a.total = total;
    a.rolls = {{"starstrike-objective", a.faces, total}};
    return a;
}

}  // namespace

TEST_CASE("aos4: Starstrike's objectives round by round, the roll kept in the battle's state") {
    PanelDriver d("aos4", "bpr-2025-06");
    d.battlefield.width = 60;
    d.battlefield.depth = 44;
    CHECK_FALSE(d.shows("objective-rounds", "round"));  // no battleplan yet
    d.battlefield.battleplan_id = "starstrike";
    const auto round = d.control("objective-rounds", "round");
    REQUIRE(round.chosen == std::vector<std::string>{"1"});
    CHECK(round.options.front().label == "Off");
    // Round 1: the eleven border positions 2 to 12 are candidates, none placed yet.
    auto reply = d.panels();
    CHECK(count(reply, panel::MarkKind::Candidate) == 11);
    CHECK(count(reply, panel::MarkKind::Note) >= 1);
    const auto border = d.control("objective-rounds", "roll:Border");
    CHECK(border.kind == panel::Kind::DiceRoll);
    CHECK(border.text.empty());
    d.act(roll("Border", 7));
    CHECK_FALSE(d.battlefield.plugin_state.empty());
    reply = d.panels();
    CHECK(count(reply, panel::MarkKind::Candidate) == 0);
    CHECK(std::any_of(reply.marks.begin(), reply.marks.end(), [](const panel::Mark& m) {
        return m.kind == panel::MarkKind::Objective && m.text == "Border 7";
    }));
    CHECK(has(d.control("objective-rounds", "roll:Border").text, "Border: rolled 7"));
    // Round 3 keeps the border objective and rolls for each long line.
    panel::Action third;
    third.panel_key = "objective-rounds";
    third.control_key = "round";
    third.chosen = {"3"};
    d.act(third);
    CHECK(d.shows("objective-rounds", "roll:South line"));
    CHECK(d.shows("objective-rounds", "roll:North line"));
    CHECK_FALSE(d.shows("objective-rounds", "roll:Border"));
    // Off: no round marks, only the reminder about the map if the battleplan has one.
    third.chosen = {"0"};
    d.act(third);
    reply = d.panels();
    CHECK(count(reply, panel::MarkKind::Candidate) == 0);
    CHECK(count(reply, panel::MarkKind::Objective) == 0);
    // Another battleplan starts afresh.
    d.battlefield.battleplan_id = "shifting-objectives";
    CHECK(d.control("objective-rounds", "round").chosen == std::vector<std::string>{"1"});
}

TEST_CASE("a point mark far off the board or of an unknown kind is refused") {
    PanelDriver d("aos4", "bpr-2025-06");
    panel::PanelsReply far;
    far.marks.push_back({panel::MarkKind::Candidate, 0, 0, "7", panel::Tone::Plain, {5000, 1}});
    auto decoded = panel::decode_panels(bb::serial::to_blob(far), d.system, d.battlefield);
    REQUIRE_FALSE(decoded.ok());
    CHECK(has(decoded.error().message, "far off the board"));
    panel::PanelsReply unknown;
    unknown.marks.push_back({panel::MarkKind(panel::kLastMarkKind + 1), 0, 0, "", panel::Tone::Plain, {1, 1}});
    decoded = panel::decode_panels(bb::serial::to_blob(unknown), d.system, d.battlefield);
    REQUIRE_FALSE(decoded.ok());
    CHECK(has(decoded.error().message, "unknown kind"));
}
