#include "platform/files.hpp"

#include <cstdio>
#include <fstream>

namespace platform {

// A native window has no browser downloads: files go to the working folder, named as the browser would.
void download_file(const std::string& name, const std::string&, const std::vector<std::uint8_t>& bytes) {
    std::ofstream(name, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    std::fprintf(stderr, "wrote %s\n", name.c_str());
}

void download_png(const std::string& name, int, int, const std::vector<std::uint8_t>&) {
    std::fprintf(stderr, "PNG export of %s is only in the browser\n", name.c_str());
}

void pick_text_file(const std::string&, std::function<void(bb::Result<PickedFile>)> done) {
    done(bb::make_error("Importing a file needs the browser app; natively, use scripts/cli validate."));
}

void pick_binary_file(const std::string&, std::uint32_t, std::function<void(bb::Result<PickedBytes>)> done) {
    done(bb::make_error("Choosing a file needs the browser app."));
}

}  // namespace platform
