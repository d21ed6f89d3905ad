// The breadth-first search of explore(): a visited set of packed canonical states (one arena in
// BFS order, an open-addressing table of indices), parents for the shortest schedule, budgets.
#include "core/explore/counterexample.h"
#include "core/explore/explore.h"
#include "core/explore/model.h"

#include "core/lock/lease.h"
#include "core/lock/quorum.h"
#include "core/sim/translatable.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <limits>
#include <memory>
#include <string>

namespace redlock::explore {

const char* verdictName(Verdict v) {
    switch (v) {
    case Verdict::Violation:
        return "violation";
    case Verdict::Exhausted:
        return "exhausted";
    case Verdict::Bounded:
        return "bounded";
    }
    return "bounded";
}

const char* violationName(Violation v) {
    switch (v) {
    case Violation::None:
        return "none";
    case Violation::Overlap:
        return "overlap";
    case Violation::StaleWrite:
        return "stale-write";
    case Violation::NoProgress:
        return "no-progress";
    }
    return "none";
}

const char* restartName(Restart r) {
    return r == Restart::None ? "none" : r == Restart::Immediate ? "immediate" : "delayed";
}
const char* persistName(Persist p) {
    return p == Persist::None ? "none" : "always";
}
const char* fenceName(Fence f) {
    return f == Fence::Off ? "off" : f == Fence::Monotonic ? "monotonic" : "cas";
}
const char* fanoutName(Fanout f) {
    return f == Fanout::Parallel ? "parallel" : "sequential";
}

const char* brokenAssumptionText(const std::string& id) {
    if (id == "pause-longer-than-validity")
        return REDLOCK_TR_NOOP("redlock::explore::Assumption",
                               "a pause longer than the validity left");
    if (id == "clock-jump-beyond-drift")
        return REDLOCK_TR_NOOP("redlock::explore::Assumption",
                               "a clock jump larger than the drift allowance");
    if (id == "clock-rate-beyond-drift")
        return REDLOCK_TR_NOOP("redlock::explore::Assumption",
                               "a clock running fast by more than the drift allowance covers");
    if (id == "restart-without-persistence")
        return REDLOCK_TR_NOOP("redlock::explore::Assumption",
                               "a restart without persistence before the TTL ran out");
    if (id == "no-validity-check")
        return REDLOCK_TR_NOOP("redlock::explore::Assumption",
                               "no validity check after the acquire");
    if (id == "random-value-no-order")
        return REDLOCK_TR_NOOP("redlock::explore::Assumption",
                               "a random value gives the storage no order");
    if (id == "delayed-write")
        return REDLOCK_TR_NOOP("redlock::explore::Assumption",
                               "a write delayed in the network until a later holder wrote");
    if (id == "split-vote")
        return REDLOCK_TR_NOOP("redlock::explore::Assumption",
                               "split votes: with no fault at all, every client gave up");
    if (id == "message-delay-or-loss")
        return REDLOCK_TR_NOOP("redlock::explore::Assumption", "messages delayed or lost");
    return "";
}

namespace {

Error bad(const std::string& what) {
    return Error{what};
}

std::string ms(std::int64_t v) {
    return std::to_string(v) + " ms";
}

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) {
    return (a + b - 1) / b;
}

// The most one stored state can cost (Visited, below): its packed words, its parent and action,
// and up to six 8-byte table slots (the table is at most half full, and while it doubles the old
// table is still there).
constexpr std::size_t kLinkBytes = 8;
std::size_t worstBytesPerState(int words) {
    return static_cast<std::size_t>(words) * 8 + kLinkBytes + 6 * sizeof(std::uint64_t);
}

std::size_t physicalMemory() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long page = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && page > 0 ? static_cast<std::size_t>(pages) * static_cast<std::size_t>(page)
                                 : std::size_t(4) << 30;
}

} // namespace

