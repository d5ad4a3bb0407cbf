// plugins/index.json: the installed game systems, read at run time by the app, the service worker and the CLI.
#include "battleboard/plugin/plugin_index.hpp"

#include <doctest/doctest.h>

using bb::plugin::parse_plugin_index;

TEST_CASE("an index names each system's file, version, API version and hash") {
    auto index = parse_plugin_index(R"({"format": 1, "plugins": [
        {"id": "aos4", "name": "Age of Sigmar 4th edition", "version": "0.1.0", "api": 2, "file": "aos4.wasm",
         "sha256": "ab12"},
        {"id": "my-house_rules", "name": "House rules", "api": 2, "file": "house.wasm"}]})");
    REQUIRE(index.ok());
    REQUIRE(index->systems.size() == 2);
    CHECK(index->systems[0].file == "aos4.wasm");
    CHECK(index->systems[0].version == "0.1.0");
    CHECK(index->systems[0].sha256 == "ab12");
    CHECK(index->systems[0].api_version == 2);
    CHECK(index->find("my-house_rules")->name == "House rules");
    CHECK(index->find("wh40k7") == nullptr);
    CHECK(index->name_of("aos4") == "Age of Sigmar 4th edition");
    CHECK(index->name_of("killteam") == "killteam");
    CHECK(index->version_of("aos4") == "0.1.0");
    CHECK(index->version_of("my-house_rules").empty());
    CHECK(index->version_of("killteam").empty());
}

TEST_CASE("an index that cannot be trusted is refused with the reason") {
    auto reason = [](const char* text) {
        auto index = parse_plugin_index(text);
        REQUIRE_FALSE(index.ok());
        return index.error().message;
    };
    CHECK(reason("not json").find("not a JSON object") != std::string::npos);
    CHECK(reason(R"({"format": 2, "plugins": []})").find("unknown format") != std::string::npos);
    CHECK(reason(R"({"format": 1})").find("no list") != std::string::npos);
    // A file outside the plugins folder would let an index fetch anything.
    CHECK(reason(R"({"format": 1, "plugins": [{"id": "x", "name": "X", "api": 2, "file": "../app.wasm"}]})")
              .find("no plain file") != std::string::npos);
    CHECK(reason(R"({"format": 1, "plugins": [{"id": "a b", "name": "X", "api": 2, "file": "x.wasm"}]})")
              .find("no usable id") != std::string::npos);
    CHECK(reason(R"({"format": 1, "plugins": [{"id": "x", "name": "X", "api": "2", "file": "x.wasm"}]})")
              .find("API version") != std::string::npos);
    CHECK(reason(R"({"format": 1, "plugins": [{"id": "x", "name": "X", "api": 2, "file": "x.wasm"},
                                             {"id": "x", "name": "Y", "api": 2, "file": "y.wasm"}]})")
              .find("repeats the id x") != std::string::npos);
}

TEST_CASE("a missing system is named in the message, with the version its source names") {
    const auto message = bb::plugin::missing_system_message("killteam");
    CHECK(message.find("\"killteam\", which is not installed") != std::string::npos);
    CHECK(message.find("version") == std::string::npos);
    CHECK(bb::plugin::missing_system_message("killteam", "2.1.0")
              .starts_with("It needs the game system \"killteam\" version 2.1.0, which is not installed"));
}

TEST_CASE("a plugin version a link or save names is short and has no control characters") {
    using bb::plugin::usable_plugin_version;
    CHECK(usable_plugin_version(""));
    CHECK(usable_plugin_version("0.1.0"));
    CHECK(usable_plugin_version("2.0.0-beta+7 (éte)"));
    CHECK(usable_plugin_version(std::string(32, '9')));
    CHECK_FALSE(usable_plugin_version(std::string(33, '9')));
    CHECK_FALSE(usable_plugin_version("1.0\n"));
    CHECK_FALSE(usable_plugin_version(std::string("1\0", 2)));
    CHECK_FALSE(usable_plugin_version("1.0\x7F"));
}
