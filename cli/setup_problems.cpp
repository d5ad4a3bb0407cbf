#include "setup_problems.hpp"

#include "battleboard/setup/setup_json.hpp"
#include "text_file.hpp"

#include <iostream>

namespace cli {

bb::Result<bb::model::Battlefield> read_setup_file(const std::string& path) {
    const auto text = read_text_file(path);
    if (!text) return bb::make_error("Cannot read " + path + ".");
    std::vector<std::string> notes;
    auto battlefield = bb::setup::from_json(*text, &notes);
    if (!battlefield) return bb::make_error(path + ": " + battlefield.error().message);
    for (const auto& note : notes) std::cerr << path << ": note: " << note << ".\n";
    return battlefield;
}

std::vector<bb::setup::SetupProblem> setup_problems(const bb::model::Battlefield& battlefield,
                                                    const LoadedSystem* system) {
    return bb::setup::check_setup(battlefield, system ? &system->description : nullptr);
}

void print_problems(std::ostream& out, const std::string& prefix,
                    const std::vector<bb::setup::SetupProblem>& problems) {
    for (const auto& p : problems) out << prefix << p.path << ": " << p.message << ".\n";
}

}  // namespace cli
