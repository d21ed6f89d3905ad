#include "ui/pages/explore/explore_page.h"

#include "ui/app/export/handout_source.h"

#include "core/sim/files/scenario_file.h"
#include "core/sim/simulator.h"

#include "ui/model/readouts.h"
#include "ui/pages/explore/explore_entry.h"
#include "ui/pages/sandbox/bench_page.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/widgets/card.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/scroll_into_view.h"
#include "ui/widgets/theme.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace redlock::ui {

namespace {

QSpinBox* spin(QWidget* parent, const char* name, int low, int high, int value) {
    auto* s = new QSpinBox(parent);
    s->setObjectName(QLatin1String(name));
    s->setRange(low, high);
    s->setValue(value);
    return s;
}

QLabel* plainLabel(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    return l;
}

} // namespace

ExplorePage::ExplorePage(QWidget* parent)
    : QWidget(parent), m_header(new PageHeader(this)),
      m_assumptionsTitle(wrapped(this, "cardTitle")), m_assumptionsNote(wrapped(this, "note")),
      m_presetLabel(plainLabel(this)), m_presetAntirez(new QPushButton(this)),
      m_presetPauses(new QPushButton(this)), m_presetClocks(new QPushButton(this)),
      m_presetRestart(new QPushButton(this)), m_mastersLabel(plainLabel(this)),
      m_masters(spin(this, "exploreMasters", 3, 7, 5)), m_clientsLabel(plainLabel(this)),
      m_clients(spin(this, "exploreClients", 2, 3, 2)), m_ttlLabel(plainLabel(this)),
      m_ttl(spin(this, "exploreTtl", 10, 200, 30)), m_pauseLabel(plainLabel(this)),
      m_pause(spin(this, "explorePause", 0, 1000, 0)), m_withinDrift(new QCheckBox(this)),
      m_jumpLabel(plainLabel(this)), m_jump(spin(this, "exploreJump", 0, 1000, 10)),
      m_crash(new QCheckBox(this)), m_waitTtl(new QCheckBox(this)), m_persist(new QCheckBox(this)),
      m_fencingLabel(plainLabel(this)), m_fencing(new QComboBox(this)),
      m_delayLabel(plainLabel(this)), m_delay(spin(this, "exploreDelay", 0, 1000, 0)),
      m_loss(new QCheckBox(this)), m_naive(new QCheckBox(this)), m_budgetLabel(plainLabel(this)),
      m_budget(spin(this, "exploreBudget", 1, 50000, 2000)), m_search(new QPushButton(this)),
      m_cancel(new QPushButton(this)), m_progress(new QProgressBar(this)),
      m_progressLine(wrapped(this, "note")), m_resultTitle(wrapped(this, "cardTitle")),
      m_verdict(wrapped(this)), m_detail(wrapped(this)), m_changed(wrapped(this, "note")),
      m_timeline(new TimelineView(this)), m_save(new QPushButton(this)),
      m_openTiming(new QPushButton(this)), m_openBench(new QPushButton(this)) {
    setObjectName(QStringLiteral("page-explore"));
    m_presetAntirez->setObjectName(QStringLiteral("presetAntirez"));
    m_presetPauses->setObjectName(QStringLiteral("presetPauses"));
    m_presetClocks->setObjectName(QStringLiteral("presetClocks"));
    m_presetRestart->setObjectName(QStringLiteral("presetRestart"));
    for (QPushButton* b : {m_presetAntirez, m_presetPauses, m_presetClocks, m_presetRestart}) {
        b->setProperty("role", QStringLiteral("choice")); // padded: they sit edge to edge
    }
    m_withinDrift->setObjectName(QStringLiteral("exploreWithinDrift"));
    m_crash->setObjectName(QStringLiteral("exploreCrash"));
    m_waitTtl->setObjectName(QStringLiteral("exploreWaitTtl"));
    m_persist->setObjectName(QStringLiteral("explorePersist"));
    m_fencing->setObjectName(QStringLiteral("exploreFencing"));
    m_loss->setObjectName(QStringLiteral("exploreLoss"));
    m_naive->setObjectName(QStringLiteral("exploreNaive"));
    m_search->setObjectName(QStringLiteral("exploreSearch"));
    m_cancel->setObjectName(QStringLiteral("exploreCancel"));
    m_progress->setObjectName(QStringLiteral("exploreProgress"));
    m_progressLine->setObjectName(QStringLiteral("exploreProgressLine"));
    m_verdict->setObjectName(QStringLiteral("exploreVerdict"));
    m_detail->setObjectName(QStringLiteral("exploreDetail"));
    m_changed->setObjectName(QStringLiteral("exploreChanged"));
    m_timeline->setObjectName(QStringLiteral("exploreTimeline"));
    m_save->setObjectName(QStringLiteral("exploreSave"));
    m_openTiming->setObjectName(QStringLiteral("exploreOpenTiming"));
    m_openBench->setObjectName(QStringLiteral("exploreOpenBench"));
    m_verdict->setProperty("role", QStringLiteral("headline"));
    m_detail->setProperty("role", QStringLiteral("readout"));
    for (QLabel* l : {m_verdict, m_detail, m_progressLine, m_changed}) {
        l->setTextFormat(Qt::PlainText);
    }
    for (int i = 0; i < 3; ++i) {
        m_fencing->addItem(QString(), i);
    }
    m_fencing->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_search->setDefault(true);

    // The positions in the debate, one button each.
    // Two rows of two: in one row the four positions made the page wider than a 1280x800
    // window (the page scrolled sideways and its Reset button was cut).
    auto* presets = new QGridLayout;
    m_presets = presets;
    m_presetLabelAbove = true; // so that the first placing places
    placePresets(false);
    presets->setColumnStretch(3, 1);

    // The assumptions: a label and its control per row, two columns of rows (arrange()).
    auto* grid = new QGridLayout;
    m_grid = grid;
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(6);
    m_rows[0] = {{m_pauseLabel, m_pause},    {nullptr, m_withinDrift}, {m_jumpLabel, m_jump},
                 {nullptr, m_crash},         {nullptr, m_waitTtl},     {nullptr, m_persist},
                 {m_fencingLabel, m_fencing}};
    m_rows[1] = {{m_mastersLabel, m_masters}, {m_clientsLabel, m_clients}, {m_ttlLabel, m_ttl},
                 {m_delayLabel, m_delay},     {nullptr, m_loss},           {nullptr, m_naive},
                 {m_budgetLabel, m_budget}};
    for (const auto& column : m_rows) {
        for (const Row& r : column) {
            if (auto* label = qobject_cast<QLabel*>(r.label)) {
                label->setBuddy(r.control);
            }
        }
    }
    placeRows(false);
    grid->setColumnStretch(4, 1);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_search);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);

    auto* assumptionsBox = new QVBoxLayout;
    assumptionsBox->addWidget(m_assumptionsTitle);
    assumptionsBox->addWidget(m_assumptionsNote);
    assumptionsBox->addLayout(presets);
    assumptionsBox->addLayout(grid);
    assumptionsBox->addLayout(buttons);
    assumptionsBox->addWidget(m_progressLine);

    auto* saveRow = new QHBoxLayout;
    saveRow->addStretch(1);
    saveRow->addWidget(m_openTiming);
    saveRow->addWidget(m_openBench);
    saveRow->addWidget(m_save);
    auto* resultBox = new QVBoxLayout;
    resultBox->addWidget(m_resultTitle);
    resultBox->addWidget(m_verdict);
    resultBox->addWidget(m_detail);
    resultBox->addWidget(m_changed);
    resultBox->addWidget(m_timeline);
    resultBox->addLayout(saveRow);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(28, 14, 28, 14);
    layout->setSpacing(10);
    layout->addWidget(m_header);
    layout->addWidget(card(this, assumptionsBox));
    layout->addWidget(card(this, resultBox));
    layout->addStretch(1);

    connect(m_presetAntirez, &QPushButton::clicked, this, [this] { applyPreset(Preset::Antirez); });
    connect(m_presetPauses, &QPushButton::clicked, this,
            [this] { applyPreset(Preset::LongPauses); });
    connect(m_presetClocks, &QPushButton::clicked, this,
            [this] { applyPreset(Preset::ClockJumps); });
    connect(m_presetRestart, &QPushButton::clicked, this,
            [this] { applyPreset(Preset::RestartWithoutPersistence); });
    connect(m_search, &QPushButton::clicked, this, &ExplorePage::search);
    connect(m_cancel, &QPushButton::clicked, this, &ExplorePage::cancel);
    connect(m_save, &QPushButton::clicked, this, &ExplorePage::saveInteractively);
    connect(m_openTiming, &QPushButton::clicked, this, [this] {
        if (const QString error = openOnTimingPage(); !error.isEmpty()) {
            QMessageBox::warning(this, m_openTiming->text(), error);
        }
    });
    connect(m_openBench, &QPushButton::clicked, this, [this] {
        if (const QString error = openOnBench(); !error.isEmpty()) {
            QMessageBox::warning(this, m_openBench->text(), error);
        }
    });
    for (QSpinBox* s : {m_masters, m_clients, m_ttl, m_pause, m_jump, m_delay, m_budget}) {
        connect(s, &QSpinBox::valueChanged, this, [this] { markChanged(); });
    }
    connect(m_ttl, &QSpinBox::valueChanged, this, [this] {
        syncJumpRange();
        refreshDriftNote();
    });
    connect(m_withinDrift, &QCheckBox::toggled, this, [this] { syncJumpRange(); });
    for (QCheckBox* c : {m_withinDrift, m_crash, m_waitTtl, m_persist, m_loss, m_naive}) {
        connect(c, &QCheckBox::toggled, this, [this] {
            syncEnabled();
            markChanged();
        });
    }
    connect(m_fencing, &QComboBox::currentIndexChanged, this, [this] { markChanged(); });
    connect(&m_watcher, &QFutureWatcher<Found>::finished, this,
            [this] { showFound(m_watcher.result()); });

    applyPreset(Preset::Antirez);
    retranslate();
    showResult();
}

