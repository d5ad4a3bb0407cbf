#pragma once
// The words of a rule text as the audit compares them: lower case, curly quotes made straight, every other mark
// a separator ("4+ cover save" reads "4 cover save"), so a phrase matches however the source typeset it.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bb::testing {

std::vector<std::string> words_of(std::string_view text);

// The hash of three consecutive words: what a section's fingerprint keeps instead of its text.
std::uint32_t trigram_hash(const std::string& a, const std::string& b, const std::string& c);

}  // namespace bb::testing
