#include "ui/pages/timing/timing_page.h"

#include "core/guide/question.h"

#include "core/sim/limits.h"

#include "core/json/json_out.h"
#include "core/sim/files/catalog.h"
#include "core/sim/files/scenario_file.h"
#include "ui/app/settings.h"
#include "ui/model/readouts.h"
#include "ui/pages/timing/live_run_panel.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/scenario_text.h"
#include "ui/pages/timing/sweep_chart.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/pages/timing/timing_entry.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/widgets/card.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/scroll_into_view.h"
#include "ui/widgets/setup_drawer.h"
#include "ui/widgets/steady_width.h"
#include "ui/widgets/theme.h"

#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

namespace redlock::ui {

namespace {

// Plain word-wrapped labels (wrapped(), ui/widgets/card.h): the page is on Qt's height-for-width
// path (the sweep's note), which sizes them to their real width. WrapLabel's height floor (Qt's
// guessed width) would leave gaps under one-line texts at normal size.
// The outcome sentences under each diagram: the latest few, as the playhead reaches them.
constexpr int kStoryLines = 4;

} // namespace

TimingPage::TimingPage(QWidget* parent)
    : QWidget(parent), m_model(new TimingModel(this)), m_header(new PageHeader(this)),
      m_scenarioLabel(new QLabel(this)), m_scenario(new QComboBox(this)),
      m_scenarioNote(wrapped(this, "note")), m_variantALabel(new QLabel(this)),
      m_variantA(new QComboBox(this)), m_variantBLabel(new QLabel(this)),
      m_variantB(new QComboBox(this)), m_fencingLabel(new QLabel(this)),
      m_fencing(new QComboBox(this)), m_play(new QPushButton(this)), m_step(new QPushButton(this)),
      m_scrubber(new QSlider(Qt::Horizontal, this)), m_open(new QPushButton(this)),
      m_save(new QPushButton(this)), m_fileError(wrapped(this, "error")),
      m_busy(wrapped(this, "note")), m_busyDelay(new QTimer(this)), m_time(new QLabel(this)),
      m_caption(wrapped(this, "readout")), m_legend(wrapped(this, "note")),
      m_debateTitle(wrapped(this, "cardTitle")), m_kleppmannTitle(wrapped(this)),
      m_kleppmann(wrapped(this)), m_antirezTitle(wrapped(this)), m_antirez(wrapped(this)),
      m_sweep(new SweepChart(this)) {
    onLanguageChange(this, [this] {
        retranslate();
        arrange();
    });
    setObjectName(QStringLiteral("page-timing"));
    m_scenario->setObjectName(QStringLiteral("scenarioCombo"));
    m_scrubber->setObjectName(QStringLiteral("scrubber"));
    for (const QString& name : TimingModel::scenarioNames()) {
        m_scenario->addItem(name, name);
    }
    for (int i = 0; i < 3; ++i) {
        m_fencing->addItem(QString(), i);
    }
    // Combos are as wide as the entry they show (fitCurrentEntry in refresh()), not as their
    // longest, so the row fits 1280 px and no title is cut; arrange() puts two pairs a line
    // when four do not fit.
    for (QComboBox* c : {m_scenario, m_variantA, m_variantB, m_fencing}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(8);
    }
    m_scenarioNote->setObjectName(QStringLiteral("scenarioDescription"));
    m_scenarioLabel->setBuddy(m_scenario);
    m_variantALabel->setBuddy(m_variantA);
    m_variantBLabel->setBuddy(m_variantB);
    m_fencingLabel->setBuddy(m_fencing);
    m_caption->setObjectName(QStringLiteral("caption"));
    m_legend->setTextFormat(Qt::RichText);
    m_caption->setTextFormat(Qt::PlainText); // a scenario file's caption, as typed
    m_scenarioNote->setTextFormat(Qt::PlainText);

    m_open->setObjectName(QStringLiteral("openScenario"));
    m_save->setObjectName(QStringLiteral("saveScenario"));
    m_fileError->setObjectName(QStringLiteral("fileError"));
    m_fileError->hide();
    m_busy->setObjectName(QStringLiteral("timingBusy"));
    m_busy->hide();
    m_busyDelay->setSingleShot(true);
    m_busyDelay->setInterval(kBusyAfterMs);
    connect(m_busyDelay, &QTimer::timeout, this, [this] { m_busy->setVisible(m_model->busy()); });

    connect(m_scenario, &QComboBox::currentIndexChanged, this, [this] {
        const QString chosen = m_scenario->currentData().toString();
        chosen == kFileItem ? m_model->showFile() : m_model->setScenario(chosen);
        showFileError(QString()); // the message was about a file no longer in question
    });
    connect(m_open, &QPushButton::clicked, this, &TimingPage::openInteractively);
    connect(m_save, &QPushButton::clicked, this, &TimingPage::saveInteractively);
    connect(m_variantA, &QComboBox::activated, this,
            [this] { m_model->setVariantA(m_variantA->currentData().toString().toStdString()); });
    connect(m_variantB, &QComboBox::activated, this, [this] {
        const QVariant v = m_variantB->currentData();
        m_model->setVariantB(v.isNull() ? std::optional<std::string>{}
                                        : std::optional<std::string>{v.toString().toStdString()});
    });
    connect(m_fencing, &QComboBox::activated, this,
            [this](int i) { m_model->setFencing(static_cast<sim::Fencing>(i)); });
    connect(m_play, &QPushButton::clicked, this,
            [this] { m_model->playing() ? m_model->pause() : m_model->play(); });
    connect(m_step, &QPushButton::clicked, this, [this] {
        m_model->pause();
        m_model->stepToNextEvent();
    });
    connect(m_scrubber, &QSlider::valueChanged, this,
            [this](int ms) { m_model->setPlayhead(sim::Us(ms) * 1000); });

    // Where each label + combo pair goes is decided in arrange(): one row, or two per row.
    m_choices = new QGridLayout;
    m_choices->setHorizontalSpacing(8);
    m_choices->setVerticalSpacing(6);
    auto* transport = new QHBoxLayout;
    transport->addWidget(m_play);
    transport->addWidget(m_step);
    transport->addWidget(m_scrubber, 1);
    transport->addWidget(m_time);
    auto* files = new QHBoxLayout;
    files->addStretch(1); // right-aligned when the buttons drop below the scrubber
    files->addWidget(m_open);
    files->addWidget(m_save);
    m_playback = new QBoxLayout(QBoxLayout::LeftToRight);
    m_playback->setSpacing(12);
    m_playback->addLayout(transport, 1);
    m_playback->addLayout(files);

    auto* debate = card(this);
    m_debateTitle->setProperty("role", QStringLiteral("cardTitle"));
    auto* grid = new QGridLayout(debate);
    grid->setContentsMargins(16, 10, 16, 10);
    grid->addWidget(m_debateTitle, 0, 0);
    grid->addWidget(m_kleppmannTitle, 1, 0);
    grid->addWidget(m_kleppmann, 2, 0);
    grid->addWidget(m_antirezTitle, 3, 0);
    grid->addWidget(m_antirez, 4, 0);
    grid->setRowStretch(5, 1);
    auto* sweepCard = card(this);
    auto* sweepLayout = new QVBoxLayout(sweepCard);
    sweepLayout->setContentsMargins(0, 0, 0, 0);
    m_sweep->setParent(sweepCard);
    sweepLayout->addWidget(m_sweep);
    m_lower = new QBoxLayout(QBoxLayout::LeftToRight);
    m_lower->setSpacing(14);
    m_lower->addWidget(debate, 2);
    m_lower->addWidget(sweepCard, 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(28, 14, 28, 14);
    layout->setSpacing(6);
    layout->addWidget(m_header);
    // Compact, the choices and the description fold into one line: the class sees run A's
    // diagram and both verdicts without scrolling (README, step 5, says to open them).
    auto* choices = new QWidget(this);
    auto* choicesLayout = new QVBoxLayout(choices);
    choicesLayout->setContentsMargins(0, 0, 0, 0);
    choicesLayout->setSpacing(6);
    choicesLayout->addLayout(m_choices);
    choicesLayout->addWidget(m_scenarioNote);
    m_drawer = new SetupDrawer(
        choices, [this] { return setupSummary(); }, this);
    connect(m_drawer, &SetupDrawer::compactChanged, this, [this](bool compact) {
        this->layout()->setContentsMargins(28, compact ? 4 : 14, 28, 14);
        placeStory(m_a, compact);
        placeStory(m_b, compact);
        showVerdictB();
    });
    layout->addWidget(m_drawer);
    layout->addLayout(m_playback);
    layout->addWidget(m_fileError);
    layout->addWidget(m_busy);
    layout->addWidget(m_caption);
    m_verdictB = new QLabel(this);
    m_verdictB->setObjectName(QStringLiteral("verdictB"));
    m_verdictB->setWordWrap(true);
    m_verdictB->setTextFormat(Qt::RichText);
    m_verdictB->hide();
    connect(m_verdictB, &QLabel::linkActivated, this, [this] { scrollToB(); });
    layout->addWidget(m_verdictB);
    layout->addWidget(buildRunBlock(m_a));
    m_blockB = buildRunBlock(m_b);
    layout->addWidget(m_blockB);
    layout->addWidget(m_legend);
    m_live = new LiveRunPanel(this); // "Run on real servers": A on real local servers
    layout->addWidget(m_live);
    layout->addSpacing(8);
    layout->addLayout(m_lower);
    layout->addStretch(1);

    connect(m_model, &TimingModel::changed, this, &TimingPage::refresh);
    connect(m_model, &TimingModel::sweepsReady, this, &TimingPage::showPhases);
    m_scenario->setCurrentIndex(m_scenario->findData(m_model->scenario()));
    retranslate();
    arrange();
}

bool TimingPage::isBusyShown() const {
    return !m_busy->isHidden();
}

QString TimingPage::bannerText(bool b) const {
    return (b ? m_b : m_a).banner->text();
}
QString TimingPage::headlineText(bool b) const {
    return (b ? m_b : m_a).headline->text();
}
QString TimingPage::storyText(bool b) const {
    return (b ? m_b : m_a).story->text();
}
QString TimingPage::setupText(bool b) const {
    return (b ? m_b : m_a).setup->text();
}
QStringList TimingPage::handoutSetup() const {
    QStringList out = {HandoutSource::setupLine(m_scenarioLabel, m_scenario),
                       m_scenarioNote->text(),
                       HandoutSource::setupLine(m_variantALabel, m_variantA), m_a.setup->text()};
    if (m_model->hasB()) {
        out << HandoutSource::setupLine(m_variantBLabel, m_variantB) << m_b.setup->text()
            << HandoutSource::setupLine(m_fencingLabel, m_fencing);
    }
    out.removeAll(QString());
    return out;
}

QList<HandoutDiagram> TimingPage::handoutDiagrams() const {
    QList<HandoutDiagram> out = {{m_a.title->text(), m_a.view}};
    if (m_model->hasB()) {
        out.append({m_b.title->text(), m_b.view});
    }
    out.append({m_sweep->plotTitle(), m_sweep->plotView()});
    return out;
}

QString TimingPage::firstTitleText() const {
    return m_kleppmannTitle->text();
}
QString TimingPage::secondTitleText() const {
    return m_antirezTitle->text();
}
QString TimingPage::captionText() const {
    return m_caption->text();
}
QString TimingPage::kleppmannText() const {
    return m_kleppmann->text();
}
QString TimingPage::antirezText() const {
    return m_antirez->text();
}

void TimingPage::retranslate() {
    m_header->setTexts(TimingEntry().title(), TimingEntry().subtitle());
    m_scenarioLabel->setText(tr("&Scenario:"));
    m_variantALabel->setText(tr("&A:"));
    m_variantBLabel->setText(tr("&B:"));
    m_fencingLabel->setText(tr("&Fencing (B):"));
    m_fencing->setToolTip(tr("What the storage checks in run B; run A keeps its own, so the two "
                             "runs show the difference"));
    // The chooser shows each scenario's translated title, its description as the tooltip.
    for (int i = 0; i < m_scenario->count(); ++i) {
        const std::string name = m_scenario->itemData(i).toString().toStdString();
        if (const auto s = sim::builtinScenario(name)) {
            m_scenario->setItemText(i, ScenarioText::caption(s->title));
            m_scenario->setItemData(i, ScenarioText::caption(s->caption), Qt::ToolTipRole);
        }
    }
    for (int i = 0; i < 3; ++i) {
        m_fencing->setItemText(i, RunSummary::fencingName(i));
    }
    m_step->setText(tr("Next event ›"));
    m_step->setToolTip(tr("Moves the playhead to the next event of the runs"));
    m_play->setToolTip(tr("Plays the runs from the playhead, or pauses them"));
    m_scrubber->setToolTip(tr("Drag the playhead through the runs"));
    m_variantA->setToolTip(tr("Which version of the scenario run A plays"));
    m_variantB->setToolTip(tr("Which version run B plays below A, or none"));
    m_scenario->setToolTip(tr("Which scenario both runs play"));
    m_open->setText(tr("Open…"));
    m_open->setToolTip(tr("Play a scenario file (Ctrl+O)"));
    m_save->setText(tr("Save as…"));
    m_save->setToolTip(tr("Save this scenario, its variants and the view to a file "
                          "(Ctrl+Shift+S)"));
    m_busy->setText(tr("Simulating the runs of this choice…"));
    m_debateTitle->setText(tr("What each side of the debate takes from it"));
    m_legend->setText(RunSummary::legendHtml());
    refillChoices();
    refresh();
}

void TimingPage::refillChoices() {
    const QSignalBlocker b1(m_variantA), b2(m_variantB);
    m_filledFor = (m_model->fromFile() ? kFileItem : QString()) + m_model->scenario();
    m_variantA->clear();
    m_variantB->clear();
    m_variantB->addItem(tr("(none)"));
    for (const QString& v : m_model->variants()) {
        const QString label = ScenarioText::variantLabel(v.toStdString());
        m_variantA->addItem(label, v);
        m_variantB->addItem(label, v);
    }
}

void TimingPage::refresh() {
    const std::string name = m_model->scenario().toStdString();
    // A file may share its name with a built-in scenario and still offer other variants.
    const QString filledFor = (m_model->fromFile() ? kFileItem : QString()) + m_model->scenario();
    if (m_filledFor != filledFor) {
        refillChoices();
    }
    syncFileItem();
    {
        const QSignalBlocker b0(m_scenario), b1(m_variantA), b2(m_variantB), b3(m_fencing),
            b4(m_scrubber);
        m_scenario->setCurrentIndex(
            m_scenario->findData(m_model->fromFile() ? kFileItem : m_model->scenario()));
        m_variantA->setCurrentIndex(
            m_variantA->findData(QString::fromStdString(m_model->variantA())));
        const auto vb = m_model->variantB();
        m_variantB->setCurrentIndex(vb ? m_variantB->findData(QString::fromStdString(*vb)) : 0);
        m_fencing->setCurrentIndex(static_cast<int>(m_model->fencing()));
        m_fencing->setEnabled(m_model->fencingSupported());
        m_scrubber->setRange(0, static_cast<int>(m_model->endUs() / 1000));
        m_scrubber->setValue(static_cast<int>(m_model->playhead() / 1000));
    }
    m_play->setText(m_model->playing() ? tr("Pause ‖") : tr("Play ▶"));
    m_time->setText(tr("t = %1 ms").arg(Readouts::ms(Micros(m_model->playhead()))));
    fitChoices();
    // The scrubber keeps its width: the button and the time are as wide as their widest text.
    keepWidth(m_play, {tr("Pause ‖"), tr("Play ▶")});
    keepWidth(m_time, {tr("t = %1 ms").arg(Readouts::ms(Micros(m_model->endUs() - 1)))});
    m_scenarioNote->setText(ScenarioText::caption(m_model->scenarioA().caption));
    // The set-up is the note under the chooser; the caption is the latest scripted moment the
    // playhead reached (hand-written: what is done to the run, never what the run then does).
    const QString base = ScenarioText::caption(m_model->baseCaption());
    const QString now = ScenarioText::caption(m_model->currentCaption());
    m_caption->setText(now == base ? QString() : now);
    m_caption->setVisible(!m_caption->text().isEmpty());
    // While the runs of the chosen scenario are computed nothing is drawn in their place; the
    // "simulating" line appears only if that takes longer than kBusyAfterMs.
    const bool busy = m_model->busy();
    if (busy) {
        m_scrollToBOnSweeps = false; // another choice: its sweeps are not the ones awaited
    }
    m_scrubber->setEnabled(!busy);
    m_step->setEnabled(!busy);
    if (!busy) {
        m_busyDelay->stop();
        m_busy->hide();
    } else if (!m_busyDelay->isActive() && m_busy->isHidden()) {
        m_busyDelay->start();
    }

    m_live->setScenario(m_model->scenarioA());

    const auto fill = [&](bool b, RunBlock& block) {
        const sim::SimResult& clip = b ? m_model->clippedB() : m_model->clippedA();
        const sim::SimResult& full = b ? m_model->fullB() : m_model->fullA();
        const sim::Scenario& s = b ? m_model->scenarioB() : m_model->scenarioA();
        QString label = ScenarioText::variantLabel(s.variant);
        if (b && m_model->fencingForcedOnB()) {
            label = tr("%1, fencing: %2")
                        .arg(label, RunSummary::fencingName(static_cast<int>(s.params.fencing)));
        }
        block.title->setText((b ? tr("B · %1") : tr("A · %1")).arg(label));
        block.view->setRun(clip, full, s, m_model->endUs(), m_model->playhead());
        block.setup->setText(s.variant.empty() ? QString() : ScenarioText::caption(s.caption));
        block.setup->setVisible(!s.variant.empty());
        if (busy) { // no outcome yet: no banner, numbers or sentences
            block.banner->clear();
            block.banner->setStyleSheet(QString());
            block.headline->clear();
            block.story->clear();
            return;
        }
        block.banner->setText(RunSummary::banner(clip));
        block.banner->setStyleSheet(RunSummary::bannerStyle(clip));
        block.headline->setText(RunSummary::headline(clip));
        block.story->setText(RunSummary::story(clip, kStoryLines));
    };
    fill(false, m_a);
    m_blockB->setVisible(m_model->hasB());
    if (m_model->hasB()) {
        fill(true, m_b);
    }
    showPhases();
    showVerdictB();
    m_drawer->refreshSummary();
    m_kleppmannTitle->setText(ScenarioText::firstTitle(name));
    m_kleppmann->setText(ScenarioText::firstSide(name));
    m_antirezTitle->setText(ScenarioText::secondTitle(name));
    m_antirez->setText(ScenarioText::secondSide(name));
}

QString TimingPage::setupSummary() const {
    QStringList parts{m_scenario->currentText(), tr("A: %1").arg(m_variantA->currentText())};
    if (m_model->hasB()) {
        parts << tr("B: %1").arg(m_variantB->currentText());
    }
    if (m_model->fencingSupported()) {
        parts << tr("fencing (B): %1").arg(m_fencing->currentText());
    }
    return parts.join(QStringLiteral(" · "));
}

void TimingPage::showPhases() {
    const auto one = [this](RunBlock& block, const std::optional<sim::PhaseSweep>& sweep,
                            const sim::SimResult& full) {
        const bool show = sweep.has_value() && !m_model->busy();
        block.phases->setVisible(show);
        block.phases->setText(show ? RunSummary::phaseLine(full, *sweep) : QString());
        const bool luck = show && !full.violated() && !sweep->safe();
        block.phases->setStyleSheet(luck ? QStringLiteral("color: %1").arg(Theme::warn().name())
                                         : QString());
    };
    one(m_a, m_model->sweepA(), m_model->fullA());
    one(m_b, m_model->sweepB(), m_model->fullB());
    if (m_scrollToBOnSweeps && m_model->sweepA().has_value()) {
        scrollToB();
    }
}

void TimingPage::showVerdictB() {
    // The same banner as run B's card (one result drawn twice), shown only where that card is
    // likely below the fold: compact mode.
    const bool show = m_drawer->isCompact() && m_model->hasB() && !m_model->busy();
    m_verdictB->setVisible(show);
    if (!show) {
        m_verdictB->clear();
        return;
    }
    const QColor ink = RunSummary::violated(m_model->clippedB()) ? Theme::down() : Theme::ok();
    m_verdictB->setText(QStringLiteral("<a href=\"#runB\" style=\"color: %1\">%2</a> — %3")
                            .arg(ink.name(), m_b.title->text().toHtmlEscaped(),
                                 m_b.banner->text().toHtmlEscaped()));
    m_verdictB->setStyleSheet(RunSummary::bannerStyle(m_model->clippedB()));
    m_verdictB->setToolTip(tr("Run B's verdict; click to scroll to run B"));
}

void TimingPage::scrollToB() {
    scrollIntoView(m_blockB, m_b.story); // its verdict, set-up and story (placeStory)
    // Run A's sweep line, still being computed, lengthens A's card once it is in and would
    // push B's story back under the fold: B is scrolled to again then (showPhases).
    m_scrollToBOnSweeps =
        !m_model->sweepA().has_value() && TimingModel::hasMovableFault(m_model->scenarioA());
}

void TimingPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        fitChoices();
        arrange(); // presenter mode changes every width the decisions are based on
    }
    QWidget::changeEvent(event);
}

