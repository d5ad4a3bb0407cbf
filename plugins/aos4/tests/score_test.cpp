// aos4 score sheets worked out by the real plugin (its own score-sheet operation): caps, rounds, double turns and
// seizing the initiative, the underdog, battle tactic restrictions and the result.
#include "aos4/source/score.hpp"
#include "aos4_fixture.hpp"

using namespace bb;
using RoundRecord = aos4::Round;
using TurnRecord = aos4::Turn;

namespace {

TurnRecord turn(std::vector<aos4::LineTick> lines, std::string tactic = "", bool completed = false) {
    return {std::move(lines), std::move(tactic), completed};
}

RoundRecord round(std::uint32_t priority, std::uint32_t first, TurnRecord attacker, TurnRecord defender) {
    return {priority, first, {std::move(attacker), std::move(defender)}};
}

aos4::ScoreSheet sheet(const std::string& battleplan, std::vector<RoundRecord> rounds,
                       std::vector<std::string> attacker_keywords = {"ORDER"},
                       std::vector<std::string> defender_keywords = {"CHAOS"}) {
    return {battleplan,
            2000,
            {{"Ann", "Stormcast Eternals", std::move(attacker_keywords)},
             {"Bob", "Slaves to Darkness", std::move(defender_keywords)}},
            std::move(rounds)};
}

Result<aos4::ScoreSummary> try_score(const aos4::ScoreSheet& s) {
    auto client = aos4_test::connect_aos4();
    return client.request(aos4::kScoreSheet, s);
}

aos4::ScoreSummary scored(const aos4::ScoreSheet& s) {
    auto summary = try_score(s);
    REQUIRE_MESSAGE(summary.ok(), (summary.ok() ? "" : summary.error().message));
    return *summary;
}

// A turn of The Jaws of Gallet scoring the first `lines` of its three 2 VP lines.
TurnRecord jaws(int lines) {
    std::vector<aos4::LineTick> ticks;
    const char* ids[] = {"at-least-one", "two-or-more", "more-than-opponent"};
    for (int i = 0; i < lines; ++i) ticks.push_back({ids[i], 1});
    return turn(ticks);
}

}  // namespace

TEST_CASE("aos4 score: Border War caps objective VP at 6 per turn, the battle tactic comes on top") {
    const auto s = scored(sheet(
        "border-war",
        {round(0, 0,
               turn({{"home-objective", 1}, {"border-objective", 2}, {"enemy-objective", 1}}, "seize-the-centre", true),
               turn({{"border-objective", 1}}))}));
    REQUIRE(s.rounds.size() == 1);
    const auto& ann = s.rounds[0].players[0];
    CHECK(ann.objective_vp_uncapped == 10);  // 1 + 2x2 + 5
    CHECK(ann.objective_vp == 6);
    CHECK(ann.battle_tactic_vp == 4);
    CHECK(ann.turn_vp == 10);
    CHECK(s.rounds[0].players[1].turn_vp == 2);
    CHECK(s.totals == std::vector<std::uint32_t>{10, 2});
    CHECK(s.battle_tactics_completed == std::vector<std::uint32_t>{1, 0});
    CHECK(s.warnings.empty());
    // Battle for the Pass has the same cap; The Jaws of Gallet none.
    const auto pass = scored(
        sheet("battle-for-the-pass", {round(0, 0, turn({{"home-objective", 1}, {"enemy-objective", 1}}), turn({}))}));
    CHECK(pass.rounds[0].players[0].objective_vp == 6);
    CHECK(scored(sheet("the-jaws-of-gallet", {round(0, 0, jaws(3), jaws(0))})).totals[0] == 6);
}

TEST_CASE("aos4 score: lines score their VP, Focal Points and Shifting Objectives") {
    const auto focal = scored(sheet(
        "focal-points",
        {round(0, 0,
               turn({{"at-least-one", 1}, {"two-or-more", 1}, {"more-than-opponent", 1}, {"home-or-flank-pair", 1}}),
               turn({{"at-least-one", 1}}))}));
    CHECK(focal.totals == std::vector<std::uint32_t>{6, 1});
    const auto shifting = scored(sheet(
        "shifting-objectives", {round(0, 0, turn({{"secondary-objective", 2}, {"primary-objective", 1}}), turn({}))}));
    CHECK(shifting.totals[0] == 4);
    CHECK_FALSE(
        try_score(sheet("shifting-objectives", {round(0, 0, turn({{"secondary-objective", 3}}), turn({}))})).ok());
}

TEST_CASE("aos4 score: The Vice's last-objective line scores only in battle rounds 4 and 5") {
    const auto late = turn({{"no-enemy-near-last-objective", 1}});
    const auto s = scored(sheet("the-vice", {round(0, 0, jaws(0), late), round(0, 0, late, jaws(0)),
                                             round(0, 0, jaws(0), jaws(0)), round(0, 0, late, jaws(0))}));
    CHECK(s.rounds[0].players[1].turn_vp == 0);
    CHECK(s.rounds[1].players[0].turn_vp == 0);
    CHECK(s.rounds[3].players[0].turn_vp == 2);
    CHECK(s.warnings.size() == 2);
    CHECK(s.totals == std::vector<std::uint32_t>{2, 0});
}

