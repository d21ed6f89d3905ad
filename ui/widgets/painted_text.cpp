#include "ui/widgets/painted_text.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace redlock::ui {

double textLineHeight(const QFont& font, const QString& sample) {
    const QFontMetricsF fm(font);
    return std::max(fm.height(), fm.boundingRect(sample).height());
}

void PaintedTextLog::draw(QPainter& p, const QRectF& box, int flags, const QString& text) {
    // The bounding rect is computed without clipping, so text wider than its box shows up here
    // even though the painter cuts it off on screen.
    const QRectF needed = p.boundingRect(box, flags & ~Qt::TextDontClip, text);
    p.drawText(box, flags, text);
    add(text, p.transform().mapRect(box), p.transform().mapRect(needed), p.font().pointSizeF());
}

void PaintedTextLog::draw(QPainter& p, QPointF baseline, const QString& text) {
    const QFontMetricsF fm(p.font());
    const QRectF needed(baseline.x(), baseline.y() - fm.ascent(), fm.horizontalAdvance(text),
                        fm.ascent() + fm.descent());
    p.drawText(baseline, text);
    const QRectF at = p.transform().mapRect(needed);
    add(text, at, at, p.font().pointSizeF());
}

} // namespace redlock::ui
