#include "app/session/generate_options.hpp"

#include <algorithm>

namespace app {

int wanted_features(int usual, const GenerateOptions& options) {
    if (options.box) usual = std::min(usual, static_cast<int>(options.box->pieces.size()));
    return std::max(1, usual + options.density);
}

}  // namespace app