void TimingPage::fitChoices() {
    for (QComboBox* c : {m_scenario, m_variantA, m_variantB, m_fencing}) {
        fitCurrentEntry(c);
    }
}

// TimingPage, scenario files and the presenter's keys.

QString TimingPage::openFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QString error;
    // The CLI's reader: regular files only, the same size cap (sim/limits.h).
    const auto bytes = sim::limits::readScenarioFile(QFile::encodeName(path).toStdString());
    auto loaded = bytes ? sim::loadScenarioFile(*bytes) : Result<sim::ScenarioFile>(bytes.error());
    if (!loaded) {
        // The core's message names the line and the field, e.g. "line 7: field
        // 'params.ttl_ms': value 0 out of range 1 to 86400000".
        // terminalText: the message quotes the file's own field names and values.
        error = tr("Could not open “%1”: %2")
                    .arg(QString::fromStdString(sim::terminalText(name.toStdString())),
                         QString::fromStdString(sim::terminalText(loaded.error().message)));
    } else {
        m_model->openFile(std::move(loaded).value(), name);
    }
    showFileError(error);
    return error;
}

QString TimingPage::saveFile(const QString& path) {
    QSaveFile file(path);
    const std::string text = sim::toJson(m_model->toFile());
    QString error;
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        error = tr("Could not save “%1”: %2").arg(QFileInfo(path).fileName(), file.errorString());
    }
    showFileError(error);
    return error;
}

