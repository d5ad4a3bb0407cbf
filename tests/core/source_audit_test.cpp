// The rules audit's own machinery: a source cut into its outline's sections, phrases found in them (by words
// from the text, by trigrams from the fingerprint), and a description's references checked against them.
#include "support/source_audit.hpp"
#include "support/source_words.hpp"

#include <doctest/doctest.h>

namespace {

using bb::testing::SourceSections;

// A made-up source in the shape of the seeds: headings on lines of their own or opening a paragraph.
constexpr const char* kSeed =
    "Field Rules\n"
    "Everything here applies on the whole field.\n"
    "Bogs\n"
    "A bog slows every walker that wades in; riders sink to the saddle.\n"
    "Stone Ring A circle of standing stones hums at dusk. Casters inside add one to their rolls.\n"
    "Bogs\n"
    "The second bogs heading, in a later chapter: only ghosts cross them freely.\n";

constexpr const char* kOutline =
    "# made up\n"
    "seed 999_\n"
    "Field Rules\n"
    "Bogs\n"
    "Stone Ring\n"
    "Ghost Bogs | Bogs\n";

SourceSections sections() {
    auto outline = bb::testing::parse_outline(kOutline);
    REQUIRE(outline.ok());
    auto cut = SourceSections::from_seed(*outline, kSeed);
    REQUIRE(cut.ok());
    return *cut;
}

bb::sys::SourceRef ref(std::string section, std::string phrase) { return {std::move(section), std::move(phrase)}; }

}  // namespace

TEST_CASE("words are compared in lower case, with curly quotes straight and marks as separators") {
    CHECK(bb::testing::words_of("A 4+ Save, \xE2\x80\x98the\xE2\x80\x99 man\xE2\x80\x99s 6\"!") ==
          std::vector<std::string>{"a", "4", "save", "the", "man's", "6"});
}

TEST_CASE("an outline cuts the source from each heading to the next, in order") {
    const SourceSections cut = sections();
    CHECK(cut.read_from_seed());
    CHECK(cut.says("Bogs", "riders sink to the saddle"));
    CHECK(cut.says("Stone Ring", "casters inside add one"));
    CHECK(cut.says("Ghost Bogs", "only ghosts cross them"));
    // Words of a neighbouring section are not in this one, nor are words the source does not print.
    CHECK_FALSE(cut.says("Bogs", "only ghosts cross them"));
    CHECK_FALSE(cut.says("Stone Ring", "riders sink to the saddle"));
    CHECK_FALSE(cut.says("Bogs", "riders sink to the knees"));
    CHECK_FALSE(cut.has("Marsh"));
}

TEST_CASE("an outline whose heading is missing or out of order is refused with its name") {
    auto outline = bb::testing::parse_outline("seed 999_\nStone Ring\nBogs\nMarsh\n");
    REQUIRE(outline.ok());
    auto cut = SourceSections::from_seed(*outline, kSeed);
    REQUIRE_FALSE(cut.ok());
    CHECK(cut.error().message.find("Marsh") != std::string::npos);
    CHECK_FALSE(bb::testing::parse_outline("Bogs\n").ok());
    CHECK_FALSE(bb::testing::parse_outline("seed 1_\nBogs\nBogs\n").ok());
}

TEST_CASE("the fingerprint finds the same phrases as the text, and not others") {
    auto kept = SourceSections::from_fingerprints(sections().fingerprints());
    REQUIRE(kept.ok());
    CHECK_FALSE(kept->read_from_seed());
    CHECK(kept->says("Bogs", "riders sink to the saddle"));
    CHECK(kept->says("Ghost Bogs", "only ghosts cross them"));
    CHECK_FALSE(kept->says("Bogs", "only ghosts cross them"));
    CHECK_FALSE(kept->says("Stone Ring", "casters inside add two"));
    CHECK(kept->fingerprints() == sections().fingerprints());
    CHECK_FALSE(SourceSections::from_fingerprints("§ Bogs\nnot-hex\n").ok());
}

