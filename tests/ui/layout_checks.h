#pragma once
// Layout checks shared by the ui tests that render whole pages (tst_zh_layout, tst_timing_fit,
// tst_presenter_layout): what a reader would call "cut off" — an empty label, a wrapped label
// shorter than its text needs at its width, a one-line label narrower than its text, painted
// text outside its box or its view (sideways) or on top of other painted text, a verdict below the
// fold — and, when a page is too wide, which widgets ask for the width.

#include "ui/pages/timing/timing_model.h"
#include "ui/widgets/painted_text.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QStringList>
#include <QStyle>
#include <QTableWidget>
#include <QTest>
#include <QWidget>

#include <algorithm>

namespace layout_checks {

// The data rows of a page-fit test: en and zh_CN, each at presenter and at normal size.
inline void languagePresenterRows() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presenter");
    QTest::newRow("en-presenter") << QStringLiteral("en") << true;
    QTest::newRow("zh-presenter") << QStringLiteral("zh_CN") << true;
    QTest::newRow("en") << QStringLiteral("en") << false;
    QTest::newRow("zh") << QStringLiteral("zh_CN") << false;
}

// Lets pending layout requests run (a few passes: a resize can post new ones), after the
// runs of every timing page built so far are in (they are simulated off the GUI thread).
inline void settle() {
    const auto simulating = [] {
        for (QWidget* top : QApplication::topLevelWidgets()) {
            for (const auto* m : top->findChildren<redlock::ui::TimingModel*>()) {
                if (m->busy()) {
                    return true;
                }
            }
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(!simulating(), 30000);
    for (int pass = 0; pass < 3; ++pass) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
}

// The innermost widgets that alone ask for more than `room`: where to look when it fails.
inline QString widest(QWidget* root, int room) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (w->isVisible() && w->minimumSizeHint().width() > room - 56) {
            out << QStringLiteral("%1(%2) %3 px")
                       .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                       .arg(w->minimumSizeHint().width());
        }
    }
    return out.join(QStringLiteral(", "));
}

// Every visible label under `root` that is empty or clipped, described; `seen` counts the
// labels looked at.
inline QStringList clippedLabels(QWidget* root, const QWidget* window, int& seen) {
    QStringList problems;
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(window)) {
            continue;
        }
        ++seen;
        const QString what = label->objectName() + QStringLiteral(": ") + label->text();
        if (label->text().trimmed().isEmpty()) {
            problems << what + QStringLiteral(" (empty)");
        } else if (label->wordWrap()) {
            if (label->heightForWidth(label->width()) > label->height()) {
                problems << what + QStringLiteral(" needs %1 px, has %2")
                                       .arg(label->heightForWidth(label->width()))
                                       .arg(label->height());
            }
        } else if (label->sizeHint().width() > label->width()) {
            problems << what + QStringLiteral(" needs %1 px, has %2")
                                   .arg(label->sizeHint().width())
                                   .arg(label->width());
        }
    }
    return problems;
}

