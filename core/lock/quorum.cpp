#include "core/lock/quorum.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <string>

namespace redlock {

Result<int> majority(int n) {
    if (n < kMinMasters || n > kMaxMasters) {
        return Error{"number of masters " + std::to_string(n) + " is out of range: expected " +
                     std::to_string(kMinMasters) + " to " + std::to_string(kMaxMasters)};
    }
    return quorumOf(n);
}

std::vector<int> sharedMasters(const std::vector<int>& a, const std::vector<int>& b) {
    std::vector<int> sa = a, sb = b, out;
    std::sort(sa.begin(), sa.end());
    std::sort(sb.begin(), sb.end());
    sa.erase(std::unique(sa.begin(), sa.end()), sa.end());
    sb.erase(std::unique(sb.begin(), sb.end()), sb.end());
    std::set_intersection(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(out));
    return out;
}

bool isMajority(const std::vector<int>& set, int n) {
    std::vector<int> s = set;
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    const auto inRange = std::all_of(s.begin(), s.end(), [n](int i) { return i >= 0 && i < n; });
    return inRange && static_cast<int>(s.size()) >= quorumOf(n);
}

MajorityPairs checkAllMajorityPairs(int n) {
    assert(n >= kMinMasters && n <= kMaxMasters);
    // Subsets as bit masks: the size of a set is its popcount, the shared masters of two sets
    // the popcount of their AND. That keeps the 32 640 pairs of n = 9 trivially cheap.
    std::vector<unsigned> sets;
    for (unsigned mask = 0; mask < (1u << n); ++mask) {
        if (std::popcount(mask) >= quorumOf(n)) {
            sets.push_back(mask);
        }
    }
    MajorityPairs out;
    out.majorities = static_cast<long long>(sets.size());
    out.minShared = n;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            const int shared = std::popcount(sets[i] & sets[j]);
            out.minShared = std::min(out.minShared, shared);
            out.disjointPairs += shared == 0 ? 1 : 0;
            ++out.pairs;
        }
    }
    return out;
}

} // namespace redlock
