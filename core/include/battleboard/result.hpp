#pragma once
// A value or a human-readable error. Used wherever outside data (links, files, plugins) can be wrong, so
// callers must look at the error instead of catching exceptions (wasm builds run with exceptions disabled).
#include <cstdint>
#include <string>
#include <utility>
#include <variant>

namespace bb {

struct Error {
    std::string message;
    // Across the plugin boundary: the BB_STATUS_ code (plugin/abi.h) the plugin answers with, or answered; 0 for
    // an error that did not cross it.
    std::uint32_t status = 0;
};

template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : state_(std::move(value)) {}
    Result(Error error) : state_(std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & { return std::get<0>(state_); }
    const T& value() const& { return std::get<0>(state_); }
    T&& value() && { return std::get<0>(std::move(state_)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const { return std::get<1>(state_); }

private:
    std::variant<T, Error> state_;
};

inline Error make_error(std::string message) { return Error{std::move(message), 0}; }

}  // namespace bb
