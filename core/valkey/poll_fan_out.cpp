#include "core/valkey/poll_fan_out.h"

#include <algorithm>
#include <cassert>
#include <cerrno>
#include <ctime>
#include <poll.h>

namespace redlock {

PollFanOut::PollFanOut(const std::vector<Address>& masters, const ValkeyOptions& opt) {
    assert(masters.size() <= 32); // run() keeps one bit per master (inputs allow at most 9)
    m_masters.reserve(masters.size());
    for (const auto& a : masters) {
        m_masters.emplace_back(a, opt);
    }
    m_active.reserve(masters.size());
    m_fds.reserve(masters.size());
}

PollFanOut::~PollFanOut() = default;

std::vector<Reply> PollFanOut::run(const Command& cmd, const FanOutOptions& opt) {
    if (opt.mode == FanOutMode::Sequential) {
        return runSequential(cmd, opt);
    }
    const int n = size();
    m_late.clear(); // anything skipped before is thrown away by the next begin()
    int ok = 0;
    int miss = 0;
    auto count = [&](const ValkeyMaster& m) {
        (m.reply().outcome == Outcome::Ok ? ok : miss) += 1;
    };

    // Send to all first, so every master works on it while we wait for any of them. Open
    // connections go first: a (re)connect costs several syscalls, and a master that is down or
    // hung should not delay the sends to the healthy ones.
    // The order is fixed before any send: a send can drop a connection, and each master must
    // be started exactly once.
    m_active.clear();
    unsigned wasOpen = 0;
    for (int i = 0; i < n; ++i) {
        wasOpen |= m_masters[i].connected() ? (1u << i) : 0u;
    }
    for (const bool open : {true, false}) {
        for (int i = 0; i < n; ++i) {
            ValkeyMaster& m = m_masters[i];
            if (((wasOpen >> i) & 1u) != (open ? 1u : 0u)) {
                continue;
            }
            m.begin(cmd, m_clock.now(), opt.timeout);
            // Sent (or queued behind the connect) but never awaited. skip() leaves the command
            // in flight (a late answer may still be read), so it is counted here, not polled.
            const bool notAwaited = !m.done() && ((opt.noWait >> i) & 1u);
            if (notAwaited) {
                m.skip(m_clock.now());
            }
            if (m.done() || notAwaited) {
                count(m);
            } else {
                m_active.push_back(i);
            }
        }
    }

    if (m_checkpoint) {
        m_checkpoint(true);
    }
    pump(opt, n, ok, miss);

    const Micros settleAt = m_clock.now();
    std::vector<Reply> replies;
    replies.reserve(n);
    for (int i : m_active) {
        m_masters[i].skip(settleAt);
    }
    m_late = m_active;
    for (auto& m : m_masters) {
        replies.push_back(m.reply());
    }
    return replies;
}

void PollFanOut::pump(const FanOutOptions& opt, int n, int& ok, int& miss) {
    auto count = [&](const ValkeyMaster& m) {
        (m.reply().outcome == Outcome::Ok ? ok : miss) += 1;
    };
    while (!m_active.empty() && !settled(opt, n, ok, miss)) {
        Micros now = m_clock.now();
        Micros nearest = Micros::max();
        m_fds.clear();
        for (int i : m_active) {
            nearest = std::min(nearest, m_masters[i].deadline());
            m_fds.push_back({m_masters[i].fd(), m_masters[i].events(), 0});
        }
        if (now < nearest && m_checkpoint) {
            m_checkpoint(false);
            now = m_clock.now();
        }
        if (now < nearest) {
            const Micros left =
                m_checkpoint ? std::min(nearest - now, kCheckpointStep) : nearest - now;
            const timespec ts{static_cast<time_t>(left.count() / 1000000),
                              static_cast<long>(left.count() % 1000000) * 1000};
            const int rc = ::ppoll(m_fds.data(), m_fds.size(), &ts, nullptr);
            if (rc < 0 && errno != EINTR) {
                break; // cannot wait: what is still open is treated as timed out below
            }
            now = m_clock.now();
        }
        // Read every ready master, then retire those past their deadline. Answers read in the
        // same round all count before the settle check: they arrived at the same instant.
        std::size_t keep = 0;
        for (std::size_t k = 0; k < m_active.size(); ++k) {
            ValkeyMaster& m = m_masters[m_active[k]];
            if (m_fds[k].revents != 0) {
                m.onEvents(m_fds[k].revents, now);
            }
            if (!m.done() && now >= m.deadline()) {
                m.expire(now);
            }
            if (m.done()) {
                count(m);
            } else {
                m_active[keep++] = m_active[k];
            }
        }
        m_active.resize(keep);
    }
}

std::vector<Reply> PollFanOut::runSequential(const Command& cmd, const FanOutOptions& opt) {
    const int n = size();
    m_late.clear();
    std::vector<Reply> replies(n);
    int ok = 0;
    int asked = 0;
    FanOutOptions one = opt; // wait for this one master: its answer or its own deadline
    one.settle = Settle::All;
    for (int i = 0; i < n; ++i) {
        if (quorumOutOfReach(opt, n, asked, ok)) {
            replies[i] = notAsked(m_clock.now());
            continue;
        }
        ValkeyMaster& m = m_masters[i];
        m.begin(cmd, m_clock.now(), opt.timeout);
        ++asked;
        if (!m.done() && ((opt.noWait >> i) & 1u)) {
            m.skip(m_clock.now());
        } else if (!m.done()) {
            m_active.assign(1, i);
            int okOne = 0;
            int missOne = 0;
            pump(one, 1, okOne, missOne);
            if (!m.done()) { // ppoll failed: what is still open counts as timed out
                m.expire(m_clock.now());
            }
        }
        replies[i] = m.reply();
        ok += replies[i].outcome == Outcome::Ok ? 1 : 0;
    }
    m_active.clear();
    return replies;
}

std::vector<std::optional<Reply>> PollFanOut::readLate() {
    std::vector<std::optional<Reply>> out(m_masters.size());
    std::vector<int> waiting;
    waiting.swap(m_late);
    std::vector<::pollfd> fds;
    // Each skipped master until it answers or reaches its own deadline; bounded by the latest.
    while (!waiting.empty()) {
        Micros nearest = Micros::max();
        fds.clear();
        for (int i : waiting) {
            nearest = std::min(nearest, m_masters[i].deadline());
            fds.push_back({m_masters[i].fd(), m_masters[i].events(), 0});
        }
        Micros now = m_clock.now();
        if (now < nearest) {
            const Micros left = nearest - now;
            const timespec ts{static_cast<time_t>(left.count() / 1000000),
                              static_cast<long>(left.count() % 1000000) * 1000};
            if (::ppoll(fds.data(), fds.size(), &ts, nullptr) < 0 && errno != EINTR) {
                nearest = Micros{0}; // cannot wait: expire what is left
            }
            now = m_clock.now();
        }
        std::size_t keep = 0;
        for (std::size_t k = 0; k < waiting.size(); ++k) {
            ValkeyMaster& m = m_masters[waiting[k]];
            if (fds[k].revents != 0) {
                m.onEvents(fds[k].revents, now);
            }
            if (!m.done() && (now >= m.deadline() || nearest == Micros{0})) {
                m.expire(now);
            }
            if (m.done()) {
                out[waiting[k]] = m.reply();
            } else {
                waiting[keep++] = waiting[k];
            }
        }
        waiting.resize(keep);
    }
    return out;
}

void PollFanOut::sleep(Micros d) {
    timespec ts{static_cast<time_t>(d.count() / 1000000),
                static_cast<long>(d.count() % 1000000) * 1000};
    while (::nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

} // namespace redlock
