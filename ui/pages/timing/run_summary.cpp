#include "ui/pages/timing/run_summary.h"

#include "ui/model/readouts.h"
#include "ui/app/theme.h"

namespace redlock::ui {

QString RunSummary::banner(const sim::SimResult& r) {
    if (violated(r)) {
        return tr("Safety violated: two clients believed they held the lock for %1 ms")
            .arg(Readouts::ms(Micros(r.overlapUs)));
    }
    return tr("No overlap: no two clients believed they held the lock at the same time");
}

QString RunSummary::headline(const sim::SimResult& r) {
    const bool anyAttempt = !r.attempts.empty();
    const QString validity = anyAttempt ? Readouts::ms(Micros(r.validityUs)) : tr("—");
    return tr("Overlap %1 ms · stale writes accepted: %2 · validity of the first acquire: %3 ms")
        .arg(Readouts::ms(Micros(r.overlapUs)))
        .arg(r.staleWritesAccepted)
        .arg(validity);
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

} // namespace redlock::ui
