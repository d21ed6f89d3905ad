#include "ui/pages/recap/recap_page.h"

#include "ui/widgets/card.h"

#include "ui/app/page_catalog.h"
#include "ui/model/lab_state.h"
#include "ui/pages/recap/recap_entry.h"
#include "ui/pages/recap/recap_point.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/page_header.h"

#include <QEvent>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace redlock::ui {

RecapPage::RecapPage(LabState* state, QWidget* parent)
    : QWidget(parent), m_state(state), m_cards(std::make_shared<Cards>()),
      m_header(new PageHeader(this)), m_refTitle(new QLabel(this)), m_references(new QLabel(this)) {
    onLanguageChange(this, [this] { retranslate(); });
    setObjectName(QStringLiteral("page-recap"));

    // Course order, two cards a row: the reader goes left to right, top to bottom.
    m_grid = new QGridLayout;
    m_grid->setHorizontalSpacing(16);
    m_grid->setVerticalSpacing(14);
    PageContext context;
    context.shared = state;
    const QList<const Page*> pages = PageCatalog::pages();
    for (int i = 0; i < pages.size(); ++i) {
        std::unique_ptr<RecapCard> card = pages[i]->recapCard(context);
        if (!card) {
            continue;
        }
        auto* point = new RecapPoint(pages[i], i + 1, card->miniature(), this);
        connect(point, &RecapPoint::pageRequested, this, &RecapPage::pageRequested);
        m_points.append(point);
        m_cards->push_back(std::move(card));
    }
    arrangeCards();
    auto* refCard = new QFrame(this);
    refCard->setProperty("role", QStringLiteral("card"));
    m_refTitle->setParent(refCard);
    m_refTitle->setProperty("role", QStringLiteral("cardTitle"));
    m_references->setParent(refCard);
    m_references->setObjectName(QStringLiteral("references"));
    m_references->setWordWrap(true);
    m_references->setTextFormat(Qt::RichText);
    m_references->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_references->setOpenExternalLinks(true);
    auto* refLayout = new QVBoxLayout(refCard);
    refLayout->setContentsMargins(18, 12, 18, 12);
    refLayout->addWidget(m_refTitle);
    refLayout->addWidget(m_references);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(36, 22, 36, 18);
    layout->setSpacing(14);
    layout->addWidget(m_header);
    layout->addLayout(m_grid);
    layout->addWidget(refCard);
    layout->addStretch(1);

    connect(m_state, &LabState::changed, this, &RecapPage::refresh);
    retranslate();

    // The cards' runs take a worker thread: the page is drawn at once, and the cards that quote
    // them say so until the numbers arrive.
    auto* watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        m_factsReady = true;
        watcher->deleteLater();
        refresh();
        emit factsReady();
    });
    watcher->setFuture(QtConcurrent::run([cards = m_cards] {
        for (const auto& card : *cards) {
            card->compute();
        }
    }));
}

RecapPage::~RecapPage() = default;

RecapPoint* RecapPage::point(const QString& pageName) const {
    for (RecapPoint* p : m_points) {
        if (p->page()->name() == pageName) {
            return p;
        }
    }
    return nullptr;
}

void RecapPage::addPanel(QWidget* panel) {
    auto* inner = new QVBoxLayout;
    inner->setContentsMargins(0, 0, 0, 0); // the card's own margins are enough
    inner->addWidget(panel);
    // After the header and the grid of page cards.
    qobject_cast<QVBoxLayout*>(layout())->insertWidget(2, card(this, inner));
}

QString RecapPage::referencesText() const {
    return m_references->text();
}

void RecapPage::retranslate() {
    const RecapEntry entry;
    m_header->setTexts(entry.title(), entry.subtitle());
    m_refTitle->setText(tr("Further reading"));
    m_references->setAccessibleName(tr("Further reading"));
    const QString item = QStringLiteral("<p style=\"margin:0 0 6px 0\"><b>%1</b><br>%2</p>");
    m_references->setText(
        item.arg(tr("Redis / Valkey docs, “Distributed Locks with Redis” (topics/distlock.md)"),
                 tr("The algorithm itself: the majority rule, the validity time, releasing on "
                    "every master and retrying after a random delay.")) +
        item.arg(tr("Martin Kleppmann, “How to do distributed locking” (2016)"),
                 tr("The critique: pauses and clock jumps can outlast a lease, so a lock that "
                    "guards correctness needs fencing tokens checked by the storage.")) +
        item.arg(tr("antirez, “Is Redlock safe?” (2016)"),
                 tr("The reply: why the time check after the acquire matters, and which clock "
                    "assumptions Redlock does and does not make.")) +
        item.arg(tr("Valkey docs: Lua scripting and the TIME command"),
                 tr("How the token-checked release and extend run atomically on one server, "
                    "and how a server reports its own clock.")));
    refresh();
}

void RecapPage::refresh() {
    for (int i = 0; i < m_points.size(); ++i) {
        const RecapText text = (*m_cards)[static_cast<std::size_t>(i)]->text(m_factsReady);
        m_points[i]->setTexts(text.body, text.status);
        m_points[i]->setStatusColour(text.colour);
    }
}

void RecapPage::arrangeCards() {
    // Two cards a row while a card still gets about 50 characters of body text per line;
    // at presenter size that is no longer true, and one card a row reads better.
    const int columns = width() >= fontMetrics().averageCharWidth() * 110 ? 2 : 1;
    if (columns == m_columns) {
        return;
    }
    m_columns = columns;
    for (RecapPoint* p : std::as_const(m_points)) {
        m_grid->removeWidget(p);
    }
    for (int i = 0; i < m_points.size(); ++i) {
        m_grid->addWidget(m_points[i], i / columns, i % columns);
    }
    m_grid->setColumnStretch(0, 1);
    m_grid->setColumnStretch(1, columns == 2 ? 1 : 0);
}

void RecapPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrangeCards();
}

void RecapPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::FontChange) {
        refresh();      // status colours come from Theme, which a theme switch changes
        arrangeCards(); // presenter mode changes the font, so the number of columns too
    }
    QWidget::changeEvent(event);
}

} // namespace redlock::ui
