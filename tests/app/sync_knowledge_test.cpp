#include "app/session/sync_knowledge.hpp"

#include <doctest/doctest.h>

TEST_CASE("sync knowledge: kept on the device whole, 64-bit origins exact; a damaged record is refused") {
    const bb::sync::Replica::Knowledge knowledge{{0xfedcba9876543211ull, 42}, {7, 1}};
    auto back = app::decode_knowledge(app::encode_knowledge(knowledge));
    REQUIRE(back);
    CHECK(*back == knowledge);
    for (const char* broken : {"", "{}", "[1]", R"({"format":"battleboard-sync-knowledge","version":2,"replicas":{}})",
                               R"({"format":"battleboard-sync-knowledge","version":1,"replicas":{"zz":1}})",
                               R"({"format":"battleboard-sync-knowledge","version":1,"replicas":{"0":1}})",
                               R"({"format":"battleboard-sync-knowledge","version":1,"replicas":{"7":-1}})",
                               R"({"format":"battleboard-sync-knowledge","version":1,"replicas":{"7":1e300}})"}) {
        CAPTURE(broken);
        CHECK_FALSE(app::decode_knowledge(broken));
    }
}
