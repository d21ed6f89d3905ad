#include "ui/pages/timing/run_summary.h"

#include "core/sim/narration.h"
#include "ui/model/readouts.h"
#include "ui/widgets/theme.h"

#include <algorithm>

namespace redlock::ui {

namespace {

// The core's outcome templates (core/sim/narration.cpp), so lupdate extracts them; the test
// checks that every template the core can produce is here.
const char* const kTemplates[] = {
    // held
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 holds the lock: %2 of %3 %3[vote|votes] (%4) after %5 ms, validity %6 "
                      "ms, so it believes until %7 ms."),
    // extended
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 extends the lock: %2 of %3 %3[vote|votes] (%4) after %5 ms, validity %6 "
                      "ms, so it now believes until %7 ms."),
    // no-answer
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 stopped waiting for %2: no answer by the per-instance deadline."),
    // refused-no-majority
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 is refused: %2 of %3 %3[vote|votes] (%4), and a majority needs %5."),
    // refused-past-ttl
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "%1 is refused: the acquire took %2 ms, not less than the %3 ms TTL (validity %4 ms)."),
    // refused-drift
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 is refused: %2 ms elapsed plus the %3 ms drift allowance leave nothing "
                      "of the %4 ms TTL (validity %5 ms)."),
    // extend-refused
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1's extension is refused: %2 of %3 %3[vote|votes] after %4 ms (validity %5 "
                      "ms), so it must stop using the resource."),
    // extend-late
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1's extension is judged at %2 ms, after its belief had ended: it must stop "
                      "using the resource."),
    // extend-capped
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 may not extend again: the cap of %2 %2[extension|extensions] is reached, "
                      "so it must finish within its current validity, which ends at %3 ms."),
    // extend-capped-ended
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 may not extend again: the cap of %2 %2[extension|extensions] is reached, "
                      "and its validity already ended at %3 ms, so it must not use the resource."),
    // gave-up
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 gives up without the lock (attempts made: %2)."),
    // released
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "%1 is done and releases the lock: every master still holding its key (%2) deletes it."),
    // released-partly
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 is done and sends its release to every master, but only %2 "
                      "%3[deletes|delete] its key: %4 still %5[holds|hold] it."),
    // released-none
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 is done and sends its release to every master, but none of them deletes "
                      "its key: %2 still %3[holds|hold] it."),
    // released-gone
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 is done and sends its release to every master; none still held its key."),
    // released-sent
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 is done and sends its release to every master."),
    // late-replies
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "Late replies from %2 reach %1, which had stopped waiting: they are ignored."),
    // majority-lost
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "A majority no longer holds %1's key, yet %1 believes it holds the lock until %3 ms."),
    // majority-lost-for
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "From %2 to %3 ms no majority holds %1's key, while %1 believes it holds the lock."),
    // overlap
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "%1 and %2 both believe they hold the lock from %3 to %4 ms: %5 ms of overlap."),
    // write
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "The storage accepts %1's write (it checks nothing)."),
    // write-token
    QT_TRANSLATE_NOOP("redlock::sim::Narration", "The storage accepts %1's write with token %2."),
    // write-tag
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "The storage accepts %1's write: the resource carries %1's value."),
    // stale-write
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "The storage accepts %1's write at %2 ms although %1's lease ended at %3 ms and %4 took "
        "the lock at %5 ms: a stale write, which can overwrite %4's update."),
    // stale-write-believing
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "The storage accepts %1's write at %2 ms, but %3 took the lock at %4 ms, after %1 did: "
        "%1's belief is out of date, and its stale write can overwrite %3's update."),
    // write-rejected-token
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "The storage rejects %1's write: token %2 arrives after %3, the highest it has seen."),
    // write-rejected-tag
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "The storage rejects %1's write: the resource now carries %2's value."),
    // write-rejected-untagged
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "The storage rejects %1's write: no holder has tagged the resource."),
    // early-stop
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 stops after asking %2 of %3 masters: %4 OK so far, and the %5 not yet "
                      "asked (%6) could not make a majority."),
    // blocked
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "Leftover keys of %3 on %2 keep %1 from those votes, although %3 does not "
                      "hold the lock: such keys last until their TTL runs out."),
    // blocked-until
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "Leftover keys of %3 on %2 keep %1 from those votes, although %3 does not "
                      "hold the lock, until they are deleted at %4 ms."),
    // blocked-concurrent
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%3's attempt, running at the same time, got its key onto %2 first, so %1 "
                      "loses %4[that vote|those votes] (a split vote)."),
    // unlock-retried
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 sends its unlock again to %2, which had not confirmed it."),
    // locked-more
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 also gets its key onto %2 after it already held the majority."),
    // check-passed
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 checks its lease at %2 ms and finds %3 ms left, so it goes on."),
    // check-failed
    QT_TRANSLATE_NOOP("redlock::sim::Narration",
                      "%1 checks its lease at %2 ms, finds it has run out, and stops."),
    // unavailable
    QT_TRANSLATE_NOOP(
        "redlock::sim::Narration",
        "Nobody holds the lock from %1 to %2 ms although %3 asked for it: %4 ms without a lock."),
};

