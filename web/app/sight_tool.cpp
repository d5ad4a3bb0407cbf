#include "app/sight_tool.hpp"

#include "app/session.hpp"
#include "battleboard/plugin/operations.hpp"

#include <algorithm>
#include <utility>

namespace app {

void SightTool::refresh(Session& session) {
    if (session.has_system()) refresh_on(session, session.battlefield(), session.system().id);
}

void SightTool::refresh_on(Session& session, const bb::model::Battlefield& b, const std::string& system_id) {
    if (!placed) {
        observer.position = {b.width * 0.25, b.depth / 2};
        target.position = {b.width * 0.75, b.depth / 2};
        placed = true;
    }
    for (auto* model : {&observer, &target})
        model->position = {std::clamp(model->position.x, 0.0, b.width), std::clamp(model->position.y, 0.0, b.depth)};
    bb::rules::SightQuestion question{b, observer, target};
    auto blob = bb::serial::to_blob(question);
    if (blob == last_asked_) return;
    last_asked_ = std::move(blob);
    auto reply = session.request_for<bb::rules::SightAnswer>(system_id, bb::plugin::kSight, question);
    if (reply) {
        answer = std::move(*reply);
        error.clear();
    } else {
        answer = {};
        error = reply.error().message;
    }
}

void SightTool::swap() { std::swap(observer, target); }

}  // namespace app
