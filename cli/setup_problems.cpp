#include "setup_problems.hpp"

#include "battleboard/setup/score_sheet_check.hpp"

#include <ostream>

namespace cli {

std::vector<bb::setup::SetupProblem> setup_problems(const bb::model::Battlefield& battlefield,
                                                    const LoadedSystem* system) {
    auto problems = bb::setup::check_setup(battlefield, system ? &system->description : nullptr);
    if (system && !battlefield.legacy_sheet.empty()) {
        auto sheet = bb::setup::check_score_sheet(battlefield.legacy_sheet, system->description, "setup.score_sheet");
        problems.insert(problems.end(), sheet.begin(), sheet.end());
    }
    return problems;
}

void print_problems(std::ostream& out, const std::string& prefix,
                    const std::vector<bb::setup::SetupProblem>& problems) {
    for (const auto& p : problems) out << prefix << p.path << ": " << p.message << ".\n";
}

}  // namespace cli
