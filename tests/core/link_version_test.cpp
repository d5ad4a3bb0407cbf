// Format 7: a link names the version of its game system's plugin, so a reader without that plugin can ask for it;
// format 6 links, which name none, still open.
#include "battleboard/link/bit_stream.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/link/text_code.hpp"
#include "battleboard/plugin/plugin_index.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "support/crates_system.hpp"

#include <doctest/doctest.h>

using namespace bb;
using bb::test::crates_system;

namespace {

model::Battlefield crates_table() {
    model::Battlefield b;
    b.system_id = "crates";
    b.rules_edition = "first";
    b.width = 60, b.depth = 44;
    for (int i = 0; i < 3; ++i) b.add_piece({0, "crate", "Crate", geo::rectangle(2, 1), {10.0 + 8 * i, 12}, 0, 1, 1});
    return b;
}

// A format 7 link whose version is written as dotted numbers (count less one, then each, eg(0)), however many.
std::string forged_numbers(const std::vector<std::uint64_t>& numbers) {
    link::BitWriter w;
    link::text_code::write(w, "e");
    w.flag(true);
    w.golomb(numbers.size() - 1, 0);
    for (auto number : numbers) w.golomb(number, 0);
    w.flag(false);
    w.golomb(1, 2);
    link::text_code::write(w, "e");
    w.bits(479, 11), w.bits(351, 11);
    w.flag(true);
    w.golomb(0, 2), w.golomb(0, 0), w.golomb(0, 0);
    w.flag(false);
    return "bb7." + w.base64url();
}

// A hand-made payload of `format`: system "e", `version` (format 7 only), then an empty 60" x 44" table.
std::string forged(int format, const std::string& version) {
    link::BitWriter w;
    link::text_code::write(w, "e");
    if (format >= 7) w.flag(false), link::text_code::write(w, version);  // the version as a text
    w.flag(false);                                                       // refers to nothing
    w.golomb(1, 2);
    link::text_code::write(w, "e");  // the text table: "e"
    w.bits(479, 11), w.bits(351, 11);
    w.flag(true);
    w.golomb(0, 2), w.golomb(0, 0), w.golomb(0, 0);  // no pieces, objectives or territories
    w.flag(false);                                   // no battle state
    return "bb" + std::to_string(format) + "." + w.base64url();
}

}  // namespace

TEST_CASE("a link names its plugin's version, which its header gives without the plugin") {
    const auto system = crates_system();
    const link::Reference reference(system, "0.1.0");
    const std::string text = link::encode(crates_table(), &reference).value();
    CHECK(text.rfind("bb7.", 0) == 0);
    const auto header = link::read_header(text).value();
    CHECK(header.format == 7);
    CHECK(header.system == "crates");
    CHECK(header.plugin_version == "0.1.0");
    CHECK(header.needs_reference);
    // The reader with the plugin gets the setup back; one without it is told the system and the version.
    const auto back = link::decode(text, &reference).value();
    CHECK(setup::to_json(back) == setup::to_json(link::decode(link::encode(crates_table()).value()).value()));
    CHECK(link::encode(back, &reference).value() == text);
    CHECK(link::decode(text).error().message == "This link needs the game system \"crates\" version 0.1.0 to open.");
    CHECK(plugin::missing_system_message(header.system, header.plugin_version).find("\"crates\" version 0.1.0") !=
          std::string::npos);
    SUBCASE("any installed plugin of the system reads it, whatever its version") {
        const link::Reference newer(system, "2.0.0-beta+7");
        CHECK(setup::to_json(link::decode(text, &newer).value()) == setup::to_json(back));
    }
}