TEST_CASE("aos4 score: the underdog has fewer VP at the start of the round, none on a tie") {
    const auto s = scored(sheet("the-jaws-of-gallet", {round(0, 0, jaws(3), jaws(1)), round(0, 0, jaws(0), jaws(2)),
                                                       round(0, 0, jaws(0), jaws(0))}));
    CHECK(s.rounds[0].underdog == aos4::kNoPlayer);  // 0 - 0
    CHECK(s.rounds[1].underdog == 1);                // 6 - 2
    CHECK(s.rounds[2].underdog == aos4::kNoPlayer);  // 6 - 6
}

TEST_CASE("aos4 score: seizing the initiative makes the opponent the underdog for the rest of the battle") {
    // Round 1: Ann first. Round 2: Bob went second, wins priority and goes first, 0 VP behind: he seizes.
    auto rounds = std::vector<RoundRecord>{round(0, 0, jaws(1), jaws(0)),
                                           round(1, 1, jaws(3), turn({}, "seize-the-centre", true)),
                                           round(0, 1, jaws(3), jaws(0)), round(1, 1, jaws(3), jaws(0))};
    const auto s = scored(sheet("the-jaws-of-gallet", rounds));
    CHECK(s.rounds[1].double_turn == 1);
    CHECK(s.rounds[1].seized_initiative);
    CHECK(s.rounds[1].underdog == 0);                   // Ann, though she leads 2 to 0
    CHECK(s.rounds[2].underdog == 0);                   // still Ann, far ahead
    CHECK(s.rounds[2].double_turn == aos4::kNoPlayer);  // Ann had priority but let Bob go first
    // Round 4: Bob went first in round 3 too, so going first again is no double turn.
    CHECK(s.rounds[3].double_turn == aos4::kNoPlayer);
    CHECK(s.rounds[3].underdog == 0);
    // Tactical Gambit is closed on a double turn that seizes the initiative: no VP, a warning.
    CHECK(s.rounds[1].players[1].battle_tactic_vp == 0);
    REQUIRE(s.warnings.size() == 1);
    CHECK(s.warnings[0].find("double turn") != std::string::npos);
}

TEST_CASE("aos4 score: a double turn while 6 or more behind seizes nothing and still allows a battle tactic") {
    const auto behind_by = [](std::vector<aos4::LineTick> ann_lines) {
        // Focal Points, round 1: Ann scores 1 VP per line and a 4 VP tactic; Bob nothing. Round 2: Bob takes a
        // double turn and attempts a battle tactic.
        return scored(sheet("focal-points", {round(0, 0, turn(std::move(ann_lines), "do-not-waver", true), turn({})),
                                             round(1, 1, turn({}), turn({}, "do-not-waver", true))}));
    };
    const auto six = behind_by({{"at-least-one", 1}, {"two-or-more", 1}});
    CHECK(six.rounds[1].double_turn == 1);
    CHECK_FALSE(six.rounds[1].seized_initiative);
    CHECK(six.rounds[1].underdog == 1);  // fewest VP
    CHECK(six.rounds[1].players[1].battle_tactic_vp == 4);
    CHECK(six.warnings.empty());
    const auto five = behind_by({{"at-least-one", 1}});
    CHECK(five.rounds[1].seized_initiative);
    CHECK(five.rounds[1].underdog == 0);
    CHECK(five.rounds[1].players[1].battle_tactic_vp == 0);
}

TEST_CASE("aos4 score: each battle tactic once per battle, grand alliance tactics need the general's keyword") {
    const auto s =
        scored(sheet("the-jaws-of-gallet",
                     {round(0, 0, turn({}, "slay-the-tyrants", true), turn({}, "slay-the-tyrants", true)),
                      round(0, 0, turn({}, "slay-the-tyrants", true), turn({}, "offering-of-carnage", true))},
                     {"order", "HERO"}, {"CHAOS"}));
    // Ann (ORDER, written in lower case) may pick Slay the Tyrants once; Bob (CHAOS) may not pick it at all.
    CHECK(s.rounds[0].players[0].battle_tactic_vp == 4);
    CHECK(s.rounds[0].players[1].battle_tactic_vp == 0);
    CHECK(s.rounds[1].players[0].battle_tactic_vp == 0);
    CHECK(s.rounds[1].players[1].battle_tactic_vp == 4);
    CHECK(s.battle_tactics_completed == std::vector<std::uint32_t>{1, 1});
    REQUIRE(s.warnings.size() == 2);
    CHECK(s.warnings[0].find("lacks ORDER") != std::string::npos);
    CHECK(s.warnings[1].find("already attempted") != std::string::npos);
}

