#include "battleboard/plugin/shared_library.hpp"
#include "platform/plugin_loader.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace platform {

namespace {

// The build's plugins folder, beside the folder holding the app.
std::filesystem::path plugin_folder() {
    std::error_code ignored;
    return std::filesystem::read_symlink("/proc/self/exe", ignored).parent_path().parent_path() / "plugins";
}

}  // namespace

void load_plugin_index(std::function<void(bb::Result<std::string>)> done) {
    std::ifstream in(plugin_folder() / "index.json", std::ios::binary);
    if (!in) return done(bb::make_error("there is no plugins/index.json beside the app"));
    std::ostringstream text;
    text << in.rdbuf();
    done(text.str());
}

void load_plugin(const std::string&, const std::string& file, PluginLoaded done) {
    done(bb::plugin::open_shared_library(plugin_folder() / file));
}

}  // namespace platform
