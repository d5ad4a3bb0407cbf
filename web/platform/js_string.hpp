#pragma once
// A string a platform/*.js file allocated with malloc and handed to C++: copied, then freed, in one place.
#include <cstdlib>
#include <string>

namespace platform {

inline std::string adopt_js_string(char* text) {
    if (!text) return {};
    std::string copy(text);
    std::free(text);
    return copy;
}

}  // namespace platform
