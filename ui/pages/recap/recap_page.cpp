#include "ui/pages/recap/recap_page.h"

#include "ui/widgets/card.h"

#include "core/lock/quorum.h"
#include "ui/model/lab_state.h"
#include "ui/pages/overlap/overlap_sketch.h"
#include "ui/app/page_catalog.h"
#include "ui/widgets/page_header.h"
#include "ui/model/readouts.h"
#include "ui/pages/recap/recap_point.h"
#include "ui/app/theme.h"
#include "ui/widgets/vote_bar.h"
#include "ui/widgets/language_change.h"

#include <QEvent>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace redlock::ui {

RecapPage::RecapPage(LabState* state, QWidget* parent)
    : QWidget(parent), m_state(state),
      m_header(new PageHeader(this)),
      m_overlap(new OverlapSketch(state)), m_refTitle(new QLabel(this)),
      m_references(new QLabel(this)) {
    onLanguageChange(this, [this] { retranslate(); });
    setObjectName(QStringLiteral("page-recap"));

    // Course order, two cards a row: the reader goes left to right, top to bottom.
    m_grid = new QGridLayout;
    m_grid->setHorizontalSpacing(16);
    m_grid->setVerticalSpacing(14);
    const PageId order[] = {PageId::Majority, PageId::Protocol, PageId::Gates,
                            PageId::Overlap,  PageId::Timing,   PageId::Lease,
                            PageId::Choose};
    for (const PageId id : order) {
        QWidget* miniature = nullptr;
        if (id == PageId::Majority) {
            miniature = new VoteBar(state);
            miniature->setObjectName(QStringLiteral("recapVoteBar"));
        } else if (id == PageId::Overlap) {
            miniature = m_overlap;
        }
        auto* point = new RecapPoint(id, miniature, this);
        connect(point, &RecapPoint::pageRequested, this, &RecapPage::pageRequested);
        m_points.append(point);
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

    // The three miniature runs take a worker thread: the page is drawn at once, and the cards
    // that quote them say so until the numbers arrive.
    auto* watcher = new QFutureWatcher<RecapFacts>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        m_facts = watcher->result();
        m_factsReady = true;
        watcher->deleteLater();
        refresh();
        emit factsReady();
    });
    watcher->setFuture(QtConcurrent::run(&RecapFacts::compute));
}

