#include "battleboard/live/join_code.hpp"

#include <doctest/doctest.h>
#include <qrcodegen.h>

#include <string>
#include <vector>

using namespace bb;

namespace {

// An offer as Chromium writes it for one data channel, candidates hidden behind mDNS names (its default).
const std::string kChromiumOffer =
    "v=0\r\n"
    "o=- 4611731400430051336 2 IN IP4 127.0.0.1\r\n"
    "s=-\r\n"
    "t=0 0\r\n"
    "a=group:BUNDLE 0\r\n"
    "a=extmap-allow-mixed\r\n"
    "a=msid-semantic: WMS\r\n"
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 0.0.0.0\r\n"
    "a=candidate:3098812741 1 udp 2113937151 4f1b0c6e-8d2a-4c55-9a3e-2b7d1f0e9c41.local 54400 typ host generation 0 "
    "network-cost 999\r\n"
    "a=candidate:1204431788 1 udp 2113939711 9a0c2d4e-1b3f-4a5b-8c6d-7e8f9a0b1c2d.local 61002 typ host generation 0 "
    "network-cost 999\r\n"
    "a=candidate:842163049 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0\r\n"
    "a=ice-ufrag:Xk3v\r\n"
    "a=ice-pwd:q7Yh2mVb9LpT0sRw5NcJ8dFg\r\n"
    "a=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 "
    "5F:9A:12:C4:7E:03:BB:61:D8:2F:90:4A:E7:1C:56:38:AF:02:9D:E4:71:0B:C3:8E:25:F6:4D:93:1A:B7:60:CC\r\n"
    "a=setup:actpass\r\n"
    "a=mid:0\r\n"
    "a=sctp-port:5000\r\n"
    "a=max-message-size:262144\r\n";

// The QR version a text needs at the app's error correction (medium), or 0 if it fits none up to 40.
int qr_version(const std::string& text) {
    std::vector<std::uint8_t> code(qrcodegen_BUFFER_LEN_MAX), scratch(qrcodegen_BUFFER_LEN_MAX);
    if (!qrcodegen_encodeText(text.c_str(), scratch.data(), code.data(), qrcodegen_Ecc_MEDIUM, qrcodegen_VERSION_MIN,
                              qrcodegen_VERSION_MAX, qrcodegen_Mask_AUTO, true))
        return 0;
    return (qrcodegen_getSize(code.data()) - 17) / 4;
}

live::JoinCode four_candidates(bool answer) {
    auto code = live::from_sdp(kChromiumOffer, answer);
    REQUIRE(code);
    code->candidates.push_back({"fe80::1c2b:3aff:fe4d:5e6f", 50123, false});
    code->candidates.push_back({"203.0.113.7", 3478, true});
    return *code;
}

}  // namespace

TEST_CASE("join code: what Chromium's offer needs is read, and the rebuilt description carries it all") {
    auto code = live::from_sdp(kChromiumOffer, false);
    REQUIRE(code);
    CHECK(code->ice_ufrag == "Xk3v");
    CHECK(code->ice_password == "q7Yh2mVb9LpT0sRw5NcJ8dFg");
    CHECK(code->fingerprint[0] == 0x5F);
    CHECK(code->fingerprint[31] == 0xCC);
    REQUIRE(code->candidates.size() == 2);  // the TCP candidate is not one a data channel here uses
    CHECK(code->candidates[0].address == "4f1b0c6e-8d2a-4c55-9a3e-2b7d1f0e9c41.local");
    CHECK(code->candidates[0].port == 54400);

    const auto sdp = live::to_sdp(*code);
    CHECK(sdp.find("a=ice-ufrag:Xk3v\r\n") != std::string::npos);
    CHECK(sdp.find("a=ice-pwd:q7Yh2mVb9LpT0sRw5NcJ8dFg\r\n") != std::string::npos);
    CHECK(sdp.find("a=fingerprint:sha-256 5F:9A:12:C4:7E:03:BB:61:D8:2F:90:4A:E7:1C:56:38:AF:02:9D:E4:71:0B:C3:8E:"
                   "25:F6:4D:93:1A:B7:60:CC\r\n") != std::string::npos);
    CHECK(sdp.find("4f1b0c6e-8d2a-4c55-9a3e-2b7d1f0e9c41.local 54400 typ host") != std::string::npos);
    CHECK(sdp.find("a=setup:actpass") != std::string::npos);
    // Read back, the rebuilt description gives the same code.
    auto again = live::from_sdp(sdp, false);
    REQUIRE(again);
    CHECK(live::encode(*again) == live::encode(*code));
}

