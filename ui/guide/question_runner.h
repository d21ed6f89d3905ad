#pragma once
// Plays the run behind a question and words what it returned. The run comes from the core that
// drives the question's page (guide::reveal: judge(), the majority-pair check, the simulator);
// a lease question is played on a fresh LeaseLab, the lease page's own model. The explanation
// is built from the run alone: the page's verdict sentences for a vote (Readouts), the run's
// narration for a scenario (RunSummary), the pair counts for an overlap, the lease log.
// A scenario run goes to the thread pool (BackgroundTask): the window never waits on it.

#include "core/guide/reveal.h"
#include "ui/model/background_task.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace redlock::ui {

struct QuestionOutcome {
    QString answer;       // the answer key the run gives (guide::answerKeys)
    int rightChoice = -1; // the choice with that key, -1 if none (a teacher's mistake)
    QString explanation;  // in the current language, from the run
    QString error;        // the run could not be played (e.g. a scenario that no longer loads)
};

class QuestionRunner {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::QuestionRunner)
public:
    // Where scenario runs get their scripts; tests swap in an edited one.
    void setScenarioSource(guide::ScenarioSource source) { m_source = std::move(source); }

    // Plays `q` and calls `done` on `context`'s thread; a newer play() drops an older result.
    void play(const guide::Question& q, QObject* context,
              std::function<void(QuestionOutcome)> done);
    bool running() const { return m_task.running(); }

    // The same, on the calling thread (lease runs always are).
    QuestionOutcome playNow(const guide::Question& q) const;

    // Words a finished core run.
    static QuestionOutcome word(const guide::Question& q, const Result<guide::Reveal>& r);

private:
    QuestionOutcome playLease(const guide::Question& q) const;

    guide::ScenarioSource m_source = guide::builtinScenarios();
    BackgroundTask<std::shared_ptr<Result<guide::Reveal>>> m_task; // Result has no default
};

} // namespace redlock::ui
