#include "arguments.hpp"

namespace cli {

std::optional<std::string> Arguments::value(const std::string& flag) const {
    auto it = flags.find(flag);
    if (it == flags.end()) return std::nullopt;
    return it->second;
}

}  // namespace cli
