#include "properties.hpp"

namespace wfb8 {

namespace {

struct Meaning {
    std::string_view key, label, unit;
};

constexpr Meaning kMeanings[] = {
    {key::kLosValue, "Line of Sight value", ""},
    {key::kLosValuePerLevel, "Line of Sight value per level", ""},
    {key::kModelLosPerLevel, "Line of Sight added to models on top, per level", ""},
    {key::kModelLosPerUpperFloor, "Line of Sight added to models per floor above the first", ""},
    {key::kUphillCombatResult, "Combat result for charging from uphill", ""},
    {key::kForestDepth, "Depth of forest that blocks sight (more than)", "\""},
    {key::kAuraRadius, "Range of its effect", "\""},
    {key::kDangerousFailsOn, "Dangerous Terrain test fails on this or lower", ""},
    {key::kDangerousFailsOnMounted, "Fails on this or lower: cavalry, monstrous cavalry, chariots", ""},
    {key::kMovementModifier, "Movement modifier", ""},
    {key::kLeadershipModifier, "Leadership modifier", ""},
    {key::kHitStrength, "Strength of its hits", ""},
    {key::kHitsOn, "Strikes on a D6 roll of", "+"},
    {key::kRegeneration, "Regeneration", "+"},
    {key::kToWoundModifier, "To Wound modifier for hits on nearby units", ""},
    {key::kChargingToHitModifier, "To Hit modifier for charging models touching it", ""},
    {key::kMagicResistance, "Magic Resistance", ""},
    {key::kChannelModifier, "Channelling modifier", ""},
    {key::kFrenziedAttacksBonus, "Extra Attacks for units already Frenzied", ""},
    {key::kLeaveRangeLeadershipModifier, "Leadership test modifier for Dwarfs to leave its range", ""},
    {key::kGarrisonToHitModifier, "Close combat To Hit modifier for its garrison", ""},
    {key::kShootersPerFloor, "Models that may shoot per floor", ""},
    {key::kMultipartOver, "Split into sections when a side reaches", "\""},
    {key::kAssaultPartyUnitStrength, "Assault party size (Unit Strength)", ""},
    {key::kAssaultWithdrawDistance, "A repulsed or blocked attacker moves back", "\""},
    {key::kExitDistance, "A leaving garrison sets up this far out", "\""},
};

}  // namespace

bb::sys::Property property(std::string_view key, double value, bb::sys::SourceRef source) {
    for (const auto& m : kMeanings)
        if (m.key == key)
            return {std::string(key), std::string(m.label), value, std::string(m.unit), std::move(source)};
    return {std::string(key), std::string(key), value, "", std::move(source)};
}

double number(const bb::sys::CatalogueEntry& entry, std::string_view key) {
    const auto* p = entry.find_property(std::string(key));
    return p ? p->value : 0;
}

}  // namespace wfb8
