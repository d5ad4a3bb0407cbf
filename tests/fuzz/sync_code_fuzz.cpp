// libFuzzer target: any texts a camera reads while collecting "Sync by scanning" codes (issue 30), one per line,
// in the order scanned. Besides sanitizer reports, it aborts when a property breaks: a refused code must say why;
// a collection that completes either gives a message within the bound or says why not; and a message it gives
// cuts into codes that collect, in reverse order, back to the same bytes.
#include "battleboard/live/sync_code.hpp"

#include "broken_property.hpp"

#include <cstdint>
#include <string>
#include <string_view>

namespace {

// The message cut into codes again and collected from the last code to the first.
void round_trip(const std::vector<std::uint8_t>& message) {
    auto codes = bb::live::sync_codes(message);
    if (!codes) {
        if (codes.error().message.empty()) broken("a message too large says why", std::to_string(message.size()));
        return;
    }
    bb::live::SyncCollector again;
    for (auto code = codes->rbegin(); code != codes->rend(); ++code)
        if (!again.add(*code)) broken("a code made here is taken", *code);
    auto back = again.message();
    if (!again.complete() || !back || *back != message) broken("codes collect back to their message", "");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    bb::live::SyncCollector collector;
    std::size_t at = 0;
    for (int line = 0; at <= input.size() && line < 20; ++line) {
        const auto end = std::min(input.find('\n', at), input.size());
        auto added = collector.add(input.substr(at, end - at));
        if (!added && added.error().message.empty())
            broken("a refused code says why", std::string(input.substr(at, end - at)));
        at = end + 1;
    }
    if (!collector.complete()) return 0;
    auto message = collector.message();
    if (!message) {
        if (message.error().message.empty()) broken("a refused collection says why", "");
        return 0;
    }
    if (message->size() > bb::live::kMostSyncMessageBytes) broken("a message stays within its bound", "");
    round_trip(*message);
    return 0;
}
