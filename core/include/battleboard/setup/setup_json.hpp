#pragma once
// The setup file organisers and the CLI read and write (*.battleboard.json); see docs/formats.md.
// Reading never throws: a broken file gives an Error naming what is wrong and where.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace bb::setup {

inline constexpr int kSetupFormatVersion = 1;

std::string to_json(const model::Battlefield& battlefield, int indent = 2);
// `notes`, when given, receives what reading changed in a readable file, "path: what", for the reader to say: a
// repeated piece or objective id, replaced by a fresh one.
Result<model::Battlefield> from_json(std::string_view text, std::vector<std::string>* notes = nullptr);

}  // namespace bb::setup
