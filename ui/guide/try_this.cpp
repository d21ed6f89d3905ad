#include "ui/guide/try_this.h"

#include "ui/guide/guide_progress.h"
#include "ui/guide/question_bank.h"
#include "ui/model/lab_state.h"
#include "ui/model/playback.h"
#include "ui/pages/choose/choose_page.h"
#include "ui/pages/lease/lease_lab.h"
#include "ui/pages/lease/lease_page.h"
#include "ui/pages/protocol/protocol_page.h"
#include "ui/pages/timing/timing_page.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QComboBox>
#include <QSpinBox>

#include <memory>

namespace redlock::ui {

namespace {

int downCount(const LabState* s) {
    return s->masterCount() - s->okVotes();
}

// Connects every change signal of the controls named in `names` under `w` to `slot`.
void onControls(QWidget* w, const QStringList& names, QObject* ctx, const std::function<void()>& slot) {
    for (const QString& n : names) {
        if (auto* spin = w->findChild<QSpinBox*>(n)) {
            QObject::connect(spin, &QSpinBox::valueChanged, ctx, slot);
        } else if (auto* slider = w->findChild<QAbstractSlider*>(n)) {
            QObject::connect(slider, &QAbstractSlider::valueChanged, ctx, slot);
        } else if (auto* combo = w->findChild<QComboBox*>(n)) {
            QObject::connect(combo, &QComboBox::currentIndexChanged, ctx, slot);
        } else if (auto* button = w->findChild<QAbstractButton*>(n)) {
            QObject::connect(button, &QAbstractButton::clicked, ctx, slot);
        }
    }
}

int spinValue(QWidget* w, const QString& name) {
    const auto* s = w->findChild<QSpinBox*>(name);
    return s ? s->value() : -1;
}

} // namespace

QStringList TryThis::steps(const QString& page) {
    if (page == QLatin1String("majority")) {
        return {QStringLiteral("two-down"), QStringLiteral("three-down"), QStringLiteral("even-n")};
    }
    if (page == QLatin1String("protocol")) {
        return {QStringLiteral("play"), QStringLiteral("slow-master"), QStringLiteral("three-clients")};
    }
    if (page == QLatin1String("gates")) {
        return {QStringLiteral("past-ttl"), QStringLiteral("drift")};
    }
    if (page == QLatin1String("overlap")) {
        return {QStringLiteral("check-pairs"), QStringLiteral("four-masters"), QStringLiteral("move-p")};
    }
    if (page == QLatin1String("timing")) {
        return {QStringLiteral("gc-pause"), QStringLiteral("fencing"), QStringLiteral("restart")};
    }
    if (page == QLatin1String("lease")) {
        return {QStringLiteral("claim"), QStringLiteral("reclaim"), QStringLiteral("stale")};
    }
    if (page == QLatin1String("choose")) {
        return {QStringLiteral("fenced-pause"), QStringLiteral("harmless"), QStringLiteral("consensus")};
    }
    if (page == QLatin1String("recap")) {
        return {QStringLiteral("three-pages"), QStringLiteral("all-right")};
    }
    return {};
}

QString TryThis::text(const QString& page, const QString& step) {
    const QString key = page + QLatin1Char('/') + step;
    if (key == QLatin1String("majority/two-down")) {
        return tr("Take two masters down (keys 4 and 5). Is the lock still held?");
    }
    if (key == QLatin1String("majority/three-down")) {
        return tr("Take a third master down. What does the readout say now?");
    }
    if (key == QLatin1String("majority/even-n")) {
        return tr("Set N to 4 with two masters down. Is half of them a majority?");
    }
    if (key == QLatin1String("protocol/play")) {
        return tr("Press Space to play the acquire one event at a time.");
    }
    if (key == QLatin1String("protocol/slow-master")) {
        return tr("Give M1 a latency above the per-instance timeout. What happens to its vote?");
    }
    if (key == QLatin1String("protocol/three-clients")) {
        return tr("Set Clients to 3. Does anyone win?");
    }
    if (key == QLatin1String("gates/past-ttl")) {
        return tr("Drag the elapsed time past the TTL: five OK votes, and still refused?");
    }
    if (key == QLatin1String("gates/drift")) {
        return tr("Find the moment just before the TTL where the drift allowance eats the rest.");
    }
    if (key == QLatin1String("overlap/check-pairs")) {
        return tr("Press \"Check every pair\". Do any two majorities share nothing?");
    }
    if (key == QLatin1String("overlap/four-masters")) {
        return tr("Set the number of masters to 4. How many masters do two majorities share now?");
    }
    if (key == QLatin1String("overlap/move-p")) {
        return tr("Move the p slider: how often is a majority still up?");
    }
    if (key == QLatin1String("timing/gc-pause")) {
        return tr("Choose the scenario gc-pause-after. Which write does the storage accept?");
    }
    if (key == QLatin1String("timing/fencing")) {
        return tr("Now switch fencing to the monotonic token. Which write is rejected?");
    }
    if (key == QLatin1String("timing/restart")) {
        return tr("Choose restart-no-persistence: does a master that restarts empty break safety?");
    }
    if (key == QLatin1String("lease/claim")) {
        return tr("Let worker 1 claim the job. What is its fence?");
    }
    if (key == QLatin1String("lease/reclaim")) {
        return tr("Pause worker 1, advance time past the lease, run the reaper and let worker 2 claim.");
    }
    if (key == QLatin1String("lease/stale")) {
        return tr("Complete: is worker 1's late completion accepted?");
    }
    if (key == QLatin1String("choose/fenced-pause")) {
        return tr("Open the cell \"Consensus lease + fence\" under \"GC pause\": what does the storage do with the late write?");
    }
    if (key == QLatin1String("choose/harmless")) {
        return tr("Untick \"Running the work twice corrupts data\": which design does the guide pick now?");
    }
    if (key == QLatin1String("choose/consensus")) {
        return tr("Say the team runs a consensus cluster and the work can refuse a stale token: what must the storage still check?");
    }
    if (key == QLatin1String("recap/three-pages")) {
        return tr("Answer a question on three different pages.");
    }
    if (key == QLatin1String("recap/all-right")) {
        return tr("Get every question of one page right.");
    }
    return {};
}

TryThis::TryThis(const QString& page, QWidget* pageWidget, LabState* shared,
                 GuideProgress* progress, const QuestionBank* bank, QObject* parent)
    : QObject(parent), m_page(page), m_widget(pageWidget), m_progress(progress) {
    QWidget* w = pageWidget;
    const auto slot = [this] { check(); };
    if (page == QLatin1String("majority") || page == QLatin1String("gates")) {
        connect(shared, &LabState::changed, this, slot);
        if (page == QLatin1String("majority")) {
            watch(QStringLiteral("two-down"), [shared] { return downCount(shared) >= 2; });
            watch(QStringLiteral("three-down"), [shared] {
                return downCount(shared) >= 3 && shared->voteVerdict().reason == Reason::NoMajority;
            });
            watch(QStringLiteral("even-n"), [shared] {
                return shared->masterCount() == 4 && downCount(shared) == 2;
            });
        } else {
            // The page's own verdict: judge() over the shared masters and this page's time.
            watch(QStringLiteral("past-ttl"),
                  [shared] { return shared->verdict().reason == Reason::PastTtl; });
            watch(QStringLiteral("drift"),
                  [shared] { return shared->verdict().reason == Reason::DriftAteRest; });
        }
    } else if (auto* protocol = qobject_cast<ProtocolPage*>(w)) {
        auto played = std::make_shared<bool>(false);
        connect(protocol->playback(), &Playback::playingChanged, this, [this, played](bool on) {
            *played = *played || on;
            check();
        });
        connect(protocol->clientsSpin(), &QSpinBox::valueChanged, this, slot);
        connect(protocol->timeoutSpin(), &QSpinBox::valueChanged, this, slot);
        onControls(w, {QStringLiteral("latency1")}, this, slot);
        watch(QStringLiteral("play"), [played] { return *played; });
        watch(QStringLiteral("slow-master"), [protocol] {
            return spinValue(protocol, QStringLiteral("latency1")) > protocol->timeoutSpin()->value();
        });
        watch(QStringLiteral("three-clients"), [protocol] { return protocol->clientsSpin()->value() == 3; });
    } else if (page == QLatin1String("overlap")) {
        auto pressed = std::make_shared<bool>(false);
        auto moved = std::make_shared<bool>(false);
        if (auto* b = w->findChild<QAbstractButton*>(QStringLiteral("checkEveryPair"))) {
            connect(b, &QAbstractButton::clicked, this, [this, pressed] {
                *pressed = true;
                check();
            });
        }
        if (auto* s = w->findChild<QAbstractSlider*>(QStringLiteral("pSlider"))) {
            connect(s, &QAbstractSlider::valueChanged, this, [this, moved] {
                *moved = true;
                check();
            });
        }
        onControls(w, {QStringLiteral("overlapMastersSpin")}, this, slot);
        watch(QStringLiteral("check-pairs"), [pressed] { return *pressed; });
        watch(QStringLiteral("four-masters"),
              [w] { return spinValue(w, QStringLiteral("overlapMastersSpin")) == 4; });
        watch(QStringLiteral("move-p"), [moved] { return *moved; });
    } else if (auto* timing = qobject_cast<TimingPage*>(w)) {
        for (QComboBox* c : {timing->scenarioCombo(), timing->fencingCombo(), timing->variantBCombo()}) {
            connect(c, &QComboBox::currentIndexChanged, this, slot);
        }
        const auto scenario = [timing] { return timing->scenarioCombo()->currentData().toString(); };
        watch(QStringLiteral("gc-pause"), [scenario] { return scenario() == QLatin1String("gc-pause-after"); });
        watch(QStringLiteral("fencing"), [timing, scenario] {
            return scenario() == QLatin1String("gc-pause-after") &&
                   timing->fencingCombo()->currentData().toInt() ==
                       static_cast<int>(sim::Fencing::Token);
        });
        // Not the scenario the page opens on: a step is ticked by what the student does.
        watch(QStringLiteral("restart"),
              [scenario] { return scenario() == QLatin1String("restart-no-persistence"); });
    } else if (auto* lease = qobject_cast<LeasePage*>(w)) {
        LeaseLab* lab = lease->lab();
        connect(lab, &LeaseLab::changed, this, slot);
        watch(QStringLiteral("claim"), [lab] { return lab->held(1).has_value(); });
        watch(QStringLiteral("reclaim"), [lab] { return lab->held(2) && lab->held(2)->attempts >= 2; });
        watch(QStringLiteral("stale"), [lab] { return lab->staleRejected() > 0; });
    } else if (auto* choose = qobject_cast<ChoosePage*>(w)) {
        connect(choose, &ChoosePage::cellOpened, this, slot);
        connect(choose, &ChoosePage::answersChanged, this, slot);
        watch(QStringLiteral("fenced-pause"), [choose] {
            const int i = choose->openCell();
            return i >= 0 && static_cast<std::size_t>(i) < choose->cells().size() &&
                   choose->cells()[static_cast<std::size_t>(i)].design == "consensus-fenced" &&
                   choose->cells()[static_cast<std::size_t>(i)].fault == "gc-pause";
        });
        watch(QStringLiteral("harmless"),
              [choose] { return choose->answers().doubleRun == sim::DoubleRun::Wasteful; });
        watch(QStringLiteral("consensus"), [choose] {
            return choose->answers().operate == sim::Operate::Consensus && choose->answers().idempotent;
        });
    } else if (page == QLatin1String("recap")) {
        connect(progress, &GuideProgress::changed, this, slot);
        static const QStringList pages{QStringLiteral("majority"), QStringLiteral("protocol"),
                                       QStringLiteral("gates"),    QStringLiteral("overlap"),
                                       QStringLiteral("timing"),   QStringLiteral("lease"),
                                       QStringLiteral("choose"),   QStringLiteral("recap")};
        watch(QStringLiteral("three-pages"), [progress] {
            int n = 0;
            for (const QString& p : pages) {
                n += progress->score(p).answered > 0 ? 1 : 0;
            }
            return n >= 3;
        });
        watch(QStringLiteral("all-right"), [progress, bank] {
            for (const QString& p : pages) {
                const auto score = progress->score(p);
                const qsizetype total = bank ? bank->forPage(p).size() : 0;
                if (total > 0 && score.right == total) {
                    return true;
                }
            }
            return false;
        });
    }
    check();
}

void TryThis::watch(const QString& step, std::function<bool()> test) {
    m_tests.emplace_back(step, std::move(test));
}

void TryThis::check() {
    for (const auto& [step, test] : m_tests) {
        if (!m_progress->stepDone(m_page, step) && test()) {
            m_progress->markStep(m_page, step);
        }
    }
}

} // namespace redlock::ui
