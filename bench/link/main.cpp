// bench/link: how long share links are, against the information they hold and against the JSON + deflate +
// base64url route that Mermaid and draw.io links take. Run through scripts/bench-link; results in BENCHMARKS.md.
//   battleboard_bench_link                 print the table
//   battleboard_bench_link --setups DIR    also write the two setups as DIR/<name>.battleboard.json
#include "battleboard/link/link.hpp"
#include "battleboard/link/quantised_setup.hpp"
#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "battlepack_operation.hpp"
#include "entropy_bound.hpp"
#include "sample_setups.hpp"

#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

using Bytes = std::vector<unsigned char>;

// Raw deflate (no zlib header or checksum, as draw.io's pako.deflateRaw) at the strongest level.
Bytes deflate_raw(const Bytes& input) {
    z_stream z{};
    deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY);
    Bytes out(deflateBound(&z, input.size()));
    z.next_in = const_cast<unsigned char*>(input.data());
    z.avail_in = static_cast<uInt>(input.size());
    z.next_out = out.data();
    z.avail_out = static_cast<uInt>(out.size());
    deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

std::size_t base64url_characters(std::size_t bytes) { return (bytes * 8 + 5) / 6; }  // no padding

// The link's payload characters back to bytes, to see whether deflate would shorten it.
Bytes payload_bytes(const std::string& link) {
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    Bytes out;
    unsigned buffer = 0;
    int held = 0;
    for (char c : link.substr(link.find('.') + 1)) {
        buffer = (buffer << 6) | unsigned(alphabet.find(c));
        held += 6;
        if (held >= 8) out.push_back(static_cast<unsigned char>(buffer >> (held - 8))), held -= 8;
    }
    if (held > 0) out.push_back(static_cast<unsigned char>(buffer << (8 - held)));
    return out;
}

// The game system's plugin in the build's plugins folder.
bb::Result<bb::plugin::PluginClient> connect(const std::string& system_id) {
    auto index = bb::plugin::read_plugin_index(BB_PLUGIN_DIR);
    if (!index) return index.error();
    auto module = bb::plugin::open_indexed_plugin(BB_PLUGIN_DIR, *index, system_id);
    if (!module) return module.error();
    return bb::plugin::PluginClient::connect(std::move(*module), system_id);
}

// The plugin's version as the index lists it: the links measured name it, as the app's and the CLI's do.
std::string plugin_version(const std::string& system_id) {
    auto index = bb::plugin::read_plugin_index(BB_PLUGIN_DIR);
    const auto* entry = index ? index->find(system_id) : nullptr;
    return entry ? entry->version : std::string();
}

bb::Result<bb::sys::SystemDescription> describe(const std::string& system_id) {
    auto client = connect(system_id);
    if (!client) return client.error();
    return client->describe();
}

// The aos4 table with the sample score sheet in the plugin's battle state, as its golden link holds it
// (tests/golden/links/aos4-2000-scored-v6).
bb::Result<bb::model::Battlefield> scored() {
    std::ifstream file(std::string(BB_GOLDEN_DIR) + "/links/aos4-2000-scored-v6.txt");
    std::string text;
    if (!std::getline(file, text)) return bb::make_error("the golden link aos4-2000-scored-v6 cannot be read");
    auto client = connect("aos4");
    if (!client) return client.error();
    auto system = client->describe();
    if (!system) return system.error();
    const bb::link::Reference reference(*system);
    return bb::link::decode(text, &reference, bb::plugin::state_codec(*client));
}