QString argText(const sim::SentenceArg& a) {
    switch (a.kind) {
    case sim::SentenceArg::Kind::Name:
        return a.names.empty() ? QString() : QString::fromStdString(a.names.front());
    case sim::SentenceArg::Kind::Names: {
        QStringList names;
        for (const std::string& n : a.names) {
            names << QString::fromStdString(n);
        }
        return names.isEmpty() ? RunSummary::tr("none")
                               : names.join(RunSummary::tr(", ", "between names in a list"));
    }
    case sim::SentenceArg::Kind::Ms:
        return Readouts::ms(Micros(a.value));
    case sim::SentenceArg::Kind::Count:
        return QString::number(a.value);
    }
    return {};
}

} // namespace

QString RunSummary::banner(const sim::SimResult& r) {
    const QString overlap = Readouts::ms(Micros(r.overlapUs));
    if (r.overlapUs > 0 && r.staleWritesAccepted > 0) {
        return tr("Safety violated: two clients believed they held the lock for %1 ms, and the "
                  "storage accepted a stale write (%2 in this run): a lost update")
            .arg(overlap)
            .arg(r.staleWritesAccepted);
    }
    if (r.overlapUs > 0) {
        return tr("Safety violated: two clients believed they held the lock for %1 ms")
            .arg(overlap);
    }
    if (r.staleWritesAccepted > 0) {
        return tr("Data violated: the storage accepted a stale write from a client whose lease "
                  "had ended (%1 in this run): a lost update")
            .arg(r.staleWritesAccepted);
    }
    return tr("No overlap and no stale write: no two clients believed they held the lock at "
              "the same time");
}

QString RunSummary::phaseLine(const sim::SimResult& full, const sim::PhaseSweep& sweep) {
    const QString span = Readouts::ms(Micros(sweep.stepUs * (sweep.phases - 1)));
    const QString step = Readouts::ms(Micros(sweep.stepUs));
    const auto outcome = [](const sim::SimResult& r) {
        // No plural form: without an English catalogue "%n write(s)" would show literally.
        const QString stale = r.staleWritesAccepted == 1
                                  ? tr("1 stale write")
                                  : tr("%1 stale writes").arg(r.staleWritesAccepted);
        if (r.overlapUs > 0 && r.staleWritesAccepted > 0) {
            return tr("an overlap of %1 ms and %2").arg(Readouts::ms(Micros(r.overlapUs)), stale);
        }
        return r.overlapUs > 0 ? tr("an overlap of %1 ms").arg(Readouts::ms(Micros(r.overlapUs)))
                               : stale;
    };
    if (!full.violated() && sweep.safe()) {
        return tr("Safe at every fault time tried: the same faults moved 0 to %1 ms later, every "
                  "%2 ms (%3 runs), never gave an overlap or a stale write.")
            .arg(span, step, QString::number(sweep.phases));
    }
    if (!full.violated()) {
        return tr("Safe at this fault time only: moved %1 ms later, the same faults give %2.")
            .arg(Readouts::ms(Micros(sweep.worstPhaseUs)), outcome(sweep.worst));
    }
    return tr("Across %1 fault times, moved 0 to %2 ms later every %3 ms, the worst gives %4 "
              "(faults %5 ms later).")
        .arg(QString::number(sweep.phases), span, step, outcome(sweep.worst),
             Readouts::ms(Micros(sweep.worstPhaseUs)));
}

