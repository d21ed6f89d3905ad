#pragma once
// The first-run welcome: follow the course (the study guide opens on page 1) or explore freely
// (no guide; Help → Guided tour brings this back). Closing it (Esc in the window: StudyGuide)
// counts as exploring. Never shown in presenter mode or in headless renders (StudyGuide decides).

#include <QDialog>

class QLabel;
class QPushButton;

namespace redlock::ui {

class WelcomeDialog : public QDialog {
    Q_OBJECT
public:
    explicit WelcomeDialog(QWidget* parent = nullptr);

    QPushButton* courseButton() const { return m_course; }
    QPushButton* exploreButton() const { return m_explore; }

signals:
    void chosen(const QString& mode); // "course" or "explore"

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    // In the lower right corner of the window, like a notice, so the page's controls (the
    // master toggles at the top left, the verdict in the middle) stay in sight and in reach.
    // Placed again whenever the window moves or is resized (a window manager places the main
    // window only after both are shown).
    void place();

    QLabel* m_text;
    QPushButton* m_course;
    QPushButton* m_explore;
};

} // namespace redlock::ui