bool measure(const char* name, const bb::model::Battlefield& battlefield, const bench::StateBound* state = nullptr) {
    auto client = connect(battlefield.system_id);
    auto system = client ? client->describe() : bb::Result<bb::sys::SystemDescription>(client.error());
    if (!system) {
        std::fprintf(stderr, "%s: %s\n", name, system.error().message.c_str());
        return false;
    }
    const bb::link::Reference reference(*system, plugin_version(battlefield.system_id));
    const auto codec = bb::plugin::state_codec(*client);  // the system's own layout of its state
    auto link = bb::link::encode(battlefield, &reference, &codec);
    auto quantised = bb::link::quantise(battlefield);
    if (!link || !quantised) {
        std::fprintf(stderr, "%s: %s\n", name, (link ? quantised.error() : link.error()).message.c_str());
        return false;
    }
    // Both routes carry the same, already quantised setup.
    const std::string json = bb::setup::to_json(bb::link::restore(*quantised), -1);
    const std::size_t json_route = base64url_characters(deflate_raw(Bytes(json.begin(), json.end())).size());
    const std::size_t prefix = link->find('.') + 1;
    const std::size_t deflated_link = prefix + base64url_characters(deflate_raw(payload_bytes(*link)).size());
    const auto& numbers = system->link_numbers;
    const bench::EntropyBound bound = bench::entropy_bound(
        *quantised, &reference,
        {numbers.editions.size(), numbers.catalogue.size(), numbers.battleplans.size(), numbers.tables.size()}, state);
    const double bound_characters = bound.total() / 6;
    std::printf("%-10s %5zu %8.1f %6.2f %6zu %6zu %6.3f %8zu\n", name, link->size(), bound_characters,
                double(link->size()) / bound_characters, json.size(), json_route,
                double(link->size()) / double(json_route), deflated_link);
    std::printf(
        "           bound in bits: texts %.0f, header %.0f, pieces %.0f, objectives %.0f, territories %.0f, "
        "game system's state %.0f\n",
        bound.texts, bound.header, bound.pieces, bound.objectives, bound.territories, bound.plugin_state);
    return true;
}

// What the sample's state could hold, from the aos4 plugin's lists: battleplans, the sheet's scoring lines, battle
// tactics and the grand alliances they name.
bb::Result<bench::StateBound> scored_state_bound(const bb::model::Battlefield& b) {
    auto client = connect(b.system_id);
    if (!client) return client.error();
    auto system = client->describe();
    auto details = client->request(bb::plugin::kBattleplanDetails, std::string());
    auto pack = client->request(bb::plugin::aos4::kBattlepack, std::string());
    if (!system || !details || !pack) return bb::make_error("the aos4 plugin's lists are not available");
    const auto* plan = details->find(b.battleplan_id);
    bench::ListSizes lists{system->link_numbers.battleplans.size(), {}, pack->battle_tactics.size(), {}};
    for (const auto& line : plan ? plan->scoring.lines : std::vector<bb::sys::ScoringLine>{})
        lists.scoring_lines.push_back(line.id);
    for (const auto& tactic : pack->battle_tactics)
        if (!tactic.keyword.empty() &&
            std::find(lists.alliances.begin(), lists.alliances.end(), tactic.keyword) == lists.alliances.end())
            lists.alliances.push_back(tactic.keyword);
    return bench::sheet_bound(bench::aos4_scored_sheet_json(), lists);
}

bool write_setup(const std::string& folder, const char* name, const bb::model::Battlefield& battlefield) {
    std::ofstream file(folder + "/" + name + ".battleboard.json");
    file << bb::setup::to_json(battlefield) << "\n";
    return bool(file);
}

}  // namespace

int main(int argc, char** argv) {
    const auto aos4_system = describe("aos4");
    if (!aos4_system) {
        std::fprintf(stderr, "aos4: %s\n", aos4_system.error().message.c_str());
        return 1;
    }
    const auto aos4 = bench::aos4_2000_points(*aos4_system);
    const auto wfb8 = bench::wfb8_40_pieces();
    const auto scored_table = scored();
    if (!scored_table) {
        std::fprintf(stderr, "aos4-scored: %s\n", scored_table.error().message.c_str());
        return 1;
    }
    if (argc == 3 && std::string(argv[1]) == "--setups") {
        if (!write_setup(argv[2], "aos4-2000", aos4) || !write_setup(argv[2], "wfb8-40", wfb8) ||
            !write_setup(argv[2], "aos4-scored", *scored_table)) {
            std::fprintf(stderr, "cannot write to %s\n", argv[2]);
            return 2;
        }
    } else if (argc != 1) {
        std::fprintf(stderr, "usage: %s [--setups DIR]\n", argv[0]);
        return 2;
    }
    std::printf(
        "characters: link, entropy bound (bits / 6), link / bound, setup JSON, JSON+deflate+base64url,\n"
        "link / JSON route, and the link's own payload deflated (for comparison)\n");
    std::printf("%-10s %5s %8s %6s %6s %6s %6s %8s\n", "setup", "link", "bound", "ratio", "json", "route", "ratio",
                "deflated");
    const auto state_bound = scored_state_bound(*scored_table);
    if (!state_bound) {
        std::fprintf(stderr, "aos4-scored: %s\n", state_bound.error().message.c_str());
        return 1;
    }
    const bool ok =
        measure("aos4-2000", aos4) && measure("wfb8-40", wfb8) && measure("aos4-scored", *scored_table, &*state_bound);
    return ok ? 0 : 1;
}
