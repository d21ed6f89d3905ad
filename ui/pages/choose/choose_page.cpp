#include "ui/pages/choose/choose_page.h"

#include "core/guide/question.h"

#include "ui/model/readouts.h"
#include "ui/pages/choose/choose_entry.h"
#include "ui/pages/choose/choose_grid.h"
#include "ui/pages/choose/choose_texts.h"
#include "ui/pages/choose/live_compare_panel.h"
#include "ui/pages/choose/partition_chart.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/widgets/card.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/scroll_into_view.h"
#include "ui/widgets/setup_drawer.h"
#include "ui/widgets/theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QShowEvent>
#include <QVBoxLayout>

#include <algorithm>

namespace redlock::ui {

namespace {

// The lines of the run's story under its timeline.
constexpr int kStoryLines = 5;

// The cell a first visit opens: the lesson of the page, a consensus lease and a paused client.
int firstCell() {
    const auto& designs = sim::chooseDesigns();
    const auto& faults = sim::chooseFaults();
    const auto d = std::find_if(designs.begin(), designs.end(), [](const sim::ChooseAxis& a) {
        return std::string(a.id) == "consensus-lease";
    });
    const auto f = std::find_if(faults.begin(), faults.end(), [](const sim::ChooseAxis& a) {
        return std::string(a.id) == "gc-pause";
    });
    return static_cast<int>((d - designs.begin()) * std::ssize(faults) + (f - faults.begin()));
}

} // namespace

ChoosePage::ChoosePage(QWidget* parent)
    : QWidget(parent), m_header(new PageHeader(this)), m_gridTitle(wrapped(this, "cardTitle")),
      m_gridNote(wrapped(this, "note")), m_busy(wrapped(this, "note")),
      m_grid(new ChooseGrid(this)), m_guideTitle(wrapped(this, "cardTitle")),
      m_harmful(new QCheckBox(this)), m_idempotent(new QCheckBox(this)),
      m_operateLabel(new QLabel(this)), m_operate(new QComboBox(this)), m_drawer(nullptr),
      m_advice(wrapped(this)), m_redisson(wrapped(this, "note")),
      m_runTitle(wrapped(this, "cardTitle")), m_runSetup(wrapped(this, "note")),
      m_banner(wrapped(this)), m_timeline(new TimelineView(this)), m_story(wrapped(this, "note")),
      m_livePanel(new LiveComparePanel(this)), m_partitionTitle(wrapped(this, "cardTitle")),
      m_partitionNote(wrapped(this, "note")), m_partitions(new PartitionChart(this)) {
    setObjectName(QStringLiteral("page-choose"));
    m_trustNote = wrapped(this, "note");
    m_trustNote->setObjectName(QStringLiteral("chooseTrust"));
    m_advice->setObjectName(QStringLiteral("chooseAdvice"));
    m_banner->setObjectName(QStringLiteral("chooseBanner"));
    m_harmful->setObjectName(QStringLiteral("chooseHarmful"));
    m_idempotent->setObjectName(QStringLiteral("chooseIdempotent"));
    m_operate->setObjectName(QStringLiteral("chooseOperate"));
    m_advice->setProperty("role", QStringLiteral("readout"));
    m_advice->setTextFormat(Qt::PlainText);
    m_harmful->setChecked(true);
    for (int i = 0; i < 3; ++i) {
        m_operate->addItem(QString(), i);
    }
    m_operate->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    // The grid, the whole width: every design and fault at once.
    auto* gridBox = new QVBoxLayout;
    gridBox->addWidget(m_gridTitle);
    gridBox->addWidget(m_gridNote);
    gridBox->addWidget(m_busy);
    gridBox->addWidget(m_grid);

    // The guide: three answers (folded into one line when compact), then the advice.
    auto* answers = new QWidget(this);
    auto* answersBox = new QVBoxLayout(answers);
    answersBox->setContentsMargins(0, 0, 0, 0);
    answersBox->addWidget(m_harmful);
    answersBox->addWidget(m_idempotent);
    auto* operateRow = new QHBoxLayout;
    operateRow->addWidget(m_operateLabel);
    operateRow->addWidget(m_operate);
    operateRow->addStretch(1);
    answersBox->addLayout(operateRow);
    m_drawer = new SetupDrawer(
        answers, [this] { return guideSummary(); }, this);
    // Compact (presenter mode on a short screen): the grid's title and reading note go (the
    // page title says it, the tooltips explain), so the whole grid fits under the header.
    // Tighter margins too: a window with a title bar on a 1280×800 screen has ~770 px.
    // The open cell's run comes right under the grid, before the guide (the README's "open
    // below"): on a 1920×1080 projector its title and verdict were under the guide's advice,
    // below the fold (issue 27).
    connect(m_drawer, &SetupDrawer::compactChanged, this, [this](bool compact) {
        m_gridNote->setVisible(!compact);
        m_gridTitle->setVisible(!compact);
        m_trustNote->setVisible(!compact);
        if (auto* box = qobject_cast<QBoxLayout*>(layout()); box && m_gridCard) {
            // (set when the page is built, before any switch)
            box->setContentsMargins(28, compact ? 4 : 14, 28, 14);
            box->setSpacing(compact ? 4 : 10);
            m_gridCard->layout()->setContentsMargins(14, compact ? 2 : 8, 14, compact ? 2 : 8);
            box->removeWidget(m_runCard);
            box->insertWidget(box->indexOf(m_gridCard) + (compact ? 1 : 2), m_runCard);
        }
    });
    auto* guideBox = new QVBoxLayout;
    guideBox->addWidget(m_guideTitle);
    guideBox->addWidget(m_drawer);
    guideBox->addWidget(m_advice);
    m_redisson->setObjectName(QStringLiteral("redissonNote"));
    guideBox->addWidget(m_redisson);
    guideBox->addWidget(m_trustNote);

    // The open cell's run.
    auto* runBox = new QVBoxLayout;
    runBox->addWidget(m_runTitle);
    runBox->addWidget(m_runSetup);
    runBox->addWidget(m_banner);
    runBox->addWidget(m_timeline);
    runBox->addWidget(m_story);

    auto* partitionBox = new QVBoxLayout;
    partitionBox->addWidget(m_partitionTitle);
    partitionBox->addWidget(m_partitionNote);
    partitionBox->addWidget(m_partitions);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(28, 14, 28, 14);
    layout->setSpacing(10);
    layout->addWidget(m_header);
    m_gridCard = card(this, gridBox);
    layout->addWidget(m_gridCard);
    layout->addWidget(card(this, guideBox));
    m_runCard = card(this, runBox);
    layout->addWidget(m_runCard);
    layout->addWidget(m_livePanel); // a card of its own
    layout->addWidget(card(this, partitionBox));
    layout->addStretch(1);

    // What a click or an answer changed comes on screen: the opened run's title and verdict,
    // the new advice.
    connect(m_grid, &ChooseGrid::activated, this, [this](int i) {
        openCell(i);
        showOpenRun();
    });
    for (QCheckBox* b : {m_harmful, m_idempotent}) {
        connect(b, &QCheckBox::toggled, this, [this] {
            refreshAdvice();
            scrollIntoView(m_advice);
        });
    }
    connect(m_operate, &QComboBox::currentIndexChanged, this, [this] {
        refreshAdvice();
        scrollIntoView(m_advice);
    });
    onLanguageChange(this, [this] { retranslate(); });
    retranslate();

    m_grid->setCurrent(firstCell());
    m_task.start([](const std::atomic<bool>& cancel) { return sim::chooseMatrix(&cancel); }, this,
                 [this](std::vector<sim::ChooseCell> cells) { showCells(std::move(cells)); });
    m_busy->setVisible(true);
}

void ChoosePage::retranslate() {
    m_header->setTexts(ChooseEntry().title(), ChooseEntry().subtitle());
    m_gridTitle->setText(tr("%1 designs, %2 faults: the worst each design met")
                             .arg(sim::chooseDesigns().size())
                             .arg(sim::chooseFaults().size()));
    m_gridNote->setText(tr("Each cell is the worst run with the fault moved across one TTL, every "
                           "50 ms: safe means safe whenever the fault strikes. Red: two clients "
                           "believed they held the lock, or the storage took a stale write. Click "
                           "a cell (or arrows + Enter) to open its worst run."));
    m_busy->setText(tr("Running the simulations of %1 cells, each fault at every 50 ms of a TTL…")
                        .arg(sim::chooseDesigns().size() * sim::chooseFaults().size()));
    m_redisson->setText(tr("The article suggests a client library's RedLock, such as Redisson's, "
                           "for teams on Redis. Redisson itself has deprecated its RedLock "
                           "(since version 3.12.5) in favour of its plain lock and a lock that "
                           "hands out a fencing token."));
    m_guideTitle->setText(tr("Which lock when"));
    m_harmful->setText(
        tr("Running the work twice corrupts data or money (not only repeated work)"));
    m_idempotent->setText(
        tr("The work can be made idempotent: the storage can refuse a stale token"));
    m_operateLabel->setText(tr("The team can operate:"));
    m_operate->setItemText(0, tr("one Redis/Valkey server with a standby"));
    m_operate->setItemText(1, tr("five independent Redis/Valkey masters"));
    m_operate->setItemText(2, tr("a consensus cluster (etcd, ZooKeeper)"));
    m_harmful->setToolTip(
        tr("Ticked: a second run of the work does harm; unticked: it only repeats work"));
    m_idempotent->setToolTip(
        tr("Ticked: the work or its storage can turn away a write with an old token"));
    m_operate->setToolTip(tr("What your team can run and keep running"));
    m_trustNote->setText(
        tr("Every design here trusts its servers and its own clock: a Redlock client believes each "
           "master's answer, an etcd client believes its members, and each client trusts the rate "
           "of its clock. The script check only catches the wrong kind of server, not one that "
           "lies. Passwords (AUTH), TLS to the masters (the client checks each certificate) and a "
           "private network keep strangers out; none of them makes a master honest."));
    m_grid->setToolTip(tr("Click a cell, or press Enter on it, to open its run below"));
    m_partitionTitle->setText(PartitionChart::title());
    m_partitionNote->setText(
        tr("Holders take the lock in turn on five masters (TTL 10 s), each releasing 3 s after "
           "it got the lock; the next client asks just after that. A partition cuts a holder "
           "off 500 ms before its release, so its key stays until the TTL ends. Each point is "
           "one run with that many holders cut off."));
    m_drawer->refreshSummary();
    refreshAdvice();
    refreshRun();
}

void ChoosePage::showCells(std::vector<sim::ChooseCell> cells) {
    m_cells = std::move(cells);
    m_busy->setVisible(false);
    m_grid->setCells(m_cells);
    refreshAdvice();
    openCell(m_grid->current());
    if (m_drawer->isCompact()) {
        showOpenRun(); // the cell the page opens on, as on arrival
    }
    emit computed();
}

void ChoosePage::showOpenRun() {
    scrollIntoView(m_runTitle, m_banner);
}

void ChoosePage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // Compact, the grid fills a laptop's viewport and the open cell's run starts under it: on
    // arrival the page scrolls the least that shows the run's title and verdict, the README's
    // "open below" (issue 27), giving up the grid's top rows. Elsewhere the run is further
    // down, under the guide, and the page opens at its top, the whole grid in view.
    if (!event->spontaneous() && m_open >= 0 && m_drawer->isCompact()) {
        showOpenRun();
    }
}

