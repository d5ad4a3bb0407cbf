#pragma once
// The words after the command name, as CLI11 parsed them (cli/main.cpp): positional values and --flags.
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cli {

struct Arguments {
    std::vector<std::string> positional;
    std::map<std::string, std::string> flags;  // "--json" -> "", "--seed 4" -> "4"

    bool has(const std::string& flag) const { return flags.count(flag) > 0; }
    std::optional<std::string> value(const std::string& flag) const;
};

// Exit codes shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFindings = 1;  // e.g. validate found breaches
inline constexpr int kExitBadInput = 2;

}  // namespace cli
