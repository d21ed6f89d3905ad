#include "ui/app/export/handout_document.h"

#include "ui/widgets/theme.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QPaintEngine>
#include <QPainter>
#include <QPdfWriter>
#include <QPicture>
#include <QScreen>
#include <QTextItem>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace redlock::ui {

namespace {

// The handout's type sizes, in points. The smallest is HandoutDocument::kMinTextPt.
constexpr double kTitlePt = 18;
constexpr double kHeadingPt = 12.5;
constexpr double kBodyPt = 10;
constexpr double kCaptionPt = 9;
constexpr double kFooterPt = HandoutDocument::kMinTextPt;
// A diagram is drawn so that its smallest text prints at this size when it fits (a little over
// the floor); only a diagram too tall for a sheet goes down to the floor itself.
constexpr double kDiagramTextPt = 8.5;
constexpr double kMarginMm = 15;
constexpr double kAnswerLines = 3;
constexpr double kRuleGapPt = 22;   // between ruled answer lines: room for handwriting
constexpr double kNotesMinPt = 150; // the notes box on a sheet of its own when less is left

const QColor kInk(0x1D, 0x24, 0x33);
const QColor kMuted(0x5A, 0x65, 0x7A);
const QColor kRule(0xB8, 0xC0, 0xCC);

// Records the smallest text a view paints (in points at the scale it is painted at), so the
// handout knows how far the view can be scaled before its text drops under 8 pt. Nothing is
// drawn: every other primitive is ignored.
class TextProbeEngine : public QPaintEngine {
public:
    TextProbeEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState& changed) override {
        if (changed.state() & QPaintEngine::DirtyTransform) {
            m_scale = std::sqrt(std::abs(changed.transform().determinant()));
        }
    }
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    void drawPath(const QPainterPath&) override {}
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawTextItem(const QPointF&, const QTextItem& item) override {
        if (item.text().trimmed().isEmpty()) {
            return;
        }
        const QFont f = item.font();
        const double pt = f.pointSizeF() > 0 ? f.pointSizeF() : f.pixelSize() * 72.0 / m_dpi;
        smallest = std::min(smallest, pt * m_scale);
    }
    Type type() const override { return QPaintEngine::User; }

    void setDpi(int dpi) { m_dpi = dpi; }
    double smallest = 1e9;

private:
    double m_scale = 1;
    int m_dpi = 96;
};

class TextProbe : public QPaintDevice {
public:
    TextProbe(QSize size, int dpi) : m_size(size), m_dpi(dpi) { m_engine.setDpi(dpi); }
    QPaintEngine* paintEngine() const override { return &m_engine; }
    double smallest() const { return m_engine.smallest; }

protected:
    int metric(PaintDeviceMetric metric) const override {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return qRound(m_size.width() * 25.4 / m_dpi);
        case PdmHeightMM:
            return qRound(m_size.height() * 25.4 / m_dpi);
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return m_dpi;
        case PdmDepth:
            return 32;
        case PdmNumColors:
            return INT_MAX;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    QSize m_size;
    int m_dpi;
    mutable TextProbeEngine m_engine;
};

// While a handout is painted, the views draw in the light theme (ink on white paper), and come
// back to the window's theme afterwards.
class LightTheme {
public:
    LightTheme() : m_mode(Theme::mode()) { Theme::setMode(Theme::Mode::Light); }
    ~LightTheme() { Theme::setMode(m_mode); }
    LightTheme(const LightTheme&) = delete;
    LightTheme& operator=(const LightTheme&) = delete;

private:
    Theme::Mode m_mode;
};

// The view at a given size, marked as printing (HandoutSource::printing), for as long as it is
// printed; its own size again afterwards.
class ResizedFor {
public:
    ResizedFor(QWidget* view, QSize size) : m_view(view), m_old(view->size()) {
        view->resize(size);
        HandoutSource::setPrinting(view, true);
    }
    ~ResizedFor() {
        HandoutSource::setPrinting(m_view, false);
        m_view->resize(m_old);
    }
    ResizedFor(const ResizedFor&) = delete;
    ResizedFor& operator=(const ResizedFor&) = delete;

private:
    QWidget* m_view;
    QSize m_old;
};

// Lays the handout out sheet by sheet and paints it. Device units are the PDF writer's dots;
// `dpi` is the screen's, so a view's point-sized fonts resolve to the same pixels on paper as
// on screen and only the painter's scale decides their printed size.
class Writer {
public:
    Writer(QPainter& p, QPdfWriter& pdf, int dpi, const QLocale& locale,
           HandoutDocument::Layout& layout)
        : m_p(p), m_pdf(pdf), m_dpi(dpi), m_chinese(locale.language() == QLocale::Chinese),
          m_layout(layout) {
        const QRectF full = pdf.pageLayout().fullRectPoints();
        const QRectF inner = pdf.pageLayout().paintRectPoints();
        m_layout.sheet = full.size();
        m_layout.printable = inner;
        m_width = u(inner.width());
        m_height = u(inner.height() - footerRoomPt());
        m_layout.sheets = 1;
    }