ExplorePage::~ExplorePage() {
    if (m_cancelFlag) {
        m_cancelFlag->store(true);
    }
    // The search posts its progress to this page: it must be over before the page goes. The
    // core polls the flag between states, so this returns within milliseconds.
    m_watcher.waitForFinished();
}

void ExplorePage::applyPreset(Preset preset) {
    // antirez's position: no pause outlives the validity (here: the client never stops), the
    // clocks keep to the drift allowance, a crashed master stays down for a TTL; each of the
    // other presets drops one of them and switches the other faults off, so the search goes
    // straight to the break the dropped assumption allows.
    const bool antirez = preset == Preset::Antirez;
    m_masters->setValue(5);
    m_clients->setValue(2);
    m_ttl->setValue(30);
    m_pause->setValue(preset == Preset::LongPauses ? 40 : 0);
    m_withinDrift->setChecked(preset != Preset::ClockJumps);
    syncJumpRange();
    // antirez: a jump as large as the drift allowance covers; the clock preset: well past it.
    m_jump->setValue(antirez ? m_jump->maximum() : preset == Preset::ClockJumps ? 10 : 0);
    m_crash->setChecked(antirez || preset == Preset::RestartWithoutPersistence);
    m_waitTtl->setChecked(antirez);
    m_persist->setChecked(false);
    m_fencing->setCurrentIndex(0);
    m_delay->setValue(0);
    m_loss->setChecked(false);
    m_naive->setChecked(false);
    syncEnabled();
}

