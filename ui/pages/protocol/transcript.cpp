#include "ui/pages/protocol/transcript.h"

#include "core/lock/token.h"
#include "core/valkey/valkey_master.h"

#include <QRegularExpression>

#include "ui/model/readouts.h"
#include <algorithm>

#include <QStringList>

namespace redlock::ui {

using redlock::sim::MessageKind;
using redlock::sim::TimelineMessage;
using redlock::sim::Us;

QString Transcript::msText(Us t) {
    return Readouts::ms(Micros(t)); // the app's one number format
}

QString Transcript::expectedReply(MessageKind kind, bool ok) {
    if (kind == MessageKind::Set) {
        return ok ? QStringLiteral("OK") : QStringLiteral("(nil)");
    }
    return ok ? QStringLiteral("(integer) 1") : QStringLiteral("(integer) 0");
}

QString Transcript::shellWord(const QString& word) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_.:/@%+=,-]+$"));
    if (plain.match(word).hasMatch()) {
        return word;
    }
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

std::vector<ScriptStep> Transcript::steps(const redlock::sim::Timeline& tl) {
    const int clients = tl.clientCount();
    const QString key = QString::fromStdString(tl.key);
    std::vector<ScriptStep> out;
    for (std::size_t i = 0; i < tl.messages.size(); ++i) {
        const TimelineMessage& m = tl.messages[i];
        if (m.kind == MessageKind::Reply || m.attempt < 0) {
            continue;
        }
        const auto& attempt = tl.attempts[static_cast<std::size_t>(m.attempt)];
        ScriptStep s;
        s.sent = m.sent;
        s.master = m.to - clients;
        s.client = clients > 1
                       ? QString::fromStdString(tl.lanes[static_cast<std::size_t>(m.from)].name)
                       : QString();
        s.kind = m.kind;
        s.key = key;
        s.token = QString::fromStdString(attempt.token);
        s.ttlMs = attempt.ttlMs;
        s.seq = static_cast<int>(tl.messages.size() + i);
        // A master answers the moment a request lands: a reply means the master ran it.
        for (std::size_t r = 0; r < tl.messages.size(); ++r) {
            const TimelineMessage& reply = tl.messages[r];
            if (reply.kind != MessageKind::Reply || reply.request != static_cast<int>(i)) {
                continue;
            }
            s.ran = true;
            s.order = m.arrived;
            s.seq = static_cast<int>(r); // the order the simulator ran them in
            s.expect = expectedReply(s.kind, reply.outcome == sim::MessageOutcome::Ok);
            if (reply.arrived >= 0) {
                s.noteAt = reply.arrived;
                s.note = tr("reply @ %1 ms").arg(msText(reply.arrived));
            } else {
                s.noteAt = m.arrived;
                s.note = tr("the master ran it, but its reply was lost on the way back");
            }
        }
        if (!s.ran) {
            s.order = m.sent;
            s.noteAt = m.sent;
            s.note = tr("never reached the master: not run");
        }
        for (const auto& t : tl.timeouts) {
            if (m.kind == MessageKind::Set && t.attempt == m.attempt && t.master == m.to &&
                t.client == m.from) {
                s.noteAt = t.at;
                s.note =
                    tr("no reply by the deadline at %1 ms: counted as a miss").arg(msText(t.at));
            }
        }
        out.push_back(s);
    }
    return out;
}

QString Transcript::text(const redlock::sim::Timeline& tl, Us upTo) {
    QStringList addresses, names;
    for (const auto& lane : tl.lanes) {
        if (!lane.client) {
            names << QString::fromStdString(lane.name);
            addresses << QStringLiteral("127.0.0.1:%1").arg(6379 + addresses.size());
        }
    }
    return script(steps(tl), addresses, names, true, upTo);
}