    double u(double points) const { return points * m_dpi / 72.0; }
    double pt(double units) const { return units * 72.0 / m_dpi; }

    QFont font(double points, bool bold = false) const {
        QFont f = QGuiApplication::font();
        // Glyphs as the font maps them, without contextual forms: Noto CJK's shaped digits
        // have no way back to their characters, and the PDF's text would lose them.
        f.setStyleStrategy(QFont::PreferNoShaping);
        if (m_chinese) {
            // Simplified Chinese glyph shapes: left to fontconfig, the first CJK face (often
            // the Japanese one) would draw the Chinese text.
            f.setFamilies({f.family(), QStringLiteral("Noto Sans CJK SC")});
        }
        f.setPointSizeF(points);
        f.setBold(bold);
        return f;
    }

    static double footerRoomPt() { return kFooterPt * 2.5; }
    double roomLeft() const { return m_height - m_y; }
    double fullRoom() const { return m_height; }

    // Starts a new sheet when `height` does not fit under what is on this one.
    void keep(double height) {
        if (m_y > 0 && height > roomLeft()) {
            newSheet();
        }
    }
    void newSheet() {
        footer();
        m_pdf.newPage();
        ++m_layout.sheets;
        m_y = 0;
    }
    void finish() { footer(); }
    void skip(double points) { m_y += u(points); }

    double textHeight(const QString& text, const QFont& f, double width) const {
        const QFontMetricsF fm(f, &m_pdf);
        return fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
    }

    // A paragraph, whole on one sheet; `keepWith` more must fit under it (a heading's first
    // line).
    QRectF paragraph(HandoutDocument::Part part, const QString& text, double points, bool bold,
                     const QColor& colour, double indentPt = 0, double keepWith = 0) {
        const QFont f = font(points, bold);
        const double width = m_width - u(indentPt);
        const double h = textHeight(text, f, width);
        keep(h + keepWith);
        const QRectF box(u(indentPt), m_y, width, h);
        m_p.setFont(f);
        m_p.setPen(colour);
        m_p.drawText(box, Qt::TextWordWrap, text);
        record(part, box, points);
        m_y += h + u(points * 0.35);
        return box;
    }

    void heading(const QString& text, double keepWith) {
        skip(8);
        paragraph(HandoutDocument::Part::Heading, text, kHeadingPt, true, kInk, 0,
                  keepWith + u(kBodyPt * 1.6));
        const double line = m_y - u(kHeadingPt * 0.3);
        m_p.setPen(QPen(kRule, u(0.6)));
        m_p.drawLine(QPointF(0, line), QPointF(m_width, line));
        skip(3);
    }

