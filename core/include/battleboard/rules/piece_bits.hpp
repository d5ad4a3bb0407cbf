#pragma once
// A set of piece indices kept as bits, visited in index order: the sight map's judged spots look only at the pieces
// whose part may have changed or that are on the lines, out of every piece the row can meet.
#include <bit>
#include <cstdint>
#include <vector>

namespace bb::rules {

class PieceBits {
public:
    explicit PieceBits(std::size_t pieces) : words_((pieces + 63) / 64, 0) {}

    void set(std::size_t p) { words_[p >> 6] |= bit(p); }
    void reset(std::size_t p) { words_[p >> 6] &= ~bit(p); }
    bool test(std::size_t p) const { return (words_[p >> 6] & bit(p)) != 0; }
    // Every index the set has room for (past the last piece too: intersect with a set of real pieces).
    void set_all() { std::fill(words_.begin(), words_.end(), ~std::uint64_t{0}); }
    void clear() { std::fill(words_.begin(), words_.end(), 0); }

    // Calls `f(p)` for every p in the set, in order.
    template <class F>
    void for_each(F&& f) const {
        for (std::size_t w = 0; w < words_.size(); ++w)
            for (std::uint64_t left = words_[w]; left != 0; left &= left - 1)
                f(w * 64 + static_cast<std::size_t>(std::countr_zero(left)));
    }

    // Calls `f(p)` for every p in `a` and in `b` or `c`, in order, until `f` returns false. `f` may change the sets:
    // each word is read before its pieces are visited.
    template <class F>
    static void for_each_in_either(const PieceBits& a, const PieceBits& b, const PieceBits& c, F&& f) {
        for (std::size_t w = 0; w < a.words_.size(); ++w)
            for (std::uint64_t left = a.words_[w] & (b.words_[w] | c.words_[w]); left != 0; left &= left - 1)
                if (!f(w * 64 + static_cast<std::size_t>(std::countr_zero(left)))) return;
    }

private:
    static std::uint64_t bit(std::size_t p) { return std::uint64_t{1} << (p & 63); }

    std::vector<std::uint64_t> words_;
};

}  // namespace bb::rules
