#include "ui/check/check_dialog.h"

#include "ui/check/check_counters.h"
#include "ui/check/check_runner.h"
#include "ui/check/check_settings.h"
#include "ui/check/check_verdict.h"
#include "ui/widgets/fit_to_screen.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/scroll_into_view.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace redlock::ui {

CheckDialog::CheckDialog(QWidget* parent)
    : QDialog(parent), m_intro(new QLabel(this)), m_settings(new CheckSettings(this)),
      m_start(new QPushButton(this)), m_cancel(new QPushButton(this)),
      m_close(new QPushButton(this)), m_status(new QLabel(this)),
      m_counters(new CheckCounters(this)), m_verdict(new CheckVerdict(this)),
      m_runner(new CheckRunner(this)), m_timer(new QTimer(this)) {
    onLanguageChange(this, [this] { retranslate(); });
    setObjectName(QStringLiteral("checkDialog"));
    m_intro->setWordWrap(true);
    m_intro->setProperty("role", QStringLiteral("note"));
    m_start->setObjectName(QStringLiteral("startCheck"));
    m_cancel->setObjectName(QStringLiteral("cancelCheck"));
    m_close->setObjectName(QStringLiteral("closeCheck"));
    m_status->setObjectName(QStringLiteral("checkStatus"));
    m_status->setProperty("role", QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_start->setDefault(true);
    m_cancel->setEnabled(false);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    // The explanation, the settings and the counters sit in a scroll area: on a 720-line
    // projector, or in presenter text sizes, they scroll instead of squeezing word-wrapped text
    // into clipped lines. The buttons and the verdict stay below it, always in view: the
    // verdict is what the class is waiting for.
    m_content = new QWidget;
    m_content->setObjectName(QStringLiteral("checkContent"));
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("checkScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* box = new QVBoxLayout(m_content);
    box->addWidget(m_intro);
    box->addWidget(m_settings);
    box->addWidget(m_status);
    box->addWidget(m_counters);
    box->addStretch(1);
    scroll->setWidget(m_content);
    auto* outer = new QVBoxLayout(this);
    outer->addWidget(scroll, 1);
    outer->addLayout(buttons);
    outer->addWidget(m_verdict);

    m_timer->setInterval(kRefreshMs);
    connect(m_timer, &QTimer::timeout, this, &CheckDialog::refresh);
    connect(m_start, &QPushButton::clicked, this, &CheckDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &CheckDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &CheckDialog::reject);
    connect(m_runner, &CheckRunner::finished, this, &CheckDialog::onFinished);
    // The command line follows the settings, so it can be copied before a run as well.
    connect(m_settings, &CheckSettings::changed, this, [this] {
        if (!m_runner->isRunning()) {
            m_verdict->showPending(m_settings->options());
        }
    });
    m_verdict->showPending(m_settings->options());
    retranslate();
    updateStyle();
}

void CheckDialog::start() {
    if (m_runner->isRunning()) {
        return;
    }
    const check::CheckOptions opt = m_settings->options();
    if (auto ok = check::checkCheckOptions(opt); !ok) {
        m_verdict->showError(QString::fromStdString(ok.error().message), opt);
        return;
    }
    m_counters->clear();
    m_verdict->showPending(opt);
    m_runner->start(opt);
    m_settings->setEnabled(false);
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_timer->start();
    refresh();
    growToContent();
}

void CheckDialog::cancel() {
    if (m_runner->isRunning()) {
        m_runner->cancel();
        m_cancel->setEnabled(false);
        refresh();
    }
}

void CheckDialog::reject() {
    cancel(); // a run nobody watches any more only keeps servers busy
    QDialog::reject();
}

void CheckDialog::refresh() {
    const check::CheckProgress p = m_runner->progress();
    const check::CheckOptions& opt = m_runner->options();
    if (p.phase == check::CheckPhase::Idle) {
        m_counters->clear();
    } else {
        m_counters->showProgress(p, opt);
    }
    QString text;
    if (m_runner->isRunning() && m_runner->cancelRequested()) {
        text = tr("Cancelling: the clients finish their current lock, then every server is "
                  "stopped…");
    } else if (p.phase == check::CheckPhase::Starting) {
        text = tr("Starting %1 servers of its own…").arg(opt.servers);
    } else if (p.phase == check::CheckPhase::Running) {
        text = p.scripted
                   ? tr("Running the scripted restart schedule with %1 servers…").arg(opt.servers)
                   : tr("Running: %1 clients, random faults from seed %2…")
                         .arg(opt.clients)
                         .arg(opt.seed);
    } else if (p.phase == check::CheckPhase::Stopping) {
        text = tr("Time is up: healing the faulted masters and stopping every server…");
    } else if (p.phase == check::CheckPhase::Done) {
        text = tr("Finished after %1 s; every server it started is stopped.")
                   .arg(toMs(p.elapsed) / 1000.0, 0, 'f', 1);
    } else {
        text = tr("Starts its own servers on this machine; the lab's backend is not touched.");
    }
    m_status->setText(text);
}

void CheckDialog::onFinished() {
    m_timer->stop();
    refresh();
    if (m_runner->report()) {
        m_verdict->showReport(*m_runner->report(), m_runner->options());
    } else {
        m_verdict->showError(m_runner->error(), m_runner->options());
    }
    m_settings->setEnabled(true);
    m_start->setEnabled(true);
    m_cancel->setEnabled(false);
    growToContent();
}

void CheckDialog::growToContent() {
    // The verdict below the scroll area takes its height from the view: a dialog opened at the
    // idle texts' size would push the status and the counters under the fold when the verdict
    // arrives. Grow (never shrink, the teacher may have sized it) as far as the screen allows,
    // keep the frame on the screen, and where it still does not fit, scroll to what just changed.
    if (!isVisible()) {
        return;
    }
    const QSize grown = size().expandedTo(boundedToScreen(this, sizeHint()));
    if (grown != size()) {
        resize(grown);
        keepOnScreen(this);
    }
    scrollIntoView(m_status, m_counters);
}

void CheckDialog::updateStyle() {
    // Big numbers: about two and a half times the text around them, whatever the theme's
    // body size (presenter mode included). Our own sheet wins over the window's for this role.
    ensurePolished();
    const QFont f = font();
    const QString size = f.pointSizeF() > 0
                             ? QStringLiteral("%1pt").arg(f.pointSizeF() * 2.4, 0, 'f', 1)
                             : QStringLiteral("%1px").arg(f.pixelSize() * 12 / 5);
    const QString sheet =
        QStringLiteral("QLabel[role=\"checkValue\"] { font-size: %1; font-weight: 700; }")
            .arg(size);
    if (sheet != styleSheet()) { // a new sheet re-polishes the dialog: only when it changes
        setStyleSheet(sheet);
    }
}

void CheckDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::FontChange && isVisible()) {
        // Presenter mode turned on or off while the dialog is open: the big numbers follow the
        // text around them (they kept the old mode's size), and a larger text gets the room.
        updateStyle();
        growToContent();
    }
}

