#include "ui/pages/sandbox/bench_page.h"

#include "ui/app/export/handout_source.h"

#include "core/docker/docker_cluster.h"
#include "core/json/json_out.h"
#include "core/live/live_run.h"

#include "core/sim/files/scenario_file.h"
#include "core/sim/simulator.h"

#include "ui/live/backend_kinds.h"
#include "ui/model/readouts.h"
#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/pages/sandbox/bench_live.h"
#include "ui/pages/sandbox/sandbox_entry.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/scenario_text.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/widgets/card.h"
#include "ui/widgets/flow_row.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/setup_drawer.h"
#include "ui/widgets/theme.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>

namespace redlock::ui {

namespace {

constexpr sim::Us kMs = 1000;
constexpr double kSpeeds[] = {0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0};
constexpr int kNormalSpeed = 3;

QSpinBox* spin(QWidget* parent, const char* name, int low, int high, int value, int step = 1) {
    auto* s = new QSpinBox(parent);
    s->setObjectName(QLatin1String(name));
    s->setRange(low, high);
    s->setValue(value);
    s->setSingleStep(step);
    return s;
}

QLabel* plainLabel(QWidget* parent, const char* name = nullptr) {
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    if (name) {
        l->setObjectName(QLatin1String(name));
    }
    return l;
}

} // namespace

BenchPage::BenchPage(QWidget* parent)
    : QWidget(parent), m_header(new PageHeader(this)), m_setupTitle(wrapped(this, "cardTitle")),
      m_mastersLabel(plainLabel(this)), m_masters(spin(this, "benchMasters", 3, 9, 5)),
      m_clientsLabel(plainLabel(this)), m_clients(spin(this, "benchClients", 1, 4, 2)),
      m_ttlLabel(plainLabel(this)), m_ttl(spin(this, "benchTtl", 200, 20000, 2000, 100)),
      m_workLabel(plainLabel(this)), m_work(spin(this, "benchWork", 0, 20000, 800, 100)),
      m_thinkLabel(plainLabel(this)), m_think(spin(this, "benchThink", 0, 20000, 400, 100)),
      m_seedLabel(plainLabel(this)), m_seed(spin(this, "benchSeed", 1, 99999, 1)),
      m_runLabel(plainLabel(this)), m_runLength(spin(this, "benchRunLength", 5, 120, 20)),
      m_write(new QCheckBox(this)), m_wallClock(new QCheckBox(this)),
      m_fencingLabel(plainLabel(this)), m_fencing(new QComboBox(this)),
      m_lengthLabel(plainLabel(this)), m_length(spin(this, "benchLength", 0, 60000, 3000, 100)),
      m_downLabel(plainLabel(this)), m_down(spin(this, "benchDown", 0, 60000, 0, 100)),
      m_jumpLabel(plainLabel(this)), m_jump(spin(this, "benchJump", -60000, 60000, 3000, 100)),
      m_play(new QPushButton(this)), m_speedLabel(plainLabel(this)), m_speed(new QComboBox(this)),
      m_step(new QPushButton(this)), m_reset(new QPushButton(this)),
      m_clock(plainLabel(this, "benchClock")), m_whereLabel(plainLabel(this)),
      m_where(new QComboBox(this)), m_liveStatus(wrapped(this, "benchLiveStatus")),
      m_live(new BenchLive(this)), m_imageLabel(plainLabel(this)), m_image(new QComboBox(this)),
      m_help(wrapped(this, "note")), m_lanes(new BenchLanes(this)),
      m_sentence(plainLabel(this, "benchSentence")), m_save(new QPushButton(this)),
      m_openTiming(new QPushButton(this)) {
    setObjectName(QStringLiteral("page-sandbox"));
    m_linkDelayLabel = plainLabel(this);
    m_linkDelay = spin(this, "benchLinkDelay", 1, 60000, 500, 100);
    m_baseNote = wrapped(this, "note");
    m_leaveBase = new QPushButton(this);
    m_write->setObjectName(QStringLiteral("benchWrite"));
    m_write->setChecked(true);
    m_wallClock->setObjectName(QStringLiteral("benchWallClock"));
    m_fencing->setObjectName(QStringLiteral("benchFencing"));
    m_fencing->addItem(QString(), int(sim::Fencing::Off));
    m_fencing->addItem(QString(), int(sim::Fencing::Token));
    m_fencing->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_play->setObjectName(QStringLiteral("benchPlay"));
    m_speed->setObjectName(QStringLiteral("benchSpeed"));
    for (double s : kSpeeds) {
        m_speed->addItem(QString(), s);
    }
    m_speed->setCurrentIndex(kNormalSpeed);
    m_step->setObjectName(QStringLiteral("benchStep"));
    m_where->setObjectName(QStringLiteral("benchWhere"));
    for (const BackendKind& kind : backendKinds()) {
        if (kind.benchText) {
            m_where->addItem(QString(), int(kind.backend));
        }
    }
    m_dockerImage = QString::fromLatin1(docker::kDefaultImage);
    m_where->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_image->setObjectName(QStringLiteral("benchImage"));
    m_image->setEditable(true); // any image by name; the list only offers what the engine has
    m_image->setInsertPolicy(QComboBox::NoInsert);
    m_image->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_image->setMinimumContentsLength(18);
    m_image->setEditText(m_dockerImage);
    m_imageLabel->setBuddy(m_image);
    m_imageLabel->setVisible(false);
    m_image->setVisible(false);
    m_liveStatus->setTextFormat(Qt::PlainText);
    m_liveStatus->setObjectName(QStringLiteral("benchLiveStatus"));
    m_liveStatus->setVisible(false);
    m_reset->setObjectName(QStringLiteral("benchReset"));
    m_lanes->setObjectName(QStringLiteral("benchLanes"));
    m_save->setObjectName(QStringLiteral("benchSave"));
    m_openTiming->setObjectName(QStringLiteral("benchOpenTiming"));
    m_openTiming->setVisible(false); // until the window says how to show another page
    // The window gives the page the keyboard when it is turned to: the lanes take it (arrows
    // choose a lane, letters strike it; what they leave, such as Space, comes back up here).
    setFocusProxy(m_lanes);
    // A click on a button or a choice leaves the keyboard with the lanes, so the next arrow or
    // fault key acts on a lane (as a media player's buttons leave it with the player); Tab
    // still reaches each of them.
    for (QWidget* w : std::initializer_list<QWidget*>{m_play, m_step, m_reset, m_save, m_openTiming,
                                                      m_speed, m_where}) {
        w->setFocusPolicy(Qt::TabFocus);
    }
    m_help->setTextFormat(Qt::PlainText);
    m_sentence->setWordWrap(true);
    m_sentence->setProperty("role", QStringLiteral("readout"));
    m_sentence->setProperty("prose", true); // body-sized when compact (Theme)
    const char* counterNames[4] = {"benchOverlaps", "benchStale", "benchLost", "benchUnavailable"};
    for (int i = 0; i < 4; ++i) {
        m_counterNames[i] = plainLabel(this);
        m_counters[i] = plainLabel(this, counterNames[i]);
        m_counters[i]->setProperty("role", QStringLiteral("headline"));
    }

    // Two strips that wrap, not a grid of three columns: at presenter size on a 1280-wide
    // screen the grid was wider than the window once the set-up was opened (the TTL cut off
    // behind a sideways scroll bar). The loop's settings, then the defaults of the marks a key
    // makes; each label stays with its control.
    auto* loop = new FlowRow(this, 16);
    auto* marks = new FlowRow(this, 16);
    const auto pair = [](FlowRow* row, QLabel* label, QWidget* control) {
        label->setBuddy(control);
        row->addGroup({label, control});
    };
    pair(loop, m_mastersLabel, m_masters);
    pair(loop, m_clientsLabel, m_clients);
    pair(loop, m_ttlLabel, m_ttl);
    pair(loop, m_workLabel, m_work);
    pair(loop, m_thinkLabel, m_think);
    pair(loop, m_seedLabel, m_seed);
    pair(loop, m_runLabel, m_runLength);
    pair(loop, m_fencingLabel, m_fencing);
    loop->addItem(m_write);
    pair(marks, m_lengthLabel, m_length);
    pair(marks, m_downLabel, m_down);
    pair(marks, m_jumpLabel, m_jump);
    pair(marks, m_linkDelayLabel, m_linkDelay);
    auto* setupRows = new QVBoxLayout;
    setupRows->setSpacing(4);
    setupRows->addWidget(loop);
    setupRows->addWidget(marks);
    setupRows->addWidget(m_wallClock);

    auto* transport = new QHBoxLayout;
    transport->addWidget(m_whereLabel);
    transport->addWidget(m_where);
    m_whereLabel->setBuddy(m_where);
    transport->addSpacing(8);
    transport->addWidget(m_play);
    transport->addWidget(m_step);
    transport->addWidget(m_speedLabel);
    transport->addWidget(m_speed);
    transport->addWidget(m_reset);
    transport->addSpacing(12);
    transport->addWidget(m_clock);
    transport->addStretch(1);
    auto* saveRow = new QHBoxLayout;
    saveRow->addStretch(1);
    saveRow->addWidget(m_openTiming);
    saveRow->addWidget(m_save);

    auto* counters = new QHBoxLayout;
    for (int i = 0; i < 4; ++i) {
        counters->addWidget(m_counters[i]);
        counters->addWidget(m_counterNames[i]);
        counters->addSpacing(14);
    }
    counters->addStretch(1);

    // Compact (presenter mode on a short screen), the set-up folds into one summary line and
    // the key help moves into the lanes' tooltip: the lanes and the counters keep the height.
    setupRows->setContentsMargins(0, 0, 0, 0);
    auto* setupBody = new QWidget(this);
    setupBody->setLayout(setupRows);
    m_drawer = new SetupDrawer(
        setupBody,
        [this] {
            if (m_base) {
                return baseSummary(); // the looping bench's settings do not apply
            }
            return tr("%1 masters · %2 clients · TTL %3 ms · work %4 ms · think %5 ms · seed %6")
                .arg(m_masters->value())
                .arg(m_clients->value())
                .arg(Readouts::count(m_ttl->value()), Readouts::count(m_work->value()),
                     Readouts::count(m_think->value()), Readouts::count(m_seed->value()));
        },
        this);
    // At 1366 x 768 the open set-up alone put the lanes' last rows, the counters and the
    // monitor's sentence below the fold: in a short window it folds in normal mode too.
    m_drawer->setFoldsWhenShort(true);
    connect(m_drawer, &SetupDrawer::foldedChanged, this, &BenchPage::showBaseNote);
    connect(m_drawer, &SetupDrawer::compactChanged, this, [this](bool compact) {
        m_help->setVisible(!compact);
        m_setupTitle->setVisible(!compact);
        m_speedLabel->setVisible(!compact);
        // The choice says where on its own ("the simulator", "Docker containers"): without
        // its label the transport row fits a 1280-wide window at presenter size.
        m_whereLabel->setVisible(!compact);
        m_cardBox->setSpacing(compact ? 2 : 6);
        m_benchBox->setSpacing(compact ? 2 : 6);
        m_liveStatus->setWordWrap(!compact);
        liveStateChanged();
        // Compact, the button back to the looping bench ends the set-up's summary line, and the
        // note has its line to itself (a short screen keeps the monitor's sentence in view).
        if (compact) {
            m_baseRow->removeWidget(m_leaveBase);
            m_drawer->addToRow(m_leaveBase);
        } else {
            m_baseRow->addWidget(m_leaveBase, 0, Qt::AlignTop);
        }
        m_leaveBase->setVisible(m_base.has_value());
        showBaseNote(); // its place depends on compact as well as folded
        refresh();
        layout()->setSpacing(compact ? 4 : 10);
        layout()->setContentsMargins(28, compact ? 4 : 14, 28, compact ? 4 : 14);
        m_lanes->setToolTip(compact ? m_help->text() : QString());
        m_lanes->setDense(compact); // no clock-label row under each master: the counters fit
    });
    auto* setupBox = new QVBoxLayout;
    m_cardBox = setupBox;
    setupBox->addWidget(m_setupTitle);
    setupBox->addWidget(m_drawer);
    auto* benchBox = new QVBoxLayout;
    m_benchBox = benchBox;
    benchBox->addLayout(transport);
    auto* liveRow = new QHBoxLayout;
    liveRow->addWidget(m_imageLabel);
    liveRow->addWidget(m_image);
    liveRow->addWidget(m_liveStatus, 1);
    benchBox->addLayout(liveRow);
    benchBox->addWidget(m_help);
    m_baseRow = new QHBoxLayout;
    m_baseRow->addWidget(m_baseNote, 1);
    m_baseRow->addWidget(m_leaveBase, 0, Qt::AlignTop);
    benchBox->addLayout(m_baseRow);
    benchBox->addWidget(m_lanes);
    benchBox->addLayout(counters);
    benchBox->addWidget(m_sentence);
    benchBox->addLayout(saveRow);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(28, 14, 28, 14);
    layout->setSpacing(10);
    layout->addWidget(m_header);
    // One card: compact, a second card's frame and spacing would push the counters below the
    // fold at 1280x770.
    setupBox->addLayout(benchBox);
    layout->addWidget(card(this, setupBox));
    layout->addStretch(1);

    for (QSpinBox* s : {m_masters, m_clients, m_ttl, m_work, m_think, m_seed, m_runLength}) {
        connect(s, &QSpinBox::valueChanged, this, &BenchPage::recompute);
        connect(s, &QSpinBox::valueChanged, m_drawer, &SetupDrawer::refreshSummary);
    }
    connect(m_write, &QCheckBox::toggled, this, &BenchPage::recompute);
    connect(m_wallClock, &QCheckBox::toggled, this, &BenchPage::recompute);
    connect(m_fencing, &QComboBox::currentIndexChanged, this, &BenchPage::recompute);
    connect(m_play, &QPushButton::clicked, this, [this] { setPlaying(!playing()); });
    connect(m_where, &QComboBox::currentIndexChanged, this, &BenchPage::whereChanged);
    // A name longer than the box shows from its start (the repository), not its end.
    connect(m_image, &QComboBox::activated, this, [this] { m_image->lineEdit()->home(false); });
    connect(m_image, &QComboBox::currentTextChanged, this, [this](const QString& text) {
        if (const QString image = text.trimmed(); !image.isEmpty()) {
            setDockerImage(image);
        }
    });
    connect(m_live, &BenchLive::stateChanged, this, &BenchPage::liveStateChanged);
    connect(m_live, &BenchLive::runUpdated, this, &BenchPage::showLiveRun);
    connect(m_step, &QPushButton::clicked, this, [this] { step(); });
    connect(m_reset, &QPushButton::clicked, this, &BenchPage::resetBench);
    connect(m_save, &QPushButton::clicked, this, &BenchPage::saveInteractively);
    connect(m_openTiming, &QPushButton::clicked, this, [this] {
        if (const QString error = openOnTimingPage(); !error.isEmpty()) {
            QMessageBox::warning(this, m_openTiming->text(), error);
        }
    });
    connect(m_lanes, &BenchLanes::addRequested, this,
            [this](sim::MarkKind kind) { addMarkHere(kind); });
    connect(m_lanes, &BenchLanes::laneClicked, this, &BenchPage::showLaneMenu);
    connect(m_lanes, &BenchLanes::linkRequested, this, &BenchPage::showLinkMenu);
    connect(
        m_lanes, &BenchLanes::addLinkRequested, this,
        [this](sim::MarkKind kind, int client, int master) { addLinkMark(kind, client, master); });
    connect(m_leaveBase, &QPushButton::clicked, this, &BenchPage::closeScenario);
    connect(m_lanes, &BenchLanes::markMoved, this, &BenchPage::moveMark);
    connect(m_lanes, &BenchLanes::markResized, this, &BenchPage::resizeMark);
    connect(m_lanes, &BenchLanes::removeRequested, this, &BenchPage::removeMark);
    // A frame every 16 ms (60 per second) while time runs.
    m_timer.setInterval(16);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &BenchPage::tick);

