#include "app/save_record.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

model::Battlefield small_battlefield() {
    model::Battlefield b;
    b.system_id = "wfb8";
    b.rules_edition = "8th";
    b.width = 72;
    b.depth = 48;
    b.add_piece({0, "hill", "Hill", geo::rectangle(8, 6), {20.5, 12.125}, 45, 2, 1});
    return b;
}

}  // namespace

TEST_CASE("a save keeps its name, time and battlefield") {
    const app::SaveRecord record{"Round one", 1763784000123, small_battlefield()};
    auto loaded = app::decode_save(app::encode_save(record));
    REQUIRE(loaded.ok());
    CHECK(loaded->name == "Round one");
    CHECK(loaded->saved_at == 1763784000123);
    CHECK(loaded->battlefield.system_id == "wfb8");
    REQUIRE(loaded->battlefield.pieces.size() == 1);
    CHECK(loaded->battlefield.pieces[0].position == geo::Vec2{20.5, 12.125});
    CHECK(loaded->battlefield.pieces[0].rotation == 45);
}

TEST_CASE("a save that cannot be read says why") {
    CHECK(app::decode_save("{\"format\": \"battleboard-save\", \"na").error().message == "it is not valid JSON");
    CHECK(app::decode_save(R"({"format": "battleboard-setup", "version": 1})").error().message ==
          "it is not a Battleboard save");
    CHECK(app::decode_save(R"({"format": "battleboard-save", "version": 2, "name": "x"})").error().message ==
          "it was made by a newer Battleboard");
    CHECK(app::decode_save(R"({"format": "battleboard-save", "version": 1, "name": "x"})").error().message ==
          "it holds no battlefield");
    const auto broken_setup =
        app::decode_save(R"({"format": "battleboard-save", "version": 1, "name": "x", "setup": {"format": 3}})");
    REQUIRE_FALSE(broken_setup.ok());
    CHECK(broken_setup.error().message.find("not a Battleboard setup") != std::string::npos);
}