void CheckDialog::retranslate() {
    setWindowTitle(tr("Safety check"));
    m_intro->setText(tr("Runs the same check as redlockctl check: five real servers started "
                        "for this run only, client threads contending for one lock, and faults "
                        "on a minority of the masters. Afterwards every client's belief that it "
                        "held the lock is compared with every other on one clock."));
    m_start->setText(tr("&Start"));
    m_cancel->setText(tr("Ca&ncel run"));
    m_close->setText(tr("Close"));
    m_start->setAccessibleName(tr("Start the safety check"));
    m_cancel->setAccessibleName(tr("Cancel the running check"));
    m_close->setAccessibleName(tr("Close the safety check"));
    m_status->setAccessibleName(tr("Check status"));
    m_settings->retranslate();
    m_counters->retranslate();
    m_verdict->retranslate();
    refresh();
}

QSize CheckDialog::sizeHint() const {
    // Wide enough for the settings grid in one piece, as tall as the wrapped text then needs.
    const int width = std::max(m_content->sizeHint().width(), 640);
    const int below = layout()->itemAt(1)->sizeHint().height() +
                      std::max(m_verdict->sizeHint().height(), m_verdict->heightForWidth(width)) +
                      3 * layout()->spacing() + 24;
    return {width + 24, m_content->layout()->totalHeightForWidth(width) + below};
}

void CheckDialog::showEvent(QShowEvent* event) {
    updateStyle(); // presenter mode may have changed the text size since the last time
    resize(boundedToScreen(this, sizeHint()));
    QDialog::showEvent(event);
}

} // namespace redlock::ui