RecapPoint* RecapPage::point(const QString& pageName) const {
    for (RecapPoint* p : m_points) {
        if (PageCatalog::name(p->page()) == pageName) {
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
    m_header->setTexts(PageCatalog::title(PageId::Recap), PageCatalog::subtitle(PageId::Recap));
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

QString RecapPage::completionText(Completion c) {
    switch (c) {
    case Completion::Accepted:
        return tr("accepted");
    case Completion::Duplicate:
        return tr("a harmless duplicate");
    case Completion::Stale:
        return tr("rejected");
    case Completion::Unknown:
        break;
    }
    return tr("unknown job");
}

void RecapPage::refresh() {
    const Verdict v = m_state->verdict();
    // The majority card says what page 1 says: its votes, without the gates page's timing.
    const Verdict votes = m_state->voteVerdict();
    const int n = v.n;
    const QString computing = tr("The core is computing this card's numbers…");
    for (RecapPoint* p : std::as_const(m_points)) {
        switch (p->page()) {
        case PageId::Majority:
            p->setTexts(
                tr("Take the lock on N independent masters and count it only when more "
                   "than half answer OK. With N = %1 the line is %2, so %3 of them may "
                   "fail and a lock can still be taken.")
                    .arg(n)
                    .arg(v.quorum)
                    .arg(toleratedFailures(n)),
                tr("Now: %1 · %2").arg(Readouts::headline(votes), Readouts::voteGateDetail(votes)));
            p->setStatusColour(votes.held ? Theme::ok() : Theme::down());
            break;
        case PageId::Protocol:
            p->setTexts(tr("Read the clock (T1), send the same SET NX PX with one random token to "
                           "every master, read the clock again (T2) once the last reply is in."),
                        !m_factsReady
                            ? computing
                            : tr("Happy path: T2 − T1 = %1 ms, validity %2 − %3 − %4 = %5 ms")
                                  .arg(Readouts::ms(Micros(m_facts.elapsedUs)),
                                       Readouts::ms(Millis(m_facts.ttlMs)),
                                       Readouts::ms(Micros(m_facts.elapsedUs)),
                                       Readouts::ms(Micros(m_facts.driftUs)),
                                       Readouts::ms(Micros(m_facts.validityUs))));
            p->setStatusColour(m_factsReady ? Theme::ok() : QColor());
            break;
        case PageId::Gates:
            p->setTexts(tr("Two checks decide: enough votes, and T2 − T1 below the TTL with "
                           "validity left after the drift allowance. If either fails, the "
                           "client releases on every master."),
                        tr("Now: votes %1 · time %2 · validity %3 ms")
                            .arg(Readouts::gateState(v.voteGate), Readouts::gateState(v.timeGate),
                                 Readouts::ms(v.validity)));
            p->setStatusColour(v.held ? Theme::ok() : Theme::down());
            break;
        case PageId::Overlap:
            p->setTexts(tr("Any two majorities of the same N share at least 2m − N masters, and "
                           "each master holds one value per key — so two clients can never both "
                           "collect a majority."),
                        tr("Here: two majorities of %1 share M%2 (at least %3 in common).")
                            .arg(n)
                            .arg(m_overlap->shared().empty() ? 0 : m_overlap->shared().front() + 1)
                            .arg(minOverlap(n)));
            p->setStatusColour(QColor());
            break;
        case PageId::Timing:
            p->setTexts(tr("Safety rests on time: a master whose clock jumps forward ends its key "
                           "early, and a paused client still believes after its lease is over. "
                           "What outlasts the lease is the client's belief, so two clients can "
                           "both believe they hold the lock. Redis and Valkey expire keys by the "
                           "wall clock; a fencing token checked by the storage turns the late "
                           "writer away."),
                        !m_factsReady
                            ? computing
                            : tr("Clock jump on one master: two holders for %1 ms; on a "
                                 "hypothetical server with monotonic expiry %2 ms")
                                  .arg(Readouts::ms(Micros(m_facts.overlapWallUs)),
                                       Readouts::ms(Micros(m_facts.overlapMonotonicUs))));
            p->setStatusColour(!m_factsReady                ? QColor()
                               : m_facts.overlapWallUs > 0 ? Theme::down()
                                                           : Theme::ok());
            break;
        case PageId::Lease:
            p->setTexts(tr("The contrast: a job lease on a single Valkey. A claim script takes the "
                           "next pending job, raises its attempts counter, which serves as the "
                           "fence, and sets a deadline from the server's TIME; a reaper hands "
                           "lapsed leases back. One server, one clock, no majority: running a job "
                           "twice is harmless because the handler is idempotent, and the fence "
                           "refuses a late completion."),
                        !m_factsReady
                            ? computing
                            : tr("Claim → lapse → re-claim: fence %1 → %2; stale completion %3, "
                                 "new one %4")
                                  .arg(m_facts.firstFence)
                                  .arg(m_facts.secondFence)
                                  .arg(completionText(m_facts.lateCompletion),
                                       completionText(m_facts.freshCompletion)));
            p->setStatusColour(!m_factsReady ? QColor()
                               : m_facts.lateCompletion == Completion::Stale ? Theme::ok()
                                                                              : Theme::down());
            break;
        case PageId::Choose:
            p->setTexts(tr("No lock is a silver bullet: the choosing page plays six faults against "
                           "seven designs. A consensus lease (etcd, ZooKeeper) survives the "
                           "server faults, yet a paused client still writes after its lease; its "
                           "revision is the fencing token that turns that write away."),
                        !m_factsReady
                            ? computing
                            : tr("Consensus lease, client paused 15 s: stale writes accepted %1 "
                                 "with the revision unchecked, %2 with it checked")
                                  .arg(m_facts.staleUnfenced)
                                  .arg(m_facts.staleFenced));
            p->setStatusColour(!m_factsReady ? QColor()
                               : m_facts.staleFenced == 0 ? Theme::ok()
                                                          : Theme::down());
            break;
        case PageId::Recap:
            break;
        }
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
