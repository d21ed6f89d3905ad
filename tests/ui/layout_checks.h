#pragma once
// Layout checks shared by the ui tests that render whole pages (tst_zh_layout, tst_timing_fit):
// what a reader would call "cut off" — an empty label, a wrapped label shorter than its text
// needs at its width, a one-line label narrower than its text — and, when a page is too wide,
// which widgets ask for the width.

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QStringList>
#include <QWidget>

namespace layout_checks {

// Lets pending layout requests run (a few passes: a resize can post new ones).
inline void settle() {
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

} // namespace layout_checks