    m_leaveBase->setObjectName(QStringLiteral("benchLeaveBase"));
    m_baseNote->setObjectName(QStringLiteral("benchBaseNote"));
    m_leaveBase->setFocusPolicy(Qt::TabFocus);
    m_baseNote->setTextFormat(Qt::PlainText);
    m_baseNote->setWordWrap(true);
    baseChanged();
    retranslate();
    refresh(); // the monitor says "nothing yet" while the first run is computed
    recompute();
}

BenchPage::~BenchPage() {
    m_task.cancel();
}

sim::BenchSettings BenchPage::settings() const {
    sim::BenchSettings b;
    b.masters = m_masters->value();
    b.clients = m_clients->value();
    b.ttlMs = m_ttl->value();
    b.workMs = m_work->value();
    b.thinkMs = m_think->value();
    b.seed = static_cast<std::uint64_t>(m_seed->value());
    b.runMs = std::int64_t(m_runLength->value()) * 1000;
    b.write = m_write->isChecked();
    b.clientClock = m_wallClock->isChecked() ? sim::ClientClock::Wall : sim::ClientClock::Monotonic;
    b.fencing = static_cast<sim::Fencing>(m_fencing->currentData().toInt());
    return b;
}

void BenchPage::setSettings(const sim::BenchSettings& b) {
    // Settings are the looping bench's: a bench opened from a scenario goes back to it.
    m_base.reset();
    m_kept.clear();
    m_marks.clear();
    baseChanged();
    const QList<QWidget*> controls{m_masters, m_clients, m_ttl,       m_work,    m_think,
                                   m_seed,    m_write,   m_runLength, m_fencing, m_wallClock};
    for (QWidget* w : controls) {
        w->blockSignals(true);
    }
    m_masters->setValue(b.masters);
    m_clients->setValue(b.clients);
    m_ttl->setValue(static_cast<int>(std::clamp<std::int64_t>(b.ttlMs, 0, INT32_MAX)));
    m_work->setValue(static_cast<int>(std::clamp<std::int64_t>(b.workMs, 0, INT32_MAX)));
    m_think->setValue(static_cast<int>(std::clamp<std::int64_t>(b.thinkMs, 0, INT32_MAX)));
    m_seed->setValue(static_cast<int>(std::min<std::uint64_t>(b.seed, INT32_MAX)));
    m_write->setChecked(b.write);
    m_wallClock->setChecked(b.clientClock == sim::ClientClock::Wall);
    m_runLength->setValue(static_cast<int>(std::clamp<std::int64_t>(b.runMs / 1000, 0, INT32_MAX)));
    m_fencing->setCurrentIndex(std::max(0, m_fencing->findData(int(b.fencing))));
    for (QWidget* w : controls) {
        w->blockSignals(false);
    }
    if (m_drawer) {
        m_drawer->refreshSummary();
    }
    recompute();
}

