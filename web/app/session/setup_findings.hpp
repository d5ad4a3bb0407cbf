#pragma once
// The setup check of the current battlefield: what the shared check of setups refuses (setup_check.hpp: unknown
// piece kinds, editions, battleplans, sizes past the limits), each a breach naming its JSON path, then the game
// system's findings (breaches and notes), asked of its plugin again only when the battlefield changed since the
// last check. A setup `battleboard validate` refuses is never legal here.
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/rules/findings.hpp"
#include "battleboard/serial/blob.hpp"

#include <string>

namespace app {

class SetupFindings {
public:
    SetupFindings(const SystemLibrary& library, const Battlefields& battles) : library_(library), battles_(battles) {}
    // Once a frame: re-checks when the battlefield changed.
    void refresh();
    const bb::rules::Findings& findings() const { return findings_; }
    const std::string& error() const { return error_; }

private:
    const SystemLibrary& library_;
    const Battlefields& battles_;
    int switches_seen_ = -1;
    bb::serial::Bytes last_checked_;
    bb::rules::Findings findings_;
    std::string error_;
};

}  // namespace app
