// Catalogue entries gained keywords at version 3: entries written before still load, with none.
#include "battleboard/serial/blob.hpp"
#include "battleboard/system/system_description.hpp"

#include <doctest/doctest.h>

namespace {

// The exact field list CatalogueEntry had at version 2.
struct CatalogueEntryVersion2 {
    std::string id;
    std::vector<std::string> editions;
    std::string name, category;
    std::vector<std::string> abilities;
    std::string text;
    bb::geo::Polygon footprint;
    double height = 0;
    std::uint32_t levels = 1;
    std::vector<std::string> tables;
    std::vector<bb::sys::Property> properties;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(id, editions, name, category, abilities, text, footprint, height, levels, tables, properties);
    }
};

}  // namespace

CEREAL_CLASS_VERSION(CatalogueEntryVersion2, 2);

TEST_CASE("a version 2 catalogue entry loads with no keywords") {
    CatalogueEntryVersion2 old;
    old.id = "bastion";
    old.tables = {"building-damage"};
    old.properties = {{"upgrade-slots", "Slots", 3, ""}};
    auto loaded = bb::serial::from_blob<bb::sys::CatalogueEntry>(bb::serial::to_blob(old), "the entry");
    REQUIRE(loaded.ok());
    CHECK(loaded->id == "bastion");
    CHECK(loaded->tables == std::vector<std::string>{"building-damage"});
    CHECK(loaded->find_property("upgrade-slots")->value == 3);
    CHECK(loaded->keywords.empty());
}

TEST_CASE("keywords travel with a catalogue entry") {
    bb::sys::CatalogueEntry entry;
    entry.keywords = {"AREA TERRAIN", "RUINS"};
    auto loaded = bb::serial::from_blob<bb::sys::CatalogueEntry>(bb::serial::to_blob(entry), "the entry");
    REQUIRE(loaded.ok());
    CHECK(loaded->keywords == entry.keywords);
    CHECK(loaded->has_keyword("RUINS"));
    CHECK_FALSE(loaded->has_keyword("Ruins"));
}
