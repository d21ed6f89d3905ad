#include "ui/pages/timing/run_summary.h"

#include "core/sim/narration.h"
#include "ui/model/readouts.h"
#include "ui/widgets/theme.h"

#include <algorithm>

namespace redlock::ui {

namespace {

// "M1, M2, M3, M4, M5" as "M1–M5": runs of three or more consecutive masters as a range.
QString rangedList(const std::vector<std::string>& names) {
    QStringList out;
    std::size_t i = 0;
    auto number = [&names](std::size_t k) {
        const QString n = QString::fromStdString(names[k]);
        bool ok = false;
        const int v = n.startsWith(QLatin1Char('M')) ? n.mid(1).toInt(&ok) : 0;
        return ok ? v : -1;
    };
    while (i < names.size()) {
        std::size_t j = i;
        while (j + 1 < names.size() && number(i) >= 0 && number(j + 1) == number(j) + 1) {
            ++j;
        }
        if (j >= i + 2) {
            out << QString::fromStdString(names[i]) + QChar(0x2013) +
                       QString::fromStdString(names[j]);
        } else {
            for (std::size_t k = i; k <= j; ++k) {
                out << QString::fromStdString(names[k]);
            }
        }
        i = j + 1;
    }
    return out.join(RunSummary::tr(", ", "between names in a list"));
}

// The sentence's time, then each of its time arguments: written together (Readouts::msApart).
QStringList timesOf(const sim::Sentence& s) {
    std::vector<Micros> times{Micros(s.t)};
    for (const sim::SentenceArg& a : s.args) {
        if (a.kind == sim::SentenceArg::Kind::Ms) {
            times.push_back(Micros(a.value));
        }
    }
    return Readouts::msApart(times);
}

// An argument as the reader sees it; a time as the sentence's times are written (`time`).
QString argText(const sim::SentenceArg& a, RunSummary::Names style, const QString& time) {
    switch (a.kind) {
    case sim::SentenceArg::Kind::Name:
        return a.names.empty() ? QString() : Readouts::laneName(a.names.front());
    case sim::SentenceArg::Kind::Names: {
        if (a.names.empty()) {
            return RunSummary::tr("none");
        }
        if (style == RunSummary::Names::Ranges) {
            return rangedList(a.names);
        }
        QStringList names;
        for (const std::string& n : a.names) {
            names << Readouts::laneName(n);
        }
        return names.join(RunSummary::tr(", ", "between names in a list"));
    }
    case sim::SentenceArg::Kind::Ms:
        return time;
    case sim::SentenceArg::Kind::Count:
        return Readouts::count(a.value);
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
    if (!r.firstAcquireReason) {
        first = tr("first acquire: not yet judged");
    } else if (!r.firstAcquireHeld) {
        QString reason;
        switch (*r.firstAcquireReason) {
        case Reason::NoMajority:
            reason = tr("no majority");
            break;
        case Reason::PastTtl:
            reason = tr("the acquire took the whole TTL");
            break;
        case Reason::DriftAteRest:
            reason = tr("the drift allowance ate the rest");
            break;
        case Reason::Held: // not held, yet judged so: the name as it is
            reason = QString::fromLatin1(reasonName(Reason::Held));
            break;
        }
        first = tr("first acquire refused (%1): no validity").arg(reason);
    } else {
        first = tr("validity of the first acquire: %1 ms").arg(Readouts::ms(Micros(r.validityUs)));
    }
    return tr("Overlap %1 ms · stale writes accepted: %2 · %3")
        .arg(Readouts::ms(Micros(r.overlapUs)))
        .arg(r.staleWritesAccepted)
        .arg(first);
}

QString RunSummary::translated(const char* context, const sim::Sentence& s, Names names) {
    // translate() rather than tr(): the template comes from the core, which marks it with
    // REDLOCK_TR_NOOP(context, …) where it is written, and that is what lupdate extracts.
    // Placeholders are filled in one pass, so a name can never be taken for a placeholder.
    return fill(QCoreApplication::translate(context, s.text.c_str()), s, names);
}

QString RunSummary::sentence(const sim::Sentence& s) {
    return translated("redlock::sim::Narration", s);
}

QString RunSummary::fill(const QString& text, const sim::Sentence& s, Names names) {
    // Each time argument's text, by the argument's index (the sentence's own time is first).
    const QStringList times = timesOf(s);
    std::vector<QString> timeOf(s.args.size());
    for (std::size_t i = 0, k = 1; i < s.args.size(); ++i) {
        if (s.args[i].kind == sim::SentenceArg::Kind::Ms) {
            timeOf[i] = times.at(static_cast<qsizetype>(k++));
        }
    }
    return QString::fromStdString(
        sim::fillTemplate(text.toStdString(), s.args, [&](const sim::SentenceArg& a) {
            const auto i = static_cast<std::size_t>(&a - s.args.data());
            return argText(a, names, timeOf.at(i)).toStdString();
        }));
}

QString RunSummary::when(const sim::Sentence& s) {
    return timesOf(s).front();
}

QString RunSummary::story(const sim::SimResult& r, int max) {
    QStringList lines;
    const auto n = static_cast<int>(r.narration.size());
    // Whom a client stopped waiting for is left to the CLI here: the vote count and the
    // elapsed time of the verdict right after it say the same on one line fewer.
    for (int i = n - 1; i >= 0 && lines.size() < max; --i) {
        const sim::Sentence& s = r.narration[static_cast<std::size_t>(i)];
        if (s.id != "no-answer") {
            lines.prepend(tr("%1 ms: %2").arg(when(s), sentence(s)));
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