Result<Config> configure(const Options& o) {
    Config c;
    c.o = o;
    if (o.masters < 3 || o.masters > detail::kMaxN) {
        return bad("masters " + std::to_string(o.masters) + " is out of range: expected 3 to 7");
    }
    if (o.clients < 2 || o.clients > detail::kMaxK) {
        return bad("clients " + std::to_string(o.clients) + " is out of range: expected 2 or 3");
    }
    if (auto ttl = checkTtl(o.ttlMs); !ttl) {
        return ttl.error();
    }
    c.ttlUs = o.ttlMs * 1000;
    c.driftUs = driftFor(Millis(o.ttlMs)).count();
    const std::int64_t tickMs =
        o.tickMs > 0 ? o.tickMs : std::max<std::int64_t>(1, c.driftUs / 1000);
    if (o.tickMs < 0 || tickMs > o.ttlMs) {
        return bad("tick " + ms(o.tickMs) + " is out of range: expected 1 ms up to the TTL (" +
                   ms(o.ttlMs) + "), or 0 for the drift allowance");
    }
    c.tickUs = tickMs * 1000;
    c.ttlTicks = static_cast<int>(ceilDiv(c.ttlUs, c.tickUs));
    if (c.ttlTicks > 200) {
        return bad("TTL " + ms(o.ttlMs) + " is " + std::to_string(c.ttlTicks) + " ticks of " +
                   ms(tickMs) + ": at most 200 ticks; choose a larger tick or a shorter TTL");
    }
    auto ticks = [&](std::int64_t v, const char* name, int max, int& out) -> std::optional<Error> {
        if (v < 0) {
            return bad(std::string(name) + " " + ms(v) +
                       " is negative: expected 0 (never) or more");
        }
        if (v / tickMs > max) {
            return bad(std::string(name) + " " + ms(v) + " is " + std::to_string(v / tickMs) +
                       " ticks of " + ms(tickMs) + ": at most " + std::to_string(max) + " ticks");
        }
        out = static_cast<int>(v / tickMs);
        return std::nullopt;
    };
    if (auto e = ticks(o.maxDelayMs, "max delay", 14, c.delayTicks))
        return *e;
    if (auto e = ticks(o.maxPauseMs, "max pause", 200, c.pauseTicks))
        return *e;
    if (auto e = ticks(o.clockJumpMs, "clock jump", 200, c.jumpTicks))
        return *e;
    if (auto e = ticks(o.clientClockJumpMs, "client clock jump", 200, c.clientJumpTicks))
        return *e;
    if (o.ratePpm < 0 || o.ratePpm > 1000000) {
        return bad("rate " + std::to_string(o.ratePpm) +
                   " ppm is out of range: expected 0 (clocks exact) to 1000000 (twice as fast)");
    }
    {
        const std::int64_t realUs = ceilDiv(c.ttlUs * 1000000, 1000000 + o.ratePpm);
        c.fastTtlTicks = static_cast<int>(ceilDiv(realUs, c.tickUs));
    }
    c.timeoutTicks = 2 * c.delayTicks + 1;
    if (o.restart == Restart::Delayed) {
        const std::int64_t r = o.restartDelayMs < 0 ? o.ttlMs : o.restartDelayMs;
        const std::int64_t rt = ceilDiv(r * 1000, c.tickUs);
        if (rt > 250) {
            return bad("restart delay " + ms(r) + " is " + std::to_string(rt) + " ticks of " +
                       ms(tickMs) + ": at most 250 ticks");
        }
        c.restartTicks = static_cast<int>(rt);
    } else if (o.restartDelayMs > 0) {
        return bad("restart delay " + ms(o.restartDelayMs) +
                   " needs restarts that wait (--restart delayed)");
    }
    if (o.maxAttempts < 1 || o.maxAttempts > 3) {
        return bad("attempts " + std::to_string(o.maxAttempts) +
                   " is out of range: expected 1 to 3");
    }
    if (o.maxDepth < 0) {
        return bad("max depth " + std::to_string(o.maxDepth) +
                   " is negative: expected 0 (no limit) or more steps");
    }
    if (o.maxStates < 1 || o.maxStates > 2000000000) {
        return bad("max states " + std::to_string(o.maxStates) +
                   " is out of range: expected 1 to 2000000000");
    }
    if (!(o.maxSeconds >= 0)) {
        return bad("max seconds must be 0 (no limit) or more");
    }
    c.quorum = quorumOf(o.masters);
    // Never more than half the machine's memory: say so now instead of running out later.
    const detail::Model model(c);
    const std::size_t perState = worstBytesPerState(model.words());
    const std::size_t need = perState * static_cast<std::size_t>(o.maxStates);
    const std::size_t half = physicalMemory() / 2;
    if (need > half) {
        return bad("max states " + std::to_string(o.maxStates) + " would need " +
                   std::to_string(need >> 20) + " MiB (" + std::to_string(perState) +
                   " bytes a state): more than half of this machine's " +
                   std::to_string(physicalMemory() >> 20) + " MiB; expected at most " +
                   std::to_string(half / perState) + " states");
    }
    return c;
}

