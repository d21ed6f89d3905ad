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
    // What the widget adds around its text (frame, padding), measured on the text it shows and
    // on its own hint: a label's hint includes the minimum width kept last time, which counted
    // as chrome would grow the width on every call (the time readout while playing).
    w->setMinimumWidth(0);
    // Texts measured the way labels and buttons measure their own (QFontMetrics::size), so the
    // chrome comes out the same whatever text is showing.
    const auto textWidth = [&fm](const QString& t) {
        return fm.size(Qt::TextShowMnemonic, t).width();
    };
    const int chrome = std::max(0, w->sizeHint().width() - textWidth(current));
    int widest = 0;
    for (const QString& t : texts) {
        widest = std::max(widest, textWidth(t));
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