double BenchPage::speed() const {
    return m_speed->currentData().toDouble();
}

void BenchPage::setSpeedIndex(int index) {
    m_speed->setCurrentIndex(std::clamp(index, 0, m_speed->count() - 1));
}

void BenchPage::recompute() {
    // Marks on lanes that are gone (fewer masters or clients) stay, and come back with them;
    // the scenario leaves them out meanwhile.
    const sim::Scenario s = buildScenario();
    std::vector<std::string> clientNames;
    for (const sim::ClientSpec& c : s.clients) {
        clientNames.push_back(c.name);
    }
    m_lanes->setBench(clientNames, s.params.masters, m_marks);
    if (onRealServers()) {
        // Real servers run what they were started with: other settings end that run (a mark
        // made while it runs is injected instead, see addMark).
        m_scenario = s;
        if (m_live->active() && settings() != m_liveSettings) {
            m_live->stop();
        }
        refresh();
        return;
    }
    m_task.start(
        [s](const std::atomic<bool>& cancel) {
            sim::RunOptions o;
            o.cancel = &cancel;
            return Computed{s, sim::simulate(s, o)};
        },
        this,
        [this](Computed c) {
            m_scenario = std::move(c.scenario);
            m_run = std::move(c.run);
            m_monitorTask.cancel(); // a narration of the old run is not about this one
            m_shared = std::make_shared<const sim::SimResult>(m_run);
            m_hasRun = true;
            m_playhead = std::min(m_playhead, m_run.endUs);
            refresh();
            emit runReady();
        });
}

QString BenchPage::clockText(sim::Us at, sim::Us end) {
    // A scenario opened here (the search's counterexample) may last 90 ms: "0.09 s" in steps
    // of 10 ms said too little, so a run under a second reads in ms, like its lanes' axis.
    if (end < 1000000) {
        return tr("t = %1 ms of %2 ms").arg(Readouts::ms(Micros(at)), Readouts::ms(Micros(end)));
    }
    return tr("t = %1 s of %2 s")
        .arg(Readouts::number(double(at) / 1e6, 2),
             Readouts::number(double(end) / 1e6, end < 10000000 ? 2 : 0));
}

void BenchPage::refresh() {
    if (onRealServers()) {
        // Wall time: the lanes end where the newest snapshot of the real run ends.
        const sim::Us end = m_scenario.params.endUs;
        m_clock->setText(clockText(m_playhead, end));
        if (!m_hasRun) {
            // The lanes the run will have, empty until it starts.
            sim::SimResult empty;
            for (const auto& c : m_scenario.clients) {
                empty.lanes.push_back({c.name, sim::LaneKind::Client});
            }
            for (const auto& m : m_scenario.params.masters) {
                empty.lanes.push_back({m, sim::LaneKind::Master});
            }
            empty.lanes.push_back({sim::kStorageLane, sim::LaneKind::Storage});
            empty.endUs = end;
            m_lanes->setRun(empty, empty, m_scenario, end, 0);
            showTally({});
            return;
        }
        m_lanes->setRun(m_run, m_run, m_scenario, end, m_playhead);
        showTally(sim::benchTally(m_run, m_scenario.params.ttlMs));
        return;
    }
    if (!m_hasRun) {
        // Before the first run arrives (it is computed off the GUI thread): time stands at 0
        // and nothing has happened, which is what the counters and the sentence then say.
        m_clock->setText(clockText(0, settings().runMs * 1000));
        showTally({});
        return;
    }
    // The clock says where the lanes are drawn to, every frame (the counters may be a
    // narration behind while time runs).
    m_clock->setText(clockText(m_playhead, m_run.endUs));
    // When time stands (a pause, a step, a seek) the run up to the playhead is narrated at
    // once: the monitor's counters and sentence, and the lanes' tooltips, all from it. While
    // time runs, each frame draws the lanes without narration (their tooltips wait for the
    // pause), and the monitor narrates off the GUI thread, one narration at a time, each
    // showing where the playhead was when it began. On a 2-minute run with 9 masters and 4
    // clients, narrating on the GUI thread took longer than a frame (docs/benchmarks.md).
    if (!m_playing) {
        m_monitorTask.cancel();
        sim::SimResult clipped = sim::clipAt(m_run, m_playhead);
        sim::BenchTally tally = sim::benchTally(clipped, m_scenario.params.ttlMs);
        m_lanes->setRun(std::move(clipped), m_run, m_scenario, m_run.endUs, m_playhead);
        showTally(std::move(tally));
        return;
    }
    m_lanes->setRun(sim::clipTraceAt(m_run, m_playhead), m_run, m_scenario, m_run.endUs,
                    m_playhead);
    if (!m_monitorTask.running()) {
        const std::shared_ptr<const sim::SimResult> run = m_shared;
        const sim::Us at = m_playhead;
        const std::int64_t ttl = m_scenario.params.ttlMs;
        m_monitorTask.start(
            [run, at, ttl](const std::atomic<bool>&) {
                return sim::benchTally(sim::clipAt(*run, at), ttl);
            },
            this, [this](sim::BenchTally t) { showTally(std::move(t)); });
    }
}

