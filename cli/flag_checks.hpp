#pragma once
// The flags that take numbers, checked whole by CLI11 while it parses (cli/main.cpp): no trailing text, exactly the
// components asked for, finite numbers within range, the same in every command and mode. A bad value fails the
// parse, so the message names the flag and the command exits 2 before it runs.
#include <CLI/CLI.hpp>

#include <optional>
#include <string_view>
#include <vector>

namespace cli {

// The check of a flag's value, or nothing for a flag that takes free text (ids, paths, keywords).
const CLI::Validator* flag_check(std::string_view flag);

// The whole of `text` as finite numbers separated by `separator` (one number when `separator` is absent from it);
// nothing when any part is empty, not a number, not finite or followed by anything.
std::optional<std::vector<double>> parse_numbers(std::string_view text, char separator);

}  // namespace cli