explore::Options ExplorePage::options() const {
    explore::Options o;
    o.masters = m_masters->value();
    o.clients = m_clients->value();
    o.ttlMs = m_ttl->value();
    o.maxPauseMs = m_pause->value();
    o.clockJumpMs = m_jump->value();
    o.restart = !m_crash->isChecked()    ? explore::Restart::None
                : m_waitTtl->isChecked() ? explore::Restart::Delayed
                                         : explore::Restart::Immediate;
    o.persistence = m_persist->isChecked() ? explore::Persist::Always : explore::Persist::None;
    o.fencing = static_cast<explore::Fence>(m_fencing->currentData().toInt());
    o.maxDelayMs = m_delay->value();
    o.loss = m_loss->isChecked();
    o.naiveClient = m_naive->isChecked();
    o.maxStates = static_cast<std::int64_t>(m_budget->value()) * 1000;
    return o;
}

void ExplorePage::search() {
    if (m_running) {
        return;
    }
    const auto cfg = explore::configure(options());
    m_hasOutcome = false;
    m_run = {};
    m_progressSeen = {};
    m_cancelled = false;
    if (!cfg) {
        m_error = QString::fromStdString(cfg.error().message);
        showResult();
        return;
    }
    m_error.clear();
    m_config = *cfg;
    m_running = true;
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_progress->setValue(0);
    syncEnabled();
    showResult();
    emit searchStarted();
    const auto flag = m_cancelFlag;
    const explore::Config config = *cfg;
    m_watcher.setFuture(QtConcurrent::run([this, flag, config] {
        explore::Hooks hooks;
        hooks.cancel = flag.get();
        // About every 50 ms, from the searching thread: queued to the page, which outlives the
        // search (its destructor waits).
        hooks.progress = [this](const explore::Progress& p) {
            QMetaObject::invokeMethod(
                this, [this, p] { showProgress(p); }, Qt::QueuedConnection);
        };
        Found f;
        f.outcome = explore::explore(config, hooks);
        if (f.outcome.scenario) {
            f.run = sim::simulate(*f.outcome.scenario);
        }
        return f;
    }));
}

