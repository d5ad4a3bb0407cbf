#include "battleboard/live/sync_code.hpp"
#include "battleboard/link/bit_stream.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "battleboard/sync/replica.hpp"

#include <doctest/doctest.h>
#include <qrcodegen.h>
#include <zlib.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

using namespace bb;

static_assert(live::kMostSyncMessageBytes == sync::kMaxMessageBytes);

namespace {

model::Battlefield golden(const std::string& name) {
    std::ifstream file(std::string(BB_GOLDEN_DIR) + "/" + name);
    std::stringstream text;
    text << file.rdbuf();
    auto battle = setup::from_json(text.str());
    REQUIRE_MESSAGE(battle, name);
    return *battle;
}

// The snapshot a phone shows when it syncs by scanning: every piece, the score sheet and `rolls` rolls.
serial::Bytes snapshot(const model::Battlefield& battle, int rolls) {
    sync::Replica replica(0x9e3779b97f4a7c15u);
    replica.record(nullptr, battle);
    for (int i = 0; i < rolls; ++i)
        replica.record_roll(battle.system_id, {1 + i / 12, std::to_string(4 + i % 9) + " D6, 3+, re-roll 1s",
                                               std::to_string(i % 7) + " successes: 6 5 3 3 2 1 1 4 6"});
    return sync::encode(replica.snapshot(/*with_rolls=*/true));
}

// The largest battle of the issue: 40 pieces, a score sheet and a game's roll log.
model::Battlefield largest() {
    auto battle = golden("links/wfb8-40-v6.json");
    battle.plugin_state = golden("links/wfb8-scored-v6.json").plugin_state;
    return battle;
}

// The QR version a text needs at the app's error correction (low), or 0 if it fits none.
int qr_version(const std::string& text) {
    std::vector<std::uint8_t> code(qrcodegen_BUFFER_LEN_MAX), scratch(qrcodegen_BUFFER_LEN_MAX);
    if (!qrcodegen_encodeText(text.c_str(), scratch.data(), code.data(), qrcodegen_Ecc_LOW, qrcodegen_VERSION_MIN,
                              qrcodegen_VERSION_MAX, qrcodegen_Mask_AUTO, true))
        return 0;
    return (qrcodegen_getSize(code.data()) - 17) / 4;
}

// CRC-32 as zip and PNG compute it, written here apart from the codec's.
std::uint32_t crc32(const std::string& text) {
    std::uint32_t crc = 0xFFFFFFFFu;
    for (unsigned char c : text) {
        crc ^= c;
        for (int k = 0; k < 8; ++k) crc = crc & 1 ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
    }
    return ~crc;
}

// A site address of 100 characters, the longest the codes are sized for.
const std::string kSite = "https://tabletop-club.example.org/tools/battleboard/" + std::string(47, 'x') + "#";

// A part made as docs/formats.md says, from any text: its head's checksum made right for that text.
std::string forged_part(std::uint32_t sequence, std::size_t index, std::size_t count, const std::string& text) {
    const std::string covered =
        std::to_string(sequence) + "/" + std::to_string(index) + "/" + std::to_string(count) + "/" + text;
    link::BitWriter head;
    head.bits(sequence, 32);
    head.bits(count - 1, 4);
    head.bits(index, 4);
    head.bits(crc32(covered), 32);
    return "bs2." + head.base64url() + text;
}

// A forger's whole sequence for any bytes, every checksum right: only what the bytes inflate to can refuse it.
std::vector<std::string> forged_codes(const std::vector<std::uint8_t>& squeezed) {
    link::BitWriter bits;
    for (auto byte : squeezed) bits.bits(byte, 8);
    const std::string whole = bits.base64url();
    const std::size_t count = (whole.size() + live::kSyncPartCharacters - 1) / live::kSyncPartCharacters;
    std::vector<std::string> codes;
    for (std::size_t i = 0; i < count; ++i)
        codes.push_back(forged_part(crc32(whole), i, count,
                                    whole.substr(i * live::kSyncPartCharacters, live::kSyncPartCharacters)));
    return codes;
}

// Raw deflate, written here with zlib's one-call API apart from the codec's streaming use of it.
std::vector<std::uint8_t> raw_deflate(const std::vector<std::uint8_t>& bytes) {
    z_stream stream{};
    REQUIRE(deflateInit2(&stream, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) == Z_OK);
    std::vector<std::uint8_t> out(deflateBound(&stream, bytes.size()));
    stream.next_in = const_cast<Bytef*>(bytes.data());
    stream.avail_in = static_cast<uInt>(bytes.size());
    stream.next_out = out.data();
    stream.avail_out = static_cast<uInt>(out.size());
    REQUIRE(deflate(&stream, Z_FINISH) == Z_STREAM_END);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    return out;
}

std::string refusal_of(const std::vector<std::string>& codes) {
    live::SyncCollector collector;
    for (const auto& code : codes) REQUIRE(collector.add(code));
    REQUIRE(collector.complete());
    auto message = collector.message();
    REQUIRE_FALSE(message);
    return message.error().message;
}

std::vector<std::string> codes_of(const serial::Bytes& message) {
    auto codes = live::sync_codes(message);
    REQUIRE_MESSAGE(codes, codes.error().message);
    return *codes;
}

void check_refused(live::SyncCollector& collector, const std::string& code, const std::string& words) {
    const auto before = collector.scanned();
    auto added = collector.add(code);
    REQUIRE_FALSE(added);
    CHECK_MESSAGE(added.error().message.find(words) != std::string::npos, added.error().message);
    CHECK(collector.scanned() == before);
}

}  // namespace

