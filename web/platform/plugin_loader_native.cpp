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

// Plugin bundles hold WebAssembly modules: the native app opens only the build's own plugins.
namespace {
const std::string kBrowserOnly = "Adding a game system from a plugin bundle works in the browser app.";
}

void list_added_systems(std::function<void(bb::Result<std::vector<AddedSystem>>)> done) {
    done(std::vector<AddedSystem>{});
}
void try_added_plugin(const std::string&, const std::vector<std::uint8_t>&, PluginLoaded done) {
    done(bb::make_error(kBrowserOnly));
}
void load_added_plugin(const std::string&, PluginLoaded done) { done(bb::make_error(kBrowserOnly)); }
void keep_added_system(const bb::plugin::IndexEntry&, const std::vector<std::uint8_t>&, AddedDone done) {
    done(kBrowserOnly);
}
void remove_added_system(const std::string&, AddedDone done) { done(kBrowserOnly); }
void clear_broken_system(const std::string&, AddedDone done) { done(kBrowserOnly); }
void on_added_system_stopped(std::function<void(const std::string&, const std::string&)>) {}

}  // namespace platform
