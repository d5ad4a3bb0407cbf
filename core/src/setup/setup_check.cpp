#include "battleboard/setup/setup_check.hpp"

#include "battleboard/link/utf8.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace bb::setup {

namespace {

std::string number_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", value);
    return text;
}

std::string inches(double value) { return number_text(value) + "\""; }

class Checker {
public:
    Checker(const model::Battlefield& b, const sys::SystemDescription* system) : b_(b), system_(system) {}

    std::vector<SetupProblem> run() {
        board();
        if (system_) references();
        for (std::size_t i = 0; i < b_.pieces.size(); ++i) piece(b_.pieces[i], "setup.pieces[" + index(i) + "]");
        for (std::size_t i = 0; i < b_.objectives.size(); ++i)
            objective(b_.objectives[i], "setup.objectives[" + index(i) + "]");
        for (std::size_t i = 0; i < b_.territories.size(); ++i) {
            const std::string where = "setup.territories[" + index(i) + "]";
            text(b_.territories[i].name, where + ".name");
            for (std::size_t p = 0; p < b_.territories[i].area.points.size(); ++p)
                on_board(b_.territories[i].area.points[p], where + ".area[" + index(p) + "]", "point");
            if (std::abs(geo::signed_area(b_.territories[i].area)) <= 0)
                add(where + ".area", "the territory encloses no area");
        }
        return std::move(problems_);
    }

private:
    static std::string index(std::size_t i) { return std::to_string(i); }

    void add(std::string path, std::string message) { problems_.push_back({std::move(path), std::move(message)}); }

    void board() {
        for (auto [side, value] : {std::pair{"width", b_.width}, std::pair{"depth", b_.depth}})
            if (!std::isfinite(value) || value < app_limits::kMinBoardInches || value > app_limits::kMaxBoardInches)
                add(std::string("setup.board.") + side, std::string("the board's ") + side + " " + inches(value) +
                                                            " is outside " + inches(app_limits::kMinBoardInches) +
                                                            " to " + inches(app_limits::kMaxBoardInches) +
                                                            " (Battleboard's limit)");
    }

    void references() {
        const auto& editions = system_->editions;
        if (!b_.rules_edition.empty() &&
            std::none_of(editions.begin(), editions.end(), [&](const auto& e) { return e.id == b_.rules_edition; })) {
            std::string known;
            for (const auto& e : editions) known += (known.empty() ? "" : ", ") + e.id;
            add("setup.rules_edition",
                "'" + b_.rules_edition + "' is not a rules edition of " + system_->id + " (it has " + known + ")");
        }
        if (!b_.battleplan_id.empty() && !system_->find_battleplan(b_.battleplan_id))
            add("setup.battleplan", "'" + b_.battleplan_id + "' is not a " + system_->id + " " +
                                        lower(system_->battleplan_term) + " (battleboard battleplans " + system_->id +
                                        " lists them)");
    }

    static std::string lower(std::string text) {
        for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return text;
    }

    // The edition the setup is played in: its own, else the system's default.
    std::string edition() const {
        if (!b_.rules_edition.empty() || !system_ || system_->editions.empty()) return b_.rules_edition;
        return system_->editions.front().id;
    }

    void piece(const model::TerrainPiece& p, const std::string& where) {
        if (system_) kind(p.catalogue_id, where + ".kind");
        text(p.label, where + ".label");
        on_board(p.position, where, "piece's centre");
        if (!std::isfinite(p.rotation) || std::abs(p.rotation) > app_limits::kMaxRotation)
            add(where + ".rotation", "the rotation " + number_text(p.rotation) +
                                         " degrees is outside -360 to 360 "
                                         "(Battleboard's limit)");
        if (!std::isfinite(p.height) || p.height < 0 || p.height > app_limits::kMaxPieceHeight)
            add(where + ".height", "the height " + inches(p.height) + " is outside 0 to " +
                                       inches(app_limits::kMaxPieceHeight) + " (Battleboard's limit)");
        if (p.levels > app_limits::kMaxLevels)
            add(where + ".levels", std::to_string(p.levels) + " levels is more than " +
                                       std::to_string(app_limits::kMaxLevels) + " (Battleboard's limit)");
        footprint(p.footprint, where + ".footprint");
        for (std::size_t i = 0; system_ && i < p.rolls.size(); ++i)
            if (!system_->find_table(p.rolls[i].table_id))
                add(where + ".rolls[" + index(i) + "].table",
                    "'" + p.rolls[i].table_id + "' is not a " + system_->id + " dice table");
    }

