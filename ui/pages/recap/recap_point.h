#pragma once
// One card of the recap page: what a page taught, in two or three sentences, a live miniature
// of that page's state (or a line of numbers the core computed), and a button that
// takes the reader to the page itself.

#include <QFrame>

class QLabel;
class QPushButton;

namespace redlock::ui {

class Page;

class RecapPoint : public QFrame {
    Q_OBJECT
public:
    // The card of `page`, the `number`th of the course. `miniature` may be null; the card
    // takes ownership of it.
    RecapPoint(const Page* page, int number, QWidget* miniature, QWidget* parent = nullptr);

    const Page* page() const { return m_page; }
    void setTexts(const QString& body, const QString& status);
    QString bodyText() const;
    QString statusText() const;
    QPushButton* link() const { return m_link; }
    void setStatusColour(const QColor& colour);

signals:
    void pageRequested(const QString& name);

private:
    const Page* m_page;
    int m_number;
    QLabel* m_title;
    QLabel* m_body;
    QLabel* m_status;
    QPushButton* m_link;
};

} // namespace redlock::ui
