#include "ui/pages/overlap/majority_picker.h"

#include "ui/widgets/language_change.h"
#include "ui/widgets/theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace redlock::ui {

MajorityPicker::MajorityPicker(QWidget* parent)
    : QWidget(parent), m_aLabel(new QLabel(this)), m_bLabel(new QLabel(this)) {
    onLanguageChange(this, [this] { refresh(); });
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(4);
    grid->addWidget(m_aLabel, 0, 0);
    grid->addWidget(m_bLabel, 1, 0);
    for (int i = 0; i < kMaxMasters; ++i) {
        for (Side side : {Side::A, Side::B}) {
            auto* b = new QPushButton(this);
            b->setCheckable(true);
            b->setObjectName(
                QStringLiteral("pick%1%2").arg(side == Side::A ? 'A' : 'B').arg(i + 1));
            b->setMinimumWidth(52);
            connect(b, &QPushButton::toggled, this, [this] {
                refresh();
                emit changed();
            });
            grid->addWidget(b, side == Side::A ? 0 : 1, i + 1);
            (side == Side::A ? m_a : m_b).append(b);
        }
        auto* mark = new QLabel(this);
        mark->setAlignment(Qt::AlignCenter);
        grid->addWidget(mark, 2, i + 1);
        m_marks.append(mark);
    }
    grid->setColumnStretch(kMaxMasters + 1, 1);
    refresh();
}

void MajorityPicker::setMasterCount(int n) {
    if (n < kMinMasters || n > kMaxMasters || n == m_n) {
        return;
    }
    m_n = n;
    refresh();
    emit changed();
}

void MajorityPicker::setPicked(Side side, int index, bool on) {
    if (QPushButton* b = button(side, index); b && index < m_n) {
        b->setChecked(on); // toggled() refreshes and emits changed()
    }
}

QPushButton* MajorityPicker::button(Side side, int index) const {
    return (side == Side::A ? m_a : m_b).value(index);
}

bool MajorityPicker::isPicked(Side side, int index) const {
    const QPushButton* b = button(side, index);
    return b && index < m_n && b->isChecked();
}

std::vector<int> MajorityPicker::picked(Side side) const {
    std::vector<int> out;
    for (int i = 0; i < m_n; ++i) {
        if (isPicked(side, i)) {
            out.push_back(i);
        }
    }
    return out;
}

std::vector<int> MajorityPicker::shared() const {
    return sharedMasters(picked(Side::A), picked(Side::B));
}

bool MajorityPicker::isMarkedShared(int index) const {
    return index >= 0 && index < m_marks.size() && m_marks[index]->property("shared").toBool();
}

void MajorityPicker::refresh() {
    m_aLabel->setText(tr("Client A"));
    m_bLabel->setText(tr("Client B"));
    std::vector<bool> isShared(kMaxMasters, false);
    for (int i : shared()) {
        isShared[static_cast<size_t>(i)] = true;
    }
    const QString on = QStringLiteral("QPushButton { font-weight: 600; background: %1; color: "
                                      "white; border: 3px solid %2; border-radius: 8px; "
                                      "padding: 6px; }");
    const QString off =
        QStringLiteral("QPushButton { background: %1; color: %2; border: 1px "
                       "solid %3; border-radius: 8px; padding: 6px; }")
            .arg(Theme::card().name(), Theme::muted().name(), Theme::border().name());
    for (int i = 0; i < kMaxMasters; ++i) {
        const bool visible = i < m_n;
        const bool both = isShared[static_cast<size_t>(i)];
        // A shared master gets an amber frame in both rows, so the overlap jumps out.
        const QString frame = both ? Theme::warn().name() : QStringLiteral("transparent");
        for (QPushButton* b : {m_a[i], m_b[i]}) {
            b->setVisible(visible);
            b->setText(tr("M%1").arg(i + 1));
            b->setToolTip(b == m_a[i] ? tr("Put M%1 in client A's set or take it out").arg(i + 1)
                                      : tr("Put M%1 in client B's set or take it out").arg(i + 1));
            const QColor fill = b == m_a[i] ? Theme::accent() : Theme::ok();
            b->setStyleSheet(b->isChecked() ? on.arg(fill.name(), frame) : off);
        }
        m_marks[i]->setVisible(visible && both); // no empty placeholders under unshared masters
        m_marks[i]->setProperty("shared", both && visible);
        m_marks[i]->setText(both ? tr("▲ shared") : QString());
        m_marks[i]->setStyleSheet(
            QStringLiteral("color: %1; font-weight: 700;").arg(Theme::warn().name()));
    }
}

} // namespace redlock::ui
