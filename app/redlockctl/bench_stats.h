#pragma once
// Latency samples and their percentiles, shared by `bench` on both backends so the two report
// the same figures the same way (nearest-rank on the sorted samples).

#include "core/json/json_writer.h"

#include <algorithm>
#include <ostream>
#include <string_view>
#include <vector>

namespace redlockctl {

using redlock::json::JsonWriter; // core/json: the one writer of --json output

inline long long percentile(std::vector<long long>& v, double p) {
    if (v.empty()) {
        return 0;
    }
    const auto k = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    std::nth_element(v.begin(), v.begin() + static_cast<long>(k), v.end());
    return v[k];
}

inline long long maxOf(const std::vector<long long>& v) {
    return v.empty() ? 0LL : *std::max_element(v.begin(), v.end());
}

// {"p50":..,"p90":..,"p99":..,"max":..}
inline void jsonPercentiles(JsonWriter& j, std::string_view key, std::vector<long long> v) {
    j.beginObject(key)
        .field("p50", percentile(v, 0.50))
        .field("p90", percentile(v, 0.90))
        .field("p99", percentile(v, 0.99))
        .field("max", maxOf(v))
        .endObject();
}

// "  <name> us: p50 .. p90 .. p99 .. max .."
inline void printPercentiles(std::ostream& out, std::string_view name, std::vector<long long> v) {
    out << "  " << name << " us: p50 " << percentile(v, 0.5) << "  p90 " << percentile(v, 0.9)
        << "  p99 " << percentile(v, 0.99) << "  max " << maxOf(v) << "\n";
}

} // namespace redlockctl
