#pragma once
// What a painted view drew as text, and where, so a layout test can tell "cut off" or "on top of
// each other" in pictures as it does for labels. A view draws its text through a PaintedTextLog
// (same calls as QPainter::drawText) and exposes it through PaintedTextSource.

#include <QList>
#include <QRectF>
#include <QString>

class QFont;
class QPainter;

namespace redlock::ui {

struct PaintedText {
    QString text;
    QRectF box;    // the room the view gave the text (= needed for a baseline draw: the widget's)
    QRectF needed; // where the glyphs go at their full size, in widget coordinates
    double pt = 0; // the font's point size
};

class PaintedTextLog {
public:
    void clear() { m_items.clear(); }
    // Like QPainter::drawText(box, flags, text): draws, then records the room and the need.
    void draw(QPainter& p, const QRectF& box, int flags, const QString& text);
    // Like QPainter::drawText(baseline, text).
    void draw(QPainter& p, QPointF baseline, const QString& text);
    void add(const QString& text, const QRectF& box, const QRectF& needed, double pt) {
        m_items.append({text, box, needed, pt});
    }
    const QList<PaintedText>& items() const { return m_items; }

private:
    QList<PaintedText> m_items;
};

// The height of a line of `sample` in `font`, fallback glyphs included: CJK text is drawn in a
// fallback font that reaches higher and lower than the Latin font's own height.
double textLineHeight(const QFont& font, const QString& sample);

// Implemented by every widget that paints its own text (listed by the layout test).
class PaintedTextSource {
public:
    virtual ~PaintedTextSource() = default;
    // The text of the last paint, in the widget's coordinates.
    virtual QList<PaintedText> paintedTexts() const = 0;
};

} // namespace redlock::ui
