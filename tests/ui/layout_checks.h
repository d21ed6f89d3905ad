#pragma once
// Layout checks shared by the ui tests that render whole pages (tst_zh_layout, tst_timing_fit,
// tst_presenter_layout): what a reader would call "cut off" — an empty label, a wrapped label
// shorter than its text needs at its width, a one-line label narrower than its text, painted
// text outside its box or its view (sideways) or on top of other painted text, a verdict below the
// fold — and, when a page is too wide, which widgets ask for the width; and, for
// tst_walkthrough_layout, where a sentence is shown and whether a class can read it there.

#include "ui/pages/timing/timing_model.h"
#include "ui/widgets/painted_text.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStringList>
#include <QStyle>
#include <QTableWidget>
#include <QTest>
#include <QTextDocument>
#include <QWidget>

#include <algorithm>
#include <functional>

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

// Lets pending layout requests run until the layouts are still, after the
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
    // A changed size hint climbs one layout per posted request, and a wrapped label's new
    // height can move what is below it: passes until one moves nothing (at least three, at
    // most sixteen).
    const auto shapes = [] {
        QList<QRect> out;
        for (QWidget* top : QApplication::topLevelWidgets()) {
            if (top->isVisible()) {
                out << top->geometry();
                for (const QWidget* w : top->findChildren<QWidget*>()) {
                    out << w->geometry();
                }
            }
        }
        return out;
    };
    QList<QRect> before = shapes();
    for (int pass = 0; pass < 16; ++pass) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QList<QRect> now = shapes();
        if (pass >= 2 && now == before) {
            return;
        }
        before = std::move(now);
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

// How a label is cut off: "needs N px, has M" (taller than its height when it wraps, wider than
// its width when it does not), or empty when its whole text fits.
inline QString labelCut(const QLabel* label) {
    const int need =
        label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().width();
    const int has = label->wordWrap() ? label->height() : label->width();
    return need > has ? QStringLiteral("needs %1 px, has %2").arg(need).arg(has) : QString();
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
        } else if (const QString cut = labelCut(label); !cut.isEmpty()) {
            problems << what + QLatin1Char(' ') + cut;
        }
    }
    return problems;
}

// Every visible button, check box or combo under `root` narrower than its text, and every
// field narrower than its value (a spin box's number and unit, a file name beside its check
// box), described. Labels are clippedLabels'.
inline QStringList clippedControls(QWidget* root, const QWidget* window) {
    QStringList problems;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(window)) {
            continue;
        }
        if (auto* edit = qobject_cast<QLineEdit*>(w); edit && !edit->text().isEmpty()) {
            const int needs = edit->fontMetrics().horizontalAdvance(edit->text());
            if (edit->width() <= needs) {
                problems << QStringLiteral("field %1 '%2' is %3 px wide, its value needs %4")
                                .arg(edit->objectName(), edit->text())
                                .arg(edit->width())
                                .arg(needs);
            }
        } else if ((qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w)) &&
                   w->width() < w->sizeHint().width()) {
            problems << QStringLiteral("%1 %2 '%3' is %4 px wide, its text needs %5")
                            .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                                 w->property("text").toString())
                            .arg(w->width())
                            .arg(w->sizeHint().width());
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

// Where `r` (in `w`'s coordinates) is not wholly shown in `window`: hidden, or cut by the first
// ancestor (a scroll area's viewport, a card, the window) that shows less of it, and by how much
// on which side; empty when every pixel of it is on screen.
inline QString offScreen(const QWidget* w, const QRect& r, const QWidget* window) {
    if (!w->isVisibleTo(window)) {
        return QStringLiteral("hidden");
    }
    const QRect in(w->mapTo(window, r.topLeft()), r.size());
    for (const QWidget* a = w; a; a = a == window ? nullptr : a->parentWidget()) {
        const QRect shown(a == window ? QPoint(0, 0) : a->mapTo(window, QPoint(0, 0)), a->size());
        if (shown.contains(in)) {
            continue;
        }
        QStringList sides;
        if (in.bottom() > shown.bottom()) {
            sides << QStringLiteral("%1 px below").arg(in.bottom() - shown.bottom());
        }
        if (in.top() < shown.top()) {
            sides << QStringLiteral("%1 px above").arg(shown.top() - in.top());
        }
        if (in.right() > shown.right()) {
            sides << QStringLiteral("%1 px right of").arg(in.right() - shown.right());
        }
        if (in.left() < shown.left()) {
            sides << QStringLiteral("%1 px left of").arg(shown.left() - in.left());
        }
        return QStringLiteral("at %1,%2 %3x%4 in the window, %5 what %6(%7) shows")
            .arg(in.x())
            .arg(in.y())
            .arg(in.width())
            .arg(in.height())
            .arg(sides.join(QStringLiteral(", ")),
                 QString::fromLatin1(a->metaObject()->className()), a->objectName());
    }
    return {};
}

