#include "app/session/setup_sheet_job.hpp"

#include "app/session/share_link.hpp"
#include "app/ui/qr_code.hpp"
#include "battleboard/sheet/setup_sheet.hpp"
#include "platform/files.hpp"
#include "platform/share.hpp"

#include <chrono>

namespace app {
namespace {

constexpr std::size_t kLinesPerSlice = 2000;  // sight lines: well under a millisecond natively

}  // namespace

void SetupSheetJob::start(const SystemLibrary& library, const bb::model::Battlefield& battlefield,
                          const LayoutJob& generation) {
    const auto& system = library.system();
    battlefield_ = battlefield;
    system_id_ = system.id;
    const auto* plan = system.find_battleplan(battlefield_.battleplan_id);
    title_ = system.name + (plan ? " - " + plan->name : "");
    seed_ = generation.seed_of(battlefield_);
    link_ = share_link(library, battlefield_);
    message_ = "Making the setup sheet...";
    fairness_.emplace(battlefield_);
}

void SetupSheetJob::advance(double milliseconds) {
    if (!fairness_) return;
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double, std::milli>(milliseconds);
    while (!fairness_->step(kLinesPerSlice))
        if (std::chrono::steady_clock::now() >= until) return;
    bb::sheet::SheetContent content{&battlefield_, title_, seed_, "", std::nullopt, fairness_->result()};
    fairness_.reset();
    std::string note;
    if (link_) {
        content.link = platform::page_address() + "#" + *link_;
        content.qr = make_qr_code(content.link);
        if (!content.qr) note = " The link is too long for a QR code; the sheet prints the link only.";
    } else {
        note = " No share link: " + link_.error().message;
    }
    const std::string svg = bb::sheet::to_svg(bb::sheet::setup_sheet(content));
    last_bytes_ = svg.size();
    const std::string name = "battleboard-setup-" + system_id_ + ".svg";
    platform::download_file(name, "image/svg+xml", {svg.begin(), svg.end()});
    message_ = "Setup sheet saved as " + name + "." + note;
}

}  // namespace app
