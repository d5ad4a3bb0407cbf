#pragma once
// The platform's cryptographic random source for dice: crypto.getRandomValues in the browser,
// std::random_device natively.
#include "battleboard/dice/random_source.hpp"

namespace platform {

bb::dice::RandomSource random_source();

}  // namespace platform