// A widget's or an item's text as a reader sees it: rich text as its plain text, every run of
// white space (line breaks too) one space.
inline QString readerText(const QString& text) {
    QString plain = text;
    if (Qt::mightBeRichText(text)) {
        QTextDocument doc;
        doc.setHtml(text);
        plain = doc.toPlainText();
    }
    return plain.simplified();
}

// One place under `root` whose text `says`: what it is and, when the class cannot read it
// there, why (empty `problem`: wholly on screen and not cut off).
struct Sighting {
    QString where;
    QString problem;
};

// Every place under `root` that `window` shows whose text `says` (given the readerText()):
// labels, buttons, list and table items, then, when none of those shows it whole, painted text
// (each view is painted once first).
// A place counts as on screen when its whole box is inside what every ancestor shows (so not
// scrolled away, not outside the window) and its text is not cut off in its box.
inline QList<Sighting> sightings(QWidget* root, const QWidget* window,
                                 const std::function<bool(const QString&)>& says) {
    QList<Sighting> out;
    const auto name = [](const QObject* o) {
        return QStringLiteral("%1(%2)").arg(QString::fromLatin1(o->metaObject()->className()),
                                            o->objectName());
    };
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (!w->isVisibleTo(window)) {
            continue;
        }
        if (auto* label = qobject_cast<QLabel*>(w)) {
            if (says(readerText(label->text()))) {
                QString problem = offScreen(label, label->rect(), window);
                if (problem.isEmpty()) {
                    problem = labelCut(label);
                }
                out.append({name(label), problem});
            }
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            if (says(readerText(button->text()))) {
                QString problem = offScreen(button, button->rect(), window);
                if (problem.isEmpty() && button->sizeHint().width() > button->width()) {
                    problem = QStringLiteral("needs %1 px, has %2")
                                  .arg(button->sizeHint().width())
                                  .arg(button->width());
                }
                out.append({name(button), problem});
            }
        } else if (auto* view = qobject_cast<QAbstractItemView*>(w)) {
            const QAbstractItemModel* model = view->model();
            for (int r = 0; model && r < model->rowCount(view->rootIndex()); ++r) {
                for (int c = 0; c < model->columnCount(view->rootIndex()); ++c) {
                    const QModelIndex index = model->index(r, c, view->rootIndex());
                    if (says(readerText(index.data().toString()))) {
                        out.append({name(view) + QStringLiteral(" row %1").arg(r),
                                    offScreen(view->viewport(), view->visualRect(index), window)});
                    }
                }
            }
        }
    }
    // Painted views last, and only while no place above shows the text whole: each is painted
    // to record its text, the slow part of the search.
    if (std::any_of(out.begin(), out.end(),
                    [](const Sighting& s) { return s.problem.isEmpty(); })) {
        return out;
    }
    for (QWidget* w : widgets) {
        if (const auto* source = dynamic_cast<const redlock::ui::PaintedTextSource*>(w);
            source && w->isVisibleTo(window)) {
            w->grab(); // paints it, which is when a view records its text
            for (const redlock::ui::PaintedText& t : source->paintedTexts()) {
                if (!says(readerText(t.text))) {
                    continue;
                }
                QString problem = offScreen(w, t.needed.toAlignedRect(), window);
                if (problem.isEmpty() && !t.box.adjusted(-1, -1, 1, 1).contains(t.needed)) {
                    problem = QStringLiteral("cut off in its box");
                }
                out.append({name(w) + QStringLiteral(" painted"), problem});
            }
        }
    }
    return out;
}

} // namespace layout_checks
