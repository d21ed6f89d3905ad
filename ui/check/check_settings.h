#pragma once
// CheckSettings: the inputs of a safety check, as controls: clients, duration, the fault kinds,
// restart delay, persistence, TTL and seed. It turns them into the same CheckOptions that
// `redlockctl check` builds from its flags; servers (5) and the per-instance timeout (50 ms)
// keep the CLI's defaults, so the command line under the verdict repeats the run exactly.

#include "core/check/check_options.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace redlock::ui {

class CheckSettings : public QGroupBox {
    Q_OBJECT
public:
    explicit CheckSettings(QWidget* parent = nullptr);

    check::CheckOptions options() const;
    void setOptions(const check::CheckOptions& opt);
    void retranslate();

    QSpinBox* clients() const { return m_clients; }
    QSpinBox* duration() const { return m_duration; }
    QCheckBox* hang() const { return m_hang; }
    QCheckBox* crash() const { return m_crash; }
    QCheckBox* restart() const { return m_restart; }
    QCheckBox* pauseClient() const { return m_pauseClient; }
    QCheckBox* clockJump() const { return m_clockJump; }
    QCheckBox* clockRate() const { return m_clockRate; }
    QCheckBox* delay() const { return m_linkDelay; }
    QCheckBox* partition() const { return m_partition; }
    QComboBox* restartDelay() const { return m_delay; }
    QComboBox* persistence() const { return m_persistence; }
    QSpinBox* ttl() const { return m_ttl; }
    QSpinBox* seed() const { return m_seed; }

signals:
    void changed();

private:
    QLabel* m_clientsLabel;
    QLabel* m_durationLabel;
    QLabel* m_faultsLabel;
    QLabel* m_delayLabel;
    QLabel* m_persistenceLabel;
    QLabel* m_ttlLabel;
    QLabel* m_seedLabel;
    QSpinBox* m_clients;
    QSpinBox* m_duration;
    QCheckBox* m_hang;
    QCheckBox* m_crash;
    QCheckBox* m_restart;
    QCheckBox* m_pauseClient;
    QCheckBox* m_clockJump;
    QCheckBox* m_clockRate;
    QCheckBox* m_linkDelay;
    QCheckBox* m_partition;
    QComboBox* m_delay;
    QComboBox* m_persistence;
    QSpinBox* m_ttl;
    QSpinBox* m_seed;
};

} // namespace redlock::ui