namespace {

using detail::Action;
using detail::Model;
using detail::State;

std::uint64_t mix(std::uint64_t h) { // murmur3's finalizer
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ull;
    h ^= h >> 33;
    return h;
}

std::uint64_t hashWords(const std::uint64_t* w, int n) {
    std::uint64_t h = 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(n + 1);
    for (int i = 0; i < n; ++i) {
        h = mix(h ^ w[i]) + 0x9E3779B97F4A7C15ull;
    }
    return h;
}

// States in BFS order, in chunks that never move (growing copies nothing, and the memory a
// state costs is what configure() promises); an open-addressing table of indices over them.
class Visited {
public:
    explicit Visited(int words) : m_w(words) { grow(10); }
    std::int64_t size() const { return m_size; }
    const std::uint64_t* at(std::int64_t i) const {
        return m_chunks[static_cast<std::size_t>(i >> kChunkBits)].get() +
               static_cast<std::size_t>(i & kChunkMask) * static_cast<std::size_t>(m_w);
    }
    std::uint32_t parent(std::int64_t i) const { return link(i).parent; }
    Action action(std::int64_t i) const { return link(i).action; }

    // Room in the table for `more` states without growing (so a batch's slots stay put).
    void reserve(std::int64_t more) {
        while (static_cast<std::size_t>(m_size + more) * 2 > m_slots.size()) {
            grow(m_bits + 1);
        }
    }
    std::size_t home(std::uint64_t h) const { return static_cast<std::size_t>(h >> (64 - m_bits)); }
    void prefetch(std::uint64_t h) const { __builtin_prefetch(&m_slots[home(h)]); }
    // Once the slot is in the cache: fetch ahead the stored state its tag says may be equal.
    void prefetchMatch(std::uint64_t h) const {
        const std::uint64_t slot = m_slots[home(h)];
        if (slot != kEmpty && (slot & ~0xFFFFFFFFull) == (h >> 32 << 32)) {
            __builtin_prefetch(at(static_cast<std::int64_t>(slot & 0xFFFFFFFFull)));
        }
    }

