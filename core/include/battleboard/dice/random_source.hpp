#pragma once
// Where dice get their randomness: a stream of uniform 32-bit words. The app injects the platform's
// cryptographic source; tests and the CLI inject a seeded one so rolls repeat.
#include <cstdint>
#include <functional>
#include <random>

namespace bb::dice {

// Gives 32 uniformly random bits per call.
using RandomSource = std::function<std::uint32_t()>;

// A repeatable source for tests and seeded rolls.
inline RandomSource seeded_source(std::uint32_t seed) {
    return [engine = std::mt19937(seed)]() mutable { return static_cast<std::uint32_t>(engine()); };
}

// A face from 1 to `sides`, every face equally likely: words from the top of the range that would favour the
// low faces (2^32 is not a multiple of most side counts) are drawn again instead of being reduced modulo.
int roll_face(const RandomSource& source, std::uint32_t sides);

}  // namespace bb::dice
