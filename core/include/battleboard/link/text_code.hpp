#pragma once
// Texts in a link: their length, then either raw UTF-8 bytes or a fixed Huffman code (like HTTP/2's HPACK)
// over letters, digits, space and hyphen, with an escape for any other byte. Labels and ids take about
// 4.8 bits a character this way instead of 8. The code is part of format 1 and never changes.
#include "battleboard/link/bit_stream.hpp"

#include <string>
#include <string_view>

namespace bb::link::text_code {

void write(BitWriter& out, std::string_view text);
// Refuses texts longer than kMaxStringBytes and bytes that are not UTF-8 (through in.fail()).
std::string read(BitReader& in);

}  // namespace bb::link::text_code
