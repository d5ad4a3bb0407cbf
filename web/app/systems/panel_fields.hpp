#pragma once
// Small pieces the system panels lay out the same way: a label column, whole-number fields, wrapped
// coloured text.
#include <imgui.h>
#include <cstdint>
#include <string>

namespace app {

// A label on the left; the next item fills the rest of the line.
void field_label(const char* text);

// A whole number between `lowest` and `highest`, noted under widget `key`. Returns whether it changed.
bool count_field(const std::string& key, const char* label, std::uint32_t& value, std::uint32_t lowest,
                 std::uint32_t highest);

// A length in inches (steps of half an inch) between `lowest` and `highest`, noted under widget `key`.
bool inches_field(const std::string& key, const char* label, double& value, double lowest, double highest);

void wrapped_text(const ImVec4& colour, const std::string& text);

}  // namespace app
