#pragma once
// The words around a simulator scenario, translated: the English titles and captions of the
// shipped scenario files (the core keeps them in English; this table makes lupdate see them, so
// zh_CN can translate them), and the app's own summary of what each side of the 2016 debate
// says the scenario shows.

#include <QCoreApplication>
#include <QString>

#include <string>

namespace redlock::ui {

class ScenarioText {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::ScenarioText)
public:
    // The translation of a title or caption from a scenario file; the English text itself when
    // the table does not know it (e.g. a scenario loaded from disk).
    static QString caption(const std::string& english);
    // True when `english` is in the table (the tests check every shipped caption is).
    static bool known(const std::string& english);

    // What Kleppmann's critique and antirez's reply each take from the scenario, 1–2 sentences.
    static QString kleppmann(const std::string& scenario);
    static QString antirez(const std::string& scenario);

    // A short label for a variant name ("" is the base script).
    static QString variantLabel(const std::string& variant);
};

} // namespace redlock::ui