TEST_CASE("sync code: a typical battle is one code that gives back the snapshot, behind a site address") {
    // A generated table of 12 pieces, as laid out before the game (and its first rolls).
    const auto message = snapshot(golden("layouts/wh40k10-seed-1.battleboard.json"), 0);
    const auto codes = codes_of(message);
    REQUIRE(codes.size() == 1);
    CHECK(codes[0].rfind("bs2.", 0) == 0);
    live::SyncCollector collector;
    REQUIRE(collector.add(kSite + codes[0]));
    REQUIRE(collector.complete());
    auto whole = collector.message();
    REQUIRE_MESSAGE(whole, whole.error().message);
    CHECK(*whole == message);
    const int version = qr_version(kSite + codes[0]);
    CHECK(version > 0);
    CHECK(version <= 25);
}

TEST_CASE("sync code: the largest battle is a short sequence, collected in any order, duplicates ignored") {
    const auto battle = largest();
    REQUIRE(battle.pieces.size() == 40);
    REQUIRE_FALSE(battle.plugin_state.data.empty());
    const auto message = snapshot(battle, 120);
    const auto codes = codes_of(message);
    CHECK(codes.size() >= 2);
    CHECK(codes.size() <= 4);
    for (const auto& code : codes) {
        const int version = qr_version(kSite + code);
        CHECK(version > 0);
        CHECK(version <= 25);
    }
    std::mt19937 random(7);
    for (int round = 0; round < 5; ++round) {
        auto order = codes;
        std::shuffle(order.begin(), order.end(), random);
        live::SyncCollector collector;
        for (std::size_t i = 0; i < order.size(); ++i) {
            auto added = collector.add(order[i]);
            REQUIRE(added);
            CHECK(*added == live::SyncCollector::Added::New);
            CHECK(collector.scanned() == i + 1);
            CHECK(collector.count() == codes.size());
            // The camera sees the same code again: ignored.
            auto again = collector.add(order[i]);
            REQUIRE(again);
            CHECK(*again == live::SyncCollector::Added::Duplicate);
            CHECK(collector.scanned() == i + 1);
            CHECK(collector.complete() == (i + 1 == order.size()));
        }
        auto whole = collector.message();
        REQUIRE_MESSAGE(whole, whole.error().message);
        CHECK(*whole == message);
    }

    // What the other phone merges is the whole battle, score sheet and rolls.
    live::SyncCollector collector;
    for (const auto& code : codes) REQUIRE(collector.add(code));
    auto decoded = sync::decode(*collector.message());
    REQUIRE(decoded);
    sync::Replica other(42);
    std::map<std::string, model::Battlefield> battles;
    battles[battle.system_id].system_id = battle.system_id;
    const auto merged = other.merge(
        battles, *decoded, [](const auto& b, const auto&) { return Result<model::PluginState>(b.plugin_state); });
    const auto& got = battles[battle.system_id];
    CHECK(got.pieces.size() == 40);
    CHECK(got.plugin_state == battle.plugin_state);
    CHECK(serial::to_blob(got.pieces) == serial::to_blob(battle.pieces));
    CHECK(merged.rolls.size() == 120);
}

TEST_CASE("sync code: a missing part leaves the battle incomplete and says how many are scanned") {
    const auto codes = codes_of(snapshot(largest(), 120));
    REQUIRE(codes.size() >= 2);
    live::SyncCollector collector;
    for (std::size_t i = 1; i < codes.size(); ++i) REQUIRE(collector.add(codes[i]));
    CHECK_FALSE(collector.complete());
    auto whole = collector.message();
    REQUIRE_FALSE(whole);
    CHECK(whole.error().message ==
          std::to_string(codes.size() - 1) + " of " + std::to_string(codes.size()) + " codes scanned so far.");
}

TEST_CASE("sync code: a part of another battle's codes, a damaged, cut or foreign part is refused") {
    const auto codes = codes_of(snapshot(largest(), 120));
    auto other_battle = largest();
    other_battle.pieces.pop_back();
    const auto other = codes_of(snapshot(other_battle, 120));
    REQUIRE(codes.size() >= 2);
    live::SyncCollector collector;
    REQUIRE(collector.add(codes[0]));
    check_refused(collector, other[1], "another battle's codes (1 of " + std::to_string(codes.size()) + " scanned");

    std::string flipped = codes[1];
    flipped[40] = flipped[40] == 'A' ? 'B' : 'A';
    check_refused(collector, flipped, "checksum does not match");
    check_refused(collector, codes[1].substr(0, codes[1].size() - 3), "checksum does not match");
    check_refused(collector, codes[1].substr(0, 12), "cut short");
    check_refused(collector, codes[1].substr(0, 30) + "*" + codes[1].substr(31), "damaged");
    check_refused(collector, "bs9." + codes[1].substr(4), "another version");
    check_refused(collector, "bj1." + codes[1].substr(4), "not a Battleboard sync code");
    check_refused(collector, codes[1] + std::string(800, 'A'), "longer than any Battleboard makes");
    REQUIRE(collector.add(codes[1]));
    CHECK(collector.scanned() == 2);
}

