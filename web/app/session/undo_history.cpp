#include "app/session/undo_history.hpp"

#include <nlohmann/json.hpp>

namespace app {

namespace {

std::string to_hex(const bb::serial::Bytes& bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text;
    text.reserve(bytes.size() * 2);
    for (auto b : bytes) {
        text.push_back(kDigits[b >> 4]);
        text.push_back(kDigits[b & 15]);
    }
    return text;
}

int digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

bool from_hex(const std::string& text, bb::serial::Bytes& out) {
    if (text.size() % 2) return false;
    out.clear();
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const int high = digit(text[i]), low = digit(text[i + 1]);
        if (high < 0 || low < 0) return false;
        out.push_back(std::uint8_t(high * 16 + low));
    }
    return true;
}

}  // namespace

bool UndoHistory::observe(const bb::serial::Bytes& battle, bool settled) {
    if (!steps_.empty() && steps_[position_] == battle) return false;
    if (!steps_.empty() && !settled) return false;
    if (!steps_.empty()) steps_.erase(steps_.begin() + std::ptrdiff_t(position_) + 1, steps_.end());
    steps_.push_back(battle);
    if (steps_.size() > kMostSteps) steps_.erase(steps_.begin());
    position_ = steps_.size() - 1;
    return true;
}

const bb::serial::Bytes* UndoHistory::undo() { return can_undo() ? &steps_[--position_] : nullptr; }

const bb::serial::Bytes* UndoHistory::redo() { return can_redo() ? &steps_[++position_] : nullptr; }

std::string UndoHistory::encode() const {
    nlohmann::json steps = nlohmann::json::array();
    for (const auto& step : steps_) steps.push_back(to_hex(step));
    return nlohmann::json{
        {"format", "battleboard-undo"}, {"version", kUndoFormatVersion}, {"position", position_}, {"steps", steps}}
        .dump();
}

bb::Result<UndoHistory> UndoHistory::decode(std::string_view text) {
    const auto document = nlohmann::json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (document.is_discarded() || !document.is_object() || document.value("format", "") != "battleboard-undo")
        return bb::make_error("it is not a Battleboard undo history");
    if (!document.contains("version") || !document["version"].is_number_integer() ||
        document["version"].get<int>() > kUndoFormatVersion)
        return bb::make_error("it was made by a newer Battleboard");
    if (!document.contains("steps") || !document["steps"].is_array() || !document.contains("position") ||
        !document["position"].is_number_unsigned())
        return bb::make_error("it has no steps");
    UndoHistory history;
    for (const auto& step : document["steps"]) {
        bb::serial::Bytes bytes;
        if (!step.is_string() || !from_hex(step.get<std::string>(), bytes)) return bb::make_error("a step is damaged");
        history.steps_.push_back(std::move(bytes));
    }
    history.position_ = document["position"].get<std::size_t>();
    if (history.steps_.empty() || history.position_ >= history.steps_.size())
        return bb::make_error("its position is outside its steps");
    return history;
}

}  // namespace app
