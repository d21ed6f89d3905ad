#pragma once
// Qt Charts paints with fonts and colours of its own, which neither the style sheet nor the
// palette reaches. One place gives every chart of the app the painted views' text size
// (Theme::paintFont, so presenter mode enlarges axes and legends like everything else) and the
// theme's colours (dark included), and says where the chart's text goes for the layout test.

#include "ui/widgets/painted_text.h"

#include <QList>

class QChart;

namespace redlock::ui {

// Fonts and colours from Theme for the chart, its axes and its legend.
void styleChart(QChart* chart);

// Where the axis labels and titles and the legend need room, in the chart's coordinates: the
// band under and left of the plot area (the labels at their font's size) and the legend box.
QList<PaintedText> chartTexts(const QChart* chart);

} // namespace redlock::ui
