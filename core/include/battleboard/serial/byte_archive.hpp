#pragma once
// cereal archives over byte buffers that write and read exactly cereal's portable-binary format
// (leading endianness byte, little-endian values, 64-bit size tags), without iostreams.
// Why: iostream costs ~40 KB gzip'd per wasm module, and the reader must never throw or allocate from a
// forged size (wasm builds run without exceptions). A short read or an impossible size marks the archive
// failed; every later read yields zeros, so decoding ends quickly and the caller checks failed().
#include <bit>
#include <cereal/cereal.hpp>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

namespace bb::serial {

static_assert(std::endian::native == std::endian::little, "byte archives assume a little-endian host");

class ByteOutputArchive : public cereal::OutputArchive<ByteOutputArchive, cereal::AllowEmptyClassElision> {
public:
    explicit ByteOutputArchive(std::vector<std::uint8_t>& out)
        : cereal::OutputArchive<ByteOutputArchive, cereal::AllowEmptyClassElision>(this), out_(out) {
        const std::uint8_t little_endian = 1;
        (*this)(little_endian);
    }

    void write_bytes(const void* data, std::size_t size) {
        if (size == 0) return;  // empty containers pass a null pointer
        const auto* bytes = static_cast<const std::uint8_t*>(data);
        out_.insert(out_.end(), bytes, bytes + size);
    }

private:
    std::vector<std::uint8_t>& out_;
};

class ByteInputArchive : public cereal::InputArchive<ByteInputArchive, cereal::AllowEmptyClassElision> {
public:
    explicit ByteInputArchive(std::span<const std::uint8_t> in)
        : cereal::InputArchive<ByteInputArchive, cereal::AllowEmptyClassElision>(this), in_(in) {
        std::uint8_t little_endian = 0;
        (*this)(little_endian);
        if (little_endian != 1) failed_ = true;
    }

    void read_bytes(void* data, std::size_t size) {
        if (size == 0) return;  // empty containers pass a null pointer
        if (failed_ || size > remaining()) {
            failed_ = true;
            std::memset(data, 0, size);
            return;
        }
        std::memcpy(data, in_.data() + pos_, size);
        pos_ += size;
    }

    // A container can never hold more elements than there are bytes left; anything larger is forged.
    std::uint64_t claim_elements(std::uint64_t count) {
        if (failed_ || count > remaining()) {
            failed_ = true;
            return 0;
        }
        return count;
    }

    // For a value that reads but cannot be taken (serialize functions that check what they read).
    void fail() { failed_ = true; }
    bool failed() const { return failed_; }
    std::size_t remaining() const { return in_.size() - pos_; }

private:
    std::span<const std::uint8_t> in_;
    std::size_t pos_ = 0;
    bool failed_ = false;
};

template <class T>
requires std::is_arithmetic_v<T>
void CEREAL_SAVE_FUNCTION_NAME(ByteOutputArchive& ar, const T& value) {
    static_assert(!std::is_floating_point_v<T> || std::numeric_limits<T>::is_iec559);
    ar.write_bytes(&value, sizeof(T));
}

template <class T>
requires std::is_arithmetic_v<T>
void CEREAL_LOAD_FUNCTION_NAME(ByteInputArchive& ar, T& value) { ar.read_bytes(&value, sizeof(T)); }

// A bool is one byte; any byte but 0 reads as true, so untrusted input (a plugin's reply) never makes a bool that is
// neither: copying the byte straight in would be undefined behaviour.
inline void CEREAL_LOAD_FUNCTION_NAME(ByteInputArchive& ar, bool& value) {
    std::uint8_t byte = 0;
    ar.read_bytes(&byte, 1);
    value = byte != 0;
}

template <class Archive, class T>
CEREAL_ARCHIVE_RESTRICT(ByteInputArchive, ByteOutputArchive)
CEREAL_SERIALIZE_FUNCTION_NAME(Archive& ar, cereal::NameValuePair<T>& pair) {
    ar(pair.value);
}

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(ByteOutputArchive& ar, const cereal::SizeTag<T>& tag) {
    const std::uint64_t size = tag.size;
    ar(size);
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(ByteInputArchive& ar, cereal::SizeTag<T>& tag) {
    std::uint64_t size = 0;
    ar(size);
    tag.size = static_cast<std::remove_reference_t<T>>(ar.claim_elements(size));
}

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(ByteOutputArchive& ar, const cereal::BinaryData<T>& data) {
    ar.write_bytes(data.data, static_cast<std::size_t>(data.size));
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(ByteInputArchive& ar, cereal::BinaryData<T>& data) {
    ar.read_bytes(data.data, static_cast<std::size_t>(data.size));
}

}  // namespace bb::serial

CEREAL_REGISTER_ARCHIVE(bb::serial::ByteOutputArchive)
CEREAL_REGISTER_ARCHIVE(bb::serial::ByteInputArchive)
CEREAL_SETUP_ARCHIVE_TRAITS(bb::serial::ByteInputArchive, bb::serial::ByteOutputArchive)
