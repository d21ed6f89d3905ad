#pragma once
// A page that is not built yet: its header and one honest line about what it will show.

#include "pagecatalog.h"

#include <QWidget>

class QLabel;

namespace redlock::ui {

class PageHeader;

class ComingPage : public QWidget {
    Q_OBJECT
public:
    explicit ComingPage(PageId id, QWidget* parent = nullptr);
    QString lineText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    PageId m_id;
    PageHeader* m_header;
    QLabel* m_line;
};

} // namespace redlock::ui
