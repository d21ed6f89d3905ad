#pragma once
// The words around a simulator scenario, translated: the English titles and captions of the
// shipped scenario files (resources/scenarios/*.json; scripts/translations hands them to lupdate
// under this class's context, so the catalogues translate them), and the app's own summary of what
// each side of the 2016 debate says the scenario shows. The captions state the set-up only; what a
// run then does is told by the core's outcome sentences (RunSummary::sentence).

#include <QCoreApplication>
#include <QString>

#include <string>

namespace redlock::ui {

class ScenarioText {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::ScenarioText)
public:
    // The translation of a title or caption from a scenario file; the text itself when the
    // catalogue has none (e.g. a scenario loaded from disk).
    static QString caption(const std::string& english);

    // The two sides of the debate the scenario stands for, each attributed to who made the
    // argument (usually Kleppmann's critique, then antirez's reply; on failover the Redis page's
    // own argument for Redlock, then Kleppmann), 1–2 sentences each.
    static QString firstTitle(const std::string& scenario);
    static QString firstSide(const std::string& scenario);
    static QString secondTitle(const std::string& scenario);
    static QString secondSide(const std::string& scenario);

    // The translated title of a built-in scenario, as the scenario chooser lists it; the name
    // itself when there is no such scenario.
    static QString title(const std::string& scenario);
    // A short label for a variant name ("" is the base script).
    static QString variantLabel(const std::string& variant);
};

} // namespace redlock::ui