TEST_CASE("a reference needs a section of the source and a short phrase that stands in it") {
    const SourceSections cut = sections();
    CHECK(bb::testing::reference_problem(ref("Bogs", "a bog slows every walker"), cut).empty());
    CHECK(bb::testing::reference_problem(ref("", "a bog slows"), cut).find("no source section") != std::string::npos);
    CHECK(bb::testing::reference_problem(ref("Marsh", "a bog slows"), cut).find("not a section") != std::string::npos);
    CHECK(bb::testing::reference_problem(ref("Bogs", "bog slows"), cut).find("2 words") != std::string::npos);
    CHECK(bb::testing::reference_problem(ref("Bogs", "a bog slows every walker that wades in riders sink to the"), cut)
              .find("12 words") != std::string::npos);
    CHECK(
        bb::testing::reference_problem(ref("Stone Ring", "a bog slows every walker"), cut).find("not in Stone Ring") !=
        std::string::npos);
}

TEST_CASE("a rule from another section reaches a piece only with the piece's own words for it") {
    const SourceSections cut = sections();
    bb::sys::SystemDescription description;
    description.abilities = {
        {"slow", "Slow going", "Walkers are slowed.", {}, ref("Bogs", "slows every walker")},
        {"humming", "Humming stones", "Casters add one.", {}, ref("Stone Ring", "casters inside add one")}};
    bb::sys::CatalogueEntry bog;
    bog.id = "bog";
    bog.category = "Wet ground";
    bog.text = "Slows walkers.";
    bog.source = ref("Bogs", "a bog slows every walker");
    bog.abilities = {"slow"};
    bb::testing::AuditScope scope{{{"Wet ground", "Field Rules"}}};
    description.catalogue = {bog};
    CHECK(bb::testing::audit_description(description, cut, scope).empty());

    // Stone Ring's rule on a bog: its own section does not give it.
    description.catalogue[0].abilities.push_back("humming");
    auto problems = bb::testing::audit_description(description, cut, scope);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("humming comes from another section") != std::string::npos);

    // A reason quoted from a section that is not the piece's does not count either; one from its own does.
    description.catalogue[0].attached_because = {{"humming", ref("Stone Ring", "hums at dusk")}};
    problems = bb::testing::audit_description(description, cut, scope);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("neither the piece's section nor its category's") != std::string::npos);
    description.catalogue[0].attached_because = {{"humming", ref("Bogs", "riders sink to the saddle")}};
    CHECK(bb::testing::audit_description(description, cut, scope).empty());

    // Every rule text needs a source, and a category needs its section.
    description.abilities[0].source = {};
    description.catalogue[0].category = "Hills";
    problems = bb::testing::audit_description(description, cut, scope);
    CHECK(problems.size() == 3);
}

TEST_CASE("a section every piece shares gives its rules to all; a category without a section gives none") {
    const SourceSections cut = sections();
    bb::sys::SystemDescription description;
    bb::sys::CatalogueEntry ring;
    ring.id = "ring";
    ring.category = "Stones";
    ring.text = "Casters add one.";
    ring.source = ref("Stone Ring", "casters inside add one");
    ring.properties = {{"reach", "Reach", 1, "\"", ref("Field Rules", "applies on the whole field")}};
    description.catalogue = {ring};
    // The category has no section of its own: the field-wide property needs the shared section.
    bb::testing::AuditScope scope{{{"Stones", ""}}, {}, {}};
    auto problems = bb::testing::audit_description(description, cut, scope);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("neither the piece's section nor its category's") != std::string::npos);
    scope.every_piece_sections = {"Field Rules"};
    CHECK(bb::testing::audit_description(description, cut, scope).empty());
}

TEST_CASE("a battleplan the source does not describe names no source, and every other one names its own") {
    const SourceSections cut = sections();
    bb::sys::SystemDescription description;
    bb::sys::Battleplan drawn{"drawn", "Drawn by hand", "Zones of your own.", 60, 44};
    drawn.sections = {{"how", "How", "Draw the zones.", {}, {}}};
    description.battleplans = {drawn};
    bb::testing::AuditScope scope{{}, {}, {"drawn"}};
    CHECK(bb::testing::audit_description(description, cut, scope).empty());
    // Quoting the book for a map the book does not print is refused, and so is a battleplan left unlisted.
    description.battleplans[0].sections[0].source = ref("Bogs", "a bog slows every walker");
    auto problems = bb::testing::audit_description(description, cut, scope);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("is not in the source") != std::string::npos);
    scope.unsourced_battleplans.clear();
    problems = bb::testing::audit_description(description, cut, scope);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("battleplan drawn: names no source section") != std::string::npos);
}
