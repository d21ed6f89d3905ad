#include "ui/pages/overlap/overlap_sketch.h"

#include "core/lock/quorum.h"
#include "ui/model/lab_state.h"
#include "ui/widgets/theme.h"

#include <QPainter>

#include <algorithm>

namespace redlock::ui {

OverlapSketch::OverlapSketch(LabState* state, QWidget* parent) : QWidget(parent), m_state(state) {
    setObjectName(QStringLiteral("overlapSketch"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_state, &LabState::changed, this, qOverload<>(&QWidget::update));
}

QSize OverlapSketch::sizeHint() const {
    return {360, fontMetrics().height() * 4};
}

QSize OverlapSketch::minimumSizeHint() const {
    return {200, sizeHint().height()};
}

// A takes the lowest-numbered majority, B the highest: the two sets as far apart as they can
// be, so whatever they still share is the guaranteed minimum overlap 2m − N.
std::vector<int> OverlapSketch::setA() const {
    std::vector<int> a(static_cast<size_t>(quorumOf(m_state->masterCount())));
    for (size_t i = 0; i < a.size(); ++i) {
        a[i] = static_cast<int>(i);
    }
    return a;
}

std::vector<int> OverlapSketch::setB() const {
    const int n = m_state->masterCount();
    std::vector<int> b;
    for (int i = n - quorumOf(n); i < n; ++i) {
        b.push_back(i);
    }
    return b;
}

std::vector<int> OverlapSketch::shared() const {
    return sharedMasters(setA(), setB());
}

void OverlapSketch::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int n = m_state->masterCount();
    const auto a = setA();
    const auto b = setB();
    const auto both = shared();
    const auto contains = [](const std::vector<int>& s, int i) {
        return std::find(s.begin(), s.end(), i) != s.end();
    };

    const int h = height();
    const double cell = static_cast<double>(width()) / n;
    const double r = std::min(cell * 0.32, h * 0.22);
    const double cy = h / 2.0;
    // Each majority is a rounded band behind its masters: A above the centre line, B below.
    const auto band = [&](const std::vector<int>& s, double dy, const QColor& c) {
        const double left = s.front() * cell + cell * 0.08;
        const double right = (s.back() + 1) * cell - cell * 0.08;
        QColor fill = c;
        fill.setAlpha(60);
        p.setPen(QPen(c, 2));
        p.setBrush(fill);
        p.drawRoundedRect(QRectF(left, cy - r - 6 + dy, right - left, 2 * r + 12), r, r);
    };
    band(a, -h * 0.12, Theme::accent());
    band(b, h * 0.12, Theme::warn());

    QFont f = font();
    f.setBold(true);
    p.setFont(f);
    for (int i = 0; i < n; ++i) {
        const QPointF c((i + 0.5) * cell, cy);
        const bool isShared = contains(both, i);
        p.setPen(QPen(isShared ? Theme::down() : Theme::border(), isShared ? 4 : 2));
        p.setBrush(Theme::card());
        p.drawEllipse(c, r, r);
        p.setPen(Theme::ink());
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                   QString::number(i + 1));
    }
}

} // namespace redlock::ui
