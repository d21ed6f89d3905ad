#include "core/client/mock_fan_out.h"

#include <algorithm>
#include <numeric>
#include <string>
#include <utility>

namespace redlock {

MockFanOut::MockFanOut(int n, Micros start) : m_clock(start) {
    for (int i = 0; i < n; ++i) {
        // Appended rather than `"M" + std::to_string(...)`, which trips GCC 12's false
        // -Werror=restrict at -O3 (see core/valkey/address.cpp).
        std::string name(1, 'M');
        name += std::to_string(i + 1);
        m_masters.push_back(std::make_unique<MockMaster>(std::move(name), m_clock));
    }
}

namespace {
Reply skipped(Micros sentAt, Micros at) {
    Reply r;
    r.outcome = Outcome::Skipped;
    r.sentAt = sentAt;
    r.repliedAt = at;
    return r;
}
} // namespace

Reply MockFanOut::send(int i, const Command& cmd, const FanOutOptions& opt, Micros t0) {
    MockMaster& m = *m_masters[i];
    Reply r;
    if (m.isUp()) {
        r = m.apply(cmd, t0 + m.latency() / 2);
        r.repliedAt = t0 + m.latency();
    }
    if (!m.isUp() || m.latency() > opt.timeout) {
        r = Reply{};
        r.outcome = Outcome::Timeout;
        r.repliedAt = t0 + opt.timeout;
    }
    r.sentAt = t0;
    if ((opt.noWait >> i) & 1u) { // applied, never awaited: a miss known at the send
        r = skipped(t0, t0);
    }
    return r;
}

std::vector<Reply> MockFanOut::runSequential(const Command& cmd, const FanOutOptions& opt) {
    // One master after another: each send waits for the previous answer or deadline.
    const int n = size();
    std::vector<Reply> replies(n);
    Micros t = m_clock.now();
    int ok = 0;
    int asked = 0;
    for (int i = 0; i < n; ++i) {
        if (quorumOutOfReach(opt, n, asked, ok)) {
            replies[i] = notAsked(t);
            continue;
        }
        replies[i] = send(i, cmd, opt, t);
        ++asked;
        ok += replies[i].outcome == Outcome::Ok ? 1 : 0;
        t = replies[i].repliedAt;
    }
    m_clock.set(t);
    return replies;
}

std::vector<Reply> MockFanOut::run(const Command& cmd, const FanOutOptions& opt) {
    if (opt.mode == FanOutMode::Sequential) {
        return runSequential(cmd, opt);
    }
    const Micros t0 = m_clock.now();
    const int n = size();
    std::vector<Reply> replies(n);
    for (int i = 0; i < n; ++i) {
        replies[i] = send(i, cmd, opt, t0);
    }

    // Walk the answers in arrival order (ties by master index) until the outcome is decided.
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return replies[a].repliedAt < replies[b].repliedAt; });
    int ok = 0, miss = 0;
    Micros settleAt = t0;
    std::size_t k = 0;
    for (; k < order.size(); ++k) {
        const Reply& r = replies[order[k]];
        (r.outcome == Outcome::Ok ? ok : miss) += 1;
        settleAt = r.repliedAt;
        if (settled(opt, n, ok, miss)) {
            ++k;
            break;
        }
    }
    // Answers that come later than the settle time were not awaited. An exact tie with the
    // deciding answer arrives at the same instant, so it is still read.
    for (; k < order.size(); ++k) {
        Reply& r = replies[order[k]];
        if (r.repliedAt > settleAt) {
            r = skipped(t0, settleAt);
        }
    }
    m_clock.set(settleAt);
    return replies;
}

} // namespace redlock