    // The title block: the title once, then the page's subtitle, then the date and a name field.
    void titleBlock(const Handout& h) {
        paragraph(HandoutDocument::Part::Title, h.title, kTitlePt, true, kInk);
        if (!h.subtitle.isEmpty()) {
            paragraph(HandoutDocument::Part::Subtitle, h.subtitle, 10.5, false, kMuted);
        }
        const QFont f = font(kBodyPt);
        const QString meta = HandoutDocument::tr("Redlock Lab · %1")
                                 .arg(h.locale.toString(h.date, QLocale::LongFormat));
        const QString name = HandoutDocument::tr("Name:");
        const double lineH = textHeight(meta, f, m_width);
        m_p.setFont(f);
        m_p.setPen(kMuted);
        const QRectF metaBox(0, m_y, m_width / 2, lineH);
        m_p.drawText(metaBox, Qt::AlignLeft | Qt::AlignTop, meta);
        const double nameW = QFontMetricsF(f, &m_pdf).horizontalAdvance(name);
        const QRectF nameBox(m_width / 2, m_y, nameW, lineH);
        m_p.drawText(nameBox, Qt::AlignLeft | Qt::AlignTop, name);
        m_p.setPen(QPen(kInk, u(0.6)));
        m_p.drawLine(QPointF(nameBox.right() + u(4), m_y + lineH), QPointF(m_width, m_y + lineH));
        record(HandoutDocument::Part::Subtitle, metaBox.united(nameBox), kBodyPt);
        m_y += lineH + u(4);
    }

    void lines(const QString& title, const QStringList& items) {
        if (items.isEmpty()) {
            return;
        }
        heading(title, 0);
        for (const QString& line : items) {
            // A hanging indent: the bullet on its own, the lines of the item under each other.
            const QRectF box =
                paragraph(HandoutDocument::Part::Text, line, kBodyPt, false, kInk, 16);
            m_p.drawText(QRectF(u(5), box.top(), u(10), box.height()), Qt::AlignLeft | Qt::AlignTop,
                         QStringLiteral("•"));
        }
    }

    void diagram(const HandoutDiagram& d) {
        QWidget* view = d.view;
        if (!view || view->width() <= 0 || view->height() <= 0) {
            return;
        }
        // The smallest text the view paints at its own size, in points.
        double smallest = HandoutDocument::kMinTextPt;
        {
            const ResizedFor same(view, view->size()); // marked as printing, as it will be
            TextProbe probe(view->size(), m_dpi);
            QPainter p(&probe);
            view->render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
            if (probe.smallest() < 1e8) {
                smallest = probe.smallest();
            }
        }
        const QFont captionFont = font(kCaptionPt, true);
        const double captionH =
            d.caption.isEmpty() ? 0 : textHeight(d.caption, captionFont, m_width) + u(3);
        // Never narrower or shorter than the view's layout needs (a card of tables): under it,
        // the layout would push its children past the card's own edge.
        const QSize least =
            view->minimumSize().expandedTo(view->layout() ? view->minimumSizeHint() : QSize());
        // Device units per view pixel, and the view's size at it.
        const auto sizeAt = [&](double scale) {
            const int w =
                std::min(view->maximumWidth(), std::max(least.width(), int(m_width / scale)));
            int h = view->hasHeightForWidth() ? view->heightForWidth(w) : view->height();
            h = std::max(h, least.height());
            return QSize(w, h);
        };
        double scale = kDiagramTextPt / smallest;
        QSize size = sizeAt(scale);
        if (captionH + size.height() * scale > fullRoom()) {
            scale = HandoutDocument::kMinTextPt / smallest;
            size = sizeAt(scale);
        }
        if (size.width() * scale > m_width) { // a view that will not be narrower
            scale = m_width / size.width();
        }
        // Taller than a sheet even at the floor: the top of it, whole, on a sheet of its own.
        size.setHeight(std::min(size.height(), int((fullRoom() - captionH) / scale)));
        const double height = captionH + size.height() * scale;
        keep(height + u(6));
        if (!d.caption.isEmpty()) {
            paragraph(HandoutDocument::Part::Caption, d.caption, kCaptionPt, true, kMuted);
            m_y -= u(kCaptionPt * 0.35);
            m_y += u(3);
        }
        const QRectF box(0, m_y, size.width() * scale, size.height() * scale);
        {
            // The view paints at its own scale, at the origin, into a picture (vector commands),
            // and the picture is played onto the sheet moved and scaled into place. Rendered
            // straight through the sheet's moved and scaled painter, a QGraphicsView (a chart)
            // lost its legend but for the first entry: the words were in the PDF, clipped away.
            const ResizedFor resized(view, size);
            QPicture picture;
            {
                QPainter pp(&picture);
                pp.setRenderHints(m_p.renderHints());
                view->render(&pp, QPoint(), QRegion(QRect(QPoint(), size)), QWidget::DrawChildren);
            }
            m_p.save();
            m_p.translate(box.topLeft());
            m_p.scale(scale, scale);
            m_p.setClipRect(QRectF(QPointF(), QSizeF(size)), Qt::IntersectClip);
            picture.play(&m_p);
            m_p.restore();
        }
        // The view's points resolve at the screen's dpi, the writer's own: `scale` is the print
        // size.
        record(HandoutDocument::Part::Diagram, box, smallest * scale);
        m_y += box.height() + u(10);
    }

