#include "ui/guide/try_this.h"

#include "ui/app/page_catalog.h"
#include "ui/guide/guide_progress.h"
#include "ui/guide/question_bank.h"

namespace redlock::ui {

QStringList TryThis::steps(const QString& page) {
    QStringList out;
    if (const Page* p = PageCatalog::find(page)) {
        for (const TryStep& s : p->trySteps()) {
            out << s.id;
        }
    }
    return out;
}

QString TryThis::text(const QString& page, const QString& step) {
    if (const Page* p = PageCatalog::find(page)) {
        for (const TryStep& s : p->trySteps()) {
            if (s.id == step) {
                return s.text();
            }
        }
    }
    return {};
}

TryThis::TryThis(const QString& page, QWidget* pageWidget, LabState* shared,
                 GuideProgress* progress, const QuestionBank* bank, QObject* parent)
    : QObject(parent), m_page(page), m_widget(pageWidget), m_progress(progress), m_bank(bank) {
    if (const Page* p = PageCatalog::find(page)) {
        PageContext context;
        context.shared = shared;
        p->watchSteps(pageWidget, context, *this);
    }
    recheck();
}

void TryThis::watch(const QString& step, std::function<bool()> done) {
    m_tests.emplace_back(step, std::move(done));
}

void TryThis::recheck() {
    for (const auto& [step, test] : m_tests) {
        if (!m_progress->stepDone(m_page, step) && test()) {
            m_progress->markStep(m_page, step);
        }
    }
}

int TryThis::pagesAnswered() const {
    int n = 0;
    for (const QString& p : PageCatalog::names()) {
        n += m_progress->score(p).answered > 0 ? 1 : 0;
    }
    return n;
}

bool TryThis::anyPageAllRight() const {
    for (const QString& p : PageCatalog::names()) {
        const qsizetype total = m_bank ? m_bank->forPage(p).size() : 0;
        if (total > 0 && m_progress->score(p).right == total) {
            return true;
        }
    }
    return false;
}

void TryThis::recheckOnAnswers() {
    connect(m_progress, &GuideProgress::changed, this, &TryThis::recheck);
}

} // namespace redlock::ui
