#pragma once
// "Sync by scanning" (issue 30): when no data channel opens between two phones (a Wi-Fi that keeps devices apart),
// one phone's whole battle, its sync snapshot (sync/operation.hpp's encoded message, rolls and all), reaches the
// other as QR codes it scans. The message is squeezed (zlib's deflate), then cut into parts, each a code of its own
// that scans across a table; the other phone collects them in any order and merges the battle. Each part is
// `bs2.` and base64url: a header (the sequence's id, the part's number, how many, a checksum) and its share of the
// squeezed message. Layout and limits: docs/formats.md.
#include "battleboard/result.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bb::live {

// Version 1 squeezed with an LZ77 pass of its own; version 2 with zlib. Codes live for one scan, so a phone reads
// only its own version and says to update otherwise.
inline constexpr int kSyncCodeVersion = 2;
// At most this many codes: a battle that needs more is refused (scanning more is no longer quicker than
// setting the table again by hand).
inline constexpr std::size_t kMostSyncParts = 16;
// Characters of the squeezed message a code carries. With the 16-character head and a site address of up to 100
// characters a code stays within QR version 25 at error correction L (117 modules a side, 1273 bytes): about the
// densest a phone's camera reads off the other phone's screen across a table, and enough for a set-up table of a
// dozen pieces in one code and the largest battles in four (BENCHMARKS.md).
inline constexpr std::size_t kSyncPartCharacters = 1150;
// The most a sync message may hold (sync::kMaxMessageBytes): a forged code that would unsqueeze to more is refused.
inline constexpr std::size_t kMostSyncMessageBytes = 4 * 1024 * 1024;

// The codes, in order, for an encoded sync message; a message too large for kMostSyncParts codes is refused,
// saying how many it would need.
Result<std::vector<std::string>> sync_codes(std::span<const std::uint8_t> message);

struct SyncPart {
    std::uint32_t sequence = 0;  // the same for every part of one message: a checksum of the whole
    std::size_t index = 0;       // from 0
    std::size_t count = 1;
    std::string text;  // this part's share of the squeezed message (base64url)
};

// Whether an address's fragment is meant as a sync code (`bs` and a version), of this version or any other, so
// that read_sync_part() can say what is wrong with it.
bool is_sync_code(std::string_view fragment);

// Accepts the code alone or a whole address ending in `#bs2.…`; a damaged or forged part gets a message saying
// why.
Result<SyncPart> read_sync_part(std::string_view text);

// The parts of one message as they are scanned, in any order, until it is whole.
class SyncCollector {
public:
    enum class Added { New, Duplicate };
    // A part of the message being collected (the first part scanned starts one); a part of another message, or a
    // damaged one, is refused with why and changes nothing.
    Result<Added> add(std::string_view text);
    std::size_t scanned() const;
    std::size_t count() const { return parts_.size(); }
    bool complete() const { return count() > 0 && scanned() == count(); }
    // The encoded sync message, once complete; refused if the whole does not match its checksum or unsqueeze.
    Result<std::vector<std::uint8_t>> message() const;
    void clear() { parts_.clear(); }

private:
    std::uint32_t sequence_ = 0;
    std::vector<std::string> parts_;  // by index, empty until scanned
};

}  // namespace bb::live
