#include "ui/pages/gates/gates_page.h"

#include "core/guide/question.h"
#include "core/lock/judge.h"
#include "ui/pages/gates/jitter_chart.h"

#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/gates/gate_card.h"
#include "ui/pages/gates/gates_entry.h"
#include "ui/pages/gates/time_track.h"
#include "ui/widgets/card.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/setup_drawer.h"
#include "ui/widgets/theme.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace redlock::ui {

namespace {

// The slider always reaches a fifth past the TTL (36 s for the default 30 s), so the TTL mark
// sits at the same place on the track whatever TTL is chosen.
int sliderMaxFor(Millis ttl) {
    return static_cast<int>(std::clamp<long long>(ttl.count() * 6 / 5, 10, 1 << 30));
}

// Half the handle width set in Theme's style sheet (16 px + 2 × 3 px border).
constexpr int kHandleHalf = 11;

QLabel* readoutLabel(QWidget* parent, const char* name) {
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setProperty("role", QStringLiteral("readout"));
    label->setWordWrap(true);
    return label;
}

} // namespace

GatesPage::GatesPage(LabState* state, QWidget* parent)
    : QWidget(parent), m_state(state), m_header(new PageHeader(this)),
      m_voteGate(new GateCard(this)), m_timeGate(new GateCard(this)), m_shared(new QLabel(this)),
      m_sliderLabel(new QLabel(this)), m_slider(new QSlider(Qt::Horizontal, this)),
      m_track(new TimeTrack(state, this)), m_ttlLabel(new QLabel(this)),
      m_ttlSpin(new QSpinBox(this)), m_driftLabel(new QLabel(this)),
      m_driftSpin(new QDoubleSpinBox(this)) {
    onLanguageChange(this, [this] {
        retranslate();
        arrangeTitleRow();
    });
    setObjectName(QStringLiteral("page-gates"));
    m_voteGate->setObjectName(QStringLiteral("voteGate"));
    m_timeGate->setObjectName(QStringLiteral("timeGate"));
    m_shared->setObjectName(QStringLiteral("sharedMasters"));
    m_shared->setProperty("role", QStringLiteral("note"));
    m_shared->setWordWrap(true);

    m_sliderLabel->setProperty("role", QStringLiteral("cardTitle"));
    m_sliderLabel->setWordWrap(true); // lets the title row fit in presenter mode
    m_slider->setObjectName(QStringLiteral("elapsedSlider"));
    m_slider->setSingleStep(10);
    m_slider->setPageStep(1000);
    m_sliderLabel->setBuddy(m_slider);
    m_track->setInset(kHandleHalf);
    connect(m_slider, &QSlider::valueChanged, this,
            [this](int ms) { m_state->setElapsed(Micros(Millis(ms))); });

    m_ttlSpin->setObjectName(QStringLiteral("ttlSpin"));
    m_ttlSpin->setRange(1, 600000);
    m_ttlSpin->setSingleStep(1000);
    m_ttlLabel->setBuddy(m_ttlSpin);
    connect(m_ttlSpin, &QSpinBox::valueChanged, this, [this](int ms) { m_state->setTtl(ms); });

    m_driftSpin->setObjectName(QStringLiteral("driftSpin"));
    m_driftSpin->setDecimals(3);
    m_driftSpin->setRange(0.0, 0.5);
    m_driftSpin->setSingleStep(0.005);
    m_driftLabel->setBuddy(m_driftSpin);
    connect(m_driftSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double f) { m_state->setDriftFactor(f); });

    auto* gates = new QHBoxLayout;
    gates->setSpacing(18);
    gates->addWidget(m_voteGate, 1);
    gates->addWidget(m_timeGate, 1);

    // The TTL and drift controls share the slider card's title row: they set the same scale.
    auto* sliderCard = card(this);
    for (QWidget* w : std::initializer_list<QWidget*>{m_sliderLabel, m_slider, m_track, m_ttlLabel,
                                                      m_ttlSpin, m_driftLabel, m_driftSpin}) {
        w->setParent(sliderCard);
    }
    auto* controls = new QHBoxLayout;
    controls->setSpacing(10);
    controls->addWidget(m_ttlLabel);
    controls->addWidget(m_ttlSpin);
    controls->addSpacing(18);
    controls->addWidget(m_driftLabel);
    controls->addWidget(m_driftSpin);
    controls->addStretch(0);
    controls->setContentsMargins(0, 0, 0, 0);
    // Compact (presenter mode on a short screen), TTL and drift fold into one summary line.
    auto* controlsBox = new QWidget(sliderCard);
    controlsBox->setLayout(controls);
    m_setupDrawer = new SetupDrawer(
        controlsBox,
        [this] {
            return tr("TTL %1 ms · drift factor %2")
                .arg(Readouts::ms(Millis(m_ttlSpin->value())))
                .arg(m_driftSpin->value(), 0, 'f', 3);
        },
        sliderCard);
    connect(m_setupDrawer, &SetupDrawer::compactChanged, this, [this](bool compact) {
        // The state beside each gate's title, the shared-masters note in a tooltip; tighter rows.
        for (GateCard* gate : {m_voteGate, m_timeGate}) {
            gate->setCompact(compact);
        }
        showSharedNote();
        layout()->setSpacing(compact ? 6 : 12);
        layout()->setContentsMargins(36, compact ? 6 : 22, 36, 18);
        arrangeTitleRow();
    });
    m_titleRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_titleRow->setSpacing(10);
    m_titleRow->addWidget(m_sliderLabel, 1);
    m_titleRow->addWidget(m_setupDrawer);
    auto* titleRow = m_titleRow;
    auto* sliderLayout = new QVBoxLayout(sliderCard);
    sliderLayout->setContentsMargins(20, 12, 20, 10);
    sliderLayout->setSpacing(6);
    sliderLayout->addLayout(titleRow);
    sliderLayout->addWidget(m_slider);
    sliderLayout->addWidget(m_track);

    auto* readoutCard = card(this);
    m_headline = new QLabel(readoutCard);
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setProperty("role", QStringLiteral("headline"));
    m_elapsedLine = readoutLabel(readoutCard, "elapsedLine");
    m_driftLine = readoutLabel(readoutCard, "driftLine");
    m_validityLine = readoutLabel(readoutCard, "validityLine");
    m_reason = readoutLabel(readoutCard, "reason");
    m_article = wrapped(readoutCard, "note");
    m_article->setObjectName(QStringLiteral("articleExample"));
    auto* readoutLayout = new QVBoxLayout(readoutCard);
    readoutLayout->setContentsMargins(24, 14, 24, 14);
    readoutLayout->setSpacing(4);
    for (QLabel* l :
         {m_headline, m_elapsedLine, m_driftLine, m_validityLine, m_reason, m_article}) {
        readoutLayout->addWidget(l);
    }

    // Jitter: how often both gates pass when the masters' round trips spread (core Monte Carlo).
    auto* jitterCard = card(this);
    jitterCard->setObjectName(QStringLiteral("jitterCard"));
    m_jitterTitle = new QLabel(jitterCard);
    m_jitterTitle->setProperty("role", QStringLiteral("cardTitle"));
    m_jitterTitle->setWordWrap(true);
    auto* jitterLayout = new QVBoxLayout(jitterCard);
    jitterLayout->setContentsMargins(20, 12, 20, 10);
    jitterLayout->setSpacing(4);
    jitterLayout->addWidget(m_jitterTitle);
    auto* jitter = new JitterChart(jitterCard);
    jitterLayout->addWidget(jitter, 1);
    // What the curves say, from the computed run (three of the four often coincide).
    m_jitterReading = new QLabel(jitterCard);
    m_jitterReading->setObjectName(QStringLiteral("jitterReading"));
    m_jitterReading->setWordWrap(true);
    jitterLayout->addWidget(m_jitterReading);
    const auto read = [this, jitter] { m_jitterReading->setText(jitter->reading()); };
    connect(jitter, &JitterChart::computed, m_jitterReading, read);
    onLanguageChange(m_jitterReading, read);
    read();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(36, 22, 36, 18);
    layout->setSpacing(12);
    layout->addWidget(m_header);
    layout->addLayout(gates);
    layout->addWidget(m_shared);
    layout->addWidget(sliderCard);
    layout->addWidget(readoutCard);
    layout->addWidget(jitterCard, 1);

    // Tab follows the page top to bottom: the slider, then TTL and drift on its card.
    setTabOrder(m_slider, m_ttlSpin);
    setTabOrder(m_ttlSpin, m_driftSpin);

    connect(m_state, &LabState::changed, this, &GatesPage::refresh);
    retranslate();
}

