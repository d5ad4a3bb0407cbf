// libFuzzer target: any text a camera reads as a join code (issue 30). Besides sanitizer reports, it aborts when a
// property breaks: a refused code must say why; a code that opens must rebuild a session description, read that
// description back to the same code, and encode to a text that decodes to the same code.
#include "battleboard/live/join_code.hpp"

#include "broken_property.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto code = bb::live::decode(text);
    if (!code) {
        if (code.error().message.empty()) broken("a refused code says why", std::string(text));
        return 0;
    }
    const auto encoded = bb::live::encode(*code);
    auto again = bb::live::decode(encoded);
    if (!again || bb::live::encode(*again) != encoded) broken("a code encodes to itself", encoded);
    auto from_description = bb::live::from_sdp(bb::live::to_sdp(*code), code->answer);
    if (!from_description) broken("a rebuilt description reads back", from_description.error().message);
    if (bb::live::encode(*from_description) != encoded) broken("a rebuilt description gives the same code", encoded);
    return 0;
}