void ExplorePage::cancel() {
    if (m_running && m_cancelFlag) {
        m_cancelFlag->store(true);
        m_cancelled = true;
        m_cancel->setEnabled(false);
        m_progressLine->setText(tr("Cancelling…"));
    }
}

void ExplorePage::showProgress(const explore::Progress& p) {
    if (!m_running) {
        return; // a late report of a search already shown
    }
    m_progressSeen = p;
    const double budget = static_cast<double>(std::max<std::int64_t>(1, m_config.o.maxStates));
    m_progress->setValue(
        static_cast<int>(std::min(1.0, static_cast<double>(p.states) / budget) * 1000));
    if (!m_cancelled) {
        m_progressLine->setText(progressText());
    }
    emit progressed();
}

void ExplorePage::showFound(Found found) {
    m_running = false;
    m_outcome = std::move(found.outcome);
    m_run = std::move(found.run);
    m_hasOutcome = true;
    m_cancelled = m_outcome.stopReason == "cancelled";
    m_progressSeen.states = m_outcome.states;
    m_progressSeen.transitions = m_outcome.transitions;
    m_progressSeen.depth = m_outcome.depth;
    m_progressSeen.seconds = m_outcome.seconds;
    m_progressSeen.statesPerSecond =
        m_outcome.seconds > 0 ? static_cast<double>(m_outcome.states) / m_outcome.seconds : 0;
    if (m_outcome.verdict == explore::Verdict::Exhausted ||
        m_outcome.verdict == explore::Verdict::Violation) {
        m_progress->setValue(1000);
    }
    syncEnabled();
    showResult();
    // The answer to the teacher's Search, on screen: the headline and the timeline under it.
    scrollIntoView(m_verdict,
                   m_timeline->isVisible() ? static_cast<QWidget*>(m_timeline) : m_detail);
    emit searchFinished();
}

QString ExplorePage::progressText() const {
    // Counts grouped as every number of the app (Readouts::count), not the locale's commas.
    return tr("%1 states explored · %2 states per second · depth %3")
        .arg(Readouts::count(static_cast<long long>(m_progressSeen.states)),
             Readouts::count(static_cast<long long>(m_progressSeen.statesPerSecond)))
        .arg(m_progressSeen.depth);
}

QString ExplorePage::assumptionText(const std::string& id) const {
    // The core's words, marked for translation where they are written (core/explore/search.cpp).
    return QCoreApplication::translate("redlock::explore::Assumption",
                                       explore::brokenAssumptionText(id));
}

QString ExplorePage::stopReasonText() const {
    const std::string& r = m_outcome.stopReason;
    if (r == "depth")
        return tr("the depth limit");
    if (r == "time")
        return tr("the time limit");
    if (r == "cancelled")
        return tr("a cancel");
    return tr("the state budget");
}

QStringList ExplorePage::handoutSetup() const {
    using S = HandoutSource;
    return {S::setupLine(m_mastersLabel, m_masters),
            S::setupLine(m_clientsLabel, m_clients),
            S::setupLine(m_ttlLabel, m_ttl),
            S::setupLine(m_pauseLabel, m_pause),
            S::setupLine(m_withinDrift),
            S::setupLine(m_jumpLabel, m_jump),
            S::setupLine(m_crash),
            S::setupLine(m_waitTtl),
            S::setupLine(m_persist),
            S::setupLine(m_fencingLabel, m_fencing),
            S::setupLine(m_delayLabel, m_delay),
            S::setupLine(m_loss),
            S::setupLine(m_naive),
            S::setupLine(m_budgetLabel, m_budget)};
}

QString ExplorePage::verdictText() const {
    if (!m_error.isEmpty()) {
        return tr("The search cannot start: %1").arg(m_error);
    }
    if (m_running) {
        return tr("Searching…");
    }
    if (!m_hasOutcome) {
        return tr("No search yet: choose the assumptions and press Search.");
    }
    switch (m_outcome.verdict) {
    case explore::Verdict::Violation:
        return tr("It can break: %1.").arg(assumptionText(m_outcome.brokenAssumption));
    case explore::Verdict::Exhausted:
        return tr("It cannot break under these assumptions: the whole state space was searched.");
    case explore::Verdict::Bounded:
        break;
    }
    if (m_cancelled) {
        return tr("Search cancelled: no violation in what was searched, and that proves nothing.");
    }
    return tr("No violation found, but the search was bounded: not a proof.");
}

