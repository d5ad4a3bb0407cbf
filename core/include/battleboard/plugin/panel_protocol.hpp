#pragma once
// The panel protocol: a game system describes its own panels as typed controls that the app draws, the way
// OBS sources describe their settings. The host never knows what a control means; it draws it, sends the
// player's change back as an action, and applies what the plugin answers. Every payload is documented in
// docs/formats.md ("Panels").
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/operation.hpp"
#include "battleboard/result.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/system/system_description.hpp"

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bb::plugin::panel {

// How a text reads: a verdict is worded by the plugin and coloured by its tone.
enum class Tone : std::uint8_t { Plain = 0, Muted = 1, Legal = 2, Breach = 3, Result = 4 };

enum class Kind : std::uint8_t {
    Text = 0,         // `text` in `tone`
    Whole = 1,        // a whole number `value` in [min, max] by `step`
    Decimal = 2,      // a decimal `value` in [min, max] by `step`
    Toggle = 3,       // on when `value` is not 0
    Choice = 4,       // one of `options` (`chosen` holds at most one id)
    MultiChoice = 5,  // any of `options`
    Button = 6,       // `label`; pressing it is the action
    DiceRoll = 7,     // roll on the plugin's table `table_id`; `text` shows the last result and `options`, when
                      // given, are the choice that follows it (`chosen` the one made)
    TextInput = 8,    // free text `text`, at most `max` characters
    Grid = 9,         // `columns` x `rows` of whole numbers (rounds x players); editable rows take actions
    Bill = 10,        // `rows` of purchases (label, points) and their total in `value`
    Group = 11,       // a heading `label`; the following controls with a greater depth belong to it. With
                      // `value` kFolds the heading folds them away until tapped (kFoldsOpen: shown at first)
};
inline constexpr std::uint8_t kLastKind = std::uint8_t(Kind::Group);
// A Group's `value`: a plain heading, or one that folds its controls away (a long rules text, a score sheet).
inline constexpr double kHeading = 0;
inline constexpr double kFolds = 1;
inline constexpr double kFoldsOpen = 2;

struct Option {
    std::string id;
    std::string label;
    std::int32_t points = 0;  // shown when has_points
    bool has_points = false;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(id, label, points, has_points);
    }
};

struct GridRow {
    std::string label;
    std::vector<double> cells;  // one per column (a Bill row: one cell, its points)
    bool editable = false;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(label, cells, editable);
    }
};

// One control. The tree is kept flat (a control belongs to the nearest Group above it with a smaller depth) so
// decoding a hostile reply never recurses.
struct Control {
    Kind kind = Kind::Text;
    std::string key;  // stable within its panel: names the action and the app's test-hook id
    std::string label;
    std::string text;
    Tone tone = Tone::Plain;
    std::uint8_t depth = 0;
    double value = 0;
    double min = 0;
    double max = 0;
    double step = 1;
    std::vector<Option> options;
    std::vector<std::string> chosen;
    std::string table_id;
    std::vector<std::string> columns;
    std::vector<GridRow> rows;
    bool enabled = true;
    sys::SourceRef source;  // where a control that states a rule (its `text`) comes from (version 2)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(kind, key, label, text, tone, depth, value, min, max, step, options, chosen, table_id, columns, rows,
           enabled);
        if (version >= 2) ar(source);
    }
};

enum class Scope : std::uint8_t { Battle = 0, Piece = 1 };

struct Panel {
    std::string key;  // stable: actions name it
    std::string title;
    Scope scope = Scope::Battle;
    std::uint32_t piece_id = 0;  // for Scope::Piece
    std::vector<Control> controls;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(key, title, scope, piece_id, controls);
    }
};

