#pragma once
// Sentences about one simulator run for the timing page: the safety banner, the headline numbers
// under each diagram, the run's outcome sentences and the diagram's legend. Numbers and
// sentences are read from the SimResult as the core computed them (core/sim/narration.h); this
// class only words them in the reader's language.

#include "core/sim/analysis/sweep.h"
#include "core/sim/sentence.h"
#include "core/sim/trace.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace redlock::ui {

class RunSummary {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::RunSummary)
public:
    // Which rule the run broke, in red: beliefs overlapped, storage accepted a stale write, or
    // both; else that it stayed safe.
    static QString banner(const sim::SimResult& r);
    // Whether the whole run's verdict holds at every fault time: the run's faults moved across
    // one TTL (core phaseSweep). Safe everywhere, safe only at this time (and what another time
    // gives), or the worst the violation gets.
    static QString phaseLine(const sim::SimResult& full, const sim::PhaseSweep& sweep);
    static bool violated(const sim::SimResult& r) { return r.violated(); }
    // The banner's style sheet: red on pale red for a violation, else green on pale green.
    static QString bannerStyle(const sim::SimResult& r);
    // Overlap, stale writes accepted, and the first client's first acquire: its validity, or
    // that it was refused (a refused acquire has no validity).
    static QString headline(const sim::SimResult& r);
    // One outcome sentence of the core, translated, its arguments in the reader's language.
    static QString sentence(const sim::Sentence& s);
    // When the sentence becomes true, in ms, written with the decimals its own times are
    // (Readouts::msApart): "At 30.11 ms" beside "at 30.09 ms", not "At 30 ms" beside "at 30 ms".
    static QString when(const sim::Sentence& s);
    // `text` (a translated template of a core sentence) with %1..%n replaced by s's arguments
    // in the reader's language, in one pass.
    // How a list of names reads: as the core wrote it ("M1, M2, M3, M5"), or with runs of
    // three or more consecutive masters as a range ("M1–M3, M5").
    enum class Names { AsWritten, Ranges };
    static QString fill(const QString& text, const sim::Sentence& s,
                        Names names = Names::AsWritten);
    // A core sentence in the reader's language: its template translated in `context` (the
    // context the core marks it with, REDLOCK_TR_NOOP in core/sim/translatable.h; as the core
    // wrote it when the catalogue has no translation), then its arguments filled in.
    static QString translated(const char* context, const sim::Sentence& s,
                              Names names = Names::AsWritten);
    // The last `max` outcome sentences of the run, one a line (oldest first).
    static QString story(const sim::SimResult& r, int max);
    static QString legendHtml();
    static QString fencingName(int mode); // off / monotonic token / check-and-set
};

} // namespace redlock::ui
