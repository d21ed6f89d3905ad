#include "ui/widgets/chart_style.h"

#include "ui/widgets/theme.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>

namespace redlock::ui {

namespace {
constexpr double kLabels = 0.85; // axis tick labels and the legend, relative to body text
}

void styleChart(QChart* chart) {
    chart->setBackgroundBrush(Theme::card());
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    const QFont labels = Theme::paintFont(kLabels), title = Theme::paintFont(1.0);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(labels);
        axis->setTitleFont(title);
        axis->setLabelsColor(Theme::ink());
        axis->setTitleBrush(Theme::ink());
        axis->setLinePenColor(Theme::muted());
        axis->setGridLineColor(Theme::border());
        axis->setMinorGridLineColor(Theme::border());
    }
    chart->legend()->setFont(labels);
    chart->legend()->setLabelColor(Theme::ink());
}

QList<PaintedText> chartTexts(const QChart* chart) {
    QList<PaintedText> out;
    const QRectF all = chart->rect(), plot = chart->plotArea();
    for (QAbstractAxis* axis : chart->axes()) {
        const QFontMetricsF labels(axis->labelsFont()), title(axis->titleFont());
        const double titleH = axis->titleText().isEmpty() ? 0.0 : title.height();
        if (axis->orientation() == Qt::Horizontal) {
            const QRectF need(plot.left(), plot.bottom(), plot.width(),
                              labels.height() + titleH + 4);
            out.append({axis->titleText(), all, need, axis->labelsFont().pointSizeF()});
        } else {
            // The widest tick label: its format applied to the ends of the range is enough.
            double widest = labels.horizontalAdvance(QStringLiteral("0.0"));
            if (const auto* v = qobject_cast<const QValueAxis*>(axis)) {
                for (double x : {v->min(), v->max()}) {
                    widest = std::max(widest, labels.horizontalAdvance(QString::asprintf(
                                                  v->labelFormat().toLatin1(), x)));
                }
            } else if (const auto* l = qobject_cast<const QLogValueAxis*>(axis)) {
                for (double x : {l->min(), l->max()}) {
                    widest = std::max(widest, labels.horizontalAdvance(QString::asprintf(
                                                  l->labelFormat().toLatin1(), x)));
                }
            }
            const double w = widest + titleH + 4;
            out.append({axis->titleText(), all,
                        QRectF(plot.left() - w, plot.top(), w, plot.height()),
                        axis->labelsFont().pointSizeF()});
        }
    }
    if (chart->legend()->isVisible()) {
        out.append({QStringLiteral("legend"), all, chart->legend()->geometry(),
                    chart->legend()->font().pointSizeF()});
    }
    return out;
}

} // namespace redlock::ui