enum class MarkKind : std::uint8_t {
    Ring = 0,     // on a piece: a ring `radius` inches out from its edge (an aura, a range)
    Badge = 1,    // on a piece: a short `text`
    Outline = 2,  // on a piece: its outline in `tone`
    // Version 2, at the board point `at` (inches):
    Objective = 3,  // an objective marker named `text` (one a battle round adds)
    Candidate = 4,  // a possible objective position, faint, `text` (its number) inside
    Label = 5,      // `text` above the point, clear of a marker there (a group of positions)
    Circle = 6,     // a ring round a marker, `text` above it; a muted tone draws it faint (a primary objective)
    Cross = 7,      // a cross over a marker (one that may be removed)
    OutOfPlay = 8,  // the marker there is dimmed (out of play)
    Note = 9,       // `text` above the board's top right corner (`at` unused): what the board shows
};
inline constexpr std::uint8_t kLastMarkKind = std::uint8_t(MarkKind::Note);

// Drawn on the board: marks on pieces, or (version 2) at points of the board.
struct Mark {
    MarkKind kind = MarkKind::Outline;
    std::uint32_t piece_id = 0;
    double radius = 0;
    std::string text;
    Tone tone = Tone::Plain;
    geo::Vec2 at{};  // version 2

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(kind, piece_id, radius, text, tone);
        if (version >= 2) ar(at);
    }
};

// The Sight tab's verdict as the player sees it, for panels that follow it (a save that takes cover from it).
struct SightContext {
    bool shown = false;  // both bases are on the board and the system answered
    bool visible = false;
    bool in_cover = false;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(shown, visible, in_cover);
    }
};

// What a plugin is asked about: the battlefield (its plugin_state included), the selection and the edition;
// from version 2 the Sight tab's verdict (a version 1 request decodes with none shown).
struct PanelsRequest {
    model::Battlefield battlefield;
    std::string edition;
    bool has_selection = false;
    std::uint32_t selected_piece = 0;
    SightContext sight;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(battlefield, edition, has_selection, selected_piece);
        if (version >= 2) ar(sight);
    }
};

struct PanelsReply {
    std::vector<Panel> panels;
    std::vector<Mark> marks;
    // Version 2: dice table ids and catalogue property keys the panels show in their own way; the app's generic
    // piece panel leaves them out.
    std::vector<std::string> shown_by_panels;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(panels, marks);
        if (version >= 2) ar(shown_by_panels);
    }
};

// The player's change to one control. Which fields matter follows the control's kind: `number` (Whole,
// Decimal, Toggle 0/1, a Grid cell), `text` (TextInput), `chosen` (Choice, MultiChoice, a DiceRoll's follow-up),
// `roll` (a DiceRoll: the dice faces and total the app rolled), `row`/`column` (a Grid cell). From version 2,
// `rolls` holds every step of a DiceRoll as rolled: the table's roll, then the rolls it led to (a D3 after a
// result that says to roll again).
struct Action {
    std::string panel_key;
    std::string control_key;
    double number = 0;
    std::string text;
    std::vector<std::string> chosen;
    std::vector<std::int32_t> faces;
    std::int32_t total = 0;
    std::uint32_t row = 0;
    std::uint32_t column = 0;
    std::vector<model::RollRecord> rolls;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(panel_key, control_key, number, text, chosen, faces, total, row, column);
        if (version >= 2) ar(rolls);
    }
};

struct ActionRequest {
    PanelsRequest context;
    Action action;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(context, action);
    }
};

// One piece attribute to set, or to remove when `erase`.
struct AttributeChange {
    std::uint32_t piece_id = 0;
    std::string key;
    std::string value;
    bool erase = false;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(piece_id, key, value, erase);
    }
};

// A piece to add from the plugin's catalogue, where the plugin puts it.
struct NewPiece {
    std::string catalogue_id;
    geo::Vec2 position;
    double rotation = 0;
    std::vector<AttributeChange> attributes;  // piece_id ignored

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(catalogue_id, position, rotation, attributes);
    }
};

// A roll to keep on a piece (it shows under the piece and travels with it).
struct PieceRoll {
    std::uint32_t piece_id = 0;
    model::RollRecord roll;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(piece_id, roll);
    }
};

