// The app's setup check with the real plugins, as the status line and the Battle tab read it: what the shared check
// of setups refuses (setup_check.hpp, the CLI's `validate`) is a breach naming its JSON path, even where the game
// system's plugin, which takes a piece of a kind it does not know for a plain piece, finds nothing wrong.
#include "app/session/setup_findings.hpp"
#include "app/session/battlefields.hpp"
#include "battleboard/setup/setup_check.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "file_text.hpp"

#include <doctest/doctest.h>

#include <algorithm>

namespace {

bb::model::Battlefield golden_setup(const char* name) {
    auto setup = bb::setup::from_json(bb::testing::read_file(std::string(BB_GOLDEN_DIR) + "/links/" + name));
    REQUIRE_MESSAGE(setup.ok(), setup.error().message);
    return std::move(*setup);
}

// The app's session around one battlefield: the build's plugins, loaded the way the native app loads them.
struct Session {
    app::SystemLibrary library;
    app::Selection selection;
    app::Battlefields battles{library, selection};
    app::SetupFindings check{library, battles};

    explicit Session(bb::model::Battlefield battlefield) {
        library.load_index();
        const std::string system = battlefield.system_id;
        battles.open_battlefield(std::move(battlefield));
        REQUIRE_MESSAGE(library.has_system(), library.error());
        REQUIRE(library.system().id == system);
        check.refresh();
        REQUIRE_MESSAGE(check.error().empty(), check.error());
    }

    std::vector<bb::rules::Finding> breaches(bool shared) const {
        std::vector<bb::rules::Finding> out;
        for (const auto& f : check.findings().items)
            if (f.severity == bb::rules::Severity::Breach && (f.rule_id == bb::setup::kSetupContentRule) == shared)
                out.push_back(f);
        return out;
    }
};

}  // namespace

TEST_CASE("a setup holding a piece kind its system lacks is never legal in the app, and the breach names the path") {
    // The link fixture's 'жилой-дом' is not in the wfb8 catalogue; the plugin takes it for a plain piece.
    Session s(golden_setup("zones-texts-v6.json"));
    CHECK(s.check.findings().has_breach());
    const auto shared = s.breaches(true);
    REQUIRE_FALSE(shared.empty());
    CHECK(std::any_of(shared.begin(), shared.end(), [](const auto& f) {
        return f.message.starts_with("setup.pieces[4].kind: 'жилой-дом' is not in the wfb8 catalogue");
    }));
    // Every problem `validate` reports is here, with its path.
    const auto problems = bb::setup::check_setup(s.battles.battlefield(), &s.library.system());
    CHECK(shared.size() == problems.size());
    for (const auto& p : problems)
        CHECK(std::any_of(shared.begin(), shared.end(),
                          [&](const auto& f) { return f.message == p.path + ": " + p.message + "."; }));
}

TEST_CASE("a setup the shared check accepts keeps only its plugin's findings, and a mended one is checked again") {
    Session legal(golden_setup("wfb8-40-v6.json"));
    CHECK_FALSE(legal.check.findings().has_breach());

    Session s(golden_setup("zones-texts-v6.json"));
    REQUIRE_FALSE(s.breaches(true).empty());
    auto& pieces = s.battles.battlefield().pieces;
    std::erase_if(pieces, [](const auto& p) { return p.catalogue_id == "жилой-дом"; });
    s.check.refresh();
    for (const auto& f : s.breaches(true)) CHECK(f.message.find("жилой-дом") == std::string::npos);
}
