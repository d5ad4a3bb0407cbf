// The aos4 rules audit: every rule the plugin states (terrain abilities, terrain types and the Citadel Terrain
// List, the battlepack's rules, battle tactics, Honour Guard, the twelve battleplans and their tables, and the
// panels' rule texts) names the section of the General's Handbook 2024-25 or the June 2025 update (seed 004_) it
// restates and words of that section; a piece carries a rule only from its own section or its type's; and the
// numbers the plugin decides with (scoring, battle length, set-up distances, sizes) are the ones the seed prints.
#include "aos4/source/battlepack_operation.hpp"
#include "battleboard/layout/setup_constraints.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "support/panel_driver.hpp"
#include "support/plugin_sources.hpp"
#include "support/source_words.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

namespace {

namespace panel = bb::plugin::panel;
using bb::testing::AuditScope;
using bb::testing::SourceSections;

constexpr const char* kUpdate = "bpr-2025-06";
constexpr const char* kHandbook = "gh-2024-25";
const SourceSections& source() {
    static const SourceSections sections = bb::testing::plugin_sources("aos4");
    return sections;
}

const bb::sys::SystemDescription& described() {
    static const auto d = bb::testing::describe_plugin("aos4");
    return d;
}

// The terrain types' own sections; the June 2025 update reprinted Area Terrain, Places of Power and Faction
// Terrain with changes (Obstacles and Obscuring Terrain unchanged). Every feature has a size (Terrain 1.3).
AuditScope scope(const std::string& edition) {
    const bool update = edition == kUpdate;
    return {{{"Obstacle", "1.4.1 Obstacles"},
             {"Obscuring Terrain", "1.4.2 Obscuring Terrain"},
             {"Area Terrain", update ? "1.4.3 Area Terrain (June 2025)" : "1.4.3 Area Terrain"},
             {"Place of Power", update ? "1.4.4 Places of Power (June 2025)" : "1.4.4 Places of Power"},
             {"Faction Terrain", update ? "1.5 Faction Terrain (June 2025)" : "1.5 Faction Terrain"}},
            {"1.3 Terrain Sizes"},
            {}};
}

// The description as a player of one edition reads it.
bb::sys::SystemDescription in_edition(bb::sys::SystemDescription d, const std::string& edition) {
    const auto other = [&](const auto& item) { return !bb::sys::applies_to(item.editions, edition); };
    std::erase_if(d.catalogue, other);
    std::erase_if(d.abilities, other);
    std::erase_if(d.rules, other);
    return d;
}

bool says(const std::string& section, const std::string& phrase) {
    const bool found = source().says(section, phrase);
    if (!found) MESSAGE("not in " << section << ": " << phrase);
    return found;
}

std::string n(double value) {
    char text[16];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

bb::plugin::aos4::Battlepack battlepack() {
    auto client = bb::testing::connect_plugin("aos4");
    auto pack = client.request(bb::plugin::aos4::kBattlepack, std::string());
    REQUIRE(pack.ok());
    return *pack;
}

}  // namespace

TEST_CASE("aos4 audit: in each edition every rule names the seed words it restates, from the piece's own section") {
    for (const std::string edition : {kUpdate, kHandbook}) {
        CAPTURE(edition);
        const auto problems =
            bb::testing::audit_description(in_edition(described(), edition), source(), scope(edition));
        bb::testing::check_audit(problems);
    }
}

TEST_CASE("aos4 audit: a terrain type has exactly the terrain abilities its section lists") {
    for (const std::string edition : {kUpdate, kHandbook}) {
        for (const auto* entry : described().catalogue_for(edition)) {
            CAPTURE(edition);
            CAPTURE(entry->id);
            std::string names = "Terrain Abilities:";
            for (std::size_t i = 0; i < entry->abilities.size(); ++i)
                names += (i ? ", " : " ") + described().find_ability(entry->abilities[i], edition)->name;
            if (entry->abilities.empty()) continue;  // faction terrain: its warscroll gives its rules
            CHECK(says(scope(edition).category_sections.find(entry->category)->second, names));
        }
    }
}

TEST_CASE("aos4 audit: the catalogue's Citadel Terrain List is the seed's, row by row and in order") {
    std::vector<std::string> rows;
    for (const auto* entry : described().catalogue_for(kUpdate)) {
        if (entry->source.section != "Citadel Terrain List") continue;
        const auto value = [&](const char* key) { return entry->find_property(key)->value; };
        static const char* sizes[] = {"", "Small", "Medium", "Large"};
        const auto pieces =
            n(value("scenery-pieces-min")) +
            (value("scenery-pieces-max") == value("scenery-pieces-min") ? "" : "-" + n(value("scenery-pieces-max")));
        const auto size =
            std::string(sizes[int(value("size-min"))]) +
            (value("size-max") == value("size-min") ? "" : std::string("-") + sizes[int(value("size-max"))]);
        rows.push_back(entry->name + entry->category + pieces + size);  // printed without spaces between columns
    }
    REQUIRE(rows.size() == 60);
    // Two rows at a time, so a one-word name is checked with its neighbour and the order is the seed's.
    for (std::size_t i = 0; i + 1 < rows.size(); ++i) CHECK(says("Citadel Terrain List", rows[i] + " " + rows[i + 1]));
}

TEST_CASE("aos4 audit: every scoring line scores what its battleplan's section prints") {
    // The first words after "Score N victory point(s)" in the seed, enough to tell the lines apart; the line's
    // own id picks them.
    const std::map<std::string, std::string> printed = {
        {"at-least-one", "if you control at least 1 objective"},
        {"two-or-more", "if you control 2 or more objectives"},
        {"more-than-opponent", "if you control more objectives than your opponent"},
        {"home-or-flank-pair", "if you control 2 or more home objectives"},
        {"home-objective", "if you control the objective wholly within friendly"},
        {"border-objective", "for each objective on the border of friendly"},
        {"enemy-objective", "if you control the objective wholly within enemy"},
        {"secondary-objective", "for each secondary objective that you control"},
        {"primary-objective", "if you control the primary objective"},
        {"no-enemy-near-last-objective", "if there are no enemy units within 6\""},
        {"battle-tactic", "if you completed the battle tactic you chose"},
    };
    auto client = bb::testing::connect_plugin("aos4");
    auto details = client.request(bb::plugin::kBattleplanDetails, std::string());
    REQUIRE(details.ok());
    REQUIRE(details->battleplans.size() == 12);
    for (const auto& plan : details->battleplans) {
        const std::string section = described().find_battleplan(plan.battleplan_id)->name;
        CAPTURE(section);
        for (const auto& line : plan.scoring.lines) {
            CAPTURE(line.id);
            REQUIRE(printed.count(line.id));
            const std::string points = line.vp == 1 ? " victory point " : " victory points ";
            CHECK(says(section, "Score " + n(line.vp) + points + printed.at(line.id)));
            if (line.last_round)
                CHECK(says(section, "In battle rounds " + n(line.first_round) + " and " + n(line.last_round) +
                                        " only, score " + n(line.vp) + points + printed.at(line.id)));
            else
                CHECK(line.first_round == 1);
        }
        // The cap on objective VP is Age of Sigmar's own, kept in the plugin: the battleplan's scoring words it.
        std::string cap;
        for (const auto& part : described().find_battleplan(plan.battleplan_id)->sections) {
            const auto at = part.text.find("capped at ");
            if (part.id == "scoring" && at != std::string::npos)
                cap = part.text.substr(at + 10, part.text.find(" per turn", at) - at - 10);
        }
        if (!cap.empty())
            CHECK(says(section, "capped at a maximum of " + cap + " per turn"));
        else
            CHECK_FALSE(source().says(section, "capped at a maximum of"));
    }
}

TEST_CASE("aos4 audit: the battlepack's numbers are the Handbook's") {
    const auto pack = battlepack();
    CHECK(says("Battle Length", "last for " + n(pack.battle_rounds) + " battle rounds"));
    CHECK(says("Glorious Victory", "at least " + n(pack.major_victory_margin) + " victory points more"));
    CHECK(says("Seizing the Initiative", "not behind by " + n(pack.double_turn_deficit) + " or more victory points"));
    CHECK(says("Battle Tactics on a Double Turn", "behind by " + n(pack.double_turn_deficit) + " or more"));
    CHECK(says("3. Set Up the Battlefield", "We recommend " + n(pack.recommended_small) + " small and " +
                                                n(pack.recommended_medium) + " medium terrain features"));
    for (const auto& size : described().board_sizes)
        CHECK(says("Battlefield Size", "For a " + n(size.points) + "-point battle, we recommend a " + n(size.depth) +
                                           "\" x " + n(size.width) + "\" battlefield with " + n(size.terrain_features) +
                                           " terrain features"));
    auto client = bb::testing::connect_plugin("aos4");
    for (const char* edition : {kUpdate, kHandbook}) {
        auto c = client.request(bb::plugin::kLayoutConstraints, std::string(edition));
        REQUIRE(c.ok());
        CHECK(c->more_than);
        CHECK(says("3. Set Up the Battlefield", "more than " + n(c->edge_gap) +
                                                    "\" from the battlefield edge, more than " + n(c->objective_gap) +
                                                    "\" from all objectives and more than " + n(c->feature_gap) +
                                                    "\" from all other terrain features"));
        REQUIRE(c->size_classes.size() == 3);
        CHECK(says("1.3 Terrain Sizes", "no larger than " + n(c->size_classes[0].fits_a) + "\" x " +
                                            n(c->size_classes[0].fits_b) + "\" is small"));
        CHECK(says("1.3 Terrain Sizes", "no larger than " + n(c->size_classes[1].fits_a) + "\" x " +
                                            n(c->size_classes[1].fits_b) + "\" is medium"));
    }
}

TEST_CASE("aos4 audit: battle tactics and Honour Guard name their own paragraphs, as the rules reader does") {
    const auto pack = battlepack();
    REQUIRE(pack.battle_tactics.size() == 14);
    for (const auto& tactic : pack.battle_tactics) {
        CAPTURE(tactic.id);
        CHECK(bb::testing::reference_problem(tactic.source, source()) == "");
        CHECK(tactic.source.section == tactic.name);
        const auto* section = described().find_rules(tactic.id, kUpdate);
        REQUIRE(section);
        CHECK(section->text == tactic.text);
        CHECK(section->source.phrase == tactic.source.phrase);
    }
    REQUIRE(pack.honour_guard.size() == 5);
    for (const auto& ability : pack.honour_guard) {
        CAPTURE(ability.id);
        CHECK(bb::testing::reference_problem(ability.source, source()) == "");
        CHECK(ability.source.section == ability.name);
    }
}

TEST_CASE("aos4 audit: a rule attached to a piece whose section does not give it is caught") {
    auto d = in_edition(described(), kUpdate);
    auto& obstacle =
        *std::find_if(d.catalogue.begin(), d.catalogue.end(), [](const auto& e) { return e.id == "obstacle"; });
    obstacle.abilities.push_back("place-of-power");
    auto problems = bb::testing::audit_description(d, source(), scope(kUpdate));
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("piece obstacle: place-of-power comes from another section") != std::string::npos);
    // The reason an obstacle would give is not in its section.
    obstacle.attached_because.push_back({"place-of-power", {"1.4.1 Obstacles", "Terrain Abilities: Place of Power"}});
    problems = bb::testing::audit_description(d, source(), scope(kUpdate));
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("is not in 1.4.1 Obstacles") != std::string::npos);
}

