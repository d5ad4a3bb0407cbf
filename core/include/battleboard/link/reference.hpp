#pragma once
// What both ends of a format 4 link know without sending it: one game system's rules editions, catalogue,
// battleplans and dice tables, from its plugin's description. A link names them by a 16-bit code of their ids,
// which plugins keep stable across releases (docs/plugins.md), so a piece as the catalogue gives it costs a
// few bits and no catalogue name travels as text.
#include "battleboard/link/quantised_setup.hpp"
#include "battleboard/system/system_description.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace bb::link {

using Code = std::uint16_t;
// FNV-1a of the id's bytes, its two halves xored: the same on every machine and in every release.
Code code_of(std::string_view id);

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
    explicit Reference(const sys::SystemDescription& system);

    const std::string& system() const { return system_.id; }
    // The code an id travels as; none when the list lacks it or another of its ids has the same code (such an
    // id travels as text).
    std::optional<Code> code(Names list, const std::string& id) const;
    // The id a code stands for; null when the list has none, or two ids share it.
    const std::string* id(Names list, Code code) const;
    // Format 5: the id's small number in the plugin's list (sys::LinkNumbers); none when it has none or the
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
    std::map<Code, std::string> ids_[4];           // by Names; a code two ids share maps to ""
    const std::vector<std::string>* numbered_[4];  // by Names: the description's link numbers
};

}  // namespace bb::link
