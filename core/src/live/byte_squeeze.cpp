#include "byte_squeeze.hpp"

#include <algorithm>
#include <array>

namespace bb::live {

namespace {

constexpr std::size_t kShortestMatch = 4;
constexpr int kHashBits = 14;
constexpr int kLongestChain = 48;  // candidates tried per position: plenty for messages of a few kilobytes
// Golomb orders that suit a snapshot: references reach back a few hundred bytes, runs last a few dozen.
constexpr int kDistanceOrder = 6;
constexpr int kLengthOrder = 2;
constexpr int kSizeOrder = 12;

std::uint32_t hash_at(std::span<const std::uint8_t> bytes, std::size_t at) {
    const std::uint32_t four = std::uint32_t{bytes[at]} | std::uint32_t{bytes[at + 1]} << 8 |
                               std::uint32_t{bytes[at + 2]} << 16 | std::uint32_t{bytes[at + 3]} << 24;
    return (four * 2654435761u) >> (32 - kHashBits);
}

}  // namespace

void squeeze(std::span<const std::uint8_t> bytes, link::BitWriter& out) {
    out.golomb(bytes.size(), kSizeOrder);
    constexpr std::size_t kNone = SIZE_MAX;
    std::vector<std::size_t> head(std::size_t{1} << kHashBits, kNone), previous(bytes.size(), kNone);
    const auto remember = [&](std::size_t at) {
        if (at + kShortestMatch > bytes.size()) return;
        auto& first = head[hash_at(bytes, at)];
        previous[at] = first;
        first = at;
    };
    // The longest run at `at` that starts earlier: {length, distance}.
    const auto longest_at = [&](std::size_t at) {
        std::pair<std::size_t, std::size_t> best{0, 0};
        if (at + kShortestMatch > bytes.size()) return best;
        std::size_t from = head[hash_at(bytes, at)];
        for (int tries = 0; from != kNone && tries < kLongestChain; ++tries, from = previous[from]) {
            std::size_t length = 0;
            while (at + length < bytes.size() && bytes[from + length] == bytes[at + length]) ++length;
            if (length > best.first) best = {length, at - from};
        }
        return best;
    };
    std::size_t at = 0, last_distance = 0;
    while (at < bytes.size()) {
        auto [length, distance] = longest_at(at);
        // A record's fields repeat at the record's size: the last distance again costs one bit.
        if (last_distance != 0 && last_distance <= at) {
            std::size_t again = 0;
            while (at + again < bytes.size() && bytes[at - last_distance + again] == bytes[at + again]) ++again;
            if (again >= kShortestMatch && again + 1 >= length) length = again, distance = last_distance;
        }
        remember(at);
        // A longer run starting one byte later is worth a literal first.
        if (length >= kShortestMatch && longest_at(at + 1).first > length + 1) length = 0;
        if (length >= kShortestMatch) {
            out.flag(true);
            out.flag(distance != last_distance);
            if (distance != last_distance) out.golomb(distance - 1, kDistanceOrder);
            out.golomb(length - kShortestMatch, kLengthOrder);
            for (std::size_t i = 1; i < length; ++i) remember(at + i);
            at += length;
            last_distance = distance;
        } else {
            out.flag(false);
            out.bits(bytes[at++], 8);
        }
    }
}

Result<std::vector<std::uint8_t>> unsqueeze(link::BitReader& in, std::size_t most) {
    const auto size = in.golomb(kSizeOrder);
    if (!in.ok()) return make_error(in.error());
    if (size > most)
        return make_error("it would hold " + std::to_string(size) + " bytes, more than the " + std::to_string(most) +
                          " allowed");
    std::vector<std::uint8_t> bytes;
    bytes.reserve(size);
    std::size_t last_distance = 0;  // 0 until a run names its distance: a run that repeats none is refused
    while (bytes.size() < size && in.ok()) {
        if (!in.flag()) {
            bytes.push_back(static_cast<std::uint8_t>(in.bits(8)));
            continue;
        }
        if (in.flag()) last_distance = in.golomb(kDistanceOrder) + 1;
        const auto distance = last_distance;
        const auto length = in.golomb(kLengthOrder) + kShortestMatch;
        if (!in.ok()) break;
        if (distance == 0 || distance > bytes.size() || length > size - bytes.size())
            return make_error("a back reference reaches outside the message");
        const std::size_t from = bytes.size() - distance;
        for (std::size_t i = 0; i < length; ++i) bytes.push_back(bytes[from + i]);  // may overlap what it writes
    }
    if (!in.ok()) return make_error(in.error());
    return bytes;
}

}  // namespace bb::live