void BenchPage::showFitted(QLabel* label, const QString& text, const QString& brief,
                           int besides) const {
    // One line on a short presenter screen (the whole of it in the tooltip): the lanes and the
    // counters keep the room. A brief form, where there is one, says it in a few words; only
    // what still does not fit is elided.
    if (m_drawer && m_drawer->isCompact()) {
        const int room = std::max(100, m_lanes->width() - besides);
        const QString shown = brief.isEmpty() ? text : brief;
        label->setText(label->fontMetrics().elidedText(shown, Qt::ElideRight, room));
        label->setToolTip(text);
    } else {
        label->setText(text);
        label->setToolTip(QString());
    }
}

void BenchPage::showTally(sim::BenchTally tally) {
    m_tally = std::move(tally);
    const int values[4] = {m_tally.overlaps, m_tally.staleWrites, m_tally.lostReleases,
                           m_tally.unavailable};
    for (int i = 0; i < 4; ++i) {
        m_counters[i]->setText(Readouts::count(values[i]));
        m_counters[i]->setStyleSheet(
            values[i] > 0 ? QStringLiteral("color: %1;").arg(Theme::down().name()) : QString());
    }
    // Whole, however short the screen: its times are what the class reads (cut to one line, a
    // stale write's sentence lost the lock's time).
    m_sentence->setText(sentenceText());
    m_sentence->setStyleSheet(m_tally.flagged && m_tally.latest &&
                                      m_tally.flagged->t == m_tally.latest->t
                                  ? QStringLiteral("color: %1;").arg(Theme::down().name())
                                  : QString());
    emit tallyChanged();
}

QString BenchPage::counterText(int which) const {
    return m_counters[std::clamp(which, 0, 3)]->text();
}

QString BenchPage::baseSummary() const {
    return tr("The scenario's own: %1 masters · %2 clients · TTL %3 ms · seed %4")
        .arg(m_base->params.masters.size())
        .arg(m_base->clients.size())
        .arg(Readouts::count(m_base->params.ttlMs),
             Readouts::count(static_cast<long long>(m_base->seed)));
}

QStringList BenchPage::handoutSetup() const {
    using S = HandoutSource;
    if (m_base) {
        return {baseNoteText(), baseSummary()};
    }
    return {S::setupLine(m_whereLabel, m_where),
            S::setupLine(m_mastersLabel, m_masters),
            S::setupLine(m_clientsLabel, m_clients),
            S::setupLine(m_ttlLabel, m_ttl),
            S::setupLine(m_workLabel, m_work),
            S::setupLine(m_thinkLabel, m_think),
            S::setupLine(m_seedLabel, m_seed),
            S::setupLine(m_runLabel, m_runLength),
            S::setupLine(m_write),
            S::setupLine(m_wallClock),
            S::setupLine(m_fencingLabel, m_fencing)};
}

QString BenchPage::sentenceText() const {
    // A flag stays in view until something newer is flagged; else the newest sentence.
    const auto& s = m_tally.flagged ? m_tally.flagged : m_tally.latest;
    if (!s) {
        if (onRealServers()) {
            return tr("Nothing has happened yet: press Start.");
        }
        // Play pressed before the first run was computed: time waits for it, and the line
        // must not ask for the Play that was just pressed (seen for 1.5 s in the dev build).
        return m_playing && !m_hasRun ? tr("Computing the run: time starts as soon as it is ready.")
                                      : tr("Nothing has happened yet: press Play.");
    }
    return tr("At %1 ms: %2").arg(RunSummary::when(*s), RunSummary::sentence(*s));
}

void BenchPage::setPlayhead(sim::Us t) {
    const sim::Us end = m_hasRun ? m_run.endUs : t;
    m_playhead = std::clamp<sim::Us>(t, 0, std::max<sim::Us>(0, end));
    refresh();
}

bool BenchPage::playing() const {
    return onRealServers() ? m_live->active() : m_playing;
}

void BenchPage::setPlaying(bool on) {
    if (onRealServers()) {
        if (on && !m_live->active()) {
            // The marks made so far play at their times; new ones join at the click.
            m_liveSettings = settings();
            m_hasRun = false;
            m_playhead = 0;
            m_scenario = sim::benchScenario(m_liveSettings, m_marks);
            live::LiveOptions options;
            // Which masters the run starts: a backend the bench offers (a bench name in its
            // row) needs its branch here, and the build names this switch for a new one.
            switch (where()) {
            case Backend::Local:
                break; // the default: server processes on loopback ports
            case Backend::Docker:
                options.masters = live::dockerMasters(m_dockerImage.toStdString());
                break;
            case Backend::Mock:     // the simulator: not a live run
            case Backend::External: // not offered: the bench starts its own masters
                return;
            }
            m_live->start(m_scenario, options);
        } else if (!on) {
            m_live->stop();
        }
        liveStateChanged();
        return;
    }
    if (on && m_hasRun && m_playhead >= m_run.endUs) {
        m_playhead = 0; // Play at the end plays again from the start
    }
    const bool was = m_playing;
    m_playing = on;
    if (on) {
        m_wall.start();
        m_timer.start();
        if (!m_hasRun) {
            refresh(); // the line says the run is being computed
        }
    } else {
        m_timer.stop();
        if (was && m_hasRun) {
            refresh(); // the monitor and the tooltips catch up with where time stopped
        }
    }
    liveStateChanged(); // the Play button's words
}

void BenchPage::tick() {
    const qint64 ms = m_wall.restart();
    if (!m_hasRun) {
        return; // the first run is still being computed: time waits for it
    }
    setPlayhead(m_playhead + static_cast<sim::Us>(double(ms) * speed() * 1000.0));
    if (m_playhead >= m_run.endUs) {
        setPlaying(false);
    }
}

void BenchPage::step() {
    if (onRealServers()) {
        return;
    }
    sim::Us next = m_playhead + 100 * kMs;
    for (const sim::TraceEvent& e : m_run.events) {
        if (e.t > m_playhead) {
            next = std::min(next, e.t);
            break;
        }
    }
    setPlayhead(next);
}

void BenchPage::stepBack() {
    if (onRealServers()) {
        return;
    }
    sim::Us prev = std::max<sim::Us>(0, m_playhead - 100 * kMs);
    for (const sim::TraceEvent& e : m_run.events) {
        if (e.t >= m_playhead) {
            break;
        }
        if (e.t > prev) {
            prev = e.t;
        }
    }
    setPlayhead(prev);
}

