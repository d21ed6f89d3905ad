#include "ui/pages/choose/choose_grid.h"

#include "ui/pages/choose/choose_texts.h"
#include "ui/widgets/theme.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace redlock::ui {

namespace {

constexpr double kCellRole = 0.9;  // cell text
constexpr double kLabelRole = 0.9; // header and row labels, bold
QFont cellFont() {
    return Theme::paintFont(kCellRole);
}
QFont labelFont() {
    return Theme::paintFont(kLabelRole, true);
}

constexpr int kFlags = Qt::AlignCenter | Qt::TextWordWrap;

} // namespace

ChooseGrid::ChooseGrid(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("chooseGrid"));
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMouseTracking(true);
}

int ChooseGrid::rows() const {
    return static_cast<int>(sim::chooseDesigns().size());
}
int ChooseGrid::columns() const {
    return static_cast<int>(sim::chooseFaults().size());
}

void ChooseGrid::setCells(const std::vector<sim::ChooseCell>& cells) {
    m_cells = cells;
    if (m_cells.size() != static_cast<std::size_t>(rows() * columns())) {
        m_cells.clear();
    }
    updateGeometry();
    update();
}

void ChooseGrid::setCurrent(int index) {
    if (index < 0 || index >= rows() * columns() || index == m_current) {
        return;
    }
    m_current = index;
    update();
}

void ChooseGrid::setRecommended(const std::string& design) {
    m_recommended = design;
    update();
}

QString ChooseGrid::cellText(int index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= m_cells.size()) {
        return {};
    }
    QStringList lines;
    // On a projector a cell has room for two short lines: the worst outcome only (the run's
    // panel and the tooltip keep the whole story).
    for (const sim::Sentence& s : sim::chooseOutcome(
             m_cells[static_cast<std::size_t>(index)],
             Theme::presenterScaled() ? sim::CellWords::Brief : sim::CellWords::Grid)) {
        lines << ChooseTexts::sentence(s);
    }
    return lines.join(QLatin1Char('\n'));
}

QString ChooseGrid::headerText(int column) const {
    return ChooseTexts::fault(sim::chooseFaults().at(static_cast<std::size_t>(column)).id);
}

QString ChooseGrid::rowText(int row) const {
    return ChooseTexts::design(sim::chooseDesigns().at(static_cast<std::size_t>(row)).id);
}

int ChooseGrid::pad() const {
    // Tighter on a projector: the whole grid has to fit under the header at 1280×800.
    // (2 px: eight rows at the 20 pt floor, two lines where a cell needs them, in Chinese too.)
    return static_cast<int>(Theme::presenterScaled() ? Theme::px(2) : Theme::px(6));
}

int ChooseGrid::textHeight(const QFont& font, const QString& text, int width) const {
    const QFontMetrics fm(font);
    const QRect r = fm.boundingRect(QRect(0, 0, std::max(1, width), 100000), kFlags, text);
    // One line of Chinese is drawn in a fallback font that reaches further than the Latin one.
    return std::max(r.height(), static_cast<int>(std::ceil(textLineHeight(font, text))));
}

namespace {
// A cell as drawn: a number keeps its unit on one line ("7 398 毫秒"), so a line breaks at the
// space before the measure, whatever the language. A count's sign ("×1") is left free: binding
// it broke the Chinese word before it instead ("过期写" / "入 ×1").
QString keepMeasuresWhole(QString text) {
    // A no-break space after the number; word joiners (U+2060) inside the unit that follows,
    // which CJK line breaking would otherwise split ("毫" / "秒").
    static const QRegularExpression numberThenUnit(QStringLiteral("(\\d) (\\S+)"));
    QString out;
    qsizetype from = 0;
    for (auto it = numberThenUnit.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QStringList chars;
        for (const QChar c : m.capturedView(2)) {
            chars << QString(c);
        }
        out += text.mid(from, m.capturedStart(0) - from) + m.captured(1) + QChar(0x00a0) +
               chars.join(QChar(0x2060));
        from = m.capturedEnd(0);
    }
    out += text.mid(from);
    return out;
}
} // namespace

ChooseGrid::Layout ChooseGrid::layoutFor(int width) const {
    Layout l;
    const int p = pad();
    const int cols = columns();
    // The row labels get what their longest label needs on one line, at least a sixth and at
    // most a quarter of the width (then they wrap: at spaces, or between CJK characters, so a
    // Chinese label is only broken when a quarter cannot hold it).
    const QFontMetrics lfm(labelFont());
    int longest = 0;
    for (int r = 0; r < rows(); ++r) {
        longest = std::max(longest, lfm.horizontalAdvance(rowText(r)));
    }
    l.labelWidth = std::clamp(std::max(longest + 2 * p + 1, width / 6), 1, std::max(1, width / 4));
    const int cellW = std::max(1, (width - l.labelWidth) / cols);
    for (int c = 0; c <= cols; ++c) {
        l.x.push_back(l.labelWidth + c * cellW);
    }
    int header = 0;
    for (int c = 0; c < cols; ++c) {
        header = std::max(header, textHeight(labelFont(), headerText(c), cellW - 2 * p));
    }
    int y = 0;
    l.y.push_back(y);
    y += header + 2 * p;
    for (int r = 0; r < rows(); ++r) {
        l.y.push_back(y);
        int h = textHeight(labelFont(), rowText(r), l.labelWidth - 2 * p);
        for (int c = 0; c < cols; ++c) {
            const QString t = keepMeasuresWhole(cellText(r * cols + c));
            h = std::max(
                h, textHeight(cellFont(), t.isEmpty() ? QStringLiteral("…") : t, cellW - 2 * p));
        }
        y += h + 2 * p;
    }
    l.y.push_back(y);
    return l;
}

