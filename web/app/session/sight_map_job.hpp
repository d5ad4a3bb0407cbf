#pragma once
// The sight map spread over frames: the plugin is asked a band of rows at a time, each frame for about a given
// time, so dragging a base never stalls the page; the map shown stays the last one finished until the new one
// replaces it whole.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight_map.hpp"

#include <cstdint>
#include <functional>
#include <optional>

namespace app {

class SightMapJob {
public:
    using AskRows = std::function<bb::Result<bb::rules::SightMap>(const bb::rules::SightMapRows&)>;
    // A plugin without "sight-map-rows" answers the whole map at once.
    using AskWhole = std::function<bb::Result<bb::rules::SightMap>(const bb::rules::SightMapQuestion&)>;

    void start(const bb::rules::SightMapQuestion& question);
    void cancel();
    bool running() const { return question_.has_value(); }
    // Works on the map for about `milliseconds` (one band at least); returns the finished map, or why the
    // plugin could not draw it, once the last band is in.
    std::optional<bb::Result<bb::rules::SightMap>> advance(const AskRows& ask_rows, const AskWhole& ask_whole,
                                                           double milliseconds);
    // Frames and bands the last finished map was spread over (for the browser tests).
    std::uint32_t frames() const { return frames_; }
    std::uint32_t bands() const { return bands_; }
    // The longest a frame worked on the last finished map, in milliseconds (for the browser tests' frame times).
    double longest_frame_ms() const { return longest_ms_; }

private:
    void add_band(const bb::rules::SightMap& band);

    std::optional<bb::rules::SightMapQuestion> question_;
    bb::rules::SightMap building_;
    std::uint32_t next_row_ = 0, total_rows_ = 0, band_ = 2, frames_ = 0, frames_so_far_ = 0, bands_ = 0,
                  bands_so_far_ = 0;
    double longest_ms_ = 0, longest_so_far_ms_ = 0;
};

}  // namespace app
