#include "site_address.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>

namespace cli {

namespace {

bool starts_with_scheme(const std::string& url, const std::string& scheme) {
    return url.size() > scheme.size() && std::equal(scheme.begin(), scheme.end(), url.begin(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) == b;
           });
}

// The part between "://" and the first '/', '?' or the end.
std::string host_of(const std::string& url) {
    const auto start = url.find("://") + 3;
    return url.substr(start, url.find_first_of("/?", start) - start);
}

}  // namespace

std::optional<std::string> site_address(const Arguments& args) {
    const auto url = args.value("--site");
    if (!url) return std::string();
    const bool printable = std::all_of(url->begin(), url->end(), [](char c) {
        return static_cast<unsigned char>(c) > 0x20 && static_cast<unsigned char>(c) < 0x7f;
    });
    const bool web = starts_with_scheme(*url, "https://") || starts_with_scheme(*url, "http://");
    if (!printable || !web || host_of(*url).empty() || url->find('#') != std::string::npos) {
        std::cerr << "--site takes the address players open Battleboard at, starting http:// or https:// and "
                     "without a '#' part (e.g. https://example.org/battleboard/), not \""
                  << *url << "\".\n";
        return std::nullopt;
    }
    return *url;
}

std::string printed_link(const std::string& site, const std::string& link) {
    return site.empty() ? link : site + "#" + link;
}

}  // namespace cli
