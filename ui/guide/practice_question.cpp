#include "ui/guide/practice_question.h"

#include "core/guide/practice.h"
#include "ui/model/readouts.h"

#include <QStringList>

namespace redlock::ui {

namespace {

constexpr char kPrefix[] = "practice-";

QString mastersDown(const std::vector<int>& down) {
    QStringList names;
    for (int m : down) {
        names << QStringLiteral("M%1").arg(m);
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

bool PracticeQuestion::available(const QString& page) {
    return guide::hasPractice(page.toStdString());
}

bool PracticeQuestion::isPractice(const guide::Question& q) {
    return q.id.rfind(kPrefix, 0) == 0;
}

quint64 PracticeQuestion::seedOf(const guide::Question& q) {
    return isPractice(q) ? QString::fromStdString(q.id.substr(sizeof kPrefix - 1)).toULongLong()
                         : 0;
}

std::optional<guide::Question> PracticeQuestion::make(const QString& page, quint64 seed) {
    const auto p = guide::practice(page.toStdString(), seed);
    if (!p) {
        return std::nullopt;
    }
    guide::Question q;
    q.id = kPrefix + std::to_string(seed);
    q.page = page.toStdString();
    q.run = p->run;
    const guide::RunSpec& r = p->run;
    const int down = static_cast<int>(r.down.size());
    const QString which = down == 0 ? tr("none") : mastersDown(r.down);
    QString prompt;
    if (r.kind == guide::RunKind::Overlap) {
        prompt = tr("New numbers: %1 masters. Two majorities of them, any two: how many masters "
                    "do they share at the least?")
                     .arg(r.n);
    } else if (r.ask == "held") {
        prompt = tr("New numbers: %1 masters, %2 of them down (%3). The acquire took %4 ms of a "
                    "%5 ms TTL. Does the client hold the lock?")
                     .arg(QString::number(r.n), QString::number(down), which,
                          Readouts::count(r.elapsedUs / 1000), Readouts::count(r.ttlMs));
    } else {
        prompt = tr("New numbers: %1 masters, %2 of them down (%3), a TTL of %4 ms, and the "
                    "acquire took %5 ms. What does the client conclude?")
                     .arg(QString::number(r.n), QString::number(down), which,
                          Readouts::count(r.ttlMs), Readouts::count(r.elapsedUs / 1000));
    }
    q.prompt = {prompt.toStdString(), prompt.toStdString()};
    for (const std::string& key : p->answers) {
        QString text;
        if (key == "yes") {
            text = tr("Yes, it holds the lock");
        } else if (key == "no") {
            text = tr("No, it does not");
        } else if (key == "held") {
            text = tr("It holds the lock: a majority said OK and validity is left");
        } else if (key == "no-majority") {
            text = tr("No lock: too few masters said OK");
        } else if (key == "past-ttl") {
            text = tr("No lock: the acquire took longer than the TTL");
        } else if (key == "drift-ate-rest") {
            text = tr("No lock: it ended inside the TTL, but the drift allowance leaves no "
                      "validity");
        } else if (key == "0") {
            text = tr("None: two majorities can miss each other");
        } else if (key == "1") {
            text = tr("At least one master");
        } else if (key == "2") {
            text = tr("At least two masters");
        }
        q.choices.push_back({key, {text.toStdString(), text.toStdString()}});
    }
    return q;
}

} // namespace redlock::ui
