#include "platform/random.hpp"

#include <emscripten/emscripten.h>

#include <array>
#include <memory>

namespace platform {

namespace {

// Words are fetched from the page a batch at a time, so a pool of dice costs one call into JavaScript.
struct CryptoWords {
    std::array<std::uint32_t, 64> words{};
    std::size_t next = words.size();

    std::uint32_t take() {
        if (next == words.size()) {
            // clang-format off
            EM_ASM({ crypto.getRandomValues(HEAPU32.subarray($0 >> 2, ($0 >> 2) + $1)); }, words.data(), words.size());
            // clang-format on
            next = 0;
        }
        return words[next++];
    }
};

}  // namespace

bb::dice::RandomSource random_source() {
    return [words = std::make_shared<CryptoWords>()] { return words->take(); };
}

}  // namespace platform
