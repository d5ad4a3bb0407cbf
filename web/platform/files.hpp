#pragma once
// Files the player takes out of the app or brings in: downloads (a Blob link in the browser) and a file
// picker. Answers come through callbacks; failures are plain words.
#include "battleboard/result.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace platform {

struct PickedFile {
    std::string name;
    std::string text;
};

// Offers bytes to the player as a file named `name`.
void download_file(const std::string& name, const std::string& mime, const std::vector<std::uint8_t>& bytes);
// Offers an RGBA image (rows top to bottom) as a PNG file.
void download_png(const std::string& name, int width, int height, const std::vector<std::uint8_t>& rgba);
struct PickedBytes {
    std::string name;
    std::vector<std::uint8_t> bytes;
};

// Lets the player choose a text file; `done` is not called if they cancel.
void pick_text_file(const std::string& accept, std::function<void(bb::Result<PickedFile>)> done);
// The same for a binary file of at most `limit` bytes (larger ones are refused before they are read).
void pick_binary_file(const std::string& accept, std::uint32_t limit,
                      std::function<void(bb::Result<PickedBytes>)> done);

}  // namespace platform
