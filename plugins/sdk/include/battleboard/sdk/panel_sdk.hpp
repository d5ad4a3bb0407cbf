#pragma once
// Helpers for plugins that draw their own panels (plugin/panel_protocol.hpp): a builder that keeps a panel's
// code short, the one reader of a piece's attributes, the one whole-number parser, and the packing of a
// plugin's battle-wide state. See plugins/example for all of them in use.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/serial/blob.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bb::plugin::sdk {

// "12", "-3", "+4": a whole number with nothing else around it; nothing for "", "4x", "1.5" or out of range.
std::optional<std::int64_t> parse_whole(std::string_view text);

// The piece's attribute under `key`; empty when it has none.
std::string attribute(const model::TerrainPiece& piece, std::string_view key);
// The attribute as a whole number; `fallback` when absent or not a whole number.
std::int64_t whole_attribute(const model::TerrainPiece& piece, std::string_view key, std::int64_t fallback = 0);
// Comma-separated ids ("a,b,c", spaces around an id ignored) and back, for multiple choices kept in one
// attribute.
std::vector<std::string> split_list(std::string_view text);
std::string join_list(const std::vector<std::string>& items);

// The selected piece of a panels or act request, if any and on the board.
const model::TerrainPiece* selected_piece(const panel::PanelsRequest& request);

// Builds one panel; each call adds a control under the current group.
class PanelBuilder {
public:
    PanelBuilder(std::string key, std::string title);                          // a panel for the whole battle
    PanelBuilder(std::string key, std::string title, std::uint32_t piece_id);  // a panel for one piece

    PanelBuilder& text(std::string key, std::string text, panel::Tone tone = panel::Tone::Plain);
    PanelBuilder& whole(std::string key, std::string label, std::int64_t value, std::int64_t min, std::int64_t max,
                        std::int64_t step = 1);
    PanelBuilder& decimal(std::string key, std::string label, double value, double min, double max, double step);
    PanelBuilder& toggle(std::string key, std::string label, bool on);
    PanelBuilder& choice(std::string key, std::string label, std::vector<panel::Option> options, std::string chosen);
    PanelBuilder& multi_choice(std::string key, std::string label, std::vector<panel::Option> options,
                               std::vector<std::string> chosen);
    PanelBuilder& button(std::string key, std::string label);
    // A roll on `table_id`; `result` is the last result shown, `follow_up` the choice it leads to (may be empty).
    PanelBuilder& dice_roll(std::string key, std::string label, std::string table_id, std::string result,
                            std::vector<panel::Option> follow_up = {}, std::string chosen = {});
    PanelBuilder& text_input(std::string key, std::string label, std::string text, std::size_t max_chars = 80);
    PanelBuilder& grid(std::string key, std::string label, std::vector<std::string> columns,
                       std::vector<panel::GridRow> rows);
    PanelBuilder& bill(std::string key, std::string label, std::vector<panel::GridRow> lines, double total);
    // Opens a group: the controls added until end_group() belong to it.
    PanelBuilder& group(std::string key, std::string label);
    // The same under a heading the player taps to open and close (closed at first unless `open`).
    PanelBuilder& folding_group(std::string key, std::string label, bool open = false);
    PanelBuilder& end_group();
    // The control added last is shown but cannot be changed (a value decided elsewhere).
    PanelBuilder& disabled();
    // The control added last states a rule from this section of the game's source (the rules audit).
    PanelBuilder& cites(sys::SourceRef source);

    // The panel; leaves the builder empty.
    panel::Panel build();

private:
    panel::Control& add(panel::Kind kind, std::string key, std::string label);

    panel::Panel panel_;
    std::uint8_t depth_ = 0;
};

// A plugin's battle-wide state, packed as a versioned blob of `T` (any cereal type) and back. An empty state
// gives a default `T`; state of another `version` or that does not decode gives nothing, so the plugin can say so.
template <class T>
model::PluginState pack_state(const T& value, std::uint32_t version) {
    return {version, serial::to_blob(value)};
}
template <class T>
std::optional<T> unpack_state(const model::PluginState& state, std::uint32_t version) {
    if (state.empty()) return T{};
    if (state.version != version) return std::nullopt;
    auto value = serial::from_blob<T>(state.data, "the battle state");
    if (!value) return std::nullopt;
    return std::move(*value);
}

}  // namespace bb::plugin::sdk
