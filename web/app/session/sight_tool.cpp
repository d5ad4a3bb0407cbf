#include "app/session/sight_tool.hpp"

#include "battleboard/plugin/operations.hpp"

#include <algorithm>
#include <utility>

namespace app {

void SightTool::refresh(const SystemLibrary& library, Battlefields& battles) {
    if (library.has_system()) refresh_on(library, battles, battles.battlefield(), library.system().id);
}

void SightTool::refresh_on(const SystemLibrary& library, Battlefields& battles, const bb::model::Battlefield& b,
                           const std::string& system_id) {
    if (!placed) {
        observer.position = {b.width * 0.25, b.depth / 2};
        target.position = {b.width * 0.75, b.depth / 2};
        placed = true;
    }
    for (auto* model : {&observer, &target})
        model->position = {std::clamp(model->position.x, 0.0, b.width), std::clamp(model->position.y, 0.0, b.depth)};
    refresh_map(library, battles);
    bb::rules::SightQuestion question{b, observer, target};
    auto blob = bb::serial::to_blob(question);
    if (blob == last_asked_) return;
    last_asked_ = std::move(blob);
    auto reply = library.request_for(system_id, bb::plugin::kSight, question);
    if (reply) {
        answer = std::move(*reply);
        error.clear();
    } else {
        answer = {};
        error = reply.error().message;
    }
}

void SightTool::refresh_map(const SystemLibrary& library, Battlefields& battles) {
    if (map_mode == MapMode::Off) {
        map = {};
        map_error.clear();
        last_map_asked_.clear();
        job_.cancel();
        map_current_ = false;
        return;
    }
    bb::rules::SightMapQuestion question;
    question.battlefield = battles.battlefield();
    question.reverse = map_mode == MapMode::ToTarget;
    question.fixed = question.reverse ? target : observer;
    question.mover = question.reverse ? observer : target;
    question.mover.position = {};  // the moving marker's spot does not change the map
    auto blob = bb::serial::to_blob(question);
    // A map being drawn is finished first, so a base dragged without pause still sees the map follow it.
    if (!job_.running() && blob != last_map_asked_) {
        job_.start(question);
        job_asked_ = blob;
        ++maps_drawn;
    }
    // The map's share of a frame: with the rest of the frame well within 50 ms, even on a phone.
    constexpr double kMapMillisecondsPerFrame = 12;
    auto done = job_.advance(
        [&](const bb::rules::SightMapRows& rows) { return library.request(bb::plugin::kSightMapRows, rows); },
        [&](const bb::rules::SightMapQuestion& whole) { return library.request(bb::plugin::kSightMap, whole); },
        kMapMillisecondsPerFrame);
    if (done) {
        last_map_asked_ = std::move(job_asked_);
        if (*done) {
            map = std::move(**done);
            map_error.clear();
        } else {
            map = {};
            map_error = done->error().message;
        }
    }
    map_current_ = !job_.running() && blob == last_map_asked_;
}

void SightTool::swap() { std::swap(observer, target); }

}  // namespace app