    // Adds the packed state (its hash `h`, room reserved) unless present; true when it was new.
    bool insert(const std::uint64_t* w, std::uint64_t h, std::uint32_t parent, Action a) {
        const std::size_t mask = m_slots.size() - 1;
        const std::uint64_t tag = h >> 32 << 32;
        for (std::size_t i = home(h);; i = (i + 1) & mask) {
            const std::uint64_t slot = m_slots[i];
            if (slot == kEmpty) {
                m_slots[i] = tag | static_cast<std::uint64_t>(m_size);
                add(w, parent, a);
                return true;
            }
            if ((slot & ~0xFFFFFFFFull) == tag &&
                std::memcmp(at(static_cast<std::int64_t>(slot & 0xFFFFFFFFull)), w,
                            sizeof(std::uint64_t) * static_cast<std::size_t>(m_w)) == 0) {
                return false;
            }
        }
    }
    // The bytes in use: the states' words and links, and the table.
    std::size_t bytes() const {
        return static_cast<std::size_t>(m_size) *
                   (static_cast<std::size_t>(m_w) * 8 + sizeof(Link)) +
               m_slots.size() * sizeof(std::uint64_t);
    }

private:
    struct Link {
        std::uint32_t parent;
        Action action;
    };
    static_assert(sizeof(Link) == kLinkBytes);
    static constexpr int kChunkBits = 16;
    static constexpr std::int64_t kChunk = std::int64_t(1) << kChunkBits;
    static constexpr std::int64_t kChunkMask = kChunk - 1;
    static constexpr std::uint64_t kEmpty = std::numeric_limits<std::uint64_t>::max();
    const Link& link(std::int64_t i) const {
        return m_links[static_cast<std::size_t>(i >> kChunkBits)]
                      [static_cast<std::size_t>(i & kChunkMask)];
    }
    void add(const std::uint64_t* w, std::uint32_t parent, Action a) {
        if ((m_size & kChunkMask) == 0) {
            m_chunks.emplace_back(new std::uint64_t[static_cast<std::size_t>(kChunk * m_w)]);
            m_links.emplace_back(new Link[static_cast<std::size_t>(kChunk)]);
        }
        std::memcpy(const_cast<std::uint64_t*>(at(m_size)), w,
                    sizeof(std::uint64_t) * static_cast<std::size_t>(m_w));
        m_links.back()[static_cast<std::size_t>(m_size & kChunkMask)] = {parent, a};
        ++m_size;
    }
    // The slot's high half is the hash's, and a state's home slot is its hash's top bits: the
    // table doubles without hashing a state again.
    void grow(int bits) {
        std::vector<std::uint64_t> old(std::size_t(1) << bits, kEmpty);
        old.swap(m_slots);
        m_bits = bits;
        const std::size_t mask = m_slots.size() - 1;
        for (const std::uint64_t slot : old) {
            if (slot == kEmpty) {
                continue;
            }
            std::size_t i = home(slot);
            while (m_slots[i] != kEmpty) {
                i = (i + 1) & mask;
            }
            m_slots[i] = slot;
        }
    }
    int m_w;
    int m_bits = 0;
    std::int64_t m_size = 0;
    std::vector<std::unique_ptr<std::uint64_t[]>> m_chunks;
    std::vector<std::unique_ptr<Link[]>> m_links;
    std::vector<std::uint64_t> m_slots; // high half: hash tag, low half: state index
};

using Clock = std::chrono::steady_clock;

} // namespace

