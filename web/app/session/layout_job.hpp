#pragma once
// "Generate layout" spread over frames: the search runs a slice per frame so the page keeps drawing, shows how
// far it has come and can be cancelled; when it ends its table replaces the battlefield in one change.
#include "app/session/battlefields.hpp"
#include "app/session/layout_request.hpp"
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"
#include "app/session/table_dice.hpp"
#include "battleboard/layout/fairness.hpp"
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/serial/blob.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace app {

class LayoutJob {
public:
    LayoutJob(const SystemLibrary& library, Battlefields& battles, Selection& selection, TableDice& dice)
        : library_(library), battles_(battles), selection_(selection), dice_(dice) {}
    LayoutJob(const LayoutJob&) = delete;
    LayoutJob& operator=(const LayoutJob&) = delete;

    // Starts generating (a re-roll keeps only the pinned pieces); a request that cannot start says why in
    // outcome(). The first frame after it does no work, so the progress bar always shows first.
    void start(const GenerateOptions& options, bool reroll);
    // Called every frame: runs the search for about `milliseconds`; when it ends, its table replaces the
    // battlefield.
    void advance(double milliseconds);
    void cancel();
    bool running() const { return search_.has_value(); }
    // Still at work: searching, or measuring the new table's fairness figures.
    bool busy() const { return search_.has_value() || fairness_due_ || fairness_.has_value(); }
    // The share of the current attempt's pieces standing (0 to 1) and which attempt it is.
    double progress() const { return search_ ? search_->progress() : 0; }
    std::uint32_t attempt() const { return search_ ? search_->attempt() : 0; }
    // What the last generation did: the pieces added with the fairness figures, or why it could not; nothing
    // on another game system's board, since the message is about the system that asked.
    const std::string& outcome() const;
    // Frames the last generation ran across (the first of them drawing only its progress bar).
    std::uint32_t frames() const { return frames_; }
    // The longest app frame (milliseconds of its own work) while the last generation was busy.
    double longest_frame_ms() const { return longest_frame_ms_; }
    // What that frame did: "starting", "search", "placing" or "fairness".
    const char* longest_frame_phase() const { return longest_phase_; }
    void frame_took(double milliseconds);
    // The seed the last generation used, if `battlefield` is still the table it made.
    std::optional<std::uint32_t> seed_of(const bb::model::Battlefield& battlefield) const;

private:
    void finish();
    bool on_its_system() const { return library_.has_system() && library_.system().id == system_id_; }

    const SystemLibrary& library_;
    Battlefields& battles_;
    Selection& selection_;
    TableDice& dice_;

    std::optional<bb::layout::LayoutSearch> search_;
    std::string system_id_;
    bb::serial::Bytes before_;  // the battlefield when generation started
    std::uint32_t features_ = 0, frames_ = 0, seed_ = 0;
    bb::serial::Bytes made_;  // the table the last generation placed
    // The new table's fairness figures, measured a slice per frame from the frame after it is placed.
    std::optional<bb::layout::FairnessMeasure> fairness_;
    bool fairness_due_ = false;
    double longest_frame_ms_ = 0;
    const char* phase_ = "starting";  // what the job did in the frame being timed
    const char* longest_phase_ = "starting";
    std::string outcome_;
};

// Times the app's frame it lives through when generation is busy at its start or end: slices keep such a frame
// short, and the test hook reads the longest.
class GenerationFrameTimer {
public:
    explicit GenerationFrameTimer(LayoutJob& job) : job_(job), busy_(job.busy()) {}
    ~GenerationFrameTimer();
    GenerationFrameTimer(const GenerationFrameTimer&) = delete;
    GenerationFrameTimer& operator=(const GenerationFrameTimer&) = delete;

private:
    LayoutJob& job_;
    std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
    bool busy_;
};

}  // namespace app
