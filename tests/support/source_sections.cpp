#include "support/source_sections.hpp"

#include "support/source_words.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace bb::testing {

namespace {

constexpr std::string_view kSectionMark = "§ ";
constexpr int kHashesPerLine = 12;

std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

bool starts_with(const std::vector<std::string>& words, const std::vector<std::string>& prefix) {
    return words.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), words.begin());
}

std::set<std::uint32_t> trigrams_of(const std::vector<std::string>& words) {
    std::set<std::uint32_t> out;
    for (std::size_t i = 0; i + 2 < words.size(); ++i) out.insert(trigram_hash(words[i], words[i + 1], words[i + 2]));
    return out;
}

std::string read_file(const std::filesystem::path& path, bool& found) {
    std::ifstream file(path, std::ios::binary);
    found = bool(file);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

}  // namespace

Result<SourceOutline> parse_outline(std::string_view text) {
    SourceOutline outline;
    std::set<std::string> names;
    for (std::string_view raw : lines_of(text)) {
        std::string_view line = trimmed(raw);
        if (line.empty() || line.front() == '#') continue;
        if (outline.seed_prefix.empty()) {
            if (line.substr(0, 5) != "seed ") return make_error("the outline must start with \"seed <prefix>\"");
            outline.seed_prefix = std::string(trimmed(line.substr(5)));
            continue;
        }
        OutlineHeading heading;
        const std::size_t bar = line.find('|');
        heading.name = std::string(trimmed(line.substr(0, bar)));
        heading.words = words_of(bar == std::string_view::npos ? line : line.substr(bar + 1));
        if (heading.name.empty() || heading.words.empty()) return make_error("an outline line has no heading");
        if (!names.insert(heading.name).second)
            return make_error("the outline names \"" + heading.name + "\" twice: give one a name of its own");
        outline.headings.push_back(std::move(heading));
    }
    if (outline.seed_prefix.empty()) return make_error("the outline names no seed");
    return outline;
}

Result<SourceSections> SourceSections::from_seed(const SourceOutline& outline, std::string_view seed_text) {
    std::vector<std::vector<std::string>> line_words;
    for (std::string_view line : lines_of(seed_text)) line_words.push_back(words_of(line));
    std::vector<std::size_t> starts;
    std::size_t next = 0;
    for (const OutlineHeading& heading : outline.headings) {
        while (next < line_words.size() && !starts_with(line_words[next], heading.words)) ++next;
        if (next == line_words.size())
            return make_error("the heading \"" + heading.name + "\" is not in the seed after the one before it");
        starts.push_back(next++);
    }
    SourceSections sections;
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const std::size_t end = i + 1 < starts.size() ? starts[i + 1] : line_words.size();
        std::vector<std::string> words;
        for (std::size_t line = starts[i]; line < end; ++line)
            words.insert(words.end(), line_words[line].begin(), line_words[line].end());
        const std::string& name = outline.headings[i].name;
        sections.order_.push_back(name);
        sections.trigrams_[name] = trigrams_of(words);
        sections.words_[name] = std::move(words);
    }
    return sections;
}

Result<SourceSections> SourceSections::from_fingerprints(std::string_view text) {
    SourceSections sections;
    std::set<std::uint32_t>* current = nullptr;
    for (std::string_view line : lines_of(text)) {
        if (line.empty() || line.front() == '#') continue;
        if (line.substr(0, kSectionMark.size()) == kSectionMark) {
            std::string name(line.substr(kSectionMark.size()));
            sections.order_.push_back(name);
            current = &sections.trigrams_[name];
            continue;
        }
        if (!current) return make_error("the fingerprints start with hashes outside any section");
        std::istringstream hashes{std::string(line)};
        std::string hex;
        while (hashes >> hex) {
            char* end = nullptr;
            const unsigned long value = std::strtoul(hex.c_str(), &end, 16);
            if (hex.size() != 8 || *end != '\0') return make_error("a fingerprint hash is not 8 hex digits: " + hex);
            current->insert(std::uint32_t(value));
        }
    }
    if (sections.order_.empty()) return make_error("the fingerprints hold no section");
    return sections;
}

