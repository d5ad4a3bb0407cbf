#include "battleboard/sdk/panel_sdk.hpp"

#include <charconv>

namespace bb::plugin::sdk {

std::optional<std::int64_t> parse_whole(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::string attribute(const model::TerrainPiece& piece, std::string_view key) {
    auto it = piece.attributes.find(std::string(key));
    return it == piece.attributes.end() ? std::string() : it->second;
}

std::int64_t whole_attribute(const model::TerrainPiece& piece, std::string_view key, std::int64_t fallback) {
    return parse_whole(attribute(piece, key)).value_or(fallback);
}

std::vector<std::string> split_list(std::string_view text) {
    std::vector<std::string> items;
    while (!text.empty()) {
        const auto comma = text.find(',');
        auto item = text.substr(0, comma);
        while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
        if (!item.empty()) items.emplace_back(item);
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    return items;
}

std::string join_list(const std::vector<std::string>& items) {
    std::string text;
    for (const auto& item : items) text += (text.empty() ? "" : ",") + item;
    return text;
}

const model::TerrainPiece* selected_piece(const panel::PanelsRequest& request) {
    return request.has_selection ? request.battlefield.find_piece(request.selected_piece) : nullptr;
}

PanelBuilder::PanelBuilder(std::string key, std::string title) {
    panel_.key = std::move(key);
    panel_.title = std::move(title);
}

PanelBuilder::PanelBuilder(std::string key, std::string title, std::uint32_t piece_id)
    : PanelBuilder(std::move(key), std::move(title)) {
    panel_.scope = panel::Scope::Piece;
    panel_.piece_id = piece_id;
}

panel::Control& PanelBuilder::add(panel::Kind kind, std::string key, std::string label) {
    auto& c = panel_.controls.emplace_back();
    c.kind = kind;
    c.key = std::move(key);
    c.label = std::move(label);
    c.depth = depth_;
    return c;
}

PanelBuilder& PanelBuilder::text(std::string key, std::string text, panel::Tone tone) {
    auto& c = add(panel::Kind::Text, std::move(key), {});
    c.text = std::move(text);
    c.tone = tone;
    return *this;
}

PanelBuilder& PanelBuilder::whole(std::string key, std::string label, std::int64_t value, std::int64_t min,
                                  std::int64_t max, std::int64_t step) {
    auto& c = add(panel::Kind::Whole, std::move(key), std::move(label));
    c.value = double(value);
    c.min = double(min);
    c.max = double(max);
    c.step = double(step);
    return *this;
}

PanelBuilder& PanelBuilder::decimal(std::string key, std::string label, double value, double min, double max,
                                    double step) {
    auto& c = add(panel::Kind::Decimal, std::move(key), std::move(label));
    c.value = value;
    c.min = min;
    c.max = max;
    c.step = step;
    return *this;
}

PanelBuilder& PanelBuilder::toggle(std::string key, std::string label, bool on) {
    add(panel::Kind::Toggle, std::move(key), std::move(label)).value = on ? 1 : 0;
    return *this;
}

PanelBuilder& PanelBuilder::choice(std::string key, std::string label, std::vector<panel::Option> options,
                                   std::string chosen) {
    auto& c = add(panel::Kind::Choice, std::move(key), std::move(label));
    c.options = std::move(options);
    if (!chosen.empty()) c.chosen = {std::move(chosen)};
    return *this;
}

PanelBuilder& PanelBuilder::multi_choice(std::string key, std::string label, std::vector<panel::Option> options,
                                         std::vector<std::string> chosen) {
    auto& c = add(panel::Kind::MultiChoice, std::move(key), std::move(label));
    c.options = std::move(options);
    c.chosen = std::move(chosen);
    return *this;
}

PanelBuilder& PanelBuilder::button(std::string key, std::string label) {
    add(panel::Kind::Button, std::move(key), std::move(label));
    return *this;
}

PanelBuilder& PanelBuilder::dice_roll(std::string key, std::string label, std::string table_id, std::string result,
                                      std::vector<panel::Option> follow_up, std::string chosen) {
    auto& c = add(panel::Kind::DiceRoll, std::move(key), std::move(label));
    c.table_id = std::move(table_id);
    c.text = std::move(result);
    c.tone = panel::Tone::Result;
    c.options = std::move(follow_up);
    if (!chosen.empty()) c.chosen = {std::move(chosen)};
    return *this;
}

PanelBuilder& PanelBuilder::text_input(std::string key, std::string label, std::string text, std::size_t max_chars) {
    auto& c = add(panel::Kind::TextInput, std::move(key), std::move(label));
    c.text = std::move(text);
    c.max = double(max_chars);
    return *this;
}

PanelBuilder& PanelBuilder::grid(std::string key, std::string label, std::vector<std::string> columns,
                                 std::vector<panel::GridRow> rows) {
    auto& c = add(panel::Kind::Grid, std::move(key), std::move(label));
    c.columns = std::move(columns);
    c.rows = std::move(rows);
    return *this;
}

PanelBuilder& PanelBuilder::bill(std::string key, std::string label, std::vector<panel::GridRow> lines, double total) {
    auto& c = add(panel::Kind::Bill, std::move(key), std::move(label));
    c.rows = std::move(lines);
    c.value = total;
    return *this;
}

PanelBuilder& PanelBuilder::group(std::string key, std::string label) {
    add(panel::Kind::Group, std::move(key), std::move(label));
    ++depth_;
    return *this;
}

PanelBuilder& PanelBuilder::folding_group(std::string key, std::string label, bool open) {
    add(panel::Kind::Group, std::move(key), std::move(label)).value = open ? panel::kFoldsOpen : panel::kFolds;
    ++depth_;
    return *this;
}

PanelBuilder& PanelBuilder::end_group() {
    if (depth_ > 0) --depth_;
    return *this;
}

PanelBuilder& PanelBuilder::disabled() {
    if (!panel_.controls.empty()) panel_.controls.back().enabled = false;
    return *this;
}

PanelBuilder& PanelBuilder::cites(sys::SourceRef source) {
    if (!panel_.controls.empty()) panel_.controls.back().source = std::move(source);
    return *this;
}

panel::Panel PanelBuilder::build() { return std::move(panel_); }

}  // namespace bb::plugin::sdk