QString GatesPage::headlineText() const {
    return m_headline->text();
}

QString GatesPage::sharedNoteText() const {
    return m_shared->text();
}

QString GatesPage::readoutText() const {
    return QStringList{m_elapsedLine->text(), m_driftLine->text(), m_validityLine->text(),
                       m_reason->text()}
        .join(QLatin1Char(' '));
}

QStringList GatesPage::handoutNumbers() const {
    return Readouts::numbers(m_state->verdict(), m_state->driftFactor());
}

QStringList GatesPage::handoutSetup() const {
    const auto v = m_state->verdict();
    return {tr("Masters: %1, of which %2 voted OK").arg(v.n).arg(v.votes),
            HandoutSource::setupLine(m_ttlLabel, m_ttlSpin),
            HandoutSource::setupLine(m_driftLabel, m_driftSpin),
            HandoutSource::setupLine(m_sliderLabel, Readouts::ms(v.elapsed) + tr(" ms"))};
}

QList<HandoutDiagram> GatesPage::handoutDiagrams() const {
    return {{tr("The time gate: the acquire's elapsed time against the lock's validity"), m_track}};
}

void GatesPage::addBanner(QWidget* banner) {
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->insertWidget(box->indexOf(m_header) + 1, banner);
}

void GatesPage::retranslate() {
    m_header->setTexts(GatesEntry().title(), GatesEntry().subtitle());
    m_voteGate->setTitle(tr("Gate 1 · votes"));
    m_timeGate->setTitle(tr("Gate 2 · time"));
    m_ttlLabel->setText(tr("&TTL:"));
    m_ttlSpin->setSuffix(tr(" ms"));
    m_driftLabel->setText(tr("&Drift factor:"));
    setAccessibleName(GatesEntry().title());
    m_slider->setAccessibleName(tr("Elapsed time of the acquire"));
    m_slider->setAccessibleDescription(
        tr("T2 − T1 in milliseconds. Arrow keys move 10 ms, Page Up and Down 1 000 ms."));
    m_ttlSpin->setAccessibleName(tr("TTL in milliseconds"));
    m_ttlSpin->setAccessibleDescription(tr("How long each master keeps the key."));
    m_driftSpin->setAccessibleName(tr("Drift factor"));
    m_driftSpin->setAccessibleDescription(
        tr("Share of the TTL set aside for clock drift; 2 ms are added on top."));
    for (QWidget* c : std::initializer_list<QWidget*>{m_slider, m_ttlSpin, m_driftSpin}) {
        c->setToolTip(c->accessibleDescription()); // what hovering says is what it changes
    }
    m_voteGate->setAccessibleName(tr("Gate 1, votes"));
    m_timeGate->setAccessibleName(tr("Gate 2, time"));
    m_headline->setAccessibleName(tr("Verdict"));
    m_elapsedLine->setAccessibleName(tr("Elapsed against TTL"));
    m_driftLine->setAccessibleName(tr("Drift allowance"));
    m_validityLine->setAccessibleName(tr("Validity left"));
    m_reason->setAccessibleName(tr("Why"));
    m_jitterTitle->setText(JitterChart::title());
    // The course article's own example, worked by the same judge() as the page: it subtracts
    // no drift, the reference code does.
    const Verdict article = judge(5, 5, Millis(200), Millis(10000), 0.01);
    m_article->setText(tr("The course article's example: a 10 000 ms TTL and 200 ms elapsed leave "
                          "%1 ms, as it subtracts no drift. The reference code also subtracts the "
                          "drift allowance (1 % of the TTL + 2 ms = %2 ms), which leaves %3 ms.")
                           .arg(Readouts::ms(Millis(10000) - Millis(200)),
                                Readouts::ms(article.drift), Readouts::ms(article.validity)));
    refresh();
}

