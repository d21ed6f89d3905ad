#include "ui/pages/choose/live_compare_panel.h"

#include "ui/model/readouts.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/wrap_label.h"

#include "core/servers/etcd_cluster.h"
#include "core/servers/local_servers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>

namespace redlock::ui {

LiveComparePanel::LiveComparePanel(QWidget* parent) : QFrame(parent), m_tick(new QTimer(this)) {
    setProperty("role", QStringLiteral("card"));
    setObjectName(QStringLiteral("chooseLiveCard"));
    m_title = new QLabel(this);
    m_title->setProperty("role", QStringLiteral("cardTitle"));
    m_note = new WrapLabel(this);
    m_note->setProperty("role", QStringLiteral("note"));
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runLiveCompare"));
    m_status = new WrapLabel(this);
    m_status->setObjectName(QStringLiteral("liveCompareStatus"));
    m_status->setProperty("role", QStringLiteral("note"));
    m_speed = new WrapLabel(this);
    m_speed->setObjectName(QStringLiteral("liveCompareSpeed"));
    m_speed->setProperty("role", QStringLiteral("readout"));
    auto* top = new QHBoxLayout;
    top->addWidget(m_run, 0, Qt::AlignVCenter);
    top->addWidget(m_status, 1);
    m_rowsBox = new QVBoxLayout;
    m_rowsBox->setSpacing(2);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(14, 8, 14, 8);
    l->addWidget(m_title);
    l->addWidget(m_note);
    l->addLayout(top);
    l->addLayout(m_rowsBox);
    l->addWidget(m_speed);
    m_speed->hide();
    m_haveRedis = !LocalServers::findServerBinary().empty();
    m_haveEtcd = !EtcdCluster::findBinary().empty();
    m_client = findClientProgram();
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] { retranslate(); });
    connect(m_run, &QPushButton::clicked, this, &LiveComparePanel::start);
    onLanguageChange(this, [this] { retranslate(); });
    retranslate();
}

QString LiveComparePanel::findClientProgram() {
    const QString dir = QCoreApplication::applicationDirPath();
    const QStringList candidates{dir + QStringLiteral("/redlockctl"),                // installed
                                 dir + QStringLiteral("/../redlockctl/redlockctl")}; // build tree
    for (const QString& candidate : candidates) {
        const QFileInfo f(candidate);
        if (f.isFile() && f.isExecutable()) {
            return QDir::cleanPath(f.absoluteFilePath());
        }
    }
    return QStandardPaths::findExecutable(QStringLiteral("redlockctl"));
}

void LiveComparePanel::setClientProgram(const QString& path) {
    m_client = path;
    retranslate();
}

QString LiveComparePanel::missing() const {
    if (!m_haveRedis) {
        return tr("Needs redis-server or valkey-server on this machine (Debian: apt-get install "
                  "redis-server).");
    }
    if (!m_haveEtcd) {
        return tr("Needs etcd on this machine (Debian: apt-get install etcd-server etcd-client).");
    }
    if (m_client.isEmpty()) {
        return tr(
            "Needs redlockctl next to the app or on PATH: it runs the client that is frozen.");
    }
    return {};
}

void LiveComparePanel::start() {
    if (m_running || !missing().isEmpty()) {
        return;
    }
    m_running = true;
    m_clock.start();
    m_tick->start();
    retranslate();
    const std::string client = QFile::encodeName(m_client).toStdString();
    m_task.start(
        [client](const std::atomic<bool>& cancel) {
            compare::LiveCompareOptions o;
            o.clientProgram = client;
            o.stop = [&cancel] { return cancel.load(); }; // a closed page stops the servers
            return compare::runLiveCompare(o);
        },
        this, [this](compare::LiveCompare c) { showResult(std::move(c)); });
}

void LiveComparePanel::showResult(compare::LiveCompare c) {
    m_running = false;
    m_tick->stop();
    m_result = std::move(c);
    retranslate();
    emit finished();
}

QString LiveComparePanel::faultName(const std::string& id) {
    if (id == "leader-killed")
        return tr("Leader killed while held");
    if (id == "client-paused")
        return tr("Holder paused past its lease");
    if (id == "minority-down")
        return tr("A minority of servers killed");
    return QString::fromStdString(id);
}

QString LiveComparePanel::designName(const std::string& id) {
    if (id == "etcd")
        return tr("etcd lease lock, 3 members");
    if (id == "redlock")
        return tr("Redlock, 5 Redis masters");
    return QString::fromStdString(id);
}

