#pragma once
// Texts in a link are UTF-8, checked both ways: JSON output and the app's text rendering need it.
#include <string_view>

namespace bb::link {

// Well-formed UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
bool is_utf8(std::string_view text);

}  // namespace bb::link
