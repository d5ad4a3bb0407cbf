// The fields every payload begins with (layout.hpp): what read_header gives without any plugin.
#include "battleboard/link/text_code.hpp"
#include "battleboard/plugin/plugin_index.hpp"
#include "layout.hpp"

namespace bb::link::layout {

Head read_head(BitReader& in, int format) {
    Head head;
    head.system = text_code::read(in);
    if (format >= 7) {
        const std::size_t start = in.position();
        head.plugin_version = text_code::read(in);
        if (const auto problem = plugin_version_problem(head.plugin_version); problem && in.ok())
            in.fail("a plugin version " + *problem, start);
    }
    head.refers = in.flag();
    return head;
}

std::optional<std::string> plugin_version_problem(std::string_view version) {
    if (plugin::usable_plugin_version(version)) return std::nullopt;
    if (version.size() > plugin::kMaxPluginVersionBytes)
        return "of " + std::to_string(version.size()) + " bytes (at most " +
               std::to_string(plugin::kMaxPluginVersionBytes) + ")";
    return std::string("with control characters");
}

}  // namespace bb::link::layout
