// Format 4 and 5 links against a game system's description: what the reference holds costs a few bits, what players
// changed still travels, and a link that names what the reference lacks, or is damaged, gives a message.
#include "battleboard/layout/battleplan_layout.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "support/crates_system.hpp"

#include <doctest/doctest.h>

using namespace bb;
using bb::test::crates_system;

namespace {

model::Battlefield crates_table(const sys::SystemDescription& system) {
    model::Battlefield b;
    b.system_id = system.id;
    b.rules_edition = "first";
    b.width = 72, b.depth = 48;
    layout::apply_battleplan(b, system.find_battleplan("meeting"));
    for (int i = 0; i < 6; ++i) {
        const auto& entry = system.catalogue[i % 2];
        b.add_piece({0, entry.id, entry.name, entry.footprint, {4.0 + 8 * i, 10.125}, double(15 * i), entry.height, 1});
    }
    return b;
}

}  // namespace

TEST_CASE("a link that refers to its system leaves out what the system describes and brings back the same setup") {
    const auto system = crates_system();
    const link::Reference reference(system);
    auto b = crates_table(system);
    b.pieces[1].label = "Duck pond";  // what a player typed travels
    b.pieces[2].height = 2.5;
    b.pieces[3].rolls = {{"weather", {4}, 4}};
    const std::string text = link::encode(b, &reference).value();
    CHECK(text.rfind("bb7.", 0) == 0);
    const auto back = link::decode(text, &reference).value();
    CHECK(setup::to_json(back) == setup::to_json(link::decode(link::encode(b).value()).value()));
    CHECK(back.pieces[1].label == "Duck pond");
    CHECK(back.pieces[2].height == 2.5);
    CHECK(back.objectives.size() == 2);
    CHECK(3 * text.size() < 2 * link::encode(b).value().size());
    CHECK(text.find("Crate") == std::string::npos);

    SUBCASE("objectives the players moved travel; the battleplan's territories still cost a bit") {
        auto moved = b;
        moved.objectives[1].position.x += 1;
        const auto moved_text = link::encode(moved, &reference).value();
        CHECK(moved_text.size() > text.size());
        CHECK(link::decode(moved_text, &reference).value().objectives[1].position.x == 13);
    }
}

TEST_CASE("a link that refers to its system says what it needs when the reference lacks it") {
    const auto system = crates_system();
    const link::Reference reference(system);
    const std::string text = link::encode(crates_table(system), &reference).value();
    CHECK(link::read_header(text).value().system == "crates");
    CHECK(link::read_header(text).value().needs_reference);
    CHECK(link::decode(text).error().message == "This link needs the game system \"crates\" to open.");

    SUBCASE("a reference of another system") {
        auto other = crates_system();
        other.id = "boxes";
        const link::Reference boxes(other);
        CHECK(link::decode(text, &boxes).error().message == "This link needs the game system \"crates\" to open.");
    }
    SUBCASE("a catalogue entry the installed plugin does not have") {
        auto older = crates_system();
        older.catalogue.pop_back();  // no "pond", and no number for it
        older.link_numbers.catalogue.pop_back();
        const link::Reference without_pond(older);
        CHECK(link::decode(text, &without_pond).error().message ==
              "This link names a catalogue entry (number 1) that the installed \"crates\" game system does not "
              "know; a newer version of its plugin may.");
    }
    SUBCASE("an entry not in the link's rules edition") {
        auto other_edition = crates_system();
        other_edition.catalogue[1].editions = {"second"};
        const link::Reference pond_later(other_edition);
        CHECK(link::decode(text, &pond_later).error().message ==
              "This link has a piece of the catalogue entry \"pond\", which the installed \"crates\" game system "
              "does not have in this rules edition.");
    }
}

TEST_CASE("a link names ids by the plugin's numbers; an id without one travels as text") {
    auto system = crates_system();
    const link::Reference numbered(system);
    CHECK(numbered.number(link::Names::Catalogue, "pond") == 1u);
    CHECK(*numbered.numbered(link::Names::Catalogue, 1) == "pond");
    CHECK(numbered.numbered(link::Names::Catalogue, 2) == nullptr);
    auto b = crates_table(system);
    const std::size_t with_numbers = link::encode(b, &numbered).value().size();
    system.link_numbers.catalogue = {"crate"};  // a plugin that has not numbered "pond"
    const link::Reference partly(system);
    CHECK_FALSE(partly.number(link::Names::Catalogue, "pond").has_value());
    const std::string text = link::encode(b, &partly).value();
    CHECK(text.size() > with_numbers);
    CHECK(setup::to_json(link::decode(text, &partly).value()) == setup::to_json(link::decode(text, &numbered).value()));
}

TEST_CASE("every truncation or changed character of a link that refers to its system gives a message, never a crash") {
    const auto system = crates_system();
    const link::Reference reference(system);
    auto b = crates_table(system);
    b.pieces[0].attributes = {{"occupant", "Orcs"}};
    b.pieces[3].rolls = {{"weather", {4, 2}, 6}};
    const std::string text = link::encode(b, &reference).value();
    for (std::size_t n = 0; n < text.size(); ++n) {
        CAPTURE(n);
        const auto opened = link::decode(text.substr(0, n), &reference);
        REQUIRE_FALSE(opened.ok());
        CHECK_FALSE(opened.error().message.empty());
        const auto header = link::read_header(text.substr(0, n));
        if (!header) CHECK_FALSE(header.error().message.empty());
    }
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    int opened = 0;
    for (std::size_t i = 4; i < text.size(); ++i)
        for (char c : alphabet) {
            std::string changed = text;
            changed[i] = c;
            const auto result = link::decode(changed, &reference);
            if (result.ok())
                ++opened;
            else
                CHECK_FALSE(result.error().message.empty());
        }
    CHECK(opened > 0);
}
