#pragma once
// What one phone shows the other to open a live table without a server (issue 30): only what a WebRTC data
// channel needs to connect — the ICE user fragment and password, the DTLS certificate's SHA-256 fingerprint and
// at most four candidates — from which the other phone rebuilds a session description. A whole SDP, even
// compressed, does not fit a QR code that scans across a table; this fits version 10 with its site address.
// The text is `bj1.` and base64url bits, like a share link (link/bit_stream.hpp); docs/formats.md has the layout.
#include "battleboard/result.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bb::live {

inline constexpr int kJoinCodeVersion = 1;
inline constexpr std::size_t kMostCandidates = 4;

struct Candidate {
    // A literal IPv4 or IPv6 address, or a browser's mDNS name (a random UUID then ".local").
    std::string address;
    std::uint16_t port = 0;
    bool reflexive = false;  // a public address a STUN server saw ("srflx"), else the device's own ("host")
};

struct JoinCode {
    bool answer = false;  // the second phone's reply to the first's offer
    std::string ice_ufrag;
    std::string ice_password;
    std::array<std::uint8_t, 32> fingerprint{};  // sha-256 of the DTLS certificate
    std::vector<Candidate> candidates;
};

// Reads what a code needs from a browser's session description (its `a=` lines and candidates, the first four
// usable UDP ones); says what is missing from one that cannot become a code.
Result<JoinCode> from_sdp(std::string_view sdp, bool answer);
// A session description the other phone's browser accepts as the remote one: one data channel, the code's
// credentials, fingerprint and candidates.
std::string to_sdp(const JoinCode& code);

std::string encode(const JoinCode& code);
// Accepts the code alone or a whole address ending in `#bj1.…`; a code it cannot read gets a message saying why.
Result<JoinCode> decode(std::string_view text);

}  // namespace bb::live
