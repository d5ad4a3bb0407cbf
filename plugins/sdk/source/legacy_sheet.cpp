// Reads the score sheet older Battleboards wrote: in links, the layout of docs/formats.md ("Link format",
// format 2 score sheet), once read by the host itself; in setup files, the "score_sheet" object.
#include "battleboard/legacy_sheet.hpp"

#include "battleboard/link/bit_stream.hpp"
#include "battleboard/link/limits.hpp"
#include "battleboard/link/reference.hpp"
#include "battleboard/plugin_sdk.hpp"

#include <bit>
#include <optional>

namespace bb::plugin::sdk {

namespace {

using namespace bb::link;

// The sheet's part of the link layout; these never change.
constexpr int kCountOrder = 0;
constexpr int kPointsLimitOrder = 9;
constexpr int kTimesOrder = 0;
constexpr int kCodeBits = 16;

constexpr std::size_t kMaxTotalScoreLines = 512;
constexpr std::uint32_t kMaxLineTimes = 1000;
constexpr std::uint32_t kMaxPointsLimit = 100000;

int index_bits(std::size_t size) { return size <= 1 ? 0 : std::bit_width(size - 1); }

class LinkReader {
public:
    LinkReader(BitReader& in, const LegacySheet& request) : in_(in), request_(request) {}

    LegacyScoreSheet sheet() {
        LegacyScoreSheet sheet;
        sheet.battleplan_id = battleplan();
        sheet.points_limit = static_cast<std::uint32_t>(count(kPointsLimitOrder, 0, kMaxPointsLimit, "points"));
        const std::size_t players = count(kCountOrder, 0, kMaxScorePlayers, "players");
        for (std::size_t i = 0; in_.ok() && i < players; ++i) {
            LegacyPlayer player;
            player.name = text();
            player.faction = text();
            const std::size_t keywords = count(kCountOrder, 0, kMaxKeywordsPerPlayer, "keywords of a general");
            for (std::size_t k = 0; in_.ok() && k < keywords; ++k) player.general_keywords.push_back(text());
            sheet.players.push_back(std::move(player));
        }
        // Players a round's priority and first turn are chosen from: those listed, and at least two.
        const std::size_t seats = std::max<std::size_t>(sheet.players.size(), 2);
        const std::size_t rounds = count(kCountOrder, 0, kMaxScoreRounds, "battle rounds");
        for (std::size_t i = 0; in_.ok() && i < rounds; ++i) {
            LegacyRound round;
            round.priority = seat(seats);
            round.first = seat(seats);
            const std::size_t turns = count(kCountOrder, 0, kMaxScorePlayers, "turns in a round");
            for (std::size_t t = 0; in_.ok() && t < turns; ++t) round.turns.push_back(turn());
            sheet.rounds.push_back(std::move(round));
        }
        return sheet;
    }

private:
    // By code when a format 4 link refers to the system's description, else as text.
    std::string battleplan() {
        if (!request_.refers || !in_.flag()) return text();
        const auto code = static_cast<Code>(in_.bits(kCodeBits));
        if (!in_.ok()) return {};
        const auto description = describe_system();
        const Reference reference(description);
        const std::string* id = reference.id(Names::Battleplans, code);
        if (!id) {
            in_.fail("a battleplan (code " + std::to_string(code) + ") that this game system does not know");
            return {};
        }
        return *id;
    }

    std::string text() {
        const std::size_t start = in_.position();
        const auto& texts = request_.texts;
        const std::uint64_t index = in_.bits(index_bits(texts.size()));
        if (in_.ok() && index >= texts.size())
            in_.fail("a reference to text " + std::to_string(index + 1) + " of " + std::to_string(texts.size()), start);
        return in_.ok() ? texts[index] : std::string();
    }

    std::size_t count(int order, std::size_t low, std::size_t high, const char* what) {
        const std::size_t start = in_.position();
        const std::uint64_t n = in_.golomb(order);
        if (in_.ok() && (n < low || n > high))
            in_.fail(std::to_string(n) + " " + what + " (" + std::to_string(low) + " to " + std::to_string(high) +
                         " allowed)",
                     start);
        return in_.ok() ? static_cast<std::size_t>(n) : 0;
    }

