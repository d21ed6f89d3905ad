#pragma once
// One compact column per master for the protocol page: an up/down toggle that mirrors (and
// changes) the shared LabState, so a master taken down on the majority page is down here too,
// and the one-way latency from the client to that master in milliseconds. When the columns do
// not fit the width (nine masters, presenter size), they wrap into further bands of two rows.

#include "core/lock/quorum.h"

#include <QList>
#include <QWidget>

class QGridLayout;
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
    // Off on a live backend: there the network decides the latency, nothing here sets it.
    void setLatencyEditable(bool on);
    // Width of all visible masters in one band: the page uses it to decide what sits beside it.
    int oneBandWidth() const;
    int bandCount() const { return m_columns > 0 ? (m_shown + m_columns - 1) / m_columns : 0; }

    QSize minimumSizeHint() const override;

signals:
    void latencyChanged();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void reflow(bool force = false);
    int cellWidth() const;
    int labelWidth() const;

    LabState* m_state;
    QLabel* m_upLabel;
    QLabel* m_latencyLabel;
    QList<QPushButton*> m_toggles;
    QList<QSpinBox*> m_spins;
    QGridLayout* m_grid;
    int m_columns = 0; // masters per band
    int m_shown = 0;   // N the bands were built for
};

} // namespace redlock::ui
