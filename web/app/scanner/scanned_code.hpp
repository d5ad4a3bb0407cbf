#pragma once
// What a scanned QR code holds, for Battleboard: a share link (a whole address with the setup in its fragment, as
// the Share window's and the organisers' printed sheets' codes are, or the setup's code alone), a live table's join
// code (`bj1.…`, alone or as an address's fragment), one of a battle's sync codes (`bs2.…`, the same), or something
// else, which the player is told of.
#include <cstddef>
#include <string>
#include <string_view>

namespace app {

struct ScannedCode {
    enum class Kind { ShareLink, JoinCode, SyncCode, Refused };
    Kind kind = Kind::Refused;
    // ShareLink: the link's fragment, to open as the page's own; JoinCode and SyncCode: the code from "bj" or "bs"
    // on; Refused: why, for the player, naming what was seen.
    std::string text;
};

// Whether a share link's setup is whole is for the link decoder to say, as for a link opened by its address; a
// join code or a sync code is read here, so a damaged one is named at once.
ScannedCode read_scanned_code(std::string_view text);

// Text for a one-line message: control characters as spaces, at most `most` characters (never cut inside a UTF-8
// character), "..." where it was cut.
std::string shortened(std::string_view text, std::size_t most);

}  // namespace app
