#pragma once
// A Battleboard link in text pasted from a chat: the whole address ("https://…/#bb7.…", often with words around it)
// or the setup's code alone ("bb7.…").
#include <optional>
#include <string>
#include <string_view>

namespace app {

// The link's fragment (what follows '#' in its address), or nothing when the text holds no link. Whether the
// fragment is a whole, undamaged setup is for the link decoder to say, as for a link opened by its address.
std::optional<std::string> link_in(std::string_view text);

}  // namespace app
