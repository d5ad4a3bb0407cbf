#include "battleboard/model/battlefield.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/system/system_description.hpp"

#include <doctest/doctest.h>
#include <cereal/archives/portable_binary.hpp>
#include <sstream>

using namespace bb;

namespace {

model::Battlefield sample_battlefield() {
    model::Battlefield b;
    b.system_id = "aos4";
    b.rules_edition = "bpr-2025-06";
    b.add_piece({0, "obstacle", "Ruined wall", geo::rectangle(6, 2), {12.5, 30}, 45, 2, 1});
    b.add_piece({0, "area-terrain", "Hill", geo::ellipse(10, 6, 8), {40, 10}, 0, 3, 2});
    b.add_objective({0, "Centre", {30, 22}});
    b.territories.push_back({"Attacker", geo::placed(geo::rectangle(60, 22), {30, 11}, 0)});
    return b;
}

template <class T>
std::string cereal_portable_binary(const T& value) {
    std::ostringstream out;
    {
        cereal::PortableBinaryOutputArchive archive(out);
        archive(value);
    }
    return out.str();
}

}  // namespace

TEST_CASE("byte archives write exactly cereal's portable-binary format") {
    const auto b = sample_battlefield();
    const serial::Bytes ours = serial::to_blob(b);
    const std::string theirs = cereal_portable_binary(b);
    REQUIRE(ours.size() == theirs.size());
    CHECK(std::equal(ours.begin(), ours.end(), reinterpret_cast<const std::uint8_t*>(theirs.data())));
}

TEST_CASE("cereal's own reader loads what the byte archive wrote") {
    const auto b = sample_battlefield();
    const serial::Bytes blob = serial::to_blob(b);
    std::istringstream in(std::string(blob.begin(), blob.end()));
    cereal::PortableBinaryInputArchive archive(in);
    model::Battlefield loaded;
    archive(loaded);
    CHECK(loaded.pieces.size() == 2);
    CHECK(loaded.pieces[0].label == "Ruined wall");
    CHECK(loaded.objectives[0].position == geo::Vec2{30, 22});
}

TEST_CASE("a battlefield survives a round trip unchanged") {
    const auto b = sample_battlefield();
    auto loaded = serial::from_blob<model::Battlefield>(serial::to_blob(b), "the battlefield");
    REQUIRE(loaded.ok());
    CHECK(serial::to_blob(*loaded) == serial::to_blob(b));
    CHECK(loaded->pieces[1].footprint.points.size() == 8);
    CHECK(loaded->pieces[0].rotation == 45);
    CHECK(loaded->next_id == b.next_id);
}

TEST_CASE("a system description survives a round trip") {
    sys::SystemDescription d;
    d.id = "x";
    d.editions = {{"e1", "Edition", "Book"}};
    d.abilities = {{"cover", "Cover", "text", {"e1"}}};
    d.catalogue = {{"hill", {}, "Hill", "Hill", {"cover"}, "A hill", geo::rectangle(8, 6), 3, 2}};
    d.board_sizes = {{"Standard", 72, 48, 0, 0}};
    auto loaded = serial::from_blob<sys::SystemDescription>(serial::to_blob(d), "d");
    REQUIRE(loaded.ok());
    CHECK(loaded->catalogue[0].levels == 2);
    CHECK(loaded->abilities[0].editions == std::vector<std::string>{"e1"});
}

TEST_CASE("every truncation of a blob is reported, never crashes") {
    const serial::Bytes blob = serial::to_blob(sample_battlefield());
    for (std::size_t n = 0; n < blob.size(); ++n) {
        auto loaded = serial::from_blob<model::Battlefield>({blob.data(), n}, "the battlefield");
        CHECK_FALSE(loaded.ok());
    }
}

TEST_CASE("a forged size is refused before anything is allocated") {
    serial::Bytes blob = serial::to_blob(std::string("hello"));
    // Bytes 1..8 are the string's 64-bit length: claim about 2^62 characters.
    blob[8] = 0x40;
    auto loaded = serial::from_blob<std::string>(blob, "the text");
    REQUIRE_FALSE(loaded.ok());
    CHECK(loaded.error().message == "the text is truncated or malformed");
}

TEST_CASE("trailing bytes and a wrong endianness marker are errors") {
    serial::Bytes blob = serial::to_blob(std::uint32_t{7});
    blob.push_back(0);
    CHECK_FALSE(serial::from_blob<std::uint32_t>(blob, "n").ok());
    serial::Bytes big = serial::to_blob(std::uint32_t{7});
    big[0] = 0;
    CHECK_FALSE(serial::from_blob<std::uint32_t>(big, "n").ok());
}

TEST_CASE("empty containers and strings round-trip") {
    model::Battlefield empty;
    empty.territories.push_back({"", {}});
    auto loaded = serial::from_blob<model::Battlefield>(serial::to_blob(empty), "the battlefield");
    REQUIRE(loaded.ok());
    CHECK(loaded->pieces.empty());
    CHECK(loaded->territories.at(0).area.points.empty());
    CHECK(loaded->territories.at(0).name.empty());
}

TEST_CASE("a bool byte other than 0 or 1 reads as true and writes back as 1") {
    serial::Bytes blob = serial::to_blob(true);
    blob.back() = 2;
    auto loaded = serial::from_blob<bool>(blob, "the flag");
    REQUIRE(loaded.ok());
    CHECK(*loaded);
    CHECK(serial::to_blob(*loaded).back() == 1);
}
