#include "ui/pages/majority/majority_page.h"

#include "core/guide/question.h"

#include "core/lock/quorum.h"
#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/majority/majority_entry.h"
#include "ui/widgets/card.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/master_toggles.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/theme.h"
#include "ui/widgets/vote_bar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace redlock::ui {

MajorityPage::MajorityPage(LabState* state, QWidget* parent)
    : QWidget(parent), m_state(state), m_header(new PageHeader(this)), m_nLabel(new QLabel(this)),
      m_nSpin(new QSpinBox(this)), m_hint(new QLabel(this)),
      m_toggles(new MasterToggles(state, this)), m_bar(new VoteBar(state, this)) {
    onLanguageChange(this, [this] { retranslate(); });
    setObjectName(QStringLiteral("page-majority"));
    setFocusPolicy(Qt::StrongFocus);

    m_nSpin->setObjectName(QStringLiteral("mastersSpin"));
    m_nSpin->setRange(kMinMasters, kMaxMasters);
    m_nSpin->setValue(m_state->masterCount());
    m_nLabel->setBuddy(m_nSpin);
    m_hint->setProperty("role", QStringLiteral("note"));
    m_hint->setWordWrap(true); // wraps instead of widening the page in presenter mode
    connect(m_nSpin, &QSpinBox::valueChanged, this, [this](int n) { m_state->setMasterCount(n); });

    auto* controls = new QHBoxLayout;
    controls->setSpacing(12);
    controls->addWidget(m_nLabel);
    controls->addWidget(m_nSpin);
    controls->addSpacing(16);
    controls->addWidget(m_hint, 1);

    // The live readout: a big verdict word, the vote sentence and the consequence.
    auto* readoutCard = card(this);
    m_headline = new QLabel(readoutCard);
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setProperty("role", QStringLiteral("headline"));
    m_readout = new QLabel(readoutCard);
    m_readout->setObjectName(QStringLiteral("readout"));
    m_readout->setProperty("role", QStringLiteral("readout"));
    m_readout->setWordWrap(true);
    m_reason = new QLabel(readoutCard);
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setProperty("role", QStringLiteral("readout"));
    m_reason->setWordWrap(true);
    auto* readoutLayout = new QVBoxLayout(readoutCard);
    readoutLayout->setContentsMargins(24, 12, 24, 14);
    readoutLayout->setSpacing(8);
    readoutLayout->addWidget(m_headline);
    readoutLayout->addWidget(m_readout);
    readoutLayout->addWidget(m_reason);

    auto* staticCard = card(this);
    m_staticTitle = new QLabel(staticCard);
    m_staticTitle->setProperty("role", QStringLiteral("cardTitle"));
    m_static = new QLabel(staticCard);
    m_static->setObjectName(QStringLiteral("staticVerdicts"));
    m_static->setProperty("role", QStringLiteral("rule"));
    m_static->setWordWrap(true);
    auto* staticLayout = new QVBoxLayout(staticCard);
    staticLayout->setContentsMargins(24, 10, 24, 12);
    staticLayout->setSpacing(4);
    staticLayout->addWidget(m_staticTitle);
    staticLayout->addWidget(m_static);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(36, 22, 36, 18);
    layout->setSpacing(14);
    layout->addWidget(m_header);
    layout->addLayout(controls);
    layout->addWidget(m_toggles);
    layout->addWidget(m_bar);
    layout->addWidget(readoutCard);
    layout->addWidget(staticCard);
    layout->addStretch(1);

    // Tab goes from N to the masters in order, the way the page is read.
    QWidget* previous = m_nSpin;
    for (int i = 0; i < kMaxMasters; ++i) {
        setTabOrder(previous, m_toggles->button(i));
        previous = m_toggles->button(i);
    }

    connect(m_state, &LabState::changed, this, &MajorityPage::refresh);
    retranslate();
}

QString MajorityPage::headlineText() const {
    return m_headline->text();
}
QString MajorityPage::readoutText() const {
    return m_readout->text() + QLatin1Char(' ') + m_reason->text();
}
QString MajorityPage::staticText() const {
    return m_static->text();
}

QStringList MajorityPage::handoutNumbers() const {
    // The round the bar draws: the live acquire's when there is one, else the toggles'.
    const auto v = m_state->liveVerdict().value_or(m_state->verdict());
    QStringList slotTexts;
    for (int i = 0; i < v.n; ++i) {
        slotTexts << m_bar->slotText(i);
    }
    QStringList out = {
        tr("Masters: %1").arg(slotTexts.join(QStringLiteral(", "))),
        tr("OK votes: %1 of %2, majority line %3").arg(v.votes).arg(v.n).arg(v.quorum),
        tr("Verdict: %1").arg(m_headline->text()), m_readout->text(), m_reason->text()};
    return out;
}