void ChoosePage::openCell(int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= m_cells.size()) {
        return;
    }
    m_open = index;
    m_grid->setCurrent(index);
    refreshRun();
    emit cellOpened(index);
}

QString ChoosePage::runTitle() const {
    return m_runTitle->text();
}
QString ChoosePage::runBanner() const {
    return m_banner->text();
}

void ChoosePage::refreshRun() {
    if (m_open < 0 || static_cast<std::size_t>(m_open) >= m_cells.size()) {
        m_runTitle->setText(tr("The run of a cell"));
        for (QLabel* l : {m_runSetup, m_banner, m_story}) {
            l->clear();
            l->hide(); // nothing to say until the run is in
        }
        return;
    }
    for (QLabel* l : {m_runSetup, m_banner, m_story}) {
        l->show();
    }
    const sim::ChooseCell& c = m_cells[static_cast<std::size_t>(m_open)];
    m_runTitle->setText(
        tr("%1 · %2").arg(ChooseTexts::design(c.design), ChooseTexts::fault(c.fault)));
    m_runSetup->setText(
        Readouts::sentences({ChooseTexts::designLong(c.design), ChooseTexts::faultLong(c.fault)}));
    m_banner->setText(RunSummary::banner(c.run));
    m_banner->setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: 700; }")
                                .arg((c.run.violated() ? Theme::down() : Theme::ok()).name()));
    if (c.phases > 1) {
        m_runSetup->setText(Readouts::sentences(
            {m_runSetup->text(), tr("Shown: the worst of %1 fault times, with the fault %2 ms "
                                    "later than written.")
                                     .arg(c.phases)
                                     .arg(Readouts::ms(Micros(c.worstPhaseUs)))}));
    }
    const auto scenario = sim::chooseScenario(c.design, c.fault, c.worstPhaseUs);
    m_timeline->setRun(c.run, c.run, scenario ? *scenario : sim::Scenario{}, c.run.endUs,
                       c.run.endUs);
    m_story->setText(RunSummary::story(c.run, kStoryLines));
}

