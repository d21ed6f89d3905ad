#include "ui/check/check_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace redlock::ui {

namespace {

QSpinBox* spin(QWidget* parent, int lo, int hi, int value) {
    auto* s = new QSpinBox(parent);
    s->setRange(lo, hi);
    s->setValue(value);
    return s;
}

} // namespace

CheckSettings::CheckSettings(QWidget* parent)
    : QGroupBox(parent), m_clientsLabel(new QLabel(this)), m_durationLabel(new QLabel(this)),
      m_faultsLabel(new QLabel(this)), m_delayLabel(new QLabel(this)),
      m_persistenceLabel(new QLabel(this)), m_ttlLabel(new QLabel(this)),
      m_seedLabel(new QLabel(this)), m_clients(spin(this, 1, 8, 4)),
      m_duration(spin(this, 5, 120, 15)), m_hang(new QCheckBox(this)), m_crash(new QCheckBox(this)),
      m_restart(new QCheckBox(this)), m_pauseClient(new QCheckBox(this)),
      m_clockJump(new QCheckBox(this)), m_clockRate(new QCheckBox(this)),
      m_linkDelay(new QCheckBox(this)), m_partition(new QCheckBox(this)),
      m_delay(new QComboBox(this)), m_persistence(new QComboBox(this)),
      // The TTL stays well above the 50 ms per-instance timeout, as the CLI requires.
      m_ttl(spin(this, 100, 10000, 400)), m_seed(spin(this, 0, 999999999, 1)) {
    setObjectName(QStringLiteral("checkSettings"));
    m_clients->setObjectName(QStringLiteral("clients"));
    m_duration->setObjectName(QStringLiteral("duration"));
    m_hang->setObjectName(QStringLiteral("faultHang"));
    m_crash->setObjectName(QStringLiteral("faultCrash"));
    m_restart->setObjectName(QStringLiteral("faultRestart"));
    m_pauseClient->setObjectName(QStringLiteral("faultPauseClient"));
    m_clockJump->setObjectName(QStringLiteral("faultClockJump"));
    m_clockRate->setObjectName(QStringLiteral("faultClockRate"));
    m_linkDelay->setObjectName(QStringLiteral("faultDelay"));
    m_partition->setObjectName(QStringLiteral("faultPartition"));
    m_delay->setObjectName(QStringLiteral("restartDelay"));
    m_persistence->setObjectName(QStringLiteral("persistence"));
    m_ttl->setObjectName(QStringLiteral("ttl"));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_ttl->setSingleStep(50);
    m_delay->addItems({QString(), QString()});
    m_persistence->addItems({QString(), QString()});

    // Two rows of fault boxes: the processes, then time and the network.
    auto* faults = new QGridLayout;
    QCheckBox* const boxes[2][4] = {{m_hang, m_crash, m_restart, m_pauseClient},
                                    {m_clockJump, m_clockRate, m_linkDelay, m_partition}};
    for (int r = 0; r < 2; ++r) {
        for (int c = 0; c < 4; ++c) {
            faults->addWidget(boxes[r][c], r, c);
        }
    }
    faults->setColumnStretch(4, 1);
    // Two columns of label/field pairs keep the dialog short enough for a projector; the fault
    // boxes and the delay explanation need the full width.
    auto* grid = new QGridLayout(this);
    grid->addWidget(m_clientsLabel, 0, 0);
    grid->addWidget(m_clients, 0, 1);
    grid->addWidget(m_durationLabel, 0, 2);
    grid->addWidget(m_duration, 0, 3);
    grid->addWidget(m_faultsLabel, 1, 0);
    grid->addLayout(faults, 1, 1, 1, 3);
    grid->addWidget(m_delayLabel, 2, 0);
    grid->addWidget(m_delay, 2, 1, 1, 3);
    grid->addWidget(m_persistenceLabel, 3, 0);
    grid->addWidget(m_persistence, 3, 1, 1, 3);
    grid->addWidget(m_ttlLabel, 4, 0);
    grid->addWidget(m_ttl, 4, 1);
    grid->addWidget(m_seedLabel, 4, 2);
    grid->addWidget(m_seed, 4, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    const std::pair<QLabel*, QWidget*> buddies[] = {
        {m_clientsLabel, m_clients},         {m_durationLabel, m_duration}, {m_delayLabel, m_delay},
        {m_persistenceLabel, m_persistence}, {m_ttlLabel, m_ttl},           {m_seedLabel, m_seed}};
    for (const auto& [label, field] : buddies) {
        label->setBuddy(field);
    }

    setOptions(check::CheckOptions{});
    for (QSpinBox* s : {m_clients, m_duration, m_ttl, m_seed}) {
        connect(s, &QSpinBox::valueChanged, this, &CheckSettings::changed);
    }
    for (QCheckBox* b : {m_hang, m_crash, m_restart, m_pauseClient, m_clockJump, m_clockRate,
                         m_linkDelay, m_partition}) {
        connect(b, &QCheckBox::toggled, this, &CheckSettings::changed);
    }
    for (QComboBox* c : {m_delay, m_persistence}) {
        connect(c, &QComboBox::currentIndexChanged, this, &CheckSettings::changed);
    }
    retranslate();
}

check::CheckOptions CheckSettings::options() const {
    check::CheckOptions o;
    o.clients = m_clients->value();
    o.duration = std::chrono::seconds(m_duration->value());
    o.faults = check::FaultSet{m_hang->isChecked(),      m_crash->isChecked(),
                               m_restart->isChecked(),   m_pauseClient->isChecked(),
                               m_clockJump->isChecked(), m_clockRate->isChecked(),
                               m_linkDelay->isChecked(), m_partition->isChecked()};
    o.autoRestartDelay = m_delay->currentIndex() == 0;
    o.restartDelay = Millis(0);
    o.persistence = m_persistence->currentIndex() == 1 ? Persistence::Always : Persistence::None;
    o.ttl = Millis(m_ttl->value());
    o.seed = static_cast<std::uint64_t>(m_seed->value());
    return o;
}

void CheckSettings::setOptions(const check::CheckOptions& opt) {
    m_clients->setValue(opt.clients);
    m_duration->setValue(
        static_cast<int>(std::chrono::duration_cast<std::chrono::seconds>(opt.duration).count()));
    m_hang->setChecked(opt.faults.hang);
    m_crash->setChecked(opt.faults.crash);
    m_restart->setChecked(opt.faults.restart);
    m_pauseClient->setChecked(opt.faults.pauseClient);
    m_clockJump->setChecked(opt.faults.clockJump);
    m_clockRate->setChecked(opt.faults.clockRate);
    m_linkDelay->setChecked(opt.faults.delay);
    m_partition->setChecked(opt.faults.partition);
    // The dialog offers the two delays that teach something: the rule, and none at all.
    m_delay->setCurrentIndex(opt.autoRestartDelay ? 0 : 1);
    m_persistence->setCurrentIndex(opt.persistence == Persistence::Always ? 1 : 0);
    m_ttl->setValue(static_cast<int>(opt.ttl.count()));
    m_seed->setValue(static_cast<int>(opt.seed));
}

void CheckSettings::retranslate() {
    setTitle(tr("Run"));
    m_clientsLabel->setText(tr("&Clients:"));
    m_durationLabel->setText(tr("&Duration:"));
    m_faultsLabel->setText(tr("Faults:"));
    m_delayLabel->setText(tr("Restart &delay:"));
    m_persistenceLabel->setText(tr("&Persistence:"));
    m_ttlLabel->setText(tr("&TTL:"));
    m_seedLabel->setText(tr("S&eed:"));
    m_duration->setSuffix(tr(" s"));
    m_ttl->setSuffix(tr(" ms"));
    m_hang->setText(tr("Hang"));
    m_crash->setText(tr("Crash"));
    m_restart->setText(tr("Restart"));
    m_pauseClient->setText(tr("Pause client"));
    m_clockJump->setText(tr("Clock jump"));
    m_clockRate->setText(tr("Clock rate"));
    m_linkDelay->setText(tr("Slow link"));
    m_partition->setText(tr("Partition"));
    m_delay->setItemText(0, tr("Auto: TTL + margin (the delayed-restart rule)"));
    m_delay->setItemText(1, tr("0 ms: back at once (scripted schedule with restart only)"));
    m_persistence->setItemText(0, tr("None"));
    m_persistence->setItemText(1, tr("Always (append-only file, fsync always)"));

    m_clients->setAccessibleName(tr("Client threads"));
    m_duration->setAccessibleName(tr("Duration in seconds"));
    m_hang->setAccessibleName(tr("Fault: hang a master (SIGSTOP)"));
    m_crash->setAccessibleName(tr("Fault: crash a master (SIGKILL)"));
    m_restart->setAccessibleName(tr("Fault: restart a master (clean stop)"));
    m_pauseClient->setAccessibleName(tr("Fault: pause a client after it acquires"));
    m_clockJump->setAccessibleName(tr("Fault: step a master's wall clock forward"));
    m_clockRate->setAccessibleName(tr("Fault: run a master's wall clock fast"));
    m_linkDelay->setAccessibleName(tr("Fault: delay everything on a master's link"));
    m_partition->setAccessibleName(tr("Fault: cut a master's link in both directions"));
    m_clockJump->setToolTip(tr("A minority's wall clock steps forward by half the drift allowance, "
                               "then back (redlockctl check --faults clock-jump)"));
    m_clockRate->setToolTip(tr("A minority's wall clock runs fast by half the drift factor, then "
                               "is set right (--faults clock-rate)"));
    m_linkDelay->setToolTip(tr("Every byte to and from a minority waits twice the per-master "
                               "timeout, so those masters are misses (--faults delay)"));
    m_partition->setToolTip(tr("A minority's link swallows everything both ways, then heals "
                               "(--faults partition)"));
    m_delay->setAccessibleName(tr("Restart delay"));
    m_persistence->setAccessibleName(tr("Persistence"));
    m_ttl->setAccessibleName(tr("Lock TTL in milliseconds"));
    m_seed->setAccessibleName(tr("Seed of the fault plan"));
}

} // namespace redlock::ui
