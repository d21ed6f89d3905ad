#pragma once
// The one seeded random engine of the project, kept with the rules so every room may use it
// without depending on another: the simulator (core/sim/), the Redlock client's retry delay
// (core/client/redlock.h) and the chaos checker (core/check/) all draw from it, so a seed gives
// the same numbers — and `redlockctl check --seed S` the same schedule — with every standard
// library. std::mt19937_64's output sequence is fixed by the standard (its 10000th output from
// the default seed is specified), but the std::*_distribution mappings are
// implementation-defined, so none is used: every mapping below is written out here.
//
// next():          the raw 64-bit output.
// below(n):        uniform in [0, n), n >= 1, unbiased (rejects the partial block of 2^64 mod n).
// between(lo, hi): uniform in [lo, hi], both included, lo <= hi.
// chance(p):       true with probability p (0 never, 1 always), from the top 53 bits.
// hex(k):          k lowercase hex digits (the simulator's lock values).
// NOT cryptographic: lock tokens of the real client come from the OS (core/lock/token.h).

#include <cassert>
#include <cstdint>
#include <random>
#include <string>

namespace redlock {

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

    std::int64_t between(std::int64_t lo, std::int64_t hi) {
        assert(lo <= hi);
        // Unsigned arithmetic: the span of [INT64_MIN, INT64_MAX] is 2^64 - 1 and wraps safely.
        const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
        const std::uint64_t offset = span == UINT64_MAX ? m_engine() : below(span + 1);
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + offset);
    }

    bool chance(double p) {
        // A uniform double in [0, 1) with 53 random bits, exact in binary floating point.
        const double u = static_cast<double>(m_engine() >> 11) * 0x1.0p-53;
        return u < p;
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

} // namespace redlock
