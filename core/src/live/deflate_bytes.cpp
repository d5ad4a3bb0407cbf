#include "deflate_bytes.hpp"

#include <zlib.h>

#include <string>

namespace bb::live {

namespace {
// Raw deflate (negative window bits), the largest window and memory: the messages are small, and every byte
// saved is a smaller QR code.
constexpr int kRawWindowBits = -15;
constexpr int kMemoryLevel = 9;

Bytef* writable(const std::uint8_t* bytes) { return const_cast<Bytef*>(reinterpret_cast<const Bytef*>(bytes)); }
}  // namespace

std::vector<std::uint8_t> deflate_bytes(std::span<const std::uint8_t> bytes) {
    z_stream stream{};
    // Only a failed allocation makes these fail, which the rest of the app does not survive either.
    deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, kRawWindowBits, kMemoryLevel, Z_DEFAULT_STRATEGY);
    std::vector<std::uint8_t> out(deflateBound(&stream, static_cast<uLong>(bytes.size())));
    stream.next_in = writable(bytes.data());
    stream.avail_in = static_cast<uInt>(bytes.size());
    stream.next_out = out.data();
    stream.avail_out = static_cast<uInt>(out.size());
    deflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    return out;
}

Result<std::vector<std::uint8_t>> inflate_bytes(std::span<const std::uint8_t> squeezed, std::size_t most) {
    z_stream stream{};
    if (inflateInit2(&stream, kRawWindowBits) != Z_OK) return make_error("out of memory");
    stream.next_in = writable(squeezed.data());
    stream.avail_in = static_cast<uInt>(squeezed.size());
    std::vector<std::uint8_t> out;
    int status = Z_OK;
    while (status == Z_OK) {
        // One byte past the limit tells "exactly the limit" from "more than it".
        const std::size_t room = std::min<std::size_t>(most + 1 - out.size(), 64 * 1024);
        const std::size_t had = out.size();
        out.resize(had + room);
        stream.next_out = out.data() + had;
        stream.avail_out = static_cast<uInt>(room);
        status = inflate(&stream, Z_NO_FLUSH);
        out.resize(had + room - stream.avail_out);
        if (out.size() > most) {
            inflateEnd(&stream);
            return make_error("it would make more than " + std::to_string(most) + " bytes");
        }
        if (status == Z_BUF_ERROR && stream.avail_in == 0) status = Z_DATA_ERROR;  // the input ended mid-stream
    }
    const std::string why = status == Z_STREAM_END ? "" : stream.msg ? stream.msg : "it ends early";
    const bool left_over = stream.avail_in != 0;
    inflateEnd(&stream);
    if (!why.empty()) return make_error("it is damaged: " + why);
    if (left_over) return make_error("there are bytes after its end");
    return out;
}

std::uint32_t crc32_of(std::initializer_list<std::string_view> pieces) {
    uLong crc = crc32(0L, Z_NULL, 0);
    for (auto piece : pieces)
        crc = crc32(crc, reinterpret_cast<const Bytef*>(piece.data()), static_cast<uInt>(piece.size()));
    return static_cast<std::uint32_t>(crc);
}

}  // namespace bb::live
