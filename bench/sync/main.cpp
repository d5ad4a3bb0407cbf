// bench/sync: what a change costs on the wire between two replicas of a battle (two tabs today, two phones at the
// table next), against the baseline of sending the whole battle after every change; the time a merge takes; and
// the QR version of the join codes two phones show each other, and how many codes, of which QR version, a battle
// takes when the phones sync by scanning. Prints tables; results in BENCHMARKS.md.
//   battleboard_bench_sync
#include "battleboard/live/join_code.hpp"
#include "battleboard/live/sync_code.hpp"
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "battleboard/sync/replica.hpp"

#include <qrcodegen.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using bb::model::Battlefield;

Battlefield load(const std::string& name) {
    std::ifstream file(std::string(BB_GOLDEN_DIR) + "/" + name);
    std::stringstream text;
    text << file.rdbuf();
    auto battle = bb::setup::from_json(text.str());
    if (!battle) {
        std::fprintf(stderr, "%s: %s\n", name.c_str(), battle.error().message.c_str());
        std::exit(1);
    }
    return *battle;
}

struct Change {
    const char* what;
    std::function<void(Battlefield&)> make;
    bool panel_action = false;  // the plugin state changed through a panel control (travels as the action)
};

// One score cell set through the plugin's panel, as the app sends it: the action, the battlefield left out.
bb::sync::PanelAction score_action() {
    bb::plugin::panel::ActionRequest request;
    request.action.panel_key = "vp";
    request.action.control_key = "r2:p1";
    request.action.number = 4;
    return {"vp", "r2:p1", 0, bb::serial::to_blob(request)};
}

std::vector<Change> changes() {
    return {
        {"move a piece", [](Battlefield& b) { b.pieces.front().position.x += 3; }},
        {"turn a piece", [](Battlefield& b) { b.pieces.front().rotation += 15; }},
        {"resize a piece", [](Battlefield& b) { b.pieces.front().height += 1; }},
        {"name a piece's occupant", [](Battlefield& b) { b.pieces.front().attributes["occupant"] = "Intercessors"; }},
        {"add a piece", [](Battlefield& b) { b.add_piece(b.pieces.front()); }},
        {"delete a piece", [](Battlefield& b) { b.remove_piece(b.pieces.back().id); }},
        {"move an objective",
         [](Battlefield& b) {
             if (!b.objectives.empty()) b.objectives.front().position.y += 2;
         }},
        {"change the battleplan", [](Battlefield& b) { b.battleplan_id = "another-plan"; }},
        {"set a score cell (panel action)", [](Battlefield& b) { b.plugin_state.data.push_back(4); }, true},
    };
}

double microseconds_per_merge(const Battlefield& before, const bb::sync::Message& message) {
    constexpr int kRounds = 2000;
    const auto replay = [](const Battlefield& b, const bb::sync::Operation&) {
        return bb::Result<bb::model::PluginState>(b.plugin_state);
    };
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < kRounds; ++i) {
        bb::sync::Replica other(2);
        std::map<std::string, Battlefield> battles{{before.system_id, before}};
        other.merge(battles, message, replay);
    }
    const std::chrono::duration<double, std::micro> took = std::chrono::steady_clock::now() - start;
    return took.count() / kRounds;
}

void changes_table(const char* name, const Battlefield& battle) {
    const auto whole = bb::serial::to_blob(battle).size();
    std::printf("\n%s: %zu pieces, %zu objectives; the whole battle is %zu bytes\n", name, battle.pieces.size(),
                battle.objectives.size(), whole);
    std::printf(
        "| change | operations | message bytes | whole battle / message | merge (us) |\n|---|---|---|---|---|\n");
    for (const auto& change : changes()) {
        bb::sync::Replica mine(1);
        mine.record(nullptr, battle);  // both replicas start from the same battle
        Battlefield after = battle;
        change.make(after);
        const auto operations = mine.record(
            &battle, after, change.panel_action ? std::vector{score_action()} : std::vector<bb::sync::PanelAction>{});
        if (operations.empty()) continue;  // nothing of that kind on this table (a 40K table has no objectives)
        const auto message = mine.message(bb::sync::Message::Kind::Changes, operations);
        const auto bytes = bb::sync::encode(message).size();
        std::printf("| %s | %zu | %zu | %.1f | %.1f |\n", change.what, operations.size(), bytes,
                    double(whole) / double(bytes), microseconds_per_merge(battle, message));
    }
    bb::sync::Replica mine(1);
    mine.record(nullptr, battle);
    std::printf("| (a joining replica's snapshot) | | %zu | %.2f | |\n", bb::sync::encode(mine.snapshot()).size(),
                double(whole) / double(bb::sync::encode(mine.snapshot()).size()));
}

