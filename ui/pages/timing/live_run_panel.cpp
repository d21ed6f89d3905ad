#include "ui/pages/timing/live_run_panel.h"

#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/wrap_label.h"

#include "core/servers/local_servers.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace redlock::ui {

namespace {
constexpr int kStoryLines = 4;
}

LiveRunPanel::LiveRunPanel(QWidget* parent) : QFrame(parent) {
    setProperty("role", QStringLiteral("card"));
    setObjectName(QStringLiteral("liveRunPanel"));
    m_title = new QLabel(this);
    m_title->setProperty("role", QStringLiteral("cardTitle"));
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runLiveButton"));
    m_status = new WrapLabel(this);
    m_status->setObjectName(QStringLiteral("liveStatus"));
    m_status->setProperty("role", QStringLiteral("note"));
    m_banner = new WrapLabel(this);
    m_banner->setObjectName(QStringLiteral("liveBanner"));
    m_view = new TimelineView(this);
    m_view->setObjectName(QStringLiteral("liveTimeline"));
    m_headline = new WrapLabel(this);
    m_headline->setObjectName(QStringLiteral("liveHeadline"));
    m_story = new WrapLabel(this);
    m_story->setObjectName(QStringLiteral("liveStory"));
    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 0, Qt::AlignVCenter);
    top->addWidget(m_run, 0, Qt::AlignVCenter);
    top->addWidget(m_status, 1);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(10, 4, 10, 4);
    l->setSpacing(2);
    l->addLayout(top);
    l->addWidget(m_banner);
    l->addWidget(m_view);
    l->addWidget(m_headline);
    l->addWidget(m_story);
    m_haveServer = !LocalServers::findServerBinary().empty();
    connect(m_run, &QPushButton::clicked, this, &LiveRunPanel::start);
    onLanguageChange(this, [this] { retranslate(); });
    retranslate();
}

void LiveRunPanel::setScenario(const sim::Scenario& s) {
    if (s == m_scenario) {
        return;
    }
    m_scenario = s;
    m_result.reset();
    m_error.clear();
    if (m_running) {
        m_task.cancel(); // the old run winds down on its own; its result is dropped
        m_running = false;
    }
    retranslate();
}

QString LiveRunPanel::refusal() const {
    if (!m_haveServer) {
        return tr("Needs redis-server or valkey-server on this machine.");
    }
    const std::string id = live::notLive(m_scenario).id;
    if (id.empty()) {
        return {};
    }
    if (id == "monotonic-expiry") {
        return tr("Not on real servers: Redis and Valkey expire keys by their wall clock, so a "
                  "server that ignores the jump exists only in the simulator.");
    }
    if (id == "fsync-everysec") {
        return tr("Not on real servers: a killed server's last writes are still in the "
                  "operating system's page cache, so only a power loss would drop them.");
    }
    return tr("Not on real servers: this script needs something the real servers or the real "
              "client do not do (failover, a naive or wall-clock client).");
}

QString LiveRunPanel::statusText() const {
    return m_status->text();
}

QString LiveRunPanel::headlineText() const {
    return m_headline->text();
}

void LiveRunPanel::start() {
    if (m_running || !refusal().isEmpty()) {
        return;
    }
    m_running = true;
    m_result.reset();
    m_error.clear();
    retranslate();
    const sim::Scenario s = m_scenario;
    m_task.start(
        [s](const std::atomic<bool>& cancel) {
            live::LiveOptions o;
            o.cancel = &cancel;
            Outcome out;
            auto r = live::playLive(s, o);
            if (r) {
                out.result = std::move(r).value();
            } else {
                out.error = r.error().message;
            }
            return out;
        },
        this,
        [this](Outcome out) {
            m_running = false;
            m_result = std::move(out.result);
            m_error = out.error;
            retranslate();
            emit finished();
        });
}

void LiveRunPanel::showResult() {
    const bool have = m_result.has_value();
    m_view->setVisible(have);
    m_banner->setVisible(have);
    m_headline->setVisible(have);
    m_story->setVisible(have);
    if (!have) {
        return;
    }
    const sim::SimResult& r = m_result->run;
    const sim::Scenario scaled = live::scaleDown(m_scenario, m_result->scale);
    m_view->setRun(r, r, scaled, r.endUs, r.endUs);
    m_banner->setText(RunSummary::banner(r));
    m_banner->setStyleSheet(RunSummary::bannerStyle(r));
    m_headline->setText(RunSummary::headline(r));
    m_story->setText(RunSummary::story(r, kStoryLines));
}

void LiveRunPanel::retranslate() {
    m_title->setText(tr("On real servers"));
    m_run->setText(m_running ? tr("Running…") : tr("Run on real servers"));
    m_run->setToolTip(tr("Plays run A again on real local servers, with real clients and real "
                         "faults; it takes a few seconds"));
    const QString refused = refusal();
    m_run->setEnabled(!m_running && refused.isEmpty());
    const int masters = static_cast<int>(m_scenario.params.masters.size());
    if (!refused.isEmpty()) {
        m_status->setText(refused);
    } else if (m_running) {
        const int k = live::autoScale(m_scenario);
        m_status->setText(
            tr("Playing A on %1 real servers with real clients, the script's times "
               "divided by %2: about %3 s.")
                .arg(masters)
                .arg(k)
                .arg(static_cast<double>(m_scenario.params.endUs) / k / 1e6, 0, 'f', 1));
    } else if (m_result) {
        m_status->setText(
            tr("A, played on %1 real servers: the script's times divided by %2, the "
               "per-master timeout of %3 ms kept; each master's clock as its server's "
               "TIME read it, overlaps measured on this machine's one steady clock.")
                .arg(masters)
                .arg(m_result->scale)
                .arg(static_cast<double>(m_scenario.params.timeoutUs) / 1000.0));
    } else if (!m_error.empty()) {
        m_status->setText(
            tr("The servers could not be started: %1").arg(QString::fromStdString(m_error)));
    } else {
        m_status->setText(tr("Plays A on %1 real local servers: real clock jumps, partitions, "
                             "crashes and pauses.")
                              .arg(masters));
    }
    showResult();
}

} // namespace redlock::ui
