#pragma once
// The application's style: the platform's own, with the tick boxes and radio circles grown
// with the text (Theme::textScale). At presenter size the stock 13 px circle beside 20 pt text
// is hard to see from the back of a room and hard to hit; everything else is the base style's.

#include <QProxyStyle>

namespace redlock::ui {

class IndicatorStyle : public QProxyStyle {
    Q_OBJECT
public:
    using QProxyStyle::QProxyStyle;
    int pixelMetric(PixelMetric metric, const QStyleOption* option = nullptr,
                    const QWidget* widget = nullptr) const override;

    // Makes the application's style an IndicatorStyle over the current one (once).
    static void install();
};

} // namespace redlock::ui
