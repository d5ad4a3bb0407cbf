#pragma once
// Values by 64-bit key, in one flat table probed linearly: the sight map looks a judgement up at most spots it
// judges, and std::unordered_map's modulo, nodes and chains made each lookup cost several times a probe here.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace bb::rules {

template <class Value>
class KeyTable {
public:
    KeyTable() { grow(); }

    // The value kept for `key`, or null.
    const Value* find(std::uint64_t key) const {
        if (key == kEmpty) return empty_key_ ? &*empty_key_ : nullptr;
        for (std::size_t slot = home(key);; slot = (slot + 1) & mask()) {
            if (keys_[slot] == key) return &values_[slot];
            if (keys_[slot] == kEmpty) return nullptr;
        }
    }

    // Forgets every key, keeping the room they took.
    void clear() {
        std::fill(keys_.begin(), keys_.end(), kEmpty);
        count_ = 0;
        empty_key_.reset();
    }

    // Keeps `value` for a key not in the table yet.
    void insert(std::uint64_t key, const Value& value) {
        if (key == kEmpty) {
            empty_key_ = value;
            return;
        }
        if (2 * (count_ + 1) > keys_.size()) grow();
        std::size_t slot = home(key);
        while (keys_[slot] != kEmpty) slot = (slot + 1) & mask();
        keys_[slot] = key;
        values_[slot] = value;
        ++count_;
    }

private:
    static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};  // marks a free slot; that key is kept aside
    static constexpr int kFirstBits = 8;

    std::size_t mask() const { return keys_.size() - 1; }
    // Fibonacci hashing: the multiply spreads every bit of the key into the top bits taken.
    std::size_t home(std::uint64_t key) const {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - bits_));
    }

    void grow() {
        auto keys = std::move(keys_);
        auto values = std::move(values_);
        bits_ = bits_ == 0 ? kFirstBits : bits_ + 1;
        keys_.assign(std::size_t{1} << bits_, kEmpty);
        values_.assign(keys_.size(), Value{});
        count_ = 0;
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i] != kEmpty) insert(keys[i], values[i]);
    }

    std::vector<std::uint64_t> keys_;
    std::vector<Value> values_;
    std::size_t count_ = 0;
    int bits_ = 0;
    std::optional<Value> empty_key_;
};

}  // namespace bb::rules