void GatesPage::refresh() {
    const auto v = m_state->verdict();
    // Keep the controls in step with the model without echoing their signals back into it.
    const QSignalBlocker b1(m_slider), b2(m_ttlSpin), b3(m_driftSpin);
    const int maxMs = sliderMaxFor(v.ttl);
    m_slider->setRange(0, maxMs);
    m_slider->setValue(static_cast<int>(std::min<long long>(maxMs, v.elapsed.count() / 1000)));
    m_track->setRangeMs(maxMs);
    m_ttlSpin->setValue(static_cast<int>(v.ttl.count()));
    m_driftSpin->setValue(m_state->driftFactor());

    m_sliderLabel->setText(tr("Elapsed, T2 − T1: %1 ms").arg(Readouts::ms(v.elapsed)));
    m_voteGate->setState(v.voteGate, Readouts::gateState(v.voteGate), Readouts::voteGateDetail(v));
    m_timeGate->setState(v.timeGate, Readouts::gateState(v.timeGate), Readouts::timeGateDetail(v));

    m_shared->setText(tr("The votes are the masters of page 1 (%1 of %2 OK): this page shares "
                         "them. Its elapsed time, TTL and drift are its own.")
                          .arg(v.votes)
                          .arg(v.n));
    showSharedNote();
    m_headline->setText(Readouts::headline(v));
    m_headline->setStyleSheet(
        QStringLiteral("color: %1;").arg((v.held ? Theme::ok() : Theme::down()).name()));
    m_elapsedLine->setText(Readouts::elapsedVsTtl(v));
    m_driftLine->setText(Readouts::drift(v, m_state->driftFactor()));
    m_validityLine->setText(Readouts::validity(v));
    m_reason->setText(Readouts::reason(v));
    m_setupDrawer->refreshSummary();
    arrangeTitleRow(); // the elapsed label's width changes with its number
}

