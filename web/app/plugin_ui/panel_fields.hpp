#pragma once
// A labelled length field, as the piece panel lays out its size: a label column, then the field.
#include <imgui.h>
#include <string>

namespace app {

// A label on the left; the next item fills the rest of the line.
void field_label(const char* text);

// A length in inches (steps of half an inch) between `lowest` and `highest`, noted under widget `key`.
bool inches_field(const std::string& key, const char* label, double& value, double lowest, double highest);

}  // namespace app
