#include "battleboard/live/join_code.hpp"

#include "battleboard/link/bit_stream.hpp"
#include "join_address.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

namespace bb::live {

namespace {

constexpr std::string_view kPrefix = "bj";
// ICE credentials are 4 to 256 (user fragment) and 22 to 256 (password) characters of letters, digits, + and /
// (RFC 8839 section 5.4): six bits each.
constexpr std::string_view kIceCharacters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::size_t kMostIceCharacters = 256;

enum AddressKind : std::uint64_t { kIpv4, kIpv6, kMdns, kAddressKinds };

void write_ice(link::BitWriter& out, const std::string& text) {
    out.golomb(text.size(), 4);
    for (char c : text) out.bits(kIceCharacters.find(c), 6);
}

std::string read_ice(link::BitReader& in, std::size_t fewest, const char* what) {
    const auto length = in.golomb(4);
    if (in.ok() && (length < fewest || length > kMostIceCharacters)) {
        in.fail(std::string("its ") + what + " has " + std::to_string(length) + " characters (" +
                std::to_string(fewest) + " to " + std::to_string(kMostIceCharacters) + " allowed)");
        return {};
    }
    std::string text;
    for (std::size_t i = 0; i < length && in.ok(); ++i) text += kIceCharacters[in.bits(6)];
    return text;
}

bool ice_text(const std::string& text, std::size_t fewest) {
    return text.size() >= fewest && text.size() <= kMostIceCharacters &&
           text.find_first_not_of(kIceCharacters) == std::string::npos;
}

void write_bytes(link::BitWriter& out, const std::vector<std::uint8_t>& bytes) {
    for (auto b : bytes) out.bits(b, 8);
}

std::vector<std::uint8_t> read_bytes(link::BitReader& in, std::size_t count) {
    std::vector<std::uint8_t> bytes(count);
    for (auto& b : bytes) b = static_cast<std::uint8_t>(in.bits(8));
    return bytes;
}

}  // namespace

std::string encode(const JoinCode& code) {
    link::BitWriter out;
    out.flag(code.answer);
    write_ice(out, code.ice_ufrag);
    write_ice(out, code.ice_password);
    for (auto b : code.fingerprint) out.bits(b, 8);
    // Only candidates whose address packs, and at most four (from_sdp keeps no others).
    std::vector<std::pair<PackedAddress, const Candidate*>> carried;
    for (const auto& candidate : code.candidates)
        if (auto address = pack_address(candidate.address); address && carried.size() < kMostCandidates)
            carried.emplace_back(std::move(*address), &candidate);
    out.below(carried.size(), kMostCandidates + 1);
    for (const auto& [address, candidate] : carried) {
        out.below(address.mdns ? kMdns : address.bytes.size() == 4 ? kIpv4 : kIpv6, kAddressKinds);
        write_bytes(out, address.bytes);
        out.bits(candidate->port, 16);
        out.flag(candidate->reflexive);
    }
    return std::string(kPrefix) + std::to_string(kJoinCodeVersion) + "." + out.base64url();
}

Result<JoinCode> decode(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (auto hash = text.rfind('#'); hash != std::string_view::npos) text.remove_prefix(hash + 1);
    const std::string head = std::string(kPrefix) + std::to_string(kJoinCodeVersion) + ".";
    if (text.substr(0, kPrefix.size()) != kPrefix)
        return make_error("This is not a Battleboard join code (it should start with \"" + head + "\").");
    if (text.substr(0, head.size()) != head)
        return make_error("This join code was made by another version of Battleboard; update both phones.");
    auto bits = link::BitReader::from_base64url(text.substr(head.size()), head.size() + 1);
    if (!bits) return make_error("This join code is damaged: " + bits.error().message);
    auto& in = *bits;
    JoinCode code;
    code.answer = in.flag();
    code.ice_ufrag = read_ice(in, 4, "user fragment");
    code.ice_password = read_ice(in, 22, "password");
    for (auto& b : code.fingerprint) b = static_cast<std::uint8_t>(in.bits(8));
    const auto count = in.below(kMostCandidates + 1);
    for (std::uint64_t i = 0; i < count && in.ok(); ++i) {
        const auto kind = in.below(kAddressKinds);
        PackedAddress packed{read_bytes(in, kind == kIpv4 ? 4 : 16), kind == kMdns};
        Candidate candidate{unpack_address(packed), static_cast<std::uint16_t>(in.bits(16)), in.flag()};
        if (in.ok() && candidate.port == 0) in.fail("a candidate has port 0");
        code.candidates.push_back(std::move(candidate));
    }
    if (in.ok() && !in.at_clean_end()) in.fail("it has bits after its last candidate");
    if (!in.ok()) return make_error("This join code is damaged or incomplete (" + in.error() + "); scan it again.");
    return code;
}

Result<JoinCode> from_sdp(std::string_view sdp, bool answer) {
    JoinCode code;
    code.answer = answer;
    bool fingerprint = false;
    std::size_t at = 0;
    while (at < sdp.size()) {
        auto end = sdp.find('\n', at);
        if (end == std::string_view::npos) end = sdp.size();
        std::string line(sdp.substr(at, end - at));
        at = end + 1;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const auto value = [&](std::string_view key) -> std::optional<std::string> {
            if (line.rfind(key, 0) != 0) return std::nullopt;
            return line.substr(key.size());
        };
        if (auto ufrag = value("a=ice-ufrag:")) {
            code.ice_ufrag = *ufrag;
        } else if (auto password = value("a=ice-pwd:")) {
            code.ice_password = *password;
        } else if (auto print = value("a=fingerprint:")) {
            if (auto digest = parse_fingerprint(*print)) {
                code.fingerprint = *digest;
                fingerprint = true;
            }
        } else if (auto candidate = value("a=candidate:")) {
            if (code.candidates.size() == kMostCandidates) continue;
            if (auto usable = parse_candidate(*candidate)) code.candidates.push_back(std::move(*usable));
        }
    }
    if (!ice_text(code.ice_ufrag, 4))
        return make_error("The browser's connection offer has no usable ICE user fragment.");
    if (!ice_text(code.ice_password, 22))
        return make_error("The browser's connection offer has no usable ICE password.");
    if (!fingerprint) return make_error("The browser's connection offer has no SHA-256 certificate fingerprint.");
    return code;
}

std::string to_sdp(const JoinCode& code) {
    std::string sdp =
        "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n"
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n";
    std::uint32_t foundation = 1;
    for (const auto& candidate : code.candidates) {
        // Host candidates before reflexive ones, each a little lower than the last (RFC 8445 section 5.1.2).
        const std::uint32_t priority = (candidate.reflexive ? 100u : 126u) << 24 | (65535u - foundation) << 8 | 255u;
        sdp += "a=candidate:" + std::to_string(foundation++) + " 1 udp " + std::to_string(priority) + " " +
               candidate.address + " " + std::to_string(candidate.port) + " typ " +
               (candidate.reflexive ? "srflx" : "host") + "\r\n";
    }
    sdp += "a=end-of-candidates\r\na=ice-ufrag:" + code.ice_ufrag + "\r\na=ice-pwd:" + code.ice_password +
           "\r\na=fingerprint:sha-256 " + format_fingerprint(code.fingerprint) + "\r\n";
    // The offer leaves the DTLS roles open; the answer takes the client's, as browsers do.
    sdp += std::string("a=setup:") + (code.answer ? "active" : "actpass") +
           "\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";
    return sdp;
}

}  // namespace bb::live
