#include "ui/guide/glossary_tips.h"

#include "ui/guide/glossary.h"

#include <QAbstractButton>
#include <QApplication>
#include <QEvent>
#include <QHelpEvent>
#include <QLabel>
#include <QTextDocumentFragment>
#include <QToolTip>

namespace redlock::ui {

namespace {

constexpr int kMaxTerms = 3;

// The words a widget shows: a label's text (rich text as plain), a button's text without its
// mnemonic ampersand.
QString shownText(const QWidget* w) {
    if (const auto* l = qobject_cast<const QLabel*>(w)) {
        const bool rich = l->textFormat() == Qt::RichText ||
                          (l->textFormat() == Qt::AutoText && Qt::mightBeRichText(l->text()));
        return rich ? QTextDocumentFragment::fromHtml(l->text()).toPlainText() : l->text();
    }
    if (const auto* b = qobject_cast<const QAbstractButton*>(w)) {
        return QString(b->text()).remove(QLatin1Char('&'));
    }
    return {};
}

} // namespace

GlossaryTips::GlossaryTips(QObject* parent) : QObject(parent) {
    qApp->installEventFilter(this);
}

QString GlossaryTips::tooltipFor(const QWidget* w) {
    const QString own = w->toolTip();
    QStringList terms;
    for (const QString& id : Glossary::mentionedIn(shownText(w))) {
        if (terms.size() < kMaxTerms) {
            terms << Glossary::tooltip(id);
        }
    }
    if (terms.isEmpty()) {
        return own;
    }
    const QString ownHtml = own.isEmpty()              ? QString()
                            : Qt::mightBeRichText(own) ? own
                                                       : own.toHtmlEscaped();
    return (ownHtml.isEmpty() ? QString() : ownHtml + QStringLiteral("<hr>")) +
           terms.join(QStringLiteral("<br>"));
}

bool GlossaryTips::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ToolTip) {
        return false;
    }
    auto* w = qobject_cast<QWidget*>(watched);
    if (!w || !(qobject_cast<QLabel*>(w) || qobject_cast<QAbstractButton*>(w))) {
        return false;
    }
    const QString tip = tooltipFor(w);
    if (tip == w->toolTip()) {
        return false; // no term to add: the widget's own tooltip, as Qt shows it
    }
    const auto* help = static_cast<QHelpEvent*>(event);
    QToolTip::showText(help->globalPos(), tip, w);
    return true;
}

} // namespace redlock::ui
