#include "battleboard/dice/dice_pool.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <deque>
#include <limits>
#include <map>

using namespace bb::dice;

namespace {

// Gives the listed words in order, so a test decides every face: word w makes face w % 6 + 1 on a D6.
struct Scripted {
    std::deque<std::uint32_t> words;
    int calls = 0;
    RandomSource source() {
        return [this] {
            ++calls;
            REQUIRE_FALSE(words.empty());
            const auto w = words.front();
            words.pop_front();
            return w;
        };
    }
};

std::uint32_t d6(int face) { return std::uint32_t(face - 1); }

// Pearson's chi-square statistic of observed counts against expected probabilities.
double chi_square(const std::map<int, long>& observed, const std::map<int, double>& probability, long n) {
    double sum = 0;
    for (const auto& [face, p] : probability) {
        const double expected = p * double(n);
        const double seen = observed.count(face) ? double(observed.at(face)) : 0.0;
        sum += (seen - expected) * (seen - expected) / expected;
    }
    return sum;
}

}  // namespace

TEST_CASE("words from the top of the range that would bias low faces are drawn again") {
    // 2^32 = 6 * 715827882 + 4: the last four words would make faces 1 to 4 a little likelier than 5 and 6.
    constexpr std::uint32_t kTop = std::numeric_limits<std::uint32_t>::max();
    Scripted script{{kTop, kTop - 3, 4}};
    CHECK(roll_face(script.source(), 6) == 5);
    CHECK(script.calls == 3);
    // The last accepted word is used as it is.
    Scripted edge{{kTop - 4}};
    CHECK(roll_face(edge.source(), 6) == int((kTop - 4) % 6) + 1);
    CHECK(edge.calls == 1);
    // A power of two divides 2^32: nothing is ever drawn again.
    Scripted even{{kTop}};
    CHECK(roll_face(even.source(), 8) == 8);
}

TEST_CASE("every face of each kind of die comes up as often as it should over a large seeded sample") {
    const auto source = seeded_source(20261125);
    // Chi-square critical values at p = 0.001 for k - 1 degrees of freedom: a fair die fails 1 time in 1000,
    // a die off by 1% of a face's share over 600 000 rolls fails every time.
    const std::map<int, double> kCritical = {{2, 13.816}, {5, 20.515}, {10, 29.588}, {35, 66.619}};
    struct Case {
        DieKind kind;
        std::map<int, double> probability;
        int dof;
    };
    std::vector<Case> cases;
    Case d6_case{DieKind::D6, {}, 5}, d3_case{DieKind::D3, {}, 2}, two_case{DieKind::TwoD6, {}, 10},
        d66_case{DieKind::D66, {}, 35};
    for (int f = 1; f <= 6; ++f) d6_case.probability[f] = 1.0 / 6;
    for (int f = 1; f <= 3; ++f) d3_case.probability[f] = 1.0 / 3;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) {
            two_case.probability[a + b] += 1.0 / 36;
            d66_case.probability[10 * a + b] += 1.0 / 36;
        }
    cases = {d6_case, d3_case, two_case, d66_case};
    constexpr long kRolls = 600000;
    for (const auto& c : cases) {
        CAPTURE(kind_name(c.kind));
        std::map<int, long> seen;
        for (long i = 0; i < kRolls; ++i) ++seen[roll_die(c.kind, source)];
        CHECK(seen.size() == c.probability.size());  // no face outside the die's range
        for (const auto& [face, count] : seen) CHECK(c.probability.count(face) == 1);
        CHECK(chi_square(seen, c.probability, kRolls) < kCritical.at(c.dof));
    }
}

TEST_CASE("the chi-square check notices a die that favours low faces") {
    // The same check over a die reduced modulo 6 from 4-bit words (16 = 2*6 + 4) must fail: it proves the
    // test above can fail.
    auto engine = seeded_source(7);
    std::map<int, long> seen;
    constexpr long kRolls = 600000;
    for (long i = 0; i < kRolls; ++i) ++seen[int((engine() & 15u) % 6) + 1];
    std::map<int, double> fair;
    for (int f = 1; f <= 6; ++f) fair[f] = 1.0 / 6;
    CHECK(chi_square(seen, fair, kRolls) > 20.515);
}

