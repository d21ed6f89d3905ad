#pragma once
// The glossary where a term appears (issue 15): hovering any label or button of the window whose
// words name a glossary term (TTL, validity, drift allowance, majority line, fencing token, …, in
// the current language) shows the term's definition in its tooltip, under the widget's own
// tooltip if it has one. One event filter on the application, so every page, dialog and card gets
// it without a line of its own; widgets that paint their own text (the diagrams) keep their own
// tooltips.

#include <QObject>
#include <QString>

class QWidget;

namespace redlock::ui {

class GlossaryTips : public QObject {
    Q_OBJECT
public:
    explicit GlossaryTips(QObject* parent = nullptr);

    // The tooltip `w` shows: its own, then the definitions of the terms its words name (at most
    // three); empty when it names none and has none.
    static QString tooltipFor(const QWidget* w);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace redlock::ui
