#pragma once
// The pieces of a session description a join code keeps, read from and written back to SDP text: candidate
// addresses (IPv4, IPv6, or a browser's mDNS name) as bytes, candidate lines, and the certificate fingerprint.
#include "battleboard/live/join_code.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bb::live {

struct PackedAddress {
    std::vector<std::uint8_t> bytes;  // 4 (IPv4) or 16 (IPv6, or the UUID of an mDNS name)
    bool mdns = false;
};

// Nothing for an address a join code cannot carry (a host name other than "<uuid>.local").
std::optional<PackedAddress> pack_address(std::string_view address);
std::string unpack_address(const PackedAddress& packed);

// "sha-256 AB:CD:…" (32 bytes); nothing for another hash or a malformed digest.
std::optional<std::array<std::uint8_t, 32>> parse_fingerprint(std::string_view value);
std::string format_fingerprint(const std::array<std::uint8_t, 32>& digest);

// The part of an `a=candidate:` line after the colon: a UDP candidate of component 1 of type host or srflx whose
// address packs, else nothing.
std::optional<Candidate> parse_candidate(std::string_view value);

}  // namespace bb::live
