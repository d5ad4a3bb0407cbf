#pragma once
// Makes a sync message small enough for a few QR codes: an LZ77 pass (a back reference for each run of bytes seen
// before, the last distance again in one bit, a literal byte otherwise) written as bits. A snapshot repeats itself a
// lot (the system id, field names, the sender's 64-bit clock on every operation, cereal's zero-padded sizes), so it
// shrinks several times; no zlib is needed, in core or in the wasm build.
#include "battleboard/link/bit_stream.hpp"
#include "battleboard/result.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace bb::live {

void squeeze(std::span<const std::uint8_t> bytes, link::BitWriter& out);
// Never gives more than `most` bytes: a forged stream that would is refused with why, as is one that ends early
// or refers back before its start.
Result<std::vector<std::uint8_t>> unsqueeze(link::BitReader& in, std::size_t most);

}  // namespace bb::live
