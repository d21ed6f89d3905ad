#include "ui/widgets/setup_drawer.h"

#include "ui/widgets/language_change.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace redlock::ui {

SetupDrawer::SetupDrawer(QWidget* body, std::function<QString()> summary, QWidget* parent)
    : QWidget(parent), m_body(body), m_row(new QWidget(this)), m_toggle(new QToolButton(m_row)),
      m_summary(new QLabel(m_row)), m_summaryText(std::move(summary)) {
    setObjectName(QStringLiteral("setupDrawer"));
    m_body->setParent(this);
    m_toggle->setObjectName(QStringLiteral("setupToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setFocusPolicy(Qt::NoFocus); // the page keeps its keys
    m_summary->setObjectName(QStringLiteral("setupSummary"));
    m_summary->setProperty("role", QStringLiteral("muted"));
    m_summary->setWordWrap(true);
    auto* row = new QHBoxLayout(m_row);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(12);
    row->addWidget(m_toggle, 0, Qt::AlignTop);
    row->addWidget(m_summary, 1);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(6);
    v->addWidget(m_row);
    v->addWidget(m_body);
    connect(m_toggle, &QToolButton::toggled, this, [this](bool open) { setFolded(!open); });
    onLanguageChange(this, [this] { retranslate(); });
    retranslate();
    apply();
}

void SetupDrawer::setCompact(bool compact) {
    if (compact == m_compact) {
        return;
    }
    const bool wasFolded = isFolded();
    m_compact = compact;
    if (compact || !isFoldable()) {
        m_folded = true; // each time the page turns compact, the controls start folded
    }
    apply();
    emit compactChanged(compact);
    if (isFolded() != wasFolded) {
        emit foldedChanged(isFolded());
    }
}

void SetupDrawer::setFoldsWhenShort(bool on) {
    setFoldable(on, m_shortWindow);
}

void SetupDrawer::setShortWindow(bool shortWindow) {
    setFoldable(m_foldsWhenShort, shortWindow);
}

void SetupDrawer::setFoldable(bool foldsWhenShort, bool shortWindow) {
    const bool wasFolded = isFolded(), wasFoldable = isFoldable();
    m_foldsWhenShort = foldsWhenShort;
    m_shortWindow = shortWindow;
    if (isFoldable() && !wasFoldable) {
        m_folded = true; // turning foldable, the controls start folded, as when turning compact
    }
    settle(wasFolded);
}

void SetupDrawer::settle(bool wasFolded) {
    apply();
    if (isFolded() != wasFolded) {
        emit foldedChanged(isFolded());
    }
}

bool SetupDrawer::isFolded() const {
    return canFold() && m_folded;
}

void SetupDrawer::setFolded(bool folded) {
    if (folded == m_folded) {
        return;
    }
    const bool wasFolded = isFolded();
    m_folded = folded;
    settle(wasFolded);
}

void SetupDrawer::refreshSummary() {
    if (isFolded()) {
        m_summary->setText(m_summaryText());
    }
}

void SetupDrawer::addToRow(QWidget* widget) {
    static_cast<QHBoxLayout*>(m_row->layout())->addWidget(widget, 0, Qt::AlignTop);
}

void SetupDrawer::apply() {
    m_row->setVisible(canFold());
    m_body->setVisible(!isFolded());
    m_summary->setVisible(isFolded());
    const QSignalBlocker block(m_toggle);
    m_toggle->setChecked(!isFolded());
    m_toggle->setArrowType(isFolded() ? Qt::RightArrow : Qt::DownArrow);
    refreshSummary();
}

void SetupDrawer::retranslate() {
    m_toggle->setText(tr("Set-up"));
    m_toggle->setAccessibleName(m_toggle->text());
    m_toggle->setToolTip(tr("Show or hide this page's settings; folded, the line beside says "
                            "what they are set to."));
    refreshSummary();
}

} // namespace redlock::ui
