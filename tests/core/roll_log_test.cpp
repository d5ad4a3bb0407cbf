// byte_archive.hpp (through blob.hpp) uses std::numeric_limits without including <limits>.
#include <limits>

#include "battleboard/dice/roll_log_json.hpp"
#include "battleboard/serial/blob.hpp"

#include <doctest/doctest.h>

using namespace bb::dice;

TEST_CASE("the roll log keeps its entries in order through JSON and blobs") {
    RollLog log;
    log.add({0, "Roll-off", "4 against 2"});
    log.add({2, "12 D6, 3+, re-roll 1s", "7 successes (1 3 3 4 4 5 5 5 6 6 6 6)"});
    auto back = roll_log_from_json(to_json(log));
    REQUIRE(back.ok());
    CHECK(*back == log);
    REQUIRE(back->entries().size() == 2);
    CHECK(back->entries()[1].round == 2);
    const auto blob = bb::serial::to_blob(log);
    auto from_blob = bb::serial::from_blob<RollLog>(blob, "roll log");
    REQUIRE(from_blob.ok());
    CHECK(*from_blob == log);
}

TEST_CASE("the roll log keeps the latest entries of a long battle") {
    RollLog log;
    for (std::size_t i = 0; i < RollLog::kMaxEntries + 10; ++i) log.add({1, "D6", std::to_string(i)});
    CHECK(log.entries().size() == RollLog::kMaxEntries);
    CHECK(log.entries().front().result == "10");
}

TEST_CASE("a broken roll log says why") {
    CHECK(roll_log_from_json("[").error().message == "its roll log is not valid JSON");
    CHECK(roll_log_from_json(R"({"version": 9, "entries": []})").error().message ==
          "its roll log was made by a newer Battleboard");
    CHECK(roll_log_from_json(R"({"version": 1, "entries": [{"what": 3}]})").error().message ==
          "an entry of its roll log is broken");
}
