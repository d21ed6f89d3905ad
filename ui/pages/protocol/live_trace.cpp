#include "ui/pages/protocol/live_trace.h"

#include "ui/pages/protocol/transcript.h"

#include "core/json/json_out.h"

#include <QStringList>

#include <algorithm>

namespace redlock::ui {

using redlock::sim::Us;

namespace {

// Steady-clock times are microseconds since boot; the diagram counts from T1.
void rebase(std::vector<MasterTrace>& traces, Micros origin) {
    for (MasterTrace& m : traces) {
        m.reply.sentAt -= origin;
        m.reply.repliedAt -= origin;
        if (m.late) {
            m.late->sentAt -= origin;
            m.late->repliedAt -= origin;
        }
    }
}

Attempt rebased(Attempt a, Micros origin) {
    a.t1 -= origin;
    a.t2 -= origin;
    rebase(a.masters, origin);
    rebase(a.cleanup, origin);
    return a;
}

} // namespace

LiveTrace::LiveTrace(const LiveAcquire& acquire)
    : m_attempt(rebased(acquire.attempt, acquire.attempt.t1)) {
    if (acquire.release) {
        m_release = rebased(*acquire.release, acquire.attempt.t1);
    }
    m_detailEnd = redlock::sim::timelineFromAttempt(m_attempt).busyEnd();
    // A held lock is let go seconds later by a separate release call; drawn as this attempt's
    // release messages it lands on the lease part of the axis, where it happened.
    Attempt whole = m_attempt;
    if (m_release && whole.cleanup.empty()) {
        whole.cleanup = m_release->masters;
    }
    m_tl = redlock::sim::timelineFromAttempt(whole);
    // The class knows the masters as M1–M5 from every other page; the port is in the tooltip.
    int master = 0;
    for (auto& lane : m_tl.lanes) {
        if (lane.client) {
            m_laneTips << QString();
            continue;
        }
        m_laneTips << tr("%1 at %2")
                          .arg(QStringLiteral("M%1").arg(++master),
                               QString::fromStdString(lane.name));
        lane.name =
            std::string("M").append(std::to_string(master)); // not "M" + …: GCC 12 -Wrestrict
    }
}

QString LiveTrace::masters() const {
    QStringList hosts, ports;
    for (const MasterTrace& m : m_attempt.masters) {
        const QString address = QString::fromStdString(m.address);
        const int colon = address.lastIndexOf(QLatin1Char(':'));
        hosts << address.left(colon);
        ports << address.mid(colon);
    }
    hosts.removeDuplicates();
    if (hosts.size() != 1) {
        QStringList all;
        for (const MasterTrace& m : m_attempt.masters) {
            all << QString::fromStdString(m.address);
        }
        return all.join(QStringLiteral(", "));
    }
    return hosts.front() + ports.join(QStringLiteral(", "));
}

QString LiveTrace::transcript(Us upTo) const {
    std::vector<ScriptStep> steps;
    addCommands(steps, m_attempt, m_attempt.masters, false);
    addCommands(steps, m_attempt, m_attempt.cleanup, true);
    if (m_release) {
        addCommands(steps, *m_release, m_release->masters, true);
    }
    QStringList addresses;
    for (const MasterTrace& m : m_attempt.masters) {
        addresses << QString::fromStdString(m.address);
    }
    return Transcript::script(std::move(steps), addresses, addresses, false, upTo);
}

void LiveTrace::addCommands(std::vector<ScriptStep>& steps, const Attempt& a,
                            const std::vector<MasterTrace>& traces, bool release) const {
    const long long ttlMs = m_attempt.verdict ? m_attempt.verdict->ttl.count() : 0;
    for (std::size_t i = 0; i < traces.size(); ++i) {
        const Reply& r = traces[i].reply;
        ScriptStep s;
        s.sent = r.sentAt.count();
        s.order = s.sent; // one connection per master: it runs them in the order they were sent
        s.seq = static_cast<int>(steps.size());
        s.master = static_cast<int>(i);
        s.kind = release ? sim::MessageKind::Release
                         : (a.op == Op::Extend ? sim::MessageKind::Extend : sim::MessageKind::Set);
        s.key = QString::fromStdString(a.key);
        s.token = QString::fromStdString(a.token);
        s.ttlMs = ttlMs;
        const QString at = Transcript::msText(r.repliedAt.count());
        s.noteAt = r.repliedAt.count();
        // A master the client stopped waiting for still answers; the client reads that reply
        // after the verdict (MasterTrace::late), and it is what the master did.
        const Reply& answer = r.outcome == Outcome::Skipped && traces[i].late ? *traces[i].late : r;
        const bool answered = answer.outcome == Outcome::Ok || answer.outcome == Outcome::Refused;
        s.ran = answered;
        if (answered) {
            s.expect = Transcript::expectedReply(s.kind, answer.outcome == Outcome::Ok);
        }
        switch (r.outcome) {
        case Outcome::Ok:
        case Outcome::Refused:
            s.note = Transcript::tr("reply @ %1 ms").arg(at);
            break;
        case Outcome::Timeout:
            s.note = Transcript::tr("no reply by the deadline at %1 ms: counted as a miss").arg(at);
            break;
        case Outcome::Error:
            s.note =
                tr("error @ %1 ms: %2").arg(at, QString::fromStdString(sim::terminalText(r.error)));
            break;
        case Outcome::Skipped:
            s.note = answered ? tr("not awaited: the majority was decided at %1 ms; its reply "
                                   "came at %2 ms, after the verdict")
                                    .arg(at, Transcript::msText(answer.repliedAt.count()))
                              : tr("not awaited: the majority was decided at %1 ms").arg(at);
            break;
        }
        steps.push_back(s);
    }
}

} // namespace redlock::ui