bool BenchPage::step(int delta) {
    if (!m_hasRun || onRealServers()) {
        return false; // real time cannot be stepped: the clicker turns the page
    }
    setPlaying(false);
    const auto& said = m_run.narration;
    if (delta > 0) {
        const auto next = std::find_if(said.begin(), said.end(),
                                       [this](const sim::Sentence& s) { return s.t > m_playhead; });
        if (next == said.end()) {
            return false;
        }
        setPlayhead(next->t);
        return true;
    }
    sim::Us prev = 0;
    for (const sim::Sentence& s : said) {
        if (s.t < m_playhead) {
            prev = std::max(prev, s.t);
        }
    }
    if (m_playhead <= 0) {
        return false;
    }
    setPlayhead(prev);
    return true;
}

void BenchPage::togglePause() {
    setPlaying(!playing());
}

void BenchPage::pause() {
    setPlaying(false);
}

void BenchPage::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Space:
        setPlaying(!playing());
        return;
    case Qt::Key_Right:
        setPlaying(false);
        step();
        return;
    case Qt::Key_Left:
        setPlaying(false);
        stepBack();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void BenchPage::resetBench() {
    setPlaying(false);
    m_marks.clear();
    m_playhead = 0;
    if (onRealServers()) {
        m_hasRun = false; // the last real run is put away with its marks
    }
    m_lanes->setSelectedMark(-1);
    emit marksChanged();
    recompute();
    refresh();
}

sim::Us BenchPage::amountFor(sim::MarkKind kind) const {
    switch (kind) {
    case sim::MarkKind::Crash:
        return 0;
    case sim::MarkKind::RestartKeep:
    case sim::MarkKind::RestartWiped:
        return sim::Us(m_down->value()) * kMs;
    case sim::MarkKind::ClockJump:
    case sim::MarkKind::ClientClockJump:
        return sim::Us(m_jump->value()) * kMs;
    case sim::MarkKind::Hang:
    case sim::MarkKind::FastClock:
    case sim::MarkKind::Pause:
    case sim::MarkKind::CutOff:
    case sim::MarkKind::NoRelease:
    case sim::MarkKind::LinkCut:
    case sim::MarkKind::LinkDelay:
        return sim::Us(m_length->value()) * kMs;
    }
    return 0;
}

bool BenchPage::addMarkHere(sim::MarkKind kind) {
    const int lane = m_lanes->selectedLane();
    if (m_lanes->laneIsMaster(lane) != sim::markOnMaster(kind) || lane >= m_lanes->laneCount() ||
        sim::markOnLink(kind)) {
        return false;
    }
    const sim::Us at = m_live->state() == BenchLive::State::Running ? m_live->now() : m_playhead;
    addMark({kind, m_lanes->laneIndex(lane), at, amountFor(kind)});
    m_lanes->setSelectedMark(static_cast<int>(m_marks.size()) - 1);
    return true;
}

bool BenchPage::addLinkMark(sim::MarkKind kind, int client, int master) {
    if (!sim::markOnLink(kind) || client < 0 || client >= m_lanes->clientLanes() || master < 0 ||
        master >= m_lanes->masterLanes()) {
        return false;
    }
    const sim::Us at = m_live->state() == BenchLive::State::Running ? m_live->now() : m_playhead;
    sim::Mark mark{kind, client, at, amountFor(kind)};
    mark.master = master;
    if (kind == sim::MarkKind::LinkDelay) {
        mark.extraUs = sim::Us(m_linkDelay->value()) * kMs;
    }
    addMark(mark);
    m_lanes->setSelectedMark(static_cast<int>(m_marks.size()) - 1);
    return true;
}

void BenchPage::addMark(const sim::Mark& mark) {
    m_marks.push_back(mark);
    if (onRealServers() && m_live->state() == BenchLive::State::Running) {
        // The simulated bench's own translation of the mark into faults, applied now.
        m_live->inject(sim::benchScenario(m_liveSettings, {mark}).faults);
    }
    emit marksChanged();
    recompute();
}

Backend BenchPage::where() const {
    return static_cast<Backend>(m_where->currentData().toInt());
}

void BenchPage::setWhere(Backend where) {
    if (const int i = m_where->findData(int(where)); i >= 0) {
        m_where->setCurrentIndex(i);
    }
}

bool BenchPage::onRealServers() const {
    return where() != Backend::Mock;
}

void BenchPage::setOnRealServers(bool on) {
    setWhere(on ? Backend::Local : Backend::Mock);
}

void BenchPage::setDockerImage(const QString& image) {
    if (image == m_dockerImage) {
        return;
    }
    m_dockerImage = image;
    if (m_image->currentText().trimmed() != image) {
        const QSignalBlocker quiet(m_image);
        m_image->setEditText(image);
        m_image->lineEdit()->home(false);
    }
    if (where() == Backend::Docker) {
        m_live->clearFailure(); // the failure named the old image: say what Start runs now
    }
    liveStateChanged();
}

void BenchPage::whereChanged() {
    // Either way time stops, and the other kind of run is put away.
    m_timer.stop();
    m_playing = false;
    m_live->stop();
    m_monitorTask.cancel();
    m_hasRun = false;
    m_playhead = 0;
    if (where() == Backend::Docker) {
        listImages();
    }
    liveStateChanged();
    recompute();
}

void BenchPage::listImages() {
    // The engine is asked off the GUI thread: a slow or absent engine never stalls the page.
    m_imagesTask.start(
        [](const std::atomic<bool>&) {
            Images out;
            auto where = docker::endpointFromEnvironment();
            if (!where) {
                out.error = QString::fromStdString(sim::terminalText(where.error().message));
                return out;
            }
            auto api = docker::DockerApi::connect(*where, {Millis(3000)});
            if (!api) {
                out.error = QString::fromStdString(sim::terminalText(api.error().message));
                return out;
            }
            auto images = docker::serverImages(api.value());
            if (!images) {
                out.error = QString::fromStdString(sim::terminalText(images.error().message));
                return out;
            }
            for (const std::string& name : images.value()) {
                out.names << QString::fromStdString(name);
            }
            return out;
        },
        this,
        [this](Images images) {
            const QSignalBlocker quiet(m_image);
            m_image->clear();
            m_image->addItems(images.names);
            m_image->setEditText(m_dockerImage);
            m_image->lineEdit()->home(false);
            m_image->setToolTip(
                images.error.isEmpty()
                    ? tr("The images on this machine's Docker engine whose command runs "
                         "valkey-server or redis-server; type another name to use that image.")
                    : tr("The Docker engine could not be asked for its images: %1")
                          .arg(images.error));
        });
}

void BenchPage::liveStateChanged() {
    const bool real = onRealServers();
    m_liveStatus->setVisible(real);
    m_imageLabel->setVisible(where() == Backend::Docker);
    m_image->setVisible(where() == Backend::Docker);
    m_image->setEnabled(!m_live->active()); // a running run keeps the image it started with
    m_step->setEnabled(!real);
    m_speed->setEnabled(!real);
    const int besides = m_image->isVisible()
                            ? m_imageLabel->sizeHint().width() + m_image->sizeHint().width() + 12
                            : 0;
    showFitted(m_liveStatus, liveStatusText(), liveStatusBrief(), besides);
    const bool running = real ? m_live->active() : m_playing;
    m_play->setText(real      ? (running ? tr("Stop") : tr("Start"))
                    : running ? tr("Pause")
                              : tr("Play"));
    m_play->setToolTip(where() == Backend::Docker
                           ? tr("Start the masters as Docker containers and the clients as real "
                                "Redlock clients, or stop them all")
                       : real ? tr("Start the masters and the clients as real processes on this "
                                   "machine, or stop them all")
                              : tr("Let time run, or stop it"));
    m_play->setAccessibleName(m_play->text());
    // Docker's engine is asked at Start (never on the GUI thread); its answer is the status.
    m_play->setEnabled(!real || where() == Backend::Docker || BenchLive::serverAvailable());
    if (real && m_live->state() == BenchLive::State::Finished && m_live->hasRun()) {
        showLiveRun(); // its last snapshot stays on the lanes
    }
}

