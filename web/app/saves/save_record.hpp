#pragma once
// One save as the device keeps it: a name, when it was saved, and the battlefield as a setup document
// (docs/formats.md), wrapped as {"format": "battleboard-save", "version", "name", "saved", "setup", "rolls"}.
#include "battleboard/dice/roll_log.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"

#include <string>
#include <string_view>

namespace app {

// Version 2 added the battle's roll log ("rolls"); version 1 saves open with an empty log.
inline constexpr int kSaveFormatVersion = 2;

struct SaveRecord {
    std::string name;
    double saved_at = 0;  // milliseconds since 1970 (UTC)
    bb::model::Battlefield battlefield;
    bb::dice::RollLog rolls;
};

std::string encode_save(const SaveRecord& record);
// Never throws: a broken or foreign record gives an Error saying what is wrong.
bb::Result<SaveRecord> decode_save(std::string_view text);

// Milliseconds since 1970 now, and as local "YYYY-MM-DD HH:MM" for lists.
double now_ms();
std::string local_date(double ms);

}  // namespace app
