// TimingPage's layout: how the page arranges itself for the width and text size it gets (the
// rest of the page is in timing_page.cpp). At presenter size the controls that share one line at
// normal size would need ~1250 px, so they take two lines instead; the page may then scroll
// down, never sideways.

#include "ui/pages/timing/timing_page.h"

#include "ui/pages/timing/timeline_view.h"
#include "ui/widgets/card.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <utility>

namespace redlock::ui {

namespace {

constexpr int kSideMargins = 56; // the page layout's left and right margins together
constexpr int kPairGap = 14;     // between one label + combo pair and the next

} // namespace

int TimingPage::availableWidth() const {
    // The scroll area's viewport, not this page: a page that is already too wide would
    // otherwise see room for the wide arrangement and keep it.
    if (m_watchedViewport) {
        return std::min(width(), m_watchedViewport->width());
    }
    return width();
}

void TimingPage::arrange() {
    if (!m_choices || !m_lower) {
        return; // still being constructed
    }
    QWidget* viewport = parentWidget();
    if (!m_watchedViewport && viewport && qobject_cast<QScrollArea*>(viewport->parentWidget())) {
        m_watchedViewport = viewport;
        viewport->installEventFilter(this);
    }
    const int room = availableWidth() - kSideMargins;

    // Label + combo pairs: all four on one line, else two a line, else one.
    const std::array<std::pair<QLabel*, QComboBox*>, 4> pairs{{{m_scenarioLabel, m_scenario},
                                                               {m_variantALabel, m_variantA},
                                                               {m_variantBLabel, m_variantB},
                                                               {m_fencingLabel, m_fencing}}};
    int widestPair = 0, allPairs = -kPairGap;
    for (const auto& [label, combo] : pairs) {
        // Without the indent a label may carry from an earlier arrangement.
        const int w = label->fontMetrics().horizontalAdvance(label->text()) +
                      m_choices->horizontalSpacing() +
                      std::max(combo->minimumSizeHint().width(), combo->minimumWidth());
        widestPair = std::max(widestPair, w);
        allPairs += w + kPairGap + m_choices->horizontalSpacing();
    }
    const int perRow = allPairs <= room                                                     ? 4
                       : 2 * widestPair + kPairGap + m_choices->horizontalSpacing() <= room ? 2
                                                                                            : 1;
    placeChoices(perRow);

    // The file buttons stay beside the scrubber while it keeps a useful length.
    const int scrubberRoom = fontMetrics().averageCharWidth() * 12;
    int playbackWidth = scrubberRoom + m_playback->spacing() * 6;
    for (const QWidget* w :
         std::initializer_list<const QWidget*>{m_play, m_step, m_time, m_open, m_save}) {
        playbackWidth += std::max(w->sizeHint().width(), w->minimumWidth());
    }
    m_playback->setDirection(playbackWidth <= room ? QBoxLayout::LeftToRight
                                                   : QBoxLayout::TopToBottom);

    // The debate text and the sweep side by side while the text still gets about 40
    // characters a line; at presenter size they stack.
    const bool sideBySide = room >= fontMetrics().averageCharWidth() * 110;
    m_lower->setDirection(sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

void TimingPage::placeChoices(int pairsPerRow) {
    if (pairsPerRow == m_pairsPerRow) {
        return;
    }
    m_pairsPerRow = pairsPerRow;
    // Two a line: what is played (scenario, fencing) above the two variants compared (A, B).
    const std::array<std::pair<QLabel*, QComboBox*>, 4> pairs =
        pairsPerRow == 2
            ? std::array<std::pair<QLabel*, QComboBox*>, 4>{{{m_scenarioLabel, m_scenario},
                                                             {m_fencingLabel, m_fencing},
                                                             {m_variantALabel, m_variantA},
                                                             {m_variantBLabel, m_variantB}}}
            : std::array<std::pair<QLabel*, QComboBox*>, 4>{{{m_scenarioLabel, m_scenario},
                                                             {m_variantALabel, m_variantA},
                                                             {m_variantBLabel, m_variantB},
                                                             {m_fencingLabel, m_fencing}}};
    for (const auto& [label, combo] : pairs) {
        m_choices->removeWidget(label);
        m_choices->removeWidget(combo);
    }
    for (int c = 0; c < 8; ++c) {
        m_choices->setColumnStretch(c, 0);
    }
    for (int i = 0; i < 4; ++i) {
        const int row = i / pairsPerRow, col = 2 * (i % pairsPerRow);
        m_choices->addWidget(pairs[i].first, row, col);
        m_choices->addWidget(pairs[i].second, row, col + 1);
        m_choices->setColumnStretch(col + 1, 1);
        // The gap to the pair before, as an indent so the label's size hint includes it.
        pairs[i].first->setIndent(col == 0 ? 0 : kPairGap);
    }
    m_choices->invalidate();
}

QWidget* TimingPage::buildRunBlock(RunBlock& b) {
    auto* block = new QFrame(this);
    block->setProperty("role", QStringLiteral("card"));
    b.title = new QLabel(block);
    b.title->setProperty("role", QStringLiteral("cardTitle"));
    b.title->setWordWrap(true); // "B · monotonic expiry (hypothetical server)" at presenter size
    // The banner, the headline and the story are sentences: at presenter size they wrap rather
    // than widen the card past the window.
    b.banner = new QLabel(block);
    b.banner->setWordWrap(true);
    b.banner->setObjectName(QStringLiteral("banner"));
    b.setup = wrapped(block, "note");
    b.setup->setObjectName(QStringLiteral("setup"));
    b.view = new TimelineView(block);
    b.headline = new QLabel(block);
    b.headline->setWordWrap(true);
    b.headline->setObjectName(QStringLiteral("headline"));
    b.phases = wrapped(block, "note");
    b.phases->setObjectName(QStringLiteral("phases"));
    b.phases->hide();
    b.story = wrapped(block);
    b.story->setObjectName(QStringLiteral("story"));
    // These show a scenario file's own words (client names, captions): plain text, so a name
    // like "<img src=…>" is shown as typed, never rendered.
    for (QLabel* label : {b.title, b.banner, b.setup, b.headline, b.story}) {
        label->setTextFormat(Qt::PlainText);
    }
    auto* top = new QHBoxLayout;
    top->addWidget(b.title, 0, Qt::AlignTop);
    top->addWidget(b.banner, 1);
    auto* l = new QVBoxLayout(block);
    l->setContentsMargins(10, 4, 10, 4);
    l->setSpacing(0);
    l->addLayout(top);
    l->addWidget(b.setup);
    l->addWidget(b.view);
    l->addWidget(b.headline);
    l->addWidget(b.phases);
    l->addWidget(b.story);
    b.layout = l;
    return block;
}

void TimingPage::placeStory(RunBlock& b, bool compact) {
    if (!b.layout) {
        return; // (the cards are built after the drawer)
    }
    // Compact, a card with its diagram is taller than a laptop's viewport: the run's story
    // (what happened, e.g. "token 33 arrives after 34") comes under its verdict and set-up,
    // above the diagram, so the card's top says it (issue 27). Else it closes the card.
    b.layout->removeWidget(b.story);
    b.layout->insertWidget(compact ? b.layout->indexOf(b.setup) + 1 : b.layout->count(), b.story);
}

void TimingPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange();
}

bool TimingPage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_watchedViewport && event->type() == QEvent::Resize) {
        arrange();
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace redlock::ui