QString BenchPage::liveStatusText() const {
    return liveStatus(false);
}

QString BenchPage::liveStatusBrief() const {
    return liveStatus(true);
}

QString BenchPage::liveStatus(bool brief) const {
    if (!onRealServers()) {
        return {};
    }
    const bool docker = where() == Backend::Docker;
    const int n = m_live->active() ? m_liveSettings.masters : m_masters->value();
    switch (m_live->state()) {
    case BenchLive::State::Off:
        if (!docker && !BenchLive::serverAvailable()) {
            return tr("Needs redis-server or valkey-server on this machine.");
        }
        if (brief) {
            return docker ? tr("Start: %1 containers, real clients, wall-clock time.").arg(n)
                          : tr("Start: %1 server processes, real clients, wall-clock time.").arg(n);
        }
        if (docker) {
            return tr("Start runs the %1 masters as containers of %2 on this machine's Docker "
                      "engine and each client as a real Redlock client, at the speed of the wall "
                      "clock.")
                .arg(QString::number(n), m_dockerImage);
        }
        // The bench has 3 to 9 masters: the count is always plural.
        return tr("Start runs the %1 masters as real server processes on this machine and each "
                  "client as a real Redlock client, at the speed of the wall clock.")
            .arg(n);
    case BenchLive::State::Starting:
        return docker ? tr("Starting %1 containers…").arg(n)
                      : tr("Starting %1 real servers…").arg(n);
    case BenchLive::State::Running:
        if (brief) {
            return docker ? tr("Running on %1 containers: a mark acts at once.").arg(n)
                          : tr("Running on %1 server processes: a mark acts at once.").arg(n);
        }
        if (docker) {
            return tr("Running on %1 containers (%2), at the wall clock's pace: a mark takes "
                      "effect the moment it is made, and stays where it was made.")
                .arg(QString::number(n), m_live->server());
        }
        return tr("Running on %1 real %2 processes, at the wall clock's pace: a mark takes "
                  "effect the moment it is made, and stays where it was made.")
            .arg(QString::number(n), QFileInfo(m_live->server()).fileName());
    case BenchLive::State::Finished:
        if (brief) {
            return docker ? tr("Stopped, every container removed: these lanes are what happened.")
                          : tr("Stopped, every process gone: these lanes are what happened.");
        }
        return docker ? tr("Stopped: every container of this run is removed. The lanes show "
                           "what really happened; Start runs again, with these marks at their "
                           "times.")
                      : tr("Stopped: every server process is gone. The lanes show what really "
                           "happened; Start runs again, with these marks at their times.");
    case BenchLive::State::Failed:
        return docker ? tr("Could not start the Docker masters: %1").arg(m_live->error())
                      : tr("Could not start the real servers: %1").arg(m_live->error());
    }
    return {};
}

void BenchPage::showLiveRun() {
    if (!onRealServers() || !m_live->hasRun()) {
        return;
    }
    m_run = m_live->run();
    m_hasRun = true;
    m_playhead = m_run.endUs;
    m_shared = std::make_shared<const sim::SimResult>(m_run);
    refresh();
    emit runReady();
}

sim::Us BenchPage::runEnd(sim::Us otherwise) const {
    // A real run's snapshot ends where it was stopped: the next one lasts the whole run.
    if (onRealServers()) {
        return m_scenario.params.endUs;
    }
    return m_hasRun ? m_run.endUs : otherwise;
}

bool BenchPage::marksFrozen() const {
    return onRealServers() && m_live->active();
}

void BenchPage::moveMark(int index, sim::Us atUs) {
    if (index < 0 || index >= static_cast<int>(m_marks.size()) || marksFrozen()) {
        return;
    }
    const sim::Us end = runEnd(atUs);
    m_marks[static_cast<std::size_t>(index)].atUs = std::clamp<sim::Us>(atUs, 0, end);
    emit marksChanged();
    recompute();
}

void BenchPage::resizeMark(int index, sim::Us amountUs) {
    if (index < 0 || index >= static_cast<int>(m_marks.size()) || marksFrozen() ||
        !sim::markHasLength(m_marks[static_cast<std::size_t>(index)].kind)) {
        return;
    }
    const sim::Us end = runEnd(amountUs);
    m_marks[static_cast<std::size_t>(index)].amountUs =
        std::clamp<sim::Us>(amountUs, 10 * kMs, std::max<sim::Us>(10 * kMs, end));
    emit marksChanged();
    recompute();
}

void BenchPage::removeMark(int index) {
    if (index < 0 || index >= static_cast<int>(m_marks.size()) || marksFrozen()) {
        return;
    }
    m_marks.erase(m_marks.begin() + index);
    m_lanes->setSelectedMark(-1);
    emit marksChanged();
    recompute();
}

void BenchPage::showLaneMenu(int lane, QPoint globalPos) {
    QMenu menu(this);
    for (sim::MarkKind k : sim::kMarkKinds) {
        if (sim::markOnMaster(k) != m_lanes->laneIsMaster(lane) || sim::markOnLink(k)) {
            continue;
        }
        QAction* a = menu.addAction(kindName(k));
        a->setShortcut(QKeySequence(BenchLanes::keyOf(k)));
        connect(a, &QAction::triggered, this, [this, k] { addMarkHere(k); });
    }
    menu.exec(globalPos);
}

QString BenchPage::kindName(sim::MarkKind kind) const {
    switch (kind) {
    case sim::MarkKind::Crash:
        return tr("Crash (stays down)");
    case sim::MarkKind::RestartKeep:
        return tr("Restart keeping the key");
    case sim::MarkKind::RestartWiped:
        return tr("Restart wiped (key lost)");
    case sim::MarkKind::Hang:
        return tr("Hang for the fault length");
    case sim::MarkKind::ClockJump:
        return tr("Clock jump by the jump amount");
    case sim::MarkKind::FastClock:
        return tr("Clock runs twice as fast for the fault length");
    case sim::MarkKind::Pause:
        return tr("Pause (GC) for the fault length");
    case sim::MarkKind::CutOff:
        return tr("Cut off from the masters for the fault length");
    case sim::MarkKind::NoRelease:
        return tr("No release after the work, for the fault length");
    case sim::MarkKind::ClientClockJump:
        return tr("Its wall clock jumps by the jump amount");
    case sim::MarkKind::LinkCut:
        return tr("Cut this link for the fault length");
    case sim::MarkKind::LinkDelay:
        return tr("Delay this link by the link delay, for the fault length");
    }
    return {};
}

QString BenchPage::shortName(sim::MarkKind kind) {
    switch (kind) {
    case sim::MarkKind::Crash:
        return tr("crash");
    case sim::MarkKind::RestartKeep:
        return tr("restart keeping the key");
    case sim::MarkKind::RestartWiped:
        return tr("restart wiped");
    case sim::MarkKind::Hang:
        return tr("hang");
    case sim::MarkKind::ClockJump:
        return tr("clock jump");
    case sim::MarkKind::FastClock:
        return tr("fast clock");
    case sim::MarkKind::Pause:
        return tr("pause");
    case sim::MarkKind::CutOff:
        return tr("cut off");
    case sim::MarkKind::NoRelease:
        return tr("no release");
    case sim::MarkKind::ClientClockJump:
        return tr("clock jump");
    case sim::MarkKind::LinkCut:
        return tr("cut link");
    case sim::MarkKind::LinkDelay:
        return tr("delayed link");
    }
    return {};
}