    void kind(const std::string& id, const std::string& path) {
        if (id.empty()) return add(path, "the piece has no kind");
        if (system_->find_entry(id, edition())) return;
        const bool elsewhere = std::any_of(system_->catalogue.begin(), system_->catalogue.end(),
                                           [&](const auto& e) { return e.id == id; });
        add(path, "'" + id + "' is not in the " + system_->id + " catalogue" +
                      (elsewhere ? " of the rules edition " + edition() : std::string()) + " (battleboard catalogue " +
                      system_->id + " lists it)");
    }

    void footprint(const geo::Polygon& shape, const std::string& path) {
        for (std::size_t i = 0; i < shape.points.size(); ++i) {
            const geo::Vec2 p = shape.points[i];
            if (!std::isfinite(p.x) || !std::isfinite(p.y) || std::abs(p.x) > app_limits::kMaxFootprintInches ||
                std::abs(p.y) > app_limits::kMaxFootprintInches)
                return add(path + "[" + index(i) + "]", "the point [" + number_text(p.x) + ", " + number_text(p.y) +
                                                            "] is more than " +
                                                            inches(app_limits::kMaxFootprintInches) +
                                                            " from the piece's centre (Battleboard's limit)");
        }
        if (!(std::abs(geo::signed_area(shape)) > 0)) add(path, "the footprint covers no area");
    }

    void objective(const model::Objective& o, const std::string& where) {
        text(o.label, where + ".label");
        on_board(o.position, where, "marker's centre");
        if (!std::isfinite(o.diameter) || o.diameter <= 0 || o.diameter > app_limits::kMaxObjectiveDiameter)
            add(where + ".diameter", "the diameter " + inches(o.diameter) + " is outside above 0 to " +
                                         inches(app_limits::kMaxObjectiveDiameter) + " (Battleboard's limit)");
    }

    // A point of the table: on the board, which is the limit every system plays on.
    void on_board(geo::Vec2 p, const std::string& path, const char* what) {
        const double slack = app_limits::kEdgeTolerance;
        if (std::isfinite(p.x) && std::isfinite(p.y) && p.x >= -slack && p.y >= -slack && p.x <= b_.width + slack &&
            p.y <= b_.depth + slack)
            return;
        add(path, std::string("the ") + what + " (" + number_text(p.x) + ", " + number_text(p.y) + ") is off the " +
                      number_text(b_.width) + "\" x " + number_text(b_.depth) + "\" board");
    }

    void text(const std::string& value, const std::string& path) {
        if (value.size() > app_limits::kMaxTextBytes)
            add(path, "the text is " + std::to_string(value.size()) + " bytes long (at most " +
                          std::to_string(app_limits::kMaxTextBytes) + ", Battleboard's limit)");
        else if (!link::is_utf8(value))
            add(path, "the text is not UTF-8");
    }

    const model::Battlefield& b_;
    const sys::SystemDescription* system_;
    std::vector<SetupProblem> problems_;
};

}  // namespace

std::vector<SetupProblem> check_setup(const model::Battlefield& battlefield, const sys::SystemDescription* system) {
    return Checker(battlefield, system).run();
}

std::string problems_text(const std::vector<SetupProblem>& problems, std::size_t most) {
    std::string out;
    for (std::size_t i = 0; i < problems.size() && i < most; ++i)
        out += (i ? "; " : "") + problems[i].path + ": " + problems[i].message;
    if (problems.size() > most) out += "; and " + std::to_string(problems.size() - most) + " more";
    return out;
}

}  // namespace bb::setup
