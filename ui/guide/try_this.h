#pragma once
// The watcher that ticks a page's "Try this" steps. The steps, their words and what ticks them
// belong to the page (Page::trySteps, Page::watchSteps in ui/app/page.h); this class is the
// StepWatch a page is handed: it asks each step's test after the page's own events (the ones
// a student's click or key causes) and records a step once in GuideProgress. The test reads
// the page's state after the event (e.g. "two masters down" = two of the LabState's masters
// are down), so the tick and the page can never disagree.

#include "ui/app/page.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <vector>

namespace redlock::ui {

class GuideProgress;
class LabState;
class QuestionBank;

class TryThis : public QObject, public StepWatch {
    Q_OBJECT
public:
    // The step ids of `page`, in order (2–4 per page); none for a page not in the catalogue.
    static QStringList steps(const QString& page);
    // A step's instruction, in the current language.
    static QString text(const QString& page, const QString& step);

    // Watches `pageWidget` (page `page`); `shared` is the window's LabState (pages 1 and 3).
    // `bank` tells "every question of one page right" how many a page has.
    TryThis(const QString& page, QWidget* pageWidget, LabState* shared, GuideProgress* progress,
            const QuestionBank* bank, QObject* parent = nullptr);

    QString page() const { return m_page; }

    // StepWatch
    void watch(const QString& step, std::function<bool()> done) override;
    void recheck() override;
    QObject* context() override { return this; }
    int pagesAnswered() const override;
    bool anyPageAllRight() const override;
    void recheckOnAnswers() override;

private:
    QString m_page;
    QPointer<QWidget> m_widget;
    GuideProgress* m_progress;
    const QuestionBank* m_bank;
    std::vector<std::pair<QString, std::function<bool()>>> m_tests;
};

} // namespace redlock::ui
