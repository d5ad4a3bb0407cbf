#pragma once
// "Setup sheet": the printable page of the current battlefield (the same one the CLI writes for organisers,
// built by core's battleboard/sheet) offered as an SVG download. Its fairness figures are measured over frames
// first, like generation's, so the page keeps drawing.
#include "app/session/layout_job.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/layout/fairness.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace app {

class SetupSheetJob {
public:
    // Starts on `battlefield`, the current system's (the seed shown is the generator's, if it made that table).
    void start(const SystemLibrary& library, const bb::model::Battlefield& battlefield, const LayoutJob& generation);
    // Called every frame: measures a slice; when done, builds the sheet and hands it to the platform's download.
    void advance(double milliseconds);
    bool busy() const { return fairness_.has_value(); }
    // What the last press did ("Setup sheet saved as ..."), or why it could not.
    const std::string& message() const { return message_; }
    // The last sheet made, for the test hook's size check.
    std::size_t last_bytes() const { return last_bytes_; }

private:
    bb::model::Battlefield battlefield_;
    std::string title_, system_id_;
    bb::Result<std::string> link_ = std::string();  // made at the start, while the system's description is at hand
    std::optional<std::uint32_t> seed_;
    std::optional<bb::layout::FairnessMeasure> fairness_;
    std::string message_;
    std::size_t last_bytes_ = 0;
};

}  // namespace app
