#include "ui/guide/practice_question.h"

#include "core/guide/practice.h"
#include "core/guide/reveal.h"
#include "ui/model/readouts.h"
#include "ui/pages/lease/lease_lab.h"

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

namespace {

// What a scenario prompt quotes, read from the scenario the run plays (guide::scenarioOf: the
// script with the run's new numbers), so the words cannot say other times than the run's.
struct Script {
    sim::Scenario s;
    // When `client`'s first step `op` is due (written at an absolute time), or nullopt.
    std::optional<sim::Us> stepAt(const char* client, sim::StepOp op) const {
        for (const sim::ClientSpec& c : s.clients) {
            if (c.name != client) {
                continue;
            }
            for (const sim::Step& st : c.steps) {
                if (st.op == op && st.atUs >= 0) {
                    return st.atUs;
                }
            }
        }
        return std::nullopt;
    }
    std::optional<sim::Us> start(const char* client) const {
        for (const sim::ClientSpec& c : s.clients) {
            if (c.name == client) {
                return c.startUs;
            }
        }
        return std::nullopt;
    }
    std::optional<sim::Us> faultAt(sim::FaultKind kind) const {
        for (const sim::Fault& f : s.faults) {
            if (f.kind == kind) {
                return f.atUs;
            }
        }
        return std::nullopt;
    }
};

QString msOf(std::optional<sim::Us> us) {
    return Readouts::count(*us / 1000);
}
QString msOf(sim::Us us) {
    return Readouts::count(us / 1000);
}

} // namespace

std::optional<QString> PracticeQuestion::scenarioPrompt(const std::string& family,
                                                        const guide::RunSpec& r) {
    const auto played = guide::scenarioOf(r);
    if (!played) {
        return std::nullopt;
    }
    const Script script{*played};
    const sim::Params& p = script.s.params;
    const QString ttl = Readouts::count(p.ttlMs);
    if (family == "gc-pause") {
        const auto read = script.stepAt("C1", sim::StepOp::Read);
        const auto pauseAt = script.faultAt(sim::FaultKind::Pause);
        const auto ask = script.start("C2");
        const auto write = script.stepAt("C2", sim::StepOp::Write);
        if (!read || !pauseAt || !ask || !write || !r.numbers.pauseMs) {
            return std::nullopt;
        }
        const QString pause = Readouts::count(*r.numbers.pauseMs);
        return p.fencing == sim::Fencing::Token
                   ? tr("New numbers: C1 acquires the lock with a TTL of %1 ms, reads the resource "
                        "at %2 ms and stops in a GC pause of %3 ms at %4 ms; when it wakes it "
                        "writes what it read. C2 asks for the lock at %5 ms and writes at %6 ms. "
                        "The storage checks a monotonic fencing token. What does the storage see?")
                         .arg(ttl, msOf(read), pause, msOf(pauseAt), msOf(ask), msOf(write))
                   : tr("New numbers: C1 acquires the lock with a TTL of %1 ms, reads the resource "
                        "at %2 ms and stops in a GC pause of %3 ms at %4 ms; when it wakes it "
                        "writes what it read. C2 asks for the lock at %5 ms and writes at %6 ms. "
                        "The storage checks nothing. What does the storage see?")
                         .arg(ttl, msOf(read), pause, msOf(pauseAt), msOf(ask), msOf(write));
    }
    if (family == "clock-jump") {
        const auto jumpAt = script.faultAt(sim::FaultKind::ClockJump);
        const auto ask = script.start("C2");
        if (!jumpAt || !ask || !r.numbers.jumpMs) {
            return std::nullopt;
        }
        return tr("New numbers: C1 holds the lock on M1, M2 and M3 with a TTL of %1 ms; C2 reaches "
                  "only M3, M4 and M5. At %2 ms M3's wall clock jumps %3 ms forward, and C2 asks "
                  "for the lock at %4 ms. Is it still safe?")
            .arg(ttl, msOf(jumpAt), Readouts::count(*r.numbers.jumpMs), msOf(ask));
    }
    const QString masters = QString::number(p.masters.size());
    const QString timeout = msOf(p.timeoutUs);
    if (family == "down") {
        const int down = static_cast<int>(r.numbers.down.size());
        return tr("New numbers: %1 masters %2 ms away, %3 of them down (%4). The client waits up "
                  "to %5 ms for each master, and the TTL is %6 ms. Is the first acquire held?")
            .arg(masters, msOf(p.latencyUs), QString::number(down),
                 down == 0 ? tr("none") : mastersDown(r.numbers.down), timeout, ttl);
    }
    // rtt
    return tr("New numbers: %1 healthy masters, each %2 ms away (one way). The client waits up "
              "to %3 ms for each reply, and the TTL is %4 ms. Is the first acquire held?")
        .arg(masters, msOf(p.latencyUs), timeout, ttl);
}

QString PracticeQuestion::leasePrompt(const std::vector<std::string>& actions) {
    // One sentence per step, in the order played; the time steps said together.
    QStringList said;
    std::size_t i = 0;
    while (i < actions.size()) {
        const std::string& a = actions[i];
        if (a == "advance") {
            long long ms = 0;
            for (; i < actions.size() && actions[i] == "advance"; ++i) {
                ms += LeaseLab::kAdvance.count();
            }
            said << tr("%1 ms pass.").arg(Readouts::count(ms));
            continue;
        }
        if (a == "claim1") {
            said << tr("New numbers: worker 1 claims the job; the lease lasts %1 ms.")
                        .arg(Readouts::count(LeaseLab::kLease.count()));
        } else if (a == "pause1") {
            said << tr("Worker 1 stops in a long GC pause.");
        } else if (a == "reap") {
            said << tr("The reaper runs.");
        } else if (a == "claim2") {
            said << tr("Worker 2 tries to claim the job.");
        } else if (a == "complete") {
            said << tr("Then the workers complete their work. What happens to worker 1's "
                       "completion?");
        }
        ++i;
    }
    return said.join(QLatin1Char(' '));
}

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
    if (r.kind == guide::RunKind::Scenario) {
        const std::optional<QString> worded = scenarioPrompt(p->family, r);
        if (!worded) {
            return std::nullopt;
        }
        prompt = *worded;
    } else if (r.kind == guide::RunKind::Lease) {
        prompt = leasePrompt(r.actions);
    } else if (r.kind == guide::RunKind::Overlap) {
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
        } else if (key == "safe") {
            text = p->family == "gc-pause" ? tr("No stale write gets in: no update is lost")
                                           : tr("Safe: one client holds the lock at a time");
        } else if (key == "lost-update") {
            text = tr("A stale write is accepted: an update is lost");
        } else if (key == "two-holders") {
            text = tr("Not safe: two clients hold the lock at once");
        } else if (key == "accepted") {
            text = tr("Accepted: its completion counts");
        } else if (key == "rejected") {
            text = tr("Rejected as stale: the job was claimed again");
        }
        q.choices.push_back({key, {text.toStdString(), text.toStdString()}});
    }
    return q;
}

} // namespace redlock::ui
