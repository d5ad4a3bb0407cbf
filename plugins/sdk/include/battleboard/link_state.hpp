#pragma once
// A plugin's own layout of its battle state in a share link (format 5, plugin/link_state_operations.hpp): the
// plugin writes its state field by field with the link's bit tools (exp-Golomb numbers, the link's text code,
// choices from its own lists) and reads it back; the SDK does the rest. It puts the layout's version first, checks
// that what it wrote reads back as exactly the state (else the host carries the bytes), and on reading finds the
// layout in the link and counts the bits it took. Answer the two operations with
//   answer<kWriteLinkState, &write_link_state<Layout>>
//   answer<kReadLinkState, &read_link_state<Layout>>
// where Layout has `static constexpr std::uint32_t version`, `static bool write(const model::PluginState&,
// link::BitWriter&)` (false: this state has no layout) and `static model::PluginState read(link::BitReader&,
// std::uint32_t version)` (reporting problems through the reader's fail()).
#include "battleboard/link/bit_stream.hpp"
#include "battleboard/model/plugin_state.hpp"
#include "battleboard/plugin/link_state_operations.hpp"
#include "battleboard/result.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace bb::plugin::sdk {

using WriteLayout = bool (*)(const model::PluginState& state, link::BitWriter& out);
using ReadLayout = model::PluginState (*)(link::BitReader& in, std::uint32_t version);

Result<LinkStateBits> write_link_state(const model::PluginState& state, std::uint32_t version, WriteLayout write,
                                       ReadLayout read);
Result<LinkStateRead> read_link_state(const LinkStateSource& source, std::uint32_t version, ReadLayout read);

template <class Layout>
Result<LinkStateBits> write_link_state(const model::PluginState& state) {
    return write_link_state(state, Layout::version, &Layout::write, &Layout::read);
}
template <class Layout>
Result<LinkStateRead> read_link_state(const LinkStateSource& source) {
    return read_link_state(source, Layout::version, &Layout::read);
}

// An id from one of the plugin's lists as its place in the list (truncated binary), or as text when the list
// lacks it: a place past the list's end says text follows.
void write_choice(link::BitWriter& out, const std::string& id, const std::vector<std::string>& list);
std::string read_choice(link::BitReader& in, const std::vector<std::string>& list);
// A count written as out.golomb(n, 0); more than `most` fails the reader, naming `what`.
std::size_t read_count(link::BitReader& in, std::size_t most, const char* what);

}  // namespace bb::plugin::sdk
