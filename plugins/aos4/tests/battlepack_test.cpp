// aos4 battlepack data: battle tactics, Honour Guard, season rules and the battlepack's numbers.
#include "aos4/source/battlepack_operation.hpp"
#include "aos4_fixture.hpp"

#include <map>
#include <set>

using namespace bb;
using plugin::aos4::Battlepack;

namespace {

Battlepack battlepack() { return aos4_test::ask_aos4(plugin::aos4::kBattlepack); }

}  // namespace

TEST_CASE("aos4 battlepack numbers: 5 battle rounds, major victory at 5 VP, double turns judged at 6 VP") {
    const auto pack = battlepack();
    CHECK(pack.battle_rounds == 5);
    CHECK(pack.major_victory_margin == 5);
    CHECK(pack.double_turn_deficit == 6);
    CHECK(pack.recommended_small == 4);
    CHECK(pack.recommended_medium == 4);
}

TEST_CASE("aos4 battle tactics: 6 universal and 2 for each grand alliance, each with a unique id") {
    const auto pack = battlepack();
    REQUIRE(pack.battle_tactics.size() == 14);
    std::map<std::string, int> by_keyword;
    std::set<std::string> ids;
    for (const auto& t : pack.battle_tactics) {
        ++by_keyword[t.keyword];
        CHECK(ids.insert(t.id).second);
        CHECK_FALSE(t.text.empty());
    }
    CHECK(by_keyword ==
          std::map<std::string, int>{{"", 6}, {"ORDER", 2}, {"CHAOS", 2}, {"DEATH", 2}, {"DESTRUCTION", 2}});
    CHECK(pack.find_tactic("reclaim-the-realms")->keyword == "ORDER");
    CHECK(pack.find_tactic("ordained-charge")->keyword == "CHAOS");
    CHECK(pack.find_tactic("marked-for-the-grave")->keyword == "DEATH");
    CHECK(pack.find_tactic("the-kunnin-approach")->keyword == "DESTRUCTION");
    CHECK(pack.find_tactic("take-the-flanks")->keyword.empty());
    CHECK(pack.find_tactic("seize-the-centre")->text.find("3\"") != std::string::npos);
    CHECK(pack.find_tactic("take-the-flanks")->text.find("6\"") != std::string::npos);
    CHECK(pack.find_tactic("reclaim-the-realms")->text.find("6\"") != std::string::npos);
    CHECK(pack.find_tactic("inevitable-demise")->text.find("9\"") != std::string::npos);
    CHECK(pack.find_tactic("time-to-get-stuck-in")->text.find("Pick 3") != std::string::npos);
}

TEST_CASE("aos4 Honour Guard: five abilities, once per battle in the deployment phase") {
    const auto pack = battlepack();
    std::vector<std::string> names;
    for (const auto& a : pack.honour_guard) {
        names.push_back(a.name);
        CHECK(a.text.find("Once per battle, in the deployment phase") == 0);
        CHECK(a.text.find("HONOUR GUARD") != std::string::npos);
    }
    CHECK(names == std::vector<std::string>{"Special Assignment", "Bodyguard", "Priority Target", "Field Sergeant",
                                            "Prized Beast"});
    const auto text = [&](const std::string& id) {
        for (const auto& a : pack.honour_guard)
            if (a.id == id) return a.text;
        return std::string();
    };
    CHECK(text("special-assignment").find("Anti-WAR MACHINE") != std::string::npos);
    CHECK(text("bodyguard").find("6\"") != std::string::npos);
    CHECK(text("priority-target").find("12\"") != std::string::npos);
    CHECK(text("field-sergeant").find("add 2\"") != std::string::npos);
    CHECK(text("prized-beast").find("Battle Damaged") != std::string::npos);
}

TEST_CASE("aos4 season rules, battle tactics and battlefield rules read as rules sections") {
    const auto d = aos4_test::describe_aos4();
    for (const auto* id :
         {"double-turn", "seizing-the-initiative", "double-turn-battle-tactics", "honour-guard", "underdog",
          "battle-tactics", "determine-battleplan", "attacker-and-defender", "terrain-setup", "battlefield-size",
          "battle-length", "glorious-victory", "objective-markers", "do-not-waver", "bodyguard"})
        CHECK_MESSAGE((d.find_rules(id, "bpr-2025-06") != nullptr), id);
    CHECK(d.find_rules("seizing-the-initiative", "bpr-2025-06")->text.find("6 or more") != std::string::npos);
    CHECK(d.find_rules("battle-length", "bpr-2025-06")->text.find("5 battle rounds") != std::string::npos);
    CHECK(d.find_rules("completing-battle-tactics", "bpr-2025-06")->text.find("score 4 victory points") !=
          std::string::npos);
    CHECK(d.find_rules("battlefield-size", "bpr-2025-06")->text.find("30\" x 44\"") != std::string::npos);
    CHECK(d.find_rules("terrain-setup", "bpr-2025-06")->text.find("4 small and 4 medium") != std::string::npos);
    CHECK(d.find_rules("objective-markers", "bpr-2025-06")->text.find("40 mm") != std::string::npos);
    CHECK(d.find_rules("determine-battleplan", "bpr-2025-06")->text.find("1-3") != std::string::npos);
}
