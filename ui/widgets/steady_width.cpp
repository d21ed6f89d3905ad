#include "ui/widgets/steady_width.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QFontMetrics>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionComboBox>

#include <algorithm>

namespace redlock::ui {

void keepWidth(QWidget* w, const QStringList& texts) {
    QString current;
    if (const auto* label = qobject_cast<const QLabel*>(w)) {
        current = label->text();
    } else if (const auto* button = qobject_cast<const QAbstractButton*>(w)) {
        current = button->text();
    }
    w->ensurePolished();
    const QFontMetrics fm(w->font());
    // What the widget adds around its text (frame, padding), measured on the text it shows.
    const int chrome = std::max(0, w->sizeHint().width() - fm.horizontalAdvance(current));
    int widest = 0;
    for (const QString& t : texts) {
        widest = std::max(widest, fm.horizontalAdvance(t));
    }
    w->setMinimumWidth(widest + chrome);
}

void fitCurrentEntry(QComboBox* combo) {
    combo->ensurePolished();
    const QFontMetrics fm(combo->font());
    QStyleOptionComboBox opt;
    opt.initFrom(combo);
    const QSize text(fm.horizontalAdvance(combo->currentText()), fm.height());
    combo->setMinimumWidth(
        combo->style()->sizeFromContents(QStyle::CT_ComboBox, &opt, text, combo).width());
    int widest = 0;
    for (int i = 0; i < combo->count(); ++i) {
        widest = std::max(widest, fm.horizontalAdvance(combo->itemText(i)));
    }
    combo->view()->setTextElideMode(Qt::ElideNone);
    combo->view()->setMinimumWidth(widest + 4 * fm.averageCharWidth());
}

} // namespace redlock::ui
