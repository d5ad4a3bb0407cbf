#include "panels.hpp"

#include "battleboard/sdk/panel_sdk.hpp"
#include "tables.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace example {

namespace {

namespace panel = bb::plugin::panel;
namespace sdk = bb::plugin::sdk;
using panel::Tone;

// The sides that scavenge, as the crate's "taken" grid lists them.
const std::vector<std::string> kSides = {"red", "blue"};
const std::vector<std::string> kSideNames = {"Red", "Blue"};
constexpr std::int64_t kMostTaken = 9;  // of one kind, by one side

// Piece attributes of a supply crate.
namespace attr {
constexpr const char* kSupplies = "supplies";
constexpr const char* kReach = "reach";
constexpr const char* kLocked = "locked";
constexpr const char* kOwner = "owner";
constexpr const char* kContents = "contents";
constexpr const char* kScavenged = "scavenged";
constexpr const char* kTrap = "trap";
constexpr const char* kNote = "note";
// "taken-red", "taken-blue": what each side carried off, one count per kind of contents ("2,0,1").
std::string taken(const std::string& side) { return "taken-" + side; }
}  // namespace attr

const std::vector<panel::Option> kOwners = {
    {"red", "Red", 0, false}, {"blue", "Blue", 0, false}, {"nobody", "Nobody", 0, false}};
const std::vector<panel::Option> kContents = {
    {"ammo", "Ammunition", 5, true}, {"medkit", "Medical kit", 10, true}, {"fuel", "Fuel drum", 15, true}};
const std::vector<panel::Option> kTrapChoices = {{"wound", "The fighter takes 1 wound", 0, false},
                                                 {"destroy", "The crate is destroyed", 0, false}};

bool is_option(const std::vector<panel::Option>& options, const std::string& id) {
    for (const auto& o : options)
        if (o.id == id) return true;
    return false;
}

std::string decimal_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

double reach_of(const bb::model::TerrainPiece& crate) {
    const std::string text = sdk::attribute(crate, attr::kReach);
    return text.empty() ? 0 : std::atof(text.c_str());
}

std::vector<std::string> content_names() {
    std::vector<std::string> names;
    for (const auto& o : kContents) names.push_back(o.label);
    return names;
}

// The crate's "taken" grid: per side, how many of each kind of contents it carried off.
std::vector<panel::GridRow> taken_rows(const bb::model::TerrainPiece& crate) {
    std::vector<panel::GridRow> rows;
    for (std::size_t side = 0; side < kSides.size(); ++side) {
        const auto counts = sdk::split_list(sdk::attribute(crate, attr::taken(kSides[side])));
        panel::GridRow row{kSideNames[side], {}, true};
        for (std::size_t kind = 0; kind < kContents.size(); ++kind)
            row.cells.push_back(kind < counts.size() ? double(sdk::parse_whole(counts[kind]).value_or(0)) : 0);
        rows.push_back(std::move(row));
    }
    return rows;
}

panel::Panel crate_panel(const bb::model::TerrainPiece& crate) {
    const auto chosen = sdk::split_list(sdk::attribute(crate, attr::kContents));
    std::vector<panel::GridRow> bill;
    double total = 0;
    for (const auto& o : kContents)
        if (std::find(chosen.begin(), chosen.end(), o.id) != chosen.end()) {
            bill.push_back({o.label, {double(o.points)}, false});
            total += o.points;
        }
    const std::string trap = sdk::attribute(crate, attr::kTrap);
    const bool locked = sdk::attribute(crate, attr::kLocked) == "yes";
    sdk::PanelBuilder builder("crate", crate.label, crate.id);
    builder.text("about", "Fighters behind it are in cover; one touching it may scavenge.", Tone::Muted)
        .text("verdict", locked ? "Locked: nobody may scavenge it." : "Open: a fighter touching it may scavenge.",
              locked ? Tone::Breach : Tone::Legal)
        .whole("supplies", "Supplies inside", sdk::whole_attribute(crate, attr::kSupplies), 0, 6)
        .decimal("reach", "Scavenging reach (inches)", reach_of(crate), 0, 6, 0.5)
        .toggle("locked", "Locked", locked)
        .choice("owner", "Claimed by", kOwners, sdk::attribute(crate, attr::kOwner))
        .group("stock", "Stock")
        .multi_choice("contents", "Contents", kContents, chosen)
        .bill("cost", "Cost", std::move(bill), total)
        .grid("taken", "Carried off", content_names(), taken_rows(crate))
        .end_group()
        .dice_roll("scavenge", "Scavenge", "scavenge", sdk::attribute(crate, attr::kScavenged),
                   trap.empty() ? std::vector<panel::Option>{} : kTrapChoices, trap == "pending" ? "" : trap)
        .text_input("note", "Note", sdk::attribute(crate, attr::kNote), 60)
        .button("duplicate", "Add another crate beside it");
    return builder.build();
}

panel::AttributeChange set(std::uint32_t id, std::string key, std::string value) {
    return {id, std::move(key), std::move(value), false};
}

bb::Result<panel::ActionReply> act_on_crate(const panel::ActionRequest& request, const bb::model::TerrainPiece& crate) {
    const auto& a = request.action;
    panel::ActionReply reply;
    auto refuse = [&](std::string message) {
        reply.message = std::move(message);
        reply.message_tone = Tone::Breach;
        return reply;
    };
    if (a.control_key == "supplies") {
        if (a.number != std::floor(a.number) || a.number < 0 || a.number > 6) return refuse("Supplies are 0 to 6.");
        reply.attributes.push_back(set(crate.id, attr::kSupplies, std::to_string(int(a.number))));
    } else if (a.control_key == "reach") {
        if (!(a.number >= 0 && a.number <= 6)) return refuse("The reach is 0\" to 6\".");
        reply.attributes.push_back(set(crate.id, attr::kReach, decimal_text(a.number)));
    } else if (a.control_key == "locked") {
        reply.attributes.push_back(set(crate.id, attr::kLocked, a.number != 0 ? "yes" : "no"));
    } else if (a.control_key == "owner") {
        if (a.chosen.size() != 1 || !is_option(kOwners, a.chosen[0])) return refuse("Choose Red, Blue or Nobody.");
        reply.attributes.push_back(set(crate.id, attr::kOwner, a.chosen[0]));
    } else if (a.control_key == "contents") {
        for (const auto& id : a.chosen)
            if (!is_option(kContents, id)) return refuse("A crate holds ammunition, a medical kit or a fuel drum.");
        reply.attributes.push_back(set(crate.id, attr::kContents, sdk::join_list(a.chosen)));
    } else if (a.control_key == "taken") {
        if (a.row >= kSides.size() || a.column >= kContents.size()) return refuse("The crate has no such cell.");
        if (a.number != std::floor(a.number) || a.number < 0 || a.number > kMostTaken)
            return refuse("A side carries off 0 to 9 of each kind.");
        auto rows = taken_rows(crate);
        rows[a.row].cells[a.column] = a.number;
        std::vector<std::string> counts;
        for (const double cell : rows[a.row].cells) counts.push_back(std::to_string(std::int64_t(cell)));
        reply.attributes.push_back(set(crate.id, attr::taken(kSides[a.row]), sdk::join_list(counts)));
    } else if (a.control_key == "scavenge" && !a.chosen.empty()) {
        if (a.chosen.size() != 1 || !is_option(kTrapChoices, a.chosen[0])) return refuse("Choose what the trap does.");
        if (a.chosen[0] == "destroy") {
            reply.remove.push_back(crate.id);
            reply.message = "The booby trap destroyed " + crate.label + ".";
        } else {
            reply.attributes.push_back(set(crate.id, attr::kTrap, "wound"));
            reply.message = "The fighter takes 1 wound; the crate stands.";
        }
    } else if (a.control_key == "scavenge") {
        const auto table = scavenge_table();
        const auto* row = table.row_for(a.total);
        if (!row) return refuse("A roll of " + std::to_string(a.total) + " is not on the scavenging table.");
        reply.attributes.push_back(set(crate.id, attr::kScavenged, std::to_string(a.total) + ": " + row->result));
        const bool trapped = row->result == "Booby trap";
        reply.attributes.push_back(trapped ? set(crate.id, attr::kTrap, "pending")
                                           : panel::AttributeChange{crate.id, attr::kTrap, "", true});
        reply.message = "Rolled " + std::to_string(a.total) + ": " + row->result + ". " + row->text;
        reply.message_tone = trapped ? Tone::Breach : Tone::Result;
    } else if (a.control_key == "note") {
        if (a.text.size() > 60) return refuse("A note is at most 60 characters.");
        reply.attributes.push_back(set(crate.id, attr::kNote, a.text));
    } else if (a.control_key == "duplicate") {
        reply.add.push_back({crate.catalogue_id,
                             {crate.position.x + 4, crate.position.y},
                             crate.rotation,
                             {{0, attr::kOwner, sdk::attribute(crate, attr::kOwner), false}}});
        reply.message = "Another crate stands 4\" to the right.";
    } else {
        return bb::make_error("The crate has no control \"" + a.control_key + "\".");
    }
    return reply;
}

}  // namespace