void TimingPage::openInteractively() {
    pause();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), startDir(),
                                                      tr("Scenario files (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    rememberDir(path);
    if (const QString error = openFile(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Open scenario"), error);
    }
}

void TimingPage::saveInteractively() {
    pause();
    const QString suggested =
        startDir() + QLatin1Char('/') +
        (m_model->scenario().isEmpty() ? QStringLiteral("scenario") : m_model->scenario()) +
        QStringLiteral(".json");
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario as"), suggested,
                                                tr("Scenario files (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        path += QStringLiteral(".json");
    }
    rememberDir(path);
    if (const QString error = saveFile(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Save scenario as"), error);
    }
}

QString TimingPage::fileErrorText() const {
    return m_fileError->text();
}

void TimingPage::showFileError(const QString& message) {
    m_fileError->setText(message);
    // Styled here, not in the theme's sheet, so it takes the current theme's colour.
    m_fileError->setStyleSheet(
        QStringLiteral("QLabel { color: %1; font-weight: 600; }").arg(Theme::down().name()));
    m_fileError->setVisible(!message.isEmpty());
}

QString TimingPage::startDir() const {
    const QString dir = m_settings ? m_settings->scenarioDir() : QString();
    return dir.isEmpty() ? QDir::homePath() : dir;
}

void TimingPage::rememberDir(const QString& file) {
    if (m_settings) {
        m_settings->setScenarioDir(QFileInfo(file).absolutePath());
    }
}

void TimingPage::syncFileItem() {
    // One entry for the opened file, after the built-in scenarios, named after the file.
    const QSignalBlocker block(m_scenario);
    const int at = m_scenario->findData(kFileItem);
    if (!m_model->hasFile()) {
        if (at >= 0) {
            m_scenario->removeItem(at);
        }
        return;
    }
    const QString label = tr("%1 (file)").arg(m_model->fileLabel());
    if (at < 0) {
        m_scenario->addItem(label, kFileItem);
    } else {
        m_scenario->setItemText(at, label);
    }
}

bool TimingPage::step(int delta) {
    m_model->pause();
    return delta > 0 ? m_model->stepToNextEvent() : m_model->stepToPreviousEvent();
}

void TimingPage::togglePause() {
    m_model->playing() ? m_model->pause() : m_model->play();
}

void TimingPage::pause() {
    if (m_model->playing()) {
        m_model->pause();
    }
}

bool TimingPage::canShowRun(const guide::RunSpec& run) const {
    // A run with new numbers (a practice question) is not one of the page's scripts: showing
    // the script would show other numbers than the explanation's.
    return run.kind == guide::RunKind::Scenario && !run.numbers.any() &&
           TimingModel::scenarioNames().contains(QString::fromStdString(run.scenario));
}

void TimingPage::showRun(const guide::RunSpec& run) {
    if (canShowRun(run)) {
        m_model->showRun(QString::fromStdString(run.scenario), run.variant, run.fencing);
    }
}

} // namespace redlock::ui
