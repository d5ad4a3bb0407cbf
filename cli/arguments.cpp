#include "arguments.hpp"

#include <algorithm>

namespace cli {

std::optional<std::string> Arguments::value(const std::string& flag) const {
    auto it = flags.find(flag);
    if (it == flags.end()) return std::nullopt;
    return it->second;
}

Arguments parse_arguments(int argc, char** argv, int first, const std::vector<std::string>& with_value) {
    Arguments args;
    for (int i = first; i < argc; ++i) {
        const std::string word = argv[i];
        if (word.rfind("--", 0) == 0) {
            const bool takes_value = std::find(with_value.begin(), with_value.end(), word) != with_value.end();
            args.flags[word] = (takes_value && i + 1 < argc) ? argv[++i] : "";
        } else {
            args.positional.push_back(word);
        }
    }
    return args;
}

}  // namespace cli
