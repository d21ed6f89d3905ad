#pragma once
// One card of the recap page: what a page taught, in two or three sentences, a live miniature
// of that page's state (or a line of numbers the core computed), and a button that
// takes the reader to the page itself.

#include "ui/app/page_catalog.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace redlock::ui {

class RecapPoint : public QFrame {
    Q_OBJECT
public:
    // `miniature` may be null; the card takes ownership of it.
    RecapPoint(PageId page, QWidget* miniature, QWidget* parent = nullptr);

    PageId page() const { return m_page; }
    void setTexts(const QString& body, const QString& status);
    QString bodyText() const;
    QString statusText() const;
    QPushButton* link() const { return m_link; }
    void setStatusColour(const QColor& colour);

signals:
    void pageRequested(const QString& name);

private:
    PageId m_page;
    QLabel* m_title;
    QLabel* m_body;
    QLabel* m_status;
    QPushButton* m_link;
};

} // namespace redlock::ui
