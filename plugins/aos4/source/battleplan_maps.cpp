#include "battleplan_maps.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battlepack.hpp"

namespace aos4 {

namespace {

using bb::geo::Polygon;
using bb::geo::Vec2;
using bb::model::Objective;
using bb::model::Territory;
using bb::sys::ObjectiveRole;
using bb::sys::ObjectiveSlot;

constexpr double W = kMapWidth, D = kMapDepth;

// The border runs along the middle of the long edges.
std::vector<Territory> long_halves() {
    return {{"South territory", Polygon{{{0, 0}, {W, 0}, {W, D / 2}, {0, D / 2}}}},
            {"North territory", Polygon{{{0, D / 2}, {W, D / 2}, {W, D}, {0, D}}}}};
}

// The border runs across the middle of the short edges.
std::vector<Territory> short_halves() {
    return {{"West territory", Polygon{{{0, 0}, {W / 2, 0}, {W / 2, D}, {0, D}}}},
            {"East territory", Polygon{{{W / 2, 0}, {W, 0}, {W, D}, {W / 2, D}}}}};
}

// The border runs corner to corner.
std::vector<Territory> diagonal_halves() {
    return {{"South-west territory", Polygon{{{0, 0}, {W, 0}, {0, D}}}},
            {"North-east territory", Polygon{{{W, 0}, {W, D}, {0, D}}}}};
}

struct Marker {
    const char* label;
    Vec2 position;
};

std::vector<Objective> objectives(std::initializer_list<Marker> markers) {
    std::vector<Objective> out;
    for (const Marker& m : markers) out.push_back({std::uint32_t(out.size() + 1), m.label, m.position});
    return out;
}

std::vector<ObjectiveSlot> slots(const std::vector<Objective>& objectives, ObjectiveRole role = ObjectiveRole::InPlay,
                                 const std::string& group = "") {
    std::vector<ObjectiveSlot> out;
    for (const auto& o : objectives) out.push_back({o.label, o.position, role, group});
    return out;
}

// The numbered positions 2 to 12 a 2D6 roll picks along one line across the battlefield.
std::vector<ObjectiveSlot> roll_positions(const std::string& line, double y) {
    std::vector<ObjectiveSlot> out;
    for (int n = 2; n <= 12; ++n)
        out.push_back({line + " " + std::to_string(n), {5.0 * (n - 1), y}, ObjectiveRole::Candidate, line});
    return out;
}

// The territory an objective lies wholly within; null for one on a border.
const Territory* home_of(const Vec2& position, const std::vector<Territory>& territories) {
    for (const auto& t : territories)
        if (bb::geo::wholly_inside(bb::geo::Circle{position, bb::model::kObjectiveDiameter / 2}, t.area)) return &t;
    return nullptr;
}

// A map whose objectives stay put for the whole battle.
BattleplanMap fixed(std::vector<Territory> territories, std::vector<Objective> objectives,
                    const std::string& change = "") {
    BattleplanMap map{std::move(territories), std::move(objectives), {}};
    for (std::uint32_t round = 1; round <= kBattleRounds; ++round)
        map.rounds.push_back({round, change, "", slots(map.objectives)});
    return map;
}

// Every objective in play takes `role` from battle round `from` on, grouped by the territory it lies wholly within;
// objectives on a border keep their role unless `include_border` is set.
void from_round(BattleplanMap& map, std::uint32_t from, ObjectiveRole role, const std::string& change,
                bool include_border) {
    for (auto& round : map.rounds) {
        if (round.round < from) continue;
        round.change = change;
        for (auto& slot : round.objectives) {
            const Territory* home = home_of(slot.position, map.territories);
            if (!home && !include_border) continue;
            slot.role = role;
            slot.group = home ? home->name : "";
        }
    }
}

BattleplanMap starstrike() {
    BattleplanMap map{long_halves(), {}, {}};
    const auto border = roll_positions("Border", D / 2);
    auto all = border;
    for (const auto& line : {roll_positions("South line", D / 4), roll_positions("North line", 3 * D / 4)})
        all.insert(all.end(), line.begin(), line.end());
    map.rounds = {
        {1, "The active player sets up 1 objective on the border: roll 2D6 for its position.", "starstrike-objective",
         border},
        {2, "", "", border},
        {3, "The active player sets up 1 objective on each territory's long line: roll 2D6 for each, one at a time.",
         "starstrike-objective", all},
        {4, "", "", all},
        {5, "", "", all},
    };
    return map;
}

BattleplanMap the_vice() {
    BattleplanMap map{long_halves(),
                      objectives({{"Start south-west", {12, 10}},
                                  {"Start south-east", {48, 10}},
                                  {"Start north-west", {12, 34}},
                                  {"Start north-east", {48, 34}}}),
                      {}};
    const auto next = slots(objectives({{"Next south-west", {20, 16}},
                                        {"Next south-east", {40, 16}},
                                        {"Next north-west", {20, 28}},
                                        {"Next north-east", {40, 28}}}));
    const auto centre = slots(objectives({{"Centre", {W / 2, D / 2}}}));
    map.rounds = {
        {1, "", "", slots(map.objectives)},
        {2, "The active player removes the 4 starting objectives and sets up 4 at the next locations.", "", next},
        {3, "", "", next},
        {4, "The active player removes the 4 objectives and sets up 1 in the centre.", "", centre},
        {5, "", "", centre},
    };
    return map;
}

}  // namespace

BattleplanMap battleplan_map(const std::string& id) {
    if (id == "border-war")
        return fixed(
            long_halves(),
            objectives(
                {{"South", {30, 8}}, {"North", {30, 36}}, {"Border west", {12, 22}}, {"Border east", {48, 22}}}));
    if (id == "focal-points")
        return fixed(long_halves(),
                     objectives({{"Centre", {30, 22}},
                                 {"South home", {30, 8}},
                                 {"North home", {30, 36}},
                                 {"West flank", {8, 22}},
                                 {"East flank", {52, 22}}}),
                     "The underdog may make the centre objective a home or a flank objective until the next round.");
    if (id == "starstrike") return starstrike();
    if (id == "shifting-objectives") {
        BattleplanMap map =
            fixed(long_halves(),
                  objectives({{"Objective 1", {12, 14}}, {"Objective 2", {30, 22}}, {"Objective 3", {48, 30}}}));
        for (auto& round : map.rounds) {
            round.change = "The active player rolls a D3 for the primary objective; the underdog may demand a re-roll.";
            round.table_id = "shifting-objectives-primary";
            round.objectives = slots(map.objectives, ObjectiveRole::MayBePrimary, "primary");
        }
        return map;
    }
    if (id == "feral-foray")
        return fixed(
            short_halves(),
            objectives({{"West south", {12, 11}},
                        {"West north", {12, 33}},
                        {"Centre", {30, 22}},
                        {"East south", {48, 11}},
                        {"East north", {48, 33}}}),
            "Each player may raid 1 objective they control in enemy territory: nobody can contest or control it this "
            "round.");
    if (id == "the-jaws-of-gallet") {
        BattleplanMap map = fixed(long_halves(), objectives({{"South-west", {12, 14}},
                                                             {"South centre", {30, 12}},
                                                             {"South-east", {48, 14}},
                                                             {"North-west", {12, 30}},
                                                             {"North centre", {30, 32}},
                                                             {"North-east", {48, 30}}}));
        from_round(map, 2, ObjectiveRole::MayBeRemoved, "At the end of their turn the underdog may remove 1 objective.",
                   true);
        return map;
    }
    if (id == "battle-for-the-pass")
        return fixed(
            long_halves(),
            objectives({{"South", {30, 8}}, {"North", {30, 36}}, {"Pass west", {22, 22}}, {"Pass east", {38, 22}}}));
    if (id == "scorched-earth") {
        BattleplanMap map = fixed(diagonal_halves(), objectives({{"South-west 1", {10, 10}},
                                                                 {"South-west 2", {24, 8}},
                                                                 {"Centre", {30, 22}},
                                                                 {"North-east 1", {50, 34}},
                                                                 {"North-east 2", {36, 36}}}));
        from_round(map, 2, ObjectiveRole::MayBeRemoved,
                   "At the end of their turn the active player may remove 1 objective wholly within enemy territory "
                   "that they control and contest.",
                   false);
        return map;
    }
    if (id == "the-better-part-of-valour")
        return fixed(short_halves(), objectives({{"West", {10, 22}},
                                                 {"Centre south", {30, 10}},
                                                 {"Centre", {30, 22}},
                                                 {"Centre north", {30, 34}},
                                                 {"East", {50, 22}}}));
    if (id == "the-vice") return the_vice();
    if (id == "close-to-the-chest") {
        BattleplanMap map =
            fixed(short_halves(),
                  objectives({{"West 1", {10, 12}}, {"West 2", {18, 32}}, {"East 1", {50, 32}}, {"East 2", {42, 12}}}));
        from_round(map, 1, ObjectiveRole::MayBePrimary,
                   "Each turn the player who is not active picks the primary objective in their own territory.", false);
        return map;
    }
    if (id == "limited-resources")
        return fixed(diagonal_halves(),
                     objectives({{"South-west 1", {15, 8}},
                                 {"South-west 2", {8, 22}},
                                 {"Centre", {30, 22}},
                                 {"North-east 1", {45, 36}},
                                 {"North-east 2", {52, 22}}}),
                     "An objective a player controls at the end of two of their turns in a row is used up for them.");
    return {};
}

}  // namespace aos4
