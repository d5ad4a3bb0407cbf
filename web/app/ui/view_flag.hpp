#pragma once
// A share link may ask to open in the opponent's view (the board turned 180 degrees): "&turned" after the
// encoded setup in the address's fragment. The flag sits outside the setup's code, so links without it open
// as before and the setup format is unchanged.
#include <string>
#include <string_view>

namespace app {

inline constexpr std::string_view kTurnedFlag = "&turned";

// Takes the flag off a fragment; gives whether it was there.
inline bool take_turned_flag(std::string& fragment) {
    if (fragment.size() < kTurnedFlag.size() ||
        fragment.compare(fragment.size() - kTurnedFlag.size(), kTurnedFlag.size(), kTurnedFlag) != 0)
        return false;
    fragment.resize(fragment.size() - kTurnedFlag.size());
    return true;
}

}  // namespace app
