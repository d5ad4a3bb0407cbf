#include "app/session/sight_map_job.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <string>

namespace app {
namespace {

// A band is sized to take about this long, so the clock is read often enough to keep within a frame's share.
constexpr double kBandMilliseconds = 3;
constexpr double kMostBandRows = 16;

double since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

void SightMapJob::start(const bb::rules::SightMapQuestion& question) {
    question_ = question;
    building_ = {};
    building_.spacing = question.spacing;
    const auto [columns, rows] = bb::rules::sight_map_size(question.battlefield, question.spacing);
    building_.columns = columns;
    total_rows_ = rows;
    next_row_ = 0;
    frames_so_far_ = 0;
    bands_so_far_ = 0;
    longest_so_far_ms_ = 0;
}

void SightMapJob::cancel() { question_.reset(); }

// Each band lists its own covers: its spots are renumbered into the whole map's list.
void SightMapJob::add_band(const bb::rules::SightMap& band) {
    std::vector<std::uint8_t> renumber(band.covers.size() + 1, 0);
    for (std::size_t i = 0; i < band.covers.size(); ++i) {
        bb::rules::SightAnswer answer;
        answer.in_cover = true;
        answer.cover = band.covers[i];
        renumber[i + 1] = bb::rules::spot_code(answer, building_.covers) >> 2;
    }
    for (const auto spot : band.spots) {
        const std::size_t cover = spot >> 2;
        const std::uint8_t index = cover < renumber.size() ? renumber[cover] : 0;
        building_.spots.push_back(static_cast<std::uint8_t>((spot & 3) | (index << 2)));
    }
    building_.rows += band.rows;
    next_row_ += band.rows;
}

std::optional<bb::Result<bb::rules::SightMap>> SightMapJob::advance(const AskRows& ask_rows, const AskWhole& ask_whole,
                                                                    double milliseconds) {
    if (!question_) return std::nullopt;
    ++frames_so_far_;
    const auto start = std::chrono::steady_clock::now();
    auto finish = [&](bb::Result<bb::rules::SightMap> result) {
        question_.reset();
        frames_ = frames_so_far_;
        bands_ = bands_so_far_;
        longest_ms_ = std::max(longest_so_far_ms_, since(start));
        return std::optional<bb::Result<bb::rules::SightMap>>(std::move(result));
    };
    do {
        const auto band_start = std::chrono::steady_clock::now();
        auto band = ask_rows(bb::rules::SightMapRows{*question_, next_row_, band_});
        ++bands_so_far_;
        if (!band) {
            if (next_row_ > 0) return finish(std::move(band));
            return finish(ask_whole(*question_));  // a plugin from before bands; or the whole map's own error
        }
        if (band->rows == 0 || band->columns != building_.columns)
            return finish(bb::make_error("The game system drew its sight map in rows of another size."));
        const double per_row = since(band_start) / band->rows;
        add_band(*band);
        if (next_row_ >= total_rows_) return finish(std::move(building_));
        // Rows near pieces cost several times more than open rows: a band grows at most twofold, and stays small.
        const double fitting = std::floor(kBandMilliseconds / std::max(per_row, 1e-3));
        band_ = static_cast<std::uint32_t>(std::clamp(fitting, 1.0, std::min<double>(2.0 * band_, kMostBandRows)));
        // Stop before a band that would run past the frame's share.
        if (since(start) + band_ * per_row > milliseconds) break;
    } while (true);
    longest_so_far_ms_ = std::max(longest_so_far_ms_, since(start));
    return std::nullopt;
}

}  // namespace app
