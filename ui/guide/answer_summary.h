#pragma once
// The recap page's "Your answers" section: per page, how many of its questions the student got
// right so far, and a link back to each page with a wrong answer.

#include <QWidget>

class QLabel;

namespace redlock::ui {

class GuideProgress;
class QuestionBank;

class AnswerSummary : public QWidget {
    Q_OBJECT
public:
    AnswerSummary(GuideProgress* progress, const QuestionBank* bank, QWidget* parent = nullptr);

    QString text() const;

signals:
    void pageRequested(const QString& name);

private:
    void refresh();

    GuideProgress* m_progress;
    const QuestionBank* m_bank;
    QLabel* m_title;
    QLabel* m_body;
};

} // namespace redlock::ui
