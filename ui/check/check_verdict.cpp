#include "ui/check/check_verdict.h"

#include "ui/model/readouts.h"
#include "ui/widgets/theme.h"

#include "core/lock/lease.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace redlock::ui {

CheckVerdict::CheckVerdict(QWidget* parent)
    : QWidget(parent), m_banner(new QLabel(this)), m_why(new QLabel(this)),
      m_commandLabel(new QLabel(this)), m_command(new QLabel(this)), m_copy(new QPushButton(this)) {
    setObjectName(QStringLiteral("checkVerdict"));
    m_banner->setObjectName(QStringLiteral("verdictBanner"));
    m_banner->setProperty("role", QStringLiteral("headline"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(10);
    m_why->setObjectName(QStringLiteral("verdictWhy"));
    m_why->setWordWrap(true);
    m_command->setObjectName(QStringLiteral("commandLine"));
    // The whole command, on as many lines as it needs, so a class can read it off the
    // projector; selectable (and the button copies it), never edited. Its width is the
    // layout's to give: wrap() breaks the lines to it.
    m_command->setTextFormat(Qt::PlainText);
    m_command->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_command->installEventFilter(this);
    m_command->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_command->setFrameShape(QFrame::StyledPanel);
    m_command->setMargin(4);
    m_copy->setObjectName(QStringLiteral("copyCommand"));
    m_commandLabel->setBuddy(m_command);

    auto* row = new QHBoxLayout;
    row->addWidget(m_command, 1);
    row->addWidget(m_copy);
    auto* box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
    box->addWidget(m_banner);
    box->addWidget(m_why);
    box->addWidget(m_commandLabel);
    box->addLayout(row);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_commandText); });
    retranslate();
}

void CheckVerdict::showReport(const check::CheckReport& report, const check::CheckOptions& opt) {
    m_opt = opt;
    m_report = report;
    m_error.clear();
    render();
}

void CheckVerdict::showError(const QString& error, const check::CheckOptions& opt) {
    m_opt = opt;
    m_report.reset();
    m_error = error;
    render();
}

void CheckVerdict::showPending(const check::CheckOptions& opt) {
    showError(QString(), opt);
}

QString CheckVerdict::banner() const {
    return m_banner->text();
}

QString CheckVerdict::commandLine() const {
    return m_commandText;
}

QString CheckVerdict::shownCommand() const {
    return m_command->text();
}

QString CheckVerdict::wrapCommand(const QString& command, const QFontMetrics& fm, int width) {
    // The words, an option joined with its value; the program with its subcommand.
    const QStringList words = command.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList groups;
    for (const QString& w : words) {
        const bool value = !w.startsWith(QLatin1Char('-'));
        if (!groups.isEmpty() && value &&
            (groups.back().startsWith(QLatin1Char('-')) || groups.size() == 1) &&
            !groups.back().contains(QLatin1Char(' '))) {
            groups.back() += QLatin1Char(' ') + w;
        } else {
            groups << w;
        }
    }
    const QString indent = QStringLiteral("  ");
    const QString cont = QStringLiteral(" \\");
    QStringList lines;
    QString line;
    for (const QString& g : groups) {
        if (line.isEmpty()) {
            line = g;
        } else if (fm.horizontalAdvance(line + QLatin1Char(' ') + g + cont) <= width) {
            line += QLatin1Char(' ') + g;
        } else {
            lines << line + cont;
            line = indent + g;
        }
    }
    lines << line;
    return lines.join(QLatin1Char('\n'));
}

bool CheckVerdict::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_command &&
        (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)) {
        wrap();
    }
    return QWidget::eventFilter(watched, event);
}

void CheckVerdict::wrap() {
    // A letter's width spare: the label lays out its text a few pixels wider than the sum of
    // the advances.
    const QFontMetrics fm = m_command->fontMetrics();
    const int width =
        m_command->contentsRect().width() - 2 * m_command->margin() - fm.averageCharWidth();
    const QString text = wrapCommand(m_commandText, fm, width);
    if (text != m_command->text()) {
        m_command->setText(text);
    }
}

QString CheckVerdict::explanationText() const {
    return m_why->text();
}

