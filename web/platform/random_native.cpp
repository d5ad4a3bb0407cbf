#include "platform/random.hpp"

#include <memory>
#include <random>

namespace platform {

bb::dice::RandomSource random_source() {
    return [device = std::make_shared<std::random_device>()] { return static_cast<std::uint32_t>((*device)()); };
}

}  // namespace platform
