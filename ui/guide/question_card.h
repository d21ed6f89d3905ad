#pragma once
// Predict, then see: one question of the current page at a time. The student picks a choice and
// presses "Check my answer"; only then is the question's run played (QuestionRunner) and the
// result shown: right or not, and why, in sentences worded from the run. Answers go to
// GuideProgress. The card's buttons are ordinary controls: the page keys (1–9, Space, arrows,
// PgDn/PgUp, R) still reach the page whatever here has focus (ui/app/page_keys.h).

#include "core/guide/question.h"
#include "ui/guide/question_runner.h"

#include <QList>
#include <QWidget>

#include <functional>

class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;
class QVBoxLayout;

namespace redlock::ui {

class GuideProgress;
class RunTarget;
class WrapLabel;

class QuestionCard : public QWidget {
    Q_OBJECT
public:
    explicit QuestionCard(GuideProgress* progress, QWidget* parent = nullptr);

    void setQuestions(const QString& page, const QList<guide::Question>& questions);
    void showQuestion(int index);
    int index() const { return m_index; }
    int count() const { return static_cast<int>(m_questions.size()); }
    const guide::Question* current() const;

    QuestionRunner& runner() { return m_runner; }
    QList<QRadioButton*> choiceButtons() const { return m_choices; }
    QPushButton* checkButton() const { return m_check; }
    // After a reveal, "Show it on the page" sets the question's page up as its run (RunTarget)
    // when the page can; `targets` finds the built page of a name (null: not built, or none).
    void setTargets(std::function<RunTarget*(const QString& page)> targets);
    QPushButton* showButton() const { return m_show; }
    // "Another one": a practice question of this page with new numbers (PracticeQuestion),
    // shown after the page's own questions; the next press replaces it. Hidden on pages
    // without practice questions.
    QPushButton* anotherButton() const { return m_another; }
    void showAnother(quint64 seed);
    QString promptText() const;
    QString resultText() const;
    bool isRevealed() const { return m_revealed; }

    // True when the app speaks Chinese (the question files hold both languages).
    static bool chinese();

signals:
    void revealed(bool right);
    // "Show it on the page" set page `page` up as the question's run.
    void shownOnPage(const QString& page);
    void termRequested(const QString& id); // a glossary link was clicked

private:
    void retranslate();
    void fill();
    void reveal();
    void showOutcome(const QuestionOutcome& o);
    RunTarget* target() const; // the page of this card's questions, when it can show the run
    void bringResultIntoView();

    GuideProgress* m_progress;
    QuestionRunner m_runner;
    QString m_page;
    QList<guide::Question> m_fixed;     // the page's own questions
    QList<guide::Question> m_questions; // m_fixed, then the practice question if any
    int m_index = 0;
    int m_picked = -1;
    bool m_revealed = false;

    QLabel* m_counter;
    QPushButton* m_prev;
    QPushButton* m_next;
    WrapLabel* m_prompt;
    QLabel* m_terms; // glossary links for the terms the question uses
    QVBoxLayout* m_choiceBox;
    QButtonGroup* m_group;
    QList<QRadioButton*> m_choices;
    QPushButton* m_check;
    WrapLabel* m_result;
    QPushButton* m_show;
    QPushButton* m_another;
    std::function<RunTarget*(const QString&)> m_targets;
};

} // namespace redlock::ui