QStringList MajorityPage::handoutSetup() const {
    const auto v = m_state->liveVerdict().value_or(m_state->verdict());
    return {HandoutSource::setupLine(m_nLabel, m_nSpin),
            tr("A lock needs OK votes from a majority: %1 of %2 masters.").arg(v.quorum).arg(v.n),
            tr("Masters down before the vote: %1").arg(v.n - v.votes)};
}

QList<HandoutDiagram> MajorityPage::handoutDiagrams() const {
    return {{tr("The vote: one slot per master, the majority line across"), m_bar}};
}

void MajorityPage::addBanner(QWidget* banner) {
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->insertWidget(box->indexOf(m_toggles) + 1, banner);
}

void MajorityPage::retranslate() {
    m_header->setTexts(MajorityEntry().title(), MajorityEntry().subtitle());
    m_nLabel->setText(tr("&Masters (N):"));
    m_hint->setText(tr("Click a master, or press its number key, to flip it between OK and down. "
                       "Page 3 counts these same masters."));
    m_staticTitle->setText(tr("The rule, for N = %1").arg(m_state->masterCount()));
    // Screen readers get names that say what a control changes, not just "spin box".
    setAccessibleName(MajorityEntry().title());
    setAccessibleDescription(tr("Number keys 1 to 9 flip the masters."));
    m_nSpin->setAccessibleName(tr("Number of masters"));
    m_nSpin->setAccessibleDescription(tr("How many independent masters take part, 1 to 9."));
    m_nSpin->setToolTip(m_nSpin->accessibleDescription());
    m_bar->setAccessibleName(tr("Vote bar"));
    m_headline->setAccessibleName(tr("Verdict"));
    m_readout->setAccessibleName(tr("Vote count"));
    m_reason->setAccessibleName(tr("Why"));
    m_static->setAccessibleName(tr("The rule for this N"));
    refresh();
}

void MajorityPage::refresh() {
    // On a live backend the readout is the last real acquire: its votes, its measured time.
    const auto v = m_state->liveVerdict().value_or(m_state->voteVerdict());
    if (m_nSpin->value() != v.n) {
        m_nSpin->setValue(v.n);
    }
    m_nSpin->setEnabled(!m_state->isLiveControl()); // live N is set in the Masters dialog
    const int releasedOn = m_state->liveVerdict() ? m_state->liveReleasedOn() : -1;
    m_headline->setText(Readouts::liveHeadline(v, releasedOn));
    m_headline->setStyleSheet(QStringLiteral("color: %1;")
                                  .arg((releasedOn >= 0 ? Theme::ink()
                                        : v.held        ? Theme::ok()
                                                        : Theme::down())
                                           .name()));
    if (m_state->liveVerdict()) {
        // A real acquire stops counting once the outcome is decided, so N − votes is not the
        // number of masters down: say what each master answered, late answers included, and
        // that the lock was let go once the hold is over.
        m_readout->setText(Readouts::liveVotes(v, m_state->masterSlots()));
        m_reason->setText(Readouts::liveReason(v, m_state->liveReleasedOn()));
    } else {
        m_readout->setText(Readouts::votes(v));
        m_reason->setText(Readouts::reason(v));
    }
    m_staticTitle->setText(tr("The rule, for N = %1").arg(v.n));
    m_static->setText(Readouts::staticVerdicts(v.n));
    QStringList slotTexts;
    for (int i = 0; i < v.n; ++i) {
        slotTexts << m_bar->slotText(i);
    }
    m_bar->setAccessibleDescription(Readouts::voteGateDetail(v) + QStringLiteral(": ") +
                                    slotTexts.join(QStringLiteral(", ")));
}

void MajorityPage::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_9 &&
        (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        const int index = key - Qt::Key_1;
        if (index < m_state->masterCount()) {
            m_state->toggleMaster(index);
            event->accept();
            return;
        }
    }
    QWidget::keyPressEvent(event);
}

void MajorityPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange) {
        refresh(); // the headline colour comes from Theme, which a theme switch changes
    }
    QWidget::changeEvent(event);
}

bool MajorityPage::canShowRun(const guide::RunSpec& run) const {
    return run.kind == guide::RunKind::Vote && m_state->canSetVote(run.n);
}

void MajorityPage::showRun(const guide::RunSpec& run) {
    if (canShowRun(run)) {
        m_state->setVote(run.n, run.down);
    }
}

} // namespace redlock::ui
