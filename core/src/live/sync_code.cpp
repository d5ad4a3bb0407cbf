#include "battleboard/live/sync_code.hpp"

#include "battleboard/link/bit_stream.hpp"
#include "deflate_bytes.hpp"

#include <algorithm>
#include <cctype>

namespace bb::live {

namespace {

constexpr std::string_view kPrefix = "bs";
// The head: the sequence (32 bits), the count less one and the index (4 bits each), the checksum (32 bits):
// 72 bits, twelve characters exactly, so the part's text follows as it is.
constexpr std::size_t kHeadCharacters = 12;
constexpr int kNumberBits = 4;
static_assert(kMostSyncParts == std::size_t{1} << kNumberBits);

std::string head() { return std::string(kPrefix) + std::to_string(kSyncCodeVersion) + "."; }

// A part's checksum covers what its head says and its text, so a part changed anywhere is caught on its own.
std::uint32_t part_checksum(const SyncPart& part) {
    const std::string numbers =
        std::to_string(part.sequence) + "/" + std::to_string(part.index) + "/" + std::to_string(part.count) + "/";
    return crc32_of({numbers, part.text});
}

std::string encode_part(const SyncPart& part) {
    link::BitWriter out;
    out.bits(part.sequence, 32);
    out.bits(part.count - 1, kNumberBits);
    out.bits(part.index, kNumberBits);
    out.bits(part_checksum(part), 32);
    return head() + out.base64url() + part.text;
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

}  // namespace

Result<std::vector<std::string>> sync_codes(std::span<const std::uint8_t> message) {
    link::BitWriter squeezed;
    for (const std::uint8_t byte : deflate_bytes(message)) squeezed.bits(byte, 8);
    const std::string whole = squeezed.base64url();
    const std::size_t count = std::max<std::size_t>(1, (whole.size() + kSyncPartCharacters - 1) / kSyncPartCharacters);
    if (count > kMostSyncParts)
        return make_error("This battle is too large to sync by scanning: it needs " + std::to_string(count) +
                          " codes, and at most " + std::to_string(kMostSyncParts) + " are read.");
    std::vector<std::string> codes;
    const std::uint32_t sequence = crc32_of({whole});
    for (std::size_t index = 0; index < count; ++index)
        codes.push_back(
            encode_part({sequence, index, count, whole.substr(index * kSyncPartCharacters, kSyncPartCharacters)}));
    return codes;
}

bool is_sync_code(std::string_view fragment) {
    return fragment.size() > kPrefix.size() && fragment.substr(0, kPrefix.size()) == kPrefix &&
           std::isdigit(static_cast<unsigned char>(fragment[kPrefix.size()]));
}

Result<SyncPart> read_sync_part(std::string_view text) {
    text = trimmed(text);
    if (auto hash = text.rfind('#'); hash != std::string_view::npos) text.remove_prefix(hash + 1);
    if (text.substr(0, kPrefix.size()) != kPrefix)
        return make_error("This is not a Battleboard sync code (it should start with \"" + head() + "\").");
    if (text.substr(0, head().size()) != head())
        return make_error("This sync code was made by another version of Battleboard; update both phones.");
    text.remove_prefix(head().size());
    if (text.size() <= kHeadCharacters)
        return make_error("This sync code is cut short (" + std::to_string(text.size()) +
                          " characters after its name); scan it again.");
    if (text.size() > kHeadCharacters + kSyncPartCharacters)
        return make_error("This sync code is longer than any Battleboard makes (" + std::to_string(text.size()) +
                          " characters after its name, at most " +
                          std::to_string(kHeadCharacters + kSyncPartCharacters) + ").");
    auto bits = link::BitReader::from_base64url(text, head().size() + 1);
    if (!bits) return make_error("This sync code is damaged: " + bits.error().message);
    SyncPart part;
    part.sequence = static_cast<std::uint32_t>(bits->bits(32));
    part.count = bits->bits(kNumberBits) + 1;
    part.index = bits->bits(kNumberBits);
    const auto checksum = static_cast<std::uint32_t>(bits->bits(32));
    part.text = std::string(text.substr(kHeadCharacters));
    if (part.index >= part.count)
        return make_error("This sync code says it is part " + std::to_string(part.index + 1) + " of " +
                          std::to_string(part.count) + ", so it is damaged; scan it again.");
    if (checksum != part_checksum(part))
        return make_error("This sync code is damaged or incomplete (its checksum does not match); scan it again.");
    return part;
}

Result<SyncCollector::Added> SyncCollector::add(std::string_view text) {
    auto part = read_sync_part(text);
    if (!part) return part.error();
    if (parts_.empty()) {
        sequence_ = part->sequence;
        parts_.resize(part->count);
    } else if (part->sequence != sequence_ || part->count != parts_.size()) {
        return make_error("This code belongs to another battle's codes (" + std::to_string(scanned()) + " of " +
                          std::to_string(count()) +
                          " scanned so far). Scan the rest of the same codes, or start again.");
    }
    auto& kept = parts_[part->index];
    if (!kept.empty()) return Added::Duplicate;
    kept = std::move(part->text);
    return Added::New;
}

std::size_t SyncCollector::scanned() const {
    return static_cast<std::size_t>(std::count_if(parts_.begin(), parts_.end(), [](auto& p) { return !p.empty(); }));
}

Result<std::vector<std::uint8_t>> SyncCollector::message() const {
    if (!complete())
        return make_error(std::to_string(scanned()) + " of " + std::to_string(count()) + " codes scanned so far.");
    std::string whole;
    for (const auto& part : parts_) whole += part;
    if (crc32_of({whole}) != sequence_)
        return make_error(
            "The scanned codes do not make a whole battle (their checksum does not match); scan them "
            "again.");
    auto bits = link::BitReader::from_base64url(whole);
    if (!bits) return make_error("The scanned codes are damaged: " + bits.error().message);
    std::vector<std::uint8_t> squeezed(bits->remaining() / 8);
    for (auto& byte : squeezed) byte = static_cast<std::uint8_t>(bits->bits(8));
    if (!bits->at_clean_end()) return make_error("The scanned codes end in a broken character; scan them again.");
    auto bytes = inflate_bytes(squeezed, kMostSyncMessageBytes);
    if (!bytes) return make_error("The scanned codes do not make a battle (" + bytes.error().message + ").");
    return bytes;
}

}  // namespace bb::live