bb::Result<panel::PanelsReply> panels(const panel::PanelsRequest& request) {
    auto state = sdk::unpack_state<BattleState>(request.battlefield.plugin_state, kStateVersion);
    if (!state) return bb::make_error("The score sheet was written by another version of Example Skirmish.");
    panel::PanelsReply reply;
    reply.panels.push_back(sdk::vp::panel(state->vp));
    for (const auto& piece : request.battlefield.pieces) {
        if (piece.catalogue_id != "supply-crate") continue;
        if (const auto supplies = sdk::whole_attribute(piece, attr::kSupplies); supplies > 0)
            reply.marks.push_back({panel::MarkKind::Badge, piece.id, 0, std::to_string(supplies), Tone::Result});
        if (sdk::attribute(piece, attr::kTrap) == "pending")
            reply.marks.push_back({panel::MarkKind::Outline, piece.id, 0, "", Tone::Breach});
    }
    if (const auto* crate = sdk::selected_piece(request); crate && crate->catalogue_id == "supply-crate") {
        reply.panels.push_back(crate_panel(*crate));
        if (const double reach = reach_of(*crate); reach > 0)
            reply.marks.push_back({panel::MarkKind::Ring, crate->id, reach, "", Tone::Legal});
    }
    return reply;
}

bb::Result<panel::ActionReply> act(const panel::ActionRequest& request) {
    if (request.action.panel_key == sdk::vp::kPanel) return sdk::vp::act_on<BattleState, kStateVersion>(request);
    if (request.action.panel_key == "crate") {
        const auto* crate = sdk::selected_piece(request.context);
        if (!crate || crate->catalogue_id != "supply-crate") return bb::make_error("Select the crate first.");
        return act_on_crate(request, *crate);
    }
    return bb::make_error("Example Skirmish has no panel \"" + request.action.panel_key + "\".");
}

}  // namespace example
