#include "battleboard/system/model_standing.hpp"

#include <cstdio>

namespace bb::sys {

std::string StandingControl::text_for(double value) const {
    char number[32];
    std::snprintf(number, sizeof number, "%g", value);
    std::string text = label;
    if (const auto at = text.find("{}"); at != std::string::npos) text.replace(at, 2, number);
    if (!note.empty() && value >= note_from) text += note;
    return text;
}

}  // namespace bb::sys
