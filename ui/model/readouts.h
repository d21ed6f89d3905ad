#pragma once
// Turns a core Verdict into the app's own sentences. Every number it prints is read from the
// Verdict (which judge() filled in); this file decides wording only, never the rules.

#include "core/lock/judge.h"
#include "ui/model/lab_state.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace redlock::ui {

class Readouts {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::Readouts)
public:
    // "30 000" / "798" / "0.373": milliseconds grouped with no-break spaces so a number never
    // wraps; whole from 10 ms up, the fraction kept only below (where it is the point).
    static QString ms(Micros d);
    static QString ms(Millis d) { return ms(Micros(d)); }
    // Times read together (one sentence's, its own time first): each as ms() writes it, unless
    // two different ones would then read the same ("30" for 30.108 and 30.092 ms) — then every
    // one from 10 ms up gets the fewest decimals that keep different times apart, since which
    // came first is the point there ("30.11" and "30.09").
    static QStringList msApart(const std::vector<Micros>& times);
    // This and a time axis's tick labels (TimeTicks::label, time_ticks.h: ms or seconds, with
    // the decimals the tick step needs, through number()) are the app's only number formats for
    // times: every page, painted view and transcript goes through them.
    // Any other number a person reads (counts, seeds, ms from a spin box): the same grouping
    // (no-break spaces between thousands, a real minus sign) in every language, never the
    // locale's comma, so "2 000 ms" looks the same on every page.
    static QString count(long long n);
    // Sentences (each already translated) one after another: a space between two, but none
    // after a full-width stop, colon or bracket, as Chinese is written ("…持有锁。最短的…", not
    // "…持有锁。 最短的…"). Empty parts are left out.
    static QString sentences(const QStringList& parts);
    static QString number(double value, int decimals);
    // A lane's or a fault target's name as the reader sees it: the storage in their language,
    // a master's or a client's name (M1, C2) as written.
    static QString laneName(const std::string& name);

    // Short status word for a verdict: "Held" / "Refused".
    static QString headline(const Verdict& v);
    // The vote-count sentence of the majority page.
    static QString votes(const Verdict& v);
    // Why the lock is (not) held, in one or two sentences.
    static QString reason(const Verdict& v);
    // "majority line: 3 of 5"
    static QString majorityLine(const Verdict& v);

    // Gate cards and the time readout of the gates page.
    static QString voteGateDetail(const Verdict& v);
    static QString timeGateDetail(const Verdict& v);
    static QString elapsedVsTtl(const Verdict& v);
    static QString drift(const Verdict& v, double factor);
    static QString validity(const Verdict& v);
    static QString gateState(bool pass);

    // One master's slot on the vote bar: "OK", "down", "miss", "refused", "late OK", …
    static QString slotWord(MasterSlot s);
    // The live majority readout: what each master answered in the round `v` judged, and
    // (releasedOn >= 0) that the held lock was let go since.
    static QString liveVotes(const Verdict& v, const std::vector<MasterSlot>& answers);
    static QString liveReason(const Verdict& v, int releasedOn);
    static QString liveHeadline(const Verdict& v, int releasedOn);

    // The numbers of the lab as "name: value" lines, for the PDF handout.
    static QStringList numbers(const Verdict& v, double factor);

    // The three fixed verdicts for n masters, with the line computed by core.
    static QString staticVerdicts(int n);
};

} // namespace redlock::ui
