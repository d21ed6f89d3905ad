#pragma once
// The "Try this" steps of each page, and the watcher that ticks them. A step is ticked by the
// page's own events, the ones a student's click or key causes: the shared LabState's changed()
// for the majority and gates pages, the page's controls and models for the others. The test
// for a step reads the page's state after the event (e.g. "two masters down" = two of the
// LabState's masters are down), so the tick and the page can never disagree.

#include <QCoreApplication>
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

class TryThis : public QObject {
    Q_OBJECT
public:
    // The step ids of `page`, in order (2–4 per page).
    static QStringList steps(const QString& page);
    // A step's instruction, in the current language.
    static QString text(const QString& page, const QString& step);

    // Watches `pageWidget` (page `page`); `shared` is the window's LabState (pages 1 and 3).
    // `bank` tells the recap's "every question of one page right" how many a page has.
    TryThis(const QString& page, QWidget* pageWidget, LabState* shared, GuideProgress* progress,
            const QuestionBank* bank, QObject* parent = nullptr);

    QString page() const { return m_page; }

private:
    void watch(const QString& step, std::function<bool()> test);
    void check();

    QString m_page;
    QPointer<QWidget> m_widget;
    GuideProgress* m_progress;
    std::vector<std::pair<QString, std::function<bool()>>> m_tests;
};

} // namespace redlock::ui
