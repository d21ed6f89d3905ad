#include "ui/guide/guide_progress.h"

#include "ui/app/settings.h"

namespace redlock::ui {

namespace {

QString stepKey(const QString& page, const QString& step) {
    return page + QLatin1Char('/') + step;
}

} // namespace

GuideProgress::GuideProgress(QObject* parent) : QObject(parent) {}

void GuideProgress::attachSettings(Settings* settings) {
    m_settings = nullptr;
    m_mode = settings->guideMode();
    m_steps.clear();
    for (const QString& s : settings->guideSteps()) {
        if (s.count(QLatin1Char('/')) == 1) {
            m_steps.insert(s);
        }
    }
    m_answers.clear();
    // "page/question=right|wrong"; anything else in a hand-edited file is skipped.
    for (const QString& a : settings->guideAnswers()) {
        const qsizetype slash = a.indexOf(QLatin1Char('/'));
        const qsizetype eq = a.lastIndexOf(QLatin1Char('='));
        if (slash <= 0 || eq <= slash + 1) {
            continue;
        }
        const QString value = a.mid(eq + 1);
        if (value != QLatin1String("right") && value != QLatin1String("wrong")) {
            continue;
        }
        m_answers[a.left(slash)][a.mid(slash + 1, eq - slash - 1)] =
            value == QLatin1String("right");
    }
    m_practice.clear();
    // "page=asked/right", 0 <= right <= asked; anything else is skipped.
    for (const QString& a : settings->guidePractice()) {
        const QStringList kv = a.split(QLatin1Char('='));
        const QStringList counts = kv.value(1).split(QLatin1Char('/'));
        bool okAsked = false, okRight = false;
        const int asked = counts.value(0).toInt(&okAsked);
        const int right = counts.value(1).toInt(&okRight);
        if (kv.size() == 2 && !kv[0].isEmpty() && counts.size() == 2 && okAsked && okRight &&
            right >= 0 && right <= asked) {
            m_practice[kv[0]] = {asked, right};
        }
    }
    m_settings = settings;
    emit changed();
}

void GuideProgress::setMode(const QString& mode) {
    m_mode = mode;
    if (m_settings) {
        m_settings->setGuideMode(mode);
    }
    emit changed();
}

bool GuideProgress::stepDone(const QString& page, const QString& step) const {
    return m_steps.contains(stepKey(page, step));
}

void GuideProgress::markStep(const QString& page, const QString& step) {
    if (stepDone(page, step)) {
        return;
    }
    m_steps.insert(stepKey(page, step));
    save();
    emit changed();
}

int GuideProgress::stepsDone(const QString& page, const QStringList& steps) const {
    int n = 0;
    for (const QString& s : steps) {
        n += stepDone(page, s) ? 1 : 0;
    }
    return n;
}

void GuideProgress::recordAnswer(const QString& page, const QString& question, bool right) {
    m_answers[page][question] = right;
    save();
    emit changed();
}

std::optional<bool> GuideProgress::answer(const QString& page, const QString& question) const {
    const auto p = m_answers.constFind(page);
    if (p == m_answers.cend() || !p->contains(question)) {
        return std::nullopt;
    }
    return p->value(question);
}

GuideProgress::Score GuideProgress::score(const QString& page) const {
    Score s;
    const QMap<QString, bool> answers = m_answers.value(page);
    for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
        ++s.answered;
        if (it.value()) {
            ++s.right;
        } else {
            s.wrong << it.key();
        }
    }
    return s;
}

void GuideProgress::recordPractice(const QString& page, bool right) {
    Practice& p = m_practice[page];
    ++p.asked;
    p.right += right ? 1 : 0;
    save();
    emit changed();
}

void GuideProgress::writeBack() {
    if (m_settings) {
        m_settings->setGuideMode(m_mode);
    }
    save();
}

void GuideProgress::clear() {
    m_steps.clear();
    m_answers.clear();
    m_practice.clear();
    save();
    emit changed();
}

void GuideProgress::save() {
    if (!m_settings) {
        return;
    }
    QStringList steps(m_steps.cbegin(), m_steps.cend());
    steps.sort();
    m_settings->setGuideSteps(steps);
    QStringList answers;
    for (auto p = m_answers.cbegin(); p != m_answers.cend(); ++p) {
        for (auto q = p->cbegin(); q != p->cend(); ++q) {
            answers << QStringLiteral("%1/%2=%3")
                           .arg(p.key(), q.key(),
                                q.value() ? QStringLiteral("right") : QStringLiteral("wrong"));
        }
    }
    m_settings->setGuideAnswers(answers);
    QStringList practice;
    for (auto p = m_practice.cbegin(); p != m_practice.cend(); ++p) {
        practice << QStringLiteral("%1=%2/%3").arg(p.key()).arg(p->asked).arg(p->right);
    }
    m_settings->setGuidePractice(practice);
}

} // namespace redlock::ui