QString ExplorePage::searchTime(double seconds) {
    // A small search ends in milliseconds: "in 0.0 s" read as if it took no time at all.
    const long long ms = std::llround(seconds * 1000.0);
    if (ms >= 1000) {
        return tr("%1 s").arg(Readouts::number(seconds, 1));
    }
    return ms < 1 ? tr("under 1 ms") : tr("%1 ms").arg(Readouts::count(ms));
}

QString ExplorePage::detailText() const {
    if (!m_hasOutcome || m_running || !m_error.isEmpty()) {
        return {};
    }
    const QString states = Readouts::count(static_cast<long long>(m_outcome.states));
    const QString took = searchTime(m_outcome.seconds);
    switch (m_outcome.verdict) {
    case explore::Verdict::Violation: {
        const QString what =
            m_outcome.violation == explore::Violation::Overlap
                ? tr("Two clients both believed they held the lock at the same time.")
            : m_outcome.violation == explore::Violation::StaleWrite
                ? tr("The storage accepted a stale write: a holder whose lock had ended wrote "
                     "after a later holder.")
                : tr("No client ever got the lock, though no fault was active.");
        return Readouts::sentences(
            {what, tr("The shortest schedule has %n step(s); found after %1 states in %2. The "
                      "simulator plays it below.",
                      "", m_outcome.depth)
                       .arg(states, took)});
    }
    case explore::Verdict::Exhausted:
        return tr("Every schedule the adversary can choose within these budgets was tried: %1 "
                  "states, %n step(s) deep, in %2. Neither two holders at once nor a stale "
                  "write is possible in this model.",
                  "", m_outcome.depth)
            .arg(states, took);
    case explore::Verdict::Bounded:
        break;
    }
    return tr("Searched %1 states, every schedule up to %n step(s), in %2; stopped by %3. A "
              "bounded search is not a proof: a longer schedule might still break the lock. "
              "Raise the budget or drop a fault to search the whole space.",
              "", m_outcome.depth)
        .arg(states, took, stopReasonText());
}

void ExplorePage::showResult() {
    m_verdict->setText(verdictText());
    m_detail->setText(detailText());
    m_detail->setVisible(!m_detail->text().isEmpty());
    const bool violation =
        m_hasOutcome && !m_running && m_outcome.verdict == explore::Verdict::Violation;
    const QColor colour =
        !m_error.isEmpty() || violation ? Theme::down()
        : m_hasOutcome && !m_running && m_outcome.verdict == explore::Verdict::Exhausted
            ? Theme::ok()
            : Theme::ink();
    m_verdict->setStyleSheet(
        QStringLiteral("QLabel { color: %1; font-weight: 700; }").arg(colour.name()));
    m_verdict->setAccessibleName(m_verdict->text());
    const bool hasRun = violation && m_outcome.scenario.has_value();
    m_timeline->setVisible(hasRun);
    m_save->setVisible(hasRun);
    m_openTiming->setVisible(hasRun && m_showPage);
    m_openBench->setVisible(hasRun && m_showPage);
    if (hasRun) {
        m_timeline->setRun(m_run, m_run, *m_outcome.scenario, m_run.endUs, m_run.endUs);
    }
    m_changed->hide();
    if (m_running) {
        m_progressLine->setText(progressText());
    } else if (m_hasOutcome) {
        m_progressLine->setText(progressText());
    } else {
        m_progressLine->setText(tr("The search has not run yet."));
    }
}

void ExplorePage::markChanged() {
    if (m_hasOutcome && !m_running) {
        m_changed->setText(tr("The assumptions changed since this search: press Search to ask "
                              "again."));
        m_changed->show();
    }
}

void ExplorePage::syncEnabled() {
    const bool idle = !m_running;
    for (QWidget* w : std::initializer_list<QWidget*>{
             m_presetAntirez, m_presetPauses, m_presetClocks, m_presetRestart, m_masters, m_clients,
             m_ttl, m_pause, m_withinDrift, m_crash, m_persist, m_fencing, m_delay, m_loss, m_naive,
             m_budget, m_search}) {
        w->setEnabled(idle);
    }
    m_jump->setEnabled(idle);
    m_waitTtl->setEnabled(idle && m_crash->isChecked());
    m_cancel->setEnabled(m_running && !m_cancelled);
}

std::int64_t ExplorePage::driftUs() const {
    explore::Options o;
    o.ttlMs = m_ttl->value();
    const auto cfg = explore::configure(o);
    return cfg ? cfg->driftUs : 0;
}

