#pragma once
// Page "recap": the whole dive on one page, in the lab's own words. One card per page of the
// catalogue that has one (Page::recapCard), in course order: the page's own words, its live
// miniature (read from the shared LabState, so toggling a master elsewhere shows up here) and
// a button that opens that page; the references close the page, each with what it adds to the
// story. Cards that quote numbers the core computes (fixed scenarios, not the shared LabState)
// compute them once, together, on a worker thread when the page is built; until they arrive
// those cards say they are computing.

#include <QList>
#include <QWidget>

#include <memory>
#include <vector>

class QGridLayout;
class QLabel;

namespace redlock::ui {

class LabState;
class PageHeader;
class RecapCard;
class RecapPoint;

class RecapPage : public QWidget {
    Q_OBJECT
public:
    explicit RecapPage(LabState* state, QWidget* parent = nullptr);
    ~RecapPage() override;

    QList<RecapPoint*> points() const { return m_points; }
    RecapPoint* point(const QString& pageName) const;
    QString referencesText() const;
    // Every card's computed numbers have arrived.
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

    using Cards = std::vector<std::unique_ptr<RecapCard>>;

    LabState* m_state;
    // Shared with the worker computing them, which may outlive the page.
    std::shared_ptr<Cards> m_cards;
    bool m_factsReady = false;
    PageHeader* m_header;
    QList<RecapPoint*> m_points; // m_points[i] shows (*m_cards)[i]
    QGridLayout* m_grid;
    int m_columns = 0;
    QLabel* m_refTitle;
    QLabel* m_references;
};

} // namespace redlock::ui
