// What a QR code read by the app's camera scanner opens (app/scanner/scanned_code.hpp).
#include "app/scanner/scanned_code.hpp"

#include "battleboard/live/join_code.hpp"
#include "battleboard/live/sync_code.hpp"

#include <doctest/doctest.h>

#include <random>

using app::read_scanned_code;
using app::ScannedCode;
using Kind = ScannedCode::Kind;

namespace {

std::string join_code() {
    bb::live::JoinCode code;
    code.ice_ufrag = "Xk3v";
    code.ice_password = "q7Yh2mVb9LpT0sRw5NcJ8dFg";
    code.fingerprint.fill(0x5F);
    code.candidates.push_back({"192.168.1.20", 54400, false});
    return bb::live::encode(code);
}

}  // namespace

TEST_CASE("a share link's address or its code alone opens as a link, whatever the setup holds") {
    const auto address = read_scanned_code("https://boards.example/app/#bb6.AbC-_9&turned");
    CHECK(address.kind == Kind::ShareLink);
    CHECK(address.text == "bb6.AbC-_9&turned");
    const auto bare = read_scanned_code("bb6.AbC-_9\n");
    CHECK(bare.kind == Kind::ShareLink);
    CHECK(bare.text == "bb6.AbC-_9");
    // Damaged or of a retired format: the link decoder says so, as for a link opened by its address.
    CHECK(read_scanned_code("https://boards.example/#bb4.%%").kind == Kind::ShareLink);
}

TEST_CASE("a live table's join code is handed on, alone or as an address's fragment") {
    const std::string code = join_code();
    REQUIRE(code.rfind("bj1.", 0) == 0);
    const auto alone = read_scanned_code(code);
    CHECK(alone.kind == Kind::JoinCode);
    CHECK(alone.text == code);
    const auto address = read_scanned_code("https://boards.example/app/#" + code);
    CHECK(address.kind == Kind::JoinCode);
    CHECK(address.text == code);
}

TEST_CASE("a damaged join code is refused with the decoder's reason") {
    const std::string code = join_code();
    const auto cut = read_scanned_code(code.substr(0, code.size() / 2));
    CHECK(cut.kind == Kind::Refused);
    CHECK(cut.text.rfind("This live table code cannot be used: ", 0) == 0);
    CHECK(cut.text.size() > std::string("This live table code cannot be used: ").size());
}

TEST_CASE("each of a battle's sync codes is handed on, alone or as an address's fragment, and they make it whole") {
    // Bytes that squeeze little, so the message takes several codes.
    std::mt19937 random(3);
    std::vector<std::uint8_t> message(2500);
    for (auto& byte : message) byte = static_cast<std::uint8_t>(random());
    const auto codes = bb::live::sync_codes(message);
    REQUIRE(codes);
    REQUIRE(codes->size() >= 3);
    bb::live::SyncCollector collector;
    for (auto it = codes->rbegin(); it != codes->rend(); ++it) {
        const bool as_address = it != codes->rbegin();
        const auto scanned = read_scanned_code(as_address ? "https://boards.example/app/#" + *it : *it + "\n");
        CHECK(scanned.kind == Kind::SyncCode);
        CHECK(scanned.text == *it);
        REQUIRE(collector.add(scanned.text));
    }
    REQUIRE(collector.complete());
    CHECK(*collector.message() == message);
}

TEST_CASE("a damaged sync code is refused with the codec's reason") {
    const auto codes = bb::live::sync_codes(std::vector<std::uint8_t>(300, 7));
    REQUIRE(codes);
    std::string damaged = codes->front();
    damaged[20] = damaged[20] == 'A' ? 'B' : 'A';
    const auto refused = read_scanned_code(damaged);
    CHECK(refused.kind == Kind::Refused);
    CHECK(refused.text ==
          "This sync code is damaged or incomplete (its checksum does not match); "
          "scan it again.");
}

TEST_CASE("anything else is refused, naming what was seen, shortened to one line") {
    const auto other = read_scanned_code("https://example.org/menu#drinks");
    CHECK(other.kind == Kind::Refused);
    CHECK(other.text == "This QR code is not a Battleboard code: \"https://example.org/menu#drinks\"");
    const auto long_text = read_scanned_code(std::string(100, 'x') + "\nsecond line");
    CHECK(long_text.text == "This QR code is not a Battleboard code: \"" + std::string(60, 'x') + "...\"");
    CHECK(read_scanned_code("WIFI:S:club;T:WPA;P:secret;;").kind == Kind::Refused);
    CHECK(read_scanned_code("  ").text == "This QR code holds no text, so it is not a Battleboard code.");
}

TEST_CASE("shortening counts characters, never cuts one in two, and keeps to one line") {
    CHECK(app::shortened("déjà vu", 4) == "déjà...");
    CHECK(app::shortened("one\ntwo\tthree", 20) == "one two three");
    CHECK(app::shortened("short", 5) == "short");
    CHECK(app::shortened("", 3).empty());
}
