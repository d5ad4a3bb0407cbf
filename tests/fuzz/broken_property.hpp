#pragma once
// How a fuzz target stops on a property that broke (besides sanitizer reports): the property and the detail on
// stderr, then abort, so libFuzzer saves the input as a crash.
#include <cstdio>
#include <cstdlib>
#include <string>

[[noreturn]] inline void broken(const char* property, const std::string& detail) {
    std::fprintf(stderr, "property broken: %s: %s\n", property, detail.c_str());
    std::abort();
}
