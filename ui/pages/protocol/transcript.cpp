#include "ui/pages/protocol/transcript.h"

#include "ui/model/readouts.h"

#include <QStringList>

namespace redlock::ui {

using redlock::sim::TimelineMessage;
using redlock::sim::Us;

QString Transcript::releaseScript() {
    return QStringLiteral("\"if redis.call('get',KEYS[1]) == ARGV[1] then return "
                          "redis.call('del',KEYS[1]) else return 0 end\"");
}

QString Transcript::msText(Us t) {
    return Readouts::ms(Micros(t)); // the app's one number format
}

QString Transcript::text(const redlock::sim::Timeline& tl, Us upTo) {
    const QString key = QString::fromStdString(tl.key);
    const bool manyClients = tl.clientCount() > 1;
    QStringList lines;
    for (std::size_t i = 0; i < tl.messages.size(); ++i) {
        const TimelineMessage& m = tl.messages[i];
        if (m.kind == "reply" || m.sent > upTo || m.attempt < 0) {
            continue;
        }
        const auto& attempt = tl.attempts[static_cast<size_t>(m.attempt)];
        const QString token = QString::fromStdString(attempt.token);
        const QString master = QString::fromStdString(tl.lanes[static_cast<size_t>(m.to)].name);
        const QString who =
            manyClients
                ? tr("%1 → %2").arg(
                      QString::fromStdString(tl.lanes[static_cast<size_t>(m.from)].name), master)
                : master;
        lines << tr("# %1 @ t=%2 ms").arg(who, msText(m.sent));
        const bool isSet = m.kind == "set";
        if (isSet) {
            lines << QStringLiteral("SET %1 %2 NX PX %3").arg(key, token).arg(attempt.ttlMs);
        } else if (m.kind == "release") {
            lines << QStringLiteral("EVAL %1 1 %2 %3").arg(releaseScript(), key, token);
        } else {
            lines << QStringLiteral("PEXPIRE %1 %2").arg(key).arg(attempt.ttlMs);
        }
        // The answer: the reply to this request, if it was back by upTo.
        const TimelineMessage* reply = nullptr;
        for (const TimelineMessage& r : tl.messages) {
            if (r.kind == "reply" && r.request == static_cast<int>(i)) {
                reply = &r;
            }
        }
        Us deadline = -1;
        for (const auto& t : tl.timeouts) {
            if (isSet && t.attempt == m.attempt && t.master == m.to && t.client == m.from) {
                deadline = t.at;
            }
        }
        if (deadline >= 0 && deadline <= upTo) {
            lines << tr("# no reply by the deadline at %1 ms: counted as a miss")
                         .arg(msText(deadline));
        } else if (reply && reply->arrived >= 0 && reply->arrived <= upTo) {
            const bool ok = reply->outcome == "ok";
            const QString answer =
                isSet ? (ok ? QStringLiteral("OK") : QStringLiteral("(nil)"))
                      : (ok ? QStringLiteral("(integer) 1") : QStringLiteral("(integer) 0"));
            lines << tr("# reply @ %1 ms: %2").arg(msText(reply->arrived), answer);
        } else if (!reply && m.outcome != "delivered" && !isSet) {
            lines << tr("# no reply: the master is down");
        }
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace redlock::ui
