#pragma once
// Seeded randomness for the simulator. std::mt19937_64's output sequence is fixed by the
// standard, but std::uniform_int_distribution's mapping is implementation-defined, so the
// mapping to a range is done here with integer rejection sampling: the same seed gives the
// same numbers with every standard library.
//
// below(n): uniform in [0, n), n >= 1, unbiased (rejects the partial block of 2^64 mod n).
// hex(k):   k lowercase hex digits (the simulator's lock values; NOT cryptographic — the real
//           client uses core/token.h).

#include <cassert>
#include <cstdint>
#include <random>
#include <string>

namespace redlock::sim {

class Rng {
public:
    explicit Rng(std::uint64_t seed) : m_engine(seed) {}

    std::uint64_t next() { return m_engine(); }

    std::uint64_t below(std::uint64_t n) {
        assert(n >= 1);
        // 2^64 mod n values at the bottom would give the low residues one extra chance; skip
        // them so the accepted range [r, 2^64) is a whole number of blocks of n.
        const std::uint64_t r = (0 - n) % n;
        for (;;) {
            const std::uint64_t x = m_engine();
            if (x >= r) {
                return x % n;
            }
        }
    }

    std::string hex(int digits) {
        static constexpr char kDigits[] = "0123456789abcdef";
        std::string s;
        std::uint64_t bits = 0;
        int left = 0;
        for (int i = 0; i < digits; ++i) {
            if (left == 0) {
                bits = m_engine();
                left = 16;
            }
            s.push_back(kDigits[bits & 0xF]);
            bits >>= 4;
            --left;
        }
        return s;
    }

private:
    std::mt19937_64 m_engine;
};

} // namespace redlock::sim
