#include "battleboard/plugin/shared_library.hpp"
#include "platform/plugin_loader.hpp"

#include <filesystem>

namespace platform {

void load_plugin(const std::string& system_id, PluginLoaded done) {
    std::error_code ignored;
    const auto folder =
        std::filesystem::read_symlink("/proc/self/exe", ignored).parent_path().parent_path() / "plugins";
    done(bb::plugin::open_shared_library(bb::plugin::shared_library_path(folder, system_id)));
}

}  // namespace platform
