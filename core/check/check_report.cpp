#include "core/check/check_report.h"

#include <algorithm>

namespace redlock::check {

namespace {

// Every pair of windows of different clients that share some time. Windows sorted by start:
// once a later window starts at or after w's end, no window after it can meet w either.
void countOverlaps(const std::vector<BeliefWindow>& w, Analysis& a) {
    for (std::size_t i = 0; i < w.size(); ++i) {
        for (std::size_t j = i + 1; j < w.size() && w[j].start < w[i].end; ++j) {
            if (w[j].client == w[i].client) {
                continue; // one thread holds one lock at a time; its own windows never meet
            }
            const Micros shared = std::min(w[i].end, w[j].end) - w[j].start;
            if (shared > Micros(0)) {
                ++a.overlaps;
                a.overlapMs += toMs(shared);
            }
        }
    }
}

bool stale(const RegisterWrite& write, const std::vector<BeliefWindow>& w) {
    return std::any_of(w.begin(), w.end(), [&](const BeliefWindow& b) {
        return b.client != write.client && b.start > write.writerStart && b.start <= write.at;
    });
}

// Length of the union of the windows, clipped to the run.
double covered(const std::vector<BeliefWindow>& w, Micros runStart, Micros runEnd) {
    Micros total{0};
    Micros reach = runStart;
    for (const auto& b : w) {
        const Micros from = std::max(b.start, reach);
        const Micros to = std::min(b.end, runEnd);
        if (to > from) {
            total += to - from;
            reach = to;
        }
    }
    const Micros span = runEnd - runStart;
    return span > Micros(0) ? static_cast<double>(total.count()) / static_cast<double>(span.count())
                            : 0.0;
}

} // namespace

Analysis analyse(std::vector<BeliefWindow> windows, const std::vector<RegisterWrite>& writes,
                 Micros runStart, Micros runEnd) {
    std::sort(windows.begin(), windows.end(),
              [](const BeliefWindow& x, const BeliefWindow& y) { return x.start < y.start; });
    Analysis a;
    countOverlaps(windows, a);
    a.staleWrites = std::count_if(writes.begin(), writes.end(),
                                  [&](const RegisterWrite& wr) { return stale(wr, windows); });
    a.availability = covered(windows, runStart, runEnd);
    return a;
}

} // namespace redlock::check
