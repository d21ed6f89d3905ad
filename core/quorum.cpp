#include "quorum.h"

#include <algorithm>
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

} // namespace redlock
