#pragma once
// One compact column per master for the protocol page: an up/down toggle that mirrors (and
// changes) the shared LabState, so a master taken down on the majority page is down here too,
// and the one-way latency from the client to that master in milliseconds.

#include "core/quorum.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;

namespace redlock::ui {

class LabState;

class MasterLinks : public QWidget {
    Q_OBJECT
public:
    explicit MasterLinks(LabState* state, QWidget* parent = nullptr);

    QPushButton* toggle(int index) const { return m_toggles.value(index); }
    QSpinBox* latencySpin(int index) const { return m_spins.value(index); }
    int latencyMs(int index) const;

signals:
    void latencyChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    LabState* m_state;
    QLabel* m_upLabel;
    QLabel* m_latencyLabel;
    QList<QPushButton*> m_toggles;
    QList<QSpinBox*> m_spins;
};

} // namespace redlock::ui