    std::uint32_t seat(std::size_t seats) {
        const std::size_t start = in_.position();
        const std::uint64_t player = in_.bits(index_bits(seats));
        if (in_.ok() && player >= seats) in_.fail("a player who is not on the score sheet", start);
        return in_.ok() ? static_cast<std::uint32_t>(player) : 0;
    }

    LegacyTurn turn() {
        LegacyTurn turn;
        const std::size_t lines = count(kCountOrder, 0, kMaxLinesPerTurn, "scoring lines in a turn");
        score_lines_ += lines;
        if (score_lines_ > kMaxTotalScoreLines)
            in_.fail("more than " + std::to_string(kMaxTotalScoreLines) + " scoring lines in all");
        for (std::size_t i = 0; in_.ok() && i < lines; ++i) {
            LegacyTick tick;
            tick.line_id = text();
            const std::size_t start = in_.position();
            const std::int64_t times = in_.signed_golomb(kTimesOrder) + 1;
            if (in_.ok() && (times < 0 || times > std::int64_t(kMaxLineTimes)))
                in_.fail("a scoring line scored " + std::to_string(times) + " times", start);
            tick.times = in_.ok() ? static_cast<std::uint32_t>(times) : 0;
            turn.lines.push_back(std::move(tick));
        }
        if (in_.flag()) {
            turn.battle_tactic = text();
            turn.battle_tactic_completed = in_.flag();
        }
        return turn;
    }

    BitReader& in_;
    const LegacySheet& request_;
    std::size_t score_lines_ = 0;
};

Result<ReadSheet> from_link(const LegacySheet& request) {
    auto bits = BitReader::from_base64url(request.link_bits);
    if (!bits) return make_error("The link's score sheet is damaged (" + bits.error().message + ").");
    BitReader& in = *bits;
    if (request.start_bit > in.remaining()) return make_error("The link's score sheet begins past its end.");
    for (std::uint64_t left = request.start_bit; left > 0;) {
        const int step = static_cast<int>(std::min<std::uint64_t>(left, 64));
        in.bits(step);
        left -= std::uint64_t(step);
    }
    ReadSheet read{LinkReader(in, request).sheet(), 0};
    if (!in.ok())
        return make_error("This link is damaged (" + in.error() + " at character " +
                          std::to_string(in.error_position() / 6 + 1) + " of its bits).");
    read.bits = in.position() - request.start_bit;
    return read;
}

// A sheet records one battle, so anything far beyond these is a broken or hostile file.
constexpr std::size_t kMaxJsonLines = 32;
constexpr std::uint64_t kMaxJsonTimes = 1000;

using serial::JsonValue;
using Kind = serial::JsonValue::Kind;

// Reads fields with the path of the value in every message.
class JsonReader {
public:
    std::string error;