TEST_CASE("join code: offers and answers with four candidates of every kind survive the text, inside a URL") {
    for (bool answer : {false, true}) {
        const auto code = four_candidates(answer);
        const auto text = live::encode(code);
        CHECK(text.rfind("bj1.", 0) == 0);
        auto back = live::decode("https://battleboard.example/app/#" + text);
        REQUIRE_MESSAGE(back, back.error().message);
        CHECK(back->answer == answer);
        CHECK(back->ice_ufrag == code.ice_ufrag);
        CHECK(back->ice_password == code.ice_password);
        CHECK(back->fingerprint == code.fingerprint);
        REQUIRE(back->candidates.size() == 4);
        for (std::size_t i = 0; i < 4; ++i) {
            CHECK(back->candidates[i].address == code.candidates[i].address);
            CHECK(back->candidates[i].port == code.candidates[i].port);
            CHECK(back->candidates[i].reflexive == code.candidates[i].reflexive);
        }
        CHECK(live::to_sdp(*back).find(answer ? "a=setup:active" : "a=setup:actpass") != std::string::npos);
    }
}

TEST_CASE("join code: IPv6 addresses come back as browsers write them (RFC 5952)") {
    for (const char* address : {"::1", "2001:db8::", "2001:db8:0:1:1:1:1:1", "fe80::1c2b:3aff:fe4d:5e6f",
                                "2001:db8::1:0:0:1", "1:0:0:2::3"}) {
        auto code = four_candidates(false);
        code.candidates = {{address, 9, false}};
        auto back = live::decode(live::encode(code));
        REQUIRE(back);
        REQUIRE(back->candidates.size() == 1);
        CHECK(back->candidates[0].address == address);
    }
}

TEST_CASE("join code: with its site address and four mDNS candidates it fits QR version 10") {
    auto code = four_candidates(false);
    code.candidates = {{"4f1b0c6e-8d2a-4c55-9a3e-2b7d1f0e9c41.local", 54400, false},
                       {"9a0c2d4e-1b3f-4a5b-8c6d-7e8f9a0b1c2d.local", 61002, false},
                       {"0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.local", 50001, false},
                       {"11223344-5566-4778-899a-abbccddeeff0.local", 50002, false}};
    const auto url = "https://battleboard.example/#" + live::encode(code);
    const int version = qr_version(url);
    CHECK(version > 0);
    CHECK(version <= 10);
    // Chromium's own offer, compressed whole, would not: the reason the code carries only these fields.
    CHECK(qr_version("https://battleboard.example/#" + kChromiumOffer) > 10);
}

TEST_CASE("join code: a forged, truncated or foreign code is refused with what is wrong") {
    const auto text = live::encode(four_candidates(false));
    const auto refused = [](const std::string& bad, const std::string& part) {
        auto result = live::decode(bad);
        REQUIRE_FALSE(result);
        CHECK_MESSAGE(result.error().message.find(part) != std::string::npos, result.error().message);
    };
    refused("bb6.AAAA", "not a Battleboard join code");
    refused("bj9." + text.substr(4), "another version");
    refused(text.substr(0, text.size() / 2), "damaged");
    refused(text + "AAAA", "damaged");
    refused(text.substr(0, 10) + "*" + text.substr(11), "damaged");
    refused("bj1.", "damaged");
}

TEST_CASE("join code: an offer without credentials or a SHA-256 fingerprint says what it lacks") {
    const auto without = [](const std::string& key) {
        std::string sdp = kChromiumOffer;
        const auto at = sdp.find(key);
        sdp.erase(at, sdp.find("\r\n", at) + 2 - at);
        return sdp;
    };
    CHECK(live::from_sdp(without("a=ice-ufrag:"), false).error().message.find("user fragment") != std::string::npos);
    CHECK(live::from_sdp(without("a=ice-pwd:"), false).error().message.find("password") != std::string::npos);
    CHECK(live::from_sdp(without("a=fingerprint:"), false).error().message.find("fingerprint") != std::string::npos);
}
