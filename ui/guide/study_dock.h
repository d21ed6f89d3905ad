#pragma once
// The study guide beside the page: the page's "Try this" steps (ticked by the page itself, see
// try_this.h), "Next page", and the page's questions (QuestionCard). A dock widget at the
// bottom of the window, so the pages keep their own layouts; the student may move or close it.
// It follows the page shown; View → Study guide (Ctrl+G) shows or hides it.

#include <QDockWidget>
#include <QList>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace redlock::ui {

class GuideProgress;
class QuestionBank;
class QuestionCard;
class WrapLabel;

class StudyDock : public QDockWidget {
    Q_OBJECT
public:
    StudyDock(GuideProgress* progress, const QuestionBank* bank, QWidget* parent = nullptr);

    void showPage(const QString& page);
    QString page() const { return m_page; }
    QuestionCard* questions() const { return m_card; }
    QPushButton* nextPageButton() const { return m_nextPage; }
    // The step lines as shown ("✓ …" done, "○ …" to do), for tests.
    QStringList stepTexts() const;
    // Question files that did not load, one line each (empty: none), shown above the steps.
    void setErrors(const QStringList& errors);
    QString errorText() const;

signals:
    void nextPageRequested();
    void termRequested(const QString& id);

private:
    void retranslate();
    void refreshSteps();

    GuideProgress* m_progress;
    const QuestionBank* m_bank;
    QString m_page;
    WrapLabel* m_errors;
    QLabel* m_tryTitle;
    QVBoxLayout* m_stepBox;
    QList<WrapLabel*> m_steps;
    QLabel* m_stepTerms;
    QPushButton* m_nextPage;
    QuestionCard* m_card;
};

} // namespace redlock::ui