void ExplorePage::syncJumpRange() {
    // Within the drift allowance: no jump larger than the whole ms it covers.
    m_jump->setMaximum(m_withinDrift->isChecked() ? static_cast<int>(driftUs() / 1000) : 1000);
}

void ExplorePage::refreshDriftNote() {
    const QString drift = Readouts::ms(Micros(driftUs()));
    m_withinDrift->setText(tr("Clocks stay within the drift allowance (%1 ms)").arg(drift));
    m_withinDrift->setToolTip(
        tr("Ticked: no master's clock jumps further than the drift allowance, %1 ms for this "
           "TTL (the client subtracts it from the validity), so the jump below stops there. "
           "Unticked: a clock may jump as far as the box below says.")
            .arg(drift));
    m_withinDrift->setAccessibleName(m_withinDrift->text());
}

void ExplorePage::retranslate() {
    m_header->setTexts(ExploreEntry().title(), ExploreEntry().subtitle());
    setAccessibleName(ExploreEntry().title());
    m_assumptionsTitle->setText(tr("The assumptions"));
    m_assumptionsNote->setText(
        tr("antirez says Redlock is safe if pauses are shorter than the validity left, clocks "
           "advance at about the right rate, and a crashed master stays down for a TTL (or keeps "
           "its keys). Kleppmann says real systems break those assumptions. Choose what the "
           "adversary may do, press Search, and the core tries every schedule, shortest first, "
           "until two clients both hold the lock or the storage takes a stale write."));
    m_presetLabel->setText(tr("Positions in the debate:"));
    m_presetAntirez->setText(tr("antirez's assumptions"));
    m_presetPauses->setText(tr("Drop: pauses are short"));
    m_presetClocks->setText(tr("Drop: clocks keep to the drift"));
    m_presetRestart->setText(tr("Drop: a crashed master waits a TTL"));
    m_presetAntirez->setToolTip(
        tr("No pauses, clocks within the drift allowance, a crashed master stays down for a TTL, "
           "no fencing"));
    m_presetPauses->setToolTip(
        tr("A client may pause for 40 ms, longer than the whole TTL; no other fault"));
    m_presetClocks->setToolTip(
        tr("A master's clock may jump forward by 10 ms, beyond the drift allowance; no other "
           "fault"));
    m_presetRestart->setToolTip(
        tr("A crashed master returns at once, without persistence; no other fault"));
    m_mastersLabel->setText(tr("Masters:"));
    m_clientsLabel->setText(tr("Clients:"));
    m_ttlLabel->setText(tr("TTL:"));
    m_pauseLabel->setText(tr("A client pauses at most:"));
    m_jumpLabel->setText(tr("A master's clock jumps at most:"));
    m_crash->setText(tr("Masters may crash and restart"));
    m_waitTtl->setText(tr("A crashed master waits a TTL before it returns"));
    m_persist->setText(tr("Persistence: a master keeps its keys across a restart"));
    m_fencingLabel->setText(tr("The storage checks a fencing token:"));
    m_fencing->setItemText(0, tr("off"));
    m_fencing->setItemText(1, tr("monotonic token"));
    m_fencing->setItemText(2, tr("compare-and-set on the random value"));
    m_delayLabel->setText(tr("A message takes at most:"));
    m_loss->setText(tr("Messages may be lost"));
    m_naive->setText(tr("Naive client: no validity check after the acquire"));
    m_budgetLabel->setText(tr("Search at most:"));
    for (QSpinBox* s : {m_ttl, m_pause, m_jump, m_delay}) {
        s->setSuffix(tr(" ms"));
    }
    m_budget->setSuffix(tr(" thousand states"));
    m_masters->setToolTip(tr("How many independent masters the lock uses (3 to 7)"));
    m_clients->setToolTip(tr("How many clients compete for the lock (2 or 3)"));
    m_ttl->setToolTip(tr("The lock's time to live; the drift allowance grows with it"));
    m_pause->setToolTip(tr("The longest stop-the-world pause of a client, at any point, also "
                           "between the acquire and the write (0: a client never stops)"));
    m_jump->setToolTip(tr("How far one master's wall clock may jump forward (0: clocks never "
                          "jump)"));
    m_crash->setToolTip(tr("Ticked: the adversary may crash a master and restart it"));
    m_waitTtl->setToolTip(tr("Ticked: a crashed master stays down for one TTL before it "
                             "returns, as the Redlock description asks; unticked: it returns "
                             "at once"));
    m_persist->setToolTip(tr("Ticked: a restarted master still has its keys (fsync always); "
                             "unticked: it returns empty"));
    m_fencing->setToolTip(tr("What the storage checks before it accepts a write"));
    m_delay->setToolTip(tr("The longest a message between a client and a master may take"));
    m_loss->setToolTip(tr("Ticked: the adversary may drop any message"));
    m_naive->setToolTip(tr("Ticked: the client does not subtract the time the acquire took "
                           "from the TTL, so it believes it holds the lock however late it is"));
    m_budget->setToolTip(tr("The search stops after this many distinct states and says the "
                            "result is bounded"));
    m_search->setText(tr("Search"));
    m_search->setToolTip(tr("Try every schedule the adversary can choose, shortest first"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the search; what was searched so far proves nothing"));
    m_progress->setToolTip(tr("States explored out of the budget"));
    m_resultTitle->setText(tr("The answer"));
    m_save->setText(tr("Save as scenario file…"));
    m_openTiming->setText(tr("Open on the timing page"));
    m_openTiming->setToolTip(tr("Play the counterexample as run A on the timing page, step by "
                                "step, with its narration"));
    m_openBench->setText(tr("Open on the bench"));
    m_openBench->setToolTip(tr("Play the counterexample on the lab bench, its faults as marks "
                               "you can move, longer or shorter"));
    m_save->setToolTip(tr("Save the counterexample as a scenario file: it opens on the timing "
                          "page and plays with redlockctl simulate --file"));
    // Every control is announced by the words it shows.
    for (QWidget* w : std::initializer_list<QWidget*>{
             m_presetAntirez, m_presetPauses, m_presetClocks, m_presetRestart, m_crash, m_waitTtl,
             m_persist, m_loss, m_naive, m_search, m_cancel, m_save, m_openTiming, m_openBench}) {
        if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            b->setAccessibleName(b->text());
        }
    }
    m_masters->setAccessibleName(m_mastersLabel->text());
    m_clients->setAccessibleName(m_clientsLabel->text());
    m_ttl->setAccessibleName(m_ttlLabel->text());
    m_pause->setAccessibleName(m_pauseLabel->text());
    m_jump->setAccessibleName(m_jumpLabel->text());
    m_fencing->setAccessibleName(m_fencingLabel->text());
    // The popup's list and its scroll bars are children of the page too.
    m_fencing->view()->setAccessibleName(m_fencingLabel->text());
    m_fencing->view()->verticalScrollBar()->setAccessibleName(tr("Scroll the fencing choices"));
    m_fencing->view()->horizontalScrollBar()->setAccessibleName(tr("Scroll the fencing choices"));
    m_delay->setAccessibleName(m_delayLabel->text());
    m_budget->setAccessibleName(m_budgetLabel->text());
    m_progress->setAccessibleName(tr("Search progress"));
    m_detail->setAccessibleName(tr("What was searched"));
    m_timeline->setAccessibleName(tr("The counterexample's timeline"));
    refreshDriftNote();
    showResult();
}

void ExplorePage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::FontChange) {
        arrange(true); // text size and language change every width the choice is based on
    }
    QWidget::changeEvent(event);
}

