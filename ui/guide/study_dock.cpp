#include "ui/guide/study_dock.h"

#include "ui/app/page_catalog.h"
#include "ui/guide/glossary.h"
#include "ui/guide/guide_progress.h"
#include "ui/guide/question_bank.h"
#include "ui/guide/question_card.h"
#include "ui/guide/try_this.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/wrap_label.h"

#include <QCursor>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QToolTip>

namespace redlock::ui {

StudyDock::StudyDock(GuideProgress* progress, const QuestionBank* bank, QWidget* parent)
    : QDockWidget(parent), m_progress(progress), m_bank(bank), m_errors(new WrapLabel),
      m_tryTitle(new QLabel), m_stepBox(new QVBoxLayout), m_stepTerms(new QLabel),
      m_nextPage(new QPushButton), m_card(new QuestionCard(progress)) {
    setObjectName(QStringLiteral("studyGuide"));
    setAllowedAreas(Qt::BottomDockWidgetArea | Qt::RightDockWidgetArea);
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    m_nextPage->setObjectName(QStringLiteral("guideNextPage"));
    QFont bold = m_tryTitle->font();
    bold.setBold(true);
    m_tryTitle->setFont(bold);

    auto* body = new QWidget;
    auto* row = new QHBoxLayout(body);
    auto* left = new QVBoxLayout;
    m_errors->setObjectName(QStringLiteral("questionFileErrors"));
    m_errors->setWordWrap(true);
    m_errors->setTextFormat(Qt::PlainText);
    m_errors->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_errors->hide();
    left->addWidget(m_errors);
    left->addWidget(m_tryTitle);
    left->addLayout(m_stepBox);
    left->addWidget(m_stepTerms);
    left->addStretch(1);
    left->addWidget(m_nextPage, 0, Qt::AlignLeft);
    auto* line = new QFrame;
    line->setFrameShape(QFrame::VLine);
    row->addLayout(left, 1);
    row->addWidget(line);
    row->addWidget(m_card, 1);
    // Scrolls rather than clips when presenter-size text makes it taller than its share.
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("studyGuideScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(body);
    setWidget(scroll);

    m_stepTerms->setObjectName(QStringLiteral("stepTerms"));
    m_stepTerms->setTextFormat(Qt::RichText);
    m_stepTerms->setWordWrap(true);
    const auto term = [](const QString& link) { return link.section(QLatin1Char(':'), 1); };
    connect(m_stepTerms, &QLabel::linkActivated, this,
            [this, term](const QString& link) { emit termRequested(term(link)); });
    connect(m_stepTerms, &QLabel::linkHovered, this, [this, term](const QString& link) {
        QToolTip::showText(QCursor::pos(), Glossary::tooltip(term(link)), m_stepTerms);
    });
    connect(m_card, &QuestionCard::termRequested, this, &StudyDock::termRequested);
    connect(m_nextPage, &QPushButton::clicked, this, &StudyDock::nextPageRequested);
    connect(progress, &GuideProgress::changed, this, [this] { refreshSteps(); });
    onLanguageChange(this, [this] { retranslate(); });
    retranslate();
}

void StudyDock::showPage(const QString& page) {
    m_page = page;
    m_card->setQuestions(page, m_bank->forPage(page));
    const int index = PageCatalog::indexOf(page);
    m_nextPage->setVisible(index >= 0 && index + 1 < PageCatalog::count());
    retranslate();
}

QStringList StudyDock::stepTexts() const {
    QStringList out;
    for (const WrapLabel* l : m_steps) {
        out << l->text();
    }
    return out;
}

void StudyDock::setErrors(const QStringList& errors) {
    m_errors->setProperty("lines", errors);
    m_errors->setVisible(!errors.isEmpty());
    retranslate();
}

QString StudyDock::errorText() const {
    return m_errors->text();
}

void StudyDock::refreshSteps() {
    const QStringList ids = TryThis::steps(m_page);
    while (m_steps.size() > ids.size()) {
        delete m_steps.takeLast();
    }
    while (m_steps.size() < ids.size()) {
        auto* l = new WrapLabel;
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        l->setObjectName(QStringLiteral("tryStep%1").arg(m_steps.size() + 1));
        m_stepBox->addWidget(l);
        m_steps << l;
    }
    QString all;
    for (const QString& id : ids) {
        all += TryThis::text(m_page, id) + QLatin1Char(' ');
    }
    m_stepTerms->setText(Glossary::linksFor(all));
    m_stepTerms->setToolTip(tr("Click a term to open it in the glossary"));
    m_stepTerms->setVisible(!m_stepTerms->text().isEmpty());
    for (int i = 0; i < ids.size(); ++i) {
        const bool done = m_progress->stepDone(m_page, ids[i]);
        // ✓ done, ○ still to do; the words say it too for a screen reader.
        m_steps[i]->setText((done ? QStringLiteral("✓ ") : QStringLiteral("○ ")) +
                            TryThis::text(m_page, ids[i]));
        m_steps[i]->setAccessibleName(done ? tr("Done: %1").arg(TryThis::text(m_page, ids[i]))
                                           : tr("To do: %1").arg(TryThis::text(m_page, ids[i])));
    }
}

void StudyDock::retranslate() {
    setWindowTitle(tr("Study guide"));
    const Page* page = PageCatalog::find(m_page);
    m_tryTitle->setText(page ? tr("Try this on “%1”").arg(page->title()) : tr("Try this"));
    const QStringList errors = m_errors->property("lines").toStringList();
    m_errors->setText(
        errors.isEmpty()
            ? QString()
            : tr("A question file did not load:\n%1").arg(errors.join(QLatin1Char('\n'))));
    m_nextPage->setText(tr("Next page ▶"));
    m_nextPage->setToolTip(tr("Go on to the next page of the course"));
    refreshSteps();
}

} // namespace redlock::ui
