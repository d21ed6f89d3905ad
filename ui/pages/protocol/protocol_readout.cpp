#include "ui/pages/protocol/protocol_readout.h"

#include "ui/model/readouts.h"

namespace redlock::ui {

using redlock::sim::Timeline;
using redlock::sim::TimelineAttempt;
using redlock::sim::Us;

namespace {

const TimelineAttempt* lastJudged(const Timeline& tl, Us now) {
    const TimelineAttempt* last = nullptr;
    for (const TimelineAttempt& a : tl.attempts) {
        if (a.t2 <= now && (!last || a.t2 >= last->t2)) {
            last = &a;
        }
    }
    return last;
}

const TimelineAttempt* winner(const Timeline& tl, Us now) {
    for (const TimelineAttempt& a : tl.attempts) {
        if (a.held && a.t2 <= now) {
            return &a;
        }
    }
    return nullptr;
}

// A sequential acquire sends its SETs at different times; a parallel one all at T1.
bool oneAfterAnother(const Timeline& tl) {
    Us first = -1;
    for (const auto& m : tl.messages) {
        if (m.kind == sim::MessageKind::Set) {
            if (first >= 0 && m.sent != first) {
                return true;
            }
            first = m.sent;
        }
    }
    return false;
}

QString laneName(const Timeline& tl, int lane) {
    return QString::fromStdString(tl.lanes[static_cast<size_t>(lane)].name);
}

} // namespace

QString ProtocolReadout::headline(const Timeline& tl, Us now) {
    if (const TimelineAttempt* w = winner(tl, now)) {
        return tr("Lock held by %1").arg(laneName(tl, w->client));
    }
    const TimelineAttempt* last = lastJudged(tl, now);
    if (!last) {
        if (now != 0) {
            return tr("Acquire in progress: waiting for replies or deadlines");
        }
        return oneAfterAnother(tl) && tl.clientCount() == 1
                   ? tr("Ready: T1 is read, the SETs leave one after another")
                   : tr("Ready: T1 is read, the SETs leave together");
    }
    const bool more = tl.attempts.back().t2 > now;
    if (tl.clientCount() > 1) {
        return more ? tr("Split vote so far: nobody reached %1, everybody releases and retries")
                          .arg(last->quorum)
                    : tr("Nobody won: every attempt fell short of %1 votes").arg(last->quorum);
    }
    return tr("Lock refused: released on all %1 masters").arg(last->n);
}

QString ProtocolReadout::details(const Timeline& tl, Us now) {
    // Once somebody holds the lock, its verdict is the story; later refusals only confirm it.
    const TimelineAttempt* a = winner(tl, now) ? winner(tl, now) : lastJudged(tl, now);
    if (!a) {
        return tr(
            "No verdict yet: T2 comes with the last reply or the last per-instance deadline.");
    }
    const QString who = tl.clientCount() > 1
                            ? tr("%1, attempt %2: ").arg(laneName(tl, a->client)).arg(a->number)
                            : QString();
    const QString pass = tr("pass"), fail = tr("fail");
    QString text = who + tr("vote gate: %1 of %2 OK, majority %3 — %4")
                             .arg(a->votes)
                             .arg(a->n)
                             .arg(a->quorum)
                             .arg(a->voteGate ? pass : fail);
    // The time gate is judge()'s time condition: validity after the drift allowance > 0.
    text += QLatin1Char('\n') +
            tr("time gate: validity = TTL − (T2 − T1) − drift = %1 − %2 − %3 = %4 ms, must be "
               "above 0 — %5")
                .arg(Readouts::ms(Millis(a->ttlMs)), Readouts::ms(Micros(a->t2 - a->t1)),
                     Readouts::ms(Micros(a->driftUs)), Readouts::ms(Micros(a->validityUs)),
                     a->timeGate ? pass : fail);
    text += QLatin1Char('\n') +
            tr("drift %1 ms: factor × TTL + 2 ms, the reference implementation's convention, "
               "not part of the spec")
                .arg(Readouts::ms(Micros(a->driftUs)));
    if (a->held) {
        text += QLatin1Char('\n') +
                tr("the client may work until %1 ms").arg(Readouts::ms(Micros(a->beliefEnd)));
    } else {
        text +=
            QLatin1Char('\n') +
            tr("refused: token-checked release sent to all %1 masters, answered or not").arg(a->n);
    }
    return text;
}

QString ProtocolReadout::race(const Timeline& tl, Us now) {
    if (tl.clientCount() < 2) {
        return {};
    }
    int judged = 0;
    for (const TimelineAttempt& a : tl.attempts) {
        judged += a.t2 <= now ? 1 : 0;
    }
    const TimelineAttempt* w = winner(tl, now);
    QString text = tr("Attempts judged so far: %1.").arg(judged);
    if (w) {
        text = Readouts::sentences(
            {text, tr("%1 won on its attempt %2, after the others' random delays pulled them "
                      "apart.")
                       .arg(laneName(tl, w->client))
                       .arg(w->number)});
    }
    return text;
}

} // namespace redlock::ui
