#pragma once
// Reading the files commands are given (setups, score sheets).
#include <optional>
#include <string>

namespace cli {
// The whole file, or nothing when it cannot be read.
std::optional<std::string> read_text_file(const std::string& path);
}  // namespace cli
