#include "app/test_hook/dice_report.hpp"

namespace app {

namespace {

using nlohmann::json;

json step_json(const bb::dice::StepRoll& step) {
    json dice = json::array();
    for (const auto& d : step.dice)
        dice.push_back({{"face", d.face}, {"rerolledFrom", d.rerolled_from}, {"success", d.success}});
    return {
        {"target", step.step.target}, {"reroll", int(step.step.reroll)}, {"dice", dice}, {"successes", step.successes}};
}

}  // namespace

json dice_report(const DiceTray& tray, const bb::dice::RollLog& roll_log) {
    json last = nullptr;
    if (tray.last) {
        last = {{"kind", bb::dice::kind_name(tray.last->request.kind)},
                {"count", tray.last->request.count},
                {"first", step_json(tray.last->first)},
                {"second", tray.last->second ? step_json(*tray.last->second) : json(nullptr)},
                {"successes", tray.last->successes()}};
    }
    json log = json::array();
    for (const auto& e : roll_log.entries())
        log.push_back({{"round", e.round}, {"what", e.what}, {"result", e.result}});
    return {{"pool",
             {{"kind", bb::dice::kind_name(tray.pool.kind)},
              {"count", tray.pool.count},
              {"target", tray.pool.first.target},
              {"reroll", int(tray.pool.first.reroll)},
              {"second", tray.pool.second.has_value()}}},
            {"last", last},
            {"log", log}};
}

}  // namespace app
