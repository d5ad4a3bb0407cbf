#include "app/session/layout_job.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace app {
namespace {

// Spots per slice: small enough that the clock is read often (a spot costs well under a microsecond natively).
constexpr std::size_t kSpotsPerSlice = 400;

// Sight lines per slice of the fairness figures: a few hundred microseconds natively, so the clock is read often.
constexpr std::size_t kLinesPerSlice = 2000;

// The fairness figures of the layout just made, in a few short lines.
std::string fairness_text(const bb::layout::Fairness& f) {
    char line[200];
    std::snprintf(line, sizeof line,
                  "\n%s | %s: sight-blocking %.0f | %.0f sq in, hidden from the enemy %.0f%% | %.0f%%",
                  f.first.name.c_str(), f.second.name.c_str(), f.first.blocking_area, f.second.blocking_area,
                  100 * f.first.hidden_share, 100 * f.second.hidden_share);
    std::string text = line;
    for (std::size_t i = 0; i < f.objective_labels.size(); ++i) {
        std::snprintf(line, sizeof line, "\nto objective %s: %.1f\" | %.1f\"", f.objective_labels[i].c_str(),
                      f.first.objective_distances[i], f.second.objective_distances[i]);
        text += line;
    }
    return text;
}

}  // namespace

void LayoutJob::start(const GenerateOptions& options, bool reroll) {
    search_.reset();
    fairness_.reset();
    fairness_due_ = false;
    frames_ = 0;
    longest_frame_ms_ = 0;
    phase_ = longest_phase_ = "starting";
    system_id_ = library_.system().id;
    auto request = layout_request(library_, battles_.battlefield(), selection_, options, reroll);
    if (request) request->seed = dice_.seed();
    auto check = layout_check(library_);
    if (!request || !check) {
        outcome_ = request ? check.error().message : request.error().message;
        return;
    }
    outcome_.clear();
    before_ = bb::serial::to_blob(battles_.battlefield());
    features_ = request->features;
    seed_ = request->seed;
    search_.emplace(std::move(*request), std::move(*check));
}

void LayoutJob::advance(double milliseconds) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double, std::milli>(milliseconds);
    if (fairness_due_) {
        // Measured on the table as placed, from the frame after the one that shows the new pieces.
        fairness_due_ = false;
        if (on_its_system()) fairness_.emplace(battles_.battlefield());
    }
    if (fairness_) {
        phase_ = "fairness";
        while (!fairness_->step(kLinesPerSlice))
            if (std::chrono::steady_clock::now() >= until) return;
        outcome_ += fairness_text(fairness_->result());
        fairness_.reset();
        return;
    }
    if (!search_ || frames_++ == 0) return;  // the first frame only shows the progress bar
    phase_ = "search";
    // A finished search places its table in a frame of its own: placing it (the checks, the undo step, the
    // autosave) is a frame's work by itself.
    if (search_->finished()) {
        phase_ = "placing";
        return finish();
    }
    while (!search_->step(kSpotsPerSlice))
        if (std::chrono::steady_clock::now() >= until) return;
}

void LayoutJob::frame_took(double milliseconds) {
    if (milliseconds <= longest_frame_ms_) return;
    longest_frame_ms_ = milliseconds;
    longest_phase_ = phase_;
}

void LayoutJob::cancel() {
    fairness_.reset();
    fairness_due_ = false;
    if (!search_) return;
    search_.reset();
    outcome_ = "Generation cancelled; the board is as it was.";
}

void LayoutJob::finish() {
    auto layout = search_->result();
    search_.reset();
    // The table is built on the battlefield as it was: an edit made meanwhile would be lost under it.
    if (!on_its_system() || bb::serial::to_blob(battles_.battlefield()) != before_) {
        outcome_ = "The board changed while the layout was being generated; nothing was replaced.";
        return;
    }
    if (!layout) {
        outcome_ = layout.error().message;
        return;
    }
    battles_.battlefield() = std::move(layout->battlefield);  // one change: the whole battlefield at once
    selection_.clear();
    made_ = bb::serial::to_blob(battles_.battlefield());
    outcome_ = "Added " + std::to_string(features_) + " pieces where the setup rules allow them.";
    fairness_due_ = true;  // a frame of its own: measuring sight lines between the territories takes a while
}

std::optional<std::uint32_t> LayoutJob::seed_of(const bb::model::Battlefield& battlefield) const {
    if (made_.empty() || bb::serial::to_blob(battlefield) != made_) return std::nullopt;
    return seed_;
}

const std::string& LayoutJob::outcome() const {
    static const std::string none;
    return on_its_system() ? outcome_ : none;
}

GenerationFrameTimer::~GenerationFrameTimer() {
    if (busy_ || job_.busy())
        job_.frame_took(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_).count());
}

}  // namespace app