// Every painted view (PaintedTextSource) under `root` that `window` shows is painted once, then
// its text is checked: inside the room the view gave it, inside the view and, sideways, inside what
// its ancestors show, not on top of another text of the same view, and at least `minPt` points.
// `seen` counts the texts looked at.
inline QStringList paintedTextProblems(QWidget* root, const QWidget* window, double minPt,
                                       int& seen) {
    QStringList problems;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        const auto* source = dynamic_cast<const redlock::ui::PaintedTextSource*>(w);
        if (!source || !w->isVisibleTo(window)) {
            continue;
        }
        w->grab(); // paints it, which is when a view records its text
        // Sideways, what every ancestor leaves of the view (a page wider than the window is cut
        // off for good); up and down, the whole view: below the fold is a scroll away.
        QRectF shown(w->rect());
        for (const QWidget* a = w->parentWidget(); a && a != window; a = a->parentWidget()) {
            const QRectF r(w->mapFrom(a, QPoint(0, 0)), a->size());
            shown.setLeft(std::max(shown.left(), r.left()));
            shown.setRight(std::min(shown.right(), r.right()));
        }
        shown.adjust(-1, -1, 1, 1);
        const QString view = QString::fromLatin1(w->metaObject()->className());
        const QList<redlock::ui::PaintedText> texts = source->paintedTexts();
        auto where = [](const QRectF& r) {
            return QStringLiteral("(%1,%2 %3×%4)")
                .arg(r.x(), 0, 'f', 0)
                .arg(r.y(), 0, 'f', 0)
                .arg(r.width(), 0, 'f', 0)
                .arg(r.height(), 0, 'f', 0);
        };
        for (int i = 0; i < texts.size(); ++i) {
            const auto& t = texts[i];
            ++seen;
            const QString what = view + QStringLiteral(" \"") + t.text + QStringLiteral("\" ");
            if (!t.box.adjusted(-1, -1, 1, 1).contains(t.needed)) {
                problems
                    << what + QStringLiteral("needs %1, has %2").arg(where(t.needed), where(t.box));
            }
            if (!shown.contains(t.needed)) {
                problems << what + QStringLiteral("at %1 leaves the visible %2")
                                       .arg(where(t.needed), where(shown));
            }
            if (t.pt + 0.05 < minPt) {
                problems << what + QStringLiteral("is %1 pt, under %2").arg(t.pt).arg(minPt);
            }
            for (int j = i + 1; j < texts.size(); ++j) {
                const QRectF both =
                    t.needed.adjusted(1, 1, -1, -1) & texts[j].needed.adjusted(1, 1, -1, -1);
                if (!both.isEmpty()) {
                    problems << what + QStringLiteral("%1 overlaps \"%2\" %3")
                                           .arg(where(t.needed), texts[j].text,
                                                where(texts[j].needed));
                }
            }
        }
    }
    return problems;
}

// Every visible table cell under `root` whose text is wider than its column, or whose column
// runs past the table's viewport (tables here never scroll sideways).
inline QStringList clippedTableCells(QWidget* root, const QWidget* window) {
    QStringList problems;
    for (QTableWidget* t : root->findChildren<QTableWidget*>()) {
        if (!t->isVisibleTo(window)) {
            continue;
        }
        const int margin = t->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, t) + 1;
        for (int c = 0; c < t->columnCount(); ++c) {
            const int right = t->columnViewportPosition(c) + t->columnWidth(c);
            if (right > t->viewport()->width() + 1) {
                problems << QStringLiteral("%1 column %2 ends at %3 px, the table shows %4")
                                .arg(t->objectName())
                                .arg(c)
                                .arg(right)
                                .arg(t->viewport()->width());
            }
            for (int r = 0; r < t->rowCount(); ++r) {
                const QTableWidgetItem* item = t->item(r, c);
                if (!item || t->isRowHidden(r)) {
                    continue;
                }
                const QFontMetrics fm(item->font());
                const int need = fm.horizontalAdvance(item->text()) + 2 * margin;
                if (need > t->columnWidth(c)) {
                    problems << QStringLiteral("%1 cell \"%2\" needs %3 px, has %4")
                                    .arg(t->objectName(), item->text())
                                    .arg(need)
                                    .arg(t->columnWidth(c));
                }
            }
        }
    }
    return problems;
}

// How far `target`'s bottom lies under the bottom of the scroll area `viewport` that shows it,
// with the page scrolled to the top; 0 or less when it is fully visible.
inline int belowFold(const QWidget* target, const QWidget* viewport) {
    const QPoint bottom = target->mapTo(viewport->window(), QPoint(0, target->height()));
    const QPoint edge = viewport->mapTo(viewport->window(), QPoint(0, viewport->height()));
    return bottom.y() - edge.y();
}

} // namespace layout_checks