TEST_CASE("sync code: a forged part that checks out on its own still does not make a battle") {
    const auto codes = codes_of(snapshot(largest(), 120));
    REQUIRE(codes.size() >= 2);
    // Part 2 with one character of its text changed and its head's checksum made again, as docs/formats.md says.
    const std::string head = "bs2.";
    std::string text = codes[1].substr(head.size() + 12);
    text[5] = text[5] == 'A' ? 'B' : 'A';
    auto read = link::BitReader::from_base64url(codes[1].substr(head.size(), 12));
    REQUIRE(read);
    const auto sequence = read->bits(32), count = read->bits(4) + 1, index = read->bits(4);
    const std::string forged = forged_part(static_cast<std::uint32_t>(sequence), index, count, text);
    REQUIRE(live::read_sync_part(forged));

    live::SyncCollector collector;
    REQUIRE(collector.add(forged));
    for (const auto& code : codes) REQUIRE(collector.add(code));  // the real part 2 is now a duplicate
    REQUIRE(collector.complete());
    auto whole = collector.message();
    REQUIRE_FALSE(whole);
    CHECK_MESSAGE(whole.error().message.find("do not make a whole battle") != std::string::npos, whole.error().message);
    collector.clear();
    CHECK(collector.count() == 0);
    for (const auto& code : codes) REQUIRE(collector.add(code));
    CHECK(collector.message());
}

TEST_CASE("sync code: codes whose checksums all hold but whose bytes are no whole deflate stream are refused") {
    const auto message = snapshot(golden("layouts/wh40k10-seed-1.battleboard.json"), 0);
    const auto squeezed = raw_deflate(message);
    CHECK(*[&] {
        live::SyncCollector collector;
        for (const auto& code : forged_codes(squeezed)) REQUIRE(collector.add(code));
        return collector.message();
    }() == message);  // the forger's sequence is right when its bytes are

    auto cut = squeezed;
    cut.resize(cut.size() / 2);
    CHECK_MESSAGE(refusal_of(forged_codes(cut)).find("it is damaged: it ends early") != std::string::npos,
                  refusal_of(forged_codes(cut)));
    auto longer = squeezed;
    longer.push_back(0);
    CHECK(refusal_of(forged_codes(longer)).find("there are bytes after its end") != std::string::npos);
    std::vector<std::uint8_t> not_deflate(200, 0xFF);  // block type 3 does not exist
    CHECK_MESSAGE(
        refusal_of(forged_codes(not_deflate)).find("do not make a battle (it is damaged") != std::string::npos,
        refusal_of(forged_codes(not_deflate)));
    // A bomb: 5 MiB of nothing squeezes to a few codes, and is refused at the 4 MiB bound.
    const auto bomb = raw_deflate(std::vector<std::uint8_t>(5 * 1024 * 1024, 0));
    REQUIRE(forged_codes(bomb).size() <= live::kMostSyncParts);
    CHECK(refusal_of(forged_codes(bomb)).find("more than 4194304 bytes") != std::string::npos);
    const auto at_bound = raw_deflate(std::vector<std::uint8_t>(live::kMostSyncMessageBytes, 0));
    live::SyncCollector collector;
    for (const auto& code : forged_codes(at_bound)) REQUIRE(collector.add(code));
    CHECK(collector.message()->size() == live::kMostSyncMessageBytes);
}

TEST_CASE("sync code: a battle too large for the codes is refused, saying how many it would need") {
    std::mt19937 random(11);
    serial::Bytes noise(20000);
    for (auto& byte : noise) byte = static_cast<std::uint8_t>(random());
    auto codes = live::sync_codes(noise);
    REQUIRE_FALSE(codes);
    CHECK_MESSAGE(codes.error().message.find("too large to sync by scanning") != std::string::npos,
                  codes.error().message);
    CHECK(codes.error().message.find("at most 16") != std::string::npos);
    // Just under the bound: sixteen codes that give the bytes back. Noise does not squeeze: deflate stores it, a
    // few bytes of block header added.
    noise.resize(live::kMostSyncParts * live::kSyncPartCharacters * 6 / 8 - 8);
    auto most = live::sync_codes(noise);
    REQUIRE_MESSAGE(most, most.error().message);
    CHECK(most->size() == 16);
    live::SyncCollector collector;
    for (auto it = most->rbegin(); it != most->rend(); ++it) REQUIRE(collector.add(*it));
    CHECK(*collector.message() == noise);
}
