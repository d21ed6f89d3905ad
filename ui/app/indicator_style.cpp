#include "ui/app/indicator_style.h"

#include "ui/widgets/theme.h"

#include <QApplication>

#include <cmath>

namespace redlock::ui {

int IndicatorStyle::pixelMetric(PixelMetric metric, const QStyleOption* option,
                                const QWidget* widget) const {
    const int base = QProxyStyle::pixelMetric(metric, option, widget);
    switch (metric) {
    case PM_IndicatorWidth:
    case PM_IndicatorHeight:
    case PM_ExclusiveIndicatorWidth:
    case PM_ExclusiveIndicatorHeight:
        return static_cast<int>(std::lround(base * Theme::textScale() / Theme::kNormalScale));
    default:
        return base;
    }
}

void IndicatorStyle::install() {
    if (!qobject_cast<IndicatorStyle*>(QApplication::style())) {
        QApplication::setStyle(new IndicatorStyle(QApplication::style()->name()));
    }
}

} // namespace redlock::ui