QString BenchPage::helpText() const {
    return m_help->text();
}

namespace {

// Where a mark is made: a master's lane, a client's lane or a link between the two.
enum class MarkPlace { Master, Client, Link };

MarkPlace placeOf(sim::MarkKind k) {
    return sim::markOnLink(k)     ? MarkPlace::Link
           : sim::markOnMaster(k) ? MarkPlace::Master
                                  : MarkPlace::Client;
}

} // namespace

QString BenchPage::listOf(int place, bool withKeys) {
    QStringList items;
    for (const sim::MarkKind k : sim::kMarkKinds) {
        if (placeOf(k) == static_cast<MarkPlace>(place)) {
            //: A key and what it does on the lab bench, e.g. "C crash"
            items << (withKeys ? tr("%1 %2").arg(BenchLanes::letter(k), shortName(k))
                               : shortName(k));
        }
    }
    //: Separator between the items of a list of keys
    return items.join(tr(", "));
}

QString BenchPage::nameList(bool onMaster) {
    return listOf(int(onMaster ? MarkPlace::Master : MarkPlace::Client), false);
}

QString BenchPage::keyList(bool onMaster) {
    return listOf(int(onMaster ? MarkPlace::Master : MarkPlace::Client), true);
}

QString BenchPage::linkNameList() {
    return listOf(int(MarkPlace::Link), false);
}

QString BenchPage::linkKeyList() {
    return listOf(int(MarkPlace::Link), true);
}

void BenchPage::retranslate() {
    m_header->setTexts(SandboxEntry().title(), SandboxEntry().subtitle());
    setAccessibleName(SandboxEntry().title());
    m_setupTitle->setText(tr("The bench"));
    m_mastersLabel->setText(tr("Masters"));
    m_clientsLabel->setText(tr("Clients"));
    m_ttlLabel->setText(tr("TTL (ms)"));
    m_workLabel->setText(tr("Work (ms)"));
    m_thinkLabel->setText(tr("Think (ms)"));
    m_seedLabel->setText(tr("Seed"));
    m_runLabel->setText(tr("Run (s)"));
    m_write->setText(tr("Write to the storage after the work"));
    m_fencingLabel->setText(tr("Storage checks"));
    m_fencing->setItemText(0, tr("nothing"));
    m_fencing->setItemText(1, tr("a fencing token"));
    m_lengthLabel->setText(tr("Fault length (ms)"));
    m_downLabel->setText(tr("Restart after (ms)"));
    m_jumpLabel->setText(tr("Clock jump (ms)"));
    m_linkDelayLabel->setText(tr("Link delay (ms)"));
    m_linkDelay->setToolTip(
        tr("How much longer each message on a newly delayed link takes, both ways"));
    m_leaveBase->setText(tr("Back to the looping bench"));
    m_leaveBase->setToolTip(tr("Leave this scenario: the settings' looping clients again, no "
                               "marks"));
    m_leaveBase->setAccessibleName(m_leaveBase->text());
    showBaseNote();
    m_drawer->refreshSummary();
    m_masters->setToolTip(tr("How many masters vote: a majority of them makes the lock"));
    m_clients->setToolTip(tr("How many clients loop acquire, work, release, think"));
    m_ttl->setToolTip(tr("How long each master keeps a client's key"));
    m_work->setToolTip(tr("How long a client holds the lock before it writes and releases"));
    m_think->setToolTip(tr("How long a client waits after a release before it asks again"));
    m_seed->setToolTip(tr("The seed of the run: the same seed and marks give the same run"));
    m_runLength->setToolTip(tr("How long the run lasts, in seconds of simulated time"));
    m_fencing->setToolTip(tr("What the storage checks before it accepts a write"));
    m_write->setToolTip(tr("Ticked: each client writes to the storage at the end of its work"));
    m_wallClock->setText(tr("Clients time their lease by the wall clock"));
    m_wallClock->setToolTip(
        tr("Ticked: a clock jump on a client (J on its lane) moves the end of its lease. "
           "Unticked, as the spec asks: a monotonic clock, which a jump does not move"));
    m_length->setToolTip(
        tr("How long a new hang, fast clock, pause, cut-off, or a link's cut or delay lasts"));
    m_down->setToolTip(tr("How long a restarted master stays down before it is back"));
    m_jump->setToolTip(tr("How far a new clock jump moves the clock of the chosen master or "
                          "client (negative: back)"));
    m_speed->setToolTip(tr("How fast simulated time runs"));
    for (int i = 0; i < m_speed->count(); ++i) {
        m_speed->setItemText(i, tr("%1×").arg(QLocale().toString(kSpeeds[i])));
    }
    m_speedLabel->setText(tr("Speed"));
    m_whereLabel->setText(tr("Run on"));
    m_where->setAccessibleName(m_whereLabel->text()); // its label folds away when compact
    m_imageLabel->setText(tr("&Image:"));
    m_image->setAccessibleName(tr("Docker image of the masters"));
    // The editable list's own parts (its text, its list of images and that list's scroll
    // bars) are announced by the list's name.
    for (QWidget* part : m_image->findChildren<QWidget*>()) {
        part->setAccessibleName(m_image->accessibleName());
    }
    for (int i = 0; i < m_where->count(); ++i) {
        m_where->setItemText(i,
                             backendBenchName(static_cast<Backend>(m_where->itemData(i).toInt())));
    }
    m_where->setToolTip(tr("The simulator runs virtual time you can pause, step and replay; "
                           "real servers and Docker containers run real masters at the wall "
                           "clock's pace"));
    liveStateChanged();
    m_step->setText(tr("Step"));
    m_step->setToolTip(tr("Move the playhead to the next thing that happens"));
    m_reset->setText(tr("Clear marks"));
    m_reset->setToolTip(tr("Remove every mark and go back to the start; the settings stay"));
    m_help->setText(tr("Click a lane or choose it with Up and Down, then press a key: on a "
                       "master %1; on a client %2. Drag a mark (or Left and Right) to move it, "
                       "drag the end of its bar (or [ and ]) to change its length, Delete "
                       "removes it. Space plays and pauses. A link: drag from a client's lane to "
                       "a master's, or press L, choose the other end with Up and Down and "
                       "press %3.")
                        .arg(keyList(true), keyList(false), linkKeyList()));
    m_counterNames[0]->setText(tr("overlaps"));
    m_counterNames[1]->setText(tr("stale writes"));
    m_counterNames[2]->setText(tr("lost releases"));
    m_counterNames[3]->setText(tr("unavailable stretches"));
    m_save->setText(tr("Save as scenario…"));
    m_save->setToolTip(tr("Save the bench's run as a scenario file: it opens on the timing page "
                          "and plays with redlockctl simulate --file"));
    m_openTiming->setText(tr("Open on the timing page"));
    m_openTiming->setToolTip(tr("Play this run as run A on the timing page"));
    for (QAbstractButton* b : std::initializer_list<QAbstractButton*>{
             m_write, m_wallClock, m_play, m_step, m_reset, m_save, m_openTiming}) {
        b->setAccessibleName(b->text());
    }
    for (auto [label, control] :
         std::initializer_list<std::pair<QLabel*, QWidget*>>{{m_mastersLabel, m_masters},
                                                             {m_clientsLabel, m_clients},
                                                             {m_ttlLabel, m_ttl},
                                                             {m_workLabel, m_work},
                                                             {m_thinkLabel, m_think},
                                                             {m_seedLabel, m_seed},
                                                             {m_runLabel, m_runLength},
                                                             {m_fencingLabel, m_fencing},
                                                             {m_lengthLabel, m_length},
                                                             {m_downLabel, m_down},
                                                             {m_jumpLabel, m_jump},
                                                             {m_linkDelayLabel, m_linkDelay},
                                                             {m_whereLabel, m_where},
                                                             {m_speedLabel, m_speed}}) {
        control->setAccessibleName(label->text());
    }
    for (QComboBox* c : {m_fencing, m_speed, m_where}) {
        c->view()->setAccessibleName(c->accessibleName());
        c->view()->verticalScrollBar()->setAccessibleName(tr("Scroll the choices"));
        c->view()->horizontalScrollBar()->setAccessibleName(tr("Scroll the choices"));
    }
    m_lanes->setAccessibleName(tr("The bench's lanes: masters, clients and the storage"));
    m_lanes->setToolTip(m_drawer->isCompact() ? m_help->text() : QString());
    for (int i = 0; i < 4; ++i) {
        m_counters[i]->setAccessibleName(m_counterNames[i]->text());
    }
    m_sentence->setAccessibleName(tr("What just happened"));
    refresh();
}

void BenchPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

QString BenchPage::saveScenario(const QString& path) const {
    if (!m_hasRun) {
        return tr("The run is still being computed; try again in a moment.");
    }
    QSaveFile file(path);
    const std::string text = sim::toJson(m_scenario);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        return tr("Could not save “%1”: %2").arg(QFileInfo(path).fileName(), file.errorString());
    }
    return {};
}

void BenchPage::saveInteractively() {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save as scenario"), QDir::homePath() + QStringLiteral("/lab-bench.json"),
        tr("Scenario files (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        path += QStringLiteral(".json");
    }
    if (const QString error = saveScenario(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Save as scenario"), error);
    }
}

void BenchPage::setShowPage(std::function<void(const QString&)> showPage) {
    m_showPage = std::move(showPage);
    m_openTiming->setVisible(static_cast<bool>(m_showPage));
}

QString BenchPage::openOnTimingPage() {
    if (!m_hasRun) {
        return tr("The run is still being computed; try again in a moment.");
    }
    if (!m_showPage) {
        return {};
    }
    // Through the file format, as a saved file would open.
    auto file = sim::loadScenarioFile(sim::toJson(m_scenario));
    if (!file) {
        return QString::fromStdString(file.error().message);
    }
    setPlaying(false);
    m_showPage(QStringLiteral("timing"));
    auto* timing = window()->findChild<TimingPage*>(QStringLiteral("page-timing"));
    if (!timing) {
        return tr("The timing page is not in this window.");
    }
    timing->model()->openFile(std::move(file).value(), QStringLiteral("lab-bench.json"));
    return {};
}

void BenchPage::showLinkMenu(int client, int master, QPoint globalPos) {
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("benchLinkMenu"));
    for (const sim::MarkKind k : sim::kMarkKinds) {
        if (!sim::markOnLink(k)) {
            continue;
        }
        QAction* a = menu.addAction(kindName(k));
        a->setShortcut(QKeySequence(BenchLanes::keyOf(k)));
        connect(a, &QAction::triggered, this,
                [this, k, client, master] { addLinkMark(k, client, master); });
    }
    menu.exec(globalPos);
}

sim::Scenario BenchPage::buildScenario() const {
    return m_base ? sim::benchScenario(*m_base, m_marks) : sim::benchScenario(settings(), m_marks);
}

QString BenchPage::baseTitle() const {
    return !m_base                 ? QString()
           : m_base->title.empty() ? QString::fromStdString(m_base->name)
                                   : ScenarioText::caption(m_base->title);
}

void BenchPage::showBaseNote() {
    // Compact with the set-up folded (presenter mode on a short screen), the note gives its
    // line to the lanes and the monitor's sentence: the summary line says the scenario's own
    // settings beside the button back to the looping bench, and the note is its tooltip.
    // Folded in a short window in normal mode, the note keeps its line: it says what plays.
    const bool shown = m_base.has_value() && !(m_drawer->isCompact() && m_drawer->isFolded());
    m_baseNote->setText(baseNoteText());
    m_baseNote->setVisible(shown);
    m_drawer->summaryLabel()->setToolTip(m_base && !shown ? baseNoteText() : QString());
}

QString BenchPage::baseNoteText() const {
    if (!m_base) {
        return {};
    }
    const QString opened =
        tr("Playing the scenario “%1”: its masters, clients and steps are fixed, its faults are "
           "the marks.")
            .arg(baseTitle());
    if (m_kept.empty()) {
        return opened;
    }
    QStringList faults;
    for (const sim::Fault& f : m_kept) {
        QString what;
        switch (f.kind) {
        case sim::FaultKind::Partition:
            what = tr("a partition");
            break;
        case sim::FaultKind::Heal:
            what = tr("a heal");
            break;
        case sim::FaultKind::Delay:
            what = tr("a delay");
            break;
        case sim::FaultKind::Pause:
            what = tr("a pause");
            break;
        case sim::FaultKind::Crash:
            what = tr("a crash");
            break;
        case sim::FaultKind::Restart:
            what = tr("a restart");
            break;
        case sim::FaultKind::ClockJump:
            what = tr("a clock jump");
            break;
        case sim::FaultKind::ClockRate:
            what = tr("a clock rate");
            break;
        case sim::FaultKind::Caption:
            what = tr("a caption");
            break;
        case sim::FaultKind::Hang:
            what = tr("a hang");
            break;
        case sim::FaultKind::NoRelease:
            what = tr("a no-release");
            break;
        }
        QString who = Readouts::laneName(f.client.empty() ? f.master : f.client);
        if (!f.masters.empty()) {
            QStringList to;
            for (const std::string& m : f.masters) {
                to << Readouts::laneName(m);
            }
            //: A fault's client and what it reaches, e.g. "C1 → storage"
            who = tr("%1 → %2").arg(who, to.join(tr(", ")));
        }
        //: A fault the marks cannot say: what, on whom, when, e.g. "a delay (C1 → storage, 12 ms)"
        faults << tr("%1 (%2, %3 ms)").arg(what, who, Readouts::number(double(f.atUs) / 1000.0, 0));
    }
    //: %1: the list of faults that stay fixed
    return Readouts::sentences(
        {opened, tr("Kept where the scenario puts them, as no mark can say them: %1.")
                     .arg(faults.join(tr(", ")))});
}

void BenchPage::baseChanged() {
    // The looping bench's own settings wait while a scenario is open; the amounts of new marks
    // stay. Real servers play the looping bench only.
    const bool base = m_base.has_value();
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_masters, m_clients, m_ttl, m_work, m_think, m_seed,
                                         m_runLength, m_write, m_wallClock, m_fencing, m_where}) {
        w->setEnabled(!base);
    }
    m_leaveBase->setVisible(base);
    showBaseNote();
    m_drawer->refreshSummary();
}

QString BenchPage::openScenario(const sim::Scenario& scenario) {
    setPlaying(false);
    if (onRealServers()) {
        setWhere(Backend::Mock);
    }
    sim::BenchStart start = sim::benchFromScenario(scenario);
    m_base = std::move(start.base);
    m_kept = std::move(start.kept);
    m_marks = std::move(start.marks);
    m_playhead = 0;
    m_hasRun = false;
    m_lanes->setSelectedMark(-1);
    baseChanged();
    emit marksChanged();
    recompute();
    refresh();
    return m_kept.empty() ? QString() : baseNoteText();
}

void BenchPage::closeScenario() {
    if (!m_base) {
        return;
    }
    setPlaying(false);
    m_base.reset();
    m_kept.clear();
    m_marks.clear();
    m_playhead = 0;
    m_hasRun = false;
    m_lanes->setSelectedMark(-1);
    baseChanged();
    emit marksChanged();
    recompute();
    refresh();
}

} // namespace redlock::ui
