#include "ui/guide/question_card.h"

#include "ui/guide/run_target.h"

#include "ui/guide/glossary.h"
#include "ui/guide/guide_progress.h"
#include "ui/guide/practice_question.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/wrap_label.h"

#include <QButtonGroup>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QTimer>
#include <QToolTip>

#include <algorithm>

namespace redlock::ui {

QuestionCard::QuestionCard(GuideProgress* progress, QWidget* parent)
    : QWidget(parent), m_progress(progress), m_counter(new QLabel(this)),
      m_prev(new QPushButton(this)), m_next(new QPushButton(this)), m_prompt(new WrapLabel(this)),
      m_terms(new QLabel(this)), m_choiceBox(new QVBoxLayout), m_group(new QButtonGroup(this)),
      m_check(new QPushButton(this)), m_result(new WrapLabel(this)), m_show(new QPushButton(this)),
      m_another(new QPushButton(this)) {
    setObjectName(QStringLiteral("questionCard"));
    m_prompt->setObjectName(QStringLiteral("questionPrompt"));
    m_result->setObjectName(QStringLiteral("questionResult"));
    m_check->setObjectName(QStringLiteral("checkAnswer"));
    m_prev->setObjectName(QStringLiteral("previousQuestion"));
    m_next->setObjectName(QStringLiteral("nextQuestion"));
    m_prompt->setWordWrap(true);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_prompt->setTextFormat(Qt::PlainText);
    QFont bold = m_prompt->font();
    bold.setBold(true);
    m_prompt->setFont(bold);

    auto* top = new QHBoxLayout;
    top->addWidget(m_counter, 1);
    top->addWidget(m_prev);
    top->addWidget(m_next);
    top->addWidget(m_another);
    m_another->setObjectName(QStringLiteral("anotherQuestion"));
    m_another->hide();
    connect(m_another, &QPushButton::clicked, this,
            [this] { showAnother(QRandomGenerator::global()->generate64()); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_prompt);
    layout->addWidget(m_terms);
    layout->addLayout(m_choiceBox);
    layout->addWidget(m_check, 0, Qt::AlignLeft);
    layout->addWidget(m_result);
    layout->addWidget(m_show, 0, Qt::AlignLeft);
    layout->addStretch(1);
    m_show->setObjectName(QStringLiteral("showOnPage"));
    m_show->hide();
    connect(m_show, &QPushButton::clicked, this, [this] {
        const guide::Question* q = current();
        if (RunTarget* t = target(); t && q) {
            t->showRun(q->run);
            m_show->setEnabled(false); // shown; the page is the student's again
            emit shownOnPage(m_page);
        }
    });

    m_terms->setObjectName(QStringLiteral("questionTerms"));
    m_terms->setTextFormat(Qt::RichText);
    m_terms->setWordWrap(true);
    connect(m_terms, &QLabel::linkActivated, this,
            [this](const QString& link) { emit termRequested(link.section(QLatin1Char(':'), 1)); });
    connect(m_terms, &QLabel::linkHovered, this, [this](const QString& link) {
        QToolTip::showText(QCursor::pos(), Glossary::tooltip(link.section(QLatin1Char(':'), 1)),
                           m_terms);
    });
    connect(m_prev, &QPushButton::clicked, this, [this] { showQuestion(m_index - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { showQuestion(m_index + 1); });
    connect(m_check, &QPushButton::clicked, this, [this] { reveal(); });
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) {
        m_picked = id;
        m_check->setEnabled(!m_revealed);
    });
    onLanguageChange(this, [this] { retranslate(); });
    retranslate();
}

bool QuestionCard::chinese() {
    // The catalogue of this area translates its own language code: "zh_CN" once it is loaded.
    return tr("en", "the language of the loaded catalogue") == QLatin1String("zh_CN");
}

const guide::Question* QuestionCard::current() const {
    return m_index >= 0 && m_index < count() ? &m_questions[m_index] : nullptr;
}

void QuestionCard::setQuestions(const QString& page, const QList<guide::Question>& questions) {
    if (page == m_page && questions == m_fixed) {
        return;
    }
    m_page = page;
    m_fixed = questions;
    m_questions = questions;
    m_another->setVisible(PracticeQuestion::available(page));
    showQuestion(0);
}

void QuestionCard::showAnother(quint64 seed) {
    auto q = PracticeQuestion::make(m_page, seed);
    if (!q) {
        return;
    }
    m_questions = m_fixed;
    m_questions << *q;
    showQuestion(count() - 1);
}

void QuestionCard::showQuestion(int index) {
    m_index = std::clamp(index, 0, std::max(0, count() - 1));
    m_picked = -1;
    m_revealed = false;
    m_result->clear();
    m_result->hide();
    m_show->hide();
    fill();
}

void QuestionCard::bringResultIntoView() {
    // The guide is a short strip under the page: the answer would appear below its fold, where
    // a student who just pressed "Check my answer" does not look. Once the new text is laid out
    // (hence queued), scroll so the result's start is in view, with as much of it and of the
    // button under it as fits.
    QTimer::singleShot(0, this, [this] {
        for (QWidget* w = parentWidget(); w; w = w->parentWidget()) {
            if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
                if (m_show->isVisible()) {
                    scroll->ensureWidgetVisible(m_show, 0, 8);
                }
                scroll->ensureWidgetVisible(m_result, 0, 8);
                return;
            }
        }
    });
}

void QuestionCard::setTargets(std::function<RunTarget*(const QString& page)> targets) {
    m_targets = std::move(targets);
}

RunTarget* QuestionCard::target() const {
    const guide::Question* q = current();
    RunTarget* t = q && m_targets ? m_targets(m_page) : nullptr;
    return t && t->canShowRun(q->run) ? t : nullptr;
}

QString QuestionCard::promptText() const {
    return m_prompt->text();
}

QString QuestionCard::resultText() const {
    return m_result->text();
}

void QuestionCard::fill() {
    for (QRadioButton* b : std::as_const(m_choices)) {
        m_group->removeButton(b);
        delete b;
    }
    m_choices.clear();
    const guide::Question* q = current();
    m_prev->setEnabled(m_index > 0);
    const bool practice = q != nullptr && PracticeQuestion::isPractice(*q);
    m_counter->setText(count() == 0 ? tr("No questions for this page.")
                       : practice   ? tr("Practice: new numbers")
                                    : tr("Question %1 of %2").arg(m_index + 1).arg(m_fixed.size()));
    m_next->setEnabled(m_index + 1 < static_cast<int>(m_fixed.size()));
    m_check->setVisible(q != nullptr);
    m_check->setEnabled(false);
    if (!q) {
        m_prompt->clear();
        m_terms->clear();
        return;
    }
    const bool zh = chinese();
    m_prompt->setText(QString::fromStdString(zh ? q->prompt.zh : q->prompt.en));
    QString all = m_prompt->text();
    for (const guide::Choice& c : q->choices) {
        all += QLatin1Char(' ') + QString::fromStdString(zh ? c.text.zh : c.text.en);
    }
    m_terms->setText(Glossary::linksFor(all));
    m_terms->setToolTip(tr("Click a term to open it in the glossary"));
    m_terms->setVisible(!m_terms->text().isEmpty());
    for (int i = 0; i < static_cast<int>(q->choices.size()); ++i) {
        const guide::Choice& c = q->choices[static_cast<std::size_t>(i)];
        auto* b = new QRadioButton(QString::fromStdString(zh ? c.text.zh : c.text.en), this);
        b->setObjectName(QStringLiteral("choice%1").arg(i + 1));
        b->setToolTip(tr("Pick this answer, then press \"Check my answer\" to see the run."));
        b->setChecked(i == m_picked);
        b->setEnabled(!m_revealed);
        m_group->addButton(b, i);
        m_choiceBox->addWidget(b);
        m_choices << b;
    }
    m_check->setEnabled(m_picked >= 0 && !m_revealed);
}

void QuestionCard::reveal() {
    const guide::Question* q = current();
    if (!q || m_picked < 0) {
        return;
    }
    m_revealed = true;
    for (QRadioButton* b : std::as_const(m_choices)) {
        b->setEnabled(false);
    }
    m_check->setEnabled(false);
    m_result->setText(tr("Playing the run…"));
    m_result->show();
    bringResultIntoView();
    m_runner.play(*q, this, [this](const QuestionOutcome& o) { showOutcome(o); });
}

void QuestionCard::showOutcome(const QuestionOutcome& o) {
    const guide::Question* q = current();
    if (!q) {
        return;
    }
    if (!o.error.isEmpty()) {
        m_result->setText(tr("The run could not be played: %1").arg(o.error));
        return;
    }
    const bool right = o.rightChoice == m_picked;
    QString head;
    if (o.rightChoice < 0) {
        head = tr("The run's answer (%1) is none of the choices: the question file needs a fix.")
                   .arg(o.answer);
    } else if (right) {
        head = tr("Right. The run shows why:");
    } else {
        const guide::Choice& c = q->choices[static_cast<std::size_t>(o.rightChoice)];
        head = tr("Not quite: the run says \"%1\". Here is why:")
                   .arg(QString::fromStdString(chinese() ? c.text.zh : c.text.en));
    }
    m_result->setText(head + QLatin1Char('\n') + o.explanation);
    m_show->setVisible(target() != nullptr);
    m_show->setEnabled(true);
    bringResultIntoView();
    if (o.rightChoice >= 0) {
        if (PracticeQuestion::isPractice(*q)) {
            m_progress->recordPractice(m_page, right);
        } else {
            m_progress->recordAnswer(m_page, QString::fromStdString(q->id), right);
        }
        emit revealed(right);
    }
}

void QuestionCard::retranslate() {
    m_prev->setText(tr("◀ Previous"));
    m_next->setText(tr("Next ▶"));
    m_prev->setToolTip(tr("Show the previous question of this page"));
    m_next->setToolTip(tr("Show the next question of this page"));
    m_check->setText(tr("Check my answer"));
    m_check->setToolTip(tr("Play the run behind the question and compare it with your choice"));
    m_show->setText(tr("Show it on the page"));
    m_another->setText(tr("Another one"));
    m_another->setToolTip(tr("A practice question of this page with new numbers, checked by "
                             "the same run"));
    // A practice question is worded again in the new language from its own seed.
    if (!m_questions.isEmpty() && PracticeQuestion::isPractice(m_questions.back())) {
        if (auto q = PracticeQuestion::make(m_page, PracticeQuestion::seedOf(m_questions.back()))) {
            m_questions.back() = *q;
        }
    }
    m_show->setToolTip(tr("Set this page up as the question's run, so its own readouts show it"));
    const int picked = m_picked;
    const bool wasRevealed = m_revealed;
    fill();
    if (wasRevealed && picked >= 0) {
        m_picked = picked;
        m_choices.value(picked)->setChecked(true);
        reveal(); // the explanation, worded again in the new language from a fresh run
    }
}

} // namespace redlock::ui
