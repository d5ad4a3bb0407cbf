#include "support/source_words.hpp"

namespace bb::testing {

namespace {

bool word_byte(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '\''; }

// U+2018 and U+2019 (curly single quotes) are E2 80 98 and E2 80 99 in UTF-8.
bool curly_apostrophe(std::string_view text, std::size_t at) {
    return at + 2 < text.size() && (unsigned char)text[at] == 0xE2 && (unsigned char)text[at + 1] == 0x80 &&
           ((unsigned char)text[at + 2] == 0x98 || (unsigned char)text[at + 2] == 0x99);
}

}  // namespace

std::vector<std::string> words_of(std::string_view text) {
    std::vector<std::string> words;
    std::string word;
    auto end_word = [&] {
        // An apostrophe that opens or closes a quotation is not part of the word.
        while (!word.empty() && word.back() == '\'') word.pop_back();
        std::size_t lead = 0;
        while (lead < word.size() && word[lead] == '\'') ++lead;
        if (lead < word.size()) words.push_back(word.substr(lead));
        word.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (curly_apostrophe(text, i)) {
            word += '\'';
            i += 2;
            continue;
        }
        unsigned char c = (unsigned char)text[i];
        if (c >= 'A' && c <= 'Z') c = (unsigned char)(c - 'A' + 'a');
        if (word_byte(c)) {
            word += char(c);
        } else {
            end_word();
        }
    }
    end_word();
    return words;
}

std::uint32_t trigram_hash(const std::string& a, const std::string& b, const std::string& c) {
    // FNV-1a: stable across machines and compilers, which the committed fingerprints rely on.
    std::uint32_t hash = 2166136261u;
    auto add = [&](const std::string& word) {
        for (unsigned char ch : word) hash = (hash ^ ch) * 16777619u;
        hash = (hash ^ ' ') * 16777619u;
    };
    add(a);
    add(b);
    add(c);
    return hash;
}

}  // namespace bb::testing
