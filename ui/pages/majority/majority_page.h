#pragma once
// Page "majority": toggle masters, watch the OK votes fill the bar against the majority line,
// and read in words what the count means for the lock. Keys 1–9 toggle master 1–9.

#include "ui/app/export/handout_source.h"
#include "ui/guide/run_target.h"

#include <QWidget>

class QLabel;
class QSpinBox;

namespace redlock::ui {

class LabState;
class MasterToggles;
class PageHeader;
class VoteBar;

class MajorityPage : public QWidget, public HandoutSource, public RunTarget {
    Q_OBJECT
public:
    // RunTarget: a vote: N masters, the listed ones down (the TTL and time are page 3's).
    bool canShowRun(const guide::RunSpec& run) const override;
    void showRun(const guide::RunSpec& run) override;
    explicit MajorityPage(LabState* state, QWidget* parent = nullptr);

    MasterToggles* toggles() const { return m_toggles; }
    VoteBar* voteBar() const { return m_bar; }
    QSpinBox* mastersSpin() const { return m_nSpin; }
    QString headlineText() const;
    QString readoutText() const;
    QString staticText() const;
    // Adds a strip under the master toggles (the live backend's banner).
    void addBanner(QWidget* banner);
    QStringList handoutNumbers() const override;
    QStringList handoutSetup() const override;
    QList<HandoutDiagram> handoutDiagrams() const override;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();

    LabState* m_state;
    PageHeader* m_header;
    QLabel* m_nLabel;
    QSpinBox* m_nSpin;
    QLabel* m_hint;
    MasterToggles* m_toggles;
    VoteBar* m_bar;
    QLabel* m_headline;
    QLabel* m_readout;
    QLabel* m_reason;
    QLabel* m_staticTitle;
    QLabel* m_static;
};

} // namespace redlock::ui