    // A question's parts: its prompt, its choices with a box to tick, "Why?" and ruled lines.
    struct QuestionBox {
        double numberW, textW, promptH, boxSide, choiceIndent, whyH, rulesH, total;
        QList<double> choiceH;
    };
    QuestionBox measure(const HandoutQuestion& q) const {
        QuestionBox m{};
        m.numberW = u(18);
        m.textW = m_width - m.numberW;
        m.promptH = textHeight(q.prompt, font(kBodyPt, true), m.textW);
        m.boxSide = u(7);
        m.choiceIndent = m.boxSide + u(6);
        double choicesH = 0;
        for (const QString& c : q.choices) {
            m.choiceH << textHeight(c, font(kBodyPt), m.textW - m.choiceIndent);
            choicesH += m.choiceH.back() + u(3);
        }
        m.whyH = textHeight(whyText(), font(kCaptionPt), m.textW);
        m.rulesH = kAnswerLines * u(kRuleGapPt);
        m.total = m.promptH + u(4) + choicesH + u(3) + m.whyH + m.rulesH + u(8);
        return m;
    }
    static QString whyText() { return HandoutDocument::tr("Why? Explain in your own words:"); }

    void questions(const QList<HandoutQuestion>& list) {
        if (list.isEmpty()) {
            return;
        }
        heading(HandoutDocument::tr("Questions"), measure(list.front()).total);
        for (int i = 0; i < list.size(); ++i) {
            question(i + 1, list[i]);
        }
    }

    void question(int number, const HandoutQuestion& q) {
        const QFont promptFont = font(kBodyPt, true);
        const QFont choiceFont = font(kBodyPt);
        const QuestionBox m = measure(q);
        const double numberW = m.numberW, textW = m.textW, promptH = m.promptH;
        const double boxSide = m.boxSide, choiceIndent = m.choiceIndent;
        const double whyH = m.whyH, rulesH = m.rulesH;
        const QList<double>& choiceH = m.choiceH;
        const QString why = whyText();
        keep(m.total);
        const double top = m_y;
        m_p.setPen(kInk);
        m_p.setFont(promptFont);
        m_p.drawText(QRectF(0, m_y, numberW, promptH), Qt::AlignLeft | Qt::AlignTop,
                     QStringLiteral("%1.").arg(number));
        m_p.drawText(QRectF(numberW, m_y, textW, promptH), Qt::TextWordWrap, q.prompt);
        m_y += promptH + u(4);
        m_p.setFont(choiceFont);
        for (int i = 0; i < q.choices.size(); ++i) {
            const double lineH = QFontMetricsF(choiceFont, &m_pdf).height();
            m_p.setPen(QPen(kInk, u(0.7)));
            m_p.drawRect(QRectF(numberW, m_y + (lineH - boxSide) / 2, boxSide, boxSide));
            m_p.drawText(QRectF(numberW + choiceIndent, m_y, textW - choiceIndent, choiceH[i]),
                         Qt::TextWordWrap, q.choices[i]);
            m_y += choiceH[i] + u(3);
        }
        m_y += u(3);
        m_p.setFont(font(kCaptionPt));
        m_p.setPen(kMuted);
        m_p.drawText(QRectF(numberW, m_y, textW, whyH), Qt::TextWordWrap, why);
        m_y += whyH;
        m_p.setPen(QPen(kRule, u(0.6)));
        for (int i = 1; i <= kAnswerLines; ++i) {
            const double y = m_y + i * u(kRuleGapPt);
            m_p.drawLine(QPointF(numberW, y), QPointF(m_width, y));
        }
        m_y += rulesH + u(8);
        record(HandoutDocument::Part::Question, QRectF(0, top, m_width, m_y - top), kCaptionPt);
    }

