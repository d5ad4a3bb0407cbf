#include "app/session/share_link.hpp"

#include "battleboard/link/link.hpp"

namespace app {

bb::Result<std::string> share_link(const SystemLibrary& library, const bb::model::Battlefield& battlefield) {
    const auto& system = library.system();
    const bb::link::Reference reference(system, library.installed().version_of(system.id));
    const auto codec = library.link_state_codec(system.id);
    return bb::link::encode(battlefield, &reference, &codec);
}

}  // namespace app
