#pragma once
// The first-run welcome: follow the course (the study guide opens on page 1) or explore freely
// (no guide; Help → Guided tour brings this back). Closing it counts as exploring. Never shown
// in presenter mode or in headless renders (StudyGuide decides).

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

private:
    void retranslate();

    QLabel* m_text;
    QPushButton* m_course;
    QPushButton* m_explore;
};

} // namespace redlock::ui
