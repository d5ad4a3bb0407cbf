// Score sheets older Battleboards kept in the host, read by the aos4 plugin (`convert-legacy-sheet`): a broken one
// gives a message. (tests/core/link_golden_test.cpp checks every golden link's sheet against its setup file's.)
#include "aos4_fixture.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/plugin/legacy_operations.hpp"
#include "battleboard/setup/legacy_sheet_request.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "file_text.hpp"

#include <filesystem>
#include <nlohmann/json.hpp>

using namespace bb;

namespace {

using bb::testing::read_file;

link::SheetConverter converter(plugin::PluginClient& client) {
    return [&client](const plugin::LegacySheet& sheet) {
        return client.request<plugin::ConvertedSheet>(plugin::kConvertLegacySheet, sheet);
    };
}

}  // namespace

TEST_CASE("a damaged or unreadable sheet gives the player a message") {
    auto client = aos4_test::connect_aos4();
    const auto sheet = setup::legacy_sheet_request(R"({"players": [{"name": 7}]})", {});
    auto reply = client.request<plugin::ConvertedSheet>(plugin::kConvertLegacySheet, sheet);
    REQUIRE_FALSE(reply.ok());
    CHECK(reply.error().message.find("setup.score_sheet.players[0].name must be text") != std::string::npos);

    const std::string text = read_file(std::filesystem::path(BB_GOLDEN_DIR) / "links" / "aos4-2000-scored.txt");
    const auto cut = text.substr(0, text.size() - 12);
    const auto decoded = link::decode(cut, nullptr, converter(client));
    REQUIRE_FALSE(decoded.ok());
    CHECK(decoded.error().message.find("damaged") != std::string::npos);
}
