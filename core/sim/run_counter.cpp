#include "core/sim/run_counter.h"

#include <atomic>

namespace redlock::sim {

namespace {
std::atomic<std::uint64_t> g_simulations{0};
std::atomic<std::uint64_t> g_monteCarlo{0};

std::atomic<std::uint64_t>& counter(RunKind kind) {
    return kind == RunKind::Simulation ? g_simulations : g_monteCarlo;
}
} // namespace

void countRunStarted(RunKind kind) {
    counter(kind).fetch_add(1, std::memory_order_relaxed);
}

std::uint64_t runsStarted(RunKind kind) {
    return counter(kind).load(std::memory_order_relaxed);
}

} // namespace redlock::sim
