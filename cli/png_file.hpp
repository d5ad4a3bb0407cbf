#pragma once
// Writes an RGB image as a PNG file through libpng.
#include <cstdint>
#include <string>
#include <vector>

namespace cli {

// Rows top to bottom, 3 bytes a pixel. Empty on success, else why it failed.
std::string write_png(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgb);

}  // namespace cli