// A piece turned into another catalogue entry where it stands, keeping its id, place and size (a building
// that leaves a crater): its attributes and rolls are cleared.
struct Replacement {
    std::uint32_t piece_id = 0;
    std::string catalogue_id;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(piece_id, catalogue_id);
    }
};

// A piece's number of floors (levels), 1 or more.
struct PieceLevels {
    std::uint32_t piece_id = 0;
    std::uint32_t levels = 1;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(piece_id, levels);
    }
};

struct ActionReply {
    std::vector<AttributeChange> attributes;
    bool state_changed = false;
    model::PluginState state;  // the battle-wide state, when state_changed
    std::vector<NewPiece> add;
    std::vector<std::uint32_t> remove;
    std::string message;
    Tone message_tone = Tone::Plain;
    // Version 2: rolls kept on pieces, pieces replaced where they stand, floors of pieces, and a piece to
    // select (the one a purchase was made for).
    std::vector<PieceRoll> rolls;
    std::vector<Replacement> replace;
    std::vector<PieceLevels> levels;
    bool select = false;
    std::uint32_t select_piece = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(attributes, state_changed, state, add, remove, message, message_tone);
        if (version >= 2) ar(rolls, replace, levels, select, select_piece);
    }
};

// The panels the plugin wants now, and marks on the board. The host decodes the reply with decode_panels.
inline constexpr Operation<PanelsRequest, PanelsReply> kPanels{"panels"};
// What the player's change to a control changes. The host decodes the reply with decode_action_reply.
inline constexpr Operation<ActionRequest, ActionReply> kAct{"act"};

// Bounds a reply must keep; anything beyond them is refused with a message in the panel.
inline constexpr std::size_t kMaxReplyBytes = 256 * 1024;
inline constexpr std::size_t kMaxControls = 1000;
inline constexpr std::size_t kMaxText = 4000;
inline constexpr std::size_t kMaxListItems = 200;
inline constexpr std::uint8_t kMaxDepth = 6;
inline constexpr std::uint32_t kMaxLevels = 100;

// Decodes and checks a `panels` reply against the system (its dice tables) and the battlefield (its pieces):
// garbage, a reply too large, unknown kinds, repeated keys, impossible bounds or a table or piece that does not
// exist each give a message naming the problem.
Result<PanelsReply> decode_panels(std::span<const std::uint8_t> bytes, const sys::SystemDescription& system,
                                  const model::Battlefield& battlefield);
// Decodes and checks an `act` reply: attributes of pieces that exist, catalogue entries that exist.
Result<ActionReply> decode_action_reply(std::span<const std::uint8_t> bytes, const sys::SystemDescription& system,
                                        const model::Battlefield& battlefield);

// Applies a checked `act` reply to the battlefield: attributes, the battle-wide state, rolls kept on pieces,
// pieces replaced, pieces added from the catalogue and pieces removed. Gives the ids of the pieces added.
std::vector<std::uint32_t> apply(const ActionReply& reply, const sys::SystemDescription& system,
                                 model::Battlefield& battlefield);

}  // namespace bb::plugin::panel

CEREAL_CLASS_VERSION(bb::plugin::panel::Option, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::GridRow, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::Control, 2);
CEREAL_CLASS_VERSION(bb::plugin::panel::Panel, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::Mark, 2);
CEREAL_CLASS_VERSION(bb::plugin::panel::SightContext, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::PanelsRequest, 2);
CEREAL_CLASS_VERSION(bb::plugin::panel::PanelsReply, 2);
CEREAL_CLASS_VERSION(bb::plugin::panel::Action, 2);
CEREAL_CLASS_VERSION(bb::plugin::panel::ActionRequest, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::AttributeChange, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::NewPiece, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::PieceRoll, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::Replacement, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::PieceLevels, 1);
CEREAL_CLASS_VERSION(bb::plugin::panel::ActionReply, 2);
