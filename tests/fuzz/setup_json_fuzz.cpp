// libFuzzer target: any file given to the setup import (bb::setup::from_json) and the content check every import
// runs next (setup_check.hpp), against a small game system of its own. Besides sanitizer
// reports, it aborts when a property breaks: an imported setup exports and imports again to the same JSON and the
// same problems; every problem, and every note on a repeated id, has a path into the setup and a message; an export
// repeats no id; a setup the system accepts is also within the app's own limits; and it either becomes a share link
// that opens or is refused with a reason.
#include "battleboard/link/link.hpp"
#include "battleboard/setup/setup_check.hpp"
#include "battleboard/setup/setup_json.hpp"

#include "broken_property.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

// Two editions, a piece in each and one in both, a battleplan and a dice table: the ids the dictionary offers.
const bb::sys::SystemDescription& fuzz_system() {
    static const bb::sys::SystemDescription system = [] {
        bb::sys::SystemDescription d;
        d.id = "fuzz";
        d.editions = {{"e1", "First", ""}, {"e2", "Second", ""}};
        for (auto [id, edition] : {std::pair{"wall", "e1"}, std::pair{"hill", "e2"}, std::pair{"ruin", ""}}) {
            d.catalogue.emplace_back().id = id;
            if (*edition) d.catalogue.back().editions = {edition};
        }
        d.battleplans.emplace_back().id = "bp";
        d.tables.emplace_back().id = "t";
        return d;
    }();
    return system;
}

void check_problems(const std::vector<bb::setup::SetupProblem>& problems, const char* root) {
    for (const auto& p : problems)
        if (p.path.rfind(root, 0) != 0 || p.message.empty()) broken("problems name a path and say why", p.path);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> notes;
    const auto battlefield = bb::setup::from_json(text, &notes);
    for (const auto& note : notes)
        if (note.rfind("setup.", 0) != 0 || note.find(" is already the id of ") == std::string::npos)
            broken("notes name the repeated id's path", note);
    if (!battlefield) {
        if (battlefield.error().message.empty()) broken("refusals say why", "empty message");
        return 0;
    }
    const std::string exported = bb::setup::to_json(*battlefield);
    notes.clear();
    const auto imported = bb::setup::from_json(exported, &notes);
    if (!imported) broken("exports import again", imported.error().message);
    if (!notes.empty()) broken("an export repeats no id", notes.front());
    if (bb::setup::to_json(*imported) != exported) broken("export, import, export is stable", exported);
    const auto problems = bb::setup::check_setup(*battlefield, &fuzz_system());
    check_problems(problems, "setup");
    if (bb::setup::check_setup(*imported, &fuzz_system()) != problems)
        broken("re-imported, the same problems", exported);
    if (problems.empty() && !bb::setup::check_setup(*battlefield, nullptr).empty())
        broken("accepted by the system, within the app's limits", exported);
    const auto link = bb::link::encode(*battlefield);
    if (!link) {
        if (link.error().message.empty()) broken("refusals say why", "empty link message");
        return 0;
    }
    const auto opened = bb::link::decode(*link);
    if (!opened) broken("links open", opened.error().message);
    return 0;
}
