#include "platform/storage.hpp"

#include <doctest/doctest.h>
#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace {

// Points $XDG_DATA_HOME at a fresh folder for the test's lifetime.
struct TemporaryDataHome {
    std::filesystem::path path = std::filesystem::temp_directory_path() / "battleboard-storage-test";
    TemporaryDataHome() {
        std::filesystem::remove_all(path);
        setenv("XDG_DATA_HOME", path.c_str(), 1);
    }
    ~TemporaryDataHome() { std::filesystem::remove_all(path); }
};

std::vector<platform::StoredRecord> list_all() {
    std::vector<platform::StoredRecord> out;
    platform::store_list([&](std::vector<platform::StoredRecord> records, const std::string& error) {
        CHECK(error.empty());
        out = std::move(records);
    });
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.key < b.key; });
    return out;
}

}  // namespace

TEST_CASE("native storage keeps text records under any key, in files of their own") {
    TemporaryDataHome home;
    CHECK(list_all().empty());
    std::string error = "not called";
    platform::store_put("save:1763784000123-0", "{\"a\": 1}", [&](const std::string& e) { error = e; });
    CHECK(error.empty());
    platform::store_put("autosave", "first");
    platform::store_put("autosave", "second");
    auto records = list_all();
    REQUIRE(records.size() == 2);
    CHECK(records[0].key == "autosave");
    CHECK(records[0].text == "second");
    CHECK(records[1].key == "save:1763784000123-0");
    CHECK(records[1].text == "{\"a\": 1}");
    CHECK(std::filesystem::exists(home.path / "battleboard/saves/autosave.json"));

    platform::store_remove("save:1763784000123-0");
    records = list_all();
    REQUIRE(records.size() == 1);
    CHECK(records[0].key == "autosave");
}