int qr_version(const std::string& text, qrcodegen_Ecc ecc) {
    std::vector<std::uint8_t> code(qrcodegen_BUFFER_LEN_MAX), scratch(qrcodegen_BUFFER_LEN_MAX);
    if (!qrcodegen_encodeText(text.c_str(), scratch.data(), code.data(), ecc, qrcodegen_VERSION_MIN,
                              qrcodegen_VERSION_MAX, qrcodegen_Mask_AUTO, false))
        return 0;
    return (qrcodegen_getSize(code.data()) - 17) / 4;
}

void join_code_table() {
    const std::vector<std::string> mdns = {
        "4f1b0c6e-8d2a-4c55-9a3e-2b7d1f0e9c41.local", "9a0c2d4e-1b3f-4a5b-8c6d-7e8f9a0b1c2d.local",
        "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.local", "11223344-5566-4778-899a-abbccddeeff0.local"};
    const std::vector<std::string> ipv4 = {"192.168.1.20", "10.0.0.7", "172.16.4.2", "192.168.43.1"};
    const std::string site = "https://battleboard.example/";
    std::printf("\nJoin codes behind %s (Chromium's 4-character user fragment, 24-character password)\n", site.c_str());
    std::printf("| candidates | characters | QR version, ECC M | ECC L |\n|---|---|---|---|\n");
    for (const auto* kind : {&mdns, &ipv4}) {
        for (std::size_t count = 1; count <= 4; ++count) {
            bb::live::JoinCode code;
            code.ice_ufrag = "Xk3v";
            code.ice_password = "q7Yh2mVb9LpT0sRw5NcJ8dFg";
            for (std::size_t i = 0; i < count; ++i) code.candidates.push_back({(*kind)[i], 50000, false});
            const auto url = site + "#" + bb::live::encode(code);
            std::printf("| %zu %s | %zu | %d | %d |\n", count, kind == &mdns ? "mDNS" : "IPv4", url.size(),
                        qr_version(url, qrcodegen_Ecc_MEDIUM), qr_version(url, qrcodegen_Ecc_LOW));
        }
    }
}

// A battle's snapshot with `rolls` rolls in its log, as sync by scanning shows it.
bb::serial::Bytes snapshot(const Battlefield& battle, int rolls) {
    bb::sync::Replica replica(0x9e3779b97f4a7c15u);
    replica.record(nullptr, battle);
    for (int i = 0; i < rolls; ++i)
        replica.record_roll(battle.system_id, {1 + i / 12, std::to_string(4 + i % 9) + " D6, 3+, re-roll 1s",
                                               std::to_string(i % 7) + " successes: 6 5 3 3 2 1 1 4 6"});
    return bb::sync::encode(replica.snapshot(true));
}

void sync_code_table() {
    const std::string site = "https://battleboard.example/#";
    auto largest = load("links/wfb8-40-v6.json");
    largest.plugin_state = load("links/wfb8-scored-v6.json").plugin_state;
    struct Row {
        const char* what;
        Battlefield battle;
        int rolls;
    };
    const std::vector<Row> rows = {
        {"40K 10th generated table, 12 pieces, as set up", load("layouts/wh40k10-seed-1.battleboard.json"), 0},
        {"the same after 20 rolls", load("layouts/wh40k10-seed-1.battleboard.json"), 20},
        {"AoS 2000 points scored, 8 pieces and 4 objectives, 40 rolls", load("links/aos4-2000-scored-v6.json"), 40},
        {"WFB 8th, 40 pieces, score sheet, 120 rolls", largest, 120},
    };
    std::printf("\nSync by scanning behind %s (error correction L, as the app draws them)\n", site.c_str());
    std::printf(
        "| battle | snapshot bytes | squeezed characters | codes | longest code (characters) | QR version | "
        "making the codes (ms) |\n|---|---|---|---|---|---|---|\n");
    for (const auto& row : rows) {
        const auto message = snapshot(row.battle, row.rolls);
        const auto start = std::chrono::steady_clock::now();
        auto codes = bb::live::sync_codes(message);
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        if (!codes) {
            std::printf("| %s | %zu | | refused: %s | | | |\n", row.what, message.size(),
                        codes.error().message.c_str());
            continue;
        }
        std::size_t characters = 0, longest = 0;
        int version = 0;
        for (const auto& code : *codes) {
            characters += code.size() - 16;
            longest = std::max(longest, site.size() + code.size());
            version = std::max(version, qr_version(site + code, qrcodegen_Ecc_LOW));
        }
        std::printf("| %s | %zu | %zu | %zu | %zu | %d | %.2f |\n", row.what, message.size(), characters, codes->size(),
                    longest, version, took.count());
    }
}

}  // namespace

int main() {
    changes_table("40K 10th generated table (wh40k10-seed-1)", load("layouts/wh40k10-seed-1.battleboard.json"));
    changes_table("AoS 2000-point table, scored (aos4-2000-scored-v6)", load("links/aos4-2000-scored-v6.json"));
    join_code_table();
    sync_code_table();
}