TEST_CASE("aos4 score: results - major at 5 VP or more, minor below, battle tactics break a tie, else a draw") {
    const auto five_rounds = [](TurnRecord a1, TurnRecord b1) {
        return std::vector<RoundRecord>{round(0, 0, std::move(a1), std::move(b1)), round(0, 0, jaws(0), jaws(0)),
                                        round(0, 0, jaws(0), jaws(0)), round(0, 0, jaws(0), jaws(0)),
                                        round(0, 0, jaws(0), jaws(0))};
    };
    SUBCASE("a lead of exactly 5 is a major victory") {
        // Focal Points: Ann 1 + 1 + 3 = 5, Bob 0.
        const auto s = scored(
            sheet("focal-points",
                  five_rounds(turn({{"at-least-one", 1}, {"two-or-more", 1}, {"home-or-flank-pair", 1}}), turn({}))));
        CHECK(s.finished);
        CHECK(s.outcome == aos4::Outcome::MajorVictory);
        CHECK(s.winner == 0);
        CHECK(s.result == "Major victory for Ann, 5 to 0 VP.");
    }
    SUBCASE("a lead of 4 is a minor victory") {
        const auto s = scored(
            sheet("focal-points", five_rounds(turn({}), turn({{"at-least-one", 1}, {"home-or-flank-pair", 1}}))));
        CHECK(s.outcome == aos4::Outcome::MinorVictory);
        CHECK(s.winner == 1);
        CHECK(s.result == "Minor victory for Bob, 4 to 0 VP.");
    }
    SUBCASE("level on VP: more battle tactics wins a minor victory") {
        const auto s =
            scored(sheet("the-jaws-of-gallet",
                         five_rounds(turn({}, "do-not-waver", true), turn({{"at-least-one", 1}, {"two-or-more", 1}}))));
        CHECK(s.totals == std::vector<std::uint32_t>{4, 4});
        CHECK(s.outcome == aos4::Outcome::MinorVictory);
        CHECK(s.winner == 0);
        CHECK(s.result.find("on battle tactics (1 to 0)") != std::string::npos);
    }
    SUBCASE("level on both: a draw") {
        const auto s = scored(sheet("the-jaws-of-gallet", five_rounds(jaws(2), jaws(2))));
        CHECK(s.outcome == aos4::Outcome::Draw);
        CHECK(s.winner == aos4::kNoPlayer);
        CHECK(s.result == "Draw at 4 VP and 0 battle tactics each.");
    }
    SUBCASE("an unfinished battle says how far it got") {
        const auto s = scored(sheet("the-jaws-of-gallet", {round(0, 0, jaws(1), jaws(0))}));
        CHECK_FALSE(s.finished);
        CHECK(s.battle_rounds == 5);
        CHECK(s.result == "After 1 of 5 battle rounds: Minor victory for Ann, 2 to 0 VP.");
    }
}

TEST_CASE("aos4 score: sheets that cannot be worked out are errors") {
    CHECK_FALSE(try_score(sheet("no-such-battleplan", {})).ok());
    auto three = sheet("border-war", {});
    three.players.push_back({});
    CHECK_FALSE(try_score(three).ok());
    CHECK_FALSE(try_score(sheet("border-war", std::vector<RoundRecord>(6, round(0, 0, jaws(0), jaws(0))))).ok());
    CHECK_FALSE(try_score(sheet("border-war", {round(0, 0, turn({{"battle-tactic", 1}}), turn({}))})).ok());
    CHECK_FALSE(try_score(sheet("border-war", {round(0, 0, turn({}, "no-such-tactic"), turn({}))})).ok());
    CHECK_FALSE(try_score(sheet("border-war", {round(2, 0, turn({}), turn({}))})).ok());
    CHECK_FALSE(try_score(sheet("border-war", {RoundRecord{0, 0, {turn({})}}})).ok());
    const auto error = try_score(sheet("border-war", {round(2, 0, turn({}), turn({}))}));
    CHECK(error.error().message.find("Battle round 1") != std::string::npos);
}

TEST_CASE("aos4 score: a tick of a line the battleplan no longer has is named and not counted; the rest counts") {
    // Border War scores by territory; a sheet from before the rules audit may tick the common 2-2-2 lines.
    const auto older = sheet("border-war", {round(0, 0, turn({{"at-least-one", 1}, {"home-objective", 1}}), turn({}))});
    const auto worked = try_score(older);
    REQUIRE(worked.ok());
    CHECK(worked->totals[0] ==
          try_score(sheet("border-war", {round(0, 0, turn({{"home-objective", 1}}), turn({}))}))->totals[0]);
    REQUIRE(worked->warnings.size() == 1);
    CHECK(worked->warnings[0] ==
          "Battle round 1, Ann: 'at-least-one' is not a scoring line of this battleplan, so "
          "it is not counted.");
}
