#include "ui/pages/overlap/overlap_page.h"

#include "core/lock/quorum.h"
#include "core/sim/analysis/availability.h"
#include "ui/pages/overlap/availability_chart.h"
#include "ui/pages/overlap/majority_picker.h"
#include "ui/pages/overlap/overlap_entry.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/scroll_into_view.h"
#include "ui/widgets/theme.h"
#include "ui/widgets/wrap_label.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace redlock::ui {

namespace {

using Side = MajorityPicker::Side;

QLabel* textLabel(QWidget* parent, const char* name) {
    auto* l = new WrapLabel(parent);
    l->setObjectName(QLatin1String(name));
    return l;
}

// "65 536": thin grouping that never wraps, in every language.
QString grouped(long long v) {
    QString s = QString::number(v);
    for (int i = s.size() - 3; i > 0; i -= 3) {
        s.insert(i, QChar(0x00A0));
    }
    return s;
}

QString names(const std::vector<int>& set) {
    QStringList out;
    for (int i : set) {
        out << QStringLiteral("M%1").arg(i + 1);
    }
    return out.isEmpty() ? QStringLiteral("—") : out.join(QStringLiteral(", "));
}

} // namespace

OverlapPage::OverlapPage(QWidget* parent)
    : QWidget(parent), m_header(new PageHeader(this)), m_nLabel(new QLabel(this)),
      m_nSpin(new QSpinBox(this)), m_hint(textLabel(this, "overlapHint")),
      m_picker(new MajorityPicker(this)), m_sets(textLabel(this, "setsReadout")),
      m_overlap(textLabel(this, "overlapReadout")), m_why(textLabel(this, "overlapWhy")),
      m_check(new QPushButton(this)), m_checkResult(textLabel(this, "checkResult")),
      m_tableTitle(new QLabel(this)), m_table(new QTableWidget(kMaxMasters, 3, this)),
      m_even(textLabel(this, "evenNote")), m_chart(new AvailabilityChart(this)),
      m_pLabel(new QLabel(this)), m_pSlider(new QSlider(Qt::Horizontal, this)),
      m_trialsLabel(new QLabel(this)), m_trials(new QComboBox(this)),
      m_availability(textLabel(this, "availabilityReadout")), m_logView(new QCheckBox(this)) {
    onLanguageChange(this, [this] {
        retranslate();
        refresh();
        arrange();
    });
    setObjectName(QStringLiteral("page-overlap"));
    m_logView->setObjectName(QStringLiteral("unavailabilityView"));
    m_nSpin->setObjectName(QStringLiteral("overlapMastersSpin"));
    m_nSpin->setRange(kMinMasters, kMaxMasters);
    m_nSpin->setValue(m_picker->masterCount());
    m_nLabel->setBuddy(m_nSpin);
    m_nSpin->setStyleSheet(QStringLiteral("min-width: 2.6em;")); // one digit, even on a projector
    m_hint->setProperty("role", QStringLiteral("note"));
    m_overlap->setStyleSheet(QStringLiteral("font-weight: 700;"));
    m_why->setProperty("role", QStringLiteral("note"));
    m_even->setProperty("role", QStringLiteral("note"));
    m_check->setObjectName(QStringLiteral("checkEveryPair"));
    m_tableTitle->setProperty("role", QStringLiteral("cardTitle"));
    m_table->setObjectName(QStringLiteral("toleranceTable"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setMinimumWidth(300); // row heights follow the font: arrange()
    for (int n = 1; n <= kMaxMasters; ++n) {
        const int values[] = {n, quorumOf(n), toleratedFailures(n)};
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(QString::number(values[c]));
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(n - 1, c, item);
        }
    }
    m_pSlider->setObjectName(QStringLiteral("pSlider"));
    m_pSlider->setRange(0, 50); // percent, up to the chart's 0.5
    m_pSlider->setValue(10);
    m_trials->setObjectName(QStringLiteral("trialsCombo"));
    for (int t : {1000, 10000, 100000, 1000000}) {
        m_trials->addItem(grouped(t), t);
    }
    m_trials->setCurrentIndex(2);

    // An example that makes the point on first sight: two majorities of five sharing M3.
    for (int i : {0, 1, 2}) {
        m_picker->setPicked(Side::A, i, true);
    }
    for (int i : {2, 3, 4}) {
        m_picker->setPicked(Side::B, i, true);
    }

    auto* nField = new QHBoxLayout;
    nField->addWidget(m_nLabel);
    nField->addWidget(m_nSpin);
    nField->addStretch(1);
    m_nRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_nRow->setSpacing(12);
    m_nRow->addLayout(nField);
    m_nRow->addWidget(m_hint, 1);
    auto* checkRow = new QHBoxLayout;
    checkRow->addWidget(m_check);
    checkRow->addWidget(m_checkResult, 1);
    auto* left = new QVBoxLayout;
    left->setSpacing(8);
    left->addLayout(m_nRow);
    left->addWidget(m_picker);
    left->addWidget(m_sets);
    left->addWidget(m_overlap);
    left->addWidget(m_why);
    left->addLayout(checkRow);
    left->addStretch(1);
    m_tableColumn = new QWidget(this);
    auto* right = new QVBoxLayout(m_tableColumn);
    right->setContentsMargins(0, 0, 0, 0);
    right->addWidget(m_tableTitle);
    right->addWidget(m_table);
    right->addWidget(m_even);
    right->addStretch(1);
    m_top = new QBoxLayout(QBoxLayout::LeftToRight);
    m_top->setSpacing(20);
    m_top->addLayout(left, 3);
    m_top->addWidget(m_tableColumn, 2);

    auto* controls = new QVBoxLayout;
    controls->addWidget(m_pLabel);
    controls->addWidget(m_pSlider);
    controls->addWidget(m_trialsLabel);
    controls->addWidget(m_trials);
    controls->addWidget(m_availability);
    controls->addWidget(m_logView);
    controls->addStretch(1);
    m_bottom = new QBoxLayout(QBoxLayout::LeftToRight);
    m_bottom->setSpacing(14);
    m_bottom->addWidget(m_chart, 1);
    m_bottom->addLayout(controls);

    m_page = new QVBoxLayout(this);
    m_page->setContentsMargins(28, 14, 28, 10);
    m_page->setSpacing(8);
    m_page->addWidget(m_header);
    m_page->addLayout(m_top);
    m_page->addLayout(m_bottom, 1);

    connect(m_nSpin, &QSpinBox::valueChanged, m_picker, &MajorityPicker::setMasterCount);
    connect(m_picker, &MajorityPicker::changed, this, &OverlapPage::refresh);
    connect(m_check, &QPushButton::clicked, this, &OverlapPage::checkEveryPair);
    connect(m_pSlider, &QSlider::valueChanged, this, &OverlapPage::refreshChart);
    connect(m_trials, &QComboBox::currentIndexChanged, this, &OverlapPage::refreshChart);
    connect(m_logView, &QCheckBox::toggled, m_chart, &AvailabilityChart::setUnavailability);
    connect(m_chart, &AvailabilityChart::monteCarloUpdated, this, &OverlapPage::retranslate);
    retranslate();
    refresh();
    arrange();
    // No result before "Check every pair" is pressed: the class should see the check happen.
}

QString OverlapPage::setsText() const {
    return m_sets->text();
}
QString OverlapPage::overlapText() const {
    return m_overlap->text();
}
QString OverlapPage::checkText() const {
    return m_checkResult->text();
}
QStringList OverlapPage::handoutNumbers() const {
    const int n = m_picker->masterCount();
    const MajorityPairs pairs = checkAllMajorityPairs(n); // microseconds, as on opening
    return {tr("Masters (N): %1 · majority: %2 · any two majorities share at least %3")
                .arg(n)
                .arg(quorumOf(n))
                .arg(minOverlap(n)),
            tr("Majorities: %1 · pairs of two different majorities: %2")
                .arg(grouped(pairs.majorities), grouped(pairs.pairs)),
            setsText(), overlapText(), availabilityText()};
}

QStringList OverlapPage::handoutSetup() const {
    return {HandoutSource::setupLine(m_nLabel, m_nSpin), m_pLabel->text(),
            HandoutSource::setupLine(m_trialsLabel, m_trials)};
}

QList<HandoutDiagram> OverlapPage::handoutDiagrams() const {
    return {{tr("Availability: the chance a majority is up, for each number of masters"), m_chart}};
}

QString OverlapPage::availabilityText() const {
    return m_availability->text();
}

void OverlapPage::refresh() {
    const int n = m_picker->masterCount();
    const int m = quorumOf(n);
    const auto a = m_picker->picked(Side::A), b = m_picker->picked(Side::B);
    auto verdict = [n](const std::vector<int>& set) {
        return isMajority(set, n) ? tr("a majority") : tr("not a majority");
    };
    m_sets->setText(tr("A = {%1}: %2 of %3, %4.  B = {%5}: %6 of %3, %7.  Shared: %8.")
                        .arg(names(a))
                        .arg(a.size())
                        .arg(n)
                        .arg(verdict(a), names(b))
                        .arg(b.size())
                        .arg(verdict(b), names(m_picker->shared())));
    m_overlap->setText(tr("Any two majorities of %1 overlap: masters shared ≥ 2 × %2 − %1 = %3.")
                           .arg(n)
                           .arg(m)
                           .arg(minOverlap(n)));
    m_why->setText(tr("Each majority holds %1 of the %2 masters, so the two together count %3 "
                      "places for only %2 masters: at least %4 must be counted twice. A master "
                      "grants the key to one value only, so the client that comes second cannot "
                      "complete its majority.")
                       .arg(m)
                       .arg(n)
                       .arg(2 * m)
                       .arg(minOverlap(n)));
    for (int row = 0; row < kMaxMasters; ++row) {
        for (int c = 0; c < 3; ++c) {
            m_table->item(row, c)->setBackground(row == n - 1 ? QBrush(Theme::selection())
                                                              : QBrush());
            QFont f = m_table->item(row, c)->font();
            f.setBold(row == n - 1);
            m_table->item(row, c)->setFont(f);
        }
    }
    if (m_checkedN != n) {
        m_checkResult->clear(); // a result for another N would be misleading
        m_checkResult->hide();
    }
    refreshChart();
}

void OverlapPage::checkEveryPair() {
    const int n = m_picker->masterCount();
    m_check->setEnabled(false);
    m_checkResult->setText(tr("Checking…"));
    m_checkResult->show();
    auto* watcher = new QFutureWatcher<MajorityPairs>(this);
    connect(watcher, &QFutureWatcher<MajorityPairs>::finished, this, [this, watcher, n] {
        watcher->deleteLater();
        m_check->setEnabled(true);
        if (n == m_picker->masterCount()) { // else N changed while it ran
            showPairs(n, watcher->result());
            // The proof's result on screen, and with it what the page says next: how
            // available the lock is at the p set (the README's "99.1 %", issue 27).
            scrollIntoView(m_checkResult, m_availability);
        }
    });
    // At most 256 × 255 / 2 pairs for N = 9: fast, but off the GUI thread all the same.
    watcher->setFuture(QtConcurrent::run(&redlock::checkAllMajorityPairs, n));
}

void OverlapPage::showPairs(int n, const MajorityPairs& r) {
    m_checkedN = n;
    m_pairs = r;
    m_checkResult->show();
    // Both counts come from the core's exhaustive check: pairs of two different majorities.
    if (r.pairs == 0) {
        m_checkResult->setText(tr("N = %1 has one majority only (all %1 masters): there is no "
                                  "pair of different majorities to check.")
                                   .arg(n));
    } else {
        m_checkResult->setText(tr("%1 majorities of %2 masters, %3 pairs of two different "
                                  "majorities, every pair checked: fewest masters shared by a "
                                  "pair = %4.")
                                   .arg(grouped(r.majorities))
                                   .arg(n)
                                   .arg(grouped(r.pairs))
                                   .arg(r.minShared));
    }
}

void OverlapPage::refreshChart() {
    const int n = m_picker->masterCount();
    const double p = m_pSlider->value() / 100.0;
    m_chart->setParameters(n, p, m_trials->currentData().toLongLong());
    retranslate();
}

void OverlapPage::retranslate() {
    m_header->setTexts(OverlapEntry().title(), OverlapEntry().subtitle());
    m_nLabel->setText(tr("&Masters (N):"));
    m_hint->setText(tr("Click masters into client A's and client B's sets."));
    m_check->setText(tr("Check every pair"));
    m_tableTitle->setText(tr("Failures each N survives"));
    m_table->setHorizontalHeaderLabels({tr("N"), tr("majority"), tr("tolerated failures")});
    m_even->setText(tr("An even N adds a master but not a failure it can survive: 4 tolerates 1, "
                       "like 3, and 6 tolerates 2, like 5. The extra master is one more machine "
                       "that can fail."));
    const double p = m_pSlider->value() / 100.0;
    m_pLabel->setText(tr("Each master down with p = %1").arg(p, 0, 'f', 2));
    m_trialsLabel->setText(tr("Monte Carlo trials:"));
    m_nSpin->setToolTip(tr("How many masters the two clients choose from, 1 to 9"));
    m_check->setToolTip(
        tr("Tries every pair of two different majorities of N and counts the masters they share"));
    m_pSlider->setToolTip(tr("The chance that each master is down, for the availability chart"));
    m_trials->setToolTip(tr("How many random trials the Monte Carlo estimate draws"));
    m_logView->setText(tr("Show &unavailability 1 − P (log scale)"));
    m_logView->setToolTip(tr("How often NO lock can be had: on a log scale each extra pair of "
                             "masters is a visible step down."));
    if (m_checkedN == m_picker->masterCount() && m_check->isEnabled()) {
        showPairs(m_checkedN, m_pairs); // re-worded in the new language
    }
    const int n = m_picker->masterCount();
    const double exact = redlock::sim::exactAvailability(n, p);
    const QString mc = m_chart->monteCarloAtP() < 0
                           ? tr("Monte Carlo running…")
                           : tr("Monte Carlo %1 % (%2 trials, seed 1)")
                                 .arg(m_chart->monteCarloAtP() * 100, 0, 'f', 2)
                                 .arg(grouped(m_chart->monteCarloTrials()));
    m_availability->setText(tr("N=%1, p=%2: exact %3 %, %4")
                                .arg(n)
                                .arg(p, 0, 'f', 2)
                                .arg(exact * 100, 0, 'f', 2)
                                .arg(mc));
}

void OverlapPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        arrange(); // presenter mode changes every width the decisions are based on
        refresh(); // and a theme switch the table's highlight colour
    }
    QWidget::changeEvent(event);
}

