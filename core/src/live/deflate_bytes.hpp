#pragma once
// A sync message squeezed for QR codes with zlib's raw deflate (no zlib or gzip wrapper: the codes carry their own
// checksums). A snapshot repeats itself a lot (the system id, field names, the sender's 64-bit clock on every
// operation, cereal's zero-padded sizes), so it shrinks several times.
#include "battleboard/result.hpp"

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace bb::live {

std::vector<std::uint8_t> deflate_bytes(std::span<const std::uint8_t> bytes);
// Never gives more than `most` bytes: a forged stream that would is refused with why, as is one that is damaged,
// ends early, or has bytes after its end.
Result<std::vector<std::uint8_t>> inflate_bytes(std::span<const std::uint8_t> squeezed, std::size_t most);

// CRC-32 (zip's and PNG's) over the bytes of each piece given in turn.
std::uint32_t crc32_of(std::initializer_list<std::string_view> pieces);

}  // namespace bb::live
