#include "ui/pages/lease/lease_page.h"

#include "core/guide/question.h"

#include "ui/model/readouts.h"
#include "ui/pages/lease/lease_entry.h"
#include "ui/pages/lease/lease_lab.h"
#include "ui/widgets/card.h"
#include "ui/widgets/flow_row.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/theme.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace redlock::ui {

namespace {

QLabel* titleLabel(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setProperty("role", QStringLiteral("cardTitle"));
    return l;
}

QTableWidget* table(QWidget* parent, int columns) {
    auto* t = new QTableWidget(0, columns, parent);
    t->verticalHeader()->hide();
    // A stretched last column never gets narrower than it was when the stretch was turned on
    // (Qt keeps that width, 100 px by default, as its floor), which fitHeight() does not count:
    // at the table's minimum width the header ran past the table. Begun at the narrowest, the
    // floor is what the column's own text needs.
    t->horizontalHeader()->resizeSection(columns - 1, t->horizontalHeader()->minimumSectionSize());
    t->horizontalHeader()->setStretchLastSection(true);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    return t;
}

// Exactly as tall as its header and rows (at least one empty row), at the current font: a
// fixed guess clips the rows once the font grows (Chinese, presenter mode).
void fitHeight(QTableWidget* t) {
    t->resizeRowsToContents();
    const int rows = t->rowCount() > 0 ? t->verticalHeader()->length()
                                       : t->verticalHeader()->defaultSectionSize();
    t->setFixedHeight(t->horizontalHeader()->sizeHint().height() + rows + 2 * t->frameWidth());
    // And at least as wide as its columns' text, header included: the tables never scroll
    // sideways, so a narrower table would cut the state column off (presenter mode); arrange()
    // stacks the columns when their minimum widths do not fit side by side.
    int width = 2 * t->frameWidth();
    const int last = t->columnCount() - 1; // stretched: its own width says nothing
    for (int c = 0; c < last; ++c) {
        width += t->columnWidth(c);
    }
    int lastWidth = t->horizontalHeader()->sectionSizeHint(last);
    for (int r = 0; r < t->rowCount(); ++r) {
        if (const QTableWidgetItem* item = t->item(r, last)) {
            lastWidth = std::max(lastWidth, t->fontMetrics().horizontalAdvance(item->text()) + 12);
        }
    }
    width += lastWidth;
    t->setMinimumWidth(width);
}

} // namespace

