#pragma once
// How a piece's name is broken into lines to sit on the piece: between words, each line at most `room` wide or
// as wide as the name's longest word, since a word is never split ("Barricad / es" reads as two words).
// Pure text logic: the caller says how wide a run of text is drawn.
#include <functional>
#include <string_view>
#include <vector>

namespace app {

std::vector<std::string_view> break_label(std::string_view label, float room,
                                          const std::function<float(std::string_view)>& width);

}  // namespace app
