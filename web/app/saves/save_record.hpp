#pragma once
// One save as the device keeps it: a name, when it was saved, and the battlefield as a setup document
// (docs/formats.md), wrapped as {"format": "battleboard-save", "version", "name", "saved", "system_version", "setup",
// "rolls"}.
#include "battleboard/dice/roll_log.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"

#include <string>
#include <string_view>

namespace app {

// Version 2 added the battle's roll log ("rolls"); version 1 saves open with an empty log. Version 3 added the
// version of the game system's plugin ("system_version"), so a device without that system can say which version
// the save needs; versions 1 and 2 open with it empty.
inline constexpr int kSaveFormatVersion = 3;

struct SaveRecord {
    std::string name;
    double saved_at = 0;  // milliseconds since 1970 (UTC)
    bb::model::Battlefield battlefield;
    bb::dice::RollLog rolls;
    // The system's plugin version when saved (or as the link it came from named it); empty when unknown.
    std::string system_version;
};

std::string encode_save(const SaveRecord& record);
// Never throws: a broken or foreign record gives an Error saying what is wrong.
bb::Result<SaveRecord> decode_save(std::string_view text);

// Milliseconds since 1970 now, and as local "YYYY-MM-DD HH:MM" for lists.
double now_ms();
std::string local_date(double ms);

}  // namespace app