namespace {

panel::Action score_action(const std::string& control, std::vector<std::string> chosen = {}) {
    panel::Action a;
    a.panel_key = "score";
    a.control_key = control;
    a.chosen = std::move(chosen);
    return a;
}

// The keys of the controls that state a rule: the rules reader's texts, the score sheet's scoring lines, battle
// tactic, its completion, the round's events, the roll-off and the result, and the round's change of objectives.
std::vector<std::string> rule_keys(const panel::PanelsReply& reply) {
    std::vector<std::string> keys;
    const auto ends = [](const std::string& key, const std::string& end) {
        return key.size() >= end.size() && key.compare(key.size() - end.size(), end.size(), end) == 0;
    };
    for (const auto& p : reply.panels)
        for (const auto& c : p.controls) {
            const bool rule = (p.key == "rules" && ends(c.key, ":text")) || c.key.find(":line:") != std::string::npos ||
                              ends(c.key, ":tactic-text") || ends(c.key, ":completed") || ends(c.key, ":events") ||
                              (ends(c.key, ":tactic") && c.kind == panel::Kind::Text) || c.key == "result" ||
                              c.key == "roll-off" || c.key == "change" ||
                              (p.key == "size" && (c.key == "class" || c.key == "scenery-pieces"));
            if (rule) keys.push_back(c.key);
        }
    return keys;
}

}  // namespace