// OverlapPage: how the page arranges itself for the width and text size it gets.

void OverlapPage::arrange() {
    if (!m_page) {
        return; // still being constructed
    }
    // Two columns while each still gets a readable line (about 55 characters for the text on
    // the left); at presenter size the text would wrap every few words, so they stack. The
    // vertical scrolling that costs is fine; squeezed text is not.
    const int room = contentsRect().width() - 56; // the page's side margins
    const bool wide = room >= fontMetrics().averageCharWidth() * 110;
    const auto across = wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    m_top->setDirection(across);
    // Stacked, the availability's p, trials and readout come above its chart, right under the
    // proof, and the table of failures each N survives comes last: the check's result and
    // the availability it buys fit one screen (issue 27); beside, the table is the proof's
    // right column and the controls the chart's.
    m_bottom->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::BottomToTop);
    if (const bool beside = m_top->indexOf(m_tableColumn) >= 0; beside != wide) {
        (beside ? m_top : m_page)->removeWidget(m_tableColumn);
        if (wide) {
            m_top->addWidget(m_tableColumn, 2);
        } else {
            m_page->addWidget(m_tableColumn);
        }
    }
    // The hint fits beside N only while there is a wide left column to share.
    m_nRow->setDirection(across);
    // Beside the chart the controls are a narrow column; under it they may use the width.
    if (wide) {
        m_availability->setFixedWidth(fontMetrics().averageCharWidth() * 37);
    } else {
        m_availability->setMinimumWidth(0);
        m_availability->setMaximumWidth(QWIDGETSIZE_MAX);
    }
    // Stacked, a full-width table would spread three numbers across the screen.
    m_table->setMaximumWidth(wide ? QWIDGETSIZE_MAX : fontMetrics().averageCharWidth() * 45);
    // Nine rows that fit without a scroll bar, at whatever size the text is.
    const int row = m_table->fontMetrics().height() + 6;
    m_table->verticalHeader()->setDefaultSectionSize(row);
    m_table->setFixedHeight(row * kMaxMasters + m_table->horizontalHeader()->sizeHint().height() +
                            2 * m_table->frameWidth());
}

void OverlapPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange();
}

} // namespace redlock::ui
