#include "core/explore/model.h"

#include "core/lock/judge.h"
#include "core/lock/quorum.h"

#include <algorithm>
#include <cassert>

namespace redlock::explore::detail {

namespace {

std::uint8_t valueOf(int c, int att) {
    return static_cast<std::uint8_t>((c << 2) | att);
}

} // namespace

Model::Model(const Config& cfg) : m_cfg(cfg), m_n(cfg.o.masters), m_k(cfg.o.clients) {
    m_masterSym = cfg.o.fanout == Fanout::Parallel;
    // The packed length: the same fields as pack().
    const int bytes = m_n * 3 + m_k * 13 + m_k * m_n * 2 + 2;
    m_words = (bytes + 7) / 8;
}

std::vector<State> Model::initialStates() const {
    std::vector<State> out;
    State base;
    for (int m = 0; m < m_n; ++m) {
        base.m[m].up = 1;
    }
    if (m_cfg.o.ratePpm <= 0) {
        out.push_back(base);
        return out;
    }
    // Which masters' clocks run fast: a count when masters are interchangeable, else a subset.
    if (m_masterSym) {
        for (int f = 0; f <= m_n; ++f) {
            State s = base;
            for (int m = 0; m < f; ++m) {
                s.m[m].fast = 1;
            }
            s.faulted = f > 0;
            out.push_back(s);
        }
    } else {
        for (int mask = 0; mask < (1 << m_n); ++mask) {
            State s = base;
            for (int m = 0; m < m_n; ++m) {
                s.m[m].fast = (mask >> m) & 1;
            }
            s.faulted = mask != 0;
            out.push_back(s);
        }
    }
    return out;
}

void Model::actions(const State& s, std::vector<Action>& out) const {
    out.clear();
    const Config& g = m_cfg;
    bool tickOk = true;
    for (int c = 0; c < m_k; ++c) {
        const ClientS& cl = s.c[c];
        const auto cc = static_cast<std::uint8_t>(c);
        if (cl.phase == Idle) {
            out.push_back({Kind::Start, cc, 0, 0});
        }
        const bool active = cl.phase == Acquiring || cl.phase == Working;
        // A holder's next work step waits for the storage to take the previous one (the write
        // is acknowledged before the release); once it can go, it goes within the tick.
        if (cl.phase == Working && !cl.pause && !cl.claim && !cl.write) {
            out.push_back({Kind::Step, cc, 0, 0});
            tickOk = tickOk && cl.belief > 0; // with its validity gone it stops at once
        }
        if (active && !cl.pause && !cl.pauseUsed) {
            for (int p = 1; p <= g.pauseTicks; ++p) {
                out.push_back({Kind::Pause, cc, static_cast<std::uint8_t>(p), 0});
            }
        }
        if (active && !cl.clockJumped) {
            for (int j = 1; j <= g.clientJumpTicks; ++j) {
                out.push_back({Kind::ClientJump, cc, 0, static_cast<std::uint8_t>(j)});
            }
        }
        if (cl.claim == 1) {
            out.push_back({Kind::DeliverClaim, cc, 0, 0});
            tickOk = false;
        }
        if (cl.write == 1) {
            out.push_back({Kind::DeliverWrite, cc, 0, 0});
            tickOk = false;
        }
        for (int m = 0; m < m_n; ++m) {
            const LinkS& l = s.l[c][m];
            const auto mm = static_cast<std::uint8_t>(m);
            if (l.rel == 1) {
                out.push_back({Kind::DeliverRel, cc, mm, 0});
                tickOk = false;
            }
            if (l.set == 1 && !l.tied) {
                out.push_back({Kind::DeliverSet, cc, mm, 0});
                tickOk = false;
            }
            if (l.reply == 1) {
                out.push_back({Kind::DeliverReply, cc, mm, 0});
                tickOk = false;
            }
        }
    }
    for (int m = 0; m < m_n; ++m) {
        const MasterS& ms = s.m[m];
        const auto mm = static_cast<std::uint8_t>(m);
        if (g.o.restart != Restart::None) {
            if (ms.up) {
                out.push_back({Kind::Crash, 0, mm, 0});
            } else if (ms.down >= g.restartTicks) {
                out.push_back({Kind::Restart, 0, mm, 0});
            }
        }
        if (!ms.jumped) {
            for (int j = 1; j <= g.jumpTicks; ++j) {
                out.push_back({Kind::Jump, 0, mm, static_cast<std::uint8_t>(j)});
            }
        }
    }
    if (tickOk) {
        out.push_back({Kind::Tick, 0, 0, 0});
    }
}

bool Model::trulyHolds(const State& s, int c, int att) const {
    int n = 0;
    const std::uint8_t v = valueOf(c, att);
    for (int m = 0; m < m_n; ++m) {
        n += (s.m[m].up && s.m[m].key == v) ? 1 : 0;
    }
    return n >= m_cfg.quorum;
}

struct Model::Ctx {
    Ctx(State& st, Choices& c, std::vector<Effect>* f) : s(st), ch(c), fx(f) {
        std::memset(relChoice, -1, sizeof relChoice);
    }
    State& s;
    Choices& ch;
    std::vector<Effect>* fx;
    bool cascade = false; // a message sent with no delay arrives at once
    StepResult r;
    enum Q : std::uint8_t { QRel, QSet, QReply, QClaim, QWrite };
    struct Pending {
        std::uint8_t q, c, m;
    };
    Pending queue[64]{};
    int head = 0, tail = 0;
    std::int8_t relChoice[kMaxK][kMaxN]; // this transition's DEL: -1 lost, else its delay
    void push(Q q, int c, int m) {
        if (tail < 64) {
            queue[tail++] = {q, static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(m)};
        }
    }
    void emit(const Effect& e) {
        if (fx) {
            fx->push_back(e);
        }
    }
};

namespace {
Effect eff(Effect::What w, int c, int m = 0, int n = 0) {
    Effect e{};
    e.what = w;
    e.client = static_cast<std::uint8_t>(c);
    e.master = static_cast<std::uint8_t>(m);
    e.n = static_cast<std::uint8_t>(n);
    return e;
}
} // namespace

// The adversary picks a message's delay (0..D ticks) or, with loss on, that it is lost (-1).
static int chooseDelay(const Config& g, Choices& ch, bool losable) {
    const int options = g.delayTicks + 1 + (losable && g.o.loss ? 1 : 0);
    const int k = ch.pick(options);
    return k > g.delayTicks ? -1 : k;
}

void Model::askMaster(Ctx& x, int c, int m, bool tie) const {
    ClientS& cl = x.s.c[c];
    cl.votes[m] = Pending;
    cl.ask = static_cast<std::uint8_t>(m);
    cl.sinceAsk = 0;
    cl.sendDone = cl.since;
    LinkS& l = x.s.l[c][m];
    assert(!l.set);
    Effect e = eff(Effect::SendSet, c, m);
    if (tie) {
        // Left together with this moment's DEL on the same link: they travel as one.
        const int d = x.relChoice[c][m];
        e.tied = true;
        e.lost = d < 0;
        e.n = static_cast<std::uint8_t>(d < 0 ? 0 : d);
        if (d >= 0) {
            l.set = l.rel;
            l.tied = 1;
        }
        x.emit(e);
        return;
    }
    const int d = chooseDelay(m_cfg, x.ch, true);
    e.lost = d < 0;
    e.n = static_cast<std::uint8_t>(d < 0 ? 0 : d);
    x.emit(e);
    if (d < 0) {
        return; // lost: the timeout will count the miss
    }
    l.set = static_cast<std::uint8_t>(d + 1);
    if (d == 0 && x.cascade) {
        x.push(Ctx::QSet, c, m);
    }
}

void Model::sendRelease(Ctx& x, int c) const {
    ClientS& cl = x.s.c[c];
    for (int m = 0; m < m_n; ++m) {
        LinkS& l = x.s.l[c][m];
        assert(!l.rel);
        const int d = chooseDelay(m_cfg, x.ch, true);
        x.relChoice[c][m] = static_cast<std::int8_t>(d);
        Effect e = eff(Effect::SendRel, c, m, d < 0 ? 0 : d);
        e.lost = d < 0;
        x.emit(e);
        if (d < 0) {
            continue;
        }
        l.rel = static_cast<std::uint8_t>(d + 1);
        l.relAtt = cl.attempt;
        if (d == 0 && x.cascade) {
            x.push(Ctx::QRel, c, m);
        }
    }
}

void Model::sendRound(Ctx& x, int c, bool afterRelease) const {
    ClientS& cl = x.s.c[c];
    cl.since = 0;
    cl.sendDone = 0;
    cl.roundJump = 0;
    cl.sinceAsk = 0;
    cl.ask = 0;
    if (m_cfg.o.fanout == Fanout::Sequential) {
        for (int m = 0; m < m_n; ++m) {
            cl.votes[m] = Skipped;
        }
        askMaster(x, c, 0, afterRelease);
        return;
    }
    for (int m = 0; m < m_n; ++m) {
        askMaster(x, c, m, afterRelease);
    }
    cl.ask = 0;
}

void Model::verdict(Ctx& x, int c) const {
    State& s = x.s;
    ClientS& cl = s.c[c];
    int ok = 0;
    for (int m = 0; m < m_n; ++m) {
        ok += cl.votes[m] == Ok ? 1 : 0;
        s.l[c][m].reply = 0; // a reply still on its way is late: the client ignores it
        s.l[c][m].replyOk = 0;
    }
    const int measured = m_cfg.o.naiveClient ? cl.sendDone : cl.since;
    const int elapsed = std::max(0, measured - static_cast<int>(cl.roundJump));
    const redlock::Verdict v = judge(ok, m_n, Micros(std::int64_t(elapsed) * m_cfg.tickUs),
                                     Millis(m_cfg.o.ttlMs), kDefaultDriftFactor);
    int belief = 0;
    if (v.held && v.validity.count() > kGuardUs) {
        const std::int64_t left = v.validity.count() - kGuardUs;
        belief =
            static_cast<int>(std::min<std::int64_t>(250, (left + m_cfg.tickUs - 1) / m_cfg.tickUs));
    }
    Effect e = eff(Effect::Verdict, c);
    e.ok = v.held;
    e.votes = ok;
    e.elapsedTicks = elapsed;
    e.validityUs = v.validity.count();
    e.beliefTicks = belief;
    x.emit(e);
    cl.since = 0;
    cl.sendDone = 0;
    cl.roundJump = 0;
    cl.ask = 0;
    cl.sinceAsk = 0;
    cl.votes.fill(0);
    if (v.held) {
        if (m_cfg.o.checkOverlap && belief > 0 && x.r.violation == Violation::None) {
            for (int o = 0; o < m_k; ++o) {
                if (o != c && s.c[o].belief > 0) {
                    x.r.violation = Violation::Overlap;
                }
            }
        }
        std::uint8_t top = std::max(s.st.highest, s.st.seen);
        for (int o = 0; o < m_k; ++o) {
            top = std::max(top, s.c[o].token);
        }
        cl.token = static_cast<std::uint8_t>(top + 1);
        cl.belief = static_cast<std::uint8_t>(belief);
        cl.phase = Working;
        cl.step = 0;
        s.everHeld = 1;
        return;
    }
    // Refused: release on all masters, then the next attempt at once (or give up).
    sendRelease(x, c);
    if (cl.attempt < m_cfg.o.maxAttempts) {
        ++cl.attempt;
        sendRound(x, c, true);
    } else {
        cl.phase = GaveUp;
        x.emit(eff(Effect::GiveUp, c));
    }
}

// A running client whose round is settled moves on: the next master (sequential) or the verdict.
// When it settles on reading a reply, the adversary may pause it just before.
void Model::settle(Ctx& x, int c, bool mayPause) const {
    ClientS& cl = x.s.c[c];
    if (cl.phase != Acquiring || cl.pause) {
        return;
    }
    const bool parallel = m_cfg.o.fanout == Fanout::Parallel;
    if (parallel) {
        for (int m = 0; m < m_n; ++m) {
            if (cl.votes[m] == Pending) {
                return;
            }
        }
    } else if (cl.votes[cl.ask] == Pending) {
        return;
    }
    if (mayPause && m_cfg.pauseTicks > 0 && !cl.pauseUsed) {
        const int p = x.ch.pick(m_cfg.pauseTicks + 1);
        if (p > 0) {
            cl.pause = static_cast<std::uint8_t>(p);
            cl.pauseUsed = 1;
            x.s.faulted = 1;
            x.emit(eff(Effect::PauseStart, c, 0, p));
            return;
        }
    }
    if (parallel) {
        verdict(x, c);
        return;
    }
    int ok = 0;
    for (int m = 0; m <= cl.ask; ++m) {
        ok += cl.votes[m] == Ok ? 1 : 0;
    }
    const int left = m_n - (cl.ask + 1);
    if (left > 0 && ok + left >= m_cfg.quorum) {
        askMaster(x, c, cl.ask + 1, false);
        return;
    }
    verdict(x, c);
}

void Model::deliverSet(Ctx& x, int c, int m) const {
    State& s = x.s;
    LinkS& l = s.l[c][m];
    l.set = 0;
    l.tied = 0;
    MasterS& ms = s.m[m];
    ClientS& cl = s.c[c];
    Effect e = eff(Effect::ArriveSet, c, m);
    if (!ms.up) {
        e.down = true;
        x.emit(e);
        return; // a down master answers nothing: the client's timeout counts the miss
    }
    const bool ok = ms.key == 0;
    if (ok) {
        ms.key = valueOf(c, cl.attempt);
        ms.remain = static_cast<std::uint8_t>(ms.fast ? m_cfg.fastTtlTicks : m_cfg.ttlTicks);
    }
    e.ok = ok;
    x.emit(e);
    if (cl.phase != Acquiring || cl.votes[m] != Pending) {
        return;
    }
    const int d = chooseDelay(m_cfg, x.ch, true);
    Effect re = eff(Effect::SendReply, c, m, d < 0 ? 0 : d);
    re.ok = ok;
    re.lost = d < 0;
    x.emit(re);
    if (d < 0) {
        return;
    }
    l.reply = static_cast<std::uint8_t>(d + 1);
    l.replyOk = ok ? 1 : 0;
    if (d == 0 && x.cascade) {
        x.push(Ctx::QReply, c, m);
    }
}

void Model::deliverRel(Ctx& x, int c, int m) const {
    State& s = x.s;
    LinkS& l = s.l[c][m];
    MasterS& ms = s.m[m];
    const bool deleted = ms.up && ms.key == valueOf(c, l.relAtt);
    if (deleted) {
        ms.key = 0;
        ms.remain = 0;
    }
    Effect e = eff(Effect::ArriveRel, c, m);
    e.ok = deleted;
    x.emit(e);
    l.rel = 0;
    l.relAtt = 0;
    if (l.tied) {
        deliverSet(x, c, m);
    }
}

void Model::deliverReply(Ctx& x, int c, int m) const {
    LinkS& l = x.s.l[c][m];
    ClientS& cl = x.s.c[c];
    const bool ok = l.replyOk != 0;
    l.reply = 0;
    l.replyOk = 0;
    if (cl.votes[m] == Pending) {
        cl.votes[m] = ok ? Ok : Refused;
    }
    Effect e = eff(Effect::ReadReply, c, m);
    e.ok = ok;
    x.emit(e);
    settle(x, c, true);
}

void Model::deliverClaim(Ctx& x, int c) const {
    State& s = x.s;
    ClientS& cl = s.c[c];
    cl.claim = 0;
    s.st.tag = valueOf(c, cl.attempt);
    s.st.seen = std::max(s.st.seen, cl.token);
    x.emit(eff(Effect::StorageClaim, c));
}

void Model::deliverWrite(Ctx& x, int c) const {
    State& s = x.s;
    const Config& g = m_cfg;
    ClientS& cl = s.c[c];
    cl.write = 0;
    bool accepted = true;
    if (g.o.fencing == Fence::Monotonic) {
        accepted = cl.token >= s.st.highest;
    } else if (g.o.fencing == Fence::Cas) {
        accepted = s.st.tag == valueOf(c, cl.attempt);
    }
    bool stale = false;
    if (accepted) {
        stale = cl.token < s.st.seen && !trulyHolds(s, c, cl.attempt);
        s.st.seen = std::max(s.st.seen, cl.token);
        if (g.o.fencing == Fence::Monotonic) {
            s.st.highest = std::max(s.st.highest, cl.token);
        }
    }
    if (stale && g.o.checkStaleWrite && x.r.violation == Violation::None) {
        x.r.violation = Violation::StaleWrite;
    }
    Effect e = eff(Effect::StorageWrite, c);
    e.ok = accepted;
    e.stale = stale;
    x.emit(e);
}

void Model::drain(Ctx& x) const {
    while (x.head < x.tail) {
        const Ctx::Pending p = x.queue[x.head++];
        switch (p.q) {
        case Ctx::QRel:
            if (x.s.l[p.c][p.m].rel == 1) {
                deliverRel(x, p.c, p.m);
            }
            break;
        case Ctx::QSet:
            if (x.s.l[p.c][p.m].set == 1) {
                deliverSet(x, p.c, p.m);
            }
            break;
        case Ctx::QReply:
            if (x.s.l[p.c][p.m].reply == 1) {
                deliverReply(x, p.c, p.m);
            }
            break;
        case Ctx::QClaim:
            if (x.s.c[p.c].claim == 1) {
                deliverClaim(x, p.c);
            }
            break;
        case Ctx::QWrite:
            if (x.s.c[p.c].write == 1) {
                deliverWrite(x, p.c);
            }
            break;
        }
    }
}

void Model::sendStorage(Ctx& x, int c, int op, bool resumed) const {
    ClientS& cl = x.s.c[c];
    const int d = chooseDelay(m_cfg, x.ch, false); // the storage link loses nothing
    std::uint8_t& field = op == 0 ? cl.claim : cl.write;
    field = static_cast<std::uint8_t>(d + 1);
    Effect e = eff(op == 0 ? Effect::SendClaim : Effect::SendWrite, c, 0, d);
    e.resumed = resumed;
    x.emit(e);
    if (d == 0 && x.cascade) {
        x.push(op == 0 ? Ctx::QClaim : Ctx::QWrite, c, 0);
    }
}

void Model::tick(Ctx& x) const {
    State& s = x.s;
    const Config& g = m_cfg;
    auto closer = [](std::uint8_t& v) {
        if (v > 1) {
            --v;
        }
    };
    for (int c = 0; c < m_k; ++c) {
        ClientS& cl = s.c[c];
        closer(cl.claim);
        closer(cl.write);
        for (int m = 0; m < m_n; ++m) {
            LinkS& l = s.l[c][m];
            closer(l.set);
            closer(l.rel);
            closer(l.reply);
        }
    }
    for (int m = 0; m < m_n; ++m) {
        MasterS& ms = s.m[m];
        if (ms.key && --ms.remain == 0) {
            ms.key = 0;
        }
        if (!ms.up && ms.down < g.restartTicks) {
            ++ms.down;
        }
    }
    for (int c = 0; c < m_k; ++c) {
        ClientS& cl = s.c[c];
        if (cl.belief) {
            --cl.belief;
        }
        if (cl.pause && --cl.pause == 0) {
            x.emit(eff(Effect::Resume, c));
            if (cl.committed) { // the step it had checked before the pause goes out now
                cl.committed = 0;
                const bool cas = g.o.fencing == Fence::Cas;
                sendStorage(x, c, (cas ? cl.step : cl.step + 1) - 1, true);
            }
        }
    }
    // Every belief has run down for this tick before a verdict of this tick looks at them.
    for (int c = 0; c < m_k; ++c) {
        ClientS& cl = s.c[c];
        if (cl.phase != Acquiring) {
            continue;
        }
        cl.since = static_cast<std::uint8_t>(std::min(250, cl.since + 1));
        cl.sinceAsk = static_cast<std::uint8_t>(std::min(250, cl.sinceAsk + 1));
        auto timeout = [&](int m) {
            cl.votes[m] = Timeout;
            s.l[c][m].reply = 0;
            s.l[c][m].replyOk = 0;
            x.emit(eff(Effect::TimeoutVote, c, m));
        };
        if (g.o.fanout == Fanout::Parallel) {
            if (cl.since >= g.timeoutTicks) {
                for (int m = 0; m < m_n; ++m) {
                    if (cl.votes[m] == Pending) {
                        timeout(m);
                    }
                }
            }
        } else if (cl.sinceAsk >= g.timeoutTicks && cl.votes[cl.ask] == Pending) {
            timeout(cl.ask);
        }
        settle(x, c, false);
    }
}

StepResult Model::apply(State& s, const Action& a, Choices& ch, std::vector<Effect>* fx) const {
    const Config& g = m_cfg;
    Ctx x(s, ch, fx);
    x.cascade = a.kind != Kind::Tick;
    const int c = a.a, m = a.b;
    switch (a.kind) {
    case Kind::Tick:
        tick(x);
        break;
    case Kind::Start:
        s.c[c].phase = Acquiring;
        s.c[c].attempt = 1;
        sendRound(x, c, false);
        break;
    case Kind::DeliverRel:
        deliverRel(x, c, m);
        break;
    case Kind::DeliverSet:
        deliverSet(x, c, m);
        break;
    case Kind::DeliverReply:
        deliverReply(x, c, m);
        break;
    case Kind::DeliverClaim:
        deliverClaim(x, c);
        break;
    case Kind::DeliverWrite:
        deliverWrite(x, c);
        break;
    case Kind::Pause:
        s.c[c].pause = a.b;
        s.c[c].pauseUsed = 1;
        s.faulted = 1;
        x.emit(eff(Effect::PauseStart, c, 0, a.b));
        break;
    case Kind::Step: {
        ClientS& cl = s.c[c];
        const bool cas = g.o.fencing == Fence::Cas;
        const int op = cas ? cl.step : cl.step + 1; // 0 claim, 1 write, 2 release
        if (op == 2) {
            cl.belief = 0;
            cl.phase = Done;
            cl.step = 0;
            x.emit(eff(Effect::Released, c));
            sendRelease(x, c);
            break;
        }
        if (cas && op == 1) {
            // Compare-and-set: the write follows its own claim without another look.
            ++cl.step;
            sendStorage(x, c, op);
            break;
        }
        Effect check = eff(Effect::Check, c, 0, op);
        check.ok = cl.belief > 0;
        x.emit(check);
        if (!cl.belief) {
            // Its validity has run out: it stops here, writes nothing, sends no release.
            cl.phase = Done;
            cl.step = 0;
            break;
        }
        ++cl.step;
        if (g.pauseTicks > 0 && !cl.pauseUsed) {
            const int p = ch.pick(g.pauseTicks + 1);
            if (p > 0) { // paused after the look, before the send
                cl.pause = static_cast<std::uint8_t>(p);
                cl.pauseUsed = 1;
                cl.committed = 1;
                s.faulted = 1;
                x.emit(eff(Effect::PauseStart, c, 1, p));
                break;
            }
        }
        sendStorage(x, c, op);
        break;
    }
    case Kind::Crash: {
        MasterS& ms = s.m[m];
        ms.up = 0;
        ms.down = 0;
        if (g.o.persistence == Persist::None) {
            ms.key = 0;
            ms.remain = 0;
        }
        s.faulted = 1;
        x.emit(eff(Effect::CrashM, 0, m));
        break;
    }
    case Kind::Restart:
        s.m[m].up = 1;
        s.m[m].down = 0;
        x.emit(eff(Effect::RestartM, 0, m));
        break;
    case Kind::Jump: {
        MasterS& ms = s.m[m];
        ms.jumped = 1;
        if (ms.key) {
            if (ms.remain <= a.c) {
                ms.key = 0;
                ms.remain = 0;
            } else {
                ms.remain = static_cast<std::uint8_t>(ms.remain - a.c);
            }
        }
        s.faulted = 1;
        x.emit(eff(Effect::JumpM, 0, m, a.c));
        break;
    }
    case Kind::ClientJump: {
        ClientS& cl = s.c[c];
        cl.clockJumped = 1;
        if (cl.phase == Acquiring) {
            cl.roundJump = static_cast<std::uint8_t>(std::min(250, cl.roundJump + a.c));
        }
        if (cl.belief) {
            cl.belief = static_cast<std::uint8_t>(std::min(250, cl.belief + a.c));
        }
        s.faulted = 1;
        x.emit(eff(Effect::JumpC, c, 0, a.c));
        break;
    }
    }
    drain(x);
    // A finished client's lock order no longer matters once its storage messages are in.
    for (int ci = 0; ci < m_k; ++ci) {
        ClientS& cl = s.c[ci];
        if ((cl.phase == Done || cl.phase == GaveUp) && !cl.claim && !cl.write) {
            cl.token = 0;
            cl.pause = 0;
        }
    }
    normalizeTokens(s);
    if (g.o.checkProgress && x.r.violation == Violation::None && !s.everHeld && !s.faulted) {
        bool allGaveUp = true;
        for (int ci = 0; ci < m_k; ++ci) {
            allGaveUp = allGaveUp && s.c[ci].phase == GaveUp;
        }
        if (allGaveUp) {
            x.r.violation = Violation::NoProgress;
        }
    }
    return x.r;
}

// Tokens only matter by order: renumber the ones still referenced 1, 2, ...
void Model::normalizeTokens(State& s) const {
    std::uint8_t vals[kMaxK + 2];
    int n = 0;
    auto add = [&](std::uint8_t v) {
        if (v) {
            vals[n++] = v;
        }
    };
    for (int c = 0; c < m_k; ++c) {
        add(s.c[c].token);
    }
    add(s.st.highest);
    add(s.st.seen);
    for (int i = 1; i < n; ++i) { // insertion sort: at most five values
        const std::uint8_t v = vals[i];
        int j = i - 1;
        while (j >= 0 && vals[j] > v) {
            vals[j + 1] = vals[j];
            --j;
        }
        vals[j + 1] = v;
    }
    int u = 0;
    for (int i = 0; i < n; ++i) {
        if (u == 0 || vals[u - 1] != vals[i]) {
            vals[u++] = vals[i];
        }
    }
    n = u;
    auto rank = [&](std::uint8_t v) -> std::uint8_t {
        if (!v) {
            return 0;
        }
        return static_cast<std::uint8_t>(std::lower_bound(vals, vals + n, v) - vals + 1);
    };
    for (int c = 0; c < m_k; ++c) {
        s.c[c].token = rank(s.c[c].token);
    }
    s.st.highest = rank(s.st.highest);
    s.st.seen = rank(s.st.seen);
}

// The packed form, byte by byte: small fields share a byte, the tick counters keep one each.
// For N = 5, K = 2 that is 62 bytes, 8 words.
namespace {

template <int m_n, int m_k> void packNK(const State& s, std::uint64_t* out, int m_words) {
    std::uint8_t buf[512];
    std::uint8_t* p = buf;
    for (int m = 0; m < m_n; ++m) {
        const MasterS& ms = s.m[m];
        *p++ = static_cast<std::uint8_t>(ms.key | ms.up << 4 | ms.fast << 5 | ms.jumped << 6);
        *p++ = ms.remain;
        *p++ = ms.down;
    }
    for (int c = 0; c < m_k; ++c) {
        const ClientS& cl = s.c[c];
        *p++ = static_cast<std::uint8_t>(cl.phase | cl.attempt << 3 | cl.step << 5);
        *p++ = static_cast<std::uint8_t>(cl.token | cl.pauseUsed << 3 | cl.clockJumped << 4 |
                                         cl.committed << 5);
        *p++ = static_cast<std::uint8_t>(cl.claim | cl.write << 4);
        std::uint32_t votes = 0;
        for (int m = 0; m < m_n; ++m) {
            votes |= static_cast<std::uint32_t>(cl.votes[m]) << (3 * m);
        }
        *p++ = static_cast<std::uint8_t>(votes);
        *p++ = static_cast<std::uint8_t>(votes >> 8);
        *p++ = static_cast<std::uint8_t>(votes >> 16);
        *p++ = cl.since;
        *p++ = cl.ask;
        *p++ = cl.sinceAsk;
        *p++ = cl.sendDone;
        *p++ = cl.roundJump;
        *p++ = cl.belief;
        *p++ = cl.pause;
    }
    for (int c = 0; c < m_k; ++c) {
        for (int m = 0; m < m_n; ++m) {
            const LinkS& l = s.l[c][m];
            *p++ = static_cast<std::uint8_t>(l.set | l.rel << 4);
            *p++ =
                static_cast<std::uint8_t>(l.reply | l.relAtt << 4 | l.tied << 6 | l.replyOk << 7);
        }
    }
    *p++ =
        static_cast<std::uint8_t>(s.st.highest | s.st.seen << 3 | s.faulted << 6 | s.everHeld << 7);
    *p++ = s.st.tag;
    const auto used = static_cast<std::size_t>(p - buf);
    const std::size_t bytes = static_cast<std::size_t>(m_words) * 8;
    std::memset(p, 0, bytes - used);
    std::memcpy(out, buf, bytes);
}

template <int m_n, int m_k> void unpackNK(const std::uint64_t* in, State& s, int m_words) {
    static const State blank{}; // copied whole: cheaper than its member initialisers one by one
    s = blank;
    std::uint8_t buf[512];
    std::memcpy(buf, in, static_cast<std::size_t>(m_words) * 8);
    const std::uint8_t* p = buf;
    for (int m = 0; m < m_n; ++m) {
        MasterS& ms = s.m[m];
        const std::uint8_t b = *p++;
        ms.key = b & 15;
        ms.up = (b >> 4) & 1;
        ms.fast = (b >> 5) & 1;
        ms.jumped = (b >> 6) & 1;
        ms.remain = *p++;
        ms.down = *p++;
    }
    for (int c = 0; c < m_k; ++c) {
        ClientS& cl = s.c[c];
        std::uint8_t b = *p++;
        cl.phase = b & 7;
        cl.attempt = (b >> 3) & 3;
        cl.step = (b >> 5) & 3;
        b = *p++;
        cl.token = b & 7;
        cl.pauseUsed = (b >> 3) & 1;
        cl.clockJumped = (b >> 4) & 1;
        cl.committed = (b >> 5) & 1;
        b = *p++;
        cl.claim = b & 15;
        cl.write = b >> 4;
        std::uint32_t votes =
            p[0] | static_cast<std::uint32_t>(p[1]) << 8 | static_cast<std::uint32_t>(p[2]) << 16;
        p += 3;
        for (int m = 0; m < m_n; ++m) {
            cl.votes[m] = (votes >> (3 * m)) & 7;
        }
        cl.since = *p++;
        cl.ask = *p++;
        cl.sinceAsk = *p++;
        cl.sendDone = *p++;
        cl.roundJump = *p++;
        cl.belief = *p++;
        cl.pause = *p++;
    }
    for (int c = 0; c < m_k; ++c) {
        for (int m = 0; m < m_n; ++m) {
            LinkS& l = s.l[c][m];
            std::uint8_t b = *p++;
            l.set = b & 15;
            l.rel = b >> 4;
            b = *p++;
            l.reply = b & 15;
            l.relAtt = (b >> 4) & 3;
            l.tied = (b >> 6) & 1;
            l.replyOk = b >> 7;
        }
    }
    const std::uint8_t b = *p++;
    s.st.highest = b & 7;
    s.st.seen = (b >> 3) & 7;
    s.faulted = (b >> 6) & 1;
    s.everHeld = b >> 7;
    s.st.tag = *p++;
}

// One instance per N and K, so every loop has a known length and unrolls.
// One case per line: the table it is.
// clang-format off
template <template <int, int> class F, class... Args> void dispatch(int n, int k, Args&&... args) {
    switch (n * 4 + k) {
#define REDLOCK_EXPLORE_NK(N, K) case N * 4 + K: F<N, K>::run(args...); return;
    REDLOCK_EXPLORE_NK(3, 2)
    REDLOCK_EXPLORE_NK(3, 3)
    REDLOCK_EXPLORE_NK(4, 2)
    REDLOCK_EXPLORE_NK(4, 3)
    REDLOCK_EXPLORE_NK(5, 2)
    REDLOCK_EXPLORE_NK(5, 3)
    REDLOCK_EXPLORE_NK(6, 2)
    REDLOCK_EXPLORE_NK(6, 3)
    REDLOCK_EXPLORE_NK(7, 2)
    REDLOCK_EXPLORE_NK(7, 3)
#undef REDLOCK_EXPLORE_NK
    default:
        assert(false);
    }
}
// clang-format on

template <int N, int K> struct Pack {
    static void run(const State& s, std::uint64_t* out, int words) { packNK<N, K>(s, out, words); }
};
template <int N, int K> struct Unpack {
    static void run(const std::uint64_t* in, State& s, int words) { unpackNK<N, K>(in, s, words); }
};

} // namespace

namespace {

// perm: the order 0..n-1 sorted by `less`, stably (insertion sort, no allocation: n is at most
// 7). True when that is the identity.
template <class Less> bool sortedOrder(int* perm, int n, Less less) {
    for (int i = 0; i < n; ++i) {
        perm[i] = i;
    }
    bool identity = true;
    for (int i = 1; i < n; ++i) {
        const int v = perm[i];
        int j = i - 1;
        while (j >= 0 && less(v, perm[j])) {
            perm[j + 1] = perm[j];
            --j;
            identity = false;
        }
        perm[j + 1] = v;
    }
    return identity;
}

template <int m_n, int m_k>
void canonicalizeNK(State& s, Model::Perm* permOut, bool symmetry, bool m_masterSym) {
    using Perm = Model::Perm;
    Perm* out = permOut;
    if (out) {
        for (int i = 0; i < kMaxK; ++i) {
            out->client[i] = static_cast<std::uint8_t>(i);
        }
        for (int i = 0; i < kMaxN; ++i) {
            out->master[i] = static_cast<std::uint8_t>(i);
        }
    }
    if (!symmetry) {
        return;
    }
    auto sortClients = [&] {
        if (m_k < 2) {
            return;
        }
        int perm[kMaxK];
        auto less = [&](int x, int y) {
            const int d = std::memcmp(&s.c[x], &s.c[y], sizeof(ClientS));
            if (d != 0) {
                return d < 0;
            }
            return std::memcmp(&s.l[x], &s.l[y], sizeof(LinkS) * static_cast<std::size_t>(m_n)) < 0;
        };
        if (sortedOrder(perm, m_k, less)) {
            return;
        }
        int inv[kMaxK];
        for (int i = 0; i < m_k; ++i) {
            inv[perm[i]] = i;
        }
        const State old = s;
        for (int i = 0; i < m_k; ++i) {
            s.c[i] = old.c[perm[i]];
            s.l[i] = old.l[perm[i]];
        }
        if (out) {
            std::array<std::uint8_t, kMaxK> was = out->client;
            for (int i = 0; i < m_k; ++i) {
                out->client[i] = was[perm[i]];
            }
        }
        auto relabel = [&](std::uint8_t v) -> std::uint8_t {
            return v ? valueOf(inv[v >> 2], v & 3) : 0;
        };
        for (int m = 0; m < m_n; ++m) {
            s.m[m].key = relabel(s.m[m].key);
        }
        s.st.tag = relabel(s.st.tag);
    };
    sortClients();
    if (m_masterSym) {
        // A master's column: its own record, then each client's link to it and vote on it,
        // compared byte by byte: the bytes are read as big-endian words, so comparing the words
        // in turn is comparing the bytes.
        constexpr int kColBytes = sizeof(MasterS) + kMaxK * (sizeof(LinkS) + 1);
        constexpr int kColWords = (kColBytes + 7) / 8;
        std::uint64_t cols[kMaxN][kColWords];
        for (int m = 0; m < m_n; ++m) {
            std::uint8_t col[kColWords * 8] = {};
            std::memcpy(col, &s.m[m], sizeof(MasterS));
            std::size_t at = sizeof(MasterS);
            for (int c = 0; c < m_k; ++c) {
                std::memcpy(col + at, &s.l[c][m], sizeof(LinkS));
                at += sizeof(LinkS);
                col[at++] = s.c[c].votes[m];
            }
            for (int w = 0; w < kColWords; ++w) {
                std::uint64_t v = 0;
                for (int i = 0; i < 8; ++i) {
                    v = v << 8 | col[8 * w + i];
                }
                cols[m][w] = v;
            }
        }
        auto colLess = [&](int a, int b) {
            for (int w = 0; w < kColWords; ++w) {
                if (cols[a][w] != cols[b][w]) {
                    return cols[a][w] < cols[b][w];
                }
            }
            return false;
        };
        int perm[kMaxN];
        if (!sortedOrder(perm, m_n, colLess)) {
            const State old = s;
            if (out) {
                for (int i = 0; i < m_n; ++i) {
                    out->master[i] = static_cast<std::uint8_t>(perm[i]);
                }
            }
            for (int i = 0; i < m_n; ++i) {
                s.m[i] = old.m[perm[i]];
                for (int c = 0; c < m_k; ++c) {
                    s.l[c][i] = old.l[c][perm[i]];
                    s.c[c].votes[i] = old.c[c].votes[perm[i]];
                }
            }
            sortClients();
        }
    }
}

template <int N, int K> struct Canonicalize {
    static void run(State& s, Model::Perm* perm, bool symmetry, bool masterSym) {
        canonicalizeNK<N, K>(s, perm, symmetry, masterSym);
    }
};

} // namespace

void Model::canonicalize(State& s, Perm* permOut) const {
    dispatch<Canonicalize>(m_n, m_k, s, permOut, m_cfg.o.symmetry, m_masterSym);
}

void Model::pack(const State& s, std::uint64_t* out) const {
    dispatch<Pack>(m_n, m_k, s, out, m_words);
}

void Model::unpack(const std::uint64_t* in, State& s) const {
    dispatch<Unpack>(m_n, m_k, in, s, m_words);
}

bool Model::done(const State& s) const {
    for (int c = 0; c < m_k; ++c) {
        const ClientS& cl = s.c[c];
        if (cl.phase == Acquiring || cl.phase == Working || cl.claim || cl.write || cl.pause) {
            return false;
        }
        for (int m = 0; m < m_n; ++m) {
            const LinkS& l = s.l[c][m];
            if (l.set || l.rel || l.reply) {
                return false;
            }
        }
    }
    return true;
}

} // namespace redlock::explore::detail
