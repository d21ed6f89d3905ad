#include "ui/pages/protocol/live_trace.h"

#include "ui/pages/protocol/transcript.h"

#include "core/valkey/sha1.h"
#include "core/valkey/valkey_master.h"

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
        m_laneTips << tr("%1 at %2").arg(QStringLiteral("M%1").arg(++master),
                                          QString::fromStdString(lane.name));
        lane.name = "M" + std::to_string(master);
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
    QStringList lines;
    addCommands(lines, m_attempt, m_attempt.masters, false, upTo);
    addCommands(lines, m_attempt, m_attempt.cleanup, true, upTo);
    if (m_release) {
        addCommands(lines, *m_release, m_release->masters, true, upTo);
    }
    return lines.join(QLatin1Char('\n'));
}

void LiveTrace::addCommands(QStringList& lines, const Attempt& a,
                            const std::vector<MasterTrace>& traces, bool release,
                            Us upTo) const {
    const QString key = QString::fromStdString(a.key);
    const QString token = QString::fromStdString(a.token);
    // The client sends the release by hash (the script is loaded when it connects) and falls
    // back to EVAL only when a server answers NOSCRIPT.
    static const QString releaseSha =
        QString::fromStdString(sha1Hex(ValkeyMaster::releaseScript()));
    const long long ttlMs = m_attempt.verdict ? m_attempt.verdict->ttl.count() : 0;
    for (const MasterTrace& m : traces) {
        const Reply& r = m.reply;
        if (r.sentAt.count() > upTo) {
            continue;
        }
        lines << Transcript::tr("# %1 @ t=%2 ms")
                     .arg(QString::fromStdString(m.address), Transcript::msText(r.sentAt.count()));
        lines << (release ? QStringLiteral("EVALSHA %1 1 %2 %3").arg(releaseSha, key, token)
                          : QStringLiteral("SET %1 %2 NX PX %3").arg(key, token).arg(ttlMs));
        if (r.repliedAt.count() > upTo) {
            continue; // still on its way at this point of the playback
        }
        const QString at = Transcript::msText(r.repliedAt.count());
        switch (r.outcome) {
        case Outcome::Ok:
        case Outcome::Refused: {
            const bool ok = r.outcome == Outcome::Ok;
            const QString answer =
                release ? (ok ? QStringLiteral("(integer) 1") : QStringLiteral("(integer) 0"))
                        : (ok ? QStringLiteral("OK") : QStringLiteral("(nil)"));
            lines << Transcript::tr("# reply @ %1 ms: %2").arg(at, answer);
            break;
        }
        case Outcome::Timeout:
            lines << Transcript::tr("# no reply by the deadline at %1 ms: counted as a miss")
                         .arg(at);
            break;
        case Outcome::Error:
            lines << tr("# error @ %1 ms: %2").arg(at, QString::fromStdString(r.error));
            break;
        case Outcome::Skipped:
            lines << tr("# not awaited: the majority was decided at %1 ms").arg(at);
            break;
        }
    }
}

} // namespace redlock::ui
