#pragma once
// The site's address for printed links: a QR code holding only `bb7.…` is no address, so a phone's camera app
// cannot open it; with --site URL the sheets hold `URL#bb7.…`, which opens Battleboard with the setup.
#include "arguments.hpp"

#include <optional>
#include <string>

namespace cli {

// The --site value checked (http or https, a host, no fragment): "" when the flag is absent, nothing (after
// saying why on stderr) when it is not such an address.
std::optional<std::string> site_address(const Arguments& args);

// The share link as it is printed: `site#link`, or the bare link when no site was given.
std::string printed_link(const std::string& site, const std::string& link);

}  // namespace cli
