#pragma once
// Whole-value conversion to and from versioned portable-binary blobs.
#include "battleboard/result.hpp"
#include "battleboard/serial/byte_archive.hpp"

#include <string>

namespace bb::serial {

using Bytes = std::vector<std::uint8_t>;

template <class T>
Bytes to_blob(const T& value) {
    Bytes out;
    {
        ByteOutputArchive archive(out);
        archive(value);
    }
    return out;
}

// `what` names the payload in the error, e.g. "the <id> plugin's description".
template <class T>
Result<T> from_blob(std::span<const std::uint8_t> bytes, const std::string& what) {
    T value{};
    ByteInputArchive archive(bytes);
    archive(value);
    if (archive.failed()) return make_error(what + " is truncated or malformed");
    if (archive.remaining() != 0)
        return make_error(what + " has " + std::to_string(archive.remaining()) + " unexpected trailing bytes");
    return value;
}

}  // namespace bb::serial
