#pragma once
// SHA-256 of a plugin's bytes: the index and a plugin bundle name a module by its hash, and the app checks a
// bundle a player brings before it keeps or runs anything from it. FIPS 180-4, no dependency.
#include <cstdint>
#include <span>
#include <string>

namespace bb::plugin {

// The digest as 64 lower-case hex digits, as index.json and bundles write it.
std::string sha256_hex(std::span<const std::uint8_t> bytes);

}  // namespace bb::plugin
