#pragma once
// What both ends of a link know without sending it: one game system's rules editions, catalogue, battleplans and
// dice tables, from its plugin's description. A link names them by the small numbers the plugin gives their ids
// (sys::LinkNumbers), which plugins keep stable across releases (docs/plugins.md), so a piece as the catalogue
// gives it costs a few bits and no catalogue name travels as text.
#include "battleboard/link/quantised_setup.hpp"
#include "battleboard/system/system_description.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace bb::link {

// The lists of the description a link refers into.
enum class Names : std::uint8_t { Editions, Catalogue, Battleplans, Tables };

// A catalogue entry as a piece placed from it looks, in the steps a link holds.
struct Look {
    std::string label;
    Shape shape;
    std::int32_t height = 0;
    std::uint32_t levels = 1;
};

// Holds on to the description: it must outlive the reference.
class Reference {
public:
    // `plugin_version`: the version of the plugin the description came from (its plugins/index.json entry). The
    // encoder learns it here because only a caller holding the plugin knows it, and a link that refers to the
    // description is the one a reader without that plugin cannot open: the link names the version so the reader's
    // message can ask for it (format 7). Empty when unknown.
    explicit Reference(const sys::SystemDescription& system, std::string plugin_version = {});

    const std::string& system() const { return system_.id; }
    const std::string& plugin_version() const { return plugin_version_; }
    // The id's small number in the plugin's list (sys::LinkNumbers); none when it has none or the
    // description lacks the id.
    std::optional<std::uint32_t> number(Names list, const std::string& id) const;
    // The id a number stands for; null past the list's end.
    const std::string* numbered(Names list, std::uint32_t number) const;
    // The entry's look in the edition; none when the entry is not in it or cannot be put in a link.
    std::optional<Look> look(const std::string& entry_id, const std::string& edition) const;
    // The battleplan's objectives and territories as laid on a board of this size (in eighths), quantised the
    // way a link holds them; none when the system has no such battleplan.
    std::optional<QuantisedSetup> laid_out(const std::string& battleplan_id, std::int32_t width,
                                           std::int32_t depth) const;

private:
    const sys::SystemDescription& system_;
    std::string plugin_version_;
    const std::vector<std::string>* numbered_[4];  // by Names: the description's link numbers
};

}  // namespace bb::link