void ExplorePage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange(false);
}

void ExplorePage::arrange(bool remeasure) {
    // The width the grid gets: the page's less its margins and the card's frame and margins,
    // measured (presenter mode's are not the normal ones).
    QWidget* card = m_grid->parentWidget();
    const QMargins page = layout()->contentsMargins();
    const QMargins inner = card->layout()->contentsMargins();
    const int room = contentsRect().width() - page.left() - page.right() -
                     (card->width() - card->contentsRect().width()) - inner.left() - inner.right();
    // Two columns when the grid says they fit: a sum of the widest label and control per
    // column came out 240 px short of the grid's own size in Chinese in presenter mode (how it
    // shares a spanning tick box's width), and the budget's "2000 千个状态" was cut. Measured
    // with two columns placed: as they are, or, from one column, when texts or font changed
    // (a resize alone does not change the hint, so it does not re-place the rows to ask).
    if (remeasure || m_columns != 1) {
        placeRows(false);
        m_twoColumnWidth = m_grid->sizeHint().width();
    }
    placeRows(m_twoColumnWidth > room);
    const int buttons =
        std::max({m_presetAntirez->sizeHint().width(), m_presetPauses->sizeHint().width(),
                  m_presetClocks->sizeHint().width(), m_presetRestart->sizeHint().width()});
    placePresets(
        m_presetLabel->sizeHint().width() + 2 * (buttons + m_presets->horizontalSpacing()) > room);
}