TEST_CASE("aos4 audit: the panels' rule texts name the sections they restate") {
    for (const std::string edition : {kUpdate, kHandbook}) {
        CAPTURE(edition);
        std::size_t rules_texts = 0;
        for (const auto& plan : described().battleplans) {
            CAPTURE(plan.id);
            bb::testing::PanelDriver d("aos4", edition);
            d.battlefield.width = 60;
            d.battlefield.depth = 44;
            d.battlefield.battleplan_id = plan.id;
            const auto chapel =
                d.battlefield.add_piece(bb::testing::place("chapel", bb::geo::rectangle(5, 5), {30, 22}, "Chapel")).id;
            const auto obstacle =
                d.battlefield.add_piece(bb::testing::place("obstacle", bb::geo::rectangle(6, 2), {10, 10}, "Obstacle"))
                    .id;
            // Two rounds: a battle tactic picked in the first, a double turn seizing the initiative in the second.
            d.act(score_action("start-round"));
            d.act(score_action("r1:p0:tactic", {"seize-the-centre"}));
            d.act(score_action("start-round"));
            std::set<std::string> audited;
            for (std::uint32_t round = 1; round <= 5; ++round) {
                const auto reply = d.panels();
                const auto keys = rule_keys(reply);
                audited.insert(keys.begin(), keys.end());
                const auto problems = bb::testing::audit_panels(reply.panels, keys, source());
                bb::testing::check_audit(problems);
                const bool by_round = std::any_of(reply.panels.begin(), reply.panels.end(),
                                                  [](const auto& p) { return p.key == "objective-rounds"; });
                if (!by_round || round == 5) break;
                panel::Action show;
                show.panel_key = "objective-rounds";
                show.control_key = "round";
                show.chosen = {std::to_string(round + 1)};
                d.act(show);
            }
            for (const char* key :
                 {"r1:p0:tactic-text", "r1:p0:completed", "r2:p1:tactic", "r1:events", "result", "roll-off"})
                CHECK_MESSAGE(audited.count(key), key);
            CHECK(std::any_of(audited.begin(), audited.end(),
                              [](const auto& k) { return k.find(":line:") != std::string::npos; }));
            rules_texts = std::count_if(audited.begin(), audited.end(),
                                        [](const auto& k) { return k.find(":text") == k.size() - 5; });
            for (auto piece : {chapel, obstacle}) {
                d.selected = piece;
                // The size panel alone: the rules reader has a section whose key is also "scenery-pieces".
                auto reply = d.panels();
                std::erase_if(reply.panels, [](const auto& p) { return p.key != "size"; });
                const auto keys = rule_keys(reply);
                CHECK(std::count(keys.begin(), keys.end(), "class") == 1);
                const auto problems = bb::testing::audit_panels(reply.panels, keys, source());
                bb::testing::check_audit(problems);
            }
        }
        CHECK(rules_texts ==
              std::size_t(std::count_if(described().rules.begin(), described().rules.end(),
                                        [&](const auto& r) { return bb::sys::applies_to(r.editions, edition); })));
    }
}