QString LiveComparePanel::outcomeName(compare::LiveOutcome o) {
    switch (o) {
    case compare::LiveOutcome::Held:
        return tr("lock held");
    case compare::LiveOutcome::Lost:
        return tr("lock lost");
    case compare::LiveOutcome::Refused:
        return tr("lock refused");
    case compare::LiveOutcome::StaleWriteRejected:
        return tr("stale write rejected");
    case compare::LiveOutcome::StaleWriteAccepted:
        return tr("stale write accepted");
    case compare::LiveOutcome::NotRun:
        return tr("not run");
    }
    return {};
}

QString LiveComparePanel::durationName(const std::string& id) {
    if (id == "recovery")
        return tr("from the kill until the cluster answered");
    if (id == "key-gone")
        return tr("from the freeze until the key was gone");
    if (id == "acquire")
        return tr("median acquire under the fault");
    return QString::fromStdString(id);
}

QString LiveComparePanel::sentence(const sim::Sentence& s) {
    return RunSummary::translated("redlock::compare::LiveCompare", s);
}

QString LiveComparePanel::statusText() const {
    return m_status->text();
}

QStringList LiveComparePanel::rowTexts() const {
    return m_rowTexts;
}

QString LiveComparePanel::speedText() const {
    return m_speed->isVisibleTo(this) ? m_speed->text() : QString();
}

void LiveComparePanel::retranslate() {
    m_title->setText(tr("On real servers"));
    m_note->setText(tr("Three of these faults on real processes of this machine: five Redis "
                       "servers, two three-member etcd clusters and a client process, started on "
                       "loopback ports and stopped by pid when the run ends."));
    const QString lacking = missing();
    m_run->setEnabled(!m_running && lacking.isEmpty());
    m_run->setText(m_running ? tr("Running… %1 s").arg(m_clock.elapsed() / 1000)
                             : tr("Run on real servers"));
    m_run->setToolTip(tr("Kills an etcd leader, freezes a lock holder with SIGSTOP and kills a "
                         "minority of each cluster; it takes about half a minute"));
    if (m_running) {
        m_status->setText(tr("Starting the servers, then one fault after another…"));
    } else if (m_result && !m_result->error.empty()) {
        m_status->setText(
            tr("The run could not be made: %1").arg(QString::fromStdString(m_result->error)));
    } else if (m_result) {
        const auto& r = *m_result;
        const QString took = QString::number(static_cast<double>(r.took.count()) / 1e6, 'f', 1);
        const QString started = QString::number(r.started.size());
        m_status->setText(
            r.leftRunning == 0
                ? tr("Measured in %1 s; the %2 processes it started are all stopped.")
                      .arg(took, started)
                : tr("Measured in %1 s; of the %2 processes it started, still running: %3.")
                      .arg(took, started, QString::number(r.leftRunning)));
    } else if (!lacking.isEmpty()) {
        m_status->setText(lacking);
    } else {
        m_status->setText(tr("Not run yet."));
    }
    // The rows: heading (fault · design — outcome, time) and the core's sentence.
    const qsizetype want = m_result ? static_cast<qsizetype>(m_result->rows.size()) : 0;
    while (m_rows.size() > 2 * want) {
        delete m_rows.takeLast();
    }
    while (m_rows.size() < 2 * want) {
        // A heading (its own label: plain text wraps to the width it is given) and a sentence.
        const bool heading = m_rows.size() % 2 == 0;
        auto* l = new WrapLabel(this);
        l->setObjectName(heading ? QStringLiteral("liveCompareHeading")
                                 : QStringLiteral("liveCompareRow"));
        l->setTextFormat(Qt::PlainText);
        if (heading) {
            l->setProperty("role", QStringLiteral("status")); // bold, as the theme sets it
            l->setContentsMargins(0, 6, 0, 0);
        }
        m_rowsBox->addWidget(l);
        m_rows << l;
    }
    m_rowTexts.clear();
    for (qsizetype i = 0; i < want; ++i) {
        const compare::LiveRow& row = m_result->rows[static_cast<std::size_t>(i)];
        const QString head =
            row.outcome == compare::LiveOutcome::NotRun
                ? tr("%1 · %2 — %3")
                      .arg(faultName(row.fault), designName(row.design), outcomeName(row.outcome))
                : tr("%1 · %2 — %3, %4 ms (%5)")
                      .arg(faultName(row.fault), designName(row.design), outcomeName(row.outcome),
                           Readouts::ms(row.duration), durationName(row.durationOf));
        const QString said = sentence(row.sentence);
        m_rowTexts << head + QLatin1Char('\n') + said;
        m_rows[2 * i]->setText(head);
        m_rows[2 * i + 1]->setText(said);
    }
    const bool speed = m_result && m_result->speed;
    m_speed->setVisible(speed);
    if (speed) {
        m_speed->setText(sentence(*m_result->speed));
    }
}

} // namespace redlock::ui