void ExplorePage::placePresets(bool labelAbove) {
    if (labelAbove == m_presetLabelAbove) {
        return;
    }
    m_presetLabelAbove = labelAbove;
    const int first = labelAbove ? 0 : 1; // the buttons' first column
    const int top = labelAbove ? 1 : 0;   // and row
    for (QWidget* w : std::initializer_list<QWidget*>{
             m_presetLabel, m_presetAntirez, m_presetPauses, m_presetClocks, m_presetRestart}) {
        m_presets->removeWidget(w);
    }
    if (labelAbove) {
        m_presets->addWidget(m_presetLabel, 0, 0, 1, 2);
    } else {
        m_presets->addWidget(m_presetLabel, 0, 0, Qt::AlignVCenter);
    }
    m_presets->addWidget(m_presetAntirez, top, first);
    m_presets->addWidget(m_presetPauses, top, first + 1);
    m_presets->addWidget(m_presetClocks, top + 1, first);
    m_presets->addWidget(m_presetRestart, top + 1, first + 1);
}

void ExplorePage::placeRows(bool oneColumn) {
    const int columns = oneColumn ? 1 : 2;
    if (columns == m_columns) {
        return;
    }
    m_columns = columns;
    for (const auto& column : m_rows) {
        for (const Row& r : column) {
            for (QWidget* w : {r.label, r.control}) {
                if (w) {
                    m_grid->removeWidget(w);
                }
            }
        }
    }
    int next[2] = {0, 0};
    for (int c = 0; c < 2; ++c) {
        const int at = oneColumn ? 0 : c; // one column: the right-hand rows under the left
        for (const Row& r : m_rows[c]) {
            int& row = next[at];
            if (r.label) {
                m_grid->addWidget(r.label, row, at * 2);
                m_grid->addWidget(r.control, row, at * 2 + 1, Qt::AlignLeft);
            } else {
                m_grid->addWidget(r.control, row, at * 2, 1, 2);
            }
            ++row;
        }
    }
}

QString ExplorePage::saveScenario(const QString& path) const {
    if (!m_hasOutcome || !m_outcome.scenario) {
        return tr("There is no counterexample to save: the search found no violation.");
    }
    QSaveFile file(path);
    const std::string text = sim::toJson(*m_outcome.scenario);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        return tr("Could not save “%1”: %2").arg(QFileInfo(path).fileName(), file.errorString());
    }
    return {};
}

void ExplorePage::setShowPage(std::function<void(const QString&)> showPage) {
    m_showPage = std::move(showPage);
    showResult();
}

std::optional<sim::ScenarioFile> ExplorePage::counterexampleFile(QString& error) const {
    if (!m_hasOutcome || !m_outcome.scenario) {
        error = tr("There is no counterexample to open: the search found no violation.");
        return std::nullopt;
    }
    // Through the file format, as a saved file would open: the timing page and the bench read
    // what the CLI and "Save as scenario file…" write.
    auto file = sim::loadScenarioFile(sim::toJson(*m_outcome.scenario));
    if (!file) {
        error = QString::fromStdString(file.error().message);
        return std::nullopt;
    }
    return std::move(file).value();
}

QString ExplorePage::openOnTimingPage() {
    QString error;
    std::optional<sim::ScenarioFile> file = counterexampleFile(error);
    if (!file || !m_showPage) {
        return error;
    }
    m_showPage(QStringLiteral("timing"));
    auto* timing = window()->findChild<TimingPage*>(QStringLiteral("page-timing"));
    if (!timing) {
        return tr("The timing page is not in this window.");
    }
    timing->model()->openFile(std::move(*file), QStringLiteral("can-it-break.json"));
    return {};
}

QString ExplorePage::openOnBench() {
    QString error;
    std::optional<sim::ScenarioFile> file = counterexampleFile(error);
    if (!file || !m_showPage) {
        return error;
    }
    m_showPage(QStringLiteral("sandbox"));
    auto* bench = window()->findChild<BenchPage*>(QStringLiteral("page-sandbox"));
    if (!bench) {
        return tr("The lab bench is not in this window.");
    }
    // What no mark can say is the bench's own line, not an error.
    bench->openScenario(file->base);
    return {};
}

void ExplorePage::saveInteractively() {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save as scenario file"), QDir::homePath() + QStringLiteral("/can-it-break.json"),
        tr("Scenario files (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        path += QStringLiteral(".json");
    }
    if (const QString error = saveScenario(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Save as scenario file"), error);
    }
}

} // namespace redlock::ui
