#include "plugin_state_json.hpp"

namespace bb::setup {

namespace {

constexpr char kHex[] = "0123456789abcdef";

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace

nlohmann::json plugin_state_fields(const model::PluginState& state) {
    std::string hex;
    hex.reserve(state.data.size() * 2);
    for (std::uint8_t byte : state.data) {
        hex += kHex[byte >> 4];
        hex += kHex[byte & 15];
    }
    return {{"version", state.version}, {"data", hex}};
}

std::string read_plugin_state_fields(const nlohmann::json& object, const std::string& where,
                                     model::PluginState& state) {
    if (!object.is_object()) return where + " must be an object";
    for (auto it = object.begin(); it != object.end(); ++it)
        if (it.key() != "version" && it.key() != "data") return where + "." + it.key() + " is not a field here";
    auto version = object.find("version");
    if (version == object.end() || !version->is_number_unsigned() || version->get<std::uint64_t>() > 0xffffffffu)
        return where + ".version must be a whole number";
    auto data = object.find("data");
    if (data == object.end() || !data->is_string()) return where + ".data must be text";
    const std::string& hex = data->get_ref<const std::string&>();
    if (hex.size() % 2 != 0 || hex.size() / 2 > kMaxPluginStateBytes)
        return where + ".data must be pairs of hex digits, at most " + std::to_string(kMaxPluginStateBytes) + " bytes";
    state.version = version->get<std::uint32_t>();
    state.data.clear();
    for (std::size_t i = 0; i < hex.size(); i += 2) {
        const int high = hex_digit(hex[i]), low = hex_digit(hex[i + 1]);
        if (high < 0 || low < 0) return where + ".data must be hex digits";
        state.data.push_back(std::uint8_t(high * 16 + low));
    }
    return {};
}

}  // namespace bb::setup
