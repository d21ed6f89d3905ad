#pragma once
// The title and one-line subtitle at the top of every page, styled by Theme.

#include <QWidget>

class QLabel;

namespace redlock::ui {

class PageHeader : public QWidget {
    Q_OBJECT
public:
    explicit PageHeader(QWidget* parent = nullptr);
    void setTexts(const QString& title, const QString& subtitle);
    QString title() const;
    QString subtitle() const;

private:
    QLabel* m_title;
    QLabel* m_subtitle;
};

} // namespace redlock::ui