    void notes() {
        const QString title = HandoutDocument::tr("Notes");
        const double headH = textHeight(title, font(kHeadingPt, true), m_width) + u(14);
        if (roomLeft() - headH < u(kNotesMinPt)) {
            newSheet();
        }
        heading(title, 0);
        const QRectF box(0, m_y, m_width, std::max(roomLeft() - u(2), u(kNotesMinPt)));
        m_p.setPen(QPen(kMuted, u(0.8)));
        m_p.setBrush(Qt::NoBrush);
        m_p.drawRect(box);
        m_p.setPen(QPen(kRule, u(0.4), Qt::DotLine));
        for (double y = box.top() + u(kRuleGapPt); y < box.bottom() - u(6); y += u(kRuleGapPt)) {
            m_p.drawLine(QPointF(box.left() + u(8), y), QPointF(box.right() - u(8), y));
        }
        record(HandoutDocument::Part::Notes, box, 0);
        m_y = box.bottom();
    }

private:
    void footer() {
        const QFont f = font(kFooterPt);
        const QString text = HandoutDocument::tr("Redlock Lab · sheet %1").arg(m_layout.sheets);
        const double h = textHeight(text, f, m_width);
        const QRectF box(0, m_height + u(footerRoomPt()) - h, m_width, h);
        m_p.setFont(f);
        m_p.setPen(kMuted);
        m_p.drawText(box, Qt::AlignRight | Qt::AlignTop, text);
        record(HandoutDocument::Part::Footer, box, kFooterPt);
    }

    void record(HandoutDocument::Part part, const QRectF& box, double textPt) {
        const QRectF points(m_layout.printable.left() + pt(box.left()),
                            m_layout.printable.top() + pt(box.top()), pt(box.width()),
                            pt(box.height()));
        m_layout.blocks.append({part, m_layout.sheets - 1, points, textPt});
    }

    QPainter& m_p;
    QPdfWriter& m_pdf;
    int m_dpi;
    bool m_chinese;
    HandoutDocument::Layout& m_layout;
    double m_width = 0;
    double m_height = 0;
    double m_y = 0;
};

int screenDpi() {
    const QScreen* screen = QGuiApplication::primaryScreen();
    return screen ? qRound(screen->logicalDotsPerInchY()) : 96;
}

} // namespace

QPageSize HandoutDocument::pageSize(Paper paper) {
    return QPageSize(paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

Paper HandoutDocument::defaultPaper(const QLocale& locale) {
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Philippines:
    case QLocale::Chile:
    case QLocale::Colombia:
        return Paper::Letter;
    default:
        return Paper::A4;
    }
}

QString HandoutDocument::paperName(Paper paper) {
    return paper == Paper::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

std::optional<Paper> HandoutDocument::paperFromName(const QString& name) {
    for (const Paper p : {Paper::A4, Paper::Letter}) {
        if (name.compare(paperName(p), Qt::CaseInsensitive) == 0) {
            return p;
        }
    }
    return std::nullopt;
}

bool HandoutDocument::write(const Handout& handout, const QString& file, Layout* layout) {
    Layout local;
    Layout& out = layout ? *layout : local;
    out = Layout{};
    const int dpi = screenDpi();
    QPdfWriter pdf(file);
    pdf.setPageSize(pageSize(handout.paper));
    pdf.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm),
                       QPageLayout::Millimeter);
    pdf.setResolution(dpi);
    pdf.setTitle(handout.title);
    pdf.setCreator(QStringLiteral("Redlock Lab"));
    QPainter p;
    if (!p.begin(&pdf)) {
        return false;
    }
    p.setRenderHint(QPainter::Antialiasing);
    {
        const LightTheme light;
        Writer w(p, pdf, dpi, handout.locale, out);
        w.titleBlock(handout);
        w.lines(tr("How the page is set up"), handout.setup);
        w.skip(6);
        for (const HandoutDiagram& d : handout.diagrams) {
            w.diagram(d); // each under its own caption
        }
        w.lines(tr("What the run shows"), handout.numbers);
        w.questions(handout.questions);
        w.notes();
        w.finish();
    }
    p.end();
    return QFileInfo(file).size() > 0;
}

} // namespace redlock::ui
