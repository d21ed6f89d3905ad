#pragma once
// Quorum arithmetic for N independent masters (1 <= N <= 9).
//  - majority(N) = floor(N/2) + 1: the fewest OK votes that make a lock.
//  - minOverlap(N) = 2*majority(N) - N: any two majorities share at least this many masters,
//    which is why two clients cannot both hold a majority at the same time.
//  - tolerated failures = N - majority(N); an even N adds a master without adding a tolerated
//    failure (4 tolerates 1, like 3).

#include "core/lock/result.h"

#include <vector>

namespace redlock {

inline constexpr int kMinMasters = 1;
inline constexpr int kMaxMasters = 9;

// Checks N and returns floor(N/2)+1, or an error naming N.
Result<int> majority(int n);

// Unchecked: precondition 1 <= n <= 9.
constexpr int quorumOf(int n) {
    return n / 2 + 1;
}
constexpr int minOverlap(int n) {
    return 2 * quorumOf(n) - n;
}
constexpr int toleratedFailures(int n) {
    return n - quorumOf(n);
}

// True when okVotes clears the majority line of n.
constexpr bool voteHolds(int okVotes, int n) {
    return okVotes >= quorumOf(n);
}

// Indices present in both sets (each a list of master indices 0..n-1), ascending.
std::vector<int> sharedMasters(const std::vector<int>& a, const std::vector<int>& b);

// Whether a set of distinct master indices is a majority of n.
bool isMajority(const std::vector<int>& set, int n);

// Exhaustive check of the overlap claim for one n: every pair {A, B} of two different
// majorities of n (subsets of at least quorumOf(n) masters), and the fewest masters any pair
// shares. N = 5 has 16 majorities and 16 * 15 / 2 = 120 such pairs. The claim holds when
// minShared >= 1; minShared always equals minOverlap(n) (for n = 1 and 2 there is one majority,
// all n masters, and no pair: minShared is then n). At most 256 * 255 / 2 pairs for n = 9, so it
// runs in well under a millisecond. Precondition: 1 <= n <= 9.
struct MajorityPairs {
    long long majorities = 0; // subsets of n masters that are a majority
    long long pairs = 0;      // unordered pairs of two different majorities
    int minShared = 0;        // smallest |A ∩ B| over all pairs
    long long disjointPairs = 0;
};
MajorityPairs checkAllMajorityPairs(int n);

} // namespace redlock
