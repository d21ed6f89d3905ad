#include "ui/model/readouts.h"

#include "core/json/json_out.h"
#include "core/lock/quorum.h"
#include "core/sim/narration.h"
#include "core/sim/trace.h"

#include <QRegularExpression>

#include <cmath>

namespace redlock::ui {

namespace {

// No-break spaces between thousands, a real minus sign: one look for every number. `text` is
// digits with an optional '-' and '.' ("-6981.68").
QString groupedDigits(QString text) {
    const bool negative = text.startsWith(QLatin1Char('-'));
    if (negative) {
        text.remove(0, 1);
    }
    const int dot = text.indexOf(QLatin1Char('.'));
    for (int i = (dot < 0 ? text.size() : dot) - 3; i > 0; i -= 3) {
        text.insert(i, QChar(0x00A0));
    }
    return (negative && text.contains(QRegularExpression(QStringLiteral("[1-9]")))
                ? QStringLiteral("\u2212")
                : QString()) +
           text;
}

QString grouped(double value, int decimals) {
    return groupedDigits((value < 0 ? QStringLiteral("-") : QString()) +
                         QString::number(std::fabs(value), 'f', decimals));
}

// A time with the decimals the core's rule chose for it (sim::msDecimalsForPeople), its digits
// written by the core too, so a time the rule judged apart from another reads apart here.
QString msWith(Micros d, int decimals) {
    return groupedDigits(QString::fromStdString(sim::msFixed(d.count(), decimals)));
}

} // namespace

QString Readouts::ms(Micros d) {
    // Whole milliseconds for people from 10 ms up: "797.587 ms" of a trace in µs is noise in a
    // classroom. Below 10 ms the fraction is the point (a round trip, a 0.2 ms acquire): as
    // many decimals as the value has. The rule is the core's, the CLI's text follows it too;
    // the CLI's JSON keeps every µs.
    return msWith(d, sim::msDecimalsForPeople({d.count()}).front());
}

QStringList Readouts::msApart(const std::vector<Micros>& times) {
    std::vector<sim::Us> us;
    for (const Micros t : times) {
        us.push_back(t.count());
    }
    const std::vector<int> decimals = sim::msDecimalsForPeople(us);
    QStringList out;
    for (std::size_t i = 0; i < times.size(); ++i) {
        out << msWith(times[i], decimals[i]);
    }
    return out;
}

QString Readouts::sentences(const QStringList& parts) {
    static const QString fullWidth = QStringLiteral("\u3002\uFF01\uFF1F\uFF1A\uFF1B\uFF09\u3001");
    QString out;
    for (const QString& part : parts) {
        if (part.isEmpty()) {
            continue;
        }
        if (!out.isEmpty() && !fullWidth.contains(out.back())) {
            out += QLatin1Char(' ');
        }
        out += part;
    }
    return out;
}

QString Readouts::laneName(const std::string& name) {
    //: The protected storage's lane (the resource the lock guards)
    return name == sim::kStorageLane ? tr("storage") : QString::fromStdString(name);
}

QString Readouts::count(long long n) {
    return grouped(static_cast<double>(n), 0);
}

QString Readouts::number(double value, int decimals) {
    return grouped(value, decimals);
}

QString Readouts::headline(const Verdict& v) {
    return v.held ? tr("Lock held") : tr("Lock refused");
}

QString Readouts::votes(const Verdict& v) {
    if (v.voteGate) {
        return tr("%1 of %2 masters answered OK — that clears the majority line of %3. "
                  "Down: %4 · spare votes: %5 (that many more masters may fail and a majority "
                  "still answers).")
            .arg(v.votes)
            .arg(v.n)
            .arg(v.quorum)
            .arg(v.n - v.votes)
            .arg(v.votes - v.quorum);
    }
    return tr("Only %1 of %2 masters answered OK — %3 short of the majority line of %4. "
              "No majority means no lock.")
        .arg(v.votes)
        .arg(v.n)
        .arg(v.quorum - v.votes)
        .arg(v.quorum);
}

QString Readouts::reason(const Verdict& v) {
    switch (v.reason) {
    case Reason::Held:
        return tr("The lock is held, with %1 ms of validity left for the work.")
            .arg(ms(v.validity));
    case Reason::NoMajority:
        return tr("Refused: no majority. The client deletes its key on all %1 masters, "
                  "including the ones that said OK.")
            .arg(v.n);
    case Reason::PastTtl:
        return tr("Refused: the acquire took %1 ms, no less than the %2 ms TTL, so the first keys "
                  "had already expired. Released on all %3 masters — even with %4 of %3 OK.")
            .arg(ms(v.elapsed))
            .arg(ms(v.ttl))
            .arg(v.n)
            .arg(v.votes);
    case Reason::DriftAteRest:
        return tr("Refused: the acquire finished inside the TTL, but the %1 ms drift allowance "
                  "ate what was left (validity %2 ms). Released on all %3 masters.")
            .arg(ms(v.drift))
            .arg(ms(v.validity))
            .arg(v.n);
    }
    return {};
}

QString Readouts::majorityLine(const Verdict& v) {
    return tr("majority line: %1 of %2").arg(v.quorum).arg(v.n);
}

QString Readouts::voteGateDetail(const Verdict& v) {
    return tr("%1 OK of %2 · needs %3").arg(v.votes).arg(v.n).arg(v.quorum);
}

QString Readouts::timeGateDetail(const Verdict& v) {
    // The same condition judge() applies: validity after the drift allowance must be above 0.
    const QString sum = tr("TTL %1 − elapsed %2 − drift %3 = %4 ms")
                            .arg(ms(v.ttl), ms(v.elapsed), ms(v.drift), ms(v.validity));
    return v.timeGate ? tr("%1 > 0").arg(sum) : tr("%1 ≤ 0").arg(sum);
}

QString Readouts::elapsedVsTtl(const Verdict& v) {
    return tr("Acquire took %1 ms of a %2 ms TTL.").arg(ms(v.elapsed), ms(v.ttl));
}

QString Readouts::drift(const Verdict& v, double factor) {
    return tr("Drift allowance: %1 × TTL + 2 ms = %2 ms (the reference implementation's "
              "convention, not part of the spec).")
        .arg(QString::number(factor, 'g', 4), ms(v.drift));
}

QString Readouts::validity(const Verdict& v) {
    return tr("Validity left: TTL − elapsed − drift = %1 ms.").arg(ms(v.validity));
}

QString Readouts::gateState(bool pass) {
    return pass ? tr("✓ PASS") : tr("✗ FAIL");
}

QString Readouts::slotWord(MasterSlot s) {
    switch (s) {
    case MasterSlot::Ok:
        return tr("OK");
    case MasterSlot::Down:
        return tr("down");
    case MasterSlot::Miss:
        return tr("miss");
    case MasterSlot::Refused:
        return tr("refused");
    case MasterSlot::LateOk:
        return tr("late OK");
    case MasterSlot::LateRefused:
        return tr("late no");
    case MasterSlot::LateMiss:
        return tr("late miss");
    case MasterSlot::NotAwaited:
        return tr("not awaited");
    case MasterSlot::NotAsked:
        return tr("not asked");
    }
    return {};
}

QString Readouts::liveVotes(const Verdict& v, const std::vector<MasterSlot>& answers) {
    auto list = [&answers](MasterSlot want) {
        QStringList names;
        for (std::size_t i = 0; i < answers.size(); ++i) {
            if (answers[i] == want) {
                names << QStringLiteral("M%1").arg(i + 1);
            }
        }
        return names.join(QStringLiteral(", "));
    };
    QString text = tr("Real acquire: %1 of %2 said OK before the verdict; majority line %3.")
                       .arg(v.votes)
                       .arg(v.n)
                       .arg(v.quorum);
    const struct {
        MasterSlot slot;
        const char* sentence;
    } parts[] = {
        {MasterSlot::LateOk, QT_TR_NOOP("OK after the verdict (the client had settled and read "
                                        "them late): %1.")},
        {MasterSlot::LateRefused, QT_TR_NOOP("Refused after the verdict: %1.")},
        {MasterSlot::Refused, QT_TR_NOOP("Refused (held by another token): %1.")},
        {MasterSlot::Miss, QT_TR_NOOP("No answer by the deadline: %1.")},
        {MasterSlot::Down, QT_TR_NOOP("Down or unreachable: %1.")},
        {MasterSlot::LateMiss, QT_TR_NOOP("Not awaited, and no answer before the deadline: %1.")},
        {MasterSlot::NotAwaited,
         QT_TR_NOOP("Not awaited (the client had decided without them): %1.")},
        {MasterSlot::NotAsked, QT_TR_NOOP("Not asked (the client stopped before their turn): %1.")},
    };
    for (const auto& p : parts) {
        const QString names = list(p.slot);
        if (!names.isEmpty()) {
            text = sentences({text, tr(p.sentence).arg(names)});
        }
    }
    return text;
}

QString Readouts::liveReason(const Verdict& v, int releasedOn) {
    if (v.held && releasedOn >= 0) {
        return tr("Released: the lock was held, then let go after the hold; the token-checked "
                  "delete removed the key on %1 of %2 masters.")
            .arg(releasedOn)
            .arg(v.n);
    }
    return reason(v);
}

QString Readouts::liveHeadline(const Verdict& v, int releasedOn) {
    return v.held && releasedOn >= 0 ? tr("Lock released") : headline(v);
}

QStringList Readouts::numbers(const Verdict& v, double factor) {
    return {
        tr("Masters (N): %1").arg(v.n),
        tr("OK votes: %1").arg(v.votes),
        tr("Majority line (quorum): %1").arg(v.quorum),
        tr("TTL: %1 ms").arg(ms(v.ttl)),
        tr("Elapsed (T2 − T1): %1 ms").arg(ms(v.elapsed)),
        tr("Drift allowance (%1 × TTL + 2 ms): %2 ms")
            .arg(QString::number(factor, 'g', 4), ms(v.drift)),
        tr("Validity (TTL − elapsed − drift): %1 ms").arg(ms(v.validity)),
        tr("Vote gate: %1 · time gate: %2").arg(gateState(v.voteGate), gateState(v.timeGate)),
        tr("Verdict: %1").arg(headline(v)),
        reason(v),
    };
}

QString Readouts::staticVerdicts(int n) {
    const int q = quorumOf(n);
    return tr("%1 or more of %2 OK → a majority: the lock is held.\n"
              "%3 of %2 OK → not a majority: released on all %2.\n"
              "The majority line for N = %2 is floor(%2/2) + 1 = %1.")
        .arg(q)
        .arg(n)
        .arg(q - 1);
}

} // namespace redlock::ui