TEST_CASE("a link made without its plugin names no version and still opens anywhere") {
    const std::string text = link::encode(crates_table()).value();
    const auto header = link::read_header(text).value();
    CHECK(header.format == 7);
    CHECK(header.plugin_version.empty());
    CHECK_FALSE(header.needs_reference);
    CHECK(link::decode(text).ok());
    // A reference of another system neither refers nor names its version; an empty version encodes too.
    auto other = crates_system();
    other.id = "boxes";
    const link::Reference boxes(other, "9.9.9");
    CHECK(link::read_header(link::encode(crates_table(), &boxes).value()).value().plugin_version.empty());
    const auto system = crates_system();
    const link::Reference unversioned(system);
    const std::string made = link::encode(crates_table(), &unversioned).value();
    CHECK(link::read_header(made).value().plugin_version.empty());
    CHECK(link::decode(made).error().message == "This link needs the game system \"crates\" to open.");
    // Dotted numbers cost a few bits (9 for "1.0.0", 5 for none): at most two characters; any other version is
    // a text, which costs more.
    const link::Reference versioned(system, "1.0.0"), beta(system, "1.0.0-beta");
    const std::string with_version = link::encode(crates_table(), &versioned).value();
    CHECK(with_version.size() <= made.size() + 2);
    CHECK(link::read_header(with_version).value().plugin_version == "1.0.0");
    CHECK(link::encode(crates_table(), &beta).value().size() > with_version.size() + 4);
    CHECK(link::read_header(link::encode(crates_table(), &beta).value()).value().plugin_version == "1.0.0-beta");
}

TEST_CASE("format 6 links, which name no version, read as before") {
    const std::string text = forged(6, "");
    const auto header = link::read_header(text).value();
    CHECK(header.format == 6);
    CHECK(header.system == "e");
    CHECK(header.plugin_version.empty());
    const auto b = link::decode(text).value();
    CHECK(b.system_id == "e");
    CHECK(b.width == 60);
    // The same table in format 7 differs only by the version text.
    CHECK(setup::to_json(link::decode(forged(7, "1.2.3")).value()) == setup::to_json(b));
    CHECK(link::read_header(forged(7, "1.2.3")).value().plugin_version == "1.2.3");
}

TEST_CASE("a forged version is refused with the reason, and a version a link cannot hold is not written") {
    const std::string overlong = forged(7, std::string(33, '1'));
    const std::string message = "This link is damaged (a plugin version of 33 bytes (at most 32) at character 6).";
    CHECK(link::read_header(overlong).error().message == message);
    CHECK(link::decode(overlong).error().message == message);
    CHECK(link::read_header(forged(7, std::string(32, '1'))).value().plugin_version == std::string(32, '1'));
    CHECK(link::read_header(forged(7, "1.0\n")).error().message.find("a plugin version with control characters") !=
          std::string::npos);
    CHECK(link::read_header(forged(7, "1.0\x7F")).error().message.find("with control characters") != std::string::npos);
    CHECK(link::read_header(forged(7, "версия 1")).value().plugin_version == "версия 1");
    // Dotted numbers: up to four, each below 2^20, read back as their text.
    CHECK(link::read_header(forged_numbers({2, 14})).value().plugin_version == "2.14");
    CHECK(link::read_header(forged_numbers({1048575, 0, 0, 7})).value().plugin_version == "1048575.0.0.7");
    CHECK(link::read_header(forged_numbers({1, 2, 3, 4, 5}))
              .error()
              .message.find("a plugin version of 5 numbers (at most 4)") != std::string::npos);
    CHECK(
        link::read_header(forged_numbers({1, 1048576})).error().message.find("a plugin version number out of range") !=
        std::string::npos);
    // A text beyond every link text's limit is refused before it is read.
    CHECK(link::read_header(forged(7, std::string(200, 'x'))).error().message.find("a text of 200 bytes") !=
          std::string::npos);

    const auto system = crates_system();
    const link::Reference long_version(system, std::string(40, '1'));
    CHECK(link::encode(crates_table(), &long_version).error().message ==
          "This setup cannot be made into a link: its game system has a plugin version of 40 bytes (at most 32).");
    const link::Reference tabbed(system, "1.0\t");
    CHECK(link::encode(crates_table(), &tabbed).error().message.find("with control characters") != std::string::npos);
}

TEST_CASE("a link of format 8 is newer; formats 1 to 5 are pre-release") {
    CHECK(link::read_header("bb8.AAAA").error().message ==
          "This link was made by a newer Battleboard (format 8); this one opens links up to format 7.");
    CHECK(link::decode(forged(7, "0.1.0").replace(2, 1, "8")).error().message.find("(format 8)") != std::string::npos);
    CHECK(link::decode(forged(6, "").replace(2, 1, "5")).error().message.find("pre-release Battleboard (format 5)") !=
          std::string::npos);
}
