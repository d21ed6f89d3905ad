#include "ui/guide/question_runner.h"

#include "ui/model/readouts.h"
#include "ui/pages/lease/lease_lab.h"
#include "ui/pages/timing/run_summary.h"

#include <algorithm>

namespace redlock::ui {

namespace {

constexpr int kStorySentences = 3; // the last outcome sentences of a scenario run

// The run's sentences up to the verdict on the first client's first acquire (reveal()'s
// "first-held"), that verdict included; all of them when there is none.
std::vector<sim::Sentence> firstVerdictStory(const sim::SimResult& r) {
    std::string first;
    for (const sim::Lane& lane : r.lanes) {
        if (lane.kind == sim::LaneKind::Client) {
            first = lane.name;
            break;
        }
    }
    for (std::size_t i = 0; i < r.narration.size(); ++i) {
        const sim::Sentence& s = r.narration[i];
        const bool verdict = s.id == "held" || s.id.rfind("refused-", 0) == 0;
        if (verdict && !s.args.empty() && !s.args.front().names.empty() &&
            s.args.front().names.front() == first) {
            return {r.narration.begin(), r.narration.begin() + static_cast<std::ptrdiff_t>(i + 1)};
        }
    }
    return r.narration;
}

} // namespace

void QuestionRunner::play(const guide::Question& q, QObject* context,
                          std::function<void(QuestionOutcome)> done) {
    if (q.run.kind != guide::RunKind::Scenario) {
        m_task.cancel();
        done(playNow(q));
        return;
    }
    m_task.start(
        [run = q.run, source = m_source](const std::atomic<bool>&) {
            return std::make_shared<Result<guide::Reveal>>(guide::reveal(run, source));
        },
        context,
        [q, done = std::move(done)](std::shared_ptr<Result<guide::Reveal>> r) {
            done(word(q, *r));
        });
}

QuestionOutcome QuestionRunner::playNow(const guide::Question& q) const {
    if (q.run.kind == guide::RunKind::Lease) {
        return playLease(q);
    }
    return word(q, guide::reveal(q.run, m_source));
}

QuestionOutcome QuestionRunner::word(const guide::Question& q, const Result<guide::Reveal>& r) {
    QuestionOutcome out;
    if (!r) {
        out.error = QString::fromStdString(r.error().message);
        return out;
    }
    out.answer = QString::fromStdString(r->answer);
    out.rightChoice = guide::rightChoice(q, r->answer);
    if (r->verdict) {
        // One sentence pattern per language: Chinese ends the verdict with "。", not ". ".
        out.explanation = tr("%1. %2 %3", "verdict, votes sentence, reason sentence")
                              .arg(Readouts::headline(*r->verdict), Readouts::votes(*r->verdict),
                                   Readouts::reason(*r->verdict));
    } else if (r->pairs) {
        const MajorityPairs& p = *r->pairs;
        out.explanation =
            p.pairs == 0
                ? tr("With %1 masters there is only one majority (all of them), so two clients "
                     "would need the very same masters.")
                      .arg(r->n)
                : tr("The lab checked all %1 pairs of the %2 majorities of %3 masters: the "
                     "fewest masters a pair shares is %4, and %5 pairs share none.")
                      .arg(p.pairs)
                      .arg(p.majorities)
                      .arg(r->n)
                      .arg(p.minShared)
                      .arg(p.disjointPairs);
    } else if (r->run) {
        sim::SimResult run = *r->run;
        if (q.run.ask == "first-held") {
            // About one acquire: what led to its verdict, ending with it. The run's safety
            // banner would answer another question.
            run.narration = firstVerdictStory(run);
            out.explanation = RunSummary::story(run, kStorySentences);
        } else {
            out.explanation = RunSummary::banner(run) + QLatin1Char('\n') +
                              RunSummary::story(run, kStorySentences);
        }
    }
    return out;
}

QuestionOutcome QuestionRunner::playLease(const guide::Question& q) const {
    LeaseLab lab;
    const int before = static_cast<int>(lab.log().size());
    for (const std::string& a : q.run.actions) {
        lab.play(a);
    }
    QuestionOutcome out;
    const std::optional<Completion> c = lab.completion(1);
    const std::string key = !c ? "none" : *c == Completion::Stale ? "rejected" : "accepted";
    out.answer = QString::fromStdString(key);
    out.rightChoice = guide::rightChoice(q, key);
    const QStringList log = lab.log();
    out.explanation = log.mid(std::max(before, static_cast<int>(log.size()) - kStorySentences))
                          .join(QLatin1Char('\n'));
    return out;
}

} // namespace redlock::ui