    bool text(const JsonValue& object, const char* key, std::string& out, const std::string& where) {
        const JsonValue* v = object.find(key);
        if (!v) return true;
        if (v->kind != Kind::Text) return fail(where + "." + key + " must be text");
        out = v->text;
        return true;
    }
    bool count(const JsonValue& object, const char* key, std::uint32_t& out, const std::string& where,
               std::uint64_t most = 0xffffffffu) {
        const JsonValue* v = object.find(key);
        if (!v) return true;
        if (v->kind != Kind::Whole || v->whole > most)
            return fail(where + "." + key + " must be a whole number up to " + std::to_string(most));
        out = static_cast<std::uint32_t>(v->whole);
        return true;
    }
    bool flag(const JsonValue& object, const char* key, bool& out, const std::string& where) {
        const JsonValue* v = object.find(key);
        if (!v) return true;
        if (v->kind != Kind::Boolean) return fail(where + "." + key + " must be true or false");
        out = v->boolean;
        return true;
    }
    // A list of objects, each read by `item`.
    template <class Item>
    bool list(const JsonValue& object, const char* key, std::size_t limit, const std::string& where, Item item) {
        const JsonValue* v = object.find(key);
        if (!v) return true;
        if (v->kind != Kind::List) return fail(where + "." + key + " must be a list");
        if (v->items.size() > limit)
            return fail(where + "." + key + " has more than " + std::to_string(limit) + " entries");
        for (std::size_t i = 0; i < v->items.size(); ++i) {
            const std::string path = where + "." + key + "[" + std::to_string(i) + "]";
            if (v->items[i].kind != Kind::Object) return fail(path + " must be an object");
            if (!item(v->items[i], path)) return false;
        }
        return true;
    }
    bool fail(std::string message) {
        error = std::move(message);
        return false;
    }
};

bool read_turn(JsonReader& r, const JsonValue& item, const std::string& where, LegacyTurn& turn) {
    if (const JsonValue* lines = item.find("lines")) {
        if (lines->kind != Kind::Object || lines->items.size() > kMaxJsonLines)
            return r.fail(where + ".lines must map scoring line ids to how often they scored");
        for (const auto& key : lines->keys) {
            LegacyTick tick{key, 0};
            if (!r.count(*lines, key.c_str(), tick.times, where + ".lines", kMaxJsonTimes)) return false;
            if (tick.times > 0) turn.lines.push_back(std::move(tick));
        }
    }
    return r.text(item, "battle_tactic", turn.battle_tactic, where) &&
           r.flag(item, "battle_tactic_completed", turn.battle_tactic_completed, where);
}

bool read_player(JsonReader& r, const JsonValue& item, const std::string& path, LegacyPlayer& p) {
    if (!r.text(item, "name", p.name, path) || !r.text(item, "faction", p.faction, path)) return false;
    const JsonValue* keywords = item.find("general_keywords");
    if (!keywords) return true;
    if (keywords->kind != Kind::List || keywords->items.size() > kMaxKeywordsPerPlayer)
        return r.fail(path + ".general_keywords must be a short list of keywords");
    for (const JsonValue& k : keywords->items) {
        if (k.kind != Kind::Text) return r.fail(path + ".general_keywords must be text");
        p.general_keywords.push_back(k.text);
    }
    return true;
}

// The host parsed the JSON (setup/legacy_sheet_request.hpp), so the plugin carries no parser of its own.
Result<ReadSheet> from_json(const JsonValue& object) {
    const std::string where = "setup.score_sheet";
    if (object.kind != Kind::Object) return make_error(where + " must be an object.");
    JsonReader r;
    LegacyScoreSheet s;
    bool ok = r.text(object, "battleplan", s.battleplan_id, where) && r.count(object, "points", s.points_limit, where);
    ok = ok && r.list(object, "players", kMaxScorePlayers, where, [&](const JsonValue& item, const std::string& path) {
        s.players.emplace_back();
        return read_player(r, item, path, s.players.back());
    });
    ok = ok && r.list(object, "rounds", kMaxScoreRounds, where, [&](const JsonValue& item, const std::string& path) {
        LegacyRound round;
        if (!r.count(item, "priority", round.priority, path) || !r.count(item, "first", round.first, path))
            return false;
        if (!item.find("first")) round.first = round.priority;  // the usual choice: priority goes first
        if (!r.list(item, "turns", kMaxScorePlayers, path, [&](const JsonValue& turn, const std::string& turn_path) {
                round.turns.emplace_back();
                return read_turn(r, turn, turn_path, round.turns.back());
            }))
            return false;
        s.rounds.push_back(std::move(round));
        return true;
    });
    if (!ok) return make_error("The setup file is broken: " + r.error + ".");
    return ReadSheet{std::move(s), 0};
}

}  // namespace

Result<ReadSheet> read_legacy_sheet(const LegacySheet& request) {
    if (!request.link_bits.empty()) return from_link(request);
    return from_json(request.tree);
}

}  // namespace bb::plugin::sdk