QString CheckVerdict::explanation(const check::CheckReport& r, const check::CheckOptions& opt) {
    const long long delay = check::effectiveRestartDelay(opt).count();
    if (r.violation() && !opt.autoRestartDelay && delay == 0) {
        return tr("Restarted masters came back at once with no memory of the lock, so a holder "
                  "with a bare majority silently lost a vote and a second client won a majority "
                  "of its own; keeping a master down for longer than the TTL (the "
                  "delayed-restart rule) closes exactly this gap.");
    }
    const bool lostKeys = opt.faults.crash || opt.faults.restart;
    if (!r.violation() && check::unsafeSetting(opt) != check::Unsafe::No) {
        return Readouts::sentences(
            {unsafeWhy(opt),
             tr("This run aimed %1 faults at the holder's masters and found no second holder, "
                "which proves nothing: another seed, or a longer run, can show one.")
                 .arg(r.strikes)});
    }
    if (r.violation()) {
        return lostKeys
                   ? tr("Two clients believed they held the lock at the same time although the "
                        "restarted masters stayed down longer than the TTL: that should not "
                        "happen, "
                        "so please report it with the command line below.")
                   : tr("Two clients believed they held the lock at the same time under faults "
                        "that stay inside what the validity allows for: that should not happen, "
                        "so please report it with the command line below.");
    }
    if (!lostKeys) {
        // What this run's faults were, each with why the lock survived it.
        QStringList why;
        if (r.clockJumps > 0) {
            why << tr("The clock jumps (injected: %1, of %2 ms each) stayed within the drift "
                      "allowance that every holder's validity already subtracts, so no key expired "
                      "on a majority while its holder still believed.")
                       .arg(r.clockJumps)
                       .arg(static_cast<double>(check::effectiveJump(opt).count()) / 1000.0);
        }
        if (r.clockRates > 0) {
            why << tr("Clocks running %1 ppm fast stayed within the drift factor the validity "
                      "allows for.")
                       .arg(check::effectiveRatePpm(opt));
        }
        if (r.delays + r.partitions > 0) {
            why << tr("A slow or cut link only cost that master's vote: a majority still had to "
                      "answer within the timeout for every lock granted.");
        }
        why << tr("No master lost its keys in this run, so the delayed-restart rule had nothing "
                  "to guard: only the lease and the validity check before each write were "
                  "tested.");
        return why.join(QLatin1Char(' '));
    }
    if (opt.autoRestartDelay) {
        return tr("Every master that lost its keys stayed down for %1 ms, longer than the "
                  "%2 ms TTL, so it voted again only after every lock it had granted had "
                  "expired: that is the delayed-restart rule, and no restart could hand out a "
                  "lock that was still held.")
            .arg(delay)
            .arg(opt.ttl.count());
    }
    if (opt.persistence == Persistence::Always) {
        return tr("Masters came back at once, but each one replayed its keys from an "
                  "append-only file synced on every write, so a restarted master still refused "
                  "the second client: persistence did the job of the delayed restart.");
    }
    return tr("Masters that lost their keys stayed down for %1 ms, at least the %2 ms TTL, so "
              "no restart could hand out a lock that was still held.")
        .arg(delay)
        .arg(opt.ttl.count());
}

QString CheckVerdict::unsafeWhy(const check::CheckOptions& opt) {
    const double drift = static_cast<double>(driftFor(opt.ttl).count()) / 1000.0;
    switch (check::unsafeSetting(opt)) {
    case check::Unsafe::EarlyRestart:
        return tr("This setting is unsafe: masters come back %1 ms after a crash, sooner than the "
                  "%2 ms TTL, and without persistence a restarted master has forgotten a key "
                  "whose holder still believes it holds the lock.")
            .arg(check::effectiveRestartDelay(opt).count())
            .arg(opt.ttl.count());
    case check::Unsafe::ClockJump:
        return tr("This setting is unsafe: a clock jump of %1 ms is larger than the %2 ms drift "
                  "allowance, so a jumped master expires a key while its holder still believes.")
            .arg(static_cast<double>(check::effectiveJump(opt).count()) / 1000.0)
            .arg(drift);
    case check::Unsafe::ClockRate:
        return tr("This setting is unsafe: a clock running %1 ppm fast loses more of a key's life "
                  "than the %2 ms drift allowance, so that master expires a key early.")
            .arg(check::effectiveRatePpm(opt))
            .arg(drift);
    case check::Unsafe::No:
        break;
    }
    return {};
}

void CheckVerdict::render() {
    m_commandText = QString::fromStdString(check::commandLine(m_opt));
    wrap();
    if (!m_report && m_error.isEmpty()) {
        m_banner->clear();
        m_banner->setStyleSheet(QString());
        m_why->clear();
        return;
    }
    // A run that found nothing under a setting known to be unsafe is not a pass: not green.
    const bool pass =
        m_report && !m_report->violation() && check::unsafeSetting(m_opt) == check::Unsafe::No;
    const QColor ink = pass ? Theme::ok() : Theme::down();
    const QColor soft = pass ? Theme::okSoft() : Theme::downSoft();
    m_banner->setStyleSheet(
        QStringLiteral("QLabel { background: %1; color: %2; border: 2px solid %2; "
                       "border-radius: 8px; }")
            .arg(soft.name(), ink.name()));
    if (!m_report) {
        m_banner->setText(tr("The check could not run: %1").arg(m_error));
        m_why->clear();
        return;
    }
    const check::CheckReport& r = *m_report;
    QString text =
        r.violation() ? tr("Safety violated: %1 overlaps (%2 ms of two holders), %3 stale writes")
                            .arg(r.overlaps)
                            .arg(r.overlapMs, 0, 'f', 0)
                            .arg(r.staleWrites)
        : check::unsafeSetting(m_opt) != check::Unsafe::No
            ? tr("No violation found in this run, but this setting is unsafe: 0 overlaps in %1 "
                 "acquisitions under %2 faults")
                  .arg(r.acquisitions)
                  .arg(r.faultsInjected)
            : tr("No violation: 0 overlaps in %1 acquisitions under %2 faults")
                  .arg(r.acquisitions)
                  .arg(r.faultsInjected);
    if (r.interrupted) {
        text += tr(" (cancelled after %1 s)").arg(r.durationS, 0, 'f', 1);
    }
    m_banner->setText(text);
    m_banner->setAccessibleName(text);
    m_why->setText(explanation(r, m_opt));
}

void CheckVerdict::retranslate() {
    m_commandLabel->setText(tr("Run the same check in a terminal:"));
    m_copy->setText(tr("C&opy"));
    m_copy->setAccessibleName(tr("Copy the command line"));
    m_command->setAccessibleName(tr("redlockctl command line"));
    m_banner->setAccessibleName(tr("Verdict"));
    m_why->setAccessibleName(tr("Why"));
    render();
}

} // namespace redlock::ui