QString Transcript::script(std::vector<ScriptStep> steps, const QStringList& addresses,
                           const QStringList& names, bool simulated, Us upTo) {
    const bool all = upTo < 0;
    std::stable_sort(steps.begin(), steps.end(), [](const ScriptStep& a, const ScriptStep& b) {
        return a.order != b.order ? a.order < b.order : a.seq < b.seq;
    });
    bool release = false, extend = false;
    int tokenLength = 0;
    for (const ScriptStep& s : steps) {
        release = release || s.kind == MessageKind::Release;
        extend = extend || s.kind == MessageKind::Extend;
        tokenLength = tokenLength ? tokenLength : static_cast<int>(s.token.size());
    }

    QStringList lines;
    lines << QStringLiteral("#!/bin/sh");
    lines << tr("# The commands of this trace, one redis-cli call per command per master, in the "
                "order the masters ran them.");
    lines << tr("# Run it with sh against servers that do not hold the key yet; each line ends "
                "with the reply the trace expects.");
    if (simulated) {
        lines << tr("# The simulator writes short tokens of %1 characters; a real client's token "
                    "is %2 random bytes from the OS CSPRNG, written as %3 hex characters.")
                     .arg(tokenLength)
                     .arg(kTokenBytes)
                     .arg(2 * kTokenBytes);
    } else {
        lines << tr("# The token is %1 random bytes from the OS CSPRNG, written as %2 hex "
                    "characters.")
                     .arg(kTokenBytes)
                     .arg(2 * kTokenBytes);
    }
    for (int i = 0; i < addresses.size(); ++i) {
        const QString& a = addresses[i];
        const int colon = a.lastIndexOf(QLatin1Char(':'));
        QString host = a.left(colon);
        if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']'))) {
            host = host.mid(1, host.size() - 2);
        }
        lines << QStringLiteral(": \"${M%1_HOST:=%2}\" \"${M%1_PORT:=%3}\"  # %4")
                     .arg(i + 1)
                     .arg(host, a.mid(colon + 1), i < names.size() ? names[i] : a);
    }
    if (release || extend) {
        lines << tr("# The token-checked scripts, byte for byte what the client sends (by EVALSHA "
                    "of these bytes, or EVAL when a server answers NOSCRIPT).");
    }
    if (release) {
        lines << QStringLiteral("RELEASE_LUA=") +
                     shellWord(QString::fromStdString(ValkeyMaster::releaseScript()));
    }
    if (extend) {
        lines << QStringLiteral("EXTEND_LUA=") +
                     shellWord(QString::fromStdString(ValkeyMaster::extendScript()));
    }

    for (const ScriptStep& s : steps) {
        if (!all && s.sent > upTo) {
            continue;
        }
        const QString master =
            s.master < names.size() ? names[s.master] : QStringLiteral("M%1").arg(s.master + 1);
        const QString who = s.client.isEmpty() ? master : tr("%1 → %2").arg(s.client, master);
        QString head = tr("# %1 @ t=%2 ms").arg(who, msText(s.sent));
        if (s.noteAt >= 0 && (all || s.noteAt <= upTo)) {
            head += QStringLiteral(" · ") + s.note;
        }
        lines << head;
        QString command = QStringLiteral("redis-cli --no-raw -h \"$M%1_HOST\" -p \"$M%1_PORT\" ")
                              .arg(s.master + 1);
        switch (s.kind) {
        case MessageKind::Set:
            command += QStringLiteral("SET %1 %2 NX PX %3")
                           .arg(shellWord(s.key), shellWord(s.token))
                           .arg(s.ttlMs);
            break;
        case MessageKind::Release:
            command += QStringLiteral("EVAL \"$RELEASE_LUA\" 1 %1 %2")
                           .arg(shellWord(s.key), shellWord(s.token));
            break;
        case MessageKind::Extend:
            command += QStringLiteral("EVAL \"$EXTEND_LUA\" 1 %1 %2 %3")
                           .arg(shellWord(s.key), shellWord(s.token))
                           .arg(s.ttlMs);
            break;
        case MessageKind::Reply: // not commands to a master: steps() and LiveTrace make none
        case MessageKind::Write:
        case MessageKind::Claim:
            continue;
        }
        if (!s.ran) {
            lines << QStringLiteral("# ") + command;
        } else if (!s.expect.isEmpty() && (all || (s.noteAt >= 0 && s.noteAt <= upTo))) {
            lines << command + QStringLiteral("  # → ") + s.expect;
        } else {
            lines << command;
        }
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace redlock::ui