namespace {

Result<SourceOutline> read_outline(const std::string& outline_path) {
    bool found = false;
    const std::string text = read_file(outline_path, found);
    if (!found) return make_error("cannot read " + outline_path);
    auto outline = parse_outline(text);
    if (!outline) return make_error(outline_path + ": " + outline.error().message);
    return outline;
}

// The text of the seed whose file name starts with the prefix; empty when there is none.
std::string find_seed(const std::filesystem::path& seeds_dir, const std::string& prefix, std::string& name) {
    std::error_code error;
    for (const auto& file : std::filesystem::directory_iterator(seeds_dir, error)) {
        name = file.path().filename().string();
        if (name.rfind(prefix, 0) != 0) continue;
        bool read = false;
        std::string text = read_file(file.path(), read);
        if (read) return text;
    }
    return {};
}

}  // namespace

Result<SourceSections> SourceSections::read_seed(const std::string& outline_path, const std::string& seeds_dir) {
    auto outline = read_outline(outline_path);
    if (!outline) return outline.error();
    std::string name;
    const std::string seed = find_seed(seeds_dir, outline->seed_prefix, name);
    if (seed.empty()) return make_error("no seed " + outline->seed_prefix + "* in " + seeds_dir);
    auto sections = from_seed(*outline, seed);
    if (!sections) return make_error(name + ": " + sections.error().message);
    return sections;
}

Result<SourceSections> SourceSections::load(const std::string& outline_path, const std::string& fingerprints_path,
                                            const std::string& default_seeds_dir) {
    const char* from_environment = std::getenv("BB_SEEDS_DIR");
    const std::string seeds_dir = from_environment ? from_environment : default_seeds_dir;
    bool found = false;
    const std::string kept = read_file(fingerprints_path, found);
    auto outline = read_outline(outline_path);
    if (!outline) return outline.error();
    std::string name;
    if (!find_seed(seeds_dir, outline->seed_prefix, name).empty()) {
        auto sections = read_seed(outline_path, seeds_dir);
        if (sections && sections->fingerprints() != kept)
            return make_error(fingerprints_path +
                              " does not match the seed and the outline: run scripts/seed-fingerprints");
        return sections;
    }
    if (!found)
        return make_error("neither the seed " + outline->seed_prefix + "* nor " + fingerprints_path + " can be read");
    auto sections = from_fingerprints(kept);
    if (!sections) return make_error(fingerprints_path + ": " + sections.error().message);
    std::vector<std::string> named;
    for (const auto& heading : outline->headings) named.push_back(heading.name);
    if (sections->order_ != named) return make_error(fingerprints_path + " does not list the outline's sections");
    return sections;
}

bool SourceSections::says(const std::string& section, std::string_view phrase) const {
    const std::vector<std::string> wanted = words_of(phrase);
    if (wanted.size() < 3) return false;
    if (auto words = words_.find(section); words != words_.end())
        return std::search(words->second.begin(), words->second.end(), wanted.begin(), wanted.end()) !=
               words->second.end();
    auto trigrams = trigrams_.find(section);
    if (trigrams == trigrams_.end()) return false;
    const std::set<std::uint32_t> needed = trigrams_of(wanted);
    return std::includes(trigrams->second.begin(), trigrams->second.end(), needed.begin(), needed.end());
}

std::string SourceSections::fingerprints() const {
    std::string out = "# Generated by scripts/seed-fingerprints from the seed and source_outline.txt; do not edit.\n";
    char hex[10];
    for (const std::string& name : order_) {
        out += std::string(kSectionMark) + name + "\n";
        int on_line = 0;
        for (std::uint32_t hash : trigrams_.at(name)) {
            std::snprintf(hex, sizeof hex, "%08x", unsigned(hash));
            out += (on_line ? " " : "") + std::string(hex);
            if (++on_line == kHashesPerLine) out += "\n", on_line = 0;
        }
        if (on_line) out += "\n";
    }
    return out;
}

}  // namespace bb::testing
