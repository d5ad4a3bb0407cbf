#include "battleboard/sdk/link_state.hpp"

#include "battleboard/link/text_code.hpp"
#include "battleboard/plugin/abi.h"

#include <algorithm>

namespace bb::plugin::sdk {

namespace {

constexpr int kVersionOrder = 0;

}  // namespace

Result<LinkStateBits> write_link_state(const model::PluginState& state, std::uint32_t version, WriteLayout write,
                                       ReadLayout read) {
    link::BitWriter out;
    out.golomb(version, kVersionOrder);
    if (!write(state, out)) return Error{"This battle state has no link layout.", BB_STATUS_DECLINED};
    // What the layout cannot say exactly travels as bytes instead.
    auto back = link::BitReader::from_base64url(out.base64url());
    if (!back) return Error{back.error().message, BB_STATUS_DECLINED};
    const auto read_version = back->golomb(kVersionOrder);
    const model::PluginState again = read(*back, static_cast<std::uint32_t>(read_version));
    if (!back->ok() || back->position() != out.size() || !(again == state))
        return Error{"This battle state does not read back from its link layout.", BB_STATUS_DECLINED};
    return LinkStateBits{out.size(), out.packed()};
}

Result<LinkStateRead> read_link_state(const LinkStateSource& source, std::uint32_t version, ReadLayout read) {
    auto in = link::BitReader::from_base64url(source.link_bits);
    if (!in) return make_error("This link is damaged (" + in.error().message + ").");
    in->skip(source.start_bit);
    const std::uint64_t layout = in->golomb(kVersionOrder);
    if (in->ok() && layout > version)
        return make_error("This link's battle state was written by a newer version of this game system's plugin.");
    LinkStateRead reply{read(*in, static_cast<std::uint32_t>(layout)), 0};
    if (!in->ok())
        return make_error("This link is damaged (the game system's battle state: " + in->error() + " at character " +
                          std::to_string(in->error_position() / 6 + 1) + " of its data).");
    reply.bits = in->position() - source.start_bit;
    return reply;
}

void write_choice(link::BitWriter& out, const std::string& id, const std::vector<std::string>& list) {
    const auto at = std::find(list.begin(), list.end(), id);
    out.below(static_cast<std::uint64_t>(at - list.begin()), list.size() + 1);
    if (at == list.end()) link::text_code::write(out, id);
}

std::string read_choice(link::BitReader& in, const std::vector<std::string>& list) {
    const std::uint64_t at = in.below(list.size() + 1);
    if (at < list.size()) return list[at];
    return link::text_code::read(in);
}

}  // namespace bb::plugin::sdk

namespace bb::plugin::sdk {

std::size_t read_count(link::BitReader& in, std::size_t most, const char* what) {
    const std::size_t start = in.position();
    const std::uint64_t n = in.golomb(0);
    if (in.ok() && n > most)
        in.fail(std::to_string(n) + " " + what + " (0 to " + std::to_string(most) + " allowed)", start);
    return in.ok() ? static_cast<std::size_t>(n) : 0;
}

}  // namespace bb::plugin::sdk