sim::ChooseAnswers ChoosePage::answers() const {
    sim::ChooseAnswers a;
    a.doubleRun = m_harmful->isChecked() ? sim::DoubleRun::Harmful : sim::DoubleRun::Wasteful;
    a.idempotent = m_idempotent->isChecked();
    a.operate = static_cast<sim::Operate>(std::max(0, m_operate->currentIndex()));
    return a;
}

void ChoosePage::setAnswers(const sim::ChooseAnswers& a) {
    m_harmful->setChecked(a.doubleRun == sim::DoubleRun::Harmful);
    m_idempotent->setChecked(a.idempotent);
    m_operate->setCurrentIndex(static_cast<int>(a.operate));
}

QString ChoosePage::guideSummary() const {
    const sim::ChooseAnswers a = answers();
    return tr("%1 · %2 · %3")
        .arg(a.doubleRun == sim::DoubleRun::Harmful ? tr("a double run is harmful")
                                                    : tr("a double run only repeats work"),
             a.idempotent ? tr("idempotent work") : tr("work not idempotent"),
             m_operate->currentText());
}

QStringList ChoosePage::handoutSetup() const {
    QStringList out = {HandoutSource::setupLine(m_harmful), HandoutSource::setupLine(m_idempotent),
                       HandoutSource::setupLine(m_operateLabel, m_operate)};
    if (m_open >= 0) {
        out << tr("Open run: %1").arg(m_runSetup->text());
    }
    return out;
}