TEST_CASE("successes are the dice at or above the target") {
    Scripted script{{d6(1), d6(2), d6(3), d6(4), d6(5), d6(6)}};
    const auto roll = roll_pool({DieKind::D6, 6, {3, Reroll::None}, std::nullopt}, script.source());
    REQUIRE(roll.first.dice.size() == 6);
    CHECK(roll.first.successes == 4);
    CHECK_FALSE(roll.first.dice[1].success);
    CHECK(roll.first.dice[2].success);
    CHECK(roll.successes() == 4);
    CHECK_FALSE(roll.second.has_value());
}

TEST_CASE("re-roll 1s rolls each 1 again once and keeps the new face") {
    // 1, 3, 5 then the re-roll of the 1 shows a 1 again: it stays a failure, not re-rolled twice.
    Scripted script{{d6(1), d6(3), d6(5), d6(1)}};
    const auto roll = roll_pool({DieKind::D6, 3, {3, Reroll::Ones}, std::nullopt}, script.source());
    CHECK(script.calls == 4);
    CHECK(roll.first.dice[0].rerolled_from == 1);
    CHECK(roll.first.dice[0].face == 1);
    CHECK(roll.first.dice[1].rerolled_from == 0);  // a 3 misses a 4+ but is not a 1
    CHECK(roll.first.successes == 2);
    Scripted lucky{{d6(1), d6(6)}};
    const auto second = roll_pool({DieKind::D6, 1, {4, Reroll::Ones}, std::nullopt}, lucky.source());
    CHECK(second.first.dice[0].face == 6);
    CHECK(second.first.dice[0].success);
}

TEST_CASE("re-roll failures rolls every die below the target again once") {
    Scripted script{{d6(1), d6(3), d6(5), d6(2), d6(4)}};
    const auto roll = roll_pool({DieKind::D6, 3, {4, Reroll::Failures}, std::nullopt}, script.source());
    CHECK(script.calls == 5);
    CHECK(roll.first.dice[0].rerolled_from == 1);
    CHECK(roll.first.dice[0].face == 2);
    CHECK(roll.first.dice[1].rerolled_from == 3);
    CHECK(roll.first.dice[1].face == 4);
    CHECK(roll.first.dice[2].rerolled_from == 0);
    CHECK(roll.first.successes == 2);
}

TEST_CASE("the second step rolls one die per success of the first") {
    // Hits on 3+: 6, 2, 4, 3 give three hits; wounds on 5+ re-rolling 1s: 1 (re-rolled to 5), 6, 4.
    Scripted script{{d6(6), d6(2), d6(4), d6(3), d6(1), d6(6), d6(4), d6(5)}};
    const auto roll = roll_pool({DieKind::D6, 4, {3, Reroll::None}, Step{5, Reroll::Ones}}, script.source());
    CHECK(roll.first.successes == 3);
    REQUIRE(roll.second.has_value());
    REQUIRE(roll.second->dice.size() == 3);
    CHECK(roll.second->dice[0].rerolled_from == 1);
    CHECK(roll.second->dice[0].face == 5);
    CHECK(roll.second->successes == 2);
    CHECK(roll.successes() == 2);
    CHECK(describe_result(roll) == "3 successes (2 3 4 6); then 2 successes (4 5 6)");
}

TEST_CASE("a pool is kept within the dice's range and described in words") {
    Scripted script{{d6(1), d6(2)}};
    const auto roll = roll_pool({DieKind::D3, 2, {9, Reroll::None}, std::nullopt}, script.source());
    CHECK(roll.request.first.target == 3);  // a D3's highest face
    CHECK(roll.first.dice[0].face == 1);
    CHECK(roll.first.dice[1].face == 2);
    CHECK(describe({DieKind::D6, 12, {3, Reroll::Ones}, Step{4, Reroll::Failures}}) ==
          "12 D6, 3+, re-roll 1s; then 4+, re-roll failures");
    const auto none = roll_pool({DieKind::D6, 0, {1, Reroll::None}, std::nullopt}, seeded_source(1));
    CHECK(none.request.count == 1);
    CHECK(none.request.first.target == 2);
    CHECK(roll_pool({DieKind::D6, 1000, {4, Reroll::None}, std::nullopt}, seeded_source(1)).first.dice.size() ==
          std::size_t(kMaxDice));
}

TEST_CASE("D66 reads the first die as tens and 2D6 adds the two") {
    Scripted script{{d6(3), d6(5), d6(6), d6(2)}};
    CHECK(roll_die(DieKind::D66, script.source()) == 35);
    Scripted again{{d6(6), d6(2)}};
    CHECK(roll_die(DieKind::TwoD6, again.source()) == 8);
}
