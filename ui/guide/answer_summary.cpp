#include "ui/guide/answer_summary.h"

#include "ui/app/page_catalog.h"
#include "ui/guide/guide_progress.h"
#include "ui/guide/question_bank.h"
#include "ui/guide/question_card.h"
#include "ui/widgets/language_change.h"

#include <QLabel>
#include <QVBoxLayout>

namespace redlock::ui {

AnswerSummary::AnswerSummary(GuideProgress* progress, const QuestionBank* bank, QWidget* parent)
    : QWidget(parent), m_progress(progress), m_bank(bank), m_title(new QLabel(this)),
      m_body(new QLabel(this)) {
    setObjectName(QStringLiteral("answerSummary"));
    m_body->setObjectName(QStringLiteral("answerSummaryBody"));
    m_body->setTextFormat(Qt::RichText);
    m_body->setWordWrap(true);
    m_body->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_body);
    connect(m_body, &QLabel::linkActivated, this,
            [this](const QString& link) { emit pageRequested(link.section(QLatin1Char(':'), 1)); });
    connect(progress, &GuideProgress::changed, this, [this] { refresh(); });
    onLanguageChange(this, [this] { refresh(); });
    refresh();
}

QString AnswerSummary::text() const {
    return m_body->text();
}

void AnswerSummary::refresh() {
    m_title->setText(tr("Your answers"));
    m_body->setAccessibleName(m_title->text()); // links a screen reader can reach
    m_body->setToolTip(tr("Click a page to go back to the questions you got wrong there"));
    QStringList lines;
    const bool zh = QuestionCard::chinese();
    for (const Page* entry : PageCatalog::pages()) {
        const QString page = entry->name();
        const QList<guide::Question> qs = m_bank->forPage(page);
        if (qs.isEmpty()) {
            continue;
        }
        const GuideProgress::Score s = m_progress->score(page);
        const QString title = entry->title().toHtmlEscaped();
        QString line = tr("%1: %2 of %3 right (%4 answered)")
                           .arg(title)
                           .arg(s.right)
                           .arg(qs.size())
                           .arg(s.answered);
        if (const GuideProgress::Practice p = m_progress->practice(page); p.asked > 0) {
            line += tr("; practice with new numbers: %1 of %2 right").arg(p.right).arg(p.asked);
        }
        QStringList wrong;
        for (const guide::Question& q : qs) {
            if (s.wrong.contains(QString::fromStdString(q.id))) {
                wrong << QStringLiteral("<a href=\"page:%1\">%2</a>")
                             .arg(page, QString::fromStdString(zh ? q.prompt.zh : q.prompt.en)
                                            .toHtmlEscaped());
            }
        }
        if (!wrong.isEmpty()) {
            line += QStringLiteral("<br>") +
                    tr("Go back to: %1").arg(wrong.join(QStringLiteral("<br>")));
        }
        lines << line;
    }
    m_body->setText(m_progress->score(QString()).answered == 0 && lines.isEmpty()
                        ? tr("No questions loaded.")
                        : lines.join(QStringLiteral("<br>")));
}

} // namespace redlock::ui
