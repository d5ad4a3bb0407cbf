// battleboard link encode SETUP.json [--site URL] | link decode LINK [--json]: the share link of a setup, and
// back; with --site the link is printed as the address that opens it (URL#bb7.…).
// A link refers to its game system's catalogue and battleplans and carries its battle state in the plugin's own
// layout: both ways load the system's plugin when it is installed; a setup of a system that is not is encoded with
// every value in the link, and a link that needs a missing system says which, and which version of its plugin made it
// (format 7; `decode` prints that version too). What `validate` would refuse in the setup
// (setup_check.hpp) is printed as notes on stderr; the link is still made or read, as before. Exit 0: done; 2: bad
// input.
#include "battleboard/link/link.hpp"
#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "commands/commands.hpp"
#include "json_output.hpp"
#include "plugin_folder.hpp"
#include "setup_problems.hpp"
#include "site_address.hpp"

#include <iostream>
#include <optional>

namespace cli {

namespace {

constexpr const char* kUsage =
    "usage: battleboard link encode SETUP.json [--site URL] [--plugins DIR]\n"
    "       battleboard link decode LINK [--json] [--plugins DIR]\n";

// The reference into an installed system's description, with its plugin's version for the link to name, built in
// `slot`, which must outlive its use; null without the system, so the link holds every value itself.
const bb::link::Reference* reference_of(const LoadedSystem* system, std::optional<bb::link::Reference>& slot) {
    return system ? &slot.emplace(system->description, system->version) : nullptr;
}

int encode(const Arguments& args, const std::string& path) {
    const auto site = site_address(args);
    if (!site) return kExitBadInput;
    auto battlefield = read_setup_file(path);
    if (!battlefield) {
        std::cerr << battlefield.error().message << "\n";
        return kExitBadInput;
    }
    auto system = load_system(plugin_folder(args), battlefield->system_id);
    // A link keeps what it is given, as it always has (older links name ids their system has since dropped); what
    // `validate` would refuse is said, not hidden.
    print_problems(std::cerr, path + ": note: ", setup_problems(*battlefield, system ? &*system : nullptr));
    std::optional<bb::link::Reference> reference;
    std::optional<bb::link::StateCodec> codec;
    if (system) codec = bb::plugin::state_codec(system->client);
    auto link =
        bb::link::encode(*battlefield, reference_of(system ? &*system : nullptr, reference), codec ? &*codec : nullptr);
    if (!link) {
        std::cerr << path << ": " << link.error().message << "\n";
        return kExitBadInput;
    }
    std::cout << printed_link(*site, *link) << "\n";
    return kExitOk;
}

std::string inches(double value) { return format_number(value) + "\""; }

std::string count(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Which version of the system's plugin made the link, and the installed one when it differs.
void print_plugin_version(const bb::link::Header& header, const LoadedSystem* system) {
    std::cout << "Made with plugin version " << (header.plugin_version.empty() ? "(not named)" : header.plugin_version);
    if (system && !header.plugin_version.empty() && system->version != header.plugin_version)
        std::cout << " (installed: " << (system->version.empty() ? "(no version)" : system->version) << ")";
    std::cout << "\n";
}

// The setup in words, and the score the system sums up when its plugin is installed.
void print_summary(const bb::model::Battlefield& b, const bb::link::Header& header, LoadedSystem* system) {
    std::cout << "System " << b.system_id << ", rules " << (b.rules_edition.empty() ? "(default)" : b.rules_edition)
              << ", battleplan " << (b.battleplan_id.empty() ? "(none)" : b.battleplan_id) << "\n";
    print_plugin_version(header, system);
    std::cout << "Board " << inches(b.width) << " x " << inches(b.depth) << "\n";
    std::cout << count(b.pieces.size(), "piece", "pieces") << "\n";
    for (const auto& p : b.pieces) {
        std::cout << "  " << p.label << " [" << p.catalogue_id << "] at (" << inches(p.position.x) << ", "
                  << inches(p.position.y) << "), " << format_number(p.rotation) << " degrees";
        if (!p.rolls.empty()) std::cout << ", " << count(p.rolls.size(), "roll", "rolls");
        if (!p.attributes.empty()) std::cout << ", " << count(p.attributes.size(), "attribute", "attributes");
        std::cout << "\n";
    }
    std::cout << count(b.objectives.size(), "objective", "objectives") << "\n";
    for (const auto& o : b.objectives)
        std::cout << "  " << (o.label.empty() ? "(unnamed)" : o.label) << " at (" << inches(o.position.x) << ", "
                  << inches(o.position.y) << ")\n";
    std::cout << count(b.territories.size(), "territory", "territories") << "\n";
    for (const auto& t : b.territories) std::cout << "  " << t.name << "\n";
    if (!system || !system->description.answers(bb::plugin::kSummary.name)) return;
    const auto summary = system->client.request(bb::plugin::kSummary, b);
    if (!summary || !summary->kept) return;
    std::cout << "Score after " << count(summary->rounds_played, "battle round", "battle rounds") << ":";
    for (std::size_t i = 0; i < summary->players.size(); ++i)
        std::cout << (i ? ", " : " ") << summary->players[i].name << " " << summary->players[i].score << " "
                  << summary->unit;
    std::cout << "\n";
    if (!summary->result.empty()) std::cout << summary->result << "\n";
}

int decode(const Arguments& args, const std::string& text, bool as_json) {
    auto header = bb::link::read_header(text);
    if (!header) {
        std::cerr << header.error().message << "\n";
        return kExitBadInput;
    }
    // The system's plugin reads what the link refers to and its battle state.
    std::optional<LoadedSystem> system;
    if (auto loaded = load_system(plugin_folder(args), header->system, header->plugin_version)) {
        system.emplace(std::move(*loaded));
    } else if (header->needs_reference) {
        std::cerr << "This link needs the game system \"" << header->system << "\""
                  << (header->plugin_version.empty() ? "" : " version " + header->plugin_version) << ". "
                  << loaded.error().message << "\n";
        return kExitBadInput;
    }
    std::optional<bb::link::Reference> reference;
    const auto* to = reference_of(system ? &*system : nullptr, reference);
    auto battlefield =
        system ? bb::link::decode(text, to, bb::plugin::state_codec(system->client)) : bb::link::decode(text, to);
    if (!battlefield) {
        std::cerr << battlefield.error().message << "\n";
        return kExitBadInput;
    }
    if (as_json)
        std::cout << bb::setup::to_json(*battlefield) << "\n";
    else
        print_summary(*battlefield, *header, system ? &*system : nullptr);
    print_problems(std::cerr, "note: ", setup_problems(*battlefield, system ? &*system : nullptr));
    return kExitOk;
}

}  // namespace

int run_link(const Arguments& args) {
    if (args.positional.size() == 2 && args.positional[0] == "encode") return encode(args, args.positional[1]);
    if (args.positional.size() == 2 && args.positional[0] == "decode")
        return decode(args, args.positional[1], args.has("--json"));
    std::cerr << kUsage;
    return kExitBadInput;
}

}  // namespace cli
