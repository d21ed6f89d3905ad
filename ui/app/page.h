#pragma once
// Page: what one page of the lab is, apart from its widget. Everything the rest of the window
// needs to know about a page lives here, with the page, in the page's own room: its stable name
// (--page, the settings, question files), its titles, how its widget is built and reset, its
// Try-this steps and what ticks them, its numbers for the PDF handout, its card on the recap,
// its presenter and question-run hooks, and the interactions the GUI benchmark times.
//
// The window, the study guide, the recap, the handout and the benchmark iterate PageCatalog
// (ui/app/page_catalog.h) and call these hooks; none of them names a page or reaches into a
// page's children. A new page is a class implementing Page plus one line in
// ui/pages/builtin_pages.cpp (or PageCatalog::add() from anywhere, as the tests do).

#include "ui/app/export/handout_source.h"

#include <QColor>
#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class QWidget;

namespace redlock::ui {

class BackendControls;
class BackendModel;
class LabState;
class PresenterKeys;
class RunTarget;
class Settings;

// What the window hands a page when it builds it. Any pointer may be null (a test building one
// page, a headless render without settings).
struct PageContext {
    LabState* shared = nullptr;      // the masters pages 1 and 3 share; the recap reads them
    BackendModel* backend = nullptr; // the mock, local or external backend
    BackendControls* backendControls = nullptr;
    Settings* settings = nullptr;
    std::function<void(const QString& name)> showPage; // a page that opens another (the recap)
};

// A Try-this step: a stable id (stored in the settings) and its instruction, translated when
// asked.
struct TryStep {
    QString id;
    std::function<QString()> text;
};

// Given to a page to tick its steps: the page says, per step, what on the page means "done",
// and connects its own change signals to recheck(). The guide implements it (TryThis).
class StepWatch {
public:
    virtual ~StepWatch() = default;
    virtual void watch(const QString& step, std::function<bool()> done) = 0;
    virtual void recheck() = 0;
    // The receiver for the page's connections: they end when the watcher goes.
    virtual QObject* context() = 0;
    // The student's answers, for steps about the questions themselves (the recap's).
    virtual int pagesAnswered() const = 0;
    virtual bool anyPageAllRight() const = 0;
    virtual void recheckOnAnswers() = 0;

    // Rechecks the steps whenever `sender` emits `signal`.
    template <typename Sender, typename Signal> void recheckOn(Sender* sender, Signal signal) {
        QObject::connect(sender, signal, context(), [this] { recheck(); });
    }
};

// One card of the recap page, made by the page it summarises.
struct RecapText {
    QString body;   // what the page taught
    QString status; // the live state or the numbers computed; may be empty
    QColor colour;  // the status colour; invalid for the plain text colour
};
class RecapCard {
public:
    virtual ~RecapCard() = default;
    // A live drawing of the page's state under the text, or null; the card takes it.
    virtual QWidget* miniature() { return nullptr; }
    // The card's numbers, computed once on a worker thread before text(true) is asked.
    virtual void compute() {}
    // `computed`: compute() has run. Called on the GUI thread, after every change of the
    // shared lab and of the language.
    virtual RecapText text(bool computed) const = 0;

protected:
    // What a card says while compute() has not run yet.
    static QString computingText();
};

// One interaction the GUI benchmark (bench/gui) repeats on a page and times: the input, the
// widgets whose repaint answers it, and for a result computed on a worker thread the signal
// that says it is in.
struct PageInteraction {
    QString name;
    std::function<void(QWidget* page, int step)> act;
    std::function<std::vector<QWidget*>(QWidget* page)> targets;
    std::function<QMetaObject::Connection(QWidget* page, std::function<void()> done)> ready{};
};

class Page {
public:
    virtual ~Page() = default;

    // The stable name: --page, the settings, question files, object names ("page-NAME").
    virtual QString name() const = 0;
    // Translated, in the current language.
    virtual QString title() const = 0;
    virtual QString subtitle() const = 0;

    // The page's widget as it opens on a fresh start.
    virtual QWidget* create(const PageContext& context) const = 0;
    // "Reset this page": true if the page reset its state in place (pages whose state is the
    // shared lab); false and the window builds the page again.
    virtual bool resetInPlace(const PageContext& context) const;
    // The settings arrived after the page was built (File ▸ Reset settings, a late attach).
    virtual void attachSettings(QWidget* page, Settings* settings) const;
    // Still computing what it draws: a headless render waits for it.
    virtual bool computing(const QWidget* page) const;
    // Keys 1–9 flip the shared masters while this page is shown.
    virtual bool takesMasterKeys() const;
    // The presenter's step and pause keys, and "Show it on the page" of the questions: null
    // where the page has none. By default the widget itself, if it implements them.
    virtual PresenterKeys* presenterKeys(QWidget* page) const;
    virtual RunTarget* runTarget(QWidget* page) const;
    // The widget that carries the page's verdict, the line a class must be able to read
    // ("Fit this page to the window" keeps it on screen when the whole page cannot be); null
    // where the page has no single verdict (the recap).
    virtual QWidget* verdict(QWidget* page) const;

    // Try this: the steps in order, and what ticks them on a built page.
    virtual QList<TryStep> trySteps() const;
    virtual void watchSteps(QWidget* page, const PageContext& context, StepWatch& watch) const;

    // The PDF handout (ui/app/export/handout_document.h): the page's set-up in words (one
    // translated line per parameter), the run's sentences and numbers (one translated line per
    // readout, read from the same model the page draws) and the painted views to draw for
    // print. By default all three come from the widget's HandoutSource, if it implements one.
    virtual QStringList handoutSetup(const QWidget* page, const PageContext& context) const;
    virtual QStringList handoutNumbers(const QWidget* page, const PageContext& context) const;
    virtual QList<HandoutDiagram> handoutDiagrams(QWidget* page) const;

    // The page's card on the recap, or null for none (the recap itself).
    virtual std::unique_ptr<RecapCard> recapCard(const PageContext& context) const;

    // What the GUI benchmark times on this page.
    virtual std::vector<PageInteraction> interactions() const;

protected:
    // The page's own child called `name` (for the page's entry, in the page's own room).
    static QWidget* namedChild(QWidget* page, const char* name);
};

} // namespace redlock::ui
