#include "ui/live/live_banner.h"

#include "ui/live/backend_model.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace redlock::ui {

LiveBanner::LiveBanner(BackendModel* model, QWidget* parent)
    : QFrame(parent), m_model(model), m_hint(new QLabel(this)), m_acquire(new QLabel(this)),
      m_busy(new QProgressBar(this)), m_again(new QPushButton(this)),
      m_startDocker(new QPushButton(this)) {
    onLanguageChange(this, [this] { refresh(); });
    setObjectName(QStringLiteral("liveBanner"));
    setProperty("role", QStringLiteral("card"));
    m_hint->setObjectName(QStringLiteral("liveHint"));
    m_hint->setProperty("role", QStringLiteral("note"));
    m_hint->setWordWrap(true);
    m_acquire->setObjectName(QStringLiteral("liveAcquire"));
    m_acquire->setProperty("role", QStringLiteral("cardTitle"));
    m_acquire->setWordWrap(true);
    m_acquire->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_busy->setObjectName(QStringLiteral("liveBusy"));
    m_busy->setRange(0, 0); // indeterminate: starting servers has no meaningful percentage
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(160);
    m_again->setObjectName(QStringLiteral("acquireAgain"));
    connect(m_again, &QPushButton::clicked, m_model, &BackendModel::acquireNow);
    m_startDocker->setObjectName(QStringLiteral("startDockerMasters"));
    connect(m_startDocker, &QPushButton::clicked, m_model, &BackendModel::startDockerMasters);

    auto* row = new QHBoxLayout;
    row->setSpacing(12);
    row->addWidget(m_acquire, 1);
    row->addWidget(m_busy);
    row->addWidget(m_startDocker);
    row->addWidget(m_again);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 4, 18, 4);
    layout->setSpacing(0);
    layout->addWidget(m_hint);
    layout->addLayout(row);

    connect(m_model, &BackendModel::changed, this, &LiveBanner::refresh);
    refresh();
}

QString LiveBanner::hintText() const {
    return m_hint->text();
}

QString LiveBanner::acquireText() const {
    return m_acquire->text();
}

void LiveBanner::refresh() {
    setVisible(m_model->isLive());
    m_hint->setText(m_model->downHint());
    QString text = m_model->acquireText();
    if (!m_model->lastActionError().isEmpty()) {
        text += QLatin1Char('\n') + tr("Last action failed: %1").arg(m_model->lastActionError());
    }
    m_acquire->setText(text);
    const auto& a = m_model->lastAcquire();
    const bool bad = !m_model->error().isEmpty() || (a && !a->verdict.held);
    m_acquire->setStyleSheet(QStringLiteral("color: %1;")
                                 .arg((bad ? Theme::down()
                                       : a ? Theme::ok()
                                           : Theme::ink())
                                          .name()));
    m_busy->setVisible(m_model->isBusy());
    m_again->setText(tr("Acquire again"));
    m_again->setAccessibleName(m_again->text());
    m_again->setAccessibleDescription(
        tr("Runs one more real acquire and release against the live masters."));
    m_acquire->setToolTip(tr("The client stops waiting once the outcome is decided (a majority "
                             "said OK, or too many failed): masters not awaited are neither a "
                             "yes nor a no."));
    m_again->setEnabled(m_model->isReady());
    m_startDocker->setText(tr("Start five masters in Docker"));
    m_startDocker->setToolTip(
        tr("Starts five containers on the Docker engine, each on its own "
           "loopback port; the app removes them when you leave this backend."));
    m_startDocker->setAccessibleName(m_startDocker->text());
    m_startDocker->setAccessibleDescription(m_startDocker->toolTip());
    m_startDocker->setVisible(m_model->canStartDocker());
}

} // namespace redlock::ui