void GatesPage::showSharedNote() {
    // Compact, the note on the shared masters lives in the gate cards' tooltip.
    const bool compact = m_setupDrawer->isCompact();
    m_shared->setVisible(!compact);
    for (GateCard* gate : {m_voteGate, m_timeGate}) {
        gate->setToolTip(compact ? m_shared->text() : QString());
    }
}

void GatesPage::arrangeTitleRow() {
    if (!m_titleRow) {
        return; // still being constructed
    }
    // The elapsed label and the TTL/drift controls share a row while they fit side by side;
    // at presenter size (or in a narrow window) the controls drop below the label instead of
    // squeezing it to one word per line.
    const int available = m_sliderLabel->parentWidget()->contentsRect().width() - 40;
    const QFontMetrics fm(m_sliderLabel->font());
    const int needed = fm.horizontalAdvance(m_sliderLabel->text()) + m_titleRow->spacing() +
                       m_setupDrawer->sizeHint().width();
    const auto direction = needed > available ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (m_titleRow->direction() != direction) {
        m_titleRow->setDirection(direction);
    }
}

void GatesPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrangeTitleRow();
}

void GatesPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        refresh(); // headline and gate colours come from Theme, which a theme switch changes
        arrangeTitleRow();
    }
    QWidget::changeEvent(event);
}

bool GatesPage::canShowRun(const guide::RunSpec& run) const {
    return run.kind == guide::RunKind::Vote && m_state->canSetVote(run.n);
}

void GatesPage::showRun(const guide::RunSpec& run) {
    if (!canShowRun(run)) {
        return;
    }
    m_state->setVote(run.n, run.down);
    m_state->setTtl(run.ttlMs);
    m_state->setElapsed(Micros(run.elapsedUs));
    // reveal() judges with the default drift: a factor the student changed would make the
    // page's verdict differ from the explanation's.
    m_state->setDriftFactor(kDefaultDriftFactor);
}

} // namespace redlock::ui