Outcome explore(const Config& cfg, const Hooks& hooks) {
    const auto t0 = Clock::now();
    const Model model(cfg);
    const int W = model.words();
    Visited visited(W);
    Outcome out;
    std::vector<std::uint64_t> buf(static_cast<std::size_t>(W));
    constexpr std::uint32_t kRoot = std::numeric_limits<std::uint32_t>::max();
    for (State s : model.initialStates()) {
        model.canonicalize(s);
        model.pack(s, buf.data());
        visited.reserve(1);
        visited.insert(buf.data(), hashWords(buf.data(), W), kRoot, Action{});
    }
    auto seconds = [&] { return std::chrono::duration<double>(Clock::now() - t0).count(); };
    auto report = [&](int depth) {
        if (!hooks.progress) {
            return;
        }
        Progress p;
        p.states = visited.size();
        p.transitions = out.transitions;
        p.depth = depth;
        p.seconds = seconds();
        p.statesPerSecond = p.seconds > 0 ? static_cast<double>(p.states) / p.seconds : 0;
        hooks.progress(p);
    };

    std::vector<Action> acts;
    State s; // the state being expanded (constructed once: its member initialisers cost)
    State t;
    std::int64_t levelEnd = visited.size();
    int depth = 0;
    std::int64_t found = -1; // parent index of the violating step
    double lastReport = 0;
    bool stopped = false;
    bool cut = false; // a state at the depth limit was left unexpanded
    // The successors of a batch of states are made first, then hashed with their table slots
    // fetched ahead, and only then inserted, in the order a search state by state inserts
    // them: the same states, parents and counts, with the table's cache misses overlapped.
    struct Pending {
        std::uint64_t hash;
        std::uint32_t parent;
        Action action;
    };
    std::vector<Pending> pending;
    std::vector<std::uint64_t> pendingWords;
    constexpr std::int64_t kBatch = 64;
    constexpr std::size_t kMaxPending =
        4096; // a state may have many successors: memory stays small
    auto flush = [&] {
        const std::size_t n = pending.size();
        visited.reserve(static_cast<std::int64_t>(n));
        for (std::size_t k = 0; k < n; ++k) {
            pending[k].hash = hashWords(&pendingWords[k * static_cast<std::size_t>(W)], W);
            visited.prefetch(pending[k].hash);
        }
        for (std::size_t k = 0; k < n; ++k) {
            visited.prefetchMatch(pending[k].hash);
        }
        for (std::size_t k = 0; k < n; ++k) {
            ++out.transitions;
            if (visited.insert(&pendingWords[k * static_cast<std::size_t>(W)], pending[k].hash,
                               pending[k].parent, pending[k].action) &&
                visited.size() >= cfg.o.maxStates) {
                out.stopReason = "states";
                stopped = true;
                break;
            }
        }
        pending.clear();
        pendingWords.clear();
        return !stopped;
    };
    for (std::int64_t i = 0; !stopped && found < 0 && !cut && i < visited.size();) {
        const std::int64_t batchEnd = std::min(visited.size(), i + kBatch);
        bool violated = false;
        for (; i < batchEnd && !violated; ++i) {
            if (i == levelEnd) {
                if (!flush()) {
                    break;
                }
                ++depth;
                levelEnd = visited.size();
            }
            if (cfg.o.maxDepth > 0 && depth >= cfg.o.maxDepth) {
                cut = true;
                break;
            }
            if ((i & 255) == 0) {
                if (hooks.cancel && hooks.cancel->load(std::memory_order_relaxed)) {
                    out.stopReason = "cancelled";
                    stopped = true;
                    break;
                }
                const double now = seconds();
                if (cfg.o.maxSeconds > 0 && now >= cfg.o.maxSeconds) {
                    out.stopReason = "time";
                    stopped = true;
                    break;
                }
                if (now - lastReport >= 0.05) {
                    lastReport = now;
                    report(depth);
                }
            }
            model.unpack(visited.at(i), s);
            model.actions(s, acts);
            for (const Action& a : acts) {
                detail::Choices ch;
                do {
                    t = s;
                    const detail::StepResult r = model.apply(t, a, ch, nullptr);
                    if (r.violation != Violation::None) {
                        found = i;
                        out.violation = r.violation;
                        violated = true;
                        break;
                    }
                    model.canonicalize(t);
                    pendingWords.resize(pendingWords.size() + static_cast<std::size_t>(W));
                    model.pack(t, &pendingWords[pendingWords.size() - static_cast<std::size_t>(W)]);
                    pending.push_back({0, static_cast<std::uint32_t>(i), a});
                    if (pending.size() >= kMaxPending && !flush()) {
                        break; // the state budget ran out
                    }
                } while (ch.next());
                if (violated || stopped) {
                    break;
                }
            }
            if (stopped) {
                break;
            }
        }
        // What a search state by state would have inserted before it stopped or went on.
        const bool wasStopped = stopped;
        if (!stopped && !flush() && violated) {
            found = -1; // the state budget ran out before the violating step
            out.violation = Violation::None;
        }
        if (violated && !wasStopped && !stopped) {
            ++out.transitions; // the violating step
        }
    }
    out.states = visited.size();
    out.seconds = seconds();
    out.bytesPerState = out.states > 0 ? visited.bytes() / static_cast<std::size_t>(out.states) : 0;
    if (found >= 0) {
        out.verdict = Verdict::Violation;
        // The path of canonical states back to a root, then the same steps on concrete states:
        // at each step, the action whose successor has the stored canonical form.
        std::vector<std::int64_t> chain;
        for (std::int64_t j = found;; j = visited.parent(j)) {
            chain.push_back(j);
            if (visited.parent(j) == kRoot) {
                break;
            }
        }
        std::reverse(chain.begin(), chain.end());
        out.depth = static_cast<int>(chain.size());
        // Replay the canonical steps (each was taken in its canonical parent: find the action
        // and choices that lead to the stored child) and carry the permutations along, so the
        // steps are told for one concrete run with fixed names.
        State canon;
        model.unpack(visited.at(chain.front()), canon);
        const State start = canon;
        Model::Perm toConcrete; // canonical index -> concrete index
        for (int k = 0; k < detail::kMaxK; ++k) {
            toConcrete.client[k] = static_cast<std::uint8_t>(k);
        }
        for (int m = 0; m < detail::kMaxN; ++m) {
            toConcrete.master[m] = static_cast<std::uint8_t>(m);
        }
        std::vector<detail::PathStep> steps;
        auto record = [&](const Action& a, detail::Choices ch, const State& from) {
            detail::PathStep st;
            st.tick = a.kind == detail::Kind::Tick;
            State y = from;
            ch.rewind();
            model.apply(y, a, ch, &st.effects);
            for (detail::Effect& e : st.effects) {
                e.client = toConcrete.client[e.client];
                e.master = toConcrete.master[e.master];
            }
            steps.push_back(std::move(st));
            return y;
        };
        for (std::size_t k = 1; k < chain.size(); ++k) {
            const Action a = visited.action(chain[k]);
            detail::Choices ch;
            bool matched = false;
            do {
                State y = canon;
                model.apply(y, a, ch, nullptr);
                model.canonicalize(y);
                model.pack(y, buf.data());
                if (std::memcmp(buf.data(), visited.at(chain[k]), sizeof(std::uint64_t) * W) == 0) {
                    matched = true;
                    break;
                }
            } while (ch.next());
            if (!matched) {
                break; // cannot happen: the stored child came from this parent
            }
            State y = record(a, ch, canon);
            Model::Perm sigma;
            model.canonicalize(y, &sigma);
            Model::Perm next = toConcrete;
            for (int i = 0; i < detail::kMaxK; ++i) {
                next.client[i] = toConcrete.client[sigma.client[i]];
            }
            for (int i = 0; i < detail::kMaxN; ++i) {
                next.master[i] = toConcrete.master[sigma.master[i]];
            }
            toConcrete = next;
            canon = y;
        }
        // The violating step itself.
        model.actions(canon, acts);
        State last = canon;
        for (const Action& a : acts) {
            detail::Choices ch;
            bool hit = false;
            do {
                State y = canon;
                if (model.apply(y, a, ch, nullptr).violation == out.violation) {
                    hit = true;
                    break;
                }
            } while (ch.next());
            if (hit) {
                last = record(a, ch, canon);
                break;
            }
        }
        const std::size_t narrated = steps.size();
        // Then the run goes on without further faults, so the scenario tells the whole story:
        // every holder writes and releases, every message arrives.
        {
            State x = last;
            const int limit =
                8 * (cfg.ttlTicks + cfg.timeoutTicks + cfg.pauseTicks + cfg.delayTicks) + 400;
            for (int i = 0; i < limit && !model.done(x); ++i) {
                model.actions(x, acts);
                Action pick{detail::Kind::Tick, 0, 0, 0};
                // Messages arrive at once; a holder works late in its validity, so the
                // overlap or the late write shows at its full length.
                for (const Action& a : acts) {
                    if (a.kind == detail::Kind::Step && x.c[a.a].belief > 2) {
                        continue;
                    }
                    if (a.kind == detail::Kind::Step || a.kind == detail::Kind::DeliverRel ||
                        a.kind == detail::Kind::DeliverSet ||
                        a.kind == detail::Kind::DeliverReply ||
                        a.kind == detail::Kind::DeliverClaim ||
                        a.kind == detail::Kind::DeliverWrite) {
                        pick = a;
                        break;
                    }
                }
                x = record(pick, detail::Choices{}, x); // no choice: no delay, nothing lost
            }
        }
        detail::Counterexample cx =
            detail::buildCounterexample(model, start, steps, narrated, out.violation);
        out.schedule = std::move(cx.schedule);
        out.faultsUsed = std::move(cx.faultsUsed);
        out.brokenAssumption = cx.brokenAssumption;
        out.brokenAssumptionText = brokenAssumptionText(cx.brokenAssumption);
        out.scenario = std::move(cx.scenario);
        out.replayed = cx.replayed;
    } else if (stopped || cut) {
        out.verdict = Verdict::Bounded;
        out.depth = depth;
        if (cut) {
            out.stopReason = "depth";
        }
    } else {
        out.verdict = Verdict::Exhausted;
        out.depth = depth;
    }
    report(out.depth);
    return out;
}

} // namespace redlock::explore
