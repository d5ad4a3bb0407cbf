#pragma once
// The measured facts wfb8 pieces carry, under stable keys the app and the building rules compute with.
#include "battleboard/system/system_description.hpp"

#include <string_view>

namespace wfb8::key {
inline constexpr std::string_view kLosValue = "los-value";
inline constexpr std::string_view kLosValuePerLevel = "los-value-per-level";
inline constexpr std::string_view kModelLosPerLevel = "model-los-bonus-per-level";
inline constexpr std::string_view kModelLosPerUpperFloor = "model-los-bonus-per-upper-floor";
inline constexpr std::string_view kUphillCombatResult = "uphill-charge-combat-result";
inline constexpr std::string_view kForestDepth = "forest-depth";
inline constexpr std::string_view kAuraRadius = "aura-radius";
inline constexpr std::string_view kDangerousFailsOn = "dangerous-fails-on";
inline constexpr std::string_view kDangerousFailsOnMounted = "dangerous-fails-on-mounted";
inline constexpr std::string_view kMovementModifier = "movement-modifier";
inline constexpr std::string_view kLeadershipModifier = "leadership-modifier";
inline constexpr std::string_view kHitStrength = "hit-strength";
inline constexpr std::string_view kHitsOn = "hits-on";
inline constexpr std::string_view kRegeneration = "regeneration";
inline constexpr std::string_view kToWoundModifier = "to-wound-modifier";
inline constexpr std::string_view kChargingToHitModifier = "charging-to-hit-modifier";
inline constexpr std::string_view kMagicResistance = "magic-resistance";
inline constexpr std::string_view kChannelModifier = "channel-modifier";
inline constexpr std::string_view kFrenziedAttacksBonus = "frenzied-attacks-bonus";
inline constexpr std::string_view kLeaveRangeLeadershipModifier = "leave-range-leadership-modifier";
inline constexpr std::string_view kGarrisonToHitModifier = "garrison-to-hit-modifier";
inline constexpr std::string_view kShootersPerFloor = "shooters-per-floor";
inline constexpr std::string_view kMultipartOver = "multipart-over";
inline constexpr std::string_view kAssaultPartyUnitStrength = "assault-party-unit-strength";
inline constexpr std::string_view kAssaultWithdrawDistance = "assault-withdraw-distance";
inline constexpr std::string_view kExitDistance = "exit-distance";
}  // namespace wfb8::key

namespace wfb8 {
// A property under one of the keys above, with its label and unit, and the section of the chapter that prints
// the number.
bb::sys::Property property(std::string_view key, double value, bb::sys::SourceRef source);
// The entry's property under `key`, 0 when it has none: rules read their numbers from the data.
double number(const bb::sys::CatalogueEntry& entry, std::string_view key);
}  // namespace wfb8
