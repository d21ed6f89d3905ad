#pragma once
// The title and one-line subtitle at the top of every page, styled by Theme. Compact (presenter
// mode on a short screen), the subtitle moves into the title's tooltip and the reset button
// beside the title: one line instead of three, the height goes to the page's verdict.

#include <QWidget>

class QAction;
class QGridLayout;
class QLabel;
class QToolButton;

namespace redlock::ui {

class PageHeader : public QWidget {
    Q_OBJECT
public:
    explicit PageHeader(QWidget* parent = nullptr);
    void setTexts(const QString& title, const QString& subtitle);
    QString title() const;
    QString subtitle() const;
    // A button beside the title that triggers `action` (the window's "Reset this page"), with
    // the action's text and its key in the tooltip. Hidden until set.
    void setResetAction(QAction* action);
    QToolButton* resetButton() const { return m_reset; }
    void setCompact(bool compact);
    bool isCompact() const { return m_compact; }

private:
    void place();

    QLabel* m_title;
    QLabel* m_subtitle;
    QToolButton* m_reset;
    QGridLayout* m_grid;
    bool m_compact = false;
};

} // namespace redlock::ui
