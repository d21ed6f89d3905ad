#pragma once
// A practice question worded for the student: the numbers and answer keys come from the core
// (core/guide/practice.h, from a seed), the prompt and the choices from here, through tr(), in
// the language in use (both of the question's texts hold it; a language switch words the same
// seed again). Its id is "practice-<seed>", so the card and the progress can tell it from a
// page's fixed questions. A scenario or lease question is worded from its family and its run's
// numbers (RunSpec::numbers, the lease actions), the same numbers reveal() plays.

#include "core/guide/question.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace redlock::ui {

class PracticeQuestion {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::PracticeQuestion)
public:
    static bool available(const QString& page);
    static std::optional<guide::Question> make(const QString& page, quint64 seed);
    static bool isPractice(const guide::Question& q);
    // The seed a practice question was made from (0 for any other question).
    static quint64 seedOf(const guide::Question& q);

private:
    // Worded from the scenario the run plays; nullopt when the script lacks what the family
    // quotes (then there is no question rather than a false one).
    static std::optional<QString> scenarioPrompt(const std::string& family,
                                                 const guide::RunSpec& r);
    static QString leasePrompt(const std::vector<std::string>& actions);
};

} // namespace redlock::ui