QList<HandoutDiagram> ChoosePage::handoutDiagrams() const {
    QList<HandoutDiagram> out = {{m_gridTitle->text(), m_grid}};
    if (m_open >= 0 && !m_timeline->isHidden()) {
        out.append({m_runTitle->text(), m_timeline});
    }
    out.append({m_partitionTitle->text(), m_partitions});
    return out;
}

QString ChoosePage::adviceText() const {
    return m_advice->text();
}

void ChoosePage::refreshAdvice() {
    if (m_drawer) {
        m_drawer->refreshSummary();
    }
    const sim::ChooseAdvice advice = sim::chooseAdvice(answers(), m_cells);
    m_grid->setRecommended(advice.design);
    if (advice.sentences.empty()) {
        m_advice->setText(tr("The advice appears once the grid is computed."));
    } else {
        QStringList lines;
        lines << (advice.design.empty()
                      ? tr("No design in the grid is safe for this work as it stands.")
                      : tr("Pick: %1 (highlighted in the grid).")
                            .arg(ChooseTexts::design(advice.design)));
        for (const sim::Sentence& s : advice.sentences) {
            lines << ChooseTexts::sentence(s);
        }
        m_advice->setText(lines.join(QLatin1Char('\n')));
    }
    emit answersChanged();
}

QStringList ChoosePage::handoutNumbers() const {
    QStringList out;
    if (m_cells.empty()) {
        return {m_busy->text()};
    }
    const int cols = m_grid->columns();
    for (int r = 0; r < m_grid->rows(); ++r) {
        QStringList cells;
        for (int c = 0; c < cols; ++c) {
            cells << tr("%1: %2").arg(
                m_grid->headerText(c),
                m_grid->cellText(r * cols + c).replace(QLatin1Char('\n'), tr(", ")));
        }
        out << tr("%1 — %2").arg(m_grid->rowText(r), cells.join(tr("; ")));
    }
    if (m_open >= 0) {
        out << tr("Open run: %1 — %2").arg(m_runTitle->text(), m_banner->text());
    }
    out << m_advice->text().split(QLatin1Char('\n'));
    if (m_livePanel->hasResult()) {
        out << m_livePanel->rowTexts();
        if (!m_livePanel->speedText().isEmpty()) {
            out << m_livePanel->speedText();
        }
    }
    return out;
}

namespace {
int cellIndexOf(const std::vector<sim::ChooseCell>& cells, const guide::RunSpec& run) {
    if (run.kind != guide::RunKind::Scenario || run.scenario != "choose") {
        return -1;
    }
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i].design + "/" + cells[i].fault == run.variant) {
            return static_cast<int>(i);
        }
    }
    return -1;
}
} // namespace

bool ChoosePage::canShowRun(const guide::RunSpec& run) const {
    return cellIndexOf(m_cells, run) >= 0; // once the matrix is computed
}

void ChoosePage::showRun(const guide::RunSpec& run) {
    if (const int index = cellIndexOf(m_cells, run); index >= 0) {
        openCell(index);
    }
}

} // namespace redlock::ui