LeasePage::LeasePage(QWidget* parent)
    : QWidget(parent), m_lab(new LeaseLab(this)), m_header(new PageHeader(this)),
      m_claim1(new QPushButton(this)), m_claim2(new QPushButton(this)),
      m_pause1(new QPushButton(this)), m_advance(new QPushButton(this)),
      m_reap(new QPushButton(this)), m_complete(new QPushButton(this)),
      m_reset(new QPushButton(this)), m_clock(new QLabel(this)), m_pendingTitle(titleLabel(this)),
      m_pending(new QLabel(this)), m_activeTitle(titleLabel(this)), m_active(table(this, 3)),
      m_jobsTitle(titleLabel(this)), m_jobs(table(this, 4)), m_workers(new QLabel(this)),
      m_logTitle(titleLabel(this)), m_log(new QListWidget(this)), m_tradeTitle(titleLabel(this)),
      m_redlock(new QLabel(this)), m_lease(new QLabel(this)) {
    onLanguageChange(this, [this] { retranslate(); });
    setObjectName(QStringLiteral("page-lease"));
    const std::pair<QPushButton*, const char*> names[] = {
        {m_claim1, "claim1"},   {m_claim2, "claim2"}, {m_pause1, "pause1"},
        {m_advance, "advance"}, {m_reap, "reap"},     {m_complete, "complete"},
        {m_reset, "reset"}};
    // The seven story buttons wrap onto a second line in Chinese or at presenter size rather
    // than widening the page past a projector's width.
    auto* buttons = new FlowRow(this, 8);
    for (auto [b, name] : names) {
        b->setObjectName(QLatin1String(name));
        buttons->addItem(b);
    }
    m_clock->setProperty("role", QStringLiteral("readout"));
    connect(m_claim1, &QPushButton::clicked, m_lab, [this] { m_lab->claim(1); });
    connect(m_claim2, &QPushButton::clicked, m_lab, [this] { m_lab->claim(2); });
    connect(m_pause1, &QPushButton::clicked, m_lab, &LeaseLab::pauseWorker1);
    connect(m_advance, &QPushButton::clicked, m_lab, &LeaseLab::advance);
    connect(m_reap, &QPushButton::clicked, m_lab, &LeaseLab::runReaper);
    connect(m_complete, &QPushButton::clicked, m_lab, &LeaseLab::complete);
    connect(m_reset, &QPushButton::clicked, m_lab, &LeaseLab::reset);

    m_pending->setProperty("role", QStringLiteral("readout"));
    m_workers->setWordWrap(true);
    m_workers->setObjectName(QStringLiteral("leaseStatus"));
    m_logTitle->setWordWrap(true); // over two lines in the narrow column beside the tables
    m_log->setMinimumHeight(150);
    m_log->setWordWrap(true);
    m_log->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The newest line stays in view: scrolled to after each action, and again whenever the
    // list's height or width changes what its end is (arrange() moving it beside the tables).
    connect(m_log->verticalScrollBar(), &QScrollBar::rangeChanged, m_log,
            [this](int, int max) { m_log->verticalScrollBar()->setValue(max); });
    for (QLabel* l : {m_redlock, m_lease}) {
        l->setWordWrap(true);
        l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    }

    // Three columns side by side while they fit; stacked when Chinese at presenter size would
    // need more width than a projector has (arrange()).
    m_columns = new QBoxLayout(QBoxLayout::LeftToRight);
    m_columns->setSpacing(16);
    const std::tuple<QLabel*, QWidget*, int> columns[] = {
        {m_pendingTitle, m_pending, 0}, {m_activeTitle, m_active, 2}, {m_jobsTitle, m_jobs, 3}};
    for (auto [title, body, stretch] : columns) {
        auto* column = new QBoxLayout(QBoxLayout::TopToBottom);
        column->addWidget(title);
        column->addWidget(body, 0, body == m_pending ? Qt::AlignTop : Qt::Alignment());
        column->addStretch(1);
        m_columns->addLayout(column, stretch);
        if (body == m_pending) {
            m_pendingColumn = column;
        }
    }
    auto* footer = new QHBoxLayout;
    footer->setSpacing(16);
    footer->addWidget(m_workers, 1);
    footer->addWidget(m_clock, 0, Qt::AlignRight | Qt::AlignTop);
    auto* state = new QVBoxLayout;
    state->addLayout(m_columns);
    state->addLayout(footer);
    auto* logBox = new QVBoxLayout;
    logBox->addWidget(m_logTitle);
    logBox->addWidget(m_log);
    auto* trade = new QGridLayout;
    trade->setHorizontalSpacing(20);
    trade->addWidget(m_tradeTitle, 0, 0, 1, 2);
    trade->addWidget(m_redlock, 1, 0);
    trade->addWidget(m_lease, 1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(28, 14, 28, 14);
    layout->setSpacing(10);
    layout->addWidget(m_header);
    layout->addWidget(buttons);
    m_middle = new QBoxLayout(QBoxLayout::TopToBottom);
    m_middle->setSpacing(10);
    m_stateCard = card(this, state);
    m_stateCard->setObjectName(QStringLiteral("leaseState"));
    m_middle->addWidget(m_stateCard);
    m_middle->addWidget(card(this, logBox), 1);
    layout->addLayout(m_middle);
    layout->addWidget(card(this, trade));
    layout->addStretch(1);

    connect(m_lab, &LeaseLab::changed, this, &LeasePage::refresh);
    retranslate();
}

QPushButton* LeasePage::button(const QString& objectName) const {
    return findChild<QPushButton*>(objectName);
}

QString LeasePage::pendingText() const {
    return m_pending->text();
}

QStringList LeasePage::handoutSetup() const {
    const auto rows = [](const QLabel* title, const QTableWidget* table) {
        QStringList lines;
        for (int r = 0; r < table->rowCount(); ++r) {
            QStringList cells;
            for (int c = 0; c < table->columnCount(); ++c) {
                const QTableWidgetItem* head = table->horizontalHeaderItem(c);
                const QTableWidgetItem* item = table->item(r, c);
                cells << tr("%1 %2").arg(head ? head->text() : QString(),
                                         item ? item->text() : QString());
            }
            lines << cells.join(QStringLiteral(" · "));
        }
        return tr("%1: %2").arg(title->text(),
                                lines.isEmpty() ? tr("(empty)") : lines.join(QStringLiteral("; ")));
    };
    return {tr("Two workers take jobs from one queue on one server; a claim leases its job for %1 "
               "ms and raises the job's fence.")
                .arg(Readouts::ms(LeaseLab::kLease)),
            m_clock->text(),
            tr("%1: %2").arg(m_pendingTitle->text(),
                             m_pending->text().replace(QLatin1Char('\n'), QStringLiteral(", "))),
            rows(m_activeTitle, m_active), rows(m_jobsTitle, m_jobs)};
}

QStringList LeasePage::handoutRun() const {
    return QStringList{m_workers->text()} + m_lab->log();
}

QList<HandoutDiagram> LeasePage::handoutDiagrams() const {
    return {{tr("The queue on the server: pending jobs, active leases, and each job's row with "
                "its fence"),
             m_stateCard}};
}

QStringList LeasePage::logLines() const {
    return m_lab->log();
}

void LeasePage::retranslate() {
    m_header->setTexts(LeaseEntry().title(), LeaseEntry().subtitle());
    m_claim1->setText(tr("Worker 1 claims"));
    m_claim2->setText(tr("Worker 2 claims"));
    m_pause1->setText(tr("Worker 1 pauses (GC)"));
    m_advance->setText(tr("Advance time 5 s"));
    m_reap->setText(tr("Run reaper"));
    m_complete->setText(tr("Worker completes"));
    m_reset->setText(tr("Start over"));
    m_claim1->setToolTip(tr("Worker 1 takes the oldest pending job; the claim raises its fence"));
    m_claim2->setToolTip(tr("Worker 2 takes the oldest pending job; the claim raises its fence"));
    m_pause1->setToolTip(tr("Worker 1 stops, as in a GC pause, while still holding its job"));
    m_advance->setToolTip(tr("Moves the server's clock 5 s on, so leases can lapse"));
    m_reap->setToolTip(tr("Returns every job whose lease has lapsed to the pending list"));
    m_complete->setToolTip(tr("Every worker holding a job reports it done with its fence"));
    m_reset->setToolTip(tr("One pending job again, no claims, the clock at 0"));
    m_pendingTitle->setText(tr("Pending (jobs:pending)"));
    m_activeTitle->setText(tr("Active leases (jobs:active)"));
    m_jobsTitle->setText(tr("Job rows (job:<id>)"));
    m_active->setHorizontalHeaderLabels({tr("job"), tr("deadline"), tr("time left")});
    m_jobs->setHorizontalHeaderLabels(
        {tr("job"), tr("attempts = fence"), tr("state"), tr("result")});
    m_logTitle->setText(tr("What happened"));
    m_tradeTitle->setText(tr("The trade against Redlock"));
    m_redlock->setText(
        tr("<b>Redlock</b> asks N independent masters and needs a majority of them, so the lock "
           "survives a minority of masters failing. The price: N servers to run, every client "
           "timing the acquire, and safety that still depends on clocks and pauses."));
    m_lease->setText(
        tr("<b>The job lease</b> lives on one server and reads one clock, the server's TIME; "
           "there is no vote. If that server fails, the queue waits. A lapsed lease is not a "
           "disaster: the reaper puts the job back in the queue, the next claim takes it with a "
           "higher fence, the old worker's result is refused, and because the handler is "
           "idempotent the second run is harmless."));
    refresh();
}

void LeasePage::refresh() {
    const LeaseSnapshot s = m_lab->snapshot();
    m_clock->setText(tr("server clock: %1 ms").arg(Readouts::ms(Micros(Millis(s.nowMs)))));
    QStringList pending;
    for (const std::string& id : s.pending) {
        pending << QString::fromStdString(id);
    }
    m_pending->setText(pending.isEmpty() ? tr("(empty)") : pending.join(QStringLiteral("\n")));
    m_active->setRowCount(static_cast<int>(s.active.size()));
    for (int i = 0; i < m_active->rowCount(); ++i) {
        const ActiveLease& a = s.active[static_cast<std::size_t>(i)];
        const std::int64_t left = a.deadlineMs - s.nowMs;
        m_active->setItem(i, 0, new QTableWidgetItem(QString::fromStdString(a.id)));
        m_active->setItem(
            i, 1,
            new QTableWidgetItem(tr("%1 ms").arg(Readouts::ms(Micros(Millis(a.deadlineMs))))));
        auto* leftItem = new QTableWidgetItem(
            left > 0 ? tr("%1 ms").arg(Readouts::ms(Micros(Millis(left)))) : tr("lapsed"));
        leftItem->setForeground(left > 0 ? Theme::ok() : Theme::down());
        m_active->setItem(i, 2, leftItem);
    }
    m_jobs->setRowCount(static_cast<int>(s.jobs.size()));
    for (int i = 0; i < m_jobs->rowCount(); ++i) {
        const JobRow& j = s.jobs[static_cast<std::size_t>(i)];
        const QString state = j.state == JobState::Pending  ? tr("pending")
                              : j.state == JobState::Active ? tr("active")
                                                            : tr("done");
        m_jobs->setItem(i, 0, new QTableWidgetItem(QString::fromStdString(j.id)));
        m_jobs->setItem(i, 1, new QTableWidgetItem(QString::number(j.attempts)));
        m_jobs->setItem(i, 2, new QTableWidgetItem(state));
        m_jobs->setItem(i, 3, new QTableWidgetItem(QString::fromStdString(j.result)));
    }
    fitHeight(m_active);
    fitHeight(m_jobs);
    const auto worker = [this](int w) {
        const auto& h = m_lab->held(w);
        const bool paused = w == 1 && m_lab->worker1Paused();
        // The same facts as the log's pause line: paused, and what it believes it holds.
        if (paused) {
            return h ? tr("Worker 1 is paused, believing it holds %1 with fence %2")
                           .arg(QString::fromStdString(h->id))
                           .arg(h->attempts)
                     : tr("Worker 1 is paused and holds no job");
        }
        return h ? tr("Worker %1 holds %2 with fence %3")
                       .arg(w)
                       .arg(QString::fromStdString(h->id))
                       .arg(h->attempts)
                 : tr("Worker %1 is idle").arg(w);
    };
    m_workers->setText(worker(1) + QStringLiteral("  ·  ") + worker(2) +
                       tr("  ·  handler runs: %1").arg(m_lab->handlerRuns()));
    m_log->clear();
    m_log->addItems(m_lab->log());
    m_log->scrollToBottom();
    arrange(); // a longer result widens the job rows, which the log beside them gives up
}

void LeasePage::arrange() {
    if (!m_middle) {
        return; // still being constructed
    }
    int sum = 0;
    for (int i = 0; i < m_columns->count(); ++i) {
        sum += m_columns->itemAt(i)->minimumSize().width() + m_columns->spacing();
    }
    // The scroll area's viewport, not this page: a page already too wide (a longer result
    // widened the job rows) would otherwise see room for the log beside them and keep it.
    int width = contentsRect().width();
    if (QWidget* viewport = parentWidget();
        viewport && qobject_cast<QAbstractScrollArea*>(viewport->parentWidget())) {
        width = std::min(width, viewport->width());
    }
    const int room = width - 56 - 28; // page margins, card margins
    const bool beside = sum <= room;
    m_columns->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    // Stacked, the short pending list sits on its title's line: a row of height saved for
    // the status line below the tables.
    m_pendingColumn->setDirection(beside ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_pendingColumn->setSpacing(beside ? -1 : 16);
    m_pendingColumn->setAlignment(m_pending, beside ? Qt::AlignTop : Qt::AlignVCenter);
    // Stacked, the tables leave the width their columns do not need: the log takes it, beside
    // the state, where its newest line (what the last click did, "fence 1: REJECTED") stays
    // on a laptop's screen at presenter size instead of under the tables, below the fold
    // (issue 27). Only while the log still gets about 20 characters a line.
    const int state = m_middle->itemAt(0)->widget()->minimumSizeHint().width(); // as arranged
    const int log = std::max(m_middle->itemAt(1)->widget()->minimumSizeHint().width(), // title
                             fontMetrics().averageCharWidth() * 20 + 28); // and card margins
    const bool logBeside = !beside && state + m_middle->spacing() + log <= room + 28;
    m_middle->setDirection(logBeside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

void LeasePage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange();
}

void LeasePage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::FontChange) {
        refresh(); // the tables' sizes follow the new text size
        arrange(); // text size and language change every width the choice is based on
        fitHeight(m_active);
        fitHeight(m_jobs);
    }
    QWidget::changeEvent(event);
}

bool LeasePage::canShowRun(const guide::RunSpec& run) const {
    return run.kind == guide::RunKind::Lease &&
           std::all_of(run.actions.begin(), run.actions.end(), &LeaseLab::knowsAction);
}

void LeasePage::showRun(const guide::RunSpec& run) {
    if (!canShowRun(run)) {
        return;
    }
    // From a fresh start, as the question's run was played (QuestionRunner).
    m_lab->reset();
    for (const std::string& action : run.actions) {
        m_lab->play(action);
    }
}

} // namespace redlock::ui
