#include "timingpage.h"

#include "pagecatalog.h"
#include "pageheader.h"
#include "readouts.h"
#include "runsummary.h"
#include "scenariotext.h"
#include "sweepchart.h"
#include "theme.h"
#include "timelineview.h"
#include "timingmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

namespace redlock::ui {

namespace {

QFrame* card(QWidget* parent) {
    auto* f = new QFrame(parent);
    f->setProperty("role", QStringLiteral("card"));
    return f;
}

// Plain word-wrapped labels: the page is on Qt's height-for-width path (the sweep's note), which
// sizes them to their real width. WrapLabel's height floor (Qt's guessed width) would leave
// gaps under one-line texts at normal size.
QLabel* wrapped(QWidget* parent, const char* role = nullptr) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    if (role) {
        l->setProperty("role", QLatin1String(role));
    }
    return l;
}

} // namespace

TimingPage::TimingPage(QWidget* parent)
    : QWidget(parent), m_model(new TimingModel(this)), m_header(new PageHeader(this)),
      m_scenarioLabel(new QLabel(this)), m_scenario(new QComboBox(this)),
      m_variantALabel(new QLabel(this)), m_variantA(new QComboBox(this)),
      m_variantBLabel(new QLabel(this)), m_variantB(new QComboBox(this)),
      m_fencingLabel(new QLabel(this)), m_fencing(new QComboBox(this)),
      m_play(new QPushButton(this)), m_step(new QPushButton(this)),
      m_scrubber(new QSlider(Qt::Horizontal, this)), m_open(new QPushButton(this)),
      m_save(new QPushButton(this)), m_fileError(wrapped(this, "error")), m_time(new QLabel(this)),
      m_caption(wrapped(this, "readout")), m_legend(wrapped(this, "note")),
      m_debateTitle(wrapped(this, "cardTitle")), m_kleppmannTitle(new QLabel(this)),
      m_kleppmann(wrapped(this)), m_antirezTitle(new QLabel(this)), m_antirez(wrapped(this)),
      m_sweep(new SweepChart(this)) {
    setObjectName(QStringLiteral("page-timing"));
    m_scenario->setObjectName(QStringLiteral("scenarioCombo"));
    m_scrubber->setObjectName(QStringLiteral("scrubber"));
    for (const QString& name : TimingModel::scenarioNames()) {
        m_scenario->addItem(name, name);
    }
    for (int i = 0; i < 3; ++i) {
        m_fencing->addItem(QString(), i);
    }
    // Combos size to a few characters, not to their longest entry, so the row fits 1280 px.
    for (QComboBox* c : {m_scenario, m_variantA, m_variantB, m_fencing}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(8);
    }
    m_scenarioLabel->setBuddy(m_scenario);
    m_variantALabel->setBuddy(m_variantA);
    m_variantBLabel->setBuddy(m_variantB);
    m_fencingLabel->setBuddy(m_fencing);
    m_caption->setObjectName(QStringLiteral("caption"));
    m_legend->setTextFormat(Qt::RichText);

    m_open->setObjectName(QStringLiteral("openScenario"));
    m_save->setObjectName(QStringLiteral("saveScenario"));
    m_fileError->setObjectName(QStringLiteral("fileError"));
    m_fileError->hide();

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
    layout->addLayout(m_choices);
    layout->addLayout(m_playback);
    layout->addWidget(m_fileError);
    layout->addWidget(m_caption);
    layout->addWidget(buildRunBlock(m_titleA, m_bannerA, m_timelineA, m_headlineA));
    m_blockB = buildRunBlock(m_titleB, m_bannerB, m_timelineB, m_headlineB);
    layout->addWidget(m_blockB);
    layout->addWidget(m_legend);
    layout->addSpacing(8);
    layout->addLayout(m_lower);
    layout->addStretch(1);

    connect(m_model, &TimingModel::changed, this, &TimingPage::refresh);
    m_scenario->setCurrentIndex(m_scenario->findData(m_model->scenario()));
    retranslate();
    arrange();
}

QString TimingPage::bannerText(bool b) const {
    return (b ? m_bannerB : m_bannerA)->text();
}
QString TimingPage::headlineText(bool b) const {
    return (b ? m_headlineB : m_headlineA)->text();
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
    m_header->setTexts(PageCatalog::title(PageId::Timing), PageCatalog::subtitle(PageId::Timing));
    m_scenarioLabel->setText(tr("&Scenario:"));
    m_variantALabel->setText(tr("&A:"));
    m_variantBLabel->setText(tr("&B:"));
    m_fencingLabel->setText(tr("&Fencing:"));
    for (int i = 0; i < 3; ++i) {
        m_fencing->setItemText(i, RunSummary::fencingName(i));
    }
    m_step->setText(tr("Next event ›"));
    m_open->setText(tr("Open…"));
    m_open->setToolTip(tr("Play a scenario file (Ctrl+O)"));
    m_save->setText(tr("Save as…"));
    m_save->setToolTip(tr("Save this scenario, its variants and the view to a file "
                          "(Ctrl+Shift+S)"));
    m_debateTitle->setText(tr("What each side of the debate takes from it"));
    m_kleppmannTitle->setText(tr("<b>Kleppmann's critique</b>"));
    m_antirezTitle->setText(tr("<b>antirez's reply</b>"));
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
    m_caption->setText(ScenarioText::caption(m_model->currentCaption()));

    const auto fill = [&](bool b, QLabel* title, QLabel* banner, TimelineView* view,
                          QLabel* headline) {
        const sim::SimResult& clip = b ? m_model->clippedB() : m_model->clippedA();
        const sim::SimResult& full = b ? m_model->fullB() : m_model->fullA();
        const sim::Scenario& s = b ? m_model->scenarioB() : m_model->scenarioA();
        title->setText(
            (b ? tr("B · %1") : tr("A · %1")).arg(ScenarioText::variantLabel(s.variant)));
        banner->setText(RunSummary::banner(clip));
        const bool bad = RunSummary::violated(clip);
        banner->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; font-weight: "
                                             "700; padding: 3px 10px; border-radius: 6px; }")
                                  .arg((bad ? Theme::downSoft() : Theme::okSoft()).name(),
                                       (bad ? Theme::down() : Theme::ok()).name()));
        view->setRun(clip, full, s, m_model->endUs(), m_model->playhead());
        headline->setText(RunSummary::headline(clip));
    };
    fill(false, m_titleA, m_bannerA, m_timelineA, m_headlineA);
    m_blockB->setVisible(m_model->hasB());
    if (m_model->hasB()) {
        fill(true, m_titleB, m_bannerB, m_timelineB, m_headlineB);
    }
    m_kleppmann->setText(ScenarioText::kleppmann(name));
    m_antirez->setText(ScenarioText::antirez(name));
}

void TimingPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        arrange();
    } else if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        arrange(); // presenter mode changes every width the decisions are based on
    }
    QWidget::changeEvent(event);
}

} // namespace redlock::ui
