#include "platform/storage.hpp"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace platform {

namespace {

namespace fs = std::filesystem;

// $XDG_DATA_HOME/battleboard/saves (or ~/.local/share/...), one file per record.
fs::path folder() {
    const char* data = std::getenv("XDG_DATA_HOME");
    const char* home = std::getenv("HOME");
    fs::path base = data && *data ? fs::path(data) : fs::path(home ? home : ".") / ".local/share";
    return base / "battleboard" / "saves";
}

// Keys become file names: anything but letters, digits, '-' and '_' is written as %XX.
std::string file_name(const std::string& key) {
    std::string out;
    for (unsigned char c : key) {
        if (std::isalnum(c) || c == '-' || c == '_')
            out += char(c);
        else {
            char hex[4];
            std::snprintf(hex, sizeof hex, "%%%02X", c);
            out += hex;
        }
    }
    return out + ".json";
}

std::string key_of(const std::string& file) {
    std::string out;
    for (std::size_t i = 0; i < file.size(); ++i) {
        if (file[i] == '%' && i + 2 < file.size()) {
            out += char(std::stoi(file.substr(i + 1, 2), nullptr, 16));
            i += 2;
        } else
            out += file[i];
    }
    return out;
}

}  // namespace

void store_put(const std::string& key, const std::string& text, StoreDone done) {
    std::error_code ec;
    fs::create_directories(folder(), ec);
    // Written beside and renamed over, so a crash mid-write never leaves half a save.
    const fs::path target = folder() / file_name(key), partial = target.string() + ".partial";
    std::ofstream(partial, std::ios::binary) << text;
    fs::rename(partial, target, ec);
    if (done) done(ec ? "could not write " + target.string() + ": " + ec.message() : "");
}

void store_put_closing(const std::string& key, const std::string& text) { store_put(key, text); }

void store_remove(const std::string& key, StoreDone done) {
    std::error_code ec;
    fs::remove(folder() / file_name(key), ec);
    if (done) done(ec ? ec.message() : "");
}

void store_list(StoreListed done) {
    std::vector<StoredRecord> records;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder(), ec)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json") continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        records.push_back({key_of(name.substr(0, name.size() - 5)), text.str()});
    }
    done(std::move(records), "");
}

}  // namespace platform
