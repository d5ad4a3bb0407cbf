#include "setup_problems.hpp"

#include <ostream>

namespace cli {

std::vector<bb::setup::SetupProblem> setup_problems(const bb::model::Battlefield& battlefield,
                                                    const LoadedSystem* system) {
    return bb::setup::check_setup(battlefield, system ? &system->description : nullptr);
}

void print_problems(std::ostream& out, const std::string& prefix,
                    const std::vector<bb::setup::SetupProblem>& problems) {
    for (const auto& p : problems) out << prefix << p.path << ": " << p.message << ".\n";
}

}  // namespace cli