TEST_CASE("aos4 audit: the texts the audit corrected say what the Handbook says, and no more") {
    const auto& d = described();
    const auto has = [](const std::string& text, const std::string& words) {
        return text.find(words) != std::string::npos;
    };
    // The Kunnin' Approach: the friendly unit was in combat with the enemy unit; it need not have fought it.
    const auto& kunnin = d.find_rules("the-kunnin-approach", kUpdate)->text;
    CHECK(has(kunnin, "in combat with it"));
    CHECK_FALSE(has(kunnin, "fought"));
    const auto twist = [&](const std::string& id) {
        for (const auto& s : d.find_battleplan(id)->sections)
            if (s.id == "twist") return s.text;
        return std::string();
    };
    // Starstrike says where objectives are set up, not that there are none before.
    CHECK_FALSE(has(twist("starstrike"), "without objectives"));
    // Feral Foray: the underdog's raid is not an extra one, and a raided objective cannot be contested either.
    CHECK_FALSE(has(twist("feral-foray"), "also raid"));
    CHECK(has(twist("feral-foray"), "cannot be contested or controlled"));
    auto client = bb::testing::connect_plugin("aos4");
    const auto details = client.request(bb::plugin::kBattleplanDetails, std::string());
    REQUIRE(details.ok());
    for (const auto& round : details->find("feral-foray")->objective_rounds)
        CHECK(has(round.change, "nobody can contest or control it"));
    // The terrain types list their abilities; they do not claim units stand on area terrain or that obscuring
    // terrain blocks sight (from June 2025 it hides units within 1" of it).
    for (const std::string edition : {kUpdate, kHandbook}) {
        CHECK_FALSE(has(d.find_entry("area-terrain", edition)->text, "stand"));
        CHECK_FALSE(has(d.find_entry("obscuring-terrain", edition)->text, "block"));
    }
}
