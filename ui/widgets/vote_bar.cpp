#include "ui/widgets/vote_bar.h"

#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/widgets/theme.h"

#include <QPainter>
#include <QPainterPath>

namespace redlock::ui {

namespace {
constexpr int kGap = 8;
constexpr int kSide = 0; // the line label is clamped inside the widget instead
} // namespace

VoteBar::VoteBar(LabState* state, QWidget* parent) : QWidget(parent), m_state(state) {
    setObjectName(QStringLiteral("voteBar"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_state, &LabState::changed, this, qOverload<>(&QWidget::update));
}

QFont VoteBar::labelFont() const {
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    return f;
}

QSize VoteBar::sizeHint() const {
    const int label = QFontMetrics(labelFont()).height();
    return {600, label + 14 + label * 5 / 2 + 10};
}

QSize VoteBar::minimumSizeHint() const {
    return {320, sizeHint().height()};
}

QRect VoteBar::barRect() const {
    const int label = QFontMetrics(labelFont()).height();
    const int top = label + 14;
    return {kSide, top, width() - 2 * kSide, label * 5 / 2};
}

int VoteBar::majorityLineX() const {
    const QRect bar = barRect();
    const int n = m_state->masterCount();
    const double cell = static_cast<double>(bar.width() + kGap) / n;
    return bar.left() + static_cast<int>(cell * m_state->quorum()) - kGap / 2;
}

QString VoteBar::slotText(int i) const {
    const auto answers = m_state->masterSlots();
    if (i < 0 || i >= static_cast<int>(answers.size())) {
        return {};
    }
    return tr("M%1 %2").arg(i + 1).arg(Readouts::slotWord(answers[static_cast<std::size_t>(i)]));
}

void VoteBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const auto v = m_state->liveVerdict().value_or(m_state->verdict());
    const auto answers = m_state->masterSlots();
    const QRect bar = barRect();
    const double cell = static_cast<double>(bar.width() + kGap) / v.n;

    p.setFont(labelFont());
    for (int i = 0; i < v.n && i < static_cast<int>(answers.size()); ++i) {
        const MasterSlot s = answers[static_cast<std::size_t>(i)];
        const QRectF r(bar.left() + i * cell, bar.top(), cell - kGap, bar.height());
        QPainterPath path;
        path.addRoundedRect(r, 8, 8);
        // Solid green: a vote. Soft green: an OK read after the verdict. Red: down or a no.
        // Dashed: no answer. The word under the name says it too: colour is never alone.
        QColor fill = Theme::card(), edge = Theme::border(), ink = Theme::muted();
        bool dashed = false;
        switch (s) {
        case MasterSlot::Ok:
            fill = edge = Theme::ok();
            ink = Theme::card();
            break;
        case MasterSlot::LateOk:
            fill = Theme::okSoft();
            edge = ink = Theme::ok();
            dashed = true;
            break;
        case MasterSlot::Down:
        case MasterSlot::Refused:
        case MasterSlot::LateRefused:
            fill = Theme::downSoft();
            edge = ink = Theme::down();
            break;
        case MasterSlot::Miss:
        case MasterSlot::LateMiss:
            edge = ink = Theme::down();
            dashed = true;
            break;
        case MasterSlot::NotAwaited:
        case MasterSlot::NotAsked:
            dashed = true;
            break;
        }
        p.fillPath(path, fill);
        p.setPen(QPen(edge, 2, dashed ? Qt::DashLine : Qt::SolidLine));
        p.drawPath(path);
        p.setPen(ink);
        // Name over state word; in a narrow bar (the recap miniature, nine masters at presenter
        // size) only the number is left, and the fill still tells the state.
        const QString word = Readouts::slotWord(s);
        QString text = tr("M%1").arg(i + 1) + QLatin1Char('\n') + word;
        const QFontMetrics fm = p.fontMetrics();
        if (fm.horizontalAdvance(word) > r.width() - 8 ||
            fm.horizontalAdvance(tr("M%1").arg(i + 1)) > r.width() - 8) {
            text = QString::number(i + 1);
        }
        p.drawText(r, Qt::AlignCenter, text);
    }

    // The majority line stands a little above the bar so its label never sits on a slot.
    const int x = majorityLineX();
    const QColor lineColour = v.voteGate ? Theme::ok() : Theme::down();
    p.setPen(QPen(lineColour, 4, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(x, bar.top() - 8, x, bar.bottom() + 8);

    const QString label = Readouts::majorityLine(v);
    const QFontMetrics fm(labelFont());
    const int w = fm.horizontalAdvance(label);
    const int left = std::clamp(x - w / 2, 0, std::max(0, width() - w));
    p.setPen(lineColour);
    p.drawText(QRect(left, 0, w, fm.height()), Qt::AlignCenter, label);
}

} // namespace redlock::ui