int ChooseGrid::heightForWidth(int width) const {
    return layoutFor(width).y.back() + 1;
}

QSize ChooseGrid::sizeHint() const {
    const int w = std::max(width(), static_cast<int>(Theme::px(900)));
    return {w, heightForWidth(w)};
}

QSize ChooseGrid::minimumSizeHint() const {
    const int w = static_cast<int>(Theme::px(520));
    return {w, heightForWidth(std::max(w, width()))};
}

QRect ChooseGrid::cellRect(int index) const {
    return cellRect(layoutFor(width()), index);
}

QRect ChooseGrid::cellRect(const Layout& l, int index) const {
    if (index < 0 || index >= rows() * columns()) {
        return {};
    }
    const int r = index / columns(), c = index % columns();
    return QRect(
        QPoint(l.x[static_cast<std::size_t>(c)], l.y[static_cast<std::size_t>(r) + 1]),
        QPoint(l.x[static_cast<std::size_t>(c) + 1] - 1, l.y[static_cast<std::size_t>(r) + 2] - 1));
}

void ChooseGrid::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    m_texts.clear();
    const Layout l = layoutFor(width());
    const int pd = pad();
    const int cols = columns();
    p.setFont(labelFont());
    p.setPen(Theme::ink());
    for (int c = 0; c < cols; ++c) {
        const auto cu = static_cast<std::size_t>(c);
        m_texts.draw(p,
                     QRectF(l.x[cu] + pd, l.y[0] + pd, l.x[cu + 1] - l.x[cu] - 2 * pd,
                            l.y[1] - l.y[0] - 2 * pd),
                     kFlags, headerText(c));
    }
    for (int r = 0; r < rows(); ++r) {
        const auto ru = static_cast<std::size_t>(r) + 1;
        const QRectF row(0, l.y[ru], l.labelWidth, l.y[ru + 1] - l.y[ru]);
        const bool picked = !m_recommended.empty() &&
                            m_recommended == sim::chooseDesigns()[static_cast<std::size_t>(r)].id;
        if (picked) {
            p.setPen(Qt::NoPen);
            p.setBrush(Theme::selection());
            p.drawRoundedRect(QRectF(0, l.y[ru] + 1, l.x.back(), l.y[ru + 1] - l.y[ru] - 2),
                              Theme::px(6), Theme::px(6));
        }
        p.setFont(labelFont());
        p.setPen(Theme::ink());
        m_texts.draw(p, row.adjusted(pd, pd, -pd, -pd),
                     Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, rowText(r));
        for (int c = 0; c < cols; ++c) {
            const int index = r * cols + c;
            const QRectF box = QRectF(cellRect(l, index)).adjusted(2, 2, -2, -2);
            const bool known = static_cast<std::size_t>(index) < m_cells.size();
            const bool safe = known && sim::chooseSafe(m_cells[static_cast<std::size_t>(index)]);
            p.setPen(Qt::NoPen);
            p.setBrush(!known ? Theme::card() : safe ? Theme::okSoft() : Theme::downSoft());
            p.drawRoundedRect(box, Theme::px(4), Theme::px(4));
            if (index == m_current) {
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(hasFocus() ? Theme::accent() : Theme::muted(), Theme::px(2.5)));
                p.drawRoundedRect(box.adjusted(1, 1, -1, -1), Theme::px(4), Theme::px(4));
            }
            p.setFont(cellFont());
            p.setPen(known ? (safe ? Theme::ink() : Theme::down()) : Theme::muted());
            m_texts.draw(p, box.adjusted(pd - 2, pd - 2, 2 - pd, 2 - pd), kFlags,
                         known ? keepMeasuresWhole(cellText(index)) : QStringLiteral("…"));
        }
    }
}

void ChooseGrid::mousePressEvent(QMouseEvent* event) {
    const Layout l = layoutFor(width());
    for (int i = 0; i < rows() * columns(); ++i) {
        if (cellRect(l, i).contains(event->position().toPoint())) {
            setFocus(Qt::MouseFocusReason);
            setCurrent(i);
            emit activated(i);
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

void ChooseGrid::keyPressEvent(QKeyEvent* event) {
    const int cols = columns(), n = rows() * columns();
    int i = std::max(0, m_current);
    switch (event->key()) {
    case Qt::Key_Left:
        i = i % cols > 0 ? i - 1 : i;
        break;
    case Qt::Key_Right:
        i = i % cols < cols - 1 ? i + 1 : i;
        break;
    case Qt::Key_Up:
        i = i >= cols ? i - cols : i;
        break;
    case Qt::Key_Down:
        i = i + cols < n ? i + cols : i;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_current >= 0) {
            emit activated(m_current);
        }
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    setCurrent(i);
}

bool ChooseGrid::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const Layout l = layoutFor(width());
        for (int i = 0; i < rows() * columns(); ++i) {
            if (cellRect(l, i).contains(help->pos())) {
                const auto& d = sim::chooseDesigns()[static_cast<std::size_t>(i / columns())];
                const auto& f = sim::chooseFaults()[static_cast<std::size_t>(i % columns())];
                QToolTip::showText(help->globalPos(),
                                   ChooseTexts::designLong(d.id) + QLatin1Char('\n') +
                                       ChooseTexts::faultLong(f.id),
                                   this);
                return true;
            }
        }
        return QWidget::event(event); // between the cells: the grid's own tooltip
    }
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut) {
        update();
    }
    return QWidget::event(event);
}

void ChooseGrid::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::LanguageChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace redlock::ui
