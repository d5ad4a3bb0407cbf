#include "battleboard/dice/random_source.hpp"

#include <limits>

namespace bb::dice {

int roll_face(const RandomSource& source, std::uint32_t sides) {
    if (sides <= 1) return 1;
    // The largest multiple of `sides` that fits in 2^32 words: words at or above it are drawn again.
    constexpr std::uint64_t kWords = std::uint64_t(std::numeric_limits<std::uint32_t>::max()) + 1;
    const std::uint64_t accepted = kWords - kWords % sides;
    std::uint64_t word = source();
    while (word >= accepted) word = source();
    return int(word % sides) + 1;
}

}  // namespace bb::dice
