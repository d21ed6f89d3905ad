#pragma once
// Page "recap": the whole dive on one page, in the lab's own words. Each point carries a live
// miniature of its page (read from the shared LabState, so toggling a master elsewhere shows
// up here) and a button that opens that page; the references close the page, each with what
// it adds to the story. The protocol, timing and lease cards show numbers the core computes
// once, on a worker thread when the page is built (RecapFacts): those pages replay fixed
// scenarios, not the shared LabState. Until they arrive those cards say they are computing.

#include "ui/pages/recap/recap_facts.h"

#include <QList>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace redlock::ui {

class LabState;
class OverlapSketch;
class PageHeader;
class RecapPoint;

class RecapPage : public QWidget {
    Q_OBJECT
public:
    explicit RecapPage(LabState* state, QWidget* parent = nullptr);

    QList<RecapPoint*> points() const { return m_points; }
    RecapPoint* point(const QString& pageName) const;
    OverlapSketch* overlap() const { return m_overlap; }
    QString referencesText() const;
    const RecapFacts& facts() const { return m_facts; }
    bool hasFacts() const { return m_factsReady; }
    // Adds a card under the page cards, above the references (the study guide's answers).
    void addPanel(QWidget* panel);

signals:
    void pageRequested(const QString& name);
    void factsReady();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void refresh();
    void arrangeCards();
    static QString completionText(Completion c);

    LabState* m_state;
    RecapFacts m_facts;
    bool m_factsReady = false;
    PageHeader* m_header;
    OverlapSketch* m_overlap;
    QList<RecapPoint*> m_points;
    QGridLayout* m_grid;
    int m_columns = 0;
    QLabel* m_refTitle;
    QLabel* m_references;
};

} // namespace redlock::ui