QString RunSummary::headline(const sim::SimResult& r) {
    QString first;
    if (r.firstAcquireReason.empty()) {
        first = tr("first acquire: not yet judged");
    } else if (!r.firstAcquireHeld) {
        const std::string& why = r.firstAcquireReason;
        const QString reason = why == "no-majority"      ? tr("no majority")
                               : why == "past-ttl"       ? tr("the acquire took the whole TTL")
                               : why == "drift-ate-rest" ? tr("the drift allowance ate the rest")
                                                         : QString::fromStdString(why);
        first = tr("first acquire refused (%1): no validity").arg(reason);
    } else {
        first = tr("validity of the first acquire: %1 ms").arg(Readouts::ms(Micros(r.validityUs)));
    }
    return tr("Overlap %1 ms · stale writes accepted: %2 · %3")
        .arg(Readouts::ms(Micros(r.overlapUs)))
        .arg(r.staleWritesAccepted)
        .arg(first);
}

bool RunSummary::listed(std::span<const char* const> table, const std::string& english) {
    return std::any_of(table.begin(), table.end(), [&](const char* t) { return english == t; });
}

QString RunSummary::translated(const char* context, std::span<const char* const> table,
                               const sim::Sentence& s) {
    // translate() rather than tr(): the template comes from the core; the table is what
    // lupdate extracts. Placeholders are filled in one pass, so a name can never be taken for
    // a placeholder.
    return fill(listed(table, s.text) ? QCoreApplication::translate(context, s.text.c_str())
                                      : QString::fromStdString(s.text),
                s);
}

bool RunSummary::knownTemplate(const std::string& english) {
    return listed(kTemplates, english);
}

QString RunSummary::sentence(const sim::Sentence& s) {
    return translated("redlock::sim::Narration", kTemplates, s);
}

QString RunSummary::fill(const QString& text, const sim::Sentence& s) {
    return QString::fromStdString(
        sim::fillTemplate(text.toStdString(), s.args,
                          [](const sim::SentenceArg& a) { return argText(a).toStdString(); }));
}

QString RunSummary::story(const sim::SimResult& r, int max) {
    QStringList lines;
    const auto n = static_cast<int>(r.narration.size());
    // Whom a client stopped waiting for is left to the CLI here: the vote count and the
    // elapsed time of the verdict right after it say the same on one line fewer.
    for (int i = n - 1; i >= 0 && lines.size() < max; --i) {
        const sim::Sentence& s = r.narration[static_cast<std::size_t>(i)];
        if (s.id != "no-answer") {
            lines.prepend(tr("%1 ms: %2").arg(Readouts::ms(Micros(s.t)), sentence(s)));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QString RunSummary::legendHtml() {
    const auto swatch = [](const QColor& c, const QString& glyph, const QString& text) {
        return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
            .arg(c.name(), glyph, text.toHtmlEscaped());
    };
    const QString sep = QStringLiteral(" &nbsp;&nbsp; ");
    return swatch(Theme::accent(), QStringLiteral("▭"), tr("belief (client's validity window)")) +
           sep +
           swatch(Theme::accent().darker(140), QStringLiteral("▬"),
                  tr("truth (a majority really holds its key)")) +
           sep + swatch(Theme::muted(), QStringLiteral("▨"), tr("pause (GC)")) + sep +
           swatch(Theme::accent(), QStringLiteral("■"), tr("key alive, owner's colour")) + sep +
           swatch(Theme::warn(), QStringLiteral("12.0"), tr("master's own clock (s)")) + sep +
           swatch(Theme::ok(), QStringLiteral("●"), tr("write accepted")) + sep +
           swatch(Theme::muted(), QStringLiteral("✕"), tr("rejected")) + sep +
           swatch(Theme::down(), QStringLiteral("▲"), tr("STALE write accepted")) + sep +
           swatch(Theme::down(), QStringLiteral("▮"), tr("overlap of beliefs"));
}

QString RunSummary::fencingName(int mode) {
    switch (mode) {
    case 1:
        return tr("monotonic token");
    case 2:
        return tr("check-and-set");
    default:
        return tr("off");
    }
}

QString RunSummary::bannerStyle(const sim::SimResult& r) {
    const bool bad = violated(r);
    return QStringLiteral("QLabel { background: %1; color: %2; font-weight: "
                          "700; padding: 3px 10px; border-radius: 6px; }")
        .arg((bad ? Theme::downSoft() : Theme::okSoft()).name(),
             (bad ? Theme::down() : Theme::ok()).name());
}

} // namespace redlock::ui
