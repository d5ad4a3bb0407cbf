// Plugin bundles (docs/formats.md, "Plugin bundle"): the file a player adds in the app. The reader checks every
// field, the API version and the module's SHA-256, and says what is wrong in plain words.
#include "battleboard/plugin/plugin_bundle.hpp"
#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/sha256.hpp"

#include <doctest/doctest.h>

#include <fstream>
#include <iterator>
#include <string>
#include <vector>

using bb::plugin::read_plugin_bundle;
using Bytes = std::vector<std::uint8_t>;

namespace {

const Bytes kEmptyModule = {0x00, 'a', 's', 'm', 0x01, 0x00, 0x00, 0x00};

void put_u32(Bytes& out, std::uint32_t value) {
    for (int i = 0; i < 4; ++i) out.push_back(std::uint8_t(value >> (8 * i)));
}

// A bundle as docs/formats.md lays it out, with any header text.
Bytes bundle_of(const std::string& header, const Bytes& module, std::uint32_t format = 1) {
    Bytes out = {'B', 'B', 'P', 'L', 'U', 'G', 'I', 'N'};
    put_u32(out, format);
    put_u32(out, std::uint32_t(header.size()));
    out.insert(out.end(), header.begin(), header.end());
    out.insert(out.end(), module.begin(), module.end());
    return out;
}

std::string header_for(const Bytes& module, const std::string& extra = "", unsigned api = BB_PLUGIN_API_VERSION) {
    return R"({"id": "house-rules", "name": "House rules", "version": "1.2.0", "author": "A. Player", "api": )" +
           std::to_string(api) + R"(, "sha256": ")" + bb::plugin::sha256_hex(module) + "\"" + extra + "}";
}

std::string refusal(const Bytes& bytes) {
    auto bundle = read_plugin_bundle(bytes);
    REQUIRE_FALSE(bundle.ok());
    return bundle.error().message;
}

}  // namespace

TEST_CASE("SHA-256 matches the standard's test vectors") {
    const std::string abc = "abc";
    CHECK(bb::plugin::sha256_hex({}) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(bb::plugin::sha256_hex(Bytes(abc.begin(), abc.end())) ==
          "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const std::string two_blocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    CHECK(bb::plugin::sha256_hex(Bytes(two_blocks.begin(), two_blocks.end())) ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    CHECK(bb::plugin::sha256_hex(Bytes(1000000, 'a')) ==
          "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("a bundle gives its system's entry and module") {
    auto bundle = read_plugin_bundle(bundle_of(header_for(kEmptyModule), kEmptyModule));
    REQUIRE(bundle.ok());
    CHECK(bundle->entry.id == "house-rules");
    CHECK(bundle->entry.name == "House rules");
    CHECK(bundle->entry.version == "1.2.0");
    CHECK(bundle->entry.author == "A. Player");
    CHECK(bundle->entry.api_version == BB_PLUGIN_API_VERSION);
    CHECK(bundle->entry.added);
    CHECK(bundle->module == kEmptyModule);
}

TEST_CASE("the bundle the build's script writes is read by the app's reader") {
    std::ifstream file(BB_GOLDEN_DIR "/bundles/empty-module.bbplugin", std::ios::binary);
    const Bytes bytes{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
    auto bundle = read_plugin_bundle(bytes);
    REQUIRE_MESSAGE(bundle.ok(), bundle.error().message);
    CHECK(bundle->entry.name == "House rules");
    CHECK(bundle->entry.author == "A. Player");
    CHECK(bundle->module == kEmptyModule);
}

TEST_CASE("a broken bundle is refused naming what is wrong") {
    const Bytes good = bundle_of(header_for(kEmptyModule), kEmptyModule);
    CHECK(refusal({}).find("not a Battleboard plugin bundle") != std::string::npos);
    CHECK(refusal(kEmptyModule).find("not a Battleboard plugin bundle") != std::string::npos);
    CHECK(refusal(bundle_of(header_for(kEmptyModule), kEmptyModule, 2)).find("format 2") != std::string::npos);
    CHECK(refusal(Bytes(good.begin(), good.begin() + 40)).find("cut short") != std::string::npos);
    CHECK(refusal(bundle_of("[1, 2]", kEmptyModule)).find("not a JSON object") != std::string::npos);
    CHECK(refusal(bundle_of("{\"id\": ", kEmptyModule)).find("not a JSON object") != std::string::npos);
}

TEST_CASE("each field of the header is checked") {
    const std::string digest = bb::plugin::sha256_hex(kEmptyModule);
    auto without = [&](const std::string& field) {
        std::string header = header_for(kEmptyModule);
        const auto at = header.find("\"" + field + "\"");
        const auto end = header.find_first_of(",}", header.find(':', at));
        if (header[end] == ',')
            header.erase(at, end - at + 2);  // the field and the ", " after it
        else
            header.erase(at - 2, end - at + 2);  // the last field and the ", " before it
        return refusal(bundle_of(header, kEmptyModule));
    };
    CHECK(without("id").find("states no id") != std::string::npos);
    CHECK(without("name").find("states no name") != std::string::npos);
    CHECK(without("version").find("states no version") != std::string::npos);
    CHECK(without("author").find("states no author") != std::string::npos);
    CHECK(without("api").find("API version") != std::string::npos);
    CHECK(without("sha256").find("SHA-256") != std::string::npos);
    const std::string bad_id =
        R"({"id": "../x", "name": "X", "version": "1", "author": "A", "api": 3, "sha256": ")" + digest + "\"}";
    CHECK(refusal(bundle_of(bad_id, kEmptyModule)).find("\"../x\" is not letters") != std::string::npos);
    const std::string control =
        R"({"id": "x", "name": "X\u0007", "version": "1", "author": "A", "api": 3, "sha256": ")" + digest + "\"}";
    CHECK(refusal(bundle_of(control, kEmptyModule)).find("name holds control characters") != std::string::npos);
    CHECK(refusal(bundle_of(header_for(kEmptyModule, "", BB_PLUGIN_API_VERSION + 1), kEmptyModule))
              .find("built for plugin API version " + std::to_string(BB_PLUGIN_API_VERSION + 1)) != std::string::npos);
}

TEST_CASE("a module that is not WebAssembly or not the one hashed is refused") {
    const Bytes text = {'h', 'e', 'l', 'l', 'o', '!', '!', '!'};
    CHECK(refusal(bundle_of(header_for(text), text)).find("no WebAssembly module") != std::string::npos);
    Bytes changed = kEmptyModule;
    changed.push_back(0);
    CHECK(refusal(bundle_of(header_for(kEmptyModule), changed)).find("does not match its SHA-256") !=
          std::string::npos);
}
