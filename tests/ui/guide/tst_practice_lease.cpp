// The lease page's practice questions (core/guide/practice.h), graded as the question card
// grades them: by the lease page's own model (QuestionRunner::playNow over LeaseLab). Over 1,000
// seeds every question's run gives an answer among its choices (never "none of the choices"),
// each answer offered is the right one for some seed, the explanation is the model's log of
// the run, and the same seed words the same question.
#include "core/guide/practice.h"
#include "ui/guide/practice_question.h"
#include "ui/guide/question_runner.h"

#include <QTest>

#include <map>

using namespace redlock;
using namespace redlock::ui;

class TestPracticeLease : public QObject {
    Q_OBJECT
private slots:
    void everySeedIsGradedByTheLeaseModel() {
        constexpr quint64 kSeeds = 1000;
        QVERIFY(PracticeQuestion::available(QStringLiteral("lease")));
        const QuestionRunner runner;
        std::map<std::string, int> right;
        QSet<QString> prompts;
        for (quint64 seed = 1; seed <= kSeeds; ++seed) {
            const auto q = PracticeQuestion::make(QStringLiteral("lease"), seed);
            QVERIFY(q.has_value());
            QCOMPARE(q->run.kind, guide::RunKind::Lease);
            const QuestionOutcome o = runner.playNow(*q);
            QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
            QVERIFY2(o.rightChoice >= 0,
                     qPrintable(QStringLiteral("seed %1: the model's answer %2 is none of the "
                                               "choices")
                                    .arg(seed)
                                    .arg(o.answer)));
            QVERIFY(!o.explanation.isEmpty());
            ++right[o.answer.toStdString()];
            QCOMPARE(*PracticeQuestion::make(QStringLiteral("lease"), seed), *q);
            prompts.insert(QString::fromStdString(q->prompt.en));
            for (const guide::Choice& c : q->choices) {
                QVERIFY2(!c.text.en.empty(), c.answer.c_str());
            }
        }
        for (const char* a : {"accepted", "rejected"}) {
            QVERIFY2(right[a] > 0, a);
        }
        QVERIFY2(prompts.size() >= 8, qPrintable(QString::number(prompts.size())));
    }
};

QTEST_MAIN(TestPracticeLease)
#include "tst_practice_lease.moc"
